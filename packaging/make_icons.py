"""Renders packaging/linux/fuenfwurf.svg to the PNG sizes desktops look for (run by hand;
the PNGs are committed). Run: .venv/bin/python packaging/make_icons.py"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

HERE = Path(__file__).resolve().parent / "linux"
SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def main() -> None:
    app = QGuiApplication([])  # noqa: F841 (fonts and painting need an application object)
    renderer = QSvgRenderer(str(HERE / "fuenfwurf.svg"))
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        image.save(str(HERE / "icons" / f"fuenfwurf-{size}.png"))


if __name__ == "__main__":
    main()
