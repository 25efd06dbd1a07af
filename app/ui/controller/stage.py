"""What the controller's parts share: the screen shown and the session at the table, and the
two changes the window hears from them (the facade passes them on as its own signals)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

if TYPE_CHECKING:
    from ..session import Session

SCREENS = (  # the pages of Main.qml's StackLayout, in this order
    "start",
    "table",
    "results",
    "statistics",
    "rules",
    "settings",
    "lobby",
    "profile",
    "leaderboards",
    "analysis",
    "daily",
)
ONLINE_SCREENS = ("lobby", "profile", "leaderboards")


class Stage(QObject):
    screenChanged = Signal()
    hasGameChanged = Signal()
    """The session at the table, or its game's course, changed (``hasGame``, ``quitWarning``...
    follow)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.screen = "start"
        """One of ``SCREENS`` (``Navigation`` changes it)."""
        self.session: Session | None = None
        """The session the table screen shows (``AtTable`` seats it, ``OnlineEvents`` lets an
        online one go)."""

    @property
    def has_game(self) -> bool:
        return self.session is not None and not self.session.ended
