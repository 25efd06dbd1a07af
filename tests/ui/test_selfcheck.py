"""``python -m app --self-check`` (run by ``make dist-check`` in the bundle) passes from source."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_self_check_passes_in_an_empty_home(tmp_path: Path) -> None:
    env = {
        **os.environ,
        "HOME": str(tmp_path),
        "QT_QPA_PLATFORM": "offscreen",
        "QT_QUICK_BACKEND": "software",
    }
    for variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        env[variable] = str(tmp_path / variable.lower())
    done = subprocess.run(
        [sys.executable, "-m", "app", "--self-check"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[-1].startswith("self-check passed (version ")
    assert "unknown" not in lines[-1]
    assert sum(line.startswith("ok ") for line in lines) == 4
    assert any(line.startswith("ok   hosting:") for line in lines)  # the server came along
    assert "Neues Spiel" in done.stdout
    # The real data folder was never touched: the check plays on a throw-away file.
    assert not (tmp_path / "xdg_data_home" / "fuenfwurf").exists()
