"""Values built once per key and shared by every thread (the exact tables, the turn models).

A second caller for a key that is being built waits for the first build and then shares its
result; builds for other keys go on meanwhile."""

from __future__ import annotations

import threading
from collections.abc import Callable
from typing import Generic, TypeVar

Built = TypeVar("Built")


class BuildOnce(Generic[Built]):
    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._key_locks: dict[str, threading.Lock] = {}
        self._built: dict[str, Built] = {}

    def __contains__(self, key: str) -> bool:
        return key in self._built

    def get(self, key: str, build: Callable[[], Built]) -> Built:
        """The value of ``key``, built by ``build`` on the first call."""
        found = self._built.get(key)
        if found is not None:
            return found
        with self._lock:
            lock = self._key_locks.setdefault(key, threading.Lock())
        with lock:
            found = self._built.get(key)
            if found is None:
                found = build()
                self._built[key] = found
        return found

    def clear(self) -> None:
        """Forget every value built (for tests and benchmarks)."""
        with self._lock:
            self._built.clear()
