"""Presence stays private (issue 25): ``invite`` answers a stranger the same whatever the
invitee's state, invitations reach only people who take them from the sender, and a finished
private table's chat and game are its players' alone — on SQLite and PostgreSQL, against a real
server."""

from __future__ import annotations

import random
from typing import Any

from aiohttp.test_utils import TestClient

from app.net import (
    ChatPosted,
    CreateTable,
    Error,
    ErrorCode,
    Invitation,
    Invite,
    Invited,
    JoinTable,
    Preferences,
    ResignGame,
    SendChat,
    SetPreferences,
    TableAborted,
    TableState,
    WatchTable,
)
from app.server.ratelimit import Rate

from .conftest import UNLIMITED, MakeServer
from .helpers import Client, connect, play_first_turns
from .test_games import seat_players
from .test_invitations import open_private_table
from .test_rematch import finished_table


def invitations_in(client: Client, arrived: list[Any]) -> list[Invitation]:
    return [m for m in [*client.inbox, *arrived] if isinstance(m, Invitation)]


async def test_a_stranger_hears_the_same_whatever_the_invitee(server_any: MakeServer) -> None:
    server = await server_any()
    online = await connect(server, "Bo")  # takes invitations from people met lately only
    offline = await connect(server, "Cleo")
    off = await connect(server, "Dan")
    await off.send(SetPreferences(invitations=False))
    await off.expect(Preferences)
    assert offline.player_id is not None and online.player_id and off.player_id
    await offline.ws.close()
    stranger = await connect(server, "Mallory")
    await open_private_table(stranger)

    answers = []
    for invitee in (online.player_id, offline.player_id, off.player_id, 999_999, 2**53):
        await stranger.send(Invite(player=invitee))
        sent = await stranger.expect(Invited)
        answers.append((sent.player, sent.name))
    # Only the id it was asked about differs: no name, no error, for every kind of invitee.
    assert answers == [(p, "") for p, _ in answers]
    assert not [m for m in stranger.inbox if not isinstance(m, TableState)]
    for invitee_client in (online, off):
        assert not invitations_in(invitee_client, await invitee_client.silent(0.1))


async def test_someone_who_takes_invitations_from_anyone_gets_a_strangers(
    server_any: MakeServer,
) -> None:
    server = await server_any()
    bo = await connect(server, "Bo")
    await bo.send(SetPreferences(invitations=True, anyone=True))
    assert (await bo.expect(Preferences)) == Preferences(invitations=True, anyone=True)
    stranger = await connect(server, "Mallory")
    code = await open_private_table(stranger)
    assert bo.player_id is not None
    await stranger.send(Invite(player=bo.player_id))
    assert (await stranger.expect(Invited)).name == ""  # a stranger learns no name either
    assert (await bo.expect(Invitation)).code == code
    # Back to the people met lately: the next stranger's invitation stays away.
    await bo.send(SetPreferences(invitations=True))
    assert (await bo.expect(Preferences)).anyone is False
    await stranger.send(Invite(player=bo.player_id))
    await stranger.expect(Invited)
    assert not invitations_in(bo, await bo.silent(0.1))


async def test_people_who_played_long_ago_are_strangers_again(server_any: MakeServer) -> None:
    server = await server_any(recent_days=0)  # "lately" is from now on: every game is older
    _, (ada, bo) = await finished_table(server)
    await open_private_table(ada)
    assert bo.player_id is not None
    await ada.send(Invite(player=bo.player_id))
    assert await ada.expect(Invited) == Invited(player=bo.player_id, name="")
    assert not invitations_in(bo, await bo.silent(0.1))


async def test_a_running_game_together_counts_as_playing_together(
    server_any: MakeServer,
) -> None:
    """Seated at a started table together, before any result: they have played together."""
    server = await server_any()
    _, (ada, bo, cleo) = await seat_players(server, 3)
    await play_first_turns([ada, bo, cleo], random.Random(5))
    await ada.send(ResignGame())  # Bo and Cleo play on; Ada may open a table
    await ada.until(lambda c: c.game is not None and 0 in c.game.resigned)
    await open_private_table(ada)
    assert bo.player_id is not None
    await ada.send(Invite(player=bo.player_id))
    assert (await ada.expect(Invited)).name == "Bo"
    assert (await bo.expect(Invitation)).by.name == "Ada"


async def test_the_inviters_own_allowance_is_per_address_too(server_any: MakeServer) -> None:
    server = await server_any(invites_sent=UNLIMITED, invites_per_address=Rate(3, 1e-6))
    bo = await connect(server, "Bo")
    assert bo.player_id is not None
    hosts = [await connect(server, name) for name in ("Ada", "Cleo")]  # one address
    for host in hosts:
        await open_private_table(host)
    for host in (hosts[0], hosts[1], hosts[0]):
        await host.send(Invite(player=bo.player_id))
        await host.expect(Invited)
    await hosts[1].send(Invite(player=bo.player_id))  # the address's fourth: its own limit
    refused = await hosts[1].expect(Error)
    assert refused.code is ErrorCode.RATE_LIMITED and refused.detail == "invite"


# --- a finished private table is its players' alone -------------------------------------------


async def chat_line(client: Client, text: str) -> None:
    await client.send(SendChat(text=text))
    await client.until(
        lambda c: any(isinstance(m, ChatPosted) and m.line.text == text for m in c.inbox)
    )


async def private_game_over(server: TestClient[Any, Any]) -> tuple[str, Client, Client]:
    code, (ada, bo) = await finished_table(server, private=True)
    await chat_line(ada, "meine Nummer ist 0171 …")
    return code, ada, bo


async def test_nobody_else_reads_a_finished_private_tables_chat(server_any: MakeServer) -> None:
    server = await server_any()
    code, _, bo = await private_game_over(server)
    mallory = await connect(server, "Mallory")
    for message in (WatchTable(code=code), JoinTable(code=code)):
        await mallory.send(message)
        assert await mallory.error() is ErrorCode.TABLE_NOT_FOUND
    await mallory.send(WatchTable(code="ZZZZ-ZZZZ"))  # no such code: the very same answer
    assert await mallory.error() is ErrorCode.TABLE_NOT_FOUND
    assert not [m for m in mallory.inbox if isinstance(m, TableState | ChatPosted)]
    # Those who sat there still see it, chat and all, and may come back to it by code.
    bo.drop_inbox(TableState)
    await bo.send(WatchTable(code=code))
    state = await bo.expect(TableState)
    assert [line.text for line in state.chat][-1] == "meine Nummer ist 0171 …"


async def test_the_code_of_a_finished_private_table_spends_a_miss(make_server: MakeServer) -> None:
    """Exactly as an unknown code: the guesser's allowance is spent, so even counting misses
    tells a hidden table from none."""
    server = await make_server(code_misses_per_player=Rate(burst=2, per_second=1e-6))
    code, _, _ = await private_game_over(server)
    mallory = await connect(server, "Mallory")
    for _ in range(2):
        await mallory.send(WatchTable(code=code))
        assert await mallory.error() is ErrorCode.TABLE_NOT_FOUND
    await mallory.send(WatchTable(code=code))
    assert await mallory.error() is ErrorCode.RATE_LIMITED


async def test_a_spectator_reads_no_chat_after_a_private_game(make_server: MakeServer) -> None:
    server = await make_server(chat=UNLIMITED)
    ada = await connect(server, "Ada")
    await ada.send(CreateTable(seats=2, clock=30, preset="official", private=True))
    code = (await ada.expect(TableState)).code
    bo = await connect(server, "Bo")
    await bo.send(JoinTable(code=code))
    await bo.until(lambda c: c.game is not None)
    eve = await connect(server, "Eve")
    await eve.send(WatchTable(code=code))  # holds the code while the game runs: may watch
    assert (await eve.expect(TableState)).you is None
    await chat_line(ada, "während des Spiels")
    await eve.until(lambda c: any(isinstance(m, ChatPosted) for m in c.inbox))
    await bo.send(ResignGame())  # before every seat played: aborted, an ended table too
    for client in (ada, bo, eve):
        await client.expect(TableAborted)
    eve.drop_inbox(ChatPosted)
    await chat_line(ada, "nach dem Spiel")
    await bo.until(
        lambda c: any(
            isinstance(m, ChatPosted) and m.line.text == "nach dem Spiel" for m in c.inbox
        )
    )
    assert not [m for m in await eve.silent(0.1) if isinstance(m, ChatPosted)]
    await eve.send(WatchTable(code=code))  # and looking again finds nothing
    assert await eve.error() is ErrorCode.TABLE_NOT_FOUND


async def test_a_finished_public_table_stays_watchable(server_any: MakeServer) -> None:
    server = await server_any()
    code, (ada, _) = await finished_table(server)
    await chat_line(ada, "gg")
    eve = await connect(server, "Eve")
    await eve.send(WatchTable(code=code))
    state = await eve.expect(TableState)
    assert state.status.ended and [line.text for line in state.chat] == ["gg"]
