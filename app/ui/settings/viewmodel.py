"""The settings screen's view-model: one property per setting, every change kept at once."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Property, QObject, Signal, Slot
from PySide6.QtQml import QmlElement

from app.profile import (
    DEFAULT_SERVER,
    LANGUAGES,
    PACES,
    TEXT_SIZES,
    VERBOSITIES,
    Settings,
    normalize_server,
)

from ..common.names import kept_name
from ..common.snapshot import publish, view_property
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)


@QmlElement
@uncreatable("built by the app")
class SettingsViewModel(QObject):
    languageChanged = Signal()
    language = view_property("language", str, languageChanged)
    paceChanged = Signal()
    pace = view_property("pace", str, paceChanged)
    confirmEveryEntryChanged = Signal()
    confirmEveryEntry = view_property("confirm_every_entry", bool, confirmEveryEntryChanged)
    showHintsChanged = Signal()
    showHints = view_property("show_hints", bool, showHintsChanged)
    winChancesChanged = Signal()
    winChances = view_property("win_chances", bool, winChancesChanged)
    coachChanged = Signal()
    coach = view_property("coach", bool, coachChanged)
    soundChanged = Signal()
    sound = view_property("sound", bool, soundChanged)
    reduceMotionChanged = Signal()
    reduceMotion = view_property("reduce_motion", bool, reduceMotionChanged)
    attentionChanged = Signal()
    attention = view_property("attention", bool, attentionChanged)
    invitationsChanged = Signal()
    invitations = view_property("invitations", bool, invitationsChanged)
    highContrastChanged = Signal()
    highContrast = view_property("high_contrast", bool, highContrastChanged)
    textSizeChanged = Signal()
    textSize = view_property("text_size", int, textSizeChanged)
    verbosityChanged = Signal()
    verbosity = view_property("verbosity", str, verbosityChanged)
    playerNameChanged = Signal()
    playerName = view_property("player_name", str, playerNameChanged)
    lastTableChanged = Signal()
    lastTable = view_property("last_table", str, lastTableChanged)
    serverChanged = Signal()
    server = view_property("server", str, serverChanged)
    windowPlaceChanged = Signal()
    windowPlace = view_property("window_place", str, windowPlaceChanged)

    edited = Signal(object)
    """(Settings) after every change: the app keeps and applies them."""

    def __init__(self, settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._view = settings

    @property
    def value(self) -> Settings:
        return self._view

    def replace(self, settings: Settings) -> None:
        """Show ``settings`` without reporting an edit (loading, or a change from elsewhere)."""
        old, self._view = self._view, settings
        publish(self, old, settings)

    def change(self, **values: Any) -> None:
        new = self._view.changed(**values)
        if new != self._view:
            self.replace(new)
            self.edited.emit(new)

    @Slot(result=list)
    def languages(self) -> list[str]:
        return list(LANGUAGES)

    @Slot(result=list)
    def paces(self) -> list[str]:
        return list(PACES)

    @Slot(str)
    def setLanguage(self, code: str) -> None:
        self.change(language=code)

    @Slot(str)
    def setPace(self, pace: str) -> None:
        self.change(pace=pace)

    @Slot(bool)
    def setConfirmEveryEntry(self, on: bool) -> None:
        self.change(confirm_every_entry=on)

    @Slot(bool)
    def setShowHints(self, on: bool) -> None:
        self.change(show_hints=on)

    @Slot(bool)
    def setWinChances(self, on: bool) -> None:
        self.change(win_chances=on)

    @Slot(bool)
    def setCoach(self, on: bool) -> None:
        self.change(coach=on)

    @Slot(bool)
    def setSound(self, on: bool) -> None:
        self.change(sound=on)

    @Slot(bool)
    def setReduceMotion(self, on: bool) -> None:
        self.change(reduce_motion=on)

    @Slot(bool)
    def setAttention(self, on: bool) -> None:
        self.change(attention=on)

    @Slot(bool)
    def setInvitations(self, on: bool) -> None:
        self.change(invitations=on)

    @Slot(bool)
    def setHighContrast(self, on: bool) -> None:
        self.change(high_contrast=on)

    @Slot(result=list)
    def textSizes(self) -> list[int]:
        return list(TEXT_SIZES)

    @Slot(int)
    def setTextSize(self, size: int) -> None:
        self.change(text_size=size)

    @Slot(result=list)
    def verbosities(self) -> list[str]:
        return list(VERBOSITIES)

    @Slot(str)
    def setVerbosity(self, verbosity: str) -> None:
        self.change(verbosity=verbosity)

    @Slot(str)
    def setPlayerName(self, name: str) -> None:
        self.change(player_name=kept_name(name))

    @Property(str, constant=True)
    def defaultServer(self) -> str:
        return DEFAULT_SERVER

    @Slot(str, result=bool)
    def setServer(self, address: str) -> bool:
        """Use another table server; False (nothing changes) when it is not an address."""
        if normalize_server(address) is None:
            return False
        self.change(server=address)
        return True
