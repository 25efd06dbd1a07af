"""How well the win chances are calibrated: predicted against observed wins in self-play.

Run: .venv/bin/python benchmarks/bench_winchance_calibration.py [--games 100] [--processes 2]
     [--rules official yatzy maxi official+triple] [--players 2 4] [--levels hard medium]
     [--plot docs/winchance-reliability.png] [--markdown]
Plays ``--games`` games of computers for every (ruleset, players, level) (all seats the same
level; seeds fixed, so a run repeats), and at every turn start of every game (the finished game
excepted) takes every seat's predicted chance (``winhistory.win_history``) beside what the seat
got in the end (1 for a win, 1/k for a tie of k, 0 for a loss). Prints the reliability table by
decile of predicted chance (mean predicted, observed share, their difference and the observed
share's standard error), and the Brier score beside two baselines: "leader wins" (the seats
ahead now share 1, everyone else 0: the current score lead alone) and "1/n" (no information).
With ``--plot`` it draws the reliability diagram (observed against predicted per decile) with
Qt's QPainter (offscreen); ``--markdown`` prints the tables for ``docs/strength.md``.
"""

from __future__ import annotations

import argparse
import itertools
import math
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.rules import Game, Ruleset, preset
from app.strategy import computer_player, prepare
from app.strategy.simulate import play_game
from app.strategy.winhistory import win_history

BATCH = 10

Sample = tuple[float, float, float]
"""(predicted chance, baseline "leader wins" chance, outcome share) of one seat at one turn."""


def _rules(key: str) -> Ruleset:
    name, *options = key.split("+")
    return preset(name, triple="triple" in options, forced_order="forced_order" in options)


def play(key: str, players: int, level: str, first: int, count: int) -> list[Sample]:
    rules = _rules(key)
    prepare(rules)
    samples: list[Sample] = []
    for number in range(first, first + count):
        seats = [computer_player(level, rules, seed=number * 4 + s) for s in range(players)]
        game = play_game(Game.new(rules, players), seats, random.Random(number))
        totals = [sheet.total for sheet in game.sheets]
        best = max(totals)
        winners = [s for s, total in enumerate(totals) if total == best]
        outcome = [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]
        for point in win_history(game)[:-1]:
            lead = max(point.totals)
            leaders = [s for s, total in enumerate(point.totals) if total == lead]
            for seat in range(players):
                naive = 1.0 / len(leaders) if seat in leaders else 0.0
                samples.append((point.chances[seat], naive, outcome[seat]))
    return samples


@dataclass(frozen=True)
class Bin:
    low: float
    high: float
    count: int
    predicted: float
    observed: float

    @property
    def error(self) -> float:
        """The standard error of the observed share (as a binomial share)."""
        if not self.count:
            return 0.0
        share = min(max(self.observed, 1e-9), 1 - 1e-9)
        return math.sqrt(share * (1 - share) / self.count)


def deciles(samples: list[Sample]) -> list[Bin]:
    bins = []
    for tenth in range(10):
        low, high = tenth / 10, (tenth + 1) / 10
        inside = [s for s in samples if low <= s[0] < high or (tenth == 9 and s[0] == 1.0)]
        count = len(inside)
        predicted = sum(s[0] for s in inside) / count if count else 0.0
        observed = sum(s[2] for s in inside) / count if count else 0.0
        bins.append(Bin(low, high, count, predicted, observed))
    return bins


def brier(samples: list[Sample], column: int) -> float:
    return sum((s[column] - s[2]) ** 2 for s in samples) / max(1, len(samples))


def brier_uniform(samples: list[Sample], players: int) -> float:
    return sum((1 / players - s[2]) ** 2 for s in samples) / max(1, len(samples))


def draw(path: Path, curves: dict[str, list[Bin]]) -> None:
    """The reliability diagram: per curve, observed against predicted by decile."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPen

    _app = QGuiApplication.instance() or QGuiApplication([])
    size, margin = 720, 70
    image = QImage(size + 260, size, QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    side = size - 2 * margin

    def at(x: float, y: float) -> QPointF:
        return QPointF(margin + x * side, size - margin - y * side)

    painter.setFont(QFont("DejaVu Sans", 11))
    painter.setPen(QPen(QColor("#dddddd"), 1))
    for step in range(11):
        painter.drawLine(at(step / 10, 0), at(step / 10, 1))
        painter.drawLine(at(0, step / 10), at(1, step / 10))
    painter.setPen(QPen(QColor("#333333"), 1))
    painter.drawRect(QRectF(at(0, 1), at(1, 0)))
    for step in range(0, 11, 2):
        label = f"{step * 10} %"
        painter.drawText(at(step / 10, 0) + QPointF(-14, 20), label)
        painter.drawText(at(0, step / 10) + QPointF(-50, 5), label)
    painter.drawText(QPointF(margin + side / 2 - 60, size - 15), "predicted chance")
    painter.save()
    painter.translate(18, size / 2 + 50)
    painter.rotate(-90)
    painter.drawText(QPointF(0, 0), "observed wins")
    painter.restore()
    painter.drawText(QPointF(margin, margin - 25), "Win chances: reliability by decile")
    painter.setPen(QPen(QColor("#888888"), 1, Qt.PenStyle.DashLine))
    painter.drawLine(at(0, 0), at(1, 1))
    colours = ["#1f6fb2", "#c0392b", "#27ae60", "#8e44ad", "#d68910", "#16a085", "#7f8c8d"]
    for number, (label, bins) in enumerate(curves.items()):
        colour = QColor(colours[number % len(colours)])
        painter.setPen(QPen(colour, 2))
        points = [at(b.predicted, b.observed) for b in bins if b.count]
        for first, second in itertools.pairwise(points):
            painter.drawLine(first, second)
        painter.setBrush(colour)
        for point in points:
            painter.drawEllipse(point, 4, 4)
        painter.drawText(QPointF(size + 10, margin + 10 + 24 * number), label)
    painter.end()
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(str(path))


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100, help="games per configuration")
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--rules", nargs="+", default=["official", "yatzy", "maxi"])
    parser.add_argument("--players", nargs="+", type=int, default=[2, 4])
    parser.add_argument("--levels", nargs="+", default=["hard", "medium"])
    parser.add_argument("--plot", type=Path, default=None)
    parser.add_argument("--markdown", action="store_true")
    arguments = parser.parse_args()
    print(f"load before: {os.getloadavg()[0]:.2f} (1-min average, 2 cores)")
    started = time.perf_counter()
    configs = [
        (key, players, level)
        for key in arguments.rules
        for players in arguments.players
        for level in arguments.levels
    ]
    results: dict[tuple[str, int, str], list[Sample]] = {}
    with ProcessPoolExecutor(arguments.processes) as pool:
        futures = {
            config: [
                pool.submit(play, *config, first, min(BATCH, arguments.games - first))
                for first in range(0, arguments.games, BATCH)
            ]
            for config in configs
        }
        for config, parts in futures.items():
            results[config] = [sample for part in parts for sample in part.result()]
    elapsed = time.perf_counter() - started
    every = [s for samples in results.values() for s in samples]
    print(
        f"{arguments.games} games per configuration, {len(configs)} configurations, "
        f"{len(every)} (turn, seat) predictions, {elapsed:.0f} s; "
        f"load after: {os.getloadavg()[0]:.2f}"
    )
    print("\n| configuration | games | predictions | Brier | leader wins | 1/n | worst decile |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for (key, players, level), samples in results.items():
        worst = max(
            (abs(b.observed - b.predicted) for b in deciles(samples) if b.count >= 30),
            default=0.0,
        )
        print(
            f"| `{key}` {players} players, {level} | {arguments.games} | {len(samples)} | "
            f"{brier(samples, 0):.4f} | {brier(samples, 1):.4f} | "
            f"{brier_uniform(samples, players):.4f} | {worst * 100:.1f} pp |"
        )
    print("\nAll configurations together, by decile of predicted chance:\n")
    print("| predicted | predictions | mean predicted | observed | difference | SE |")
    print("| --- | ---: | ---: | ---: | ---: | ---: |")
    for b in deciles(every):
        if not b.count:
            continue
        print(
            f"| {b.low * 100:.0f}–{b.high * 100:.0f} % | {b.count} | {b.predicted * 100:.1f} % | "
            f"{b.observed * 100:.1f} % | {(b.observed - b.predicted) * 100:+.1f} pp | "
            f"{b.error * 100:.1f} pp |"
        )
    print(f"\nBrier score, all: {brier(every, 0):.4f}; leader wins: {brier(every, 1):.4f}")
    if arguments.plot is not None:
        curves = {"all": deciles(every)}
        for key in arguments.rules:
            curves[key] = deciles([s for c, v in results.items() if c[0] == key for s in v])
        draw(arguments.plot, curves)
        print(f"plot: {arguments.plot}")


if __name__ == "__main__":
    main()
