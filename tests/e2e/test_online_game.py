"""Two people, two windows, one real table server: a whole online game, as the players see it."""

from __future__ import annotations

import stat
from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.ui.driving import click, item, texts

from .players import WAIT_MS, Player, go_online, in_step, key, play_turn_with_keys, type_text
from .servers import ServerProcess

GAME_MS = 120_000


def open_table(host: Player, guest: Player, qtbot: QtBot) -> str:
    """The host opens a two-seat table in the lobby; the guest types its code and sits down."""
    click(host.window, "createButton")
    qtbot.waitUntil(lambda: host.app.online_table.property("status") == "open", timeout=WAIT_MS)
    code = str(host.app.online_table.property("spacedCode"))
    assert item(host.window, "waitingRoom").isVisible()
    assert f"Table {code}" in texts(host.window)
    item(guest.window, "codeField").forceActiveFocus()
    type_text(guest.window, code.lower())
    key(guest.window, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: host.app.screen == "table" and guest.app.screen == "table", timeout=WAIT_MS
    )
    return code


def test_two_players_meet_by_code_and_play_a_whole_game_to_the_results(
    players: Callable[..., Player], server_process: ServerProcess, qtbot: QtBot
) -> None:
    ada = players("Ada", server_process.address)
    bo = players("Bo", server_process.address)
    go_online(ada, qtbot)
    go_online(bo, qtbot)
    assert ada.app.connection.property("status") == "online"
    assert "Online · Ada" in texts(ada.window)  # the header's connection badge

    open_table(ada, bo, qtbot)
    # Both see the same game; the status line says whose turn it is.
    assert ada.session.game == bo.session.game
    assert ada.app.table.property("status") == "roll"
    assert "Roll the dice (Space)." in texts(ada.window)
    assert "Ada is to move." in texts(bo.window)
    assert item(bo.window, "turnClock").isVisible()

    play_turn_with_keys(ada, qtbot)
    in_step(ada, bo, qtbot)
    # Bo's table tells Ada's entry as it happens, under the status line.
    assert any(text.startswith("Ada: ") for text in texts(bo.window))
    assert bo.app.table.property("recap")[0]["name"] == "Ada"
    while not ada.session.game.over:
        play_turn_with_keys(ada if ada.my_turn else bo, qtbot)
        in_step(ada, bo, qtbot)
    qtbot.waitUntil(
        lambda: ada.app.screen == "results" and bo.app.screen == "results", timeout=WAIT_MS
    )
    game = ada.session.game
    assert game == bo.session.game and all(sheet.is_full for sheet in game.sheets)

    # The server scored it: points per seat, and what it brought each player.
    for player in (ada, bo):
        results = player.app.results
        qtbot.waitUntil(lambda r=results: r.property("pointsEarned") >= 0, timeout=WAIT_MS)
        assert results.property("online") and results.property("scored")
        assert "first_game" in results.property("milestones")
    first = game.ranking()[0]
    winner, loser = (ada, bo) if first.seat == 0 else (bo, ada)
    if game.ranking()[1].place == 1:  # a draw: 4 points each
        assert ada.app.results.property("pointsEarned") == 4
    else:
        assert winner.app.results.property("pointsEarned") == 10
        assert winner.app.results.property("headline") == "won"
        assert loser.app.results.property("pointsEarned") == 1
        assert loser.app.results.property("headline") == "lost"
        assert "You earned 10 points for the leaderboards. Your level: 3." in texts(winner.window)

    # The profile and the leaderboards come from the server.
    winner.app.show("profile")
    profile = winner.app.profile
    qtbot.waitUntil(lambda: profile.property("state") == "ready", timeout=WAIT_MS)
    assert (profile.property("games"), profile.property("name")) == (1, winner.name)
    assert profile.milestones.rowCount() == 5
    winner.app.show("leaderboards")
    board = winner.app.leaderboards
    qtbot.waitUntil(lambda: board.property("state") == "ready", timeout=WAIT_MS)
    names = [board.leaders.rows[i].name for i in range(board.leaders.rowCount())]
    assert sorted(names) == ["Ada", "Bo"] and board.leaders.rows[0].name == winner.name
    click(winner.window, "period_year")
    qtbot.waitUntil(lambda: board.property("state") == "ready", timeout=WAIT_MS)
    assert board.property("period") == "year" and board.leaders.rowCount() == 2

    # The identity stayed private: no keyring here, so a file only its owner reads.
    identity = ada.folder / "config" / "identity.json"
    assert stat.S_IMODE(identity.stat().st_mode) == 0o600
    assert ada.app.connection.property("tokenPlace") == "file"

    # The finished table stays a click away, and the next table can be opened at once.
    finished = winner.app.online_table.property("code")
    winner.app.show("lobby")
    assert item(winner.window, "backToTable").isVisible()
    click(winner.window, "createButton")
    qtbot.waitUntil(lambda: winner.app.online_table.property("status") == "open", timeout=WAIT_MS)
    assert winner.app.online_table.property("code") != finished

    # The finished game is in the player's history once, by the copy kept here; as the server
    # keeps it, it opens on the analysis board fetched with the player's token.
    winner.app.show("statistics")
    history = winner.app.statistics.history
    (entry,) = [history.rows[i] for i in range(history.rowCount()) if history.rows[i].online]
    assert entry.code == finished and entry.source == "local"
    kept = winner.app.jobs.data.read(lambda store: store.online_games()) or []
    (sat_at,) = [g for g in kept if g.code == finished]
    winner.app.analyseOnlineGame(sat_at.id)
    qtbot.waitUntil(lambda: winner.app.screen == "analysis", timeout=WAIT_MS)
    record = winner.app.analysis.state.record
    assert record.game == game and record.table == finished
    assert record.you == first.seat and winner.app.analysis.property("source") == "online"
