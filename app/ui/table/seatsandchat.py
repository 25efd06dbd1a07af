"""The player's online table besides the game: code and invitation, seats, chat and turn clock.

The lobby shows it while the table waits for players; the table screen shows the clock, the
seats and the chat beside the game; the results screen keeps the chat after the end.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial

from PySide6.QtCore import Property, QObject, QTimer, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QmlElement

from app.net import ChatLine, SeatView, TableStatus, with_tag
from app.rules import Entered, Event, Game

from ..common.labels import NO_BOX, BoxLabel, box_label
from ..common.listmodel import RowListModel
from ..common.snapshot import publish, view_property
from ..online.client import OnlineClient
from ..online.invite import offer, spaced
from ..online.reach import for_others
from ..online.snapshot import CHAT_KEPT, TableInfo
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)
from ..session.remote import RemoteSession, TurnTimer
from .announcer import AnnouncerViewModel
from .presence import PresenceChange, presence_changes
from .speech import Announcement, Speaker, Verbosity

URGENT_SECONDS = 10
"""From here on the clock is shown in warning colours."""
COPIED_MS = 2500
"""How long a copy button says "Copied"."""


@dataclass(frozen=True, slots=True)
class SeatRow:
    key: int
    """The seat."""
    name: str
    """"" for a free seat."""
    level: int
    free: bool
    away: bool
    """Seated but not connected: the seat waits for them."""
    resigned: bool
    you: bool
    host: bool
    away_seconds: int = -1
    """While away: whole seconds the seat still waits for them (-1: not counting)."""
    tag: str = ""
    """The server's tag beside the name when another name here looks the same ("" for none)."""


@dataclass(frozen=True, slots=True)
class ChatRow:
    key: str
    seat: int
    """-1 for a spectator."""
    name: str
    text: str
    at: float
    """Unix time in milliseconds (a float: QML's int is 32-bit)."""
    mine: bool
    kind: str = "chat"
    """``chat`` for a line someone wrote; else who came or went (``joined``, ``left``,
    ``away``, ``back``: ``name`` did it, ``text`` is empty; the screen words it). Those notices
    come from the seats the server sends, never from what anyone wrote: the screen draws them
    apart from the lines, and every line with its writer."""
    tag: str = ""
    """The writer's (or the notice's player's) tag beside the name, as for seats."""


@dataclass(frozen=True, slots=True)
class ClockView:
    seat: int = -1
    """Whose turn the clock runs for (-1: no clock)."""
    name: str = ""
    seconds_left: int = 0
    fraction: float = 0.0
    """Time left as a part of the whole turn (1 at the start)."""
    mine: bool = False
    urgent: bool = False


@dataclass(frozen=True, slots=True)
class OnlineTableView:
    has_table: bool = False
    status: str = ""
    """``open``, ``playing``, ``finished``, ``aborted`` or "" without a table."""
    ended: bool = False
    """Finished or aborted: nothing more is played here."""
    code: str = ""
    spaced_code: str = ""
    invite_link: str = ""
    invite_page: str = ""
    """The server's ``/join/CODE`` web page ("" when the invitation can name no address)."""
    invite_server: str = ""
    """The server's address for the invitation's text ("" for the default server)."""
    invite_unreachable: bool = False
    """The server is this computer's own (loopback) and not hosted by this app: friends
    elsewhere cannot reach it, and the invitation names no address."""
    private_table: bool = False
    preset: str = ""
    triple: bool = False
    forced_order: bool = False
    clock_limit: int = 0
    seat_count: int = 0
    taken: int = 0
    you: int = -1
    seated: bool = False
    """Holds a seat and has not resigned."""
    is_host: bool = False
    connected: bool = False
    playing_here: bool = False
    """The table screen shows this table's game."""
    clock_seat: int = -1
    clock_name: str = ""
    seconds_left: int = 0
    clock_fraction: float = 0.0
    clock_mine: bool = False
    clock_urgent: bool = False
    timeout_name: str = ""
    """Whose turn the clock last ended, with the box it chose (until the next entry)."""
    timeout_box: str = ""
    timeout_label: BoxLabel = NO_BOX
    timeout_mine: bool = False
    timeout_points: int = 0
    chat_error: str = ""
    away_name: str = ""
    """Someone else at the table who is away and whose seat counts down ("" for nobody)."""
    away_seconds: int = -1
    """Whole seconds their seat still waits for them."""
    away_more: int = 0
    """How many others are away besides them."""
    clock_paused: bool = False
    """The connection to the server is lost: the clocks shown stand still (nobody here knows
    what the server does meanwhile)."""
    chat_shown: bool = False
    """The table has a chat: more than one seat (a solo table, such as the daily challenge,
    has nobody to talk to)."""
    can_write: bool = False
    """This player may write in it (a seat at the table: spectators read only)."""
    watching: str = ""
    """``spectator`` (following a game without a seat), ``resigned`` (gave up, watching it
    to its end), or "" (playing, or no game)."""


def chat_shown(table: TableInfo) -> bool:
    """Whether a table has a chat to show: somebody to talk to."""
    return len(table.seats) > 1 and not table.daily


def watch_state(table: TableInfo, game: Game | None) -> str:
    """How this player follows a game that started: ``spectator``, ``resigned`` or ""."""
    if table.status is TableStatus.OPEN:
        return ""
    if table.you is None:
        return "spectator"
    if table.status is TableStatus.PLAYING and game is not None and table.you in game.resigned:
        return "resigned"
    return ""


def derive_clock(
    turn: TurnTimer | None, names: tuple[str, ...], you: int | None, now: float
) -> ClockView:
    if turn is None or not 0 <= turn.seat < len(names):
        return ClockView()
    left = turn.left(now)
    seconds = math.ceil(left)
    return ClockView(
        seat=turn.seat,
        name=names[turn.seat],
        seconds_left=seconds,
        fraction=min(1.0, left / turn.limit) if turn.limit > 0 else 0.0,
        mine=turn.seat == you,
        urgent=seconds <= URGENT_SECONDS,
    )


def away_seconds(seat: SeatView, seats_at: float, now: float) -> int:
    """Whole seconds an away player's seat still waits (-1: not away, or no limit)."""
    if seat.player is None or seat.connected or seat.away_ms is None:
        return -1
    return max(0, math.ceil(seat.away_ms / 1000 - max(0.0, now - seats_at)))


CLOCK_CALLS: tuple[int, ...] = (10, 5)
"""Seconds left at which the clock is announced."""


def clock_calls(old: ClockView, new: ClockView) -> tuple[int, ...]:
    """The announced marks the clock passed between two looks at the same turn."""
    if new.seat < 0 or new.seat != old.seat or new.seconds_left >= old.seconds_left:
        return ()
    return tuple(mark for mark in CLOCK_CALLS if old.seconds_left > mark >= new.seconds_left > 0)


def new_chat_lines(seen: tuple[ChatRow, ...], now: tuple[ChatRow, ...]) -> tuple[ChatRow, ...]:
    """Lines others wrote since ``seen`` (what was there on joining is not news; who came or
    went is told by the seats)."""
    known = {row.key for row in seen}
    return tuple(row for row in now if row.key not in known and not row.mine and row.kind == "chat")


def derive_seats(
    table: TableInfo, game: Game | None, host_id: int, now: float = 0.0
) -> tuple[SeatRow, ...]:
    resigned = set(game.resigned) if game is not None else set()
    return tuple(
        SeatRow(
            key=seat.seat,
            name=seat.name or "",
            level=seat.level,
            free=seat.player is None,
            away=seat.player is not None and not seat.connected,
            resigned=seat.resigned or seat.seat in resigned,
            you=seat.seat == table.you,
            host=seat.player is not None and seat.player == host_id,
            away_seconds=away_seconds(seat, table.seats_at, now),
            tag=seat.tag or "",
        )
        for seat in table.seats
    )


@dataclass(frozen=True, slots=True)
class PresenceLine:
    """Someone came or went, placed in the chat after the line written before it."""

    change: PresenceChange
    after: tuple[int, int, str] | None
    """The chat line it follows (its time, writer and text); None: before every line."""
    at: float
    """Unix time in milliseconds."""
    number: int
    """Counts the presence lines of the table (a stable key)."""


def chat_anchor(line: ChatLine) -> tuple[int, int, str]:
    return (line.at, line.player, line.text)


def derive_chat(
    lines: tuple[ChatLine, ...],
    player_id: int | None,
    presence: tuple[PresenceLine, ...] = (),
    tags: Mapping[int, str] | None = None,
) -> tuple[ChatRow, ...]:
    """The chat as shown: the lines written, with who came and went where it happened. A line
    carries the tag the server gave it, or its writer's tag at the seats now (``tags``: a
    look-alike may have sat down after the line was written)."""
    tags = tags or {}

    def told(entry: PresenceLine) -> ChatRow:
        change = entry.change
        return ChatRow(
            key=f"presence-{entry.number}",
            seat=change.seat,
            name=change.name,
            text="",
            at=entry.at,
            mine=False,
            kind=change.kind.value,
            tag=change.tag,
        )

    anchors = {chat_anchor(line) for line in lines}
    # lines that scrolled out of the kept chat take their presence lines to the top
    rows = [told(p) for p in presence if p.after is None or p.after not in anchors]
    for index, line in enumerate(lines):
        rows.append(
            ChatRow(
                key=f"{line.at}-{line.player}-{index}",
                seat=line.seat if line.seat is not None else -1,
                name=line.name,
                text=line.text,
                at=float(line.at),
                mine=line.player == player_id,
                tag=line.tag or tags.get(line.player, ""),
            )
        )
        anchor = chat_anchor(line)
        rows.extend(told(p) for p in presence if p.after == anchor)
    return tuple(rows)


def derive_away(
    seats: tuple[SeatRow, ...],
) -> tuple[str, int, int]:
    """The first other player away with a seat counting down: name, seconds, others away."""
    counting = [row for row in seats if row.away_seconds >= 0 and not row.you and not row.resigned]
    if not counting:
        return "", -1, 0
    first = min(counting, key=lambda row: row.away_seconds)
    return first.name, first.away_seconds, len(counting) - 1


@dataclass(frozen=True, slots=True)
class LastTimeout:
    """Whose turn the clock last ended and the box it chose for them (until the next entry)."""

    name: str
    box: str
    label: BoxLabel
    mine: bool
    points: int


NO_TIMEOUT = LastTimeout("", "", NO_BOX, False, 0)


def last_timeout(events: tuple[Event, ...]) -> Entered | None:
    return next((e for e in events if isinstance(e, Entered) and e.timed_out), None)


@QmlElement
@uncreatable("built by the online table view-model")
class OnlineSeatsModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(SeatRow, parent)


@QmlElement
@uncreatable("built by the online table view-model")
class ChatModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(ChatRow, parent)


@QmlElement
@uncreatable("built by the app")
class OnlineTableViewModel(QObject):
    hasTableChanged = Signal()
    hasTable = view_property("has_table", bool, hasTableChanged)
    statusChanged = Signal()
    status = view_property("status", str, statusChanged)
    endedChanged = Signal()
    ended = view_property("ended", bool, endedChanged)
    codeChanged = Signal()
    code = view_property("code", str, codeChanged)
    spacedCodeChanged = Signal()
    spacedCode = view_property("spaced_code", str, spacedCodeChanged)
    inviteLinkChanged = Signal()
    inviteLink = view_property("invite_link", str, inviteLinkChanged)
    invitePageChanged = Signal()
    invitePage = view_property("invite_page", str, invitePageChanged)
    inviteServerChanged = Signal()
    inviteServer = view_property("invite_server", str, inviteServerChanged)
    inviteUnreachableChanged = Signal()
    inviteUnreachable = view_property("invite_unreachable", bool, inviteUnreachableChanged)
    privateTableChanged = Signal()
    privateTable = view_property("private_table", bool, privateTableChanged)
    presetChanged = Signal()
    preset = view_property("preset", str, presetChanged)
    tripleChanged = Signal()
    triple = view_property("triple", bool, tripleChanged)
    forcedOrderChanged = Signal()
    forcedOrder = view_property("forced_order", bool, forcedOrderChanged)
    clockLimitChanged = Signal()
    clockLimit = view_property("clock_limit", int, clockLimitChanged)
    seatCountChanged = Signal()
    seatCount = view_property("seat_count", int, seatCountChanged)
    takenChanged = Signal()
    taken = view_property("taken", int, takenChanged)
    youChanged = Signal()
    you = view_property("you", int, youChanged)
    seatedChanged = Signal()
    seated = view_property("seated", bool, seatedChanged)
    isHostChanged = Signal()
    isHost = view_property("is_host", bool, isHostChanged)
    connectedChanged = Signal()
    connected = view_property("connected", bool, connectedChanged)
    playingHereChanged = Signal()
    playingHere = view_property("playing_here", bool, playingHereChanged)
    clockSeatChanged = Signal()
    clockSeat = view_property("clock_seat", int, clockSeatChanged)
    clockNameChanged = Signal()
    clockName = view_property("clock_name", str, clockNameChanged)
    secondsLeftChanged = Signal()
    secondsLeft = view_property("seconds_left", int, secondsLeftChanged)
    clockFractionChanged = Signal()
    clockFraction = view_property("clock_fraction", float, clockFractionChanged)
    clockMineChanged = Signal()
    clockMine = view_property("clock_mine", bool, clockMineChanged)
    clockUrgentChanged = Signal()
    clockUrgent = view_property("clock_urgent", bool, clockUrgentChanged)
    timeoutNameChanged = Signal()
    timeoutName = view_property("timeout_name", str, timeoutNameChanged)
    timeoutBoxChanged = Signal()
    timeoutBox = view_property("timeout_box", str, timeoutBoxChanged)
    timeoutLabelChanged = Signal()
    timeoutLabel = view_property("timeout_label", dict, timeoutLabelChanged)
    timeoutMineChanged = Signal()
    timeoutMine = view_property("timeout_mine", bool, timeoutMineChanged)
    timeoutPointsChanged = Signal()
    timeoutPoints = view_property("timeout_points", int, timeoutPointsChanged)
    chatErrorChanged = Signal()
    chatError = view_property("chat_error", str, chatErrorChanged)
    awayNameChanged = Signal()
    awayName = view_property("away_name", str, awayNameChanged)
    awaySecondsChanged = Signal()
    awaySeconds = view_property("away_seconds", int, awaySecondsChanged)
    awayMoreChanged = Signal()
    awayMore = view_property("away_more", int, awayMoreChanged)
    clockPausedChanged = Signal()
    clockPaused = view_property("clock_paused", bool, clockPausedChanged)
    chatShownChanged = Signal()
    chatShown = view_property("chat_shown", bool, chatShownChanged)
    canWriteChanged = Signal()
    canWrite = view_property("can_write", bool, canWriteChanged)
    watchingChanged = Signal()
    watching = view_property("watching", str, watchingChanged)
    copiedChanged = Signal()

    def __init__(
        self,
        client: OnlineClient,
        *,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._client = client
        self._clock = clock
        self._seats = OnlineSeatsModel(self)
        self._chat = ChatModel(self)
        self._view = OnlineTableView()
        self._session: RemoteSession | None = None
        self._playing_here = False
        self._timeout = NO_TIMEOUT
        self._chat_error = ""
        self._copied = ""
        self._lost_at: float | None = None
        """When the connection was lost (the clocks shown stand still from then)."""
        self._seen_code = ""
        self._seen_seats: tuple[SeatView, ...] = ()
        self._presence: tuple[PresenceLine, ...] = ()
        self._presence_told = 0
        self._copied_fades = QTimer(self)
        self._copied_fades.setSingleShot(True)
        self._copied_fades.setInterval(COPIED_MS)
        self._copied_fades.timeout.connect(self._copied_faded)
        self._announcer: AnnouncerViewModel | None = None
        self._speaker: Callable[[], Speaker] | None = None
        self._chat_rows: tuple[ChatRow, ...] | None = None
        """The chat as last announced (None: a table just joined, its lines are not news)."""
        self._ticker = QTimer(self)
        self._ticker.setInterval(200)
        self._ticker.timeout.connect(self._tick)
        client.changed.connect(self._refresh)
        client.sessionStarted.connect(self._follow)
        client.sessionEnded.connect(self._unfollow)
        client.chatRefused.connect(self._on_chat_refused)
        self._refresh()

    @Property(QObject, constant=True)
    def seats(self) -> OnlineSeatsModel:
        return self._seats

    @Property(QObject, constant=True)
    def chat(self) -> ChatModel:
        return self._chat

    def set_announcer(self, announcer: AnnouncerViewModel, speaker: Callable[[], Speaker]) -> None:
        """Where the clock's last seconds and the chat's new lines are announced."""
        self._announcer, self._speaker = announcer, speaker

    def set_playing_here(self, playing: bool) -> None:
        """Whether the table screen shows this table's game (the app decides)."""
        if playing != self._playing_here:
            self._playing_here = playing
            self._refresh()

    # --- the player's wishes ----------------------------------------------------------------------

    @Slot(str, result=bool)
    def sendChat(self, text: str) -> bool:
        """Send a chat line; False (and ``chatError``) when it cannot go (the field keeps it)."""
        self._chat_error = ""
        sent = self._client.chat(text)
        self._refresh()
        return sent

    @Slot()
    def leave(self) -> None:
        self._client.leave()

    @Slot(str)
    def copyText(self, text: str) -> None:
        """Put the code or the invitation on the clipboard."""
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(text)

    @Slot(str, str)
    def copy(self, what: str, text: str) -> None:
        """Copy ``text`` and say so for a moment: ``copied`` is ``what`` (``code``,
        ``invitation``) until the confirmation fades."""
        self.copyText(text)
        self._copied = what
        self.copiedChanged.emit()
        self._copied_fades.start()

    @Property(str, notify=copiedChanged)
    def copied(self) -> str:
        """What was just copied (the button says "Copied" meanwhile); "" after a moment."""
        return self._copied

    def _copied_faded(self) -> None:
        self._copied = ""
        self.copiedChanged.emit()

    # --- following --------------------------------------------------------------------------------

    def _follow(self, session: RemoteSession) -> None:
        self._unfollow(self._session)
        self._session = session
        self._timeout = NO_TIMEOUT
        session.clockChanged.connect(self._refresh)
        session.seatsChanged.connect(self._refresh)
        session.changed.connect(self._on_game)
        self._refresh()

    def _unfollow(self, session: RemoteSession | None, asked: bool = False) -> None:
        if session is None or session is not self._session:
            return
        session.clockChanged.disconnect(self._refresh)
        session.seatsChanged.disconnect(self._refresh)
        session.changed.disconnect(self._on_game)
        self._session = None
        self._timeout = NO_TIMEOUT
        self._refresh()

    def _on_game(self, game: Game, events: tuple[Event, ...]) -> None:
        timed_out = last_timeout(events)
        if timed_out is not None:
            you = self._session.you if self._session is not None else None
            self._timeout = LastTimeout(
                game.names[timed_out.seat],
                timed_out.box,
                box_label(game.rules, timed_out.box),
                timed_out.seat == you,
                game.rules.counted(timed_out.box, timed_out.points),
            )
        elif any(isinstance(event, Entered) for event in events):
            self._timeout = NO_TIMEOUT
        self._refresh()

    def _on_chat_refused(self, code: str) -> None:
        self._chat_error = code
        self._refresh()

    # --- what is said aloud ---------------------------------------------------------------------

    def _say(self, said: Callable[[Speaker], Announcement]) -> None:
        speaker = self._speaker
        if self._announcer is not None and speaker is not None:
            # told anew in the language shown when it changes (``AnnouncerViewModel.retell``)
            self._announcer.say(said(speaker()), again=lambda: (said(speaker()),))

    def _announce_clock(self, old: ClockView, new: ClockView) -> None:
        """Your clock is called at 10 and 5 seconds (assertive); another player's only with
        full announcements."""
        if self._speaker is None:
            return
        if not new.mine and self._speaker().verbosity is not Verbosity.FULL:
            return
        for mark in clock_calls(old, new):
            self._say(partial(Speaker.clock, seconds=mark, seat=new.seat))

    # --- deriving ---------------------------------------------------------------------------------

    def _tick(self) -> None:
        """The clock moved on: the view changes, and the seats while one counts down; the
        chat does not."""
        self._refresh(models=self._view.away_seconds >= 0)

    def _note_presence(self, table: TableInfo | None) -> None:
        """Who came and went since the seats were last seen (a new table starts afresh)."""
        if table is None:
            self._seen_code, self._seen_seats, self._presence = "", (), ()
            return
        if table.code != self._seen_code:
            self._seen_code, self._seen_seats, self._presence = table.code, table.seats, ()
            return
        if table.seats == self._seen_seats:
            return
        changes = presence_changes(
            self._seen_seats, table.seats, you=table.you, ended=table.status.ended
        )
        self._seen_seats = table.seats
        if not changes:
            return
        for change in changes:
            self._say(partial(Speaker.presence, kind=change.kind.value, name=change.name))
        after = chat_anchor(table.chat[-1]) if table.chat else None
        at = time.time() * 1000
        start = self._presence_told
        self._presence_told += len(changes)
        added = tuple(
            PresenceLine(change, after, at, start + offset) for offset, change in enumerate(changes)
        )
        self._presence = (*self._presence, *added)[-CHAT_KEPT:]

    def _refresh(self, *, models: bool = True) -> None:
        snapshot = self._client.snapshot
        table = snapshot.table
        session = self._session if table is not None and self._session is not None else None
        game = session.game if session is not None else None
        player = snapshot.player
        connected = self._client.online
        # While the server cannot be reached nobody here knows its clocks: they stand still.
        if connected:
            self._lost_at = None
        elif self._lost_at is None:
            self._lost_at = self._clock()
        now = self._clock() if self._lost_at is None else self._lost_at
        if table is None:
            view = OnlineTableView(connected=connected, chat_error=self._chat_error)
            self._seats.set_rows(())
            self._chat.set_rows(())
            self._note_presence(None)
            self._chat_rows = None
        else:
            names = game.names if game is not None else tuple(s.name or "" for s in table.seats)
            you = table.you
            clock = derive_clock(session.turn if session is not None else None, names, you, now)
            host_id = table.host
            seats = derive_seats(table, game, host_id, now)
            away_name, away_left, away_more = derive_away(seats)
            invitation = offer(table.code, for_others(snapshot.server))
            view = OnlineTableView(
                has_table=True,
                status=table.status.value,
                ended=table.status.ended,
                code=table.code,
                spaced_code=spaced(table.code),
                invite_link=invitation.link,
                invite_page=invitation.page,
                invite_server=invitation.server,
                invite_unreachable=invitation.unreachable,
                private_table=table.private,
                preset=table.rules.preset,
                triple=table.rules.triple,
                forced_order=table.rules.forced_order,
                clock_limit=table.clock,
                seat_count=len(table.seats),
                taken=sum(seat.player is not None for seat in table.seats),
                you=-1 if you is None else you,
                seated=you is not None and (game is None or you not in game.resigned),
                is_host=player is not None and player.id == host_id,
                connected=connected,
                playing_here=self._playing_here and table.status is not TableStatus.OPEN,
                clock_seat=clock.seat,
                clock_name=clock.name,
                seconds_left=clock.seconds_left,
                clock_fraction=clock.fraction,
                clock_mine=clock.mine,
                clock_urgent=clock.urgent,
                timeout_name=self._timeout.name,
                timeout_box=self._timeout.box,
                timeout_label=self._timeout.label,
                timeout_mine=self._timeout.mine,
                timeout_points=self._timeout.points,
                chat_error=self._chat_error,
                away_name=away_name,
                away_seconds=away_left,
                away_more=away_more,
                clock_paused=not connected and clock.seat >= 0,
                chat_shown=chat_shown(table),
                can_write=chat_shown(table) and you is not None,
                watching=watch_state(table, game),
            )
            if models:
                self._note_presence(table)
                self._seats.set_rows(seats)
                tags = {s.player: s.tag for s in table.seats if s.player is not None and s.tag}
                me = player.id if player else None
                rows = derive_chat(table.chat, me, self._presence, tags)
                self._chat.set_rows(rows)
                if self._chat_rows is not None:
                    for row in new_chat_lines(self._chat_rows, rows):
                        name = with_tag(row.name, row.tag or None)
                        self._say(partial(Speaker.chat, name=name, text=row.text))
                self._chat_rows = rows
            if self._playing_here:
                self._announce_clock(
                    ClockView(seat=self._view.clock_seat, seconds_left=self._view.seconds_left),
                    clock,
                )
        old, self._view = self._view, view
        publish(self, old, view)
        ticking = connected and (view.clock_seat >= 0 or view.away_seconds >= 0)
        if ticking and not self._ticker.isActive():
            self._ticker.start()
        elif not ticking and self._ticker.isActive():
            self._ticker.stop()
