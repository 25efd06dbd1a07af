"""The dead ends around online play (issue 26), played through with real windows against a real
table server: what the results offer before and after the table closes, a spectator, an
invitation on another screen, a refused invitation, and Ctrl+Q during a game. Screenshots of
each in both languages (German at 1024x700, every text fitting)."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from app.server.storage.social import INVITATIONS_ANYONE, set_invitations
from tests.ui.driving import click, item, open_dialog
from tests.ui.fitting import shot

from .players import (
    WAIT_MS,
    Player,
    activate,
    answer_dialog,
    key,
    play_turns,
    sit_down_together,
)
from .servers import ServerThread


def finish(ada: Player, bo: Player, qtbot: QtBot) -> None:
    play_turns(ada, bo, qtbot, 2)
    bo.session.resign()
    qtbot.waitUntil(
        lambda: ada.app.screen == "results" and bo.app.screen == "results", timeout=WAIT_MS
    )


@pytest.mark.parametrize("language", ["en", "de"])
def test_the_results_offer_what_works_before_and_after_the_table_closes(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot, language: str
) -> None:
    ada = players("Ada", server.address, language=language)
    bo = players("Bo", server.address, language=language)
    sit_down_together(ada, bo, qtbot)
    finish(ada, bo, qtbot)
    qtbot.waitUntil(lambda: ada.app.together.property("rematch") == "", timeout=WAIT_MS)
    # The results open at their top, with the rematch (the main way on) in sight and focused.
    rematch = item(ada.window, "rematchButton")
    activate(ada.window)
    qtbot.waitUntil(lambda: ada.window.window.activeFocusItem() == rematch, timeout=WAIT_MS)
    actions = item(ada.window, "resultsActions")
    assert actions.mapToScene(actions.boundingRect().topLeft()).y() < 300
    shot(ada.window, qtbot, f"{language}-40-results-top", language)

    # Bo leaves: Ada is not offered a rematch that cannot work.
    bo.app.online_table.leave()
    qtbot.waitUntil(lambda: ada.app.together.property("rematch") == "lapsed", timeout=WAIT_MS)
    assert ada.app.together.property("rematchBy") == "Bo"
    assert not item(ada.window, "rematchButton").isVisible()
    shot(ada.window, qtbot, f"{language}-41-results-opponent-left", language)

    # Ten minutes later the table closes: the results say so, the analysis still works.
    server.advance(601)
    qtbot.waitUntil(lambda: ada.client.snapshot.table is None, timeout=WAIT_MS)
    qtbot.waitUntil(lambda: ada.app.results.property("tableGone"), timeout=WAIT_MS)
    assert ada.app.property("hasResults")
    assert item(ada.window, "tableGoneText").isVisible()
    shot(ada.window, qtbot, f"{language}-42-results-table-closed", language)
    click(ada.window, "analyseButton")
    qtbot.waitUntil(lambda: ada.app.screen == "analysis", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: ada.app.analysis.property("loaded"), timeout=WAIT_MS)


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_spectator_is_told_they_watch_and_their_keys_do_not_play(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot, language: str
) -> None:
    ada = players("Ada", server.address, language=language)
    bo = players("Bo", server.address, language=language)
    cy = players("Cy", server.address, language=language)
    code = sit_down_together(ada, bo, qtbot)
    cy.app.show("lobby")
    qtbot.waitUntil(lambda: cy.client.snapshot.player is not None, timeout=WAIT_MS)
    cy.app.lobby.watchTable(code)
    qtbot.waitUntil(lambda: cy.app.screen == "table", timeout=WAIT_MS)
    online = cy.app.online_table
    qtbot.waitUntil(lambda: online.property("watching") == "spectator", timeout=WAIT_MS)
    assert not online.property("canWrite")
    assert item(cy.window, "watchingBanner").isVisible()
    assert item(cy.window, "chatReadOnly").isVisible()
    assert not item(cy.window, "chatField").isVisible()
    key(cy.window, Qt.Key.Key_C)  # no field to fall into
    assert not item(cy.window, "chatField").hasActiveFocus()
    key(cy.window, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: cy.app.table.property("refusal") == "watching", timeout=WAIT_MS)
    # the players' chat has room to write
    field = item(ada.window, "chatField")
    assert field.isVisible() and field.width() >= 150
    shot(cy.window, qtbot, f"{language}-43-table-watching", language)
    shot(ada.window, qtbot, f"{language}-44-table-chat-width", language)


@pytest.mark.parametrize("language", ["en", "de"])
def test_an_invitation_and_what_became_of_ones_own_reach_every_screen(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot, language: str
) -> None:
    ada = players("Ada", server.address, language=language)
    bo = players("Bo", server.address, language=language)
    cy = players("Cy", server.address, language=language)
    for player in (ada, bo, cy):
        player.app.show("lobby")
        qtbot.waitUntil(lambda player=player: player.client.snapshot.player is not None)
    bo.app.show("statistics")
    ada.app.lobby.setClock(45)  # the form's clock is the invitation's
    bo_player, cy_player = bo.client.snapshot.player, cy.client.snapshot.player
    assert bo_player is not None and cy_player is not None
    # Strangers so far: Bo takes invitations from anyone (his app sends "from people played
    # with lately" with its welcome, answered before ``recent``).
    qtbot.waitUntil(lambda: bo.client.snapshot.recent is not None, timeout=WAIT_MS)
    server.call(lambda: set_invitations(server.node.storage, bo_player.id, INVITATIONS_ANYONE))
    ada.app.together.invite(bo_player.id, "Bo", True)
    qtbot.waitUntil(lambda: bo.app.together.property("invitation"), timeout=WAIT_MS)
    assert bo.app.together.property("invitationClock") == 45
    banner = item(bo.window, "invitationBannerIncoming")
    qtbot.waitUntil(banner.isVisible, timeout=WAIT_MS)
    shot(bo.window, qtbot, f"{language}-45-invitation-on-statistics", language)
    click(bo.window, "invitationBannerJoin")
    qtbot.waitUntil(lambda: ada.app.screen == "table" and bo.app.screen == "table", timeout=WAIT_MS)
    assert ada.client.snapshot.table is not None and ada.client.snapshot.table.clock == 45

    # Cy takes no invitations. The server answers Ada as it answers every invitation (it tells
    # nobody who takes invitations); Ada, on another screen by now, reads what became of it,
    # and Cy is not disturbed.
    cy.app.settings.change(invitations=False)
    ada.app.online_table.leave()
    qtbot.waitUntil(lambda: ada.client.snapshot.table is None, timeout=WAIT_MS)
    ada.app.show("settings")
    ada.app.together.invite(cy_player.id, "Cy", True)
    qtbot.waitUntil(lambda: ada.app.together.property("inviteStatus") == "sent", timeout=WAIT_MS)
    qtbot.waitUntil(item(ada.window, "inviteOutcome").isVisible, timeout=WAIT_MS)
    assert not cy.app.together.property("invitation")
    shot(ada.window, qtbot, f"{language}-46-invitation-outcome-on-settings", language)


@pytest.mark.parametrize("language", ["en", "de"])
def test_quitting_a_running_online_game_asks_first(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot, language: str
) -> None:
    ada = players("Ada", server.address, language=language)
    bo = players("Bo", server.address, language=language)
    sit_down_together(ada, bo, qtbot)
    quits: list[bool] = []
    ada.app.quitRequested.connect(lambda: quits.append(True))
    assert ada.app.property("quitWarning") == "online_game"
    key(ada.window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    open_dialog(ada.window, "quitDialog", qtbot)
    shot(ada.window, qtbot, f"{language}-47-quit-during-online-game", language)
    answer_dialog(ada.window, "quitDialog", qtbot, yes=False)
    assert quits == []
    key(ada.window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    answer_dialog(ada.window, "quitDialog", qtbot, yes=True)
    assert quits == [True]
