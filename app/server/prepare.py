"""``python -m app.server.prepare PRESET [--triple] [--forced-order]``: build the advisor's
table for these rules into the cache, in a process of its own (the server starts it; see
clockchoice.py)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from app.rules import preset
from app.strategy import prepare


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m app.server.prepare")
    parser.add_argument("preset")
    parser.add_argument("--triple", action="store_true")
    parser.add_argument("--forced-order", action="store_true")
    args = parser.parse_args(argv)
    try:
        rules = preset(args.preset, triple=args.triple, forced_order=args.forced_order)
    except ValueError as error:
        print(error, file=sys.stderr)
        return 2
    prepare(rules)
    return 0


if __name__ == "__main__":
    sys.exit(main())
