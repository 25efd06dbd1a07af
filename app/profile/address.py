"""The table server's address as the player types it, and the URLs made from it (no Qt)."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import urlsplit

CHECKOUT_SERVER = "ws://127.0.0.1:8765"
"""The default of a checkout (and of a bundle built without ``SERVER=``): this computer."""
BUILT_IN_FILE = "default-server"
"""Beside this module in a bundle built with ``make dist SERVER=wss://...``: that address,
normalised (``packaging/fuenfwurf.spec`` writes it)."""


def _built_in(folder: Path) -> str | None:
    """The default server the bundle was built with, if any (and if it still reads as one)."""
    try:
        text = (folder / BUILT_IN_FILE).read_text(encoding="utf-8")
    except OSError:
        return None
    return normalize_server(text)


def _default_server() -> str:
    return _built_in(Path(__file__).resolve().parent) or CHECKOUT_SERVER


_SCHEMES = {"ws": "ws", "wss": "wss", "http": "ws", "https": "wss"}


def normalize_server(text: str) -> str | None:
    """``ws://host:port`` (or ``wss://...``, with a path if the server sits under one) for what
    the player typed, or None when it cannot be a server address.

    A missing scheme means ``ws://``; ``http``/``https`` become ``ws``/``wss``; a trailing
    ``/ws`` or slash is dropped, so every spelling of one server is one key (for the keyring)."""
    text = text.strip()
    if not text or any(c.isspace() for c in text):
        return None
    if "://" not in text:
        text = "ws://" + text
    try:
        parts = urlsplit(text)
        port = parts.port
    except ValueError:
        return None
    scheme = _SCHEMES.get(parts.scheme.lower())
    host = parts.hostname
    if scheme is None or not host or parts.query or parts.fragment:
        return None
    if parts.username is not None or parts.password is not None:
        return None
    path = parts.path.rstrip("/")
    if path.endswith("/ws"):
        path = path[: -len("/ws")]
    if ":" in host:
        host = f"[{host}]"  # an IPv6 address
    return f"{scheme}://{host}{f':{port}' if port is not None else ''}{path}"


DEFAULT_SERVER = _default_server()
"""Where the app looks for a table server unless the player says otherwise: the address built
into the bundle, else ``CHECKOUT_SERVER``."""


def websocket_url(server: str) -> str:
    """The websocket endpoint of a normalised server address."""
    return f"{server}/ws"


def http_url(server: str, path: str) -> str:
    """An HTTP endpoint (``/leaderboard/week``) of a normalised server address."""
    scheme, rest = server.split("://", 1)
    return f"{'https' if scheme == 'wss' else 'http'}://{rest}{path}"
