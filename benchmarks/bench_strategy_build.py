"""How long an exact table takes to build and to load again (targets: build at most 10 s,
load under 0.3 s), per ruleset.

Run: .venv/bin/python benchmarks/bench_strategy_build.py [PRESET ...]
Builds into a fresh temporary cache folder, so nothing cached is reused. "values" is the value
table alone; "with spread" is what ``prepare`` builds, values and the variance of every position
in one backward pass (both with the default worker processes); "third" is the pass of its own
for the third moments that ``prepare`` adds where the win chances model a skew (``has_skew``),
and "x" its time over the build's (issue 30: at most twice); "one process" is the whole build
without workers.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def main() -> None:
    os.environ["XDG_CACHE_HOME"] = tempfile.mkdtemp(prefix="bench-strategy-")
    from app.rules import preset
    from app.strategy import exact
    from app.strategy.solver import solve

    names = sys.argv[1:] or ["bonanza", "official", "standard", "free-joker", "fuenfwurf", "yatzy"]
    print(f"load before: {os.getloadavg()[0]:.2f} (1-min average, 2 cores)")
    print(
        f"{'ruleset':26} {'values':>8} {'with spread':>12} {'third':>8} {'x':>5} "
        f"{'one process':>12} {'load':>8}"
    )
    for name in names:
        for forced in (False, True):
            rules = preset(name, forced_order=forced)
            started = time.perf_counter()
            solve(rules, spread_boxes=0)
            values = time.perf_counter() - started
            exact.forget_tables()
            started = time.perf_counter()
            table = exact.exact_table(rules)
            built = time.perf_counter() - started
            started = time.perf_counter()
            skewed = exact.third_moments(table) is not None
            third = time.perf_counter() - started
            third_text = f"{third:7.2f}s {third / built:4.2f}x" if skewed else f"{'-':>8} {'':5}"
            started = time.perf_counter()
            solve(rules, processes=1)
            alone = time.perf_counter() - started
            loads = []
            for _ in range(5):
                exact.forget_tables()
                started = time.perf_counter()
                exact.exact_table(rules)
                loads.append(time.perf_counter() - started)
            print(
                f"{rules.key:26} {values:7.2f}s {built:11.2f}s {third_text} {alone:11.2f}s "
                f"{sorted(loads)[2] * 1000:6.0f}ms",
                flush=True,
            )
    print(f"load after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
