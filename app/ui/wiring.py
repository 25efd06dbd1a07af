"""The app put together: every screen's view-model and the jobs around a game are built here
and connected to each other and to the controller, which then only navigates and reacts.

``build_app`` is the one place where objects are made (besides ``front.build_front``: what the
start screen's first frame shows, built before this module is even imported); the controller,
the view-models and the jobs receive what they use. Each signal is connected once, below, next to
its kind.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QObject

from app.profile import IdentityStore, ProfileStore, RecoveredDataFile

from .analysis.opening import GameOpener
from .analysis.viewmodel import AnalysisViewModel
from .common.names import seat_namer
from .controller import AppController, Parts
from .controller.applying import Applying
from .controller.attable import AtTable
from .controller.ending import Ending
from .controller.navigation import Navigation
from .controller.onlineevents import OnlineEvents
from .controller.stage import Stage
from .controller.statsfeed import StatsFeed
from .daily.viewmodel import DailyViewModel
from .front import Front
from .gamelife import GameLife
from .leaderboards.viewmodel import LeaderboardViewModel
from .lobby.connection import ConnectionViewModel
from .lobby.friends import FriendsViewModel
from .lobby.together import TogetherViewModel
from .lobby.viewmodel import LobbyViewModel
from .online.client import OnlineClient
from .online.hosting import Hosting
from .online.link import ServerLink
from .parts import Jobs, Screens
from .player.viewmodel import ProfileViewModel
from .results.reviewworker import ReviewRunner
from .results.viewmodel import ResultsViewModel
from .rules.viewmodel import RulesViewModel
from .services.attention import Attention
from .services.gamesounds import GameSounds
from .services.hints import HintTables
from .services.language import Language
from .services.sound import Sounds
from .session import PACINGS, Pacing
from .session.localgames import LocalGames
from .session.recorder import ResultRecorder
from .statistics.viewmodel import StatisticsViewModel
from .table.seatsandchat import OnlineTableViewModel
from .table.viewmodel import TableViewModel


def hosted_database_beside(store: ProfileStore | None) -> Path | None:
    """The hosted server's SQLite file beside the app's own data file (None: the default
    place, the platform's data folder)."""
    if store is None:
        return None
    from app.host.hosting import DATABASE_NAME

    return Path(store.path).parent / DATABASE_NAME


def build_screens(
    front: Front, online: OnlineClient, hints: HintTables, hosting: Hosting, parent: QObject
) -> Screens:
    """Every screen's view-model (the start screen's and the settings' come built), and the few
    ties between screens."""
    table = TableViewModel(hints, parent=parent)
    online_table = OnlineTableViewModel(online, parent=parent)
    online_table.set_announcer(table.voice(), table.speaker)  # the table speaks for both
    lobby = LobbyViewModel(online, parent)
    together = TogetherViewModel(online, parent)
    together.set_table_options(lambda: lobby.options)
    return Screens(
        settings=front.settings,
        start=front.start,
        table=table,
        online_table=online_table,
        results=ResultsViewModel(parent),
        statistics=StatisticsViewModel(parent),
        rules=RulesViewModel(parent),
        connection=ConnectionViewModel(online, parent=parent),
        lobby=lobby,
        together=together,
        friends=FriendsViewModel(online, hosting, parent),
        profile=ProfileViewModel(online, parent),
        leaderboards=LeaderboardViewModel(online, parent),
        analysis=AnalysisViewModel(parent=parent),
        daily=DailyViewModel(online, parent),
    )


def build_app(
    front: Front,
    *,
    store: ProfileStore | None,
    recovered: RecoveredDataFile | None,
    language: Language,
    identity: IdentityStore,
    link: ServerLink | None = None,
    pacing_override: Pacing | None = None,
    dice_seed: int | None = None,
    parent: QObject,
) -> AppController:
    """The front's controller attached to everything it shows and uses, connected and started
    (the settings applied, the unfinished game back at the table, the server asked when one is
    known).

    ``identity`` keeps the online token; ``link`` is the connection to the table server (tests
    pass one with short pauses)."""
    front.start.check_rules()  # (the start screen's first frame came without the rules engine)
    online = OnlineClient(identity, link=link, parent=parent)
    sounds = Sounds(parent)
    hints = HintTables(parent)
    notices, data, settings = front.notices, front.data, front.settings.value
    hosting = Hosting(parent, database=hosted_database_beside(store))
    screens = build_screens(front, online, hints, hosting, parent)
    local_games = LocalGames(
        data,
        notices.show,
        pacing=pacing_override or PACINGS[settings.pace],
        dice_seed=dice_seed,
        parent=parent,
    )
    jobs = Jobs(
        data=data,
        notices=notices,
        online=online,
        hosting=hosting,
        attention=Attention(sounds, parent),
        life=GameLife(
            local_games, online, lambda: seat_namer(screens.settings.value.player_name), parent
        ),
        local_games=local_games,
        recorder=ResultRecorder(data),
        reviews=ReviewRunner(screens.results, parent=parent),
        opener=GameOpener(data, online, notices.show, parent),
        language=language,
        sounds=sounds,
        hints=hints,
    )
    parts = build_parts(screens, jobs, pacing_override, parent)
    controller = front.controller
    controller.attach(screens, jobs, parts)
    wire(controller, screens, jobs, parts)
    controller.begin(recovered=recovered, data_file=store is not None)
    return controller


def build_parts(
    screens: Screens, jobs: Jobs, pacing_override: Pacing | None, parent: QObject
) -> Parts:
    """The controller's parts, each given what it uses."""
    stage = Stage(parent)
    stats = StatsFeed(jobs.data, screens.statistics)
    navigation = Navigation(stage, screens, jobs.online, jobs.hosting, stats)
    applying = Applying(stage, screens, jobs, pacing_override=pacing_override)
    ending = Ending(stage, navigation, screens, jobs, stats=stats, pacing=applying.pacing)
    sounds = GameSounds(jobs.sounds, jobs.attention)
    at_table = AtTable(stage, navigation, screens, jobs, sounds=sounds, ending=ending)
    online_events = OnlineEvents(
        stage, navigation, screens, jobs, at_table=at_table, ending=ending, sounds=sounds
    )
    return Parts(stage, navigation, at_table, ending, online_events, applying, stats)


def wire(app: AppController, screens: Screens, jobs: Jobs, parts: Parts) -> None:
    """Every connection between the screens, the jobs and the controller's parts."""
    settings, table, online = screens.settings, screens.table, jobs.online
    at_table, ending, events, applying = (
        parts.at_table,
        parts.ending,
        parts.online_events,
        parts.applying,
    )
    # settings, kept and applied; what the screens change in them
    settings.edited.connect(applying.on_settings)
    screens.start.setupChanged.connect(lambda: settings.change(last_table=screens.start.to_json()))
    table.showHintsToggled.connect(lambda on: settings.change(show_hints=on))
    screens.connection.nameChosen.connect(lambda name: settings.change(player_name=name))
    # the game at the table
    jobs.life.seated.connect(at_table.seat)
    jobs.life.replaceAsked.connect(app.replaceAsked)  # every way to start a game asks alike
    table.gameChanged.connect(at_table.on_game_changed)
    table.momentArrived.connect(at_table.on_moment)
    table.hintsShown.connect(at_table.on_hints_shown)
    # what a screen reader hears: Continue's context, a rematch offered
    table.standingChanged.connect(app.continueLineChanged)
    app.hasGameChanged.connect(app.continueLineChanged)
    screens.together.rematchOffered.connect(
        lambda by: table.voice().answer(table.speaker().rematch_offered(by))
    )
    screens.daily.practiceRequested.connect(jobs.life.practice)
    screens.analysis.playOnRequested.connect(jobs.life.play_on)
    # the analysis board and the results' review
    jobs.reviews.reviewed.connect(ending.store_accuracy)
    jobs.opener.opened.connect(app.open_on_board)
    screens.analysis.reviewed.connect(jobs.opener.reviewed)
    screens.analysis.exportFailed.connect(lambda reason: jobs.notices.show("export_failed", reason))
    # playing with friends: hosting here, tables nearby, invitations
    screens.friends.hostRequested.connect(applying.host)
    screens.friends.serverChosen.connect(app.connect_to)
    screens.friends.guestsChanged.connect(app.hasGameChanged)  # quitWarning follows them
    jobs.hosting.changed.connect(applying.on_hosting)
    screens.lobby.invitationFollowed.connect(app.follow_invitation)
    screens.together.invitationAccepted.connect(lambda: app.show("lobby"))
    # the online client
    online.sessionStarted.connect(events.on_remote_started)
    online.sessionEnded.connect(events.on_remote_ended)
    online.resultArrived.connect(ending.show_standings)
    online.progressArrived.connect(ending.show_progress)
    online.tableAborted.connect(ending.show_aborted)
    online.calledBack.connect(events.on_called_back)
    online.diceChecked.connect(ending.show_dice_check)
    online.notice.connect(lambda code: jobs.notices.show(code, ""))
    online.attention.connect(jobs.attention.request)
    # what the window shows besides the screens
    jobs.attention.reasonChanged.connect(app.attentionChanged)
    jobs.notices.changed.connect(app.noticeChanged)
