"""Apps come back promptly when the server returns: the pauses stay short while a game runs at
the player's table, and a change of this computer's network starts the next attempt at once."""

from __future__ import annotations

import asyncio
import time

import pytest
from pytestqt.qtbot import QtBot

from app.host.ports import free_port
from app.net import Hello, Welcome
from app.ui.online import link as link_module
from app.ui.online.link import LinkState, LinkStatus, ServerLink, network_fingerprint


class _Nobody:
    """A greeter for a server that is never reached."""

    async def hello(self) -> Hello:
        return Hello(name="Ada")

    async def welcomed(self, welcome: Welcome) -> None:
        pass

    async def token_refused(self) -> bool:
        return False


def _closed_port() -> str:
    return f"ws://127.0.0.1:{free_port('127.0.0.1')}"  # nobody listens there


def _pauses(link: ServerLink, count: int, qtbot: QtBot) -> list[float]:
    """The first ``count`` pauses the link chose before trying again."""
    pauses: list[float] = []

    def seen(state: LinkState) -> None:
        if state.status is LinkStatus.RECONNECTING:
            pauses.append(state.retry_at - time.monotonic())

    link.stateChanged.connect(seen)
    link.start(_closed_port(), _Nobody())
    qtbot.waitUntil(lambda: len(pauses) >= count, timeout=15_000)
    _close(link, qtbot)
    return pauses[:count]


def _close(link: ServerLink, qtbot: QtBot) -> None:
    closing = asyncio.ensure_future(link.aclose())
    qtbot.waitUntil(closing.done, timeout=5000)


@pytest.mark.parametrize("hurry", [False, True])
def test_the_pauses_stay_short_while_a_game_runs(
    qt_loop: asyncio.AbstractEventLoop,
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    hurry: bool,
) -> None:
    monkeypatch.setattr(link_module, "GAME_DELAY", 0.2)  # the real 3 s, scaled down
    link = ServerLink(first_delay=0.05, max_delay=30.0, give_up_after=0, network=lambda: 0)
    link.hurry = lambda: hurry
    pauses = _pauses(link, 6, qtbot)
    if hurry:
        assert max(pauses) <= 0.2
    else:
        assert pauses[-1] > 0.2  # doubling on towards half a minute


def test_a_change_of_network_tries_again_at_once(
    qt_loop: asyncio.AbstractEventLoop, qtbot: QtBot
) -> None:
    network = ["wifi-off"]
    link = ServerLink(
        first_delay=60.0,
        max_delay=120.0,
        give_up_after=0,
        network=lambda: network[0],
        network_check=0.05,
    )
    attempts: list[float] = []
    link.stateChanged.connect(
        lambda state: (
            attempts.append(time.monotonic()) if state.status is LinkStatus.CONNECTING else None
        )
    )
    link.start(_closed_port(), _Nobody())
    qtbot.waitUntil(lambda: link.state.status is LinkStatus.RECONNECTING, timeout=5000)
    assert link.state.retry_at - time.monotonic() > 20  # a long pause ahead
    qtbot.wait(200)
    assert link.state.status is LinkStatus.RECONNECTING  # the same network: it waits on
    before = len(attempts)
    changed = time.monotonic()
    network[0] = "wifi-on"
    qtbot.waitUntil(lambda: len(attempts) > before, timeout=2000)
    assert attempts[-1] - changed < 1.0
    _close(link, qtbot)


def test_the_network_is_read_without_sending_anything() -> None:
    first, second = network_fingerprint(), network_fingerprint()
    assert first == second and isinstance(first, frozenset)
