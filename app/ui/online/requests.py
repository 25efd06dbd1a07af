"""Fetching from the server's HTTP side without holding up the window."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Generic, TypeVar

from .fetching import FetchError

log = logging.getLogger(__name__)

T = TypeVar("T")


class Request(Generic[T]):
    """At most one answer at a time: a newer request makes the older one's answer moot."""

    def __init__(self, done: Callable[[T | None, str], None]) -> None:
        self._done = done
        self._task: asyncio.Task[None] | None = None
        self._number = 0

    def start(self, fetch: Callable[[], Awaitable[T]]) -> None:
        """Run ``fetch``; ``done(value, "")`` or ``done(None, error_code)`` follows."""
        self.cancel()
        self._number += 1
        number = self._number

        async def run() -> None:
            try:
                value = await fetch()
            except FetchError as error:
                if number == self._number:
                    self._done(None, error.code)
                return
            except Exception:
                log.exception("a request to the server failed")
                if number == self._number:
                    self._done(None, "bad_answer")
                return
            if number == self._number:
                self._done(value, "")

        self._task = asyncio.get_event_loop().create_task(run())

    def cancel(self) -> None:
        if self._task is not None and not self._task.done():
            self._task.cancel()
        self._task = None
