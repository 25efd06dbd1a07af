"""How the strategy engine values a sheet: exact tables where they exist, approximations elsewhere.

Every model answers one question for a sheet: if throw ``t`` ends this turn in box ``b``, what
final score should the player expect (``BoxValues.expected[b, t]``)? The turn recursion of
``turn`` then values every keep and throw of the turn from that, the same way for every model.

- ``ExactModel``: one-column, five-dice rulesets. Expected final = points so far + points now +
  the exact table's value of the position after.
- ``TripleModel``: three columns worth x1, x2, x3. The exact one-column table of the same preset
  values each column on its own; the sheet is worth the weighted sum. This is exact for a single
  column and ignores that in Triple the columns share turns and that jokers and the extra bonus
  need all three all-alike boxes filled.
- ``MaxiModel`` (``maxi.py``): six dice and saved rolls; a value of the sheet built from a par
  per box, the chance of the upper bonus, and a value per saved roll.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from app.rules import Ruleset, Sheet

from .dicespace import DiceSpace, dice_space
from .exact import ExactTable
from .sheetpoints import NOT_ALLOWED, SheetPoints, sheet_points
from .turn import Array, keep_values, throw_values

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]


@dataclass(frozen=True, eq=False)
class BoxValues:
    """One sheet's options for every throw."""

    points: IntArray
    """``points[box, throw]``, ``NOT_ALLOWED`` (-1) where the engine refuses the box."""
    expected: FloatArray
    """``expected[box, throw]``: the expected final score after entering there; -inf where not
    allowed."""
    final: FloatArray
    """``final[throw]``: the best of ``expected`` over boxes."""


class TurnModel(ABC):
    """Values for the turn recursion, per ruleset. Instances are shared and thread-safe."""

    exact: bool = False
    """Whether the values are the true optimum (not an approximation)."""

    def __init__(self, rules: Ruleset) -> None:
        self.rules = rules
        self.space: DiceSpace = dice_space(rules.dice_count)
        self.box_values = lru_cache(maxsize=256)(self._box_values)
        self.plan = lru_cache(maxsize=256)(self._plan)
        self.keeps = lru_cache(maxsize=256)(self._keeps)

    @abstractmethod
    def future(self, sheet: Sheet, box_points: SheetPoints) -> FloatArray:
        """``result[box, throw]``: the expected final score after entering
        ``box_points.points``, the points themselves and any extra bonus included (rows outside
        ``box_points.rows`` unused)."""

    @abstractmethod
    def sheet_value(self, sheet: Sheet) -> float:
        """Expected final score of ``sheet`` between turns (its points so far included)."""

    def saved_roll_value(self, sheet: Sheet) -> float:
        """What a roll carried over to a later turn is worth now (0 without saved rolls)."""
        return 0.0

    def future_spread(self, sheet: Sheet, saved: int = 0) -> tuple[float, float] | None:
        """Mean and variance of the points still to come from ``sheet`` between turns (with
        ``saved`` rolls saved, where rolls are saved), where the model knows them (late in the
        game); None elsewhere."""
        return None

    def _box_values(self, sheet: Sheet) -> BoxValues:
        box_points = sheet_points(sheet)
        expected = np.full(box_points.points.shape, -np.inf)
        if box_points.rows:
            rows = list(box_points.rows)
            expected[rows] = self.future(sheet, box_points)[rows]
        expected[box_points.points == NOT_ALLOWED] = -np.inf
        return BoxValues(box_points.points, expected, expected.max(axis=0))

    def _plan(self, sheet: Sheet, rolls_left: int) -> tuple[Array, ...]:
        """What each throw is worth with 0..``rolls_left`` rolls left in this turn."""
        values = self.box_values(sheet)
        saved = self.saved_roll_value(sheet)
        return tuple(throw_values(self.space, values.final, rolls_left, saved))

    def _keeps(self, sheet: Sheet, rolls_left: int) -> Array:
        """What each keep is worth when rolled with ``rolls_left`` rolls left (>= 1)."""
        return keep_values(self.space, self.plan(sheet, rolls_left - 1)[rolls_left - 1])

    def turn_start_value(self, sheet: Sheet, rolls: int) -> float:
        """Expected final score before the first roll of a turn with ``rolls`` rolls."""
        return float(self.keeps(sheet, rolls)[0])


class ExactModel(TurnModel):
    exact = True

    def __init__(self, rules: Ruleset, exact: ExactTable) -> None:
        super().__init__(rules)
        self.exact_table = exact

    def sheet_value(self, sheet: Sheet) -> float:
        return sheet.total + self.exact_table.value(sheet)

    def future_spread(self, sheet: Sheet, saved: int = 0) -> tuple[float, float] | None:
        variance = self.exact_table.variance(sheet)
        return None if variance is None else (self.exact_table.value(sheet), variance)

    def future(self, sheet: Sheet, box_points: SheetPoints) -> FloatArray:
        after = column_future(self.exact_table, sheet, 1, box_points.points)
        return sheet.total + after + box_points.extra_bonus


def column_future(
    exact: ExactTable, sheet: Sheet, column: int, points: IntArray, *, spread: bool = False
) -> FloatArray:
    """``result[box, throw]`` for the boxes of ``column`` (unmultiplied): points now, with the
    upper bonus they complete, plus the exact value of the column afterwards; or, with
    ``spread``, the variance of what the column brings afterwards."""
    t = exact.tables
    size = t.boxes
    mask, upper, flag = exact.position(sheet, column)
    own = points[(column - 1) * size : column * size]
    result = np.full(own.shape, -np.inf)
    index, line = exact.index, t.upper_line
    after = exact.spread if spread else exact.values
    for box in range(size):
        row = own[box]
        if mask >> box & 1 or not (row >= 0).any():
            continue
        scored = np.maximum(row, 0)
        if box < 6:
            reached = np.minimum(line, upper + scored)
            bonus = t.upper_bonus * ((upper < line) & (reached >= line))
            later = after[index.of(mask | 1 << box, reached, flag)]
        else:
            bonus = np.zeros_like(scored)
            next_flag: IntArray | int = flag
            if box == t.alike_box:
                next_flag = (scored > 0).astype(np.int64) if t.tracks_alike_score else 0
            later = after[index.of(mask | 1 << box, upper, next_flag)]
        result[box] = later if spread else scored + bonus + later
    return result


class TripleModel(TurnModel):
    """Three columns, each valued by the exact one-column table of the same preset."""

    def __init__(self, rules: Ruleset, exact: ExactTable) -> None:
        super().__init__(rules)
        self.exact_table = exact

    def _column_values(self, sheet: Sheet) -> list[float]:
        return [self.exact_table.value(sheet, column) for column in (1, 2, 3)]

    def sheet_value(self, sheet: Sheet) -> float:
        weights = self.rules.multipliers
        values = self._column_values(sheet)
        return sheet.total + sum(m * v for m, v in zip(weights, values, strict=True))

    def future_spread(self, sheet: Sheet, saved: int = 0) -> tuple[float, float] | None:
        # The columns taken as independent, each with its one-column mean and variance.
        mean = variance = 0.0
        for column, multiplier in enumerate(self.rules.multipliers, 1):
            spread = self.exact_table.variance(sheet, column)
            if spread is None:
                return None
            mean += multiplier * self.exact_table.value(sheet, column)
            variance += multiplier**2 * spread
        return mean, variance

    def future(self, sheet: Sheet, box_points: SheetPoints) -> FloatArray:
        now = self._column_values(sheet)
        base = sheet.total + sum(m * v for m, v in zip(self.rules.multipliers, now, strict=True))
        parts = []
        for column, multiplier in enumerate(self.rules.multipliers, 1):
            gain = (
                column_future(self.exact_table, sheet, column, box_points.points) - now[column - 1]
            )
            parts.append(base + multiplier * gain)
        return np.asarray(np.concatenate(parts) + box_points.extra_bonus, dtype=np.float64)
