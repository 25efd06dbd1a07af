"""Who is asking: the client address that limits are counted against.

An IPv6 address is grouped by its /64 (one household or host usually holds a whole /64, so
counting single addresses would hand it 2^64 allowances); an IPv4-mapped IPv6 address counts as
its IPv4 address. Behind a trusted reverse proxy, the client's address comes from the
``X-Forwarded-For`` header, read from the right: only the entries trusted proxies added count,
never one the client wrote. A node trusts no proxy unless told (``--trusted-proxy``); a client
that reaches it directly is judged by its own address, whatever headers it sends. The shipped
HAProxy configuration sets the header afresh (the client's own lines are dropped), and the
node reads every line of it, joined in order (``http.requester``), so that a proxy that only
appends a line would still be read right.
"""

from __future__ import annotations

import ipaddress
from collections.abc import Iterable

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
Network = ipaddress.IPv4Network | ipaddress.IPv6Network


def address_key(raw: str | None) -> str:
    """The key an address's limits are kept under: the IPv4 address, the IPv6 /64, or the raw
    text for something that is no IP address (a Unix socket, a test transport)."""
    parsed = _parse(raw)
    if parsed is None:
        return raw or "unknown"
    if isinstance(parsed, ipaddress.IPv6Address):
        if parsed.ipv4_mapped is not None:
            return str(parsed.ipv4_mapped)
        return str(ipaddress.IPv6Network((parsed, 64), strict=False))
    return str(parsed)


def parse_networks(items: Iterable[str]) -> tuple[Network, ...]:
    """``--trusted-proxy`` values: addresses or networks (``10.0.0.0/8``); ValueError if not."""
    return tuple(ipaddress.ip_network(item.strip(), strict=False) for item in items)


def client_address(
    peer: str | None, forwarded_for: str | None, trusted: tuple[Network, ...]
) -> str:
    """The address to count a request against (as ``address_key`` gives it). ``forwarded_for``
    is every ``X-Forwarded-For`` line of the request, joined with commas in their order.

    Only a peer that is a trusted proxy may name the client. Its ``X-Forwarded-For`` is read from
    the right, skipping further trusted proxies: the first address that is not one of them is
    the client (anything left of it was written by the client itself and may be forged). A
    trusted proxy that names no valid client counts as itself."""
    peer_ip = _parse(peer)
    if peer_ip is None or not forwarded_for or not _in(peer_ip, trusted):
        return address_key(peer)
    for item in reversed(forwarded_for.split(",")):
        hop = _parse(item.strip())
        if hop is None:
            break
        if not _in(hop, trusted):
            return address_key(str(hop))
    return address_key(peer)


def is_trusted(peer: str | None, trusted: tuple[Network, ...]) -> bool:
    parsed = _parse(peer)
    return parsed is not None and _in(parsed, trusted)


def _in(address: IPAddress, networks: tuple[Network, ...]) -> bool:
    mapped = address.ipv4_mapped if isinstance(address, ipaddress.IPv6Address) else None
    return any(address in net or (mapped is not None and mapped in net) for net in networks)


def _parse(raw: str | None) -> IPAddress | None:
    if not raw:
        return None
    text = raw.strip()
    if text.startswith("[") and "]" in text:  # [v6]:port
        text = text[1 : text.index("]")]
    text = text.split("%", 1)[0]  # a zone index names a link, not a host
    try:
        return ipaddress.ip_address(text)
    except ValueError:
        return None
