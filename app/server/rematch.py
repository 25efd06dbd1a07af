"""Rematches: at a finished table, one player offers the same players a new game with the same
rules, options and clock; when every one of them has accepted, the table's owner opens the new
table with everyone seated in a new order (each moves one seat up: the second player of the
game before begins) and the game starts at once.

An offer lapses after ``config.rematch_seconds``, or as soon as one of the players stops
following the table (left, or gone); a decline ends it too. The offer is written to the
database at every change (``storage.social``); the new table is made in the same transaction
that closes the offer, so it is made once even when two answers cross.
"""

from __future__ import annotations

import dataclasses
import functools
import logging

from app.net import (
    ErrorCode,
    RematchChanged,
    RematchStatus,
    TableStatus,
)
from app.net.dice import SEED_BYTES
from app.rules import Game

from .clock import Timer
from .members import PlayerInfo, Refusal
from .opening import OpeningHost, open_table
from .storage import AlreadySeated, Claim, now_ms
from .storage.social import RematchGone, RematchRecord, save_rematch, start_rematch
from .table import TableCore

log = logging.getLogger(__name__)


def rotated(players: list[PlayerInfo]) -> list[PlayerInfo]:
    """The new seat order: everyone one seat up, the first player of the last game last."""
    return players[1:] + players[:1]


class Rematches:
    """The rematch offers of the tables one node runs."""

    def __init__(self, owner: OpeningHost) -> None:
        self.owner = owner
        self._timers: dict[int, Timer] = {}

    async def answer(self, table: TableCore, player: PlayerInfo, accept: bool) -> None:
        """``rematch``: offer one (nobody has yet), accept it, or decline it."""
        async with table.lock:
            if table.stopped:
                raise Refusal(ErrorCode.NO_REMATCH)
            if table.status is not TableStatus.FINISHED or not table.policy.rematches:
                raise Refusal(ErrorCode.NO_REMATCH)
            seat = table.seat_of(player.id)
            if seat is None:
                raise Refusal(ErrorCode.NOT_SEATED)
            offer = table.rematch
            if offer is None or offer.status is not RematchStatus.OPEN:
                if not accept or offer is not None:
                    raise Refusal(ErrorCode.NO_REMATCH)  # one offer per table
                await self._offer(table, player)
                return
            if not accept:
                await self._end(table, RematchStatus.DECLINED, seat)
                return
            if player.id not in offer.accepted:
                offer = dataclasses.replace(offer, accepted=(*offer.accepted, player.id))
                await self._save(table, offer)
            if all(holder.id in offer.accepted for holder in self._players(table)):
                await self._start(table, offer)
            else:
                self._tell(table)

    def left(self, table: TableCore, player_id: int) -> None:
        """A player stopped following the ended table: an open offer lapses."""
        offer = table.rematch
        if offer is not None and offer.status is RematchStatus.OPEN:
            self.owner.spawn(self._lapse(table, table.seat_of(player_id)))

    def forget(self, table_id: int) -> None:
        timer = self._timers.pop(table_id, None)
        if timer is not None:
            timer.cancel()

    # --- inside -----------------------------------------------------------------------------------

    @staticmethod
    def _players(table: TableCore) -> list[PlayerInfo]:
        return [holder for holder in table.seats if holder is not None]

    async def _offer(self, table: TableCore, player: PlayerInfo) -> None:
        missing = [p.id for p in self._players(table) if not table.connected(p.id)]
        if missing:
            raise Refusal(ErrorCode.NO_REMATCH, "left")
        at = now_ms()
        seconds = self.owner.config.rematch_seconds
        offer = RematchRecord(
            table_id=table.id,
            offered_by=player.id,
            offered_at=at,
            ends=at + int(seconds * 1000),
            accepted=(player.id,),
            status=RematchStatus.OPEN,
        )
        await self._save(table, offer)
        self._timers[table.id] = self.owner.clock.call_later(
            seconds, functools.partial(self._ran_out, table)
        )
        self._tell(table)

    def _ran_out(self, table: TableCore) -> None:
        self._timers.pop(table.id, None)
        self.owner.spawn(self._lapse(table, None))

    async def _lapse(self, table: TableCore, seat: int | None) -> None:
        async with table.lock:
            offer = table.rematch
            if table.stopped or offer is None or offer.status is not RematchStatus.OPEN:
                return
            try:
                await self._end(table, RematchStatus.LAPSED, seat)
            except Refusal:
                log.warning("table %s: a lapsed rematch offer could not be saved", table.id)

    async def _end(self, table: TableCore, status: RematchStatus, seat: int | None) -> None:
        offer = table.rematch
        assert offer is not None
        self.forget(table.id)
        await self._save(table, dataclasses.replace(offer, status=status, seat=seat))
        self._tell(table)

    async def _save(self, table: TableCore, offer: RematchRecord) -> None:
        try:
            await save_rematch(self.owner.storage, offer)
        except Exception:
            log.exception("table %s: saving a rematch offer failed", table.id)
            raise Refusal(ErrorCode.STORAGE_FAILED) from None
        table.rematch = offer

    def _tell(self, table: TableCore) -> None:
        view = table.rematch_view()
        assert view is not None
        table.broadcast(RematchChanged(code=table.code, rematch=view))

    async def _start(self, table: TableCore, offer: RematchRecord) -> None:
        """Everyone said yes (lock of the old table held): open the new table, seat everyone,
        start the game and move the players' connections over."""
        owner = self.owner
        players = rotated(self._players(table))
        settings = table.settings
        names = [p.name for p in players]
        at = now_ms()
        seed = bytes(owner.dice.randint(0, 255) for _ in range(SEED_BYTES))

        async def write(code: str, claim: Claim) -> tuple[int, int] | None:
            try:
                return await start_rematch(
                    owner.storage,
                    old_table=table.id,
                    code=code,
                    settings=settings,
                    players=[p.id for p in players],
                    names=names,
                    at=at,
                    dice_seed=seed.hex(),
                    claim=claim,
                )
            except RematchGone:
                raise Refusal(ErrorCode.NO_REMATCH) from None
            except AlreadySeated:
                # someone sat down elsewhere meanwhile: the offer cannot be kept
                await self._end(table, RematchStatus.LAPSED, None)
                raise Refusal(ErrorCode.ALREADY_SEATED) from None

        fresh = await open_table(
            owner,
            write,
            settings=settings,
            host_player=players[0].id,
            created_at=at,
            dice_seed=seed,
        )
        self.forget(table.id)
        table.rematch = dataclasses.replace(offer, status=RematchStatus.STARTED, new_table=fresh.id)
        table.rematch_code = fresh.code
        movers = [f for f in table.followers.values() if table.seat_of(f.player) is not None]
        self._tell(table)  # the old table's followers learn the new code first
        for follower in movers:
            table.followers.pop(follower.key, None)
            fresh.followers[follower.key] = follower
        fresh.start_rematch(players, Game.new(settings.rules, names))
        owner.metrics.games_started.inc()
        owner.chooser.warm(settings.rules)
        owner.listing_changed(fresh)
