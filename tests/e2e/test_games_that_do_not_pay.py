"""Games that earn nothing, as the app shows them: an aborted table (someone left before every
player had taken a turn) and a game beyond the daily cap between the same players."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from pytestqt.qtbot import QtBot

from app.net import POINTS, Placing, TableStatus
from app.rules import preset
from app.server.results import FinishedGame, PlayerResult
from app.server.storage import TableSettings, now_ms
from tests.ui.driving import click, item, texts
from tests.ui.test_screenshots import save

from .players import (
    WAIT_MS,
    Player,
    answer_dialog,
    in_step,
    play_turns,
    sit_down_together,
)
from .servers import ServerThread

PLACINGS = (Placing.WIN, Placing.TOOK_PART)


def resign_with_the_button(player: Player, qtbot: QtBot) -> None:
    click(player.window, "resignButton")
    answer_dialog(player.window, "resignDialog", qtbot)


@pytest.mark.parametrize("language", ["en", "de"])
def test_leaving_at_once_aborts_the_game_for_both(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot, language: str
) -> None:
    ada = players("Ada", server.address, language=language)
    bo = players("Bo", server.address, language=language)
    sit_down_together(ada, bo, qtbot)
    resign_with_the_button(bo, qtbot)  # before anybody has played a turn

    for player in (ada, bo):
        results = player.app.results
        qtbot.waitUntil(lambda r=results: r.property("headline") == "aborted", timeout=WAIT_MS)
        assert player.app.screen == "results"
        assert results.property("abortedBy") == "Bo"
        assert results.property("pointsEarned") == -1 and not results.property("scored")
        assert player.client.snapshot.table.status is TableStatus.ABORTED  # type: ignore[union-attr]
        assert not player.app.property("hasGame") and player.app.property("hasResults")
    shown = texts(ada.window)
    if language == "en":
        assert "The game was aborted." in shown
        assert any(t.startswith("Bo left before every player had taken a turn") for t in shown)
    else:
        assert "Das Spiel wurde abgebrochen." in shown
        assert any(t.startswith("Bo ist gegangen, bevor alle einen Zug") for t in shown)
    save(ada.window, qtbot, f"{language}-online-7-aborted")

    # Nothing counts, and Ada is free to open the next table at once.
    profile = server.call(lambda: server.node.storage.profile(ada.client.snapshot.player.id))  # type: ignore[union-attr]
    assert profile is not None and profile.stats.games == 0 and profile.milestones == []
    ada.app.show("table")
    qtbot.waitUntil(lambda: ada.app.table.property("status") == "aborted", timeout=WAIT_MS)
    assert not ada.app.table.property("canAct") and not ada.app.table.property("canResign")
    save(ada.window, qtbot, f"{language}-online-7-aborted-table")

    # The rules say how it works (the online topic).
    ada.app.show("rules")
    item(ada.window, "rulesScreen").setProperty("topic", "online")
    first_words = {"en": "A game that someone leaves", "de": "Geht jemand (durch Aufgeben"}
    qtbot.waitUntil(
        lambda: any(t.startswith(first_words[language]) for t in texts(ada.window)),
        timeout=WAIT_MS,
    )
    save(ada.window, qtbot, f"{language}-online-9-rules")


def test_the_fourth_game_of_a_day_against_the_same_opponent_earns_nothing(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    sit_down_together(ada, bo, qtbot)
    ids = [ada.client.snapshot.player.id, bo.client.snapshot.player.id]  # type: ignore[union-attr]
    settings = TableSettings(seats=2, clock=30, rules=preset("official"), private=True)

    async def three_earlier_games() -> None:
        storage = server.node.storage
        host = await storage.create_player("Earlier", "0" * 64)  # Ada and Bo sit at a table
        for index in range(3):
            created = await storage.create_table(f"EARLIER{index}", settings, host, now_ms())
            assert created is not None
            table_id, fence = created
            await storage.set_seat(table_id, 0, None, fence=fence)  # one live seat per player
            lines = tuple(
                PlayerResult(
                    seat=seat,
                    player_id=player,
                    name="",
                    place=seat + 1,
                    total=100 - seat,
                    resigned=False,
                    placing=placing,
                    points=POINTS[placing],
                    five_alikes=0,
                    upper_bonuses=0,
                    completed=True,
                )
                for seat, (player, placing) in enumerate(zip(ids, PLACINGS, strict=True))
            )
            await storage.record_game(FinishedGame(table_id, now_ms(), lines), fence=fence)

    server.call(three_earlier_games)
    play_turns(ada, bo, qtbot, 2)  # both have played: leaving now is scored
    resign_with_the_button(bo, qtbot)
    in_step(ada, bo, qtbot)
    results = ada.app.results
    qtbot.waitUntil(lambda: results.property("pointsEarned") == 0, timeout=WAIT_MS)
    assert results.property("headline") == "won" and results.property("capped")
    shown = texts(ada.window)
    assert any(t.startswith("This game earns no points: only the first three games") for t in shown)
    assert [row.points for row in results.ranking.rows] == [0, 0]
    save(ada.window, qtbot, "en-online-8-capped")
