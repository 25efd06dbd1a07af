"""/health, /leaderboard/{period} and /players/{id}; /metrics and /status on the operators'
listener."""

from __future__ import annotations

import random
from typing import Any

import msgspec
from aiohttp.test_utils import TestClient

from app.net import GameResult, Leaderboard, Period, Placing, PlayerProfile
from app.server.internal import create_internal_app
from app.server.ratelimit import Rate

from .conftest import MakeServer, node_of
from .helpers import connect, play_to_end
from .test_games import seat_players


async def operators(aiohttp_client: Any, server: TestClient[Any, Any]) -> TestClient[Any, Any]:
    """The operators' listener of ``server``'s node."""
    client: TestClient[Any, Any] = await aiohttp_client(create_internal_app(server.app))
    return client


async def test_health_reports_ok_and_status_tells_the_details(
    aiohttp_client: Any, server: TestClient[Any, Any]
) -> None:
    await connect(server, "Ada")
    response = await server.get("/health")
    assert response.status == 200
    assert await response.json() == {"status": "ok", "protocol": 1}
    inside = await operators(aiohttp_client, server)
    body = await (await inside.get("/status")).json()
    assert body["status"] == "ok" and body["storage"] == "sqlite" and body["protocol"] == 1
    assert body["sockets"] == 1 and body["node"] == node_of(server).name
    ready = await inside.get("/ready")
    assert ready.status == 200 and await ready.json() == {"ready": True}


async def test_metrics_are_in_prometheus_text_format_on_the_operators_listener(
    aiohttp_client: Any, server: TestClient[Any, Any]
) -> None:
    _, clients = await seat_players(server, 2)
    await play_to_end(clients, random.Random(1), moves=3)
    assert (await server.get("/metrics")).status == 404  # not on the public listener
    response = await (await operators(aiohttp_client, server)).get("/metrics")
    assert response.status == 200 and response.content_type == "text/plain"
    text = await response.text()
    assert "# TYPE fuenfwurf_sockets gauge\nfuenfwurf_sockets 2.0\n" in text
    assert 'fuenfwurf_actions_total{type="roll"}' in text
    assert "fuenfwurf_games_started_total 1.0" in text
    assert 'fuenfwurf_journal_write_seconds_bucket{le="+Inf"}' in text


async def test_the_leaderboard_shows_this_weeks_points(server: TestClient[Any, Any]) -> None:
    _, clients = await seat_players(server, 3)
    await play_to_end(clients, random.Random(4))
    standings = (await clients[0].expect(GameResult)).standings
    for period in Period:
        response = await server.get(f"/leaderboard/{period.value}")
        assert response.status == 200
        board = msgspec.json.decode(await response.read(), type=Leaderboard)
        assert board.period is period and board.start < board.end
        expected = sorted((line.points for line in standings), reverse=True)
        assert [entry.points for entry in board.entries] == expected
        assert board.entries[0].rank == 1
        winners = [line for line in standings if line.placing is Placing.WIN]
        assert sum(entry.wins for entry in board.entries) == len(winners)
        assert all(entry.level >= 2 and entry.games == 1 for entry in board.entries)
    assert (await server.get("/leaderboard/decade")).status == 400
    assert (await server.get("/leaderboard/week?limit=0")).status == 400
    assert (await server.get("/leaderboard/week?limit=x")).status == 400
    limited = await (await server.get("/leaderboard/week?limit=1")).json()
    assert len(limited["entries"]) == 1


async def test_a_players_profile(server: TestClient[Any, Any]) -> None:
    ada = await connect(server, "Ada")
    response = await server.get(f"/players/{ada.player_id}")
    assert response.status == 200
    profile = msgspec.json.decode(await response.read(), type=PlayerProfile)
    assert (profile.name, profile.level, profile.milestones, profile.stats.games) == (
        "Ada",
        1,
        [],
        0,
    )
    assert "token" not in (await response.text())
    for path in ("/players/999999", "/players/abc", "/players/-1", "/players/" + "9" * 40):
        assert (await server.get(path)).status == 404


async def test_http_requests_are_rate_limited_per_address(make_server: MakeServer) -> None:
    server = await make_server(http_per_address=Rate(burst=3, per_second=0.001))
    statuses = [(await server.get("/leaderboard/week")).status for _ in range(5)]
    assert statuses == [200, 200, 200, 429, 429]
    assert (await server.get("/health")).status == 200  # health counts in a bucket of its own
