"""Invitations: ``fuenfwurf://join/<CODE>`` links (with ``?server=...`` for another server), the
server's ``https://HOST/join/<CODE>`` page that opens them, and whatever a player pastes where a
code is asked for — a bare code, a link, or the whole invitation message as a chat app passes it
on (``read_code``, the one place that reads them)."""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from urllib.parse import parse_qs, quote, unquote, urlsplit

from app.net import TABLE_CODE_ALPHABET, TABLE_CODE_LENGTH, clean_code
from app.profile import DEFAULT_SERVER, http_url, normalize_server

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
    """What a player pasted into the code field: a bare code, a link, or a whole invitation
    message; None if it holds no table code. A text that is just a malformed ``fuenfwurf:`` link
    raises ``BadInvitation``, as does a message whose only invitation is such a link.

    In a message, the first readable ``fuenfwurf://join/`` link wins, then the first
    ``http(s)://HOST/join/CODE`` page link (its host is the server), then a code standing on its
    own (``K7QM-R2XH``: capitals and digits, in two groups of four or as one of eight) with the
    ``ws://``/``wss://`` address the message names, if any. Different codes and no link: None,
    rather than a guess."""
    text = _plain(text)
    if is_link(text) and not any(c.isspace() for c in text.strip()):
        return parse_link(_trimmed(text.strip()))
    code = clean_code(text.strip())
    if code is not None:
        return Invitation(code)
    refused: BadInvitation | None = None
    pages = [p for m in _PAGE_LINK.finditer(text) if (p := _page_invitation(_trimmed(m[0])))]
    for match in _APP_LINK.finditer(text):
        try:
            found = parse_link(_trimmed(match[0]))
        except BadInvitation as bad:
            refused = refused or bad
            continue
        # A link to the default server names none; the page link beside it does.
        same = [p for p in pages if p.code == found.code]
        return same[0] if found.server is None and same else found
    if pages:
        return pages[0]
    rest = _APP_LINK.sub(" ", text)  # a code inside a broken link is no code of its own
    codes = {
        code
        for m in _CODE.finditer(rest)
        if _looks_like_code(m[1]) and (code := clean_code(m[1])) is not None
    }
    if len(codes) == 1:
        servers = {s for m in _SERVER.finditer(rest) if (s := normalize_server(_trimmed(m[0])))}
        return Invitation(codes.pop(), servers.pop() if len(servers) == 1 else None)
    if refused is not None and not codes:
        raise refused
    return None


_GROUP = f"[{TABLE_CODE_ALPHABET}]{{{TABLE_CODE_LENGTH // 2}}}"
_CODE = re.compile(rf"(?<![\w-])({_GROUP}[- ]?{_GROUP})(?![\w-])", re.IGNORECASE)
"""A code in running text (``_looks_like_code`` tells it from a word)."""
_URL_CHARS = r"[^\s<>\"'`|]+"
"""What a link in a message runs on through (``|`` ends Slack's ``<url|text>``)."""
_APP_LINK = re.compile(rf"{SCHEME}:(?://)?{_URL_CHARS}", re.IGNORECASE)
_PAGE_LINK = re.compile(rf"https?://{_URL_CHARS}/join/{_URL_CHARS}", re.IGNORECASE)
_SERVER = re.compile(rf"wss?://{_URL_CHARS}", re.IGNORECASE)
_TRAILING = ".,;:!?)]}>*_»«“”„‘’'\""
_DASHES = dict.fromkeys(map(ord, "\u2010\u2011\u2012\u2013\u2014\u2212"), "-")


def _looks_like_code(text: str) -> bool:
    """A code in running text is written in capitals or holds a digit: ``K7QM-R2XH`` and
    ``k7qm-r2xh`` are codes, ``stranger`` and ``dark-gray`` (all of the code's letters) are
    words."""
    return text.isupper() or any(c.isdigit() for c in text)


def _plain(text: str) -> str:
    """The text as typed: compatibility forms folded (full-width letters, no-break spaces),
    typographic dashes made plain, and invisible format characters (which chat apps put around
    links) dropped."""
    text = unicodedata.normalize("NFKC", text).translate(_DASHES)
    return "".join(c for c in text if unicodedata.category(c) != "Cf")


def _trimmed(link: str) -> str:
    """A link without the punctuation that ends the sentence around it (or Markdown's ``*``)."""
    return link.rstrip(_TRAILING)


def _page_invitation(link: str) -> Invitation | None:
    """The invitation behind a ``http(s)://HOST[/PREFIX]/join/CODE`` page link (see
    ``join_page``): the code, and the server that serves the page."""
    try:
        parts = urlsplit(link)
    except ValueError:
        return None
    prefix, _, rest = parts.path.rpartition("/join/")
    code = clean_code(unquote(rest.strip("/")))
    if code is None:
        return None
    server = normalize_server(f"{parts.scheme}://{parts.netloc}{prefix}")
    return Invitation(code, server) if server is not None else None


def make_link(code: str, server: str) -> str:
    """The link for a table; the server is named only when it is not the default one."""
    link = f"{SCHEME}://join/{code}"
    if server != DEFAULT_SERVER:
        link += f"?server={quote(server, safe=':/')}"
    return link


@dataclass(frozen=True, slots=True)
class Offer:
    """What an invitation to a table gives someone else (the lobby words it)."""

    link: str
    """The ``fuenfwurf://`` link, naming the server unless it is the default one."""
    page: str = ""
    """The server's ``/join/CODE`` page ("" when there is no address to give)."""
    server: str = ""
    """The server's address, when it is not the default one ("" otherwise)."""
    unreachable: bool = False
    """The server is only reachable from this computer (loopback) and this app does not host
    it: the invitation names no address, and the player is warned that friends elsewhere
    cannot reach it."""


def offer(code: str, reachable: str | None) -> Offer:
    """The invitation to table ``code`` on the server others reach at ``reachable``
    (``reach.for_others``; None: nowhere, so no address is given out — never a loopback one)."""
    if reachable is None:
        return Offer(link=f"{SCHEME}://join/{code}", unreachable=True)
    return Offer(
        link=make_link(code, reachable),
        page=join_page(code, reachable),
        server="" if reachable == DEFAULT_SERVER else reachable,
    )


def join_page(code: str, server: str) -> str:
    """The server's web page for a table (``http(s)://HOST/join/CODE``): clickable in any chat
    app, it opens the ``fuenfwurf://`` link and tells whoever lacks the game how to get it."""
    return http_url(server, f"/join/{code}")


def spaced(code: str) -> str:
    """``K7QM-R2XH``: easier to read aloud and to type."""
    return f"{code[:4]}-{code[4:]}" if len(code) == 8 else code


def link_in_arguments(argv: list[str]) -> str | None:
    """The first ``fuenfwurf:`` argument on the command line (``Exec=fuenfwurf %u``)."""
    return next((arg for arg in argv[1:] if is_link(arg)), None)
