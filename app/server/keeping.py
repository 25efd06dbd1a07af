"""Keeping a node's tables its own in a cluster, and taking the ones nobody runs: the leases
renewed on their own rhythm, this node's part written again after what is shared was lost,
orphaned tables taken (their node died, or drained without a taker), the followers of dead nodes
forgotten, and every table handed to the other nodes when this one drains."""

from __future__ import annotations

import asyncio
import hashlib
import logging

from .cluster import Unavailable
from .internode import TakeOver, encode_wire
from .owner import TableOwner

log = logging.getLogger("app.server.owner")  # its messages are the owner's, as they were

ORPHAN_PATIENCE = 2
"""Scans a table must have been without an owner before a node takes it: its owner may only be
writing its lease again after what is shared was lost. A dead owner's tables do not wait, and a
table being opened is never seen without one (its node takes the lease before the row is
committed: ``opening.open_table``)."""
ORPHAN_ANYONE = 5
"""Scans after which any node takes an orphan, not just the one it falls to."""


class TableKeeper:
    def __init__(self, owner: TableOwner) -> None:
        self.owner = owner
        self._orphaned: dict[int, int] = {}
        """Table id → scans in a row that found it without an owner."""
        self._last_owners: dict[int, str] = {}
        """Table id → the node its lease named at the last orphan scan."""

    async def keep_leases(self) -> None:
        """Renew this node's leases; drop the tables another node has taken meanwhile."""
        owned = list(self.owner.tables)
        lost, written_again = await self.owner.shared.renew(owned)
        for table_id in lost:
            table = self.owner.tables.get(table_id)
            if table is not None:
                log.warning("table %s: the lease went to another node; stopping here", table_id)
                table.stop()
                self.owner.fenced(table)
        if written_again:
            await self.reassert(written_again)

    async def reassert(self, table_ids: set[int] | None = None) -> None:
        """What is shared was lost (Redis restarted): write this node's codes and lobby entries
        again."""
        for table_id in table_ids if table_ids is not None else set(self.owner.tables):
            table = self.owner.tables.get(table_id)
            if table is None:
                continue
            await self.owner.shared.acquire(table_id)
            await self.owner.shared.claim_code(table.code, table_id)
            self.owner.listing_changed(table)

    @property
    def orphans_seen(self) -> bool:
        """The last scan found tables without a living owner: the next round looks again (the
        patience counts scans, and the node a table falls to may be on its way out)."""
        return bool(self._orphaned)

    async def adopt_orphans(self) -> None:
        """Take the live tables nobody runs (their node died, or drained without a taker)."""
        live = await self.owner.storage.live_table_ids()
        owners = await self.owner.shared.owners(live)
        alive = self.owner.shared.alive_nodes()
        orphans = {table for table, node in owners.items() if node is None or node not in alive}
        self._orphaned = {table: self._orphaned.get(table, 0) + 1 for table in orphans}
        # An owner that stopped showing signs of life is dead (or cut off: fencing keeps it
        # from writing): its tables are taken at once, not after the scans of patience that a
        # lease vanished by itself needs. That includes a lease that lapsed since the last scan,
        # which named such a node then.
        last_owners, self._last_owners = (
            self._last_owners,
            {table: node for table, node in owners.items() if node is not None},
        )
        owned_by_dead = {
            table
            for table in orphans
            if (owners[table] or last_owners.get(table, self.owner.node)) not in alive
        }
        mine: list[int] = []
        for table_id, scans in self._orphaned.items():
            patience = 1 if table_id in owned_by_dead else ORPHAN_PATIENCE
            if scans < patience or table_id in self.owner.tables:
                continue
            if scans >= ORPHAN_ANYONE or _falls_to(table_id, alive) == self.owner.node:
                mine.append(table_id)
        if mine:  # all at once: a dead node's tables come back in a few round trips
            self.owner.spawn(self._take_orphans(mine))

    async def _take_orphans(self, table_ids: list[int]) -> None:
        try:
            await self.owner.takeover.take_many(table_ids)
        except Unavailable:
            return
        except Exception:
            log.exception("taking tables %s over failed", table_ids)

    async def forget_dead_nodes(self) -> None:
        """Connections on nodes that stopped showing signs of life are gone (a node this one has
        not heard of yet, one that just started, is asked after first)."""
        alive = self.owner.shared.alive_nodes()
        following = {f.node for t in self.owner.tables.values() for f in t.followers.values()}
        dead = {
            node for node in following - alive if not await self.owner.shared.confirm_alive(node)
        }
        for table in list(self.owner.tables.values()):
            for node in {f.node for f in table.followers.values()} & dead:
                table.forget_followers(node)

    async def hand_over(self, timeout: float) -> int:
        """Draining: stop every table here and give it to another node (round robin); wait
        until they run elsewhere, at most ``timeout`` seconds. Returns how many moved."""
        self.owner.stop_taking()
        others = sorted(self.owner.shared.alive_nodes() - {self.owner.node})
        handed: list[int] = []
        for index, table in enumerate(list(self.owner.tables.values())):
            async with table.lock:  # no change is under way once we hold it
                table.stop()
            self.owner.forget(table)
            try:
                await self.owner.shared.release(table.id)
            except Unavailable:
                continue  # it holds no more once this node has gone; an orphan scan finds it
            if others:
                self.owner.shared.send(others[index % len(others)], encode_wire(TakeOver(table.id)))
                handed.append(table.id)
            else:  # no node known here yet (one may have started a moment ago): any may take it
                self.owner.shared.announce(encode_wire(TakeOver(table.id)))
        await self.owner.shared.flush()
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        waiting = list(handed)
        while waiting and loop.time() < deadline:
            owners = await self.owner.shared.owners(waiting)
            waiting = [table for table, node in owners.items() if node is None]
            if waiting:
                await asyncio.sleep(0.05)
        return len(handed) - len(waiting)


def _falls_to(table_id: int, nodes: set[str]) -> str:
    """The node an orphaned table falls to (rendezvous hashing): spread over the nodes alive,
    the same choice on every node."""
    return max(
        nodes,
        key=lambda node: hashlib.blake2b(f"{node}/{table_id}".encode(), digest_size=8).digest(),
    )
