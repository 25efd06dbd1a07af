"""``python -m app``: start the desktop game."""

from __future__ import annotations

import sys


def main() -> int:
    from app.ui.main import run

    return run(sys.argv)


if __name__ == "__main__":
    sys.exit(main())
