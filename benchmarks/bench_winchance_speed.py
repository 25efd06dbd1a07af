"""How long the win chances take (targets: a 4-player position at most 5 ms; a whole 4-player
Maxi game's history at most 1 s).

Run: .venv/bin/python benchmarks/bench_winchance_speed.py [--games 3]
Plays 4-player games of hard computers (official, yatzy, maxi, official Triple, maxi Triple) and
times ``win_chances`` at every turn start and after every roll (the player to move valued from
the dice), with the model's caches cleared before each call so that nothing is reused from the
play; then ``win_history`` of each whole game (at every turn start), caches cleared first.
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

from app.rules import Game, Roll, preset
from app.strategy import computer_player, prepare, winchance, winning
from app.strategy.endgame import _distribution
from app.strategy.preparing import model_for
from app.strategy.simulate import play_game
from app.strategy.winchance import win_chances
from app.strategy.winhistory import win_history

RULES = (("official", False), ("yatzy", False), ("maxi", False), ("official", True), ("maxi", True))


def _clear(game: Game) -> None:
    model_for(game.rules).clear_caches()
    _distribution.cache_clear()
    winchance.clear_caches()
    winning.clear_caches()


def _cost(game: Game, repeats: int = 3) -> float:
    """The CPU time of ``win_chances`` with cold caches: the least of a few tries (on a loaded
    machine a try may wait for a core; CPU time and the least try leave that out)."""
    best = float("inf")
    for _ in range(repeats):
        _clear(game)
        started = time.process_time()
        win_chances(game)
        best = min(best, time.process_time() - started)
    return best


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    arguments = parser.parse_args()
    print(f"load before: {os.getloadavg()[0]:.2f} (1-min average, 2 cores)")
    header = (
        f"{'ruleset':16} {'turn start':>11} {'after a roll':>13} {'p95':>8} {'worst':>8} "
        f"{'history':>9}"
    )
    print(header)
    for name, triple in RULES:
        rules = preset(name, triple=triple)
        prepare(rules)
        starts: list[float] = []
        rolled: list[float] = []
        histories: list[float] = []
        for number in range(arguments.games):
            seats = [computer_player("hard", rules, seed=number * 4 + s) for s in range(4)]
            game = play_game(Game.new(rules, 4), seats, random.Random(number))
            replay = Game.new(rules, 4)
            for action in game.log:
                replay = replay.apply(action).game
                if replay.over:
                    break
                if replay.dice is None or isinstance(action, Roll):
                    (starts if replay.dice is None else rolled).append(_cost(replay))
            _clear(game)
            started = time.process_time()
            win_history(game)
            histories.append(time.process_time() - started)
        every = sorted(starts + rolled)
        worst, p95 = every[-1], every[int(0.95 * (len(every) - 1))]
        print(
            f"{rules.key:16} {statistics.median(starts) * 1000:9.2f}ms "
            f"{statistics.median(rolled) * 1000:11.2f}ms {p95 * 1000:6.1f}ms {worst * 1000:6.1f}ms "
            f"{statistics.median(histories) * 1000:7.0f}ms",
            flush=True,
        )
    print(f"load after: {os.getloadavg()[0]:.2f}")
    print(
        "(medians per position; p95 and worst over every position; history = a whole game, median)"
    )


if __name__ == "__main__":
    main()
