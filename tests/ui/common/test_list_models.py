"""The list models keep Qt's contract (checked by QAbstractItemModelTester)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtTest import QAbstractItemModelTester, QSignalSpy

from app.rules import Game, preset
from app.ui.common.listmodel import RowListModel
from app.ui.table.dice import derive_dice
from app.ui.table.listmodels import DiceModel, SheetModel
from app.ui.table.sheet import derive_sheet

from ..helpers import rolled


@dataclass(frozen=True)
class Row:
    key: str
    value: int
    label: str = ""


def test_rows_change_with_row_signals_and_exact_roles(qapp) -> None:  # type: ignore[no-untyped-def]
    model = RowListModel(Row)
    QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    inserted, removed, changed = (
        QSignalSpy(model.rowsInserted),
        QSignalSpy(model.rowsRemoved),
        QSignalSpy(model.dataChanged),
    )
    reset = QSignalSpy(model.modelReset)

    model.set_rows([Row("a", 1), Row("b", 2)])
    assert (inserted.count(), model.rowCount()) == (1, 2)

    model.set_rows([Row("a", 1), Row("b", 3)])
    assert changed.count() == 1
    args = changed.at(0)
    assert args[0].row() == 1 and args[1].row() == 1
    value_role = Qt.ItemDataRole.UserRole + 2
    assert list(args[2]) == [value_role]

    model.set_rows([Row("a", 1)])
    assert removed.count() == 1 and model.rowCount() == 1

    model.set_rows([Row("c", 5), Row("d", 6)])
    assert removed.count() == 2 and inserted.count() == 2
    assert model.data(model.index(1, 0), value_role) == 6
    assert reset.count() == 0
    assert model.roleNames()[value_role].data() == b"value"


def test_the_tables_models_under_the_tester(qapp) -> None:  # type: ignore[no-untyped-def]
    dice, sheet = DiceModel(), SheetModel()
    for model in (dice, sheet):
        QAbstractItemModelTester(model, QAbstractItemModelTester.FailureReportingMode.Fatal)
    game = Game.new(preset("official", triple=True), ["A", "B"])
    for step in range(4):
        dice.set_rows(derive_dice(game, (step,) * 5, 3))
        sheet.set_rows(derive_sheet(game, marked=None, cursor=None, controls_turn=True))
        game = rolled(game, 1, 2, 3, 4, 5)
        game = game.enter(game.sheet.free_boxes[0]).game
    dice.set_rows(derive_dice(Game.new(preset("maxi")), (), 3))
    assert dice.rowCount() == 6
