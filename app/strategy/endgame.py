"""Exact distributions of the points still to come, for sheets with one box left.

Win-aware play needs more than a mean and a variance where the game is decided: a last box such
as the all-alike box brings 0 or 50 and little in between, which no normal curve describes. For
a sheet with one free box the score-maximising turn is followed forward, roll by roll: the
chance of every final throw, and so of every number of points the box (with any bonus) brings.
"""

from __future__ import annotations

from functools import lru_cache

import numpy as np
import numpy.typing as npt

from app.rules import Sheet

from .dicespace import DiceSpace
from .turn import proper_sub_keeps, transition_matrix
from .turnmodels import TurnModel

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]


def last_box_distribution(model: TurnModel, sheet: Sheet, rolls: int) -> FloatArray:
    """``result[points]``: the chance that a sheet with one free box gains that many points
    (bonuses included) in its last turn of ``rolls`` rolls, under score-maximising play."""
    return _distribution(model, sheet, rolls)


@lru_cache(maxsize=4096)
def _distribution(model: TurnModel, sheet: Sheet, rolls: int) -> FloatArray:
    if len(sheet.free_boxes) != 1:
        raise ValueError("the exact last-turn distribution needs exactly one free box")
    space: DiceSpace = model.space
    values = model.box_values(sheet)
    gains = np.rint(values.final - sheet.total).astype(np.int64)
    move = transition_matrix(space.dice)
    mass = space.throw_probability.copy()
    ended = np.zeros(space.throws)
    for left in range(rolls - 1, 0, -1):
        choice, rolls_on = _play(model, sheet, left)
        ended += np.where(rolls_on, 0.0, mass)
        mass = (mass * rolls_on) @ move[choice]
    ended += mass
    return np.bincount(gains, weights=ended, minlength=int(gains.max()) + 1).astype(np.float64)


@lru_cache(maxsize=1024)
def _play(model: TurnModel, sheet: Sheet, left: int) -> tuple[IntArray, npt.NDArray[np.bool_]]:
    """With ``left`` rolls left, for every throw: the keep score-maximising play rolls (its
    index), and whether it rolls on at all rather than enter the throw. Remembered: a Maxi
    sheet is asked about with many numbers of saved rolls, each walking down the same stages
    (shared: read-only)."""
    space: DiceSpace = model.space
    subs = proper_sub_keeps(space.dice)
    worth = model.keeps(sheet, left)[subs]  # (throw, sub-keep)
    choice = subs[np.arange(space.throws), worth.argmax(axis=1)]
    rolls_on = worth.max(axis=1) > model.box_values(sheet).final + 1e-9
    choice.setflags(write=False)
    rolls_on.setflags(write=False)
    return choice, rolls_on
