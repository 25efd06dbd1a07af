"""The app's controller: which screen shows, and the life of a game from start to statistics.

It wires the view-models to the session, the profile store and the services; it holds no game
state of its own (the session's game is the only one) and decides no rule.
"""

from __future__ import annotations

import asyncio
import json
import logging
import random
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import Property, QCoreApplication, QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from app.profile import ProfileStore, RecoveredDataFile, Settings, StoreError, summarize
from app.rules import Entered, Event, Game, Rolled
from app.strategy import GameReview, review

from .qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)
from .results.review import derive_review
from .results.viewmodel import ResultsViewModel
from .services.hints import HintTables
from .services.language import Language
from .services.sound import Sounds
from .session import PACINGS, LocalSession, Pacing, Seat, SeatKind, TableSetup, profile_result
from .settings.viewmodel import SettingsViewModel
from .start.viewmodel import StartViewModel
from .statistics.viewmodel import StatisticsViewModel
from .table.viewmodel import TableViewModel

log = logging.getLogger(__name__)

SCREENS = ("start", "table", "results", "statistics", "rules", "settings")

SessionFactory = Callable[..., LocalSession]


def default_seat_name(index: int, seat: Seat, your_name: str) -> str:
    """The name a seat gets when nobody typed one, in the language shown now."""
    if seat.kind is SeatKind.YOU:
        return your_name or QCoreApplication.translate("Seats", "You")
    if seat.kind is SeatKind.PERSON:
        return QCoreApplication.translate("Seats", "Player %1").replace("%1", str(index + 1))
    return QCoreApplication.translate("Seats", "Computer %1").replace("%1", str(index + 1))


def _review(game: Game) -> GameReview:
    return review(game)


@QmlElement
@uncreatable("built by the app")
class AppController(QObject):
    screenChanged = Signal()
    noticeChanged = Signal()
    hasGameChanged = Signal()
    quitRequested = Signal()

    def __init__(
        self,
        *,
        store: ProfileStore | None,
        recovered: RecoveredDataFile | None,
        language: Language,
        sounds: Sounds,
        hints: HintTables,
        pacing_override: Pacing | None = None,
        dice_seed: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._store = store
        self._language = language
        self._sounds = sounds
        self._hints = hints
        self._pacing_override = pacing_override
        self._dice_seed = dice_seed
        self._screen = "start"
        self._notice = ""
        self._notice_detail = ""
        self._session: LocalSession | None = None
        self._review_task: asyncio.Future[Any] | None = None
        self._last_result: tuple[Game, TableSetup, int | None] | None = None

        settings = self._load_settings()
        self.settings = SettingsViewModel(settings, self)
        self.start = StartViewModel(self)
        self.table = TableViewModel(hints, parent=self)
        self.results = ResultsViewModel(self)
        self.statistics = StatisticsViewModel(self)

        if settings.last_table:
            self.start.load_json(settings.last_table)
        self.settings.edited.connect(self._on_settings)
        self.start.setupChanged.connect(self._remember_table)
        self.table.gameChanged.connect(self._on_game_changed)
        self.table.showHintsToggled.connect(lambda on: self.settings.change(show_hints=on))
        self._apply_settings(settings)
        self._refresh_statistics()
        if recovered is not None:
            self._set_notice("recovered", str(recovered.backup))
        elif store is None:
            self._set_notice("no_data_file", "")
        self._resume()

    # --- properties -------------------------------------------------------------------------------

    @Property(str, notify=screenChanged)
    def screen(self) -> str:
        return self._screen

    @Property(str, notify=noticeChanged)
    def notice(self) -> str:
        """A code for something the player should know (``recovered``, ``save_failed``, ...)."""
        return self._notice

    @Property(str, notify=noticeChanged)
    def noticeDetail(self) -> str:
        return self._notice_detail

    @Property(bool, notify=hasGameChanged)
    def hasGame(self) -> bool:
        """A game is in progress (the table can be shown again)."""
        return self._session is not None and not self._session.game.over

    @property
    def session(self) -> LocalSession | None:
        return self._session

    # --- navigation -------------------------------------------------------------------------------

    @Slot(str)
    def show(self, screen: str) -> None:
        if screen not in SCREENS:
            return
        if screen == "table" and self._session is None:
            screen = "start"
        if screen == "statistics":
            self._refresh_statistics()
        if screen != self._screen:
            self._screen = screen
            self.screenChanged.emit()

    @Slot()
    def startGame(self) -> None:
        setup = self.start.setup()
        if setup.problem():
            return
        settings = self.settings.value
        names = setup.names(lambda i, seat: default_seat_name(i, seat, settings.player_name))
        self._open(setup, None, names)
        self._save_progress()

    @Slot()
    def dismissNotice(self) -> None:
        self._set_notice("", "")

    @Slot()
    def quit(self) -> None:
        self.quitRequested.emit()

    def shutdown(self) -> None:
        """Stop the game's background work and close the data file."""
        self._hints.close()
        if self._session is not None:
            self._session.close()
        if self._review_task is not None:
            self._review_task.cancel()
        if self._store is not None:
            self._store.close()

    # --- a game's life ----------------------------------------------------------------------------

    def _open(self, setup: TableSetup, game: Game | None, names: tuple[str, ...]) -> None:
        if self._session is not None:
            self._session.close()
            self._session.deleteLater()
        dice = random.Random(self._dice_seed) if self._dice_seed is not None else None
        session = LocalSession(
            setup, game=game, names=names, dice=dice, pacing=self._pacing(), parent=self
        )
        session.failed.connect(lambda message: self._set_notice("computer_failed", message))
        self._session = session
        self.table.attach(session)
        self.hasGameChanged.emit()
        self.show("table")
        session.start()

    def _resume(self) -> None:
        if self._store is None:
            return
        try:
            saved = self._store.load_unfinished()
        except StoreError as error:
            self._set_notice("save_failed", str(error))
            return
        if saved is None:
            return
        try:
            setup = TableSetup.from_dict(json.loads(saved.setup))
            game = Game.from_json(saved.game)
            self._open(setup, game, game.names)
        except (ValueError, TypeError) as error:
            log.warning("the saved game cannot be resumed: %s", error)
            self._set_notice("resume_failed", str(error))
            self._guard(self._store.clear_unfinished)

    def _on_game_changed(self, game: Game, events: tuple[Event, ...]) -> None:
        for event in events:
            if isinstance(event, Rolled):
                self._sounds.play("roll")
            elif isinstance(event, Entered):
                self._sounds.play("strike" if event.struck else "enter")
        if game.over:
            self._finish(game)
        else:
            self._save_progress()
        self.hasGameChanged.emit()

    def _save_progress(self) -> None:
        session = self._session
        if self._store is None or session is None or session.game.over:
            return
        store = self._store
        setup = json.dumps(session.setup.to_dict(), ensure_ascii=False)
        self._guard(lambda: store.save_unfinished(setup, session.game.to_json()))

    def _finish(self, game: Game) -> None:
        session = self._session
        if session is None:
            return
        setup = session.setup
        result = profile_result(game, setup)
        best_before = self._solo_best(game.rules.key)
        if self._store is not None:
            store = self._store
            setup_json = json.dumps(setup.to_dict(), ensure_ascii=False)
            self._guard(lambda: store.record_finished(setup_json, game.to_json(), result))
        self._last_result = (game, setup, best_before)
        self.results.show(game, setup, best_before, self.table.shown_names())
        self._refresh_statistics()
        self._start_review(game)
        self.show("results")

    def _start_review(self, game: Game) -> None:
        self.results.set_review("working")
        loop = asyncio.get_event_loop()
        future = loop.run_in_executor(None, _review, game)
        self._review_task = future

        def done(finished: asyncio.Future[Any]) -> None:
            if finished.cancelled():
                return
            error = finished.exception()
            if error is not None:
                log.warning("the review failed: %s", error)
                self.results.set_review("failed")
                return
            try:
                outcome = finished.result()
                rows = derive_review(game, outcome)
                self.results.set_review("ready", rows, exact=outcome.exact)
            except (AttributeError, TypeError, ValueError) as problem:
                log.warning("the review has an unexpected shape: %s", problem)
                self.results.set_review("failed")

        future.add_done_callback(done)

    # --- settings and statistics ------------------------------------------------------------------

    def _load_settings(self) -> Settings:
        if self._store is None:
            return Settings()
        try:
            return self._store.load_settings()
        except StoreError as error:
            self._set_notice("save_failed", str(error))
            return Settings()

    def _on_settings(self, settings: Settings) -> None:
        if self._store is not None:
            store = self._store
            self._guard(lambda: store.save_settings(settings))
        self._apply_settings(settings)

    def _apply_settings(self, settings: Settings) -> None:
        self._language.apply(settings.language)
        # Default names ("You", "Player 2") follow the language and the player's own name.
        self.table.set_namer(lambda i, seat: default_seat_name(i, seat, settings.player_name))
        if self._last_result is not None:
            game, setup, best = self._last_result
            self.results.show(game, setup, best, self.table.shown_names())
        self._sounds.set_enabled(settings.sound)
        self.table.set_preferences(
            confirm_every=settings.confirm_every_entry, show_hints=settings.show_hints
        )
        if self._session is not None:
            self._session.set_pacing(self._pacing())

    def _remember_table(self) -> None:
        self.settings.change(last_table=self.start.to_json())

    def _pacing(self) -> Pacing:
        return self._pacing_override or PACINGS[self.settings.value.pace]

    def _refresh_statistics(self) -> None:
        if self._store is None:
            return
        try:
            self.statistics.show(self._store.results())
        except StoreError as error:
            self._set_notice("save_failed", str(error))

    def _solo_best(self, ruleset: str) -> int | None:
        if self._store is None:
            return None
        try:
            lines = summarize(self._store.results())
        except StoreError:
            return None
        return next((line.solo_best for line in lines if line.ruleset == ruleset), None)

    # --- trouble ----------------------------------------------------------------------------------

    def _guard(self, write: Callable[[], None]) -> None:
        """Run a write to the data file; on failure tell the player and play on."""
        try:
            write()
        except StoreError as error:
            log.error("%s", error)
            self._set_notice("save_failed", str(error))

    def _set_notice(self, code: str, detail: str) -> None:
        if (code, detail) != (self._notice, self._notice_detail):
            self._notice, self._notice_detail = code, detail
            self.noticeChanged.emit()
