"""The profile's data file as the app uses it: a read or write that fails becomes a notice for
the player, and the game goes on (also when there is no data file at all)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TypeVar

from app.profile import ProfileStore, StoreError

log = logging.getLogger(__name__)

Notify = Callable[[str, str], None]
"""Tells the player something: a notice code and a detail (``save_failed``, the error)."""

_Found = TypeVar("_Found")


class DataFile:
    def __init__(self, store: ProfileStore | None, notify: Notify) -> None:
        self._store = store
        self._notify = notify

    def read(self, read: Callable[[ProfileStore], _Found], *, quiet: bool = False) -> _Found | None:
        """What ``read`` finds in the data file; None without a data file or when it cannot be
        read (the player hears of it, unless ``quiet``)."""
        if self._store is None:
            return None
        try:
            return read(self._store)
        except StoreError as error:
            if not quiet:
                self._notify("save_failed", str(error))
            return None

    def write(self, write: Callable[[ProfileStore], _Found]) -> _Found | None:
        """Run a write, and return what it returns; on failure tell the player, return None
        and play on."""
        if self._store is None:
            return None
        try:
            return write(self._store)
        except StoreError as error:
            log.error("%s", error)
            self._notify("save_failed", str(error))
            return None

    def close(self) -> None:
        if self._store is not None:
            self._store.close()
