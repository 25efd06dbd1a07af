"""The start screen's table: who sits, who is "you", what may start, a table remembered."""

from __future__ import annotations

from app.ui.session import Seat, SeatKind, TableSetup
from app.ui.start.viewmodel import StartInput, derive_start, input_from_setup, with_seat_kind


def test_start_shows_only_the_seated_players() -> None:
    view, seats = derive_start(StartInput(player_count=2))
    assert [s.seated for s in seats] == [True, True, False, False]
    assert view.can_start and view.problem == ""


def test_only_one_seat_is_you() -> None:
    state = with_seat_kind(StartInput(player_count=3), 2, SeatKind.YOU)
    assert [s.kind for s in state.seats[:3]] == [SeatKind.PERSON, SeatKind.COMPUTER, SeatKind.YOU]


def test_a_table_of_computers_cannot_start() -> None:
    state = with_seat_kind(StartInput(player_count=2), 0, SeatKind.COMPUTER)
    view, _ = derive_start(state)
    assert (view.can_start, view.problem) == (False, "no_person")


def test_a_remembered_table_comes_back() -> None:
    setup = TableSetup("maxi", True, False, (Seat(SeatKind.PERSON, name="Bo"), Seat(SeatKind.YOU)))
    state = input_from_setup(setup)
    assert state.setup() == setup
    assert len(state.seats) == 4
