"""The table's status line, roll button and hints, derived from known states."""

from __future__ import annotations

import pytest

from app.rules import Game, preset
from app.strategy import Advice, BoxChoice, KeepChoice
from app.ui.common.labels import BoxLabel
from app.ui.session import Seat, SeatKind, TableSetup
from app.ui.table.view import TableInput, derive_players, derive_table

from ..helpers import rolled

SOLO = TableSetup("official", seats=(Seat(SeatKind.YOU),))
DUEL = TableSetup("official", seats=(Seat(SeatKind.YOU), Seat(SeatKind.COMPUTER, "hard")))
HOT_SEAT = TableSetup("official", seats=(Seat(SeatKind.YOU), Seat(SeatKind.PERSON, name="Bo")))


def state(game: Game, setup: TableSetup, **changes: object) -> TableInput:
    controls = tuple(seat.is_person for seat in setup.seats)
    values: dict[str, object] = {"busy": False, **changes}
    return TableInput(game=game, setup=setup, controls=controls, **values)  # type: ignore[arg-type]


def test_solo_statuses_speak_without_a_name() -> None:
    game = Game.new(preset("official"), ["You"])
    assert (
        derive_table(state(game, SOLO)).status,
        derive_table(state(game, SOLO)).status_name,
    ) == ("roll", "")
    game = rolled(game, 1, 2, 3, 4, 5)
    assert derive_table(state(game, SOLO)).status == "keep"
    game = rolled(game.hold(0).game, 2, 3, 4, 5)
    game = rolled(game, 2, 3, 4, 5)
    view = derive_table(state(game, SOLO))
    assert (view.status, view.can_roll, view.rolls_left) == ("choose", False, 0)


def test_a_marked_box_asks_with_the_engines_points() -> None:
    game = rolled(Game.new(preset("official"), ["You"]), 6, 6, 6, 1, 1)
    view = derive_table(state(game, SOLO, marked="sixes"))
    assert (view.status, view.status_label, view.status_points, view.marked) == (
        "confirm_enter",
        BoxLabel("sixes"),
        18,
        "sixes",
    )
    view = derive_table(state(game, SOLO, marked="large_straight"))
    assert view.status == "confirm_strike"


def test_a_computer_turn_blocks_the_player() -> None:
    game = Game.new(preset("official"), ["You", "Cleo"])
    game = rolled(game, 1, 2, 3, 4, 5).enter("large_straight").game
    view = derive_table(state(game, DUEL, busy=True))
    assert (view.status, view.status_name, view.status_level) == ("computer", "Cleo", "hard")
    assert not view.can_act and not view.can_roll


def test_hot_seat_names_the_person_to_move() -> None:
    game = Game.new(preset("official"), ["Ada", "Bo"])
    game = rolled(game, 1, 2, 3, 4, 5).enter("large_straight").game
    view = derive_table(state(game, HOT_SEAT))
    assert (view.status, view.status_name, view.can_roll) == ("roll", "Bo", True)


def test_all_dice_held_cannot_roll() -> None:
    game = rolled(Game.new(preset("official"), ["You"]), 1, 2, 3, 4, 5)
    for die in range(5):
        game = game.hold(die).game
    assert not derive_table(state(game, SOLO)).can_roll


def test_game_over() -> None:
    game = Game.new(preset("official"), ["You"]).resign().game
    view = derive_table(state(game, SOLO))
    assert (view.status, view.over, view.can_act) == ("over", True, False)


@pytest.mark.parametrize("strike", [None, BoxChoice("ones", 0, 201.5)])
def test_hints_show_the_best_keep_boxes_and_strike(strike: BoxChoice | None) -> None:
    game = rolled(Game.new(preset("official"), ["You"]), 6, 6, 2, 3, 6)
    advice = Advice(
        keeps=(KeepChoice((True, True, False, False, True), 230.25),),
        boxes=(BoxChoice("sixes", 18, 228.0), BoxChoice("chance", 23, 220.0)),
        strike=strike,
        exact=True,
    )
    view = derive_table(state(game, SOLO, advice=advice))
    assert view.hint_keep == (True, True, False, False, True)
    assert view.hint_keep_expected == 230.25
    assert [b.box for b in view.hint_boxes] == ["sixes", "chance"]
    assert len(view.hint_strike) == (0 if strike is None else 1)


def test_a_strike_already_among_the_boxes_is_not_hinted_twice() -> None:
    game = rolled(Game.new(preset("official"), ["You"]), 6, 6, 2, 3, 6)
    advice = Advice(
        keeps=(),
        boxes=(BoxChoice("sixes", 18, 228.0), BoxChoice("ones", 0, 221.0)),
        strike=BoxChoice("ones", 0, 221.0),
        exact=True,
    )
    view = derive_table(state(game, SOLO, advice=advice))
    assert [b.box for b in view.hint_boxes] == ["sixes", "ones"]
    assert view.hint_strike == ()


def test_maxi_players_show_saved_rolls() -> None:
    setup = TableSetup("maxi", seats=(Seat(SeatKind.YOU), Seat(SeatKind.PERSON)))
    game = Game.new(preset("maxi"), ["A", "B"])
    game = rolled(game, 1, 2, 3, 4, 5, 6).enter("full_straight").game  # two rolls saved
    players = derive_players(game, setup)
    assert [p.saved_rolls for p in players] == [2, 0]
    game = rolled(game, 1, 1, 1, 1, 1, 1).enter("ones").game
    players = derive_players(game, setup)
    assert players[0].to_move and players[0].saved_rolls == 2
    assert derive_table(state(game, setup)).rolls_left == 5
    # the turn's own three rolls are spent first, then the saved ones, one by one
    for rolls, saved in ((1, 2), (2, 2), (3, 2), (4, 1), (5, 0)):
        game = rolled(game, 1, 2, 3, 4, 5, 5)
        assert game.rolls_used == rolls
        assert derive_players(game, setup)[0].saved_rolls == saved, rolls


def test_triple_asks_and_hints_with_the_points_that_count() -> None:
    setup = TableSetup("official", triple=True, seats=(Seat(SeatKind.YOU),))
    game = rolled(Game.new(preset("official", triple=True), ["You"]), 6, 6, 6, 1, 1)
    view = derive_table(state(game, setup, marked="sixes@3"))
    assert (view.status, view.status_label, view.status_points) == (
        "confirm_enter",
        BoxLabel("sixes", 3),
        54,
    )
    advice = Advice(
        keeps=(),
        boxes=(BoxChoice("full_house@3", 25, 900.0), BoxChoice("full_house@1", 25, 880.0)),
        strike=None,
        exact=False,
    )
    view = derive_table(state(game, setup, advice=advice))
    assert [(hint.label, hint.points) for hint in view.hint_boxes] == [
        (BoxLabel("full_house", 3), 75),
        (BoxLabel("full_house", 1), 25),
    ]
