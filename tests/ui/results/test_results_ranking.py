"""The results headline and ranking."""

from __future__ import annotations

import pytest

from app.rules import Game, preset
from app.ui.common.names import names_text
from app.ui.results.viewmodel import derive_ranking, derive_results
from app.ui.session import Seat, SeatKind, TableSetup

from ..helpers import rolled


def finished(totals: list[tuple[int, ...]], names: list[str]) -> Game:
    """A yatzy game where each seat enters the given dice in every box."""
    game = Game.new(preset("yatzy"), names)
    for box in preset("yatzy").box_names:
        for faces in totals:
            game = rolled(game, *faces).enter(box).game
    return game


YOU_AND_COMPUTER = TableSetup("yatzy", seats=(Seat(SeatKind.YOU), Seat(SeatKind.COMPUTER)))


@pytest.mark.parametrize(
    ("dice", "headline"),
    [
        ([(6, 6, 6, 6, 6), (1, 1, 2, 2, 3)], "won"),
        ([(1, 1, 2, 2, 3), (6, 6, 6, 6, 6)], "lost"),
        ([(6, 6, 6, 6, 6), (6, 6, 6, 6, 6)], "drawn"),
    ],
)
def test_headlines_for_you(dice: list[tuple[int, ...]], headline: str) -> None:
    game = finished(dice, ["You", "Cleo"])
    assert derive_results(game, YOU_AND_COMPUTER, None).headline == headline


def test_shared_places_in_the_ranking() -> None:
    setup = TableSetup("yatzy", seats=(Seat(SeatKind.PERSON),) * 3)
    game = finished([(6, 6, 6, 6, 6), (6, 6, 6, 6, 6), (1, 1, 2, 2, 3)], ["A", "B", "C"])
    rows = derive_ranking(game, setup)
    assert [(r.name, r.place, r.shared) for r in rows] == [
        ("A", 1, True),
        ("B", 1, True),
        ("C", 3, False),
    ]
    view = derive_results(game, setup, None)
    assert (view.headline, view.winner) == ("draw", names_text(["A", "B"]))


def test_a_resigned_player_ranks_last() -> None:
    game = Game.new(preset("yatzy"), ["You", "Cleo"]).resign().game
    rows = derive_ranking(game, YOU_AND_COMPUTER)
    assert [(r.name, r.resigned) for r in rows] == [("Cleo", False), ("You", True)]
    assert derive_results(game, YOU_AND_COMPUTER, None).headline == "lost"


@pytest.mark.parametrize(("best_before", "new_best"), [(None, True), (10, True), (10_000, False)])
def test_a_solo_game_knows_a_new_best(best_before: int | None, new_best: bool) -> None:
    game = finished([(6, 6, 6, 6, 6)], ["You"])
    view = derive_results(game, TableSetup("yatzy"), best_before)
    assert (view.headline, view.new_best, view.total) == ("solo", new_best, game.sheets[0].total)


def test_the_header_celebrates_what_the_engine_counted() -> None:
    """Five alike in its box for "you" (and the upper bonus when the sheet has it): the header
    names them as read from the sheet, never worked out again."""
    game = finished([(6, 6, 6, 6, 6), (1, 1, 2, 2, 3)], ["You", "Cleo"])
    view = derive_results(game, YOU_AND_COMPUTER, None)
    assert view.headline == "won"
    assert "alike" in view.highlights
    assert ("bonus" in view.highlights) == bool(game.sheets[0].upper_bonus())
    assert view.alike_box == "five_of_a_kind"
    lost = derive_results(
        finished([(1, 1, 2, 2, 3), (6, 6, 6, 6, 6)], ["You", "Cleo"]), YOU_AND_COMPUTER, None
    )
    assert "alike" not in lost.highlights  # "you"'s game, not the winner's
    solo = derive_results(finished([(6, 6, 6, 6, 6)], ["You"]), TableSetup("yatzy"), 100)
    assert solo.highlights[0] == "record"
