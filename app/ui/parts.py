"""What the app is made of: the view-models of the screens and the jobs around a game, as
``wiring.build_app`` builds them and the controller receives them."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QObject

from .analysis.opening import GameOpener
from .analysis.viewmodel import AnalysisViewModel
from .daily.viewmodel import DailyViewModel
from .gamelife import GameLife
from .leaderboards.viewmodel import LeaderboardViewModel
from .lobby.connection import ConnectionViewModel
from .lobby.friends import FriendsViewModel
from .lobby.together import TogetherViewModel
from .lobby.viewmodel import LobbyViewModel
from .online.client import OnlineClient
from .online.hosting import Hosting
from .player.viewmodel import ProfileViewModel
from .results.reviewworker import ReviewRunner
from .results.viewmodel import ResultsViewModel
from .rules.viewmodel import RulesViewModel
from .services.attention import Attention
from .services.datafile import DataFile
from .services.hints import HintTables
from .services.language import Language
from .services.notices import Notices
from .services.sound import Sounds
from .session.localgames import LocalGames
from .session.recorder import ResultRecorder
from .settings.viewmodel import SettingsViewModel
from .start.viewmodel import StartViewModel
from .statistics.viewmodel import StatisticsViewModel
from .table.seatsandchat import OnlineTableViewModel
from .table.viewmodel import TableViewModel


@dataclass(frozen=True, slots=True)
class Screens:
    """The view-models of the screens, each handed to ``Main.qml`` (``qml_properties``)."""

    settings: SettingsViewModel
    start: StartViewModel
    table: TableViewModel
    online_table: OnlineTableViewModel
    results: ResultsViewModel
    statistics: StatisticsViewModel
    rules: RulesViewModel
    connection: ConnectionViewModel
    lobby: LobbyViewModel
    together: TogetherViewModel
    friends: FriendsViewModel
    profile: ProfileViewModel
    leaderboards: LeaderboardViewModel
    analysis: AnalysisViewModel
    daily: DailyViewModel

    def qml_properties(self) -> dict[str, QObject]:
        """The required properties of ``Main.qml`` these view-models fill."""
        return {
            "settings": self.settings,
            "start": self.start,
            "table": self.table,
            "results": self.results,
            "statistics": self.statistics,
            "rules": self.rules,
            "connection": self.connection,
            "lobby": self.lobby,
            "together": self.together,
            "friends": self.friends,
            "onlineTable": self.online_table,
            "profile": self.profile,
            "leaderboards": self.leaderboards,
            "analysis": self.analysis,
            "daily": self.daily,
        }


@dataclass(frozen=True, slots=True)
class Jobs:
    """The work around the screens, each with its own class."""

    data: DataFile
    notices: Notices
    online: OnlineClient
    hosting: Hosting
    attention: Attention
    life: GameLife
    local_games: LocalGames
    recorder: ResultRecorder
    reviews: ReviewRunner
    opener: GameOpener
    language: Language
    sounds: Sounds
    hints: HintTables
