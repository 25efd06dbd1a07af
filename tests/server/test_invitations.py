"""Invitations, recent players, preferences and the players-online count, on SQLite and
PostgreSQL."""

from __future__ import annotations

from app.net import (
    AskRecent,
    CreateTable,
    ErrorCode,
    Invitation,
    Invite,
    Invited,
    JoinTable,
    LobbyState,
    Placing,
    Preferences,
    RecentPlayers,
    SetPreferences,
    TableState,
    WatchLobby,
)
from app.server.ratelimit import Rate

from .conftest import MakeServer
from .helpers import Client, connect
from .test_rematch import finished_table


async def open_private_table(client: Client) -> str:
    client.drop_inbox(TableState)  # states of a table before (a finished game)
    await client.send(CreateTable(seats=2, clock=60, preset="official", private=True))
    return (await client.expect(TableState)).code


async def test_someone_one_played_with_gets_the_invitation_and_can_join(
    server_any: MakeServer,
) -> None:
    server = await server_any()
    _, (ada, bo) = await finished_table(server)
    code = await open_private_table(ada)
    assert bo.player_id is not None
    await ada.send(Invite(player=bo.player_id))
    sent = await ada.expect(Invited)
    assert sent.player == bo.player_id and sent.name == "Bo"  # a name Ada knows anyway
    invitation = await bo.expect(Invitation)
    assert invitation.code == code and invitation.by.name == "Ada"
    assert invitation.seats == 2 and invitation.clock == 60
    assert invitation.rules.preset == "official"
    await bo.send(JoinTable(code=invitation.code))
    await bo.until(lambda c: c.game is not None and c.table is not None and c.table.code == code)


async def test_the_inviter_hears_sent_whether_or_not_it_reached_anyone(
    server_any: MakeServer,
) -> None:
    server = await server_any()
    _, (ada, bo) = await finished_table(server)
    gone = bo.player_id
    assert gone is not None
    await bo.ws.close()
    await open_private_table(ada)
    await ada.send(Invite(player=gone))
    assert await ada.expect(Invited) == Invited(player=gone, name="Bo")
    await ada.send(Invite(player=999_999))  # nobody: the same answer, without a name
    assert await ada.expect(Invited) == Invited(player=999_999, name="")


async def test_a_player_can_turn_invitations_off_and_on(server_any: MakeServer) -> None:
    server = await server_any()
    _, (ada, bo) = await finished_table(server)
    assert bo.player_id is not None
    await bo.send(SetPreferences(invitations=False))
    assert (await bo.expect(Preferences)).invitations is False
    await open_private_table(ada)
    await ada.send(Invite(player=bo.player_id))
    assert (await ada.expect(Invited)).player == bo.player_id  # told nothing else
    assert not [m for m in await bo.silent(0.1) if isinstance(m, Invitation)]
    await bo.send(SetPreferences(invitations=True))
    await bo.expect(Preferences)
    await ada.send(Invite(player=bo.player_id))
    await bo.expect(Invitation)


async def test_nobody_is_invited_more_than_a_few_times_a_minute(server_any: MakeServer) -> None:
    server = await server_any(invitations_per_player=Rate(burst=3, per_second=1e-6))
    bo = await connect(server, "Bo")
    assert bo.player_id is not None
    await bo.send(SetPreferences(invitations=True, anyone=True))  # strangers too
    assert (await bo.expect(Preferences)).anyone is True
    hosts = [await connect(server, name) for name in ("Ada", "Cleo")]
    for host in hosts:
        await open_private_table(host)
    for host in (hosts[0], hosts[1], hosts[0]):
        await host.send(Invite(player=bo.player_id))
        await host.expect(Invited)
    await hosts[1].send(Invite(player=bo.player_id))  # a fourth, from whoever: dropped
    assert (await hosts[1].expect(Invited)).player == bo.player_id  # as silently as any
    assert (
        len([m for m in await bo.silent(0.1) if isinstance(m, Invitation)])
        + len([m for m in bo.inbox if isinstance(m, Invitation)])
        == 3
    )


async def test_only_a_seated_player_of_an_open_table_invites(server_any: MakeServer) -> None:
    server = await server_any()
    ada, bo = await connect(server, "Ada"), await connect(server, "Bo")
    assert bo.player_id is not None and ada.player_id is not None
    await ada.send(Invite(player=bo.player_id))
    assert await ada.error() is ErrorCode.NOT_AT_TABLE
    await open_private_table(ada)
    await ada.send(Invite(player=ada.player_id))
    assert await ada.error() is ErrorCode.INVALID_OPTIONS


async def test_recent_players_list_whom_one_played_with(server_any: MakeServer) -> None:
    server = await server_any()
    _, (ada, bo) = await finished_table(server)
    await ada.send(AskRecent())
    recent = (await ada.expect(RecentPlayers)).players
    assert [(p.name, p.online, p.placing) for p in recent] == [("Bo", True, Placing.WIN)]
    assert recent[0].at > 0 and recent[0].level >= 1
    await bo.ws.close()
    loner = await connect(server, "Cleo")
    await loner.send(AskRecent())
    assert (await loner.expect(RecentPlayers)).players == []
    await ada.send(AskRecent())
    again = (await ada.expect(RecentPlayers)).players
    assert [(p.name, p.online) for p in again] == [("Bo", False)]


async def test_the_lobby_counts_the_players_online(server_any: MakeServer) -> None:
    server = await server_any()
    ada = await connect(server, "Ada")
    await ada.send(WatchLobby())
    assert (await ada.expect(LobbyState)).online == 1
    bo = await connect(server, "Bo")
    await ada.until(lambda c: any(isinstance(m, LobbyState) and m.online == 2 for m in c.inbox))
    await bo.ws.close()
    await ada.until(
        lambda c: any(isinstance(m, LobbyState) and m.online == 1 for m in c.inbox[-1:])
    )
