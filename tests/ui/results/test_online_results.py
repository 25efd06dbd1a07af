"""An online game's results as shown (points, placings, an abort, the daily cap): pure derive
functions."""

from __future__ import annotations

from dataclasses import replace

from app.rules import Game, preset
from app.ui.results.viewmodel import (
    Earned,
    Standing,
    derive_ranking,
    derive_results,
    with_online,
)
from app.ui.session.remote import setup_of
from app.ui.table.view import TableInput, derive_table

from ..helpers import rolled
from ..online_states import table_state

START = Game.new(preset("official"), ["Ada", "Bo"])


def test_online_results_carry_points_and_placings() -> None:
    game = START.resign(1).game
    setup = setup_of(table_state(START))
    rows = derive_ranking(game, setup, (), (Standing(0, "win", 10), Standing(1, "took_part", 1)))
    assert [(r.name, r.points, r.placing) for r in rows] == [
        ("Ada", 10, "win"),
        ("Bo", 1, "took_part"),
    ]
    view = with_online(derive_results(game, setup, None), (), None)
    assert view.headline == "won" and view.online and not view.scored and view.points_earned == -1


def test_an_aborted_online_game_says_who_left_and_scores_nothing() -> None:
    game = START.resign(1).game
    setup = setup_of(table_state(START))
    view = with_online(derive_results(game, setup, None), (), None, aborted_by="Bo")
    assert (view.headline, view.aborted_by, view.scored, view.points_earned) == (
        "aborted",
        "Bo",
        False,
        -1,
    )
    running = rolled(START, 1, 2, 3, 4, 6)  # aborted in a game of three need not be over
    base = TableInput(game=running, setup=setup, controls=(True, False), busy=False, online=True)
    table = derive_table(replace(base, aborted=True, controls=(False, False)))
    assert (table.status, table.over, table.can_act, table.can_resign, table.rolls_left) == (
        "aborted",
        True,
        False,
        False,
        0,
    )


def test_a_game_beyond_the_daily_cap_is_shown_as_such() -> None:
    game = START.resign(1).game
    setup = setup_of(table_state(START))
    standings = (Standing(0, "win", 0, capped=True), Standing(1, "took_part", 0, capped=True))
    view = with_online(derive_results(game, setup, None), standings, Earned(0, (), 2))
    assert (view.headline, view.capped, view.scored, view.points_earned) == ("won", True, True, 0)
    assert not with_online(derive_results(game, setup, None), standings[:0], None).capped
