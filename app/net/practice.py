"""The offline practice challenge: a dice stream anyone can derive from the date and the ruleset.

It is made like a table's dice (``app.net.dice`` version 1: each die slot of each roll of each
turn has a fixed value, a held die keeps its own), from a public seed, so it needs no server and
ranks nobody: it is practice, unrelated to the day's ranked challenge (whose dice follow each
attempt's course from a seed that stays secret until the day is over) and to the server's
practice attempts (which roll from the day's secret practice seed).
"""

from __future__ import annotations

import hashlib

from app.rules import Game

from .days import day_date
from .dice import dice_key, next_roll

PRACTICE_VERSION = 1


def practice_seed(day: int, ruleset: str) -> bytes:
    """The public seed of a day's practice stream."""
    label = f"fuenfwurf practice v{PRACTICE_VERSION}|{day_date(day).isoformat()}|{ruleset}"
    return hashlib.sha256(label.encode()).digest()


def practice_scope(day: int, ruleset: str) -> str:
    return f"practice:{day}:{ruleset}"


class PracticeStream:
    """The dice of one day's practice for one ruleset: ``roll(game)`` gives the next roll."""

    def __init__(self, day: int, ruleset: str) -> None:
        self.day = day
        self.ruleset = ruleset
        self._key = dice_key(practice_seed(day, ruleset))
        self._scope = practice_scope(day, ruleset)

    def roll(self, game: Game) -> tuple[int, ...]:
        """The dice the next roll of ``game`` shows (held dice as they are)."""
        return next_roll(self._key, self._scope, game)
