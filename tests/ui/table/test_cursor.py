"""Keyboard movement through the boxes."""

from __future__ import annotations

import pytest

from app.rules import Game, preset
from app.ui.table.cursor import Move, candidates, move, settle

from ..helpers import rolled


def test_before_a_roll_the_cursor_visits_every_free_box() -> None:
    game = Game.new(preset("official"))
    assert candidates(game) == preset("official").box_keys


def test_with_forced_order_only_the_next_box_is_visited() -> None:
    game = rolled(Game.new(preset("official", forced_order=True)), 1, 2, 3, 4, 5)
    assert candidates(game) == ("ones",)


@pytest.mark.parametrize(
    ("start", "direction", "expected"),
    [
        (None, Move.DOWN, "ones"),
        (None, Move.UP, "ones"),
        (None, Move.NEXT, "ones"),
        ("ones", Move.DOWN, "twos"),
        ("ones", Move.UP, "ones"),  # no wrap to the bottom of the sheet
        ("chance", Move.DOWN, "chance"),
        ("chance", Move.NEXT, "ones"),
        ("twos", Move.PREVIOUS, "ones"),
        ("ones", Move.RIGHT, "ones"),
    ],
)
def test_moves_on_a_single_column(start: str | None, direction: Move, expected: str) -> None:
    assert move(Game.new(preset("official")), start, direction) == expected


def test_triple_left_and_right_switch_columns_on_the_same_row() -> None:
    game = Game.new(preset("official", triple=True))
    assert move(game, "fives@1", Move.RIGHT) == "fives@2"
    assert move(game, "fives@1", Move.LEFT) == "fives@3"
    assert move(game, "fives@2", Move.DOWN) == "sixes@2"


def test_the_cursor_skips_filled_boxes_and_settles_on_the_next() -> None:
    game = rolled(Game.new(preset("official")), 1, 1, 1, 1, 1).enter("ones").game
    assert move(game, None, Move.NEXT) == "twos"
    assert settle(game, "ones") == "twos"
    assert settle(game, "threes") == "threes"
    assert settle(game, None) is None


def test_a_finished_game_has_no_cursor() -> None:
    game = Game.new(preset("official")).resign().game
    assert move(game, None, Move.NEXT) is None
