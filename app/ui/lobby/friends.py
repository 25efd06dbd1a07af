"""Playing with friends: hosting a table server here, the tables hosted nearby, and what to do
when no server answers (the lobby's "Play with friends" part and its "no server" panel)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Property, QObject, QTimer, Signal, Slot
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QmlElement

from app.profile import normalize_server

from ..common.listmodel import RowListModel
from ..common.snapshot import publish, view_property
from ..online.client import OnlineClient
from ..online.hosting import Hosting, HostingState
from ..online.link import LinkStatus
from ..online.snapshot import OnlineSnapshot
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)

GUESTS_EVERY_MS = 2000
"""How often the hosted tables are looked at for who sits there (while hosting)."""


@dataclass(frozen=True, slots=True)
class NearbyRow:
    key: str
    host_name: str
    server: str
    """The address the app connects to (``ws://192.168.1.20:8765``)."""
    address: str
    """As shown: ``192.168.1.20:8765``."""
    open_tables: int
    """Public tables waiting for players there."""
    private_tables: int
    free_seats: int
    compatible: bool
    current: bool
    """It is the server this app speaks to now."""


@dataclass(frozen=True, slots=True)
class FriendsView:
    hosting_status: str = "off"
    """``off``, ``starting``, ``on``, ``stopping`` or ``failed``."""
    hosting_reason: str = ""
    host_port: int = 0
    addresses: tuple[str, ...] = ()
    """Where others reach the hosted server, as shown (``192.168.1.20:8765``), the best first."""
    share_address: str = ""
    """The address invitations name (``ws://192.168.1.20:8765``), "" without a network."""
    private_only: bool = True
    """Only private addresses: a friend elsewhere on the internet needs a forwarded port."""
    announced: bool = False
    looking: bool = False
    nearby_count: int = 0
    guests: int = 0
    """People other than this player seated at the hosted tables."""
    guest_names: str = ""
    no_answer: bool = False
    """The server in the settings never answered: the lobby shows the choices instead."""
    server: str = ""


def shown_address(server: str) -> str:
    return server.split("://", 1)[-1]


def nearby_rows(state: HostingState, current: str) -> tuple[NearbyRow, ...]:
    return tuple(
        NearbyRow(
            key=table.key,
            host_name=table.host_name,
            server=table.server,
            address=shown_address(table.server),
            open_tables=table.public,
            private_tables=table.private,
            free_seats=table.free,
            compatible=table.compatible,
            current=table.server == current,
        )
        for table in state.nearby
    )


def derive_friends(
    state: HostingState, snapshot: OnlineSnapshot, guests: tuple[str, ...]
) -> FriendsView:
    link = snapshot.link
    return FriendsView(
        hosting_status=state.status,
        hosting_reason=state.reason,
        host_port=state.port,
        addresses=tuple(shown_address(a) for a in state.addresses),
        share_address=state.addresses[0] if state.addresses else "",
        private_only=state.private_only,
        announced=state.announced,
        looking=state.looking,
        nearby_count=len(state.nearby),
        guests=len(guests),
        guest_names=", ".join(guests),
        no_answer=link.status is LinkStatus.OFFLINE and link.reason == "no_answer",
        server=snapshot.server,
    )


@QmlElement
@uncreatable("built by the friends view-model")
class NearbyTablesModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(NearbyRow, parent)


@QmlElement
@uncreatable("built by the app")
class FriendsViewModel(QObject):
    hostingStatusChanged = Signal()
    hostingStatus = view_property("hosting_status", str, hostingStatusChanged)
    hostingReasonChanged = Signal()
    hostingReason = view_property("hosting_reason", str, hostingReasonChanged)
    hostPortChanged = Signal()
    hostPort = view_property("host_port", int, hostPortChanged)
    addressesChanged = Signal()
    addresses = view_property("addresses", list, addressesChanged)
    shareAddressChanged = Signal()
    shareAddress = view_property("share_address", str, shareAddressChanged)
    privateOnlyChanged = Signal()
    privateOnly = view_property("private_only", bool, privateOnlyChanged)
    announcedChanged = Signal()
    announced = view_property("announced", bool, announcedChanged)
    lookingChanged = Signal()
    looking = view_property("looking", bool, lookingChanged)
    nearbyCountChanged = Signal()
    nearbyCount = view_property("nearby_count", int, nearbyCountChanged)
    guestsChanged = Signal()
    guests = view_property("guests", int, guestsChanged)
    guestNamesChanged = Signal()
    guestNames = view_property("guest_names", str, guestNamesChanged)
    noAnswerChanged = Signal()
    noAnswer = view_property("no_answer", bool, noAnswerChanged)
    serverChanged = Signal()
    server = view_property("server", str, serverChanged)

    hostRequested = Signal()
    """The player asked to host (the app starts the server under the player's name)."""
    serverChosen = Signal(str)
    """(normalised address) connect to this server: a table nearby, or an address typed."""

    def __init__(self, client: OnlineClient, hosting: Hosting, parent: QObject | None = None):
        super().__init__(parent)
        self._client = client
        self._hosting = hosting
        self._nearby = NearbyTablesModel(self)
        self._view = FriendsView()
        self._guests: tuple[str, ...] = ()
        self._ticker = QTimer(self)
        self._ticker.setInterval(GUESTS_EVERY_MS)
        self._ticker.timeout.connect(self._refresh)
        client.changed.connect(self._refresh)
        hosting.changed.connect(self._refresh)
        self._refresh()

    @Property(QObject, constant=True)
    def nearby(self) -> NearbyTablesModel:
        return self._nearby

    def guests_now(self) -> tuple[str, ...]:
        """The names of the others seated at the hosted tables (this player left out)."""
        player = self._client.snapshot.player
        own = player.id if player is not None and self._hosting.local else None
        return tuple(s.name for s in self._hosting.seated() if s.player_id != own)

    @Slot()
    def host(self) -> None:
        self.hostRequested.emit()

    @Slot()
    def stopHosting(self) -> None:
        self._hosting.stop()

    @Slot()
    def look(self) -> None:
        self._hosting.look()

    @Slot(str)
    def joinNearby(self, key: str) -> None:
        """Connect to the server of a table nearby (its lobby lists its public tables)."""
        table = self._hosting.nearby_table(key)
        if table is not None and table.compatible and not self._hosting.local:
            self.serverChosen.emit(table.server)

    @Slot(str, result=bool)
    def validAddress(self, text: str) -> bool:
        return normalize_server(text) is not None

    @Slot(str, result=bool)
    def connectTo(self, text: str) -> bool:
        """Connect to a server the player typed; False when it is no address."""
        server = normalize_server(text)
        if server is None:
            return False
        self.serverChosen.emit(server)
        return True

    @Slot(str)
    def copyText(self, text: str) -> None:
        clipboard = QGuiApplication.clipboard()
        if clipboard is not None:
            clipboard.setText(text)

    def _refresh(self) -> None:
        state = self._hosting.state
        self._guests = self.guests_now() if state.status == "on" else ()
        view = derive_friends(state, self._client.snapshot, self._guests)
        old, self._view = self._view, view
        publish(self, old, view)
        self._nearby.set_rows(nearby_rows(state, self._client.snapshot.server))
        if state.status == "on" and not self._ticker.isActive():
            self._ticker.start()
        elif state.status != "on" and self._ticker.isActive():
            self._ticker.stop()
