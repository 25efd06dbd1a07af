"""The limits of issue 25 hold over a cluster (the allowances are in Redis): tables opened per
identity and per address, renames, and invitations that tell a stranger nothing, whichever
node each client reaches."""

from __future__ import annotations

import random

from app.net import (
    CreateTable,
    Error,
    ErrorCode,
    GameResult,
    Invitation,
    Invite,
    Invited,
    JoinTable,
    Preferences,
    ProfileChanged,
    Rename,
    ResignGame,
    SetPreferences,
    TableState,
    WatchTable,
)
from app.server.ratelimit import Rate

from ..helpers import connect, play_first_turns
from ..test_trust_floods import open_and_leave
from .conftest import StartNode
from .test_cluster import open_table

SPENT = 1e-6


async def test_a_players_tables_are_counted_over_every_node(cluster: StartNode) -> None:
    limits = {"tables_per_player": Rate(burst=2, per_second=SPENT)}
    a, b = await cluster("a", **limits), await cluster("b", **limits)
    ada = await connect(a, "Ada")
    await open_and_leave(ada)
    assert ada.token is not None
    elsewhere = await connect(b, None, token=ada.token)  # the same identity on the other node
    await open_and_leave(elsewhere)
    await elsewhere.send(CreateTable(seats=2, clock=30, preset="official"))
    error = await elsewhere.expect(Error)
    assert error.code is ErrorCode.RATE_LIMITED and error.detail == "create"


async def test_an_addresss_tables_are_counted_over_every_node(cluster: StartNode) -> None:
    limits = {"tables_per_address": Rate(burst=2, per_second=SPENT)}
    a, b = await cluster("a", **limits), await cluster("b", **limits)
    await open_and_leave(await connect(a, "Ada"))
    await open_and_leave(await connect(b, "Bo"))
    cleo = await connect(a, "Cleo")
    await cleo.send(CreateTable(seats=2, clock=30, preset="official"))
    assert (await cleo.expect(Error)).detail == "create"


async def test_renames_are_counted_over_every_node(cluster: StartNode) -> None:
    limits = {"renames": Rate(burst=1, per_second=SPENT)}
    a, b = await cluster("a", **limits), await cluster("b", **limits)
    ada = await connect(a, "Ada")
    await ada.send(Rename(name="Ada Zwei"))
    await ada.expect(ProfileChanged)
    assert ada.token is not None
    elsewhere = await connect(b, None, token=ada.token)
    await elsewhere.send(Rename(name="Ada Drei"))
    error = await elsewhere.expect(Error)
    assert error.code is ErrorCode.RATE_LIMITED and error.detail == "rename"


async def test_invitations_tell_a_stranger_nothing_on_any_node(cluster: StartNode) -> None:
    a, b = await cluster("a"), await cluster("b")
    _, (ada, bo) = await open_table(a, (b, "Bo"))  # Ada and Bo play together
    await play_first_turns([ada, bo], random.Random(6))
    await bo.send(ResignGame())
    await ada.expect(GameResult)
    stranger = await connect(b, "Mallory")
    await stranger.send(CreateTable(seats=2, clock=30, preset="official", private=True))
    await stranger.expect(TableState)
    assert bo.player_id is not None
    await stranger.send(Invite(player=bo.player_id))
    assert await stranger.expect(Invited) == Invited(player=bo.player_id, name="")
    assert not [m for m in await bo.silent(0.2) if isinstance(m, Invitation)]
    # Ada played with Bo: her invitation from node a reaches him on node b.
    ada.drop_inbox(TableState)
    await ada.send(CreateTable(seats=2, clock=30, preset="official", private=True))
    code = (await ada.expect(TableState)).code
    await ada.send(Invite(player=bo.player_id))
    assert (await ada.expect(Invited)).name == "Bo"
    assert (await bo.expect(Invitation)).code == code
    # Bo takes invitations from anyone now: the stranger's reaches him too.
    await bo.send(SetPreferences(invitations=True, anyone=True))
    await bo.expect(Preferences)
    await stranger.send(Invite(player=bo.player_id))
    await stranger.expect(Invited)
    assert (await bo.expect(Invitation)).by.name == "Mallory"


async def test_a_finished_private_table_runs_elsewhere_and_still_finds_nothing(
    cluster: StartNode,
) -> None:
    """The gateway asks the database when the table's owner is another node: the same
    answer, and the same miss spent."""
    misses = {"code_misses_per_player": Rate(burst=2, per_second=SPENT)}
    a, b = await cluster("a", **misses), await cluster("b", **misses)
    ada = await connect(a, "Ada")
    await ada.send(CreateTable(seats=2, clock=90, preset="official", private=True))
    code = (await ada.expect(TableState)).code
    bo = await connect(b, "Bo")
    await bo.send(JoinTable(code=code))
    await bo.until(lambda c: c.game is not None)
    await ada.until(lambda c: c.game is not None)
    await play_first_turns([ada, bo], random.Random(8))
    await bo.send(ResignGame())
    await ada.expect(GameResult)
    mallory = await connect(b, "Mallory")
    for _ in range(2):
        await mallory.send(WatchTable(code=code))
        assert await mallory.error() is ErrorCode.TABLE_NOT_FOUND
    await mallory.send(WatchTable(code=code))
    assert await mallory.error() is ErrorCode.RATE_LIMITED
    bo.drop_inbox(TableState)
    await bo.send(WatchTable(code=code))  # who sat there still finds it, from node b
    assert (await bo.expect(TableState)).code == code
