"""The start-up benchmark's baseline: a bare PySide6 window with one small QML scene, started
as ``python -m app`` is, that prints the wall time of its first frame and quits."""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QByteArray, QUrl
from PySide6.QtGui import QGuiApplication
from PySide6.QtQml import QQmlApplicationEngine
from PySide6.QtQuick import QQuickWindow

SCENE = b"""
import QtQuick
import QtQuick.Controls.Basic
ApplicationWindow {
    width: 1024; height: 700; visible: true; title: "bare"
    Column {
        anchors.centerIn: parent
        Label { text: "A bare window" }
        Button { text: "Click" }
    }
}
"""


def main() -> int:
    app = QGuiApplication(sys.argv)
    engine = QQmlApplicationEngine()
    engine.loadData(QByteArray(SCENE), QUrl("bare.qml"))
    window = engine.rootObjects()[0]
    assert isinstance(window, QQuickWindow)

    def shown() -> None:
        print(f"first-frame {time.time():.6f}", flush=True)
        print(f"first-frame-cpu {time.process_time():.6f}", flush=True)
        app.quit()

    window.frameSwapped.connect(shown)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main())
