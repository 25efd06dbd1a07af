"""A table as its owner runs it: one coordinator over the table's parts.

Everything that changes a table happens under the table's lock, in this order: check with the
rules engine, write to the journal, then change the table in memory and tell its followers. A
refused or unsaved action leaves the table exactly as it was. The table knows its followers
only as ``Follower`` values and reaches them, the clock, the journal and the database through
its ``TableHost``; it neither knows nor cares on which node their sockets are. Its state and
views are ``TableCore`` (``core.py``); each job is a part of its own, built here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from app.net import TurnClock
from app.rules import Action, Event, Game

from ..members import Follower, PlayerInfo
from ..policy import ORDINARY, TablePolicy, policy_of
from ..storage import StoredTable, TableSettings
from .chat import TableChat
from .core import TableCore, TableHost
from .ending import TableEnd
from .plays import Plays
from .presence import Presence
from .restoring import restore_into, resume
from .seating import Seating
from .turnclock import TurnTimer


class Table(TableCore):
    def __init__(
        self,
        host: TableHost,
        *,
        table_id: int,
        code: str,
        settings: TableSettings,
        host_player: int,
        created_at: int,
        fence: int,
        dice_seed: bytes | None = None,
        policy: TablePolicy = ORDINARY,
    ) -> None:
        super().__init__(
            host,
            table_id=table_id,
            code=code,
            settings=settings,
            host_player=host_player,
            created_at=created_at,
            fence=fence,
            dice_seed=dice_seed,
            policy=policy,
        )
        self.presence = Presence(self)
        self.plays = Plays(self, self.presence)
        self.turn_clock = TurnTimer(self, self.plays)
        self.end = TableEnd(self)
        self.seating = Seating(self, self.presence, self.turn_clock, self.end)
        self.talk = TableChat(self)

    # --- what one part asks of another --------------------------------------------------------

    def turn_view(self) -> TurnClock | None:
        return self.turn_clock.view()

    def away_ms(self, player_id: int) -> int | None:
        return self.presence.away_ms(player_id)

    def start_turn(self, seconds: float | None = None) -> None:
        self.turn_clock.start(seconds)

    def stop_turn(self) -> None:
        self.turn_clock.stop()

    def forget_away(self) -> None:
        self.presence.forget()

    async def commit(self, game: Game, events: Sequence[Event]) -> None:
        await self.plays.commit(game, events)

    async def finish(self) -> None:
        await self.end.finish()

    def stop(self) -> None:
        """Stop everything that runs on its own (the table moves or goes away)."""
        self.stopped = True
        self.turn_clock.stop()
        self.presence.forget()
        self.end.cancel()

    # --- what the node asks -------------------------------------------------------------------

    def open_with(self, player: PlayerInfo, follower: Follower) -> None:
        self.seating.open_with(player, follower)

    def start_alone(self, player: PlayerInfo, follower: Follower) -> None:
        self.seating.start_alone(player, follower)

    def start_rematch(self, players: list[PlayerInfo], game: Game) -> None:
        self.seating.start_rematch(players, game)

    def attach(self, follower: Follower) -> None:
        self.seating.attach(follower)

    def detach(self, follower: Follower) -> None:
        self.seating.detach(follower)

    def forget_followers(self, node: str) -> None:
        self.seating.forget_followers(node)

    async def sit(self, player: PlayerInfo, follower: Follower) -> None:
        await self.seating.sit(player, follower)

    async def unseat(self, player_id: int) -> None:
        await self.seating.unseat(player_id)

    async def leave(self, follower: Follower) -> None:
        await self.seating.leave(follower)

    def rename(self, player: PlayerInfo) -> None:
        self.seating.rename(player)

    async def play(
        self, player_id: int, action_for: Callable[[int], Action], step: int | None
    ) -> None:
        """A player's action: checked by the engine, saved, then broadcast."""
        await self.plays.play(player_id, action_for, step)

    async def resign(self, player_id: int) -> None:
        await self.plays.resign(player_id)

    async def contribute(self, player_id: int, value: bytes) -> None:
        await self.plays.contribute(player_id, value)

    async def say(self, player: PlayerInfo, text: str) -> None:
        await self.talk.say(player, text)

    async def finish_restored(self) -> None:
        await self.end.finish_restored()

    # --- restoring after a restart or a takeover ----------------------------------------------

    @classmethod
    def restore(cls, host: TableHost, stored: StoredTable, players: dict[int, PlayerInfo]) -> Table:
        """The table as it was saved; ``ValueError`` (or ``IllegalMove``) if the log is corrupt."""
        table = cls(
            host,
            table_id=stored.id,
            code=stored.code,
            settings=stored.settings,
            host_player=stored.host,
            created_at=stored.created_at,
            fence=stored.fence,
            dice_seed=bytes.fromhex(stored.dice_seed) if stored.dice_seed else None,
            policy=policy_of(stored.dice_scope),
        )
        restore_into(table, table.plays, stored, players)
        return table

    def resume(self, turn_started_at: int | None) -> None:
        """Start what runs on its own after a restart or takeover (``restoring.resume``)."""
        resume(self, self.presence, self.turn_clock, self.end, turn_started_at)
