"""A list model over frozen row values, keeping Qt's model contract.

Rows are dataclasses with a ``key`` field that identifies them. :meth:`RowListModel.set_rows`
compares the new rows with the old ones and emits row insertions, removals and ``dataChanged``
with exactly the roles that changed, never a reset.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
)

from .snapshot import camel, to_qml

ModelIndex = QModelIndex | QPersistentModelIndex

# Qt.ItemDataRole's two values, as numbers: PySide builds the whole ``Qt`` namespace the first
# time it is imported (some 20 ms), and the start screen's first frame does without it.
DISPLAY_ROLE = 0
USER_ROLE = 0x0100


class RowListModel(QAbstractListModel):
    def __init__(self, row_type: type, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._fields = tuple(f.name for f in dataclasses.fields(row_type))
        first = USER_ROLE + 1
        self._roles = {first + i: name for i, name in enumerate(self._fields)}
        self._role_of = {name: role for role, name in self._roles.items()}
        self._rows: tuple[Any, ...] = ()

    @property
    def rows(self) -> tuple[Any, ...]:
        return self._rows

    # --- Qt's side --------------------------------------------------------------------------------

    def rowCount(self, parent: ModelIndex = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def roleNames(self) -> dict[int, QByteArray]:
        return {role: QByteArray(camel(name).encode()) for role, name in self._roles.items()}

    def data(self, index: ModelIndex, role: int = DISPLAY_ROLE) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._rows):
            return None
        name = self._roles.get(role)
        if name is None:
            return None
        return to_qml(getattr(self._rows[index.row()], name))

    # --- our side ---------------------------------------------------------------------------------

    def set_rows(self, rows: Sequence[Any]) -> None:
        new = tuple(rows)
        old = self._rows
        same = 0
        while same < min(len(old), len(new)) and old[same].key == new[same].key:
            same += 1
        if same < len(old):
            self.beginRemoveRows(QModelIndex(), same, len(old) - 1)
            self._rows = old[:same]
            self.endRemoveRows()
        self._rows = new[:same]
        for row in range(same):
            changed = [
                self._role_of[name]
                for name in self._fields
                if getattr(old[row], name) != getattr(new[row], name)
            ]
            if changed:
                index = self.index(row, 0)
                self.dataChanged.emit(index, index, changed)
        if same < len(new):
            self.beginInsertRows(QModelIndex(), same, len(new) - 1)
            self._rows = new
            self.endInsertRows()
        self._rows = new
