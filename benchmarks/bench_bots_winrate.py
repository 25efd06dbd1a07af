"""How often win-aware hard beats the pure score maximiser (hard without win-aware play).

Run: .venv/bin/python benchmarks/bench_bots_winrate.py [--rules official] [--games 10000]
     [--players 2] [--processes 2]
(``docs/strength.md`` reports 10,000 games; the default of 2,000 keeps ``make bench`` short.)
For two-player ``official`` it also prints the earlier figure (51.28 % ± 0.50 % of 10,000 games,
before win-aware play and the hints shared ``winning.turn_chances``) and how far the new one is
from it in combined standard errors.
Seat order alternates from game to game (the win-aware player moves first in even games); with
three or four players the others are score maximisers. A tie for first counts as half a win for
each tied player. Prints the win-aware player's share of wins with its standard error, and the
mean scores of both; uses both cores unless told otherwise.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.rules import Game, preset
from app.strategy import prepare
from app.strategy.computers import HardPlayer
from app.strategy.simulate import play_game

BATCH = 100
EARLIER = {("official", 2): (0.5128, 0.0050)}
"""The win rate before win-aware play took its numbers from ``turn_chances`` (issue 30), with
its standard error (10,000 games, ``docs/strength.md``)."""


def play(
    rules_name: str, triple: bool, players: int, first: int, count: int
) -> list[tuple[float, int, int]]:
    """(the win-aware player's win share, its score, a maximiser's score) per game."""
    rules = preset(rules_name, triple=triple)
    aware, plain = HardPlayer(rules, win_aware=True), HardPlayer(rules, win_aware=False)
    results = []
    for number in range(first, first + count):
        seat = number % players
        seats = [aware if s == seat else plain for s in range(players)]
        game = play_game(Game.new(rules, players), seats, random.Random(number))
        totals = [sheet.total for sheet in game.sheets]
        best = max(totals)
        winners = [s for s, total in enumerate(totals) if total == best]
        share = 1.0 / len(winners) if seat in winners else 0.0
        results.append((share, totals[seat], totals[(seat + 1) % players]))
    return results


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rules", default="official")
    parser.add_argument("--games", type=int, default=2_000)
    parser.add_argument("--players", type=int, default=2, choices=(2, 3, 4))
    parser.add_argument("--triple", action="store_true")
    parser.add_argument("--processes", type=int, default=2)
    arguments = parser.parse_args()
    prepare(preset(arguments.rules, triple=arguments.triple))
    print(f"load before: {os.getloadavg()[0]:.2f} (1-min average, 2 cores)")
    started = time.perf_counter()
    with ProcessPoolExecutor(arguments.processes) as pool:
        parts = [
            pool.submit(play, arguments.rules, arguments.triple, arguments.players, first, BATCH)
            for first in range(0, arguments.games, BATCH)
        ]
        results = [row for part in parts for row in part.result()]
    games = len(results)
    shares = [share for share, _, _ in results]
    rate = sum(shares) / games
    error = math.sqrt(sum((s - rate) ** 2 for s in shares) / (games - 1) / games)
    fair = 1 / arguments.players
    print(
        f"{preset(arguments.rules, triple=arguments.triple).key}, {arguments.players} players, "
        f"{games} games: win-aware hard wins "
        f"{rate:.4f} ± {error:.4f} (fair share {fair:.4f}, {(rate - fair) / error:+.1f} SE)"
    )
    print(
        f"mean score: win-aware {sum(r[1] for r in results) / games:.2f}, "
        f"maximiser {sum(r[2] for r in results) / games:.2f}"
    )
    rules_key = preset(arguments.rules, triple=arguments.triple).key
    earlier = EARLIER.get((rules_key, arguments.players))
    if earlier is not None:
        before, before_error = earlier
        apart = (rate - before) / math.hypot(error, before_error)
        print(
            f"earlier: {before:.4f} ± {before_error:.4f}; now {rate - before:+.4f} "
            f"({apart:+.1f} combined SE)"
        )
    print(f"{time.perf_counter() - started:.0f} s; load after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
