"""The leaderboards and the profile follow the server by themselves while they show."""

from __future__ import annotations

from collections.abc import Callable

from pytestqt.qtbot import QtBot

from app.net import POINTS, Placing
from app.rules import preset
from app.server.http import LEADERBOARD_CACHE
from app.server.results import FinishedGame, PlayerResult
from app.server.storage import TableSettings, now_ms

from .players import WAIT_MS, Player, go_online
from .servers import ServerThread


def record_a_won_game(server: ServerThread, winner: int, number: int) -> None:
    """Game ``number`` between ``winner`` and a newcomer, written as the table would write it."""
    settings = TableSettings(seats=2, clock=30, rules=preset("official"), private=True)

    async def record() -> None:
        storage = server.node.storage
        other = await storage.create_player(f"Cy{number}", str(number) * 64)
        created = await storage.create_table(f"ELSEWHER{number}", settings, other, now_ms())
        assert created is not None
        table_id, fence = created
        await storage.set_seat(table_id, 0, None, fence=fence)
        lines = tuple(
            PlayerResult(
                seat=seat,
                player_id=player,
                name="",
                place=seat + 1,
                total=200 - seat,
                resigned=False,
                placing=placing,
                points=POINTS[placing],
                five_alikes=0,
                upper_bonuses=0,
                completed=True,
            )
            for seat, (player, placing) in enumerate(
                ((winner, Placing.WIN), (other, Placing.TOOK_PART))
            )
        )
        await storage.record_game(FinishedGame(table_id, now_ms(), lines), fence=fence)
        server.app[LEADERBOARD_CACHE].clear()  # as if the few seconds of caching had passed

    server.call(record)


def test_a_shown_leaderboard_and_profile_fetch_again_and_stop_when_hidden(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    ada = players("Ada", server.address)
    go_online(ada, qtbot)
    me = ada.client.snapshot.player
    assert me is not None
    board, profile = ada.app.leaderboards, ada.app.profile

    ada.app.show("leaderboards")
    qtbot.waitUntil(lambda: board.property("state") == "ready", timeout=WAIT_MS)
    assert board.property("count") == 0
    assert board.refresher.running and not profile.refresher.running
    assert board.refresher.interval_ms <= 60_000

    record_a_won_game(server, me.id, 1)
    board.refresher.tick()  # what the timer does every half minute
    # The rows stay on screen while it asks: no "asking the server" in between.
    assert board.property("state") == "ready"
    qtbot.waitUntil(lambda: board.property("count") == 2, timeout=WAIT_MS)  # Ada and Cy1
    assert board.leaders.rows[0].name == "Ada" and board.leaders.rows[0].you

    ada.app.show("profile")
    assert profile.refresher.running and not board.refresher.running
    qtbot.waitUntil(lambda: profile.property("state") == "ready", timeout=WAIT_MS)
    assert profile.property("games") == 1
    record_a_won_game(server, me.id, 2)
    profile.refresher.tick()
    assert profile.property("state") == "ready"
    qtbot.waitUntil(lambda: profile.property("games") == 2, timeout=WAIT_MS)

    ada.app.show("lobby")
    assert not profile.refresher.running and not board.refresher.running
