"""The table's win-chance strip: shown in games of several players where hints are allowed and
after the game, never in a solo game or when turned off; W reads it on request."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.rules import Game, preset
from app.ui.session import INSTANT, LocalSession, Seat, SeatKind, TableSetup
from app.ui.table.viewmodel import TableViewModel
from app.ui.table.winchances import WinChance, spoken, wanted

from ..helpers import LoadedDice
from .test_table_viewmodel import NoHints

pytestmark = pytest.mark.usefixtures("qt_loop")

YOU = Seat(SeatKind.YOU)
TWO = TableSetup("official", seats=(YOU, Seat(SeatKind.PERSON, name="Mara")))


@pytest.fixture
def table(qapp) -> Iterator[TableViewModel]:  # type: ignore[no-untyped-def]
    model = TableViewModel(NoHints())
    model.set_preferences(confirm_every=False, show_hints=True, linger_ms=0)
    model.set_namer(lambda index, seat: "You" if seat.kind is SeatKind.YOU else f"P{index + 1}")
    yield model
    if model.session is not None:
        model.session.close()


def sit(table: TableViewModel, setup: TableSetup, *faces: int) -> LocalSession:
    session = LocalSession(setup, dice=LoadedDice(*faces), pacing=INSTANT)
    table.attach(session)
    return session


def strip(table: TableViewModel) -> object:
    return table.property("winChances")


def test_two_players_start_even_and_a_roll_moves_the_chances(table: TableViewModel) -> None:
    sit(table, TWO, 6, 6, 6, 6, 6)
    chances = strip(table).property("chances")  # type: ignore[attr-defined]
    assert strip(table).property("shown")  # type: ignore[attr-defined]
    assert [(c["name"], c["percent"]) for c in chances] == [("You", 50), ("Mara", 50)]
    table.roll()
    after = strip(table).property("chances")  # type: ignore[attr-defined]
    assert after[0]["chance"] > 0.55 and after[0]["chance"] + after[1]["chance"] == pytest.approx(1)
    table.readWinChances()
    said = table.voice().lines[-1]
    assert said.startswith("Chances to win: You ") and "Mara" in said


def test_a_computer_is_valued_as_its_level_plays(table: TableViewModel) -> None:
    # Against a medium computer the game does not start even: medium scores less than the
    # hard play a person is valued by, and the strip says so from the first turn.
    from app.strategy.winning import live_chances

    session = sit(table, TableSetup("official", seats=(YOU, Seat(SeatKind.COMPUTER, "medium"))))
    chances = strip(table).property("chances")  # type: ignore[attr-defined]
    expected = live_chances(session.game, (None, "medium"))
    assert [c["chance"] for c in chances] == pytest.approx(expected)
    assert expected[0] > 0.55


def test_not_in_a_solo_game_and_not_when_turned_off(table: TableViewModel) -> None:
    sit(table, TableSetup("official", seats=(YOU,)), 1, 2, 3, 4, 6)
    assert not strip(table).property("shown")  # type: ignore[attr-defined]
    table.readWinChances()
    assert table.voice().lines[-1] == "No win chances to tell here."
    sit(table, TWO, 1, 2, 3, 4, 6)
    assert strip(table).property("shown")  # type: ignore[attr-defined]
    table.set_preferences(confirm_every=False, show_hints=True, linger_ms=0, win_chances=False)
    assert not strip(table).property("shown")  # type: ignore[attr-defined]
    assert strip(table).property("chances") == []  # type: ignore[attr-defined]


def test_where_hints_are_not_allowed_only_after_the_game() -> None:
    rules = preset("official")
    running, over = Game.new(rules, 2), Game.new(rules, 2).resign(1).game
    assert over.over
    assert not wanted(running, enabled=True, hints_allowed=False, ready=True)
    assert wanted(over, enabled=True, hints_allowed=False, ready=True)
    assert not wanted(running, enabled=True, hints_allowed=True, ready=False)


def test_a_chance_short_of_certain_never_reads_as_certain() -> None:
    chances = (WinChance(0, "Ada", 0.998), WinChance(1, "Bo", 0.002))
    assert [c.percent for c in chances] == [99, 1]
    assert spoken(chances, True).text == "Chances to win: Ada 99 %, Bo 1 %."
