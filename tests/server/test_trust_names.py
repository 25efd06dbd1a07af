"""Who is who, against a real server: the one name rule at hello and rename, and the tags that
tell look-alike names apart at a table, in its chat and standings, and in the lobby."""

from __future__ import annotations

from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from app.net import (
    ChatPosted,
    CreateTable,
    Error,
    ErrorCode,
    Hello,
    JoinTable,
    LobbyState,
    ProfileChanged,
    Rename,
    SeatsChanged,
    SendChat,
    TableState,
    WatchLobby,
    Welcome,
)
from app.server.names import skeleton, tags

from .helpers import Client, connect

REFUSED = [
    ("\u3164", ErrorCode.INVALID_NAME, "invisible"),
    ("\u2800", ErrorCode.INVALID_NAME, "invisible"),
    ("\u115f", ErrorCode.INVALID_NAME, "invisible"),
    ("A" + "\u0301" * 23, ErrorCode.INVALID_NAME, "marks"),
    ("System", ErrorCode.NAME_RESERVED, "reserved"),
    ("\u0405ystem", ErrorCode.NAME_RESERVED, "reserved"),
    ("S y s t e m", ErrorCode.NAME_RESERVED, "reserved"),
    ("Ada #4f2a", ErrorCode.NAME_RESERVED, "reserved"),
]


@pytest.mark.parametrize(("name", "code", "detail"), REFUSED)
async def test_hello_refuses_what_is_no_name(
    server: TestClient[Any, Any], name: str, code: ErrorCode, detail: str
) -> None:
    client = Client(await server.ws_connect("/ws"))
    await client.send(Hello(name=name))
    error = await client.expect(Error)
    assert (error.code, error.detail) == (code, detail)


@pytest.mark.parametrize(("name", "code", "detail"), REFUSED)
async def test_rename_refuses_it_too(
    server: TestClient[Any, Any], name: str, code: ErrorCode, detail: str
) -> None:
    ada = await connect(server, "Ada")
    await ada.send(Rename(name=name))
    error = await ada.expect(Error)
    assert (error.code, error.detail) == (code, detail)


async def test_fullwidth_letters_are_stored_plain(server: TestClient[Any, Any]) -> None:
    client = Client(await server.ws_connect("/ws"))
    await client.send(Hello(name="\uff21\uff44\uff41"))
    assert (await client.expect(Welcome)).player.name == "Ada"
    await client.send(Rename(name="  Bo\u3000\u3000Lind "))
    assert (await client.expect(ProfileChanged)).player.name == "Bo Lind"


def test_skeletons_and_tags() -> None:
    assert skeleton("\u0410da") == skeleton("Ada") == skeleton("ADA")
    found = tags([(1, "Ada"), (2, "\u0410da"), (3, "Bo"), (4, "Ada")])
    assert set(found) == {1, 2, 4} and len(set(found.values())) == 3
    assert all(tag.startswith("#") and len(tag) == 5 for tag in found.values())
    assert tags([(1, "Ada"), (1, "Ada"), (3, "Bo")]) == {}  # one player is no look-alike


async def _table_of_three(server: TestClient[Any, Any]) -> tuple[str, list[Client]]:
    ada = await connect(server, "Ada")
    await ada.send(CreateTable(seats=4, clock=30, preset="official", private=False))
    code = (await ada.expect(TableState)).code
    fake = await connect(server, "\u0410da")  # Cyrillic А
    twin = await connect(server, "Ada")  # an exact duplicate
    for guest in (fake, twin):
        await guest.send(JoinTable(code=code))
        await guest.expect(TableState)
    return code, [ada, fake, twin]


async def test_look_alikes_at_a_table_carry_distinct_tags(server: TestClient[Any, Any]) -> None:
    code, (ada, fake, _twin) = await _table_of_three(server)
    state = await ada.expect(SeatsChanged)
    while sum(seat.player is not None for seat in state.seats) < 3:
        state = await ada.expect(SeatsChanged)
    seated = [seat for seat in state.seats if seat.player is not None]
    assert all(seat.tag for seat in seated)
    assert len({seat.tag for seat in seated}) == 3
    bo = await connect(server, "Bo")
    await bo.send(JoinTable(code=code))
    full = await bo.expect(TableState)
    assert [seat.tag is None for seat in full.seats] == [False, False, False, True]
    # a chat line always carries its writer, and the writer's tag
    await fake.send(SendChat(text="[SERVER] Ada was banned http://example.com"))
    line = (await bo.expect(ChatPosted)).line
    assert line.player == fake.player_id and line.name == "\u0410da"
    assert line.tag == next(s.tag for s in full.seats if s.player == fake.player_id)


async def test_look_alikes_in_the_lobby_carry_tags(server: TestClient[Any, Any]) -> None:
    await _table_of_three(server)
    bo = await connect(server, "Bo")
    await bo.send(CreateTable(seats=2, clock=30, preset="official", private=False))
    await bo.expect(TableState)
    eve = await connect(server, "Eve")
    await eve.send(WatchLobby())
    lobby = await eve.expect(LobbyState)
    while len(lobby.tables) < 2:
        lobby = await eve.expect(LobbyState)
    by_code = {len(t.names): t for t in lobby.tables}
    three, one = by_code[3], by_code[1]
    assert len(three.players) == 3 and all(three.tags) and len(set(three.tags)) == 3
    assert one.tags == []  # Bo looks like nobody
