"""The table view-model: passes the player's intentions to the session, derives the view
(published through the properties of ``TableProperties``) and tells what happens."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from PySide6.QtCore import Property, QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement

from app.rules import Event, Game, Rolled

from ..common.snapshot import publish
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)
from ..services.hints import HintTables
from ..session import Seat, Session, TableSetup
from . import cursor as cursors
from .announcer import AnnouncerViewModel
from .coach import CoachViewModel
from .dice import count_throws, derive_dice
from .entry import Step, click_box
from .listmodels import DiceModel, PlayersModel, SheetModel
from .properties import TableProperties
from .recap import RECAP_SIZE, EntryNote, entry_notes, replayed_notes
from .sheet import derive_sheet
from .speech import VERBOSITIES, Announcement, Speaker, Verbosity
from .view import TableInput, TableView, derive_players, derive_table
from .winchances import WinChancesViewModel

_MOVES = {move.value: move for move in cursors.Move}

LANDING_AT_LATEST_MS = 2000
"""The dice count as landed after this long even if the view never says so (hidden, say)."""


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
        self._hints = hints
        self._dice = DiceModel(self)
        self._sheet = SheetModel(self)
        self._players = PlayersModel(self)
        self._session: Session | None = None
        self._input: TableInput | None = None
        self._view: TableView = TableView(status="")
        self._cursor: str | None = None
        self._throws: tuple[int, ...] = ()
        self._seed = seed if seed is not None else random.randrange(1 << 30)
        self._confirm_every = False
        self._show_hints = True
        self._linger_ms = 0
        self._namer: Callable[[int, Seat], str] | None = None
        self._landing = QTimer(self)
        self._landing.setSingleShot(True)
        self._landing.setInterval(LANDING_AT_LATEST_MS)
        self._landing.timeout.connect(self.diceLanded)
        self._coach = CoachViewModel(self)
        self._announcer = AnnouncerViewModel(self)
        self._win = WinChancesViewModel(self)
        self._verbosity = Verbosity.FULL
        self._spoken_hints = ""
        self._standing = ""
        hints.progressChanged.connect(self._on_progress)

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
        return self._cursor or ""

    # --- wiring -----------------------------------------------------------------------------------

    @property
    def session(self) -> Session | None:
        return self._session

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
        self._cursor = None
        self._throws = ()
        self._landing.stop()
        self._coach.dismiss()
        session.changed.connect(self._on_changed)
        session.busyChanged.connect(self._on_busy)
        session.refused.connect(self._on_refused)
        session.undoAvailableChanged.connect(self._on_undo_available)
        session.presenceChanged.connect(self._on_presence)
        rules = session.game.rules
        self._hints.ensure(rules)
        self._input = TableInput(
            game=session.game,
            setup=session.setup,
            controls=tuple(session.controls(s) for s in range(session.game.player_count)),
            busy=session.busy,
            show_hints=self._show_hints,
            preparing=self._hints.progress(rules),
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
            self._announcer.say(self.speaker().current(game))

    def set_namer(self, namer: Callable[[int, Seat], str]) -> None:
        """How seats without a typed name are called (in the language shown now)."""
        self._namer = namer
        if self._input is not None:
            self._update(names=self._names(self._input.setup))

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
        self._confirm_every = confirm_every
        self._verbosity = Verbosity(verbosity) if verbosity in VERBOSITIES else Verbosity.FULL
        self._linger_ms = linger_ms
        self._coach.enabled = coach
        if not coach:
            self._coach.dismiss()
        if show_hints != self._show_hints:
            self._show_hints = show_hints
        self._update(show_hints=show_hints, linger_ms=linger_ms)

    # --- the player's intentions ------------------------------------------------------------------

    def _dice_rolling(self) -> bool:
        """Dice still tumble: whatever the player does now is ignored, not kept for later."""
        return self._input is not None and self._input.rolling

    @Slot()
    def roll(self) -> None:
        if self._session is not None and not self._dice_rolling():
            self._session.roll()

    @Slot(int)
    def toggleDie(self, die: int) -> None:
        if self._session is None or self._dice_rolling():
            return
        if self._input is not None and die >= self._input.game.rules.dice_count:
            return
        self._session.toggle(die)

    @Slot(str)
    def clickBox(self, box: str) -> None:
        session, state = self._session, self._input
        if session is None or state is None or state.rolling:
            return
        if state.busy:
            self._on_refused("busy")
            return
        step = click_box(state.game, box, state.marked, self._confirm_every)
        self._set_cursor(box if box in cursors.candidates(state.game) else self._cursor)
        if step.step is Step.MARK:
            self._update(marked=box, refusal="")
            if self._view.marked == box:
                label = self._view.status_label
                self._announcer.say(self.speaker().marked(label, self._view.marked_points))
        elif step.step is Step.STRIKE:
            session.strike(box)
        else:
            session.enter(box)  # entered at once, or refused by the engine with its reason

    @Slot()
    def confirm(self) -> None:
        """Return: the box under the cursor, else the marked one, else the first free box."""
        state = self._input
        if state is None or state.rolling:
            return
        box = self._cursor or state.marked or cursors.move(state.game, None, cursors.Move.NEXT)
        if box:
            self.clickBox(box)
        elif self._session is not None:
            self._session.enter("")  # nothing to enter: let the engine say why (roll first)

    @Slot()
    def cancel(self) -> None:
        self._update(marked=None, refusal="")

    @Slot(str)
    def moveCursor(self, direction: str) -> None:
        state = self._input
        move = _MOVES.get(direction)
        if state is None or move is None:
            return
        self._set_cursor(cursors.move(state.game, self._cursor, move))
        self._refresh_sheet()

    @Slot()
    def toggleHints(self) -> None:
        if self._input is not None and self._input.challenge:
            return  # a challenge is played without hints
        self._show_hints = not self._show_hints
        self._update(show_hints=self._show_hints)
        self._announcer.answer(self.speaker().hints_toggled(self._show_hints))
        self.showHintsToggled.emit(self._show_hints)

    @Slot()
    def undo(self) -> None:
        # Not held back by tumbling dice: it stops the computers at once, their rolls too.
        if self._session is not None:
            self._session.undo()

    @Slot()
    def diceLanded(self) -> None:
        """The view's dice came to rest: the player may act again."""
        self._landing.stop()
        if self._dice_rolling():
            self._update(rolling=False)

    @Slot()
    def resign(self) -> None:
        if self._session is not None:
            self._session.resign()

    # --- the player's questions (answered aloud and in the log) -----------------------------------

    def speaker(self) -> Speaker:
        """Who "you" are at this table, the seats' names as shown, and how much to say."""
        state = self._input
        if state is None:
            return Speaker((), None, self._verbosity)
        mine = [seat for seat, here in enumerate(state.controls) if here]
        return Speaker(state.shown_names, mine[0] if len(mine) == 1 else None, self._verbosity)

    def _my_seat(self) -> int:
        """The seat whose sheet "read my sheet" reads: yours, else the player to move."""
        state = self._input
        assert state is not None
        me = self.speaker().me
        return me if me is not None else state.game.current

    @Slot()
    def readSheet(self) -> None:
        state = self._input
        if state is None:
            return
        seat = self._my_seat()
        here = not state.game.over and state.controls[state.game.current]
        self._announcer.answer(self.speaker().my_sheet(state.game, seat, here))

    @Slot()
    def readScores(self) -> None:
        if self._input is not None:
            self._announcer.answer(self.speaker().scores(self._input.game))

    @Slot()
    def readDice(self) -> None:
        if self._input is not None:
            self._announcer.answer(self.speaker().dice(self._input.game))

    def _hints_said(self, state: TableInput) -> Announcement:
        mine = not state.game.over and bool(state.controls) and state.controls[state.game.current]
        advice = state.advice if mine else None
        return self.speaker().hints(state.game, advice, state.show_hints, state.preparing >= 1.0)

    @Slot()
    def readHints(self) -> None:
        state = self._input
        if state is not None:
            self._announcer.answer(self._hints_said(state))

    @Slot()
    def readWinChances(self) -> None:
        self._announcer.answer(self._win.announcement())

    @Slot()
    def repeatLast(self) -> None:
        self._announcer.repeatLast()

    # --- what the session says --------------------------------------------------------------------

    def _on_changed(self, game: Game, events: tuple[Event, ...]) -> None:
        self._throws = count_throws(self._throws or (0,) * game.rules.dice_count, events)
        session, state = self._session, self._input
        coached = session is not None and not session.online and session.hints_allowed
        if coached and session is not None and state is not None and game.log:
            self._coach.observe(
                state.game,
                game,
                person=session.controls(game.log[-1].seat),
                ready=self._hints.progress(game.rules) >= 1.0,
            )
        controls = (
            tuple(session.controls(s) for s in range(game.player_count))
            if session is not None
            else ()
        )
        changes: dict[str, object] = {
            "game": game,
            "marked": None,
            "refusal": "",
            "controls": controls,
            "aborted": session is not None and session.aborted,
        }
        if events and state is not None:
            new = entry_notes(game.rules, events)
            changes["notes"] = (*state.notes, *new)[-RECAP_SIZE:]
            moment = next((note for note in reversed(new) if note.moment), None)
            if moment is not None:
                changes.update(moment=moment, moments=state.moments + 1)
        else:  # an undo, or the whole state again (online): told from the log
            changes["notes"] = replayed_notes(game)
        rolled = any(isinstance(event, Rolled) for event in events)
        if rolled:
            changes["rolling"] = True
            self._landing.start()
        elif not events:
            changes["rolling"] = False
        self._update(**changes)
        if events:
            self._announcer.say(*self.speaker().events(game, events))
        elif session is not None and not session.online and state is not None:
            self._announcer.say(self.speaker().undone(taken_back(state.game, game), game))
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
        instead = self._view.refusal_boxes
        self._announcer.say(self.speaker().refused(self._view.refusal or code, instead))

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
        wanted = (
            state.show_hints
            and not state.challenge  # a challenge is played without hints
            and state.game.dice is not None
            and state.preparing >= 1.0
        )
        advice = self._hints.advise(state.game) if wanted else None
        if advice is not state.advice:
            state = self._input = replace(state, advice=advice)
        self._set_cursor(cursors.settle(state.game, self._cursor))
        view = derive_table(state)
        spoken = self._hints_said(state).text
        if spoken != self._spoken_hints:
            self._spoken_hints = spoken
            self.spokenHintsChanged.emit()
        standing = self.speaker().standing(state.game)
        if standing != self._standing:
            self._standing = standing
            self.standingChanged.emit()
        old, self._view = self._view, view
        publish(self, old, view)
        if view.hint_boxes and not old.hint_boxes:
            self.hintsShown.emit()
        allowed = self._session is not None and self._session.hints_allowed
        ready = state.preparing >= 1.0
        self._win.update(state.game, state.shown_names, hints_allowed=allowed, ready=ready)
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
                cursor=self._cursor,
                controls_turn=controls_turn,
                fresh=(latest.seat, latest.box) if latest is not None else None,
            )
        )

    def _set_cursor(self, cursor: str | None) -> None:
        if cursor != self._cursor:
            self._cursor = cursor
            self.cursorChanged.emit()
