"""Throws, keeps and the turn recursion against direct sums over every outcome."""

from __future__ import annotations

import itertools

import numpy as np
import pytest

from app.strategy.dicespace import dice_space
from app.strategy.turn import best_proper_keep, keep_values, throw_values, turn_value


@pytest.mark.parametrize(("dice", "throws", "multisets"), [(5, 252, 462), (6, 462, 924)])
def test_every_throw_and_keep_once(dice: int, throws: int, multisets: int) -> None:
    space = dice_space(dice)
    assert space.throws == throws
    assert len(space.multisets) == len(set(space.multisets)) == multisets
    assert space.throw_probability.sum() == pytest.approx(1.0)


@pytest.mark.parametrize("dice", [5, 6])
def test_throw_chances_match_counting_every_ordered_roll(dice: int) -> None:
    space = dice_space(dice)
    counted = np.zeros(space.throws)
    for roll in itertools.product(range(1, 7), repeat=dice):
        counted[space.throw_index(roll)] += 1
    assert np.allclose(counted / 6**dice, space.throw_probability)


@pytest.mark.parametrize("batch", [1, 9])  # a single position and a block take different paths
@pytest.mark.parametrize("dice", [5, 6])
def test_keep_values_and_best_keeps_match_direct_sums(dice: int, batch: int) -> None:
    space = dice_space(dice)
    rng = np.random.default_rng(dice)
    final = rng.random((space.throws, batch))
    values = keep_values(space, final)
    proper = range(space.throw_offset)
    for keep in proper:
        assert np.allclose(values[keep], space.transition(keep) @ final)
    best = best_proper_keep(space, values)
    for throw in range(space.throws):
        counts = space.multisets[space.throw_offset + throw]
        subs = [space.index[k] for k in space.sub_keeps(counts) if sum(k) < dice]
        assert np.allclose(best[throw], values[subs].max(axis=0))


def test_a_turn_aimed_at_sixes() -> None:
    # Keeping every six over three rolls: each die shows a six with chance 1 - (5/6)^3.
    space = dice_space(5)
    sixes = np.array([6.0 * space.throw_dice(t).count(6) for t in range(space.throws)])
    expected = 5 * 6 * (1 - (5 / 6) ** 3)
    assert turn_value(space, sixes[:, None], 3)[0] == pytest.approx(expected)


def test_saved_rolls_are_worth_their_value_when_stopping_early() -> None:
    space = dice_space(6)
    final = np.zeros((space.throws, 1))
    stages = throw_values(space, final, 4, saved_roll_value=2.0)
    assert np.allclose(stages[4], 8.0)  # nothing to gain by rolling: stop and save all four
