"""Time for turn clocks, away limits and housekeeping: the event loop's, or a hand-driven one
in tests."""

from __future__ import annotations

import asyncio
import heapq
import itertools
import time
from collections.abc import Callable
from typing import Protocol


class Timer(Protocol):
    def cancel(self) -> None: ...


class Clock(Protocol):
    """Monotonic seconds and callbacks after a delay."""

    def now(self) -> float: ...

    def time(self) -> float:
        """Unix time in seconds, for what is kept by date (housekeeping's cutoffs)."""
        ...

    def call_later(self, delay: float, callback: Callable[[], None]) -> Timer: ...


class LoopClock:
    """The running event loop's clock."""

    def now(self) -> float:
        return asyncio.get_running_loop().time()

    def time(self) -> float:
        return time.time()

    def call_later(self, delay: float, callback: Callable[[], None]) -> Timer:
        return asyncio.get_running_loop().call_later(delay, callback)


class _ManualTimer:
    def __init__(self) -> None:
        self.cancelled = False

    def cancel(self) -> None:
        self.cancelled = True


class ManualClock:
    """A clock that moves only when told to: ``advance(seconds)`` runs what falls due, in order.
    Its Unix time starts at the real one and moves with it."""

    def __init__(self, start: float = 1000.0) -> None:
        self._now = start
        self._unix_offset = time.time() - start
        self._order = itertools.count()
        self._due: list[tuple[float, int, _ManualTimer, Callable[[], None]]] = []

    def now(self) -> float:
        return self._now

    def time(self) -> float:
        return self._now + self._unix_offset

    def call_later(self, delay: float, callback: Callable[[], None]) -> Timer:
        timer = _ManualTimer()
        heapq.heappush(self._due, (self._now + max(0.0, delay), next(self._order), timer, callback))
        return timer

    def advance(self, seconds: float) -> None:
        until = self._now + seconds
        while self._due and self._due[0][0] <= until:
            when, _, timer, callback = heapq.heappop(self._due)
            self._now = max(self._now, when)
            if not timer.cancelled:
                callback()
        self._now = until

    @property
    def pending(self) -> int:
        """Timers still waiting (cancelled ones excluded)."""
        return sum(not timer.cancelled for _, _, timer, _ in self._due)
