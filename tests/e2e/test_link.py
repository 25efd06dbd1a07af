"""Servers that misbehave: another protocol version, not a table server at all, one that hangs.
The app says what is wrong, keeps its window responsive, and plays offline meanwhile."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from aiohttp import WSMsgType, web
from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from app.ui.online.link import ServerLink

from .players import WAIT_MS, Player, key
from .servers import FakeServer, SilentServer


async def newer_protocol(request: web.Request) -> web.StreamResponse:
    ws = web.WebSocketResponse()
    await ws.prepare(request)
    async for message in ws:
        if message.type is WSMsgType.TEXT:
            await ws.send_str('{"type": "error", "v": 2, "code": "unsupported_version"}')
    return ws


async def not_found(request: web.Request) -> web.StreamResponse:
    return web.Response(status=404, text="nothing here")


@pytest.fixture
def fake() -> Iterator[Callable[..., FakeServer]]:
    started: list[FakeServer] = []

    def start(handler: Callable[..., object]) -> FakeServer:
        server = FakeServer(handler).start()  # type: ignore[arg-type]
        started.append(server)
        return server

    yield start
    for server in started:
        server.stop()


@pytest.mark.parametrize(
    ("handler", "reason"),
    [(newer_protocol, "unsupported_version"), (not_found, "not_a_table_server")],
    ids=["newer-protocol", "not-a-table-server"],
)
def test_an_incompatible_server_is_named_and_not_hammered(
    players: Callable[..., Player],
    fake: Callable[..., FakeServer],
    qtbot: QtBot,
    handler: Callable[..., object],
    reason: str,
) -> None:
    server = fake(handler)
    ada = players("Ada", server.address)
    ada.app.show("lobby")
    connection = ada.app.connection
    qtbot.waitUntil(lambda: connection.property("status") == "incompatible", timeout=WAIT_MS)
    assert connection.property("reason") == reason
    qtbot.waitUntil(lambda: not ada.app.online.link.trying, timeout=WAIT_MS)
    assert server.requests == 1  # no retries against a server that cannot work
    assert ada.app.online_table.property("hasTable") is False


def test_a_hanging_server_does_not_hold_up_the_window_or_offline_play(
    players: Callable[..., Player], qtbot: QtBot
) -> None:
    silent = SilentServer()
    try:
        link = ServerLink(first_delay=0.05, max_delay=0.2, connect_timeout=1.5)
        ada = players("Ada", silent.address, link=link)
        ada.app.show("lobby")
        connection = ada.app.connection
        qtbot.waitUntil(lambda: connection.property("status") == "connecting", timeout=WAIT_MS)

        # While the handshake hangs, a game on this computer plays as always.
        ticks: list[int] = []
        timer = QTimer()
        timer.timeout.connect(lambda: ticks.append(1))
        timer.start(50)
        ada.app.show("start")
        ada.app.startGame()
        session = ada.app.session
        assert session is not None and not session.online
        table = ada.app.table
        for rolls_left in (2, 1, 0):
            key(ada.window, Qt.Key.Key_Space)
            assert session.game.rolls_left == rolls_left  # each roll is carried out at once
            qtbot.waitUntil(lambda: not table.property("rolling"), timeout=WAIT_MS)
        key(ada.window, Qt.Key.Key_Return)
        key(ada.window, Qt.Key.Key_Return)
        assert session.game.sheets[0].filled_count == 1
        assert connection.property("status") == "connecting"  # still waiting for the server

        qtbot.waitUntil(lambda: connection.property("status") == "reconnecting", timeout=WAIT_MS)
        assert connection.property("reason") == "unreachable"
        assert len(ticks) >= 5  # the loop kept running all along
        timer.stop()
        ada.app.connection.goOffline()
        assert connection.property("status") == "offline"
    finally:
        silent.stop()
