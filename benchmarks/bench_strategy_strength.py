"""The strength of every level on every ruleset, measured with ``python -m app.strategy simulate``.

Run: .venv/bin/python benchmarks/bench_strategy_strength.py [--full] [--only PRESET ...]
With ``--full`` (the figures in ``docs/strength.md``): 10,000 solo games per level on official,
yatzy and maxi and 2,000 on every other ruleset (presets with and without Triple and forced
order), on both cores, about an hour and a half on two free cores. Without it a tenth of that
(for ``make bench``). Prints one line per run and appends it as JSON to
benchmarks/results/strength.jsonl.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.rules import PRESET_NAMES, preset
from app.strategy.exact import exact_table, has_exact_table
from app.strategy.simulate import simulate

ROOT = Path(__file__).resolve().parents[1]
MAIN = {"official", "yatzy", "maxi"}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--full", action="store_true", help="every game (else a tenth)")
    parser.add_argument("--only", nargs="*", default=None, help="presets to run")
    parser.add_argument("--levels", nargs="*", default=["easy", "medium", "hard"])
    parser.add_argument("--seed", type=int, default=2024)
    arguments = parser.parse_args()
    results = ROOT / "benchmarks" / "results"
    results.mkdir(parents=True, exist_ok=True)
    names = arguments.only or list(PRESET_NAMES)
    for name in names:
        for triple in (False, True):
            for forced in (False, True):
                rules = preset(name, triple=triple, forced_order=forced)
                plain = not triple and not forced
                games = 10_000 if name in MAIN and plain else 2_000
                if not arguments.full:
                    games //= 10
                exact = exact_table(rules).start_value if has_exact_table(rules) else None
                for level in arguments.levels:
                    load = os.getloadavg()[0]
                    started = time.perf_counter()
                    summary = simulate(rules, level, games, arguments.seed)
                    record = {
                        "rules": rules.key,
                        "level": level,
                        "exact": exact,
                        "seconds": round(time.perf_counter() - started, 1),
                        "load": round(load, 2),
                        **summary,
                    }
                    with open(results / "strength.jsonl", "a", encoding="utf-8") as out:
                        out.write(json.dumps(record) + "\n")
                    gap = ""
                    if exact is not None and level == "hard":
                        off = (summary["mean"] - exact) / summary["stderr"]
                        gap = f"  exact {exact:.2f}: {off:+.1f} SE"
                    print(
                        f"{rules.key:32} {level:6} {summary['games']:6} games "
                        f"{summary['mean']:8.2f} ± {summary['stderr']:.2f}{gap}",
                        flush=True,
                    )


if __name__ == "__main__":
    main()
