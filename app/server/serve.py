"""Running the application on a TCP port behind the connection guard, until asked to stop."""

from __future__ import annotations

import asyncio
import logging
import signal
from collections.abc import Callable

from aiohttp import web

from .config import ServerConfig
from .guard import ConnectionGuard
from .http import NODE
from .internal import create_internal_app

log = logging.getLogger(__name__)


class GuardedSite(web.TCPSite):
    """A TCP site whose connections pass ``ConnectionGuard`` before aiohttp sees them."""

    __slots__ = ("guard",)

    def __init__(
        self, runner: web.BaseRunner, host: str, port: int, guard: ConnectionGuard
    ) -> None:
        super().__init__(runner, host, port, backlog=1024)
        self.guard = guard

    async def start(self) -> None:
        self._runner._reg_site(self)
        server = self._runner.server
        assert server is not None
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(
            self.guard.wrap(server),
            self._host,
            self._port,
            backlog=self._backlog,
            reuse_address=True,
        )
        if self._server.sockets:
            self._bound_port = self._server.sockets[0].getsockname()[1]


def guard_for(
    config: ServerConfig, on_refused: Callable[[str], None] | None = None
) -> ConnectionGuard:
    return ConnectionGuard(
        head_timeout=config.head_timeout,
        max_per_address=config.max_connections_per_address,
        trusted=config.trusted_proxies,
        on_refused=on_refused,
    )


async def start(app: web.Application, config: ServerConfig) -> tuple[web.AppRunner, GuardedSite]:
    """Start ``app`` on ``config.host``:``config.port`` (0 picks a free port: ``site.port``)."""
    runner = web.AppRunner(
        app,
        access_log=None,
        keepalive_timeout=config.keepalive_timeout,
        shutdown_timeout=5.0,
        handle_signals=False,
    )
    await runner.setup()
    metrics = app[NODE].metrics
    site = GuardedSite(
        runner, config.host, config.port, guard_for(config, lambda _: metrics.refused.inc())
    )
    try:
        await site.start()
    except BaseException:
        await runner.cleanup()
        raise
    return runner, site


async def start_internal(app: web.Application, config: ServerConfig) -> web.AppRunner | None:
    """The operators' listener for ``app``'s node (``/metrics``, ``/status``, ``/ready``) on
    ``config.metrics_host``:``config.metrics_port``, once ``app`` runs; None with port 0. It
    is not behind the guard: it is meant for loopback or the operator's network only."""
    if not config.metrics_port:
        return None
    runner = web.AppRunner(create_internal_app(app), access_log=None, handle_signals=False)
    await runner.setup()
    try:
        await web.TCPSite(runner, config.metrics_host, config.metrics_port).start()
    except BaseException:
        await runner.cleanup()
        raise
    return runner


async def serve(app: web.Application, config: ServerConfig) -> None:
    """Serve until SIGINT or SIGTERM, then shut down gracefully: a cluster node first hands its
    tables to the other nodes and sends its clients to them (``Node.drain``)."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    loop.add_signal_handler(signal.SIGUSR1, log_tasks)
    runner, site = await start(app, config)
    log.info("listening on %s", site.name)
    internal: web.AppRunner | None = None
    try:
        internal = await start_internal(app, config)
        if internal is not None:
            log.info("metrics on http://%s:%d/metrics", config.metrics_host, config.metrics_port)
        await stop.wait()
        await app[NODE].shutdown()  # before the listener closes: clients hear why
    finally:
        for signum in (signal.SIGINT, signal.SIGTERM, signal.SIGUSR1):
            loop.remove_signal_handler(signum)
        if internal is not None:
            await internal.cleanup()
        await runner.cleanup()


def log_tasks() -> None:
    """SIGUSR1: write where every task of the node waits to the log (for a node that seems
    stuck: ``kill -USR1 PID``)."""
    tasks = asyncio.all_tasks()
    lines = [f"{len(tasks)} tasks:"]
    for task in tasks:
        frames = task.get_stack(limit=8)
        where = " <- ".join(f"{f.f_code.co_name}:{f.f_lineno}" for f in reversed(frames))
        lines.append(f"  {task.get_name()}: {where or 'not started'}")
    log.warning("\n".join(lines))
