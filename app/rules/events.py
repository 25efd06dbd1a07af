"""What happened: the events an action produces, for the UI and the server to render."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar

from .dice import Dice


@dataclass(frozen=True, slots=True)
class Standing:
    """One line of the ranking."""

    seat: int
    place: int
    """1 for the winner; tied players share a place."""
    total: int
    resigned: bool


@dataclass(frozen=True, slots=True)
class Event:
    kind: ClassVar[str] = "event"

    def to_dict(self) -> dict[str, Any]:
        data = {"kind": self.kind}
        for item in dataclasses.fields(self):
            value = getattr(self, item.name)
            if isinstance(value, tuple) and value and isinstance(value[0], Standing):
                value = [dataclasses.asdict(standing) for standing in value]
            elif isinstance(value, tuple):
                value = list(value)
            data[item.name] = value
        return data


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    kind: ClassVar[str] = "rolled"
    seat: int
    dice: Dice
    held: tuple[bool, ...]
    """Which dice stayed put (all False on the first roll of a turn)."""
    rolls_left: int


@dataclass(frozen=True, slots=True)
class Held(Event):
    kind: ClassVar[str] = "held"
    seat: int
    die: int
    held: bool


@dataclass(frozen=True, slots=True)
class Entered(Event):
    kind: ClassVar[str] = "entered"
    seat: int
    box: str
    points: int
    dice: Dice
    struck: bool
    """0 points by choice or need."""
    timed_out: bool
    """The turn clock ran out and the box was chosen for the player."""

    @property
    def all_alike(self) -> bool:
        """Every die showed the same number (a five, in Maxi a six, of a kind)."""
        return len(set(self.dice)) == 1


@dataclass(frozen=True, slots=True)
class JokerUsed(Event):
    kind: ClassVar[str] = "joker_used"
    seat: int
    box: str
    points: int


@dataclass(frozen=True, slots=True)
class BonusEarned(Event):
    kind: ClassVar[str] = "bonus_earned"
    seat: int
    bonus: str
    """``"upper"`` or ``"extra_alike"`` (an extra five or six of a kind)."""
    points: int
    column: int


@dataclass(frozen=True, slots=True)
class RollsSaved(Event):
    kind: ClassVar[str] = "rolls_saved"
    seat: int
    saved: int
    """The player's saved rolls now."""


@dataclass(frozen=True, slots=True)
class TurnPassed(Event):
    kind: ClassVar[str] = "turn_passed"
    seat: int
    """The player to move now."""
    rolls_left: int


@dataclass(frozen=True, slots=True)
class Resigned(Event):
    kind: ClassVar[str] = "resigned"
    seat: int


@dataclass(frozen=True, slots=True)
class GameEnded(Event):
    kind: ClassVar[str] = "game_over"
    ranking: tuple[Standing, ...]
