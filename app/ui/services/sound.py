"""Sound effects for rolling and entering; silent (without warnings) where there is no audio."""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, QUrl

from ..paths import sounds_dir

log = logging.getLogger(__name__)

EFFECTS = ("roll", "enter", "strike", "moment", "final")


def audio_server_present() -> bool:
    """On Linux, whether a sound server is reachable; loading QtMultimedia without one only
    produces warnings. Elsewhere the system always has an audio stack."""
    if sys.platform != "linux":
        return True
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    sockets = [Path(runtime) / "pulse" / "native", Path(runtime) / "pipewire-0"] if runtime else []
    return bool(os.environ.get("PULSE_SERVER")) or any(path.exists() for path in sockets)


class Sounds(QObject):
    """Plays the effects when enabled; loads QtMultimedia only on first use."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._enabled = False
        self._effects: dict[str, Any] | None = None

    def set_enabled(self, enabled: bool) -> None:
        self._enabled = enabled

    def play(self, name: str) -> None:
        if not self._enabled:
            return
        effects = self._load()
        effect = effects.get(name)
        if effect is not None:
            effect.play()

    def _load(self) -> dict[str, Any]:
        if self._effects is not None:
            return self._effects
        self._effects = {}
        if not audio_server_present():
            log.info("no audio server: the game stays silent")
            return self._effects
        try:
            from PySide6.QtMultimedia import QMediaDevices, QSoundEffect
        except ImportError:
            log.info("QtMultimedia is not installed: the game stays silent")
            return self._effects
        if not QMediaDevices.audioOutputs():
            return self._effects
        for name in EFFECTS:
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(sounds_dir() / f"{name}.wav")))
            effect.setVolume(0.6)
            self._effects[name] = effect
        return self._effects
