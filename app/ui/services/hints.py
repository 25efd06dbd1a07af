"""Hint tables: built once per ruleset in a worker thread, with progress for the view."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from app import strategy
from app.rules import Game, Ruleset

if TYPE_CHECKING:
    from app.strategy import Advice

log = logging.getLogger(__name__)

FAILED = -1.0

QUIT_WAIT = 3.0
"""Seconds the app waits on quitting for a cancelled build to stop its worker processes."""


class HintTables(QObject):
    """Knows, per ruleset, whether hints are ready, and builds what is missing."""

    progressChanged = Signal(str, float)
    """(ruleset key, progress 0 to 1; ``FAILED`` when building failed)"""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._progress: dict[str, float] = {}
        self._tasks: dict[str, asyncio.Future[None]] = {}
        self._threads: list[threading.Thread] = []
        self._closed = threading.Event()
        """Set when the app quits: builds under way stop, and their news is dropped."""

    def close(self) -> None:
        """The app is quitting: builds still running are cancelled (their worker processes
        stopped and their shared memory released) and their news dropped from now on."""
        self._closed.set()
        for thread in self._threads:
            thread.join(QUIT_WAIT)
            if thread.is_alive():
                log.warning("a hint table build did not stop within %.0f s", QUIT_WAIT)

    def progress(self, rules: Ruleset) -> float:
        """1.0 when hints are ready, below while the tables build, ``FAILED`` if they could not."""
        known = self._progress.get(rules.key)
        if known is not None:
            return known
        try:
            ready = bool(strategy.is_prepared(rules))
        except Exception:
            log.exception("the strategy package cannot say whether its tables are ready")
            return FAILED
        if ready:
            self._progress[rules.key] = 1.0
            return 1.0
        return 0.0

    def ensure(self, rules: Ruleset) -> None:
        """Start building the tables for ``rules`` in a worker thread unless ready or underway."""
        if self.progress(rules) >= 1.0 or rules.key in self._tasks:
            return
        loop = asyncio.get_event_loop()
        self._set(rules.key, 0.0)
        future: asyncio.Future[None] = loop.create_future()

        def post(callback: Callable[..., None], *args: object) -> None:
            # From the worker thread; the loop may be gone when the app quits mid-build.
            if self._closed.is_set():
                return
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(callback, *args)

        def report(fraction: float) -> None:
            if self._closed.is_set():
                raise strategy.BuildCancelled(rules.key)
            post(self._set, rules.key, min(0.99, max(0.0, fraction)))

        def settle(error: BaseException | None) -> None:
            if future.done():
                return
            if error is None:
                future.set_result(None)
            else:
                future.set_exception(error)

        def build() -> None:
            try:
                strategy.prepare(rules, report)
            except BaseException as error:
                post(settle, error)
            else:
                post(settle, None)

        # A daemon thread: quitting waits only for the cancellation (``close``), never for the
        # rest of the build.
        thread = threading.Thread(target=build, name=f"hints-{rules.key}", daemon=True)
        self._threads = [t for t in self._threads if t.is_alive()] + [thread]
        thread.start()
        self._tasks[rules.key] = future
        future.add_done_callback(lambda done: self._finished(rules.key, done))

    def advise(self, game: Game) -> Advice | None:
        """Advice for the dice on the table, or None when it is not available."""
        if game.dice is None or game.over or self.progress(game.rules) < 1.0:
            return None
        try:
            return strategy.advise(game)
        except Exception:
            log.exception("the advisor failed")
            return None

    def _finished(self, key: str, future: asyncio.Future[None]) -> None:
        self._tasks.pop(key, None)
        if self._closed.is_set():
            return
        if future.cancelled():
            self._progress.pop(key, None)
            return
        error = future.exception()
        if error is not None:
            log.error("building the hint tables for %s failed: %s", key, error)
            self._set(key, FAILED)
        else:
            self._set(key, 1.0)

    def _set(self, key: str, progress: float) -> None:
        if self._closed.is_set():
            return  # posted before the app began to quit
        if self._progress.get(key) != progress:
            self._progress[key] = progress
            self.progressChanged.emit(key, progress)
