"""Playing together again, with two app windows against a real table server: a rematch from
the results, an invitation from the list of recent players, and the window asking for
attention when it is behind."""

from __future__ import annotations

from collections.abc import Callable
from unittest import mock

from pytestqt.qtbot import QtBot

from tests.ui.driving import click, item

from .players import WAIT_MS, Player, go_online, play_turns, sit_down_together
from .servers import ServerThread


def finish_together(ada: Player, bo: Player, qtbot: QtBot) -> str:
    """Ada and Bo sit down, each plays a turn, Bo resigns: both see the results."""
    code = sit_down_together(ada, bo, qtbot)
    play_turns(ada, bo, qtbot, 2)
    bo.session.resign()
    qtbot.waitUntil(
        lambda: ada.app.screen == "results" and bo.app.screen == "results", timeout=WAIT_MS
    )
    qtbot.waitUntil(lambda: ada.app.together.property("rematch") == "", timeout=WAIT_MS)
    return code


def test_a_rematch_from_the_results_starts_a_new_game_with_seats_moved_up(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    code = finish_together(ada, bo, qtbot)
    assert item(ada.window, "rematchButton").isVisible()
    ada.app.together.offerRematch()  # the button (below the review, perhaps out of sight)
    qtbot.waitUntil(lambda: bo.app.together.property("rematch") == "open", timeout=WAIT_MS)
    assert bo.app.together.property("rematchBy") == "Ada"
    assert not bo.app.together.property("rematchAccepted")
    assert item(bo.window, "declineRematch").isVisible()
    assert ada.app.together.property("rematchWaitingFor") == "Bo"
    assert item(bo.window, "rematchButton").property("text") == "Accept rematch"
    bo.app.together.offerRematch()
    qtbot.waitUntil(lambda: ada.app.screen == "table" and bo.app.screen == "table", timeout=WAIT_MS)
    assert ada.session.code != code and ada.session.code == bo.session.code
    assert (ada.session.you, bo.session.you) == (1, 0)  # Bo begins this time
    assert bo.my_turn


def test_an_invitation_from_recent_players_reaches_the_other_window(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    finish_together(ada, bo, qtbot)
    for player in (ada, bo):  # what "Back to the lobby" does
        player.app.online_table.leave()
        player.app.show("lobby")
    qtbot.waitUntil(lambda: ada.app.screen == "lobby" and bo.app.screen == "lobby", timeout=WAIT_MS)
    ada.app.together.refreshRecent()
    qtbot.waitUntil(lambda: ada.app.together.property("recentCount") == 1, timeout=WAIT_MS)
    assert bo.client.snapshot.player is not None
    bo_id = bo.client.snapshot.player.id
    qtbot.waitUntil(lambda: item(ada.window, f"invite_{bo_id}") is not None, timeout=WAIT_MS)
    click(ada.window, f"invite_{bo_id}")
    qtbot.waitUntil(lambda: ada.app.together.property("inviteStatus") == "sent", timeout=WAIT_MS)
    assert ada.client.snapshot.table is not None and ada.client.snapshot.table.private
    qtbot.waitUntil(lambda: bo.app.together.property("invitation"), timeout=WAIT_MS)
    assert bo.app.together.property("invitationFrom") == "Ada"
    assert item(bo.window, "invitationNotice").isVisible()
    click(bo.window, "invitationJoin")
    qtbot.waitUntil(lambda: ada.app.screen == "table" and bo.app.screen == "table", timeout=WAIT_MS)


def test_the_window_asks_for_attention_on_your_turn_when_it_is_behind(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    go_online(ada, qtbot)
    go_online(bo, qtbot)
    calls: list[int] = []
    bo_window = bo.window.window
    # Bo's window is behind Ada's (offscreen, only one window is active at a time).
    with (
        mock.patch.object(type(bo_window), "isActive", lambda self: False),
        mock.patch.object(type(bo_window), "alert", lambda self, msec: calls.append(msec)),
    ):
        sit_down_together(ada, bo, qtbot)
        play_turns(ada, bo, qtbot, 1)  # Ada's turn ends: Bo's begins
        qtbot.waitUntil(lambda: bo.app.property("attentionReason") == "turn", timeout=WAIT_MS)
        assert calls and calls[-1] == 0
        assert bo_window.title().startswith("●")
        # Turned off in the settings: nothing more.
        bo.app.settings.setAttention(False)
        assert bo.app.property("attentionReason") == ""
        before = len(calls)
        bo.app.attention.request("invitation")
        assert len(calls) == before
