"""Win chances: each player's chance to win a game of two to four from the current position.

Every player's final score is modelled as the points on the sheet plus a distribution of the
points still to come under the strategy's score-maximising play:

- a full sheet adds nothing;
- a player waiting for a turn with one free box adds the exact distribution of that last turn
  (``endgame``);
- otherwise a skewed distribution (a gamma, ``rounded_skewed``), rounded to whole points, with
  the mean, variance and third central moment of the points still to come: from the exact
  tables (``TurnModel.future_spread`` and ``future_third``: the solver's backward pass carries
  the second moment beside the mean, a pass of its own the third, see ``exact.third_moments``;
  rulesets without extra all-alike bonuses are taken as unskewed), for Triple the columns'
  tables taken as independent, for Maxi the model's value with the spread and the third
  moment measured in self-play (``maxi.LATE_GAME``).
  Where a computer's level is known and self-play measured how its points to come differ from
  the model's, the level's fit corrects the mean and the variance (``spreadfits``).

The player to move, once the dice are out, is valued from this very throw: the turn recursion
of ``turn`` runs on the mean and the second and third moments of every (box, throw) entry, so
the mean is the hint's expected final score and the spread the one of the play that follows.

A player's chance to win is the chance that their total is the highest, a tie for first shared
equally by everyone in it (so the chances add up to 1); the players are independent. A finished
game gives 1 to the winner (shared on a tie) and 0 to the others; a resigned player has 0.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from app.rules import Game, Sheet

from .dicespace import Counts, DiceSpace
from .endgame import last_box_distribution
from .preparing import model_for
from .spreadfits import NO_FIT, spread_fit
from .turn import Array, keep_values, proper_sub_keeps
from .turnmodels import TurnModel

FloatArray = npt.NDArray[np.float64]

SPAN = 7.0
"""A normal's support is cut this many standard deviations either side of its mean."""

LEAST_SKEW = 0.02
"""Below this skewness (third central moment over the variance to the power 1.5) the points
still to come are taken as normal."""

MOST_SKEW = 2.0
"""Skewness beyond this is cut back to it (a gamma of shape 1, the exponential): the cube-root
approximation of the gamma distribution function used here holds well up to there."""


def normal_cdf(x: FloatArray) -> FloatArray:
    """The standard normal distribution function (to about 1e-7)."""
    z = np.abs(x) / math.sqrt(2.0)
    t = 1.0 / (1.0 + 0.3275911 * z)
    poly = t * (
        0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))
    )
    erfc = poly * np.exp(-z * z)
    return np.asarray(np.where(x >= 0, 1.0 - 0.5 * erfc, 0.5 * erfc), dtype=np.float64)


@dataclass(frozen=True, slots=True)
class FinalScore:
    """One player's final score: ``total + k`` with chance ``chances[k]``."""

    total: int
    chances: FloatArray

    @property
    def top(self) -> int:
        return self.total + len(self.chances) - 1

    @property
    def mean(self) -> float:
        return self.total + float(np.arange(len(self.chances)) @ self.chances)


def rounded_normal(total: int, mean: float, variance: float) -> FinalScore:
    """A normal with ``mean`` and ``variance`` rounded to whole points, at least ``total``."""
    if variance <= 1e-9:
        points = max(0, round(mean - total))
        chances = np.zeros(points + 1)
        chances[points] = 1.0
        return FinalScore(total, chances)
    sd = math.sqrt(variance)
    first = max(total, math.floor(mean - SPAN * sd))
    last = max(first, math.ceil(mean + SPAN * sd))
    edges = (np.arange(first, last + 2, dtype=np.float64) - 0.5 - mean) / sd
    cdf = normal_cdf(edges)
    cdf[0], cdf[-1] = 0.0, 1.0
    chances = np.concatenate((np.zeros(first - total), np.diff(cdf)))
    return FinalScore(total, chances)


def gamma_cdf(g: FloatArray, shape: float) -> FloatArray:
    """The gamma distribution function of ``shape`` (scale 1) at ``g``, by the cube-root
    normal approximation (Wilson and Hilferty): to within a few thousandths from shape 1 on.
    Below 0 it is 0; the little mass the approximation leaves below 0 sits at 0."""
    cube = np.cbrt(np.maximum(g, 0.0) / shape)
    z = (cube - 1.0 + 1.0 / (9.0 * shape)) * (3.0 * math.sqrt(shape))
    return np.asarray(np.where(g < 0.0, 0.0, normal_cdf(z)), dtype=np.float64)


def rounded_skewed(total: int, mean: float, variance: float, third: float) -> FinalScore:
    """Like ``rounded_normal``, with the third central moment ``third`` as well: a gamma
    distribution (mirrored for a left skew) with this mean, variance and skewness, rounded to
    whole points, at least ``total``. The points still to come are skewed where big, rare
    scores are still to be had (an extra all-alike bonus of 100 is the main one): a normal with
    the right variance makes a trailing player's everyday comeback too likely and a big one
    too rare."""
    if variance <= 1e-9:
        return rounded_normal(total, mean, variance)
    sd = math.sqrt(variance)
    skew = third / (sd * variance)
    if abs(skew) < LEAST_SKEW or not math.isfinite(skew):
        return rounded_normal(total, mean, variance)
    sign = 1.0 if skew > 0 else -1.0
    skew = min(abs(skew), MOST_SKEW)
    shape = 4.0 / skew**2
    # Scaled so the gamma has the variance: X = mean + sign * sd * (G - shape) / sqrt(shape).
    scale = math.sqrt(shape) / sd
    long_side, short_side = SPAN * (1.0 + skew) * sd, min(SPAN * sd, sd * math.sqrt(shape))
    below, above = (short_side, long_side) if sign > 0 else (long_side, short_side)
    first = max(total, math.floor(mean - below))
    last = max(first, math.ceil(mean + above))
    edges = np.arange(first, last + 2, dtype=np.float64) - 0.5
    cdf = gamma_cdf(shape + sign * (edges - mean) * scale, shape)
    if sign < 0:
        cdf = 1.0 - cdf
    cdf[0], cdf[-1] = 0.0, 1.0
    chances = np.concatenate((np.zeros(first - total), np.maximum(np.diff(cdf), 0.0)))
    return FinalScore(total, chances)


def final_score(model: TurnModel, game: Game, seat: int, level: str | None = None) -> FinalScore:
    """The model of one player's final score in ``game`` (playing on, not resigned), who plays
    at computer ``level`` (None: as the hints and hard do; see ``spreadfits``)."""
    sheet = game.sheets[seat]
    rules = game.rules
    if sheet.is_full:
        return FinalScore(sheet.total, np.ones(1))
    if seat == game.current and game.dice is not None:
        mean, variance, third = turn_moments_now(model, game, level)
        return rounded_skewed(sheet.total, mean, variance, third)
    if seat == game.current:
        rolls = game.rolls_left
    else:
        rolls = rules.rolls_per_turn + game.saved_rolls[seat]
    found = between_turns(model, sheet, rolls, level)
    if found is not None:
        return found
    mean, variance = spread_of(model, sheet, rolls - rules.rolls_per_turn)
    return rounded_normal(sheet.total, sheet.total + mean, variance)


def between_turns(
    model: TurnModel, sheet: Sheet, rolls: int, level: str | None = None
) -> FinalScore | None:
    """The model of a sheet's final score before a turn of ``rolls`` rolls (saved ones
    included), its player playing at computer ``level`` (None: as hard does): exact for a full
    sheet and for one box left, else a rounded skewed distribution (``rounded_skewed``) with
    the model's mean, variance and third moment, corrected by the level's fit; None where the
    model knows no spread. The win chances and win-aware play both value sheets by it.

    Remembered per (model, sheet, rolls, level): a game's history, the win-aware turn and the
    table's strip ask again and again about the same sheets (everyone's but the mover's stays
    as it was for a whole round). The answer's ``chances`` are shared, so read-only."""
    return _between_turns(model, sheet, rolls, level)


def clear_caches() -> None:
    """Forget every remembered sheet (for benchmarks: the next call does all the work)."""
    _between_turns.cache_clear()


@lru_cache(maxsize=8192)
def _between_turns(
    model: TurnModel, sheet: Sheet, rolls: int, level: str | None
) -> FinalScore | None:
    found = _work_out_between_turns(model, sheet, rolls, level)
    if found is not None and found.chances.flags.writeable:
        found.chances.setflags(write=False)
    return found


def _work_out_between_turns(
    model: TurnModel, sheet: Sheet, rolls: int, level: str | None
) -> FinalScore | None:
    if sheet.is_full:
        return FinalScore(sheet.total, np.ones(1))
    rules = model.rules
    if len(sheet.free_boxes) == 1:
        return FinalScore(sheet.total, last_box_distribution(model, sheet, rolls))
    spread = model.future_spread(sheet, rolls - rules.rolls_per_turn)
    if spread is None:
        return None
    mean, variance = spread
    third = model.future_third(sheet, rolls - rules.rolls_per_turn)
    intercept, slope, factor, skew = spread_fit(rules, len(sheet.free_boxes), level)
    return rounded_skewed(
        sheet.total, sheet.total + intercept + slope * mean, variance * factor, third * skew
    )


def spread_of(model: TurnModel, sheet: Sheet, saved: int = 0) -> tuple[float, float]:
    """Mean and variance of the points still to come from ``sheet`` between turns."""
    spread = model.future_spread(sheet, saved)
    if spread is None:
        # No model here knows no spread; a plain guess keeps the chances defined all the same.
        rest = model.sheet_value(sheet) - sheet.total
        return rest, max(1.0, rest) * 10.0
    return spread


def turn_moments_now(
    model: TurnModel, game: Game, level: str | None = None
) -> tuple[float, float, float]:
    """Mean, variance and third central moment of the final score of the player to move, the
    dice out, when the rest of the turn is played for the best mean and the rest of the game
    as ``level`` plays (see ``between_turns``)."""
    assert game.dice is not None
    means, seconds, thirds = _throw_moments(model, game, game.rolls_left, level)
    throw = model.space.throw_index(game.dice)
    mean, second = float(means[throw]), float(seconds[throw])
    reference = float(game.sheet.total)
    return reference + mean, max(0.0, second - mean**2), _central_third(mean, second, thirds[throw])


def _central_third(mean: float, second: float, third: float) -> float:
    """The third central moment from the mean and the second and third raw moments."""
    return float(third) - 3.0 * mean * second + 2.0 * mean**3


def _throw_moments(
    model: TurnModel, game: Game, rolls_left: int, level: str | None = None
) -> tuple[Array, Array, Array]:
    """For the player to move: the mean and the second and third raw moments of the points
    still to come from every throw with ``rolls_left`` rolls left, under score-maximising
    play."""
    sheet = game.sheet
    space = model.space
    values = model.box_values(sheet)
    allowed = np.isfinite(values.expected)
    expected = np.where(allowed, values.expected, -np.inf)
    found = model.entry_spread(sheet)
    skew = model.entry_third(sheet)
    third = np.zeros(expected.shape) if skew is None else skew
    if found is None:  # a model without spreads: the turn's own spread only
        variance = np.zeros(expected.shape)
    else:
        shift, variance = found
        expected += shift
        free = len(sheet.free_boxes)
        intercept, slope, factor, skewing = spread_fit(game.rules, free - 1, level)
        if (intercept, slope, factor, skewing) != NO_FIT:
            # The fit's slope applies to the model's mean after the entry, taken here as the
            # mean now less one box's share of it (the same for every entry: the fit moves
            # the level's whole distribution, not one choice against another).
            now = model.future_spread(sheet)
            after = 0.0 if now is None else now[0] * (free - 1) / free
            expected += intercept + (slope - 1.0) * after
            variance = variance * factor
            third = third * skewing
    reference = float(sheet.total)
    best = np.argmax(expected, axis=0)
    columns = np.arange(space.throws)
    final = expected[best, columns] - reference
    entry_variance = variance[best, columns]
    final_second = final**2 + entry_variance
    final_third = final**3 + 3 * final * entry_variance + third[best, columns]
    saved = model.saved_roll_value(sheet) if game.rules.saves_rolls else 0.0
    means, seconds, thirds = final, final_second, final_third
    # A model that knows no skew (``yatzy``) is valued without one between turns: its turns
    # carry none either (and the third keep product is saved).
    carry = skew is not None
    for left in range(1, rolls_left + 1):
        kept_seconds = keep_values(space, seconds)
        rolled, rolled_second, rolled_third = _best_keep(
            space,
            keep_values(space, means),
            kept_seconds,
            keep_values(space, thirds) if carry else kept_seconds,
        )
        bonus = saved * left
        entered = final + bonus
        entered_second = final_second + 2 * bonus * final + bonus**2
        entered_third = final_third + 3 * bonus * final_second + 3 * bonus**2 * final + bonus**3
        better = rolled > entered
        means = np.where(better, rolled, entered)
        seconds = np.where(better, rolled_second, entered_second)
        thirds = np.where(better, rolled_third, entered_third)
    if not carry:  # the raw third moment of a distribution without skew
        thirds = means**3 + 3 * means * (seconds - means**2)
    return means, seconds, thirds


_kept_last: tuple[Game, Array, Array, Array] | None = None
"""The last game ``kept_score`` was asked about, with every keep's three moments (a review asks
for two keeps of one position)."""


def kept_score(model: TurnModel, game: Game, kept: Counts) -> FinalScore:
    """The final score of the player to move after keeping the multiset ``kept`` (counts per
    face) and rolling the rest, score-maximising play on (``game`` must have rolls left)."""
    global _kept_last  # noqa: PLW0603 (one position remembered)
    last = _kept_last  # read once: other threads may replace it meanwhile
    if last is None or last[0] is not game:
        means, seconds, thirds = _throw_moments(model, game, game.rolls_left - 1)
        space = model.space
        keeps = keep_values(space, means), keep_values(space, seconds)
        last = (game, *keeps, keep_values(space, thirds))
        _kept_last = last
    at = model.space.index[kept]
    mean, second = float(last[1][at]), float(last[2][at])
    total = game.sheet.total
    third = _central_third(mean, second, float(last[3][at]))
    return rounded_skewed(total, total + mean, max(0.0, second - mean**2), third)


def entered_score(model: TurnModel, game: Game, box: str) -> FinalScore:
    """The final score of the player to move after entering the dice in ``box`` now."""
    assert game.dice is not None
    rules = game.rules
    after = game.sheet.play(box, game.dice)[0]
    rolls = rules.rolls_per_turn + (game.rolls_left if rules.saves_rolls else 0)
    found = between_turns(model, after, rolls)
    if found is not None:
        return found
    mean, variance = spread_of(model, after, rolls - rules.rolls_per_turn)
    return rounded_normal(after.total, after.total + mean, variance)


def beat_chance(opponents: list[FinalScore], size: int) -> FloatArray:
    """``result[z]``: the chance that a final score of ``z`` wins against every opponent, a tie
    for first shared equally by everyone in it, for ``z`` below ``size``."""
    # With independent opponents, the share at z is the integral over x in [0, 1] of the
    # product of (chance below z + x * chance of exactly z): a polynomial, one degree each.
    poly = np.zeros((len(opponents) + 1, size))
    poly[0] = 1.0
    for degree, other in enumerate(opponents):
        at = np.zeros(size + 1)
        first = min(max(other.total, 0), size)
        last = min(other.top + 1, size)
        at[first:last] = other.chances[: last - first]
        below = np.concatenate(([0.0], np.cumsum(at)[:-1]))[:size]
        poly[1 : degree + 2] = poly[1 : degree + 2] * below + poly[: degree + 1] * at[:size]
        poly[0] *= below
    shares = 1.0 / np.arange(1, len(opponents) + 2)[:, None]
    return np.asarray((poly * shares).sum(axis=0), dtype=np.float64)


def opponents_of(model: TurnModel, game: Game) -> list[FinalScore]:
    """The final scores of everyone still playing but the player to move."""
    return [final_score(model, game, s) for s in game.active_seats if s != game.current]


def chance_against(own: FinalScore, opponents: list[FinalScore]) -> float:
    """The chance that ``own`` wins against ``opponents`` (a tie for first shared)."""
    if not opponents:
        return 1.0
    size = max(o.top for o in opponents) + 2
    beats = np.concatenate((beat_chance(opponents, size), np.ones(max(0, own.top + 1 - size))))
    return float(beats[own.total : own.top + 1] @ own.chances)


def _best_keep(
    space: DiceSpace, keeps: Array, seconds: Array, thirds: Array
) -> tuple[Array, Array, Array]:
    """For one position: each throw's best keep that rolls a die (``best_proper_keep``) and
    the second and third moments that go with it, by one gather over every proper keep."""
    subs = proper_sub_keeps(space.dice)
    best = subs[np.arange(space.throws), keeps[subs].argmax(axis=1)]
    return keeps[best], seconds[best], thirds[best]


def chances_of(scores: list[FinalScore]) -> FloatArray:
    """Each score's chance of being the highest, a tie for first shared equally."""
    count = len(scores)
    if count == 1:
        return np.ones(1)
    low = min(s.total for s in scores)
    high = max(s.top for s in scores)
    size = high - low + 1
    mass = np.zeros((count, size))
    for i, score in enumerate(scores):
        start = score.total - low
        mass[i, start : start + len(score.chances)] = score.chances
    mass /= mass.sum(axis=1, keepdims=True)
    below = np.cumsum(mass, axis=1) - mass  # chance of less than z
    result = np.zeros(count)
    for i in range(count):
        # The chance of exactly t opponents tied at z and none above, as a polynomial in x
        # whose coefficient t goes with a share of 1 / (t + 1): its integral over [0, 1]. Each
        # opponent j multiplies it by (below_j + x mass_j); one array per coefficient.
        poly = [np.ones(size)]
        for j in range(count):
            if j == i:
                continue
            grown = [poly[0] * below[j]]
            grown += [poly[k] * below[j] + poly[k - 1] * mass[j] for k in range(1, len(poly))]
            grown.append(poly[-1] * mass[j])
            poly = grown
        integral = poly[0] * 1.0
        for k in range(1, len(poly)):
            integral = integral + poly[k] * (1.0 / (k + 1))
        result[i] = float(mass[i] @ integral)
    return np.asarray(result / result.sum(), dtype=np.float64)


def win_chances(game: Game, levels: Sequence[str | None] | None = None) -> tuple[float, ...]:
    """Each seat's chance to win ``game`` from where it stands (one per seat, summing to 1;
    0 for a resigned seat; 1 in a solo game). ``levels`` names each seat's computer level
    where it is known (None for a person: valued as hard plays), so that a computer's points
    to come take its level's spread (``spreadfits``)."""
    seats = game.player_count
    result = [0.0] * seats
    active = game.active_seats
    if not active:
        return tuple(result)
    if game.over or len(active) == 1:
        totals = {seat: game.sheets[seat].total for seat in active}
        best = max(totals.values())
        winners = [seat for seat, total in totals.items() if total == best]
        for seat in winners:
            result[seat] = 1.0 / len(winners)
        return tuple(result)
    model = model_for(game.rules)
    scores = [final_score(model, game, seat, levels[seat] if levels else None) for seat in active]
    for seat, chance in zip(active, chances_of(scores), strict=True):
        result[seat] = float(chance)
    return tuple(result)
