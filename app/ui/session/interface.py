"""The interface every session offers to the table screen, offline and online alike.

Actions are intentions: they return nothing. What happened arrives through the signals, so a
session that asks a server answers the same way as one that runs the engine itself:

- ``changed(game, events)``: the new game value and the engine's events that led to it
  (empty after an undo or a resumed game);
- ``busyChanged(bool)``: a computer or the network is acting; the player cannot act meanwhile;
- ``refused(code)``: an action was not allowed, with the engine's error ``code`` or one of
  :data:`SESSION_REFUSALS`;
- ``undoAvailableChanged(bool)``.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from app.rules import Game

from .setup import TableSetup

SESSION_REFUSALS: tuple[str, ...] = (
    "busy",
    "not_your_seat",
    "nothing_to_undo",
    "no_chat",
    "offline",
    "waiting_for_server",
)
"""Refusal codes a session adds to the engine's error codes (an online session also passes on
the server's error codes, ``app.net.ErrorCode``)."""


class Session(QObject):
    changed = Signal(object, object)
    """(Game, tuple[Event, ...])"""
    busyChanged = Signal(bool)
    refused = Signal(str)
    undoAvailableChanged = Signal(bool)
    failed = Signal(str)
    """Something broke that the player should hear about (a message for the log)."""
    presenceChanged = Signal()
    """Someone went away or came back (online)."""

    can_undo: bool = False
    """Whether this kind of session offers undo at all (offline games only)."""
    can_chat: bool = False
    online: bool = False
    """The game is played at a table on the server (a person may resign at any time there)."""

    def __init__(self, setup: TableSetup, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setup = setup

    # --- reading ----------------------------------------------------------------------------------

    @property
    def game(self) -> Game:
        raise NotImplementedError

    @property
    def busy(self) -> bool:
        raise NotImplementedError

    @property
    def undo_available(self) -> bool:
        return False

    @property
    def aborted(self) -> bool:
        """The game was stopped before its end and counts for nobody (online: someone left
        before every seat had played a turn)."""
        return False

    @property
    def ended(self) -> bool:
        """Nothing more is played: the game is over, or it was aborted."""
        return self.game.over or self.aborted

    def controls(self, seat: int) -> bool:
        """Whether a person at this computer may act for ``seat``."""
        raise NotImplementedError

    def away(self, seat: int) -> bool:
        """Whether the player of ``seat`` has lost their connection (online; the seat waits)."""
        return False

    # --- acting -----------------------------------------------------------------------------------

    def toggle(self, die: int) -> None:
        raise NotImplementedError

    def roll(self) -> None:
        raise NotImplementedError

    def enter(self, box: str) -> None:
        raise NotImplementedError

    def strike(self, box: str) -> None:
        raise NotImplementedError

    def resign(self) -> None:
        """The person to move (or this computer's own seat online) leaves the game."""
        raise NotImplementedError

    def undo(self) -> None:
        self.refused.emit("nothing_to_undo")

    def chat(self, text: str) -> None:
        self.refused.emit("no_chat")

    def close(self) -> None:
        """Stop whatever runs in the background; the session is not used afterwards."""
