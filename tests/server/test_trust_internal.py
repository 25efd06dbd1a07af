"""Internal errors (issue 25): each is a strike against the connection's flood limit, and the
tracebacks one client can cause are bounded per connection, per address and per node."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import pytest

from app.net import Bye, CloseReason, Error, ErrorCode, Hello
from app.server import errorlog
from app.server.errorlog import ErrorLog
from app.server.ratelimit import TokenBucket

from .conftest import UNLIMITED, MakeServer, node_of
from .helpers import Client, Closed

SOCKETS = 8


class Now:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


def _fail(*_: Any) -> None:
    raise RuntimeError("the database fell over")


async def _hello_until_closed(client: Client) -> tuple[int, CloseReason | None]:
    """Send hellos that fail inside the server until it says bye; the errors and the reason."""
    internal = 0
    for _ in range(100):
        try:
            await client.send(Hello(name="Ada"))
            while True:
                message = await client.receive()
                if isinstance(message, Bye):
                    return internal, message.reason
                if isinstance(message, Error):
                    assert message.code is ErrorCode.INTERNAL
                    internal += 1
                    break
        except (Closed, ConnectionResetError):
            return internal, None
    return internal, None


async def test_hellos_that_fail_inside_close_the_sockets_and_the_log_stays_bounded(
    make_server: MakeServer, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = await make_server(new_players_per_address=UNLIMITED)  # only the errors count
    node = node_of(server)
    monkeypatch.setattr(node.storage, "create_player", _fail)
    clients = [Client(await server.ws_connect("/ws")) for _ in range(SOCKETS)]
    with caplog.at_level(logging.ERROR, logger="app.server.gateway"):
        ended = await asyncio.gather(*(_hello_until_closed(c) for c in clients))
    assert [reason for _, reason in ended] == [CloseReason.FLOODING] * SOCKETS
    strikes = int(node.config.strikes.burst)
    assert all(strikes <= count <= strikes + 2 for count, _ in ended), ended
    total = sum(count for count, _ in ended)
    tracebacks = [r for r in caplog.records if r.exc_info is not None]
    assert len(tracebacks) == errorlog.PER_ADDRESS.burst  # one address: its budget, no more
    assert node.metrics.value("fuenfwurf_internal_errors_total") == total
    unlogged = node.metrics.value("fuenfwurf_internal_errors_unlogged_total")
    assert unlogged == total - len(tracebacks)
    assert node.metrics.value("fuenfwurf_errors_total", code="internal") == total


def _raise_and_log(log: ErrorLog, own: TokenBucket | None, address: str) -> None:
    try:
        _fail()
    except RuntimeError:
        log.exception(own, address, "handling a %s message failed", "Hello")


def test_budgets_per_connection_address_and_node_and_one_summary_a_minute(
    caplog: pytest.LogCaptureFixture,
) -> None:
    now = Now()
    logger = logging.getLogger("test.errorlog")
    log = ErrorLog(logger, now)
    with caplog.at_level(logging.WARNING, logger="test.errorlog"):
        own = TokenBucket(errorlog.PER_CONNECTION, now())
        for _ in range(10):
            _raise_and_log(log, own, "203.0.113.9")
        assert len(caplog.records) == errorlog.PER_CONNECTION.burst  # the connection's own
        for _ in range(10):  # more connections of the same address: the address's budget
            _raise_and_log(log, TokenBucket(errorlog.PER_CONNECTION, now()), "203.0.113.9")
        assert len(caplog.records) == errorlog.PER_ADDRESS.burst
        for index in range(200):  # many addresses: the node's budget ends it
            _raise_and_log(log, None, f"198.51.100.{index}")
        assert len(caplog.records) == errorlog.PER_NODE.burst
        caplog.clear()
        now.t += errorlog.SUMMARY_SECONDS + 1
        _raise_and_log(log, None, "192.0.2.1")  # a minute later: a traceback, and the sum
        summary = [r for r in caplog.records if r.levelno == logging.WARNING]
        assert len(summary) == 1 and "more internal errors were not logged" in summary[0].message
        assert str(10 - 3 + 10 - 2 + 200 - 25) in summary[0].getMessage()
        caplog.clear()
        for _ in range(100):  # within the same minute: no second summary
            _raise_and_log(log, None, "192.0.2.2")
        assert [r for r in caplog.records if r.levelno == logging.WARNING] == []
