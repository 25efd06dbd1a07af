"""How long ``advise`` takes per call once the rules are prepared (target: median 1 ms or less,
p95 3 ms or less, every keep and box included), per ruleset.

Run: .venv/bin/python benchmarks/bench_strategy_advise.py [--only maxi+triple ...]
Positions come from random play (every roll of every turn). "cold" clears the advisor's
per-sheet caches (and the engine's answers per pattern of free boxes) before every call, so
each call does the whole turn recursion; "warm" is a second call in the same position (what a
UI repainting the hints pays). Times are the process's CPU time (the machine is shared: waiting
for a core is not the advisor's); "wall" is the cold median by the clock, for comparison.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.rules import Game, preset
from app.strategy import advise, prepare
from app.strategy.preparing import model_for

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


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--only", nargs="*", help="ruleset keys to measure (default: all)")
    only = parser.parse_args().only
    print(f"load before: {os.getloadavg()[0]:.2f} (1-min average, 2 cores)")
    heads = f"{'cold median':>12} {'cold p95':>9} {'warm median':>12} {'wall':>9}"
    print(f"{'ruleset':26} {heads}  target")
    for name, triple, forced in RULESETS:
        rules = preset(name, triple=triple, forced_order=forced)
        if only and rules.key not in only:
            continue
        prepare(rules)
        model = model_for(rules)
        games = positions(name, triple, forced, 400)
        cold, wall = [], []
        for game in games:
            model.clear_caches()
            clock, started = time.perf_counter(), time.process_time()
            advise(game)
            cold.append(time.process_time() - started)
            wall.append(time.perf_counter() - clock)
        warm = []
        for game in games:
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
    limits = f"cold median at most {MEDIAN * 1e3:.0f} ms, p95 at most {P95 * 1e3:.0f} ms"
    print(f"target (issue 31): {limits}")
    print(f"load after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
