"""How long ``Sheet.options`` takes for one roll, per preset (target: under 20 µs).

Run: .venv/bin/python benchmarks/bench_rules.py
Each figure is the median over many batches of random rolls on half-filled sheets.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.rules import PRESET_NAMES, Game, preset


def half_filled_sheets(name: str, triple: bool, forced: bool, count: int) -> list:  # type: ignore[type-arg]
    rng = random.Random(7)
    sheets = []
    for _ in range(count):
        game = Game.new(preset(name, triple=triple, forced_order=forced))
        for _ in range(len(game.rules.box_keys) // 2):
            game = game.roll(rng).game
            options = game.options()
            game = game.enter(rng.choice(sorted(options))).game
        sheets.append(game.sheet)
    return sheets


def measure(name: str, triple: bool = False, forced: bool = False) -> float:
    rules = preset(name, triple=triple, forced_order=forced)
    rng = random.Random(1)
    sheets = half_filled_sheets(name, triple, forced, 50)
    rolls = [tuple(rng.randint(1, 6) for _ in range(rules.dice_count)) for _ in range(1000)]
    per_call = []
    for _ in range(30):
        start = time.perf_counter()
        for i, dice in enumerate(rolls):
            sheets[i % 50].options(dice)
        per_call.append((time.perf_counter() - start) / len(rolls) * 1e6)
    return statistics.median(per_call)


def main() -> None:
    print(f"{'ruleset':32} options() per roll, µs (median)")
    for name in PRESET_NAMES:
        for triple in (False, True):
            for forced in (False, True):
                key = preset(name, triple=triple, forced_order=forced).key
                print(f"{key:32} {measure(name, triple, forced):6.2f}")


if __name__ == "__main__":
    main()
