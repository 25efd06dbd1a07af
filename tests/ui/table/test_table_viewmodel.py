"""The table view-model over a real session: dice that still tumble take no action, every entry
is told (recap, the fresh box, moments), resigning says what it means, refusals say where to."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from pytestqt.qtbot import QtBot

from app.rules import Game, Ruleset
from app.strategy import Advice
from app.ui.services.hints import HintTables
from app.ui.session import INSTANT, LocalSession, Seat, SeatKind, TableSetup
from app.ui.table.viewmodel import TableViewModel

from ..helpers import LoadedDice

pytestmark = pytest.mark.usefixtures("qt_loop")

YOU = Seat(SeatKind.YOU)
VS_COMPUTER = TableSetup("official", seats=(YOU, Seat(SeatKind.COMPUTER, "easy")))


class NoHints(HintTables):
    """Hints that are never asked for (and build nothing)."""

    def ensure(self, rules: Ruleset) -> None:
        pass

    def progress(self, rules: Ruleset) -> float:
        return 1.0

    def advise(self, game: Game) -> Advice | None:
        return None


@pytest.fixture
def table(qapp) -> Iterator[TableViewModel]:  # type: ignore[no-untyped-def]
    model = TableViewModel(NoHints())
    model.set_preferences(confirm_every=False, show_hints=False, linger_ms=1500)
    model.set_namer(lambda index, seat: "You" if seat.kind is SeatKind.YOU else f"C{index + 1}")
    yield model
    if model.session is not None:
        model.session.close()


def sit(table: TableViewModel, setup: TableSetup, *faces: int) -> LocalSession:
    session = LocalSession(setup, dice=LoadedDice(*faces), pacing=INSTANT)
    table.attach(session)
    return session


def test_while_dice_tumble_every_action_is_ignored_not_kept(table: TableViewModel) -> None:
    session = sit(table, TableSetup("official", seats=(YOU,)), *(1, 2, 3, 4, 6) * 3)
    table.roll()
    assert table.property("rolling") and not table.property("canAct")
    table.roll()
    table.toggleDie(0)
    table.clickBox("chance")
    table.confirm()
    game = session.game
    assert (game.rolls_used, game.held[0], game.sheets[0].filled_count) == (1, False, 0)
    assert table.property("marked") == "" and table.property("refusal") == ""
    table.diceLanded()  # the view says the dice are still: nothing happens late
    assert session.game == game and table.property("canAct")
    table.toggleDie(0)
    table.roll()
    assert session.game.rolls_used == 2 and session.game.held[0]


def test_dice_count_as_landed_even_when_no_view_says_so(
    table: TableViewModel, qtbot: QtBot
) -> None:
    sit(table, TableSetup("official", seats=(YOU,)), 1, 2, 3, 4, 6)
    table.roll()
    qtbot.waitUntil(lambda: not table.property("rolling"))


def test_every_entry_is_told_newest_first_and_marked_on_the_sheet(
    table: TableViewModel, qtbot: QtBot
) -> None:
    moments: list[str] = []
    table.momentArrived.connect(moments.append)
    session = sit(table, VS_COMPUTER, *(5, 5, 5, 5, 5), *(1, 2, 3, 4, 6) * 40)
    table.roll()
    table.diceLanded()
    table.clickBox("five_of_a_kind")
    table.clickBox("five_of_a_kind")  # rolls were left: the first click asks
    assert moments == ["all_alike"]
    moment = table.property("moment")
    assert (moment["kind"], moment["name"], moment["points"], moment["alikeBox"]) == (
        "all_alike",
        "You",
        50,
        "five_of_a_kind",
    )
    qtbot.waitUntil(lambda: session.game.current == 0 and not session.busy, timeout=60_000)
    recap = table.property("recap")
    assert [line["name"] for line in recap] == ["C2", "You"]
    assert recap[0]["newest"] and not recap[1]["newest"]
    yours = recap[1]["entry"]
    assert yours["label"] == {"name": "five_of_a_kind", "column": 0} and yours["points"] == 50
    computer_box = recap[0]["entry"]["label"]["name"]
    fresh = [cell for row in table.sheet.rows for cell in row.cells if cell.fresh]
    assert [(cell.seat, cell.key) for cell in fresh] == [(1, computer_box)]
    assert table.property("moment")["key"] == 1  # the computer's entry brought no moment


def test_an_undo_takes_the_computers_entries_off_the_recap(
    table: TableViewModel, qtbot: QtBot
) -> None:
    session = sit(table, VS_COMPUTER, *(1, 2, 3, 4, 6) * 40)
    table.roll()
    table.diceLanded()
    for _ in range(2):
        table.roll()
        table.diceLanded()
    table.clickBox("chance")
    qtbot.waitUntil(lambda: session.game.current == 0 and not session.busy, timeout=60_000)
    assert len(table.property("recap")) == 2 and table.property("undoAvailable")
    assert table.property("rolling")  # the computer's last dice may still fly: undo anyway
    table.undo()
    assert table.property("recap") == [] and session.game.current == 0
    assert not table.property("rolling")
    assert session.game.dice == (1, 2, 3, 4, 6)


@pytest.mark.parametrize(
    ("seats", "kind", "name"),
    [
        ((YOU,), "solo", ""),
        ((YOU, Seat(SeatKind.COMPUTER)), "you", ""),
        ((Seat(SeatKind.PERSON, name="Bo"), YOU), "person", "Bo"),
        ((Seat(SeatKind.PERSON, name="Bo"), Seat(SeatKind.COMPUTER)), "you", ""),
    ],
)
def test_resigning_says_what_it_means_at_this_table(
    table: TableViewModel, seats: tuple[Seat, ...], kind: str, name: str
) -> None:
    sit(table, TableSetup("official", seats=seats), 1, 2, 3, 4, 6)
    assert (table.property("resignKind"), table.property("resignName")) == (kind, name)


def test_forced_order_says_which_box_is_next(table: TableViewModel) -> None:
    setup = TableSetup("official", triple=True, forced_order=True, seats=(YOU,))
    sit(table, setup, 6, 6, 6, 1, 2)
    table.roll()
    table.diceLanded()
    table.clickBox("sixes@2")
    assert table.property("refusal") == "box_out_of_order"
    assert table.property("refusalBoxes") == [
        {"name": "ones", "column": 1},
        {"name": "ones", "column": 2},
        {"name": "ones", "column": 3},
    ]
