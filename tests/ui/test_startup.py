"""The start screen's first frame comes before the engine's arrays, the network and the keyring
are loaded (issue 31): ``python -m app`` is started as a player starts it, in a fresh profile."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

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
