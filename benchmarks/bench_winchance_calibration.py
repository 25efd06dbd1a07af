"""How well the win chances are calibrated: predicted against observed wins in self-play.

Run: .venv/bin/python benchmarks/bench_winchance_calibration.py [--games 100] [--first 0]
     [--processes 2]
     [--rules official yatzy maxi official+triple] [--players 2 4] [--levels hard medium]
     [--save samples.jsonl] [--load samples.jsonl ...]
     [--plot docs/winchance-reliability.png] [--markdown]
Plays the games numbered ``--first`` up to ``--games`` of computers for every (ruleset, players,
level) (all seats the same level; seeds fixed, so a run repeats), and at every turn start of
every game (the finished game excepted) takes every seat's predicted chance
(``winchance.win_chances``, the points of ``winhistory.win_history`` but told each seat's level,
so that a computer level's own fitted spread is used; taken as the game is played rather than
replayed) beside what the seat got in the end (1 for a win, 1/k for a tie of k, 0 for a loss).
Prints the reliability table by decile of predicted chance (mean predicted, observed share,
their difference and the observed share's standard error), and the Brier score beside two
baselines: "leader wins" (the seats ahead now share 1, everyone else 0: the current score lead
alone) and "1/n" (no information), per configuration, per ruleset and all together.

The games go in batches of ten, the configurations taking turns batch by batch, so a run cut
short still has about as many games of each. ``--save`` appends every finished batch's samples
to a file (one JSON line each; gzip members if the name ends in ``.gz``) as it comes, and a run
saving to a file that already holds batches plays only the ones it lacks and tabulates the whole
file, so the games of several runs add up;
``--load`` reads such files instead of playing (several files add up; a batch seen twice counts
once), so a long run can be cut short and tabulated. With ``--processes 1`` the games are
played in this process, one batch after the other. With ``--plot`` it draws the reliability
diagram (observed against predicted per decile, per ruleset) with Qt's QPainter (offscreen);
the tables are Markdown for ``docs/strength.md`` (``--markdown`` is accepted for older commands).
"""

from __future__ import annotations

import argparse
import gzip
import itertools
import json
import math
import os
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import IO

import numpy as np
import numpy.typing as npt

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.rules import Game, Ruleset, preset
from app.strategy import computer_player, prepare
from app.strategy.winchance import win_chances

BATCH = 10

CHANCE_UNIT = 10_000
SHARE_UNIT = 12
"""Saved files keep the predicted chance in ten-thousandths and shares in twelfths."""

Sample = tuple[float, float, float]
"""(predicted chance, baseline "leader wins" chance, outcome share) of one seat at one turn."""


def _rules(key: str) -> Ruleset:
    name, *options = key.split("+")
    return preset(name, triple="triple" in options, forced_order="forced_order" in options)


Config = tuple[str, int, str]
"""(ruleset key, players, level)."""


def play(key: str, players: int, level: str, first: int, count: int) -> list[Sample]:
    rules = _rules(key)
    prepare(rules)
    samples: list[Sample] = []
    for number in range(first, first + count):
        seats = [computer_player(level, rules, seed=number * 4 + s) for s in range(players)]
        dice = random.Random(number)
        game = Game.new(rules, players)
        # The chances at every turn start, as ``win_history`` has them (the same positions,
        # valued by the same ``win_chances``), taken as the game goes instead of replayed.
        # Every seat is known to be a computer of ``level``: its spread is the level's own.
        levels = [level] * players
        points = [(win_chances(game, levels), tuple(sheet.total for sheet in game.sheets))]
        while not game.over:
            for action in seats[game.current].next_actions(game):
                before = game.turn
                game = game.apply(action, dice).game
                if game.turn != before and not game.over:
                    now = tuple(sheet.total for sheet in game.sheets)
                    points.append((win_chances(game, levels), now))
        finals = [sheet.total for sheet in game.sheets]
        best = max(finals)
        winners = [s for s, total in enumerate(finals) if total == best]
        outcome = [1.0 / len(winners) if s in winners else 0.0 for s in range(players)]
        for chances, then in points:
            lead = max(then)
            leaders = [s for s, total in enumerate(then) if total == lead]
            for seat in range(players):
                naive = 1.0 / len(leaders) if seat in leaders else 0.0
                samples.append((chances[seat], naive, outcome[seat]))
    return samples


@dataclass(frozen=True)
class Bin:
    low: float
    high: float
    count: int
    predicted: float
    observed: float
    spread: float = 0.0
    """The standard error of observed − predicted with the batches of games as clusters: the
    predictions of one game share its outcome, so they are far from independent, but batches
    are."""

    @property
    def error(self) -> float:
        """The standard error of the observed share (as a binomial share)."""
        if not self.count:
            return 0.0
        share = min(max(self.observed, 1e-9), 1 - 1e-9)
        return math.sqrt(share * (1 - share) / self.count)


Samples = npt.NDArray[np.float64]
"""Many samples, one a row: (predicted, "leader wins", outcome, batch number)."""


def deciles(samples: Samples) -> list[Bin]:
    bins = []
    tenths = np.minimum(np.floor(samples[:, 0] * 10), 9) if len(samples) else np.zeros(0)
    for tenth in range(10):
        inside = samples[tenths == tenth]
        count = len(inside)
        predicted = float(inside[:, 0].mean()) if count else 0.0
        observed = float(inside[:, 2].mean()) if count else 0.0
        spread = 0.0
        if count:
            # Per batch: the sum of (outcome − predicted) less the decile's mean difference.
            _, batch = np.unique(inside[:, 3], return_inverse=True)
            residual = inside[:, 2] - inside[:, 0] - (observed - predicted)
            spread = math.sqrt(float((np.bincount(batch, weights=residual) ** 2).sum())) / count
        bins.append(Bin(tenth / 10, (tenth + 1) / 10, count, predicted, observed, spread))
    return bins


def brier(samples: Samples, column: int) -> float:
    return float(((samples[:, column] - samples[:, 2]) ** 2).mean()) if len(samples) else 0.0


def brier_uniform(samples: Samples, players: int) -> float:
    return float(((1 / players - samples[:, 2]) ** 2).mean()) if len(samples) else 0.0


DIFFERENCE_SPAN = 0.08
"""The difference panel's vertical range either side of 0 (8 percentage points)."""


def _clip(y: float) -> float:
    return max(-DIFFERENCE_SPAN, min(DIFFERENCE_SPAN, y))


def draw(path: Path, curves: dict[str, list[Bin]]) -> None:
    """The reliability diagram: per curve, observed against predicted by decile; beside it,
    observed − predicted per decile with two standard errors (batches of games as clusters)
    either way and the issue's band of ±2 points."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QPointF, QRectF, Qt
    from PySide6.QtGui import QColor, QFont, QGuiApplication, QImage, QPainter, QPen

    _app = QGuiApplication.instance() or QGuiApplication([])
    size, margin = 720, 70
    image = QImage(2 * size + 160, size, QImage.Format.Format_ARGB32)
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
        painter.drawText(QPointF(2 * size + 10, margin + 10 + 24 * number), label)

    def off(x: float, y: float) -> QPointF:
        return QPointF(size + margin + x * side, size / 2 - y / DIFFERENCE_SPAN * (side / 2))

    painter.setBrush(QColor("#eef5ee"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRect(QRectF(off(0, 0.02), off(1, -0.02)))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#dddddd"), 1))
    for step in range(11):
        painter.drawLine(off(step / 10, -DIFFERENCE_SPAN), off(step / 10, DIFFERENCE_SPAN))
    for level in range(-8, 9, 2):
        painter.drawLine(off(0, level / 100), off(1, level / 100))
    painter.setPen(QPen(QColor("#333333"), 1))
    painter.drawRect(QRectF(off(0, DIFFERENCE_SPAN), off(1, -DIFFERENCE_SPAN)))
    painter.drawLine(off(0, 0), off(1, 0))
    for step in range(0, 11, 2):
        painter.drawText(off(step / 10, -DIFFERENCE_SPAN) + QPointF(-14, 20), f"{step * 10} %")
    for level in range(-8, 9, 4):
        painter.drawText(off(0, level / 100) + QPointF(-45, 5), f"{level:+d}")
    painter.drawText(QPointF(size + margin + side / 2 - 60, size - 15), "predicted chance")
    painter.drawText(
        QPointF(size + margin, margin - 25),
        "observed − predicted (points), ±2 SE; band ±2",
    )
    for number, (_label, bins) in enumerate(curves.items()):
        colour = QColor(colours[number % len(colours)])
        painter.setPen(QPen(colour, 2))
        painter.setBrush(colour)
        shift = (number - (len(curves) - 1) / 2) * 0.006  # side by side, not on top
        for b in bins:
            if not b.count:
                continue
            x = b.predicted + shift
            y = b.observed - b.predicted
            painter.drawLine(off(x, _clip(y - 2 * b.spread)), off(x, _clip(y + 2 * b.spread)))
            painter.drawEllipse(off(x, _clip(y)), 3.5, 3.5)
    painter.end()
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(str(path))


def _batches(configs: list[Config], games: int, start: int = 0) -> list[tuple[Config, int, int]]:
    """Every (configuration, first game, count) of the games from ``start`` up to ``games``,
    the configurations taking turns."""
    return [
        (config, first, min(BATCH, games - first))
        for first in range(start, games, BATCH)
        for config in configs
    ]


def _record(
    path: Path | None, config: Config, first: int, count: int, samples: list[Sample]
) -> None:
    """Append one batch to ``path``; a ``.gz`` file gets a gzip member of its own per batch
    (a gzip file of several members reads as one), so a run cut short loses nothing."""
    if path is None:
        return
    # Compact, as whole numbers: the predicted chance in ten-thousandths (the deciles and the
    # Brier score do not feel that rounding), the "leader wins" share and the outcome in
    # twelfths (a tie of two, three or four is exact).
    line = {
        "config": list(config),
        "first": first,
        "count": count,
        "chance": [round(p * CHANCE_UNIT) for p, _, _ in samples],
        "leader": [round(n * SHARE_UNIT) for _, n, _ in samples],
        "outcome": [round(o * SHARE_UNIT) for _, _, o in samples],
    }
    with _open(path, "a") as out:
        out.write(json.dumps(line, separators=(",", ":")) + "\n")


def _open(path: Path, mode: str) -> IO[str]:
    """``path`` as text, through gzip if its name ends in ``.gz``."""
    if path.suffix == ".gz":
        return gzip.open(path, mode + "t", encoding="utf-8")
    return path.open(mode, encoding="utf-8")


def _lines(path: Path) -> list[str]:
    with _open(path, "r") as found:
        return found.read().splitlines()


def _saved_batches(path: Path | None) -> set[tuple[Config, int]]:
    """The (configuration, first game) of every batch already in ``path`` (none if it is
    missing): a run that saves there plays only the batches it does not have yet, so the games
    of several sessions add up in one file."""
    if path is None or not path.exists():
        return set()
    return set(_read(path))


def _read(path: Path) -> dict[tuple[Config, int], tuple[int, list[list[float]]]]:
    found: dict[tuple[Config, int], tuple[int, list[list[float]]]] = {}
    for text in _lines(path):
        if not text.strip():
            continue
        line = json.loads(text)
        key, players, level = line["config"]
        config = (str(key), int(players), str(level))
        if "samples" in line:  # the older form: (predicted, leader, outcome) as fractions
            samples = line["samples"]
        else:
            samples = [
                [p / CHANCE_UNIT, n / SHARE_UNIT, o / SHARE_UNIT]
                for p, n, o in zip(line["chance"], line["leader"], line["outcome"], strict=True)
            ]
        found[(config, int(line["first"]))] = (int(line.get("count", BATCH)), samples)
    return found


def _load(paths: list[Path]) -> tuple[dict[Config, Samples], dict[Config, int]]:
    seen: dict[tuple[Config, int], tuple[int, list[list[float]]]] = {}
    for path in paths:
        seen.update(_read(path))
    parts: dict[Config, list[Samples]] = {}
    games: dict[Config, int] = {}
    for number, ((config, _first), (count, samples)) in enumerate(sorted(seen.items())):
        parts.setdefault(config, []).append(_numbered(samples, number))
        games[config] = games.get(config, 0) + count
    return {c: np.concatenate(v) for c, v in parts.items()}, games


def _numbered(samples: list[Sample] | list[list[float]], batch: int) -> Samples:
    """A batch's samples as rows, its number in the last column."""
    rows = np.array(samples, dtype=np.float64).reshape(-1, 3)
    return np.column_stack((rows, np.full(len(rows), float(batch))))


def _together(results: dict[Config, Samples], key: str | None = None) -> Samples:
    chosen = [v for c, v in results.items() if key is None or c[0] == key]
    return np.concatenate(chosen) if chosen else np.zeros((0, 4))


def _worst(samples: Samples) -> float:
    return max(
        (abs(b.observed - b.predicted) for b in deciles(samples) if b.count >= 30), default=0.0
    )


def _row(label: str, games: int, samples: Samples, players: int | None) -> str:
    uniform = f"{brier_uniform(samples, players):.4f}" if players else "—"
    return (
        f"| {label} | {games:,} | {len(samples):,} | {brier(samples, 0):.4f} | "
        f"{brier(samples, 1):.4f} | {uniform} | {_worst(samples) * 100:.1f} pp |"
    )


def _decile_table(samples: Samples) -> None:
    print("| predicted | predictions | mean predicted | observed | difference | SE | SE by games |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for b in deciles(samples):
        if not b.count:
            continue
        print(
            f"| {b.low * 100:.0f}–{b.high * 100:.0f} % | {b.count:,} | {b.predicted * 100:.1f} % "
            f"| {b.observed * 100:.1f} % | {(b.observed - b.predicted) * 100:+.1f} pp | "
            f"{b.error * 100:.1f} pp | {b.spread * 100:.1f} pp |"
        )


def _config_table(results: dict[Config, Samples], games: dict[Config, int]) -> None:
    """Each configuration's observed − predicted per decile, in points ± SE by games (bold:
    off by more than 2 points)."""
    heads = " | ".join(f"{t * 10}–{t * 10 + 10} %" for t in range(10))
    print(f"| configuration | games | {heads} |")
    print("| --- | ---: |" + " ---: |" * 10)
    for config in sorted(results):
        cells = []
        for b in deciles(results[config]):
            if b.count < 30:
                cells.append("—")
                continue
            text = f"{(b.observed - b.predicted) * 100:+.1f} ± {b.spread * 100:.1f}"
            cells.append(f"**{text}**" if abs(b.observed - b.predicted) > 0.02 else text)
        label = f"`{config[0]}` {config[1]}, {config[2]}"
        print(f"| {label} | {games[config]:,} | " + " | ".join(cells) + " |")


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=100, help="games per configuration")
    parser.add_argument(
        "--first",
        type=int,
        default=0,
        help="play the games from this number on (a second process takes the later ones)",
    )
    parser.add_argument("--processes", type=int, default=2)
    parser.add_argument("--rules", nargs="+", default=["official", "yatzy", "maxi"])
    parser.add_argument("--players", nargs="+", type=int, default=[2, 4])
    parser.add_argument("--levels", nargs="+", default=["hard", "medium"])
    parser.add_argument("--save", type=Path, default=None, help="append each batch's samples")
    parser.add_argument("--load", type=Path, nargs="+", default=None, help="tabulate saved runs")
    parser.add_argument("--plot", type=Path, default=None)
    parser.add_argument("--markdown", action="store_true")
    arguments = parser.parse_args()
    print(f"load before: {os.getloadavg()[0]:.2f} (1-min average, 2 cores)")
    started = time.perf_counter()
    configs: list[Config] = [
        (key, players, level)
        for key in arguments.rules
        for players in arguments.players
        for level in arguments.levels
    ]
    played: dict[Config, list[Samples]] = {}
    results: dict[Config, Samples] = {}
    games: dict[Config, int] = {}
    if arguments.load is not None:
        results, games = _load(arguments.load)
    else:
        done = _saved_batches(arguments.save)
        every = _batches(configs, arguments.games, arguments.first)
        batches = [b for b in every if (b[0], b[1]) not in done]
        if done:
            print(f"{len(done)} batches already in {arguments.save}; playing {len(batches)} more")
        if arguments.processes == 1:
            for number, (config, first, count) in enumerate(batches):
                found = play(*config, first, count)
                _record(arguments.save, config, first, count, found)
                played.setdefault(config, []).append(_numbered(found, number))
                games[config] = games.get(config, 0) + count
        else:
            with ProcessPoolExecutor(arguments.processes) as pool:
                futures = [
                    (config, first, count, pool.submit(play, *config, first, count))
                    for config, first, count in batches
                ]
                for number, (config, first, count, future) in enumerate(futures):
                    found = future.result()
                    _record(arguments.save, config, first, count, found)
                    played.setdefault(config, []).append(_numbered(found, number))
                    games[config] = games.get(config, 0) + count
        results = {c: np.concatenate(v) for c, v in played.items()}
        if arguments.save is not None and arguments.save.exists():
            results, games = _load([arguments.save])
    elapsed = time.perf_counter() - started
    every = _together(results)
    print(
        f"{sum(games.values())} games, {len(results)} configurations, "
        f"{len(every)} (turn, seat) predictions, {elapsed:.0f} s; "
        f"load after: {os.getloadavg()[0]:.2f}"
    )
    print("\n| configuration | games | predictions | Brier | leader wins | 1/n | worst decile |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    keys = list(dict.fromkeys(config[0] for config in results))
    for key in keys:
        for config, samples in results.items():
            if config[0] == key:
                label = f"`{key}` {config[1]} players, {config[2]}"
                print(_row(label, games[config], samples, config[1]))
    for key in keys:
        family = _together(results, key)
        count = sum(n for c, n in games.items() if c[0] == key)
        print(_row(f"**`{key}` together**", count, family, None))
    print(_row("**all together**", sum(games.values()), every, None))
    print("\nAll configurations together, by decile of predicted chance:\n")
    _decile_table(every)
    for key in keys:
        print(f"\n`{key}`, by decile of predicted chance:\n")
        _decile_table(_together(results, key))
    print("\nEach configuration, observed − predicted by decile (points ± SE by games):\n")
    _config_table(results, games)
    print(f"\nBrier score, all: {brier(every, 0):.4f}; leader wins: {brier(every, 1):.4f}")
    if arguments.plot is not None:
        curves = {"all": deciles(every)}
        for key in keys:
            curves[key] = deciles(_together(results, key))
        draw(arguments.plot, curves)
        print(f"plot: {arguments.plot}")


if __name__ == "__main__":
    main()
