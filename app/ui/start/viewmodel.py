"""The start screen's view-model: the table being set up, and whether it can start.

Built for the start screen's first frame before the rules engine is loaded (issue 31): it shows
the table set up last as it was kept, and checks it against the rules with ``check_rules`` (the
app does so as soon as the rest of it is built), or at once when anything needs the rules first.
"""

from __future__ import annotations

import contextlib
from dataclasses import dataclass, replace

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from ..common.listmodel import RowListModel
from ..common.names import kept_name
from ..common.snapshot import publish, view_property
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)
from ..session.setup import LEVELS, Seat, SeatKind, TableSetup

_DEFAULT_SEATS = (
    Seat(SeatKind.YOU),
    Seat(SeatKind.COMPUTER, "medium"),
    Seat(SeatKind.COMPUTER, "medium"),
    Seat(SeatKind.COMPUTER, "medium"),
)


@dataclass(frozen=True, slots=True)
class StartInput:
    player_count: int = 1
    seats: tuple[Seat, ...] = _DEFAULT_SEATS
    """Always four; the first ``player_count`` sit at the table."""
    preset: str = "official"
    triple: bool = False
    forced_order: bool = False
    setup_open: bool = False
    """The setup form shows (else the welcome: continue, a quick game, set up a new one)."""

    def setup(self) -> TableSetup:
        return TableSetup(
            self.preset, self.triple, self.forced_order, self.seats[: self.player_count]
        )


@dataclass(frozen=True, slots=True)
class SeatRow:
    key: int
    kind: str
    level: str
    name: str
    seated: bool


@dataclass(frozen=True, slots=True)
class StartView:
    player_count: int
    preset: str
    triple: bool
    forced_order: bool
    can_start: bool
    problem: str
    setup_open: bool = False
    computers: int = 0
    """Computers at the table (the quick game tells who plays)."""
    people: int = 1
    """People at this computer, "you" included."""


def derive_start(state: StartInput, *, rules: bool = True) -> tuple[StartView, tuple[SeatRow, ...]]:
    """What the start screen shows of ``state``; ``rules`` False: short of what only the rules
    say (the seats' problems without the rules' most players)."""
    setup = state.setup()
    problem = (setup.problem() if rules else setup.seating_problem()) or ""
    computers = sum(seat.kind is SeatKind.COMPUTER for seat in setup.seats)
    view = StartView(
        state.player_count,
        state.preset,
        state.triple,
        state.forced_order,
        not problem,
        problem,
        state.setup_open,
        computers,
        len(setup.seats) - computers,
    )
    seats = tuple(
        SeatRow(i, seat.kind.value, seat.level, seat.name, i < state.player_count)
        for i, seat in enumerate(state.seats)
    )
    return view, seats


def with_seat_kind(state: StartInput, index: int, kind: SeatKind) -> StartInput:
    """Set one seat's kind; "you" sits at one seat only, so another "you" becomes a person."""
    seats = list(state.seats)
    if kind is SeatKind.YOU:
        seats = [replace(s, kind=SeatKind.PERSON) if s.kind is SeatKind.YOU else s for s in seats]
    seats[index] = replace(seats[index], kind=kind)
    return replace(state, seats=tuple(seats))


def input_from_setup(setup: TableSetup) -> StartInput:
    count = len(setup.seats)
    seats = (*setup.seats, *_DEFAULT_SEATS[count:])
    return StartInput(count, seats, setup.preset, setup.triple, setup.forced_order)


@QmlElement
@uncreatable("built by the start view-model")
class SeatsModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(SeatRow, parent)


@QmlElement
@uncreatable("built by the app")
class StartViewModel(QObject):
    playerCountChanged = Signal()
    playerCount = view_property("player_count", int, playerCountChanged)
    presetChanged = Signal()
    preset = view_property("preset", str, presetChanged)
    tripleChanged = Signal()
    triple = view_property("triple", bool, tripleChanged)
    forcedOrderChanged = Signal()
    forcedOrder = view_property("forced_order", bool, forcedOrderChanged)
    canStartChanged = Signal()
    canStart = view_property("can_start", bool, canStartChanged)
    problemChanged = Signal()
    problem = view_property("problem", str, problemChanged)
    setupOpenChanged = Signal()
    setupOpen = view_property("setup_open", bool, setupOpenChanged)
    computersChanged = Signal()
    computers = view_property("computers", int, computersChanged)
    peopleChanged = Signal()
    people = view_property("people", int, peopleChanged)

    setupChanged = Signal()
    """The table changed (the app remembers it for next time)."""

    def __init__(self, parent: QObject | None = None, *, rules_later: bool = False) -> None:
        """``rules_later``: the table is checked against the rules only by ``check_rules``
        (or by the first thing that needs them), so that building it loads no rules engine."""
        super().__init__(parent)
        self._seats = SeatsModel(self)
        self._input = StartInput()
        self._view: StartView | None = None
        self._rules_checked = not rules_later
        self._refresh()

    @Property(QObject, constant=True)
    def seats(self) -> SeatsModel:
        return self._seats

    @Property(list, constant=True)
    def presets(self) -> list[str]:
        from app.rules import PRESET_NAMES

        return list(PRESET_NAMES)

    @Property(list, constant=True)
    def levels(self) -> list[str]:
        return list(LEVELS)

    def setup(self) -> TableSetup:
        return self._table().setup()

    def load(self, setup: TableSetup) -> None:
        loaded = replace(input_from_setup(setup), setup_open=self._input.setup_open)
        self._set(loaded, notify=False)

    def load_json(self, text: str) -> None:
        """Restore a remembered table; anything unreadable leaves the defaults (as does a
        table the rules do not take, found when they are checked: ``rules_later``)."""
        with contextlib.suppress(ValueError, TypeError):
            if self._rules_checked:
                self.load(TableSetup.from_json(text))
            else:
                self.load(TableSetup.read_json(text))

    def check_rules(self) -> None:
        """Check the table against the rules, once (``rules_later``): one they do not take
        gives way to the defaults."""
        if self._rules_checked:
            return
        self._rules_checked = True
        try:
            self._input.setup().checked()
        except ValueError:
            self._input = StartInput(setup_open=self._input.setup_open)
        self._refresh()

    def _table(self) -> StartInput:
        """The table as it stands, checked against the rules first."""
        self.check_rules()
        return self._input

    def to_json(self) -> str:
        return self.setup().to_json()

    @Slot()
    def openSetup(self) -> None:
        """Show the setup form (from the welcome)."""
        self._set(replace(self._table(), setup_open=True), notify=False)

    @Slot()
    def closeSetup(self) -> None:
        """Back to the welcome."""
        self._set(replace(self._table(), setup_open=False), notify=False)

    @Slot(int)
    def setPlayerCount(self, count: int) -> None:
        from app.rules import MAX_PLAYERS

        if 1 <= count <= MAX_PLAYERS:
            state = replace(self._table(), player_count=count)
            if count == 1 and state.seats[0].kind is SeatKind.COMPUTER:
                state = with_seat_kind(state, 0, SeatKind.YOU)
            self._set(state)

    @Slot(int, str)
    def setSeatKind(self, index: int, kind: str) -> None:
        state = self._table()
        if 0 <= index < len(state.seats) and kind in SeatKind.__members__.values():
            self._set(with_seat_kind(state, index, SeatKind(kind)))

    @Slot(int, str)
    def setSeatLevel(self, index: int, level: str) -> None:
        state = self._table()
        if 0 <= index < len(state.seats) and level in LEVELS:
            seats = list(state.seats)
            seats[index] = replace(seats[index], level=level)
            self._set(replace(state, seats=tuple(seats)))

    @Slot(int, str)
    def setSeatName(self, index: int, name: str) -> None:
        state = self._table()
        if 0 <= index < len(state.seats):
            seats = list(state.seats)
            seats[index] = replace(seats[index], name=kept_name(name))
            self._set(replace(state, seats=tuple(seats)))

    @Slot(str)
    def setPreset(self, name: str) -> None:
        from app.rules import PRESET_NAMES

        if name in PRESET_NAMES:
            self._set(replace(self._table(), preset=name))

    @Slot(bool)
    def setTriple(self, on: bool) -> None:
        self._set(replace(self._table(), triple=on))

    @Slot(bool)
    def setForcedOrder(self, on: bool) -> None:
        self._set(replace(self._table(), forced_order=on))

    def _set(self, state: StartInput, *, notify: bool = True) -> None:
        self._input = state
        self._refresh()
        if notify:
            self.setupChanged.emit()

    def _refresh(self) -> None:
        view, seats = derive_start(self._input, rules=self._rules_checked)
        old, self._view = self._view, view
        publish(self, old, view)
        self._seats.set_rows(seats)
