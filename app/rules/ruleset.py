"""Rule presets: the sheet, the joker rule, the bonuses and the options of a game."""

from __future__ import annotations

import enum
import itertools
from dataclasses import dataclass, field
from typing import Any

from .dice import Dice, face_counts
from .errors import InvalidDice, UnknownBox
from .scoring import CLASSIC, MAXI, YATZY, Layout


class JokerTrigger(enum.Enum):
    """When an extra all-alike throw is a joker."""

    NEVER = "never"
    BOX_FILLED = "box_filled"
    """The all-alike box holds 50 or 0."""
    BOX_HOLDS_50 = "box_holds_50"
    """Only while the all-alike box holds its full score; a 0 there ends jokers."""


class JokerPlacement(enum.Enum):
    """Where a joker may be entered."""

    NONE = "none"
    FORCED = "forced"
    """The matching upper box if free; else any free lower box; else any free upper box."""
    FREE = "free"
    """Any free box."""


@dataclass(frozen=True, slots=True)
class ThrowScores:
    """What one throw (in sorted order) is worth in each box of a column, before jokers."""

    points: tuple[int, ...]
    alike_face: int
    """The face if every die shows it, else 0."""


@dataclass(frozen=True, slots=True)
class Ruleset:
    """Everything that decides how a game is scored. Build one with :func:`preset`."""

    name: str
    """The preset's name (``"official"``)."""
    layout: Layout
    triple: bool = False
    """Three columns worth x1, x2 and x3."""
    forced_order: bool = False
    """Boxes are filled top to bottom (each column in its own order)."""
    extra_bonus: int = 0
    """Points for each extra all-alike throw while the all-alike box holds its score."""
    joker_trigger: JokerTrigger = JokerTrigger.NEVER
    joker_placement: JokerPlacement = JokerPlacement.NONE
    joker_needs_upper: bool = True
    """Joker full values need the matching upper box filled (in every column)."""
    rolls_per_turn: int = 3
    saves_rolls: bool = False
    """Unused rolls carry over to the player's later turns (Maxi)."""
    _throws: dict[Dice, ThrowScores] = field(
        default_factory=dict, init=False, repr=False, compare=False, hash=False
    )
    _keys: tuple[str, ...] = field(default=(), init=False, repr=False, compare=False, hash=False)
    _index: dict[str, int] = field(
        default_factory=dict, init=False, repr=False, compare=False, hash=False
    )
    _hash: int = field(default=0, init=False, repr=False, compare=False, hash=False)

    def __post_init__(self) -> None:
        names = self.layout.box_names
        columns = range(1, self.columns + 1)
        keys = tuple(self.box_key(name, column) for column in columns for name in names)
        object.__setattr__(self, "_keys", keys)
        self._index.update({key: index for index, key in enumerate(keys)})
        fields = (self.name, self.layout, self.triple, self.forced_order, self.extra_bonus)
        more = (self.joker_trigger, self.joker_placement, self.joker_needs_upper)
        last = (self.rolls_per_turn, self.saves_rolls)
        object.__setattr__(self, "_hash", hash((*fields, *more, *last)))

    def __hash__(self) -> int:
        # Rulesets are dictionary keys on hot paths (the strategy's caches): hashed once.
        return self._hash

    @property
    def dice_count(self) -> int:
        return self.layout.dice_count

    @property
    def box_names(self) -> tuple[str, ...]:
        """The boxes of one column, in sheet order."""
        return self.layout.box_names

    @property
    def columns(self) -> int:
        return 3 if self.triple else 1

    @property
    def multipliers(self) -> tuple[int, ...]:
        return (1, 2, 3) if self.triple else (1,)

    def multiplier(self, key: str) -> int:
        """What the points written in box ``key`` count for: its column's factor (Triple: x1,
        x2 or x3; else 1). ``UnknownBox`` when there is no such box."""
        return self.multipliers[self.box_place(key)[1] - 1]

    def counted(self, key: str, points: int) -> int:
        """``points`` written in box ``key`` as they count in the total (multiplied)."""
        return points * self.multiplier(key)

    @property
    def box_keys(self) -> tuple[str, ...]:
        """Every box of the sheet as addressed in the API: ``name``, or ``name@column`` (1-3).

        The position of a key in this tuple is the box's index on the sheet."""
        return self._keys

    def box_index(self, key: str) -> int | None:
        """The sheet index of a box key, or None when there is no such box."""
        return self._index.get(key)

    def box_key(self, name: str, column: int = 1) -> str:
        """The key of box ``name`` in ``column`` (1-3): ``name@column`` in Triple, else
        ``name``. The one place that writes the key format."""
        return f"{name}@{column}" if self.triple else name

    def box_place(self, key: str) -> tuple[str, int]:
        """The box name and the column (1-3) of a box key; ``UnknownBox`` when there is none.
        The one place that reads the key format."""
        index = self._index.get(key)
        if index is None:
            raise UnknownBox(f"no box {key!r} on this sheet")
        column, box = divmod(index, len(self.layout.boxes))
        return self.layout.boxes[box].name, column + 1

    @property
    def has_jokers(self) -> bool:
        return self.joker_trigger is not JokerTrigger.NEVER

    @property
    def key(self) -> str:
        """A short stable identifier (``"official+triple"``), e.g. for cache file names."""
        parts = [self.name]
        if self.triple:
            parts.append("triple")
        if self.forced_order:
            parts.append("forced_order")
        return "+".join(parts)

    def to_dict(self) -> dict[str, Any]:
        return {"preset": self.name, "triple": self.triple, "forced_order": self.forced_order}

    @staticmethod
    def from_dict(data: dict[str, Any]) -> Ruleset:
        """The inverse of :meth:`to_dict`; raises ``ValueError`` for anything else."""
        if not isinstance(data, dict) or not isinstance(data.get("preset"), str):
            raise ValueError("a ruleset needs a preset name")
        triple, forced = data.get("triple", False), data.get("forced_order", False)
        if not isinstance(triple, bool) or not isinstance(forced, bool):
            raise ValueError("ruleset options must be true or false")
        return preset(data["preset"], triple=triple, forced_order=forced)

    def throw_scores(self, dice: Dice) -> ThrowScores:
        """The column scores of a throw; raises ``InvalidDice`` for impossible dice."""
        try:
            return self._throws[tuple(sorted(dice))]
        except (KeyError, TypeError):
            if not self._throws:
                self._fill_throw_table()
                return self.throw_scores(dice)
            raise InvalidDice(
                f"expected {self.dice_count} dice with values 1 to 6, got {dice!r}"
            ) from None

    def _fill_throw_table(self) -> None:
        # Every sorted throw is scored once; a game looks scores up instead of recomputing them.
        for throw in itertools.combinations_with_replacement(range(1, 7), self.dice_count):
            counts = face_counts(throw)
            total = sum(throw)
            points = tuple(box.scorer(counts, total) for box in self.layout.boxes)
            alike = throw[0] if throw[0] == throw[-1] else 0
            self._throws[throw] = ThrowScores(points, alike)


_PRESETS: dict[str, dict[str, Any]] = {
    "bonanza": dict(
        layout=CLASSIC,
        extra_bonus=50,
        joker_trigger=JokerTrigger.BOX_FILLED,
        joker_placement=JokerPlacement.FORCED,
    ),
    "official": dict(
        layout=CLASSIC,
        extra_bonus=100,
        joker_trigger=JokerTrigger.BOX_FILLED,
        joker_placement=JokerPlacement.FORCED,
    ),
    "standard": dict(layout=CLASSIC, extra_bonus=100),
    "free-joker": dict(
        layout=CLASSIC,
        extra_bonus=100,
        joker_trigger=JokerTrigger.BOX_FILLED,
        joker_placement=JokerPlacement.FREE,
    ),
    "fuenfwurf": dict(
        layout=CLASSIC,
        extra_bonus=100,
        joker_trigger=JokerTrigger.BOX_HOLDS_50,
        joker_placement=JokerPlacement.FREE,
        joker_needs_upper=False,
    ),
    "yatzy": dict(layout=YATZY),
    "maxi": dict(layout=MAXI, saves_rolls=True),
}

PRESET_NAMES: tuple[str, ...] = tuple(_PRESETS)
"""Every preset name, in the order the game offers them."""

_CACHE: dict[tuple[str, bool, bool], Ruleset] = {}


def preset(name: str, *, triple: bool = False, forced_order: bool = False) -> Ruleset:
    """The ruleset of a named preset with the given options.

    Raises ``ValueError`` naming the known presets when ``name`` is not one of them.
    """
    cache_key = (name, bool(triple), bool(forced_order))
    cached = _CACHE.get(cache_key)
    if cached is not None:
        return cached
    if name not in _PRESETS:
        known = ", ".join(PRESET_NAMES)
        raise ValueError(f"unknown preset {name!r}; known presets: {known}")
    rules = Ruleset(
        name=name, triple=bool(triple), forced_order=bool(forced_order), **_PRESETS[name]
    )
    _CACHE[cache_key] = rules
    return rules
