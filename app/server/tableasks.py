"""What a client asks about tables: watching the lobby, opening a table or a daily attempt,
finding one by code, joining or watching it, and everything done at it (moves, chat, a sync),
each turned into a request for the table's owner."""

from __future__ import annotations

from app.net import (
    CLOCK_SECONDS,
    SEAT_COUNTS,
    AnswerRematch,
    ContributeSeed,
    CreateTable,
    EnterBox,
    ErrorCode,
    HoldDie,
    JoinTable,
    LeaveTable,
    PlayDaily,
    ReleaseDie,
    ResignGame,
    RollDice,
    SendChat,
    StrikeBox,
    SyncTable,
    WatchLobby,
    WatchTable,
    clean_chat,
    clean_code,
)
from app.net.days import DAILY_RULESETS
from app.rules import preset

from .connection import Connection
from .handling import Handler, Services, player_of
from .internode import Ask, Detach, TableOp
from .members import Follower, PlayerInfo, Refusal
from .opening import create_daily, create_table
from .ratelimit import take_each
from .storage import TableSettings
from .storage.social import hidden_from

PLAYS = (HoldDie, ReleaseDie, RollDice, EnterBox, StrikeBox)
"""Moves in the game. In a cluster the connection reads its next message while the table
carries one out, whether its owner is this node or another, so that a burst (holds, then the
roll) queues at the table and is saved in one write; tasks start in the order they were made,
so the table takes them in the order they came. A single server answers each connection's
messages in their order, as it always has."""


class TableAsks:
    def __init__(self, services: Services) -> None:
        self._services = services

    def handlers(self) -> dict[type, Handler]:
        at_table = self._at_table
        return {
            WatchLobby: self._lobby,
            CreateTable: self._create,
            PlayDaily: self._daily,
            JoinTable: self._join_or_watch,
            WatchTable: self._join_or_watch,
            SyncTable: self._sync,
            SendChat: self._chat,
            LeaveTable: at_table,
            HoldDie: at_table,
            ReleaseDie: at_table,
            RollDice: at_table,
            EnterBox: at_table,
            StrikeBox: at_table,
            ResignGame: at_table,
            ContributeSeed: at_table,
            AnswerRematch: at_table,
        }

    async def _lobby(self, conn: Connection, message: WatchLobby) -> None:
        await self._services.lobby.watch(conn, message.watch)

    async def _check_free(self, player: PlayerInfo, table_id: int | None = None) -> None:
        """Refuse a player who holds a live seat at another table."""
        seat = await self._services.storage.live_seat(player.id)
        if seat is not None and seat[0] != table_id:
            raise Refusal(ErrorCode.ALREADY_SEATED, seat[1])

    async def _create(self, conn: Connection, message: CreateTable) -> None:
        services = self._services
        player = player_of(conn)
        if message.seats not in SEAT_COUNTS:
            raise Refusal(ErrorCode.INVALID_OPTIONS, "seats")
        if message.clock not in CLOCK_SECONDS:
            raise Refusal(ErrorCode.INVALID_OPTIONS, "clock")
        try:
            rules = preset(message.preset, triple=message.triple, forced_order=message.forced_order)
        except ValueError:
            raise Refusal(ErrorCode.INVALID_OPTIONS, "preset") from None
        await self._check_free(player)
        # Each table is a row, a code and a lease: one identity opening and leaving tables in
        # a loop (or many identities of one address) is held here, before anything is written.
        config = services.config
        if not await take_each(
            services.shared.allowances,
            (f"tables:p{player.id}", config.tables_per_player),
            (f"tables:a{conn.address}", config.tables_per_address),
        ):
            raise Refusal(ErrorCode.RATE_LIMITED, "create")
        await self._stop_following(conn)
        settings = TableSettings(message.seats, message.clock, rules, message.private)
        follower = Follower(services.node, conn.id, player.id)
        await create_table(services.owner, player, settings, follower)

    async def _daily(self, conn: Connection, message: PlayDaily) -> None:
        services = self._services
        player = player_of(conn)
        if message.ruleset not in DAILY_RULESETS:
            raise Refusal(ErrorCode.INVALID_OPTIONS, "ruleset")
        await self._check_free(player)
        await self._stop_following(conn)
        follower = Follower(services.node, conn.id, player.id)
        await create_daily(
            services.owner, player, message.ruleset, follower, practice=message.practice
        )

    async def _find(self, conn: Connection, raw_code: str) -> int:
        """The table with this code. A code that finds nothing spends the allowance of the
        connection, the player and the address. A guesser is refused once their own allowance
        is spent, right code or not; once the address's is spent too, only players without a
        recent miss may look up codes from there, so one guesser does not lock out a household
        or everyone behind a proxy."""
        services = self._services
        player = player_of(conn)
        config = services.config
        allowances = services.shared.allowances
        now = services.limits_time()
        player_key = f"code-miss:p{player.id}"
        address_key = f"code-miss:a{conn.address}"
        guesser_key = f"guesser:p{player.id}"
        refused = not conn.code_misses.has(now)
        refused = refused or not await allowances.has(player_key, config.code_misses_per_player)
        if not refused and not await allowances.has(address_key, config.code_misses_per_address):
            refused = await allowances.marked(guesser_key)
        if refused:
            raise Refusal(ErrorCode.RATE_LIMITED, "code", strike=True)
        code = clean_code(raw_code)
        table_id = await services.shared.table_of(code) if code else None
        if table_id is not None and await self._hidden(table_id, player.id):
            table_id = None  # an ended private table is its players' alone: as if no such code
        if table_id is None:
            conn.code_misses.take(services.limits_time())
            await allowances.take(player_key, config.code_misses_per_player)
            await allowances.take(address_key, config.code_misses_per_address)
            await allowances.mark(guesser_key, config.code_miss_memory)
            raise Refusal(ErrorCode.TABLE_NOT_FOUND)
        return table_id

    async def _hidden(self, table_id: int, player_id: int) -> bool:
        """Whether the table is a private one that has ended, where the player never sat: asked
        of the table itself when it runs here (a single server: always), else of the database."""
        table = self._services.owner.tables.get(table_id)
        if table is not None:
            return table.hidden_from(player_id)
        return await hidden_from(self._services.storage, table_id, player_id)

    async def _join_or_watch(self, conn: Connection, message: JoinTable | WatchTable) -> None:
        services = self._services
        table_id = await self._find(conn, message.code)
        player = player_of(conn)
        await self._check_free(player, table_id)
        # Sitting down writes a seat and tells the table: joining and leaving in a loop is held.
        rate = services.config.joins_per_player
        if isinstance(message, JoinTable) and not await services.shared.allowances.take(
            f"joins:p{player.id}", rate
        ):
            raise Refusal(ErrorCode.RATE_LIMITED, "join")
        if conn.table_id != table_id:
            await self._stop_following(conn)
        elif isinstance(message, WatchTable):
            # Watching the table it already follows asks for the whole state again: a sync.
            if conn.state_waiting:
                return
            if not conn.state_requests.take(services.limits_time()):
                raise Refusal(ErrorCode.RATE_LIMITED, "sync", strike=True)
        await services.ask(conn, table_id, message)

    async def _stop_following(self, conn: Connection) -> None:
        """The connection turns to another table: the one it follows lets it go."""
        table_id = conn.table_id
        if table_id is not None:
            self._services.registry.unfollow(conn, table_id)
            await self._services.router.ask_quietly(conn.id, player_of(conn), table_id, Detach())

    async def _at_table(self, conn: Connection, message: TableOp) -> None:
        services = self._services
        if conn.table_id is None:
            raise Refusal(ErrorCode.NOT_AT_TABLE)
        ask = Ask(conn.table_id, services.node, conn.id, player_of(conn), message)
        hurry = services.shared.clustered and isinstance(message, PLAYS)
        await services.router.send_ask(ask, wait=not hurry)

    async def _sync(self, conn: Connection, message: SyncTable) -> None:
        if conn.table_id is None:
            raise Refusal(ErrorCode.NOT_AT_TABLE)
        if conn.state_waiting:
            return  # the state that waits already answers this request
        if not conn.state_requests.take(self._services.limits_time()):
            raise Refusal(ErrorCode.RATE_LIMITED, "sync", strike=True)
        await self._services.ask(conn, conn.table_id, message)

    async def _chat(self, conn: Connection, message: SendChat) -> None:
        services = self._services
        if conn.table_id is None:
            raise Refusal(ErrorCode.NOT_AT_TABLE)
        player = player_of(conn)
        text = clean_chat(message.text)
        if text is None:
            raise Refusal(ErrorCode.CHAT_INVALID)
        if not await services.shared.allowances.take(f"chat:p{player.id}", services.config.chat):
            raise Refusal(ErrorCode.RATE_LIMITED, "chat")
        await services.ask(conn, conn.table_id, SendChat(text=text, id=message.id))
