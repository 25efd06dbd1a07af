"""The notice the window shows: a code for something the player should know (``recovered``,
``save_failed``, ...) and its detail, gone by itself after a while when it only informs."""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal

NOTICE_SECONDS: dict[str, int] = {
    "daily_void": 30,
    "computer_failed": 30,
    "identity_reset": 30,
    "replaced": 30,
    "bad_link": 30,
    "server_switched": 30,
    "bad_game_file": 30,
    "journal_failed": 30,
    "export_failed": 30,
    "game_unreadable": 30,
}
"""How long a notice that only informs stays (seconds). The others (a data file kept aside, no
data file, saving failed, an identity that could not be kept) stay until the player's OK:
something is lost or wrong until then."""


def notice_lasts(code: str) -> int | None:
    """Seconds the notice ``code`` stays up by itself (None: until the player dismisses it)."""
    return NOTICE_SECONDS.get(code)


class Notices(QObject):
    """One notice at a time; a new one takes the place of the one shown."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._code = ""
        self._detail = ""
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.dismiss)

    @property
    def code(self) -> str:
        return self._code

    @property
    def detail(self) -> str:
        return self._detail

    def show(self, code: str, detail: str) -> None:
        lasts = notice_lasts(code) if code else None
        if lasts is not None:
            self._timer.start(lasts * 1000)
        else:
            self._timer.stop()
        if (code, detail) != (self._code, self._detail):
            self._code, self._detail = code, detail
            self.changed.emit()

    def dismiss(self) -> None:
        self.show("", "")
