"""``/join/{code}``: the invitation's web page opens the game's link in either language, reveals
nothing about the table, escapes what it shows, is rate-limited and locked down by its CSP."""

from __future__ import annotations

import base64
import hashlib
import ipaddress
import re
from html.parser import HTMLParser
from typing import Any

import pytest
from aiohttp.test_utils import TestClient

from app.net import CreateTable, TableState
from app.server.joinpage import STYLE
from app.server.ratelimit import Rate
from app.ui.online.invite import Invitation, parse_link, read_code

from .conftest import MakeServer
from .helpers import connect


class _Page(HTMLParser):
    """The links, the refresh target, the language and the text of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.links: list[str] = []
        self.refresh = ""
        self.lang = ""
        self.text: list[str] = []
        self.scripts = 0

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        found = dict(attrs)
        if tag == "html":
            self.lang = found.get("lang") or ""
        elif tag == "a":
            self.links.append(found.get("href") or "")
        elif tag == "meta" and found.get("http-equiv") == "refresh":
            self.refresh = (found.get("content") or "").split("url=", 1)[1]
        elif tag == "script":
            self.scripts += 1

    def handle_data(self, data: str) -> None:
        self.text.append(data)


async def page(server: TestClient[Any, Any], path: str, **headers: str) -> tuple[int, _Page, Any]:
    response = await server.get(path, headers=headers)
    parsed = _Page()
    parsed.feed(await response.text())
    return response.status, parsed, response


async def test_the_page_opens_the_games_link_for_this_server(
    server: TestClient[Any, Any],
) -> None:
    status, parsed, response = await page(server, "/join/K7QMR2XH")
    assert status == 200 and response.content_type == "text/html"
    host = f"{server.host}:{server.port}"
    link = f"fuenfwurf://join/K7QMR2XH?server=ws://{host}"
    assert parsed.refresh == link and link in parsed.links  # tried at once, and a button
    assert parse_link(link) == Invitation("K7QMR2XH", f"ws://{host}")
    text = " ".join(parsed.text)
    assert "K7QM-R2XH" in text and "install.sh" in text and "Join by code" in text
    assert parsed.lang == "en" and parsed.scripts == 0


@pytest.mark.parametrize(
    ("query", "accept", "lang", "phrase"),
    [
        ("", "", "en", "You are invited"),
        ("", "de-DE,de;q=0.9,en;q=0.8", "de", "Du bist zu einer Partie"),
        ("", "en-GB,en;q=0.9,de;q=0.8", "en", "You are invited"),
        ("", "fr-FR,fr;q=0.9,de;q=0.7,en;q=0.5", "de", "Mit Code beitreten"),
        ("", "fr, it;q=0.5", "en", "Join by code"),
        ("", "de;q=nonsense, en;q=0.1", "en", "You are invited"),
        ("?lang=de", "en", "de", "Noch kein Fünfwurf?"),
        ("?lang=en", "de", "en", "No Fünfwurf yet?"),
        ("?lang=xx", "de", "de", "Tisch"),
    ],
)
async def test_the_page_speaks_the_browsers_language_or_the_one_asked_for(
    server: TestClient[Any, Any], query: str, accept: str, lang: str, phrase: str
) -> None:
    headers = {"Accept-Language": accept} if accept else {}
    status, parsed, response = await page(server, f"/join/K7QMR2XH{query}", **headers)
    assert status == 200 and parsed.lang == lang and response.headers["Content-Language"] == lang
    assert phrase in " ".join(parsed.text)
    other = "de" if lang == "en" else "en"
    assert f"?lang={other}" in parsed.links


async def test_every_well_formed_code_gets_the_same_page_whether_its_table_exists(
    server: TestClient[Any, Any],
) -> None:
    ada = await connect(server, "Ada")
    await ada.send(CreateTable(seats=2, clock=30, preset="official", private=True))
    code = (await ada.expect(TableState)).code
    unknown = "ZZZZ2222" if code != "ZZZZ2222" else "YYYY3333"
    _, _, real = await page(server, f"/join/{code}")
    _, _, none = await page(server, f"/join/{unknown}")
    body, other = await real.text(), await none.text()
    assert real.status == none.status == 200
    assert body.replace(code, "X").replace(f"{code[:4]}-{code[4:]}", "X") == other.replace(
        unknown, "X"
    ).replace(f"{unknown[:4]}-{unknown[4:]}", "X")
    assert dict(real.headers).keys() == dict(none.headers).keys()
    # a code as people write it is the same table's
    _, parsed, _ = await page(server, f"/join/{code[:4].lower()}-{code[4:].lower()}")
    assert parsed.refresh.startswith(f"fuenfwurf://join/{code}?")


@pytest.mark.parametrize(
    "path",
    [
        "/join/K7QM",
        "/join/K7QMR2X0",  # 0 is not in the alphabet
        "/join/%3Cscript%3Ealert(1)%3C%2Fscript%3E",
        "/join/K7QMR2XHK7QMR2XH",
        "/join/" + "A" * 5000,
    ],
)
async def test_a_malformed_code_is_not_found_and_not_echoed(
    server: TestClient[Any, Any], path: str
) -> None:
    response = await server.get(path)
    assert response.status == 404
    body = await response.text()
    assert "<script" not in body and "K7QM" not in body and "AAAA" not in body
    assert "default-src 'none'" in response.headers["Content-Security-Policy"]


async def test_a_forged_host_is_neither_echoed_nor_linked(server: TestClient[Any, Any]) -> None:
    for host in ('evil.example"><script>alert(1)</script>', "a b", "x/y?z", "é.example"):
        status, parsed, response = await page(server, "/join/K7QMR2XH", Host=host)
        body = await response.text()
        assert status == 200 and "<script" not in body and "alert" not in body
        assert parsed.refresh == "fuenfwurf://join/K7QMR2XH"  # the link names no server
    _, parsed, _ = await page(server, "/join/K7QMR2XH", Host="[2001:db8::5]:8765")
    assert parsed.refresh == "fuenfwurf://join/K7QMR2XH?server=ws://[2001:db8::5]:8765"


async def test_behind_a_trusted_tls_proxy_the_link_names_the_secure_address(
    make_server: MakeServer,
) -> None:
    server = await make_server(trusted_proxies=(ipaddress.ip_network("127.0.0.0/8"),))
    headers = {"Host": "play.example.org", "X-Forwarded-Proto": "https"}
    _, parsed, _ = await page(server, "/join/K7QMR2XH", **headers)
    assert parsed.refresh == "fuenfwurf://join/K7QMR2XH?server=wss://play.example.org"
    assert read_code("Hi! https://play.example.org/join/K7QMR2XH") == Invitation(
        "K7QMR2XH", "wss://play.example.org"
    )
    headers["X-Forwarded-Prefix"] = "/fuenfwurf/"
    _, parsed, _ = await page(server, "/join/K7QMR2XH", **headers)
    link = "fuenfwurf://join/K7QMR2XH?server=wss://play.example.org/fuenfwurf"
    assert parsed.refresh == link
    assert parse_link(link).server == "wss://play.example.org/fuenfwurf"
    headers["X-Forwarded-Prefix"] = "/a b/<x>"
    _, parsed, _ = await page(server, "/join/K7QMR2XH", **headers)
    assert parsed.refresh == "fuenfwurf://join/K7QMR2XH?server=wss://play.example.org"
    del headers["X-Forwarded-Prefix"]
    # from anyone else, the headers mean nothing
    plain = await make_server()
    _, parsed, _ = await page(plain, "/join/K7QMR2XH", **headers)
    assert parsed.refresh == "fuenfwurf://join/K7QMR2XH?server=ws://play.example.org"


async def test_the_page_is_locked_down(server: TestClient[Any, Any]) -> None:
    response = await server.get("/join/K7QMR2XH")
    policy = response.headers["Content-Security-Policy"]
    directives = dict(d.strip().split(" ", 1) for d in policy.split(";"))
    assert directives["default-src"] == "'none'" and "script-src" not in directives
    digest = base64.b64encode(hashlib.sha256(STYLE.encode()).digest()).decode()
    assert directives["style-src"] == f"'sha256-{digest}'"  # its own style sheet, nothing else
    assert directives["frame-ancestors"] == "'none'" and directives["form-action"] == "'none'"
    assert f"<style>{STYLE}</style>" in await response.text()
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Referrer-Policy"] == "no-referrer"
    assert response.headers["Cache-Control"] == "no-store"
    assert not re.search(r"\son\w+=", await response.text())  # no inline handlers


async def test_the_page_is_rate_limited_like_the_other_endpoints(
    make_server: MakeServer,
) -> None:
    server = await make_server(http_per_address=Rate(burst=3, per_second=0.001))
    statuses = [(await server.get(f"/join/K7QMR2X{c}")).status for c in "ABCDE"]
    assert statuses == [200, 200, 200, 429, 429]
    assert (await server.get("/leaderboard/week")).status == 429  # one allowance for all
