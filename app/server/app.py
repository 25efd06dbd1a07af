"""The aiohttp application: routes, the websocket endpoint, start-up and graceful shutdown."""

from __future__ import annotations

import contextlib
import logging
import secrets
import socket
import time
from collections.abc import AsyncIterator, Callable
from concurrent.futures import Executor

from aiohttp import WSMsgType, web

from app.rules import DiceSource

from . import http, joinpage
from .clock import Clock, LoopClock
from .clockchoice import Advisor, ClockChooser, default_advisor
from .cluster import LocalShared, Shared, Unavailable
from .config import ServerConfig
from .connection import Connection
from .daily import BoardCache
from .health import WATCH, StorageWatch
from .housekeeping import HOUSEKEEPING, Housekeeping
from .metrics import Metrics
from .node import Node
from .ratelimit import PerAddress
from .routes import Wish
from .storage import storage_for

log = logging.getLogger(__name__)

HARD_FRAME_LIMIT = 64 * 1024
"""Frames above this are not even read (aiohttp closes with 1009); between 4 KiB and this a
client gets a ``too_large`` error instead, and the connection stays."""

CONFIG = web.AppKey("config", ServerConfig)


def create_app(
    config: ServerConfig,
    *,
    clock: Clock | None = None,
    advisor: Advisor | None = None,
    dice: DiceSource | None = None,
    executor: Executor | None = None,
    shared: Callable[[], Shared] | None = None,
) -> web.Application:
    """The server as an aiohttp application. Tests pass a hand-driven clock, an advisor of their
    own, or seeded dice; by default the clock is the loop's, the advisor ``app.strategy``'s and
    the dice ``secrets.SystemRandom()``. A cluster node shares through ``shared`` (made when
    the app starts, from ``config.redis`` unless given); a single server shares nothing."""
    app = web.Application()
    app[CONFIG] = config
    app[http.HTTP_LIMITS] = PerAddress(config.http_per_address)
    app[http.HEALTH_LIMITS] = PerAddress(config.health_per_address)
    app[http.LEADERBOARD_CACHE] = {}
    app[http.DAILY_BOARDS] = BoardCache()
    app.router.add_get("/ws", websocket)
    app.router.add_get("/health", http.health)
    app.router.add_get("/leaderboard/{period}", http.leaderboard)
    app.router.add_get("/players/{player_id}", http.profile)
    app.router.add_get("/daily", http.daily)
    app.router.add_get("/daily/{day}/{ruleset}", http.daily_board)
    app.router.add_get("/tables/{code}/journal", http.journal)
    app.router.add_get("/join/{code}", joinpage.join_page)
    app.cleanup_ctx.append(
        _lifecycle(
            config,
            clock or LoopClock(),
            advisor or default_advisor(),
            dice or secrets.SystemRandom(),
            executor,
            shared,
        )
    )
    app.on_shutdown.append(_on_shutdown)
    return app


def _lifecycle(  # noqa: PLR0917 (the parts of one server, as create_app takes them)
    config: ServerConfig,
    clock: Clock,
    advisor: Advisor,
    dice: DiceSource,
    executor: Executor | None,
    make_shared: Callable[[], Shared] | None,
) -> Callable[[web.Application], AsyncIterator[None]]:
    async def lifecycle(app: web.Application) -> AsyncIterator[None]:
        storage = storage_for(config.db, config.db_schema)
        await storage.open()
        try:
            version = await storage.migrate()
            log.info("storage %s at schema version %d", storage.description, version)
            shared = make_shared() if make_shared is not None else shared_for(config)
            chooser = ClockChooser(advisor, executor, config.advisor_patience)
            node = Node(
                config=config,
                storage=storage,
                shared=shared,
                clock=clock,
                chooser=chooser,
                dice=dice,
                metrics=Metrics(shared.node),
                executor=executor,
            )
            app[http.NODE] = node
            app[WATCH] = watch = StorageWatch(storage)
            await node.start()
            watch.start()
            app[HOUSEKEEPING] = housekeeping = Housekeeping(node)
            housekeeping.start()
            yield
            housekeeping.stop()
            await watch.stop()
            await node.shutdown()
        finally:
            await storage.close()

    return lifecycle


def shared_for(config: ServerConfig) -> Shared:
    """Redis for a cluster node (``--redis``), else nothing shared."""
    if config.redis is None:
        return LocalShared(time.monotonic)
    from .cluster.redis import RedisShared

    return RedisShared(
        config.redis,
        config.node,
        prefix=config.redis_prefix,
        lease_seconds=config.lease_seconds,
        heartbeat_seconds=config.heartbeat_seconds,
    )


async def _on_shutdown(app: web.Application) -> None:
    if http.NODE in app:
        await app[http.NODE].shutdown()


async def websocket(request: web.Request) -> web.StreamResponse:
    node = request.app[http.NODE]
    config = request.app[CONFIG]
    if node.gateway.closing:
        raise web.HTTPServiceUnavailable()
    address = http.requester(request)
    shared = node.shared
    try:
        opened = await shared.open_socket(address, config.max_sockets_per_address)
    except Unavailable:
        opened = True  # counted per node meanwhile (the guard caps connections anyway)
    if not opened:
        node.metrics.refused.inc()
        raise web.HTTPTooManyRequests()
    try:
        if not await _allowed(shared, f"connect:{address}", config):
            node.metrics.refused.inc()
            raise web.HTTPTooManyRequests()
        ws = web.WebSocketResponse(
            heartbeat=config.heartbeat,
            max_msg_size=HARD_FRAME_LIMIT,
            compress=False,
            decode_text=False,
        )
        _limit_send_buffer(request, config.socket_send_buffer)
        await ws.prepare(request)
        conn = Connection(
            ws,
            address,
            config,
            node.limits_time(),
            sent=node.metrics.messages_out,
            transport=request.transport,
            disconnects=node.metrics.disconnects,
            wish=Wish.of(request.query),
        )
        gateway = node.gateway
        gateway.connected(conn)
        try:
            async for message in ws:
                if message.type is WSMsgType.TEXT:
                    await gateway.receive(conn, message.data)
                elif message.type is WSMsgType.BINARY:
                    gateway.refuse_binary(conn)
                if conn.closing:
                    break
        finally:
            gateway.disconnected(conn)
            if conn.closing:
                await conn.flush(2.0)
            await conn.stop()
        return ws
    finally:
        with contextlib.suppress(Unavailable):
            await shared.close_socket(address)


async def _allowed(shared: Shared, key: str, config: ServerConfig) -> bool:
    try:
        return await shared.allowances.take(key, config.connects_per_address)
    except Unavailable:
        return True


def _limit_send_buffer(request: web.Request, size: int) -> None:
    sock = request.transport.get_extra_info("socket") if request.transport else None
    if sock is not None:
        with contextlib.suppress(OSError):
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, size)
