"""Players play where their table is (``app/server/routes.py``): a seated player connected to
another node than their table's is sent there (``bye`` ``moving`` with a ``route``) when they
join, when they come back, and when their table's node drains; a client that knows nothing of
routes, or one the front door evidently did not route, is served where it is, as before."""

from __future__ import annotations

import asyncio
import random

from app.net import (
    Bye,
    CloseReason,
    CreateTable,
    GameResult,
    Hello,
    JoinTable,
    TableState,
    WatchTable,
    Welcome,
)
from app.server.routes import Wish, route_of

from ..helpers import Client, connect, eventually, play_to_end
from .conftest import InProcessNode, StartNode


async def routed(node: InProcessNode, name: str | None, *, token: str | None = None,
                 asked: str | None = None) -> tuple[Client, Welcome]:  # fmt: skip
    """A client that follows routes (as the app does), on ``node``, greeted."""
    path = "/ws?routes=1" + (f"&node={asked}" if asked else "")
    client = Client(await node.ws_connect(path))
    await client.send(Hello(name=name, token=token))
    return client, await client.expect(Welcome)


async def sent_away(client: Client) -> Bye:
    bye = await client.expect(Bye)
    assert bye.reason is CloseReason.MOVING
    return bye


def test_a_route_is_the_node_name_the_front_door_knows() -> None:
    assert route_of("web1-1.3fa9c1") == "web1-1"
    assert route_of("eu.web-2.00ff00") == "eu.web-2"
    assert route_of("node") == "node"
    assert Wish.of({}) == Wish(follows=False)
    assert Wish.of({"routes": "1"}) == Wish(follows=True)
    assert Wish.of({"routes": "1", "node": "b"}) == Wish(follows=True, asked="b")


async def test_a_player_who_joins_on_another_node_is_sent_to_the_tables_node(
    cluster: StartNode,
) -> None:
    a, b = await cluster("a"), await cluster("b")
    ada = await connect(a, "Ada")
    await ada.send(CreateTable(seats=3, clock=90, preset="official"))
    code = (await ada.expect(TableState)).code
    bo, _ = await routed(b, "Bo")
    await bo.send(JoinTable(code=code))
    await bo.expect(TableState)  # the table at once, then where to play it
    assert (await sent_away(bo)).route == "a"
    cleo = await connect(b, "Cleo")  # an older app: it knows nothing of routes
    await cleo.send(JoinTable(code=code))
    await cleo.expect(TableState)
    back, welcome = await routed(a, None, token=bo.token, asked="a")
    assert welcome.table == code
    await back.expect(TableState)
    players = [ada, back, cleo]
    for client in players:
        await client.until(lambda c: c.game is not None)
    await play_to_end(players, random.Random(5))
    for client in players:
        assert isinstance(await client.expect(GameResult), GameResult)
    # Nobody was sent anywhere again: Bo plays on a, Cleo (who ignores routes) through b.
    assert not any(isinstance(m, Bye) for c in players for m in c.inbox)
    assert a.node.registry.mover is not None and a.node.registry.mover.sent == 0
    assert b.node.registry.mover is not None and b.node.registry.mover.sent == 1


async def test_a_player_coming_back_to_another_node_is_sent_to_the_tables_node(
    cluster: StartNode,
) -> None:
    a, b = await cluster("a"), await cluster("b")
    ada, _ = await routed(a, "Ada")
    await ada.send(CreateTable(seats=2, clock=90, preset="official"))
    code = (await ada.expect(TableState)).code
    await ada.ws.close()
    again, welcome = await routed(b, None, token=ada.token)  # the door chose b this time
    assert welcome.table == code
    await again.expect(TableState)
    assert (await sent_away(again)).route == "a"


async def test_a_client_the_front_door_did_not_route_is_served_where_it_landed(
    cluster: StartNode,
) -> None:
    """It asked for node a and reached b: the door does not route by node (an older
    configuration, or no door at all). Sending it on would only bring it back to b."""
    a, b = await cluster("a"), await cluster("b")
    ada = await connect(a, "Ada")
    await ada.send(CreateTable(seats=2, clock=90, preset="official"))
    code = (await ada.expect(TableState)).code
    bo, _ = await routed(b, "Bo", asked="a")
    await bo.send(JoinTable(code=code))
    await bo.expect(TableState)
    assert not any(isinstance(m, Bye) for m in await bo.silent(0.5))


async def test_a_spectator_is_not_sent_anywhere(cluster: StartNode) -> None:
    a, b = await cluster("a"), await cluster("b")
    ada = await connect(a, "Ada")
    await ada.send(CreateTable(seats=2, clock=90, preset="official"))
    code = (await ada.expect(TableState)).code
    bo = await connect(a, "Bo")
    await bo.send(JoinTable(code=code))
    await bo.expect(TableState)
    watcher, _ = await routed(b, "Watcher")
    await watcher.send(WatchTable(code=code))
    await watcher.expect(TableState)
    assert not any(isinstance(m, Bye) for m in await watcher.silent(0.5))


async def test_a_draining_node_sends_its_players_to_the_tables_new_node(
    cluster: StartNode,
) -> None:
    a, b = await cluster("a"), await cluster("b")
    ada, _ = await routed(a, "Ada")
    await ada.send(CreateTable(seats=2, clock=90, preset="official"))
    code = (await ada.expect(TableState)).code
    bo, _ = await routed(a, "Bo")
    await bo.send(JoinTable(code=code))
    await bo.expect(TableState)
    await eventually(lambda: b.node.name in a.node.shared.alive_nodes())  # a hands on to b
    drain = asyncio.create_task(a.node.drain())
    for client in (ada, bo):
        assert (await sent_away(client)).route == "b"
    await drain
    # The drain ends once b holds the lease; b may still be reading the table back.
    await eventually(lambda: code in b.node.tables)
