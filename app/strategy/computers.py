"""Computer players: easy, medium and hard, behind one interface.

A computer player looks at what anyone at the table can see (the game) and names its next
decision for the seat to move: hold these dice and roll, or enter a box. ``decision_actions``
turns a decision into the engine's actions, one by one, so a UI can pace them.

- Easy keeps the dice of its most frequent number (the higher number on a tie) and enters
  whatever pays most right now.
- Medium plans the rest of the turn: for every throw it finds the keep with the best expected
  points over the remaining rolls, weighing each box's points against a par for that box, but
  never looks beyond the turn (no upper bonus plan, no value of the sheet).
- Hard is the advisor: exact tables where they exist, the approximation elsewhere; in games of
  two or more players it plays to win (``winning.py``).
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from functools import lru_cache
from typing import Literal

import numpy as np
import numpy.typing as npt

from app.rules import Action, Game, GameOver, Roll, RollFirst, Ruleset

from .advisor import best_decision
from .decisions import Decision, Keep, Score, decision_actions, hold_mask
from .dicespace import counts_of, dice_space
from .scoresheet import column_tables
from .sheetpoints import NOT_ALLOWED, sheet_points
from .turn import keep_values, throw_values, turn_value
from .winning import winning_decision

Level = Literal["easy", "medium", "hard"]
LEVELS: tuple[Level, ...] = ("easy", "medium", "hard")
FloatArray = npt.NDArray[np.float64]


class ComputerPlayer(ABC):
    """One seat's computer opponent."""

    level: Level

    def __init__(self, rules: Ruleset, seed: int | None = None) -> None:
        self.rules = rules
        self.random = random.Random(seed)

    @abstractmethod
    def decide(self, game: Game) -> Decision:
        """The next decision for ``game.current``; raises ``RollFirst`` before the first roll."""

    def next_actions(self, game: Game) -> list[Action]:
        """The actions of the next step: a roll before the turn's first roll, else the decision's
        actions (see ``decision_actions``)."""
        if game.dice is None:
            return [Roll(game.current)]
        return decision_actions(game, self.decide(game))


def _require_roll(game: Game) -> None:
    if game.over:
        raise GameOver("the game is over: there is nothing to decide")
    if game.dice is None:
        raise RollFirst("roll before asking for a decision")


def _best_points(game: Game) -> Score:
    """Whatever pays most right now (sheet order breaks ties)."""
    options = game.options()
    best = max(options.values())
    return Score(next(box for box, points in options.items() if points == best))


class EasyPlayer(ComputerPlayer):
    level: Level = "easy"

    def decide(self, game: Game) -> Decision:
        _require_roll(game)
        assert game.dice is not None
        counts = counts_of(game.dice)
        face = max(range(6), key=lambda f: (counts[f], f)) + 1
        if game.rolls_left and counts[face - 1] < len(game.dice):
            return Keep(tuple(value == face for value in game.dice))
        return _best_points(game)


# --- medium ----------------------------------------------------------------------------------

MEDIUM_PAR_WEIGHT = 0.7
"""How much medium discounts a box's points by the box's par (0: raw points; 1: full par)."""


@lru_cache(maxsize=16)
def box_pars(rules: Ruleset) -> FloatArray:
    """Per box of a column: the expected points of a whole turn aimed at that box alone."""
    tables = column_tables(rules)
    aimed = turn_value(tables.space, tables.points.astype(np.float64), rules.rolls_per_turn)
    return np.asarray(aimed, dtype=np.float64)


class MediumPlayer(ComputerPlayer):
    """Best expected points over the rest of this turn, boxes weighed against their pars."""

    level: Level = "medium"

    def decide(self, game: Game) -> Decision:
        _require_roll(game)
        assert game.dice is not None
        space = dice_space(self.rules.dice_count)
        box_points = sheet_points(game.sheet)
        columns = len(self.rules.multipliers)
        pars = np.tile(box_pars(self.rules), columns)
        weights = np.repeat(
            np.array(self.rules.multipliers, dtype=np.float64), len(pars) // columns
        )
        utility = np.where(
            box_points.points == NOT_ALLOWED,
            -np.inf,
            weights[:, None] * (box_points.points - MEDIUM_PAR_WEIGHT * pars[:, None]),
        )
        final = utility.max(axis=0)
        throw = space.throw_index(game.dice)
        options = game.options()
        rows = {key: self.rules.box_keys.index(key) for key in options}
        best_box = max(options, key=lambda key: utility[rows[key], throw])
        if not game.rolls_left:
            return Score(best_box)
        stages = throw_values(space, final, game.rolls_left - 1)
        keeps = keep_values(space, stages[-1])
        rolled = counts_of(game.dice)
        best_keep, best_value = None, -np.inf
        for kept in space.sub_keeps(rolled):
            if sum(kept) < len(game.dice) and keeps[space.index[kept]] > best_value:
                best_keep, best_value = kept, float(keeps[space.index[kept]])
        if best_keep is None or best_value <= utility[rows[best_box], throw]:
            return Score(best_box)
        return Keep(hold_mask(game.dice, game.held, best_keep))


# --- hard ------------------------------------------------------------------------------------


class HardPlayer(ComputerPlayer):
    """The advisor's choice; in games of two or more it plays to win (see ``winning``)."""

    level: Level = "hard"

    def __init__(self, rules: Ruleset, seed: int | None = None, *, win_aware: bool = True) -> None:
        super().__init__(rules, seed)
        self.win_aware = win_aware

    def decide(self, game: Game) -> Decision:
        _require_roll(game)
        if self.win_aware and len(game.sheets) > 1 and len(game.active_seats) > 1:
            decision = winning_decision(game)
            if decision is not None:
                return decision
        return best_decision(game)


def computer_player(level: str, rules: Ruleset, *, seed: int | None = None) -> ComputerPlayer:
    """A computer player of ``level`` ("easy", "medium" or "hard") for ``rules``.

    ``seed`` makes any random tie-breaking repeatable. Hard prepares the rules on first use
    (call ``prepare`` beforehand off the UI thread)."""
    if level == "easy":
        return EasyPlayer(rules, seed)
    if level == "medium":
        return MediumPlayer(rules, seed)
    if level == "hard":
        return HardPlayer(rules, seed)
    raise ValueError(f"unknown level {level!r}; choose easy, medium or hard")
