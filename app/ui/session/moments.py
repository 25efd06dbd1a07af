"""Which entries get a moment of their own at the table: every die alike, an upper bonus
reached, an extra bonus, and the game's last entry. The table celebrates them, the app plays
their sound and a computer lets them sink in before it goes on."""

from __future__ import annotations

import enum
from collections.abc import Iterable

from app.rules import BonusEarned, Entered, Event, GameEnded


class Moment(enum.StrEnum):
    GAME_OVER = "game_over"
    EXTRA_BONUS = "extra_bonus"
    ALL_ALIKE = "all_alike"
    """Every die alike, entered for points (a five, in Maxi a six, of a kind)."""
    UPPER_BONUS = "upper_bonus"


def moment_of(events: Iterable[Event]) -> Moment | None:
    """The moment an entry's events bring, the biggest when there are several (the order of
    ``Moment``); None for an everyday entry, or for events without an entry."""
    found: set[Moment] = set()
    entered = False
    for event in events:
        if isinstance(event, Entered):
            entered = True
            if event.all_alike and event.points > 0:
                found.add(Moment.ALL_ALIKE)
        elif isinstance(event, BonusEarned):
            found.add(Moment.UPPER_BONUS if event.bonus == "upper" else Moment.EXTRA_BONUS)
        elif isinstance(event, GameEnded) and entered:
            found.add(Moment.GAME_OVER)
    return next((moment for moment in Moment if moment in found), None)
