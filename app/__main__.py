"""``python -m app``: start the desktop game (``--self-check``: test an installed copy;
``--server ...``: run the table server instead, with ``python -m app.server``'s options)."""

from __future__ import annotations

import sys


def main() -> int:
    if sys.argv[1:2] == ["--server"]:  # before anything of Qt is imported: no display needed
        from app.server.__main__ import main as serve

        return serve(sys.argv[2:], prog="fuenfwurf --server")
    if sys.argv[1:3] == ["-m", "app.server.prepare"]:
        # The server builds the advisor's tables in a child: `sys.executable -m ...`, which in
        # the bundle is this program (there is no Python beside it to run the module).
        from app.server.prepare import main as prepare

        return prepare(sys.argv[3:])
    if "--self-check" in sys.argv:
        from app.ui.selfcheck import run_self_check

        return run_self_check([arg for arg in sys.argv if arg != "--self-check"])
    import gc

    # No cyclic garbage collection while the first frame is built: its objects live on, and the
    # collector would look at them again and again (some 2% of the frame). ``app.ui.main.run``
    # turns it back on once the frame is drawn.
    gc.disable()
    from app.ui import beforeqt  # noqa: F401 (the Qt-free modules first: see there)
    from app.ui.main import run

    return run(sys.argv)


if __name__ == "__main__":
    if getattr(sys, "frozen", False):  # (only there: importing multiprocessing takes a while)
        import multiprocessing

        multiprocessing.freeze_support()  # the solver's worker processes in a frozen bundle
    sys.exit(main())
