"""Fetching again now and then while a screen shows, and not at all while it is hidden."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer


class Refresher(QObject):
    """Calls ``fetch`` every ``interval_ms`` while ``set_shown(True)``; stops when hidden, so a
    screen nobody looks at costs the server nothing."""

    def __init__(
        self, fetch: Callable[[], None], interval_ms: int, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._fetch = fetch
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.tick)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    @property
    def interval_ms(self) -> int:
        return self._timer.interval()

    def set_shown(self, shown: bool) -> None:
        if shown and not self._timer.isActive():
            self._timer.start()
        elif not shown:
            self._timer.stop()

    def tick(self) -> None:
        """One timed fetch (also what a test calls instead of waiting for the timer)."""
        self._fetch()
