"""What two friends met at a table, with two app windows against a real table server: the chat
gives the keys back, copying says so, a wrong code stays in its field, an away player's seat
counts down, and the chat tells who comes and goes."""

from __future__ import annotations

import html
import re
from collections.abc import Callable

import pytest
from PySide6.QtCore import QMetaObject, Qt
from PySide6.QtGui import QGuiApplication
from PySide6.QtQuick import QQuickItem
from pytestqt.qtbot import QtBot

from app.server.storage.social import INVITATIONS_ANYONE, set_invitations
from tests.ui.driving import click, item, texts
from tests.ui.test_screenshots import save

from .players import (
    WAIT_MS,
    Player,
    go_online,
    in_step,
    key,
    play_turns,
    sit_down_together,
    type_text,
)
from .servers import ServerThread


def chat_lines(player: Player) -> list[tuple[str, str]]:
    rows = player.app.online_table.chat.rows
    return [(row.name, row.text) for row in rows]


def test_the_chat_hands_the_keys_back_after_return_and_after_a_click_elsewhere(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    sit_down_together(ada, bo, qtbot)
    assert ada.my_turn
    field = item(ada.window, "chatField")

    key(ada.window, Qt.Key.Key_C)
    assert field.hasActiveFocus()
    type_text(ada.window, "hi Bo")
    key(ada.window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: ("Ada", "hi Bo") in chat_lines(bo), timeout=WAIT_MS)
    # The line went; the keys are the table's again: Space rolls instead of typing a blank.
    assert not field.hasActiveFocus()
    key(ada.window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: ada.session.game.rolls_used == 1, timeout=WAIT_MS)
    assert field.property("text") == ""

    # Typing, then a click elsewhere on the table: the keys go back without Escape.
    key(ada.window, Qt.Key.Key_C)
    type_text(ada.window, "wait")
    assert field.hasActiveFocus()
    click(ada.window, "statusCard")
    assert not field.hasActiveFocus()
    assert field.property("text") == "wait"  # what was typed stays for later
    key(ada.window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: ada.session.game.rolls_used == 2, timeout=WAIT_MS)

    # A click into the chat itself keeps the keys there.
    click(ada.window, "chatField")
    assert field.hasActiveFocus()


def test_a_long_chat_line_counts_down_the_room_left(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    sit_down_together(ada, bo, qtbot)
    field = item(ada.window, "chatField")
    counter = item(ada.window, "chatCounter")
    field.setProperty("text", "a" * 100)
    assert not counter.isVisible()
    field.setProperty("text", "a" * 170)
    assert counter.isVisible() and counter.property("text") == "30 left"
    key(ada.window, Qt.Key.Key_C)
    field.setProperty("cursorPosition", 170)
    type_text(ada.window, "b" * 40)  # ten more than there is room for
    assert len(str(field.property("text"))) == 200
    assert counter.property("text") == "0 left"
    assert "0 left" in texts(ada.window)


@pytest.mark.parametrize("language", ["en", "de"])
def test_copying_says_so_and_a_wrong_code_stays_in_its_field(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot, language: str
) -> None:
    ada = players("Ada", server.address, language=language)
    bo = players("Bo", server.address, language=language)
    go_online(ada, qtbot)
    go_online(bo, qtbot)
    online = ada.app.online_table
    click(ada.window, "createButton")
    qtbot.waitUntil(lambda: online.property("status") == "open", timeout=WAIT_MS)
    code = str(online.property("spacedCode"))
    copied = {"en": "Copied ✓", "de": "Kopiert ✓"}[language]
    copy_code = {"en": "Copy code", "de": "Code kopieren"}[language]
    copy_invite = {"en": "Copy invitation", "de": "Einladung kopieren"}[language]

    click(ada.window, "copyCode")
    assert QGuiApplication.clipboard().text() == code
    assert online.property("copied") == "code"
    assert item(ada.window, "copyCode").property("text") == copied
    assert item(ada.window, "copyInvite").property("text") == copy_invite
    save(ada.window, qtbot, f"{language}-together-10-code-copied")
    click(ada.window, "copyInvite")
    assert code in QGuiApplication.clipboard().text()
    assert item(ada.window, "copyInvite").property("text") == copied
    assert item(ada.window, "copyCode").property("text") == copy_code
    save(ada.window, qtbot, f"{language}-together-11-invitation-copied")
    # After a moment the buttons say what they do again.
    qtbot.waitUntil(lambda: online.property("copied") == "", timeout=WAIT_MS)
    assert item(ada.window, "copyInvite").property("text") == copy_invite

    # Bo mistypes the code: the message says so and what he typed stays to be corrected.
    field = item(bo.window, "codeField")
    field.forceActiveFocus()
    wrong = code[:-1] + ("A" if code[-1] != "A" else "B")
    type_text(bo.window, wrong)
    key(bo.window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bo.app.lobby.property("problem") == "table_not_found", timeout=WAIT_MS)
    assert field.property("text") == wrong
    field.setProperty("text", code)
    key(bo.window, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: bo.app.screen == "table", timeout=WAIT_MS)
    assert field.property("text") == ""  # found: the code has done its job


def inside(inner: QQuickItem, outer: QQuickItem) -> bool:
    box = inner.mapRectToScene(inner.boundingRect())
    frame = outer.mapRectToScene(outer.boundingRect())
    return frame.contains(box)


@pytest.mark.parametrize("language", ["en", "de"])
def test_an_invitation_and_a_notice_leave_open_the_table_in_its_card(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot, language: str
) -> None:
    ada = players("Ada", server.address, language=language)
    bo = players("Bo", server.address, language=language)
    go_online(ada, qtbot)
    go_online(bo, qtbot)
    bo.window.window.resize(1280, 820)
    bo.client.notice.emit("identity_unsaved")  # a notice over the whole window, too
    assert bo.client.snapshot.player is not None
    bo_id = bo.client.snapshot.player.id
    # Strangers: Bo takes invitations from anyone (the app's own setting, sent with its welcome
    # and answered before ``recent``, is from the people played with lately).
    qtbot.waitUntil(lambda: bo.client.snapshot.recent is not None, timeout=WAIT_MS)
    server.call(lambda: set_invitations(server.node.storage, bo_id, INVITATIONS_ANYONE))
    ada.app.together.invite(bo_id, "Bo", True)
    qtbot.waitUntil(lambda: bo.app.together.property("invitation"), timeout=WAIT_MS)
    notice, button = item(bo.window, "invitationNotice"), item(bo.window, "createButton")
    qtbot.waitUntil(lambda: notice.isVisible() and notice.height() > 0, timeout=WAIT_MS)
    assert item(bo.window, "notice").isVisible()
    assert inside(button, item(bo.window, "lobbyCard"))
    assert inside(item(bo.window, "invitationJoin"), item(bo.window, "lobbyCard"))
    save(bo.window, qtbot, f"{language}-together-6-invitation-and-notice")


def test_the_review_shows_an_entry_of_the_clock_as_such_and_leaves_it_out_of_accuracy(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    sit_down_together(ada, bo, qtbot, clock=30)
    qtbot.waitUntil(lambda: ada.app.online_table.property("clockSeat") == 0, timeout=WAIT_MS)
    server.advance(30)  # Ada does nothing: the clock rolls and enters for her
    qtbot.waitUntil(lambda: bo.my_turn, timeout=WAIT_MS)
    in_step(ada, bo, qtbot)
    play_turns(ada, bo, qtbot, 2)  # Bo, then Ada herself
    bo.session.resign()
    qtbot.waitUntil(lambda: ada.app.screen == "results", timeout=WAIT_MS)
    results = ada.app.results
    qtbot.waitUntil(lambda: results.property("reviewState") == "ready", timeout=120_000)

    row = next(r for r in results.review.rows if r.name == "Ada")
    assert row.timeouts == 1
    clocked = [m for m in row.every if m.timed_out]
    assert len(clocked) == 1 and clocked[0].turn == 1
    assert all(not m.timed_out for m in row.mistakes)
    assert row.decisions == len(row.every) - 1  # her own decisions only
    shown = texts(ada.window)
    assert any("The clock ran out 1 time and entered a box instead" in t for t in shown)
    # (the button may lie below the fold of the results: pressed as the keyboard would)
    QMetaObject.invokeMethod(item(ada.window, "everyDecision_Ada"), "click")
    assert any(
        t.startswith("Turn 1, roll 1, dice ") and "time ran out; the clock entered" in t
        for t in texts(ada.window)
    )


def presence_lines(player: Player) -> list[tuple[str, str]]:
    rows = player.app.online_table.chat.rows
    return [(row.kind, row.name) for row in rows if row.kind != "chat"]


@pytest.mark.parametrize("language", ["en", "de"])
def test_who_comes_and_goes_is_told_in_the_chat_and_an_away_seat_counts_down(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot, language: str
) -> None:
    ada = players("Ada", server.address, language=language)
    bo = players("Bo", server.address, language=language)
    cy = players("Cy", server.address, language=language)
    for player in (ada, bo, cy):
        go_online(player, qtbot)
    ada.app.lobby.setSeats(3)
    ada.app.lobby.create()
    qtbot.waitUntil(lambda: ada.client.snapshot.table is not None, timeout=WAIT_MS)
    code = ada.client.snapshot.table.code  # type: ignore[union-attr]

    # In the waiting room: Bo sits down, says hello, gets up and sits down again.
    bo.app.lobby.join(code)
    qtbot.waitUntil(lambda: presence_lines(ada) == [("joined", "Bo")], timeout=WAIT_MS)
    assert bo.app.online_table.sendChat("Hello!")
    qtbot.waitUntil(lambda: ("Bo", "Hello!") in chat_lines(ada), timeout=WAIT_MS)
    bo.app.online_table.leave()
    qtbot.waitUntil(lambda: presence_lines(ada)[-1] == ("left", "Bo"), timeout=WAIT_MS)
    bo.app.lobby.join(code)
    qtbot.waitUntil(lambda: len(presence_lines(ada)) == 3, timeout=WAIT_MS)
    kinds = [(row.kind, row.name, row.text) for row in ada.app.online_table.chat.rows]
    # in the order it happened: the greeting between the arrival and the leaving
    assert kinds == [
        ("joined", "Bo", ""),
        ("chat", "Bo", "Hello!"),
        ("left", "Bo", ""),
        ("joined", "Bo", ""),
    ]
    joined = {"en": "Bo joined the table.", "de": "Bo hat sich an den Tisch gesetzt."}[language]

    def shown_texts() -> list[str]:
        """The window's texts as read: a notice names the player in bold (its text is markup)."""
        return [html.unescape(re.sub(r"<[^>]+>", "", t)) for t in texts(ada.window)]

    qtbot.waitUntil(lambda: any(t.endswith(joined) for t in shown_texts()), timeout=WAIT_MS)
    save(ada.window, qtbot, f"{language}-together-7-waiting-room-presence")

    cy.app.lobby.join(code)  # the last seat: the game starts
    qtbot.waitUntil(lambda: ada.app.screen == "table" and bo.app.screen == "table", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: presence_lines(ada)[-1] == ("joined", "Cy"), timeout=WAIT_MS)

    # Bo loses his connection: the others see who is away and how long the seat waits.
    bo.client.link.drop_connection()
    bo.app.connection.goOffline()
    qtbot.waitUntil(lambda: presence_lines(ada)[-1] == ("away", "Bo"), timeout=WAIT_MS)
    online = ada.app.online_table
    assert online.property("awayName") == "Bo"
    assert 170 <= online.property("awaySeconds") <= 180  # the server's away limit: 3 minutes
    away = {
        "en": "Bo is away — %s to come back",
        "de": "Bo ist abwesend – Platz wird noch %s freigehalten",
    }
    first = online.property("awaySeconds")
    qtbot.waitUntil(lambda: online.property("awaySeconds") < first, timeout=WAIT_MS)
    assert item(ada.window, "awayText").isVisible()
    # The server's own count: 50 s later Cy goes away too, and the seats say what is left.
    server.advance(50)
    cy.client.link.drop_connection()
    cy.app.connection.goOffline()
    qtbot.waitUntil(lambda: presence_lines(ada)[-1] == ("away", "Cy"), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: online.property("awaySeconds") <= 130, timeout=WAIT_MS)
    assert online.property("awayName") == "Bo" and online.property("awayMore") == 1
    seats = {row.name: row.away_seconds for row in online.seats.rows}
    assert seats["Bo"] <= 130 and seats["Cy"] >= 170 and seats["Ada"] == -1
    shown = item(ada.window, "awayText").property("text")
    # (the seats and the line are read one after the other: a second may pass between)
    assert any(shown.startswith(away[language] % clock_text(seats["Bo"] - d)) for d in (0, 1))
    save(ada.window, qtbot, f"{language}-together-8-away-countdown")

    bo.app.connection.goOnline()
    qtbot.waitUntil(lambda: presence_lines(ada)[-1] == ("back", "Bo"), timeout=WAIT_MS)
    assert online.property("awayName") == "Cy"
    back = {"en": "Bo is back.", "de": "Bo ist zurück."}[language]
    # the chat scrolls to its newest line a moment after it arrives (Qt.callLater)
    qtbot.waitUntil(lambda: any(t.endswith(back) for t in shown_texts()), timeout=WAIT_MS)
    save(ada.window, qtbot, f"{language}-together-9-chat-presence")


def clock_text(seconds: int) -> str:
    """Minutes and seconds, as the app writes a clock."""
    return f"{seconds // 60}:{seconds % 60:02d}"


def test_an_online_game_counts_on_the_statistics_screen_once(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    code = sit_down_together(ada, bo, qtbot)
    play_turns(ada, bo, qtbot, 2)
    bo.session.resign()  # Ada wins with most of her sheet empty
    qtbot.waitUntil(lambda: ada.app.screen == "results", timeout=WAIT_MS)
    ada.app.show("statistics")
    statistics = ada.app.statistics
    assert statistics.property("games") == 1
    line = statistics.rulesets.rows[0]
    assert (line.games, line.people_won) == (1, 1)
    shown = texts(ada.window)
    assert not any(t.startswith("No finished games yet") for t in shown)
    # The game is listed once: by the copy kept here, with its score and result (not again as
    # the server's entry, which would have neither).
    rows = statistics.history.rows
    assert [(row.source, row.code, row.online) for row in rows] == [
        ("local", code.replace("-", ""), True)
    ]
    assert rows[0].outcome == "won" and rows[0].total >= 0
