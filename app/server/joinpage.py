"""``/join/{code}``: the web page behind an invitation's ``https://HOST/join/CODE`` link.

A chat app makes an ``https`` link clickable, a ``fuenfwurf://`` one seldom. The page opens the
game's own link (a button, and a refresh that tries it at once) and says how to get the game.
It reveals nothing about the table: every well-formed code gets the same page (the code is not
looked up — the game says whether the table still waits when it joins), a malformed one 404.
It is rate-limited like the other HTTP endpoints, in German or English (``?lang=``, else the
browser's ``Accept-Language``), with everything in it escaped and a Content-Security-Policy that
allows nothing but its own style sheet.
"""

from __future__ import annotations

import base64
import hashlib
import html
import re
import time
from typing import Final

from aiohttp import web

from app.net import clean_code

from .addresses import is_trusted
from .http import HTTP_LIMITS, NODE, requester

LANGUAGES: Final = ("en", "de")

TEXTS: Final[dict[str, dict[str, str]]] = {
    "en": {
        "title": "Join a Fünfwurf table",
        "heading": "You are invited to a game of Fünfwurf",
        "lead": "Table {code} is waiting for you. If Fünfwurf is installed, your browser offers "
        "to open it; if not, press the button.",
        "open": "Open the table in Fünfwurf",
        "manual": "Or start Fünfwurf, choose Play online → Join by code and enter the code "
        "{code}{server}.",
        "server": " (server {server})",
        "get_heading": "No Fünfwurf yet?",
        "get": "Fünfwurf is a dice game for the desktop (Linux). Ask whoever invited you for "
        "the game's archive (fuenfwurf-….tar.gz), unpack it and run install.sh in its folder; "
        "then come back to this page and press the button.",
        "note": "This page cannot tell whether the table still waits: the game says so when it "
        "joins.",
        "other": "Deutsch",
        "not_found": "This is not an invitation link.",
        "limited": "Too many requests. Please wait a minute and try again.",
    },
    "de": {
        "title": "An einen Fünfwurf-Tisch",
        "heading": "Du bist zu einer Partie Fünfwurf eingeladen",
        "lead": "Tisch {code} wartet auf dich. Ist Fünfwurf installiert, bietet dein Browser an, "
        "es zu öffnen; sonst drück den Knopf.",
        "open": "Den Tisch in Fünfwurf öffnen",
        "manual": "Oder starte Fünfwurf, wähle Online spielen → Mit Code beitreten und gib den "
        "Code {code} ein{server}.",
        "server": " (Server {server})",
        "get_heading": "Noch kein Fünfwurf?",
        "get": "Fünfwurf ist ein Würfelspiel für den Desktop (Linux). Bitte die Person, die "
        "dich eingeladen hat, um das Archiv des Spiels (fuenfwurf-….tar.gz), entpacke es und "
        "starte install.sh in seinem Ordner; dann komm auf diese Seite zurück und drück den "
        "Knopf.",
        "note": "Diese Seite weiß nicht, ob der Tisch noch wartet: Das sagt dir das Spiel beim "
        "Beitreten.",
        "other": "English",
        "not_found": "Das ist kein Einladungslink.",
        "limited": "Zu viele Anfragen. Bitte warte eine Minute und versuch es noch einmal.",
    },
}

STYLE: Final = (
    "body{font-family:sans-serif;max-width:36em;margin:2em auto;padding:0 1em;"
    "color:#2b2118;background:#f7f1e3;line-height:1.5}"
    "a.open{display:inline-block;padding:.6em 1.2em;border-radius:6px;background:#8a6a24;"
    "color:#fff;text-decoration:none;font-weight:bold}"
    "code{font-size:1.1em;font-weight:bold}small{color:#6b5a48}"
)
_STYLE_HASH = base64.b64encode(hashlib.sha256(STYLE.encode()).digest()).decode()
CONTENT_SECURITY_POLICY: Final = (
    f"default-src 'none'; style-src 'sha256-{_STYLE_HASH}'; base-uri 'none'; "
    "form-action 'none'; frame-ancestors 'none'"
)
HEADERS: Final = {
    "Content-Security-Policy": CONTENT_SECURITY_POLICY,
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex",
    "Vary": "Accept-Language",
}

_LABEL = r"[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?"
_HOST = re.compile(rf"(?:(?:{_LABEL}\.)*{_LABEL}|\[[0-9A-Fa-f:.]{{2,45}}\])(?::[0-9]{{1,5}})?")
"""A ``Host`` header worth naming in a link: a DNS name or an address, with a port."""
_PREFIX = re.compile(r"(/[A-Za-z0-9._~-]{1,64}){1,8}")


def language(request: web.Request) -> str:
    """``?lang=de|en``, else the first of them the browser accepts (by weight), else English."""
    asked = request.query.get("lang", "").lower()
    if asked in LANGUAGES:
        return asked
    best, weight = "en", 0.0
    for item in request.headers.get("Accept-Language", "").split(",")[:20]:
        tag, _, params = item.strip().partition(";")
        primary = tag.strip().lower().split("-", 1)[0]
        try:
            q = float(params.strip().removeprefix("q=")) if params.strip().startswith("q=") else 1.0
        except ValueError:
            continue
        if primary in LANGUAGES and q > weight:
            best, weight = primary, q
    return best


def server_address(request: web.Request) -> str | None:
    """This server's websocket address as the browser reached it (``wss://HOST`` through a TLS
    proxy that says ``X-Forwarded-Proto: https``, with the path a proxy serves it under if it
    says ``X-Forwarded-Prefix``), or None when the ``Host`` header is no host name (the link
    then names no server)."""
    host = request.headers.get("Host", "")
    if not _HOST.fullmatch(host):
        return None
    secure, prefix = request.secure, ""
    if is_trusted(request.remote, request.app[NODE].config.trusted_proxies):
        proto = request.headers.get("X-Forwarded-Proto", "").split(",")[0].strip().lower()
        if proto in ("http", "https"):
            secure = proto == "https"
        forwarded = request.headers.get("X-Forwarded-Prefix", "").rstrip("/")
        if _PREFIX.fullmatch(forwarded):
            prefix = forwarded
    return f"{'wss' if secure else 'ws'}://{host.lower()}{prefix}"


def render(code: str, server: str | None, lang: str) -> str:
    """The page for a (canonical) table code; everything put into it is escaped."""
    texts = TEXTS[lang]
    link = f"fuenfwurf://join/{code}" + (f"?server={server}" if server else "")
    shown = f"{code[:4]}-{code[4:]}"
    e = html.escape
    code_html = f"<code>{e(shown)}</code>"
    server_html = texts["server"].format(server=f"<code>{e(server)}</code>") if server else ""
    other = "de" if lang == "en" else "en"
    return (
        "<!DOCTYPE html>\n"
        f'<html lang="{lang}"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        '<meta name="referrer" content="no-referrer">'
        f'<meta http-equiv="refresh" content="0; url={e(link)}">'
        f"<title>{e(texts['title'])}</title><style>{STYLE}</style></head><body>"
        f"<h1>{e(texts['heading'])}</h1>"
        f"<p>{e(texts['lead']).format(code=code_html)}</p>"
        f'<p><a class="open" href="{e(link)}">{e(texts["open"])}</a></p>'
        f"<p>{e(texts['manual']).format(code=code_html, server=server_html)}</p>"
        f"<h2>{e(texts['get_heading'])}</h2><p>{e(texts['get'])}</p>"
        f"<p><small>{e(texts['note'])}</small></p>"
        f'<p><small><a href="?lang={other}" hreflang="{other}">{e(texts["other"])}</a>'
        "</small></p></body></html>\n"
    )


def _page(body: str, status: int, lang: str) -> web.Response:
    return web.Response(
        text=body,
        status=status,
        content_type="text/html",
        charset="utf-8",
        headers={**HEADERS, "Content-Language": lang},
    )


def _short(message: str, lang: str) -> str:
    return (
        f'<!DOCTYPE html>\n<html lang="{lang}"><head><meta charset="utf-8"><title>Fünfwurf'
        f"</title></head><body><p>{html.escape(message)}</p></body></html>\n"
    )


async def join_page(request: web.Request) -> web.Response:
    lang = language(request)
    if not request.app[HTTP_LIMITS].take(requester(request), time.monotonic()):
        return _page(_short(TEXTS[lang]["limited"], lang), 429, lang)
    code = clean_code(request.match_info["code"][:32])
    if code is None:
        return _page(_short(TEXTS[lang]["not_found"], lang), 404, lang)
    return _page(render(code, server_address(request), lang), 200, lang)
