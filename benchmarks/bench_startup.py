"""Process start to first frame: ``python -m app`` against a bare PySide6 window with one QML
scene (``bare_window.py``), started the same way and alternated in one run (issue 31: the app's
first frame at most 1.5x the bare window's).

Run: .venv/bin/python benchmarks/bench_startup.py [runs] [--bundle dist/fuenfwurf/fuenfwurf]
     [--base FOLDER] [--cold]
``--bundle`` times the PyInstaller bundle instead of ``python -m app``; ``--base`` also times
``python -m app`` in another checkout (e.g. a ``git worktree`` of main) in the same rounds.
Offscreen with the software renderer, a fresh temporary profile (data, settings, state) each
run. What is measured is a player's usual start, not the very first one: each candidate keeps
its own cache folder for the whole run (Qt's compiled QML lands there, as it does in
``~/.cache/fuenfwurf``, and Python's compiled modules, as an installed copy has them), warmed by
one start that is not counted; the bare window gets the same treatment. ``--cold`` gives every
start an empty cache folder instead (the first start after an install).

The app prints the wall time of its first swapped frame when FUENFWURF_FIRST_FRAME is set, the
CPU time spent by then and the memory it holds then; it builds the rest of itself and loads the
strategy engine, prints the memory it holds idle, then quits. "memory" is the resident memory at
the first frame, "idle" once the app has settled (the bare window: its peak, read from its
resource usage); "its CPU" is the CPU time spent by the first frame (steadier than the wall time
on a busy machine, so shown too; the wall time is the figure judged); "run CPU" the whole run's;
"all built" the time from the start to the rest of the app built after the first frame (a click
on the start screen is answered from then on).
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET_RATIO = 1.5


Start = tuple[float, float, float, float, float, float]


def one_start(command: list[str], cwd: Path, cache: Path | None) -> Start:
    """Seconds to the first frame, CPU seconds spent by then, memory at the first frame and idle
    in MiB, CPU seconds of the whole run, seconds to the rest of the app built (``cache``: the
    cache folder to use, None: an empty one)."""
    with tempfile.TemporaryDirectory(prefix="fuenfwurf-bench-") as scratch:
        env = dict(os.environ)
        env.update(
            QT_QPA_PLATFORM="offscreen",
            QT_QUICK_BACKEND="software",
            XDG_DATA_HOME=f"{scratch}/data",
            XDG_CONFIG_HOME=f"{scratch}/config",
            XDG_STATE_HOME=f"{scratch}/state",
            FUENFWURF_FIRST_FRAME="1",
        )
        caches = str(cache) if cache is not None else f"{scratch}/cache"
        env["XDG_CACHE_HOME"] = caches
        # Python's compiled modules are cached too, as in an installed copy (pip and the bundle
        # ship them compiled), in the same folder (the tree stays clean)
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        env["PYTHONPYCACHEPREFIX"] = f"{caches}/pycache"
        out = Path(scratch) / "out"
        with out.open("w") as sink:
            started = time.time()
            process = subprocess.Popen(command, cwd=cwd, env=env, stdout=sink, stderr=sink)
            _, status, usage = os.wait4(process.pid, 0)
        text = out.read_text()
        said = dict(line.split(" ", 1) for line in text.splitlines() if " " in line)
        if "first-frame" not in said:
            raise RuntimeError(f"no first frame reported (status {status}):\n{text}")
        peak = usage.ru_maxrss / 1024
        return (
            float(said["first-frame"]) - started,
            float(said.get("first-frame-cpu", "nan")),  # (an older tree does not say)
            float(said.get("first-frame-memory", peak)),
            float(said.get("idle-memory", peak)),
            usage.ru_utime + usage.ru_stime,
            float(said.get("rest-built", said["first-frame"])) - started,
        )


def main() -> None:
    args = sys.argv[1:]
    candidates: dict[str, tuple[list[str], Path]] = {
        "bare window": ([sys.executable, str(ROOT / "benchmarks" / "bare_window.py")], ROOT),
        "this tree": ([sys.executable, "-m", "app"], ROOT),
    }
    if "--bundle" in args:
        at = args.index("--bundle")
        candidates["bundle"] = ([str(Path(args[at + 1]).resolve())], ROOT)
        del args[at : at + 2]
    if "--base" in args:
        at = args.index("--base")
        base = Path(args[at + 1]).resolve()
        candidates["base"] = ([sys.executable, "-m", "app"], base)
        del args[at : at + 2]
    cold = "--cold" in args
    if cold:
        args.remove("--cold")
    runs = int(args[0]) if args else 7
    with tempfile.TemporaryDirectory(prefix="fuenfwurf-bench-caches-") as caches:
        cache: dict[str, Path | None] = {
            name: None if cold else Path(caches) / str(number)
            for number, name in enumerate(candidates)
        }
        if not cold:  # one start each, not counted, fills its cache
            for name, (command, cwd) in candidates.items():
                one_start(command, cwd, cache[name])
        load = os.getloadavg()
        figures: dict[str, list[Start]] = {name: [] for name in candidates}
        for _ in range(runs):  # alternated, so a busy moment of the machine hits every candidate
            for name, (command, cwd) in candidates.items():
                figures[name].append(one_start(command, cwd, cache[name]))
        after = os.getloadavg()
    kind = "empty caches (first start)" if cold else "warm caches (a usual start)"
    print(
        f"load average before {load[0]:.2f}, after {after[0]:.2f} (2 cores); {runs} runs each,"
        f" {kind}"
    )
    bare = statistics.median(row[0] for row in figures["bare window"])
    bare_cpu = statistics.median(row[1] for row in figures["bare window"])
    print(
        f"{'':14} {'first frame':>12} {'best':>7} {'vs bare':>8} {'its CPU':>8} {'vs bare':>8}"
        f" {'memory':>9} {'idle':>9} {'run CPU':>8} {'all built':>10}"
    )
    for name, rows in figures.items():
        wall, cpu, memory, idle, run, built = (
            statistics.median(row[at] for row in rows) for at in range(6)
        )
        best = min(row[0] for row in rows)
        print(
            f"{name:14} {wall:11.3f}s {best:6.3f}s {wall / bare:7.2f}x {cpu:7.3f}s"
            f" {cpu / bare_cpu:7.2f}x {memory:6.0f}MiB {idle:6.0f}MiB {run:7.3f}s {built:9.3f}s"
        )
    app = statistics.median(row[0] for row in figures["this tree"]) / bare
    verdict = "met" if app <= TARGET_RATIO else "MISSED"
    print(f"this tree: {app:.2f}x the bare window (target at most {TARGET_RATIO}x: {verdict})")


if __name__ == "__main__":
    main()
