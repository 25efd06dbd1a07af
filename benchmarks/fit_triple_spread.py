"""The Triple model's spread against self-play: how far the columns-taken-as-independent mean
and variance of the points still to come are off, per number of free boxes.

Run: .venv/bin/python benchmarks/fit_triple_spread.py [--rules official] [--games 400]
     [--processes 2] [--level hard]
Plays solo Triple games and, at every turn start, records the boxes free, the model's mean and
variance of the points still to come (``TurnModel.future_spread``) and the points the game
still brought. Per number of free boxes it prints (mean of what came minus the model's mean,
observed variance / the model's variance): the rows of the solo fit the win chances used until
``benchmarks/fit_level_spread.py`` fitted Triple from games with opponents (``spreadfits``).
"""

from __future__ import annotations

import argparse
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.rules import Game, preset
from app.strategy.computers import computer_player
from app.strategy.preparing import model_for


def play(name: str, level: str, first: int, count: int) -> list[tuple[int, float, float, int]]:
    """(free boxes, model mean, model variance, points still to come) per turn start."""
    rules = preset(name, triple=True)
    model = model_for(rules)
    rows = []
    for number in range(first, first + count):
        dice = random.Random(number)
        player = computer_player(level, rules, seed=number)
        game = Game.new(rules)
        starts = []
        while not game.over:
            if game.dice is None:
                spread = model.future_spread(game.sheet, game.rolls_left - rules.rolls_per_turn)
                assert spread is not None
                starts.append((len(game.sheet.free_boxes), *spread, game.sheet.total))
            for action in player.next_actions(game):
                game = game.apply(action, dice).game
        final = game.sheets[0].total
        rows += [(free, mean, variance, final - total) for free, mean, variance, total in starts]
    return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rules", default="official")
    parser.add_argument("--games", type=int, default=400)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--level", default="hard")
    arguments = parser.parse_args()
    batch = 20
    with ProcessPoolExecutor(arguments.processes) as pool:
        parts = [
            pool.submit(
                play, arguments.rules, arguments.level, first, min(batch, arguments.games - first)
            )
            for first in range(0, arguments.games, batch)
        ]
        data = np.array([row for part in parts for row in part.result()], dtype=np.float64)
    print(f"{arguments.games} games of {arguments.level} {arguments.rules}+triple:")
    print("(shift, variance ratio) per free boxes, from 1:")
    for free in range(1, int(data[:, 0].max()) + 1):
        part = data[data[:, 0] == free]
        residual = part[:, 3] - part[:, 1]
        ratio = float(residual.var() / max(1e-9, part[:, 2].mean()))
        print(f"    ({residual.mean():.1f}, {ratio:.3f}),  # {free} free, {len(part)} turns")


if __name__ == "__main__":
    main()
