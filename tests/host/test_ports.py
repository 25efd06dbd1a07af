"""Ports chosen for servers started by the app, the tests and the benchmarks."""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from app.host import ports


def test_a_free_port_lies_below_the_ports_clients_are_given_and_can_be_listened_on() -> None:
    port = ports.free_port("127.0.0.1")
    assert ports.LOWEST <= port <= ports.HIGHEST
    ranges = Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()
    low = int(ranges[0])
    assert port < low
    with socket.socket() as server:
        server.bind(("127.0.0.1", port))
        server.listen()


def test_a_taken_port_is_not_chosen(monkeypatch: pytest.MonkeyPatch) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", ports.LOWEST))
        taken.listen()
        picks = iter([ports.LOWEST, ports.LOWEST + 1])
        monkeypatch.setattr(ports.random.SystemRandom, "randint", lambda _self, _a, _b: next(picks))
        assert ports.free_port("127.0.0.1") == ports.LOWEST + 1


def test_ports_in_a_row_are_all_free() -> None:
    first = ports.free_ports_in_a_row(3)
    for offset in range(3):
        with socket.socket() as server:
            server.bind(("127.0.0.1", first + offset))


def test_a_crowded_range_falls_back_to_the_systems_pick(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ports, "_bindable", lambda _host, _port: False)
    assert ports.free_port("127.0.0.1") > 0
