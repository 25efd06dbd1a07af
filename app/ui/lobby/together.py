"""Playing together again: the people played with lately (with Invite), an invitation to
answer (Join / Not now), the players online, and the rematch on the results of an online game.

One frozen view derived from the client's snapshot and this view-model's own state
(``derive_together``); the server decides everything (who is online, whether an invitation
reaches anyone, when a rematch starts), this only shows it and passes the player's wishes on.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import Property, QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement

from app.net import Placing, RecentPlayer, RematchStatus, TableStatus, with_tag
from app.net.days import DAY_MS

from ..common.listmodel import RowListModel
from ..common.names import names_text
from ..common.snapshot import publish, view_property
from ..online.client import OnlineClient
from ..online.invite import spaced
from ..online.snapshot import OnlineSnapshot, TableInfo
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)
from .viewmodel import NewTable

INVITE_STATUS_SECONDS: dict[str, float] = {
    "waiting": 20.0,
    "sent": 30.0,
    "copied": 30.0,
    "off": 30.0,
    "limited": 30.0,
    "failed": 30.0,
}
"""How long the word on the last Invite is shown: long enough to read it, not for ever (the
waiting room says the rest). "waiting" that lasts longer than this became nothing."""

INVITATION_SECONDS = 600.0
"""How long an invitation to answer stays up unanswered (its table is likely gone by then)."""


def recent_outcome(mine: Placing, theirs: Placing | None) -> str:
    """How the last game with someone went, from this player's side: ``you_won``,
    ``they_won``, ``drawn`` (both shared first place), ``you_shared``, ``they_shared``,
    ``other_won`` (a third player won), ``you_second``, ``you_lost`` (not known who won)."""
    if mine is Placing.WIN:
        return "you_won"
    if mine is Placing.DRAW:
        return "drawn" if theirs is Placing.DRAW else "you_shared"
    if theirs is Placing.WIN:
        return "they_won"
    if theirs is Placing.DRAW:
        return "they_shared"
    if theirs is not None:
        return "other_won"
    return "you_second" if mine is Placing.SECOND else "you_lost"


def shown_invite_status(status: str, age: float, table: TableInfo | None) -> str:
    """What to say about the last Invite ``age`` seconds after it changed: nothing once its
    time is up, and "sent" only while the table still waits for the invited player."""
    if not status or age >= INVITE_STATUS_SECONDS.get(status, 30.0):
        return ""
    waiting = table is not None and table.status is TableStatus.OPEN and table.you is not None
    if status == "sent" and not waiting:
        return ""  # they came (the game runs) or the table is gone
    return status


def rematch_state(table: TableInfo | None) -> tuple[str, int | None]:
    """Whether a rematch can be offered at ``table`` (when none was yet): "" (it can),
    ``offline`` (no finished table with a seat, a solo or daily table: nothing to offer), or
    ``lapsed`` with the seat of a player who left (the server would refuse it)."""
    if table is None or table.status is not TableStatus.FINISHED or table.you is None:
        return "offline", None
    if table.daily or len(table.seats) < 2:
        return "offline", None
    gone = next(
        (
            s.seat
            for s in table.seats
            if s.seat != table.you and (s.player is None or not s.connected)
        ),
        None,
    )
    return ("lapsed", gone) if gone is not None else ("", None)


@dataclass(frozen=True, slots=True)
class RecentRow:
    key: int
    """The player's id."""
    name: str
    level: int
    days_ago: int
    """Whole days since the last game with them (0: today)."""
    placing: str
    """How this player did in it: ``win``, ``draw``, ``second``, ``took_part``."""
    present: bool
    """Connected now (an invitation reaches them)."""
    outcome: str = ""
    """How that game went from this player's side (``recent_outcome``)."""


@dataclass(frozen=True, slots=True)
class TogetherView:
    players_online: int = 0
    recent_known: bool = False
    """The server has said whom this player met (the list may still be empty)."""
    recent_count: int = 0
    invitation: bool = False
    invitation_joinable: bool = False
    """The invitation can be followed now (not while playing at another table)."""
    invitation_from: str = ""
    invitation_code: str = ""
    invitation_preset: str = ""
    invitation_seats: int = 0
    invitation_clock: int = 0
    invite_status: str = ""
    """What became of the last Invite: ``waiting`` (the table is being opened), ``sent``,
    ``copied`` (offline: the invitation text is on the clipboard), ``off``, ``limited``."""
    invite_name: str = ""
    rematch: str = ""
    """The rematch at the finished online table: "" (none offered), ``open``, ``started``,
    ``declined``, ``lapsed``; ``offline`` while no finished online table is shown."""
    rematch_by: str = ""
    """Who offered it (a name), or who declined or left."""
    rematch_accepted: bool = False
    """This player has said yes (or offered it)."""
    rematch_waiting_for: str = ""
    """The names of those who have not answered yet, joined as a list with "and"."""
    rematch_ends: int = 0
    """When the offer lapses (Unix ms)."""
    rematch_problem: str = ""
    """Why the server refused this player's rematch answer (an error code), until it changes."""


def recent_rows(players: tuple[RecentPlayer, ...], now_ms: int) -> tuple[RecentRow, ...]:
    return tuple(
        RecentRow(
            key=p.id,
            name=with_tag(p.name, p.tag),
            level=p.level,
            days_ago=max(0, (now_ms - p.at) // DAY_MS),
            placing=p.placing.value,
            present=p.online,
            outcome=recent_outcome(p.placing, p.their_placing),
        )
        for p in players
    )


def derive_together(
    snapshot: OnlineSnapshot,
    invite_status: str,
    invite_name: str,
    *,
    invite_age: float = 0.0,
    now: float | None = None,
    rematch_problem: str = "",
) -> TogetherView:
    """``invite_age``: seconds since the last Invite's status changed; ``now``: the monotonic
    time, to let an unanswered invitation go (None: keep it)."""
    invitation = snapshot.invitation
    if (
        invitation is not None
        and now is not None
        and now - snapshot.invitation_at >= INVITATION_SECONDS
    ):
        invitation = None
    table = snapshot.table
    by = ""
    accepted = False
    waiting: list[str] = []
    ends = 0
    names = {seat.seat: seat.name or "" for seat in table.seats} if table is not None else {}
    rematch, gone = rematch_state(table)
    if rematch == "lapsed" and gone is not None:
        by = names.get(gone, "")
    if table is None or rematch == "offline":
        rematch = "offline"
    elif table.rematch is not None:
        offer = table.rematch
        rematch = offer.status.value
        who = offer.seat if offer.status is not RematchStatus.OPEN else offer.by
        by = names.get(who, "") if who is not None else ""
        accepted = table.you in offer.accepted
        waiting = [names[s] for s in sorted(names) if s not in offer.accepted]
        ends = offer.ends
    if invite_status == "waiting" and snapshot.invited:  # it reached them just now
        invite_status, invite_age = "sent", 0.0
    status = shown_invite_status(invite_status, invite_age, table)
    return TogetherView(
        players_online=snapshot.players_online,
        recent_known=snapshot.recent is not None,
        recent_count=len(snapshot.recent or ()),
        invitation=invitation is not None,
        invitation_joinable=invitation is not None and (table is None or table.status.ended),
        invitation_from=invitation.by.name if invitation else "",
        invitation_code=spaced(invitation.code) if invitation else "",
        invitation_preset=invitation.rules.preset if invitation else "",
        invitation_seats=invitation.seats if invitation else 0,
        invitation_clock=invitation.clock if invitation else 0,
        invite_status=status,
        invite_name=invite_name,
        rematch=rematch,
        rematch_by=by,
        rematch_accepted=accepted,
        rematch_waiting_for=names_text(waiting),
        rematch_ends=ends,
        rematch_problem=rematch_problem if rematch != "offline" else "",
    )


@QmlElement
@uncreatable("built by the together view-model")
class RecentPlayersModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(RecentRow, parent)


@QmlElement
@uncreatable("built by the app")
class TogetherViewModel(QObject):
    rematchOffered = Signal(str)
    """Someone else offered a rematch (their name): said aloud at once."""
    playersOnlineChanged = Signal()
    playersOnline = view_property("players_online", int, playersOnlineChanged)
    recentKnownChanged = Signal()
    recentKnown = view_property("recent_known", bool, recentKnownChanged)
    recentCountChanged = Signal()
    recentCount = view_property("recent_count", int, recentCountChanged)
    invitationChanged = Signal()
    invitation = view_property("invitation", bool, invitationChanged)
    invitationJoinableChanged = Signal()
    invitationJoinable = view_property("invitation_joinable", bool, invitationJoinableChanged)
    invitationFromChanged = Signal()
    invitationFrom = view_property("invitation_from", str, invitationFromChanged)
    invitationCodeChanged = Signal()
    invitationCode = view_property("invitation_code", str, invitationCodeChanged)
    invitationPresetChanged = Signal()
    invitationPreset = view_property("invitation_preset", str, invitationPresetChanged)
    invitationSeatsChanged = Signal()
    invitationSeats = view_property("invitation_seats", int, invitationSeatsChanged)
    invitationClockChanged = Signal()
    invitationClock = view_property("invitation_clock", int, invitationClockChanged)
    inviteStatusChanged = Signal()
    inviteStatus = view_property("invite_status", str, inviteStatusChanged)
    inviteNameChanged = Signal()
    inviteName = view_property("invite_name", str, inviteNameChanged)
    rematchChanged = Signal()
    rematch = view_property("rematch", str, rematchChanged)
    rematchByChanged = Signal()
    rematchBy = view_property("rematch_by", str, rematchByChanged)
    rematchAcceptedChanged = Signal()
    rematchAccepted = view_property("rematch_accepted", bool, rematchAcceptedChanged)
    rematchWaitingForChanged = Signal()
    rematchWaitingFor = view_property("rematch_waiting_for", str, rematchWaitingForChanged)
    rematchEndsChanged = Signal()
    rematchEnds = view_property("rematch_ends", int, rematchEndsChanged)
    rematchProblemChanged = Signal()
    rematchProblem = view_property("rematch_problem", str, rematchProblemChanged)

    copyInvitation = Signal()
    """The invited player is not online: the screen puts the invitation text on the clipboard."""
    invitationAccepted = Signal()
    """The player follows an invitation (from any screen): the lobby shows its table."""

    def __init__(
        self,
        client: OnlineClient,
        parent: QObject | None = None,
        *,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        super().__init__(parent)
        self._client = client
        self._clock = clock
        self._status_at = clock()
        """When the word on the last Invite last changed."""
        self._rematch_problem = ""
        self._seen_rematch: object = None
        """The rematch offer as last seen (a refusal is old news once it changes)."""
        self._table_options: Callable[[], NewTable] = NewTable
        """The lobby's form: a table opened for an invitation takes its rules and clock."""
        self._expiry = QTimer(self)
        self._expiry.setSingleShot(True)
        self._expiry.timeout.connect(self._refresh)
        self._recent = RecentPlayersModel(self)
        self._invite_status = ""
        self._invite_name = ""
        self._invitee: int | None = None
        """Whom to invite once the private table opened for them is there."""
        self._pending_copy = False
        """The invitation text is wanted once that table is there (the invitee is away)."""
        self._view = TogetherView()
        client.changed.connect(self._on_client)
        client.inviteRefused.connect(self._on_refused)
        client.rematchRefused.connect(self._on_rematch_refused)
        self._refresh()

    def set_table_options(self, options: Callable[[], NewTable]) -> None:
        """Where the options of a table opened for an invitation come from (the lobby's)."""
        self._table_options = options

    @Property(QObject, constant=True)
    def recent(self) -> RecentPlayersModel:
        return self._recent

    # --- recent players and invitations -----------------------------------------------------------

    @Slot()
    def refreshRecent(self) -> None:
        self._client.ask_recent()

    @Slot(int, str, bool)
    def invite(self, player_id: int, name: str, present: bool) -> None:
        """Invite someone: to the open table this player waits at, or to a private table
        opened for it. Someone who is not online gets the invitation text instead."""
        self._invite_name = name
        self._client.forget_invited()
        table = self._client.snapshot.table
        if table is not None and table.status is TableStatus.OPEN and table.you is not None:
            self._send_invite(player_id, present)
            return
        if table is not None and not table.status.ended:
            return  # at a running game: no new table
        if table is not None:
            self._client.forget_table()
        self._invitee = player_id if present else None
        self._set_status("waiting")
        options = self._table_options()
        sent = self._client.create_table(
            seats=2,
            clock=options.clock,
            preset=options.preset,
            triple=options.triple,
            forced_order=options.forced_order,
            private=True,
        )
        if not sent:
            self._set_status("")
            self._invitee = None
        elif not present:
            self._pending_copy = True
        self._refresh()

    def _send_invite(self, player_id: int, present: bool) -> None:
        if not present:
            self._set_status("copied")
            self._refresh()
            self.copyInvitation.emit()
            return
        self._set_status("waiting")
        self._client.invite(player_id)
        self._refresh()

    @Slot()
    def acceptInvitation(self) -> None:
        if not self._view.invitation_joinable:
            return
        self._client.answer_invitation(join=True)
        self.invitationAccepted.emit()

    @Slot()
    def dismissInvitation(self) -> None:
        self._client.answer_invitation(join=False)

    @Slot()
    def dismissInviteStatus(self) -> None:
        """The player has read what became of their invitation."""
        if self._invite_status not in ("", "waiting"):
            self._set_status("")
            self._refresh()

    # --- rematch ----------------------------------------------------------------------------------

    @Slot()
    def offerRematch(self) -> None:
        if self._view.rematch not in ("", "open"):
            return  # nothing that could work is offered
        self._rematch_problem = ""
        self._client.rematch(True)
        self._refresh()

    @Slot()
    def declineRematch(self) -> None:
        self._rematch_problem = ""
        self._client.rematch(False)
        self._refresh()

    def _on_rematch_refused(self, code: str) -> None:
        self._rematch_problem = code
        self._refresh()

    @Slot(result=int)
    def rematchSecondsLeft(self) -> int:
        ends = self._view.rematch_ends
        return max(0, round((ends - time.time() * 1000) / 1000)) if ends else 0

    # --- the client -------------------------------------------------------------------------------

    def _on_client(self) -> None:
        table = self._client.snapshot.table
        opened = table is not None and table.status is TableStatus.OPEN and table.you is not None
        if opened and self._invite_status == "waiting" and self._invitee is not None:
            invitee, self._invitee = self._invitee, None
            self._client.invite(invitee)
        elif opened and self._pending_copy:
            self._pending_copy = False
            self._set_status("copied")
            self.copyInvitation.emit()
        if self._rematch_problem and (table is None or table.rematch != self._seen_rematch):
            self._rematch_problem = ""  # the offer moved on: the refusal is old news
        self._seen_rematch = table.rematch if table is not None else None
        self._refresh()

    def _on_refused(self, code: str) -> None:
        if code == "not_online":
            self._set_status("copied")
            self.copyInvitation.emit()
        else:
            self._set_status(
                {"invitations_off": "off", "rate_limited": "limited"}.get(code, "failed")
            )
        self._refresh()

    def _set_status(self, status: str) -> None:
        if status != self._invite_status:
            self._invite_status = status
            self._status_at = self._clock()

    def _refresh(self) -> None:
        snapshot = self._client.snapshot
        now = self._clock()
        view = derive_together(
            snapshot,
            self._invite_status,
            self._invite_name,
            invite_age=now - self._status_at,
            now=now,
            rematch_problem=self._rematch_problem,
        )
        if self._invite_status == "waiting" and snapshot.invited:
            self._set_status("sent")
        elif not view.invite_status and self._invite_status != "waiting":
            self._invite_status = ""  # its time is up (a table still being opened is awaited)
        self._plan_expiry(snapshot, now)
        old, self._view = self._view, view
        publish(self, old, view)
        offered = view.rematch == "open" and not view.rematch_accepted
        if offered and (old.rematch != "open" or old.rematch_by != view.rematch_by):
            self.rematchOffered.emit(view.rematch_by)
        self._recent.set_rows(recent_rows(snapshot.recent or (), int(time.time() * 1000)))

    def _plan_expiry(self, snapshot: OnlineSnapshot, now: float) -> None:
        """Look again when the word on the Invite or the invitation is due to go."""
        due: list[float] = []
        if self._invite_status:
            due.append(self._status_at + INVITE_STATUS_SECONDS.get(self._invite_status, 30.0))
        if snapshot.invitation is not None:
            due.append(snapshot.invitation_at + INVITATION_SECONDS)
        future = [at - now for at in due if at > now]
        if future:
            self._expiry.start(max(50, round(min(future) * 1000) + 50))
        else:
            self._expiry.stop()
