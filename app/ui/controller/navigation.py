"""Which screen shows: each screen opened with what it needs (the statistics read again, the
online screens going online, the tables nearby looked for, the boards fetched)."""

from __future__ import annotations

from ..online.client import OnlineClient
from ..online.hosting import Hosting
from ..parts import Screens
from .stage import ONLINE_SCREENS, SCREENS, Stage
from .statsfeed import StatsFeed


class Navigation:
    def __init__(
        self,
        stage: Stage,
        screens: Screens,
        online: OnlineClient,
        hosting: Hosting,
        stats: StatsFeed,
    ) -> None:
        self._stage = stage
        self._screens = screens
        self._online = online
        self._hosting = hosting
        self._stats = stats

    @property
    def screen(self) -> str:
        return self._stage.screen

    def show(self, screen: str) -> None:
        if screen not in SCREENS:
            return
        screens, stage = self._screens, self._stage
        if screen == "table" and stage.session is None:
            screen = "start"
        if screen == "statistics":
            self._stats.refresh()
        if screen in ONLINE_SCREENS and not self._online.snapshot.wanted:
            self._online.go_online()  # opening the lobby means: I want to play online
        if screen == "lobby":
            self._hosting.look()  # tables hosted nearby are listed there
        if screen == "daily":
            screens.daily.refresh()
        if screen == "profile":
            screens.profile.refresh()
        elif screen == "leaderboards":
            screens.leaderboards.refresh()
        if screen == "start" and stage.screen != "start":
            screens.start.closeSetup()  # coming to the start screen: its welcome first
        screens.profile.set_shown(screen == "profile")
        screens.leaderboards.set_shown(screen == "leaderboards")
        if screen != stage.screen:
            stage.screen = screen
            stage.screenChanged.emit()
