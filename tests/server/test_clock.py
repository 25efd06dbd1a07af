"""The turn clock: a player who runs out of time gets the advisor's first box entered."""

from __future__ import annotations

import asyncio
import random
import threading
from typing import Any

from aiohttp.test_utils import TestClient

from app.net import GameResult, Played
from app.rules import Entered, Game, Ruleset, TimeOut, preset
from app.server.clock import ManualClock
from app.server.clockchoice import Advisor, best_now, default_advisor

from .conftest import MakeServer, node_of
from .helpers import eventually, play_to_end
from .test_games import seat_players


async def test_nothing_happens_before_the_time_is_up(
    server: TestClient[Any, Any], clock: ManualClock
) -> None:
    _, (ada, bo) = await seat_players(server, 2)
    assert ada.table is not None and ada.table.turn is not None
    assert ada.table.turn.seat == 0 and ada.table.turn.left_ms == 30_000
    clock.advance(29.5)
    assert await bo.silent(0.1) == []


async def test_a_turn_that_runs_out_is_rolled_and_entered_for_the_player(
    server: TestClient[Any, Any], clock: ManualClock
) -> None:
    _code, (_ada, bo) = await seat_players(server, 2)
    clock.advance(30.0)
    played = await bo.expect(Played)
    kinds = [action["type"] for action in played.actions]
    assert kinds == ["roll", "time_out"]
    assert bo.game is not None
    rolled = Game.new(bo.game.rules, ["Ada", "Bo"]).apply(bo.game.log[0]).game
    assert played.actions[1]["box"] == best_now(rolled)  # the fallback advisor of these tests
    entered = [e for e in played.events if e["kind"] == "entered"]
    assert entered and entered[0]["timed_out"] is True
    assert played.turn is not None and played.turn.seat == 1 and played.turn.left_ms == 30_000
    assert node_of(server).metrics.value("fuenfwurf_turn_timeouts_total") == 1


async def test_a_time_out_keeps_the_dice_already_rolled(
    server: TestClient[Any, Any], clock: ManualClock
) -> None:
    _, clients = await seat_players(server, 2)
    await play_to_end(clients, random.Random(1), moves=1)  # seat 0 rolls once
    game = clients[0].game
    assert game is not None and game.dice is not None
    clock.advance(30.0)
    played = await clients[1].expect(Played)
    assert [a["type"] for a in played.actions] == ["time_out"]
    assert played.actions[0]["box"] == best_now(game)


async def test_the_time_out_enters_the_advisors_choice(
    make_server: MakeServer, clock: ManualClock
) -> None:
    chosen: list[Game] = []

    def choose(game: Game) -> str:
        chosen.append(game)
        return "chance"

    server = await make_server(advisor=Advisor(lambda rules: None, choose, "test"))
    _, (ada, _bo) = await seat_players(server, 2)
    clock.advance(30.0)
    played = await ada.expect(Played)
    assert played.actions[-1] == {"type": "time_out", "seat": 0, "box": "chance"}
    assert chosen and chosen[0].dice is not None  # the advisor saw the rolled dice


async def test_an_advisor_that_is_not_ready_does_not_hold_up_the_turn(
    make_server: MakeServer, clock: ManualClock
) -> None:
    release = threading.Event()

    def slow_prepare(rules: Ruleset) -> None:
        release.wait(10)

    def never(game: Game) -> str:
        raise AssertionError("not prepared: must not be asked")

    server = await make_server(advisor=Advisor(slow_prepare, never, "slow"), advisor_patience=0.05)
    try:
        _, (_ada, bo) = await seat_players(server, 2)
        clock.advance(30.0)
        played = await bo.expect(Played)
        assert played.actions[-1]["type"] == TimeOut.kind
        assert bo.game is not None and bo.game.current == 1
    finally:
        release.set()
        await asyncio.sleep(0.01)


async def test_a_failing_advisor_falls_back_to_the_best_box_now(
    make_server: MakeServer, clock: ManualClock
) -> None:
    def broken(game: Game) -> str:
        raise RuntimeError("advisor bug")

    server = await make_server(advisor=Advisor(lambda rules: None, broken, "broken"))
    _, (_ada, bo) = await seat_players(server, 2)
    clock.advance(30.0)
    played = await bo.expect(Played)
    entered = next(e for e in played.events if e["kind"] == Entered.kind)
    assert entered["timed_out"] is True


async def test_every_turn_of_a_silent_table_is_entered_by_the_clock(
    server: TestClient[Any, Any], clock: ManualClock
) -> None:
    code, (ada, _bo) = await seat_players(server, 2)
    for turn in range(1, 27):  # 13 turns each, every one a roll and a time-out
        clock.advance(30.0)
        await ada.until(lambda c, seq=2 * turn: c.seq >= seq)
    table = node_of(server).tables[code]
    assert table.game is not None and table.game.over
    assert ada.game == table.game
    result = await ada.expect(GameResult)
    assert len(result.standings) == 2


async def test_by_default_a_time_out_enters_the_strategy_advisors_first_box(
    make_server: MakeServer, clock: ManualClock
) -> None:
    from app.strategy import advise, is_prepared

    server = await make_server(advisor=default_advisor())
    node = node_of(server)
    assert node.chooser.advisor.name == "strategy"
    rules = preset("yatzy", forced_order=True)  # an exact table that builds in a moment
    _, (ada, bo) = await seat_players(server, 2, "yatzy", forced_order=True)
    await eventually(lambda: node.chooser.ready(rules), timeout=60)  # prepared off the loop
    assert is_prepared(rules)
    await play_to_end([ada, bo], random.Random(8), moves=1)  # Ada rolls, then stops
    game = ada.game
    assert game is not None and game.dice is not None
    expected = advise(game).boxes[0].box
    clock.advance(30.0)
    played = await bo.expect(Played)
    assert played.actions == [{"type": "time_out", "seat": 0, "box": expected}]
