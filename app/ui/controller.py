"""The app's controller: which screen shows, and the life of a game from start to statistics.

It wires the view-models to the session, the profile store, the online client and the services;
it holds no game state of its own (the session's game is the only one) and decides no rule.

One session shows on the table screen: a game on this computer (``LocalSession``, saved after
every change) or a table on the server (``RemoteSession``, opened by the online client when a
game starts there or the player is called back to it). A local game set aside for an online one
stays in the data file and comes back when the online table is left.
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

from app.net import Progress, ResultLine, TableStatus
from app.profile import ProfileStore, RecoveredDataFile, Settings, StoreError, summarize
from app.rules import Entered, Event, Game, Rolled
from app.strategy import GameReview, review

from .leaderboards.viewmodel import LeaderboardViewModel
from .lobby.connection import ConnectionViewModel
from .lobby.viewmodel import LobbyViewModel
from .online.client import OnlineClient
from .online.invite import BadInvitation, Invitation, parse_link
from .player.viewmodel import ProfileViewModel
from .qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)
from .results.review import derive_review
from .results.viewmodel import Earned, ResultsViewModel, Standing
from .services.hints import HintTables
from .services.language import Language
from .services.sound import Sounds
from .session import (
    PACINGS,
    LocalSession,
    Pacing,
    RemoteSession,
    Seat,
    SeatKind,
    Session,
    TableSetup,
    profile_result,
)
from .settings.viewmodel import SettingsViewModel
from .start.viewmodel import StartViewModel
from .statistics.viewmodel import StatisticsViewModel
from .table.online import OnlineTableViewModel
from .table.viewmodel import TableViewModel

log = logging.getLogger(__name__)

SCREENS = (
    "start",
    "table",
    "results",
    "statistics",
    "rules",
    "settings",
    "lobby",
    "profile",
    "leaderboards",
)
ONLINE_SCREENS = ("lobby", "profile", "leaderboards")


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
        online: OnlineClient,
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
        self._online = online
        self._session: Session | None = None
        self._review_task: asyncio.Future[Any] | None = None
        self._last_result: tuple[Game, TableSetup, int | None] | None = None

        settings = self._load_settings()
        self.settings = SettingsViewModel(settings, self)
        self.start = StartViewModel(self)
        self.table = TableViewModel(hints, parent=self)
        self.results = ResultsViewModel(self)
        self.statistics = StatisticsViewModel(self)
        self.connection = ConnectionViewModel(online, parent=self)
        self.lobby = LobbyViewModel(online, self)
        self.online_table = OnlineTableViewModel(online, parent=self)
        self.profile = ProfileViewModel(online, self)
        self.leaderboards = LeaderboardViewModel(online, self)

        if settings.last_table:
            self.start.load_json(settings.last_table)
        self.settings.edited.connect(self._on_settings)
        self.start.setupChanged.connect(self._remember_table)
        self.table.gameChanged.connect(self._on_game_changed)
        self.table.showHintsToggled.connect(lambda on: self.settings.change(show_hints=on))
        self.connection.nameChosen.connect(lambda name: self.settings.change(player_name=name))
        self.lobby.invitationFollowed.connect(self.follow_invitation)
        online.sessionStarted.connect(self._on_remote_started)
        online.sessionEnded.connect(self._on_remote_ended)
        online.resultArrived.connect(self._on_online_result)
        online.progressArrived.connect(self._on_online_progress)
        online.tableAborted.connect(self._on_online_aborted)
        online.notice.connect(lambda code: self._set_notice(code, ""))
        online.calledBack.connect(self._on_called_back)
        self._apply_settings(settings)
        self._refresh_statistics()
        if recovered is not None:
            self._set_notice("recovered", str(recovered.backup))
        elif store is None:
            self._set_notice("no_data_file", "")
        self._resume()
        online.connect_if_known()

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
        return self._session is not None and not self._session.ended

    @Property(bool, notify=hasGameChanged)
    def hasTable(self) -> bool:
        """The table screen has something to show: a game in progress, or the game that just
        ended (a last look at the sheet; online also the chat)."""
        return self._session is not None

    @Property(bool, notify=hasGameChanged)
    def hasResults(self) -> bool:
        """The game at the table is over and its results can be shown again."""
        session = self._session
        return session is not None and session.ended and self._last_result is not None

    @Property(bool, notify=hasGameChanged)
    def onlineGameRunning(self) -> bool:
        """The player holds a live seat in an online game (starting a game here leaves it)."""
        session = self._online.session
        return session is not None and session.seated and not session.ended

    @property
    def session(self) -> Session | None:
        return self._session

    @property
    def online(self) -> OnlineClient:
        return self._online

    # --- navigation -------------------------------------------------------------------------------

    @Slot(str)
    def show(self, screen: str) -> None:
        if screen not in SCREENS:
            return
        if screen == "table" and self._session is None:
            screen = "start"
        if screen == "statistics":
            self._refresh_statistics()
        if screen in ONLINE_SCREENS and not self._online.snapshot.wanted:
            self._online.go_online()  # opening the lobby means: I want to play online
        if screen == "profile":
            self.profile.refresh()
        elif screen == "leaderboards":
            self.leaderboards.refresh()
        if screen != self._screen:
            self._screen = screen
            self.screenChanged.emit()

    @Slot()
    def startGame(self) -> None:
        setup = self.start.setup()
        if setup.problem():
            return
        if self.onlineGameRunning:
            self._online.leave()  # the player confirmed: leaving the online game resigns it
        self._online.forget_table()
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

    @Slot(str)
    def openLink(self, link: str) -> None:
        """An invitation link (from the command line or pasted): join that table."""
        try:
            invitation = parse_link(link)
        except BadInvitation as bad:
            log.info("a malformed invitation link: %s", bad.reason)
            self._set_notice("bad_link", link[:200])
            return
        self.follow_invitation(invitation)

    def follow_invitation(self, invitation: Invitation) -> None:
        if invitation.server is not None and invitation.server != self.settings.value.server:
            self.settings.change(server=invitation.server)  # the client reconnects there
            self._set_notice("server_switched", invitation.server)
        self._online.join(invitation.code)
        self.show("lobby")

    def shutdown(self) -> None:
        """Stop the game's background work and close the data file."""
        self._hints.close()
        if self._session is not None and not self._session.online:
            self._session.close()
        self._online.link.stop()
        if self._review_task is not None:
            self._review_task.cancel()
        if self._store is not None:
            self._store.close()

    async def aclose(self) -> None:
        """Close the connection to the server cleanly (after ``shutdown``)."""
        await self._online.aclose()

    # --- a game's life ----------------------------------------------------------------------------

    def _open(
        self, setup: TableSetup, game: Game | None, names: tuple[str, ...], *, show: bool = True
    ) -> None:
        self._drop_session()
        dice = random.Random(self._dice_seed) if self._dice_seed is not None else None
        session = LocalSession(
            setup, game=game, names=names, dice=dice, pacing=self._pacing(), parent=self
        )
        session.failed.connect(lambda message: self._set_notice("computer_failed", message))
        self._session = session
        self.table.attach(session)
        self.online_table.set_playing_here(False)
        self.hasGameChanged.emit()
        if show:
            self.show("table")
        session.start()

    def _drop_session(self) -> None:
        """Take the session off the table screen (an online one lives on in the client)."""
        session, self._session = self._session, None
        if isinstance(session, LocalSession):
            session.close()
            session.deleteLater()

    def _resume(self, *, show: bool = True) -> None:
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
            self._open(setup, game, game.names, show=show)
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
        if game.over and isinstance(self._session, RemoteSession):
            self._finish_online(game)
        elif game.over:
            self._finish(game)
        else:
            self._save_progress()
        self.hasGameChanged.emit()

    def _save_progress(self) -> None:
        session = self._session
        if self._store is None or not isinstance(session, LocalSession) or session.game.over:
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

    # --- online ---------------------------------------------------------------------------------

    def _on_remote_started(self, session: RemoteSession) -> None:
        """A game started at the player's online table, or they came back to one."""
        self._drop_session()
        self._session = session
        self._last_result = None
        self.table.attach(session)
        self.online_table.set_playing_here(True)
        self.hasGameChanged.emit()
        if session.ended:
            self._finish_online(session.game)
        else:
            self.show("table")

    def _on_called_back(self, code: str) -> None:
        """The server put the player back at a table that still waits for players: show its
        waiting room (a running game opens the table screen by itself)."""
        table = self._online.snapshot.table
        waiting = table is not None and table.code == code and table.status is TableStatus.OPEN
        if waiting and self._screen in ("start", "statistics", "rules", "settings"):
            self.show("lobby")

    def _on_remote_ended(self, session: RemoteSession, asked: bool) -> None:
        """The player left the online table (or it went away): back to the local game, if any.
        A player who asked to leave goes to the lobby; results of a table that closed by itself
        stay on screen."""
        if self._session is not session:
            return
        self._session = None
        self.online_table.set_playing_here(False)
        self._resume(show=False)
        self.hasGameChanged.emit()
        if self._screen == "table" or (asked and self._screen == "results"):
            self.show("lobby")

    def _finish_online(self, game: Game) -> None:
        session = self._session
        if session is None:
            return
        if self._last_result is not None and self._last_result[0] == game:
            return  # already shown
        self._last_result = (game, session.setup, None)
        self.results.show(game, session.setup, None, self.table.shown_names(), online=True)
        table = self._online.snapshot.table
        if table is not None and table.result is not None:
            self._on_online_result(table.result)
        self._start_review(game)
        self.show("results")

    def _on_online_aborted(self, seat: int) -> None:
        """The online game was aborted: the results say so (and that it counts for nobody)."""
        session = self._session
        if not isinstance(session, RemoteSession):
            return
        self._finish_online(session.game)
        names = self.table.shown_names() or session.game.names
        self.results.set_aborted(names[seat] if 0 <= seat < len(names) else "")
        self.hasGameChanged.emit()

    def _on_online_result(self, standings: tuple[ResultLine, ...]) -> None:
        self.results.set_standings(
            tuple(
                Standing(line.seat, line.placing.value, line.points, line.capped)
                for line in standings
            )
        )

    def _on_online_progress(self, progress: Progress) -> None:
        self.results.set_earned(
            Earned(progress.points, tuple(progress.milestones), progress.player.level)
        )

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
        self._online.configure(settings.server, settings.player_name)
        # Default names ("You", "Player 2") follow the language and the player's own name.
        self.table.set_namer(lambda i, seat: default_seat_name(i, seat, settings.player_name))
        if self._last_result is not None:
            game, setup, best = self._last_result
            online = isinstance(self._session, RemoteSession)
            self.results.show(game, setup, best, self.table.shown_names(), online=online)
        self._sounds.set_enabled(settings.sound)
        self.table.set_preferences(
            confirm_every=settings.confirm_every_entry, show_hints=settings.show_hints
        )
        if isinstance(self._session, LocalSession):
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
