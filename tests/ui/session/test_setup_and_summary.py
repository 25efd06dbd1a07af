"""Table setups and what a finished game means for the statistics."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import pytest

from app.profile import Opponents
from app.rules import Game, preset
from app.ui.session import Seat, SeatKind, TableSetup, profile_result

from ..helpers import rolled

NOW = datetime(2026, 1, 2, 3, 4, 5, tzinfo=UTC)


def test_setup_round_trip() -> None:
    setup = TableSetup(
        "maxi", True, True, (Seat(SeatKind.PERSON, name="Bo"), Seat(SeatKind.COMPUTER, "hard"))
    )
    assert TableSetup.from_json(setup.to_json()) == setup


@pytest.mark.parametrize(
    "data",
    [
        None,
        {},
        {"preset": "poker", "triple": False, "forced_order": False, "seats": []},
        {"preset": "official", "triple": "yes", "forced_order": False, "seats": []},
        {"preset": "official", "triple": False, "forced_order": False, "seats": []},
        {
            "preset": "official",
            "triple": False,
            "forced_order": False,
            "seats": [{"kind": "alien"}],
        },
        {
            "preset": "official",
            "triple": False,
            "forced_order": False,
            "seats": [{"kind": "computer"}],
        },
        {
            "preset": "official",
            "triple": False,
            "forced_order": False,
            "seats": [{"kind": "computer", "level": "godlike"}],
        },
    ],
)
def test_malformed_setups_are_refused(data: object) -> None:
    with pytest.raises(ValueError):
        TableSetup.from_json(json.dumps(data))


@pytest.mark.parametrize("text", ["", "{", "[1, 2", '"official"'])
def test_unreadable_setups_are_refused(text: str) -> None:
    with pytest.raises(ValueError):
        TableSetup.from_json(text)


@pytest.mark.parametrize(
    ("seats", "problem"),
    [
        ((Seat(SeatKind.YOU),), None),
        ((Seat(SeatKind.COMPUTER),), "no_person"),
        ((Seat(SeatKind.YOU), Seat(SeatKind.YOU)), "two_yous"),
        ((), "seat_count"),
        ((Seat(SeatKind.PERSON),) * 5, "seat_count"),
    ],
)
def test_problems(seats: tuple[Seat, ...], problem: str | None) -> None:
    assert TableSetup(seats=seats).problem() == problem


def finish_duel(first_total_higher: bool) -> Game:
    game = Game.new(preset("yatzy"), ["A", "B"])
    for box in preset("yatzy").box_names:
        faces = (6, 6, 6, 6, 6) if first_total_higher else (1, 1, 1, 2, 2)
        game = rolled(game, *faces).enter(box).game
        game = rolled(game, 3, 3, 3, 4, 4).enter(box).game
    assert game.over
    return game


def test_a_win_against_the_computer() -> None:
    setup = TableSetup("yatzy", seats=(Seat(SeatKind.YOU), Seat(SeatKind.COMPUTER)))
    result = profile_result(finish_duel(True), setup, NOW)
    assert result is not None
    assert (result.opponents, result.place, result.won, result.players) == (
        Opponents.COMPUTER,
        1,
        True,
        2,
    )
    assert result.five_alikes == 15  # every one of the 15 entries was five sixes
    assert result.upper_bonuses == 0  # only the sixes box collected: 30 of 63
    assert result.finished_at == "2026-01-02T03:04:05+00:00"


def test_a_loss_among_people_and_no_result_without_you() -> None:
    setup = TableSetup("yatzy", seats=(Seat(SeatKind.YOU), Seat(SeatKind.PERSON)))
    result = profile_result(finish_duel(False), setup, NOW)
    assert result is not None and result.opponents is Opponents.PEOPLE and result.lost
    nobody = TableSetup("yatzy", seats=(Seat(SeatKind.PERSON), Seat(SeatKind.PERSON)))
    assert profile_result(finish_duel(False), nobody, NOW) is None


def test_a_solo_game_with_the_upper_bonus() -> None:
    rules = preset("official")
    game = Game.new(rules, ["You"])
    for face, box in enumerate(rules.box_names[:6], 1):
        game = rolled(game, face, face, face, face, 1 if face > 1 else 2).enter(box).game
    for box in rules.box_names[6:]:
        game = (
            rolled(game, 1, 2, 3, 4, 6).strike(box).game
            if box in ("five_of_a_kind", "full_house")
            else rolled(game, 1, 2, 3, 4, 5).enter(box).game
        )
    result = profile_result(game, TableSetup(seats=(Seat(SeatKind.YOU),)), NOW)
    assert result is not None
    assert (result.opponents, result.upper_bonuses, result.shared_place) == (
        Opponents.SOLO,
        1,
        False,
    )
    assert result.total == game.sheets[0].total
