"""Invitation links: ``fuenfwurf://join/<CODE>`` (with ``?server=...`` for another server)."""

from __future__ import annotations

from dataclasses import dataclass
from urllib.parse import parse_qs, quote, urlsplit

from app.net import clean_code
from app.profile import DEFAULT_SERVER, normalize_server

SCHEME = "fuenfwurf"


@dataclass(frozen=True, slots=True)
class Invitation:
    code: str
    """The table code in its canonical form."""
    server: str | None = None
    """The server's normalised address when the link names one."""


class BadInvitation(ValueError):
    """A ``fuenfwurf:`` link that cannot be followed; ``reason`` is a code the view translates."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def is_link(text: str) -> bool:
    return text.strip().lower().startswith(f"{SCHEME}:")


def parse_link(text: str) -> Invitation:
    """The invitation in a link; ``BadInvitation`` with ``bad_link``, ``bad_code`` or
    ``bad_server``."""
    try:
        parts = urlsplit(text.strip())
    except ValueError:
        raise BadInvitation("bad_link") from None
    if parts.scheme.lower() != SCHEME or parts.netloc.lower() != "join":
        raise BadInvitation("bad_link")
    code = clean_code(parts.path.strip("/"))
    if code is None:
        raise BadInvitation("bad_code")
    query = parse_qs(parts.query)
    servers = query.get("server", [])
    if set(query) - {"server"} or len(servers) > 1:
        raise BadInvitation("bad_link")
    server = None
    if servers:
        server = normalize_server(servers[0])
        if server is None:
            raise BadInvitation("bad_server")
    return Invitation(code, server)


def read_code(text: str) -> Invitation | None:
    """What a player pasted into the code field: a bare code or a whole link; None if neither.
    A malformed link raises ``BadInvitation``."""
    if is_link(text):
        return parse_link(text)
    code = clean_code(text)
    return Invitation(code) if code is not None else None


def make_link(code: str, server: str) -> str:
    """The link for a table; the server is named only when it is not the default one."""
    link = f"{SCHEME}://join/{code}"
    if server != DEFAULT_SERVER:
        link += f"?server={quote(server, safe=':/')}"
    return link


def spaced(code: str) -> str:
    """``K7QM-R2XH``: easier to read aloud and to type."""
    return f"{code[:4]}-{code[4:]}" if len(code) == 8 else code


def link_in_arguments(argv: list[str]) -> str | None:
    """The first ``fuenfwurf:`` argument on the command line (``Exec=fuenfwurf %u``)."""
    return next((arg for arg in argv[1:] if is_link(arg)), None)
