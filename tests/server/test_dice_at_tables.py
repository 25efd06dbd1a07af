"""The dice at a table: the server commits to its seed when the table opens, the players add
theirs before the first roll, every roll follows from them, and the seed is revealed at the end
so that anyone can check the game."""

from __future__ import annotations

import random
from typing import Any

from aiohttp.test_utils import TestClient

from app.net import ContributeSeed, ErrorCode, GameResult, RollDice, TableState, WatchTable
from app.net.dice import DiceProof, commitment, verify

from .conftest import MakeServer, node_of
from .helpers import connect, play_to_end
from .test_games import seat_players
from .test_presence import reconnect


async def test_the_dice_follow_from_the_seeds_and_check_out_at_the_end(
    server: TestClient[Any, Any],
) -> None:
    code, clients = await seat_players(server, 3)
    state = clients[0].table
    assert state is not None and state.dice is not None
    assert state.dice.seed is None and len(state.dice.commit) == 64  # committed, not revealed
    for index, client in enumerate(clients[:2]):  # the third seat gives no seed
        await client.send(ContributeSeed(value=f"{index:02x}" * 32))
    await play_to_end(clients, random.Random(4), moves=1)  # the first roll fixes the seeds
    await play_to_end(clients, random.Random(4))
    result = await clients[0].expect(GameResult)
    dice = result.dice
    assert dice is not None and dice.seed is not None
    assert dice.commit == state.dice.commit == commitment(bytes.fromhex(dice.seed))
    assert dice.contributions == ["00" * 32, "01" * 32, None]
    game = clients[1].game
    assert game is not None
    proof = DiceProof(
        dice.scope,
        dice.commit,
        bytes.fromhex(dice.seed),
        tuple(bytes.fromhex(c) if c else None for c in dice.contributions),
    )
    verdict = verify(game.rules, game.names, game.log, proof)
    assert verdict.ok and verdict.rolls > 20
    assert dice.scope == code


async def test_a_seed_counts_only_before_the_first_roll_and_once(
    server: TestClient[Any, Any],
) -> None:
    code, (ada, bo) = await seat_players(server, 2)
    await ada.send(ContributeSeed(value="ab" * 32))
    await ada.send(ContributeSeed(value="cd" * 32))  # the first one counts
    assert await ada.error() is ErrorCode.STALE
    await ada.send(RollDice(step=ada.step))
    await ada.until(lambda c: c.game is not None and c.game.dice is not None)
    await bo.send(ContributeSeed(value="ef" * 32))  # too late: the dice are set
    assert await bo.error() is ErrorCode.STALE
    table = node_of(server).tables[code]
    assert table.contributions == [bytes.fromhex("ab" * 32), None]
    spectator = await connect(server, "Eve")
    await spectator.send(WatchTable(code=code))
    await spectator.expect(TableState)
    await spectator.send(ContributeSeed(value="00"))
    assert await spectator.error() is ErrorCode.NOT_SEATED


async def test_a_restart_keeps_the_seeds(make_server: MakeServer) -> None:
    server = await make_server()
    code, (ada, bo) = await seat_players(server, 2)
    await ada.send(ContributeSeed(value="12" * 32))
    await play_to_end([ada, bo], random.Random(9), moves=3)
    before = node_of(server).tables[code]
    seed, contributions = before.dice_seed, list(before.contributions)
    await server.server.close()
    server = await make_server()
    after = node_of(server).tables[code]
    assert (after.dice_seed, after.contributions) == (seed, contributions)
    back = []
    for token in (ada.token, bo.token):
        client, _ = await reconnect(server, token or "")
        await client.expect(TableState)
        back.append(client)
    await play_to_end(back, random.Random(10))
    dice = (await back[0].expect(GameResult)).dice
    assert dice is not None and dice.seed == (seed or b"").hex()
    game = back[0].game
    assert game is not None
    proof = DiceProof(
        dice.scope, dice.commit, bytes.fromhex(dice.seed), (bytes.fromhex("12" * 32), None)
    )
    assert verify(game.rules, game.names, game.log, proof).ok
