"""Set-up from nothing: the time from a fresh clone to a ready venv, before and after the lock.

Run:  .venv/bin/python benchmarks/bench_setup.py [--runs 2] [--base COMMIT]

Each run clones the repository twice into a temporary folder, at ``--base`` (by default the
commit before the lock came: the parent of the first commit that added ``requirements/``) and at
HEAD, and times ``scripts/setup.sh`` in each with empty package caches (pip's and uv's), so that
every package is downloaded again. The two are alternated, so a busy machine or network weighs
on both alike. System packages are not part of it (they are installed once per machine). Printed:
each side's times, their medians and the ratio after/before.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _git(*args: str) -> str:
    return subprocess.run(
        ["git", "-C", str(ROOT), *args], check=True, capture_output=True, text=True
    ).stdout.strip()


def default_base() -> str:
    first_lock = _git("log", "--diff-filter=A", "--format=%H", "--", "requirements/dev.txt")
    commit = first_lock.splitlines()[-1] if first_lock else "HEAD"
    return _git("rev-parse", f"{commit}^")


def timed_setup(commit: str, scratch: Path) -> float:
    checkout = scratch / "checkout"
    subprocess.run(["git", "clone", "-q", "--no-checkout", str(ROOT), str(checkout)], check=True)
    subprocess.run(["git", "-C", str(checkout), "checkout", "-q", commit], check=True)
    env = dict(
        os.environ,
        PIP_CACHE_DIR=str(scratch / "pip-cache"),
        UV_CACHE_DIR=str(scratch / "uv-cache"),
        XDG_CACHE_HOME=str(scratch / "cache"),
    )
    start = time.perf_counter()
    subprocess.run(
        ["bash", "scripts/setup.sh"],
        cwd=checkout,
        env=env,
        check=True,
        stdout=subprocess.DEVNULL,
    )
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=2)
    parser.add_argument("--base", default=None, help="the 'before' commit")
    args = parser.parse_args()
    base = args.base or default_base()
    head = _git("rev-parse", "HEAD")
    times: dict[str, list[float]] = {"before": [], "after": []}
    for run in range(args.runs):
        for side, commit in (("before", base), ("after", head)):
            with tempfile.TemporaryDirectory(prefix="fw-setup-") as scratch:
                seconds = timed_setup(commit, Path(scratch))
            times[side].append(seconds)
            print(f"run {run + 1} {side:6} {commit[:10]}: {seconds:5.1f} s", flush=True)
    before, after = statistics.median(times["before"]), statistics.median(times["after"])
    print(f"median before {before:.1f} s, after {after:.1f} s, after/before {after / before:.2f}")


if __name__ == "__main__":
    sys.exit(main())
