"""A friend joins through the invitation as it reaches them: the whole copied message pasted
into "Join by code", or the ``/join/CODE`` page's link clicked in a chat app. The invitation
names an address others reach (here: this machine's network address, as while hosting), never
loopback; with nothing else to name it warns instead."""

from __future__ import annotations

import re
import urllib.request
from collections.abc import Callable, Iterator
from html import unescape

import pytest
from aiohttp import web
from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from app.host.addresses import primary_addresses
from app.ui.online.reach import REACH, Hosted
from tests.ui.driving import click, item

from .players import WAIT_MS, Player, activate, go_online, key
from .servers import ServerThread


@pytest.fixture
def reachable(server: ServerThread) -> Iterator[str]:
    """The test server also listening on this machine's network address, and the app told it
    hosts that server there (what ``app/ui/online/hosting.py`` tells ``REACH``)."""
    found = sorted(a for a in primary_addresses() if ":" not in a)
    if not found:
        pytest.skip("this machine has no IPv4 network address")
    address = found[0]

    async def listen() -> None:
        assert server._runner is not None
        await web.TCPSite(server._runner, address, server.port).start()

    server.call(listen)
    shared = f"ws://{address}:{server.port}"
    REACH.set_hosted(Hosted(local=server.address, shared=shared, addresses=(shared,)))
    yield shared
    REACH.clear_hosted()


def open_table(ada: Player, qtbot: QtBot) -> str:
    go_online(ada, qtbot)
    ada.app.lobby.create()
    qtbot.waitUntil(lambda: ada.app.online_table.property("hasTable"), timeout=WAIT_MS)
    return str(ada.app.online_table.property("code"))


def test_the_whole_copied_invitation_pasted_into_join_by_code_seats_the_friend(
    players: Callable[..., Player], server: ServerThread, reachable: str, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    code = open_table(ada, qtbot)
    shown = str(item(ada.window, "inviteText").property("text"))
    assert "127.0.0.1" not in shown and reachable in shown
    assert f"http{reachable.removeprefix('ws')}/join/{code}" in shown
    assert not item(ada.window, "inviteUnreachable").isVisible()
    click(ada.window, "copyInvite")
    copied = QGuiApplication.clipboard().text()
    assert copied == shown and len(copied.splitlines()) == 4

    # Bo's app speaks to the same server by loopback; the invitation names its network address.
    bo = players("Bo", server.address)
    go_online(bo, qtbot)
    activate(bo.window)
    field = item(bo.window, "codeField")
    field.forceActiveFocus()
    key(bo.window, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)  # as a person pastes
    assert "\n" in str(field.property("text"))  # the whole message, every line of it
    click(bo.window, "joinButton")
    qtbot.waitUntil(lambda: bo.app.screen == "table" and ada.app.screen == "table", timeout=WAIT_MS)
    assert bo.session.game.names == ("Ada", "Bo")
    assert bo.app.settings.property("server") == reachable  # the invitation's address
    # seated at a running game, a lost connection is tried again within seconds
    assert bo.client.link.hurry() and ada.client.link.hurry()


def test_the_join_page_link_opens_the_game_at_the_table(
    players: Callable[..., Player], server: ServerThread, reachable: str, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    code = open_table(ada, qtbot)
    page_link = str(ada.app.online_table.property("invitePage"))
    assert page_link == f"http{reachable.removeprefix('ws')}/join/{code}"

    # The friend clicks it in a chat app: the browser gets the page, the page the game's link.
    request = urllib.request.Request(page_link, headers={"Accept-Language": "de-DE,de;q=0.9"})
    with urllib.request.urlopen(request, timeout=10) as response:
        page = response.read().decode()
    assert 'lang="de"' in page and "Mit Code beitreten" in page
    found = re.search(r'<a class="open" href="([^"]+)"', page)
    assert found is not None
    link = unescape(found.group(1))
    assert link == f"fuenfwurf://join/{code}?server={reachable}"

    cy = players("Cy", "ws://127.0.0.1:8765", named=False)  # the desktop entry hands it over
    cy.app.openLink(link)
    assert cy.app.settings.property("server") == reachable
    qtbot.waitUntil(lambda: cy.app.connection.property("needsName"), timeout=WAIT_MS)
    cy.app.settings.setPlayerName("Cy")
    qtbot.waitUntil(lambda: cy.app.screen == "table" and ada.app.screen == "table", timeout=WAIT_MS)
    assert cy.session.game.names == ("Ada", "Cy")


def test_on_a_server_only_this_computer_reaches_the_invitation_warns_and_names_no_address(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    code = open_table(ada, qtbot)
    shown = str(item(ada.window, "inviteText").property("text"))
    assert "127.0.0.1" not in shown and "localhost" not in shown and "http" not in shown
    assert f"fuenfwurf://join/{code}" in shown and f"{code[:4]}-{code[4:]}" in shown
    assert item(ada.window, "inviteUnreachable").isVisible()
