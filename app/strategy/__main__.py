"""``python -m app.strategy``: the optimal value of a ruleset, simulations, and game reviews.

value    --rules NAME [--triple] [--forced-order]
simulate --rules NAME [--triple] [--forced-order] --level easy|medium|hard --games N --seed S
review   GAME.json [--json]    (a game file, docs/gamefile.md)
winchances GAME.json [--every-roll]   (each player's chance to win at every turn start, JSON)
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

from app.rules import (
    PRESET_NAMES,
    Game,
    GameFileError,
    GameRecord,
    Ruleset,
    preset,
    read_game_file,
)

from .computers import LEVELS
from .exact import exact_table, has_exact_table
from .review import DecisionReview, GameReview, review
from .simulate import simulate
from .winhistory import win_history


def _rules(arguments: argparse.Namespace) -> Ruleset:
    return preset(arguments.rules, triple=arguments.triple, forced_order=arguments.forced_order)


def _add_rules(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--rules", required=True, choices=PRESET_NAMES, help="the preset")
    parser.add_argument("--triple", action="store_true", help="three columns (x1, x2, x3)")
    parser.add_argument("--forced-order", action="store_true", help="boxes filled in order")


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m app.strategy", description=__doc__.split("\n")[0]
    )
    commands = parser.add_subparsers(dest="command", required=True)
    value = commands.add_parser("value", help="optimal expected score of a solo game")
    _add_rules(value)
    sim = commands.add_parser("simulate", help="play solo games and summarize the scores")
    _add_rules(sim)
    sim.add_argument("--level", required=True, choices=LEVELS)
    sim.add_argument("--games", type=int, required=True)
    sim.add_argument("--seed", type=int, required=True)
    sim.add_argument(
        "--processes", type=int, default=None, help="worker processes (default: cores)"
    )
    rev = commands.add_parser("review", help="review a finished game (a game file)")
    rev.add_argument("game", type=Path)
    rev.add_argument("--json", action="store_true", help="print the review as JSON only")
    chances = commands.add_parser(
        "winchances", help="each player's chance to win at every turn start of a game file"
    )
    chances.add_argument("game", type=Path)
    chances.add_argument(
        "--every-roll", action="store_true", help="also after every roll, the dice out"
    )
    return parser


def _value(arguments: argparse.Namespace) -> int:
    rules = _rules(arguments)
    if not has_exact_table(rules):
        print(
            f"no exact table exists for {rules.key}: its state space is too large "
            "(the advisor uses an approximation; see `simulate`)",
            file=sys.stderr,
        )
        return 2
    started = time.perf_counter()
    table = exact_table(rules, _progress_bar("table") if sys.stderr.isatty() else None)
    print(f"{rules.key}: optimal expected final score ({time.perf_counter() - started:.1f} s)")
    print(f"{table.start_value:.4f}")
    return 0


def _simulate(arguments: argparse.Namespace) -> int:
    if arguments.games < 1:
        print("--games must be at least 1", file=sys.stderr)
        return 2
    rules = _rules(arguments)
    started = time.perf_counter()
    show = sys.stderr.isatty()

    def progress(done: int, total: int) -> None:
        if show:
            rate = done / max(1e-9, time.perf_counter() - started)
            print(f"\r{done}/{total} games ({rate:.0f}/s)", end="", file=sys.stderr, flush=True)

    summary = simulate(
        rules,
        arguments.level,
        arguments.games,
        arguments.seed,
        processes=arguments.processes,
        progress=progress,
    )
    if show:
        print(file=sys.stderr)
    print(f"{rules.key} {arguments.level}: {time.perf_counter() - started:.1f} s")
    print(json.dumps({"rules": rules.key, "level": arguments.level, **summary}))
    return 0


def _read_game(path: Path) -> Game | None:
    record = _read_record(path)
    return None if record is None else record.game


def _read_record(path: Path) -> GameRecord | None:
    try:
        return read_game_file(path.read_bytes())
    except OSError as error:
        print(f"cannot read {path}: {error.strerror}", file=sys.stderr)
    except GameFileError as error:
        print(f"{path} is not a saved game: {error}", file=sys.stderr)
    return None


def _review(arguments: argparse.Namespace) -> int:
    game = _read_game(arguments.game)
    if game is None:
        return 2
    result = review(game)
    if not arguments.json:
        _print_review(result)
    print(json.dumps(result.to_dict(), ensure_ascii=False))
    return 0


def _winchances(arguments: argparse.Namespace) -> int:
    record = _read_record(arguments.game)
    if record is None:
        return 2
    game = record.game
    # The computers' levels from the file: each computer's points to come take its level's
    # spread, as at the table.
    points = win_history(game, every_roll=arguments.every_roll, levels=record.levels)
    result = {
        "rules": game.rules.key,
        "players": list(game.names),
        "over": game.over,
        "points": [point.to_dict() for point in points],
    }
    print(json.dumps(result, ensure_ascii=False))
    return 0


def _print_review(result: GameReview) -> None:
    kind = "exact" if result.exact else "approximate"
    print(f"Review of a {result.rules} game ({kind} values)")
    for player in result.players:
        print(
            f"\n{player.name}: {player.final} points; expected at the start "
            f"{player.expected_start:.1f}, luck {player.luck:+.1f}, lost to decisions "
            f"{player.lost:.1f}{' (resigned)' if player.resigned else ''}"
        )
        print(f"  {len(player.own)} decisions, {player.mean_cost:.3f} points lost per decision")
        for decision in player.mistakes[:10]:
            dice = " ".join(map(str, decision.dice))
            rolls = "1 roll" if decision.rolls_left == 1 else f"{decision.rolls_left} rolls"
            print(
                f"  turn {decision.turn:2}, dice {dice}, {rolls} left: "
                f"{decision.chosen.label()} instead of {decision.best.label()} "
                f"(-{decision.cost:.1f}{_chance_lost(decision)})"
            )
        costliest = player.costliest
        if costliest is not None:
            dice = " ".join(map(str, costliest.dice))
            print(
                f"  costliest for the chance to win: turn {costliest.turn}, dice {dice}: "
                f"{costliest.chosen.label()} ({_chance_lost(costliest).lstrip(', ')})"
            )


def _chance_lost(decision: DecisionReview) -> str:
    """ ", -4.2 % to win" where the decision cost a chance to win; "" elsewhere."""
    if decision.win_cost is None or decision.win_cost < 0.0005:
        return ""
    return f", -{decision.win_cost * 100:.1f} % to win"


def _progress_bar(label: str) -> Callable[[float], None]:
    def show(fraction: float) -> None:
        print(f"\r{label}: {fraction:4.0%}", end="" if fraction < 1 else "\n", file=sys.stderr)

    return show


def main(argv: Sequence[str] | None = None) -> int:
    arguments = _parser().parse_args(argv)
    if arguments.command == "value":
        return _value(arguments)
    if arguments.command == "simulate":
        return _simulate(arguments)
    if arguments.command == "winchances":
        return _winchances(arguments)
    return _review(arguments)


if __name__ == "__main__":
    sys.exit(main())
