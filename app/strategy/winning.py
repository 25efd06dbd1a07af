"""Win-aware play: in games of two to four, choose what maximises the chance of winning.

Every player's final score is modelled as the points on the sheet plus a distribution of the
points still to come under score-maximising play:

- a full sheet adds nothing;
- a sheet with one free box adds the exact distribution of its last turn (``endgame``);
- a sheet with a few more free boxes adds a normal distribution with the exact table's mean and
  variance (``SpreadSolver``), rounded to whole points.

For the player to move, every way of ending this turn (a throw entered in a box) leads to a
known sheet, so to a known distribution of the own final score; its chance of beating every
opponent (a tie counting half) follows by summing over that distribution. The turn itself, keeps
over the remaining rolls included, is then solved exactly for the expected chance of winning by
the common turn recursion. A tiny share of the expected score breaks ties, so that a game already
decided is still played for points.

This applies in the player's last ``SPREAD_BOXES`` turns on rulesets with an exact table.
Earlier, and under the Triple and Maxi approximations, hard maximises its score, which is also
what maximises its chances while the end is far away.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from app.rules import Game, Sheet

from .advisor import model_for
from .dicespace import counts_of
from .endgame import last_box_distribution
from .models import ExactModel
from .turn import keep_values, throw_values

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]

SCORE_WEIGHT = 1e-7
"""Weight of the expected final score next to the win probability (it only breaks ties)."""


def normal_cdf(x: FloatArray) -> FloatArray:
    """The standard normal distribution function (to about 1e-7)."""
    z = np.abs(x) / math.sqrt(2.0)
    t = 1.0 / (1.0 + 0.3275911 * z)
    poly = t * (
        0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))
    )
    erfc = poly * np.exp(-z * z)
    return np.asarray(np.where(x >= 0, 1.0 - 0.5 * erfc, 0.5 * erfc), dtype=np.float64)


def rounded_normal(mean: float, variance: float) -> FloatArray:
    """``result[k]``: the chance of ``k`` points (k >= 0) from a normal rounded to whole points."""
    sd = math.sqrt(max(variance, 1e-6))
    top = max(1, math.ceil(mean + 7 * sd))
    edges = (np.arange(top + 2, dtype=np.float64) - 0.5 - mean) / sd
    cdf = normal_cdf(edges)
    cdf[0] = 0.0
    cdf[-1] = 1.0
    return np.diff(cdf)


@dataclass(frozen=True, slots=True)
class Outlook:
    """A player's final score: ``total`` plus ``future[k]`` = the chance of ``k`` more points."""

    total: int
    future: FloatArray

    @property
    def top(self) -> int:
        return self.total + len(self.future) - 1


def outlook(model: ExactModel, sheet: Sheet) -> Outlook | None:
    """The model of a sheet's final score, or None where the tables do not reach."""
    free = len(sheet.free_boxes)
    if free == 0:
        return Outlook(sheet.total, np.ones(1))
    if free == 1:
        rolls = model.rules.rolls_per_turn
        return Outlook(sheet.total, last_box_distribution(model, sheet, rolls))
    variance = model.table.variance(sheet)
    if variance is None:
        return None
    return Outlook(sheet.total, rounded_normal(model.table.value(sheet), variance))


def beat_chance(opponents: list[Outlook], size: int) -> FloatArray:
    """``result[z]``: the chance that a final score of ``z`` beats every opponent (a tie with
    one counting half), for ``z`` below ``size``."""
    result = np.ones(size)
    for other in opponents:
        at = np.zeros(size + 1)
        first = min(other.total, size)
        last = min(other.top + 1, size)
        at[first:last] = other.future[: last - first]
        below = np.concatenate(([0.0], np.cumsum(at)[:-1]))[:size]
        result *= below + 0.5 * at[:size]
    return result


def winning_utility(game: Game) -> tuple[ExactModel, FloatArray] | None:
    """For the player to move: the model and, per (box, throw), the utility played for (the
    chance of winning plus a tie-breaking share of the expected score); None where win-aware
    play does not apply."""
    model = model_for(game.rules)
    if not isinstance(model, ExactModel) or game.dice is None:
        return None
    sheet = game.sheet
    if len(sheet.free_boxes) > model.table.spread_boxes:
        return None
    opponents = []
    for seat in game.active_seats:
        if seat != game.current:
            other = outlook(model, game.sheets[seat])
            if other is None:
                return None
            opponents.append(other)
    if not opponents:
        return None

    values = model.box_values(sheet)
    after = _after_positions(model, sheet, values.points)
    allowed = np.isfinite(values.expected)
    # The sheet's total right after entering: the expected final score less what is to come.
    after_total = values.expected - model.table.values[np.maximum(after, 0)]
    totals = np.rint(np.where(allowed, after_total, 0.0)).astype(np.int64)
    size = max(o.top for o in opponents) + 2
    beats = beat_chance(opponents, size)

    chance = np.zeros(values.expected.shape)
    for position in np.unique(after[allowed]):
        cells = allowed & (after == position)
        box, throw = np.argwhere(cells)[0]
        successor = sheet.play(sheet.rules.box_keys[box], model.space.throw_dice(int(throw)))[0]
        future = outlook(model, successor)
        if future is None:  # pragma: no cover - the spread table reaches one box further
            return None
        reach = totals[cells][:, None] + np.arange(len(future.future))[None, :]
        padded = np.concatenate((beats, np.ones(max(0, int(reach.max()) + 1 - size))))
        chance[cells] = padded[reach] @ future.future
    utility = np.where(allowed, chance + SCORE_WEIGHT * values.expected, -np.inf)
    return model, utility


def _after_positions(model: ExactModel, sheet: Sheet, points: IntArray) -> IntArray:
    """``result[box, throw]``: the flat table index of the position after entering there
    (-1 where the box is not allowed)."""
    table = model.table
    t = table.tables
    mask, upper, flag = table.position(sheet)
    result = np.full(points.shape, -1, dtype=np.int64)
    for box in range(t.boxes):
        row = points[box]
        if mask >> box & 1 or not (row >= 0).any():
            continue
        scored = np.maximum(row, 0)
        if box < 6:
            reached = np.minimum(t.upper_line, upper + scored)
            where = table.index.of(mask | 1 << box, reached, flag)
        else:
            next_flag: IntArray | int = flag
            if box == t.alike_box:
                next_flag = (scored > 0).astype(np.int64) if t.tracks_alike_score else 0
            where = np.broadcast_to(table.index.of(mask | 1 << box, upper, next_flag), row.shape)
        result[box] = np.where(row >= 0, where, -1)
    return result


def winning_decision(game: Game) -> object | None:
    """The hard player's decision when playing to win (``Keep`` or ``Score``), or None where
    win-aware play does not apply."""
    from .players import Keep, Score

    found = winning_utility(game)
    if found is None or game.dice is None:
        return None
    model, utility = found
    space = model.space
    throw = space.throw_index(game.dice)
    options = game.options()
    rows = {box: game.rules.box_keys.index(box) for box in options}
    best_box = max(options, key=lambda box: utility[rows[box], throw])
    best_value = utility[rows[best_box], throw]
    if not game.rolls_left:
        return Score(best_box)
    stages = throw_values(space, utility.max(axis=0), game.rolls_left - 1)
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
