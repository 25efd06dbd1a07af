"""Taking a table over: running here a table that nobody runs (after a restart, from a node that
died or is draining). Taking it raises its fencing token in the database, so a former owner that
lost its lease without noticing cannot write about the table again (``Fenced``). A table that
cannot run again (unreadable, or a journal that does not replay) ends as broken.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Iterable
from typing import Protocol

from .cluster import Unavailable
from .internode import Moved, encode_wire
from .members import PlayerInfo
from .opening import OpeningHost
from .storage import StoredTable, TakenTable, now_ms
from .table import Table, turn_started_at

log = logging.getLogger(__name__)

TAKE_BATCH = 50
"""Tables taken in one transaction by ``take_many``: the first batch runs again while the next
is read."""


class TakingHost(OpeningHost, Protocol):
    """What taking a table over needs of the node that will run it (``owner.TableOwner``)."""

    node: str
    tables: dict[int, Table]


class Takeover:
    """The tables being taken over here, one attempt per table however many ask for it."""

    def __init__(self, host: TakingHost) -> None:
        self._host = host
        self._taking: dict[int, asyncio.Future[Table | None]] = {}

    def pending(self, table_id: int) -> asyncio.Future[Table | None] | None:
        """The attempt to take the table under way here, if any."""
        return self._taking.get(table_id)

    async def take(self, table_id: int, *, moved: bool = True) -> Table | None:
        """Run the table here from now on, if nobody does; None if another node does, or the
        table has ended. Concurrent calls for one table share one attempt. ``moved``: another
        node ran it, so the nodes hear where it runs now."""
        running = self._host.tables.get(table_id)
        if running is not None:
            return running
        pending = self._taking.get(table_id)
        if pending is not None:
            return await asyncio.shield(pending)
        future: asyncio.Future[Table | None] = asyncio.get_running_loop().create_future()
        self._taking[table_id] = future
        try:
            table = await self._take(table_id, moved)
        except BaseException as error:
            future.set_exception(error)
            future.exception()  # retrieved: the caller gets it raised
            raise
        else:
            future.set_result(table)
            return table
        finally:
            del self._taking[table_id]

    async def adopt_all(self) -> int:
        """A single server's start: every open or running table is run here again."""
        taken = await self.take_many(await self._host.storage.live_table_ids(), moved=False)
        log.info("restored %d tables", taken)
        return taken

    async def take_many(self, table_ids: Iterable[int], *, moved: bool = True) -> int:
        """Run these tables here (the orphans of a dead node), in batches: a batch's leases in one
        script, their fences raised and their journals read in one transaction, their codes
        claimed in one script. Each table counts as being taken (``pending``) until its batch
        is done. Returns how many run here now; ``moved`` as for ``take``."""
        host = self._host
        wanted = sorted({t for t in table_ids if t not in host.tables and t not in self._taking})
        loop = asyncio.get_running_loop()
        futures: dict[int, asyncio.Future[Table | None]] = {}
        for table_id in wanted:
            futures[table_id] = self._taking[table_id] = loop.create_future()
        taken = 0
        try:
            for start in range(0, len(wanted), TAKE_BATCH):
                batch = wanted[start : start + TAKE_BATCH]
                tables = await self._take_batch(batch, moved)
                for table_id in batch:
                    table = tables.get(table_id)
                    taken += table is not None
                    futures[table_id].set_result(table)
        except BaseException as error:
            for future in futures.values():
                if not future.done():
                    future.set_exception(error)
                    future.exception()  # retrieved: the caller gets it raised
            raise
        finally:
            for table_id in wanted:
                del self._taking[table_id]
        return taken

    async def _take(self, table_id: int, moved: bool) -> Table | None:
        host = self._host
        if host.closing or not await host.shared.acquire(table_id):
            return None
        try:
            taken = await host.storage.take_over(table_id)
        except ValueError as error:  # unreadable (a preset unknown here, a player missing)
            await self._broken(table_id, error)
            return None
        except BaseException:  # the database failed: another scan tries again
            with contextlib.suppress(Unavailable):
                await host.shared.release(table_id)
            raise
        if taken is None:
            await host.shared.release(table_id)
            return None
        table = await self._restore(taken)
        if table is None:
            return None
        await host.shared.claim_code(table.code, table_id)
        self._run(table, taken.stored, moved)
        return table

    async def _take_batch(self, table_ids: list[int], moved: bool) -> dict[int, Table]:
        host = self._host
        if host.closing:
            return {}
        acquired = sorted(await host.shared.acquire_many(table_ids))
        if not acquired:
            return {}
        try:
            loaded = await host.storage.take_over_many(acquired)
        except BaseException:  # the database failed: another scan tries again
            with contextlib.suppress(Unavailable):
                for table_id in acquired:
                    await host.shared.release(table_id)
            raise
        tables: dict[int, Table] = {}
        stored: dict[int, StoredTable] = {}
        for table_id in acquired:
            taken = loaded.get(table_id)
            if taken is None:  # it has ended
                await host.shared.release(table_id)
            elif isinstance(taken, ValueError):
                await self._broken(table_id, taken)
            elif (table := await self._restore(taken)) is not None:
                tables[table_id], stored[table_id] = table, taken.stored
        await host.shared.claim_codes({table.code: table.id for table in tables.values()})
        for table_id, table in tables.items():
            self._run(table, stored[table_id], moved)
        return tables

    async def _restore(self, taken: TakenTable) -> Table | None:
        """The table as saved, replayed and registered here (not yet running); None when its
        journal does not replay (it ends as broken)."""
        stored = taken.stored
        players = {
            record.id: PlayerInfo(record.id, record.name, record.level, record.points)
            for record in taken.players.values()
        }
        try:
            table = Table.restore(self._host, stored, players)
        except Exception as error:  # its journal does not replay
            await self._broken(stored.id, error)
            return None
        self._host.register(table)
        return table

    def _run(self, table: Table, stored: StoredTable, moved: bool) -> None:
        """A restored table runs from now on: its clock, its lobby entry, and (``moved``) the
        word to the nodes."""
        host = self._host
        table.resume(turn_started_at(stored, table.game))
        host.chooser.warm(table.settings.rules)
        host.listing_changed(table)
        if moved:
            host.metrics.takeovers.inc()
            host.shared.announce(encode_wire(Moved(table.id, host.node)))
        log.info("table %s runs here now (fence %d)", table.id, stored.fence)

    async def _broken(self, table_id: int, error: BaseException) -> None:
        """The table cannot run again: it ends as broken, so that no node tries again."""
        log.error("table %s cannot be restored: %r", table_id, error)
        storage = self._host.storage
        fence = await storage.take_table(table_id)
        if fence is not None:
            await storage.close_table(table_id, "broken", now_ms(), fence=fence)
        await self._host.shared.release(table_id)
