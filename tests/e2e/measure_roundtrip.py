"""How long an online action takes from the player's intention to the server's answer on the
app's copy of the game: a whole two-player game over loopback against ``python -m app.server``.

Run by hand (not a test): ``.venv/bin/python -m tests.e2e.measure_roundtrip`` — and note the
load average (``uptime``) beside the figures.
"""

from __future__ import annotations

import asyncio
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"

from PySide6.QtGui import QGuiApplication

from app.profile import IdentityStore
from app.ui.online.client import OnlineClient
from app.ui.session import RemoteSession

from .servers import ServerProcess


async def until(done: Callable[[], object], timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError
        await asyncio.sleep(0.0005)


def summary(name: str, seconds: list[float]) -> str:
    ordered = sorted(seconds)
    p95 = ordered[int(0.95 * (len(ordered) - 1))]
    return (
        f"{name}: n={len(seconds)} median {statistics.median(seconds) * 1000:.1f} ms, "
        f"95th {p95 * 1000:.1f} ms, max {ordered[-1] * 1000:.1f} ms"
    )


async def measure(folder: Path) -> None:
    server = ServerProcess(folder / "server.sqlite3").start()
    try:
        ada = OnlineClient(IdentityStore(folder / "ada", use_keyring=False))
        bo = OnlineClient(IdentityStore(folder / "bo", use_keyring=False))
        ada.configure(server.address, "Ada")
        bo.configure(server.address, "Bo")
        ada.go_online()
        bo.go_online()
        await until(lambda: ada.snapshot.player and bo.snapshot.player)
        ada.create_table(
            seats=2, clock=90, preset="official", triple=False, forced_order=False, private=True
        )
        await until(lambda: ada.snapshot.table)
        bo.join(ada.snapshot.table.code)  # type: ignore[union-attr]
        await until(lambda: ada.session and bo.session)
        rolls: list[float] = []
        holds: list[float] = []
        entries: list[float] = []

        async def timed(session: RemoteSession, act: Callable[[], None], into: list[float]) -> None:
            before = len(session.game.log)
            started = time.perf_counter()
            act()
            await until(lambda: len(session.game.log) > before)
            into.append(time.perf_counter() - started)

        while not ada.session.game.over:  # type: ignore[union-attr]
            me = ada if ada.session.game.current == 0 else bo  # type: ignore[union-attr]
            session = me.session
            assert session is not None
            for roll in range(3):
                await timed(session, session.roll, rolls)
                if roll < 2:
                    await timed(session, lambda s=session: s.toggle(0), holds)
            options = session.game.options()
            box = max(options, key=options.__getitem__)
            act = session.enter if options[box] else session.strike
            await timed(session, lambda a=act, b=box: a(b), entries)
            await until(lambda: ada.session.game == bo.session.game)  # type: ignore[union-attr]
        for line in (summary("roll", rolls), summary("hold", holds), summary("entry", entries)):
            print(line)
        await ada.aclose()
        await bo.aclose()
    finally:
        server.stop()


def main() -> None:
    import qasync

    app = QGuiApplication(sys.argv)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with tempfile.TemporaryDirectory(prefix="fuenfwurf-roundtrip-") as folder, loop:
        loop.run_until_complete(measure(Path(folder)))


if __name__ == "__main__":
    main()
