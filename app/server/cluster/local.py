"""A single server: what would be shared lives in this process."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

from ..ratelimit import LocalAllowances, SocketCounts
from .shared import MessageHandler, Shared


class LocalShared(Shared):
    def __init__(self, now: Callable[[], float], node: str = "single") -> None:
        self.node = node
        self.allowances = LocalAllowances(now)
        self._sockets: SocketCounts | None = None
        self._codes: dict[str, int] = {}
        self._owned: set[int] = set()
        self._players: dict[int, str] = {}
        self._listing: dict[int, bytes] = {}
        self._on_message: MessageHandler = lambda _: None

    async def start(
        self, on_message: MessageHandler, on_reconnected: Callable[[], Awaitable[None]]
    ) -> None:
        self._on_message = on_message

    async def open_socket(self, address: str, limit: int) -> bool:
        if self._sockets is None or self._sockets.limit != limit:
            self._sockets = SocketCounts(limit)
        return self._sockets.open(address)

    async def close_socket(self, address: str) -> None:
        if self._sockets is not None:
            self._sockets.close(address)

    async def claim_code(self, code: str, table_id: int) -> bool:
        if self._codes.get(code, table_id) != table_id:
            return False
        self._codes[code] = table_id
        return True

    async def table_of(self, code: str) -> int | None:
        return self._codes.get(code)

    async def forget_code(self, code: str, table_id: int) -> None:
        if self._codes.get(code) == table_id:
            del self._codes[code]

    async def beat(self) -> None:
        return

    async def next_beat(self) -> None:
        await asyncio.sleep(1.0)  # alone, there is nobody to beat for

    async def acquire(self, table_id: int) -> bool:
        self._owned.add(table_id)
        return True

    async def renew(self, table_ids: list[int]) -> tuple[set[int], set[int]]:
        return set(), set()

    async def release(self, table_id: int) -> None:
        self._owned.discard(table_id)

    async def owners(self, table_ids: list[int]) -> dict[int, str | None]:
        return {t: (self.node if t in self._owned else None) for t in table_ids}

    async def connect_player(self, player_id: int, conn_id: str) -> tuple[str, str] | None:
        previous = self._players.get(player_id)
        self._players[player_id] = conn_id
        return None if previous in (None, conn_id) else (self.node, str(previous))

    async def disconnect_player(self, player_id: int, conn_id: str) -> None:
        if self._players.get(player_id) == conn_id:
            del self._players[player_id]

    async def where_player(self, player_id: int) -> tuple[str, str] | None:
        conn = self._players.get(player_id)
        return None if conn is None else (self.node, conn)

    async def online_players(self, player_ids: list[int]) -> set[int]:
        return {p for p in player_ids if p in self._players}

    async def count_players(self, count: int) -> None:
        return  # counted from ``_players``

    async def players_online(self) -> int:
        return len(self._players)

    async def relist(self, entries: dict[int, bytes], gone: list[int]) -> None:
        self._listing.update(entries)
        for table_id in gone:
            self._listing.pop(table_id, None)

    async def listing(self) -> list[bytes]:
        return list(self._listing.values())

    def send(self, node: str, data: bytes) -> None:
        if node == self.node:
            asyncio.get_running_loop().call_soon(self._on_message, data)

    def announce(self, data: bytes) -> None:
        asyncio.get_running_loop().call_soon(self._on_message, data)
