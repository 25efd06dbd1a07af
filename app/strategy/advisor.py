"""The advisor: for the player to move, every keep and the best boxes, each with the final score
to expect. It is what the hints show, what the turn clock enters and what the hard computer plays.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import numpy as np
import numpy.typing as npt

from app.rules import Game, GameOver, RollFirst, Ruleset

from .decisions import Keep, Score, hold_mask
from .dicespace import hold_masks, throw_keeps
from .preparing import model_for
from .turnmodels import TurnModel


@dataclass(frozen=True, slots=True)
class KeepChoice:
    """Hold these dice and roll the others."""

    held: tuple[bool, ...]
    """Per die index of ``game.dice``: True = keep it."""
    expected: float
    """The expected final score of the player's sheet after this keep (and best play on)."""

    def to_dict(self) -> dict[str, object]:
        return {"held": list(self.held), "expected": self.expected}


@dataclass(frozen=True, slots=True)
class BoxChoice:
    """Enter the dice in a box now."""

    box: str
    """A key of ``game.options()``."""
    points: int
    """What the box scores now (0: a strike)."""
    expected: float
    """The expected final score of the player's sheet after entering here."""

    def to_dict(self) -> dict[str, object]:
        return {"box": self.box, "points": self.points, "expected": self.expected}


@dataclass(frozen=True, slots=True)
class Advice:
    """The advisor's answer for the player to move."""

    keeps: tuple[KeepChoice, ...]
    """Every distinct keep that rolls at least one die, best first; empty with no rolls left."""
    boxes: tuple[BoxChoice, ...]
    """Up to three boxes, the best for the whole game first."""
    strike: BoxChoice | None
    """The best box to enter 0 in, if any box scores 0 for these dice."""
    exact: bool
    """True where the values are the exact optimum, False for an approximation."""

    @property
    def best_keep(self) -> KeepChoice | None:
        return self.keeps[0] if self.keeps else None

    @property
    def should_roll(self) -> bool:
        """Whether rolling again (with the best keep) beats entering the best box now."""
        return bool(self.keeps) and self.keeps[0].expected > self.boxes[0].expected + 1e-9

    def to_dict(self) -> dict[str, object]:
        return {
            "keeps": [keep.to_dict() for keep in self.keeps],
            "boxes": [box.to_dict() for box in self.boxes],
            "strike": self.strike.to_dict() if self.strike else None,
            "exact": self.exact,
        }


# --- advising --------------------------------------------------------------------------------


def advise(game: Game) -> Advice:
    """The advice for ``game.current``; raises ``RollFirst`` before the turn's first roll and
    ``GameOver`` once the game has ended.

    Prepares the rules first if needed (which may take seconds); pure once prepared."""
    if game.over:
        raise GameOver("the game is over: there is nothing to advise")
    if game.dice is None:
        raise RollFirst("there is nothing to advise before the turn's first roll")
    return advice_from(model_for(game.rules), game)


def advice_from(model: TurnModel, game: Game) -> Advice:
    """``advise`` with a given model (``game`` must have dice)."""
    assert game.dice is not None
    dice, rolls_left = game.dice, game.rolls_left
    throw = model.space.throw_index(dice)
    boxes, strike = _best_boxes(model, game, throw)

    keeps: tuple[KeepChoice, ...] = ()
    if rolls_left > 0:
        found = throw_keeps(model.space.dice)[throw]
        worth = model.keeps(game.sheet, rolls_left)[found.index]
        # Best first; among equals the keep holding more dice, then sub_keeps order (a stable
        # sort, as the list of every keep was sorted before).
        ranked = np.lexsort((-found.sizes, -worth))
        held = hold_masks(dice, game.held, found.counts[ranked])
        keeps = tuple(map(KeepChoice, held, worth[ranked].tolist()))
    return Advice(keeps, boxes, strike, model.exact)


def _best_boxes(
    model: TurnModel, game: Game, throw: int
) -> tuple[tuple[BoxChoice, ...], BoxChoice | None]:
    """The three best boxes for the throw (the best expected final score first, sheet order
    among equals) and the best box to strike, if any: only those become choices."""
    values = model.box_values(game.sheet)
    # ``BoxValues.column``'s additions, element by element, then the saved rolls' worth.
    column = values.entered[:, throw] + values.box_points.extra_bonus[throw]
    if game.rules.saves_rolls:
        column += model.saved_roll_value(game.sheet) * game.rolls_left
    options = game.options()
    keys = tuple(options)
    at, rows = _option_places(game.rules, values.box_points.rows, keys)
    expected = column[at]
    # Sorted by (-expected, sheet order): ``lexsort``'s last key first, and the options come
    # in sheet order, which the stable sort keeps among equals.
    ranked = np.lexsort((rows, -expected)).tolist()
    worth = expected.tolist()
    points = list(options.values())
    boxes = tuple(BoxChoice(keys[i], points[i], worth[i]) for i in ranked[:3])
    zero = next((i for i in ranked if points[i] == 0), None)
    strike = None if zero is None else BoxChoice(keys[zero], 0, worth[zero])
    return boxes, strike


@lru_cache(maxsize=8192)
def _option_places(
    rules: Ruleset, rows: tuple[int, ...], keys: tuple[str, ...]
) -> tuple[npt.NDArray[np.int64], npt.NDArray[np.int64]]:
    """For the options ``keys``: where each one's box is among ``rows`` (the boxes some throw
    may go in), and its sheet row."""
    index = rules.box_index
    found = [_row(index(key)) for key in keys]
    place = {row: i for i, row in enumerate(rows)}
    at = np.array([place[row] for row in found], dtype=np.int64)
    sheet_rows = np.array(found, dtype=np.int64)
    for array in (at, sheet_rows):
        array.setflags(write=False)
    return at, sheet_rows


def best_decision(game: Game) -> Keep | Score:
    """What ``advise(game)`` advises, without the rest of the advice (the hard player): roll with
    its best keep where ``should_roll``, else its first box. Decides exactly alike."""
    if game.over:
        raise GameOver("the game is over: there is nothing to advise")
    if game.dice is None:
        raise RollFirst("there is nothing to advise before the turn's first roll")
    model = model_for(game.rules)
    dice, sheet, rolls_left = game.dice, game.sheet, game.rolls_left
    throw = model.space.throw_index(dice)
    values, turn = model.sheet_tables(sheet)
    rows = values.box_points.rows
    # The first box of the advice: the best expected score, the first in sheet order on a tie
    # (the rows are in sheet order). The same additions as ``_best_boxes`` makes, element by
    # element; a box this throw may not go in is -inf there, below any box it may.
    expected = values.entered[:, throw] + values.box_points.extra_bonus[throw]
    if game.rules.saves_rolls:
        expected += model.saved_roll_value(sheet) * rolls_left
    # Plain floats from here on: the same numbers, compared alike, in a fraction of the time
    # numpy takes for a few dozen of them; ``index`` finds the first of equals.
    column = expected.tolist()
    best = max(column)
    box = game.rules.box_keys[rows[column.index(best)]]
    if rolls_left > 0:
        found = throw_keeps(model.space.dice)[throw]
        worth = turn.keeps(rolls_left)[found.index]
        listed = worth.tolist()
        top = max(listed)
        if top > best + 1e-9:
            if listed.count(top) == 1:
                first = listed.index(top)
            else:
                first = int(np.lexsort((-found.sizes, -worth))[0])
            return Keep(hold_mask(dice, game.held, found.kept[first]))
    return Score(box)


def _row(row: int | None) -> int:
    assert row is not None
    return row


def clock_choice(game: Game) -> str:
    """The box entered for the player when the turn clock runs out: the advisor's first box."""
    return advise(game).boxes[0].box
