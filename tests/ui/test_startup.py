"""The start screen's first frame comes before the engine's arrays, the network and the keyring
are loaded (issue 31): ``python -m app`` is started as a player starts it, in a fresh profile.
The rest of the app is built after it, or as soon as the window asks for something."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from PySide6.QtCore import QObject

from app.ui.main import build_window
from app.ui.session import INSTANT

from .conftest import close
from .driving import item

ROOT = Path(__file__).resolve().parents[2]


def test_the_first_frame_is_drawn_before_the_heavy_modules_load(tmp_path: Path) -> None:
    env = dict(os.environ)
    env.update(
        QT_QPA_PLATFORM="offscreen",
        QT_QUICK_BACKEND="software",
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_STATE_HOME=str(tmp_path / "state"),
        FUENFWURF_FIRST_FRAME="1",
    )
    done = subprocess.run(
        [sys.executable, "-m", "app"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines() if " " in line)
    assert "first-frame" in lines, done.stdout + done.stderr
    assert lines.get("first-frame-loaded") == "-", lines.get("first-frame-loaded")


def test_a_plain_start_builds_the_rest_when_the_window_first_asks(
    qt_loop, fonts, data_path: Path
) -> None:  # type: ignore[no-untyped-def]
    window = build_window(data_path=data_path, pacing=INSTANT, rest_later=True)
    try:
        assert not window.controller.attached
        assert item(window, "startScreen").isVisible()
        assert window.window.findChild(QObject, "tableScreen") is None  # made with the rest
        window.controller.show("rules")  # what the player asks for first builds the rest
        assert window.controller.attached
        assert window.controller.property("screen") == "rules"
        assert item(window, "rulesScreen").isVisible()
        assert item(window, "connectionBadge").isVisible()
    finally:
        close(window)


def test_a_start_with_a_game_to_resume_builds_everything_at_once(
    qt_loop, fonts, data_path: Path
) -> None:  # type: ignore[no-untyped-def]
    first = build_window(data_path=data_path, pacing=INSTANT)
    first.controller.startGame()
    close(first)  # (the game is kept unfinished)
    second = build_window(data_path=data_path, pacing=INSTANT, rest_later=True)
    try:
        assert second.controller.attached
        assert second.controller.property("screen") == "table"
        assert item(second, "tableScreen").isVisible()
    finally:
        close(second)
