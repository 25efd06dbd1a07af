"""Keyboard movement through the boxes."""

from __future__ import annotations

import pytest

from app.rules import Game, preset
from app.ui.table.cursor import Move, after_entry, at_edge, candidates, is_box, move, settle

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
        (None, Move.UP, "chance"),
        (None, Move.NEXT, "ones"),
        ("ones", Move.DOWN, "twos"),
        ("ones", Move.UP, "ones"),  # the top: no wrap-around to the bottom
        ("chance", Move.DOWN, "chance"),
        ("chance", Move.NEXT, "ones"),  # Tab order goes round
        ("twos", Move.PREVIOUS, "ones"),
        ("ones", Move.RIGHT, "ones"),
        ("sixes", Move.DOWN, "bonus"),  # the bonus row between the sections
        ("bonus", Move.DOWN, "three_of_a_kind"),
    ],
)
def test_moves_on_a_single_column(start: str | None, direction: Move, expected: str) -> None:
    assert move(Game.new(preset("official")), start, direction) == expected


def test_at_the_edges_the_cursor_stays_and_says_so() -> None:
    game = Game.new(preset("official"))
    assert at_edge(game, "ones", Move.UP)
    assert at_edge(game, "chance", Move.DOWN)
    assert at_edge(game, "ones", Move.LEFT) and at_edge(game, "ones", Move.RIGHT)
    assert not at_edge(game, "twos", Move.UP)
    assert not at_edge(game, "chance", Move.NEXT)


def test_triple_left_and_right_switch_columns_on_the_same_row_without_wrapping() -> None:
    game = Game.new(preset("official", triple=True))
    assert move(game, "fives@1", Move.RIGHT) == "fives@2"
    assert move(game, "fives@1", Move.LEFT) == "fives@1"
    assert move(game, "fives@3", Move.RIGHT) == "fives@3"
    assert move(game, "fives@2", Move.DOWN) == "sixes@2"
    assert move(game, "sixes@2", Move.DOWN) == "bonus@2"
    assert move(game, "bonus@2", Move.RIGHT) == "bonus@3"


def test_the_arrows_reach_filled_boxes_and_an_entry_moves_on() -> None:
    game = rolled(Game.new(preset("official")), 1, 1, 1, 1, 1).enter("ones").game
    assert move(game, "twos", Move.UP) == "ones"  # filled: read, not skipped
    assert settle(game, "ones") == "ones"
    assert move(game, None, Move.NEXT) == "twos"  # Tab still goes to a box to fill
    assert after_entry(game, 0, "ones") == "twos"
    assert settle(game, None) is None
    assert is_box(game, "ones") and not is_box(game, "bonus")
