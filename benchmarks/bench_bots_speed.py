"""Decisions per second of each computer level, per ruleset (one core).

Run: .venv/bin/python benchmarks/bench_bots_speed.py
A decision is one ``decide`` call (a keep or a box) in solo games played from the start; hard
runs on prepared rules (tables loaded), with fresh caches as in real play.
"""

from __future__ import annotations

import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.rules import Game, preset
from app.strategy import computer_player, decision_actions, prepare

RULESETS = [("official", False), ("yatzy", False), ("maxi", False), ("official", True)]
SECONDS = 4.0


def rate(level: str, name: str, triple: bool) -> float:
    rules = preset(name, triple=triple)
    prepare(rules)
    player = computer_player(level, rules, seed=1)
    rng = random.Random(3)
    decisions, spent = 0, 0.0
    game = Game.new(rules)
    while spent < SECONDS:
        if game.over:
            game = Game.new(rules)
        if game.dice is None:
            game = game.roll(rng).game
            continue
        started = time.perf_counter()
        decision = player.decide(game)
        spent += time.perf_counter() - started
        decisions += 1
        for action in decision_actions(game, decision):
            game = game.apply(action, rng).game
    return decisions / spent


def main() -> None:
    print(f"load before: {os.getloadavg()[0]:.2f} (1-min average, 2 cores)")
    print(f"{'ruleset':20} {'easy':>10} {'medium':>10} {'hard':>10}   decisions per second")
    for name, triple in RULESETS:
        key = preset(name, triple=triple).key
        rates = [rate(level, name, triple) for level in ("easy", "medium", "hard")]
        print(f"{key:20} " + " ".join(f"{r:10.0f}" for r in rates), flush=True)
    print(f"load after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
