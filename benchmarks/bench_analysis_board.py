"""How long opening the analysis board takes for a 4-player Maxi game: from asking for the game
file until the board shows it with its review (every decision of every player) and a frame is
drawn. Offscreen window, software renderer.

Run: .venv/bin/python benchmarks/bench_analysis_board.py [--runs 3] [--triple]
"cold": a fresh process opens its first game (Python, Qt and the window are up; the Maxi turn
model is built and the whole review computed). "warm": the same process then opens other Maxi
games of four (the model is ready, each review is computed afresh). "again": a game opened
before (its review is kept).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

GAMES = 4
"""Games of four hard computers, one per seed."""
TARGET = 0.3
"""Seconds: the longest a cold opening may take (issue 31)."""


def make_games(folder: Path, triple: bool = False) -> list[Path]:
    from app.rules import Game, GameRecord, SeatRecord, preset, write_game_file
    from app.strategy import computer_player
    from app.strategy.simulate import play_game

    rules = preset("maxi", triple=triple)
    paths = []
    for seed in range(GAMES):
        players = [computer_player("hard", rules, seed=seed * 10 + s) for s in range(4)]
        game = play_game(Game.new(rules, ["Ada", "Bo", "Cy", "Di"]), players, random.Random(seed))
        seats = tuple(SeatRecord("computer", "hard") for _ in range(4))
        path = folder / f"{rules.key}-4-{seed}.json"
        path.write_text(write_game_file(GameRecord(game, seats)), encoding="utf-8")
        paths.append(path)
    return paths


def child(paths: list[str]) -> None:
    """In a fresh process: open the games one after the other, then the first again."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    os.environ.setdefault("QT_QUICK_BACKEND", "software")
    from PySide6.QtGui import QGuiApplication

    from app.ui.main import build_window, load_fonts, prepare_application
    from app.ui.session import INSTANT

    prepare_application()
    app = QGuiApplication(sys.argv[:1])
    load_fonts(app)
    import qasync

    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    data = Path(tempfile.mkdtemp(prefix="fuenfwurf-bench-")) / "data.sqlite3"

    async def run() -> dict[str, object]:
        window = build_window(data_path=data, pacing=INSTANT)
        analysis = window.controller.analysis

        async def open_one(path: str) -> float:
            frames: list[float] = []
            started = time.perf_counter()
            window.controller.openGameFile(path)
            while analysis.property("reviewState") != "ready":
                await asyncio.sleep(0.002)
            window.window.frameSwapped.connect(lambda: frames.append(time.perf_counter()))
            window.window.update()
            while not frames:
                await asyncio.sleep(0.002)
            return frames[0] - started

        await asyncio.sleep(0.5)  # the first frames of the start screen
        times = [await open_one(path) for path in paths]
        again = await open_one(paths[0])
        window.controller.shutdown()
        return {"cold": times[0], "warm": times[1:], "again": again}

    with loop:
        result = loop.run_until_complete(run())
    print(json.dumps(result))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--triple", action="store_true", help="Maxi Triple games (the longest)")
    parser.add_argument("--child", nargs="*")
    arguments = parser.parse_args()
    if arguments.child is not None:
        child(arguments.child)
        return
    folder = Path(tempfile.mkdtemp(prefix="fuenfwurf-bench-games-"))
    paths = [str(path) for path in make_games(folder, arguments.triple)]
    sizes = [Path(path).stat().st_size // 1024 for path in paths]
    print(f"load before: {os.getloadavg()[0]:.2f} (1-min average, 2 cores)")
    kind = "Maxi Triple" if arguments.triple else "Maxi"
    print(f"{GAMES} games of four hard computers, {kind}; files of {min(sizes)}-{max(sizes)} kB")
    cold: list[float] = []
    warm: list[float] = []
    again: list[float] = []
    for _ in range(arguments.runs):
        output = subprocess.run(
            [sys.executable, __file__, "--child", *paths],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
        result = json.loads(output.strip().splitlines()[-1])
        cold.append(result["cold"])
        warm.extend(result["warm"])
        again.append(result["again"])
    for name, values in (("cold", cold), ("warm", warm), ("again", again)):
        print(
            f"{name:6} median {statistics.median(values):.2f} s "
            f"(best {min(values):.2f}, worst {max(values):.2f}, {len(values)} openings)"
        )
    verdict = "met" if statistics.median(cold) <= TARGET else "NOT met"
    print(f"target: cold at most {TARGET} s (issue 31): {verdict}")
    print(f"load after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
