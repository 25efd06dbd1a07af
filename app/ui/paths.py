"""Where the app's resources are: beside the source tree, or inside a PyInstaller bundle."""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parents[2] / "resources"


def qml_dir() -> Path:
    """The import path holding the ``Fuenfwurf`` QML module."""
    return resources_dir() / "qml"


def translations_dir() -> Path:
    return resources_dir() / "i18n"


def fonts_dir() -> Path:
    return resources_dir() / "fonts"


def sounds_dir() -> Path:
    return resources_dir() / "sounds"
