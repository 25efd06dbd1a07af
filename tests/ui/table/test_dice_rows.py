"""Dice rows: values, kept dice, tumble counters and resting places."""

from __future__ import annotations

from app.rules import Game, Rolled, preset
from app.ui.table.dice import count_throws, derive_dice, resting_place

from ..helpers import rolled


def test_only_rolled_dice_count_a_throw() -> None:
    assert count_throws((0,) * 5, (Rolled(0, (1, 2, 3, 4, 5), (False,) * 5, 2),)) == (1,) * 5
    held = (True, False, True, False, False)
    assert count_throws((1,) * 5, (Rolled(0, (1, 2, 3, 4, 5), held, 1),)) == (1, 2, 1, 2, 2)
    # a table with six dice starts counting afresh
    assert count_throws((3,) * 5, (Rolled(0, (1,) * 6, (False,) * 6, 2),)) == (1,) * 6


def test_rows_follow_the_game() -> None:
    game = Game.new(preset("maxi"))
    rows = derive_dice(game, (), seed=1)
    assert [row.value for row in rows] == [0] * 6
    game = rolled(game, 1, 2, 3, 4, 5, 6).hold(2).game
    rows = derive_dice(game, (1,) * 6, seed=1)
    assert [row.value for row in rows] == [1, 2, 3, 4, 5, 6]
    assert [row.held for row in rows] == [False, False, True, False, False, False]


def test_resting_places_are_repeatable_and_inside_the_lane() -> None:
    places = {resting_place(die, throw, 9) for die in range(6) for throw in range(20)}
    assert len(places) == 120
    for x, y, angle in places:
        assert 0 <= x <= 1 and 0 <= y <= 1 and -32 <= angle <= 32
    assert resting_place(2, 3, 9) == resting_place(2, 3, 9)
