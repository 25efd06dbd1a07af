"""Every game of this computer starts here: a new one from the start screen (a quick game or
one set up), the practice of a day's challenge, playing on from a position of a finished game,
and the unfinished one brought back from the data file.

A new game takes the place of whatever was at the table, so each way to start one asks the same
question first when something would be lost (``replaceAsked``): a running online game, which
leaving resigns (``online_game``), or a game of this computer under way, which ends without a
result (``local_game``). The window asks the player; ``confirm_replace`` starts the game asked
for, ``cancel_replace`` forgets it (the player keeps the game they have). Then a running online
game is left, the online table is forgotten, and the game is seated at the table and its
computers may move.

Joining an online table and the daily challenge on the server start nothing here: a local game
is set aside for them and comes back afterwards (nothing is lost), and the server refuses a
player who holds a live seat elsewhere (``already_seated``).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from app.rules import Game, GameRecord

from .common.names import Namer
from .online.client import OnlineClient
from .session.local import LocalSession
from .session.localgames import LocalGames
from .session.setup import TableSetup, setup_of_record

REPLACED = ("online_game", "local_game")
"""What a new game can replace that the player is asked about (``GameLife.replaced``)."""


class GameLife(QObject):
    seated = Signal(object, bool)
    """(Session, show): a game for the table, shown at once with True. Its computers move
    once this signal has been handled."""
    replaceAsked = Signal(str)
    """(one of ``REPLACED``) a game was asked for that would replace that: the window asks the
    player, and ``confirm_replace`` follows if they agree."""

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
        self._asked: Callable[[], LocalSession] | None = None
        """The game asked for while the question is open (None when none is)."""

    @property
    def games(self) -> LocalGames:
        return self._games

    # --- the ways to start a game -----------------------------------------------------------------

    def new_game(self, setup: TableSetup) -> None:
        """A game as the start screen set it up (a quick game, or one set up anew)."""
        self._start(lambda: self._games.start(setup, setup.names(self._namer())))

    def practice(self, ruleset: str, day: int) -> None:
        """The offline practice of a day's challenge: "you" alone with the day's public dice."""
        self.new_game(TableSetup.practice_of(ruleset, day))

    def play_on(self, record: GameRecord, game: Game) -> None:
        """Play on from a position of a finished game, in a new local game."""
        setup = setup_of_record(record)
        self._start(lambda: self._games.play_on(setup, game))

    def resume(self, *, show: bool = True) -> None:
        """The game left unfinished in the data file, if there is one, back at the table
        (nothing runs then: nothing to ask)."""
        session = self._games.resume()
        if session is not None:
            self._begin(session, show=show)

    # --- the one question -------------------------------------------------------------------------

    @property
    def replaced(self) -> str:
        """What a new game would replace now: one of ``REPLACED``, or "" (nothing is lost)."""
        if self.online_game_running:
            return "online_game"
        return "local_game" if self._games.running else ""

    @property
    def online_game_running(self) -> bool:
        """The player holds a live seat in an online game (starting a game here leaves it)."""
        session = self._online.session
        return session is not None and session.seated and not session.ended

    def confirm_replace(self) -> None:
        """The player agreed: the game asked for takes the place of the running one."""
        opening, self._asked = self._asked, None
        if opening is not None:
            self._replace(opening)

    def cancel_replace(self) -> None:
        """The player said no: the running game stays; the one asked for is forgotten."""
        self._asked = None

    def _start(self, opening: Callable[[], LocalSession]) -> None:
        replaced = self.replaced
        if replaced:
            self._asked = opening
            self.replaceAsked.emit(replaced)
        else:
            self._replace(opening)

    def _replace(self, opening: Callable[[], LocalSession]) -> None:
        if self.online_game_running:
            self._online.leave()  # the player confirmed: leaving the online game resigns it
        self._online.forget_table()
        self._begin(opening())

    def _begin(self, session: LocalSession, *, show: bool = True) -> None:
        self._asked = None  # a question still open is moot now
        self.seated.emit(session, show)
        session.start()
