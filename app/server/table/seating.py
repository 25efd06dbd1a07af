"""A table's seats and followers: a connection follows the table (gets its state and what
changes); a player sits down (the last free seat starts the game), gives the seat up before the
start, or leaves; a seated player without any connection is away (``presence``)."""

from __future__ import annotations

from app.net import ErrorCode, Left, TableClosedReason, TableStatus, encode
from app.rules import Game

from ..members import Follower, PlayerInfo, Refusal
from ..storage import AlreadySeated, now_ms
from ..storage.cleanup import abandon_unplayed
from .core import TableCore
from .ending import TableEnd
from .plays import to_the_end
from .presence import Presence
from .turnclock import TurnTimer


class Seating:
    def __init__(
        self, table: TableCore, presence: Presence, clock: TurnTimer, end: TableEnd
    ) -> None:
        self.table = table
        self.presence = presence
        self.clock = clock
        self.end = end

    # --- a table begins ------------------------------------------------------------------------

    def open_with(self, player: PlayerInfo, follower: Follower) -> None:
        """A new table: its host sits at seat 0 and follows it."""
        table = self.table
        table.seats[0] = player
        table.followers[follower.key] = follower
        table.send_state(follower)

    def start_alone(self, player: PlayerInfo, follower: Follower) -> None:
        """A solo table (a daily attempt): its one player sits down and the game begins."""
        table = self.table
        table.seats[0] = player
        table.followers[follower.key] = follower
        table.game = Game.new(table.settings.rules, [player.name])
        table.status = TableStatus.PLAYING
        table.send_state(follower)
        self.end.watch_closing()

    def start_rematch(self, players: list[PlayerInfo], game: Game) -> None:
        """A rematch's new table: everyone seated (their followers already moved here), the
        game begins at once."""
        table = self.table
        table.seats = list(players)
        table.game = game
        table.status = TableStatus.PLAYING
        self.clock.start()
        table.send_state_to_all()

    # --- followers -----------------------------------------------------------------------------

    def attach(self, follower: Follower) -> None:
        """A connection follows the table (again): it gets the whole state; a seated player
        who was away is back."""
        table = self.table
        was_connected = table.connected(follower.player)
        table.followers[follower.key] = follower
        seat = table.seat_of(follower.player)
        if self.clock.resumed_left is not None and self.clock.to_move(seat):
            self.clock.start(self.clock.resumed_left)  # the restored turn's player is back
            table.send_state_to_all()  # everyone sees the clock run again
        else:
            table.send_state(follower)
        if seat is not None and not was_connected:
            self.presence.cancel(follower.player)
            table.broadcast_seats()

    def detach(self, follower: Follower) -> None:
        """The connection follows the table no more; a seated player without any other
        connection is away (their seat waits for them)."""
        table = self.table
        if table.followers.pop(follower.key, None) is None:
            return
        if table.seat_of(follower.player) is not None and not table.connected(follower.player):
            self.presence.went_away(follower.player)
            if table.status.ended:
                table.node.left_ended(table, follower.player)

    def forget_followers(self, node: str) -> None:
        """A node died: its connections are gone."""
        for follower in [f for f in self.table.followers.values() if f.node == node]:
            self.detach(follower)

    # --- seats ---------------------------------------------------------------------------------

    async def sit(self, player: PlayerInfo, follower: Follower) -> None:
        """Take the first free seat; the last one starts the game."""
        await to_the_end(self._sit(player, follower))

    async def _sit(self, player: PlayerInfo, follower: Follower) -> None:
        table = self.table
        async with table.lock:
            table.check_running_here()
            if table.seat_of(player.id) is not None:  # a second join while the first waited
                self.attach(follower)
                return
            if table.status is not TableStatus.OPEN:
                raise Refusal(ErrorCode.GAME_STARTED)
            free = [seat for seat, holder in enumerate(table.seats) if holder is None]
            seat = free[0]  # an open table has a free seat: the last one starts the game
            storage = table.node.storage
            starts = len(free) == 1
            names = [holder.name if holder else player.name for holder in table.seats]

            async def seat_taken() -> None:
                try:
                    if starts:
                        await storage.start_table(
                            table.id, seat, player.id, names, at=now_ms(), fence=table.fence
                        )
                    else:
                        await storage.set_seat(table.id, seat, player.id, fence=table.fence)
                except AlreadySeated:
                    raise Refusal(ErrorCode.ALREADY_SEATED) from None

            await table.write(seat_taken(), "saving a seat failed", moved=None)
            table.seats[seat] = player
            table.followers[follower.key] = follower
            if starts:
                table.game = Game.new(table.settings.rules, names)
                table.status = TableStatus.PLAYING
                self.clock.start()
                table.node.metrics.games_started.inc()
                table.send_state_to_all()
            else:
                table.send_state(follower)
                table.broadcast_seats()
        table.node.listing_changed(table)

    async def unseat(self, player_id: int) -> None:
        """Give up a seat before the start; an empty table closes."""
        await to_the_end(self._unseat(player_id))

    async def _unseat(self, player_id: int) -> None:
        table = self.table
        async with table.lock:
            table.check_running_here()
            seat = table.seat_of(player_id)
            if table.status is not TableStatus.OPEN or seat is None:
                return
            storage = table.node.storage
            if table.taken == 1:  # the last one: the table ends with the seat (one write)
                freed = abandon_unplayed(storage, table.id, seat, now_ms(), fence=table.fence)
            else:
                freed = storage.set_seat(table.id, seat, None, fence=table.fence)
            await table.write(freed, "freeing a seat failed", moved=None)
            table.seats[seat] = None
            self.presence.cancel(player_id)
            if table.taken == 0:
                table.close(TableClosedReason.EMPTY)
            else:
                table.broadcast_seats()
        table.node.listing_changed(table)

    async def leave(self, follower: Follower) -> None:
        """``leave``: before the start, give up the seat (the last one closes the table);
        during the game, resign; then (and for a spectator, only) stop following."""
        table = self.table
        if table.live_seat_of(follower.player) is not None:
            if table.status is TableStatus.OPEN:
                await table.unseat(follower.player)
            else:
                await table.resign(follower.player)
        present = follower.key in table.followers
        table.followers.pop(follower.key, None)
        table.node.deliver(follower, encode(Left(code=table.code)), unfollows=table.id)
        seated = table.seat_of(follower.player) is not None
        if present and seated and not table.connected(follower.player):
            table.broadcast_seats()  # the others see them go (their chat says so)
        if present and seated and table.status.ended and not table.connected(follower.player):
            table.node.left_ended(table, follower.player)

    def rename(self, player: PlayerInfo) -> None:
        table = self.table
        seat = table.seat_of(player.id)
        if seat is None or (holder := table.seats[seat]) is None or holder.name == player.name:
            return  # nothing changed: nothing to tell
        table.seats[seat] = player
        table.broadcast_seats()
        table.node.listing_changed(table)
