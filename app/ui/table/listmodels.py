"""The table's list models, registered so QML knows their type."""

from __future__ import annotations

from PySide6.QtCore import QObject
from PySide6.QtQml import QmlElement

from ..common.listmodel import RowListModel
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)
from .dice import DieRow
from .sheet import SheetRow
from .view import PlayerRow


@QmlElement
@uncreatable("built by the table view-model")
class DiceModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(DieRow, parent)


@QmlElement
@uncreatable("built by the table view-model")
class SheetModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(SheetRow, parent)


@QmlElement
@uncreatable("built by the table view-model")
class PlayersModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(PlayerRow, parent)
