"""What each box scores for a throw, and the three sheet layouts built from these boxes.

A scorer takes the face counts (``counts[face]``, index 0 unused) and the pip total and returns
the points the box is worth for those dice, ignoring jokers (the sheet applies those).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

Counts = tuple[int, ...]
Scorer = Callable[[Counts, int], int]

_FACES_HIGH_FIRST = (6, 5, 4, 3, 2, 1)


def upper(face: int) -> Scorer:
    """Ones to sixes: the pips of the dice showing ``face``."""

    def score(counts: Counts, total: int) -> int:
        return face * counts[face]

    return score


def chance(counts: Counts, total: int) -> int:
    return total


# --- classic sheet: sets score all dice, fixed values for house and straights ---------------------


def all_dice_if_of_a_kind(size: int) -> Scorer:
    def score(counts: Counts, total: int) -> int:
        return total if max(counts) >= size else 0

    return score


def fixed_full_house(points: int) -> Scorer:
    """Three of one number and two of another; five of a kind is not a house."""

    def score(counts: Counts, total: int) -> int:
        return points if sorted(c for c in counts if c) == [2, 3] else 0

    return score


def run_of(length: int, points: int) -> Scorer:
    """Any ``length`` consecutive numbers among the dice."""

    def score(counts: Counts, total: int) -> int:
        streak = 0
        for face in range(1, 7):
            streak = streak + 1 if counts[face] else 0
            if streak >= length:
                return points
        return 0

    return score


def all_same(points: int) -> Scorer:
    """Every die shows the same number."""

    def score(counts: Counts, total: int) -> int:
        return points if max(counts) == sum(counts) else 0

    return score


# --- Nordic sheets: sets count only the dice that make them, of different numbers ---------------


def best_set(size: int) -> Scorer:
    """The highest number shown at least ``size`` times, counted ``size`` times."""

    def score(counts: Counts, total: int) -> int:
        for face in _FACES_HIGH_FIRST:
            if counts[face] >= size:
                return face * size
        return 0

    return score


def pairs(number: int) -> Scorer:
    """``number`` pairs of different numbers, the highest ones; only the paired dice count."""

    def score(counts: Counts, total: int) -> int:
        paired = [face for face in _FACES_HIGH_FIRST if counts[face] >= 2]
        if len(paired) < number:
            return 0
        return 2 * sum(paired[:number])

    return score


def sets_of(big: int, small: int, scores_all: bool) -> Scorer:
    """``big`` of one number and ``small`` of another, the best way; only those dice count
    unless ``scores_all`` (castle, tower: the whole throw)."""

    def score(counts: Counts, total: int) -> int:
        best = 0
        for a in _FACES_HIGH_FIRST:
            if counts[a] < big:
                continue
            for b in _FACES_HIGH_FIRST:
                if b != a and counts[b] >= small:
                    best = max(best, total if scores_all else big * a + small * b)
        return best

    return score


def exact_faces(faces: tuple[int, ...], points: int) -> Scorer:
    """Every face in ``faces`` is shown (Nordic straights: 1-5, 2-6, 1-6)."""

    def score(counts: Counts, total: int) -> int:
        return points if all(counts[face] for face in faces) else 0

    return score


def three_different_pairs(counts: Counts, total: int) -> int:
    return total if sum(1 for c in counts if c >= 2) >= 3 else 0


# --- layouts -------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class BoxSpec:
    """One box of a sheet column."""

    name: str
    """Stable identifier, part of the public API (``"full_house"``)."""
    scorer: Scorer
    """Points for a throw, without jokers."""
    upper_face: int = 0
    """For ones to sixes the face they count; 0 for the lower section."""
    joker_value: int | None = None
    """Fixed points this box gives a joker at full value (house, straights); None: as scored."""


@dataclass(frozen=True, slots=True)
class Layout:
    """The boxes of one sheet column and the upper bonus."""

    name: str
    dice_count: int
    boxes: tuple[BoxSpec, ...]
    upper_bonus_line: int
    upper_bonus: int
    all_same_box: str
    """The box for all dice alike (five or six of a kind)."""
    _names: tuple[str, ...] = field(default=(), init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_names", tuple(box.name for box in self.boxes))

    @property
    def box_names(self) -> tuple[str, ...]:
        return self._names


_UPPER_NAMES = ("ones", "twos", "threes", "fours", "fives", "sixes")
_UPPER = tuple(
    BoxSpec(name, upper(face), upper_face=face) for face, name in enumerate(_UPPER_NAMES, 1)
)

CLASSIC = Layout(
    name="classic",
    dice_count=5,
    boxes=(
        *_UPPER,
        BoxSpec("three_of_a_kind", all_dice_if_of_a_kind(3)),
        BoxSpec("four_of_a_kind", all_dice_if_of_a_kind(4)),
        BoxSpec("full_house", fixed_full_house(25), joker_value=25),
        BoxSpec("small_straight", run_of(4, 30), joker_value=30),
        BoxSpec("large_straight", run_of(5, 40), joker_value=40),
        BoxSpec("five_of_a_kind", all_same(50)),
        BoxSpec("chance", chance),
    ),
    upper_bonus_line=63,
    upper_bonus=35,
    all_same_box="five_of_a_kind",
)

YATZY = Layout(
    name="yatzy",
    dice_count=5,
    boxes=(
        *_UPPER,
        BoxSpec("one_pair", pairs(1)),
        BoxSpec("two_pairs", pairs(2)),
        BoxSpec("three_of_a_kind", best_set(3)),
        BoxSpec("four_of_a_kind", best_set(4)),
        BoxSpec("small_straight", exact_faces((1, 2, 3, 4, 5), 15)),
        BoxSpec("large_straight", exact_faces((2, 3, 4, 5, 6), 20)),
        BoxSpec("full_house", sets_of(3, 2, scores_all=False)),
        BoxSpec("chance", chance),
        BoxSpec("five_of_a_kind", all_same(50)),
    ),
    upper_bonus_line=63,
    upper_bonus=50,
    all_same_box="five_of_a_kind",
)

MAXI = Layout(
    name="maxi",
    dice_count=6,
    boxes=(
        *_UPPER,
        BoxSpec("one_pair", pairs(1)),
        BoxSpec("two_pairs", pairs(2)),
        BoxSpec("three_pairs", three_different_pairs),
        BoxSpec("three_of_a_kind", best_set(3)),
        BoxSpec("four_of_a_kind", best_set(4)),
        BoxSpec("five_of_a_kind", best_set(5)),
        BoxSpec("small_straight", exact_faces((1, 2, 3, 4, 5), 15)),
        BoxSpec("large_straight", exact_faces((2, 3, 4, 5, 6), 20)),
        BoxSpec("full_straight", exact_faces((1, 2, 3, 4, 5, 6), 21)),
        BoxSpec("full_house", sets_of(3, 2, scores_all=False)),
        BoxSpec("castle", sets_of(3, 3, scores_all=True)),
        BoxSpec("tower", sets_of(4, 2, scores_all=True)),
        BoxSpec("chance", chance),
        BoxSpec("six_of_a_kind", all_same(100)),
    ),
    upper_bonus_line=84,
    upper_bonus=100,
    all_same_box="six_of_a_kind",
)
