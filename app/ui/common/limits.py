"""The limits of what a player types, from the protocol (``app.net``), as a QML singleton: QML
reads ``Limits.nameLength`` instead of writing the number again."""

from __future__ import annotations

from PySide6.QtCore import Property, QObject, Slot
from PySide6.QtQml import QmlElement, QmlSingleton

from app.net import CHAT_MAX_LENGTH, MAX_MARKS_PER_LETTER, NAME_MAX_LENGTH

from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME  # noqa: F401 (@QmlElement reads them)
from .names import name_error


@QmlElement
@QmlSingleton
class Limits(QObject):
    @Property(int, constant=True)
    def nameLength(self) -> int:
        """The longest display name or seat name, in characters."""
        return NAME_MAX_LENGTH

    @Property(int, constant=True)
    def chatLength(self) -> int:
        """The longest chat line, in characters."""
        return CHAT_MAX_LENGTH

    @Property(int, constant=True)
    def marksPerLetter(self) -> int:
        """Combining marks (accents) one letter may carry in a name or a chat line."""
        return MAX_MARKS_PER_LETTER

    @Slot(str, result=str)
    def nameError(self, text: str) -> str:
        """The error code a name typed so far would get ("" when it is one, or still empty)."""
        return name_error(text) if text.strip() else ""
