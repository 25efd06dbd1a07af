"""This computer's network addresses: which ones others can reach a hosted server at.

The interfaces come from ``ifaddr`` (python-zeroconf's own dependency, on every platform);
loopback and link-local addresses are left out (nobody else can use them), the address of the
primary route comes first (a UDP socket "connected" to an address outside this network — no
packet is sent — names it), then the other private IPv4 addresses, then the rest.
"""

from __future__ import annotations

import contextlib
import ipaddress
import socket
from dataclasses import dataclass

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

_PROBE_V4 = "192.0.2.1"  # TEST-NET-1: never routed anywhere real; connect() sends nothing
_PROBE_V6 = "2001:db8::1"  # the documentation prefix, likewise
_VIRTUAL = ("docker", "virbr", "br-", "veth", "vmnet", "vboxnet", "lxc", "tun", "tap", "zt")
"""Interface names of virtual networks (containers, VMs, VPNs): their addresses go last."""


@dataclass(frozen=True, slots=True)
class NetworkAddress:
    address: str
    """The address as text (``192.168.1.20``, ``2001:db8::5``)."""
    interface: str
    private: bool
    """Only reachable inside a home or office network (RFC 1918, ULA, CGNAT)."""
    primary: bool = False
    """On the route this computer takes to the internet (or the only network it has)."""

    @property
    def version(self) -> int:
        return ipaddress.ip_address(self.address).version

    def server(self, port: int) -> str:
        """The table server's address for others: ``ws://192.168.1.20:8765``."""
        host = f"[{self.address}]" if self.version == 6 else self.address
        return f"ws://{host}:{port}"


def usable(address: IPAddress) -> bool:
    """An address someone else can connect to (not loopback, link-local, multicast or 0)."""
    return not (
        address.is_loopback
        or address.is_link_local
        or address.is_multicast
        or address.is_unspecified
        or address.is_reserved
    )


def is_private(address: IPAddress) -> bool:
    """Inside a local network: a friend elsewhere on the internet cannot reach it directly."""
    if isinstance(address, ipaddress.IPv4Address) and address in ipaddress.ip_network(
        "100.64.0.0/10"
    ):
        return True  # carrier-grade NAT
    return address.is_private


def primary_addresses() -> set[str]:
    """The source addresses this computer would use for the internet (v4 and v6)."""
    found: set[str] = set()
    for family, probe in ((socket.AF_INET, _PROBE_V4), (socket.AF_INET6, _PROBE_V6)):
        with contextlib.suppress(OSError), socket.socket(family, socket.SOCK_DGRAM) as probe_socket:
            probe_socket.connect((probe, 9))
            found.add(str(probe_socket.getsockname()[0]).split("%")[0])
    return found


def network_addresses() -> list[NetworkAddress]:
    """Every address of this computer that someone else could reach, the best first."""
    import ifaddr

    primary = primary_addresses()
    found: dict[str, NetworkAddress] = {}
    for adapter in ifaddr.get_adapters():
        name = str(adapter.nice_name or adapter.name)
        for ip in adapter.ips:
            text = ip.ip if isinstance(ip.ip, str) else ip.ip[0]
            try:
                address = ipaddress.ip_address(text.split("%")[0])
            except ValueError:
                continue
            if not usable(address) or str(address) in found:
                continue
            found[str(address)] = NetworkAddress(
                str(address), name, is_private(address), str(address) in primary
            )
    return sorted(found.values(), key=_rank)


def _rank(address: NetworkAddress) -> tuple[int, int, bool, str]:
    virtual = address.interface.lower().startswith(_VIRTUAL)
    return (0 if address.primary else 1, address.version, virtual, address.address)


def reachable_from_internet(addresses: list[NetworkAddress]) -> bool:
    """Whether one of the addresses is a public one (no router in between to forward a port)."""
    return any(not address.private for address in addresses)
