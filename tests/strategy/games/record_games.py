"""Records the stored games the accuracy tests and the analysis board tests read (run by hand:
``.venv/bin/python tests/strategy/games/record_games.py``). Each game is played by computer
players from a fixed seed and written as a game file beside this script."""

from __future__ import annotations

import random
from pathlib import Path

from app.rules import Game, GameRecord, SeatRecord, preset, write_game_file
from app.strategy import computer_player
from app.strategy.simulate import play_game

HERE = Path(__file__).resolve().parent

GAMES: dict[str, tuple[str, dict[str, bool], tuple[str, ...], int]] = {
    # name: (preset, options, the computers' levels by seat, seed)
    "official-hard-1": ("official", {}, ("hard",), 1),
    "official-hard-2": ("official", {}, ("hard",), 2),
    "official-hard-3": ("official", {}, ("hard",), 3),
    "official-easy-1": ("official", {}, ("easy",), 1),
    "official-easy-2": ("official", {}, ("easy",), 2),
    "official-hard-easy": ("official", {}, ("hard", "easy"), 4),
    "maxi-triple-medium-hard": ("maxi", {"triple": True}, ("medium", "hard"), 5),
}


def record(name: str) -> GameRecord:
    preset_name, options, levels, seed = GAMES[name]
    rules = preset(preset_name, **options)
    players = [computer_player(level, rules, seed=seed + seat) for seat, level in enumerate(levels)]
    names = [f"{level.capitalize()} {seat + 1}" for seat, level in enumerate(levels)]
    game = play_game(Game.new(rules, names), players, random.Random(seed))
    seats = tuple(SeatRecord("computer", level) for level in levels)
    return GameRecord(game, seats, "2026-12-01T12:00:00+00:00")


def main() -> None:
    for name in GAMES:
        path = HERE / f"{name}.json"
        path.write_text(write_game_file(record(name)), encoding="utf-8")
        print(f"{path.name}: {path.stat().st_size} bytes")


if __name__ == "__main__":
    main()
