"""Two-step entry: which click marks, which enters, which strikes."""

from __future__ import annotations

import pytest

from app.rules import Game, preset
from app.ui.table.entry import Step, click_box

from ..helpers import rolled

SIXES = (6, 6, 6, 2, 3)


def game_with_rolls(rolls: int) -> Game:
    game = Game.new(preset("official"))
    game = rolled(game, *SIXES)
    while game.rolls_left > 3 - rolls:
        game = game.hold(0).game.hold(1).game.hold(2).game
        game = rolled(game, 2, 3)
    return game


@pytest.mark.parametrize(
    ("rolls_used", "box", "marked", "confirm_every", "expected"),
    [
        # rolls left: every entry asks first, the second click enters
        (1, "sixes", None, False, Step.MARK),
        (1, "sixes", "sixes", False, Step.ENTER),
        (1, "sixes", "chance", False, Step.MARK),
        # after the last roll a box with points goes in at once ...
        (3, "sixes", None, False, Step.ENTER),
        # ... unless every entry should ask
        (3, "sixes", None, True, Step.MARK),
        (3, "sixes", "sixes", True, Step.ENTER),
        # a strike always asks
        (3, "ones", None, False, Step.MARK),
        (3, "ones", "ones", False, Step.STRIKE),
        (1, "large_straight", None, False, Step.MARK),
        (1, "large_straight", "large_straight", False, Step.STRIKE),
        # not a box these dice may go in: the engine says why
        (1, "no_such_box", None, False, Step.ASK_ENGINE),
    ],
)
def test_click_steps(
    rolls_used: int, box: str, marked: str | None, confirm_every: bool, expected: Step
) -> None:
    game = game_with_rolls(rolls_used)
    assert game.rolls_used == rolls_used
    assert click_box(game, box, marked, confirm_every).step is expected


def test_a_mark_carries_the_points_the_engine_gives() -> None:
    step = click_box(game_with_rolls(1), "sixes", None, False)
    assert (step.box, step.points) == ("sixes", 18)


def test_before_the_first_roll_the_engine_is_asked() -> None:
    assert click_box(Game.new(preset("official")), "chance", None, False).step is Step.ASK_ENGINE


def test_a_filled_box_is_passed_to_the_engine() -> None:
    game = rolled(Game.new(preset("official")), *SIXES).enter("sixes").game
    game = rolled(game, *SIXES)
    assert click_box(game, "sixes", None, False).step is Step.ASK_ENGINE
