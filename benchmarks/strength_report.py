"""The strength figures of ``docs/strength.md`` as a Markdown table, from the runs on record.

Run: .venv/bin/python benchmarks/strength_report.py [benchmarks/results/strength.jsonl]
Reads what ``bench_strategy_strength.py`` appended (the latest run of each ruleset and level
counts) and prints one row per ruleset: mean ± standard error per level, the exact optimum where
one exists and how far hard is from it in standard errors, and the gaps medium - easy and
hard - medium.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
LEVELS = ("easy", "medium", "hard")


def main() -> None:
    source = Path(sys.argv[1]) if len(sys.argv) > 1 else ROOT / "benchmarks/results/strength.jsonl"
    runs: dict[str, dict[str, dict[str, float]]] = {}
    for line in source.read_text(encoding="utf-8").splitlines():
        record = json.loads(line)
        runs.setdefault(record["rules"], {})[record["level"]] = record
    print(
        "| ruleset | games | easy | medium | hard | exact | hard vs exact "
        "| medium − easy | hard − medium |"
    )
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for rules, levels in runs.items():
        if not all(level in levels for level in LEVELS):
            continue
        easy, medium, hard = (levels[level] for level in LEVELS)
        cells = [f"{r['mean']:.1f} ± {r['stderr']:.1f}" for r in (easy, medium, hard)]
        exact = hard.get("exact")
        if exact is None:
            optimum = versus = "—"
        else:
            optimum = f"{exact:.2f}"
            versus = f"{(hard['mean'] - exact) / hard['stderr']:+.1f} SE"
        print(
            f"| `{rules}` | {int(hard['games']):,} | {' | '.join(cells)} | {optimum} | {versus} "
            f"| {medium['mean'] - easy['mean']:+.1f} | {hard['mean'] - medium['mean']:+.1f} |"
        )


if __name__ == "__main__":
    main()
