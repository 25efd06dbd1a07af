"""A node's connections to Redis, and what every concern of ``RedisShared`` shares over them:
the keys (every one under the cluster's prefix), the scripts, and what a failed command means
(Redis counts as away until it answers again; the node may have missed something)."""

from __future__ import annotations

import contextlib
import logging
from typing import Any

import redis.asyncio as aioredis
from redis.asyncio.retry import Retry
from redis.backoff import NoBackoff
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import RedisError

from ..shared import Unavailable

log = logging.getLogger("app.server.cluster.redis")

DATA_CONNECTIONS = 64
"""Connections a node opens to Redis for its players' traffic (commands queue for one)."""
CONTROL_CONNECTIONS = 2
"""Connections for the heartbeat and lease renewals only."""
CONNECT_SECONDS = 1.0
COMMAND_SECONDS = 2.0
"""How long a command may take before Redis counts as away (as for the ``redis`` client)."""


class RedisLink:
    def __init__(
        self, url: str, node: str, prefix: str, heartbeat_seconds: float, lease_seconds: float
    ) -> None:
        self.url = url
        self.node = node
        self.prefix = prefix
        self.alive_ms = int(max(3 * heartbeat_seconds, lease_seconds) * 1000)
        """A node whose last beat is older than this is not alive: three rounds, and never less
        than a lease, so that a node that is only slow (paused, starved of CPU) for less than
        a lease is not taken for dead while it holds its leases (a node that died loses its
        connections, and is known dead after a round and a half: ``liveness``)."""
        self.connection_name = self.key("node", node)
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
        self.data: Any = aioredis.Redis.from_pool(
            aioredis.BlockingConnectionPool.from_url(
                url, max_connections=DATA_CONNECTIONS, timeout=None, **options
            )
        )
        # Heartbeats and lease renewals have connections of their own: they must keep their
        # rhythm however busy the data connections are, or the node's tables would lapse.
        self.control: Any = aioredis.Redis.from_pool(
            aioredis.BlockingConnectionPool.from_url(
                url, max_connections=CONTROL_CONNECTIONS, timeout=None, **options
            )
        )
        self.healthy = False
        """Redis answered the last command."""
        self.listening = False
        """This node hears what is sent to it (``messaging``)."""
        self.catch_up = True
        """Something may have been missed: tell the node once Redis answers and we listen."""

    def key(self, *parts: object) -> str:
        return ":".join((self.prefix, *(str(part) for part in parts)))

    def script(self, source: str, *, control: bool = False) -> Any:
        """A Lua script (``scripts``) on the data connections, or the control ones."""
        return (self.control if control else self.data).register_script(source)

    async def call(self, script: Any, keys: list[str], args: list[Any]) -> Any:
        try:
            return await script(keys=keys, args=args)
        except (RedisError, OSError) as error:
            await self.failed(error)
            raise Unavailable(str(error)) from None

    async def do(self, name: str, *args: Any, **options: Any) -> Any:
        try:
            return await getattr(self.data, name)(*args, **options)
        except (RedisError, OSError) as error:
            await self.failed(error)
            raise Unavailable(str(error)) from None

    async def do_control(self, name: str, *args: Any) -> Any:
        """A command on the control connections (heartbeats and leases)."""
        try:
            return await getattr(self.control, name)(*args)
        except (RedisError, OSError) as error:
            await self.failed(error)
            raise Unavailable(str(error)) from None

    async def failed(self, error: BaseException) -> None:
        self.lost(error)
        if isinstance(error, RedisConnectionError | OSError):
            # The pool's other connections most likely died with this one (Redis restarted):
            # drop them all, so that the next command connects afresh.
            for client in (self.data, self.control):
                with contextlib.suppress(Exception):
                    await client.connection_pool.disconnect(inuse_connections=False)

    def lost(self, error: BaseException) -> None:
        if self.healthy:
            log.warning("Redis does not answer: %s", error)
        self.healthy = False
        self.catch_up = True

    async def close(self) -> None:
        for client in (self.data, self.control):
            with contextlib.suppress(Exception):
                await client.aclose()
