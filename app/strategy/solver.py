"""Exact optimal solo play on a one-column sheet, by retrograde dynamic programming.

A position between turns is (which boxes are filled, the upper total capped at the bonus line,
whether the all-alike box holds its score). Its value is the expected number of points still to
come under optimal play. Positions are solved layer by layer from the full sheet backwards; a
whole layer is cut into chunks of positions, and every chunk runs the turn recursion of ``turn``
as a handful of array operations on a (throws x positions) block, so that numpy does the work.
Only positions that can occur are solved: an upper total is only possible for some sets of
filled upper boxes, and the all-alike flag only exists once that box is filled.
"""

from __future__ import annotations

import multiprocessing
import os
import sys
import warnings
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from functools import cache
from multiprocessing import shared_memory

import numpy as np
import numpy.typing as npt

from app.rules import JokerTrigger, Ruleset

from .scoresheet import ColumnTables, column_tables
from .turn import turn_moments, turn_value

Progress = Callable[[float], None]
"""Told the share of a build done (0 to 1), often; it may raise ``BuildCancelled`` (or any
exception) to stop the build: the exception leaves ``solve`` and nothing is kept."""
FloatArray = npt.NDArray[np.floating]
IntArray = npt.NDArray[np.int64]
BoolArray = npt.NDArray[np.bool_]


class BuildCancelled(Exception):
    """Raised by a progress callback that wants the build to stop (the app is quitting)."""


REPORT_STEP = 0.005
"""Progress is reported (and a cancellation noticed) at least every half per cent of the work."""

CHUNK = 1024
"""Positions per block: a (462 x CHUNK) float32 block stays in a core's L2 cache."""


@dataclass(frozen=True)
class StateIndex:
    """Where a position's value lives in the flat value table."""

    boxes: int
    upper_line: int
    flags: int
    """2 when the all-alike box's content matters, else 1."""

    @property
    def size(self) -> int:
        return (1 << self.boxes) * (self.upper_line + 1) * self.flags

    def of(self, mask: IntArray | int, upper: IntArray | int, flag: IntArray | int) -> IntArray:
        flat = (np.asarray(mask, dtype=np.int64) * (self.upper_line + 1) + upper) * self.flags
        return np.asarray(flat + flag, dtype=np.int64)

    @classmethod
    def for_tables(cls, tables: ColumnTables) -> StateIndex:
        return cls(tables.boxes, tables.upper_line, 2 if tables.tracks_alike_score else 1)


def reachable_upper_totals(line: int, dice: int) -> BoolArray:
    """``result[m, u]``: whether the upper boxes in mask ``m`` (bit f-1 = face f) can add up to
    ``u`` (capped at ``line``)."""
    reach = np.zeros((64, line + 1), dtype=bool)
    reach[0, 0] = True
    for mask in range(1, 64):
        for face in range(1, 7):
            bit = 1 << (face - 1)
            if mask & bit:
                before = np.flatnonzero(reach[mask ^ bit])
                for count in range(dice + 1):
                    reach[mask, np.minimum(line, before + face * count)] = True
    return reach


def dead_upper_limit(tables: ColumnTables) -> IntArray:
    """Per set of filled upper boxes: upper totals below this cannot reach the bonus line any
    more, even with every remaining upper box at its maximum."""
    dice, line = tables.space.dice, tables.upper_line
    limits = np.zeros(64, dtype=np.int64)
    for mask in range(64):
        most = sum(dice * face for face in range(1, 7) if not mask >> (face - 1) & 1)
        limits[mask] = max(0, line - most)
    return limits


def layer_positions(
    tables: ColumnTables, layer: int, reach: BoolArray
) -> tuple[IntArray, IntArray, IntArray]:
    """Every possible position with ``layer`` boxes filled: (masks, upper totals, flags)."""
    boxes = tables.boxes
    if tables.rules.forced_order:
        masks = np.array([(1 << layer) - 1], dtype=np.int64)
    else:
        every = np.arange(1 << boxes, dtype=np.int64)
        popcount = np.zeros_like(every)
        for bit in range(boxes):
            popcount += (every >> bit) & 1
        masks = every[popcount == layer]
    upper_sets = masks & 63
    per_mask = reach[upper_sets].copy()  # (masks, line + 1)
    # Where the bonus can no longer be reached, the upper total changes nothing: one position
    # (total 0) stands for all of them (see ``dead_upper_limit``).
    dead_below = dead_upper_limit(tables)[upper_sets]
    totals = np.arange(per_mask.shape[1])
    has_dead = (per_mask & (totals[None, :] < dead_below[:, None])).any(axis=1)
    per_mask[totals[None, :] < dead_below[:, None]] = False
    per_mask[has_dead, 0] = True
    mask_of, upper_of = np.nonzero(per_mask)
    mask_values = masks[mask_of]
    upper_values = upper_of.astype(np.int64)
    if not tables.tracks_alike_score:
        return mask_values, upper_values, np.zeros_like(mask_values)
    filled = (mask_values >> tables.alike_box) & 1
    # Positions whose all-alike box is filled come twice: holding its score (1) or 0 (0).
    repeat = 1 + filled
    masks_out = np.repeat(mask_values, repeat)
    upper_out = np.repeat(upper_values, repeat)
    flags = np.zeros_like(masks_out)
    second = np.cumsum(repeat) - 1  # the last copy of each doubled position gets flag 1
    flags[second[filled == 1]] = 1
    return masks_out, upper_out, flags


class Solver:
    """Builds the value table of one ruleset (one column, five dice).

    The table is float64. The turn recursion runs in ``dtype`` (float32 by default: half the
    memory traffic) on values taken relative to a per-position reference, the value of the best
    zero-point entry; the values it adds up are then a few dozen points rather than a few
    hundred, which keeps float32 rounding in the fifth decimal of the final result."""

    def __init__(self, rules: Ruleset, dtype: type[np.floating] = np.float32) -> None:
        if rules.triple or rules.saves_rolls:
            raise ValueError(f"no exact table for {rules.key}")
        self.rules = rules
        self.tables = column_tables(rules)
        self.index = StateIndex.for_tables(self.tables)
        self.dtype = dtype
        self.values = np.zeros(self.index.size, dtype=np.float64)
        self._reach = reachable_upper_totals(self.tables.upper_line, rules.dice_count)
        self._dead_below = dead_upper_limit(self.tables)
        # Per lower box: the throws (all dice alike excepted) that score there, and the points.
        points = self.tables.points.astype(dtype)
        points[list(self.tables.alike_throws)] = 0
        self._points = points.T.copy()
        self._scoring_rows = [np.flatnonzero(row > 0) for row in self._points]

    def solve(self, progress: Progress | None = None, down_to: int = 0) -> None:
        """Fill the table for every layer from the full sheet down to ``down_to`` filled boxes."""
        boxes = self.tables.boxes
        layers = [self.layer(layer) for layer in range(boxes - 1, down_to - 1, -1)]
        total = sum(len(work[0]) for work in layers) or 1
        done = 0
        for masks, upper, flags in layers:
            for first in range(0, len(masks), CHUNK):
                part = slice(first, first + CHUNK)
                self.values[self.index.of(masks[part], upper[part], flags[part])] = self.chunk(
                    masks[part], upper[part], flags[part]
                )
            self.copy_dead_totals(masks, upper, flags)
            done += len(masks)
            if progress is not None:
                progress(done / total)

    def layer(self, layer: int) -> tuple[IntArray, IntArray, IntArray]:
        """The positions to solve with ``layer`` boxes filled."""
        return layer_positions(self.tables, layer, self._reach)

    def copy_dead_totals(
        self,
        masks: IntArray,
        upper: IntArray,
        flags: IntArray,
        table: FloatArray | None = None,
    ) -> None:
        """Give every dead upper total of a solved layer the value solved for total 0 (in the
        value table, or in ``table``)."""
        target = self.values if table is None else table
        limit = self._dead_below[masks & 63]
        stand_in = (upper == 0) & (limit > 1)
        if not stand_in.any():
            return
        masks, limit, flags = masks[stand_in], limit[stand_in], flags[stand_in]
        source = target[self.index.of(masks, 0, flags)]
        totals = np.arange(1, int(limit.max()))
        rows, columns = np.nonzero(totals[None, :] < limit[:, None])
        target[self.index.of(masks[rows], totals[columns], flags[rows])] = source[rows]

    @property
    def start_value(self) -> float:
        return float(self.values[int(self.index.of(0, 0, 0))])

    # --- one block of positions ---------------------------------------------------------------

    def chunk(self, mask: IntArray, upper: IntArray, flag: IntArray) -> FloatArray:
        """The values of a block of positions (whose successors are solved)."""
        legal = self._legal(mask)
        reference = self._zero_entry_value(mask, upper, flag, legal)
        final = self.final_values(mask, upper, flag, legal, reference)
        relative = turn_value(self.tables.space, final, self.rules.rolls_per_turn)
        return reference + relative

    def _legal(self, mask: IntArray) -> BoolArray:
        """``legal[box, position]``: the box is free (and next in line under forced order)."""
        boxes = self.tables.boxes
        bits = (mask[None, :] >> np.arange(boxes)[:, None]) & 1
        free = bits == 0
        if self.rules.forced_order:
            filled = bits.sum(axis=0)
            free &= np.arange(boxes)[:, None] == filled[None, :]
        return np.asarray(free, dtype=bool)

    def _after(self, mask: IntArray, box: int, upper: IntArray, flag: IntArray | int) -> FloatArray:
        """The value of the position after filling ``box`` (a lower box, or an upper box with
        the new upper total already in ``upper``)."""
        return self.values[self.index.of(mask | (1 << box), upper, flag)]

    def _zero_entry_value(
        self, mask: IntArray, upper: IntArray, flag: IntArray, legal: BoolArray
    ) -> FloatArray:
        """The best value after entering 0 somewhere: the reference the recursion works from."""
        reference = np.full(len(mask), -np.inf)
        for box in range(self.tables.boxes):
            next_flag = 0 if box == self.tables.alike_box else flag
            after = np.where(legal[box], self._after(mask, box, upper, next_flag), -np.inf)
            np.maximum(reference, after, out=reference)
        return reference

    def final_values(
        self,
        mask: IntArray,
        upper: IntArray,
        flag: IntArray,
        legal: BoolArray,
        reference: FloatArray,
    ) -> FloatArray:
        """``result[throw, position]``: the best this throw can do as the turn's last (points
        of the best box plus the value of the position it leads to), minus ``reference``."""
        t = self.tables
        dtype = self.dtype
        minus_inf = dtype(-np.inf)
        best = np.full((t.space.throws, len(mask)), minus_inf, dtype=dtype)

        # Upper boxes: the points depend on how many dice show the face.
        faces = np.arange(1, 7)[:, None, None]
        counts = np.arange(t.space.dice + 1)[None, :, None]
        gains = (self._upper_gain(faces, faces * counts, mask, upper, flag) - reference).astype(
            dtype
        )
        gains[~np.broadcast_to(legal[:6, None, :], gains.shape)] = minus_inf
        for box in range(6):
            if legal[box].any():
                np.maximum(best, np.take(gains[box], t.face_counts[:, box], axis=0), out=best)

        # Lower boxes: a fixed next position; a strike (0 points) is possible for every throw.
        strike = np.full(len(mask), minus_inf, dtype=dtype)
        for box in range(6, t.boxes):
            if not legal[box].any():
                continue
            next_flag = 0 if box == t.alike_box else flag
            after = (self._after(mask, box, upper, next_flag) - reference).astype(dtype)
            after[~legal[box]] = minus_inf
            np.maximum(strike, after, out=strike)
            rows = self._scoring_rows[box]
            if len(rows) == t.space.throws:
                np.maximum(best, self._points[box][:, None] + after[None, :], out=best)
            elif len(rows):
                scored = self._points[box][rows, None] + after[None, :]
                np.maximum(best[rows], scored, out=scored)
                best[rows] = scored
        np.maximum(best, strike[None, :], out=best)

        # Every die alike: jokers and extra bonuses depend on the position.
        alike = self._alike_values(mask, upper, flag, legal)[0] - reference
        best[list(t.alike_throws)] = alike.astype(dtype)
        return best

    def _upper_gain(
        self,
        faces: IntArray,
        points: IntArray,
        mask: IntArray,
        upper: IntArray,
        flag: IntArray | int,
    ) -> FloatArray:
        """Points plus the value after entering ``points`` in the upper box of ``faces``
        (arrays broadcasting against the positions on the last axis)."""
        t = self.tables
        line = t.upper_line
        reached = np.minimum(line, upper + points)
        crossed = (upper < line) & (reached >= line)
        after = self.values[self.index.of(mask | (1 << (faces - 1)), reached, flag)]
        return np.asarray(points + t.upper_bonus * crossed + after, dtype=np.float64)

    def _alike_values(
        self,
        mask: IntArray,
        upper: IntArray,
        flag: IntArray,
        legal: BoolArray,
        *,
        spread: FloatArray | None = None,
        third: FloatArray | None = None,
    ) -> tuple[FloatArray, FloatArray, FloatArray]:
        """``result[face - 1, position]``: the best for "every die shows face", jokers and extra
        bonuses included; and, with a ``spread`` (and a ``third``) table, the variance (and the
        third central moment) after that best entry."""
        t, rules = self.tables, self.rules
        n = len(mask)
        faces = np.arange(1, 7)[:, None]
        alike_filled = ((mask >> t.alike_box) & 1) == 1
        holds_score = alike_filled & (flag == 1)
        extra = np.where(holds_score, rules.extra_bonus, 0)
        if rules.joker_trigger is JokerTrigger.NEVER:
            joker = np.zeros(n, dtype=bool)
        elif rules.joker_trigger is JokerTrigger.BOX_FILLED:
            joker = alike_filled
        else:
            joker = holds_score
        joker6 = np.broadcast_to(joker, (6, n))
        upper_filled = ((mask[None, :] >> (faces - 1)) & 1) == 1  # (face, position)
        full_value = joker6 & upper_filled if rules.joker_needs_upper else joker6
        if t.is_forced_joker:
            matching_free = ~upper_filled & joker6
            lower_free = np.logical_or.reduce(legal[6:], axis=0)[None, :]
        plain = t.points[list(t.alike_throws)]  # (face, box)

        best = np.full((6, n), -np.inf)
        best_spread = np.zeros((6, n))
        best_third = np.zeros((6, n))
        for box in range(t.boxes):
            allowed = np.broadcast_to(legal[box], (6, n))
            if t.is_forced_joker:
                # The matching upper box first, then the lower section, else any upper box.
                if box < 6:
                    rule = np.where(matching_free, faces - 1 == box, ~lower_free)
                else:
                    rule = ~matching_free & lower_free
                allowed = allowed & np.where(joker6, rule, True)
            if not allowed.any():
                continue
            fixed = t.joker_values[box]
            points = plain[:, box][:, None]
            if fixed is not None:
                points = np.where(full_value, fixed, points)
            points = np.broadcast_to(points, (6, n))
            if box < 6:
                reached = np.minimum(t.upper_line, upper + points)
                after = self.index.of(mask | (1 << box), reached, flag)
                gain = self._upper_gain(np.asarray(box + 1), points, mask, upper, flag)
            else:
                next_flag: IntArray | int = flag
                if box == t.alike_box and t.tracks_alike_score:
                    next_flag = (points > 0).astype(np.int64)
                after = self.index.of(mask | (1 << box), upper, next_flag)
                gain = points + self.values[after]
            candidate = np.where(allowed, gain + extra, -np.inf)
            if spread is not None:
                np.copyto(best_spread, spread[after], where=candidate > best)
            if third is not None:
                np.copyto(best_third, third[after], where=candidate > best)
            np.maximum(best, candidate, out=best)
        return best, best_spread, best_third


class SpreadSolver(Solver):
    """The variance and the third central moment of the points still to come when every choice
    is the one that maximises the mean (the play of the value table), beside the values.

    ``chunk_both`` solves a block for its values and variances in one turn recursion that
    carries the second moment beside the mean (the build's single backward pass, see
    ``solve``); ``solve_spread`` is that pass over a finished value table for the positions with
    at most ``boxes_left`` boxes free. ``chunk_third`` is a pass of its own over finished value
    and spread tables for the third moment, the skew of the points to come (a long right tail
    where extra all-alike bonuses are still possible), which only the win chances need (see
    ``solve_third``)."""

    def __init__(
        self,
        rules: Ruleset,
        values: FloatArray | None = None,
        dtype: type[np.floating] = np.float32,
    ) -> None:
        super().__init__(rules, dtype)
        if values is not None:
            self.values = np.asarray(values, dtype=np.float64)
        self.spread = np.zeros(self.index.size, dtype=np.float64)
        self.third = np.zeros(self.index.size, dtype=np.float64)

    def solve_spread(self, boxes_left: int, progress: Progress | None = None) -> None:
        """The variances of the positions with at most ``boxes_left`` boxes free."""
        self._solve_moment(boxes_left, self.spread, self.chunk_spread, progress)

    def solve_third(self, boxes_left: int, progress: Progress | None = None) -> None:
        """The third central moments of the positions with at most ``boxes_left`` boxes free
        (their values and variances already solved)."""
        self._solve_moment(boxes_left, self.third, self.chunk_third, progress)

    def _solve_moment(
        self,
        boxes_left: int,
        table: FloatArray,
        chunk: Callable[[IntArray, IntArray, IntArray], FloatArray],
        progress: Progress | None,
    ) -> None:
        boxes = self.tables.boxes
        layers = [self.layer(layer) for layer in range(boxes - 1, boxes - boxes_left - 1, -1)]
        total = sum(len(work[0]) for work in layers) or 1
        done = 0
        for masks, upper, flags in layers:
            for first in range(0, len(masks), CHUNK):
                part = slice(first, first + CHUNK)
                where = self.index.of(masks[part], upper[part], flags[part])
                table[where] = chunk(masks[part], upper[part], flags[part])
            self.copy_dead_totals(masks, upper, flags, table)
            done += len(masks)
            if progress is not None:
                progress(done / total)

    def chunk_spread(self, mask: IntArray, upper: IntArray, flag: IntArray) -> FloatArray:
        """The variances of a block of positions (whose successors are done)."""
        return self.chunk_both(mask, upper, flag)[1]

    def chunk_both(
        self, mask: IntArray, upper: IntArray, flag: IntArray
    ) -> tuple[FloatArray, FloatArray]:
        """The values and the variances of a block of positions (whose successors are done),
        from one turn recursion that carries the second moment beside the mean."""
        legal = self._legal(mask)
        reference = self._zero_entry_value(mask, upper, flag, legal)
        final, (second,) = self.final_moments(mask, upper, flag, legal, reference, orders=(2,))
        mean, second_moment = turn_moments(
            self.tables.space, final, second, self.rules.rolls_per_turn
        )
        relative = mean.astype(np.float64)
        variance = np.maximum(0.0, second_moment.astype(np.float64) - relative**2)
        return reference + relative, variance

    def chunk_third(self, mask: IntArray, upper: IntArray, flag: IntArray) -> FloatArray:
        """The third central moments of a block of positions whose values and variances are
        solved (and whose successors' third moments are done). The turn recursion carries the
        third raw moment beside the mean; the second comes from the spread table."""
        legal = self._legal(mask)
        reference = self._zero_entry_value(mask, upper, flag, legal)
        final, (third,) = self.final_moments(mask, upper, flag, legal, reference, orders=(3,))
        mean, third_moment = turn_moments(
            self.tables.space, final, third, self.rules.rolls_per_turn
        )
        relative = mean.astype(np.float64)
        square = self.spread[self.index.of(mask, upper, flag)] + relative**2
        # Central from raw moments about ``reference``: they stay a few dozen points, so the
        # float32 recursion loses little in the subtraction.
        return third_moment.astype(np.float64) - 3 * relative * square + 2 * relative**3

    def final_moments(
        self,
        mask: IntArray,
        upper: IntArray,
        flag: IntArray,
        legal: BoolArray,
        reference: FloatArray,
        *,
        orders: tuple[int, ...],
    ) -> tuple[FloatArray, list[FloatArray]]:
        """``final_values``, and the raw moments of the given ``orders`` (2, 3) about
        ``reference`` of the points still to come after each throw's best entry. An entry worth
        ``g`` (points plus the mean after it, less ``reference``) followed by points of variance
        ``v`` and third central moment ``c`` has moments ``g**2 + v`` and ``g**3 + 3 g v + c``."""
        t, dtype, spread, skew = self.tables, self.dtype, self.spread, self.third
        minus_inf = dtype(-np.inf)
        shape = (t.space.throws, len(mask))
        best = np.full(shape, minus_inf, dtype=dtype)
        moments = [np.zeros(shape, dtype=dtype) for _ in orders]

        def raw(gain: FloatArray, variance: FloatArray, central: FloatArray) -> list[FloatArray]:
            by_order = {
                2: lambda: gain**2 + variance,
                3: lambda: gain**3 + 3 * gain * variance + central,
            }
            return [by_order[order]().astype(dtype) for order in orders]

        faces = np.arange(1, 7)[:, None, None]
        points = faces * np.arange(t.space.dice + 1)[None, :, None]
        gains = (self._upper_gain(faces, points, mask, upper, flag) - reference).astype(dtype)
        reached = np.minimum(t.upper_line, upper + points)
        after_upper = self.index.of(mask | (1 << (faces - 1)), reached, flag)
        gains[~np.broadcast_to(legal[:6, None, :], gains.shape)] = minus_inf
        finite_gains = np.where(np.isfinite(gains), gains, 0)
        upper_moments = raw(finite_gains, spread[after_upper], skew[after_upper])
        for box in range(6):
            if legal[box].any():
                rows = t.face_counts[:, box]
                _take_better(best, gains[box][rows], moments, [m[box][rows] for m in upper_moments])

        strike = np.full(len(mask), minus_inf, dtype=dtype)
        strike_moments = [np.zeros(len(mask), dtype=dtype) for _ in orders]
        for box in range(6, t.boxes):
            if not legal[box].any():
                continue
            next_flag = 0 if box == t.alike_box else flag
            where = self.index.of(mask | (1 << box), upper, next_flag)
            after = (self.values[where] - reference).astype(dtype)
            after[~legal[box]] = minus_inf
            after_variance = spread[where].astype(dtype)
            after_third = skew[where].astype(dtype)
            finite_after = np.where(legal[box], after, 0)
            _take_better(
                strike, after, strike_moments, raw(finite_after, after_variance, after_third)
            )
            rows = self._scoring_rows[box]
            if len(rows):
                scored = self._points[box][rows, None] + after[None, :]
                scored_moments = raw(
                    self._points[box][rows, None] + finite_after, after_variance, after_third
                )
                part, part_moments = best[rows], [m[rows] for m in moments]
                _take_better(part, scored, part_moments, scored_moments)
                best[rows] = part
                for moment, taken in zip(moments, part_moments, strict=True):
                    moment[rows] = taken
        _take_better(best, strike[None, :], moments, [m[None, :] for m in strike_moments])

        alike, alike_spread, alike_third = self._alike_values(
            mask, upper, flag, legal, spread=spread, third=skew
        )
        alike -= reference
        alike_rows = list(t.alike_throws)
        best[alike_rows] = alike.astype(dtype)
        for moment, taken in zip(moments, raw(alike, alike_spread, alike_third), strict=True):
            moment[alike_rows] = taken
        return best, moments


def _take_better(
    best: FloatArray,
    candidate: FloatArray,
    moments: list[FloatArray],
    candidates: list[FloatArray],
) -> None:
    """Where ``candidate`` is better, take it and the moments that go with it (in place)."""
    better = candidate > best
    np.copyto(best, np.broadcast_to(candidate, best.shape), where=better)
    for moment, taken in zip(moments, candidates, strict=True):
        np.copyto(moment, np.broadcast_to(taken, moment.shape), where=better)


# --- building with every core -----------------------------------------------------------------

SPREAD_BOXES = 20
"""The spread table covers positions with at most this many boxes free (see ``SpreadSolver``):
every position of every one-column sheet, so that win chances have a variance from the first
turn on."""
BOTH_COST = 2.2
"""A position of the fused pass (values and variances), or of the third-moment pass, takes
about this many times as long as one of the value pass alone (for progress reports)."""

VALUES, BOTH, THIRD = "values", "both", "third"
"""What a step of a build computes for its layer: the values alone, values and variances, or
(over finished ones) the third moments."""


class _Worker:
    """A worker process's solver, attached to the shared tables."""

    solver: SpreadSolver
    memory: shared_memory.SharedMemory


def _start_worker(memory_name: str, rules: dict[str, object]) -> None:
    _Worker.memory = shared_memory.SharedMemory(name=memory_name)
    solver = SpreadSolver(Ruleset.from_dict(rules))
    _attach(solver, _Worker.memory)
    _Worker.solver = solver


def _attach(solver: SpreadSolver, memory: shared_memory.SharedMemory) -> None:
    """Point the solver's value, spread and third-moment tables at the shared memory (one after
    the other)."""
    size = solver.index.size
    solver.values = np.ndarray((size,), np.float64, buffer=memory.buf)
    solver.spread = np.ndarray((size,), np.float64, buffer=memory.buf, offset=size * 8)
    solver.third = np.ndarray((size,), np.float64, buffer=memory.buf, offset=size * 16)


def _solve_block(
    solver: SpreadSolver, kind: str, masks: IntArray, upper: IntArray, flags: IntArray
) -> None:
    """Solve one block of positions into the solver's tables."""
    where = solver.index.of(masks, upper, flags)
    if kind == BOTH:
        solver.values[where], solver.spread[where] = solver.chunk_both(masks, upper, flags)
    elif kind == THIRD:
        solver.third[where] = solver.chunk_third(masks, upper, flags)
    else:
        solver.values[where] = solver.chunk(masks, upper, flags)


def _solve_part(kind: str, layer: int, first: int, last: int) -> int:
    """In a worker: solve positions ``first:last`` of a layer into the shared tables."""
    solver = _Worker.solver
    masks, upper, flags = _worker_layer(layer)
    for start in range(first, last, CHUNK):
        part = slice(start, min(start + CHUNK, last))
        _solve_block(solver, kind, masks[part], upper[part], flags[part])
    return last - first


@cache
def _worker_layer(layer: int) -> tuple[IntArray, IntArray, IntArray]:
    return _Worker.solver.layer(layer)


def _can_use_processes() -> bool:
    # A frozen app re-launches itself for a worker process, which only works when its entry
    # point calls multiprocessing.freeze_support(); building in-process is the safe choice there.
    return not getattr(sys, "frozen", False) and (os.cpu_count() or 1) > 1


def solve(
    rules: Ruleset,
    progress: Progress | None = None,
    *,
    down_to: int = 0,
    processes: int | None = None,
    spread_boxes: int = SPREAD_BOXES,
) -> SpreadSolver:
    """Build the exact value table of ``rules`` and, for a whole game, the spread table of
    its last ``spread_boxes`` boxes (by default all of them) in the same backward pass: the
    layers with at most ``spread_boxes`` boxes free carry the second moment through their turn
    recursion beside the mean. The returned solver holds both tables.

    Large tables are built by ``processes`` worker processes (default: one per core, at most
    two) sharing the tables in shared memory; small ones, or where processes are not available,
    in this process."""
    solver = SpreadSolver(rules)
    if down_to > 0:
        spread_boxes = 0
    spread_boxes = min(spread_boxes, solver.tables.boxes)
    boxes = solver.tables.boxes
    steps = [
        (BOTH if boxes - layer <= spread_boxes else VALUES, layer)
        for layer in range(boxes - 1, down_to - 1, -1)
    ]
    in_processes = down_to == 0 and not rules.forced_order
    return _run(solver, steps, progress, processes if in_processes else 1)


def solve_third(
    rules: Ruleset,
    values: FloatArray,
    spread: FloatArray,
    progress: Progress | None = None,
    *,
    processes: int | None = None,
) -> FloatArray:
    """The third central moment of the points still to come from every position of ``rules``
    under the play of a finished value table (``values``, with the variances ``spread`` of
    ``solve``): a backward pass of its own, in worker processes as ``solve`` uses them."""
    solver = SpreadSolver(rules, values)
    solver.spread = np.array(spread, dtype=np.float64)
    steps = [(THIRD, layer) for layer in range(solver.tables.boxes - 1, -1, -1)]
    return _run(solver, steps, progress, 1 if rules.forced_order else processes).third


def _run(
    solver: SpreadSolver,
    steps: list[tuple[str, int]],
    progress: Progress | None,
    processes: int | None,
) -> SpreadSolver:
    """Run the steps of a build, with ``processes`` workers (default: one per core, at most
    two) where they are worth it and available; the solver holding the tables."""
    plan = _Plan(solver, steps, progress)
    workers = processes if processes is not None else min(2, os.cpu_count() or 1)
    if workers < 2 or not _can_use_processes():
        plan.run_here()
        return solver
    start = solver.values.copy(), solver.spread.copy(), solver.third.copy()
    try:
        plan.run_in_processes(workers)
    except (OSError, BrokenProcessPool) as error:
        # Process creation can fail (limits, sandboxes): the table is still built, only slower.
        warnings.warn(f"building in one process ({error})", RuntimeWarning, stacklevel=2)
        solver.values, solver.spread, solver.third = start
        plan = _Plan(solver, steps, progress)
        plan.run_here()
    return plan.solver


class _Plan:
    """The layers of the backward pass, what each computes, and the progress they make."""

    def __init__(
        self, solver: SpreadSolver, steps: list[tuple[str, int]], progress: Progress | None
    ) -> None:
        self.solver = solver
        self.progress = progress
        self.steps = [(kind, layer, solver.layer(layer)) for kind, layer in steps]
        self.total = sum(self._weight(kind, work[0]) for kind, _, work in self.steps) or 1.0
        self.done = 0.0
        self.reported = 0.0

    @staticmethod
    def _weight(kind: str, masks: IntArray) -> float:
        return len(masks) * (1.0 if kind == VALUES else BOTH_COST)

    def _finish_layer(self, kind: str, work: tuple[IntArray, IntArray, IntArray]) -> None:
        if kind == THIRD:  # the values and spreads are given, and read only
            self.solver.copy_dead_totals(*work, self.solver.third)
        else:
            self.solver.copy_dead_totals(*work)
        if kind == BOTH:
            self.solver.copy_dead_totals(*work, self.solver.spread)
        self.done += self._weight(kind, work[0])
        self._report(self.done, force=True)

    def _report(self, done: float, force: bool = False) -> None:
        """Tell the progress callback, at least every ``REPORT_STEP`` of the work; the callback
        may raise to cancel the build."""
        if self.progress is None:
            return
        fraction = min(1.0, done / self.total)
        if force or fraction - self.reported >= REPORT_STEP:
            self.reported = fraction
            self.progress(fraction)

    def run_here(self) -> None:
        solver = self.solver
        for kind, _, work in self.steps:
            masks, upper, flags = work
            for first in range(0, len(masks), CHUNK):
                part = slice(first, first + CHUNK)
                _solve_block(solver, kind, masks[part], upper[part], flags[part])
                self._report(self.done + self._weight(kind, masks[: first + CHUNK]))
            self._finish_layer(kind, work)

    def run_in_processes(self, workers: int) -> None:
        solver = self.solver
        memory = shared_memory.SharedMemory(create=True, size=3 * solver.values.nbytes)
        try:
            given = solver.values, solver.spread, solver.third
            _attach(solver, memory)
            shared = solver.values, solver.spread, solver.third
            for into, table in zip(shared, given, strict=True):
                into[:] = table
            context = multiprocessing.get_context("spawn")
            with ProcessPoolExecutor(
                workers,
                mp_context=context,
                initializer=_start_worker,
                initargs=(memory.name, solver.rules.to_dict()),
            ) as pool:
                try:
                    for kind, layer, work in self.steps:
                        self._solve_layer(pool, workers, kind, layer, work)
                except BaseException:
                    # Cancelled or failed: the parts not started yet are dropped, not solved.
                    pool.shutdown(wait=True, cancel_futures=True)
                    raise
            solver.values = solver.values.copy()
            solver.spread = solver.spread.copy()
            solver.third = solver.third.copy()
        finally:
            memory.close()
            memory.unlink()

    def _solve_layer(
        self,
        pool: ProcessPoolExecutor,
        workers: int,
        kind: str,
        layer: int,
        work: tuple[IntArray, IntArray, IntArray],
    ) -> None:
        count = len(work[0])
        step = max(CHUNK, -(-count // (4 * workers)))
        step = -(-step // CHUNK) * CHUNK
        parts = [
            (first, pool.submit(_solve_part, kind, layer, first, min(first + step, count)))
            for first in range(0, count, step)
        ]
        for first, part in parts:
            part.result()
            self._report(self.done + self._weight(kind, work[0][: first + step]))
        self._finish_layer(kind, work)
