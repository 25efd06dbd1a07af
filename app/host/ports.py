"""A port to listen on that nobody uses just now, chosen outside the ports the system hands to
outgoing connections.

A port from the system's own pick (binding port 0) lies in that ephemeral range, so until a
server listens on it any client socket may be given it as its source port; and a client that
polls such a port before the server listens can connect to itself (TCP's simultaneous open)
and read back its own request. Below 32768 neither happens on Linux (ephemeral ports
32768–60999), Windows or macOS (49152–65535).
"""

from __future__ import annotations

import random
import socket

LOWEST = 20000
HIGHEST = 32767
"""The ports chosen from; none of them is a well-known service's or an ephemeral one."""
ATTEMPTS = 200


def free_port(host: str = "") -> int:
    """A TCP port free on ``host`` (every IPv4 address by default) just now."""
    choose = random.SystemRandom()  # not the game's seeded generator: tests side by side differ
    for _ in range(ATTEMPTS):
        port = choose.randint(LOWEST, HIGHEST)
        if _bindable(host, port):
            return port
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:  # a crowded range: any
        probe.bind((host, 0))
        return int(probe.getsockname()[1])


def free_ports_in_a_row(count: int, host: str = "127.0.0.1") -> int:
    """The first of ``count`` consecutive ports that are all free just now (for programs that
    give their N-th listener the first port plus N)."""
    for _ in range(ATTEMPTS):
        first = free_port(host)
        if all(_bindable(host, first + offset) for offset in range(1, count)):
            return first
    raise OSError(f"no {count} free ports in a row")


def _bindable(host: str, port: int) -> bool:
    if port > 65535:
        return False
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        try:
            probe.bind((host, port))
        except OSError:
            return False
    return True
