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

import threading
from abc import ABC, abstractmethod
from dataclasses import dataclass
from functools import cached_property, lru_cache

import numpy as np
import numpy.typing as npt

from app.rules import Ruleset, Sheet

from .dicespace import DiceSpace, dice_space
from .exact import ExactTable, third_moments
from .sheetpoints import SheetPoints, clear_sheet_points, sheet_points
from .turn import Array, best_proper_keep, keep_values, six_dice_stages

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]


@dataclass(frozen=True, eq=False)
class BoxValues:
    """One sheet's options for every throw."""

    box_points: SheetPoints
    entered: FloatArray
    """``entered[i, throw]``: ``expected`` of box ``box_points.rows[i]`` without the extra bonus
    (``box_points.extra_bonus[throw]``, the same in every box)."""
    final: FloatArray
    """``final[throw]``: the best of ``expected`` over boxes."""

    @property
    def points(self) -> IntArray:
        """``points[box, throw]``, ``NOT_ALLOWED`` (-1) where the engine refuses the box."""
        return self.box_points.points

    @cached_property
    def expected(self) -> FloatArray:
        """``expected[box, throw]``: the expected final score after entering there; -inf where
        not allowed."""
        shape = (len(self.box_points.rules.box_keys), len(self.final))
        expected = np.full(shape, -np.inf)
        if self.box_points.rows:
            expected[list(self.box_points.rows)] = self.entered + self.box_points.extra_bonus
        expected.setflags(write=False)
        return expected

    def column(self, throw: int) -> dict[int, float]:
        """The expected final score of entering throw ``throw`` in each box (sheet index) some
        throw may go in (-inf where this one may not)."""
        values = self.entered[:, throw] + self.box_points.extra_bonus[throw]
        return dict(zip(self.box_points.rows, values.tolist(), strict=True))


class _Turn:
    """One sheet's turn, worked out as far as asked: ``throw_values`` stage by stage, and the
    keeps of each stage (``keep_values`` of the stage below), each computed once. The arithmetic
    is ``throw_values``'s own, so the values are the same to the last bit."""

    __slots__ = ("_keeps", "_lock", "_saved", "_six", "_space", "_throws")

    def __init__(self, space: DiceSpace, final: Array, saved: float) -> None:
        self._space = space
        self._saved = saved
        self._throws: list[Array] = [final]
        self._keeps: list[Array] = []
        self._lock = threading.Lock()
        # One six-dice position: ``six_dice_stages`` works out both lists in one loop (each
        # stage's throw values are the end of its keeps' array).
        self._six = space.dice == 6 and final.ndim == 1

    def keeps(self, rolls_left: int) -> Array:
        """What each keep is worth rolled with ``rolls_left`` (>= 1) rolls left."""
        with self._lock:
            if self._six:
                self._extend_six(rolls_left)
            else:
                self._extend(rolls_left - 1)
                while len(self._keeps) < rolls_left:
                    self._keeps.append(keep_values(self._space, self._throws[len(self._keeps)]))
            return self._keeps[rolls_left - 1]

    def throws(self, rolls_left: int) -> tuple[Array, ...]:
        with self._lock:
            if self._six:
                self._extend_six(rolls_left + 1)
            else:
                self._extend(rolls_left)
            return tuple(self._throws[: rolls_left + 1])

    def _extend_six(self, stages: int) -> None:
        keeps = self._keeps
        if len(keeps) < stages:
            six_dice_stages(self._throws[0], self._saved, keeps, stages)
            start = self._space.throw_offset
            self._throws.extend(stage[start:] for stage in keeps[len(self._throws) :])

    def _extend(self, rolls_left: int) -> None:
        final, saved = self._throws[0], self._saved
        while len(self._throws) <= rolls_left:
            left = len(self._throws)
            if len(self._keeps) < left:
                self._keeps.append(keep_values(self._space, self._throws[left - 1]))
            rolled = best_proper_keep(self._space, self._keeps[left - 1])
            entered = final + saved * left if saved else final
            self._throws.append(np.maximum(entered, rolled, out=rolled))


class TurnModel(ABC):
    """Values for the turn recursion, per ruleset. Instances are shared and thread-safe."""

    exact: bool = False
    """Whether the values are the true optimum (not an approximation)."""

    def __init__(self, rules: Ruleset) -> None:
        self.rules = rules
        self.space: DiceSpace = dice_space(rules.dice_count)
        self.box_values = lru_cache(maxsize=256)(self._box_values)
        self._turn = lru_cache(maxsize=256)(self._new_turn)
        self._last: tuple[Sheet, BoxValues, _Turn] | None = None

    def clear_caches(self) -> None:
        """Forget every sheet's values (for benchmarks: the next call does all the work)."""
        self._last = None
        self.box_values.cache_clear()
        self._turn.cache_clear()
        clear_sheet_points()

    def sheet_tables(self, sheet: Sheet) -> tuple[BoxValues, _Turn]:
        """``box_values(sheet)`` and the sheet's turn (``keeps``, ``plan``); the last sheet
        asked is remembered as it is (the decisions of a turn ask for the same sheet)."""
        last = self._last  # read once: other threads may replace it meanwhile
        if last is not None and last[0] is sheet:
            return last[1], last[2]
        values, turn = self.box_values(sheet), self._turn(sheet)
        self._last = (sheet, values, turn)
        return values, turn

    @abstractmethod
    def worth_by_points(self, sheet: Sheet, box_points: SheetPoints) -> FloatArray:
        """``result[box, p]``: the expected final score after entering ``p`` points in ``box``,
        bonuses included except the extra bonus (added per throw), for ``p`` below
        ``box_points.width`` (rows outside ``box_points.rows`` unused; the last column is
        overwritten with -inf). What an entry brings depends on the throw only through its
        points, so a few dozen values per box stand for every throw."""

    def row_worth(self, sheet: Sheet, box_points: SheetPoints) -> FloatArray:
        """``worth_by_points`` for the rows of ``box_points.rows`` only, in that order (a new
        array)."""
        return self.worth_by_points(sheet, box_points)[list(box_points.rows)]

    def future(self, sheet: Sheet, box_points: SheetPoints) -> FloatArray:
        """``result[box, throw]``: the expected final score after entering the throw in the box
        (extra bonus included), -inf where not allowed; rows outside ``box_points.rows``
        unused."""
        result = np.full((len(self.rules.box_keys), self.space.throws), -np.inf)
        if box_points.rows:
            result[list(box_points.rows)] = self._entered(sheet, box_points)
        return result

    def _entered(self, sheet: Sheet, box_points: SheetPoints) -> FloatArray:
        """``future`` for ``box_points.rows`` only."""
        worth = self.worth_by_points(sheet, box_points)
        worth[:, -1] = -np.inf  # where the throw may not go
        return np.asarray(worth.ravel()[box_points.cells] + box_points.extra_bonus)

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

    def future_third(self, sheet: Sheet, saved: int = 0) -> float:
        """The third central moment of the points still to come from ``sheet`` between turns,
        beside ``future_spread``'s mean and variance (0 where the model knows no skew)."""
        return 0.0

    def spread_by_points(
        self, sheet: Sheet, box_points: SheetPoints
    ) -> tuple[FloatArray, FloatArray] | None:
        """Like ``worth_by_points``, for what follows each entry: ``(shift, variance)``, each
        ``result[box, p]``: what to add to the expected final score where the model's spread
        has a mean of its own (0 for exact tables), and the variance of the points still to
        come after entering ``p`` points in ``box``; None where the model knows no spread."""
        return None

    def entry_spread(self, sheet: Sheet) -> tuple[FloatArray, FloatArray] | None:
        """``(shift, variance)``, each ``result[box, throw]`` (0 where not allowed): the
        ``spread_by_points`` of every throw entered in every box; None where the model knows no
        spread."""
        box_points = sheet_points(sheet)
        shape = (len(self.rules.box_keys), self.space.throws)
        shift, variance = np.zeros(shape), np.zeros(shape)
        if not box_points.rows:
            return shift, variance
        found = self.spread_by_points(sheet, box_points)
        if found is None:
            return None
        rows = list(box_points.rows)
        for table, out in zip(found, (shift, variance), strict=True):
            table[:, -1] = 0.0
            out[rows] = table.ravel()[box_points.cells]
        return shift, variance

    def third_by_points(self, sheet: Sheet, box_points: SheetPoints) -> FloatArray | None:
        """Like ``spread_by_points``, the third central moment of the points still to come
        after entering ``p`` points in ``box`` (``result[box, p]``); None where the model knows
        no skew."""
        return None

    def entry_third(self, sheet: Sheet) -> FloatArray | None:
        """``result[box, throw]`` (0 where not allowed): the ``third_by_points`` of every throw
        entered in every box; None where the model knows no skew."""
        box_points = sheet_points(sheet)
        third = np.zeros((len(self.rules.box_keys), self.space.throws))
        if not box_points.rows:
            return third
        found = self.third_by_points(sheet, box_points)
        if found is None:
            return None
        found[:, -1] = 0.0
        third[list(box_points.rows)] = found.ravel()[box_points.cells]
        return third

    def _box_values(self, sheet: Sheet) -> BoxValues:
        box_points = sheet_points(sheet)
        if not box_points.rows:
            nothing = np.full(self.space.throws, -np.inf)
            return BoxValues(box_points, np.zeros((0, self.space.throws)), nothing)
        worth = self.row_worth(sheet, box_points)
        worth[:, -1] = -np.inf  # where the throw may not go
        entered = worth.ravel()[box_points.row_cells]
        entered.setflags(write=False)
        # Adding the extra bonus after the maximum rounds alike: adding is monotonic.
        return BoxValues(box_points, entered, entered.max(axis=0) + box_points.extra_bonus)

    def _new_turn(self, sheet: Sheet) -> _Turn:
        return _Turn(self.space, self.box_values(sheet).final, self.saved_roll_value(sheet))

    def plan(self, sheet: Sheet, rolls_left: int) -> tuple[Array, ...]:
        """What each throw is worth with 0..``rolls_left`` rolls left in this turn."""
        return self._turn(sheet).throws(rolls_left)

    def keeps(self, sheet: Sheet, rolls_left: int) -> Array:
        """What each keep is worth when rolled with ``rolls_left`` rolls left (>= 1)."""
        return self._turn(sheet).keeps(rolls_left)

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

    def future_third(self, sheet: Sheet, saved: int = 0) -> float:
        return self.exact_table.third_moment(sheet)

    def worth_by_points(self, sheet: Sheet, box_points: SheetPoints) -> FloatArray:
        worth = np.full((len(self.rules.box_keys), box_points.width), -np.inf)
        boxes, after = column_worth(self.exact_table, sheet, 1, box_points)
        worth[boxes] = sheet.total + after
        return worth

    def spread_by_points(
        self, sheet: Sheet, box_points: SheetPoints
    ) -> tuple[FloatArray, FloatArray] | None:
        shape = (len(self.rules.box_keys), box_points.width)
        variance = np.zeros(shape)
        boxes, where = column_after(self.exact_table, sheet, 1, box_points)
        variance[boxes] = self.exact_table.spread[where]
        return np.zeros(shape), variance

    def third_by_points(self, sheet: Sheet, box_points: SheetPoints) -> FloatArray | None:
        table = third_moments(self.exact_table)
        if table is None:
            return None
        third = np.zeros((len(self.rules.box_keys), box_points.width))
        boxes, where = column_after(self.exact_table, sheet, 1, box_points)
        third[boxes] = table[where]
        return third

    def row_worth(self, sheet: Sheet, box_points: SheetPoints) -> FloatArray:
        # One column: ``column_worth`` answers for the rows in their order.
        return np.asarray(sheet.total + column_worth(self.exact_table, sheet, 1, box_points)[1])


def column_worth(
    exact: ExactTable, sheet: Sheet, column: int, box_points: SheetPoints
) -> tuple[IntArray, FloatArray]:
    """The boxes of ``column`` some throw may go in (indices within the column) and, per box
    and number of points ``p`` entered (``p`` below ``box_points.width``), those points with the
    upper bonus they complete plus the exact value of the column afterwards (unmultiplied)."""
    t = exact.tables
    size = t.boxes
    first = (column - 1) * size
    boxes = [row - first for row in box_points.rows if first <= row < first + size]
    if not boxes:
        return np.zeros(0, dtype=np.int64), np.zeros((0, box_points.width))
    mask, upper, flag = exact.position(sheet, column)
    ways = _entry_ways(exact, box_points.width)
    at = np.array(boxes, dtype=np.int64)
    kinds = ways.kind[at]
    # Where each entry leads in the exact table, and the points (with the upper bonus they
    # complete) that come with it: whole numbers, added to the value afterwards in one rounding.
    positions = ((mask | ways.bit[at]) * ways.stride)[:, None] + ways.step[upper, flag][kinds]
    later = exact.values[positions]
    return at, ways.gain[upper][kinds] + later


@dataclass(frozen=True, eq=False)
class _EntryWays:
    """Per exact table and width: what entering ``p`` points in a box of each kind (0: lower,
    1: upper, 2: the all-alike box where the table records whether it holds a score) does."""

    kind: IntArray
    """Per box of the column."""
    bit: IntArray
    """``1 << box``."""
    stride: int
    """Positions per filled mask."""
    step: IntArray
    """``step[upper, flag, kind, p]``: the position after the entry, less the mask's part."""
    gain: IntArray
    """``gain[upper, kind, p]``: the points entered plus the upper bonus they complete."""


@lru_cache(maxsize=16)
def _points(width: int) -> IntArray:
    points = np.arange(width, dtype=np.int64)
    points.setflags(write=False)
    return points


def column_after(
    exact: ExactTable, sheet: Sheet, column: int, box_points: SheetPoints
) -> tuple[IntArray, IntArray]:
    """The boxes of ``column`` some throw may go in (indices within the column) and, per box
    and number of points ``p`` entered, where the column's position afterwards is found in the
    exact table (the positions ``column_worth`` values)."""
    t = exact.tables
    size = t.boxes
    first = (column - 1) * size
    boxes = [row - first for row in box_points.rows if first <= row < first + size]
    if not boxes:
        return np.zeros(0, dtype=np.int64), np.zeros((0, box_points.width), dtype=np.int64)
    mask, upper, flag = exact.position(sheet, column)
    line, flags = t.upper_line, exact.index.flags
    points = _points(box_points.width)[None, :]
    box = np.array(boxes, dtype=np.int64)[:, None]
    is_upper = box < 6
    reached = np.where(is_upper, np.minimum(line, upper + points), upper)
    after_flag = np.full(reached.shape, flag, dtype=np.int64)
    if t.tracks_alike_score:
        after_flag = np.where(box == t.alike_box, (points > 0).astype(np.int64), after_flag)
    where = ((mask | (1 << box)) * (line + 1) + reached) * flags + after_flag
    return np.array(boxes, dtype=np.int64), np.asarray(where, dtype=np.int64)


@lru_cache(maxsize=16)
def _entry_ways(exact: ExactTable, width: int) -> _EntryWays:
    t = exact.tables
    line, flags = t.upper_line, exact.index.flags
    boxes = np.arange(t.boxes, dtype=np.int64)
    kind = np.where(boxes < 6, 1, 0)
    if t.alike_box >= 6 and t.tracks_alike_score:
        kind[t.alike_box] = 2
    points = np.arange(width, dtype=np.int64)
    uppers = np.arange(line + 1, dtype=np.int64)[:, None]
    reached = np.minimum(line, uppers + points)  # [upper, p]
    bonus = t.upper_bonus * ((uppers < line) & (reached >= line))
    step = np.empty((line + 1, flags, 3, width), dtype=np.int64)
    for flag in range(flags):
        step[:, flag, 0] = uppers * flags + flag
        step[:, flag, 1] = reached * flags + flag
        step[:, flag, 2] = uppers * flags + (points > 0)
    gain = np.empty((line + 1, 3, width), dtype=np.int64)
    gain[:, 0] = points
    gain[:, 1] = points + bonus
    gain[:, 2] = points
    for array in (kind, step, gain):
        array.setflags(write=False)
    return _EntryWays(kind, 1 << boxes, (line + 1) * flags, step, gain)


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

    def future_third(self, sheet: Sheet, saved: int = 0) -> float:
        # Independent columns: third central moments add up like variances do.
        return sum(
            multiplier**3 * self.exact_table.third_moment(sheet, column)
            for column, multiplier in enumerate(self.rules.multipliers, 1)
        )

    def spread_by_points(
        self, sheet: Sheet, box_points: SheetPoints
    ) -> tuple[FloatArray, FloatArray] | None:
        exact = self.exact_table
        size = exact.tables.boxes
        weights = [m**2 for m in self.rules.multipliers]
        now = [float(exact.spread[exact.index.of(*exact.position(sheet, c))]) for c in (1, 2, 3)]
        total = sum(w * v for w, v in zip(weights, now, strict=True))
        shape = (len(self.rules.box_keys), box_points.width)
        variance = np.zeros(shape)
        for column, weight in enumerate(weights, 1):
            boxes, where = column_after(exact, sheet, column, box_points)
            rows = (column - 1) * size + boxes
            variance[rows] = total + weight * (exact.spread[where] - now[column - 1])
        return np.zeros(shape), variance

    def third_by_points(self, sheet: Sheet, box_points: SheetPoints) -> FloatArray | None:
        # As ``spread_by_points``: the other columns' moments stay, the entered one's changes.
        exact = self.exact_table
        table = third_moments(exact)
        if table is None:
            return None
        size = exact.tables.boxes
        weights = [m**3 for m in self.rules.multipliers]
        now = [float(table[exact.index.of(*exact.position(sheet, c))]) for c in (1, 2, 3)]
        total = sum(w * v for w, v in zip(weights, now, strict=True))
        third = np.zeros((len(self.rules.box_keys), box_points.width))
        for column, weight in enumerate(weights, 1):
            boxes, where = column_after(exact, sheet, column, box_points)
            third[(column - 1) * size + boxes] = total + weight * (table[where] - now[column - 1])
        return third

    def worth_by_points(self, sheet: Sheet, box_points: SheetPoints) -> FloatArray:
        now = self._column_values(sheet)
        base = sheet.total + sum(m * v for m, v in zip(self.rules.multipliers, now, strict=True))
        worth = np.full((len(self.rules.box_keys), box_points.width), -np.inf)
        size = self.exact_table.tables.boxes
        for column, multiplier in enumerate(self.rules.multipliers, 1):
            boxes, after = column_worth(self.exact_table, sheet, column, box_points)
            worth[(column - 1) * size + boxes] = base + multiplier * (after - now[column - 1])
        return worth
