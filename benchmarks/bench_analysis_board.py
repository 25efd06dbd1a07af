"""How long opening the analysis board takes for a 4-player Maxi game, in two figures:

- "shown": from asking for the game file until a frame shows the board with the game (its start,
  the sheets, the steps to go through: what the player sees and can click). This is the figure
  judged against ``TARGET`` (issue 31: the board opens a game within 0.3 s).
- "complete": until the review is ready as well (every decision of every player with its cost in
  points and in the chance to win, the players' accuracy, the win-chance graph) and a frame shows
  it. The board works the review out in worker threads after it shows the game, and says so
  where a decision's figures are not there yet; this figure says when they all are.

Run: .venv/bin/python benchmarks/bench_analysis_board.py [--runs 3] [--triple] [--base FOLDER]
``--base`` times another checkout too (e.g. a ``git worktree`` of main), alternated with this one
in the same rounds, on the same games.
"cold": a fresh process opens its first game (Python, Qt and the window are up; the strategy
engine is loaded by that first opening, numpy included, as when the game is named on the command
line, and the Maxi turn model is built). "warm": the same process then opens other Maxi games of
four (the engine and the model are ready, each review is computed afresh). "again": a game opened
before (its review is kept; its graph is worked out again).

Offscreen window, software renderer. Python's compiled modules are cached in a temporary folder
for the run, as an installed copy has them (pip and the bundle ship them compiled), warmed by one
child process that is not counted.
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

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

GAMES = 4
"""Games of four hard computers, one per seed."""
TARGET = 0.3
"""Seconds: the longest a cold opening may take until the board shows the game (issue 31)."""


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
    from PySide6.QtCore import QObject
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
        chart = analysis.winChart
        frames: list[float] = []
        window.window.frameSwapped.connect(lambda: frames.append(time.perf_counter()))

        async def frame_after(moment: float) -> float:
            """The time of the first frame swapped after ``moment``."""
            window.window.update()
            while not frames or frames[-1] <= moment:
                await asyncio.sleep(0.001)
            return next(f for f in frames if f > moment)

        async def open_one(path: str) -> tuple[float, float]:
            frames.clear()
            started = time.perf_counter()
            window.controller.openGameFile(path)
            opened = time.perf_counter()  # the board holds the game from here on
            if (
                not analysis.property("loaded")
                or window.controller.property("screen") != "analysis"
            ):
                raise RuntimeError(f"the board did not open {path}")
            loader = window.window.findChild(QObject, "analysisLoader")
            if loader is None or loader.property("item") is None:  # (it loads at once)
                raise RuntimeError("the board's screen is not loaded")
            shown = await frame_after(opened) - started
            while analysis.property("reviewState") != "ready" or chart.property("state") not in (
                "ready",
                "none",
            ):
                if analysis.property("reviewState") == "failed":
                    raise RuntimeError(f"the review of {path} failed")
                await asyncio.sleep(0.001)
            complete = await frame_after(time.perf_counter()) - started
            return shown, complete

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
    parser.add_argument(
        "--base", help="also time another checkout (e.g. a git worktree of main), alternated"
    )
    parser.add_argument("--root", help=argparse.SUPPRESS)
    parser.add_argument("--child", nargs="*")
    arguments = parser.parse_args()
    if arguments.child is not None:
        if arguments.root:
            sys.path.insert(0, arguments.root)  # (that checkout's app, not this one's)
        child(arguments.child)
        return
    folder = Path(tempfile.mkdtemp(prefix="fuenfwurf-bench-games-"))
    paths = [str(path) for path in make_games(folder, arguments.triple)]
    sizes = [Path(path).stat().st_size // 1024 for path in paths]
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(folder / "pycache")
    trees = {"this tree": ROOT}
    if arguments.base:
        trees["base"] = Path(arguments.base).resolve()

    def one_run(root: Path) -> dict[str, list[list[float]]]:
        output = subprocess.run(
            [sys.executable, __file__, "--root", str(root), "--child", *paths],
            check=True,
            capture_output=True,
            text=True,
            env=env,
        ).stdout
        result = json.loads(output.strip().splitlines()[-1])
        return {"cold": [result["cold"]], "warm": result["warm"], "again": [result["again"]]}

    for root in trees.values():
        one_run(root)  # fills the cache of compiled modules (not counted)
    print(f"load before: {os.getloadavg()[0]:.2f} (1-min average, 2 cores)")
    kind = "Maxi Triple" if arguments.triple else "Maxi"
    print(f"{GAMES} games of four hard computers, {kind}; files of {min(sizes)}-{max(sizes)} kB")
    figures: dict[str, dict[str, list[list[float]]]] = {
        tree: {"cold": [], "warm": [], "again": []} for tree in trees
    }
    for _ in range(arguments.runs):  # alternated: a busy moment of the machine hits each tree
        for tree, root in trees.items():
            for name, values in one_run(root).items():
                figures[tree][name].extend(values)
    for tree, root in trees.items():
        if len(trees) > 1:
            print(f"{tree} ({root}):")
        report(figures[tree])
    print(f"load after: {os.getloadavg()[0]:.2f}")


def report(figures: dict[str, list[list[float]]]) -> None:
    for what, column in (("shown", 0), ("complete", 1)):
        print(
            f"{what}: until a frame shows the board with the game"
            if column == 0
            else f"{what}: until a frame shows its whole review too (every decision, the graph)"
        )
        for name, values in figures.items():
            seconds = [value[column] for value in values]
            print(
                f"  {name:6} median {statistics.median(seconds):.2f} s "
                f"(best {min(seconds):.2f}, worst {max(seconds):.2f}, {len(seconds)} openings)"
            )
    shown = statistics.median(value[0] for value in figures["cold"])
    complete = statistics.median(value[1] for value in figures["cold"])
    verdict = "met" if shown <= TARGET else "NOT met"
    print(
        f"target: cold, the board shows the game within {TARGET} s (issue 31): {verdict} "
        f"({shown:.2f} s); its review is complete {complete:.2f} s after asking"
        f" ({complete / TARGET:.1f}x the target)"
    )


if __name__ == "__main__":
    main()
