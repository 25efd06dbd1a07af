"""The actions a player (or the turn clock) can take, as values that can be logged and replayed."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from .dice import Dice


@dataclass(frozen=True, slots=True)
class Action:
    kind: ClassVar[str] = "action"
    seat: int

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.kind, "seat": self.seat}
        for name in self.__slots__:  # the subclass's own fields
            value = getattr(self, name)
            data[name] = list(value) if isinstance(value, tuple) else value
        return data


@dataclass(frozen=True, slots=True)
class Hold(Action):
    kind: ClassVar[str] = "hold"
    die: int


@dataclass(frozen=True, slots=True)
class Release(Action):
    kind: ClassVar[str] = "release"
    die: int


@dataclass(frozen=True, slots=True)
class Roll(Action):
    """A roll. In a game's log ``dice`` records what came up: the log replays without a source."""

    kind: ClassVar[str] = "roll"
    dice: Dice | None = None


@dataclass(frozen=True, slots=True)
class Enter(Action):
    kind: ClassVar[str] = "enter"
    box: str


@dataclass(frozen=True, slots=True)
class Strike(Action):
    kind: ClassVar[str] = "strike"
    box: str


@dataclass(frozen=True, slots=True)
class TimeOut(Action):
    """The turn clock ran out; ``box`` was chosen for the player (by the advisor)."""

    kind: ClassVar[str] = "time_out"
    box: str


@dataclass(frozen=True, slots=True)
class Resign(Action):
    kind: ClassVar[str] = "resign"


ACTION_TYPES: dict[str, type[Action]] = {
    cls.kind: cls for cls in (Hold, Release, Roll, Enter, Strike, TimeOut, Resign)
}


def action_from_dict(data: Any) -> Action:
    """Parse an action written by :meth:`Action.to_dict`; raises ``ValueError`` when malformed."""
    if not isinstance(data, dict):
        raise ValueError(f"an action must be an object, got {type(data).__name__}")
    cls = ACTION_TYPES.get(data.get("type"))  # type: ignore[arg-type]
    if cls is None:
        raise ValueError(f"unknown action type {data.get('type')!r}")
    seat = data.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise ValueError("an action needs an integer seat")
    if cls in (Hold, Release):
        die = data.get("die")
        if not isinstance(die, int) or isinstance(die, bool):
            raise ValueError(f"{cls.kind} needs an integer die")
        return cls(seat, die)
    if cls in (Enter, Strike, TimeOut):
        box = data.get("box")
        if not isinstance(box, str):
            raise ValueError(f"{cls.kind} needs a box name")
        return cls(seat, box)
    if cls is Roll:
        dice = data.get("dice")
        if dice is None:
            return Roll(seat)
        if not isinstance(dice, list) or not all(
            isinstance(v, int) and not isinstance(v, bool) for v in dice
        ):
            raise ValueError("roll dice must be a list of integers")
        return Roll(seat, tuple(dice))
    return cls(seat)
