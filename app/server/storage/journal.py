"""Group commit for the action journal: whatever arrives while a write runs goes in the next one.

Every table waits for its own entries to be committed before it broadcasts them, yet hundreds of
tables share one transaction instead of one each. Where the database takes several writers at
once (PostgreSQL), up to ``storage.parallel_writes`` batches are written side by side; a table
has at most one action in flight (its lock), so its entries stay in order. A failed batch is
retried entry group by entry group, so one bad entry fails only its own table's action. Entries
of a table whose fence is not the writer's any more are refused with ``Fenced``: the others in
the batch are written.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Sequence

from .base import Fenced, Storage
from .records import JournalEntry

log = logging.getLogger(__name__)

_Pending = tuple[Sequence[JournalEntry], asyncio.Future[None]]


class Journal:
    def __init__(self, storage: Storage, observe: Callable[[float], None] | None = None) -> None:
        self._storage = storage
        self._observe = observe
        self._parallel = max(1, storage.parallel_writes)
        self._pending: list[_Pending] = []
        self._writers: set[asyncio.Task[None]] = set()

    async def write(self, entries: Sequence[JournalEntry]) -> None:
        """Return once ``entries`` are committed; raise what the storage raised otherwise."""
        future: asyncio.Future[None] = asyncio.get_running_loop().create_future()
        self._pending.append((entries, future))
        self._start_writers()
        await future  # if the caller is cancelled, the entries are still written

    def _start_writers(self) -> None:
        while self._pending and len(self._writers) < self._parallel:
            batch, self._pending = self._pending, []
            writer = asyncio.create_task(self._write(batch), name="journal")
            self._writers.add(writer)
            writer.add_done_callback(self._writer_done)

    def _writer_done(self, writer: asyncio.Task[None]) -> None:
        self._writers.discard(writer)
        self._start_writers()

    async def _write(self, batch: list[_Pending]) -> None:
        started = time.perf_counter()
        try:
            refused = await self._storage.write_journal([e for group, _ in batch for e in group])
        except Exception as error:
            if len(batch) == 1:
                _settle(batch[0][1], error)
                return
            log.warning("journal batch of %d failed (%r); writing one by one", len(batch), error)
            for group, future in batch:
                try:
                    _settle(future, _fenced(group, await self._storage.write_journal(group)))
                except Exception as single:
                    _settle(future, single)
            return
        if self._observe is not None:
            self._observe(time.perf_counter() - started)
        for group, future in batch:
            _settle(future, _fenced(group, refused))

    async def close(self) -> None:
        """Wait until everything submitted is written."""
        while self._writers:
            await asyncio.wait(list(self._writers))


def _fenced(group: Sequence[JournalEntry], refused: set[int]) -> Fenced | None:
    return Fenced(group[0].table_id) if group and group[0].table_id in refused else None


def _settle(future: asyncio.Future[None], error: BaseException | None) -> None:
    if future.done():
        return
    if error is None:
        future.set_result(None)
    else:
        future.set_exception(error)
