"""Playing whole games with computer players: one game, or many on every core with a summary."""

from __future__ import annotations

import math
import multiprocessing
import os
import random
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass

import numpy as np

from app.rules import Game, Ruleset

from .computers import ComputerPlayer, computer_player
from .preparing import prepare

BATCH = 50
"""Games per task handed to a worker process, at most (fewer in short runs, so that every
worker gets some)."""


def play_game(game: Game, players: Sequence[ComputerPlayer], dice: random.Random) -> Game:
    """Play ``game`` to its end, seat ``i`` deciding with ``players[i]``, dice from ``dice``."""
    while not game.over:
        player = players[game.current]
        for action in player.next_actions(game):
            game = game.apply(action, dice).game
    return game


def game_seed(seed: int, number: int) -> int:
    """The dice seed of game ``number`` of a run: independent of how games are shared out."""
    return seed * 1_000_003 + number


@dataclass(frozen=True, slots=True)
class SoloResult:
    total: int
    alike_filled: int
    """All-alike boxes holding a score (one per column at most)."""
    upper_bonuses: int
    """Columns that reached the upper bonus."""


def play_solo(rules: Ruleset, level: str, seed: int, number: int) -> SoloResult:
    dice = random.Random(game_seed(seed, number))
    player = computer_player(level, rules, seed=game_seed(seed, number))
    game = play_game(Game.new(rules), [player], dice)
    sheet = game.sheets[0]
    alike_box = rules.layout.all_same_box
    columns = range(1, rules.columns + 1)
    alike = sum(bool(sheet.score(rules.box_key(alike_box, c))) for c in columns)
    bonuses = sum(1 for c in columns if sheet.upper_bonus(c))
    return SoloResult(sheet.total, alike, bonuses)


def _play_batch(
    rules_data: dict[str, object], level: str, seed: int, numbers: range
) -> list[SoloResult]:
    rules = Ruleset.from_dict(rules_data)
    return [play_solo(rules, level, seed, number) for number in numbers]


def summarize(results: Sequence[SoloResult], columns: int) -> dict[str, float | int]:
    totals = np.array([r.total for r in results], dtype=np.float64)
    games = len(results)
    sd = float(totals.std(ddof=1)) if games > 1 else 0.0
    p5, p50, p95 = (float(v) for v in np.percentile(totals, [5, 50, 95]))
    return {
        "games": games,
        "mean": round(float(totals.mean()), 3),
        "sd": round(sd, 3),
        "stderr": round(sd / math.sqrt(games), 3) if games else 0.0,
        "p5": p5,
        "p50": p50,
        "p95": p95,
        "five_of_a_kind_rate": round(sum(r.alike_filled for r in results) / (games * columns), 4),
        "upper_bonus_rate": round(sum(r.upper_bonuses for r in results) / (games * columns), 4),
    }


def simulate(
    rules: Ruleset,
    level: str,
    games: int,
    seed: int,
    *,
    processes: int | None = None,
    progress: Callable[[int, int], None] | None = None,
) -> dict[str, float | int]:
    """Play ``games`` solo games of ``level``, by default with a worker process per core; the
    summary of their scores. Game ``n`` has its own seeds (``game_seed``), so the summary does
    not depend on how many workers share the games."""
    computer_player(level, rules)  # fails early on an unknown level
    if level == "hard":
        prepare(rules)  # built once here and cached, so the workers only load it
    workers = processes or os.cpu_count() or 1
    size = max(1, min(BATCH, -(-games // (4 * workers))))
    batches = [range(start, min(start + size, games)) for start in range(0, games, size)]
    results: list[SoloResult] = []
    if workers < 2 or games < 2:
        for numbers in batches:
            results.extend(play_solo(rules, level, seed, n) for n in numbers)
            if progress is not None:
                progress(len(results), games)
        return summarize(results, rules.columns)
    context = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(min(workers, len(batches)), mp_context=context) as pool:
        futures = [
            pool.submit(_play_batch, rules.to_dict(), level, seed, numbers) for numbers in batches
        ]
        for future in futures:
            results.extend(future.result())
            if progress is not None:
                progress(len(results), games)
    return summarize(results, rules.columns)
