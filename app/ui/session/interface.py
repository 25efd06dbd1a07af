"""The interface every session offers to the table screen, offline and online alike.

Actions are intentions: they return nothing. What happened arrives through the signals, so a
session that asks a server answers the same way as one that runs the engine itself:

- ``changed(game, events)``: the new game value and the engine's events that led to it
  (empty after an undo or a resumed game);
- ``busyChanged(bool)``: a computer or the network is acting; the player cannot act meanwhile;
- ``refused(code)``: an action was not allowed, with the engine's error ``code`` or one of
  :data:`SESSION_REFUSALS`;
- ``undoAvailableChanged(bool)``.

A session also states its policies (``persists``, ``can_undo``, ``can_chat``, ``online``,
``finish``), so that nobody needs to ask which kind of session it is.
"""

from __future__ import annotations

import enum
from abc import abstractmethod
from typing import ClassVar

from PySide6.QtCore import QObject, Signal

from app.net.views import DailyView
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


class Finish(enum.Enum):
    """What becomes of a session's game when it ends."""

    RECORDED_HERE = "recorded_here"
    """This computer records the result in the player's statistics."""
    SCORED_BY_SERVER = "scored_by_server"
    """The server scores it; the standings and what it brought the player arrive later."""


class Session(QObject):
    """The base of every session. Its abstract methods are checked by mypy (a QObject cannot
    have the ``ABCMeta`` metaclass, so nothing checks them at run time)."""

    changed = Signal(object, object)
    """(Game, tuple[Event, ...])"""
    busyChanged = Signal(bool)
    refused = Signal(str)
    undoAvailableChanged = Signal(bool)
    failed = Signal(str)
    """Something broke that the player should hear about (a message for the log)."""
    presenceChanged = Signal()
    """Someone went away or came back (online)."""

    persists: ClassVar[bool]
    """The game is kept in the data file after every change and resumed at the next start."""
    can_undo: ClassVar[bool]
    """Whether this kind of session offers undo at all."""
    can_chat: ClassVar[bool]
    online: ClassVar[bool]
    """The game is played at a table on the server (a person may resign at any time there)."""
    finish: ClassVar[Finish]

    def __init__(self, setup: TableSetup, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setup = setup
        self.code = ""
        """The online table's code ("" for a game of this computer)."""
        self.daily: DailyView | None = None
        """The daily challenge this online table is an attempt at (None for any other game)."""

    # --- reading ----------------------------------------------------------------------------------

    @property
    @abstractmethod
    def game(self) -> Game: ...

    @property
    @abstractmethod
    def busy(self) -> bool: ...

    @property
    def undo_available(self) -> bool:
        return False

    @property
    def you(self) -> int | None:
        """The seat this computer holds at an online table (None: only watching there, or a
        game of this computer, where every seat is played here)."""
        return None

    @property
    def challenge(self) -> str:
        """``daily`` (the day's ranked challenge, online), ``practice`` (the offline practice
        of a day's challenge) or "" for any other game. A challenge is played without hints."""
        return ""

    @property
    def hints_allowed(self) -> bool:
        return not self.challenge

    @property
    def aborted(self) -> bool:
        """The game was stopped before its end and counts for nobody (online: someone left
        before every seat had played a turn)."""
        return False

    @property
    def ended(self) -> bool:
        """Nothing more is played: the game is over, or it was aborted."""
        return self.game.over or self.aborted

    @abstractmethod
    def controls(self, seat: int) -> bool:
        """Whether a person at this computer may act for ``seat``."""

    def away(self, seat: int) -> bool:
        """Whether the player of ``seat`` has lost their connection (online; the seat waits)."""
        return False

    # --- acting -----------------------------------------------------------------------------------

    @abstractmethod
    def toggle(self, die: int) -> None: ...

    @abstractmethod
    def roll(self) -> None: ...

    @abstractmethod
    def enter(self, box: str) -> None: ...

    @abstractmethod
    def strike(self, box: str) -> None: ...

    @abstractmethod
    def resign(self) -> None:
        """The person to move (or this computer's own seat online) leaves the game."""

    def undo(self) -> None:
        self.refused.emit("nothing_to_undo")

    def chat(self, text: str) -> None:
        self.refused.emit("no_chat")

    @abstractmethod
    def close(self) -> None:
        """Stop whatever runs in the background; the session is not used afterwards."""
