"""One side of ``test_nearby.py``: the real app (offscreen) in a network namespace of its own.

``python -m tests.e2e.nearby_side host FOLDER`` hosts from the app ("Host a table on this
computer"), opens a public table and plays; ``... guest FOLDER`` finds the table in "Tables
nearby", joins it with one click and plays. Each plays one turn and says hello in the chat;
the last line on stdout is a JSON report (``{"ok": true, ...}``). The set-up of the tests
(``tests/conftest.py``) is made here too: the profile, config and cache live in FOLDER.
"""

from __future__ import annotations

import asyncio
import json
import os
import sys
import time
import traceback
from collections.abc import Callable
from pathlib import Path

TIMEOUT = 40.0


def prepare_environment(folder: Path) -> None:
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    os.environ["QT_QUICK_BACKEND"] = "software"
    for variable in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"):
        os.environ[variable] = str(folder / variable.lower())
    os.environ["PYTHON_KEYRING_BACKEND"] = "keyring.backends.fail.Keyring"
    os.environ["FUENFWURF_NEARBY"] = "on"  # this namespace's network is the test's own


def say(**fields: object) -> None:
    print(json.dumps(fields), flush=True)


async def until(what: str, done: Callable[[], object], timeout: float = TIMEOUT) -> None:
    deadline = time.monotonic() + timeout
    while not done():
        if time.monotonic() > deadline:
            raise TimeoutError(f"waited {timeout:.0f} s for: {what}")
        await asyncio.sleep(0.05)


async def play_one_turn(controller: object) -> str:
    """Roll until no rolls are left, then enter the box that scores most; the box's name."""
    from app.ui.controller import AppController

    assert isinstance(controller, AppController)
    session = controller.online.session
    assert session is not None
    you = session.you
    await until("my turn", lambda: session.game.current == you and not session.busy)
    while session.game.rolls_left > 0:
        used = session.game.rolls_used
        session.roll()
        await until(
            "the dice", lambda used=used: session.game.rolls_used > used and not session.busy
        )
    options = session.game.options()
    box = max(options, key=lambda name: options[name])
    entries = len(session.game.log)
    if options[box] > 0:
        session.enter(box)
    else:
        session.strike(box)
    await until("the entry", lambda: len(session.game.log) > entries)
    return box


SEEN = "Seen you, Bo"
"""What the host writes once it has read its guests (the guest leaves only after it)."""


def chat_texts(controller: object) -> list[str]:
    from app.ui.controller import AppController

    assert isinstance(controller, AppController)
    table = controller.online.snapshot.table
    return [line.text for line in table.chat] if table is not None else []


async def host(controller: object) -> dict[str, object]:
    from app.server.clockchoice import FALLBACK
    from app.ui.controller import AppController

    assert isinstance(controller, AppController)
    controller.settings.change(player_name="Ada")
    controller.show("lobby")
    controller.hosting.advisor = FALLBACK
    controller.friends.host()
    await until("hosting", lambda: controller.friends.property("hostingStatus") == "on")
    await until("announced", lambda: controller.friends.property("announced"))
    await until("online", lambda: controller.connection.property("status") == "online")
    addresses = list(controller.friends.property("addresses"))
    say(event="hosting", addresses=addresses, port=controller.hosting.state.port)
    controller.lobby.setPrivateTable(False)
    controller.lobby.setClock(30)
    controller.lobby.create()
    await until("the game", lambda: controller.online.session is not None)
    session = controller.online.session
    assert session is not None
    say(event="playing", code=session.code)
    box = await play_one_turn(controller)
    controller.online_table.sendChat("Hallo from Ada")
    await until("Bo's turn", lambda: sum(1 for a in session.game.log if hasattr(a, "box")) >= 2)
    await until("Bo's hello", lambda: "Hallo from Bo" in chat_texts(controller))
    guests = controller.friends.guests_now()
    warning = controller.quitWarning
    controller.online_table.sendChat(SEEN)  # Bo may go now (before, the seat was read)
    # Bo leaves first, so that the host's end is tidy (Bo's report comes before ours).
    await until("Bo gone", lambda: not controller.friends.guests_now(), timeout=20)
    return {
        "box": box,
        "chat": chat_texts(controller),
        "guests": list(guests),
        "quit_warning": warning,
        "invitation_server": controller.hosting.state.addresses[0],
        "share": os.environ.get("NEARBY_EXPECT_ADDRESS", ""),
    }


async def guest(controller: object) -> dict[str, object]:
    from app.ui.controller import AppController

    assert isinstance(controller, AppController)
    controller.settings.change(player_name="Bo")
    controller.show("lobby")
    await until("a table nearby", lambda: controller.friends.property("nearbyCount") > 0)
    row = controller.friends.nearby.rows[0]
    say(event="found", host=row.host_name, server=row.server, open=row.open_tables)
    controller.friends.joinNearby(row.key)
    await until("online there", lambda: controller.connection.property("status") == "online")
    await until("the listed table", lambda: controller.lobby.property("tableCount") == 1)
    code = controller.online.snapshot.lobby[0].code
    controller.lobby.joinTable(code)
    await until("the game", lambda: controller.online.session is not None)
    session = controller.online.session
    assert session is not None
    box = await play_one_turn(controller)
    controller.online_table.sendChat("Hallo from Bo")
    await until(
        "both hellos", lambda: {"Hallo from Ada", "Hallo from Bo"} <= set(chat_texts(controller))
    )
    # Leaving ends the game: wait until the host has read who sits at its table.
    await until("the host's word", lambda: SEEN in chat_texts(controller))
    report = {
        "box": box,
        "server": controller.connection.property("server"),
        "host": row.host_name,
        "chat": chat_texts(controller),
        "entries": sum(1 for a in session.game.log if hasattr(a, "box")),
    }
    controller.online.leave()  # resigns: the host sees the seat free again
    await until("left", lambda: controller.online.session is None or session.ended, timeout=10)
    return report


async def main(role: str, folder: Path) -> int:
    from PySide6.QtGui import QGuiApplication

    from app.profile import IdentityStore
    from app.ui.main import build_window

    app = QGuiApplication.instance()
    assert isinstance(app, QGuiApplication)
    window = build_window(
        data_path=folder / "fuenfwurf.sqlite3", identity=IdentityStore(folder / "config")
    )
    code = 1
    try:
        job = host if role == "host" else guest
        report = await asyncio.wait_for(job(window.controller), 3 * TIMEOUT)
        say(ok=True, role=role, **report)
        code = 0
    except BaseException as error:
        say(
            ok=False,
            role=role,
            error=f"{type(error).__name__}: {error}",
            trace=traceback.format_exc()[-2000:],
        )
    finally:
        window.controller.shutdown()
        try:
            await asyncio.wait_for(window.controller.aclose(), 8.0)
        except TimeoutError:
            say(event="close_timeout")
        window.engine.deleteLater()
    return code


def run() -> int:
    role, folder = sys.argv[1], Path(sys.argv[2])
    folder.mkdir(parents=True, exist_ok=True)
    prepare_environment(folder)
    import qasync
    from PySide6.QtGui import QGuiApplication

    from app.ui.main import load_fonts, prepare_application

    prepare_application()
    app = QGuiApplication([sys.argv[0]])
    app.setQuitOnLastWindowClosed(False)
    load_fonts(app)
    loop = qasync.QEventLoop(app)
    asyncio.set_event_loop(loop)
    with loop:
        return int(loop.run_until_complete(main(role, folder)))


if __name__ == "__main__":
    sys.exit(run())
