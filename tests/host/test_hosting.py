"""Hosting from the app without Qt: the real server on a free or fixed port, who is seated,
what the announcement says, this computer's addresses, and what an invitation may name."""

from __future__ import annotations

import ipaddress
import random
import socket
from pathlib import Path

import aiohttp
import pytest

from app.host.addresses import NetworkAddress, is_private, network_addresses, usable
from app.host.hosting import HostedServer, Tables, hosted_database
from app.host.nearby import SERVICE_TYPE, instance_name, table_of, txt_of
from app.net import Bye, CloseReason, CreateTable, JoinTable, SendChat, TableState
from app.server.clockchoice import FALLBACK
from app.ui.online.reach import REACH, Hosted, for_others, is_loopback
from tests.server.helpers import Client, connect, play_to_end


def taken_port() -> socket.socket:
    """A socket listening on every address at a free port (so that port is taken)."""
    listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    listener.bind(("0.0.0.0", 0))
    listener.listen()
    return listener


async def test_a_taken_port_falls_back_to_a_free_one(tmp_path: Path) -> None:
    with taken_port() as listener:
        busy = listener.getsockname()[1]
        server = HostedServer(database=tmp_path / "hosted.sqlite3", port=busy, advisor=FALLBACK)
        port = await server.start()
        try:
            assert port not in (0, busy)
            assert server.local == f"ws://127.0.0.1:{port}"
            async with (
                aiohttp.ClientSession() as http,
                http.get(f"http://127.0.0.1:{port}/health") as answer,
            ):
                assert answer.status == 200
        finally:
            await server.stop()
    assert not server.running
    assert (tmp_path / "hosted.sqlite3").is_file()


async def test_it_listens_on_every_address(tmp_path: Path) -> None:
    server = HostedServer(database=tmp_path / "hosted.sqlite3", port=0, advisor=FALLBACK)
    port = await server.start()
    try:
        for family, address in ((socket.AF_INET, "127.0.0.1"), (socket.AF_INET6, "::1")):
            with socket.socket(family, socket.SOCK_STREAM) as probe:
                try:
                    probe.connect((address, port))
                except OSError as error:
                    if family == socket.AF_INET6:
                        pytest.skip(f"no IPv6 loopback here: {error}")
                    raise
    finally:
        await server.stop()


async def test_the_seated_players_and_the_announced_tables(tmp_path: Path) -> None:
    server = HostedServer(database=tmp_path / "hosted.sqlite3", port=0, advisor=FALLBACK)
    await server.start()
    try:
        async with aiohttp.ClientSession(base_url=f"http://127.0.0.1:{server.port}") as http:
            ada = await connect(http, "Ada")
            await ada.send(CreateTable(seats=2, clock=30, preset="official", private=False))
            table = await ada.expect(TableState)
            assert server.seated()[0].name == "Ada"
            assert not server.seated()[0].playing
            assert server.tables() == Tables(public=1, free=1)
            bo = await connect(http, "Bo")
            await bo.send(JoinTable(code=table.code))
            await bo.expect(TableState)
            await ada.until(lambda c: c.game is not None)
            assert {s.name for s in server.seated()} == {"Ada", "Bo"}
            assert all(s.playing for s in server.seated())
            assert server.tables() == Tables(playing=1)
            await play_to_end([ada, bo], random.Random(3), moves=4)
            await bo.send(SendChat(text="gut gemacht"))
            await server.stop()
            bye = await ada.expect(Bye)
            assert bye.reason is CloseReason.SHUTDOWN
    finally:
        await server.stop()


async def test_the_journal_outlives_the_hosted_server(tmp_path: Path) -> None:
    """Started again on the same file, the server knows the table of the first run."""
    database = tmp_path / "hosted.sqlite3"
    first = HostedServer(database=database, port=0, advisor=FALLBACK)
    await first.start()
    async with aiohttp.ClientSession(base_url=f"http://127.0.0.1:{first.port}") as http:
        ada: Client = await connect(http, "Ada")
        await ada.send(CreateTable(seats=2, clock=30, preset="official", private=True))
        code = (await ada.expect(TableState)).code
    await first.stop()
    again = HostedServer(database=database, port=0, advisor=FALLBACK)
    await again.start()
    try:
        assert [s.code for s in again.seated()] == [code]
        assert again.tables() == Tables(private=1)
    finally:
        await again.stop()


def test_the_hosted_database_lives_in_the_data_folder(tmp_path: Path) -> None:
    assert hosted_database(tmp_path) == tmp_path / "hosted-server.sqlite3"


# --- addresses ------------------------------------------------------------------------------------


def test_only_addresses_others_can_reach_are_listed() -> None:
    for found in network_addresses():
        address = ipaddress.ip_address(found.address)
        assert usable(address)
        assert not address.is_loopback and not address.is_link_local


@pytest.mark.parametrize(
    ("text", "reachable", "private"),
    [
        ("127.0.0.1", False, True),
        ("169.254.3.4", False, True),
        ("::1", False, True),
        ("fe80::1", False, True),
        ("192.168.1.20", True, True),
        ("10.0.0.7", True, True),
        ("100.64.1.1", True, True),
        ("fd12::5", True, True),
        ("203.0.114.9", True, False),
        ("2a00:1450::1", True, False),
    ],
)
def test_what_counts_as_reachable_and_private(text: str, reachable: bool, private: bool) -> None:
    address = ipaddress.ip_address(text)
    assert usable(address) is reachable
    assert is_private(address) is private


def test_a_server_address_for_others() -> None:
    assert NetworkAddress("192.168.1.20", "eth0", True).server(8765) == "ws://192.168.1.20:8765"
    assert NetworkAddress("fd12::5", "eth0", True).server(9000) == "ws://[fd12::5]:9000"


# --- what an invitation names -----------------------------------------------------------------


def test_an_invitation_never_names_loopback_for_others() -> None:
    assert is_loopback("ws://127.0.0.1:8765")
    assert is_loopback("ws://localhost:8765")
    assert is_loopback("ws://[::1]:8765")
    assert not is_loopback("wss://play.example.org")
    try:
        assert for_others("ws://127.0.0.1:8765") is None
        assert for_others("wss://play.example.org") == "wss://play.example.org"
        REACH.set_hosted(Hosted("ws://127.0.0.1:8765", "ws://192.168.1.20:8765"))
        assert for_others("ws://127.0.0.1:8765") == "ws://192.168.1.20:8765"
        assert for_others("ws://127.0.0.1:9999") is None
        REACH.set_hosted(Hosted("ws://127.0.0.1:8765", ""))
        assert for_others("ws://127.0.0.1:8765") is None
    finally:
        REACH.clear_hosted()


# --- the announcement -------------------------------------------------------------------------


def test_a_service_becomes_a_nearby_table() -> None:
    from zeroconf.asyncio import AsyncServiceInfo

    txt = txt_of("Ada", Tables(public=1, private=2, free=1))
    info = AsyncServiceInfo(
        SERVICE_TYPE,
        f"Ada @ box.{SERVICE_TYPE}",
        port=8765,
        properties=txt,
        parsed_addresses=["fd12::5", "192.168.1.20", "127.0.0.1"],
    )
    table = table_of(info.name, info)
    assert table is not None
    assert table.server == "ws://192.168.1.20:8765"
    assert table.addresses == ("192.168.1.20", "fd12::5")
    assert (table.host_name, table.public, table.private, table.free) == ("Ada", 1, 2, 1)
    assert table.compatible
    lonely = AsyncServiceInfo(
        SERVICE_TYPE, f"x.{SERVICE_TYPE}", port=1, properties=txt, parsed_addresses=["127.0.0.1"]
    )
    assert table_of(lonely.name, lonely) is None


def test_an_instance_name_fits_a_label() -> None:
    assert len(instance_name("Ä" * 60).encode()) <= 63
    assert instance_name("Ada").startswith("Ada @ ")
