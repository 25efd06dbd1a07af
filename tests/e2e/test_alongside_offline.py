"""Online and offline side by side: a local game waits while the player is at an online table,
starting a game here leaves the online one, and the name follows the settings."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication
from pytestqt.qtbot import QtBot

from tests.ui.driving import click

from .players import (
    WAIT_MS,
    Player,
    answer_dialog,
    go_online,
    key,
    play_turns,
    sit_down_together,
)
from .servers import ServerThread


def test_starting_a_game_here_asks_and_then_leaves_the_online_table(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    sit_down_together(ada, bo, qtbot)
    assert ada.app.session is not None and ada.app.session.online
    play_turns(ada, bo, qtbot, 2)

    # Starting a game here asks first; yes leaves (resigns) the online table.
    ada.app.show("start")
    assert ada.app.property("onlineGameRunning")
    click(ada.window, "quickGameButton")
    answer_dialog(ada.window, "leaveOnlineDialog", qtbot)
    qtbot.waitUntil(lambda: bo.app.screen == "results", timeout=WAIT_MS)  # Bo wins
    assert bo.session.game.resigned == (0,)
    assert ada.app.session is not None and not ada.app.session.online
    assert ada.app.session.game.log == ()  # a fresh local game


def test_leaving_the_online_table_brings_back_the_local_game(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    ada.app.startGame()
    key(ada.window, Qt.Key.Key_Space)
    local_game = ada.app.session.game  # type: ignore[union-attr]
    sit_down_together(ada, bo, qtbot)
    ada.app.online_table.leave()
    qtbot.waitUntil(lambda: ada.app.screen == "lobby", timeout=WAIT_MS)
    session = ada.app.session
    assert session is not None and not session.online and session.game == local_game
    assert ada.app.property("hasGame")


def test_the_name_and_the_invitation(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    go_online(ada, qtbot)
    ada.app.settings.setPlayerName("Ada L.")
    qtbot.waitUntil(
        lambda: ada.client.snapshot.player.name == "Ada L.",  # type: ignore[union-attr]
        timeout=WAIT_MS,
    )
    assert ada.app.connection.property("playerName") == "Ada L."

    ada.app.lobby.create()
    qtbot.waitUntil(lambda: ada.app.online_table.property("hasTable"), timeout=WAIT_MS)
    click(ada.window, "copyInvite")
    copied = QGuiApplication.clipboard().text()
    assert str(ada.app.online_table.property("inviteLink")) in copied
    assert str(ada.app.online_table.property("spacedCode")) in copied
    click(ada.window, "copyCode")
    assert QGuiApplication.clipboard().text() == ada.app.online_table.property("spacedCode")
