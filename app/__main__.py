"""``python -m app``: start the desktop game (``--self-check``: test an installed copy)."""

from __future__ import annotations

import multiprocessing
import sys


def main() -> int:
    if "--self-check" in sys.argv:
        from app.ui.selfcheck import run_self_check

        return run_self_check([arg for arg in sys.argv if arg != "--self-check"])
    from app.ui.main import run

    return run(sys.argv)


if __name__ == "__main__":
    multiprocessing.freeze_support()  # the solver's worker processes in a frozen bundle
    sys.exit(main())
