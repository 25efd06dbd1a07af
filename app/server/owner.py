"""The tables this node runs, and what they need of it: the ``TableHost`` every table here
talks to (sending to its followers here and on other nodes, its lobby entry, letting it go), and
the way in for what gateways ask of them.

A table has one owner at a time: the node holding its lease in what the nodes share (Redis, in
a cluster). Opening a table is ``opening``'s, taking one over ``takeover``'s, and each request's
step at the table ``carrying``'s.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Coroutine
from concurrent.futures import Executor
from typing import Any

import msgspec

from app.net import Error, ErrorCode, encode
from app.rules import DiceSource

from .carrying import Carrier
from .clock import Clock
from .clockchoice import ClockChooser
from .cluster import Shared, Unavailable
from .config import ServerConfig
from .errorlog import ErrorLog
from .internode import Ask, LobbyChanged, NotOwner, Progressed, Shout, Tell, encode_wire
from .invitations import Invitations
from .lobby import entry_of
from .members import Follower, PlayerInfo, Refusal
from .metrics import Metrics
from .registry import Registry
from .rematch import Rematches
from .routes import route_of
from .storage import Journal, Storage
from .table import Table, TableCore
from .takeover import Takeover

log = logging.getLogger(__name__)

RELIST_SECONDS = 0.25
"""How long lobby changes gather before they are written (in a cluster: one write and one word
to the nodes for all of them)."""


class TableOwner:
    def __init__(
        self,
        *,
        config: ServerConfig,
        clock: Clock,
        dice: DiceSource,
        metrics: Metrics,
        storage: Storage,
        journal: Journal,
        chooser: ClockChooser,
        shared: Shared,
        registry: Registry,
        spawn: Callable[[Coroutine[Any, Any, None]], None],
        on_lost: Callable[[int], None] = lambda _: None,
        executor: Executor | None = None,
    ) -> None:
        self.config = config
        self.clock = clock
        self.dice = dice
        self.metrics = metrics
        self.storage = storage
        self.journal = journal
        self.chooser = chooser
        self.executor = executor
        self.shared = shared
        self.registry = registry
        self.node = shared.node
        self.route = route_of(shared.node)
        """This node's name at the front door (``routes``)."""
        self._spawn = spawn
        self._on_lost = on_lost
        """Told the id of a table another node runs now, for this node's followers of it."""
        self.tables: dict[int, Table] = {}
        self.codes: dict[str, int] = {}
        self._closing = False
        self._relisting: dict[int, TableCore] = {}
        """Tables whose lobby entry changed since it was last written (``_relist``)."""
        self.rematches = Rematches(self)
        self.invitations = Invitations(self)
        self.takeover = Takeover(self)
        self._carrier = Carrier(
            max_watchers=config.max_watchers,
            rematches=self.rematches,
            invitations=self.invitations,
        )
        self._error_log = ErrorLog(
            log, time.monotonic, counted=metrics.internal, unlogged=metrics.internal_unlogged
        )
        """Tracebacks a player can cause here, within a budget per player (``errorlog``)."""

    # --- TableHost ------------------------------------------------------------------------------

    @property
    def closing(self) -> bool:
        return self._closing

    def spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        self._spawn(coroutine)

    def publish(self, table: TableCore, data: bytes, *, closing: bool = False) -> None:
        self.registry.shout(table.id, data, closing=closing)
        elsewhere = {f.node for f in table.followers.values()} - {self.node}
        if elsewhere:
            message = encode_wire(Shout(table.id, msgspec.Raw(data), closing))
            for node in elsewhere:
                self.shared.send(node, message)

    def deliver(
        self,
        follower: Follower,
        data: bytes,
        *,
        state: bool = False,
        follows: int | None = None,
        unfollows: int | None = None,
    ) -> None:
        if follower.node == self.node:
            self.registry.tell(
                follower.conn, data, state=state, follows=follows, unfollows=unfollows
            )
        else:
            route = self._route_for(follower, follows) if state else None
            tell = Tell(follower.conn, msgspec.Raw(data), state, follows, unfollows, route)
            self.shared.send(follower.node, encode_wire(tell))

    def _route_for(self, follower: Follower, table_id: int | None) -> str | None:
        """This node's route, for a follower elsewhere who sits at a table that runs here: its
        client may come here (``routes``); None for a spectator."""
        if not self.config.routes or table_id is None:
            return None
        table = self.tables.get(table_id)
        if table is None or table.seat_of(follower.player) is None:
            return None
        return self.route

    def progressed(self, follower: Follower, player: PlayerInfo) -> None:
        if follower.node == self.node:
            self.registry.progressed(player)
        else:
            self.shared.send(follower.node, encode_wire(Progressed(player)))

    def listing_changed(self, table: TableCore) -> None:
        if not self._relisting:
            self._spawn(self._relist())
        self._relisting[table.id] = table

    async def _relist(self) -> None:
        """Write the lobby entries of every table changed meanwhile in one step, and tell the
        nodes once: a busy node changes dozens of entries a second (each turn's totals)."""
        await asyncio.sleep(RELIST_SECONDS if self.shared.clustered else 0)
        tables, self._relisting = self._relisting, {}
        entries = {
            table.id: entry_of(table.id, table.created_at, table.summary())
            for table in tables.values()
            if table.listed
        }
        gone = [table.id for table in tables.values() if not table.listed]
        try:
            await self.shared.relist(entries, gone)
        except Unavailable:
            return  # written again when the shared store is back (``reassert``)
        self.shared.announce(encode_wire(LobbyChanged()))

    def left_ended(self, table: TableCore, player_id: int) -> None:
        self.rematches.left(table, player_id)

    def register(self, table: Table) -> None:
        """A table made here (a rematch's) runs here."""
        self.tables[table.id] = table
        self.codes[table.code] = table.id

    def closed(self, table: TableCore) -> None:
        self.rematches.forget(table.id)
        self.forget(table)
        self._spawn(self._let_go(table))

    def fenced(self, table: TableCore) -> None:
        """Someone else runs the table now: forget it here, without a word to its followers
        (the new owner calls them over; this node's are sent to it in case its call was lost)."""
        self.forget(table)
        self._on_lost(table.id)

    def forget(self, table: TableCore) -> None:
        """The table runs here no more."""
        if self.tables.get(table.id) is table:
            del self.tables[table.id]
        if self.codes.get(table.code) == table.id:
            del self.codes[table.code]

    async def _let_go(self, table: TableCore) -> None:
        try:
            await self.shared.relist({}, [table.id])
            await self.shared.forget_code(table.code, table.id)
            await self.shared.release(table.id)
        except Unavailable:
            return  # the lease's key expires within the hour; a stale code finds no live table
        self.shared.announce(encode_wire(LobbyChanged()))

    # --- what gateways ask ----------------------------------------------------------------------

    async def handle(self, ask: Ask) -> None:
        """Carry out a gateway's request; refusals go back to the connection as errors."""
        taking = self.takeover.pending(ask.table)
        if taking is not None:  # being taken over here right now: wait for it
            await asyncio.shield(taking)
        table = self.tables.get(ask.table)
        if table is None or table.stopped:
            self.shared.send(ask.node, encode_wire(NotOwner(ask)))
            return
        follower = Follower(ask.node, ask.conn, ask.player.id)
        try:
            await self._carrier.carry_out(table, ask, follower)
        except Refusal as refusal:
            error = Error(code=refusal.code, ref=ask.op.id, detail=refusal.detail)
            self.deliver(follower, encode(error))
            self.metrics.errors.labels(code=refusal.code.value).inc()
        except Exception:
            self._error_log.exception(
                None,
                f"p{ask.player.id}",
                "table %s: carrying out a %s failed",
                table.id,
                type(ask.op).__name__,
            )
            self.deliver(follower, encode(Error(code=ErrorCode.INTERNAL, ref=ask.op.id)))

    # --- stopping ---------------------------------------------------------------------------------

    def stop_taking(self) -> None:
        """Draining: no table starts to run here any more, nor waits for an absent player."""
        self._closing = True

    def stop(self) -> None:
        """The node stops: nothing runs on its own any more (the journal keeps the tables)."""
        self._closing = True
        for table in self.tables.values():
            table.stop()
