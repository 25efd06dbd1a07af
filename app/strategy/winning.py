"""Win-aware play: in games of two to four, choose what maximises the chance of winning.

Every player's final score is modelled as the points on the sheet plus a distribution of the
points still to come under score-maximising play:

- a full sheet adds nothing;
- a sheet with one free box adds the exact distribution of its last turn (``endgame``), with
  the rolls that turn will have (saved rolls included);
- a sheet with a few more free boxes adds a normal distribution, rounded to whole points, with
  the model's mean and variance (``TurnModel.future_spread``: the exact spread table; for Triple
  the columns' tables taken as independent; for Maxi figures measured in self-play).

For the player to move, every way of ending this turn (a throw entered in a box, with so many
rolls left) leads to a known sheet, so to a known distribution of the own final score; its
chance of beating every opponent (a tie with one counting half) is a sum over that
distribution. The turn itself, keeps over the remaining rolls included, is then solved exactly
for the expected chance of winning by the common turn recursion. A tiny share of the expected
score breaks ties, so that a game already decided is still played for points.

This applies in the player's last ``WIN_AWARE_BOXES`` turns. Earlier hard maximises its score,
which is also what maximises its chances while the end is far away.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
import numpy.typing as npt

from app.rules import Game, Sheet

from .decisions import Decision, Keep, Score, hold_mask
from .dicespace import counts_of, dice_space
from .endgame import last_box_distribution
from .preparing import model_for
from .sheetpoints import sheet_points
from .turn import best_proper_keep, keep_values
from .turnmodels import TurnModel

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]

SCORE_WEIGHT = 1e-7
"""Weight of the expected final score next to the win probability (it only breaks ties)."""
WIN_AWARE_BOXES = 5
"""Win-aware play starts when the player has this many boxes left (the spread tables reach
that far)."""


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


def outlook(model: TurnModel, sheet: Sheet, rolls: int) -> Outlook | None:
    """The model of a sheet's final score, its next turn having ``rolls`` rolls; None where the
    model does not know the spread."""
    free = len(sheet.free_boxes)
    if free == 0:
        return Outlook(sheet.total, np.ones(1))
    if free == 1:
        return Outlook(sheet.total, last_box_distribution(model, sheet, rolls))
    spread = model.future_spread(sheet, rolls - model.rules.rolls_per_turn)
    if spread is None:
        return None
    return Outlook(sheet.total, rounded_normal(*spread))


def beat_chance(opponents: list[Outlook], size: int) -> FloatArray:
    """``result[z]``: the chance that a final score of ``z`` beats every opponent (a tie with
    one counting half), for ``z`` below ``size``."""
    result = np.ones(size)
    for other in opponents:
        at = np.zeros(size + 1)
        first = min(max(other.total, 0), size)
        last = min(other.top + 1, size)
        at[first:last] = other.future[: last - first]
        below = np.concatenate(([0.0], np.cumsum(at)[:-1]))[:size]
        result *= below + 0.5 * at[:size]
    return result


def winning_plan(game: Game) -> tuple[TurnModel, list[FloatArray]] | None:
    """For the player to move: the model and, per number ``j`` of rolls left when entering
    (0 to ``game.rolls_left``), the utility of every (box, throw): the chance of winning plus a
    tie-breaking share of the expected score. None where win-aware play does not apply."""
    model = model_for(game.rules)
    sheet = game.sheet
    if game.dice is None or len(sheet.free_boxes) > WIN_AWARE_BOXES:
        return None
    rules = game.rules
    opponents = []
    for seat in game.active_seats:
        if seat != game.current:
            rolls = rules.rolls_per_turn + game.saved_rolls[seat]
            other = outlook(model, game.sheets[seat], rolls)
            if other is None:
                return None
            opponents.append(other)
    if not opponents:
        return None

    values = model.box_values(sheet)
    allowed = np.isfinite(values.expected)
    totals, successors = entries(sheet, values.points, allowed)
    size = max(o.top for o in opponents) + 2
    beats = beat_chance(opponents, size)
    # With saved rolls, the rolls left when entering decide how long the next turn is.
    stages = range(game.rolls_left + 1) if rules.saves_rolls else range(1)
    plans = []
    for left in stages:
        chance = np.zeros(values.expected.shape)
        for cells, successor in successors:
            rolls = rules.rolls_per_turn + (left if rules.saves_rolls else 0)
            future = outlook(model, successor, rolls)
            if future is None:
                return None
            reach = totals[cells][:, None] + np.arange(len(future.future))[None, :]
            padded = np.concatenate((beats, np.ones(max(0, int(reach.max()) + 1 - size))))
            chance[cells] = padded[np.maximum(reach, 0)] @ future.future
        plans.append(np.where(allowed, chance + SCORE_WEIGHT * values.expected, -np.inf))
    while len(plans) <= game.rolls_left:
        plans.append(plans[0])
    return model, plans


def entries(
    sheet: Sheet, points: IntArray, allowed: npt.NDArray[np.bool_]
) -> tuple[IntArray, list[tuple[npt.NDArray[np.bool_], Sheet]]]:
    """The sheet's total after each allowed (box, throw), and the entries grouped by the sheet
    they lead to (up to its total): the cells of each group with one such sheet."""
    rules = sheet.rules
    size = len(rules.box_names)
    line = rules.layout.upper_bonus_line
    alike = rules.box_names.index(rules.layout.all_same_box)
    space = dice_space(rules.dice_count)
    extra = sheet_points(sheet).extra_bonus
    totals = np.zeros(points.shape, dtype=np.int64)
    keys = np.full(points.shape, -1, dtype=np.int64)
    for row in np.flatnonzero(allowed.any(axis=1)):
        column, box = divmod(int(row), size)
        multiplier = rules.multipliers[column]
        scored = np.maximum(points[row], 0)
        before = sheet.upper_total(column + 1)
        reached = np.minimum(line, before + scored) if box < 6 else np.zeros_like(scored)
        bonus = rules.layout.upper_bonus * ((before < line) & (reached >= line)) if box < 6 else 0
        flag = (scored > 0) if box == alike else np.zeros_like(scored, dtype=bool)
        totals[row] = sheet.total + multiplier * (scored + bonus) + extra
        keys[row] = (row * (line + 1) + reached) * 2 + flag
    groups = []
    for key in np.unique(keys[allowed]):
        cells = allowed & (keys == key)
        row, throw = np.argwhere(cells)[0]
        successor = sheet.play(rules.box_keys[row], space.throw_dice(int(throw)))[0]
        groups.append((cells, successor))
    return totals, groups


def winning_decision(game: Game) -> Decision | None:
    """The hard player's decision when playing to win, or None where win-aware play does not
    apply."""
    found = winning_plan(game)
    if found is None or game.dice is None:
        return None
    model, plans = found
    space = model.space
    throw = space.throw_index(game.dice)
    options = game.options()
    rows = {box: game.rules.box_keys.index(box) for box in options}
    here = plans[game.rolls_left]
    best_box = max(options, key=lambda box: here[rows[box], throw])
    best_value = here[rows[best_box], throw]
    if not game.rolls_left:
        return Score(best_box)
    # The turn recursion, with each stage's own utilities of entering.
    worth = plans[0].max(axis=0)
    for left in range(1, game.rolls_left):
        rolled = best_proper_keep(space, keep_values(space, worth))
        worth = np.maximum(plans[left].max(axis=0), rolled)
    keeps = keep_values(space, worth)
    best_keep = None
    for kept in space.sub_keeps(counts_of(game.dice)):
        if sum(kept) < len(game.dice) and keeps[space.index[kept]] > best_value:
            best_keep, best_value = kept, keeps[space.index[kept]]
    if best_keep is None:
        return Score(best_box)
    return Keep(hold_mask(game.dice, game.held, best_keep))
