"""``python -m app --self-check``: prove that an installed copy works, then exit.

Run by ``make dist-check`` against the PyInstaller bundle: the window loads and draws the start
screen, one solo turn is played through the session, and the German translation loads. Prints
one line per step and exits 0 only if every step passed.
"""

from __future__ import annotations

import asyncio
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QGuiApplication

from app.profile import DEFAULT_SERVER

from .main import Window, build_window, load_fonts, prepare_application
from .version import app_version

TIMEOUT_S = 20.0


class CheckFailed(Exception):
    pass


async def _until(condition: Callable[[], bool], what: str) -> None:
    deadline = time.monotonic() + TIMEOUT_S
    while not condition():
        if time.monotonic() > deadline:
            raise CheckFailed(f"timed out waiting for {what}")
        await asyncio.sleep(0.02)


def _distinct_colours(window: Window) -> int:
    image = window.window.grabWindow()
    if image.isNull():
        return 0
    step_x, step_y = max(1, image.width() // 40), max(1, image.height() // 30)
    return len(
        {
            image.pixel(x, y)
            for x in range(0, image.width(), step_x)
            for y in range(0, image.height(), step_y)
        }
    )


async def _check_hosting(data_folder: Path) -> None:
    """Hosting from the app works here (in a bundle: the server, aiohttp and zeroconf came
    along): a hosted server starts on loopback, answers /health, and stops."""
    import aiohttp

    from app.host.hosting import HostedServer
    from app.host.nearby import instance_name
    from app.host.ports import free_port

    hosted = HostedServer(
        database=data_folder / "hosted.sqlite3", port=free_port(), host="127.0.0.1"
    )
    port = await hosted.start()
    try:
        url = f"http://127.0.0.1:{port}/health"
        async with aiohttp.ClientSession() as http, http.get(url) as answer:
            status = answer.status
    finally:
        await hosted.stop()
    if status != 200:
        raise CheckFailed(f"the hosted server answered /health with {status}")
    print(f"ok   hosting: a table server started here and answered ({instance_name('check')})")


async def _check(data_folder: Path) -> None:
    window = build_window(data_path=data_folder / "fuenfwurf.sqlite3")
    try:
        frames: list[float] = []
        window.window.frameSwapped.connect(lambda: frames.append(time.monotonic()))
        await _until(lambda: bool(frames), "the first frame")
        colours = _distinct_colours(window)
        screen = str(window.controller.property("screen"))
        if screen != "start" or colours < 20:
            raise CheckFailed(f"start screen not drawn (screen {screen!r})")
        print(f"ok   start screen drawn ({colours} colours sampled)")

        window.controller.start.setPlayerCount(1)
        window.controller.startGame()
        session = window.controller.session
        if session is None:
            raise CheckFailed("no game started")
        session.roll()
        await _until(lambda: session.game.dice is not None, "the first roll")
        options = session.game.options()
        box = max(options, key=lambda name: options[name])
        session.enter(box)
        await _until(lambda: session.game.sheets[0].score(box) is not None, "the entry")
        print(f"ok   solo turn played: {session.game.log[0].dice} -> {box}")  # type: ignore[attr-defined]

        await _check_hosting(data_folder)

        if not window.language.apply("de"):
            raise CheckFailed("the German translation did not load")
        german = QCoreApplication.translate("Main", "New game")
        if german == "New game":
            raise CheckFailed("the German translation loaded but does not translate")
        print(f"ok   German translation loaded (New game -> {german})")
    finally:
        window.controller.shutdown()
        await asyncio.wait_for(window.controller.aclose(), 5.0)
        window.window.close()
        window.engine.deleteLater()


def run_self_check(argv: list[str]) -> int:
    import qasync

    prepare_application()
    app = QGuiApplication(argv)
    load_fonts(app)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with tempfile.TemporaryDirectory(prefix="fuenfwurf-check-") as folder, loop:
        try:
            loop.run_until_complete(_check(Path(folder)))
        except CheckFailed as failure:
            print(f"FAIL {failure}", file=sys.stderr)
            return 1
    print(f"self-check passed (version {app_version()}, default server {DEFAULT_SERVER})")
    return 0
