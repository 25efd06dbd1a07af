"""The game played on this computer: started, saved in the data file after every change,
resumed at the next start, and set aside (kept in the file) while the player sits at an online
table."""

from __future__ import annotations

import logging
import random

from PySide6.QtCore import QObject

from app.net.practice import PracticeStream
from app.rules import Game

from ..services.datafile import DataFile, Notify
from .interface import Session
from .local import LocalSession
from .pacing import Pacing
from .setup import TableSetup

log = logging.getLogger(__name__)


class LocalGames(QObject):
    def __init__(
        self,
        data: DataFile,
        notify: Notify,
        *,
        pacing: Pacing,
        dice_seed: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._data = data
        self._notify = notify
        self._pacing = pacing
        self._dice_seed = dice_seed
        self._session: LocalSession | None = None
        self._hints = False
        """Hints were shown in the game here."""

    @property
    def running(self) -> bool:
        """A game of this computer is under way (not over): a new one would end it."""
        return self._session is not None and not self._session.ended

    @property
    def hints(self) -> bool:
        """Whether hints were shown in the game here (kept with it in the data file)."""
        return self._hints

    def start(self, setup: TableSetup, names: tuple[str, ...]) -> LocalSession:
        """A new game in place of the one before (which ends here); saved at once. The caller
        shows it, then calls ``start()`` on it to let the computers move."""
        session = self._open(setup, None, names)
        self.save(session)
        return session

    def play_on(self, setup: TableSetup, game: Game) -> LocalSession:
        """A new game that goes on from ``game`` (a position of a finished game), in place of
        the one before; saved at once. Started like ``start``'s."""
        session = self._open(setup, game, game.names)
        self.save(session)
        return session

    def mark_hints(self) -> None:
        """Hints were shown in the game here: it is marked so (and stays marked)."""
        if self._session is not None and not self._hints:
            self._hints = True
            self.save(self._session)

    def resume(self) -> LocalSession | None:
        """The game left unfinished in the data file, if any (one that cannot be replayed is
        set aside with a notice). The caller shows it, then calls ``start()`` on it."""
        saved = self._data.read(lambda store: store.load_unfinished())
        if saved is None:
            return None
        try:
            setup = TableSetup.from_json(saved.setup)
            game = Game.from_json(saved.game)
            session = self._open(setup, game, game.names)
            self._hints = saved.hints
            return session
        except (ValueError, TypeError) as error:  # a damaged or foreign record (odd JSON types)
            log.warning("the saved game cannot be resumed: %s", error)
            self._notify("resume_failed", str(error))
            self._data.write(lambda store: store.clear_unfinished())
            return None

    def save(self, session: Session) -> None:
        """Keep ``session``'s game in the data file (a finished game is recorded instead)."""
        if session.game.over:
            return
        setup = session.setup.to_json()
        game = session.game.to_json()
        hints = self._hints
        self._data.write(lambda store: store.save_unfinished(setup, game, hints=hints))

    def set_aside(self) -> None:
        """Stop the game here (its computers too); it stays in the data file."""
        session, self._session = self._session, None
        if session is not None:
            session.close()
            session.deleteLater()

    def set_pacing(self, pacing: Pacing) -> None:
        self._pacing = pacing
        if self._session is not None:
            self._session.set_pacing(pacing)

    def _open(self, setup: TableSetup, game: Game | None, names: tuple[str, ...]) -> LocalSession:
        self.set_aside()
        self._hints = False
        dice = random.Random(self._dice_seed) if self._dice_seed is not None else None
        stream = (
            PracticeStream(setup.practice, setup.preset).roll
            if setup.practice is not None
            else None
        )
        session = LocalSession(
            setup,
            game=game,
            names=names,
            dice=dice,
            stream=stream,
            pacing=self._pacing,
            parent=self,
        )
        session.failed.connect(lambda message: self._notify("computer_failed", message))
        self._session = session
        return session
