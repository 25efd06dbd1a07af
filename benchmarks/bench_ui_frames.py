"""Frame times while the dice tumble: how long each frame takes to prepare and draw, and the
time between frames, over many rolls (target: frames well inside 16.7 ms, i.e. 60 per second).

Run: .venv/bin/python benchmarks/bench_ui_frames.py [rolls]
Offscreen with the software renderer (no GPU: the slowest way the game draws), window
1280×820, five dice (official) and six dice (maxi). A frame's work is timed from the scene
graph's synchronisation to the swapped frame.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
_scratch = tempfile.mkdtemp(prefix="fuenfwurf-bench-")
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
for _name in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME"):
    os.environ[_name] = os.path.join(_scratch, _name.lower())

import qasync  # noqa: E402
from PySide6.QtGui import QGuiApplication  # noqa: E402

from app.ui.main import build_window, load_fonts, prepare_application  # noqa: E402
from app.ui.session import INSTANT  # noqa: E402

TUMBLE_S = 0.75  # a roll's animation lasts about 0.6 s; a little margin


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


async def measure(preset: str, rolls: int) -> tuple[list[float], list[float]]:
    window = build_window(pacing=INSTANT, dice_seed=3)
    controller = window.controller
    controller.settings.change(show_hints=False, sound=False)
    controller.start.setPreset(preset)
    controller.startGame()
    quick = window.window
    work: list[float] = []
    gaps: list[float] = []
    began: list[float] = []
    swapped: list[float] = []
    recording = False

    def on_sync() -> None:
        if recording:
            began.append(time.perf_counter())

    def on_swap() -> None:
        if recording and began:
            now = time.perf_counter()
            work.append(now - began[-1])
            if swapped:
                gaps.append(now - swapped[-1])
            swapped.append(now)

    quick.beforeSynchronizing.connect(on_sync)
    quick.frameSwapped.connect(on_swap)
    await asyncio.sleep(0.5)
    session = controller.session
    assert session is not None
    for _ in range(rolls):
        if session.game.rolls_left == 0 or session.game.over:
            session.enter(next(iter(session.game.options())))
            if session.game.over:
                break
        swapped.clear()
        began.clear()
        recording = True
        controller.table.roll()
        await asyncio.sleep(TUMBLE_S)
        recording = False
    controller.shutdown()
    quick.close()
    return work, gaps


async def main(rolls: int) -> None:
    load = os.getloadavg()
    print(f"load average before: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    for preset in ("official", "maxi"):
        work, gaps = await measure(preset, rolls)
        ms = [value * 1000 for value in work]
        gap_ms = [value * 1000 for value in gaps]
        print(
            f"{preset:9s} {len(ms)} frames over {rolls} rolls: frame work median "
            f"{statistics.median(ms):.1f} ms, 95th {percentile(ms, 0.95):.1f} ms, "
            f"max {max(ms):.1f} ms; between frames median {statistics.median(gap_ms):.1f} ms, "
            f"95th {percentile(gap_ms, 0.95):.1f} ms ({1000 / statistics.median(gap_ms):.0f} fps)"
        )


if __name__ == "__main__":
    prepare_application()
    app = QGuiApplication(sys.argv[:1])
    load_fonts(app)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with loop:
        loop.run_until_complete(main(int(sys.argv[1]) if len(sys.argv) > 1 else 20))
