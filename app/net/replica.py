"""A client's copy of a table's game, kept exactly in step with the server's.

``game_of(state)`` rebuilds the engine's game from a ``table`` message; ``advance(game, played)``
applies a ``played`` message. With the copy a client has everything the engine offers (options
and their points, the ranking, hints from ``app.strategy``) without asking the server.
"""

from __future__ import annotations

from app.rules import Event, Game, Outcome

from .messages import Played, TableState
from .views import actions_from_data


class OutOfStep(ValueError):
    """A ``played`` message does not follow the copy."""

    def __init__(self, message: str, *, behind: bool) -> None:
        super().__init__(message)
        self.behind = behind
        """The copy missed actions (ask the server for ``sync``); else it has these already
        (a message that arrived after a newer state: nothing to do)."""


def game_of(state: TableState) -> Game | None:
    """The game of a ``table`` message (None while the table is open); ``ValueError`` if the
    log is not one the rules engine can replay."""
    if state.game is None:
        return None
    return Game.replay(state.rules.to_rules(), state.game.names, actions_from_data(state.log))


def advance(game: Game, played: Played) -> Outcome:
    """``game`` after the actions of ``played``, with the events they produced; ``OutOfStep``
    when they do not follow it, ``ValueError`` (an ``IllegalMove``) when the engine refuses one."""
    if played.seq != len(game.log) + len(played.actions):
        raise OutOfStep(
            f"the copy has {len(game.log)} actions; this message ends at {played.seq}",
            behind=played.seq > len(game.log),
        )
    events: list[Event] = []
    for action in actions_from_data(played.actions):
        game, happened = game.apply(action)
        events.extend(happened)
    return Outcome(game, tuple(events))
