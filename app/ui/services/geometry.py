"""The window's place and size, kept from one run to the next: written to the settings when the
app closes, and given back only where a screen still shows the window's top edge."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QGuiApplication, QWindow

GRIP = QPoint(60, 12)
"""A point near the top-left corner that must be on a screen: where the title bar is grabbed."""


@dataclass(frozen=True, slots=True)
class WindowPlace:
    x: int
    y: int
    width: int
    height: int
    maximized: bool = False

    def to_text(self) -> str:
        return f"{self.x},{self.y},{self.width},{self.height},{int(self.maximized)}"

    @classmethod
    def from_text(cls, text: str) -> WindowPlace | None:
        """The place written by :meth:`to_text`; None for anything else."""
        parts = text.split(",")
        if len(parts) != 5:
            return None
        try:
            x, y, width, height, maximized = (int(part) for part in parts)
        except ValueError:
            return None
        if width <= 0 or height <= 0 or maximized not in (0, 1):
            return None
        return cls(x, y, width, height, bool(maximized))


def fitted(place: WindowPlace, minimum: tuple[int, int], screens: list[QRect]) -> QRect | None:
    """Where to put a window that was at ``place``: its geometry (at least ``minimum``); None
    when no screen shows its top edge any more (the system then places it)."""
    width, height = max(place.width, minimum[0]), max(place.height, minimum[1])
    grip = QPoint(place.x, place.y) + GRIP
    if not any(screen.contains(grip) for screen in screens):
        return None
    return QRect(place.x, place.y, width, height)


def place_of(window: QWindow) -> WindowPlace:
    from PySide6.QtCore import Qt  # (not needed for the first frame: see common/listmodel.py)

    geometry = window.geometry()
    maximized = bool(window.windowStates() & Qt.WindowState.WindowMaximized)
    return WindowPlace(geometry.x(), geometry.y(), geometry.width(), geometry.height(), maximized)


def restore_place(window: QWindow, text: str) -> None:
    """Put ``window`` where the settings say it was, if a screen still shows it there."""
    place = WindowPlace.from_text(text)
    if place is None:
        return
    screens = [screen.availableGeometry() for screen in QGuiApplication.screens()]
    geometry = fitted(place, (window.minimumWidth(), window.minimumHeight()), screens)
    if geometry is not None:
        window.setGeometry(geometry)
    else:
        window.resize(
            max(place.width, window.minimumWidth()), max(place.height, window.minimumHeight())
        )
    if place.maximized:
        window.showMaximized()
