"""Win-aware play: in games of two to four, choose what maximises the chance of winning.

The exact tables give, for every position late in the game, the mean and the variance of the
points still to come under score-maximising play (``SpreadSolver``). From them every player's
final score is modelled as a normal distribution: the points on the sheet plus the points to
come. For the player to move, each way of ending this turn (a throw entered in a box) then has a
probability of finishing ahead of every opponent; the turn itself, the keeps over the remaining
rolls included, is solved exactly for the expected win probability by the common turn
recursion. A tiny share of the expected score breaks ties between choices of equal chances (a
game already won or lost is still played for points).

This applies where the spread table reaches: the player's last ``SPREAD_BOXES`` turns, on
rulesets with an exact table. Earlier, and under the approximations, hard maximises its score,
which is also what maximises its chances while the end is far away.
"""

from __future__ import annotations

import math

import numpy as np
import numpy.typing as npt

from app.rules import Game

from .advisor import model_for
from .dicespace import counts_of
from .models import ExactModel, column_future
from .turn import keep_values, throw_values

FloatArray = npt.NDArray[np.float64]

SCORE_WEIGHT = 1e-7
"""Weight of the expected final score next to the win probability (it only breaks ties)."""
TIE_VARIANCE = 0.25
"""Added to every comparison: scores are whole numbers, so an exact tie counts half a win."""

_NODES, _WEIGHTS = np.polynomial.hermite_e.hermegauss(24)
_WEIGHTS = _WEIGHTS / _WEIGHTS.sum()


def normal_cdf(x: FloatArray) -> FloatArray:
    """The standard normal distribution function (to about 1e-7)."""
    z = np.abs(x) / math.sqrt(2.0)
    t = 1.0 / (1.0 + 0.3275911 * z)
    poly = t * (
        0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))
    )
    erfc = poly * np.exp(-z * z)
    return np.asarray(np.where(x >= 0, 1.0 - 0.5 * erfc, 0.5 * erfc), dtype=np.float64)


def win_probability(
    mean: FloatArray, variance: FloatArray, opponents: list[tuple[float, float]]
) -> FloatArray:
    """The chance that a final score ~ N(mean, variance) beats every opponent's ~ N(mu, var)
    (elementwise over ``mean`` and ``variance``; independent normal models)."""
    if len(opponents) == 1:
        mu, var = opponents[0]
        return normal_cdf((mean - mu) / np.sqrt(variance + var + TIE_VARIANCE))
    spread = np.sqrt(np.maximum(variance, 0.0))
    total = np.zeros_like(mean)
    for node, weight in zip(_NODES, _WEIGHTS, strict=True):
        mine = mean + node * spread
        product = np.ones_like(mean)
        for mu, var in opponents:
            product *= normal_cdf((mine - mu) / math.sqrt(var + TIE_VARIANCE))
        total += weight * product
    return total


def winning_utility(game: Game) -> tuple[ExactModel, FloatArray, FloatArray] | None:
    """For the player to move: the model, and per (box, throw) the chance of winning and the
    utility played for (chance plus a tie-breaking share of the expected score); None where
    win-aware play does not apply."""
    model = model_for(game.rules)
    if not isinstance(model, ExactModel):
        return None
    table = model.table
    sheet = game.sheet
    if len(sheet.free_boxes) > table.spread_boxes:
        return None
    opponents = []
    for seat in game.active_seats:
        if seat == game.current:
            continue
        other = game.sheets[seat]
        spread = table.variance(other)
        if spread is None:
            return None
        opponents.append((other.total + table.value(other), spread))
    if not opponents:
        return None
    values = model.box_values(sheet)
    allowed = np.isfinite(values.expected)
    variance = column_future(table, sheet, 1, values.points, spread=True)
    mean = np.where(allowed, values.expected, 0.0)
    chance = win_probability(mean, np.where(allowed, variance, 0.0), opponents)
    utility = np.where(allowed, chance + SCORE_WEIGHT * mean, -np.inf)
    return model, chance, utility


def winning_decision(game: Game) -> object | None:
    """The hard player's decision when playing to win (``Keep`` or ``Score``), or None where
    win-aware play does not apply."""
    from .players import Keep, Score

    found = winning_utility(game)
    if found is None or game.dice is None:
        return None
    model, _, utility = found
    space = model.space
    throw = space.throw_index(game.dice)
    options = game.options()
    rows = {box: game.rules.box_keys.index(box) for box in options}
    best_box = max(options, key=lambda box: utility[rows[box], throw])
    best_value = utility[rows[best_box], throw]
    if not game.rolls_left:
        return Score(best_box)
    final = utility.max(axis=0)
    stages = throw_values(space, final, game.rolls_left - 1)
    keeps = keep_values(space, stages[-1])
    best_keep = None
    for kept in space.sub_keeps(counts_of(game.dice)):
        if sum(kept) < len(game.dice) and keeps[space.index[kept]] > best_value:
            best_keep, best_value = kept, keeps[space.index[kept]]
    if best_keep is None:
        return Score(best_box)
    wanted = list(best_keep)
    held = []
    for value in game.dice:
        held.append(wanted[value - 1] > 0)
        if wanted[value - 1]:
            wanted[value - 1] -= 1
    return Keep(tuple(held))
