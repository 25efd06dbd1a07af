"""Hosting from the app: "Host a table on this computer" runs the real table server in the app,
the host plays on it, a friend connects by the address it shows, quitting asks first while
someone sits there; and when no server answers, the lobby shows the choices instead of endless
retries. Screenshots of the new parts in both languages (``screenshots/*-online-friends-*``)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from PySide6.QtCore import QObject
from PySide6.QtQuick import QQuickItem
from pytestqt.exceptions import TimeoutError as WaitTimeout
from pytestqt.qtbot import QtBot

from app.host.nearby import NearbyTable
from app.host.ports import free_port
from app.net import PROTOCOL_VERSION
from app.server.clockchoice import FALLBACK
from app.ui.online.reach import REACH, for_others
from tests.ui.fitting import shot

from .players import WAIT_MS, Player


def closed_port() -> int:
    """A port nobody listens on (out of the range whose ports clients are given)."""
    return free_port("127.0.0.1")


def find(player: Player, name: str) -> QObject:
    found = player.window.window.findChild(QObject, name)
    assert found is not None, name
    return found


def scroll_lobby_to_end(player: Player) -> None:
    """The lobby's card scrolls: show its lower part (the friends' panel)."""
    card = player.window.window.findChild(QQuickItem, "lobbyCard")
    assert card is not None
    for child in card.childItems():
        if child.metaObject().className().startswith("QQuickFlickable"):
            height = float(child.property("contentHeight")) - child.height()
            child.setProperty("contentY", max(0.0, height))


def host(player: Player, qtbot: QtBot) -> None:
    player.app.hosting.port = 0  # a free port: tests run side by side
    player.app.hosting.advisor = FALLBACK  # no advisor's tables to build for the clock
    player.app.friends.host()
    qtbot.waitUntil(lambda: player.app.friends.property("hostingStatus") == "on", timeout=WAIT_MS)
    local = player.app.hosting.local
    connection = player.app.connection
    try:
        # (seen once in a whole run to take longer than 10 s, never alone: say what it was)
        qtbot.waitUntil(
            lambda: (
                connection.property("server") == local and connection.property("status") == "online"
            ),
            timeout=3 * WAIT_MS,
        )
    except WaitTimeout as error:
        raise AssertionError(
            f"the app's connection to its own server {local}: {connection.property('server')}, "
            f"{connection.property('status')}, {connection.property('reason')}, "
            f"retry in {connection.property('retryIn')} s"
        ) from error


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_friend_plays_at_the_table_the_app_hosts(
    players: Callable[..., Player], qtbot: QtBot, language: str
) -> None:
    ada = players("Ada", f"ws://127.0.0.1:{closed_port()}", language=language)
    ada.app.show("lobby")
    host(ada, qtbot)
    friends = ada.app.friends
    addresses = friends.property("addresses")
    share = friends.property("shareAddress")
    # What invitations name: the address others can use, never the loopback the app uses.
    assert for_others(ada.app.hosting.local) == (share or None)
    if share:
        assert addresses[0] == share.removeprefix("ws://")
        assert "127.0.0.1" not in share
    # The settings keep the server they had: hosting borrows the connection only.
    assert ada.app.settings.value.server != ada.app.hosting.local

    ada.app.lobby.setPrivateTable(False)
    ada.app.lobby.create()
    qtbot.waitUntil(lambda: ada.app.online_table.property("status") == "open", timeout=WAIT_MS)

    # Bo types the address Ada's screen shows (on this one machine: loopback if it has none).
    bo = players("Bo", "ws://127.0.0.1:1", language=language)
    bo.app.show("lobby")
    assert bo.app.friends.connectTo(addresses[0] if addresses else ada.app.hosting.local)
    qtbot.waitUntil(lambda: bo.app.lobby.property("tableCount") == 1, timeout=WAIT_MS)
    bo.app.lobby.joinTable(bo.client.snapshot.lobby[0].code)
    qtbot.waitUntil(lambda: ada.client.session is not None, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: bo.client.session is not None, timeout=WAIT_MS)
    try:
        qtbot.waitUntil(lambda: friends.property("guests") == 1, timeout=3 * WAIT_MS)
    except WaitTimeout as error:  # (seen twice in the whole suite, never alone: say what is)
        seated = ada.app.hosting.seated()
        player = ada.client.snapshot.player
        raise AssertionError(
            f"guests {friends.property('guests')}: {seated}, you {player}"
        ) from error
    assert friends.property("guestNames") == "Bo"

    ada.app.show("lobby")
    shot(ada.window, qtbot, f"{language}-online-friends-1-hosting", language)

    # Quitting now would stop the server under Bo: the window asks first.
    asked: list[bool] = []
    ada.app.quitAsked.connect(lambda: asked.append(True))
    assert ada.app.property("quitWarning") == "hosting"
    assert ada.app.requestQuit() is False
    assert asked == [True]

    # Stopping: Bo hears that the server stops, Ada's app goes back to its own setting.
    ada.app.friends.stopHosting()
    # (it once hung now and then: the storage watch missed its cancellation, test_storage_watch)
    qtbot.waitUntil(lambda: friends.property("hostingStatus") == "off", timeout=WAIT_MS)
    assert REACH.hosted is None
    qtbot.waitUntil(
        lambda: bo.app.connection.property("status") in ("reconnecting", "connecting"),
        timeout=WAIT_MS,
    )
    assert ada.app.connection.property("server") == ada.app.settings.value.server


@pytest.mark.parametrize("language", ["en", "de"])
def test_no_server_answers_the_lobby_shows_the_choices(
    players: Callable[..., Player], qtbot: QtBot, language: str
) -> None:
    ada = players("Ada", f"ws://127.0.0.1:{closed_port()}", language=language)
    ada.app.show("lobby")
    friends = ada.app.friends
    qtbot.waitUntil(lambda: friends.property("noAnswer"), timeout=WAIT_MS)
    assert ada.app.connection.property("status") == "offline"  # no endless retries
    qtbot.waitUntil(lambda: not ada.client.link.trying, timeout=WAIT_MS)  # its task ending
    for name in ("hostHereButton", "serverAddressField", "playOfflineButton", "tryAgainButton"):
        assert find(ada, name).property("visible"), name
    # Tables hosted nearby show in the choices too (as the network would list them).
    hosting = ada.app.hosting
    hosting._update(  # what the browser would report (no network for it here)
        replace(
            hosting.state,
            looking=True,
            nearby=(
                NearbyTable(
                    "Cem @ attic._fuenfwurf._tcp.local.",
                    "Cem",
                    "ws://192.168.1.31:8765",
                    ("192.168.1.31",),
                    PROTOCOL_VERSION,
                    public=1,
                    free=1,
                ),
            ),
        )
    )
    shot(ada.window, qtbot, f"{language}-online-friends-0-no-server", language)

    assert not friends.validAddress("not an address")
    # "Host here": the app hosts, connects to its own server, and the choices give way.
    hosting.port = 0
    hosting.advisor = FALLBACK
    find(ada, "hostHereButton").clicked.emit()  # type: ignore[attr-defined]
    qtbot.waitUntil(lambda: ada.app.connection.property("status") == "online", timeout=WAIT_MS)
    assert not friends.property("noAnswer")


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_tables_nearby_in_the_lobby(
    players: Callable[..., Player], qtbot: QtBot, language: str
) -> None:
    ada = players("Ada", f"ws://127.0.0.1:{closed_port()}", language=language)
    ada.app.show("lobby")
    host(ada, qtbot)
    hosting = ada.app.hosting
    hosting._update(  # what the browser would report (no network for it here)
        replace(
            hosting.state,
            looking=True,
            nearby=(
                NearbyTable(
                    "Bo @ kitchen._fuenfwurf._tcp.local.",
                    "Bo",
                    "ws://192.168.1.24:8765",
                    ("192.168.1.24",),
                    PROTOCOL_VERSION,
                    public=1,
                    private=1,
                    free=2,
                ),
                NearbyTable(
                    "Cem @ attic._fuenfwurf._tcp.local.",
                    "Cem",
                    "ws://192.168.1.31:8765",
                    ("192.168.1.31",),
                    PROTOCOL_VERSION + 1,
                ),
            ),
        )
    )
    qtbot.waitUntil(lambda: ada.app.friends.property("nearbyCount") == 2, timeout=WAIT_MS)
    scroll_lobby_to_end(ada)
    shot(ada.window, qtbot, f"{language}-online-friends-2-nearby", language)
