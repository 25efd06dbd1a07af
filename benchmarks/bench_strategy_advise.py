"""How long ``advise`` takes per call once the rules are prepared (target: median 1 ms or less,
p95 3 ms or less, every keep and box included), per ruleset.

Run: .venv/bin/python benchmarks/bench_strategy_advise.py [--only maxi+triple ...]
     [--base COMMIT [--rounds 3]]
Positions come from random play (every roll of every turn). "cold" clears the advisor's
per-sheet caches (and the engine's answers per pattern of free boxes) before every call, so
each call does the whole turn recursion; "warm" is a second call in the same position (what a
UI repainting the hints pays). Times are the process's CPU time (the machine is shared: waiting
for a core is not the advisor's); "wall" is the cold median by the clock, for comparison.

``--base`` also measures the code of a base commit (its ``app`` folder unpacked into a temporary
folder) side by side, each round a fresh process per tree one after the other, and prints the
cold medians and their ratio (the median of each round's): on a busy machine the ratio says
more than either figure alone.
"""

from __future__ import annotations

import argparse
import io
import os
import random
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

ROOT = Path(__file__).resolve().parents[1]

if TYPE_CHECKING:
    from app.rules import Game

MEDIAN, P95 = 1e-3, 3e-3
"""Seconds: the targets of a cold call (issue 31)."""

RULESETS = [
    ("official", False, False),
    ("official", False, True),
    ("free-joker", False, False),
    ("yatzy", False, False),
    ("official", True, False),
    ("yatzy", True, True),
    ("maxi", False, False),
    ("maxi", True, False),
]


def positions(rules_name: str, triple: bool, forced: bool, count: int) -> list[Game]:
    from app.rules import Game, preset

    rules = preset(rules_name, triple=triple, forced_order=forced)
    rng = random.Random(5)
    found: list[Game] = []
    game = Game.new(rules)
    while len(found) < count:
        game = game.roll(rng).game
        found.append(game)
        if game.rolls_left and rng.random() < 0.6:
            continue
        game = game.enter(rng.choice(sorted(game.options()))).game
        if game.over:
            game = Game.new(rules)
    return found


def cold_times(rules_name: str, triple: bool, forced: bool) -> tuple[list[float], list[float]]:
    """Per position: the CPU time and the wall time of a cold call, in seconds."""
    from app.rules import preset
    from app.strategy import advise, prepare
    from app.strategy.preparing import model_for

    rules = preset(rules_name, triple=triple, forced_order=forced)
    prepare(rules)
    model = model_for(rules)
    cold, wall = [], []
    for game in positions(rules_name, triple, forced, 400):
        model.clear_caches()
        clock, started = time.perf_counter(), time.process_time()
        advise(game)
        cold.append(time.process_time() - started)
        wall.append(time.perf_counter() - clock)
    return cold, wall


def measure(rules_name: str, triple: bool, forced: bool) -> None:
    from app.rules import preset
    from app.strategy import advise

    rules = preset(rules_name, triple=triple, forced_order=forced)
    cold, wall = cold_times(rules_name, triple, forced)
    warm = []
    for game in positions(rules_name, triple, forced, 400):
        advise(game)
        started = time.process_time()
        advise(game)
        warm.append(time.process_time() - started)
    cold.sort()
    p95 = cold[int(0.95 * len(cold))]
    met = statistics.median(cold) <= MEDIAN and p95 <= P95
    print(
        f"{rules.key:26} {statistics.median(cold) * 1e3:9.3f} ms {p95 * 1e3:6.3f} ms"
        f" {statistics.median(warm) * 1e3:9.3f} ms {statistics.median(wall) * 1e3:6.3f} ms"
        f"  {'met' if met else 'NOT met'}",
        flush=True,
    )


def child(tree: str, rules_name: str, triple: bool, forced: bool) -> None:
    """In a fresh process with ``tree`` first on the path: the cold median and p95 (ms)."""
    sys.path.insert(0, tree)
    cold = sorted(cold_times(rules_name, triple, forced)[0])
    print(f"{statistics.median(cold) * 1e3} {cold[int(0.95 * len(cold))] * 1e3}")


def run_child(tree: Path, rules_name: str, triple: bool, forced: bool) -> tuple[float, float]:
    command = [sys.executable, __file__, "--child", str(tree), rules_name]
    output = subprocess.run(
        [*command, str(int(triple)), str(int(forced))],
        check=True,
        capture_output=True,
        text=True,
        cwd=tempfile.gettempdir(),
    ).stdout
    median, p95 = output.split()[-2:]
    return float(median), float(p95)


def compare(commit: str, rounds: int, chosen: list[tuple[str, bool, bool]]) -> None:
    from app.rules import preset

    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", commit, "app"],
        check=True,
        capture_output=True,
    ).stdout
    with tempfile.TemporaryDirectory(prefix="fuenfwurf-base-") as folder:
        with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
            tar.extractall(folder, filter="data")
        print(f"\ncold median (p95) against base {commit[:10]}, {rounds} rounds")
        print(f"{'ruleset':26} {'base':>17} {'this tree':>17} {'ratio':>6}")
        for name, triple, forced in chosen:
            pairs = [
                (
                    run_child(Path(folder), name, triple, forced),
                    run_child(ROOT, name, triple, forced),
                )
                for _ in range(rounds)
            ]
            ratio = statistics.median(new[0] / old[0] for old, new in pairs)
            old_median = statistics.median(old[0] for old, _ in pairs)
            old_p95 = statistics.median(old[1] for old, _ in pairs)
            new_median = statistics.median(new[0] for _, new in pairs)
            new_p95 = statistics.median(new[1] for _, new in pairs)
            key = preset(name, triple=triple, forced_order=forced).key
            print(
                f"{key:26} {old_median:6.3f} ({old_p95:5.3f}) ms {new_median:6.3f} ({new_p95:5.3f})"
                f" ms {ratio:6.2f}",
                flush=True,
            )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--only", nargs="*", help="ruleset keys to measure (default: all)")
    parser.add_argument("--base", help="also measure this commit side by side")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--child", nargs=4, help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.child:
        tree, name, triple, forced = arguments.child
        child(tree, name, triple == "1", forced == "1")
        return
    sys.path.insert(0, str(ROOT))
    from app.rules import preset

    chosen = [
        (name, triple, forced)
        for name, triple, forced in RULESETS
        if not arguments.only
        or preset(name, triple=triple, forced_order=forced).key in arguments.only
    ]
    print(f"load before: {os.getloadavg()[0]:.2f} (1-min average, 2 cores)")
    heads = f"{'cold median':>12} {'cold p95':>9} {'warm median':>12} {'wall':>9}"
    print(f"{'ruleset':26} {heads}  target")
    for name, triple, forced in chosen:
        measure(name, triple, forced)
    limits = f"cold median at most {MEDIAN * 1e3:.0f} ms, p95 at most {P95 * 1e3:.0f} ms"
    print(f"target (issue 31): {limits}")
    if arguments.base:
        compare(arguments.base, arguments.rounds, chosen)
    print(f"load after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
