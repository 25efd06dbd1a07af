"""Win-aware play: in games of two to four, the chance to win after each choice of a turn.

``turn_chances(game)`` is the one function both the hints and the win-aware hard computer use:
for the player to move, the dice out, every allowed box and every keep with its chance to win
and its expected final score. The hard computer plays its ``for_win`` choice; the hints show it
beside the ``for_points`` choice (the advisor's) where the two differ. The hints are told the
opponents' computer levels where the table knows them (``levels``), so that a medium opponent's
points to come are those of medium (``spreadfits``); the hard computer values every opponent as
it plays itself, the best a player can do.

Every player's final score is modelled as in ``winchance.between_turns``: the points on the
sheet plus the points still to come under score-maximising play (nothing for a full sheet, the
exact last-turn distribution for one box left, else a rounded skewed distribution with the
model's mean, variance and third moment). For the player to move, every way of ending this turn
(a throw entered in a box, with so many rolls left) leads to a known sheet, so to a known
distribution of the own final score; its chance of beating every opponent (a tie for first
shared equally) is a sum over that distribution. The turn itself, keeps over the remaining rolls
included, is then solved exactly for the expected chance of winning by the common turn
recursion. A tiny share of the expected score breaks ties, so that a game already decided is
still played for points.

This applies in the player's last ``WIN_AWARE_BOXES`` turns. Earlier hard maximises its score,
which is also what maximises its chances while the end is far away.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt
from numpy.lib.stride_tricks import sliding_window_view

from app.rules import Game, Sheet

from .advisor import best_decision
from .decisions import Decision, Keep, Score, hold_mask
from .dicespace import DiceSpace, counts_of, dice_space
from .preparing import model_for
from .sheetpoints import sheet_points
from .turn import Array, keep_values, proper_sub_keeps
from .turnmodels import BoxValues, TurnModel
from .winchance import beat_chance, between_turns, win_chances

FloatArray = npt.NDArray[np.float64]
IntArray = npt.NDArray[np.int64]

SCORE_WEIGHT = 1e-7
"""Weight of the expected final score next to the win probability (it only breaks ties)."""
UTILITY_DECIMALS = 12
"""Utilities are compared rounded to this many decimals: choices that are equal in truth (the
same chance, expected scores an ulp apart) then tie exactly and the first of them wins, instead
of whichever the last bits of the machine's sums favour (they differ between AVX2 and AVX-512)."""
WIN_AWARE_BOXES = 5
"""Win-aware play starts when the player has this many boxes left: earlier, the choice that
wins most and the one that scores most nearly always coincide."""


@dataclass(frozen=True, slots=True)
class Option:
    """One choice after a roll, with what it leads to."""

    decision: Decision
    chance: float
    """The chance to win after this choice (win-aware play for the rest of the turn)."""
    expected: float
    """The expected final score after this choice (score-maximising play on)."""


@dataclass(frozen=True, slots=True)
class TurnChances:
    """For the player to move: every allowed box and every keep that rolls a die."""

    options: tuple[Option, ...]
    for_win: Option
    """The choice with the best chance to win (the win-aware hard computer's)."""
    for_points: Option
    """The choice with the best expected score (the advisor's, the plain hard computer's)."""

    @property
    def differ(self) -> bool:
        return self.for_win is not self.for_points

    @property
    def points_given_up(self) -> float:
        """Expected points the choice for the win gives up against the one for points."""
        return max(0.0, self.for_points.expected - self.for_win.expected)


@dataclass(frozen=True, slots=True)
class _Plan:
    """Per number of rolls left when entering (0 to ``game.rolls_left``), for every
    (box, throw): the chance to win, and the utility the choice is made by."""

    model: TurnModel
    chances: list[FloatArray]
    utilities: list[FloatArray]


def _plan(game: Game, levels: Levels) -> _Plan | None:
    model = model_for(game.rules)
    sheet = game.sheet
    if game.dice is None or game.over or len(sheet.free_boxes) > WIN_AWARE_BOXES:
        return None
    rules = game.rules
    others = tuple(
        (game.sheets[seat], rules.rolls_per_turn + game.saved_rolls[seat], levels[seat])
        for seat in game.active_seats
        if seat != game.current
    )
    if not others:
        return None
    # Nothing here depends on the dice: every roll of a turn shares its stages.
    stages = range(game.rolls_left + 1) if rules.saves_rolls else range(1)
    chances, utilities = [], []
    for left in stages:
        stage = _stage(model, sheet, others, left)
        if stage is None:
            return None
        chances.append(stage[0])
        utilities.append(stage[1])
    while len(chances) <= game.rolls_left:
        chances.append(chances[0])
        utilities.append(utilities[0])
    return _Plan(model, chances, utilities)


_Others = tuple[tuple[Sheet, int, str | None], ...]
"""The opponents still playing: each one's sheet, the rolls of their next turn and the computer
level they play at (None: as hard, and people)."""

Levels = tuple[str | None, ...]
"""One computer level per seat (None for a person or where it is not known)."""


@dataclass(frozen=True, slots=True)
class _Entries:
    """What a turn's stages share: the box values, the totals and successor sheets of every
    (box, throw), and the chance that each final score beats every opponent."""

    values: BoxValues
    allowed: npt.NDArray[np.bool_]
    totals: IntArray
    successors: list[tuple[npt.NDArray[np.bool_], Sheet]]
    beats: FloatArray
    size: int


@lru_cache(maxsize=64)
def _entries_against(model: TurnModel, sheet: Sheet, others: _Others) -> _Entries | None:
    opponents = []
    for other_sheet, rolls, level in others:
        other = between_turns(model, other_sheet, rolls, level)
        if other is None:
            return None
        opponents.append(other)
    values = model.box_values(sheet)
    allowed = np.isfinite(values.expected)
    totals, successors = entries(sheet, values.points, allowed)
    size = max(o.top for o in opponents) + 2
    beats = beat_chance(opponents, size)
    return _Entries(values, allowed, totals, successors, beats, size)


@lru_cache(maxsize=256)
def _stage(
    model: TurnModel, sheet: Sheet, others: _Others, left: int
) -> tuple[FloatArray, FloatArray] | None:
    """For entering with ``left`` rolls left (0 where rolls are not saved), every (box,
    throw)'s chance to win and the utility the choice is made by (shared: read-only)."""
    found = _entries_against(model, sheet, others)
    if found is None:
        return None
    rules = model.rules
    values, allowed, beats, size = found.values, found.allowed, found.beats, found.size
    saved = model.saved_roll_value(sheet) if rules.saves_rolls else 0.0
    rolls = rules.rolls_per_turn + (left if rules.saves_rolls else 0)
    futures = []
    for _cells, successor in found.successors:
        future = between_turns(model, successor, rolls)
        if future is None:
            return None
        futures.append(future)
    chance = np.zeros(values.expected.shape)
    padded = beats
    for (cells, _successor), future in zip(found.successors, futures, strict=True):
        # The chance of a total reached plus every gain to come, for every cell: taken once per
        # distinct total instead, the product's rows came out an ulp apart now and then (BLAS
        # blocks rows by count), which broke exact ties differently. A cell's row is the run of
        # ``padded`` from its total on, so the matrix is copied out of a window view row by row
        # (the same matrix as gathering every element by index, several times faster).
        reached = found.totals[cells]
        assert int(reached.min()) >= 0  # (no box scores below nothing)
        width = len(future.chances)
        top = int(reached.max()) + width
        if top > len(padded):
            padded = np.concatenate((beats, np.ones(top - size)))
        chance[cells] = sliding_window_view(padded, width)[reached] @ future.chances
    expected = values.expected + saved * left
    chances = np.where(allowed, chance, 0.0)
    utilities = _settled(np.where(allowed, chance + SCORE_WEIGHT * expected, -np.inf))
    chances.setflags(write=False)
    utilities.setflags(write=False)
    return chances, utilities


def clear_caches() -> None:
    """Forget every remembered turn (for benchmarks: the next call does all the work)."""
    global _last  # noqa: PLW0603
    _last = None
    _stage.cache_clear()
    _entries_against.cache_clear()


def _settled(utilities: Array) -> FloatArray:
    """``utilities`` rounded for comparing (``UTILITY_DECIMALS``)."""
    return np.round(utilities, UTILITY_DECIMALS).astype(np.float64, copy=False)


def _keep_worth(space: DiceSpace, plan: _Plan, rolls_left: int) -> tuple[Array, Array]:
    """The turn recursion on the plan: what every keep is worth (utility, chance to win) when
    rolled with ``rolls_left`` rolls left, the rest of the turn played for the best utility."""
    columns = np.arange(space.throws)
    best = plan.utilities[0].argmax(axis=0)
    worth, chance = plan.utilities[0][best, columns], plan.chances[0][best, columns]
    subs = proper_sub_keeps(space.dice)
    for left in range(1, rolls_left):
        keeps, keep_chances = _settled(keep_values(space, worth)), keep_values(space, chance)
        kept = subs[columns, keeps[subs].argmax(axis=1)]
        rolled, rolled_chance = keeps[kept], keep_chances[kept]
        box = plan.utilities[left].argmax(axis=0)
        entered = plan.utilities[left][box, columns]
        better = rolled > entered
        worth = np.where(better, rolled, entered)
        chance = np.where(better, rolled_chance, plan.chances[left][box, columns])
    return _settled(keep_values(space, worth)), keep_values(space, chance)


_last: tuple[Game, Levels, TurnChances | None] | None = None
"""The last game asked, the levels it was told and its answer (the table's strip and its hints
ask for the same)."""


def turn_chances(game: Game, levels: Sequence[str | None] | None = None) -> TurnChances | None:
    """Every choice of the player to move with its chance to win, in a game of two to four
    after a roll, the opponents valued at their computer ``levels`` (one per seat; None or
    missing: as hard plays); None where win-aware play does not apply (earlier than the last
    ``WIN_AWARE_BOXES`` turns, alone at the table, or where the model knows no spread)."""
    global _last  # noqa: PLW0603 (one answer remembered, for the table asking twice)
    known = _levels(game, levels)
    last = _last  # read once: other threads may replace it meanwhile
    if last is not None and last[0] is game and last[1] == known:
        return last[2]
    found = _turn_chances(game, known)
    _last = (game, known, found)
    return found


def _levels(game: Game, levels: Sequence[str | None] | None) -> Levels:
    """One level per seat; hard is None, as people and seats of no known level (valued alike,
    so they share the remembered stages)."""
    if levels is None or len(levels) != game.player_count:
        return (None,) * game.player_count
    return tuple(None if level == "hard" else level for level in levels)


def live_chances(game: Game, levels: Sequence[str | None] | None = None) -> tuple[float, ...]:
    """``winchance.win_chances`` (told the seats' computer ``levels`` where known), but where
    win-aware play applies the player to move is valued by the best chance any choice gives
    (``turn_chances``: the hints' figure), the others sharing the rest as they would have: the
    table's strip agrees with its hints."""
    chances = list(win_chances(game, levels))
    found = turn_chances(game, levels) if not game.over else None
    if found is None:
        return tuple(chances)
    mover = game.current
    rest = found.for_win.chance
    others = [s for s in game.active_seats if s != mover]
    share = sum(chances[s] for s in others)
    for seat in others:
        part = chances[seat] / share if share > 0 else 1.0 / len(others)
        chances[seat] = (1.0 - rest) * part
    chances[mover] = rest
    return tuple(chances)


def _turn_chances(game: Game, levels: Levels) -> TurnChances | None:
    plan = _plan(game, levels)
    if plan is None or game.dice is None:
        return None
    model, space, sheet = plan.model, plan.model.space, game.sheet
    throw = space.throw_index(game.dice)
    rules = game.rules
    values = model.box_values(sheet)
    saved = model.saved_roll_value(sheet) * game.rolls_left if rules.saves_rolls else 0.0
    here, utility = plan.chances[game.rolls_left], plan.utilities[game.rolls_left]
    options: list[tuple[float, Option]] = []
    for box in game.options():
        row = rules.box_keys.index(box)
        expected = float(values.expected[row, throw]) + saved
        option = Option(Score(box), float(here[row, throw]), expected)
        options.append((float(utility[row, throw]), option))
    if game.rolls_left:
        worth, chance = _keep_worth(space, plan, game.rolls_left)
        expected_keeps = model.keeps(sheet, game.rolls_left)
        for kept in space.sub_keeps(counts_of(game.dice)):
            if sum(kept) < len(game.dice):
                at = space.index[kept]
                held = hold_mask(game.dice, game.held, kept)
                option = Option(Keep(held), float(chance[at]), float(expected_keeps[at]))
                options.append((float(worth[at]), option))
    # The first of equals wins: the boxes in sheet order, then the keeps.
    best = max(range(len(options)), key=lambda i: (options[i][0], -i))
    for_win = options[best][1]
    scored = best_decision(game)
    for_points = next(o for _, o in options if _same(o.decision, scored, game.dice))
    if _same(for_win.decision, for_points.decision, game.dice):
        for_win = for_points
    return TurnChances(tuple(o for _, o in options), for_win, for_points)


def _same(one: Decision, other: Decision, dice: tuple[int, ...]) -> bool:
    """The same choice: the same box, or keeps of the same dice (whichever of equal dice)."""
    if isinstance(one, Keep) and isinstance(other, Keep):
        return _kept(dice, one.held) == _kept(dice, other.held)
    return one == other


def _kept(dice: tuple[int, ...], held: tuple[bool, ...]) -> tuple[int, ...]:
    return tuple(sorted(v for v, h in zip(dice, held, strict=True) if h))


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
    """The hard player's decision when playing to win (``turn_chances``'s ``for_win``), or None
    where win-aware play does not apply."""
    found = turn_chances(game)
    return None if found is None else found.for_win.decision
