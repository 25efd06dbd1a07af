"""A cluster node's shared state in Redis (``redis`` package, asyncio client): ``RedisShared``
composes one part per concern of ``Shared``: ``liveness`` (heartbeats, who is alive),
``messaging`` (between nodes), ``tables`` (leases and codes), ``presence`` (who is connected
where), ``lobby``, ``allowances``; all of them over one ``link`` (the connections, the keys,
what a failure means), with the Lua scripts in ``scripts``.

Every key and channel starts with ``prefix`` (so several clusters, or tests, share one Redis).
Atomic steps are Lua scripts; times come from Redis' own clock, so the nodes' clocks need not
agree. Redis keeps nothing on disk here: when it restarts, everything below is gone, and each
node writes its part again (``on_reconnected``); what must last is in PostgreSQL.

Keys (after the prefix):

| key | type | what |
| --- | --- | --- |
| `nodes` | sorted set | node id → the last heartbeat (ms, Redis time) |
| `epoch` | string | set once per Redis life: a new value means Redis lost everything |
| `lease:{table}` | string, expires | the owning node of a table (while that node lives; 1 h) |
| `code:{CODE}` | string | the table a code names |
| `player:{id}` | string | "node connection" of the player's connection |
| `lobby` | hash | table id → its lobby entry |
| `online` | hash | node → players connected there |
| `sock:{address}` | hash | node → open websockets of that address there |
| `a:{key}` | hash, expires | a token bucket (``tokens``, ``at``) |
| `m:{key}` | string, expires | a mark |

Channels: `n:{node}` (messages to a node), `all` (messages to every node). A node publishes
everything through one connection (``resp``), in the order it was queued, in batches where
messages in a row for one channel travel as one JSON array: what one node sends another
arrives in order.
"""

from __future__ import annotations

import asyncio
import contextlib
import secrets
from collections.abc import Awaitable, Callable
from typing import Any

from redis.exceptions import RedisError

from ..shared import MessageHandler, Shared
from .allowances import RedisAllowances
from .link import RedisLink
from .liveness import RedisLiveness
from .lobby import RedisLobby
from .messaging import RedisMessaging
from .presence import RedisPresence
from .tables import RedisTables


class RedisShared(Shared):
    def __init__(
        self,
        url: str,
        node_name: str,
        *,
        prefix: str = "fw",
        lease_seconds: float = 3.0,
        heartbeat_seconds: float = 1.0,
    ) -> None:
        self.node = f"{node_name}.{secrets.token_hex(3)}"
        self.url = url
        self.heartbeat_seconds = heartbeat_seconds
        self.link = RedisLink(url, self.node, prefix, heartbeat_seconds, lease_seconds)
        self.liveness = RedisLiveness(self.link, heartbeat_seconds)
        self.messaging = RedisMessaging(self.link, heartbeat_seconds)
        self.tables = RedisTables(self.link, lease_seconds)
        self.presence = RedisPresence(self.link, self.liveness)
        self.lobby = RedisLobby(self.link)
        self.allowances = RedisAllowances(self.link)
        self._tasks: list[asyncio.Task[None]] = []

    def key(self, *parts: object) -> str:
        return self.link.key(*parts)

    @property
    def client(self) -> Any:
        return self.link.data

    # --- life ---------------------------------------------------------------------------------

    async def start(
        self, on_message: MessageHandler, on_reconnected: Callable[[], Awaitable[None]]
    ) -> None:
        self.messaging.on_message = on_message
        self.messaging.on_unheard = self.liveness.unheard
        self.liveness.on_reconnected = on_reconnected
        await self.liveness.beat()  # raises Unavailable: a node does not start without Redis
        self._tasks = [
            asyncio.create_task(self.liveness.heartbeats(), name="redis heartbeat"),
            asyncio.create_task(self.messaging.listen(), name="redis listen"),
            asyncio.create_task(self.messaging.publish(), name="redis publish"),
        ]
        self.liveness.running = True
        await asyncio.wait_for(self.messaging.subscribed.wait(), 5.0)
        self.link.catch_up = False  # nothing to catch up with at the start

    async def close(self) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.flush(), 2.0)
        self.liveness.stop()
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        with contextlib.suppress(RedisError, OSError):
            await self.link.data.zrem(self.key("nodes"), self.node)
        await self.link.close()

    @property
    def clustered(self) -> bool:
        return True

    @property
    def healthy(self) -> bool:
        """Redis answers, and this node hears what is sent to it."""
        return self.link.healthy and self.link.listening

    # --- liveness -----------------------------------------------------------------------------

    def is_alive(self, node: str) -> bool:
        return self.liveness.is_alive(node)

    def alive_nodes(self) -> set[str]:
        return self.liveness.alive_nodes()

    async def confirm_alive(self, node: str) -> bool:
        return await self.liveness.confirm_alive(node)

    async def beat(self) -> None:
        await self.liveness.beat(round_=True)

    async def next_beat(self) -> None:
        await self.liveness.next_beat()

    # --- messages between nodes ---------------------------------------------------------------

    def send(self, node: str, data: bytes) -> None:
        self.messaging.send(node, data)

    def announce(self, data: bytes) -> None:
        self.messaging.announce(data)

    async def flush(self) -> None:
        await self.messaging.flush()

    # --- connections per address --------------------------------------------------------------

    async def open_socket(self, address: str, limit: int) -> bool:
        return await self.presence.open_socket(address, limit)

    async def close_socket(self, address: str) -> None:
        await self.presence.close_socket(address)

    # --- tables -------------------------------------------------------------------------------

    async def claim_code(self, code: str, table_id: int) -> bool:
        return await self.tables.claim_code(code, table_id)

    async def claim_codes(self, codes: dict[str, int]) -> set[str]:
        return await self.tables.claim_codes(codes)

    async def table_of(self, code: str) -> int | None:
        return await self.tables.table_of(code)

    async def forget_code(self, code: str, table_id: int) -> None:
        await self.tables.forget_code(code, table_id)

    async def acquire(self, table_id: int) -> bool:
        return await self.tables.acquire(table_id)

    async def acquire_many(self, table_ids: list[int]) -> set[int]:
        return await self.tables.acquire_many(table_ids)

    async def renew(self, table_ids: list[int]) -> tuple[set[int], set[int]]:
        return await self.tables.renew(table_ids)

    async def release(self, table_id: int) -> None:
        await self.tables.release(table_id)

    async def owners(self, table_ids: list[int]) -> dict[int, str | None]:
        return await self.tables.owners(table_ids)

    # --- players ------------------------------------------------------------------------------

    async def connect_player(self, player_id: int, conn_id: str) -> tuple[str, str] | None:
        return await self.presence.connect_player(player_id, conn_id)

    async def disconnect_player(self, player_id: int, conn_id: str) -> None:
        await self.presence.disconnect_player(player_id, conn_id)

    async def where_player(self, player_id: int) -> tuple[str, str] | None:
        return await self.presence.where_player(player_id)

    async def online_players(self, player_ids: list[int]) -> set[int]:
        return await self.presence.online_players(player_ids)

    async def count_players(self, count: int) -> None:
        await self.presence.count_players(count)

    async def players_online(self) -> int:
        return await self.presence.players_online()

    # --- the lobby ----------------------------------------------------------------------------

    async def relist(self, entries: dict[int, bytes], gone: list[int]) -> None:
        await self.lobby.relist(entries, gone)

    async def listing(self) -> list[bytes]:
        return await self.lobby.listing()
