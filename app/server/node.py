"""One table server process: its connections (``Gateway``), the tables it runs (``TableOwner``),
the lobby, and what it shares with the other nodes of a cluster (``Shared``).

A single server is a node that shares with nobody (``LocalShared``): it runs every table
itself. A cluster node shares through Redis: tables are spread over the nodes, any node serves
any client, and when a node dies or drains the others take its tables over.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import time
from collections.abc import Callable, Coroutine
from concurrent.futures import Executor
from typing import Any

from app.net import CloseReason, TableStatus
from app.rules import DiceSource

from .asks import Router
from .clock import Clock
from .clockchoice import ClockChooser
from .cluster import Shared, Unavailable
from .config import ServerConfig
from .gateway import Gateway
from .internode import (
    Ask,
    LobbyChanged,
    Moved,
    NodeGone,
    NotOwner,
    Progressed,
    Replace,
    Shout,
    TakeOver,
    Tell,
    decode_wire,
    encode_wire,
)
from .keeping import TableKeeper
from .lobby import Lobby
from .metrics import Metrics
from .owner import TableOwner
from .registry import Registry
from .routes import Mover, route_of
from .storage import Journal, Storage

log = logging.getLogger(__name__)


class Node:
    def __init__(
        self,
        *,
        config: ServerConfig,
        storage: Storage,
        shared: Shared,
        clock: Clock,
        chooser: ClockChooser,
        dice: DiceSource,
        metrics: Metrics,
        limits_time: Callable[[], float] = time.monotonic,
        executor: Executor | None = None,
    ) -> None:
        self.config = config
        self.storage = storage
        self.shared = shared
        self.clock = clock
        self.chooser = chooser
        self.metrics = metrics
        self.name = shared.node
        self.closing = False
        self.draining = False
        self._tasks: set[asyncio.Task[None]] = set()
        self.journal = Journal(storage, metrics.write_seconds.observe)
        self.registry = Registry(Mover(shared.node, enabled=config.routes))
        self.lobby = Lobby(shared, self.spawn)
        self.owner = TableOwner(
            config=config,
            clock=clock,
            dice=dice,
            metrics=metrics,
            storage=storage,
            journal=self.journal,
            chooser=chooser,
            shared=shared,
            registry=self.registry,
            spawn=self.spawn,
            on_lost=lambda table_id: self.spawn(self.router.moved(table_id, None)),
            executor=executor,
        )
        self.keeper = TableKeeper(self.owner)
        self.router = Router(
            shared=shared,
            owner=self.owner,
            registry=self.registry,
            metrics=metrics,
            spawn=self.spawn,
        )
        self.gateway = Gateway(
            config=config,
            clock=clock,
            storage=storage,
            shared=shared,
            registry=self.registry,
            owner=self.owner,
            router=self.router,
            lobby=self.lobby,
            metrics=metrics,
            limits_time=limits_time,
            spawn=self.spawn,
        )
        self.limits_time = limits_time
        metrics.gauge("fuenfwurf_sockets", "Open websockets", lambda: len(self.registry))
        metrics.gauge("fuenfwurf_tables", "Tables run by this node", lambda: len(self.owner.tables))
        metrics.gauge(
            "fuenfwurf_tables_playing",
            "Tables with a game running on this node",
            lambda: sum(t.status is TableStatus.PLAYING for t in self.owner.tables.values()),
        )
        metrics.gauge(
            "fuenfwurf_players_online",
            "Players connected to this node",
            lambda: self.registry.players,
        )

    # --- start and stop -------------------------------------------------------------------------

    async def start(self) -> None:
        await self.shared.start(self._receive, self._shared_came_back)
        if self.shared.clustered:
            self._tasks.add(asyncio.create_task(self._keep_leases(), name="cluster leases"))
            self._tasks.add(asyncio.create_task(self._tick(), name="cluster tick"))
        else:
            await self.owner.takeover.adopt_all()

    async def _keep_leases(self) -> None:
        """Check the leases on a rhythm of their own: a slow orphan scan (it asks the database)
        must never keep this node from learning that it lost a table."""
        while not self.closing:
            await asyncio.sleep(self.config.renew_seconds)
            try:
                await self.keeper.keep_leases()
            except Unavailable:
                continue  # nobody can take our tables meanwhile: they run on
            except Exception:
                log.exception("renewing the leases failed")

    async def _tick(self) -> None:
        """Take orphaned tables, forget the connections of dead nodes: right after the heartbeat
        that has just learnt that a node died, at every beat while the last scan found orphans,
        and every ``orphan_scan_rounds`` beats otherwise (a lease that lapsed by itself, a drain
        that found no taker). A node seen to die is named to the others, which look for its
        tables at once instead of at their own next beat."""
        alive = self.shared.alive_nodes()
        rounds_since_scan = self.config.orphan_scan_rounds  # the first beat scans
        while not self.closing:
            await self.shared.next_beat()
            alive, before = self.shared.alive_nodes(), alive
            died = before - alive
            for node in sorted(died):
                self.shared.announce(encode_wire(NodeGone(node)))
            rounds_since_scan += 1
            scan_due = rounds_since_scan >= self.config.orphan_scan_rounds
            if died or scan_due or self.keeper.orphans_seen:
                rounds_since_scan = 0
                await self._round()

    async def _round(self) -> None:
        try:
            if not self.draining:
                await self.keeper.adopt_orphans()
            await self.keeper.forget_dead_nodes()
        except Unavailable:
            return
        except Exception:
            log.exception("a cluster round failed")

    async def _gone(self, node: str) -> None:
        if not self.shared.is_alive(node):
            return  # known here already: this node's own round has looked for its tables
        with contextlib.suppress(Unavailable):
            await self.shared.beat()  # a beat of the rounds: the round follows at once

    async def _shared_came_back(self) -> None:
        """What is shared was out of reach: learn first which tables are still ours (others may
        have taken some meanwhile), write our part again, then have every owner send our
        followers the whole table (messages may have been lost)."""
        await self.keeper.keep_leases()
        await self.keeper.reassert()
        await self.router.reattach_all()
        await self.gateway.count_players()

    async def drain(self, timeout: float = 10.0) -> None:
        """SIGTERM in a cluster: hand every table to the other nodes, then tell this node's
        clients to come back at once (the front door sends them to another node)."""
        self.draining = True
        self.gateway.closing = True
        moved = await self.keeper.hand_over(timeout)
        log.info("drained: %d tables handed over", moved)
        await self._close_connections(CloseReason.MOVING, await self._new_routes())

    async def shutdown(self) -> None:
        """Tell every client, stop the clocks, and let pending writes finish."""
        if self.closing:
            return
        self.gateway.closing = True
        if self.shared.clustered and not self.draining:
            await self.drain()
        self.closing = True
        self.owner.stop()
        await self._close_connections(CloseReason.SHUTDOWN)
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        await self.journal.close()
        await self.chooser.close()
        with contextlib.suppress(Exception):
            await self.shared.close()

    async def _new_routes(self) -> dict[int, str]:
        """Draining: the routes of the nodes that run this node's followed tables now, so that
        each client comes back straight to its table (``routes``)."""
        if not self.config.routes:
            return {}
        try:
            owners = await self.shared.owners(self.registry.followed_tables())
        except Unavailable:
            return {}
        return {
            table: route_of(owner)
            for table, owner in owners.items()
            if owner is not None and owner != self.name
        }

    async def _close_connections(
        self, reason: CloseReason, routes: dict[int, str] | None = None
    ) -> None:
        connections = list(self.registry)
        for conn in connections:
            route = None if routes is None or conn.table_id is None else routes.get(conn.table_id)
            conn.close(reason, route=route)
        await asyncio.gather(*(conn.flush(self.config.heartbeat / 10) for conn in connections))

    def spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        """Run a background job; the node keeps it until it ends (and cancels it on shutdown)."""
        if self.closing:
            coroutine.close()
            return
        task = asyncio.create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._job_done)

    def _job_done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("background job failed", exc_info=task.exception())

    # --- messages from other nodes (and this one) -----------------------------------------------

    def _receive(self, data: bytes) -> None:
        message = decode_wire(data)
        log.debug("received %s", type(message).__name__)
        match message:
            case Ask():
                self.spawn(self.owner.handle(message))
            case Tell(conn=conn, data=raw):
                self.registry.tell(
                    conn,
                    bytes(raw),
                    state=message.state,
                    follows=message.follows,
                    unfollows=message.unfollows,
                    route=message.route,
                )
            case Shout(table=table, data=raw, closing=closing):
                self.registry.shout(table, bytes(raw), closing=closing)
            case Progressed(player=player):
                self.registry.progressed(player)
            case Moved(table=table, owner=owner):
                self.spawn(self.router.moved(table, owner))
            case NotOwner(ask=ask):
                self.spawn(self.router.not_owner(ask))
            case Replace(conn=conn):
                self.registry.close(conn, CloseReason.REPLACED)
            case TakeOver(table=table):
                self.spawn(self._take(table))
            case NodeGone(node=node) if node != self.shared.node:
                self.spawn(self._gone(node))
            case LobbyChanged():
                self.lobby.changed()

    async def _take(self, table_id: int) -> None:
        if not self.draining:
            await self.owner.takeover.take(table_id)

    # --- for /health and tests ------------------------------------------------------------------

    @property
    def tables(self) -> dict[str, Any]:
        """The tables this node runs, by code."""
        return {table.code: table for table in self.owner.tables.values()}
