"""A guard against PySide builds that lose references to None or True.

PySide6 6.12.0 on Python 3.11 took a reference from None on every call of a method returning
nothing and from True on every signal emit; after some thousands of calls Python aborted
("none_dealloc"). pyproject keeps PySide below that release; this test fails on any build
that brings the fault back.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QCoreApplication, QObject, Signal


class Sender(QObject):
    ping = Signal()


def test_void_calls_and_emits_keep_their_references(qapp) -> None:  # type: ignore[no-untyped-def]
    sender = Sender()
    before = sys.getrefcount(None), sys.getrefcount(True)
    for _ in range(1000):
        sender.setObjectName("sender")
        sender.ping.emit()
        QCoreApplication.sendPostedEvents()
    after = sys.getrefcount(None), sys.getrefcount(True)
    # A faulty build loses 2000 and 1000; a stray reference elsewhere is not the fault.
    assert abs(after[0] - before[0]) < 50
    assert abs(after[1] - before[1]) < 50
