"""The online side of the app: the lobby and the player's table, as the screens see them.

``OnlineClient`` owns the link to the server, sends what the screens ask for and hands each
message the server sends to its handler, which keeps what it says in one frozen
``OnlineSnapshot`` that the view-models derive from. Its helpers do the other jobs: who the
player is (``IdentityGreeter``), the HTTP side (``ServerFetcher``) and the ``RemoteSession`` of
the game at the player's table (``TableFollower``), which the app shows on the table screen.

Nothing here waits on the network in the UI's call: requests are queued on the link and their
answers arrive as messages.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Callable, Coroutine
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QObject, Signal

from app.net import (
    AnswerRematch,
    AnyServerMessage,
    AskRecent,
    ChatPosted,
    ClientMessage,
    CreateTable,
    DiceView,
    Error,
    ErrorCode,
    GameResult,
    Invitation,
    Invite,
    Invited,
    JoinTable,
    Leaderboard,
    LeaveTable,
    Left,
    LobbyState,
    PlayDaily,
    Played,
    PlayerProfile,
    Preferences,
    ProfileChanged,
    Progress,
    RecentPlayers,
    RematchChanged,
    RematchStatus,
    Rename,
    SeatsChanged,
    SendChat,
    SetPreferences,
    SyncTable,
    TableAborted,
    TableClosed,
    TableClosedReason,
    TableState,
    TableStatus,
    WatchLobby,
    WatchTable,
    Welcome,
    clean_chat,
    clean_name,
)
from app.net.views import DailyBoard, DailyChallenges
from app.profile import IdentityStore, TokenPlace

from ..session.remote import RemoteSession
from .dicecheck import DiceChecks
from .fetching import FetchError, ServerFetcher
from .following import TableFollower
from .greeting import IdentityGreeter
from .link import LinkState, LinkStatus, ServerLink
from .routing import Routing, quietly
from .snapshot import CHAT_KEPT, OnlineSnapshot, TableInfo
from .witness import Checked

log = logging.getLogger(__name__)


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
    inviteRefused = Signal(str)
    """An error code for an invitation that did not reach the player (``not_online``...)."""
    rematchRefused = Signal(str)
    """An error code for a rematch answer the server did not take (``no_rematch``...)."""
    attention = Signal(str)
    """Something asks for the player (``invitation``, ``rematch``): the window may be behind."""
    notice = Signal(str)
    """A code for something the player should know (``identity_reset``, ``identity_unsaved``,
    ``replaced``, ``daily_void``)."""
    diceChecked = Signal(str, str)
    """(table code, ``DiceCheck`` code) this client checked the dice of the game at its table."""
    dailyRefused = Signal(str)
    """An error code for a daily challenge the server would not begin (``already_played``,
    ``day_over``, ``offline``, ...)."""

    def __init__(
        self,
        identity: IdentityStore,
        *,
        link: ServerLink | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._link = link or ServerLink(self)
        self._link.setParent(self)
        self._link.hurry = self._in_a_game
        self._link.stateChanged.connect(self._on_link_state)
        self._link.received.connect(self._on_message)
        self._snapshot = OnlineSnapshot()
        self._identity = identity
        self._greeter = IdentityGreeter(identity, self)
        self._greeter.placeChanged.connect(self._on_token_place)
        self._greeter.nameNeeded.connect(self._on_name_needed)
        self._greeter.notice.connect(self.notice)
        self._fetcher = ServerFetcher(lambda: self._snapshot.server, identity)
        self._follower = TableFollower(self._session_outbox, self)
        self._follower.sessionStarted.connect(self.sessionStarted)
        self._follower.sessionEnded.connect(self.sessionEnded)
        self._follower.broken.connect(lambda: self.problem.emit("broken_table"))
        self._follower.aborted.connect(self.tableAborted)
        self._routing = Routing(self._link.send, self.problem.emit)
        self._route_refusals()
        self._tasks: set[asyncio.Task[None]] = set()
        self._closed = False
        self._calling_back = ""
        """The table the welcome named, until its state arrives."""
        self._dice = DiceChecks()
        self._invitations = True
        """Whether others may invite this player (the setting, sent on every welcome)."""

    # --- reading ----------------------------------------------------------------------------------

    @property
    def snapshot(self) -> OnlineSnapshot:
        return self._snapshot

    @property
    def session(self) -> RemoteSession | None:
        return self._follower.session

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
        renamed = name != self._greeter.name
        self._greeter.name = name
        if server != self._snapshot.server:
            wanted = self._snapshot.wanted
            self._link.stop()
            self._follower.end()
            self._greeter.set_server(server)
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
        stored = await self._greeter.load()
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
        stored = await self._greeter.load()
        if server != self._snapshot.server or not self._snapshot.wanted:
            return  # changed meanwhile
        if stored is None and not self._greeter.name:
            self._update(replace(self._snapshot, needs_name=True))
            return
        self._update(replace(self._snapshot, needs_name=False))
        self._link.start(server, self._greeter)

    def go_offline(self) -> None:
        self._update(replace(self._snapshot, wanted=False, pending_code=""))
        self._link.stop()

    def _in_a_game(self) -> bool:
        """Seated at a running game: the link comes back within seconds (its clock waits for
        the player, their away limit does not)."""
        table = self._snapshot.table
        return table is not None and table.status is TableStatus.PLAYING and table.you is not None

    def retry_now(self) -> None:
        if self._link.state.status is LinkStatus.RECONNECTING:
            self._link.retry_now()
        else:
            self.go_online()

    def _on_token_place(self, place: TokenPlace | None) -> None:
        self._update(replace(self._snapshot, token_place=place))

    def _on_name_needed(self) -> None:
        self._update(replace(self._snapshot, needs_name=True))

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

    def play_daily(self, ruleset: str) -> bool:
        """Begin today's challenge of ``ruleset`` (one attempt a day): the table follows."""
        if not self.online or self._snapshot.player is None:
            self.dailyRefused.emit("offline")
            return False
        return self._send(PlayDaily(ruleset=ruleset), "daily")

    def dice_checked(self, code: str) -> Checked | None:
        """The check of the dice of the game at table ``code``, once made."""
        return self._dice.get(code)

    # --- playing together again -------------------------------------------------------------------

    def rematch(self, accept: bool) -> bool:
        """Offer a rematch at the finished table, accept the offer, or decline it."""
        return self._send(AnswerRematch(accept=accept), "rematch")

    def invite(self, player_id: int) -> bool:
        self._update(replace(self._snapshot, invited=""))
        return self._send(Invite(player=player_id), "invite")

    def forget_invited(self) -> None:
        """A new invitation is on its way: whom the last one reached is old news."""
        self._update(replace(self._snapshot, invited=""))

    def ask_recent(self) -> bool:
        return self._send(AskRecent(), "recent")

    def set_invitations(self, allowed: bool) -> None:
        """The setting: whether others may invite this player (kept by the server)."""
        if allowed != self._invitations:
            self._invitations = allowed
            if self.online:
                self._send(SetPreferences(invitations=allowed), "preferences")

    def answer_invitation(self, join: bool) -> None:
        """Join the table of the invitation shown, or let it go ("Not now")."""
        invitation = self._snapshot.invitation
        self._update(replace(self._snapshot, invitation=None))
        if join and invitation is not None:
            self.join(invitation.code)

    def forget_table(self) -> None:
        """Stop showing a finished table (the results were read)."""
        table = self._snapshot.table
        if table is not None and table.status.ended:
            self._follower.end()
            self._update(replace(self._snapshot, table=None))

    # --- sending ----------------------------------------------------------------------------------

    def _send(self, message: ClientMessage, purpose: str) -> bool:
        """Send, remembering what it was for; False (and a refusal ``offline``) when offline."""
        return self._routing.send(message, purpose)

    def _route_refusals(self) -> None:
        """Who hears the refusal of each kind of message (any other: ``problem``)."""
        route = self._routing.route
        route(("play", "sync"), refused=self._follower.refuse)
        route(("chat",), refused=self.chatRefused.emit, offline=True)
        route(("daily",), refused=self.dailyRefused.emit, offline=True)
        route(("rematch",), refused=self._rematch_refused, offline=True)
        route(("invite",), refused=self.inviteRefused.emit)
        route(("create", "join", "watch", "leave", "rename"), offline=True)
        self._routing.offline_to(("invite",), self.problem.emit)
        route(("seed",), refused=quietly("dice seed"))  # too late: the dice go on without it
        route(("rejoin",), refused=lambda _code: self._drop_followed())
        route(("lobby", "recent", "preferences"), refused=lambda _code: None)

    def _rematch_refused(self, code: str) -> None:
        if code != "offline":
            log.info("the server refused a rematch answer: %s", code)
        self.rematchRefused.emit(code)

    def _drop_followed(self) -> None:
        self._follower.end()
        self._update(replace(self._snapshot, table=None))

    def _session_outbox(self, message: ClientMessage) -> bool:
        if isinstance(message, SendChat):
            return self._send(message, "chat")
        return self._send(message, "sync" if isinstance(message, SyncTable) else "play")

    # --- what the server says ---------------------------------------------------------------------

    def _on_link_state(self, state: LinkState) -> None:
        player = self._snapshot.player if state.status is LinkStatus.ONLINE else None
        self._update(replace(self._snapshot, link=state, player=player))
        self._follower.set_connected(state.status is LinkStatus.ONLINE)
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
        self._send(SetPreferences(invitations=self._invitations), "preferences")
        self._send(AskRecent(), "recent")
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
            replace(
                self._snapshot,
                lobby=tuple(message.tables),
                lobby_total=message.total,
                players_online=message.online,
            )
        )

    def _table(self, message: TableState) -> None:
        self._update(replace(self._snapshot, table=TableInfo.of(message, time.monotonic())))
        if message.code == self._calling_back:
            self._calling_back = ""
            self.calledBack.emit(message.code)
        self._follower.follow(message, connected=self.online)
        contribution = self._dice.seen(message)
        if contribution is not None:
            self._send(contribution, "seed")
        if message.dice is not None and message.status.ended:
            self._check_dice(message.code, message.dice)

    def _played(self, message: Played) -> None:
        self._follower.played(message)

    def _seats(self, message: SeatsChanged) -> None:
        table = self._snapshot.table
        if table is None or table.code != message.code:
            return
        seats = tuple(message.seats)
        self._update(
            replace(self._snapshot, table=replace(table, seats=seats, seats_at=time.monotonic()))
        )
        self._follower.seats(message.code, message.seats)

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
        if message.dice is not None:
            self._check_dice(message.code, message.dice)

    def _check_dice(self, code: str, dice: DiceView) -> None:
        """Check the whole game at the player's table against its revealed seed."""
        checked = self._dice.check(self._follower.session, code, dice)
        if checked is not None:
            self.diceChecked.emit(code, checked.result.value)

    def _aborted(self, message: TableAborted) -> None:
        table = self._snapshot.table
        if table is None or table.code != message.code:
            return
        self._update(replace(self._snapshot, table=replace(table, status=TableStatus.ABORTED)))
        self._follower.abort(message.code, message.seat)
        if message.dice is not None:
            self._check_dice(message.code, message.dice)

    def _progress(self, message: Progress) -> None:
        self._update(replace(self._snapshot, player=message.player))
        self.progressArrived.emit(message)

    def _rematch(self, message: RematchChanged) -> None:
        table = self._snapshot.table
        if table is None or table.code != message.code:
            return
        self._update(replace(self._snapshot, table=replace(table, rematch=message.rematch)))
        offer = message.rematch
        if offer.status is RematchStatus.OPEN and table.you not in offer.accepted:
            self.attention.emit("rematch")

    def _invitation(self, message: Invitation) -> None:
        self._update(replace(self._snapshot, invitation=message, invitation_at=time.monotonic()))
        self.attention.emit("invitation")

    def _invited(self, message: Invited) -> None:
        # Sent (the server never says whether it arrived); the name is empty for someone this
        # player did not play with lately, and ``invited`` must still say that it went out.
        self._update(replace(self._snapshot, invited=message.name or f"#{message.player}"))

    def _recent(self, message: RecentPlayers) -> None:
        self._update(replace(self._snapshot, recent=tuple(message.players)))

    def _preferences(self, message: Preferences) -> None:
        return  # the setting is this computer's; the server keeps a copy

    def _left(self, message: Left) -> None:
        self._drop_table(message.code, asked=True)

    def _closed_table(self, message: TableClosed) -> None:
        table = self._snapshot.table
        if message.reason is TableClosedReason.DAY_OVER and table and table.code == message.code:
            self.notice.emit("daily_void")  # the day ended before the attempt did
        self._drop_table(message.code, asked=False)

    def _drop_table(self, code: str, *, asked: bool) -> None:
        table = self._snapshot.table
        if table is not None and table.code == code:
            self._follower.end(asked=asked)
            self._update(replace(self._snapshot, table=None))

    def _error(self, message: Error) -> None:
        self._routing.refuse(message.ref, message.code.value)

    # --- HTTP: leaderboards and profiles ----------------------------------------------------------

    async def leaderboard(self, period: str) -> Leaderboard:
        return await self._fetcher.leaderboard(period)

    async def profile(self, player_id: int | None = None) -> PlayerProfile:
        """A player's profile (this player's by default); ``FetchError`` ``offline`` before the
        server has said who this player is."""
        if player_id is None:
            player = self._snapshot.player
            if player is None:
                raise FetchError("offline")
            player_id = player.id
        return await self._fetcher.profile(player_id)

    async def daily_challenges(self) -> DailyChallenges:
        """Today's challenges (their commitments) and the last days' seeds."""
        return await self._fetcher.daily()

    async def daily_board(self, day: int | str, ruleset: str) -> DailyBoard:
        """A day's board (``day`` a day number, or ``week``), with this player's own place when
        this computer holds their token."""
        return await self._fetcher.daily_board(day, ruleset)

    async def journal(self, server: str, code: str) -> bytes:
        """The game of a finished table this player sat at on ``server`` (a game file's
        bytes); ``FetchError`` ``bad_token`` when this computer has no identity there."""
        return await self._fetcher.journal(server, code)

    # --- closing ----------------------------------------------------------------------------------

    async def aclose(self) -> None:
        """Close the connection (the seat waits on the server as for any lost connection)."""
        self._closed = True
        for task in list(self._tasks):
            task.cancel()
        self._follower.end()
        await self._link.aclose()
        await self._fetcher.aclose()

    # --- plumbing ---------------------------------------------------------------------------------

    def _spawn(self, job: Coroutine[Any, Any, None]) -> None:
        if self._closed:
            job.close()
            return
        task = asyncio.get_event_loop().create_task(job)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        task.add_done_callback(_log_failure)

    def _update(self, snapshot: OnlineSnapshot) -> None:
        if snapshot != self._snapshot:
            self._snapshot = snapshot
            self.changed.emit()


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
    RematchChanged: OnlineClient._rematch,
    Invitation: OnlineClient._invitation,
    Invited: OnlineClient._invited,
    RecentPlayers: OnlineClient._recent,
    Preferences: OnlineClient._preferences,
}
