"""Playing together again across the nodes of a cluster: a rematch whose players are on
different nodes, an invitation to a player on another node, and the players online of every
node in the lobby."""

from __future__ import annotations

import random

from app.net import (
    AnswerRematch,
    CreateTable,
    GameResult,
    Invitation,
    Invite,
    Invited,
    LobbyState,
    Preferences,
    RematchChanged,
    RematchStatus,
    ResignGame,
    SetPreferences,
    TableState,
    TableStatus,
    WatchLobby,
)

from ..helpers import connect, play_first_turns
from .conftest import StartNode
from .test_cluster import open_table


async def test_a_rematch_between_players_on_two_nodes(cluster: StartNode) -> None:
    a, b = await cluster("a"), await cluster("b")
    code, (ada, bo) = await open_table(a, (b, "Bo"))
    await play_first_turns([ada, bo], random.Random(3))
    await bo.send(ResignGame())
    for client in (ada, bo):
        await client.expect(GameResult)
    await bo.send(AnswerRematch())
    assert (await ada.expect(RematchChanged)).rematch.status is RematchStatus.OPEN
    await bo.expect(RematchChanged)
    await ada.send(AnswerRematch())
    for client in (ada, bo):
        await client.until(
            lambda c: c.table is not None and c.table.code != code and c.game is not None
        )
    assert ada.table is not None and bo.table is not None
    assert ada.table.code == bo.table.code and ada.table.status is TableStatus.PLAYING
    assert (ada.you, bo.you) == (1, 0)  # seats moved one up: Bo begins
    assert ada.table.code in a.node.tables  # the old table's owner runs the new one


async def test_an_invitation_reaches_a_player_on_another_node(cluster: StartNode) -> None:
    a, b = await cluster("a"), await cluster("b")
    ada, bo = await connect(a, "Ada"), await connect(b, "Bo")
    await bo.send(SetPreferences(invitations=True, anyone=True))  # strangers: from anyone
    await bo.expect(Preferences)
    await ada.send(CreateTable(seats=2, clock=60, preset="official", private=True))
    code = (await ada.expect(TableState)).code
    assert bo.player_id is not None
    await ada.send(Invite(player=bo.player_id))
    assert (await ada.expect(Invited)).name == ""  # a stranger's name is not told
    invitation = await bo.expect(Invitation)
    assert invitation.code == code and invitation.by.name == "Ada"


async def test_the_lobby_counts_players_on_every_node(cluster: StartNode) -> None:
    a, b = await cluster("a"), await cluster("b")
    ada = await connect(a, "Ada")
    others = [await connect(b, "Bo"), await connect(b, "Cleo")]
    await ada.send(WatchLobby())
    await ada.until(lambda c: any(isinstance(m, LobbyState) and m.online == 3 for m in c.inbox))
    await others[0].ws.close()
    await ada.until(
        lambda c: any(isinstance(m, LobbyState) and m.online == 2 for m in c.inbox[-1:])
    )
