"""The lobby: the open public tables, sent to whoever watches it whenever it changes (at most
every ``DELAY`` seconds, so a burst of changes costs one message)."""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING

from app.net import LobbyState, TableStatus, encode

if TYPE_CHECKING:
    from .connection import Connection
    from .tables import Table

LIMIT = 100
"""Tables listed at most (newest first); ``total`` counts them all."""
DELAY = 0.25


class Lobby:
    def __init__(self, tables: Callable[[], Iterable[Table]]) -> None:
        self._tables = tables
        self._watchers: set[Connection] = set()
        self._pending = False

    def watch(self, conn: Connection, watching: bool) -> None:
        if watching:
            self._watchers.add(conn)
        else:
            self._watchers.discard(conn)
        conn.send(self.state())

    def forget(self, conn: Connection) -> None:
        self._watchers.discard(conn)

    def state(self) -> LobbyState:
        listed = [
            table
            for table in self._tables()
            if table.status is TableStatus.OPEN and not table.settings.private
        ]
        listed.sort(key=lambda table: (-table.created_at, table.id))
        return LobbyState(tables=[table.summary() for table in listed[:LIMIT]], total=len(listed))

    def changed(self) -> None:
        if self._pending or not self._watchers:
            return
        self._pending = True
        asyncio.get_running_loop().call_later(DELAY, self._send)

    def _send(self) -> None:
        self._pending = False
        data = encode(self.state())
        for conn in list(self._watchers):
            conn.send_bytes(data)
