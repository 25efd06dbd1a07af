"""What ``/health`` knows about the database without asking it on every call.

A health check answers from the storage's last known state: one ping in the background at most
every ``interval`` seconds, whoever asks and however often. So a flood of ``/health`` requests
costs no database round trips, and the front door's check (every second) still sees a database
that stopped answering within about two intervals plus the ping's timeout.
"""

from __future__ import annotations

import asyncio
import logging
import time

from aiohttp import web

from .node import Node
from .storage import Storage

log = logging.getLogger(__name__)

PING_TIMEOUT = 2.0
"""A database that takes longer than this to answer a ping counts as not answering."""
INTERVAL = 1.0


class StorageWatch:
    """The storage's last known state, refreshed by a background task of its own."""

    def __init__(self, storage: Storage, interval: float = INTERVAL) -> None:
        self.storage = storage
        self.interval = interval
        self.ok = True
        """Whether the last ping was answered (start-up has just migrated the schema)."""
        self.checked = time.monotonic()
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._watch(), name="storage watch")

    async def stop(self) -> None:
        task, self._task = self._task, None
        if task is not None:
            task.cancel()
            # ``wait``, not ``await task``: its cancellation must not pass for the caller's own.
            await asyncio.wait([task])

    async def ping(self) -> bool:
        """Ask the database now (the readiness check, and the watch's round)."""
        try:
            # Not ``wait_for``: on Python 3.11 it drops a cancellation that comes as the ping
            # answers, and the watch would ping on while ``stop`` waits for it (for ever).
            async with asyncio.timeout(PING_TIMEOUT):
                await self.storage.ping()
        except Exception:  # any failure means: not ready, whatever the driver raised
            ok = False
        else:
            ok = True
        if ok != self.ok:
            log.warning("the database %s", "answers again" if ok else "does not answer")
        self.ok, self.checked = ok, time.monotonic()
        return ok

    async def _watch(self) -> None:
        while True:
            await asyncio.sleep(self.interval)
            await self.ping()


WATCH = web.AppKey("storage_watch", StorageWatch)
"""Set on the public application while it runs (``app.py``)."""


def stopping(node: Node) -> bool:
    return node.closing or node.gateway.closing


def health_status(node: Node, watch: StorageWatch) -> str:
    """``ok``; ``limited`` while a cluster node cannot reach Redis (it runs its own tables on,
    and refuses what needs the others); ``degraded`` when the database did not answer its last
    ping or the node is stopping or draining, so that the front door sends new clients
    elsewhere."""
    if not watch.ok or stopping(node):
        return "degraded"
    if not node.shared.healthy:
        return "limited"
    return "ok"
