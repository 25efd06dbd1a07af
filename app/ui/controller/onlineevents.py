"""The online table's session coming and going, as the online client tells it: a game started
there (or the player came back to one), the player called back to a table that waits, and the
table left or gone (the local game set aside for it comes back)."""

from __future__ import annotations

from app.net import TableStatus

from ..gamelife import GameLife
from ..parts import Jobs, Screens
from ..services.gamesounds import GameSounds
from ..session import Session
from .attable import AtTable
from .ending import Ending
from .navigation import Navigation
from .stage import Stage


class OnlineEvents:
    def __init__(
        self,
        stage: Stage,
        navigation: Navigation,
        screens: Screens,
        jobs: Jobs,
        *,
        at_table: AtTable,
        ending: Ending,
        sounds: GameSounds,
    ) -> None:
        self._stage = stage
        self._navigation = navigation
        self._results = screens.results
        self._jobs = jobs
        self._life: GameLife = jobs.life
        self._at_table = at_table
        self._ending = ending
        self._sounds = sounds

    def on_remote_started(self, session: Session) -> None:
        """A game started at the player's online table, or they came back to one."""
        self._jobs.local_games.set_aside()  # it stays in the data file
        self._results.forget()
        self._at_table.seat(session, show=False)
        self._jobs.opener.sat_online(session)
        if session.ended:
            self._ending.finish(session, session.game)
        else:
            self._navigation.show("table")
            if session.you is not None and session.game.current == session.you:
                self._sounds.your_turn()

    def on_called_back(self, code: str) -> None:
        """The server put the player back at a table that still waits for players: show its
        waiting room (a running game opens the table screen by itself)."""
        table = self._jobs.online.snapshot.table
        waiting = table is not None and table.code == code and table.status is TableStatus.OPEN
        if waiting and self._stage.screen in ("start", "statistics", "rules", "settings"):
            self._navigation.show("lobby")

    def on_remote_ended(self, session: Session, asked: bool) -> None:
        """The player left the online table (or it went away): back to the local game, if any.
        A player who asked to leave goes to the lobby; results of a table that closed by itself
        stay on screen."""
        if self._stage.session is not session:
            return
        if self._results.shows(session.game):
            self._results.set_table_gone()  # no more chat or rematch there
        self._at_table.unseat(session)
        self._life.resume(show=False)
        screen = self._stage.screen
        if screen == "table" or (asked and screen == "results"):
            self._navigation.show("lobby")
