"""Scouting the daily challenge gives nothing to the board: who may play ranked (identities made
before the day), practice for everyone on a stream of its own, the dice following each
attempt's course, every attempt checking out after midnight, and the boards kept a while."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import msgspec
import pytest
from aiohttp.test_utils import TestClient

from app.net import EnterBox, ErrorCode, HoldDie, PlayDaily, StrikeBox, TableState, days
from app.net.dice import DAILY_DICE_VERSION, DiceProof, commitment, practice_seed, verify
from app.net.views import DailyBoard
from app.rules import Game, action_from_dict, preset
from app.server import daily
from app.server.daily import BoardCache, CachedBoard
from app.server.http import DAILY_BOARDS
from app.server.storage import daily as storage_daily
from app.server.storage import now_ms

from .conftest import MakeServer, node_of
from .helpers import Client, connect
from .test_daily import attempt, finish, made_long_ago, roll

RULESET = "official"


async def enter_first(player: Client, box: str | None = None) -> str:
    """Enter the dice in ``box`` (or the best one now); the box entered."""
    assert player.game is not None
    options = player.game.options()
    chosen = box if box is not None else max(options, key=options.__getitem__)
    message = (
        EnterBox(box=chosen, step=player.step)
        if options[chosen]
        else StrikeBox(box=chosen, step=player.step)
    )
    before = player.seq
    await player.send(message)
    await player.until(lambda c: c.seq > before)
    return chosen


async def test_an_identity_made_today_practises_but_does_not_rank(
    server: TestClient[Any, Any],
) -> None:
    eve = await connect(server, "Eve")
    await eve.send(PlayDaily(ruleset=RULESET))
    assert await eve.error() is ErrorCode.TOO_NEW  # a throw-away identity cannot rank today
    eve = await attempt(server, "Eve", RULESET, practice=True)
    assert eve.table is not None and eve.table.dice is not None
    assert eve.table.dice.scope == daily.scope(days.day_of(now_ms()), RULESET, ranked=False)
    await finish(eve)
    ada = await attempt(server, "Ada", RULESET)  # made before the day: ranked
    ada_total = await finish(ada)
    day = days.day_of(now_ms())
    board = msgspec.convert(
        await (
            await server.get(
                f"/daily/{day}/{RULESET}", headers={"Authorization": f"Bearer {eve.token}"}
            )
        ).json(),
        DailyBoard,
    )
    assert [e.name for e in board.entries] == ["Ada"] and board.attempts == 1
    assert board.entries[0].total == ada_total and board.you is None  # Eve is on no board


async def test_practice_any_number_of_times_but_bounded(
    server: TestClient[Any, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("app.server.opening.PRACTICE_PER_DAY", 3)
    eve = await connect(server, "Eve")
    for _ in range(3):
        await eve.send(PlayDaily(ruleset=RULESET, practice=True))
        state = await eve.expect(TableState)
        assert state.daily is not None and state.daily.practice
        await finish(eve)
    await eve.send(PlayDaily(ruleset=RULESET, practice=True))
    assert await eve.error() is ErrorCode.RATE_LIMITED
    await eve.send(PlayDaily(ruleset="yatzy", practice=True))  # per ruleset
    assert (await eve.expect(TableState)).daily is not None


async def test_the_practice_stream_is_not_the_ranked_one(server: TestClient[Any, Any]) -> None:
    ada = await attempt(server, "Ada", RULESET)
    eve = await attempt(server, "Eve", RULESET, practice=True)
    assert ada.table is not None and ada.table.dice is not None
    assert eve.table is not None and eve.table.dice is not None
    assert ada.table.dice.commit != eve.table.dice.commit
    assert ada.table.dice.scope != eve.table.dice.scope
    assert ada.table.dice.version == eve.table.dice.version == DAILY_DICE_VERSION
    assert ada.table.daily is not None and not ada.table.daily.practice


async def test_same_choices_same_dice_and_a_different_choice_parts_the_courses(
    server: TestClient[Any, Any],
) -> None:
    scout, other, same = [await attempt(server, n, RULESET) for n in ("Sam", "Kit", "Lou")]
    firsts = [await roll(p) for p in (scout, other, same)]
    assert firsts[0] == firsts[1] == firsts[2]  # the day's first roll is everyone's
    for player, die in ((scout, 0), (other, 1), (same, 0)):
        await player.send(HoldDie(die=die))

        def held(client: Client, die: int = die) -> bool:
            return client.game is not None and client.game.held[die]

        await player.until(held)
    seconds = [await roll(p) for p in (scout, other, same)]
    assert seconds[0] == seconds[2]  # Lou made Sam's choices: Sam's dice
    boxes = [await enter_first(scout), None, await enter_first(same)]
    assert boxes[0] == boxes[2]
    assert other.game is not None
    different = next(b for b in sorted(other.game.options()) if b != boxes[0])
    await enter_first(other, different)
    nexts = [await roll(p) for p in (scout, other, same)]
    assert nexts[0] == nexts[2]
    # Kit kept another die, then chose another box: nothing Sam saw tells Kit's dice
    assert (seconds[0][2:], nexts[0]) != (seconds[1][2:], nexts[1])


async def test_after_midnight_a_practice_attempt_checks_out_with_the_days_seed(
    make_server: MakeServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = await make_server()
    yesterday = now_ms() - days.DAY_MS
    monkeypatch.setattr("app.server.opening.now_ms", lambda: yesterday)
    eve = await attempt(server, "Eve", RULESET, practice=True)
    await finish(eve)
    assert eve.table is not None and eve.table.code is not None
    monkeypatch.undo()
    day = days.day_of(yesterday)
    board = msgspec.convert(await (await server.get(f"/daily/{day}/{RULESET}")).json(), DailyBoard)
    assert board.seed is not None  # the day's seed: the practice seed follows from it
    drill = practice_seed(bytes.fromhex(board.seed))
    response = await server.get(
        f"/tables/{eve.table.code}/journal", headers={"Authorization": f"Bearer {eve.token}"}
    )
    journal = await response.json()
    dice = journal["dice"]
    assert dice["version"] == DAILY_DICE_VERSION and dice["contributions"] == []
    assert dice["seed"] == drill.hex() and dice["commit"] == commitment(drill)
    actions = [action_from_dict(a) for a in journal["actions"]]
    game = Game.replay(preset(RULESET), ["x"], actions)
    proof = DiceProof(dice["scope"], dice["commit"], drill, (), DAILY_DICE_VERSION)
    verdict = verify(game.rules, game.names, actions, proof)
    assert verdict.ok and verdict.rolls >= 13


async def test_a_ranked_attempt_needs_the_identity_to_predate_the_day(
    server: TestClient[Any, Any],
) -> None:
    kit = await connect(server, "Kit")
    node = node_of(server)
    start = daily.ranked_from(days.day_of(now_ms()))
    async with node.storage.transaction() as tx:  # made at the very first moment of the day
        await tx.execute("UPDATE players SET created_at = ? WHERE id = ?", start, kit.player_id)
    await kit.send(PlayDaily(ruleset=RULESET))
    assert await kit.error() is ErrorCode.TOO_NEW
    async with node.storage.reading() as tx:
        assert await tx.fetchval("SELECT COUNT(*) FROM daily_attempts") == 0
    await made_long_ago(server, kit)
    await kit.send(PlayDaily(ruleset=RULESET))
    assert (await kit.expect(TableState)).daily is not None


# --- the board cache ------------------------------------------------------------------------------


async def test_the_board_is_read_once_while_fresh_and_the_finisher_sees_themselves(
    server: TestClient[Any, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    reads: list[int] = []
    real = storage_daily.day_totals

    async def counted(storage: Any, day: int, ruleset: str) -> Any:
        reads.append(day)
        return await real(storage, day, ruleset)

    monkeypatch.setattr("app.server.http.day_totals", counted)
    ada = await attempt(server, "Ada", RULESET)
    await finish(ada)
    day = days.day_of(now_ms())
    path = f"/daily/{day}/{RULESET}"
    answers = [await (await server.get(path)).json() for _ in range(5)]
    assert all(a == answers[0] for a in answers) and len(reads) == 1
    bo = await attempt(server, "Bo", RULESET)
    bo_total = await finish(bo)
    anonymous = await (await server.get(path)).json()
    assert anonymous == answers[0] and len(reads) == 1  # still fresh: the same answer
    mine = msgspec.convert(
        await (await server.get(path, headers={"Authorization": f"Bearer {bo.token}"})).json(),
        DailyBoard,
    )
    assert mine.you is not None and mine.you.total == bo_total and mine.attempts == 2
    assert len(reads) == 2  # Bo's own attempt was missing: read again at once


def test_the_board_cache_expires_today_soon_a_past_day_later_and_stays_bounded() -> None:
    now = [0.0]
    cache = BoardCache(today_seconds=5, past_seconds=600, size=3, clock=lambda: now[0])
    board = CachedBoard.of("ab", [(1, "Ada", 200)])
    cache.put((10, "official"), board, over=False)
    cache.put((9, "official"), board, over=True)
    assert cache.get((10, "official")) is board
    now[0] = 5.0
    assert cache.get((10, "official")) is None  # today's: read again after 5 s
    assert cache.get((9, "official")) is board  # a past day's stays
    for day in range(3):
        cache.put((day, "yatzy"), board, over=True)
    assert len(cache) == 3 and cache.get((9, "official")) is None  # the oldest went first
    cache.get((0, "yatzy"))  # asked for: kept over the next one
    cache.put((5, "yatzy"), board, over=True)
    assert cache.get((0, "yatzy")) is board and cache.get((1, "yatzy")) is None
    now[0] = 700.0
    assert cache.get((0, "yatzy")) is None


async def test_a_day_without_a_challenge_is_still_not_found_and_the_cache_is_the_apps(
    server: TestClient[Any, Any],
) -> None:
    day = days.day_of(now_ms()) - 3
    assert (await server.get(f"/daily/{day}/{RULESET}")).status == 404
    assert (await server.get(f"/daily/{day}/{RULESET}")).status == 404
    assert isinstance(server.app[DAILY_BOARDS], BoardCache)
    week = await server.get(f"/daily/week/{RULESET}")
    assert week.status == 200 and json.loads(await week.text())["commit"] is None


async def test_many_asking_at_once_for_a_board_that_is_not_kept_wait_for_one_read() -> None:
    cache = BoardCache()
    reads: list[int] = []
    release = asyncio.Event()

    async def read() -> CachedBoard:
        reads.append(1)
        await release.wait()
        return CachedBoard.of("ab", [(1, "Ada", 200), (2, "Bo", 250), (3, "Cy", 250)])

    askers = [
        asyncio.ensure_future(cache.fetch((10, "official"), read, over=False)) for _ in range(20)
    ]
    await asyncio.sleep(0)
    release.set()
    boards = await asyncio.gather(*askers)
    assert len(reads) == 1 and all(board is boards[0] for board in boards)
    # ranked once, when read: equal totals share a place, and each player is found at once
    assert [(p.rank, p.player) for p in boards[0].places] == [(1, 2), (1, 3), (3, 1)]
    assert boards[0].by_player[1].rank == 3
    # asked for again while kept: no read; asked for afresh: one more
    await cache.fetch((10, "official"), read, over=False)
    await cache.fetch((10, "official"), read, over=False, again=True)
    assert len(reads) == 2
