"""The dice as multisets: every throw, every keep, and how one turns into the other.

A turn only cares about which faces show, not in which order, so throws and keeps are multisets
of faces. For ``n`` dice there are 252 (five dice) or 462 (six dice) throws and, counting every
smaller keep too, 462 or 924 multisets in all.

Multisets are indexed level by level (level = number of dice), with the empty keep at index 0 and
the full throws last. Within the full throws the order puts throws with more different faces
first, so that the "drop one die" step can work on prefixes (see ``drop_counts``).
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache

import numpy as np
import numpy.typing as npt

IntArray = npt.NDArray[np.int64]
FloatArray = npt.NDArray[np.float64]

Counts = tuple[int, int, int, int, int, int]
"""How many dice show each face 1-6 (index 0 is face 1)."""


def counts_of(dice: tuple[int, ...]) -> Counts:
    counts = [0] * 6
    for value in dice:
        counts[value - 1] += 1
    return (counts[0], counts[1], counts[2], counts[3], counts[4], counts[5])


def dice_of(counts: Counts) -> tuple[int, ...]:
    """The sorted dice of a multiset."""
    return tuple(face for face in range(1, 7) for _ in range(counts[face - 1]))


def _multisets(size: int) -> list[Counts]:
    throws = itertools.combinations_with_replacement(range(1, 7), size)
    return [counts_of(dice) for dice in throws]


@dataclass(frozen=True, eq=False)
class DiceSpace:
    """Every multiset of up to ``dice`` dice, with the index tables the turn recursion uses."""

    dice: int
    multisets: tuple[Counts, ...]
    """All multisets, level by level; ``multisets[index]``."""
    level_start: tuple[int, ...]
    """``level_start[k]``: index of the first multiset of ``k`` dice (one extra at the end)."""
    index: dict[Counts, int]
    add_child: IntArray
    """``add_child[i, f]``: the multiset ``i`` plus one die showing face ``f + 1`` (levels below
    the full throw only; rows of full throws are unused and hold -1)."""
    drop_parent: IntArray
    """``drop_parent[i, j]``: multiset ``i`` minus one die of its ``j``-th distinct face; columns
    past the number of distinct faces repeat the first parent, so a max over a row is still
    right (row 0, the empty keep, holds -1)."""
    drop_counts: tuple[tuple[int, ...], ...]
    """Per level ``k``: ``drop_counts[k][j]`` is how many multisets at the start of that level have
    more than ``j`` distinct faces (the levels are sorted so that these form a prefix)."""
    throw_probability: FloatArray
    """The chance of each full throw when all dice are rolled."""
    by_dice: dict[tuple[int, ...], int] = field(default_factory=dict, repr=False)
    """``throw_index`` of the dice in the order they were asked, as they come."""

    @property
    def throws(self) -> int:
        """How many full throws there are."""
        return self.level_start[self.dice + 1] - self.level_start[self.dice]

    @property
    def throw_offset(self) -> int:
        """Index of the first full throw among all multisets."""
        return self.level_start[self.dice]

    def throw_index(self, dice: tuple[int, ...]) -> int:
        """The index (0-based among full throws) of a throw in any order."""
        found = self.by_dice.get(dice) if type(dice) is tuple else None
        if found is None:
            found = self.index[counts_of(dice)] - self.throw_offset
            if type(dice) is tuple:
                self.by_dice[dice] = found
        return found

    def throw_dice(self, throw: int) -> tuple[int, ...]:
        return dice_of(self.multisets[self.throw_offset + throw])

    def keep_index(self, dice: tuple[int, ...]) -> int:
        """The index among all multisets of a kept set of dice."""
        return self.index[counts_of(dice)]

    def sub_keeps(self, counts: Counts) -> list[Counts]:
        """Every distinct multiset contained in ``counts`` (itself and the empty one included)."""
        a, b, c, d, e, f = (range(count + 1) for count in counts)
        return list(itertools.product(a, b, c, d, e, f))

    def transition(self, keep: int) -> FloatArray:
        """The chance of each full throw after rolling the dice not in multiset ``keep``."""
        kept = self.multisets[keep]
        free = self.dice - sum(kept)
        result = np.zeros(self.throws)
        for counts in _multisets(free):
            probability = _multinomial(counts) / 6**free
            total = tuple(a + b for a, b in zip(kept, counts, strict=True))
            result[self.index[_as_counts(total)] - self.throw_offset] += probability
        return result


def _as_counts(values: Sequence[int]) -> Counts:
    a, b, c, d, e, f = values
    return (a, b, c, d, e, f)


def _multinomial(counts: Counts) -> int:
    result = math.factorial(sum(counts))
    for count in counts:
        result //= math.factorial(count)
    return result


def _distinct(counts: Counts) -> int:
    return sum(1 for count in counts if count)


@cache
def dice_space(dice: int) -> DiceSpace:
    """The (shared, immutable) tables for ``dice`` dice."""
    levels: list[list[Counts]] = []
    for size in range(dice + 1):
        level = _multisets(size)
        level.sort(key=lambda counts: -_distinct(counts))  # stable: lexicographic within
        levels.append(level)
    multisets = tuple(counts for level in levels for counts in level)
    starts = [0]
    for level in levels:
        starts.append(starts[-1] + len(level))
    index = {counts: i for i, counts in enumerate(multisets)}

    total = len(multisets)
    add_child = np.full((total, 6), -1, dtype=np.int64)
    drop_parent = np.full((total, 6), -1, dtype=np.int64)
    for i, counts in enumerate(multisets):
        if sum(counts) < dice:
            for face in range(6):
                bigger = list(counts)
                bigger[face] += 1
                add_child[i, face] = index[_as_counts(bigger)]
        parents = []
        for face in range(6):
            if counts[face]:
                smaller = list(counts)
                smaller[face] -= 1
                parents.append(index[_as_counts(smaller)])
        for j in range(6):
            if parents:
                drop_parent[i, j] = parents[j] if j < len(parents) else parents[0]
    drop_counts = tuple(
        tuple(sum(1 for counts in level if _distinct(counts) > j) for j in range(6))
        for level in levels
    )
    probability = np.array(
        [_multinomial(counts) / 6**dice for counts in levels[dice]], dtype=np.float64
    )
    return DiceSpace(
        dice=dice,
        multisets=multisets,
        level_start=tuple(starts),
        index=index,
        add_child=add_child,
        drop_parent=drop_parent,
        drop_counts=drop_counts,
        throw_probability=probability,
    )


@dataclass(frozen=True, eq=False)
class ThrowKeeps:
    """The keeps of one full throw that roll at least one die, in ``DiceSpace.sub_keeps`` order
    (what the advisor lists and the players choose from)."""

    index: IntArray
    """Each keep's index among all multisets."""
    sizes: IntArray
    """How many dice each keep holds."""
    counts: IntArray
    """``counts[k, f]``: dice of face ``f + 1`` in keep ``k``."""
    kept: tuple[Counts, ...]


@cache
def throw_keeps(dice: int) -> tuple[ThrowKeeps, ...]:
    """Per full throw (0-based among the throws): its proper keeps."""
    space = dice_space(dice)
    result = []
    for throw in range(space.throws):
        kept = tuple(
            k for k in space.sub_keeps(space.multisets[space.throw_offset + throw]) if sum(k) < dice
        )
        counts = np.array(kept, dtype=np.int64).reshape(len(kept), 6)
        index = np.array([space.index[k] for k in kept], dtype=np.int64)
        for array in (counts, index):
            array.setflags(write=False)
        sizes = counts.sum(axis=1)
        sizes.setflags(write=False)
        result.append(ThrowKeeps(index, sizes, counts, kept))
    return tuple(result)


@cache
def _mask_tuples(dice: int) -> tuple[tuple[bool, ...], ...]:
    return tuple(tuple(bool(m >> i & 1) for i in range(dice)) for m in range(1 << dice))


def hold_masks(
    dice: tuple[int, ...], held_now: tuple[bool, ...], counts: IntArray
) -> list[tuple[bool, ...]]:
    """``decisions.hold_mask`` for many kept multisets at once (``counts[k, f]``: dice of face
    ``f + 1`` in keep ``k``): for each face, the dice already held first, then from the left."""
    held_first = [i for i in range(len(dice)) if held_now[i]]
    held_first += [i for i in range(len(dice)) if not held_now[i]]
    # bits[face][n]: the mask of the first n dice showing face + 1, in that order.
    bits = [[0] * (len(dice) + 1) for _ in range(6)]
    taken = [0] * 6
    for die in held_first:
        face = dice[die] - 1
        row, n = bits[face], taken[face]
        row[n + 1] = row[n] | 1 << die
        taken[face] = n + 1
    masks = np.array(bits, dtype=np.int64)[_FACES, counts].sum(axis=1)
    table = _mask_tuples(len(dice))
    return [table[m] for m in masks.tolist()]


_FACES = np.arange(6)
