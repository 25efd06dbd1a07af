"""Decisions per second of the hard computer player, against the code of a base commit run side
by side (issue 31: hard at least 5x faster on official and on Maxi, with identical decisions).

Run: .venv/bin/python benchmarks/bench_bots_speed.py [--base COMMIT] [--rounds 3] [--levels]
    [--only official maxi]
The base commit's ``app`` folder is unpacked into a temporary folder (``git archive``; nothing in
the repository changes). Each round runs both trees in fresh processes, one after the other, on
the same seeded games: solo games (after one untimed) played from the start on prepared rules
(tables loaded), fresh caches as in real play; a decision is one ``decide`` call (a keep or a
box), timed in the process's CPU time (the machine is shared: waiting for a core is not
counted). Every run also hashes its decisions: the two trees must decide alike. ``--levels``
adds easy and medium (this tree only).
"""

from __future__ import annotations

import argparse
import hashlib
import io
import json
import os
import statistics
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BASE = "cb7ebe4709f574a5d601df33ba28cfc79c153af8"
"""The code issue 31 started from."""

RULESETS = [
    ("official", False, 40),
    ("yatzy", False, 30),
    ("maxi", False, 15),
    ("official", True, 6),
]
"""(preset, triple, games per run)."""


def child(tree: str, level: str, name: str, triple: bool, games: int) -> None:
    """In a fresh process, with ``tree`` first on the path: play the games, print the figures."""
    sys.path.insert(0, tree)
    import random
    import time

    from app.rules import Game, preset
    from app.strategy import computer_player, decision_actions, prepare

    assert Path(sys.modules["app"].__file__ or "").resolve().is_relative_to(Path(tree).resolve())
    rules = preset(name, triple=triple)
    prepare(rules)
    player = computer_player(level, rules, seed=1)
    rng = random.Random(3)
    digest = hashlib.blake2b(digest_size=8)
    decisions, spent, played = 0, 0.0, 0
    game = Game.new(rules)
    while played <= games:  # game 0 warms up (lazily built tables), untimed
        if game.dice is None:
            game = game.roll(rng).game
            continue
        started = time.process_time()
        decision = player.decide(game)
        if played:
            spent += time.process_time() - started
            decisions += 1
        digest.update(repr(decision).encode())
        for action in decision_actions(game, decision):
            game = game.apply(action, rng).game
        if game.over:
            played += 1
            game = Game.new(rules)
    print(
        json.dumps({"rate": decisions / spent, "decisions": decisions, "hash": digest.hexdigest()})
    )


def unpack(commit: str, folder: Path) -> None:
    archive = subprocess.run(
        ["git", "-C", str(ROOT), "archive", "--format=tar", commit, "app"],
        check=True,
        capture_output=True,
    ).stdout
    with tarfile.open(fileobj=io.BytesIO(archive)) as tar:
        tar.extractall(folder, filter="data")


def run(tree: Path, level: str, name: str, triple: bool, games: int) -> dict[str, object]:
    command = [sys.executable, __file__, "--child", str(tree), level, name, str(int(triple))]
    output = subprocess.run(
        [*command, str(games)],
        check=True,
        capture_output=True,
        text=True,
        cwd=tempfile.gettempdir(),
    ).stdout
    result: dict[str, object] = json.loads(output.strip().splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--base", default=BASE, help="the commit to compare with")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--levels", action="store_true", help="also easy and medium")
    parser.add_argument("--only", nargs="*", help="rulesets to measure (default: all)")
    parser.add_argument("--child", nargs=5, help=argparse.SUPPRESS)
    arguments = parser.parse_args()
    if arguments.child:
        tree, level, name, triple, games = arguments.child
        child(tree, level, name, triple == "1", int(games))
        return
    with tempfile.TemporaryDirectory(prefix="fuenfwurf-base-") as folder:
        base = Path(folder)
        unpack(arguments.base, base)
        compare(base, arguments.base, arguments.rounds, arguments.levels, arguments.only)


def compare(
    base: Path, commit: str, rounds: int, levels: bool, only: list[str] | None = None
) -> None:
    print(f"load before: {os.getloadavg()[0]:.2f} (1-min average, 2 cores)")
    print(f"hard, decisions per second; base {commit[:10]}, median of {rounds} rounds")
    print("(speed-up: the median of each round's ratio; target of issue 31: 5x official, maxi)")
    print(f"{'ruleset':20} {'base':>9} {'this tree':>10} {'speed-up':>9}  same decisions")
    chosen = [r for r in RULESETS if not only or r[0] + ("+triple" if r[1] else "") in only]
    for name, triple, games in chosen:
        rates: dict[str, list[float]] = {"base": [], "new": []}
        hashes: dict[str, set[object]] = {"base": set(), "new": set()}
        for _ in range(rounds):
            for which, tree in (("base", base), ("new", ROOT)):
                result = run(tree, "hard", name, triple, games)
                rates[which].append(float(str(result["rate"])))
                hashes[which].add(result["hash"])
        old, new = statistics.median(rates["base"]), statistics.median(rates["new"])
        # The speed-up of each round (the two runs back to back, under about the same load),
        # then the median of those: steadier on a shared machine than a ratio of medians.
        ratio = statistics.median(n / b for b, n in zip(rates["base"], rates["new"], strict=True))
        same = "yes" if hashes["base"] == hashes["new"] and len(hashes["new"]) == 1 else "NO"
        key = name + ("+triple" if triple else "")
        print(f"{key:20} {old:9.0f} {new:10.0f} {ratio:8.2f}x  {same}", flush=True)
    if levels:
        print(f"\n{'ruleset':20} {'easy':>10} {'medium':>10}   decisions per second, this tree")
        for name, triple, games in chosen:
            rates_now = [
                float(str(run(ROOT, level, name, triple, games)["rate"]))
                for level in ("easy", "medium")
            ]
            key = name + ("+triple" if triple else "")
            print(f"{key:20} " + " ".join(f"{r:10.0f}" for r in rates_now), flush=True)
    print(f"load after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
