"""The app's controller, as the window sees it: which screen shows, what the bar and the notices
say, and what the window's buttons ask for.

It holds no game state of its own (the session's game is the only one), builds nothing
(``wiring.py`` builds and connects every object) and decides no rule. Its parts each have one
job: ``Navigation`` opens screens, ``AtTable`` follows the session at the table, ``Ending``
records, reviews and shows a finished game, ``OnlineEvents`` seats and lets go the online
table's session, ``Applying`` applies the settings and picks the server, ``StatsFeed`` feeds the
statistics, and ``GameSounds`` (a service) sounds the game. ``GameLife`` starts every game of
this computer; ``LocalGames`` saves and resumes it.

One session shows on the table screen: the game on this computer, or a table on the server
(opened by the online client when a game starts there or the player is called back to it). A
local game set aside for an online one stays in the data file and comes back when the online
table is left. What to do with a session's game follows from the session's own policies.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)
from .stage import ONLINE_SCREENS, SCREENS

if TYPE_CHECKING:  # (the rest of the app is loaded after the start screen's first frame)
    from app.profile import RecoveredDataFile
    from app.rules import GameRecord

    from ..online.client import OnlineClient
    from ..online.invite import Invitation
    from ..parts import Jobs, Screens
    from ..session import Session
    from .applying import Applying
    from .attable import AtTable
    from .ending import Ending
    from .navigation import Navigation
    from .onlineevents import OnlineEvents
    from .stage import Stage
    from .statsfeed import StatsFeed

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Parts:
    """The controller's parts, as ``wiring.build_app`` builds them."""

    stage: Stage
    navigation: Navigation
    at_table: AtTable
    ending: Ending
    online_events: OnlineEvents
    applying: Applying
    stats: StatsFeed


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
    replaceAsked = Signal(str)
    """(``online_game`` or ``local_game``) the game asked for would replace that: the window
    asks, and ``confirmReplace`` follows when the player agrees (``GameLife``)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._complete: Callable[[], None] | None = None
        self._attached = False

    def finish_with(self, complete: Callable[[], None]) -> None:
        """Until ``attach``, the window shows the start screen only: what it asks for first
        calls ``complete`` (which builds the rest of the app and attaches it) before it is
        done."""
        self._complete = complete

    def attach(self, screens: Screens, jobs: Jobs, parts: Parts) -> None:
        """The rest of the app, built (``wiring.build_app``): from now on the controller
        follows it."""
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
        self.parts = parts
        self.jobs = jobs
        self._jobs = jobs
        self._online = jobs.online
        self._stage = parts.stage
        self._attached = True
        self._complete = None
        parts.stage.screenChanged.connect(self.screenChanged)
        parts.stage.hasGameChanged.connect(self.hasGameChanged)
        for changed in (
            self.screenChanged,
            self.hasGameChanged,
            self.noticeChanged,
            self.attentionChanged,
            self.continueLineChanged,
        ):
            changed.emit()

    @property
    def attached(self) -> bool:
        return self._attached

    def finish_now(self) -> None:
        """Build the rest of the app now if it is still to come (``finish_with``)."""
        self._ready()

    def _screen(self) -> str:
        return self._stage.screen if self._attached else "start"

    def _ready(self) -> bool:
        """Whether the rest of the app is there (built now if it was still to come)."""
        if not self._attached and self._complete is not None:
            self._complete()
        return self._attached

    def begin(self, *, recovered: RecoveredDataFile | None, data_file: bool) -> None:
        """Once wired: the settings applied, the statistics shown, a notice about the data file
        if there is one to give, the unfinished game back, the server asked when one is known."""
        self.parts.applying.apply(self.settings.value)
        self.parts.stats.refresh()
        if recovered is not None:
            self._jobs.notices.show("recovered", str(recovered.backup))
        elif not data_file:
            self._jobs.notices.show("no_data_file", "")
        self.life.resume()
        self._online.connect_if_known()

    # --- properties -------------------------------------------------------------------------------

    @Property(str, notify=screenChanged)
    def screen(self) -> str:
        return self._screen()

    @Property(str, notify=attentionChanged)
    def attentionReason(self) -> str:
        """Why the window asks for attention ("" once it is active): the title shows it."""
        return self.attention.reason if self._attached else ""

    @Property(int, notify=screenChanged)
    def screenIndex(self) -> int:
        """The page of the screen shown (``SCREENS`` order)."""
        return SCREENS.index(self._screen())

    @Property(bool, notify=screenChanged)
    def onlineScreen(self) -> bool:
        """One of the online screens shows (lobby, profile, leaderboards)."""
        return self._screen() in ONLINE_SCREENS

    @Property(str, notify=noticeChanged)
    def notice(self) -> str:
        """A code for something the player should know (``recovered``, ``save_failed``, ...)."""
        return self._jobs.notices.code if self._attached else ""

    @Property(str, notify=noticeChanged)
    def noticeDetail(self) -> str:
        return self._jobs.notices.detail if self._attached else ""

    @Property(bool, notify=hasGameChanged)
    def hasGame(self) -> bool:
        """A game is in progress (the table can be shown again)."""
        return self._attached and self._stage.has_game

    @Property(str, notify=continueLineChanged)
    def continueLine(self) -> str:
        """What Continue goes back to, for a screen reader: the round, the scores, whose turn."""
        return self.table.standing_text() if self.hasGame else ""

    @Property(bool, notify=hasGameChanged)
    def hasTable(self) -> bool:
        """The table screen has something to show: a game in progress, or the game that just
        ended (a last look at the sheet; online also the chat)."""
        return self._attached and self._stage.session is not None

    @Property(bool, notify=hasGameChanged)
    def hasResults(self) -> bool:
        """The last game's results can be shown again: its session is over or gone (an online
        table closed after the end), and no other game is at the table."""
        if not self._attached:
            return False
        session = self._stage.session
        return self.results.has_results and (session is None or session.ended)

    @Property(str, notify=hasGameChanged)
    def quitWarning(self) -> str:
        """Why quitting now needs a question first: ``hosting`` (quitting stops the server
        under everyone seated there), ``online_game`` (a running online game: the turn clock
        plays for the player from now on), or "" (quit at once)."""
        if not self._attached:
            return ""
        if self.friends.guests_now():
            return "hosting"
        return "online_game" if self.onlineGameRunning else ""

    @Property(bool, notify=hasGameChanged)
    def onlineGameRunning(self) -> bool:
        """The player holds a live seat in an online game (starting a game here leaves it)."""
        return self._attached and self.life.online_game_running

    @property
    def session(self) -> Session | None:
        return self._stage.session

    @property
    def online(self) -> OnlineClient:
        return self._online

    # --- what the window asks for -----------------------------------------------------------------

    @Slot(str)
    def show(self, screen: str) -> None:
        if self._ready():
            self.parts.navigation.show(screen)

    @Slot()
    def startGame(self) -> None:
        """A new game as the start screen set it up (asked first when it would replace a
        running one: ``replaceAsked``)."""
        if not self._ready():
            return
        setup = self.start.setup()
        if setup.problem():
            return
        self.life.new_game(setup)

    @Slot()
    def confirmReplace(self) -> None:
        """The player agreed to replace the running game by the one asked for."""
        if self._ready():
            self.life.confirm_replace()

    @Slot()
    def cancelReplace(self) -> None:
        """The player said no: the running game stays, the one asked for is forgotten."""
        if self._ready():
            self.life.cancel_replace()

    @Slot()
    def dismissNotice(self) -> None:
        if self._ready():
            self._jobs.notices.dismiss()

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
        from ..online.invite import BadInvitation, parse_link

        if not self._ready():
            return
        try:
            invitation = parse_link(link)
        except BadInvitation as bad:
            log.info("a malformed invitation link: %s", bad.reason)
            self._jobs.notices.show("bad_link", link[:200])
            return
        self.follow_invitation(invitation)

    def follow_invitation(self, invitation: Invitation) -> None:
        if invitation.server is not None and invitation.server != self.settings.value.server:
            self.settings.change(server=invitation.server)  # the client reconnects there
            self._jobs.notices.show("server_switched", invitation.server)
        self._online.join(invitation.code)
        self.show("lobby")

    def connect_to(self, server: str) -> None:
        """A table nearby or a typed address: play on that server from now on."""
        if self.parts.applying.connect_to(server):
            self.show("lobby")

    # --- the analysis board -----------------------------------------------------------------------

    @Slot()
    def analyseResults(self) -> None:
        """The game of the results screen on the analysis board."""
        if self._ready():
            self.parts.ending.analyse()

    @Slot(int)
    def analyseGame(self, game_id: int) -> None:
        """A finished game of this computer's history on the analysis board."""
        if self._ready():
            self._jobs.opener.open_finished(game_id)

    @Slot(int)
    def analyseOnlineGame(self, online_id: int) -> None:
        """An online game the player sat at, fetched from the server, on the analysis board."""
        if self._ready():
            self._jobs.opener.open_online(online_id)

    @Slot(str)
    def openGameFile(self, target: str) -> None:
        """A game file (a path or a ``file:`` URL: from the file dialog, dropped on the window,
        or named on the command line) on the analysis board."""
        if self._ready():
            self._jobs.opener.open_file(target)

    def open_on_board(self, record: GameRecord, source: str, dice_check: str) -> None:
        self.analysis.open(record, source, dice_check)
        self.show("analysis")

    # --- closing ----------------------------------------------------------------------------------

    def shutdown(self) -> None:
        """Stop the game's background work and close the data file."""
        if not self._attached:
            return
        self._jobs.hints.close()
        self._jobs.local_games.set_aside()
        self._online.link.stop()
        self._jobs.reviews.cancel()
        self._jobs.data.close()

    async def aclose(self) -> None:
        """Close the connection to the server cleanly (after ``shutdown``)."""
        if not self._attached:
            return
        await self._online.aclose()
        await self.hosting.aclose()  # the server's clients hear that it stops
