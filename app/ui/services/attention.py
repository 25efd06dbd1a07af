"""Asking for the player's attention while the window is behind others: the taskbar entry
flashes (``QWindow.alert``), a short sound plays (if sound is on) and the title says why, until
the window is active again. Used online: your turn, an invitation, a rematch offer."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QWindow

from .sound import Sounds

REASONS = ("turn", "invitation", "rematch")


class Attention(QObject):
    reasonChanged = Signal()

    def __init__(self, sounds: Sounds, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._sounds = sounds
        self._window: QWindow | None = None
        self._enabled = True
        self._reason = ""

    def set_window(self, window: QWindow) -> None:
        self._window = window
        window.activeChanged.connect(self._on_active)

    def set_enabled(self, enabled: bool) -> None:
        self._enabled = enabled
        if not enabled:
            self._set_reason("")

    @property
    def reason(self) -> str:
        """Why the title is marked: one of ``REASONS``, or "" (the window is active)."""
        return self._reason

    def request(self, reason: str) -> bool:
        """Ask for attention if the window is not active; True if it did."""
        window = self._window
        if not self._enabled or window is None or window.isActive() or reason not in REASONS:
            return False
        window.alert(0)  # until the window is activated
        self._sounds.play("moment")
        self._set_reason(reason)
        return True

    def _on_active(self) -> None:
        if self._window is not None and self._window.isActive():
            self._set_reason("")

    def _set_reason(self, reason: str) -> None:
        if reason != self._reason:
            self._reason = reason
            self.reasonChanged.emit()
