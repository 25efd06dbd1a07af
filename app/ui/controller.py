"""The app's controller: which screen shows, and which session the table screen shows.

It navigates and reacts: to the game at the table, to the online client's events and to the
settings. It builds nothing (``wiring.py`` builds and connects every object), holds no game
state of its own (the session's game is the only one) and decides no rule. The jobs around a
game each have their own class: ``GameLife`` starts every game of this computer,
``LocalGames`` saves and resumes it, ``ResultRecorder`` records a finished one, and
``ReviewRunner`` reviews it for the results screen.

One session shows on the table screen: the game on this computer, or a table on the server
(opened by the online client when a game starts there or the player is called back to it). A
local game set aside for an online one stays in the data file and comes back when the online
table is left. What to do with a session's game follows from the session's own policies.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass

from PySide6.QtCore import Property, QObject, QTimer, Signal, Slot
from PySide6.QtQml import QmlElement

from app.net import Progress, ResultLine, TableStatus
from app.net.views import DailyBoard
from app.profile import RecoveredDataFile, Settings
from app.rules import Entered, Event, Game, GameRecord, Rolled, TurnPassed
from app.strategy import GameReview

from .common.dailyboard import daily_bars
from .gamelife import seat_namer
from .online.client import OnlineClient
from .online.invite import BadInvitation, Invitation, parse_link
from .online.requests import Request
from .parts import Jobs, Screens
from .qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)
from .results.viewmodel import Earned, Standing
from .session import PACINGS, Finish, Pacing, Session
from .session.moments import Moment, moment_of
from .session.setup import TableSetup

log = logging.getLogger(__name__)

SCREENS = (  # the pages of Main.qml's StackLayout, in this order
    "start",
    "table",
    "results",
    "statistics",
    "rules",
    "settings",
    "lobby",
    "profile",
    "leaderboards",
    "analysis",
    "daily",
)
ONLINE_SCREENS = ("lobby", "profile", "leaderboards")


@dataclass(frozen=True, slots=True)
class ShownResults:
    """The finished game the results screen shows, kept while they can be shown again: its
    analysis works after its session and its table are gone."""

    game: Game
    setup: TableSetup
    table: str
    """The online table's code ("" for a game of this computer)."""
    hints: bool


@QmlElement
@uncreatable("built by the app")
class AppController(QObject):
    screenChanged = Signal()
    noticeChanged = Signal()
    hasGameChanged = Signal()
    continueLineChanged = Signal()
    attentionChanged = Signal()
    quitRequested = Signal()
    quitAsked = Signal()
    """Quitting now would cost something (``quitWarning``): the window asks first."""

    def __init__(
        self,
        screens: Screens,
        jobs: Jobs,
        *,
        pacing_override: Pacing | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.screens = screens
        self.settings = screens.settings
        self.start = screens.start
        self.table = screens.table
        self.online_table = screens.online_table
        self.results = screens.results
        self.statistics = screens.statistics
        self.rules = screens.rules
        self.connection = screens.connection
        self.lobby = screens.lobby
        self.together = screens.together
        self.friends = screens.friends
        self.profile = screens.profile
        self.leaderboards = screens.leaderboards
        self.analysis = screens.analysis
        self.daily = screens.daily
        self.hosting = jobs.hosting
        self.attention = jobs.attention
        self.life = jobs.life
        self._jobs = jobs
        self._online = jobs.online
        self._data = jobs.data
        self._notices = jobs.notices
        self._pacing_override = pacing_override
        self._screen = "start"
        self._session: Session | None = None
        self._hosted_server = ""
        """The hosted server this app speaks to while it hosts ("" when it does not)."""
        self._finished_id: tuple[Game, int] | None = None
        """The game last recorded here and its id in the data file."""
        self._shown_results: ShownResults | None = None
        self._daily_board: Request[DailyBoard] = Request(self._daily_board_arrived)

    def begin(self, *, recovered: RecoveredDataFile | None, data_file: bool) -> None:
        """Once wired: the settings applied, the statistics shown, a notice about the data file
        if there is one to give, the unfinished game back, the server asked when one is known."""
        self._apply_settings(self.settings.value)
        self._refresh_statistics()
        if recovered is not None:
            self._set_notice("recovered", str(recovered.backup))
        elif not data_file:
            self._set_notice("no_data_file", "")
        self.life.resume()
        self._online.connect_if_known()

    # --- properties -------------------------------------------------------------------------------

    @Property(str, notify=screenChanged)
    def screen(self) -> str:
        return self._screen

    @Property(str, notify=attentionChanged)
    def attentionReason(self) -> str:
        """Why the window asks for attention ("" once it is active): the title shows it."""
        return self.attention.reason

    @Property(int, notify=screenChanged)
    def screenIndex(self) -> int:
        """The page of the screen shown (``SCREENS`` order)."""
        return SCREENS.index(self._screen)

    @Property(bool, notify=screenChanged)
    def onlineScreen(self) -> bool:
        """One of the online screens shows (lobby, profile, leaderboards)."""
        return self._screen in ONLINE_SCREENS

    @Property(str, notify=noticeChanged)
    def notice(self) -> str:
        """A code for something the player should know (``recovered``, ``save_failed``, ...)."""
        return self._notices.code

    @Property(str, notify=noticeChanged)
    def noticeDetail(self) -> str:
        return self._notices.detail

    @Property(bool, notify=hasGameChanged)
    def hasGame(self) -> bool:
        """A game is in progress (the table can be shown again)."""
        return self._session is not None and not self._session.ended

    @Property(str, notify=continueLineChanged)
    def continueLine(self) -> str:
        """What Continue goes back to, for a screen reader: the round, the scores, whose turn."""
        return self.table.standing_text() if self.hasGame else ""

    @Property(bool, notify=hasGameChanged)
    def hasTable(self) -> bool:
        """The table screen has something to show: a game in progress, or the game that just
        ended (a last look at the sheet; online also the chat)."""
        return self._session is not None

    @Property(bool, notify=hasGameChanged)
    def hasResults(self) -> bool:
        """The last game's results can be shown again: its session is over or gone (an online
        table closed after the end), and no other game is at the table."""
        session = self._session
        return self.results.has_results and (session is None or session.ended)

    @Property(str, notify=hasGameChanged)
    def quitWarning(self) -> str:
        """Why quitting now needs a question first: ``online_game`` (a running online game:
        the turn clock plays for the player from now on), or "" (quit at once)."""
        if self.friends.guests_now():
            return "hosting"  # quitting stops the server under everyone seated there
        return "online_game" if self.onlineGameRunning else ""

    @Property(bool, notify=hasGameChanged)
    def onlineGameRunning(self) -> bool:
        """The player holds a live seat in an online game (starting a game here leaves it)."""
        return self.life.online_game_running

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
        if screen == "lobby":
            self.hosting.look()  # tables hosted nearby are listed there
        if screen == "daily":
            self.daily.refresh()
        if screen == "profile":
            self.profile.refresh()
        elif screen == "leaderboards":
            self.leaderboards.refresh()
        if screen == "start" and self._screen != "start":
            self.start.closeSetup()  # coming to the start screen: its welcome first
        self.profile.set_shown(screen == "profile")
        self.leaderboards.set_shown(screen == "leaderboards")
        if screen != self._screen:
            self._screen = screen
            self.screenChanged.emit()

    @Slot()
    def startGame(self) -> None:
        setup = self.start.setup()
        if setup.problem():
            return
        self.life.new_game(setup)

    @Slot()
    def dismissNotice(self) -> None:
        self._notices.dismiss()

    @Slot()
    def quit(self) -> None:
        self.quitRequested.emit()

    @Slot(result=bool)
    def requestQuit(self) -> bool:
        """Ctrl+Q or closing the window: quit (True), or, when it would cost something, ask
        first (``quitAsked``; False: the window stays until the player confirms)."""
        if self.quitWarning:
            self.quitAsked.emit()
            return False
        self.quit()
        return True

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

    # --- the analysis board -----------------------------------------------------------------------

    @Slot()
    def analyseResults(self) -> None:
        """The game of the results screen on the analysis board (kept with the results: its
        session or its online table may be gone by now)."""
        shown = self._shown_results
        if shown is None or not self.results.shows(shown.game):
            return
        finished_id = self._finished_id
        game_id = finished_id[1] if finished_id and finished_id[0] == shown.game else None
        table = shown.table
        checked = self._online.dice_checked(table) if table else None
        self._jobs.opener.open_game(
            shown.game,
            shown.setup,
            hints=shown.hints,
            table=table,
            game_id=game_id,
            dice=checked.record if checked else None,
            dice_check=checked.result.value if checked else "",
        )

    @Slot(int)
    def analyseGame(self, game_id: int) -> None:
        """A finished game of this computer's history on the analysis board."""
        self._jobs.opener.open_finished(game_id)

    @Slot(int)
    def analyseOnlineGame(self, online_id: int) -> None:
        """An online game the player sat at, fetched from the server, on the analysis board."""
        self._jobs.opener.open_online(online_id)

    @Slot(str)
    def openGameFile(self, target: str) -> None:
        """A game file (a path or a ``file:`` URL: from the file dialog, dropped on the window,
        or named on the command line) on the analysis board."""
        self._jobs.opener.open_file(target)

    def open_on_board(self, record: GameRecord, source: str, dice_check: str) -> None:
        self.analysis.open(record, source, dice_check)
        self.show("analysis")

    def store_accuracy(self, game: Game, review: GameReview) -> None:
        """The results screen's review arrived: keep its figures with the recorded game."""
        if self._finished_id is not None and self._finished_id[0] == game:
            self._jobs.recorder.record_accuracy(self._finished_id[1], review)
            self._refresh_statistics()

    def on_hints_shown(self) -> None:
        session = self._session
        if session is not None and not session.online:
            self._jobs.local_games.mark_hints()

    def follow_invitation(self, invitation: Invitation) -> None:
        if invitation.server is not None and invitation.server != self.settings.value.server:
            self.settings.change(server=invitation.server)  # the client reconnects there
            self._set_notice("server_switched", invitation.server)
        self._online.join(invitation.code)
        self.show("lobby")

    # --- playing with friends: hosting here, tables nearby ---------------------------------------

    def host(self) -> None:
        """Host a table server on this computer; the app plays on it (``_on_hosting``)."""
        self.hosting.host(self.settings.value.player_name)

    def on_hosting(self) -> None:
        """While hosting, this app speaks to its own server (the settings keep the other
        address for afterwards); when hosting stops, to the settings' server again."""
        local = self.hosting.local
        if local == self._hosted_server:
            return
        self._hosted_server = local
        settings = self.settings.value
        self._online.configure(local or settings.server, settings.player_name)
        if local:
            self._online.go_online()
        self.hasGameChanged.emit()  # quitWarning may have changed

    def connect_to(self, server: str) -> None:
        """A table nearby or a typed address: play on that server from now on."""
        if self._hosted_server:
            return  # the own server is in use while hosting
        if server != self.settings.value.server:
            self.settings.change(server=server)  # the client connects there
        self._online.go_online()
        self.show("lobby")

    def shutdown(self) -> None:
        """Stop the game's background work and close the data file."""
        self._jobs.hints.close()
        self._jobs.local_games.set_aside()
        self._online.link.stop()
        self._jobs.reviews.cancel()
        self._data.close()

    async def aclose(self) -> None:
        """Close the connection to the server cleanly (after ``shutdown``)."""
        await self._online.aclose()
        await self.hosting.aclose()  # the server's clients hear that it stops

    # --- a game's life ----------------------------------------------------------------------------

    def seat(self, session: Session, show: bool) -> None:
        """``session`` at the table (shown at once with ``show``)."""
        self._session = session
        self.table.attach(session)
        self.online_table.set_playing_here(session.online)
        self.hasGameChanged.emit()
        if show:
            self.show("table")

    def on_game_changed(self, game: Game, events: tuple[Event, ...]) -> None:
        for event in events:
            if isinstance(event, Rolled):
                self._jobs.sounds.play("roll")
            elif isinstance(event, Entered):
                self._jobs.sounds.play("strike" if event.struck else "enter")
        session = self._session
        you = session.you if session is not None else None
        if you is not None and any(isinstance(e, TurnPassed) and e.seat == you for e in events):
            self.attention.request("turn")
        if session is not None and game.over:
            self._finish(session, game, linger=moment_of(events) is Moment.GAME_OVER)
        elif session is not None and session.persists:
            self._jobs.local_games.save(session)
        self.hasGameChanged.emit()

    def on_moment(self, moment: str) -> None:
        self._jobs.sounds.play("final" if moment == Moment.GAME_OVER else "moment")

    def _finish(self, session: Session, game: Game, *, linger: bool = False) -> None:
        """Record and review the finished game and show its results: after the last entry
        has had its moment at the table (``linger``), at once when the game comes back over."""
        names = self.table.shown_names()
        self._shown_results = ShownResults(
            game,
            session.setup,
            session.code,
            self._jobs.local_games.hints if not session.online else False,
        )
        if session.finish is Finish.RECORDED_HERE:
            recorded = self._jobs.recorder.record(
                game, session.setup, hints=self._jobs.local_games.hints
            )
            if recorded.game_id is not None:
                self._finished_id = (game, recorded.game_id)
            self.results.show(
                game, session.setup, recorded.best_before, names, challenge=session.challenge
            )
            self._refresh_statistics()
        else:  # scored by the server: its word may be here already, or come later
            if self.results.shows(game):
                return  # already shown
            self._keep_online_game(session, game)
            self.results.show(
                game, session.setup, None, names, online=True, challenge=session.challenge
            )
            table = self._online.snapshot.table
            if table is not None and table.result is not None:
                self.on_online_result(table.result)
            checked = self._online.dice_checked(session.code)
            if checked is not None:
                self.results.set_dice_check(checked.result.value)
        self._jobs.reviews.start(game)
        pause = self._pacing().linger if linger else 0.0
        if pause <= 0:
            self.show("results")
            return

        def on_to_results() -> None:
            if self._screen == "table" and self._session is session:
                self.show("results")

        QTimer.singleShot(round(pause * 1000), self, on_to_results)

    # --- online ---------------------------------------------------------------------------------

    def on_remote_started(self, session: Session) -> None:
        """A game started at the player's online table, or they came back to one."""
        self._jobs.local_games.set_aside()  # it stays in the data file
        self.results.forget()
        self.seat(session, show=False)
        self._jobs.opener.sat_online(session)
        if session.ended:
            self._finish(session, session.game)
        else:
            self.show("table")
            if session.you is not None and session.game.current == session.you:
                self.attention.request("turn")

    def on_called_back(self, code: str) -> None:
        """The server put the player back at a table that still waits for players: show its
        waiting room (a running game opens the table screen by itself)."""
        table = self._online.snapshot.table
        waiting = table is not None and table.code == code and table.status is TableStatus.OPEN
        if waiting and self._screen in ("start", "statistics", "rules", "settings"):
            self.show("lobby")

    def on_remote_ended(self, session: Session, asked: bool) -> None:
        """The player left the online table (or it went away): back to the local game, if any.
        A player who asked to leave goes to the lobby; results of a table that closed by itself
        stay on screen."""
        if self._session is not session:
            return
        if self.results.shows(session.game):
            self.results.set_table_gone()  # no more chat or rematch there
        self._session = None
        self.online_table.set_playing_here(False)
        self.hasGameChanged.emit()
        self.life.resume(show=False)
        if self._screen == "table" or (asked and self._screen == "results"):
            self.show("lobby")

    def on_online_aborted(self, seat: int) -> None:
        """The online game was aborted: the results say so (and that it counts for nobody)."""
        session = self._session
        if session is None or not session.online:
            return
        self._finish(session, session.game)
        names = self.table.shown_names() or session.game.names
        self.results.set_aborted(names[seat] if 0 <= seat < len(names) else "")
        self.hasGameChanged.emit()

    def _keep_online_game(self, session: Session, game: Game) -> None:
        """An online game the player sat at, played to its end, counts in this computer's
        statistics too (kept once; an aborted game counts for nobody)."""
        if session.you is None or session.aborted:
            return
        online = f"{self._online.snapshot.server} {session.code}"
        recorded = self._jobs.recorder.record(game, session.setup, online=online)
        if recorded.game_id is not None:
            self._finished_id = (game, recorded.game_id)
        self._refresh_statistics()

    def on_online_result(self, standings: tuple[ResultLine, ...]) -> None:
        self.results.set_standings(
            tuple(
                Standing(line.seat, line.placing.value, line.points, line.capped)
                for line in standings
            )
        )
        session = self._session
        daily = session.daily if session is not None else None
        if daily is not None and session is not None and self.results.shows(session.game):
            # The attempt is on the day's board now: the field's totals and the rank.
            self.results.set_daily_board("loading")
            day, ruleset = daily.day, daily.ruleset
            self._daily_board.start(lambda: self._online.daily_board(day, ruleset))

    def _daily_board_arrived(self, board: DailyBoard | None, error: str) -> None:
        session = self._session
        if session is None or not session.game.over:
            return
        if board is None:
            log.info("the day's board did not come: %s", error)
            self.results.set_daily_board("failed")
            return
        you = board.you
        total = you.total if you is not None else session.game.sheets[0].total
        self.results.set_daily_board(
            "ready", daily_bars(board, total), you.rank if you else 0, board.attempts
        )

    def on_dice_checked(self, code: str, check: str) -> None:
        """The app checked the dice of the game at its online table."""
        session = self._session
        if session is not None and session.code == code and self.results.shows(session.game):
            self.results.set_dice_check(check)

    def on_online_progress(self, progress: Progress) -> None:
        self.results.set_earned(
            Earned(progress.points, tuple(progress.milestones), progress.player.level)
        )

    # --- settings and statistics ------------------------------------------------------------------

    def on_settings(self, settings: Settings) -> None:
        self._data.write(lambda store: store.save_settings(settings))
        self._apply_settings(settings)

    def _apply_settings(self, settings: Settings) -> None:
        self._jobs.language.apply(settings.language)
        self._online.configure(self._hosted_server or settings.server, settings.player_name)
        self.hosting.rename(settings.player_name)
        # Default names ("You", "Player 2") follow the language and the player's own name.
        self.table.set_namer(seat_namer(settings.player_name))
        self.results.rename(self.table.shown_names())
        self._jobs.sounds.set_enabled(settings.sound)
        self.attention.set_enabled(settings.attention)
        self._online.set_invitations(settings.invitations)
        self._jobs.local_games.set_pacing(self._pacing())
        self.table.set_preferences(
            confirm_every=settings.confirm_every_entry,
            show_hints=settings.show_hints,
            linger_ms=round(self._pacing().linger * 1000),
            coach=settings.coach,
            verbosity=settings.verbosity,
            win_chances=settings.win_chances,
        )

    def _pacing(self) -> Pacing:
        return self._pacing_override or PACINGS[self.settings.value.pace]

    def _refresh_statistics(self) -> None:
        results = self._data.read(lambda store: store.results())
        if results is not None:
            self.statistics.show(results)
        history = self._data.read(lambda store: (store.finished_games(), store.online_games()))
        if history is not None:
            self.statistics.show_history(*history)

    # --- notices ----------------------------------------------------------------------------------

    def _set_notice(self, code: str, detail: str) -> None:
        self._notices.show(code, detail)
