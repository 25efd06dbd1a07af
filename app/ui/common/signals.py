"""Emitting Qt signals without losing a reference to ``True``.

PySide6 6.12.0 returns ``True`` from ``SignalInstance.emit()`` without taking a reference to
it, so every emit takes one reference away from ``True``; after some thousands of emits Python
frees ``True`` and aborts ("bool_dealloc"). :func:`emit` gives the reference back where this
PySide does that, found out once by measuring, so a fixed PySide needs no change here.
"""

from __future__ import annotations

import ctypes
import functools
import sys
from typing import Any

from PySide6.QtCore import QObject, Signal, SignalInstance


class _Probe(QObject):
    ping = Signal()


@functools.cache
def _lost_per_emit() -> int:
    """How many references to True one emit takes away (0 for a PySide without the bug)."""
    probe = _Probe()
    trials = 8
    before = sys.getrefcount(True)
    for _ in range(trials):
        probe.ping.emit()
    lost = (before - sys.getrefcount(True)) // trials
    for _ in range(lost * trials):  # give back what the measurement itself took
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))
    probe.deleteLater()
    return max(0, lost)


def emit(signal: SignalInstance, *args: Any) -> None:
    """``signal.emit(*args)``, keeping Python's count of references to True right."""
    lost = _lost_per_emit()
    signal.emit(*args)
    for _ in range(lost):
        ctypes.pythonapi.Py_IncRef(ctypes.py_object(True))
