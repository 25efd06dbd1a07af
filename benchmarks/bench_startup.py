"""Process start to first frame shown: ``python -m app`` until the window's first frame
(target: under 1.5 s on the project's machines).

Run: .venv/bin/python benchmarks/bench_startup.py [runs] [--bundle dist/fuenfwurf/fuenfwurf]
(with --bundle it times the PyInstaller bundle from `make dist` instead of ``python -m app``).
Offscreen with the software renderer (as on a machine without a display), on a fresh
temporary profile each run; the first run also pays for cold file caches. The app prints
the wall time of its first swapped frame when FUENFWURF_FIRST_FRAME is set, then quits.
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
TARGET = 1.5


def one_start(command: list[str]) -> float:
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
        env.setdefault("XDG_CACHE_HOME", f"{scratch}/cache")
        started = time.time()
        done = subprocess.run(
            command,
            cwd=ROOT,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        for line in done.stdout.splitlines():
            if line.startswith("first-frame "):
                return float(line.split()[1]) - started
        raise RuntimeError(f"no first frame reported:\n{done.stdout}\n{done.stderr}")


def main() -> None:
    args = sys.argv[1:]
    command = [sys.executable, "-m", "app"]
    if "--bundle" in args:
        at = args.index("--bundle")
        command = [str(Path(args[at + 1]).resolve())]
        del args[at : at + 2]
    runs = int(args[0]) if args else 7
    load = os.getloadavg()
    times = [one_start(command) for _ in range(runs)]
    print(f"load average before: {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    print("runs (s):", " ".join(f"{t:.3f}" for t in times))
    median = statistics.median(times)
    print(
        f"process start to first frame: median {median:.3f} s, best {min(times):.3f} s, "
        f"worst {max(times):.3f} s (target < {TARGET} s: {'met' if median < TARGET else 'MISSED'})"
    )


if __name__ == "__main__":
    main()
