"""The start screen's table: who sits, who is "you", what may start, a table remembered."""

from __future__ import annotations

import pytest

from app.ui.session import Seat, SeatKind, TableSetup
from app.ui.start.viewmodel import (
    StartInput,
    StartViewModel,
    derive_start,
    input_from_setup,
    with_seat_kind,
)


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


def remembered(preset: str, *seats: Seat) -> str:
    return TableSetup(preset, seats=seats).to_json()


def test_the_first_frame_shows_the_remembered_table_before_the_rules_check_it(qapp) -> None:  # type: ignore[no-untyped-def]
    start = StartViewModel(rules_later=True)
    start.load_json(remembered("maxi", Seat(SeatKind.YOU), Seat(SeatKind.COMPUTER, "hard")))
    assert (start.property("preset"), start.property("computers")) == ("maxi", 1)
    start.check_rules()  # the rules take it: it stays
    assert start.setup() == TableSetup(
        "maxi", seats=(Seat(SeatKind.YOU), Seat(SeatKind.COMPUTER, "hard"))
    )
    assert start.property("canStart")


def test_a_remembered_table_the_rules_refuse_gives_way_to_the_defaults(qapp) -> None:  # type: ignore[no-untyped-def]
    start = StartViewModel(rules_later=True)
    start.load_json(remembered("poker", Seat(SeatKind.YOU), Seat(SeatKind.PERSON)))
    assert start.property("preset") == "poker"  # as it was kept, until the rules are asked
    start.check_rules()
    assert start.setup() == StartInput().setup()
    assert start.property("preset") == "official"


def test_what_needs_the_rules_checks_the_table_first(qapp) -> None:  # type: ignore[no-untyped-def]
    start = StartViewModel(rules_later=True)
    start.load_json(remembered("poker", Seat(SeatKind.YOU)))
    start.setTriple(True)  # (before the rest of the app checked it)
    assert (start.property("preset"), start.property("triple")) == ("official", True)


def test_a_table_too_big_for_the_rules_is_refused_only_by_them() -> None:
    setup = TableSetup(seats=(Seat(SeatKind.YOU),) + (Seat(SeatKind.COMPUTER),) * 5)
    assert setup.seating_problem() is None
    assert setup.problem() == "seat_count"
    assert TableSetup.read_json(setup.to_json()) == setup
    with pytest.raises(ValueError, match="seat_count"):
        TableSetup.from_json(setup.to_json())
