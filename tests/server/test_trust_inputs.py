"""Ids, numbers and tokens are read strictly (issue 25): ASCII digits in the database's range,
or a 400/404 or a named protocol error — never a 500 or ``internal``, on SQLite and
PostgreSQL alike."""

from __future__ import annotations

from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from app.net import CreateTable, ErrorCode, Hello, HoldDie, Invite, RollDice, TableState
from app.net.ids import MAX_ID, parse_id, parse_number, valid_id
from app.server.identity import parse_token

from .conftest import MakeServer
from .helpers import Client, connect

SECRET = "s" * 43
"""As long as a real secret, so that only the id can be what is wrong."""
NOT_ASCII_DIGITS = ["²", "٥", "１", "²3", "3²", "𝟓"]
"""Superscript, Arabic-Indic, fullwidth and mathematical digits: ``isdigit()`` accepts some,
``int()`` others."""


@pytest.mark.parametrize(
    "text", [*NOT_ASCII_DIGITS, "", " 5", "5 ", "+5", "-5", "5_0", "5\n", "0x5", "5.0", "0"]
)
def test_an_id_is_ascii_digits_only(text: str) -> None:
    assert parse_id(text) is None


@pytest.mark.parametrize(
    ("text", "value"), [("1", 1), ("007", 7), (str(MAX_ID), MAX_ID), ("9" * 18, 10**18 - 1)]
)
def test_ids_up_to_the_database_range_are_read(text: str, value: int) -> None:
    assert parse_id(text) == value


@pytest.mark.parametrize("text", [str(2**63), str(2**64 - 1), "9" * 19, "1" * 40])
def test_an_id_beyond_bigint_is_none(text: str) -> None:
    assert parse_id(text) is None


def test_numbers_keep_to_their_range() -> None:
    assert parse_number("0") == 0
    assert parse_number("20", 1, 100) == 20
    assert parse_number("101", 1, 100) is None
    assert parse_number("٥", 1, 100) is None


@pytest.mark.parametrize("value", [0, -1, 2**63, 2**64 - 1, True, 1.0, "5"])
def test_a_sent_number_that_is_no_id(value: object) -> None:
    assert not valid_id(value)


@pytest.mark.parametrize("head", [*NOT_ASCII_DIGITS, str(2**63), "", "-1"])
def test_a_token_with_a_bad_id_is_no_token(head: str) -> None:
    assert parse_token(f"{head}.{SECRET}") is None
    assert parse_token(f"12.{SECRET}") is not None


# --- against the real server, on both databases ---------------------------------------------------


async def _status(server: TestClient[Any, Any], path: str, **headers: str) -> int:
    response = await server.get(path, headers=headers)
    await response.read()
    return response.status


async def test_http_paths_with_odd_numbers_are_refused_not_crashed(server_any: MakeServer) -> None:
    server = await server_any()
    ada = await connect(server, "Ada")
    assert ada.player_id is not None
    assert await _status(server, f"/players/{ada.player_id}") == 200
    for bad in [*NOT_ASCII_DIGITS, str(2**63), str(2**64 - 1), "0"]:
        assert await _status(server, f"/players/{bad}") == 404, bad
        assert await _status(server, f"/daily/{bad}/yatzy") in {400, 404}, bad
        assert await _status(server, f"/leaderboard/week?limit={bad}") == 400, bad
    assert await _status(server, "/daily/week/yatzy?limit=²") == 200  # the board's top 20


async def test_bearer_tokens_with_odd_ids_are_refused_not_crashed(server_any: MakeServer) -> None:
    server = await server_any()
    for head in ("²", "٥", str(2**63), str(2**64 - 1)):
        bearer = {"Authorization": f"Bearer {head}.{SECRET}"}
        assert await _status(server, "/tables/ABCDEFGH/journal", **bearer) == 401, head
        assert await _status(server, "/daily/week/yatzy", **bearer) == 200, head  # anonymous
    good = await connect(server, "Ada")
    bearer = {"Authorization": f"Bearer {good.token}"}
    for code in ("²²²²²²²²", "ＡＢＣＤＥＦＧＨ", "ß" * 8):
        assert await _status(server, f"/tables/{code}/journal", **bearer) == 404, code


async def test_a_hello_token_with_an_odd_id_is_a_bad_token(server_any: MakeServer) -> None:
    server = await server_any()
    for head in ("²", "٥", str(2**63), str(2**64 - 1)):
        client = Client(await server.ws_connect("/ws"))
        await client.send(Hello(token=f"{head}.{SECRET}"))
        assert await client.error() is ErrorCode.BAD_TOKEN, head
        await client.ws.close()


async def test_invites_of_ids_beyond_bigint_are_invalid(server_any: MakeServer) -> None:
    server = await server_any()
    ada = await connect(server, "Ada")
    await ada.send(CreateTable(seats=2, clock=90, preset="official"))
    await ada.expect(TableState)
    for player in (2**63, 2**64 - 1, 0, -1):
        await ada.send(Invite(player=player))
        assert await ada.error() is ErrorCode.INVALID_OPTIONS, player


async def test_huge_numbers_in_other_messages_are_named_errors(server_any: MakeServer) -> None:
    server = await server_any()
    ada = await connect(server, "Ada")
    await ada.send(CreateTable(seats=2**63, clock=2**64 - 1, preset="official"))
    assert await ada.error() is ErrorCode.INVALID_OPTIONS
    await ada.send(CreateTable(seats=2, clock=90, preset="official"))
    await ada.expect(TableState)
    for message in (HoldDie(die=2**64 - 1, step=2**63), RollDice(step=2**64 - 1)):
        await ada.send(message)
        assert await ada.error() is not ErrorCode.INTERNAL
