"""The hall: every connection, player and table of the server, and what each message does.

Handlers turn a client's intention into a call on a table; the rules engine decides. Anything a
handler refuses becomes an ``error`` with a code; anything unexpected is logged (never with a
token or chat text) and answered with ``internal``, and the connection and server go on.
"""

from __future__ import annotations

import asyncio
import logging
import secrets
import time
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

from app.net import (
    CLOCK_SECONDS,
    SEAT_COUNTS,
    TABLE_CODE_ALPHABET,
    TABLE_CODE_LENGTH,
    CloseReason,
    CreateTable,
    EnterBox,
    Error,
    ErrorCode,
    Hello,
    HoldDie,
    JoinTable,
    LeaveTable,
    Left,
    ProfileChanged,
    ProtocolError,
    ReleaseDie,
    Rename,
    ResignGame,
    RollDice,
    SendChat,
    StrikeBox,
    SyncTable,
    TableStatus,
    WatchLobby,
    WatchTable,
    Welcome,
    clean_chat,
    clean_code,
    clean_name,
    decode_client,
)
from app.rules import DiceSource, Enter, Hold, Release, Roll, Strike, preset

from .advisor import ClockChooser
from .clock import Clock
from .config import ServerConfig
from .connection import Connection
from .identity import make_token, new_secret, parse_token, secret_matches
from .lobby import Lobby
from .metrics import Metrics
from .players import Player, Refusal
from .ratelimit import Allowances, LocalAllowances, SocketCounts
from .storage import Journal, Storage, TableSettings, now_ms
from .tables import Table

log = logging.getLogger(__name__)

Handler = Callable[[Connection, Any], Awaitable[None]]


class Hall:
    def __init__(
        self,
        *,
        config: ServerConfig,
        storage: Storage,
        clock: Clock,
        chooser: ClockChooser,
        dice: DiceSource,
        metrics: Metrics,
        limits_time: Callable[[], float] = time.monotonic,
    ) -> None:
        self.config = config
        self.storage = storage
        self.clock = clock
        self.chooser = chooser
        self.dice = dice
        self.metrics = metrics
        self.limits_time = limits_time
        """Time for rate limits (kept apart from the game clock, which tests drive by hand)."""
        self.journal = Journal(storage, metrics.write_seconds.observe)
        self.allowances: Allowances = LocalAllowances(limits_time)
        """Limits of players and addresses, shared by all their connections."""
        self.sockets = SocketCounts(config.max_sockets_per_address)
        self.connections: set[Connection] = set()
        self.players: dict[int, Player] = {}
        self.tables: dict[str, Table] = {}
        self.closing = False
        self.lobby = Lobby(self.tables.values)
        self._tasks: set[asyncio.Task[None]] = set()
        self._handlers: dict[type, Handler] = {
            Hello: self._hello,
            Rename: self._rename,
            WatchLobby: self._lobby,
            CreateTable: self._create,
            JoinTable: self._join,
            WatchTable: self._watch,
            LeaveTable: self._leave,
            SyncTable: self._sync,
            HoldDie: self._hold,
            ReleaseDie: self._release,
            RollDice: self._roll,
            EnterBox: self._enter,
            StrikeBox: self._strike,
            ResignGame: self._resign,
            SendChat: self._chat,
        }
        metrics.gauge("fuenfwurf_sockets", "Open websockets", lambda: len(self.connections))
        metrics.gauge("fuenfwurf_tables", "Tables in memory", lambda: len(self.tables))
        metrics.gauge(
            "fuenfwurf_tables_playing",
            "Tables with a game running",
            lambda: sum(t.status is TableStatus.PLAYING for t in self.tables.values()),
        )
        metrics.gauge(
            "fuenfwurf_players_online", "Players held in memory", lambda: len(self.players)
        )

    # --- start and stop -------------------------------------------------------------------------

    async def restore(self) -> int:
        """Bring back every open and running table from storage; returns how many."""
        restored = 0
        for stored in await self.storage.live_tables():
            try:
                players = {}
                for player_id in stored.seats.values():
                    players[player_id] = await self._load_player(player_id)
                table = Table.restore(self, stored, players)
            except Exception as error:
                log.error("table %s (%s) cannot be restored: %r", stored.id, stored.code, error)
                await self.storage.close_table(stored.id, "broken", now_ms())
                continue
            self.tables[table.code] = table
            table.resume()
            self.chooser.warm(table.settings.rules)
            restored += 1
        log.info("restored %d tables", restored)
        return restored

    async def _load_player(self, player_id: int) -> Player:
        player = self.players.get(player_id)
        if player is None:
            record = await self.storage.player(player_id)
            if record is None:
                raise ValueError(f"player {player_id} is missing")
            player = Player(record.id, record.name, record.level, record.points)
            self.players[player_id] = player
        return player

    async def shutdown(self) -> None:
        """Tell every client, stop the clocks, and let pending writes finish."""
        self.closing = True
        for table in self.tables.values():
            table._stop_turn()
        for conn in list(self.connections):
            conn.close(CloseReason.SHUTDOWN)
        await asyncio.gather(
            *(conn.flush(self.config.heartbeat / 10) for conn in list(self.connections))
        )
        for task in list(self._tasks):
            task.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        await self.journal.close()
        await self.chooser.close()

    def spawn(self, coroutine: Coroutine[Any, Any, None]) -> None:
        """Run a background job; the hall keeps it until it ends (and cancels it on shutdown)."""
        if self.closing:
            coroutine.close()
            return
        task = asyncio.create_task(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._job_done)

    def _job_done(self, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("background job failed", exc_info=task.exception())

    # --- connections ----------------------------------------------------------------------------

    def connected(self, conn: Connection) -> None:
        self.connections.add(conn)
        self.metrics.connections.inc()
        self.clock.call_later(self.config.hello_timeout, lambda: self._check_hello(conn))

    def _check_hello(self, conn: Connection) -> None:
        if conn.player is None and conn in self.connections:
            conn.close(CloseReason.NO_HELLO)

    def disconnected(self, conn: Connection) -> None:
        self.connections.discard(conn)
        self.lobby.forget(conn)
        table = conn.table
        if table is not None:
            table.detach(conn)
        player = conn.player
        if player is None or player.connection is not conn:
            return
        player.connection = None
        if player.table is not None:
            player.table.went_away(player)
        elif table is not None and table.seat_of(player) is not None:
            table.broadcast_seats()
        self.forget_if_idle(player)

    def forget_if_idle(self, player: Player) -> None:
        if player.connection is None and player.table is None:
            self.players.pop(player.id, None)

    async def receive(self, conn: Connection, data: bytes) -> None:
        """One text frame from a client."""
        now = self.limits_time()
        if not conn.messages.take(now):
            self._refuse(conn, ErrorCode.RATE_LIMITED, None, strike=True)
            return
        try:
            message = decode_client(data)
        except ProtocolError as error:
            self._refuse(conn, error.code, error.ref, error.detail, strike=True)
            return
        kind = type(message)
        self.metrics.messages_in.labels(type=str(kind.__struct_config__.tag)).inc()
        if conn.player is None and kind is not Hello:
            self._refuse(conn, ErrorCode.HELLO_FIRST, message.id, strike=True)
            return
        if self.closing:
            self._refuse(conn, ErrorCode.SHUTTING_DOWN, message.id)
            return
        try:
            await self._handlers[kind](conn, message)
        except Refusal as refusal:
            self._refuse(conn, refusal.code, message.id, refusal.detail, strike=refusal.strike)
        except Exception:
            log.exception("handling a %s message failed", kind.__name__)
            self._refuse(conn, ErrorCode.INTERNAL, message.id)

    def refuse_binary(self, conn: Connection) -> None:
        self._refuse(conn, ErrorCode.MALFORMED, None, "binary", strike=True)

    def _refuse(
        self,
        conn: Connection,
        code: ErrorCode,
        ref: int | None,
        detail: str | None = None,
        *,
        strike: bool = False,
    ) -> None:
        self.metrics.errors.labels(code=code.value).inc()
        conn.send(Error(code=code, ref=ref, detail=detail))
        if strike and not conn.strikes.take(self.limits_time()):
            conn.close(CloseReason.FLOODING)

    # --- identity -------------------------------------------------------------------------------

    async def _hello(self, conn: Connection, message: Hello) -> None:
        if conn.player is not None:
            raise Refusal(ErrorCode.ALREADY_GREETED)
        token = None
        if message.token is not None:
            player = await self._known_player(message.token)
            if message.name is not None:
                await self._set_name(player, message.name)
        else:
            if message.name is None:
                raise Refusal(ErrorCode.NAME_REQUIRED)
            name = clean_name(message.name)
            if name is None:
                raise Refusal(ErrorCode.INVALID_NAME)
            rate = self.config.new_players_per_address
            if not await self.allowances.take(f"new-player:{conn.address}", rate):
                raise Refusal(ErrorCode.RATE_LIMITED, "new_player")
            secret, hashed = new_secret()
            player_id = await self.storage.create_player(name, hashed)
            token = make_token(player_id, secret)
            player = Player(player_id, name, level=1, points=0)
            self.players[player_id] = player
        await self.storage.players_seen([player.id], int(self.clock.time() * 1000))
        if player.connection is not None and player.connection is not conn:
            old = player.connection
            old.close(CloseReason.REPLACED)
            old.player = None
            if old.table is not None:
                old.table.detach(old)
        player.connection = conn
        conn.player = player
        log.debug("player %s connected (%s)", player.id, message.client or "unnamed client")
        table = player.table
        conn.send(Welcome(player=player.view(), token=token, table=table.code if table else None))
        if table is not None:
            table.came_back(player, conn)

    async def _known_player(self, token: str) -> Player:
        parsed = parse_token(token)
        record = await self.storage.player(parsed.player_id) if parsed else None
        if parsed is None or record is None or not secret_matches(parsed.secret, record.token_hash):
            raise Refusal(ErrorCode.BAD_TOKEN)
        player = self.players.get(record.id)
        if player is None:
            player = Player(record.id, record.name, record.level, record.points)
            self.players[record.id] = player
        return player

    async def _set_name(self, player: Player, raw: str) -> None:
        name = clean_name(raw)
        if name is None:
            raise Refusal(ErrorCode.INVALID_NAME)
        if name == player.name:
            return
        await self.storage.rename_player(player.id, name)
        player.name = name
        table = player.table
        if table is not None:
            table.broadcast_seats()
            if table.status is TableStatus.OPEN:
                self.lobby_changed()

    async def _rename(self, conn: Connection, message: Rename) -> None:
        player = self._player(conn)
        await self._set_name(player, message.name)
        conn.send(ProfileChanged(player=player.view()))

    @staticmethod
    def _player(conn: Connection) -> Player:
        assert conn.player is not None  # ``receive`` lets nothing else through before hello
        return conn.player

    # --- lobby ----------------------------------------------------------------------------------

    async def _lobby(self, conn: Connection, message: WatchLobby) -> None:
        self.lobby.watch(conn, message.watch)

    def lobby_changed(self) -> None:
        self.lobby.changed()

    # --- tables ---------------------------------------------------------------------------------

    async def _create(self, conn: Connection, message: CreateTable) -> None:
        player = self._player(conn)
        self._check_free(player)
        if message.seats not in SEAT_COUNTS:
            raise Refusal(ErrorCode.INVALID_OPTIONS, "seats")
        if message.clock not in CLOCK_SECONDS:
            raise Refusal(ErrorCode.INVALID_OPTIONS, "clock")
        try:
            rules = preset(message.preset, triple=message.triple, forced_order=message.forced_order)
        except ValueError:
            raise Refusal(ErrorCode.INVALID_OPTIONS, "preset") from None
        settings = TableSettings(message.seats, message.clock, rules, message.private)
        created = now_ms()
        for _ in range(10):
            code = "".join(secrets.choice(TABLE_CODE_ALPHABET) for _ in range(TABLE_CODE_LENGTH))
            if code in self.tables:
                continue
            table_id = await self.storage.create_table(code, settings, player.id, created)
            if table_id is not None:
                break
        else:
            raise Refusal(ErrorCode.INTERNAL)
        if player.table is not None:  # sat down elsewhere meanwhile (another connection)
            await self.storage.close_table(table_id, "abandoned", now_ms())
            raise Refusal(ErrorCode.ALREADY_SEATED, player.table.code)
        table = Table(
            self,
            table_id=table_id,
            code=code,
            settings=settings,
            host=player.id,
            created_at=created,
        )
        table.seats[0] = player
        player.table = table
        self.tables[code] = table
        table.attach(conn)
        table.send_state(conn)
        self.chooser.warm(rules)
        self.lobby_changed()

    def _check_free(self, player: Player) -> None:
        if player.table is not None:
            raise Refusal(ErrorCode.ALREADY_SEATED, player.table.code)

    async def _find(self, conn: Connection, raw_code: str) -> Table:
        """The table with this code. A code that finds nothing spends the allowance of the
        connection, the player and the address. A guesser is refused once their own allowance
        is spent, right code or not; once the address's is spent too, only players without a
        recent miss may look up codes from there, so one guesser does not lock out a household
        or everyone behind a proxy."""
        player = self._player(conn)
        config = self.config
        allowances = self.allowances
        player_key = f"code-miss:p{player.id}"
        address_key = f"code-miss:a{conn.address}"
        guesser_key = f"guesser:p{player.id}"
        refused = not conn.code_misses.has(self.limits_time())
        refused = refused or not await allowances.has(player_key, config.code_misses_per_player)
        if not refused and not await allowances.has(address_key, config.code_misses_per_address):
            refused = await allowances.marked(guesser_key)
        if refused:
            raise Refusal(ErrorCode.RATE_LIMITED, "code", strike=True)
        code = clean_code(raw_code)
        table = self.tables.get(code) if code else None
        if table is None:
            conn.code_misses.take(self.limits_time())
            await allowances.take(player_key, config.code_misses_per_player)
            await allowances.take(address_key, config.code_misses_per_address)
            await allowances.mark(guesser_key, config.code_miss_memory)
            raise Refusal(ErrorCode.TABLE_NOT_FOUND)
        return table

    async def _join(self, conn: Connection, message: JoinTable) -> None:
        player = self._player(conn)
        table = await self._find(conn, message.code)
        if player.table is table:
            table.came_back(player, conn)
            return
        self._check_free(player)
        await table.sit(player, conn)

    async def _watch(self, conn: Connection, message: WatchTable) -> None:
        player = self._player(conn)
        table = await self._find(conn, message.code)
        if player.table is table:
            table.came_back(player, conn)
            return
        self._check_free(player)
        if conn.table is not table and table.watchers >= self.config.max_watchers:
            raise Refusal(ErrorCode.WATCHERS_FULL)
        table.attach(conn)
        table.send_state(conn)

    async def _leave(self, conn: Connection, message: LeaveTable) -> None:
        player = self._player(conn)
        table = conn.table
        if table is None:
            raise Refusal(ErrorCode.NOT_AT_TABLE)
        if player.table is table:
            if table.status is TableStatus.OPEN:
                await table.unseat(player)
            else:
                await table.resign(player)
        table.detach(conn)
        conn.send(Left(code=table.code))

    async def _sync(self, conn: Connection, message: SyncTable) -> None:
        table = self._table(conn)
        if conn.state_waiting:
            return  # the state that waits already answers this request
        if not conn.state_requests.take(self.limits_time()):
            raise Refusal(ErrorCode.RATE_LIMITED, "sync", strike=True)
        table.send_state(conn)

    def remove_table(self, table: Table) -> None:
        if self.tables.get(table.code) is table:
            del self.tables[table.code]
        self.lobby_changed()

    @staticmethod
    def _table(conn: Connection) -> Table:
        if conn.table is None:
            raise Refusal(ErrorCode.NOT_AT_TABLE)
        return conn.table

    # --- play -----------------------------------------------------------------------------------

    async def _hold(self, conn: Connection, message: HoldDie) -> None:
        await self._table(conn).play(
            self._player(conn), lambda seat: Hold(seat, message.die), message.step
        )

    async def _release(self, conn: Connection, message: ReleaseDie) -> None:
        await self._table(conn).play(
            self._player(conn), lambda seat: Release(seat, message.die), message.step
        )

    async def _roll(self, conn: Connection, message: RollDice) -> None:
        await self._table(conn).play(self._player(conn), Roll, message.step)

    async def _enter(self, conn: Connection, message: EnterBox) -> None:
        await self._table(conn).play(
            self._player(conn), lambda seat: Enter(seat, message.box), message.step
        )

    async def _strike(self, conn: Connection, message: StrikeBox) -> None:
        await self._table(conn).play(
            self._player(conn), lambda seat: Strike(seat, message.box), message.step
        )

    async def _resign(self, conn: Connection, message: ResignGame) -> None:
        await self._table(conn).resign(self._player(conn))

    async def _chat(self, conn: Connection, message: SendChat) -> None:
        table = self._table(conn)
        player = self._player(conn)
        if table.seat_of(player) is None:
            raise Refusal(ErrorCode.NOT_SEATED)
        if not await self.allowances.take(f"chat:p{player.id}", self.config.chat):
            raise Refusal(ErrorCode.RATE_LIMITED, "chat")
        text = clean_chat(message.text)
        if text is None:
            raise Refusal(ErrorCode.CHAT_INVALID)
        await table.say(self._player(conn), text)
