"""How a table ends: a finished game is scored in one transaction (or an aborted one marked so,
unscored), everyone hears the result, and the table lingers for its chat before it closes. A
table whose policy closes it at a set time (a daily attempt, at the end of its day) is closed
then, void if its game is not over."""

from __future__ import annotations

import msgspec

from app.net import GameResult, Progress, TableAborted, TableClosedReason, TableStatus, encode
from app.rules import Game

from ..clock import Timer
from ..members import PlayerInfo, Refusal
from ..policy import Ending
from ..storage import now_ms
from .core import TableCore, log


class TableEnd:
    def __init__(self, table: TableCore) -> None:
        self.table = table
        self._linger: Timer | None = None
        self._retry: Timer | None = None
        self._day_over: Timer | None = None

    def cancel(self) -> None:
        """Nothing of the end runs on its own any more (the table moves or goes away)."""
        for pending in (self._linger, self._retry, self._day_over):
            if pending is not None:
                pending.cancel()
        self._linger = self._retry = self._day_over = None  # no cycle left: freed once dropped

    async def finish(self, retry_in: float = 5.0) -> None:
        """Score the finished game in one transaction — or, if it was aborted, mark the table
        so, unscored — then tell everyone (lock held). If that cannot be saved, try again
        later, waiting twice as long each time (up to a minute): the game is in the journal,
        so nothing is lost meanwhile."""
        table = self.table
        game = table.game
        assert game is not None and (game.over or table.aborted)
        if table.status is not TableStatus.PLAYING or table.stopped:
            return
        table.stop_turn()
        table.forget_away()
        players = [holder for holder in table.seats if holder is not None]
        saving = table.policy.save_end(
            table.node.storage,
            table.id,
            game,
            players,
            table.counts,
            aborted=table.aborted,
            at=now_ms(),
            fence=table.fence,
        )
        try:
            ending = await table.write(saving, "saving the end of the game failed; trying again")
        except Refusal:
            if table.stopped:  # fenced: the node that runs it now finishes it
                return
            self._retry = table.node.clock.call_later(
                retry_in, lambda: table.node.spawn(self._finish_again(min(retry_in * 2, 60.0)))
            )
            return
        if ending is None:
            self._was_aborted(game)
        else:
            self._finished(ending)
        table.node.listing_changed(table)

    async def finish_restored(self) -> None:
        """A game that ended (or was aborted) just before a restart but was not saved so yet."""
        async with self.table.lock:
            await self.finish()

    def watch_closing(self) -> None:
        """A table whose policy closes it at a set time is closed then (``_end_of_day``)."""
        table = self.table
        closes_at = table.policy.closes_at
        if closes_at is None:
            return
        left = closes_at / 1000 - table.node.clock.time()
        self._day_over = table.node.clock.call_later(
            max(0.0, left), lambda: table.node.spawn(self._end_of_day())
        )

    async def _end_of_day(self) -> None:
        table = self.table
        async with table.lock:
            if table.stopped or table.status is not TableStatus.PLAYING:
                return
            voided = table.policy.save_void(
                table.node.storage, table.id, now_ms(), fence=table.fence
            )
            try:
                await table.write(voided, "closing a daily attempt failed")
            except Refusal:
                return
            table.close(TableClosedReason.DAY_OVER)

    async def _finish_again(self, retry_in: float) -> None:
        async with self.table.lock:
            await self.finish(retry_in)

    def _finished(self, ending: Ending) -> None:
        """Saved as finished (``ending``, from the policy): everyone hears the standings, and
        each player of a scored game their new level and points."""
        table = self.table
        progress = ending.progress
        table.status = TableStatus.FINISHED
        tags = table.name_tags()
        table.result = [
            msgspec.structs.replace(r, tag=tags.get(r.player)) for r in ending.standings
        ]
        table.broadcast(GameResult(code=table.code, standings=table.result, dice=table.dice_view()))
        points = {r.player: r.points for r in ending.standings}
        for seat, holder in enumerate(table.seats):
            record = progress.get(holder.id) if holder is not None else None
            if holder is None or record is None:
                continue
            now = PlayerInfo(holder.id, holder.name, record.level, record.points_total)
            table.seats[seat] = now
            message = encode(
                Progress(
                    player=now.view(),
                    points=points[now.id],
                    milestones=[m.value for m in record.new_milestones],
                )
            )
            for follower in [f for f in table.followers.values() if f.player == now.id]:
                table.node.progressed(follower, now)
                table.node.deliver(follower, message)
        table.node.metrics.games_finished.inc()
        self._linger_then_close()

    def _was_aborted(self, game: Game) -> None:
        """Saved as aborted: everyone hears who left, and is free to sit elsewhere."""
        table = self.table
        table.status = TableStatus.ABORTED
        seat = game.resigned[-1]
        table.broadcast(TableAborted(code=table.code, seat=seat, dice=table.dice_view()))
        table.node.metrics.games_aborted.inc()
        log.info("table %s: aborted (seat %s left early)", table.id, seat)
        self._linger_then_close()

    def _linger_then_close(self) -> None:
        """The ended table stays a while for its chat and its result, then it is cleared."""
        table = self.table
        self._linger = table.node.clock.call_later(
            table.node.config.finished_linger, lambda: table.close(TableClosedReason.FINISHED)
        )
