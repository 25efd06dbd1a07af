"""What the online client tells the rest of the app, as Qt signals: one bundle, declared once.

``OnlineClient`` is a ``ClientSignals``; its parts (``connecting``, ``commands``, ``lobbynews``,
``tablenews``) are handed the client as this bundle and emit on it, so whoever listens connects
to the client as before.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class ClientSignals(QObject):
    changed = Signal()
    """The snapshot changed."""
    sessionStarted = Signal(object)
    """(RemoteSession) a game began at the player's table, or they came back to it."""
    sessionEnded = Signal(object, bool)
    """(RemoteSession, asked) the player left that table (asked: True), or it went away."""
    problem = Signal(str)
    """An error code for something the player asked in the lobby (join, create, leave...)."""
    chatRefused = Signal(str)
    """An error code for a chat line the server did not take."""
    resultArrived = Signal(object)
    """(tuple[ResultLine, ...]) the scored game at the player's table."""
    progressArrived = Signal(object)
    """(Progress) what the finished game brought this player."""
    tableAborted = Signal(int)
    """(seat) the game at the player's table was aborted: that seat left before every seat had
    played its first turn, so the game counts for nobody."""
    calledBack = Signal(str)
    """(table code) the server put the player back at their table on connecting."""
    inviteRefused = Signal(str)
    """An error code for an invitation that did not reach the player (``not_online``...)."""
    rematchRefused = Signal(str)
    """An error code for a rematch answer the server did not take (``no_rematch``...)."""
    attention = Signal(str)
    """Something asks for the player (``invitation``, ``rematch``): the window may be behind."""
    notice = Signal(str)
    """A code for something the player should know (``identity_reset``, ``identity_unsaved``,
    ``replaced``, ``daily_void``)."""
    diceChecked = Signal(str, str)
    """(table code, ``DiceCheck`` code) this client checked the dice of the game at its table."""
    dailyRefused = Signal(str)
    """An error code for a daily challenge the server would not begin (``already_played``,
    ``day_over``, ``offline``, ...)."""
