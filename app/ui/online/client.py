"""The online side of the app: who the player is on the server, the lobby, and their table.

``OnlineClient`` owns the link to the server and the identity, sends what the screens ask for
and keeps what the server says in one frozen ``OnlineSnapshot`` that the view-models derive from.
When a game starts (or the player is called back to one) it opens a ``RemoteSession`` and hands
it to the app; the table screen then plays online as it plays offline.

Nothing here waits on the network in the UI's call: requests are queued on the link and their
answers arrive as messages. The identity's keyring calls run in a worker thread.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Any, TypeVar

import msgspec
from PySide6.QtCore import QObject, Signal

from app.net import (
    AnyServerMessage,
    ChatLine,
    ChatPosted,
    ClientMessage,
    CreateTable,
    Error,
    ErrorCode,
    GameResult,
    Hello,
    JoinTable,
    Leaderboard,
    LeaveTable,
    Left,
    LobbyState,
    Played,
    PlayerProfile,
    PlayerView,
    ProfileChanged,
    Progress,
    Rename,
    ResultLine,
    RulesView,
    SeatsChanged,
    SeatView,
    SendChat,
    SyncTable,
    TableAborted,
    TableClosed,
    TableState,
    TableStatus,
    TableSummary,
    WatchLobby,
    WatchTable,
    Welcome,
    clean_chat,
    clean_name,
)
from app.profile import IdentityError, IdentityStore, TokenPlace, http_url

from ..session.remote import RemoteSession
from ..version import app_version
from .link import LinkState, LinkStatus, ServerLink

if TYPE_CHECKING:
    import aiohttp

log = logging.getLogger(__name__)

CLIENT_LABEL = f"fuenfwurf {app_version()}"
HTTP_TIMEOUT = 8.0
CHAT_KEPT = 100
"""Chat lines kept per table on this computer (the server sends the last 50 on joining)."""

_View = TypeVar("_View")


@dataclass(frozen=True, slots=True)
class TableInfo:
    """The table this player sits at (or watches), apart from the game itself."""

    code: str
    status: TableStatus
    private: bool
    rules: RulesView
    clock: int
    seats: tuple[SeatView, ...]
    host: int
    you: int | None
    chat: tuple[ChatLine, ...] = ()
    result: tuple[ResultLine, ...] | None = None

    @classmethod
    def of(cls, state: TableState) -> TableInfo:
        return cls(
            code=state.code,
            status=state.status,
            private=state.private,
            rules=state.rules,
            clock=state.clock,
            seats=tuple(state.seats),
            host=state.host,
            you=state.you,
            chat=tuple(state.chat[-CHAT_KEPT:]),
            result=tuple(state.result) if state.result is not None else None,
        )


@dataclass(frozen=True, slots=True)
class OnlineSnapshot:
    """Everything the online screens show, as one value."""

    link: LinkState = field(default_factory=LinkState)
    server: str = ""
    wanted: bool = False
    """The player asked to be online (the link tries until they go offline)."""
    needs_name: bool = False
    """A new player must choose a name before the first connection."""
    player: PlayerView | None = None
    token_place: TokenPlace | None = None
    lobby: tuple[TableSummary, ...] = ()
    lobby_total: int = 0
    table: TableInfo | None = None
    pending_code: str = ""
    """A table to join as soon as the connection stands (from an invitation)."""


class FetchError(Exception):
    """An HTTP request to the server failed; ``code`` is for the view to translate
    (``offline``, ``unreachable``, ``rate_limited``, ``not_found``, ``server_error``,
    ``bad_answer``)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


class OnlineClient(QObject):
    changed = Signal()
    """The snapshot changed."""
    sessionStarted = Signal(object)
    """(RemoteSession) a game began at the player's table, or they came back to it."""
    sessionEnded = Signal(object, bool)
    """(RemoteSession, asked) the player left that table (asked: True), or it went away."""
    problem = Signal(str)
    """An error code for something the player asked in the lobby (join, create, leave...)."""
    chatRefused = Signal(str)
    """An error code for a chat line the server did not take."""
    resultArrived = Signal(object)
    """(tuple[ResultLine, ...]) the scored game at the player's table."""
    progressArrived = Signal(object)
    """(Progress) what the finished game brought this player."""
    tableAborted = Signal(int)
    """(seat) the game at the player's table was aborted: that seat left before every seat had
    played its first turn, so the game counts for nobody."""
    calledBack = Signal(str)
    """(table code) the server put the player back at their table on connecting."""
    notice = Signal(str)
    """A code for something the player should know (``identity_reset``, ``identity_unsaved``,
    ``replaced``)."""

    def __init__(
        self,
        identity: IdentityStore,
        *,
        link: ServerLink | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._identity = identity
        self._link = link or ServerLink(self)
        self._link.setParent(self)
        self._link.stateChanged.connect(self._on_link_state)
        self._link.received.connect(self._on_message)
        self._snapshot = OnlineSnapshot()
        self._name = ""
        self._token: str | None = None
        self._session: RemoteSession | None = None
        self._ids = itertools.count(1)
        self._purposes: dict[int, str] = {}
        self._tasks: set[asyncio.Task[None]] = set()
        self._http: aiohttp.ClientSession | None = None
        self._closed = False
        self._calling_back = ""
        """The table the welcome named, until its state arrives."""

    # --- reading ----------------------------------------------------------------------------------

    @property
    def snapshot(self) -> OnlineSnapshot:
        return self._snapshot

    @property
    def session(self) -> RemoteSession | None:
        return self._session

    @property
    def link(self) -> ServerLink:
        return self._link

    @property
    def online(self) -> bool:
        return self._link.online

    # --- settings ---------------------------------------------------------------------------------

    def configure(self, server: str, name: str) -> None:
        """The server address and display name from the settings (at start and on changes)."""
        name = clean_name(name) or ""
        renamed = name != self._name
        self._name = name
        if server != self._snapshot.server:
            wanted = self._snapshot.wanted
            self._link.stop()
            self._end_session()
            self._token = None
            self._update(
                OnlineSnapshot(server=server, wanted=wanted, pending_code="", needs_name=False)
            )
            if wanted:
                self.go_online()
        elif renamed and name:
            if self._snapshot.needs_name:
                self.go_online()
            elif self.online:
                self._send(Rename(name=name), "rename")

    def connect_if_known(self) -> None:
        """At start: go online by itself if this computer has played on the server before (so a
        player with a seat is put back at the table). Never asks for anything."""
        self._spawn(self._connect_if_known())

    async def _connect_if_known(self) -> None:
        stored = await self._load_token()
        if stored is not None and not self._snapshot.wanted:
            self.go_online()

    # --- the connection ---------------------------------------------------------------------------

    def go_online(self) -> None:
        self._update(replace(self._snapshot, wanted=True))
        if self._link.state.status in (LinkStatus.ONLINE, LinkStatus.CONNECTING):
            return
        self._spawn(self._go_online())

    async def _go_online(self) -> None:
        server = self._snapshot.server
        stored = await self._load_token()
        if server != self._snapshot.server or not self._snapshot.wanted:
            return  # changed meanwhile
        if stored is None and not self._name:
            self._update(replace(self._snapshot, needs_name=True))
            return
        self._update(replace(self._snapshot, needs_name=False))
        self._link.start(server, self)

    def go_offline(self) -> None:
        self._update(replace(self._snapshot, wanted=False, pending_code=""))
        self._link.stop()

    def retry_now(self) -> None:
        if self._link.state.status is LinkStatus.RECONNECTING:
            self._link.retry_now()
        else:
            self.go_online()

    async def _load_token(self) -> Any:
        loop = asyncio.get_running_loop()
        server = self._snapshot.server
        stored = await loop.run_in_executor(None, self._identity.load, server)
        if server == self._snapshot.server:
            self._token = stored.token if stored is not None else None
            place = stored.place if stored is not None else None
            self._update(replace(self._snapshot, token_place=place))
        return stored

    # --- Greeter: what the link says on connecting ----------------------------------------------

    async def hello(self) -> Hello:
        if self._token is not None:
            return Hello(token=self._token, name=self._name or None, client=CLIENT_LABEL)
        return Hello(name=self._name or None, client=CLIENT_LABEL)

    async def welcomed(self, welcome: Welcome) -> None:
        if welcome.token is None:
            return
        self._token = welcome.token
        loop = asyncio.get_running_loop()
        try:
            place = await loop.run_in_executor(
                None, self._identity.save, self._snapshot.server, welcome.token
            )
        except IdentityError as error:
            log.error("the online identity cannot be kept: %s", error)
            self.notice.emit("identity_unsaved")
            return
        self._update(replace(self._snapshot, token_place=place))

    async def token_refused(self) -> bool:
        log.warning("the server does not know this computer's identity; starting afresh")
        loop = asyncio.get_running_loop()
        await loop.run_in_executor(None, self._identity.forget, self._snapshot.server)
        self._token = None
        self.notice.emit("identity_reset")
        if not self._name:
            self._update(replace(self._snapshot, needs_name=True))
            return False
        return True

    # --- the lobby and the table ------------------------------------------------------------------

    def create_table(
        self,
        *,
        seats: int,
        clock: int,
        preset: str,
        triple: bool,
        forced_order: bool,
        private: bool,
    ) -> bool:
        message = CreateTable(
            seats=seats,
            clock=clock,
            preset=preset,
            triple=triple,
            forced_order=forced_order,
            private=private,
        )
        return self._send(message, "create")

    def join(self, code: str) -> None:
        """Sit down at table ``code`` now, or as soon as the connection stands."""
        if self.online and self._snapshot.player is not None:
            self._send(JoinTable(code=code), "join")
        else:
            self._update(replace(self._snapshot, pending_code=code))
            self.go_online()

    def watch(self, code: str) -> bool:
        """Follow a table as a spectator (a game that started without this player)."""
        return self._send(WatchTable(code=code), "watch")

    def leave(self) -> bool:
        """Leave the table: before the start the seat is free again; during the game this
        resigns; after the end it just stops following."""
        if self._snapshot.table is None:
            return False
        return self._send(LeaveTable(), "leave")

    def chat(self, text: str) -> bool:
        line = clean_chat(text)
        if line is None:
            self.chatRefused.emit(ErrorCode.CHAT_INVALID.value)
            return False
        return self._send(SendChat(text=line), "chat")

    def forget_table(self) -> None:
        """Stop showing a finished table (the results were read)."""
        table = self._snapshot.table
        if table is not None and table.status.ended:
            self._end_session()
            self._update(replace(self._snapshot, table=None))

    # --- sending ----------------------------------------------------------------------------------

    def _send(self, message: ClientMessage, purpose: str) -> bool:
        """Send with an id, remembering what it was for; False (and a problem) when offline."""
        number = next(self._ids)
        sent = self._link.send(replace_id(message, number))
        if not sent:
            if purpose in ("create", "join", "watch", "leave", "rename"):
                self.problem.emit("offline")
            elif purpose == "chat":
                self.chatRefused.emit("offline")
            return False
        self._purposes[number] = purpose
        if len(self._purposes) > 500:  # answers come back in order: forget the oldest
            for old in list(self._purposes)[:250]:
                del self._purposes[old]
        return True

    def _session_outbox(self, message: ClientMessage) -> bool:
        if isinstance(message, SendChat):
            return self._send(message, "chat")
        return self._send(message, "sync" if isinstance(message, SyncTable) else "play")

    # --- what the server says ---------------------------------------------------------------------

    def _on_link_state(self, state: LinkState) -> None:
        player = self._snapshot.player if state.status is LinkStatus.ONLINE else None
        self._update(replace(self._snapshot, link=state, player=player))
        if self._session is not None:
            self._session.set_connected(state.status is LinkStatus.ONLINE)
        if state.status is LinkStatus.OFFLINE and state.reason == "replaced":
            self.notice.emit("replaced")

    def _on_message(self, message: AnyServerMessage) -> None:
        handler = _HANDLERS.get(type(message))
        if handler is not None:
            handler(self, message)

    def _welcome(self, message: Welcome) -> None:
        self._calling_back = message.table or ""
        snapshot = replace(self._snapshot, player=message.player, needs_name=False)
        self._update(snapshot)
        self._send(WatchLobby(watch=True), "lobby")
        table = snapshot.table
        if message.table is None and table is not None and table.status is not TableStatus.OPEN:
            # Not called back: the seat was given up meanwhile (resigned after being away, or
            # the game ended). Follow the table to its end if it is still there.
            self._send(WatchTable(code=table.code), "rejoin")
        elif message.table is None and table is not None:
            self._update(replace(self._snapshot, table=None))  # the open table let us go
        if message.table is None and snapshot.pending_code:
            self._update(replace(self._snapshot, pending_code=""))
            self._send(JoinTable(code=snapshot.pending_code), "join")
        elif message.table is not None and snapshot.pending_code:
            self._update(replace(self._snapshot, pending_code=""))
            if snapshot.pending_code != message.table:
                self.problem.emit(ErrorCode.ALREADY_SEATED.value)

    def _profile(self, message: ProfileChanged) -> None:
        self._update(replace(self._snapshot, player=message.player))

    def _lobby(self, message: LobbyState) -> None:
        self._update(
            replace(self._snapshot, lobby=tuple(message.tables), lobby_total=message.total)
        )

    def _table(self, message: TableState) -> None:
        self._update(replace(self._snapshot, table=TableInfo.of(message)))
        if message.code == self._calling_back:
            self._calling_back = ""
            self.calledBack.emit(message.code)
        session = self._session
        if message.game is None:
            self._end_session()
            return
        if session is not None and session.code == message.code:
            session.apply_state(message)
        else:
            self._end_session()
            try:
                session = RemoteSession(message, self._session_outbox, parent=self)
            except ValueError as error:
                log.error("table %s cannot be followed: %s", message.code, error)
                self.problem.emit("broken_table")
                return
            session.set_connected(self.online)
            self._session = session
            self.sessionStarted.emit(session)
        if message.status is TableStatus.ABORTED and not session.aborted:
            self._abort(session, session.game.resigned[-1] if session.game.resigned else -1)

    def _played(self, message: Played) -> None:
        if self._session is not None and self._session.code == message.code:
            self._session.apply_played(message)

    def _seats(self, message: SeatsChanged) -> None:
        table = self._snapshot.table
        if table is None or table.code != message.code:
            return
        self._update(replace(self._snapshot, table=replace(table, seats=tuple(message.seats))))
        if self._session is not None and self._session.code == message.code:
            self._session.apply_seats(message.seats)

    def _chat(self, message: ChatPosted) -> None:
        table = self._snapshot.table
        if table is None or table.code != message.code:
            return
        chat = (*table.chat, message.line)[-CHAT_KEPT:]
        self._update(replace(self._snapshot, table=replace(table, chat=chat)))

    def _result(self, message: GameResult) -> None:
        table = self._snapshot.table
        if table is None or table.code != message.code:
            return
        standings = tuple(message.standings)
        table = replace(table, result=standings, status=TableStatus.FINISHED)
        self._update(replace(self._snapshot, table=table))
        self.resultArrived.emit(standings)

    def _aborted(self, message: TableAborted) -> None:
        table = self._snapshot.table
        if table is None or table.code != message.code:
            return
        self._update(replace(self._snapshot, table=replace(table, status=TableStatus.ABORTED)))
        session = self._session
        if session is not None and session.code == message.code and not session.aborted:
            self._abort(session, message.seat)

    def _abort(self, session: RemoteSession, seat: int) -> None:
        session.set_aborted()
        self.tableAborted.emit(seat)

    def _progress(self, message: Progress) -> None:
        self._update(replace(self._snapshot, player=message.player))
        self.progressArrived.emit(message)

    def _left(self, message: Left) -> None:
        self._drop_table(message.code, asked=True)

    def _closed_table(self, message: TableClosed) -> None:
        self._drop_table(message.code, asked=False)

    def _drop_table(self, code: str, *, asked: bool) -> None:
        table = self._snapshot.table
        if table is not None and table.code == code:
            self._end_session(asked=asked)
            self._update(replace(self._snapshot, table=None))

    def _error(self, message: Error) -> None:
        purpose = self._purposes.pop(message.ref, "") if message.ref is not None else ""
        code = message.code.value
        if purpose in ("play", "sync"):
            if self._session is not None:
                self._session.refuse(code)
        elif purpose == "chat":
            self.chatRefused.emit(code)
        elif purpose == "rejoin":
            self._end_session()
            self._update(replace(self._snapshot, table=None))
        elif purpose != "lobby":
            log.info("the server refused a %s: %s", purpose or "message", code)
            self.problem.emit(code)

    # --- HTTP: leaderboards and profiles ----------------------------------------------------------

    async def leaderboard(self, period: str, limit: int = 50) -> Leaderboard:
        return await self._fetch(f"/leaderboard/{period}?limit={limit}", Leaderboard)

    async def profile(self, player_id: int | None = None) -> PlayerProfile:
        """A player's profile (this player's by default); ``FetchError`` ``offline`` before the
        server has said who this player is."""
        if player_id is None:
            player = self._snapshot.player
            if player is None:
                raise FetchError("offline")
            player_id = player.id
        return await self._fetch(f"/players/{player_id}", PlayerProfile)

    async def _fetch(self, path: str, kind: type[_View]) -> _View:
        import aiohttp  # here, not at start-up: offline play never needs it

        if not self._snapshot.server:
            raise FetchError("offline")
        if self._http is None or self._http.closed:
            self._http = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=HTTP_TIMEOUT))
        try:
            async with self._http.get(http_url(self._snapshot.server, path)) as response:
                body = await response.read()
                status = response.status
        except (aiohttp.ClientError, OSError, TimeoutError) as error:
            log.info("HTTP %s failed: %s", path, type(error).__name__)
            raise FetchError("unreachable") from None
        if status == 429:
            raise FetchError("rate_limited")
        if status == 404:
            raise FetchError("not_found")
        if status != 200:
            raise FetchError("server_error")
        try:
            return msgspec.json.decode(body, type=kind)
        except msgspec.DecodeError:
            raise FetchError("bad_answer") from None

    # --- closing ----------------------------------------------------------------------------------

    async def aclose(self) -> None:
        """Close the connection (the seat waits on the server as for any lost connection)."""
        self._closed = True
        for task in list(self._tasks):
            task.cancel()
        self._end_session()
        await self._link.aclose()
        if self._http is not None:
            await self._http.close()

    # --- plumbing ---------------------------------------------------------------------------------

    def _spawn(self, job: Any) -> None:
        if self._closed:
            job.close()
            return
        task = asyncio.get_event_loop().create_task(job)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        task.add_done_callback(_log_failure)

    def _end_session(self, *, asked: bool = False) -> None:
        session, self._session = self._session, None
        if session is not None:
            session.close()
            self.sessionEnded.emit(session, asked)

    def _update(self, snapshot: OnlineSnapshot) -> None:
        if snapshot != self._snapshot:
            self._snapshot = snapshot
            self.changed.emit()


def replace_id(message: ClientMessage, number: int) -> ClientMessage:
    return msgspec.structs.replace(message, id=number)


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("an online task failed", exc_info=task.exception())


_HANDLERS: dict[type, Callable[[OnlineClient, Any], None]] = {
    Welcome: OnlineClient._welcome,
    ProfileChanged: OnlineClient._profile,
    LobbyState: OnlineClient._lobby,
    TableState: OnlineClient._table,
    Played: OnlineClient._played,
    SeatsChanged: OnlineClient._seats,
    ChatPosted: OnlineClient._chat,
    GameResult: OnlineClient._result,
    TableAborted: OnlineClient._aborted,
    Progress: OnlineClient._progress,
    Left: OnlineClient._left,
    TableClosed: OnlineClient._closed_table,
    Error: OnlineClient._error,
}
