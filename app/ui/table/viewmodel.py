"""The table view-model: a coordinator over its parts, each with one job. It keeps the table's
input (``TableInput``), derives the view from it (published through the properties of
``TableProperties``) and wires the parts to the session:

- ``intentions.py``: the player's intentions, passed on to the session;
- ``keyboard.py``: the keyboard's cursor on the sheet;
- ``voice.py``: what the table says and the answers to the player's questions;
- ``coach.py``: the coach's notes after a decision;
- ``advice.py``: the hints' advice for the dice;
- ``landing.py``: when thrown dice count as landed.

Its Qt properties, signals and slots are what QML sees of the table."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from app.rules import Event, Game, Rolled

from ..common.snapshot import publish
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)
from ..services.hints import HintTables
from ..session import Seat, Session, TableSetup
from .advice import AdviceSource
from .announcer import AnnouncerViewModel
from .coach import CoachViewModel
from .dice import count_throws, derive_dice
from .intentions import Intentions
from .keyboard import SheetCursor
from .landing import LANDING_AT_LATEST_MS, LandingTimer
from .listmodels import DiceModel, PlayersModel, SheetModel
from .properties import TableProperties
from .recap import EntryNote, replayed_notes
from .sheet import derive_sheet
from .speech import Announcement, Speaker, Verbosity
from .view import TableInput, TableView, derive_players, derive_table, session_changes
from .voice import TableVoice
from .winchances import WinChancesViewModel
from .winhint import WinHintViewModel

__all__ = ["LANDING_AT_LATEST_MS", "TableViewModel", "taken_back"]


def taken_back(before: Game, after: Game) -> tuple[EntryNote, ...]:
    """The entries of ``before`` that ``after`` (the game an undo went back to) no longer has."""
    if len(after.log) >= len(before.log):
        return ()
    kept = {note.key for note in replayed_notes(after, keep=len(after.log) + 1)}
    return tuple(
        note for note in replayed_notes(before, keep=len(before.log) + 1) if note.key not in kept
    )


@QmlElement
@uncreatable("built by the app")
class TableViewModel(TableProperties):
    showHintsToggled = Signal(bool)
    """The player pressed H: the app stores the new setting."""
    gameChanged = Signal(object, object)
    """(Game, events) after every change, for saving and sounds."""
    momentArrived = Signal(str)
    """An entry brought a moment (``session.moments.Moment``): the app plays its sound."""
    hintsShown = Signal()
    """Hints appeared for a person at this computer (the game is marked for the statistics)."""

    def __init__(
        self, hints: HintTables, *, seed: int | None = None, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self._dice = DiceModel(self)
        self._sheet = SheetModel(self)
        self._players = PlayersModel(self)
        self._session: Session | None = None
        self._input: TableInput | None = None
        self._view: TableView = TableView(status="")
        self._throws: tuple[int, ...] = ()
        self._seed = seed if seed is not None else random.randrange(1 << 30)
        self._show_hints = True
        self._linger_ms = 0
        self._namer: Callable[[int, Seat], str] | None = None
        self._keys = SheetCursor(self.cursorChanged.emit)
        self._intentions = Intentions(self)
        self._landing = LandingTimer(self, self.diceLanded)
        self._coach = CoachViewModel(self)
        self._announcer = AnnouncerViewModel(self)
        self._voice = TableVoice(self._announcer)
        self._voice.listening(lambda: self._input)
        self._advice = AdviceSource(hints, self._on_progress)
        self._win = WinChancesViewModel(self)
        self._win_hint = WinHintViewModel(self)
        self._spoken_hints = ""
        self._standing = ""

    # --- what QML reads besides the view ----------------------------------------------------------

    @Property(QObject, constant=True)
    def dice(self) -> DiceModel:
        return self._dice

    @Property(QObject, constant=True)
    def sheet(self) -> SheetModel:
        return self._sheet

    @Property(QObject, constant=True)
    def players(self) -> PlayersModel:
        return self._players

    @Property(QObject, constant=True)
    def coach(self) -> CoachViewModel:
        return self._coach

    @Property(QObject, constant=True)
    def announcer(self) -> AnnouncerViewModel:
        return self._announcer

    @Property(QObject, constant=True)
    def winChances(self) -> WinChancesViewModel:
        return self._win

    @Property(QObject, constant=True)
    def winHint(self) -> WinHintViewModel:
        """The hints' lines that play to win."""
        return self._win_hint

    def voice(self) -> AnnouncerViewModel:
        """The announcer, for Python (others at the table speak through it too)."""
        return self._announcer

    spokenHintsChanged = Signal()

    @Property(str, notify=spokenHintsChanged)
    def spokenHints(self) -> str:
        """The hints as the I key reads them (the hints panel's text for screen readers)."""
        return self._spoken_hints

    standingChanged = Signal()

    @Property(str, notify=standingChanged)
    def standing(self) -> str:
        """Where the game at the table stands, in words (Continue's description)."""
        return self._standing

    def standing_text(self) -> str:
        """``standing``, for Python."""
        return self._standing

    cursorChanged = Signal()

    @Property(str, notify=cursorChanged)
    def cursor(self) -> str:
        return self._keys.key or ""

    # --- what the parts see of the table (``intentions.Desk``) ------------------------------------

    @property
    def session(self) -> Session | None:
        return self._session

    @property
    def state(self) -> TableInput | None:
        return self._input

    @property
    def cursor_keys(self) -> SheetCursor:
        return self._keys

    def mark(self, box: str) -> None:
        self._update(marked=box, refusal="")
        if self._view.marked == box:
            label, points = self._view.status_label, self._view.marked_points
            self._voice.say(self._input, lambda s: s.marked(label, points))

    def refuse(self, code: str) -> None:
        self._on_refused(code)

    def read_bonus_row(self) -> None:
        state = self._input
        if state is not None:
            game = state.game
            self._voice.answer(state, lambda s: s.bonus_row(game, game.current))

    # --- wiring -----------------------------------------------------------------------------------

    def attach(self, session: Session) -> None:
        """Show ``session``'s game from now on (a new, resumed or finished game)."""
        if self._session is not None:
            old = self._session
            old.changed.disconnect(self._on_changed)
            old.busyChanged.disconnect(self._on_busy)
            old.refused.disconnect(self._on_refused)
            old.undoAvailableChanged.disconnect(self._on_undo_available)
            old.presenceChanged.disconnect(self._on_presence)
        self._session = session
        self._keys.reset()
        self._throws = ()
        self._landing.stop()
        self._coach.dismiss()
        session.changed.connect(self._on_changed)
        session.busyChanged.connect(self._on_busy)
        session.refused.connect(self._on_refused)
        session.undoAvailableChanged.connect(self._on_undo_available)
        session.presenceChanged.connect(self._on_presence)
        self._input = TableInput(
            game=session.game,
            setup=session.setup,
            controls=tuple(session.controls(s) for s in range(session.game.player_count)),
            busy=session.busy,
            show_hints=self._show_hints,
            preparing=self._advice.prepare(session.game.rules),
            undo_available=session.undo_available,
            names=self._names(session.setup),
            online=session.online,
            away=tuple(session.away(s) for s in range(session.game.player_count)),
            aborted=session.aborted,
            notes=replayed_notes(session.game),
            moments=self._input.moments if self._input is not None else 0,
            linger_ms=self._linger_ms,
            challenge=session.challenge,
        )
        self._refresh()
        self._announcer.clear()  # a table of its own: its log starts empty
        game = session.game
        if not game.over:
            self._voice.say(self._input, lambda s: s.current(game))

    def set_namer(self, namer: Callable[[int, Seat], str]) -> None:
        """How seats without a typed name are called (in the language shown now)."""
        self._namer = namer
        if self._input is not None:
            self._update(names=self._names(self._input.setup))
        self._voice.retell()  # (the language may have changed: the log reads in the new one)

    def shown_names(self) -> tuple[str, ...]:
        return self._input.shown_names if self._input is not None else ()

    def _names(self, setup: TableSetup) -> tuple[str, ...]:
        return setup.names(self._namer) if self._namer is not None else ()

    def set_preferences(
        self,
        *,
        confirm_every: bool,
        show_hints: bool,
        linger_ms: int,
        coach: bool = False,
        verbosity: str = Verbosity.FULL.value,
        win_chances: bool = True,
    ) -> None:
        self._win.set_enabled(win_chances)
        self._intentions.confirm_every = confirm_every
        self._voice.set_verbosity(verbosity)
        self._linger_ms = linger_ms
        self._coach.enabled = coach
        if not coach:
            self._coach.dismiss()
        self._show_hints = show_hints
        self._update(show_hints=show_hints, linger_ms=linger_ms)

    # --- the player's intentions (``intentions.py``) ----------------------------------------------

    @Slot()
    def roll(self) -> None:
        self._intentions.roll()

    @Slot(int)
    def toggleDie(self, die: int) -> None:
        self._intentions.toggle(die)

    @Slot(str)
    def clickBox(self, box: str) -> None:
        self._intentions.click(box)

    @Slot()
    def confirm(self) -> None:
        """Return: the box under the cursor, else the marked one, else the first free box."""
        self._intentions.confirm()

    @Slot()
    def cancel(self) -> None:
        self._update(marked=None, refusal="")

    @Slot(str)
    def moveCursor(self, direction: str) -> None:
        state = self._input
        if state is None:
            return
        moved = self._keys.move(state.game, direction)
        if moved is False:  # the focus stays where it is: the screen reader would say nothing
            self._voice.answer(state, lambda s: s.edge(direction))
        elif moved:
            self._refresh_sheet()

    @Slot()
    def toggleHints(self) -> None:
        if self._input is not None and self._input.challenge:
            return  # a challenge is played without hints
        self._show_hints = not self._show_hints
        self._update(show_hints=self._show_hints)
        shown = self._show_hints
        self._voice.answer(self._input, lambda s: s.hints_toggled(shown))
        self.showHintsToggled.emit(self._show_hints)

    @Slot()
    def undo(self) -> None:
        self._intentions.undo()

    @Slot()
    def diceLanded(self) -> None:
        """The view's dice came to rest: the player may act again."""
        self._landing.stop()
        if self._input is not None and self._input.rolling:
            self._update(rolling=False)

    @Slot()
    def resign(self) -> None:
        self._intentions.resign()

    # --- the player's questions (``voice.py``: answered aloud and in the log) ---------------------

    def speaker(self) -> Speaker:
        """Who "you" are at this table, the seats' names as shown, and how much to say."""
        return self._voice.speaker(self._input)

    @Slot()
    def readSheet(self) -> None:
        state = self._input
        if state is not None:
            self._voice.answer(state, lambda s: TableVoice.sheet(s, state))

    @Slot()
    def readScores(self) -> None:
        if self._input is not None:
            game = self._input.game
            self._voice.answer(self._input, lambda s: s.scores(game))

    @Slot()
    def readDice(self) -> None:
        if self._input is not None:
            game = self._input.game
            self._voice.answer(self._input, lambda s: s.dice(game))

    @Slot()
    def readHints(self) -> None:
        state = self._input
        if state is not None:
            self._voice.answer(state, self._told_hints(state))

    def _told_hints(self, state: TableInput) -> Callable[[Speaker], Announcement]:
        """The hints as told (the I key, the panel's description), with the lines that play to
        win after them where they show."""
        win = self._win_hint

        def told(speaker: Speaker) -> Announcement:
            said = TableVoice.hints(speaker, state)
            extra = win.spoken() if state.advice is not None else ""
            return replace(said, text=f"{said.text} {extra}") if extra else said

        return told

    @Slot()
    def readWinChances(self) -> None:
        """W: everyone's chance to win, and where the hints show them, the chances of the
        player's own choices after them."""
        said = self._win.announcement()
        state = self._input
        extra = self._win_hint.spoken() if state is not None and state.advice is not None else ""
        self._announcer.answer(replace(said, text=f"{said.text} {extra}") if extra else said)

    @Slot()
    def repeatLast(self) -> None:
        self._announcer.repeatLast()

    # --- what the session says --------------------------------------------------------------------

    def _on_changed(self, game: Game, events: tuple[Event, ...]) -> None:
        self._throws = count_throws(self._throws or (0,) * game.rules.dice_count, events)
        session, state = self._session, self._input
        if session is not None:
            self._keys.follow(game, events, session.controls)
        if session is not None and state is not None:
            self._coach.follow(session, state.game, game, ready=self._advice.ready(game.rules))
        changes = session_changes(session, state, game, events)
        if any(isinstance(event, Rolled) for event in events):
            changes["rolling"] = True
            self._landing.thrown()
        elif not events:
            changes["rolling"] = False
        self._update(**changes)
        if events:
            self._voice.say(self._input, lambda s: s.events(game, events))
        elif session is not None and not session.online and state is not None:
            taken = taken_back(state.game, game)
            self._voice.say(self._input, lambda s: s.undone(taken, game))
        if "moment" in changes:
            self.momentArrived.emit(self._view.moment.kind)
        self.gameChanged.emit(game, events)

    def _on_busy(self, busy: bool) -> None:
        session = self._session
        if session is not None and self._input is not None:
            game = self._input.game
            controls = tuple(session.controls(s) for s in range(game.player_count))
            self._update(busy=busy, controls=controls)
        else:
            self._update(busy=busy)

    def _on_refused(self, code: str) -> None:
        self._update(refusal=code)
        instead, refusal = self._view.refusal_boxes, self._view.refusal or code
        self._voice.say(self._input, lambda s: s.refused(refusal, instead))

    def _on_presence(self) -> None:
        session = self._session
        if session is not None:
            count = session.game.player_count
            self._update(away=tuple(session.away(s) for s in range(count)))

    def _on_undo_available(self, available: bool) -> None:
        self._update(undo_available=available)

    def _on_progress(self, key: str, progress: float) -> None:
        if self._input is not None and self._input.game.rules.key == key:
            self._update(preparing=progress)

    # --- deriving ---------------------------------------------------------------------------------

    def _update(self, **changes: object) -> None:
        if self._input is None:
            return
        self._input = replace(self._input, **changes)  # type: ignore[arg-type]
        self._refresh()

    def _refresh(self) -> None:
        state = self._input
        if state is None:
            return
        advice = self._advice.advise(
            state.game,
            shown=state.show_hints,
            challenge=bool(state.challenge),
            preparing=state.preparing,
        )
        if advice is not state.advice:
            state = self._input = replace(state, advice=advice)
        self._keys.settle(state.game)
        view = derive_table(state)
        allowed = self._session is not None and self._session.hints_allowed
        wanted = allowed and self._win.enabled and bool(view.hint_boxes)
        chances = self._advice.chances(
            state.game, state.advice if wanted else None, state.setup.levels
        )
        self._win_hint.update(state.game, chances)
        spoken = self._told_hints(state)(self._voice.speaker(state)).text
        if spoken != self._spoken_hints:
            self._spoken_hints = spoken
            self.spokenHintsChanged.emit()
        standing = self._voice.standing(state)
        if standing != self._standing:
            self._standing = standing
            self.standingChanged.emit()
        old, self._view = self._view, view
        publish(self, old, view)
        if view.hint_boxes and not old.hint_boxes:
            self.hintsShown.emit()
        ready = state.preparing >= 1.0
        self._win.update(
            state.game,
            state.shown_names,
            hints_allowed=allowed,
            ready=ready,
            levels=state.setup.levels,
        )
        self._dice.set_rows(derive_dice(state.game, self._throws, self._seed))
        self._players.set_rows(
            derive_players(state.game, state.setup, state.shown_names, state.away)
        )
        self._refresh_sheet()

    def _refresh_sheet(self) -> None:
        state = self._input
        if state is None:
            return
        game = state.game
        controls_turn = not game.over and state.controls[game.current]
        latest = state.notes[-1] if state.notes else None
        self._sheet.set_rows(
            derive_sheet(
                game,
                marked=self._view.marked or None,
                cursor=self._keys.key,
                controls_turn=controls_turn,
                fresh=(latest.seat, latest.box) if latest is not None else None,
            )
        )
