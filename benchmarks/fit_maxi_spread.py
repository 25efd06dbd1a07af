"""The Maxi model's correction and spread at every number of free boxes, measured in self-play.

Run: .venv/bin/python benchmarks/fit_maxi_spread.py [--games 600] [--processes 2] [--level hard]
Plays solo Maxi games and, at every turn start, records the boxes free, the rolls saved, the
model's value of the sheet (``MaxiModel.column_value``) and the points the game still brought.
Per number of free boxes it fits points still to come - model value = a + b x saved rolls by
least squares and prints (a, b, variance of what is left, third central moment of what is left),
the rows of ``maxi.LATE_GAME``. ``--first`` numbers the games from there (their seeds).
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
from app.strategy.maxi import MaxiModel
from app.strategy.preparing import model_for


def play(level: str, first: int, count: int) -> list[tuple[int, int, float, int]]:
    """(free boxes, saved rolls, model value, points still to come) per turn start."""
    rules = preset("maxi")
    model = model_for(rules)
    assert isinstance(model, MaxiModel)
    rows = []
    for number in range(first, first + count):
        dice = random.Random(number)
        player = computer_player(level, rules, seed=number)
        game = Game.new(rules)
        starts = []
        while not game.over:
            if game.dice is None:
                sheet = game.sheet
                saved = game.rolls_left - rules.rolls_per_turn
                starts.append(
                    (len(sheet.free_boxes), saved, model.column_value(sheet, 1), sheet.total)
                )
            for action in player.next_actions(game):
                game = game.apply(action, dice).game
        final = game.sheets[0].total
        rows += [(free, saved, value, final - total) for free, saved, value, total in starts]
    return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--level", default="hard")
    parser.add_argument("--first", type=int, default=0, help="the first game's number")
    arguments = parser.parse_args()
    batch = 25
    end = arguments.first + arguments.games
    with ProcessPoolExecutor(arguments.processes) as pool:
        parts = [
            pool.submit(play, arguments.level, first, min(batch, end - first))
            for first in range(arguments.first, end, batch)
        ]
        rows = [row for part in parts for row in part.result()]
    data = np.array(rows, dtype=np.float64)
    print(
        f"{arguments.games} games of {arguments.level} maxi; (a, b, variance, third moment) "
        "per free boxes:"
    )
    for free in range(1, 21):
        part = data[data[:, 0] == free]
        if not len(part):
            continue
        saved, value, rest = part[:, 1], part[:, 2], part[:, 3]
        design = np.column_stack((np.ones(len(part)), saved))
        if np.ptp(saved) == 0:
            design = design[:, :1]
        fit, *_ = np.linalg.lstsq(design, rest - value, rcond=None)
        a, b = float(fit[0]), float(fit[1]) if len(fit) > 1 else 0.0
        residual = rest - value - design @ fit
        third = float(((residual - residual.mean()) ** 3).mean())
        print(
            f"    ({a:.2f}, {b:.2f}, {float(residual.var()):.1f}, {third:.0f}),"
            f"  # {free} free, {len(part)} turns"
        )


if __name__ == "__main__":
    main()
