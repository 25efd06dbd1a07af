"""Playing together again: the people played with lately (with Invite), an invitation to
answer (Join / Not now), the players online, and the rematch on the results of an online game.

One frozen view derived from the client's snapshot and this view-model's own state
(``derive_together``); the server decides everything (who is online, whether an invitation
reaches anyone, when a rematch starts), this only shows it and passes the player's wishes on.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from app.net import RecentPlayer, RematchStatus, TableStatus, with_tag

from ..common.listmodel import RowListModel
from ..common.names import names_text
from ..common.snapshot import publish, view_property
from ..online.client import OnlineClient
from ..online.invite import spaced
from ..online.snapshot import OnlineSnapshot
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)

DAY_MS = 86_400_000


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


@dataclass(frozen=True, slots=True)
class TogetherView:
    players_online: int = 0
    recent_known: bool = False
    """The server has said whom this player met (the list may still be empty)."""
    recent_count: int = 0
    invitation: bool = False
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


def recent_rows(players: tuple[RecentPlayer, ...], now_ms: int) -> tuple[RecentRow, ...]:
    return tuple(
        RecentRow(
            key=p.id,
            name=with_tag(p.name, p.tag),
            level=p.level,
            days_ago=max(0, (now_ms - p.at) // DAY_MS),
            placing=p.placing.value,
            present=p.online,
        )
        for p in players
    )


def derive_together(snapshot: OnlineSnapshot, invite_status: str, invite_name: str) -> TogetherView:
    invitation = snapshot.invitation
    table = snapshot.table
    rematch = ""
    by = ""
    accepted = False
    waiting: list[str] = []
    ends = 0
    if table is None or table.status is not TableStatus.FINISHED or table.you is None:
        rematch = "offline"
    elif table.rematch is not None:
        offer = table.rematch
        rematch = offer.status.value
        names = {seat.seat: seat.name or "" for seat in table.seats}
        who = offer.seat if offer.status is not RematchStatus.OPEN else offer.by
        by = names.get(who, "") if who is not None else ""
        accepted = table.you in offer.accepted
        waiting = [names[s] for s in sorted(names) if s not in offer.accepted]
        ends = offer.ends
    return TogetherView(
        players_online=snapshot.players_online,
        recent_known=snapshot.recent is not None,
        recent_count=len(snapshot.recent or ()),
        invitation=invitation is not None,
        invitation_from=invitation.by.name if invitation else "",
        invitation_code=spaced(invitation.code) if invitation else "",
        invitation_preset=invitation.rules.preset if invitation else "",
        invitation_seats=invitation.seats if invitation else 0,
        invitation_clock=invitation.clock if invitation else 0,
        invite_status="sent" if invite_status == "waiting" and snapshot.invited else invite_status,
        invite_name=invite_name,
        rematch=rematch,
        rematch_by=by,
        rematch_accepted=accepted,
        rematch_waiting_for=names_text(waiting),
        rematch_ends=ends,
    )


@QmlElement
@uncreatable("built by the together view-model")
class RecentPlayersModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(RecentRow, parent)


@QmlElement
@uncreatable("built by the app")
class TogetherViewModel(QObject):
    playersOnlineChanged = Signal()
    playersOnline = view_property("players_online", int, playersOnlineChanged)
    recentKnownChanged = Signal()
    recentKnown = view_property("recent_known", bool, recentKnownChanged)
    recentCountChanged = Signal()
    recentCount = view_property("recent_count", int, recentCountChanged)
    invitationChanged = Signal()
    invitation = view_property("invitation", bool, invitationChanged)
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

    copyInvitation = Signal()
    """The invited player is not online: the screen puts the invitation text on the clipboard."""

    def __init__(self, client: OnlineClient, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._client = client
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
        self._refresh()

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
        table = self._client.snapshot.table
        if table is not None and table.status is TableStatus.OPEN and table.you is not None:
            self._send_invite(player_id, present)
            return
        if table is not None and not table.status.ended:
            return  # at a running game: no new table
        if table is not None:
            self._client.forget_table()
        self._invitee = player_id if present else None
        self._invite_status = "waiting"
        sent = self._client.create_table(
            seats=2, clock=60, preset="official", triple=False, forced_order=False, private=True
        )
        if not sent:
            self._invite_status = ""
            self._invitee = None
        elif not present:
            self._pending_copy = True
        self._refresh()

    def _send_invite(self, player_id: int, present: bool) -> None:
        if not present:
            self._invite_status = "copied"
            self._refresh()
            self.copyInvitation.emit()
            return
        self._invite_status = "waiting"
        self._client.invite(player_id)
        self._refresh()

    @Slot()
    def acceptInvitation(self) -> None:
        self._client.answer_invitation(join=True)

    @Slot()
    def dismissInvitation(self) -> None:
        self._client.answer_invitation(join=False)

    # --- rematch ----------------------------------------------------------------------------------

    @Slot()
    def offerRematch(self) -> None:
        self._client.rematch(True)

    @Slot()
    def declineRematch(self) -> None:
        self._client.rematch(False)

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
            self._invite_status = "copied"
            self.copyInvitation.emit()
        self._refresh()

    def _on_refused(self, code: str) -> None:
        if code == "not_online":
            self._invite_status = "copied"
            self.copyInvitation.emit()
        else:
            self._invite_status = {"invitations_off": "off", "rate_limited": "limited"}.get(
                code, "failed"
            )
        self._refresh()

    def _refresh(self) -> None:
        snapshot = self._client.snapshot
        view = derive_together(snapshot, self._invite_status, self._invite_name)
        if view.invite_status == "sent":
            self._invite_status = "sent"
        old, self._view = self._view, view
        publish(self, old, view)
        self._recent.set_rows(recent_rows(snapshot.recent or (), int(time.time() * 1000)))
