"""The lobby's view-model: open tables, a new table's options, joining by code or link."""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from app.net import CLOCK_SECONDS, SEAT_COUNTS, ErrorCode, TableStatus, TableSummary, with_tag
from app.rules import PRESET_NAMES

from ..common.listmodel import RowListModel
from ..common.names import names_text
from ..common.snapshot import publish, view_property
from ..online.client import OnlineClient
from ..online.invite import BadInvitation, Invitation, read_code, spaced
from ..online.link import LinkStatus
from ..online.snapshot import OnlineSnapshot
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)


@dataclass(frozen=True, slots=True)
class LobbyRow:
    key: str
    """The table code."""
    code: str
    """As shown: ``K7QM-R2XH``."""
    preset: str
    triple: bool
    forced_order: bool
    seats: int
    taken: int
    names: str
    """Who sits there already, joined as a list with "and"."""
    clock: int
    host: str
    playing: bool = False
    """The game runs: the table can be watched, not joined."""
    scores: str = ""
    """While playing: each player with their total so far ("Ada 112 · Bo 97")."""


@dataclass(frozen=True, slots=True)
class NewTable:
    """The options of a table the player is about to open."""

    seats: int = 2
    clock: int = 60
    preset: str = "official"
    triple: bool = False
    forced_order: bool = False
    private_table: bool = True
    """Private tables are found by their code only; public ones are listed in the lobby."""


@dataclass(frozen=True, slots=True)
class LobbyView:
    online: bool = False
    table_count: int = 0
    total: int = 0
    seated: bool = False
    """The player has a table (open, playing or finished): creating or joining is not offered."""
    seats: int = 2
    clock: int = 60
    preset: str = "official"
    triple: bool = False
    forced_order: bool = False
    private_table: bool = True
    waiting: str = ""
    """What the lobby waits for the server to answer: ``create``, ``join`` or ""."""
    problem: str = ""
    """A code for the last thing that went wrong (a server error code, ``bad_code``...)."""
    pending_code: str = ""
    """A table to join as soon as the connection stands, as shown."""
    can_watch: bool = False
    """The last table asked for has started without this player: it can be watched instead."""
    greeted: bool = False
    """Online, and the server knows the player's name."""
    waiting_room: bool = False
    """The player's table waits for players."""
    table_running: bool = False
    """The player's table has started (or is over)."""
    lobby_open: bool = False
    """Open tables, joining and opening one are offered: no name is asked for and no table
    holds the player (a finished one does not: its results stay a click away while the next
    game is arranged)."""


@dataclass(frozen=True, slots=True)
class LobbyScreen:
    """What the lobby screen shows of its parts, from what the server said."""

    greeted: bool
    waiting_room: bool
    table_running: bool
    lobby_open: bool


def derive_lobby_screen(snapshot: OnlineSnapshot) -> LobbyScreen:
    table = snapshot.table
    player = snapshot.player
    return LobbyScreen(
        greeted=snapshot.link.status is LinkStatus.ONLINE
        and player is not None
        and player.name != "",
        waiting_room=table is not None and table.status is TableStatus.OPEN,
        table_running=table is not None and table.status is not TableStatus.OPEN,
        lobby_open=not snapshot.needs_name and (table is None or table.status.ended),
    )


def tagged_names(table: TableSummary) -> list[str]:
    """The names at a listed table, each with the tag the lobby gave it (a look-alike of it is
    listed too)."""
    tags = table.tags if len(table.tags) == len(table.names) else [None] * len(table.names)
    return [with_tag(name, tag) for name, tag in zip(table.names, tags, strict=True)]


def lobby_rows(tables: tuple[TableSummary, ...]) -> tuple[LobbyRow, ...]:
    return tuple(
        LobbyRow(
            key=table.code,
            code=spaced(table.code),
            preset=table.rules.preset,
            triple=table.rules.triple,
            forced_order=table.rules.forced_order,
            seats=table.seats,
            taken=table.taken,
            names=names_text(tagged_names(table)),
            clock=table.clock,
            host=tagged_names(table)[0] if table.names else table.host,
            playing=table.status is TableStatus.PLAYING,
            scores=" · ".join(
                f"{name} {total}"
                for name, total in zip(tagged_names(table), table.totals, strict=False)
            ),
        )
        for table in tables
    )


def derive_lobby(
    snapshot: OnlineSnapshot, options: NewTable, waiting: str, problem: str, asked: str = ""
) -> LobbyView:
    table = snapshot.table
    screen = derive_lobby_screen(snapshot)
    return LobbyView(
        online=snapshot.player is not None,
        table_count=len(snapshot.lobby),
        total=snapshot.lobby_total,
        seated=table is not None and not table.status.ended,
        seats=options.seats,
        clock=options.clock,
        preset=options.preset,
        triple=options.triple,
        forced_order=options.forced_order,
        private_table=options.private_table,
        waiting=waiting,
        problem=problem,
        pending_code=spaced(snapshot.pending_code) if snapshot.pending_code else "",
        can_watch=problem == ErrorCode.GAME_STARTED.value and bool(asked) and table is None,
        greeted=screen.greeted,
        waiting_room=screen.waiting_room,
        table_running=screen.table_running,
        lobby_open=screen.lobby_open,
    )


@QmlElement
@uncreatable("built by the lobby view-model")
class LobbyTablesModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(LobbyRow, parent)


@QmlElement
@uncreatable("built by the app")
class LobbyViewModel(QObject):
    onlineChanged = Signal()
    online = view_property("online", bool, onlineChanged)
    tableCountChanged = Signal()
    tableCount = view_property("table_count", int, tableCountChanged)
    totalChanged = Signal()
    total = view_property("total", int, totalChanged)
    seatedChanged = Signal()
    seated = view_property("seated", bool, seatedChanged)
    seatsChanged = Signal()
    seats = view_property("seats", int, seatsChanged)
    clockChanged = Signal()
    clock = view_property("clock", int, clockChanged)
    presetChanged = Signal()
    preset = view_property("preset", str, presetChanged)
    tripleChanged = Signal()
    triple = view_property("triple", bool, tripleChanged)
    forcedOrderChanged = Signal()
    forcedOrder = view_property("forced_order", bool, forcedOrderChanged)
    privateTableChanged = Signal()
    privateTable = view_property("private_table", bool, privateTableChanged)
    waitingChanged = Signal()
    waiting = view_property("waiting", str, waitingChanged)
    problemChanged = Signal()
    problem = view_property("problem", str, problemChanged)
    pendingCodeChanged = Signal()
    pendingCode = view_property("pending_code", str, pendingCodeChanged)
    canWatchChanged = Signal()
    canWatch = view_property("can_watch", bool, canWatchChanged)
    greetedChanged = Signal()
    greeted = view_property("greeted", bool, greetedChanged)
    waitingRoomChanged = Signal()
    waitingRoom = view_property("waiting_room", bool, waitingRoomChanged)
    tableRunningChanged = Signal()
    tableRunning = view_property("table_running", bool, tableRunningChanged)
    lobbyOpenChanged = Signal()
    lobbyOpen = view_property("lobby_open", bool, lobbyOpenChanged)

    invitationFollowed = Signal(object)
    """(Invitation) a pasted link names another server: the app switches to it first."""

    def __init__(self, client: OnlineClient, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._client = client
        self._tables = LobbyTablesModel(self)
        self._options = NewTable()
        self._waiting = ""
        self._problem = ""
        self._asked = ""
        """The code of the table last asked for (to watch it when it started already)."""
        self._view = LobbyView()
        client.changed.connect(self._on_client)
        client.problem.connect(self._on_problem)
        self._refresh()

    @Property(QObject, constant=True)
    def tables(self) -> LobbyTablesModel:
        return self._tables

    @property
    def options(self) -> NewTable:
        """The new table's options as chosen in the form (a table opened for an invitation
        takes them too)."""
        return self._options

    @Property(list, constant=True)
    def seatCounts(self) -> list[int]:
        return list(SEAT_COUNTS)

    @Property(list, constant=True)
    def clocks(self) -> list[int]:
        return list(CLOCK_SECONDS)

    @Property(list, constant=True)
    def presets(self) -> list[str]:
        return list(PRESET_NAMES)

    # --- a new table ------------------------------------------------------------------------------

    @Slot(int)
    def setSeats(self, seats: int) -> None:
        if seats in SEAT_COUNTS:
            self._set_options(seats=seats)

    @Slot(int)
    def setClock(self, seconds: int) -> None:
        if seconds in CLOCK_SECONDS:
            self._set_options(clock=seconds)

    @Slot(str)
    def setPreset(self, name: str) -> None:
        if name in PRESET_NAMES:
            self._set_options(preset=name)

    @Slot(bool)
    def setTriple(self, on: bool) -> None:
        self._set_options(triple=on)

    @Slot(bool)
    def setForcedOrder(self, on: bool) -> None:
        self._set_options(forced_order=on)

    @Slot(bool)
    def setPrivateTable(self, on: bool) -> None:
        self._set_options(private_table=on)

    @Slot()
    def create(self) -> None:
        if self._view.seated or self._waiting:
            return
        options = self._options
        sent = self._client.create_table(
            seats=options.seats,
            clock=options.clock,
            preset=options.preset,
            triple=options.triple,
            forced_order=options.forced_order,
            private=options.private_table,
        )
        self._set_state(waiting="create" if sent else "", problem="" if sent else "offline")

    # --- joining ----------------------------------------------------------------------------------

    @Slot(str, result=bool)
    def join(self, text: str) -> bool:
        """Join by what the player typed or pasted: a code or an invitation link. False (and a
        problem to show) when it is neither."""
        try:
            invitation = read_code(text)
        except BadInvitation as bad:
            self._set_state(problem=bad.reason)
            return False
        if invitation is None:
            self._set_state(problem="bad_code")
            return False
        self.follow(invitation)
        return True

    @Slot(str)
    def joinTable(self, code: str) -> None:
        self.follow(Invitation(code))

    def follow(self, invitation: Invitation) -> None:
        snapshot = self._client.snapshot
        if invitation.server is not None and invitation.server != snapshot.server:
            self.invitationFollowed.emit(invitation)  # the app changes the server, then joins
            return
        self._asked = invitation.code
        self._client.join(invitation.code)
        self._set_state(waiting="join" if self._client.online else "", problem="")

    @Slot()
    def watch(self) -> None:
        """Follow the table that started without this player, as a spectator."""
        if self._asked and self._client.watch(self._asked):
            self._set_state(waiting="join", problem="")

    @Slot(str)
    def watchTable(self, code: str) -> None:
        """Follow a running table from the list, as a spectator."""
        if not self._view.seated and self._client.watch(code):
            self._set_state(waiting="join", problem="")

    @Slot()
    def dismissProblem(self) -> None:
        self._set_state(problem="")

    # --- the client -------------------------------------------------------------------------------

    def _on_client(self) -> None:
        table = self._client.snapshot.table
        if self._waiting and table is not None and not table.status.ended:
            self._waiting = ""  # the table the player asked for is here
        self._refresh()

    def _on_problem(self, code: str) -> None:
        self._set_state(waiting="", problem=code)

    def _set_options(self, **changes: object) -> None:
        self._options = replace(self._options, **changes)  # type: ignore[arg-type]
        self._refresh()

    def _set_state(self, **changes: str) -> None:
        self._waiting = changes.get("waiting", self._waiting)
        self._problem = changes.get("problem", self._problem)
        self._refresh()

    def _refresh(self) -> None:
        snapshot = self._client.snapshot
        view = derive_lobby(snapshot, self._options, self._waiting, self._problem, self._asked)
        old, self._view = self._view, view
        publish(self, old, view)
        self._tables.set_rows(lobby_rows(snapshot.lobby))
