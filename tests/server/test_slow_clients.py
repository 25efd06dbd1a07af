"""Clients that do not read, or ask for the whole table again and again: what waits for a
connection stays within its byte budget, and the table plays on."""

from __future__ import annotations

from typing import Any

from aiohttp.test_utils import TestClient

from app.net import ChatPosted, CloseReason, ErrorCode, SendChat, SyncTable, TableState, encode
from app.server.ratelimit import Rate

from .conftest import UNLIMITED, MakeServer, node_of
from .helpers import connect, eventually
from .rawsocket import RawSocket
from .test_games import seat_players

BUDGET = 64 * 1024
LINE = "x" * 190


def address_of(server: TestClient[Any, Any]) -> tuple[str, int]:
    assert server.server.host is not None and server.server.port is not None
    return server.server.host, server.server.port


async def watcher_that_never_reads(server: TestClient[Any, Any], code: str) -> RawSocket:
    raw = await RawSocket.open(*address_of(server))
    await raw.send_head()
    await raw.send_json({"type": "hello", "v": 1, "name": "Mute"})
    await raw.send_json({"type": "watch", "v": 1, "code": code})
    return raw


async def test_a_client_that_never_reads_is_cut_off_at_its_byte_budget(
    make_server: MakeServer,
) -> None:
    server = await make_server(send_budget=BUDGET, chat=UNLIMITED)
    node = node_of(server)
    code, (ada, bo) = await seat_players(server, 2)
    mutes = [await watcher_that_never_reads(server, code) for _ in range(3)]
    await eventually(lambda: len(node.tables[code].followers) == 5)
    muted = [c for c in node.registry if c.player and c.player.name == "Mute"]
    most_waiting = 0
    for index in range(4_000):  # far more than every buffer on the way can hold
        await ada.send(SendChat(text=f"{index} {LINE}"))
        await bo.expect(ChatPosted)
        most_waiting = max(most_waiting, *(c.queued_bytes for c in muted))
        if all(c.closing for c in muted):
            break
    await eventually(lambda: len(node.tables[code].followers) == 2, timeout=10)
    assert len(node.tables[code].followers) == 2, "the silent watchers were never cut off"
    assert most_waiting <= BUDGET
    assert (
        node.metrics.value("fuenfwurf_forced_disconnects_total", reason=CloseReason.TOO_SLOW.value)
        == 3
    )
    for mute in mutes:
        assert await mute.closed_by_peer()
        mute.close()
    await ada.send(SendChat(text="still here"))  # the table itself never noticed
    assert (await bo.expect(ChatPosted)).line.text == "still here"


async def test_repeated_state_requests_wait_as_one(make_server: MakeServer) -> None:
    server = await make_server(state_requests=UNLIMITED, send_budget=BUDGET)
    node = node_of(server)
    code, _ = await seat_players(server, 2)
    mute = await watcher_that_never_reads(server, code)
    await eventually(lambda: len(node.tables[code].followers) == 3)
    for _ in range(3_000):
        await mute.send_json({"type": "sync", "v": 1})
    conn = next(c for c in node.registry if c.player and c.player.name == "Mute")
    await eventually(
        lambda: node.metrics.value("fuenfwurf_messages_received_total", type="sync") == 3_000
    )
    # At most one state waits however often it is asked for; nothing else grows.
    assert conn.queued_bytes < 2 * len(encode(node.tables[code].state(None)))
    assert not conn.closing
    mute.close()


async def test_state_requests_are_limited(make_server: MakeServer) -> None:
    server = await make_server(state_requests=Rate(burst=2, per_second=0.001))
    _, (ada, _bo) = await seat_players(server, 2)
    ada.drop_inbox(TableState)
    for _ in range(2):
        await ada.send(SyncTable())
        await ada.expect(TableState)
    await ada.send(SyncTable())
    assert await ada.error() is ErrorCode.RATE_LIMITED
    assert await connect(server, "Fresh") is not None
