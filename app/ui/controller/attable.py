"""The session at the table: seated there, followed as its game moves (saved, sounded, finished),
and told what the player did around it (hints shown)."""

from __future__ import annotations

from app.rules import Event, Game

from ..parts import Jobs, Screens
from ..services.gamesounds import GameSounds
from ..session import Session
from ..session.moments import Moment, moment_of
from .ending import Ending
from .navigation import Navigation
from .stage import Stage


class AtTable:
    def __init__(
        self,
        stage: Stage,
        navigation: Navigation,
        screens: Screens,
        jobs: Jobs,
        *,
        sounds: GameSounds,
        ending: Ending,
    ) -> None:
        self._stage = stage
        self._navigation = navigation
        self._table = screens.table
        self._online_table = screens.online_table
        self._local_games = jobs.local_games
        self._sounds = sounds
        self._ending = ending

    def seat(self, session: Session, show: bool) -> None:
        """``session`` at the table (shown at once with ``show``)."""
        self._stage.session = session
        self._table.attach(session)
        self._online_table.set_playing_here(session.online)
        self._stage.hasGameChanged.emit()
        if show:
            self._navigation.show("table")

    def unseat(self, session: Session) -> bool:
        """``session`` leaves the table (its table went away); False when another sits there."""
        if self._stage.session is not session:
            return False
        self._stage.session = None
        self._online_table.set_playing_here(False)
        self._stage.hasGameChanged.emit()
        return True

    def on_game_changed(self, game: Game, events: tuple[Event, ...]) -> None:
        session = self._stage.session
        self._sounds.on_events(events, session.you if session is not None else None)
        if session is not None and game.over:
            self._ending.finish(session, game, linger=moment_of(events) is Moment.GAME_OVER)
        elif session is not None and session.persists:
            self._local_games.save(session)
        self._stage.hasGameChanged.emit()

    def on_moment(self, moment: str) -> None:
        self._sounds.on_moment(moment, final=moment == Moment.GAME_OVER)

    def on_hints_shown(self) -> None:
        session = self._stage.session
        if session is not None and not session.online:
            self._local_games.mark_hints()
