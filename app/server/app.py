"""The aiohttp application: routes, the websocket endpoint, start-up and graceful shutdown."""

from __future__ import annotations

import contextlib
import logging
import secrets
import socket
from collections.abc import AsyncIterator, Callable
from concurrent.futures import Executor

from aiohttp import WSMsgType, web

from app.rules import DiceSource

from . import http
from .advisor import Advisor, ClockChooser, default_advisor
from .clock import Clock, LoopClock
from .config import ServerConfig
from .connection import Connection
from .hall import Hall
from .housekeeping import HOUSEKEEPING, Housekeeping
from .metrics import Metrics
from .ratelimit import PerAddress
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
) -> web.Application:
    """The server as an aiohttp application. Tests pass a hand-driven clock, an advisor of their
    own, or seeded dice; by default the clock is the loop's, the advisor ``app.strategy``'s and
    the dice ``secrets.SystemRandom()``."""
    app = web.Application()
    app[CONFIG] = config
    app[http.HTTP_LIMITS] = PerAddress(config.http_per_address)
    app[http.LEADERBOARD_CACHE] = {}
    app.router.add_get("/ws", websocket)
    app.router.add_get("/health", http.health)
    app.router.add_get("/metrics", http.metrics)
    app.router.add_get("/leaderboard/{period}", http.leaderboard)
    app.router.add_get("/players/{player_id}", http.profile)
    app.cleanup_ctx.append(
        _lifecycle(
            config,
            clock or LoopClock(),
            advisor or default_advisor(),
            dice or secrets.SystemRandom(),
            executor,
        )
    )
    app.on_shutdown.append(_on_shutdown)
    return app


def _lifecycle(
    config: ServerConfig,
    clock: Clock,
    advisor: Advisor,
    dice: DiceSource,
    executor: Executor | None,
) -> Callable[[web.Application], AsyncIterator[None]]:
    async def lifecycle(app: web.Application) -> AsyncIterator[None]:
        storage = storage_for(config.db, config.db_schema)
        await storage.open()
        try:
            version = await storage.migrate()
            log.info("storage %s at schema version %d", storage.description, version)
            chooser = ClockChooser(advisor, executor, config.advisor_patience)
            hall = Hall(
                config=config,
                storage=storage,
                clock=clock,
                chooser=chooser,
                dice=dice,
                metrics=Metrics(),
            )
            app[http.HALL] = hall
            await hall.restore()
            app[HOUSEKEEPING] = housekeeping = Housekeeping(hall)
            housekeeping.start()
            yield
            housekeeping.stop()
            if not hall.closing:
                await hall.shutdown()
        finally:
            await storage.close()

    return lifecycle


async def _on_shutdown(app: web.Application) -> None:
    if http.HALL in app:
        await app[http.HALL].shutdown()


async def websocket(request: web.Request) -> web.StreamResponse:
    hall = request.app[http.HALL]
    config = request.app[CONFIG]
    if hall.closing:
        raise web.HTTPServiceUnavailable()
    address = http.requester(request)
    if not hall.sockets.open(address):
        hall.metrics.refused.inc()
        raise web.HTTPTooManyRequests()
    try:
        if not await hall.allowances.take(f"connect:{address}", config.connects_per_address):
            hall.metrics.refused.inc()
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
            hall.limits_time(),
            sent=hall.metrics.messages_out,
            transport=request.transport,
            disconnects=hall.metrics.disconnects,
        )
        hall.connected(conn)
        try:
            async for message in ws:
                if message.type is WSMsgType.TEXT:
                    await hall.receive(conn, message.data)
                elif message.type is WSMsgType.BINARY:
                    hall.refuse_binary(conn)
                if conn.closing:
                    break
        finally:
            hall.disconnected(conn)
            if conn.closing:
                await conn.flush(2.0)
            await conn.stop()
        return ws
    finally:
        hall.sockets.close(address)


def _limit_send_buffer(request: web.Request, size: int) -> None:
    sock = request.transport.get_extra_info("socket") if request.transport else None
    if sock is not None:
        with contextlib.suppress(OSError):
            sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, size)
