"""The turn recursion's one-position shortcuts give the same numbers as the plain recursion."""

from __future__ import annotations

import numpy as np
import pytest

from app.strategy.dicespace import dice_space
from app.strategy.turn import (
    _keep_values_by_level,
    best_proper_keep,
    keep_values,
    proper_sub_keeps,
    six_dice_stages,
)


@pytest.mark.parametrize("dice", [5, 6])
def test_the_best_proper_keep_is_the_best_of_every_proper_keep(dice: int) -> None:
    space = dice_space(dice)
    rng = np.random.default_rng(dice)
    for _ in range(20):
        values = keep_values(space, rng.random(space.throws) * 400)
        wanted = values[proper_sub_keeps(dice)].max(axis=1)
        assert np.array_equal(best_proper_keep(space, values), wanted)


def test_six_dice_keeps_of_one_position_are_the_batch_recursion_bit_for_bit() -> None:
    space = dice_space(6)
    rng = np.random.default_rng(1)
    for _ in range(20):
        top = rng.random(space.throws) * 2000
        one = keep_values(space, top)
        batch = _keep_values_by_level(space, np.repeat(top[:, None], 2, axis=1))[:, 0]
        assert one.tobytes() == np.ascontiguousarray(batch).tobytes()


@pytest.mark.parametrize("saved", [0.0, 2.5, 5.0])
def test_six_dice_stages_are_the_plain_chain_bit_for_bit(saved: float) -> None:
    space = dice_space(6)
    rng = np.random.default_rng(int(saved * 2))
    final = rng.random(space.throws) * 3000
    final[rng.integers(0, space.throws, 40)] = -np.inf  # throws no box takes
    keeps: list[np.ndarray] = []
    six_dice_stages(final, saved, keeps, 12)
    throws = final
    for left, got in enumerate(keeps):
        if left:
            rolled = best_proper_keep(space, keeps[left - 1])
            throws = np.maximum(final + saved * left if saved else final, rolled)
        assert got.tobytes() == keep_values(space, throws).tobytes(), f"stage {left}"
