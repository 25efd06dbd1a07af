"""One turn's expectimax over keeps, for a batch of positions at once.

Everything here works on arrays whose first axis runs over multisets of dice (see
``dicespace``) and whose other axes run over positions in a batch. Given what every final throw
is worth (``final``: the best box for it), the recursion finds what every keep and every throw is
worth with rolls left:

- a keep is worth the average over one more die of the keep with that die added, down from the
  full throw (rolling the free dice one at a time gives the same chances as rolling them
  together), and
- a throw with ``j`` rolls left is worth the better of entering it now (plus what the ``j``
  unused rolls are worth where rolls are saved) and its best proper keep, found by a running
  maximum over "drop one die".

Both steps cost a few thousand array operations per position instead of the 462 x 252
probability table a direct sum would need.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Any

import numpy as np
import numpy.typing as npt

from .dicespace import DiceSpace, dice_space

Array = npt.NDArray[np.floating[Any]]


SMALL_BATCH = 4
"""Up to this many positions, a matrix product (five dice) and a gather over every proper keep
beat the level-by-level recursion, whose numpy calls then cost more than their arithmetic. (With
six dice the 924 x 462 product is slower than the recursion.)"""


@cache
def transition_matrix(dice: int) -> npt.NDArray[np.float64]:
    """``result[multiset, throw]``: the chance of each throw after rolling the dice not in the
    multiset (a full throw maps to itself)."""
    space = dice_space(dice)
    return np.asarray(_keep_values_by_level(space, np.eye(space.throws)), dtype=np.float64)


@cache
def _keep_rows(dice: int) -> int:
    """The rows of ``transition_matrix`` below the full throws, rounded up to a multiple of
    four."""
    return -(-dice_space(dice).throw_offset // 4) * 4


@cache
def proper_sub_keeps(dice: int) -> npt.NDArray[np.int64]:
    """``result[throw, j]``: the multisets of each throw that roll at least one die (rows padded
    with the empty keep, which every throw has)."""
    space = dice_space(dice)
    rows = []
    for throw in range(space.throws):
        counts = space.multisets[space.throw_offset + throw]
        rows.append([space.index[k] for k in space.sub_keeps(counts) if sum(k) < dice])
    width = max(len(row) for row in rows)
    return np.array([row + [0] * (width - len(row)) for row in rows], dtype=np.int64)


@cache
def _children_by_face(dice: int) -> tuple[npt.NDArray[np.int64], ...]:
    """Per level below the full throw: ``add_child`` of its multisets transposed
    (``result[level][face, i]``)."""
    space = dice_space(dice)
    return tuple(
        np.ascontiguousarray(space.add_child[space.level_start[k] : space.level_start[k + 1]].T)
        for k in range(dice)
    )


def keep_values(space: DiceSpace, top: Array) -> Array:
    """What every multiset is worth when the full throws are worth ``top`` (throws x batch)."""
    if top.ndim > 1 and top.shape[1] > SMALL_BATCH:
        return _keep_values_by_level(space, top)
    if space.dice == 5:
        if top.ndim > 1 or top.dtype != np.float64:
            return np.asarray(transition_matrix(space.dice) @ top, dtype=top.dtype)
        # A full throw's row of the matrix picks the throw itself, exactly: only the keeps'
        # rows are multiplied, the product taken in whole blocks of four rows from the first
        # (the order the matrix product sums each row in, so every bit is as in the full one).
        rows = _keep_rows(space.dice)
        values = np.empty(space.throw_offset + top.shape[0], dtype=top.dtype)
        np.matmul(transition_matrix(space.dice)[:rows], top, out=values[:rows])
        values[rows:] = top[rows - space.throw_offset :]
        return values
    # Few positions, six dice: one gather per level. The six children are added in face
    # order, left to right, as a sum over a row of six does.
    values = np.empty((space.throw_offset + top.shape[0], *top.shape[1:]), dtype=top.dtype)
    values[space.throw_offset :] = top
    for level, children in _levels_down(space.dice):
        out = values[level]
        _add_reduce(values[children], axis=0, out=out)  # row by row: face 1, 2, ...
        _divide(out, 6.0, out=out)
    return values


_add_reduce = np.add.reduce
_max_reduce = np.maximum.reduce
_divide = np.divide
_maximum = np.maximum


@cache
def _levels_down(dice: int) -> tuple[tuple[slice, npt.NDArray[np.int64]], ...]:
    """Per level below the full throw, from the top down: its slice of the multisets and its
    ``_children_by_face`` (the per-call work of ``keep_values`` looked up once)."""
    space = dice_space(dice)
    children = _children_by_face(dice)
    return tuple(
        (slice(space.level_start[k], space.level_start[k + 1]), children[k])
        for k in range(dice - 1, -1, -1)
    )


def _keep_values_by_level(space: DiceSpace, top: Array) -> Array:
    start = space.throw_offset
    values = np.empty((start + top.shape[0], *top.shape[1:]), dtype=top.dtype)
    values[start:] = top
    scratch = np.empty_like(values[: space.throws])
    six = top.dtype.type(6.0)
    for level in range(space.dice - 1, -1, -1):
        first, last = space.level_start[level], space.level_start[level + 1]
        children = space.add_child[first:last]
        out = values[first:last]
        np.take(values, children[:, 0], axis=0, out=out)
        part = scratch[: last - first]
        for face in range(1, 6):
            np.take(values, children[:, face], axis=0, out=part)
            out += part
        out /= six  # a true division: 1/6 rounded would bias every level the same way
    return values


def best_proper_keep(space: DiceSpace, values: Array) -> Array:
    """For every full throw, the value of its best keep that rolls at least one die."""
    if values.ndim == 1:
        # A maximum is exact in any order: the best sub-multiset of every multiset of four
        # dice at once, then level by level from the parents (the fewest numpy calls).
        return _best_proper_keep_by_level(space, values)
    if values.shape[1] <= SMALL_BATCH:
        return np.asarray(values[proper_sub_keeps(space.dice)].max(axis=1))
    parents = space.drop_parent
    best = np.empty_like(values[: space.throw_offset])  # max over sub-multisets, below full
    part = np.empty_like(values[: space.throws])
    for level in range(space.dice):
        first, last = space.level_start[level], space.level_start[level + 1]
        best[first:last] = values[first:last]
        for column, count in enumerate(space.drop_counts[level]):
            if count == 0:
                break
            np.take(best, parents[first : first + count, column], axis=0, out=part[:count])
            np.maximum(best[first : first + count], part[:count], out=best[first : first + count])
    first, last = space.level_start[space.dice], space.level_start[space.dice + 1]
    top = np.take(best, parents[first:last, 0], axis=0)
    for column, count in enumerate(space.drop_counts[space.dice][1:], 1):
        if count == 0:
            break
        np.take(best, parents[first : first + count, column], axis=0, out=part[:count])
        np.maximum(top[:count], part[:count], out=top[:count])
    return top


@cache
def _parents_by_column(dice: int) -> tuple[npt.NDArray[np.int64], ...]:
    """Per level: ``drop_parent`` of its multisets transposed (``result[level][j, i]``)."""
    space = dice_space(dice)
    return tuple(
        np.ascontiguousarray(space.drop_parent[space.level_start[k] : space.level_start[k + 1]].T)
        for k in range(dice + 1)
    )


SUB_LEVEL = 4
"""``_best_proper_keep_by_level`` takes the best of every sub-multiset at once up to this level
(16 per multiset of four dice), and from the parents above it."""


@cache
def _sub_multisets(dice: int) -> npt.NDArray[np.int64]:
    """``result[j, i]``: the sub-multisets (itself and the empty one included) of multiset
    ``i`` of level ``SUB_LEVEL``, padded with the first."""
    space = dice_space(dice)
    rows = [
        [space.index[sub] for sub in space.sub_keeps(space.multisets[i])]
        for i in range(space.level_start[SUB_LEVEL], space.level_start[SUB_LEVEL + 1])
    ]
    width = max(len(row) for row in rows)
    padded = [row + [row[0]] * (width - len(row)) for row in rows]
    return np.ascontiguousarray(np.array(padded, dtype=np.int64).T)


@cache
def _levels_up(dice: int) -> tuple[tuple[slice, npt.NDArray[np.int64]], ...]:
    """Per level above ``SUB_LEVEL`` and below the full throw: its slice of the multisets and
    its ``_parents_by_column``."""
    space = dice_space(dice)
    parents = _parents_by_column(dice)
    return tuple(
        (slice(space.level_start[k], space.level_start[k + 1]), parents[k])
        for k in range(SUB_LEVEL + 1, dice)
    )


def _best_proper_keep_by_level(space: DiceSpace, values: Array) -> Array:
    # ``best``: the best sub-multiset of each multiset, itself too (levels up to SUB_LEVEL
    # hold their own values but are only read through the sub-multisets of level SUB_LEVEL).
    dice = space.dice
    best = values[: space.throw_offset].copy()
    start, end = space.level_start[SUB_LEVEL], space.level_start[SUB_LEVEL + 1]
    _max_reduce(values[_sub_multisets(dice)], axis=0, out=best[start:end])
    for level, parents in _levels_up(dice):
        out = best[level]
        _maximum(out, _max_reduce(best[parents], 0), out=out)
    return np.asarray(_max_reduce(best[_parents_by_column(dice)[dice]], 0))


@dataclass(frozen=True, eq=False)
class _SixDiceStage:
    """The index tables of ``six_dice_stages``, looked up once."""

    down: tuple[tuple[int, int, npt.NDArray[np.int64]], ...]
    """``_levels_down`` as (first, last, children), down to the level of two dice."""
    two: slice
    """The multisets of two dice."""
    ones: tuple[tuple[int, int, int, int, int, int], ...]
    """Per multiset of one die: its children by face, as positions within ``two``."""
    sub: npt.NDArray[np.int64]
    """``_sub_multisets``."""
    five: slice
    """The multisets of five dice."""
    parents_five: npt.NDArray[np.int64]
    """``_parents_by_column`` of the five-dice level, into ``best`` (levels four and five)."""
    parents_six: npt.NDArray[np.int64]
    """The same for the full throws."""


@cache
def _six_dice_stage() -> _SixDiceStage:
    space = dice_space(6)
    down = tuple((level.start, level.stop, children) for level, children in _levels_down(6))
    first = space.level_start[SUB_LEVEL]
    parents = _parents_by_column(6)
    two = slice(space.level_start[2], space.level_start[3])
    ones = _children_by_face(6)[1].T - two.start
    # The empty keep's children are the six multisets of one die in face order (indices 1-6).
    assert _children_by_face(6)[0].ravel().tolist() == [1, 2, 3, 4, 5, 6]
    return _SixDiceStage(
        down[:-2],
        two,
        tuple((a, b, c, d, e, f) for a, b, c, d, e, f in ones.tolist()),
        _sub_multisets(6),
        slice(space.level_start[5], space.level_start[6]),
        np.ascontiguousarray(parents[5] - first),
        np.ascontiguousarray(parents[6] - first),
    )


def six_dice_stages(final: Array, saved: float, keeps: list[Array], rolls_left: int) -> None:
    """``throw_values`` and ``keep_values`` of one six-dice position, stage by stage, in one
    loop: appends to ``keeps`` (which holds the keeps of stages 0, 1, ... already worked out,
    each an array over every multiset whose full throws are that stage's throw values) up to the
    keeps rolled with ``rolls_left`` rolls left (``keeps[rolls_left - 1]``). Bit for bit
    ``keep_values`` and ``best_proper_keep`` as ``throw_values`` chains them, with fewer numpy
    calls: each stage's throw values are written in place into the next stage's array."""
    stage = _six_dice_stage()
    down, sub, five, ones = stage.down, stage.sub, stage.five, stage.ones
    parents_five, parents_six = stage.parents_five, stage.parents_six
    throw_offset = five.stop
    add_reduce, max_reduce, divide, maximum = _add_reduce, _max_reduce, _divide, _maximum
    while len(keeps) < rolls_left:
        values = np.empty(2 * throw_offset, dtype=final.dtype)
        top = values[throw_offset:]
        left = len(keeps)
        if left == 0:
            top[:] = final
        else:
            # The best proper keep of every throw (``_best_proper_keep_by_level``), from the
            # stage below; ``best`` holds the levels of four and five dice.
            below = keeps[-1]
            best = np.empty(len(sub[0]) + five.stop - five.start, dtype=final.dtype)
            four = best[: len(sub[0])]
            max_reduce(below[sub], 0, out=four)
            maximum(below[five], max_reduce(best[parents_five], 0), out=best[len(four) :])
            max_reduce(best[parents_six], 0, out=top)
            maximum(final + saved * left if saved else final, top, out=top)
        for first, last, children in down:
            out = values[first:last]
            add_reduce(values[children], 0, out=out)  # row by row: face 1, 2, ...
            divide(out, 6.0, out=out)
        # The seven keeps of at most one die as plain floats: the same additions in the same
        # order (IEEE doubles either way), without six numpy calls for seven numbers.
        two = values[stage.two].tolist()
        one = [
            (two[a] + two[b] + two[c] + two[d] + two[e] + two[f]) / 6.0 for a, b, c, d, e, f in ones
        ]
        a, b, c, d, e, f = one
        values[:7] = [(a + b + c + d + e + f) / 6.0, *one]
        keeps.append(values)


def throw_values(
    space: DiceSpace, final: Array, rolls_left: int, saved_roll_value: Array | float = 0.0
) -> list[Array]:
    """``result[j]``: what each throw is worth with ``j`` rolls left, for ``j`` up to
    ``rolls_left``. ``final`` is what each throw is worth entered now; a roll left unused adds
    ``saved_roll_value`` (0 unless rolls are saved for later turns)."""
    result = [final]
    for left in range(1, rolls_left + 1):
        keeps = keep_values(space, result[-1])
        rolled = best_proper_keep(space, keeps)
        entered = final + saved_roll_value * left if np.any(saved_roll_value) else final
        result.append(np.maximum(entered, rolled))
    return result


def turn_value(
    space: DiceSpace, final: Array, rolls: int, saved_roll_value: Array | float = 0.0
) -> Array:
    """What a turn with ``rolls`` rolls is worth before its first roll (one value per position).

    The first roll is compulsory, so ``rolls - 1`` rolls are left after it."""
    values = throw_values(space, final, rolls - 1, saved_roll_value)[-1]
    probability = space.throw_probability.astype(values.dtype)
    return np.asarray(np.tensordot(probability, values, axes=1))


# --- the spread of the final score under the same play ------------------------------------------


def _take_better(
    best: Array, candidate: Array, moments: list[Array], candidates: list[Array]
) -> None:
    """Where ``candidate`` is better, take it and its higher moments (in place)."""
    better = candidate > best
    np.copyto(best, candidate, where=better)
    for moment, taken in zip(moments, candidates, strict=True):
        np.copyto(moment, taken, where=better)


def best_proper_keep_tracked(space: DiceSpace, values: Array, *moments: Array) -> tuple[Array, ...]:
    """``best_proper_keep``, and the higher moments (second, third, ...) that go with each best
    keep: ``(best, *moments_of_best)``."""
    parents = space.drop_parent
    best = np.empty_like(values[: space.throw_offset])
    tracked = [np.empty_like(best) for _ in moments]
    for level in range(space.dice):
        first, last = space.level_start[level], space.level_start[level + 1]
        best[first:last] = values[first:last]
        for out, moment in zip(tracked, moments, strict=True):
            out[first:last] = moment[first:last]
        for column, count in enumerate(space.drop_counts[level]):
            if count == 0:
                break
            rows = parents[first : first + count, column]
            _take_better(
                best[first : first + count],
                best[rows],
                [out[first : first + count] for out in tracked],
                [out[rows] for out in tracked],
            )
    first, last = space.level_start[space.dice], space.level_start[space.dice + 1]
    top = best[parents[first:last, 0]]
    tops = [out[parents[first:last, 0]] for out in tracked]
    for column, count in enumerate(space.drop_counts[space.dice][1:], 1):
        if count == 0:
            break
        rows = parents[first : first + count, column]
        _take_better(
            top[:count], best[rows], [out[:count] for out in tops], [out[rows] for out in tracked]
        )
    return (top, *tops)


def turn_moments(
    space: DiceSpace, final: Array, final_second: Array, rolls: int, *higher: Array
) -> tuple[Array, ...]:
    """The mean and the raw moments (second, then any ``higher`` ones given: third, ...) of a
    turn's outcome before its first roll, when every keep and box is chosen for the best mean;
    ``final_second`` (and ``higher``) are the moments of each throw's best entry (no saved
    rolls)."""
    finals = [final_second, *higher]
    values, moments = final, finals
    for _ in range(1, rolls):
        rolled, *rolled_moments = best_proper_keep_tracked(
            space, keep_values(space, values), *(keep_values(space, m) for m in moments)
        )
        values, moments = final.copy(), [m.copy() for m in finals]
        _take_better(values, rolled, moments, rolled_moments)
    probability = space.throw_probability.astype(values.dtype)
    return tuple(np.asarray(np.tensordot(probability, m, axes=1)) for m in (values, *moments))
