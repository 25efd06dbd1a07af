"""A player's decision often arrives as a burst (holds, then a roll): in a cluster the table
checks each action after the ones before it, saves the accepted ones in one journal write, and
refuses only those that are not allowed — from the owner's own node as from another."""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from app.net import EnterBox, ErrorCode, HoldDie, Played, ReleaseDie, RollDice
from app.server.storage import JournalEntry

from ..helpers import eventually
from .conftest import InProcessNode, StartNode
from .test_cluster import open_table


def count_writes(node: InProcessNode, monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """How many entries each journal write of ``node`` carries, in order."""
    storage = node.node.storage
    real = storage.write_journal
    sizes: list[int] = []

    async def counted(entries: Sequence[JournalEntry]) -> set[int]:
        sizes.append(len(entries))
        return await real(entries)

    monkeypatch.setattr(storage, "write_journal", counted)
    return sizes


@pytest.mark.parametrize("sender", ["Ada", "Bo"])  # on the owner's node, on another node
async def test_a_burst_is_saved_in_one_write_and_broadcast_in_order(
    cluster: StartNode, monkeypatch: pytest.MonkeyPatch, sender: str
) -> None:
    a, b = await cluster("a"), await cluster("b")
    code, (ada, bo) = await open_table(a, (b, "Bo"))
    table = a.node.tables[code]
    if sender == "Bo":  # Ada's turn first: she rolls and scores her chance
        await ada.send(RollDice(step=ada.step))
        await ada.until(lambda c: c.game is not None and c.game.dice is not None)
        await ada.send(EnterBox(box="chance", step=ada.step))
        await bo.until(lambda c: c.game is not None and c.game.current == 1)
    player, other = (ada, bo) if sender == "Ada" else (bo, ada)
    await player.send(RollDice(step=player.step))
    await eventually(lambda: table.game is not None and table.game.rolls_used == 1)
    await other.until(lambda c: table.game is not None and c.seq == len(table.game.log))
    writes = count_writes(a, monkeypatch)
    other.inbox.clear()
    seq, step = other.seq, other.step
    burst = [HoldDie(die=0), HoldDie(die=2), HoldDie(die=4), RollDice(step=step)]
    async with table.lock:  # the table is busy: the whole burst queues behind it
        for message in burst:
            await player.send(message)
        await eventually(lambda: len(table.plays.queue) == len(burst))
    seen = [await other.expect(Played) for _ in burst]
    assert [p.seq for p in seen] == [seq + n for n in range(1, len(burst) + 1)]
    assert [p.actions[0]["type"] for p in seen] == ["hold", "hold", "hold", "roll"]
    assert writes == [len(burst)]
    assert table.game is not None and table.game.held == (True, False, True, False, True)
    assert other.game == table.game  # the replica that followed every broadcast


async def test_a_refused_action_in_a_burst_leaves_the_others_standing(
    cluster: StartNode, monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = await cluster("a"), await cluster("b")
    code, (ada, bo) = await open_table(a, (b, "Bo"))
    await ada.send(RollDice(step=ada.step))
    first = await bo.expect(Played)
    writes = count_writes(a, monkeypatch)
    table = a.node.tables[code]
    burst = [HoldDie(die=1), RollDice(step=first.step - 1), ReleaseDie(die=3), HoldDie(die=3)]
    async with table.lock:
        for message in burst:
            await ada.send(message)
        await eventually(lambda: len(table.plays.queue) == len(burst))
    assert await ada.error() is ErrorCode.STALE  # the roll with an old step alone
    seen = [
        await bo.expect(Played) for _ in range(2)
    ]  # releasing a free die changes nothing: no broadcast
    assert [(p.actions[0]["type"], p.actions[0]["die"]) for p in seen] == [("hold", 1), ("hold", 3)]
    assert writes == [2]
    assert table.game is not None and table.game.held == (False, True, False, True, False)
