"""A table's away limits: a seated player without a connection keeps their seat for
``away_limit`` seconds; after that they have given it up (before the start) or resigned."""

from __future__ import annotations

import functools

from app.net import ErrorCode, TableStatus

from ..clock import Timer
from ..members import Refusal
from .core import TableCore, log


class Presence:
    def __init__(self, table: TableCore) -> None:
        self.table = table
        self._away: dict[int, Timer] = {}
        self._until: dict[int, float] = {}
        """When each away player's seat stops waiting (the node clock's time)."""

    def away_ms(self, player_id: int) -> int | None:
        until = self._until.get(player_id)
        if until is None:
            return None
        return max(0, round((until - self.table.node.clock.now()) * 1000))

    def went_away(self, player_id: int) -> None:
        """The player has no connection any more; the seat waits ``away_limit`` for them."""
        table = self.table
        if table.node.closing or table.stopped:
            return
        if table.live_seat_of(player_id) is not None and table.policy.away_limit:
            self.cancel(player_id)
            self.start(player_id, table.node.config.away_limit)
        table.broadcast_seats()

    def start(self, player_id: int, seconds: float) -> None:
        clock = self.table.node.clock
        self._away[player_id] = clock.call_later(
            seconds, functools.partial(self._ran_out, player_id)
        )
        self._until[player_id] = clock.now() + seconds

    def cancel(self, player_id: int) -> None:
        self._until.pop(player_id, None)
        timer = self._away.pop(player_id, None)
        if timer is not None:
            timer.cancel()

    def forget(self) -> None:
        """No seat waits any more (the game is over, or the table stops here)."""
        for timer in self._away.values():
            timer.cancel()
        self._away.clear()
        self._until.clear()

    def _ran_out(self, player_id: int) -> None:
        self._away.pop(player_id, None)
        self._until.pop(player_id, None)
        table = self.table
        if not table.connected(player_id) and table.live_seat_of(player_id) is not None:
            table.node.spawn(self._too_long(player_id))

    async def _too_long(self, player_id: int) -> None:
        table = self.table
        try:
            if table.status is TableStatus.OPEN:
                await table.unseat(player_id)
            elif table.status is TableStatus.PLAYING:
                log.info("table %s: player %s resigned after being away", table.id, player_id)
                await table.resign(player_id)
        except Refusal as refusal:
            # Meanwhile the game ended (another seat's away limit ran out at the same moment)
            # or the seat was given up: nothing is left to resign. A failed write is tried
            # again shortly.
            if refusal.code is ErrorCode.STORAGE_FAILED and not table.stopped:
                log.warning("table %s: resigning player %s failed; again soon", table.id, player_id)
                self.start(player_id, 5.0)
            else:
                log.debug("table %s: player %s had nothing to resign", table.id, player_id)
