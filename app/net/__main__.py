"""``python -m app.net verify GAME.json``: check the dice of a finished online game.

A game file holds the game as the rules engine writes it (``format``, ``rules``, ``players``,
``actions`` with every roll's dice) and its ``dice`` as the server published them (``version``,
``scope``, ``commit``, ``contributions``, ``seed``). Exit status 0 when every roll checks out, 1
when something does not (said why), 2 when the file cannot be read.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

import msgspec

from app.rules import Game

from .dice import DiceProof, verify
from .views import DiceView

MAX_BYTES = 4 * 1024 * 1024
"""A game file is a few hundred kilobytes at most; anything bigger is not one."""
PROBLEMS = {
    "version": "the dice were made by a construction this program does not know",
    "commitment": "the revealed seed is not the one the server committed to",
    "roll": "a roll does not show the dice the seeds give",
    "log": "the actions cannot be replayed",
}


def read_game_file(path: Path) -> tuple[Game, DiceProof]:
    """The game and its dice proof; ``ValueError`` naming what is wrong."""
    data = path.read_bytes()
    if len(data) > MAX_BYTES:
        raise ValueError(f"the file is larger than {MAX_BYTES // 1024 // 1024} MiB")
    try:
        record = json.loads(data)
    except (json.JSONDecodeError, UnicodeDecodeError, RecursionError) as error:
        raise ValueError(f"not JSON: {error}") from None
    if not isinstance(record, dict):
        raise ValueError("a game file is a JSON object")
    game_part = record.get("game", record)  # a game alone, or within a file with more
    dice_part = record.get("dice", game_part.get("dice") if isinstance(game_part, dict) else None)
    if dice_part is None:
        raise ValueError("the file has no 'dice' (a game from before, or an offline game)")
    try:
        dice = msgspec.convert(dice_part, DiceView)
    except msgspec.ValidationError as error:
        raise ValueError(f"'dice' is not readable: {error}") from None
    if dice.seed is None:
        raise ValueError("the server has not revealed its seed: the game is not over")
    try:
        seed = bytes.fromhex(dice.seed)
        contributions = tuple(bytes.fromhex(c) if c else None for c in dice.contributions)
    except ValueError:
        raise ValueError("'dice' holds something that is not hex") from None
    game = Game.from_dict({key: value for key, value in game_part.items() if key != "dice"})
    return game, DiceProof(dice.scope, dice.commit, seed, contributions, dice.version)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app.net", description=__doc__.split("\n")[0])
    commands = parser.add_subparsers(dest="command", required=True)
    check = commands.add_parser("verify", help="check the dice of a finished online game")
    check.add_argument("game", type=Path, help="the game file (JSON)")
    args = parser.parse_args(argv)
    try:
        game, proof = read_game_file(args.game)
    except (OSError, ValueError) as error:
        print(f"{args.game}: cannot be checked: {error}", file=sys.stderr)
        return 2
    verdict = verify(game.rules, game.names, game.log, proof)
    if verdict.ok:
        print(f"{args.game}: dice verified ({verdict.rolls} rolls of table {proof.scope})")
        return 0
    where = f" (action {verdict.roll_index})" if verdict.roll_index is not None else ""
    print(f"{args.game}: NOT verified: {PROBLEMS[verdict.problem]}{where}")
    return 1


if __name__ == "__main__":
    sys.exit(main())
