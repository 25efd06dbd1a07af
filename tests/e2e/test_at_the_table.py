"""At an online table: the turn clock for everybody, chat both ways, resigning and leaving."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.driving import click, item, texts

from .players import (
    WAIT_MS,
    Player,
    answer_dialog,
    go_online,
    in_step,
    key,
    play_turn_with_keys,
    sit_down_together,
    type_text,
)
from .servers import ServerThread


def chat_lines(player: Player) -> list[tuple[str, str]]:
    rows = player.app.online_table.chat.rows
    return [(row.name, row.text) for row in rows]


def test_the_clock_runs_out_for_one_and_everybody_sees_it(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    sit_down_together(ada, bo, qtbot, clock=45)
    for player in (ada, bo):  # the clock shows for both, counting Ada's turn
        online = player.app.online_table
        qtbot.waitUntil(lambda o=online: o.property("clockSeat") == 0, timeout=WAIT_MS)
        assert 40 <= online.property("secondsLeft") <= 45
        assert item(player.window, "turnClock").isVisible()
    assert ada.app.online_table.property("clockMine")
    assert "Your time" in texts(ada.window) and "Ada's time" in texts(bo.window)
    left = ada.app.online_table.property("secondsLeft")
    online = ada.app.online_table  # it counts down visibly
    qtbot.waitUntil(lambda: online.property("secondsLeft") < left, timeout=WAIT_MS)

    server.advance(45)  # Ada does nothing: the server rolls and enters for her
    qtbot.waitUntil(lambda: ada.session.game.current == 1, timeout=WAIT_MS)
    in_step(ada, bo, qtbot)  # Bo's copy has the entry too (not only the state before it)
    game = ada.session.game
    assert game.sheets[0].filled_count == 1 and game.log[-1].kind == "time_out"
    box = game.log[-1].box  # type: ignore[attr-defined]
    assert ada.app.online_table.property("timeoutMine")
    assert bo.app.online_table.property("timeoutName") == "Ada"
    assert bo.app.online_table.property("timeoutBox") == box
    assert any(text.startswith("Your time ran out:") for text in texts(ada.window))
    assert any(text.startswith("Ada's time ran out:") for text in texts(bo.window))
    qtbot.waitUntil(lambda: bo.app.online_table.property("clockMine"), timeout=WAIT_MS)

    # Bo plays his turn; the note about Ada's time goes once a box is entered by hand.
    play_turn_with_keys(bo, qtbot)
    in_step(ada, bo, qtbot)
    assert ada.app.online_table.property("timeoutName") == ""


def test_chat_both_ways_in_the_waiting_room_and_at_the_table(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    go_online(ada, qtbot)
    go_online(bo, qtbot)
    ada.app.lobby.setSeats(3)
    ada.app.lobby.create()
    qtbot.waitUntil(lambda: ada.client.snapshot.table is not None, timeout=WAIT_MS)
    code = ada.client.snapshot.table.code  # type: ignore[union-attr]
    bo.app.lobby.join(code)
    qtbot.waitUntil(lambda: bo.app.online_table.property("taken") == 2, timeout=WAIT_MS)
    assert bo.app.screen == "lobby" and item(bo.window, "waitingRoom").isVisible()

    # In the waiting room: Bo writes, Ada answers.
    item(bo.window, "chatField").forceActiveFocus()
    type_text(bo.window, "Hi Ada")
    key(bo.window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ("Bo", "Hi Ada") in chat_lines(ada), timeout=WAIT_MS)
    assert ada.app.online_table.chat.rows[-1].mine is False
    assert bo.app.online_table.chat.rows[-1].mine is True
    assert ada.app.online_table.sendChat("Hello Bo, one more to come")
    qtbot.waitUntil(
        lambda: ("Ada", "Hello Bo, one more to come") in chat_lines(bo), timeout=WAIT_MS
    )

    # A third player takes the last seat; the game starts and the chat goes on at the table.
    cy = players("Cy", server.address)
    go_online(cy, qtbot)
    cy.app.lobby.join(code)
    qtbot.waitUntil(lambda: ada.app.screen == "table" and cy.app.screen == "table", timeout=WAIT_MS)
    assert ("Bo", "Hi Ada") in chat_lines(cy)  # a newcomer sees what was said
    key(ada.window, Qt.Key.Key_C)  # C: to the chat, without rolling
    type_text(ada.window, "Good luck, both of you!")
    key(ada.window, Qt.Key.Key_Return)
    for other in (bo, cy):
        qtbot.waitUntil(
            lambda o=other: ("Ada", "Good luck, both of you!") in chat_lines(o), timeout=WAIT_MS
        )
    assert ada.session.game.dice is None  # the keys typed into the chat rolled nothing
    key(ada.window, Qt.Key.Key_Escape)  # back to the dice
    used = ada.session.game.rolls_used
    key(ada.window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: ada.session.game.rolls_used == used + 1, timeout=WAIT_MS)

    # Something the server will not take is said where it was typed.
    assert not cy.app.online_table.sendChat("   ")
    assert cy.app.online_table.property("chatError") == "chat_invalid"


def test_resigning_keeps_the_player_watching_and_leaving_goes_back_to_the_lobby(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    cy = players("Cy", server.address)
    for player in (ada, bo, cy):
        go_online(player, qtbot)
    ada.app.lobby.setSeats(3)
    ada.app.lobby.create()
    qtbot.waitUntil(lambda: ada.client.snapshot.table is not None, timeout=WAIT_MS)
    code = ada.client.snapshot.table.code  # type: ignore[union-attr]
    bo.app.lobby.join(code)
    qtbot.waitUntil(lambda: bo.client.snapshot.table is not None, timeout=WAIT_MS)
    cy.app.lobby.join(code)
    qtbot.waitUntil(lambda: all(p.app.screen == "table" for p in (ada, bo, cy)), timeout=WAIT_MS)
    for _ in range(3):  # everyone plays a turn: leaving is scored from now on
        play_turn_with_keys(next(p for p in (ada, bo, cy) if p.my_turn), qtbot)
        in_step(ada, bo, qtbot)
        in_step(ada, cy, qtbot)

    # Bo resigns (not his turn: online that is allowed at any time) after confirming.
    assert bo.app.table.property("canResign") and not bo.app.table.property("canAct")
    click(bo.window, "resignButton")
    answer_dialog(bo.window, "resignDialog", qtbot)
    qtbot.waitUntil(lambda: bo.session.game.resigned == (1,), timeout=WAIT_MS)
    assert not bo.app.table.property("canResign") and bo.app.screen == "table"
    assert bo.app.online_table.sendChat("I keep watching")  # and may still chat
    qtbot.waitUntil(lambda: ("Bo", "I keep watching") in chat_lines(ada), timeout=WAIT_MS)

    # Cy leaves the table during the game: that resigns too, and Ada wins at once.
    click(cy.window, "leaveButton")
    answer_dialog(cy.window, "leaveDialog", qtbot)
    qtbot.waitUntil(lambda: cy.app.screen == "lobby", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: ada.app.screen == "results", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: ada.app.results.property("pointsEarned") == 10, timeout=WAIT_MS)
    assert ada.app.results.property("headline") == "won"
    assert cy.client.snapshot.table is None and not cy.app.property("hasTable")
    ranking = [row.name for row in ada.app.results.ranking.rows]
    assert ranking == ["Ada", "Cy", "Bo"]  # a later resignation ranks ahead of an earlier one
