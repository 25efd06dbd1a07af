"""How long an exact table takes to build and to load again (targets: build at most 10 s,
load under 0.3 s), per ruleset.

Run: .venv/bin/python benchmarks/bench_strategy_build.py [PRESET ...]
Builds into a fresh temporary cache folder, so nothing cached is reused. "values" is the value
table alone; "with spread" is what ``prepare`` builds, values and the variance of every position
in one backward pass (both with the default worker processes); "one process" is the whole build
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
    print(f"{'ruleset':26} {'values':>8} {'with spread':>12} {'one process':>12} {'load':>8}")
    for name in names:
        for forced in (False, True):
            rules = preset(name, forced_order=forced)
            started = time.perf_counter()
            solve(rules, spread_boxes=0)
            values = time.perf_counter() - started
            exact.forget_tables()
            started = time.perf_counter()
            exact.exact_table(rules)
            built = time.perf_counter() - started
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
                f"{rules.key:26} {values:7.2f}s {built:11.2f}s {alone:11.2f}s "
                f"{sorted(loads)[2] * 1000:6.0f}ms",
                flush=True,
            )
    print(f"load after: {os.getloadavg()[0]:.2f}")


if __name__ == "__main__":
    main()
