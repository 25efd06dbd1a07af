"""Connections fail; players come back to their seats, and the game goes on."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QPointF
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from tests.ui.driving import item, texts

from .players import WAIT_MS, Player, go_online, play_turn_with_keys, play_turns, sit_down_together
from .servers import ServerProcess, ServerThread


def seat_away(watcher: Player, seat: int) -> bool:
    rows = watcher.app.table.players.rows
    return seat < len(rows) and rows[seat].away


def test_a_dropped_connection_comes_back_to_the_same_seat(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    sit_down_together(ada, bo, qtbot)
    play_turns(ada, bo, qtbot, 3)  # Ada, Bo, Ada: Bo is to move
    bo_session = bo.session

    bo.client.link.drop_connection()
    qtbot.waitUntil(lambda: bo.app.connection.property("status") != "online", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: seat_away(ada, 1), timeout=WAIT_MS)  # Ada sees Bo away
    qtbot.waitUntil(lambda: bo.app.connection.property("status") == "online", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: not seat_away(ada, 1), timeout=WAIT_MS)

    assert bo.client.session is bo_session and bo.app.screen == "table"
    assert bo.session.game == ada.session.game and not item(bo.window, "connectionLost").isVisible()
    play_turns(ada, bo, qtbot, 2)
    assert bo.session.game == ada.session.game
    assert [sheet.filled_count for sheet in ada.session.game.sheets] == [3, 2]


def test_the_clock_plays_for_an_absent_player_who_then_restarts_the_app_and_is_put_back(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    sit_down_together(ada, bo, qtbot)
    play_turn_with_keys(ada, qtbot)
    bo_folder = bo.folder

    # Bo closes the app during his turn; the seat waits and the clock plays for him.
    bo.app.shutdown()
    qtbot.waitUntil(lambda: seat_away(ada, 1), timeout=WAIT_MS)
    server.advance(31)
    qtbot.waitUntil(lambda: ada.session.game.current == 0, timeout=WAIT_MS)
    assert ada.session.game.sheets[1].filled_count == 1  # entered by the clock
    assert ada.app.online_table.property("timeoutName") == "Bo"

    # Bo starts the app again: it goes online by itself and puts him back at the table.
    again = players("Bo", server.address, folder=bo_folder)
    qtbot.waitUntil(lambda: again.app.screen == "table", timeout=WAIT_MS)
    assert again.session.game == ada.session.game and again.session.you == 1
    qtbot.waitUntil(lambda: not seat_away(ada, 1), timeout=WAIT_MS)
    play_turns(ada, again, qtbot, 2)
    assert again.session.game == ada.session.game


def test_a_server_that_goes_away_and_comes_back(
    players: Callable[..., Player], server_process: ServerProcess, qtbot: QtBot
) -> None:
    ada = players("Ada", server_process.address)
    bo = players("Bo", server_process.address)
    sit_down_together(ada, bo, qtbot)
    play_turns(ada, bo, qtbot, 1)
    dice_at = item(bo.window, "diceArea").mapToScene(QPointF(0, 0)).y()

    server_process.stop()  # every client gets a goodbye: the server is shutting down
    for player in (ada, bo):
        qtbot.waitUntil(
            lambda p=player: p.app.connection.property("status") in ("reconnecting", "connecting"),
            timeout=WAIT_MS,
        )
    assert bo.app.table.property("busy") and not bo.app.table.property("canAct")
    assert item(bo.window, "connectionLost").isVisible()
    # Nobody here knows the server's clock now: it stands still, and the banner says only what
    # is known. It lies over the status line: nothing below it moves.
    online = bo.app.online_table
    assert (
        online.property("clockPaused")
        and item(bo.window, "clockSeconds").property("text") == "paused"
    )
    left = online.property("secondsLeft")
    QTest.qWait(1200)
    assert online.property("secondsLeft") == left
    lost = texts(bo.window)
    assert any(t.startswith("The connection to the server is lost.") for t in lost)
    assert not any("clock plays your turns" in t for t in lost)
    assert item(bo.window, "diceArea").mapToScene(QPointF(0, 0)).y() == dice_at
    qtbot.waitUntil(lambda: bo.app.online.link.state.attempt >= 2, timeout=WAIT_MS)
    assert bo.app.connection.property("reason") in ("unreachable", "shutdown")

    server_process.start()  # same port, same database: the table is restored
    for player in (ada, bo):
        qtbot.waitUntil(
            lambda p=player: p.app.connection.property("status") == "online", timeout=20_000
        )
    qtbot.waitUntil(lambda: bo.app.table.property("canAct"), timeout=WAIT_MS)
    assert bo.session.game == ada.session.game
    play_turns(ada, bo, qtbot, 2)
    assert bo.session.game == ada.session.game


def test_coming_back_to_a_table_that_still_waits_for_players_opens_its_waiting_room(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    go_online(ada, qtbot)
    ada.app.lobby.create()
    qtbot.waitUntil(lambda: ada.app.online_table.property("status") == "open", timeout=WAIT_MS)
    code = ada.app.online_table.property("code")
    folder = ada.folder
    ada.app.shutdown()

    again = players("Ada", server.address, folder=folder)
    assert again.app.screen == "start"
    qtbot.waitUntil(lambda: again.app.screen == "lobby", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: item(again.window, "waitingRoom").isVisible(), timeout=WAIT_MS)
    assert again.app.online_table.property("code") == code
