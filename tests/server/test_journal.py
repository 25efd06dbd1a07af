"""GET /tables/{code}/journal: a finished table's game, for the players who sat there only."""

from __future__ import annotations

import random
from typing import Any

from aiohttp.test_utils import TestClient

from app.net import GameResult
from app.rules import read_game_file
from app.server.ratelimit import Rate

from .conftest import MakeServer
from .helpers import Client, connect, play_to_end
from .test_games import seat_players


def bearer(client: Client) -> dict[str, str]:
    assert client.token is not None
    return {"Authorization": f"Bearer {client.token}"}


async def finished_table(server: TestClient[Any, Any], count: int = 2) -> tuple[str, list[Client]]:
    code, clients = await seat_players(server, count, "maxi", triple=True)
    await play_to_end(clients, random.Random(6))
    await clients[0].expect(GameResult)  # recorded: the table is finished
    return code, clients


async def test_each_player_gets_the_finished_game_as_a_game_file(
    server: TestClient[Any, Any],
) -> None:
    code, clients = await finished_table(server)
    for seat, client in enumerate(clients):
        response = await server.get(f"/tables/{code.lower()}/journal", headers=bearer(client))
        assert response.status == 200 and response.content_type == "application/json"
        record = read_game_file(await response.read())
        assert record.game == clients[0].game  # every action, every die, as played
        assert record.you == seat and record.table == code
        assert [s.kind for s in record.seats].count("person") == len(clients) - 1
        assert record.finished_at.startswith("20")
        assert "token" not in await response.text()


async def test_a_table_the_player_did_not_sit_at_is_not_found(
    server: TestClient[Any, Any],
) -> None:
    code, _ = await finished_table(server)
    stranger = await connect(server, "Mallory")
    for path in (f"/tables/{code}/journal", "/tables/ZZZZZZ/journal", "/tables/AB-CD/journal"):
        response = await server.get(path, headers=bearer(stranger))
        assert response.status == 404
        assert await response.json() == {"error": "not_found"}  # the same for both: no hint


async def test_a_game_still_played_is_not_served_yet(server: TestClient[Any, Any]) -> None:
    code, clients = await seat_players(server, 2)
    response = await server.get(f"/tables/{code}/journal", headers=bearer(clients[0]))
    assert response.status == 409
    assert await response.json() == {"error": "not_finished"}


async def test_without_the_right_token_nothing_is_served(server: TestClient[Any, Any]) -> None:
    code, clients = await finished_table(server)
    token = clients[0].token
    assert token is not None
    player, _, secret = token.partition(".")
    wrong = f"{player}.{secret[:-4]}AAAA"
    for headers in (
        {},
        {"Authorization": token},  # no scheme
        {"Authorization": f"Basic {token}"},
        {"Authorization": f"Bearer {wrong}"},
        {"Authorization": "Bearer 999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA"},
        {"Authorization": "Bearer nonsense"},
    ):
        response = await server.get(f"/tables/{code}/journal", headers=headers)
        assert response.status == 401, headers
        assert await response.json() == {"error": "bad_token"}
    # never in the address: a token there counts for nothing
    response = await server.get(f"/tables/{code}/journal?token={token}")
    assert response.status == 401


async def test_the_journal_is_rate_limited_per_address(make_server: MakeServer) -> None:
    server = await make_server(http_per_address=Rate(burst=3, per_second=0.001))
    ada = await connect(server, "Ada")
    statuses = [
        (await server.get("/tables/ABCDEF/journal", headers=bearer(ada))).status for _ in range(5)
    ]
    assert statuses == [404, 404, 404, 429, 429]


async def test_the_journal_carries_the_dice_so_that_the_game_verifies(
    server: TestClient[Any, Any],
) -> None:
    from app.net.checking import DiceCheck, check_record

    code, clients = await finished_table(server)
    response = await server.get(f"/tables/{code}/journal", headers=bearer(clients[0]))
    record = read_game_file(await response.read())
    assert record.dice is not None and record.dice.scope == code
    assert record.dice.seed is not None and len(record.dice.contributions) == len(clients)
    game = record.game
    assert check_record(game.rules, game.names, game.log, record.dice) is DiceCheck.VERIFIED
