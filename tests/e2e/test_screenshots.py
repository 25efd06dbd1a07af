"""Screenshots of online play in both languages, for people to look at (``screenshots/``).

The lobby with open tables, a table waiting for players, an online table in the middle of a
game (clock, chat, hints), the results with points, the profile and the leaderboards.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.ui.online.link import ServerLink
from tests.ui.fitting import shot

from .players import WAIT_MS, Player, go_online, in_step, key, play_turn_with_keys
from .servers import ServerThread


@pytest.mark.parametrize("language", ["en", "de"])
def test_online_screenshots(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot, language: str
) -> None:
    # A newcomer opens the lobby: the name comes first.
    dana = players("Dana", server.address, language=language, named=False)
    dana.app.show("lobby")
    qtbot.waitUntil(lambda: dana.app.connection.property("needsName"), timeout=WAIT_MS)
    shot(dana.window, qtbot, f"{language}-online-0-choose-name", language)

    ada = players("Ada", server.address, language=language)
    # Bo's app waits long before reconnecting, so that his lost connection can be seen.
    bo = players("Bo", server.address, language=language, link=ServerLink(first_delay=60))
    cy = players("Cyrielle", server.address, language=language)
    for player in (ada, bo, cy):
        go_online(player, qtbot)

    # Two public tables wait in the lobby.
    cy.app.lobby.setPrivateTable(False)
    cy.app.lobby.setSeats(4)
    cy.app.lobby.setPreset("maxi")
    cy.app.lobby.setClock(90)
    cy.app.lobby.create()
    bo.app.lobby.setPrivateTable(False)
    bo.app.lobby.setSeats(3)
    bo.app.lobby.setClock(45)
    bo.app.lobby.setTriple(True)
    bo.app.lobby.create()
    qtbot.waitUntil(lambda: ada.app.lobby.property("tableCount") == 2, timeout=WAIT_MS)
    shot(ada.window, qtbot, f"{language}-online-1-lobby", language)

    # Ada opens a private table and invites; the waiting room shows the code and the seats.
    cy.app.online_table.leave()
    bo.app.online_table.leave()
    qtbot.waitUntil(lambda: ada.app.lobby.property("tableCount") == 0, timeout=WAIT_MS)
    ada.app.lobby.setSeats(3)
    ada.app.lobby.create()
    qtbot.waitUntil(lambda: ada.app.online_table.property("status") == "open", timeout=WAIT_MS)
    code = ada.client.snapshot.table.code  # type: ignore[union-attr]
    bo.app.lobby.join(code)
    qtbot.waitUntil(lambda: ada.app.online_table.property("taken") == 2, timeout=WAIT_MS)
    bo.app.online_table.sendChat(
        "Hi! Cyrielle is on her way." if language == "en" else "Hallo! Cyrielle kommt gleich."
    )
    qtbot.waitUntil(lambda: ada.app.online_table.chat.rowCount() == 1, timeout=WAIT_MS)
    shot(ada.window, qtbot, f"{language}-online-2-waiting-room", language)

    # The game: a few turns, some chat, then Ada rolls and keeps two dice.
    cy.app.lobby.join(code)
    qtbot.waitUntil(lambda: all(p.app.screen == "table" for p in (ada, bo, cy)), timeout=WAIT_MS)
    ada.app.settings.setShowHints(True)
    for _ in range(5):
        current = next(p for p in (ada, bo, cy) if p.my_turn)
        play_turn_with_keys(current, qtbot, best=True)
        in_step(ada, bo, qtbot)
        in_step(ada, cy, qtbot)
    cy.app.online_table.sendChat(
        "Good luck everyone" if language == "en" else "Viel Glück allerseits"
    )
    bo.app.online_table.sendChat("Nice full house!" if language == "en" else "Schönes Full House!")
    qtbot.waitUntil(lambda: ada.app.online_table.chat.rowCount() == 3, timeout=WAIT_MS)
    bo.client.link.drop_connection()  # Bo is away for a moment: his column says so
    qtbot.waitUntil(lambda: ada.app.table.players.rows[1].away, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: bo.app.connection.property("status") == "reconnecting", timeout=WAIT_MS)
    while not ada.my_turn:
        play_turn_with_keys(cy, qtbot, best=True)
        in_step(ada, cy, qtbot)
    qtbot.waitUntil(lambda: ada.app.table.property("hintsReady"), timeout=180_000)
    used = ada.session.game.rolls_used
    key(ada.window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: ada.session.game.rolls_used > used, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not ada.app.table.property("rolling"), timeout=WAIT_MS)
    server.advance(17)  # the clock has run a while: the next message says how long is left
    key(ada.window, Qt.Key.Key_1)
    key(ada.window, Qt.Key.Key_2)
    qtbot.waitUntil(lambda: ada.session.game.held[:2] == (True, True), timeout=WAIT_MS)
    shot(ada.window, qtbot, f"{language}-online-3-table", language)
    shot(bo.window, qtbot, f"{language}-online-3-table-connection-lost", language)
    bo.client.retry_now()
    qtbot.waitUntil(lambda: bo.app.connection.property("status") == "online", timeout=WAIT_MS)

    # Everyone else leaves: Ada wins, and the server scores it.
    bo.app.online_table.leave()
    cy.app.online_table.leave()
    qtbot.waitUntil(lambda: ada.app.screen == "results", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: ada.app.results.property("pointsEarned") >= 0, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: ada.app.results.property("reviewState") != "working", timeout=180_000)
    shot(ada.window, qtbot, f"{language}-online-4-results", language)

    ada.app.show("profile")
    qtbot.waitUntil(lambda: ada.app.profile.property("state") == "ready", timeout=WAIT_MS)
    shot(ada.window, qtbot, f"{language}-online-5-profile", language)
    ada.app.show("leaderboards")
    qtbot.waitUntil(lambda: ada.app.leaderboards.property("state") == "ready", timeout=WAIT_MS)
    shot(ada.window, qtbot, f"{language}-online-6-leaderboards", language)
