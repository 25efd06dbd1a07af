"""Where what a connection asks of a table goes: to the node that runs the table (this one, or
another over what the nodes share), found in what is shared and remembered, and taken over here
when nobody runs it. When the node asked does not run it any more, or another node took it
over, the ask goes on to the right one, and this node's followers of the table attach there."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable, Coroutine
from typing import Any

from app.net import Error, ErrorCode

from .cluster import Shared, Unavailable
from .internode import Ask, Attach, Detach, TableOp, encode_wire
from .members import PlayerInfo, Refusal
from .metrics import Metrics
from .owner import TableOwner
from .registry import Registry

log = logging.getLogger("app.server.gateway")

MAX_TRIES = 3
"""How often a request is sent on after the node asked said it does not run the table."""
RETRY_PAUSE = 0.2
"""Seconds before sending it on (times the try): time for a takeover to finish."""


class Router:
    def __init__(
        self,
        *,
        shared: Shared,
        owner: TableOwner,
        registry: Registry,
        metrics: Metrics,
        spawn: Callable[[Coroutine[Any, Any, None]], None],
    ) -> None:
        self.shared = shared
        self.owner = owner
        self.registry = registry
        self.metrics = metrics
        self.node = shared.node
        self._spawn = spawn
        self._owners: dict[int, str] = {}
        """Table id → the node last known to run it."""

    async def ask(self, conn_id: str, player: PlayerInfo, table_id: int, op: TableOp) -> None:
        await self.send_ask(Ask(table_id, self.node, conn_id, player, op))

    async def ask_quietly(
        self, conn_id: str, player: PlayerInfo, table_id: int, op: TableOp
    ) -> None:
        """For what the connection is not waiting on (it may be gone): failures are logged."""
        try:
            await self.send_ask(Ask(table_id, self.node, conn_id, player, op))
        except (Refusal, Unavailable) as error:
            log.debug("table %s: %s not delivered (%r)", table_id, type(op).__name__, error)

    async def send_ask(self, ask: Ask, *, wait: bool = True) -> None:
        """Have the table's owner carry out ``ask``; ``wait=False``: here too without waiting
        for it to be done, as when the owner is another node (its answer reaches the
        connection either way)."""
        owner = await self.owner_of(ask.table)
        log.debug("table %s: %s goes to %s", ask.table, type(ask.op).__name__, owner)
        if owner == self.node and wait:
            await self.owner.handle(ask)
        elif owner == self.node:
            self._spawn(self.owner.handle(ask))
        else:
            self.shared.send(owner, encode_wire(ask))

    async def owner_of(self, table_id: int) -> str:
        """The node that runs the table; this one takes it over if nobody does."""
        if table_id in self.owner.tables:
            return self.node
        known = self._owners.get(table_id)
        if known is not None and self.shared.is_alive(known):
            return known
        node = (await self.shared.owners([table_id]))[table_id]
        if node is None:
            if await self.owner.takeover.take(table_id) is not None:
                return self.node
            node = (await self.shared.owners([table_id]))[table_id]
            if node is None:
                raise Refusal(ErrorCode.TABLE_NOT_FOUND)  # it has ended
        if not await self.shared.confirm_alive(node):
            raise Refusal(ErrorCode.UNAVAILABLE, "moving")  # its node died; taken over soon
        self._owners[table_id] = node
        return node

    # --- what other nodes (or this one's tables) say --------------------------------------------

    async def not_owner(self, ask: Ask) -> None:
        """The node asked does not run the table (any more): find who does, and ask again."""
        self._owners.pop(ask.table, None)
        log.debug("table %s: not run where asked (try %d)", ask.table, ask.tries)
        conn = self.registry.get(ask.conn)
        try:
            if ask.tries >= MAX_TRIES:
                raise Refusal(ErrorCode.UNAVAILABLE, "moving")
            await asyncio.sleep(RETRY_PAUSE * (ask.tries + 1))  # a takeover may be under way
            await self.send_ask(
                Ask(ask.table, ask.node, ask.conn, ask.player, ask.op, ask.tries + 1)
            )
        except (Refusal, Unavailable) as error:
            code = error.code if isinstance(error, Refusal) else ErrorCode.UNAVAILABLE
            if conn is not None and not isinstance(ask.op, Detach | Attach):
                self.metrics.errors.labels(code=code.value).inc()
                conn.send(Error(code=code, ref=ask.op.id))

    async def moved(self, table_id: int, owner: str | None) -> None:
        """A node took the table over (None: some node did): this node's followers of it attach
        to that node."""
        if owner is None:
            self._owners.pop(table_id, None)
            await asyncio.sleep(RETRY_PAUSE)  # the taker may still be restoring it
        else:
            self._owners[table_id] = owner
        for conn in self.registry.followers(table_id):
            if conn.player is not None:
                await self.ask_quietly(conn.id, conn.player, table_id, Attach())

    async def reattach_all(self) -> None:
        """After what is shared was out of reach: say again who is connected here, and have
        every table's owner send its followers here the whole table again (messages between
        nodes may have been lost meanwhile)."""
        for conn in self.registry:
            if conn.player is None:
                continue
            try:
                await self.shared.connect_player(conn.player.id, conn.id)
            except Unavailable:
                return
            if conn.table_id is not None:
                await self.ask_quietly(conn.id, conn.player, conn.table_id, Attach())
