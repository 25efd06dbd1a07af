"""A computer level's spread against self-play in games: how far the model's mean and variance
of the points still to come are off, per number of free boxes, for one level and ruleset.

Run: .venv/bin/python benchmarks/fit_level_spread.py [--rules official+triple] [--level medium]
     [--players 2 4] [--games 200] [--first 0] [--save rows.npy] [--load rows.npy ...]
Plays ``--games`` games per number of players, every seat the given level (seeds fixed), and at
every seat's turn start records the boxes free, the model's mean and variance of the points
still to come (``TurnModel.future_spread``, no fit applied) and the points the game still
brought that seat. Unlike ``fit_triple_spread.py`` (solo games of hard) the games have
opponents, so the win-aware last turns of hard are in the figures. Per number of free boxes it
fits what came = intercept + slope x the model's mean (least squares: where the model's means of
two sheets differ by 10 points, what came differs by 10 x slope) and prints (intercept, slope,
variance left around that line / the model's variance, third central moment left around it / the
model's third moment): the rows of the fits in ``spreadfits.FITS``. ``--save`` keeps the rows (a
NumPy file) so that runs add up with ``--load``; one process, as the benchmarks here are run on
a shared machine. ``--first`` numbers the games from there (their seeds): a fit made on games
from 1,000,000 on is not judged on its own games by the calibration, which plays from 0.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.rules import Game, Ruleset, preset
from app.strategy.computers import computer_player
from app.strategy.preparing import model_for


def _rules(key: str) -> Ruleset:
    name, *options = key.split("+")
    return preset(name, triple="triple" in options, forced_order="forced_order" in options)


def play(key: str, level: str, players: int, first: int, count: int) -> list[list[float]]:
    """(players, free boxes, model mean, model variance, points still to come, model third
    central moment, saved rolls) per seat and turn start."""
    rules = _rules(key)
    model = model_for(rules)
    rows: list[list[float]] = []
    for number in range(first, first + count):
        dice = random.Random(number)
        seats = [computer_player(level, rules, seed=number * 4 + s) for s in range(players)]
        game = Game.new(rules, players)
        starts: list[tuple[int, int, float, float, int, float, int]] = []
        while not game.over:
            if game.dice is None:
                sheet = game.sheet
                saved = game.rolls_left - rules.rolls_per_turn
                spread = model.future_spread(sheet, saved)
                if spread is not None:
                    third = model.future_third(sheet, saved)
                    free = len(sheet.free_boxes)
                    starts.append((game.current, free, *spread, sheet.total, third, saved))
            for action in seats[game.current].next_actions(game):
                game = game.apply(action, dice).game
        finals = [sheet.total for sheet in game.sheets]
        rows += [
            [players, free, mean, variance, finals[seat] - total, third, saved]
            for seat, free, mean, variance, total, third, saved in starts
        ]
    return rows


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--rules", default="official+triple")
    parser.add_argument("--level", default="hard")
    parser.add_argument("--players", nargs="+", type=int, default=[2, 4])
    parser.add_argument("--games", type=int, default=200, help="games per number of players")
    parser.add_argument("--first", type=int, default=0, help="the first game's number (its seeds)")
    parser.add_argument("--save", type=Path, default=None)
    parser.add_argument("--load", type=Path, nargs="+", default=None)
    arguments = parser.parse_args()
    if arguments.load is not None:
        data = np.concatenate([np.load(path) for path in arguments.load])
    else:
        rows = []
        for players in arguments.players:
            rows += play(
                arguments.rules, arguments.level, players, arguments.first, arguments.games
            )
        data = np.array(rows, dtype=np.float64)
        if arguments.save is not None:
            np.save(arguments.save, data)
    games = {int(p): int((data[:, 0] == p).sum()) for p in np.unique(data[:, 0])}
    what = f"{arguments.level} {arguments.rules}" if arguments.load is None else arguments.load
    print(f"{what}, turn starts per number of players: {games}")
    print("(intercept, slope, variance ratio, third-moment ratio) per free boxes, from 1:")
    for free in range(1, int(data[:, 1].max()) + 1):
        part = data[data[:, 1] == free]
        if not len(part):
            continue
        print(f"    {_fit(part)},  # {free} free, {len(part)} turns")


def _fit(part: np.ndarray) -> str:
    """What came = intercept + slope x the model's mean, by least squares, the variance left
    around that line over the model's mean variance, and the third central moment left around
    it over the model's mean third moment (1 where the model knows hardly any skew). The slope
    is 1 where the model's means differ from sheet to sheet as what came does (where they
    hardly differ, it is not fitted)."""
    model, came = part[:, 2], part[:, 4]
    slope = 1.0
    if model.std() > 2.0:
        slope = float(np.polyfit(model, came, 1)[0])
    intercept = float((came - slope * model).mean())
    left = came - intercept - slope * model
    # Per turn start, not of the sums: a chance is worked out from each sheet's own variance,
    # and the sheets with a big variance are not those with a big miss.
    ratio = float((left**2 / np.maximum(part[:, 3], 1.0)).mean())
    model_third = float(part[:, 5].mean())
    skew = 1.0
    if abs(model_third) > 0.1 * float(part[:, 3].mean()) ** 1.5:
        skew = float(((left - left.mean()) ** 3).mean()) / model_third
    return f"({intercept:.1f}, {slope:.3f}, {ratio:.3f}, {skew:.3f})"


if __name__ == "__main__":
    main()
