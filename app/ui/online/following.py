"""The game at the player's online table, as a ``RemoteSession``: opened when a game starts there
(or the player comes back to one), told what the server says about it, and ended when the
player leaves or the table goes."""

from __future__ import annotations

import logging

from PySide6.QtCore import QObject, Signal

from app.net import Played, SeatView, TableState, TableStatus

from ..session.remote import Outbox, RemoteSession

log = logging.getLogger(__name__)


class TableFollower(QObject):
    sessionStarted = Signal(object)
    """(RemoteSession) a game began at the player's table, or they came back to it."""
    sessionEnded = Signal(object, bool)
    """(RemoteSession, asked) the player left that table (asked: True), or it went away."""
    broken = Signal()
    """The server's state of the table cannot be followed."""
    aborted = Signal(int)
    """(seat) the game was aborted: that seat left before every seat had played a turn."""

    def __init__(self, outbox: Outbox, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._outbox = outbox
        self._session: RemoteSession | None = None

    @property
    def session(self) -> RemoteSession | None:
        return self._session

    def follow(self, state: TableState, *, connected: bool) -> None:
        """The whole table: a new session for a new game, the same one brought up to date."""
        if state.game is None:
            self.end()
            return
        session = self._session
        if session is not None and session.code == state.code:
            session.apply_state(state)
        else:
            self.end()
            try:
                session = RemoteSession(state, self._outbox, parent=self)
            except ValueError as error:  # the server's log does not replay
                log.error("table %s cannot be followed: %s", state.code, error)
                self.broken.emit()
                return
            session.set_connected(connected)
            self._session = session
            self.sessionStarted.emit(session)
        if state.status is TableStatus.ABORTED:  # the one who left is the last to resign
            resigned = session.game.resigned
            self.abort(state.code, resigned[-1] if resigned else -1)

    def abort(self, code: str, seat: int) -> None:
        """The server aborted the game at table ``code``: the session stops (once)."""
        session = self._session
        if session is None or session.code != code or session.aborted:
            return
        session.set_aborted()
        self.aborted.emit(seat)

    def played(self, message: Played) -> None:
        if self._session is not None and self._session.code == message.code:
            self._session.apply_played(message)

    def seats(self, code: str, seats: list[SeatView]) -> None:
        if self._session is not None and self._session.code == code:
            self._session.apply_seats(seats)

    def refuse(self, code: str) -> None:
        """The server refused a move or a sync of the session."""
        if self._session is not None:
            self._session.refuse(code)

    def set_connected(self, connected: bool) -> None:
        if self._session is not None:
            self._session.set_connected(connected)

    def end(self, *, asked: bool = False) -> None:
        session, self._session = self._session, None
        if session is not None:
            session.close()
            self.sessionEnded.emit(session, asked)
