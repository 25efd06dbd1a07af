"""A cluster node's shared state in Redis (``redis`` package, asyncio client).

Every key and channel starts with ``prefix`` (so several clusters, or tests, share one Redis).
Atomic steps are Lua scripts; times come from Redis' own clock, so the nodes' clocks need not
agree. Redis keeps nothing on disk here: when it restarts, everything below is gone, and each
node writes its part again (``on_reconnected``); what must last is in PostgreSQL.

Keys (after the prefix):

| key | type | what |
| --- | --- | --- |
| `nodes` | sorted set | node id → the last heartbeat (ms, Redis time) |
| `epoch` | string | set once per Redis life: a new value means Redis lost everything |
| `lease:{table}` | string, expires | the owning node of a table |
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
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from typing import Any

import msgspec
import redis.asyncio as aioredis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import RedisError, ResponseError

from ..ratelimit import Allowances, LocalAllowances, Rate
from .resp import RespConnection, command, publishes
from .shared import MessageHandler, Shared, Unavailable

log = logging.getLogger(__name__)

DATA_CONNECTIONS = 64
"""Connections a node opens to Redis for its players' traffic (commands queue for one)."""
CONTROL_CONNECTIONS = 2
"""Connections for the heartbeat and lease renewals only."""
CONNECT_SECONDS = 1.0
COMMAND_SECONDS = 2.0
"""How long a command may take before Redis counts as away (as for the ``redis`` client)."""
SETTLE_ROUNDS = 2
"""Rounds after this node reaches Redis (at its start, or after Redis was away) before it strikes
off nodes without connections: after a restart of Redis that kept its data, the others need a
round to connect again."""
SILENT_SECONDS = 5.0
"""A subscription that brings nothing, not even the answer to a ping, for this long is lost."""

_NOW_MS = "local t = redis.call('TIME') local now = t[1] * 1000 + math.floor(t[2] / 1000) "

HEARTBEAT = (
    _NOW_MS
    + """
redis.call('ZADD', KEYS[1], now, ARGV[1])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - 100 * tonumber(ARGV[2]))
redis.call('SET', KEYS[2], ARGV[3], 'NX')
return {redis.call('GET', KEYS[2]),
        redis.call('ZRANGEBYSCORE', KEYS[1], now - tonumber(ARGV[2]), '+inf'),
        redis.call('ZRANGEBYSCORE', KEYS[1], now - tonumber(ARGV[2]), now - tonumber(ARGV[4]))}
"""
)
"""Beat (ARGV: node, alive ms, a fresh epoch, overdue ms); the epoch, the nodes alive and those
among them whose beat is overdue."""

GONE = (
    _NOW_MS
    + """
local gone = {}
for i, node in ipairs(ARGV) do
  if i > 1 then
    local seen = redis.call('ZSCORE', KEYS[1], node)
    if seen and tonumber(seen) <= now - tonumber(ARGV[1]) then
      redis.call('ZREM', KEYS[1], node)
      table.insert(gone, node)
    end
  end
end
return gone
"""
)
"""Strike nodes off (ARGV: overdue ms, nodes...) unless they have beaten since they were
suspected; the nodes struck off."""

ACQUIRE = (
    _NOW_MS
    + """
local owner = redis.call('GET', KEYS[1])
if owner then
  local seen = redis.call('ZSCORE', KEYS[2], owner)
  if seen and tonumber(seen) > now - tonumber(ARGV[3]) then return 0 end
end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
"""
)
"""A table's lease (ARGV: node, lease ms, alive ms), if nobody holds it or its holder is dead."""

TOKEN_BUCKET = """
local t = redis.call('TIME')
local now = tonumber(t[1]) + tonumber(t[2]) / 1000000
local burst, rate, cost = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local held = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(held[1]) or burst
local at = tonumber(held[2]) or now
tokens = math.min(burst, tokens + math.max(0, now - at) * rate)
if tokens < cost then return 0 end
if ARGV[4] == 'take' then
  tokens = tokens - cost
  redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', tostring(now))
  local refill = rate > 0 and (burst - tokens) / rate or 86400
  redis.call('PEXPIRE', KEYS[1], math.ceil(math.min(refill, 86400) * 1000) + 1000)
end
return 1
"""

OPEN_SOCKET = (
    _NOW_MS
    + """
local fields = redis.call('HGETALL', KEYS[1])
local total = 0
for i = 1, #fields, 2 do
  local seen = redis.call('ZSCORE', KEYS[2], fields[i])
  if fields[i] == ARGV[1] or (seen and tonumber(seen) > now - tonumber(ARGV[3])) then
    total = total + tonumber(fields[i + 1])
  else
    redis.call('HDEL', KEYS[1], fields[i])
  end
end
if total >= tonumber(ARGV[2]) then return 0 end
redis.call('HINCRBY', KEYS[1], ARGV[1], 1)
redis.call('PEXPIRE', KEYS[1], 86400000)
return 1
"""
)

CLOSE_SOCKET = """
if redis.call('HINCRBY', KEYS[1], ARGV[1], -1) <= 0 then redis.call('HDEL', KEYS[1], ARGV[1]) end
return 1
"""

RENEW = """
local result = {}
for i, key in ipairs(KEYS) do
  local owner = redis.call('GET', key)
  if owner == ARGV[1] then
    redis.call('PEXPIRE', key, ARGV[2])
    result[i] = 0
  elseif not owner then
    redis.call('SET', key, ARGV[1], 'PX', ARGV[2])
    result[i] = 1
  else
    result[i] = 2
  end
end
return result
"""

DELETE_IF = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""

CONNECT_PLAYER = (
    _NOW_MS
    + """
local before = redis.call('GET', KEYS[1])
redis.call('SET', KEYS[1], ARGV[1])
if not before or before == ARGV[1] then return false end
local node = string.match(before, '^(%S+)')
local seen = redis.call('ZSCORE', KEYS[2], node)
if seen and tonumber(seen) > now - tonumber(ARGV[2]) then return before end
return false
"""
)


PLAYERS_ONLINE = (
    _NOW_MS
    + """
local fields = redis.call('HGETALL', KEYS[1])
local total = 0
for i = 1, #fields, 2 do
  local seen = redis.call('ZSCORE', KEYS[2], fields[i])
  if seen and tonumber(seen) > now - tonumber(ARGV[1]) then
    total = total + tonumber(fields[i + 1])
  elseif not seen then
    redis.call('HDEL', KEYS[1], fields[i])
  end
end
return total
"""
)


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
        self.prefix = prefix
        self.lease_ms = int(lease_seconds * 1000)
        self.heartbeat_seconds = heartbeat_seconds
        self.alive_ms = int(3 * heartbeat_seconds * 1000)
        self.overdue_ms = int(1.5 * heartbeat_seconds * 1000)
        self.connection_name = self.key("node", self.node)
        """What this node's connections are called in Redis (``CLIENT LIST``)."""
        # A connection of the pool may have died with Redis (a restart): each command is tried
        # again once on a fresh one before Redis counts as away. The pool is bounded and a
        # command waits for a free connection: a burst (hundreds of players arriving at once)
        # queues here instead of failing as if Redis had gone away.
        options: dict[str, Any] = {
            "socket_connect_timeout": 1.0,
            "socket_timeout": 2.0,
            "health_check_interval": 5,
            "retry": Retry(NoBackoff(), 1),
            "retry_on_error": [RedisConnectionError],
            "client_name": self.connection_name,
        }
        self._redis: Any = aioredis.Redis.from_pool(
            aioredis.BlockingConnectionPool.from_url(
                url, max_connections=DATA_CONNECTIONS, timeout=None, **options
            )
        )
        # Heartbeats and lease renewals have connections of their own: they must keep their
        # rhythm however busy the data connections are, or the node's tables would lapse.
        self._control: Any = aioredis.Redis.from_pool(
            aioredis.BlockingConnectionPool.from_url(
                url, max_connections=CONTROL_CONNECTIONS, timeout=None, **options
            )
        )
        self.allowances = RedisAllowances(self)
        self._heartbeat_script = self._control.register_script(HEARTBEAT)
        self._gone_script = self._control.register_script(GONE)
        self._acquire_script = self._redis.register_script(ACQUIRE)
        self._open_socket_script = self._redis.register_script(OPEN_SOCKET)
        self._close_socket_script = self._redis.register_script(CLOSE_SOCKET)
        self._renew_script = self._control.register_script(RENEW)
        self._delete_if_script = self._redis.register_script(DELETE_IF)
        self._connect_script = self._redis.register_script(CONNECT_PLAYER)
        self._online_script = self._redis.register_script(PLAYERS_ONLINE)
        self.bucket_script = self._redis.register_script(TOKEN_BUCKET)
        self._alive: set[str] = {self.node}
        self._beaten = asyncio.Event()
        """Set after each heartbeat (``next_beat``)."""
        self._steady_since = time.monotonic()
        """Since when Redis has answered this node without a break."""
        self._listing_clients = True
        """Redis lets this node list its clients (``CLIENT LIST``): a node whose connections are
        all gone is known dead before its beat is three rounds late."""
        self._healthy = False
        self._listening = False
        self._catch_up = True
        """Something may have been missed: tell the node once Redis answers and we listen."""
        self._epoch: bytes | None = None
        self._tasks: list[asyncio.Task[None]] = []
        self._subscribed = asyncio.Event()
        self._outbox: list[tuple[bytes, bytes]] = []
        self._heard = 0.0
        """When the subscription last brought something (``time.monotonic``)."""
        self._outbox_ready = asyncio.Event()
        self._outbox_empty = asyncio.Event()
        self._outbox_empty.set()
        self._on_message: MessageHandler = lambda _: None
        self._on_reconnected: Callable[[], Awaitable[None]] = _nothing

    def key(self, *parts: object) -> str:
        return ":".join((self.prefix, *(str(part) for part in parts)))

    @property
    def client(self) -> Any:
        return self._redis

    # --- life -------------------------------------------------------------------------------------

    async def start(
        self, on_message: MessageHandler, on_reconnected: Callable[[], Awaitable[None]]
    ) -> None:
        self._on_message = on_message
        self._on_reconnected = on_reconnected
        await self._beat()  # raises Unavailable: a node does not start without Redis
        self._tasks = [
            asyncio.create_task(self._heartbeats(), name="redis heartbeat"),
            asyncio.create_task(self._listen(), name="redis listen"),
            asyncio.create_task(self._publish(), name="redis publish"),
        ]
        await asyncio.wait_for(self._subscribed.wait(), 5.0)
        self._catch_up = False  # nothing to catch up with at the start

    async def close(self) -> None:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self.flush(), 2.0)
        for task in self._tasks:
            task.cancel()
        for task in self._tasks:
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await task
        with contextlib.suppress(RedisError, OSError):
            await self._redis.zrem(self.key("nodes"), self.node)
        for client in (self._redis, self._control):
            with contextlib.suppress(Exception):
                await client.aclose()

    @property
    def clustered(self) -> bool:
        return True

    def is_alive(self, node: str) -> bool:
        return node in self._alive

    def alive_nodes(self) -> set[str]:
        return set(self._alive)

    async def confirm_alive(self, node: str) -> bool:
        if node not in self._alive:
            await self._beat()
        return node in self._alive

    @property
    def healthy(self) -> bool:
        """Redis answers, and this node hears what is sent to it."""
        return self._healthy and self._listening

    async def beat(self) -> None:
        await self._beat(round_=True)

    async def next_beat(self) -> None:
        # Cleared after waking, not before waiting: a beat during the caller's round is not
        # missed.
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(self._beaten.wait(), 2 * self.heartbeat_seconds)
        self._beaten.clear()

    async def _beat(self, *, round_: bool = False) -> None:
        """Write this node's heartbeat and learn who is alive; ``round_``: a beat of the node's
        rounds (``next_beat`` returns after it), not one asked for on the way (``confirm_alive``),
        so that the rounds keep their pace."""
        fresh = secrets.token_hex(8)
        epoch, alive, overdue = await self._call(
            self._heartbeat_script,
            keys=[self.key("nodes"), self.key("epoch")],
            args=[self.node, self.alive_ms, fresh, self.overdue_ms],
        )
        if not self._healthy:  # Redis answers again (or for the first time)
            self._steady_since = time.monotonic()
        self._alive = {node.decode() for node in alive} | {self.node}
        suspects = {node.decode() for node in overdue} - {self.node}
        if suspects:
            self._alive -= await self._strike_off(suspects)
        if self._epoch is not None and epoch != self._epoch:
            log.warning("Redis lost its data (a restart)")
            self._catch_up = True
        self._epoch = epoch
        self._healthy = True
        if self._catch_up and self._listening:  # only once we hear again what is sent to us
            self._catch_up = False
            if self._tasks:  # not at the first start
                log.warning("Redis answers again")
            await self._on_reconnected()
        if round_:
            self._beaten.set()

    async def _strike_off(self, suspects: set[str]) -> set[str]:
        """The nodes among ``suspects`` (their beat is late) that have no connection to Redis
        left: a process that died (kill -9, a crash) loses its connections at once, so it is
        known dead here in half the time its beat alone would take. A node that is only slow
        (paused, starved of CPU) keeps its connections and is left to the beat. Returns the
        nodes struck off the list of the living, for every node."""
        settled = time.monotonic() - self._steady_since >= SETTLE_ROUNDS * self.heartbeat_seconds
        if not (self._listing_clients and settled):
            return set()
        try:
            clients = await self._control.client_list()
        except (RedisError, OSError) as error:
            if isinstance(error, ResponseError):  # refused (an ACL), not just slow or away
                log.warning(
                    "Redis does not list its clients (%s): dead nodes are known by their "
                    "beat alone",
                    error,
                )
                self._listing_clients = False
            return set()
        connected = {client.get("name", "") for client in clients}
        unconnected = [node for node in suspects if self.key("node", node) not in connected]
        if not unconnected:
            return set()
        struck = await self._call(
            self._gone_script, [self.key("nodes")], [self.overdue_ms, *unconnected]
        )
        gone = {node.decode() for node in struck}
        if gone:
            log.warning("nodes with a late beat and no connection left: %s", ", ".join(gone))
        return gone

    async def _heartbeats(self) -> None:
        while True:
            await asyncio.sleep(self.heartbeat_seconds)
            try:
                await self._beat(round_=True)
            except Unavailable:
                continue
            except Exception:
                log.exception("after Redis came back, writing this node's part failed")

    async def _call(self, script: Any, keys: list[str], args: list[Any]) -> Any:
        try:
            return await script(keys=keys, args=args)
        except (RedisError, OSError) as error:
            await self._failed(error)
            raise Unavailable(str(error)) from None

    async def _do(self, name: str, *args: Any, **options: Any) -> Any:
        try:
            return await getattr(self._redis, name)(*args, **options)
        except (RedisError, OSError) as error:
            await self._failed(error)
            raise Unavailable(str(error)) from None

    async def _failed(self, error: BaseException) -> None:
        self._lost(error)
        if isinstance(error, RedisConnectionError | OSError):
            # The pool's other connections most likely died with this one (Redis restarted):
            # drop them all, so that the next command connects afresh.
            for client in (self._redis, self._control):
                with contextlib.suppress(Exception):
                    await client.connection_pool.disconnect(inuse_connections=False)

    def _lost(self, error: BaseException) -> None:
        if self._healthy:
            log.warning("Redis does not answer: %s", error)
        self._healthy = False
        self._catch_up = True

    # --- receiving and sending -------------------------------------------------------------------

    async def _listen(self) -> None:
        """Read the subscriptions; after a lost connection, subscribe again from scratch. A
        quiet subscription is asked for a sign of life (``PING``), and one that gives none in
        ``SILENT_SECONDS`` is given up: a half-open connection must not leave the node deaf."""
        while True:
            subscription: RespConnection | None = None
            try:
                subscription = await RespConnection.open(
                    self.url, CONNECT_SECONDS, self.connection_name
                )
                channels = (self.key("n", self.node), self.key("all"))
                subscription.write(command("SUBSCRIBE", *channels))
                await asyncio.wait_for(subscription.replies(len(channels)), CONNECT_SECONDS)
                self._listening = True
                self._subscribed.set()
                watchdog = asyncio.create_task(self._watch(subscription), name="redis watchdog")
                try:
                    while True:
                        for reply in await subscription.read():
                            self._heard = time.monotonic()
                            if reply[0] == b"message":
                                self._receive(reply[2])
                finally:
                    watchdog.cancel()
            except asyncio.CancelledError:
                raise
            except (RedisError, OSError, TimeoutError) as error:
                self._lost(error)
            except Exception:  # never stop listening: a node that does not listen is lost
                log.exception("listening to Redis failed; listening again")
                self._catch_up = True
            finally:
                self._listening = False
                if subscription is not None:
                    subscription.close()
            await asyncio.sleep(0.05)

    async def _watch(self, subscription: RespConnection) -> None:
        self._heard = time.monotonic()
        while True:
            await asyncio.sleep(self.heartbeat_seconds)
            quiet = time.monotonic() - self._heard
            if quiet > SILENT_SECONDS:
                log.warning("the subscription to Redis was silent for %.0f s", quiet)
                subscription.close()  # the read fails, and the node subscribes afresh
                return
            if quiet >= self.heartbeat_seconds:
                subscription.write(command("PING"))

    def _receive(self, data: bytes) -> None:
        try:
            if data[:1] == b"[":  # several messages published as one (``bundle``)
                for one in _bundled(data):
                    self._on_message(bytes(one))
            else:
                self._on_message(data)
        except Exception:
            log.exception("handling a message from another node failed")

    def send(self, node: str, data: bytes) -> None:
        self._queue(self.key("n", node), data)

    def announce(self, data: bytes) -> None:
        self._queue(self.key("all"), data)

    def _queue(self, channel: str, data: bytes) -> None:
        self._outbox.append((channel.encode(), data))
        self._outbox_ready.set()
        self._outbox_empty.clear()

    async def flush(self) -> None:
        await self._outbox_empty.wait()

    async def _publish(self) -> None:
        """Publish what is queued, in order, a batch at a time, on one connection: one write,
        then its replies. Messages in a row for the same channel go as one (``bundle``), so a
        busy node publishes fewer, larger messages. While Redis is away, what is queued is
        dropped (the protocol's ``seq`` and the re-attaching after a reconnect make up for it)."""
        connection: RespConnection | None = None
        while True:
            await self._outbox_ready.wait()
            self._outbox_ready.clear()
            batch, self._outbox = self._outbox, []
            if batch:
                try:
                    if connection is None:
                        connection = await RespConnection.open(
                            self.url, CONNECT_SECONDS, self.connection_name
                        )
                    messages = bundle(batch)
                    connection.write(publishes(messages))
                    await asyncio.wait_for(connection.replies(len(messages)), COMMAND_SECONDS)
                except (RedisError, OSError, TimeoutError) as error:
                    if connection is not None:
                        connection.close()
                        connection = None
                    await self._failed(error)
                    log.warning("dropped %d messages to other nodes", len(batch))
            if not self._outbox:
                self._outbox_empty.set()

    # --- connections per address ------------------------------------------------------------------

    async def open_socket(self, address: str, limit: int) -> bool:
        keys = [self.key("sock", address), self.key("nodes")]
        return bool(
            await self._call(self._open_socket_script, keys, [self.node, limit, self.alive_ms])
        )

    async def close_socket(self, address: str) -> None:
        await self._call(self._close_socket_script, [self.key("sock", address)], [self.node])

    # --- tables -----------------------------------------------------------------------------------

    async def claim_code(self, code: str, table_id: int) -> bool:
        key = self.key("code", code)
        if await self._do("set", key, table_id, nx=True):
            return True
        return bool(await self._do("get", key) == str(table_id).encode())

    async def table_of(self, code: str) -> int | None:
        value = await self._do("get", self.key("code", code))
        return None if value is None else int(value)

    async def forget_code(self, code: str, table_id: int) -> None:
        await self._call(self._delete_if_script, [self.key("code", code)], [table_id])

    async def acquire(self, table_id: int) -> bool:
        keys = [self.key("lease", table_id), self.key("nodes")]
        args = [self.node, self.lease_ms, self.alive_ms]
        return bool(await self._call(self._acquire_script, keys, args))

    async def renew(self, table_ids: list[int]) -> tuple[set[int], set[int]]:
        if not table_ids:
            return set(), set()
        keys = [self.key("lease", table) for table in table_ids]
        states = await self._call(self._renew_script, keys, [self.node, self.lease_ms])
        lost = {table for table, state in zip(table_ids, states, strict=True) if state == 2}
        again = {table for table, state in zip(table_ids, states, strict=True) if state == 1}
        return lost, again

    async def release(self, table_id: int) -> None:
        await self._call(self._delete_if_script, [self.key("lease", table_id)], [self.node])

    async def owners(self, table_ids: list[int]) -> dict[int, str | None]:
        if not table_ids:
            return {}
        values = await self._do("mget", [self.key("lease", table) for table in table_ids])
        return {
            table: None if value is None else value.decode()
            for table, value in zip(table_ids, values, strict=True)
        }

    # --- players ----------------------------------------------------------------------------------

    async def connect_player(self, player_id: int, conn_id: str) -> tuple[str, str] | None:
        keys = [self.key("player", player_id), self.key("nodes")]
        before = await self._call(
            self._connect_script, keys, [f"{self.node} {conn_id}", self.alive_ms]
        )
        if not before:
            return None
        node, conn = before.decode().split(" ", 1)
        return node, conn

    async def disconnect_player(self, player_id: int, conn_id: str) -> None:
        await self._call(
            self._delete_if_script, [self.key("player", player_id)], [f"{self.node} {conn_id}"]
        )

    async def where_player(self, player_id: int) -> tuple[str, str] | None:
        value = await self._do("get", self.key("player", player_id))
        if value is None:
            return None
        node, conn = value.decode().split(" ", 1)
        return (node, conn) if await self.confirm_alive(node) else None

    async def online_players(self, player_ids: list[int]) -> set[int]:
        if not player_ids:
            return set()
        values = await self._do("mget", [self.key("player", p) for p in player_ids])
        alive = self.alive_nodes()
        return {
            player
            for player, value in zip(player_ids, values, strict=True)
            if value is not None and value.decode().split(" ", 1)[0] in alive
        }

    async def count_players(self, count: int) -> None:
        await self._do("hset", self.key("online"), self.node, count)

    async def players_online(self) -> int:
        keys = [self.key("online"), self.key("nodes")]
        return int(await self._call(self._online_script, keys, [self.alive_ms]))

    # --- the lobby --------------------------------------------------------------------------------

    async def relist(self, entries: dict[int, bytes], gone: list[int]) -> None:
        lobby = self.key("lobby")
        try:
            pipe = self._redis.pipeline(transaction=False)
            if entries:
                pipe.hset(lobby, mapping={str(table): entry for table, entry in entries.items()})
            if gone:
                pipe.hdel(lobby, *(str(table) for table in gone))
            await pipe.execute()
        except (RedisError, OSError) as error:
            await self._failed(error)
            raise Unavailable(str(error)) from None

    async def listing(self) -> list[bytes]:
        return list((await self._do("hgetall", self.key("lobby"))).values())


class RedisAllowances(Allowances):
    """Token buckets and marks in Redis, shared by every node. While Redis is away they are
    kept by this node alone (``LocalAllowances``): every limit still holds, per node."""

    def __init__(self, shared: RedisShared) -> None:
        self._shared = shared
        self._meanwhile = LocalAllowances(time.monotonic)

    async def _bucket(self, key: str, rate: Rate, cost: float, mode: str) -> bool:
        shared = self._shared
        args = [rate.burst, rate.per_second, cost, mode]
        return bool(await shared._call(shared.bucket_script, [shared.key("a", key)], args))

    async def take(self, key: str, rate: Rate, cost: float = 1.0) -> bool:
        try:
            return await self._bucket(key, rate, cost, "take")
        except Unavailable:
            return await self._meanwhile.take(key, rate, cost)

    async def has(self, key: str, rate: Rate, cost: float = 1.0) -> bool:
        try:
            return await self._bucket(key, rate, cost, "has")
        except Unavailable:
            return await self._meanwhile.has(key, rate, cost)

    async def mark(self, key: str, seconds: float) -> None:
        try:
            await self._shared._do("set", self._shared.key("m", key), 1, px=int(seconds * 1000))
        except Unavailable:
            await self._meanwhile.mark(key, seconds)

    async def marked(self, key: str) -> bool:
        try:
            return bool(await self._shared._do("exists", self._shared.key("m", key)))
        except Unavailable:
            return await self._meanwhile.marked(key)


async def _nothing() -> None:
    return


_bundled = msgspec.json.Decoder(list[msgspec.Raw]).decode


def bundle(batch: list[tuple[bytes, bytes]]) -> list[tuple[bytes, bytes]]:
    """Messages in a row for one channel joined into one (a JSON array of the messages, each
    a JSON object): the order of everything in the batch stays as it was queued."""
    out: list[tuple[bytes, list[bytes]]] = []
    for channel, data in batch:
        if out and out[-1][0] == channel:
            out[-1][1].append(data)
        else:
            out.append((channel, [data]))
    return [
        (channel, group[0] if len(group) == 1 else b"[" + b",".join(group) + b"]")
        for channel, group in out
    ]
