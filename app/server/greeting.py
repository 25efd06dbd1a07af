"""Who a connection is: the greeting (a new player, or a known one by token, back at their
table if they sit at one) and changing one's name."""

from __future__ import annotations

import contextlib
import logging

from app.net import CloseReason, ErrorCode, Hello, ProfileChanged, Rename, Welcome

from .cluster import Unavailable
from .connection import Connection
from .handling import Handler, Services, player_of
from .identity import make_token, new_secret, parse_token, secret_matches
from .internode import Attach, Renamed, Replace, encode_wire
from .members import PlayerInfo, Refusal
from .names import checked_name

log = logging.getLogger(__name__)


class Greeting:
    def __init__(self, services: Services) -> None:
        self._services = services

    def handlers(self) -> dict[type, Handler]:
        return {Hello: self._hello, Rename: self._rename}

    async def _hello(self, conn: Connection, message: Hello) -> None:
        services = self._services
        if conn.player is not None:
            raise Refusal(ErrorCode.ALREADY_GREETED)
        token = None
        if message.token is not None:
            player = await self._known_player(message.token)
            if message.name is not None:
                player = await self._set_name(player, message.name, refuse_limited=False)
        else:
            if message.name is None:
                raise Refusal(ErrorCode.NAME_REQUIRED)
            name = checked_name(message.name)
            rate = services.config.new_players_per_address
            if not await services.shared.allowances.take(f"new-player:{conn.address}", rate):
                raise Refusal(ErrorCode.RATE_LIMITED, "new_player")
            secret, hashed = new_secret()
            player_id = await services.storage.create_player(name, hashed)
            token = make_token(player_id, secret)
            player = PlayerInfo(player_id, name, level=1, points=0)
        services.sightings.seen(player.id, int(services.clock.time() * 1000))
        try:
            before = await services.shared.connect_player(player.id, conn.id)
        except Unavailable:
            before = None  # one connection per player is kept on this node only meanwhile
        for older in services.registry.connections_of(player.id):
            if older is not conn:
                older.close(CloseReason.REPLACED)
        if before is not None and before[0] != services.node:
            services.shared.send(before[0], encode_wire(Replace(before[1])))
        services.registry.greeted(conn, player)
        with contextlib.suppress(Unavailable):
            await services.count_players()
        log.debug("player %s connected (%s)", player.id, message.client or "unnamed client")
        seat = await services.storage.live_seat(player.id)
        conn.send(Welcome(player=player.view(), token=token, table=seat[1] if seat else None))
        if seat is not None:
            # Followed from now on, not only once the owner answers: if the table's node has
            # just died, this ask is lost, and it is the new owner's ``Moved`` that brings the
            # table back to this connection.
            services.registry.follow(conn, seat[0])
            try:
                await services.ask(conn, seat[0], Attach())
            except Refusal as refusal:
                if refusal.code is ErrorCode.UNAVAILABLE:
                    return  # its node is known dead: the new owner's ``Moved`` brings it
                services.registry.unfollow(conn, seat[0])
                raise

    async def _known_player(self, token: str) -> PlayerInfo:
        parsed = parse_token(token)
        record = await self._services.storage.player(parsed.player_id) if parsed else None
        if parsed is None or record is None or not secret_matches(parsed.secret, record.token_hash):
            raise Refusal(ErrorCode.BAD_TOKEN)
        return PlayerInfo(record.id, record.name, record.level, record.points)

    async def _set_name(
        self, player: PlayerInfo, raw: str, *, refuse_limited: bool = True
    ) -> PlayerInfo:
        """The player with this name; a name that changes nothing costs nothing. Each change is
        a write and a word to the player's table, so changes are limited per player: past the
        allowance ``rate_limited`` (``refuse_limited``), or the old name kept (a ``hello``,
        whose ``welcome`` shows the name kept)."""
        name = checked_name(raw)
        if name == player.name:
            return player
        services = self._services
        allowance = f"rename:p{player.id}"
        if not await services.shared.allowances.take(allowance, services.config.renames):
            if refuse_limited:
                raise Refusal(ErrorCode.RATE_LIMITED, "rename")
            return player
        await services.storage.rename_player(player.id, name)
        return PlayerInfo(player.id, name, player.level, player.points)

    async def _rename(self, conn: Connection, message: Rename) -> None:
        before = player_of(conn)
        player = await self._set_name(before, message.name)
        self._services.registry.greeted(conn, player)
        conn.send(ProfileChanged(player=player.view()))
        if conn.table_id is not None and player.name != before.name:  # else nothing to tell
            await self._services.ask(conn, conn.table_id, Renamed())
