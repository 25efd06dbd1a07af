"""The table's voice: every announcement goes to screen readers (``announced``: the window's
``SpokenLines.qml`` presents it) and into a log the table shows. A line said with a way to say
it again (``again``) is told anew in the language shown when the language changes
(``retell``), so the log reads in one language."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from ..common.listmodel import RowListModel
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)
from .speech import Announcement

Again = Callable[[], Sequence[Announcement]]
"""Says the same again, in the language shown then (for ``AnnouncerViewModel.retell``)."""

LOG_KEEP = 300
"""Lines the log holds; past it the oldest third goes (in one step, so the view's rows do
not all shift with every new line)."""


@dataclass(frozen=True, slots=True)
class LogLine:
    key: int
    """Counts the lines of this table's log."""
    line: str
    """What was said."""
    assertive: bool


@QmlElement
@uncreatable("built by the table view-model")
class LogModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(LogLine, parent)


@QmlElement
@uncreatable("built by the table view-model")
class AnnouncerViewModel(QObject):
    announced = Signal(str, bool)
    """(text, assertive): the view hands it to the screen reader."""
    lastChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._log = LogModel(self)
        self._lines: tuple[LogLine, ...] = ()
        self._again: tuple[tuple[Again | None, int], ...] = ()
        """For each line: how to say it again and which of what that says it is."""
        self._count = 0
        self._last: Announcement | None = None

    @Property(QObject, constant=True)
    def log(self) -> LogModel:
        return self._log

    @Property(str, notify=lastChanged)
    def last(self) -> str:
        return self._last.text if self._last is not None else ""

    @property
    def lines(self) -> tuple[str, ...]:
        return tuple(line.line for line in self._lines)

    def say(self, *announcements: Announcement, again: Again | None = None) -> None:
        """Announce each (empty texts are skipped) and write it to the log."""
        told = 0
        for announcement in announcements:
            if not announcement.text:
                continue
            self._count += 1
            lines = (*self._lines, LogLine(self._count, announcement.text, announcement.assertive))
            agains = (*self._again, (again, told))
            told += 1
            if len(lines) > LOG_KEEP:
                lines, agains = lines[LOG_KEEP // 3 :], agains[LOG_KEEP // 3 :]
            self._lines, self._again = lines, agains
            self._log.set_rows(lines)
            self._last = announcement
            self.lastChanged.emit()
            self.announced.emit(announcement.text, announcement.assertive)

    def answer(self, announcement: Announcement, again: Again | None = None) -> None:
        """An answer to the player's question: spoken and logged, but not what "repeat"
        repeats (that stays the last thing the table said by itself)."""
        last = self._last
        self.say(announcement, again=again)
        if last is not None:
            self._last = last
            self.lastChanged.emit()

    def retell(self) -> None:
        """The language changed: every line that can be said again is written anew (nothing
        is spoken)."""
        said: dict[int, list[Announcement]] = {}
        lines = []
        for line, (again, index) in zip(self._lines, self._again, strict=True):
            if again is not None and id(again) not in said:
                said[id(again)] = [a for a in again() if a.text]
            anew = said.get(id(again), []) if again is not None else []
            text = anew[index].text if index < len(anew) else line.line
            lines.append(replace(line, line=text) if text != line.line else line)
        self._lines = tuple(lines)
        self._log.set_rows(self._lines)

    def clear(self) -> None:
        """A new table: its log starts empty."""
        self._lines = ()
        self._again = ()
        self._last = None
        self._log.set_rows(())
        self.lastChanged.emit()

    @Slot()
    def repeatLast(self) -> None:
        if self._last is not None:
            self.announced.emit(self._last.text, self._last.assertive)
