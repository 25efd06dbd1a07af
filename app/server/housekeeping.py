"""The housekeeping job: once at start, then every hour, the database sheds what nobody needs;
and every few minutes a quick round removes the tables whose game never started.

Its times come from the server's ``Clock`` (tests move it by hand). What is removed, and how
cheaply, is in ``storage/cleanup.py``; how old is old is decided here (``cutoffs``).
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from aiohttp import web

from app.net.days import DAY_MS, day_of

from .clock import Timer
from .storage.cleanup import Cutoffs, remove_unplayed_tables, sweep
from .storage.records import Swept

if TYPE_CHECKING:
    from .node import Node

log = logging.getLogger(__name__)

EVERY = 3600.0
"""Seconds between rounds."""
TABLES_KEPT_DAYS = 7
"""Tables that ended without a result, and the chat of finished tables, are kept this long."""
PLAYERS_UNSEEN_DAYS = 30
"""Players who never finished a game are removed after this long without being seen."""


def cutoffs(now_ms: int) -> Cutoffs:
    return Cutoffs(
        tables_before=now_ms - TABLES_KEPT_DAYS * DAY_MS,
        players_before=now_ms - PLAYERS_UNSEEN_DAYS * DAY_MS,
        today=day_of(now_ms),
    )


class Housekeeping:
    def __init__(self, node: Node, every: float = EVERY) -> None:
        self._node = node
        self._every = every
        self._timer: Timer | None = None
        self._running = False
        self._quick_timer: Timer | None = None
        self._quick_running = False
        self.quick_rounds = 0
        """Quick rounds completed (successfully or not)."""
        self.unplayed = 0
        """Tables that never started removed by the last successful quick round."""
        self.rounds = 0
        """Rounds completed (successfully or not)."""
        self.swept = Swept()
        """What the last successful round removed."""

    def start(self) -> None:
        """The first round now, the next ones every ``every`` seconds; the quick rounds from
        the first ``unplayed_sweep_every`` on."""
        self._tick()
        self._quick_timer = self._node.clock.call_later(
            self._node.config.unplayed_sweep_every, self._quick_tick
        )

    def stop(self) -> None:
        for timer in (self._timer, self._quick_timer):
            if timer is not None:
                timer.cancel()
        self._timer = self._quick_timer = None

    def _quick_tick(self) -> None:
        if self._node.closing:
            return
        every = self._node.config.unplayed_sweep_every
        self._quick_timer = self._node.clock.call_later(every, self._quick_tick)
        if not self._quick_running:
            self._quick_running = True
            self._node.spawn(self._quick_round())

    async def _quick_round(self) -> None:
        try:
            self.unplayed = await self.run_quick()
        except Exception as error:
            log.warning("removing unplayed tables failed (%r)", error)
        finally:
            self._quick_running = False
            self.quick_rounds += 1

    async def run_quick(self) -> int:
        """Tables abandoned before their game started, ``unplayed_kept`` seconds after: one
        identity opening and leaving tables must not fill the database for a week."""
        node = self._node
        now = int(node.clock.time() * 1000)
        removed = await remove_unplayed_tables(
            node.storage, now - int(node.config.unplayed_kept * 1000)
        )
        if removed:
            node.metrics.swept.labels(kind="tables").inc(removed)
            log.info("housekeeping removed %d tables that never started", removed)
        return removed

    def _tick(self) -> None:
        if self._node.closing:
            return
        self._timer = self._node.clock.call_later(self._every, self._tick)
        if not self._running:  # a slow round is not overtaken by the next
            self._running = True
            self._node.spawn(self._round())

    async def _round(self) -> None:
        try:
            self.swept = await self.run()
        except Exception as error:  # the database may be away: try again next time
            log.warning("housekeeping failed (%r); trying again in %.0f s", error, self._every)
        finally:
            self._running = False
            self.rounds += 1

    async def run(self) -> Swept:
        """One round: connected players count as seen now, then the old is removed."""
        node = self._node
        now = int(node.clock.time() * 1000)
        await node.storage.players_seen(node.registry.players_online(), now)
        swept = await sweep(node.storage, cutoffs(now))
        for kind in ("tables", "chat_lines", "players"):
            if getattr(swept, kind):
                node.metrics.swept.labels(kind=kind).inc(getattr(swept, kind))
        if swept != Swept():
            log.info(
                "housekeeping removed %d tables, %d chat lines and %d players",
                swept.tables,
                swept.chat_lines,
                swept.players,
            )
        return swept


HOUSEKEEPING = web.AppKey("housekeeping", Housekeeping)
