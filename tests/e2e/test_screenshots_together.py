"""Screenshots of playing together again, in both languages (``screenshots/``): the results
with a rematch offer, the recent players in the lobby, and an invitation to answer."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from tests.ui.fitting import shot

from .players import WAIT_MS, Player, play_turns, sit_down_together
from .servers import ServerThread


@pytest.mark.parametrize("language", ["en", "de"])
def test_together_screenshots(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot, language: str
) -> None:
    ada = players("Ada", server.address, language=language)
    bo = players("Bo", server.address, language=language)
    sit_down_together(ada, bo, qtbot)
    play_turns(ada, bo, qtbot, 4)
    bo.session.resign()
    qtbot.waitUntil(
        lambda: ada.app.screen == "results" and bo.app.screen == "results", timeout=WAIT_MS
    )
    # (both: an offer is made only where the offer can work, as the offerer's view knows it)
    for player in (ada, bo):
        qtbot.waitUntil(lambda p=player: p.app.together.property("rematch") == "", timeout=WAIT_MS)
    ada.app.together.offerRematch()
    qtbot.waitUntil(lambda: bo.app.together.property("rematch") == "open", timeout=WAIT_MS)
    shot(bo.window, qtbot, f"{language}-together-1-rematch-offer", language)
    shot(ada.window, qtbot, f"{language}-together-2-rematch-waiting", language)

    bo.app.together.declineRematch()
    qtbot.waitUntil(lambda: ada.app.together.property("rematch") == "declined", timeout=WAIT_MS)
    for player in (ada, bo):
        player.app.online_table.leave()
        player.app.show("lobby")
    ada.app.together.refreshRecent()
    qtbot.waitUntil(lambda: ada.app.together.property("recentCount") == 1, timeout=WAIT_MS)
    shot(ada.window, qtbot, f"{language}-together-3-recent-players", language)

    assert bo.client.snapshot.player is not None
    ada.app.together.invite(bo.client.snapshot.player.id, "Bo", True)
    qtbot.waitUntil(lambda: bo.app.together.property("invitation"), timeout=WAIT_MS)
    qtbot.waitUntil(lambda: ada.app.together.property("inviteStatus") == "sent", timeout=WAIT_MS)
    shot(bo.window, qtbot, f"{language}-together-4-invitation", language)
    shot(ada.window, qtbot, f"{language}-together-5-invitation-sent", language)
