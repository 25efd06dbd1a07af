"""The language of every visible text, switched while the app runs."""

from __future__ import annotations

import logging

from PySide6.QtCore import Property, QCoreApplication, QLocale, QObject, QTranslator, Signal
from PySide6.QtQml import QmlElement, QQmlEngine

from ..paths import translations_dir
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)

log = logging.getLogger(__name__)

SUPPORTED = ("de", "en")


def system_language() -> str:
    """The system's language if the game speaks it, else English."""
    for name in QLocale.system().uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in SUPPORTED:
            return code
    return "en"


def effective_language(choice: str) -> str:
    """The language to show for a stored choice ("" follows the system)."""
    return choice if choice in SUPPORTED else system_language()


@QmlElement
@uncreatable("built by the app")
class Language(QObject):
    """Installs the translation for the chosen language and re-translates the whole window."""

    codeChanged = Signal()

    def __init__(self, engine: QQmlEngine | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._engine = engine
        self._translator: QTranslator | None = None
        self._code = ""

    def set_engine(self, engine: QQmlEngine) -> None:
        self._engine = engine

    @Property(str, notify=codeChanged)
    def code(self) -> str:
        """The language shown now: "de" or "en". QML formats numbers with it."""
        return self._code

    def apply(self, choice: str) -> bool:
        """Show ``choice`` ("de", "en", "" for the system's); False if its file is missing."""
        code = effective_language(choice)
        if code == self._code:
            return True
        app = QCoreApplication.instance()
        translator = QTranslator(self)
        loaded = translator.load(f"fuenfwurf_{code}", str(translations_dir()))
        if not loaded:
            log.warning("no translation file for %s in %s", code, translations_dir())
        if self._translator is not None and app is not None:
            app.removeTranslator(self._translator)
            self._translator.deleteLater()
            self._translator = None
        if loaded and app is not None:
            app.installTranslator(translator)
            self._translator = translator
        QLocale.setDefault(QLocale(code))
        self._code = code
        if self._engine is not None:
            # Qt.uiLanguage in QML follows this; number formats bind to it.
            self._engine.setUiLanguage(code)
            self._engine.retranslate()
        self.codeChanged.emit()
        return loaded
