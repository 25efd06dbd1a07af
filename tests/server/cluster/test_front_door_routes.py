"""The shipped front door routes by node: HAProxy (Debian's) with ``packaging/server/haproxy.cfg``
in front of two node processes. A player who lands on the node that does not run their table is
sent on with a route, comes back through the same door with ``node=`` and lands on the table's
node, where they play on; a name the door does not know is left to its usual balance."""

from __future__ import annotations

import random

import pytest

from app.net import Bye, CloseReason, CreateTable, GameResult, Hello, JoinTable, TableState, Welcome

from ..helpers import Client, play_to_end
from .processes import ProcessNode
from .test_front_door import Door, door  # noqa: F401 (the fixture)

pytestmark = pytest.mark.xdist_group("subprocess")


async def through(front: Door, query: str, name: str | None, token: str | None = None) -> Client:
    client = Client(await front.ws_connect(f"/ws?{query}"))
    await client.send(Hello(name=name, token=token))
    await client.expect(Welcome)
    return client


async def runs_it(node: ProcessNode) -> bool:
    return bool((await node.status())["tables"])


async def sockets(node: ProcessNode) -> int:
    return int((await node.status())["sockets"])


async def test_a_player_sent_to_the_tables_node_comes_back_through_the_door_to_it(
    door: tuple[Door, list[ProcessNode]],  # noqa: F811 (the fixture)
) -> None:
    front, (a, b) = door
    ada = await through(front, "routes=1&node=a", "Ada")  # sent to a by name
    assert await sockets(a) == 1 and await sockets(b) == 0
    await ada.send(CreateTable(seats=2, clock=90, preset="official"))
    code = (await ada.expect(TableState)).code
    assert await runs_it(a) and not await runs_it(b)
    bo = await through(front, "routes=1&node=b", "Bo")  # lands on b, away from the table
    assert await sockets(b) == 1
    await bo.send(JoinTable(code=code))
    await bo.expect(TableState)
    bye = await bo.expect(Bye)
    assert bye.reason is CloseReason.MOVING and bye.route == "a"
    back = await through(front, f"routes=1&node={bye.route}", None, bo.token)
    await back.expect(TableState)
    assert await sockets(a) == 2  # both players on the table's node now
    for client in (ada, back):
        await client.until(lambda c: c.game is not None)
    await play_to_end([ada, back], random.Random(43))
    results = [await client.expect(GameResult) for client in (ada, back)]
    assert results[0].standings == results[1].standings
    assert not any(isinstance(m, Bye) for c in (ada, back) for m in c.inbox)


async def test_a_node_name_the_door_does_not_know_is_left_to_its_balance(
    door: tuple[Door, list[ProcessNode]],  # noqa: F811 (the fixture)
) -> None:
    front, (a, b) = door
    clients = [await through(front, "routes=1&node=nowhere", f"P{n}") for n in range(4)]
    assert await sockets(a) + await sockets(b) == 4
    assert await sockets(a) and await sockets(b)  # fewest connections first, as without it
    for client in clients:
        await client.ws.close()
