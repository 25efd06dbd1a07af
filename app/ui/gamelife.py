"""Every game of this computer starts here: a new one from the start screen, the practice of a
day's challenge, playing on from a position of a finished game, and the unfinished one brought
back from the data file.

A new game takes the place of whatever was at the table: a running online game is left first
(the player confirmed that), the online table is forgotten, then the game is seated at the
table and its computers may move.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from app.rules import Game, GameRecord

from .online.client import OnlineClient
from .session import Seat, SeatKind
from .session.local import LocalSession
from .session.localgames import LocalGames
from .session.setup import TableSetup, setup_of_record

Namer = Callable[[int, Seat], str]
"""The name a seat gets when nobody typed one."""


class GameLife(QObject):
    seated = Signal(object, bool)
    """(Session, show): a game for the table, shown at once with True. Its computers move
    once this signal has been handled."""

    def __init__(
        self,
        games: LocalGames,
        online: OnlineClient,
        namer: Callable[[], Namer],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._games = games
        self._online = online
        self._namer = namer

    @property
    def games(self) -> LocalGames:
        return self._games

    def new_game(self, setup: TableSetup) -> None:
        """A game as the start screen set it up."""
        self._leave_online()
        self._begin(self._games.start(setup, setup.names(self._namer())))

    def practice(self, ruleset: str, day: int) -> None:
        """The offline practice of a day's challenge: "you" alone with the day's public dice."""
        self.new_game(TableSetup.practice_of(ruleset, day))

    def play_on(self, record: GameRecord, game: Game) -> None:
        """Play on from a position of a finished game, in a new local game."""
        setup = setup_of_record(record)
        self._leave_online()
        self._begin(self._games.play_on(setup, game))

    def resume(self, *, show: bool = True) -> None:
        """The game left unfinished in the data file, if there is one, back at the table."""
        session = self._games.resume()
        if session is not None:
            self._begin(session, show=show)

    @property
    def online_game_running(self) -> bool:
        """The player holds a live seat in an online game (starting a game here leaves it)."""
        session = self._online.session
        return session is not None and session.seated and not session.ended

    def _leave_online(self) -> None:
        if self.online_game_running:
            self._online.leave()  # the player confirmed: leaving the online game resigns it
        self._online.forget_table()

    def _begin(self, session: LocalSession, *, show: bool = True) -> None:
        self.seated.emit(session, show)
        session.start()


def seat_namer(your_name: str) -> Namer:
    """The names seats get when nobody typed one, in the language shown now: the player's own
    name (or "You"), "Player 2", "Computer 3"."""

    def name(index: int, seat: Seat) -> str:
        if seat.kind is SeatKind.YOU:
            return your_name or QCoreApplication.translate("Seats", "You")
        if seat.kind is SeatKind.PERSON:
            return QCoreApplication.translate("Seats", "Player %1").replace("%1", str(index + 1))
        return QCoreApplication.translate("Seats", "Computer %1").replace("%1", str(index + 1))

    return name
