"""The daily challenge on a real server: the same dice for everyone who makes the same choices,
one attempt a day, a void attempt at the day's end, the boards, and the seed kept until the day
is over — after which every attempt checks out. (Scouting, practice and who may rank:
``test_daily_scouting.py``.)"""

from __future__ import annotations

import json
from typing import Any

import msgspec
import pytest
from aiohttp.test_utils import TestClient

from app.net import EnterBox as Enter
from app.net import (
    ErrorCode,
    GameResult,
    HoldDie,
    PlayDaily,
    RollDice,
    StrikeBox,
    TableClosed,
    TableClosedReason,
    TableState,
    WatchTable,
    days,
)
from app.net.dice import DAILY_DICE_VERSION, DiceProof, commitment, verify
from app.net.views import DailyBoard, DailyChallenges
from app.rules import Game, action_from_dict, preset
from app.server import daily
from app.server.clock import ManualClock
from app.server.storage import now_ms

from .conftest import MakeServer, node_of
from .helpers import Client, connect

RULESETS = pytest.mark.parametrize("ruleset", ["official", "maxi"])


async def made_long_ago(server: TestClient[Any, Any], player: Client) -> None:
    """The player's identity existed before the day began: it may play ranked."""
    async with node_of(server).storage.transaction() as tx:
        await tx.execute("UPDATE players SET created_at = 0 WHERE id = ?", player.player_id)


async def attempt(
    server: TestClient[Any, Any], name: str, ruleset: str, *, practice: bool = False
) -> Client:
    player = await connect(server, name)
    if not practice:
        await made_long_ago(server, player)
    await player.send(PlayDaily(ruleset=ruleset, practice=practice))
    state = await player.expect(TableState)
    assert state.daily is not None and state.daily.ruleset == ruleset
    assert state.daily.practice is practice
    assert state.status.value == "playing" and state.turn is None  # no clock
    assert state.dice is not None and state.dice.seed is None
    return player


async def roll(player: Client) -> tuple[int, ...]:
    before = player.seq
    await player.send(RollDice(step=player.step))
    await player.until(lambda c: c.seq > before)
    assert player.game is not None and player.game.dice is not None
    return player.game.dice


async def finish(player: Client) -> int:
    """Play the attempt to its end: the best box now after one roll each turn."""
    while player.game is not None and not player.game.over:
        await roll(player)
        options = player.game.options()
        box = max(options, key=options.__getitem__)
        message = (
            Enter(box=box, step=player.step)
            if options[box]
            else StrikeBox(box=box, step=player.step)
        )
        before = player.seq
        await player.send(message)
        await player.until(lambda c, b=before: c.seq > b)
    result = await player.expect(GameResult)
    return result.standings[0].total


@RULESETS
async def test_players_who_keep_the_same_dice_see_the_same_dice(
    server: TestClient[Any, Any], ruleset: str
) -> None:
    ada, bo = await attempt(server, "Ada", ruleset), await attempt(server, "Bo", ruleset)
    assert await roll(ada) == await roll(bo)
    for player in (ada, bo):  # both keep the first two dice
        for die in (0, 1):
            await player.send(HoldDie(die=die))
        await player.until(lambda c: c.game is not None and c.game.held[1])
    assert await roll(ada) == await roll(bo)
    await bo.send(HoldDie(die=2))  # Bo keeps one more: from here on their courses part
    await bo.until(lambda c: c.game is not None and c.game.held[2])
    third_ada, third_bo = await roll(ada), await roll(bo)
    assert third_ada[:2] == third_bo[:2]  # what both kept
    assert ada.table is not None and ada.table.dice is not None
    assert ada.table.dice.version == DAILY_DICE_VERSION


@RULESETS
async def test_one_attempt_a_day_and_nothing_stored_from_a_second(
    server: TestClient[Any, Any], ruleset: str
) -> None:
    ada = await attempt(server, "Ada", ruleset)
    await finish(ada)
    await ada.send(PlayDaily(ruleset=ruleset))
    assert await ada.error() is ErrorCode.ALREADY_PLAYED
    node = node_of(server)
    today = days.day_of(now_ms())
    assert await _attempts(node, today, ruleset) == 1


@RULESETS
async def test_a_daily_attempt_is_nobody_elses_to_watch_and_takes_no_seeds(
    server: TestClient[Any, Any], ruleset: str
) -> None:
    ada = await attempt(server, "Ada", ruleset)
    assert ada.table is not None
    eve = await connect(server, "Eve")
    await eve.send(WatchTable(code=ada.table.code))
    assert await eve.error() is ErrorCode.NOT_WATCHABLE
    await ada.send_raw(json.dumps({"type": "seed", "v": 1, "value": "ab" * 32}))
    assert await ada.error() is ErrorCode.STALE


@RULESETS
async def test_an_attempt_still_running_when_the_day_ends_is_void(
    server: TestClient[Any, Any], clock: ManualClock, ruleset: str
) -> None:
    ada = await attempt(server, "Ada", ruleset)
    await roll(ada)
    clock.advance(86_400.0)
    closed = await ada.expect(TableClosed)
    assert closed.reason is TableClosedReason.DAY_OVER
    node = node_of(server)
    async with node.storage.reading() as tx:
        row = await tx.fetchrow("SELECT total, finished_at FROM daily_attempts")
    assert row is not None and row[0] is None and row[1] is not None


@RULESETS
async def test_the_seed_stays_secret_until_the_day_is_over_then_every_attempt_checks_out(
    make_server: MakeServer, ruleset: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = await make_server()
    yesterday = now_ms() - days.DAY_MS
    monkeypatch.setattr("app.server.opening.now_ms", lambda: yesterday)  # play yesterday's
    players = [await attempt(server, name, ruleset) for name in ("Ada", "Bo", "Cleo")]
    totals = [await finish(player) for player in players]
    for player in players:  # nothing the server sent during the day holds the seed
        assert player.table is not None and player.table.dice is not None
        assert player.table.dice.seed is None
    monkeypatch.undo()
    day = days.day_of(yesterday)
    today = await (await server.get("/daily")).json()
    assert msgspec.convert(today, DailyChallenges).day == day + 1
    response = await server.get(
        f"/daily/{day}/{ruleset}", headers={"Authorization": f"Bearer {players[1].token}"}
    )
    board = msgspec.convert(await response.json(), DailyBoard)
    assert board.seed is not None and board.commit == commitment(bytes.fromhex(board.seed))
    assert sorted(e.total for e in board.entries) == sorted(totals)
    assert sum(bar.count for bar in board.distribution) == 3
    assert board.you is not None and board.you.total == totals[1]
    assert board.you.rank == 1 + sum(t > totals[1] for t in totals)
    node = node_of(server)
    proof = DiceProof(
        daily.scope(day, ruleset), board.commit, bytes.fromhex(board.seed), (), DAILY_DICE_VERSION
    )
    async with node.storage.reading() as tx:
        rows = await tx.fetch("SELECT table_id, total FROM daily_attempts WHERE day = ?", day)
    for table_id, total in rows:
        actions = [
            action_from_dict(json.loads(a)) for a in await node.storage.table_actions(table_id)
        ]
        game = Game.replay(preset(ruleset), ["x"], actions)
        assert verify(game.rules, game.names, actions, proof).ok
        assert game.sheets[0].total == total


@RULESETS
async def test_todays_board_keeps_the_seed(server: TestClient[Any, Any], ruleset: str) -> None:
    ada = await attempt(server, "Ada", ruleset)
    await finish(ada)
    day = days.day_of(now_ms())
    board = msgspec.convert(await (await server.get(f"/daily/{day}/{ruleset}")).json(), DailyBoard)
    assert board.seed is None and board.attempts == 1
    assert (await server.get(f"/daily/{day + 1}/{ruleset}")).status == 400
    assert (await server.get(f"/daily/{day}/nonsense")).status == 400
    week = msgspec.convert(await (await server.get(f"/daily/week/{ruleset}")).json(), DailyBoard)
    assert [e.name for e in week.entries] == ["Ada"] and day in week.days


async def _attempts(node: Any, day: int, ruleset: str) -> int:
    async with node.storage.reading() as tx:
        return int(
            await tx.fetchval(
                "SELECT COUNT(*) FROM daily_attempts WHERE day = ? AND ruleset = ?", day, ruleset
            )
        )


def test_the_distribution_and_the_ranks() -> None:
    assert daily.distribution([]) == []
    bars = daily.distribution([150, 152, 171, 199])
    assert [(b.low, b.count) for b in bars] == [(150, 2), (160, 0), (170, 1), (180, 0), (190, 1)]
    places = daily.ranked([(1, "a", 200), (2, "b", 250), (3, "c", 200), (4, "d", 100)])
    assert [(p.rank, p.player) for p in places] == [(1, 2), (2, 1), (2, 3), (4, 4)]
    assert daily.rank_of(200, [250, 200, 100]) == 2
    tuesday = days.day_of(1796083200000)  # 2026-12-01: its week began on Monday the 30th
    assert days.day_date(tuesday).isoformat() == "2026-12-01"
    assert days.day_date(days.week_of(tuesday)[0]).isoformat() == "2026-11-30"
