"""Snapshot view-models: a frozen view value, one Qt property per field, notified on change.

A view-model computes a new frozen view with a pure ``derive_...()`` function and hands it to
:func:`publish`, which emits ``<field>Changed`` only for the fields whose value changed.
"""

from __future__ import annotations

import dataclasses
import enum
from typing import Any

from PySide6.QtCore import Property, QObject, Signal


def camel(name: str) -> str:
    head, *rest = name.split("_")
    return head + "".join(part.title() for part in rest)


def to_qml(value: Any) -> Any:
    """Frozen values as QML sees them: dataclasses become maps, tuples lists, enums text."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {camel(f.name): to_qml(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple | list):
        return [to_qml(item) for item in value]
    if isinstance(value, enum.Enum):
        return value.value
    return value


def view_property(field: str, qtype: type, notify: Signal) -> Property:
    """A read-only Qt property that reads ``field`` of the view-model's ``_view``.

    ``tests/ui/common/test_view_properties.py`` checks that every view-model declares exactly one
    property per field of its view, named, typed and notified as the field says."""

    def read(self: Any) -> Any:
        return to_qml(getattr(self._view, field))

    read.__name__ = field  # the field it reads, for that test
    return Property(qtype, read, notify=notify)


def publish(owner: QObject, old: Any, new: Any) -> None:
    """Emit ``<field>Changed`` on ``owner`` for every field that differs between the views."""
    for item in dataclasses.fields(new):
        if old is None or getattr(old, item.name) != getattr(new, item.name):
            getattr(owner, camel(item.name) + "Changed").emit()
