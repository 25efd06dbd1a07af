"""The lobby: open tables listed as they come and go, sitting down, codes that find nothing."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.driving import click, item, texts

from .players import WAIT_MS, Player, go_online, key, play_turns, sit_down_together, type_text
from .servers import ServerThread


def test_a_public_table_shows_in_every_lobby_and_a_click_sits_down(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    go_online(ada, qtbot)
    go_online(bo, qtbot)
    assert bo.app.lobby.property("tableCount") == 0
    assert "No open table yet. Open one and send its code." in texts(bo.window)

    ada.app.lobby.setPrivateTable(False)
    ada.app.lobby.setSeats(2)
    ada.app.lobby.setClock(90)
    ada.app.lobby.setPreset("maxi")
    click(ada.window, "createButton")
    qtbot.waitUntil(lambda: bo.app.lobby.property("tableCount") == 1, timeout=WAIT_MS)
    row = bo.app.lobby.tables.rows[0]
    assert (row.preset, row.clock, row.seats, row.taken, row.names) == ("maxi", 90, 2, 1, "Ada")
    assert any("Maxi · 90 s per turn" in text for text in texts(bo.window))

    click(bo.window, f"join_{row.key}")
    qtbot.waitUntil(lambda: bo.app.screen == "table" and ada.app.screen == "table", timeout=WAIT_MS)
    assert bo.session.game.rules.name == "maxi"
    # The running game stays listed, to be watched, not joined.
    qtbot.waitUntil(
        lambda: bool(ada.app.lobby.tables.rows) and ada.app.lobby.tables.rows[0].playing,
        timeout=WAIT_MS,
    )


def test_a_code_that_finds_nothing_and_leaving_an_open_table(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    go_online(ada, qtbot)
    item(ada.window, "codeField").forceActiveFocus()
    type_text(ada.window, "ZZZZ-ZZZZ")
    key(ada.window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ada.app.lobby.property("problem") == "table_not_found", timeout=WAIT_MS)
    assert item(ada.window, "lobbyProblem").isVisible()
    assert any(
        text.startswith("There is no open table with this code.") for text in texts(ada.window)
    )

    ada.app.lobby.join("not a code")
    assert ada.app.lobby.property("problem") == "bad_code"
    ada.app.lobby.dismissProblem()

    ada.app.lobby.create()
    qtbot.waitUntil(lambda: ada.app.online_table.property("status") == "open", timeout=WAIT_MS)
    assert ada.app.lobby.property("seated")
    click(ada.window, "leaveTable")  # before the start, leaving just frees the seat
    qtbot.waitUntil(lambda: not ada.app.online_table.property("hasTable"), timeout=WAIT_MS)
    assert not ada.app.lobby.property("seated") and item(ada.window, "createButton").isVisible()


def test_a_table_that_started_already_can_be_watched(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    cy = players("Cy", server.address)
    code = sit_down_together(ada, bo, qtbot)
    go_online(cy, qtbot)
    cy.app.lobby.join(code)
    qtbot.waitUntil(lambda: cy.app.lobby.property("problem") == "game_started", timeout=WAIT_MS)
    assert cy.app.lobby.property("canWatch")
    click(cy.window, "watchButton")
    qtbot.waitUntil(lambda: cy.app.screen == "table", timeout=WAIT_MS)
    assert cy.session.you is None and cy.session.game == ada.session.game
    assert not cy.app.table.property("canAct") and not cy.app.table.property("canResign")
    assert "Ada is to move." in texts(cy.window)
    play_turns(ada, bo, qtbot, 1)
    qtbot.waitUntil(lambda: cy.session.game == ada.session.game, timeout=WAIT_MS)
    click(cy.window, "leaveButton")  # a spectator just stops watching, no question asked
    qtbot.waitUntil(lambda: cy.app.screen == "lobby", timeout=WAIT_MS)
    assert cy.client.snapshot.table is None
