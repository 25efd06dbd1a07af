"""The lobby: the public tables of every node (open ones to join, running ones to watch) and
how many players are online, sent to the watchers on this node whenever
the listing changes (at most every ``DELAY`` seconds, so a burst of changes costs one message).

Each table's owner writes its entry into what the nodes share and announces the change; each
node reads the whole listing once per change and sends it to its own watchers.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Coroutine, Iterable
from typing import Any

import msgspec

from app.net import LobbyState, TableSummary, encode

from .cluster import Shared, Unavailable
from .connection import Connection
from .names import tags as name_tags

log = logging.getLogger(__name__)

LIMIT = 100
"""Tables listed at most (newest first); ``total`` counts them all."""
DELAY = 0.25


class LobbyEntry(msgspec.Struct, frozen=True):
    """A table's line in the shared listing."""

    table: int
    created_at: int
    summary: TableSummary


_entry = msgspec.json.Decoder(LobbyEntry)


def entry_of(table_id: int, created_at: int, summary: TableSummary) -> bytes:
    return msgspec.json.encode(LobbyEntry(table_id, created_at, summary))


def lobby_state(entries: list[bytes], online: int = 0) -> LobbyState:
    listed: list[LobbyEntry] = []
    for raw in entries:
        try:
            listed.append(_entry.decode(raw))
        except msgspec.DecodeError:
            log.warning("skipped a lobby entry that cannot be read")
    listed.sort(key=lambda entry: (-entry.created_at, entry.table))
    return LobbyState(
        tables=tagged(entry.summary for entry in listed[:LIMIT]), total=len(listed), online=online
    )


def tagged(summaries: Iterable[TableSummary]) -> list[TableSummary]:
    """The summaries with ``tags`` wherever a name looks like another one anywhere in the
    listing (the lobby shows them all together)."""
    listed = list(summaries)
    tags = name_tags(
        (player, name)
        for summary in listed
        for player, name in zip(summary.players, summary.names, strict=False)
    )
    if not tags:
        return listed
    return [
        msgspec.structs.replace(summary, tags=[tags.get(player) for player in summary.players])
        if any(player in tags for player in summary.players)
        else summary
        for summary in listed
    ]


class Lobby:
    def __init__(self, shared: Shared, spawn: Callable[[Coroutine[Any, Any, None]], None]) -> None:
        self._shared = shared
        self._spawn = spawn
        self._watchers: set[Connection] = set()
        self._pending = False
        self._last: bytes = encode(LobbyState(tables=[], total=0))

    async def watch(self, conn: Connection, watching: bool) -> None:
        if watching:
            self._watchers.add(conn)
        else:
            self._watchers.discard(conn)
        with contextlib.suppress(Unavailable):  # else the last listing, until it answers
            self._last = await self._current()
        conn.send_bytes(self._last)

    async def _current(self) -> bytes:
        listing = await self._shared.listing()
        return encode(lobby_state(listing, await self._shared.players_online()))

    def forget(self, conn: Connection) -> None:
        self._watchers.discard(conn)

    def changed(self) -> None:
        """Some node's listing changed (``internode.LobbyChanged``)."""
        if self._pending or not self._watchers:
            return
        self._pending = True
        asyncio.get_running_loop().call_later(DELAY, lambda: self._spawn(self._send()))

    async def _send(self) -> None:
        self._pending = False
        try:
            data = await self._current()
        except Unavailable:
            return
        self._last = data
        for conn in list(self._watchers):
            conn.send_bytes(data)
