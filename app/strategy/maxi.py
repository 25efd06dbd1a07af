"""The Maxi approximation: a value of the sheet and of saved rolls, for the six-dice game.

Maxi's exact state space (20 boxes, upper total, saved rolls, six dice) is far too big for a table,
so a sheet between turns is valued as

    points so far
    + the sum of a par for every free box            (what the box typically still brings)
    + upper bonus x the chance of still reaching it  (a model of the free upper boxes)

and every roll carried over to a later turn as ``saved_roll`` points, fading out over the last
turns (a saved roll is worth nothing once no turn is left to spend it). The turn itself (which
dice to keep, with however many rolls there are, and whether to stop early to save rolls) is then
solved exactly against these values by the common turn recursion.

The pars are a fixed point of self-play: starting from what a turn aimed at each box alone
brings, each round sets every par to the points the box actually brought in 2,000 games.
``upper_hit`` is the chance, in the bonus model, that a die of a turn shows the face being
collected. The constants and the runs behind them are in ``docs/strategy.md``.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property, lru_cache
from math import comb

import numpy as np
import numpy.typing as npt

from app.rules import Ruleset, Sheet

from .scoresheet import column_tables
from .sheetpoints import SheetPoints
from .turn import turn_value
from .turnmodels import TurnModel

FloatArray = npt.NDArray[np.float64]


TUNED_PARS = (
    *(2.46, 6.46, 10.93, 15.94, 20.92, 26.77),  # ones to sixes
    *(10.9, 20.02, 19.39),  # one, two, three pairs
    *(16.17, 19.12, 11.93),  # three, four, five of a kind
    *(11.36, 17.81, 7.12),  # small, large, full straight
    *(24.86, 16.31, 21.88),  # full house, castle, tower
    *(27.66, 41.1),  # chance, six of a kind
)
"""Points per box in 2,000 games of self-play (second round of the fixed point, see
docs/strategy.md)."""


@dataclass(frozen=True, slots=True)
class MaxiParams:
    """The constants of the approximation."""

    pars: tuple[float, ...] | None = TUNED_PARS
    """Per box of a column; None: ``par_share`` of a turn aimed at the box alone."""
    par_share: float = 0.8
    upper_hit: float = 0.6
    """In the upper bonus model: the chance that a die shows the face wanted, over a turn."""
    saved_roll: float = 5.0
    """Points a saved roll is worth while enough turns are left to use it."""
    saved_roll_fade: int = 2
    """Over the last this many turns, a saved roll's worth falls linearly to 0."""


PARAMS = MaxiParams()

LATE_GAME = (
    (0.0, 0.0, 0.0, 0.0),
    (-26.02, 3.15, 493.1, 11707.0),
    (-36.41, 4.26, 1092.6, 16822.0),
    (-40.41, 4.61, 1420.7, 15602.0),
    (-40.14, 4.67, 1735.7, 11591.0),
    (-38.41, 4.85, 2005.8, 2246.0),
    # From here on: ``benchmarks/fit_maxi_spread.py --games 3000`` (for the win chances).
    (-33.45, 4.76, 2463.9, -11706.0),
    (-28.52, 4.94, 2718.5, -31760.0),
    (-22.02, 5.01, 3080.9, -52966.0),
    (-14.34, 4.70, 3378.8, -72824.0),
    (-8.59, 5.47, 3658.2, -92176.0),
    (-0.86, 5.55, 3891.0, -113388.0),
    (6.46, 6.25, 4117.1, -133741.0),
    (15.85, 6.05, 4381.7, -175158.0),
    (27.24, 4.78, 4658.2, -207680.0),
    (34.26, 5.80, 4909.9, -233449.0),
    (44.51, 5.45, 5178.1, -273916.0),
    (52.46, 5.74, 5490.1, -315151.0),
    (63.46, 5.29, 5745.5, -343409.0),
    (74.65, 4.36, 5905.0, -366874.0),
    (83.45, 0.00, 5979.1, -378962.0),
)
"""Per number of free boxes in a column (0-20): a least-squares fit, over 3,000 games of hard
self-play, of the points still to come minus the model's value of the sheet as a + b x saved
rolls, the variance left around it, and its third central moment (from 3,000 other games,
``fit_maxi_spread.py --first 1000000``: a right skew late in a column, a left one early, about
-0.8 at the start); for win-aware play and the win chances."""


class MaxiModel(TurnModel):
    def __init__(self, rules: Ruleset, params: MaxiParams = PARAMS) -> None:
        super().__init__(rules)
        tables = column_tables(rules)
        self.params = params
        self.tables = tables
        self.size = tables.boxes
        self.pars = self._pars()
        self.bonus_chance = self._bonus_chances()

    # --- the parts of the value ---------------------------------------------------------------

    def _pars(self) -> FloatArray:
        """A turn aimed at each box alone: its expected points (all boxes at once, as a batch)."""
        if self.params.pars is not None:
            return np.array(self.params.pars, dtype=np.float64)
        points = self.tables.points.astype(np.float64)  # (throws, boxes)
        aimed = turn_value(self.space, points, self.rules.rolls_per_turn)
        pars = aimed * self.params.par_share
        pars[:6] = np.arange(1, 7) * self.rules.dice_count * self.params.upper_hit
        return np.asarray(pars, dtype=np.float64)

    def _bonus_chances(self) -> FloatArray:
        """``result[free_mask, need]``: the chance that the free upper boxes (bit f-1 = face f)
        still bring at least ``need`` points."""
        dice, line = self.rules.dice_count, self.tables.upper_line
        hit = self.params.upper_hit
        counts = np.array(
            [
                comb(dice, count) * hit**count * (1 - hit) ** (dice - count)
                for count in range(dice + 1)
            ]
        )
        most = dice * 21
        chances = np.zeros((64, line + 1))
        for mask in range(64):
            distribution = np.zeros(most + 1)
            distribution[0] = 1.0
            for face in range(1, 7):
                if mask >> (face - 1) & 1:
                    spread = np.zeros(most + 1)
                    for count, p in enumerate(counts):
                        spread[face * count :] += p * distribution[: most + 1 - face * count]
                    distribution = spread
            tail = np.cumsum(distribution[::-1])[::-1]  # tail[k] = P(total >= k)
            chances[mask] = tail[: line + 1]
        return chances

    def column_value(self, sheet: Sheet, column: int) -> float:
        """Points a column can still expect (unmultiplied)."""
        scores = sheet.scores[(column - 1) * self.size : column * self.size]
        free = [box for box, points in enumerate(scores) if points is None]
        pars = self._par_scalars
        value = float(sum([pars[box] for box in free]))
        need = sheet.upper_missing(column)
        if need:
            free_upper = sum(1 << box for box in free if box < 6)
            value += self.tables.upper_bonus * self.bonus_chance[free_upper, need]
        return value

    def sheet_value(self, sheet: Sheet) -> float:
        return sheet.total + sum(
            m * self.column_value(sheet, column)
            for column, m in enumerate(self.rules.multipliers, 1)
        )

    def future_spread(self, sheet: Sheet, saved: int = 0) -> tuple[float, float] | None:
        # Per column: the model's value corrected by the fit at that many free boxes, and the
        # variance around it; the columns taken as independent, saved rolls at the fitted worth.
        mean = variance = 0.0
        for column, multiplier in enumerate(self.rules.multipliers, 1):
            scores = sheet.scores[(column - 1) * self.size : column * self.size]
            free = sum(points is None for points in scores)
            if free >= len(LATE_GAME):
                return None
            offset, _, spread, _ = LATE_GAME[free]
            mean += multiplier * (self.column_value(sheet, column) + offset)
            variance += multiplier**2 * spread
        per_roll = LATE_GAME[min(len(sheet.free_boxes), len(LATE_GAME) - 2)][1]
        return mean + per_roll * saved, variance

    def future_third(self, sheet: Sheet, saved: int = 0) -> float:
        # The columns independent: their third central moments add up like the variances.
        return sum(
            multiplier**3 * LATE_GAME[free][3]
            for multiplier, free in zip(self.rules.multipliers, self._free(sheet), strict=True)
        )

    def _free(self, sheet: Sheet) -> list[int]:
        """The free boxes of each column (at most ``len(LATE_GAME) - 1``)."""
        return [
            min(len(LATE_GAME) - 1, sheet.scores[c * self.size : (c + 1) * self.size].count(None))
            for c in range(len(self.rules.multipliers))
        ]

    def third_by_points(self, sheet: Sheet, box_points: SheetPoints) -> FloatArray | None:
        multipliers = self.rules.multipliers
        free = self._free(sheet)
        third = np.zeros((len(self.rules.box_keys), box_points.width))
        for row in box_points.rows:
            after = list(free)
            after[row // self.size] -= 1
            pairs = zip(multipliers, after, strict=True)
            third[row] = sum(m**3 * LATE_GAME[f][3] for m, f in pairs)
        return third

    def spread_by_points(
        self, sheet: Sheet, box_points: SheetPoints
    ) -> tuple[FloatArray, FloatArray] | None:
        # What follows an entry depends on the points only through the model's value; the fit's
        # shift and variance depend on the number of boxes left in each column.
        multipliers = self.rules.multipliers
        free = self._free(sheet)
        shape = (len(self.rules.box_keys), box_points.width)
        shift, variance = np.zeros(shape), np.zeros(shape)
        for row in box_points.rows:
            column = row // self.size
            after = list(free)
            after[column] -= 1
            pairs = list(zip(multipliers, after, strict=True))
            shift[row] = sum(m * LATE_GAME[f][0] for m, f in pairs)
            variance[row] = sum(m**2 * LATE_GAME[f][2] for m, f in pairs)
        return shift, variance

    def saved_roll_value(self, sheet: Sheet) -> float:
        turns_after = sheet.scores.count(None) - 1  # a turn per free box
        fade = max(1, self.params.saved_roll_fade)
        return self.params.saved_roll * min(1.0, max(0, turns_after) / fade)

    # --- entering -------------------------------------------------------------------------------

    def worth_by_points(self, sheet: Sheet, box_points: SheetPoints) -> FloatArray:
        worth = np.full((len(self.rules.box_keys), box_points.width), -np.inf)
        if box_points.rows:
            worth[list(box_points.rows)] = self.row_worth(sheet, box_points)
        return worth

    def row_worth(self, sheet: Sheet, box_points: SheetPoints) -> FloatArray:
        size, t = self.size, self.tables
        multipliers = self.rules.multipliers
        scores = sheet.scores
        columns: list[float] = []
        states: list[tuple[int, int]] = []
        takens: list[float] = []
        pars = self._par_scalars
        for column in range(len(multipliers)):
            first = column * size
            free = [box for box in range(size) if scores[first + box] is None]
            # ``column_value``, from the same numbers in the same order.
            value = float(sum([pars[box] for box in free]))
            need = sheet.upper_missing(column + 1)
            free_upper = sum(1 << box for box in free if box < 6)
            taken = 0.0
            if need:
                value += t.upper_bonus * self.bonus_chance[free_upper, need]
                taken = t.upper_bonus * float(self.bonus_chance[free_upper, need])
            columns.append(value)
            states.append((free_upper, need))
            takens.append(taken)
        base = sheet.total + sum(m * v for m, v in zip(multipliers, columns, strict=True))
        rows = _row_parts(box_points.rows, size)
        # Per row: gain = (points entered, with the upper bonus they reach and what the bonus
        # chance of the column becomes, + what the column keeps) - what it was worth; the
        # same operations in the same order as entering each throw one by one (subtracting
        # 0.0 where no bonus chance is given up changes no bit).
        nows = np.array(columns)[rows.column]
        keeps = nows - self._par_array[rows.box]
        keeps -= np.where(rows.upper, np.array(takens)[rows.column], 0.0)
        scored = self._stacked_entry_points(tuple(states), box_points.width)[rows.column, rows.box]
        gain = scored + keeps[:, None]
        gain -= nows[:, None]
        # In place, the same operations: x 1 changes no bit, and base + x is x + base.
        if len(multipliers) > 1 or multipliers[0] != 1:
            gain *= np.array(multipliers, dtype=np.float64)[rows.column][:, None]
        gain += base
        return gain

    @cached_property
    def _par_array(self) -> FloatArray:
        return np.array(self._par_list, dtype=np.float64)

    @lru_cache(maxsize=4096)  # noqa: B019 (one model per ruleset, kept for the process)
    def _stacked_entry_points(self, states: tuple[tuple[int, int], ...], width: int) -> FloatArray:
        """``_entry_points`` of each column (by its free upper boxes and its need), stacked:
        ``result[column, box, p]``."""
        return np.stack([self._entry_points(free, need, width) for free, need in states])

    @cached_property
    def _par_list(self) -> list[float]:
        return [float(par) for par in self.pars]

    @cached_property
    def _par_scalars(self) -> list[np.float64]:
        """``pars`` as numpy scalars, summed as ``column_value`` always summed them (numpy
        scalars add one by one, on every Python version; plain floats may not)."""
        return list(self.pars)

    @lru_cache(maxsize=4096)  # noqa: B019 (one model per ruleset, kept for the process)
    def _entry_points(self, free_upper: int, need: int, width: int) -> FloatArray:
        """``result[box, p]``: ``p`` points entered in ``box`` of a column whose free upper boxes
        are ``free_upper`` and which needs ``need`` more for its bonus, plus (upper boxes) the
        bonus they reach and the bonus the column may still expect afterwards."""
        t = self.tables
        scored = np.arange(width, dtype=np.int64)[None, :]
        result = np.empty((self.size, width))
        result[6:] = scored
        upper = np.arange(6, dtype=np.int64)
        left = np.maximum(0, need - scored)
        remaining = (free_upper & ~(1 << upper))[:, None]
        chance = self.bonus_chance[remaining, left]
        after_bonus = np.where(left > 0, t.upper_bonus * chance, 0)
        reached = t.upper_bonus * ((need > 0) & (left == 0))
        result[:6] = scored + reached + after_bonus
        result.setflags(write=False)
        return result


@dataclass(frozen=True, eq=False)
class _RowParts:
    """The rows some throw may go in, split into column (0-based) and box within it."""

    column: npt.NDArray[np.int64]
    box: npt.NDArray[np.int64]
    upper: npt.NDArray[np.bool_]


@lru_cache(maxsize=4096)
def _row_parts(rows: tuple[int, ...], size: int) -> _RowParts:
    at = np.array(rows, dtype=np.int64)
    column, box = at // size, at % size
    return _RowParts(column, box, box < 6)
