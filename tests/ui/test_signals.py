"""Emitting signals many times leaves Python's references to True as they were."""

from __future__ import annotations

import sys

from PySide6.QtCore import QObject, Signal

from app.ui.common.signals import emit


class Sender(QObject):
    plain = Signal()
    carrying = Signal(object, object)


def test_emit_keeps_the_references_to_true(qapp) -> None:  # type: ignore[no-untyped-def]
    sender = Sender()
    received: list[object] = []
    sender.carrying.connect(lambda a, b: received.append(a))
    emit(sender.plain)  # the first emit measures this PySide once
    before = sys.getrefcount(True)
    for _ in range(2000):
        emit(sender.plain)
        emit(sender.carrying, 1, None)
    # Without the fix 4000 references would be gone; a stray one elsewhere is not our concern.
    assert abs(sys.getrefcount(True) - before) < 10
    assert len(received) == 2000
