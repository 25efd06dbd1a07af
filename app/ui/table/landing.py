"""When the dice count as landed: the view says so when they come to rest, and at the latest
after ``LANDING_AT_LATEST_MS`` they do anyway (a hidden view, say, never says it)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

LANDING_AT_LATEST_MS = 2000
"""The dice count as landed after this long even if the view never says so (hidden, say)."""


class LandingTimer:
    def __init__(self, parent: QObject, landed: Callable[[], None]) -> None:
        self._timer = QTimer(parent)
        self._timer.setSingleShot(True)
        self._timer.setInterval(LANDING_AT_LATEST_MS)
        self._timer.timeout.connect(landed)

    def thrown(self) -> None:
        """Dice were thrown: they land by the view's word or when this runs out."""
        self._timer.start()

    def stop(self) -> None:
        self._timer.stop()
