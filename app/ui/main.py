"""Bootstrap of the desktop app: a QGuiApplication with a QML window."""

from __future__ import annotations

import os
import sys

from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine

_WINDOW = b"""
import QtQuick
import QtQuick.Window
Window {
    width: 960; height: 640; visible: true
    title: qsTr("F\xc3\xbcnfwurf")
    color: "#2b4a2f"
}
"""


def _has_display() -> bool:
    if sys.platform != "linux" or os.environ.get("QT_QPA_PLATFORM"):
        return True
    return bool(os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def run(argv: list[str]) -> int:
    if not _has_display():
        print(
            "Fünfwurf needs a screen: no DISPLAY or WAYLAND_DISPLAY is set.\n"
            "On a machine without one, try: xvfb-run make run",
            file=sys.stderr,
        )
        return 2
    app = QGuiApplication(argv)
    engine = QQmlApplicationEngine()
    engine.loadData(_WINDOW)
    if not engine.rootObjects():
        return 1
    return app.exec()
