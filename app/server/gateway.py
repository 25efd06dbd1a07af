"""This node's side of its connections: the greeting, per-connection limits, and what each
client message does — identity and the lobby here, everything about a table asked of the node
that runs it (this one, or another in a cluster).

Handlers turn a client's intention into a request for the table's owner; the rules engine
decides there. Anything refused becomes an ``error`` with a code; anything unexpected is logged
(never with a token or chat text) and answered with ``internal``, and the connection and the
server go on.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any

from app.net import (
    CLOCK_SECONDS,
    SEAT_COUNTS,
    AnswerRematch,
    AskRecent,
    CloseReason,
    ContributeSeed,
    CreateTable,
    EnterBox,
    Error,
    ErrorCode,
    Hello,
    HoldDie,
    Invite,
    JoinTable,
    LeaveTable,
    PlayDaily,
    Preferences,
    ProfileChanged,
    ProtocolError,
    RecentPlayer,
    RecentPlayers,
    ReleaseDie,
    Rename,
    ResignGame,
    RollDice,
    SendChat,
    SetPreferences,
    StrikeBox,
    SyncTable,
    WatchLobby,
    WatchTable,
    Welcome,
    clean_chat,
    clean_code,
    decode_client,
)
from app.net.days import DAILY_RULESETS, DAY_MS
from app.net.ids import valid_id
from app.rules import preset

from .asks import Router
from .clock import Clock
from .cluster import Shared, Unavailable
from .config import ServerConfig
from .connection import Connection
from .errorlog import ErrorLog
from .identity import make_token, new_secret, parse_token, secret_matches
from .internode import (
    Ask,
    Attach,
    Detach,
    LobbyChanged,
    Renamed,
    Replace,
    TableOp,
    encode_wire,
)
from .lobby import Lobby
from .members import Follower, PlayerInfo, Refusal
from .metrics import Metrics
from .names import checked_name, tagged_recent
from .owner import TableOwner
from .ratelimit import Rate
from .registry import Registry
from .results import level_of
from .storage import Storage, TableSettings, now_ms
from .storage.social import (
    INVITATIONS_ANYONE,
    INVITATIONS_OFF,
    INVITATIONS_RECENT,
    hidden_from,
    invitation_setting,
    recent_players,
    set_invitations,
)

log = logging.getLogger(__name__)

Handler = Callable[[Connection, Any], Awaitable[None]]
RECENT_LIMIT = 20
"""People listed at most by ``recent``."""
PLAYS = (HoldDie, ReleaseDie, RollDice, EnterBox, StrikeBox)
"""Moves in the game. In a cluster the connection reads its next message while the table
carries one out, whether its owner is this node or another, so that a burst (holds, then the
roll) queues at the table and is saved in one write; tasks start in the order they were made,
so the table takes them in the order they came. A single server answers each connection's
messages in their order, as it always has."""


class Gateway:
    def __init__(
        self,
        *,
        config: ServerConfig,
        clock: Clock,
        storage: Storage,
        shared: Shared,
        registry: Registry,
        owner: TableOwner,
        router: Router,
        lobby: Lobby,
        metrics: Metrics,
        limits_time: Callable[[], float],
        spawn: Callable[[Coroutine[Any, Any, None]], None],
    ) -> None:
        self.config = config
        self.clock = clock
        self.storage = storage
        self.shared = shared
        self.registry = registry
        self.owner = owner
        self.router = router
        """Where what is asked of a table goes (its owner, on this node or another)."""
        self.lobby = lobby
        self.metrics = metrics
        self.limits_time = limits_time
        """Time for rate limits (kept apart from the game clock, which tests drive by hand)."""
        self.node = shared.node
        self.closing = False
        self._spawn = spawn
        self._error_log = ErrorLog(
            log, limits_time, counted=metrics.internal, unlogged=metrics.internal_unlogged
        )
        self._handlers: dict[type, Handler] = {
            Hello: self._hello,
            Rename: self._rename,
            WatchLobby: self._lobby,
            CreateTable: self._create,
            JoinTable: self._join_or_watch,
            WatchTable: self._join_or_watch,
            LeaveTable: self._at_table,
            SyncTable: self._sync,
            HoldDie: self._at_table,
            ReleaseDie: self._at_table,
            RollDice: self._at_table,
            EnterBox: self._at_table,
            StrikeBox: self._at_table,
            ResignGame: self._at_table,
            SendChat: self._chat,
            ContributeSeed: self._at_table,
            PlayDaily: self._daily,
            AnswerRematch: self._at_table,
            Invite: self._invite,
            SetPreferences: self._preferences,
            AskRecent: self._recent,
        }

    # --- connections ----------------------------------------------------------------------------

    def connected(self, conn: Connection) -> None:
        self.registry.add(conn)
        self.metrics.connections.inc()
        self.clock.call_later(self.config.hello_timeout, lambda: self._check_hello(conn))

    def _check_hello(self, conn: Connection) -> None:
        if conn.player is not None or self.registry.get(conn.id) is not conn:
            return
        if conn.greeting:  # the client did its part; the server is slow: look again soon
            self.clock.call_later(1.0, lambda: self._check_hello(conn))
        else:
            conn.close(CloseReason.NO_HELLO)

    def disconnected(self, conn: Connection) -> None:
        self.registry.remove(conn)
        self.lobby.forget(conn)
        player, table_id = conn.player, conn.table_id
        if player is None:
            return
        self._spawn(self._gone(conn, player, table_id))

    async def _gone(self, conn: Connection, player: PlayerInfo, table_id: int | None) -> None:
        with contextlib.suppress(Unavailable):  # written afresh when the store is back
            await self.shared.disconnect_player(player.id, conn.id)
            await self.count_players()
        if table_id is not None:
            await self.router.ask_quietly(conn.id, player, table_id, Detach())

    async def receive(self, conn: Connection, data: bytes) -> None:
        """One text frame from a client."""
        if not conn.messages.take(self.limits_time()):
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
        conn.greeting = kind is Hello
        try:
            await self._handlers[kind](conn, message)
        except Refusal as refusal:
            self._refuse(conn, refusal.code, message.id, refusal.detail, strike=refusal.strike)
        except Unavailable:
            self._refuse(conn, ErrorCode.UNAVAILABLE, message.id)
        except Exception:
            # A strike like any bad message (a client that found a crashing message must not
            # send it in a loop), and a traceback only within the client's log budget.
            self._error_log.exception(
                conn.tracebacks, conn.address, "handling a %s message failed", kind.__name__
            )
            self._refuse(conn, ErrorCode.INTERNAL, message.id, strike=True)
        finally:
            conn.greeting = False

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

    @staticmethod
    def _player(conn: Connection) -> PlayerInfo:
        assert conn.player is not None  # ``receive`` lets nothing else through before hello
        return conn.player

    # --- identity -------------------------------------------------------------------------------

    async def _hello(self, conn: Connection, message: Hello) -> None:
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
            rate = self.config.new_players_per_address
            if not await self.shared.allowances.take(f"new-player:{conn.address}", rate):
                raise Refusal(ErrorCode.RATE_LIMITED, "new_player")
            secret, hashed = new_secret()
            player_id = await self.storage.create_player(name, hashed)
            token = make_token(player_id, secret)
            player = PlayerInfo(player_id, name, level=1, points=0)
        await self.storage.players_seen([player.id], int(self.clock.time() * 1000))
        try:
            before = await self.shared.connect_player(player.id, conn.id)
        except Unavailable:
            before = None  # one connection per player is kept on this node only meanwhile
        for older in self.registry:
            if older is not conn and older.player is not None and older.player.id == player.id:
                older.close(CloseReason.REPLACED)
        if before is not None and before[0] != self.node:
            self.shared.send(before[0], encode_wire(Replace(before[1])))
        self.registry.greeted(conn, player)
        with contextlib.suppress(Unavailable):
            await self.count_players()
        log.debug("player %s connected (%s)", player.id, message.client or "unnamed client")
        seat = await self.storage.live_seat(player.id)
        conn.send(Welcome(player=player.view(), token=token, table=seat[1] if seat else None))
        if seat is not None:
            # Followed from now on, not only once the owner answers: if the table's node has
            # just died, this ask is lost, and it is the new owner's ``Moved`` that brings the
            # table back to this connection.
            self.registry.follow(conn, seat[0])
            try:
                await self._ask(conn, seat[0], Attach())
            except Refusal as refusal:
                if refusal.code is ErrorCode.UNAVAILABLE:
                    return  # its node is known dead: the new owner's ``Moved`` brings it
                self.registry.unfollow(conn, seat[0])
                raise

    async def _known_player(self, token: str) -> PlayerInfo:
        parsed = parse_token(token)
        record = await self.storage.player(parsed.player_id) if parsed else None
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
        if not await self.shared.allowances.take(f"rename:p{player.id}", self.config.renames):
            if refuse_limited:
                raise Refusal(ErrorCode.RATE_LIMITED, "rename")
            return player
        await self.storage.rename_player(player.id, name)
        return PlayerInfo(player.id, name, player.level, player.points)

    async def _rename(self, conn: Connection, message: Rename) -> None:
        before = self._player(conn)
        player = await self._set_name(before, message.name)
        self.registry.greeted(conn, player)
        conn.send(ProfileChanged(player=player.view()))
        if conn.table_id is not None and player.name != before.name:  # else nothing to tell
            await self._ask(conn, conn.table_id, Renamed())

    # --- the lobby and tables -------------------------------------------------------------------

    async def _lobby(self, conn: Connection, message: WatchLobby) -> None:
        await self.lobby.watch(conn, message.watch)

    async def _check_free(self, player: PlayerInfo, table_id: int | None = None) -> None:
        """Refuse a player who holds a live seat at another table."""
        seat = await self.storage.live_seat(player.id)
        if seat is not None and seat[0] != table_id:
            raise Refusal(ErrorCode.ALREADY_SEATED, seat[1])

    async def _create(self, conn: Connection, message: CreateTable) -> None:
        player = self._player(conn)
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
        config = self.config
        if not await self._take_both(
            (f"tables:p{player.id}", config.tables_per_player),
            (f"tables:a{conn.address}", config.tables_per_address),
        ):
            raise Refusal(ErrorCode.RATE_LIMITED, "create")
        await self._stop_following(conn)
        settings = TableSettings(message.seats, message.clock, rules, message.private)
        await self.owner.create(player, settings, Follower(self.node, conn.id, player.id))

    async def _take_both(self, *buckets: tuple[str, Rate]) -> bool:
        """Spend one from each bucket if every one has it (a refusal by one spends nothing of
        the others, so a player is not charged for what their address was refused)."""
        allowances = self.shared.allowances
        for key, rate in buckets:
            if not await allowances.has(key, rate):
                return False
        for key, rate in buckets:
            if not await allowances.take(key, rate):
                return False  # spent meanwhile by another connection
        return True

    async def _daily(self, conn: Connection, message: PlayDaily) -> None:
        player = self._player(conn)
        if message.ruleset not in DAILY_RULESETS:
            raise Refusal(ErrorCode.INVALID_OPTIONS, "ruleset")
        await self._check_free(player)
        await self._stop_following(conn)
        follower = Follower(self.node, conn.id, player.id)
        await self.owner.create_daily(player, message.ruleset, follower, practice=message.practice)

    async def _find(self, conn: Connection, raw_code: str) -> int:
        """The table with this code. A code that finds nothing spends the allowance of the
        connection, the player and the address. A guesser is refused once their own allowance
        is spent, right code or not; once the address's is spent too, only players without a
        recent miss may look up codes from there, so one guesser does not lock out a household
        or everyone behind a proxy."""
        player = self._player(conn)
        config = self.config
        allowances = self.shared.allowances
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
        table_id = await self.shared.table_of(code) if code else None
        if table_id is not None and await self._hidden(table_id, player.id):
            table_id = None  # an ended private table is its players' alone: as if no such code
        if table_id is None:
            conn.code_misses.take(self.limits_time())
            await allowances.take(player_key, config.code_misses_per_player)
            await allowances.take(address_key, config.code_misses_per_address)
            await allowances.mark(guesser_key, config.code_miss_memory)
            raise Refusal(ErrorCode.TABLE_NOT_FOUND)
        return table_id

    async def _hidden(self, table_id: int, player_id: int) -> bool:
        """Whether the table is a private one that has ended, where the player never sat: asked
        of the table itself when it runs here (a single server: always), else of the database."""
        table = self.owner.tables.get(table_id)
        if table is not None:
            return table.hidden_from(player_id)
        return await hidden_from(self.storage, table_id, player_id)

    async def _join_or_watch(self, conn: Connection, message: JoinTable | WatchTable) -> None:
        table_id = await self._find(conn, message.code)
        player = self._player(conn)
        await self._check_free(player, table_id)
        # Sitting down writes a seat and tells the table: joining and leaving in a loop is held.
        rate = self.config.joins_per_player
        if isinstance(message, JoinTable) and not await self.shared.allowances.take(
            f"joins:p{player.id}", rate
        ):
            raise Refusal(ErrorCode.RATE_LIMITED, "join")
        if conn.table_id != table_id:
            await self._stop_following(conn)
        elif isinstance(message, WatchTable):
            # Watching the table it already follows asks for the whole state again: a sync.
            if conn.state_waiting:
                return
            if not conn.state_requests.take(self.limits_time()):
                raise Refusal(ErrorCode.RATE_LIMITED, "sync", strike=True)
        await self._ask(conn, table_id, message)

    async def _stop_following(self, conn: Connection) -> None:
        """The connection turns to another table: the one it follows lets it go."""
        table_id = conn.table_id
        if table_id is not None:
            self.registry.unfollow(conn, table_id)
            await self.router.ask_quietly(conn.id, self._player(conn), table_id, Detach())

    async def _at_table(self, conn: Connection, message: TableOp) -> None:
        if conn.table_id is None:
            raise Refusal(ErrorCode.NOT_AT_TABLE)
        ask = Ask(conn.table_id, self.node, conn.id, self._player(conn), message)
        hurry = self.shared.clustered and isinstance(message, PLAYS)
        await self.router.send_ask(ask, wait=not hurry)

    async def _sync(self, conn: Connection, message: SyncTable) -> None:
        if conn.table_id is None:
            raise Refusal(ErrorCode.NOT_AT_TABLE)
        if conn.state_waiting:
            return  # the state that waits already answers this request
        if not conn.state_requests.take(self.limits_time()):
            raise Refusal(ErrorCode.RATE_LIMITED, "sync", strike=True)
        await self._ask(conn, conn.table_id, message)

    async def _chat(self, conn: Connection, message: SendChat) -> None:
        if conn.table_id is None:
            raise Refusal(ErrorCode.NOT_AT_TABLE)
        player = self._player(conn)
        text = clean_chat(message.text)
        if text is None:
            raise Refusal(ErrorCode.CHAT_INVALID)
        if not await self.shared.allowances.take(f"chat:p{player.id}", self.config.chat):
            raise Refusal(ErrorCode.RATE_LIMITED, "chat")
        await self._ask(conn, conn.table_id, SendChat(text=text, id=message.id))

    # --- playing together again -----------------------------------------------------------------

    async def count_players(self) -> None:
        """Tell the others how many players this node has (the lobby shows the sum)."""
        await self.shared.count_players(self.registry.players)
        self.shared.announce(encode_wire(LobbyChanged()))

    async def _invite(self, conn: Connection, message: Invite) -> None:
        if not valid_id(message.player):  # 2^63 and beyond are no BIGINT: no player at all
            raise Refusal(ErrorCode.INVALID_OPTIONS, "player")
        if conn.table_id is None:
            raise Refusal(ErrorCode.NOT_AT_TABLE)
        player = self._player(conn)
        # The sender's own allowances (per player and per address) are the only limits they
        # hear of: the invitee's (how often anyone invites them) drops silently at the owner.
        if not await self._take_both(
            (f"invites:p{player.id}", self.config.invites_sent),
            (f"invites:a{conn.address}", self.config.invites_per_address),
        ):
            raise Refusal(ErrorCode.RATE_LIMITED, "invite")
        await self._ask(conn, conn.table_id, message)

    async def _preferences(self, conn: Connection, message: SetPreferences) -> None:
        player = self._player(conn)
        if not message.invitations:
            setting = INVITATIONS_OFF
        else:
            setting = INVITATIONS_ANYONE if message.anyone else INVITATIONS_RECENT
        # The app sends its setting on every welcome: only a change is written (and limited).
        if await invitation_setting(self.storage, player.id) != setting:
            rate = self.config.preference_changes
            if not await self.shared.allowances.take(f"preferences:p{player.id}", rate):
                raise Refusal(ErrorCode.RATE_LIMITED, "preferences")
            await set_invitations(self.storage, player.id, setting)
        conn.send(
            Preferences(invitations=message.invitations, anyone=setting == INVITATIONS_ANYONE)
        )

    async def _recent(self, conn: Connection, message: AskRecent) -> None:
        player = self._player(conn)
        since = now_ms() - self.config.recent_days * DAY_MS
        rows = await recent_players(self.storage, player.id, since, RECENT_LIMIT)
        online = await self.shared.online_players([row.player_id for row in rows])
        conn.send(
            RecentPlayers(
                players=tagged_recent(
                    [
                        RecentPlayer(
                            id=row.player_id,
                            name=row.name,
                            level=level_of(row.milestones),
                            at=row.finished_at,
                            placing=row.placing,
                            online=row.player_id in online,
                            their_placing=row.their_placing,
                        )
                        for row in rows
                    ]
                )
            )
        )

    # --- asking a table's owner -----------------------------------------------------------------

    async def _ask(self, conn: Connection, table_id: int, op: TableOp) -> None:
        await self.router.ask(conn.id, self._player(conn), table_id, op)
