"""Qt tests of the desktop app: offscreen, software rendering, a qasync loop, temporary data.

The session's computers and the hint tables run on asyncio. A qasync loop marked as running
lets their tasks advance whenever Qt's event loop spins, as it does in ``qtbot.waitUntil``.
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication

from app.ui.main import Window, build_window, load_fonts, prepare_application
from app.ui.session import INSTANT

prepare_application()


@pytest.fixture(scope="session")
def qapp_cls() -> type[QGuiApplication]:
    return QGuiApplication


@pytest.fixture(scope="session")
def fonts(qapp: QGuiApplication) -> None:
    load_fonts(qapp)


@pytest.fixture
def qt_loop(qapp: QGuiApplication) -> Iterator[asyncio.AbstractEventLoop]:
    import qasync

    loop = qasync.QEventLoop(qapp, already_running=True)
    executor = ThreadPoolExecutor(max_workers=2, thread_name_prefix="test-executor")
    loop.set_default_executor(executor)
    asyncio.set_event_loop(loop)
    try:
        yield loop
    finally:
        for task in asyncio.all_tasks(loop):
            task.cancel()
        executor.shutdown(wait=True, cancel_futures=True)
        asyncio.events._set_running_loop(None)
        asyncio.set_event_loop(None)


@pytest.fixture
def data_path(tmp_path: Path) -> Path:
    return tmp_path / "data" / "fuenfwurf.sqlite3"


@pytest.fixture
def open_window(
    qt_loop: asyncio.AbstractEventLoop, fonts: None, data_path: Path
) -> Iterator[object]:
    """``open_window(**options)`` builds a window on the temporary data file; all are closed
    after the test. Its dice land at once (reduced motion) unless ``motion=True``: the table
    takes no action while dice tumble, and most tests need not wait for that."""
    windows: list[Window] = []

    def open_one(*, motion: bool = False, **options: object) -> Window:
        options.setdefault("data_path", data_path)
        options.setdefault("pacing", INSTANT)
        options.setdefault("dice_seed", 7)
        window = build_window(**options)  # type: ignore[arg-type]
        windows.append(window)
        window.controller.settings.change(reduce_motion=not motion)
        return window

    yield open_one
    for window in windows:
        close(window)


def close(window: Window) -> None:
    window.controller.shutdown()
    window.window.close()
    window.engine.deleteLater()
