"""When players were last seen, written in batches: every ``hello`` marks its player seen, and
many hellos at once (a node's players coming back after a failover, a restart) would otherwise
be a write and a commit each, in the queue ahead of what they wait for. The hello does not wait
for the mark; the marks gathered meanwhile go in one statement, one write at a time."""

from __future__ import annotations

import logging
from collections.abc import Callable, Coroutine
from typing import Any

from .storage import Storage

log = logging.getLogger(__name__)


class Sightings:
    def __init__(
        self, storage: Storage, spawn: Callable[[Coroutine[Any, Any, None]], None]
    ) -> None:
        self._storage = storage
        self._spawn = spawn
        self._pending: dict[int, int] = {}
        """Player id → when seen (Unix ms), not written yet."""
        self._writing = False

    def seen(self, player_id: int, at: int) -> None:
        self._pending[player_id] = max(at, self._pending.get(player_id, at))
        if not self._writing:
            self._writing = True
            self._spawn(self._write())

    async def _write(self) -> None:
        try:
            while self._pending:
                batch, self._pending = self._pending, {}
                # One time for the batch (the latest): a mark a moment late changes nothing,
                # and the write never moves a player's mark back.
                try:
                    await self._storage.players_seen(sorted(batch), max(batch.values()))
                except Exception as error:  # the next hello or housekeeping round marks them
                    log.warning("marking %d players seen failed: %r", len(batch), error)
        finally:
            self._writing = False
