"""A player's decision often arrives as a burst (holds, then a roll): the table checks each
action after the ones before it, saves the accepted ones in one journal write, and refuses only
those that are not allowed."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from app.net import ErrorCode, HoldDie, Played, ReleaseDie, RollDice
from app.server.storage import JournalEntry

from .conftest import node_of
from .helpers import Client, eventually
from .test_games import seat_players


@pytest.fixture
def journal_writes(server: TestClient[Any, Any], monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many entries each journal write of the server carried, in order."""
    storage = node_of(server).storage
    real = storage.write_journal
    sizes: list[int] = []

    async def counted(entries: Sequence[JournalEntry]) -> set[int]:
        sizes.append(len(entries))
        return await real(entries)

    monkeypatch.setattr(storage, "write_journal", counted)
    return sizes


async def played(client: Client, count: int) -> list[Played]:
    return [await client.expect(Played) for _ in range(count)]


async def test_a_burst_is_saved_in_one_write_and_broadcast_in_order(
    server: TestClient[Any, Any], journal_writes: list[int]
) -> None:
    code, (ada, bo) = await seat_players(server, 2)
    await ada.send(RollDice(step=ada.step))
    first = (await played(bo, 1))[0]
    journal_writes.clear()
    burst = [HoldDie(die=0), HoldDie(die=2), HoldDie(die=4), RollDice(step=first.step)]
    table = node_of(server).tables[code]
    async with table.lock:  # the table is busy: the whole burst queues behind it
        for message in burst:
            await ada.send(message)
        await eventually(lambda: len(table._plays) == len(burst))
    seen = await played(bo, len(burst))
    assert [p.seq for p in seen] == [first.seq + n for n in range(1, len(burst) + 1)]
    assert [p.actions[0]["type"] for p in seen] == ["hold", "hold", "hold", "roll"]
    assert journal_writes == [len(burst)]
    assert table.game is not None and table.game.held == (True, False, True, False, True)
    before = first.actions[0]["dice"]
    assert [table.game.dice[die] for die in (0, 2, 4)] == [before[die] for die in (0, 2, 4)]
    assert bo.game == table.game  # the replica that followed every broadcast


async def test_a_refused_action_in_a_burst_leaves_the_others_standing(
    server: TestClient[Any, Any], journal_writes: list[int]
) -> None:
    code, (ada, bo) = await seat_players(server, 2)
    await ada.send(RollDice(step=ada.step))
    first = (await played(bo, 1))[0]
    journal_writes.clear()
    table = node_of(server).tables[code]
    stale = first.step - 1
    burst = [HoldDie(die=1), RollDice(step=stale), ReleaseDie(die=3), HoldDie(die=3)]
    async with table.lock:
        for message in burst:
            await ada.send(message)
        await eventually(lambda: len(table._plays) == len(burst))
    assert await ada.error() is ErrorCode.STALE  # the roll with an old step alone
    seen = await played(bo, 2)  # releasing a free die changes nothing: no broadcast
    assert [(p.actions[0]["type"], p.actions[0]["die"]) for p in seen] == [("hold", 1), ("hold", 3)]
    assert journal_writes == [2]
    assert table.game is not None and table.game.held == (False, True, False, True, False)
