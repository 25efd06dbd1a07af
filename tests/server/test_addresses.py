"""The address a client counts as: IPv6 by /64, through trusted proxies only."""

from __future__ import annotations

import pytest

from app.server.addresses import address_key, client_address, parse_networks


@pytest.mark.parametrize(
    ("raw", "key"),
    [
        ("203.0.113.9", "203.0.113.9"),
        ("2001:db8:1:2:3:4:5:6", "2001:db8:1:2::/64"),
        ("2001:db8:1:2:ffff::1", "2001:db8:1:2::/64"),  # the same household
        ("2001:db8:1:3::1", "2001:db8:1:3::/64"),  # the next one is apart
        ("::ffff:203.0.113.9", "203.0.113.9"),  # IPv4 over an IPv6 socket
        ("fe80::1%eth0", "fe80::/64"),
        ("[2001:db8::1]", "2001:db8::/64"),
        ("", "unknown"),
        (None, "unknown"),
        ("/run/fuenfwurf.sock", "/run/fuenfwurf.sock"),
    ],
)
def test_address_keys(raw: str | None, key: str) -> None:
    assert address_key(raw) == key


PROXIES = parse_networks(["10.0.0.1", "192.168.0.0/16"])


@pytest.mark.parametrize(
    ("peer", "forwarded", "client"),
    [
        ("10.0.0.1", "203.0.113.9", "203.0.113.9"),
        ("10.0.0.1", "1.1.1.1, 203.0.113.9", "203.0.113.9"),  # the left part is the client's own
        ("10.0.0.1", "203.0.113.9, 192.168.4.4", "203.0.113.9"),  # a chain of our proxies
        ("10.0.0.1", "192.168.4.4", "10.0.0.1"),  # only proxies: the proxy itself
        ("10.0.0.1", "garbage, 203.0.113.9", "203.0.113.9"),
        ("10.0.0.1", "203.0.113.9, garbage", "10.0.0.1"),  # a hop we cannot read ends the walk
        ("10.0.0.1", None, "10.0.0.1"),
        ("198.51.100.7", "203.0.113.9", "198.51.100.7"),  # not a proxy: the header is ignored
        ("::ffff:10.0.0.1", "2001:db8::5", "2001:db8::/64"),
    ],
)
def test_client_addresses_behind_proxies(peer: str, forwarded: str | None, client: str) -> None:
    assert client_address(peer, forwarded, PROXIES) == client


def test_a_proxy_that_is_no_address_is_refused() -> None:
    with pytest.raises(ValueError):
        parse_networks(["proxy.example.org"])
