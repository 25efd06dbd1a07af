"""Whatever a player pastes where a code is asked for: the whole invitation message as chat
apps, mail and messengers pass it on, in German and English — and what an invitation offers."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from app.profile import DEFAULT_SERVER
from app.ui.online.invite import BadInvitation, Invitation, Offer, offer, read_code
from app.ui.online.reach import REACH, Hosted, for_others, is_loopback

ROOT = Path(__file__).resolve().parents[3]
HOME = "ws://192.168.1.20:8765"
PUBLIC = "wss://play.example.org"

EN_HOME = """Join me at a Fünfwurf table!
Click to join: http://192.168.1.20:8765/join/K7QMR2XH
In the game: open fuenfwurf://join/K7QMR2XH?server=ws://192.168.1.20:8765
or enter the code K7QM-R2XH under Play online → Join by code (server ws://192.168.1.20:8765)."""

DE_PUBLIC = """Komm an meinen Fünfwurf-Tisch!
Zum Beitreten klicken: https://play.example.org/join/K7QMR2XH
Im Spiel: öffne fuenfwurf://join/K7QMR2XH?server=wss://play.example.org
oder gib den Code K7QM-R2XH unter Online spielen → Mit Code beitreten ein (Server wss://play.example.org)."""

HERE = Invitation("K7QMR2XH")
AT_HOME = Invitation("K7QMR2XH", HOME)
AT_PUBLIC = Invitation("K7QMR2XH", PUBLIC)

PASTES: list[tuple[str, str, Invitation | None]] = [
    ("the whole message, English", EN_HOME, AT_HOME),
    ("the whole message, German", DE_PUBLIC, AT_PUBLIC),
    ("Windows line ends", EN_HOME.replace("\n", "\r\n"), AT_HOME),
    ("a single-line field joined the lines", EN_HOME.replace("\n", " "), AT_HOME),
    (
        "a mail with greeting and signature",
        f"Hallo Bo,\n\nhier die Einladung:\n\n{DE_PUBLIC}\n\nLiebe Grüße\nAda\n"
        "--\nVon meinem Telefon gesendet",
        AT_PUBLIC,
    ),
    (
        "WhatsApp forwards with a time and a name",
        "\n".join(f"[12.05., 20:14] Ada: {line}" for line in DE_PUBLIC.splitlines()),
        AT_PUBLIC,
    ),
    ("a quoted reply", "\n".join(f"> {line}" for line in EN_HOME.splitlines()), AT_HOME),
    (
        "Slack's <url|text> links",
        "Join me at a Fünfwurf table!\nClick to join: <https://play.example.org/join/K7QMR2XH"
        "|https://play.example.org/join/K7QMR2XH>\nIn the game: open "
        "<fuenfwurf://join/K7QMR2XH?server=wss://play.example.org>",
        AT_PUBLIC,
    ),
    (
        "Markdown links",
        "Komm an meinen Tisch: [klick](https://play.example.org/join/K7QMR2XH)!",
        AT_PUBLIC,
    ),
    (
        "only the page link survived (the messenger dropped the app link)",
        "Zum Beitreten klicken: https://play.example.org/join/K7QMR2XH 🎲",
        AT_PUBLIC,
    ),
    (
        "the page link in angle brackets, mail style",
        "<http://192.168.1.20:8765/join/K7QMR2XH>",
        AT_HOME,
    ),
    ("the page link with ?lang=", "https://play.example.org/join/K7QMR2XH?lang=de", AT_PUBLIC),
    ("the page link, code spaced", "https://play.example.org/join/K7QM-R2XH", AT_PUBLIC),
    (
        "a server under a path",
        "Click to join: https://example.org/fuenfwurf/join/K7QMR2XH.",
        Invitation("K7QMR2XH", "wss://example.org/fuenfwurf"),
    ),
    (
        "the default server's link names none; the page link beside it does",
        "Click to join: https://play.example.org/join/K7QMR2XH\n"
        "In the game: open fuenfwurf://join/K7QMR2XH\n"
        "or enter the code K7QM-R2XH under Play online → Join by code.",
        AT_PUBLIC,
    ),
    (
        "no address given (the host's own server): the code alone",
        "Join me at a Fünfwurf table!\nIn the game: open fuenfwurf://join/K7QMR2XH\n"
        "or enter the code K7QM-R2XH under Play online → Join by code.",
        HERE,
    ),
    ("the app link with a full stop after it", "Open fuenfwurf://join/K7QMR2XH.", HERE),
    ("the app link alone with a full stop", "fuenfwurf://join/K7QMR2XH.", HERE),
    ("the app link in quotes", "Öffne „fuenfwurf://join/K7QMR2XH“ im Spiel", HERE),
    ("the app link in parentheses", "(fuenfwurf://join/K7QMR2XH)", HERE),
    ("the code alone", "K7QM-R2XH", HERE),
    ("the code alone, lower case and spaced", "  k7qm r2xh ", HERE),
    ("the code in a sentence", "Mein Tischcode ist K7QM-R2XH, bis gleich!", HERE),
    ("the code in lower case with a digit", "code: k7qm-r2xh pls", HERE),
    ("the code with a typographic dash", "Code K7QM–R2XH", HERE),
    ("the code in full-width capitals", "Code K7QM-R2XH", HERE),
    ("a no-break space inside", "Code K7QM\u00a0R2XH", HERE),
    ("invisible marks around the link", "\u2068fuenfwurf://join/K7QMR2XH\u2069", HERE),
    (
        "the code and a server named in words",
        "Hi! Server wss://play.example.org, table K7QM-R2XH.",
        AT_PUBLIC,
    ),
    (
        "the code spoken twice, the same",
        "K7QM-R2XH — again: K7QMR2XH",
        HERE,
    ),
    ("words that use only the code's letters are not codes", "a stranger in dark-gray", None),
    ("two different codes and no link: no guess", "K7QM-R2XH or ZZZZ-2222?", None),
    ("nothing of the kind", "Hallo, spielst du heute Abend mit?", None),
    ("an empty paste", "   ", None),
    ("a code one character short", "Code K7QM-R2X", None),
    ("0 and O are not in the alphabet", "Code K7QM-R20H", None),
]


@pytest.mark.parametrize(("what", "text", "expected"), PASTES, ids=[p[0] for p in PASTES])
def test_a_pasted_invitation_gives_its_table(
    what: str, text: str, expected: Invitation | None
) -> None:
    assert read_code(text) == expected


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("fuenfwurf://join/K7QM", "bad_code"),
        ("fuenfwurf://join/K7QMR2XH?server=ftp://x", "bad_server"),
        ("Join me!\nIn the game: open fuenfwurf://join/K7QMR2XH?server=ftp://x", "bad_server"),
        ("Join me! fuenfwurf://watch/K7QMR2XH", "bad_link"),
    ],
)
def test_a_message_whose_only_invitation_is_broken_says_why(text: str, reason: str) -> None:
    with pytest.raises(BadInvitation) as raised:
        read_code(text)
    assert raised.value.reason == reason


def test_a_broken_link_beside_a_readable_code_gives_the_code() -> None:
    text = "open fuenfwurf://join/K7QM or enter the code K7QM-R2XH"
    assert read_code(text) == HERE


def _translations(language: str) -> dict[str, str]:
    tree = ET.parse(ROOT / "i18n" / f"fuenfwurf_{language}.ts")
    found = {}
    for context in tree.getroot():
        if context.findtext("name") != "Lobby":
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            found[source] = message.findtext("translation") or source
    return found


def _message(language: str, invitation: Offer, code: str) -> str:
    """The invitation as LobbyScreen.qml words it (its inviteText()), from the shipped
    translations."""
    tr = _translations(language)
    lines = [tr["Join me at a Fünfwurf table!"]]
    if invitation.page:
        lines.append(tr["Click to join: %1"].replace("%1", invitation.page))
    lines.append(tr["In the game: open %1"].replace("%1", invitation.link))
    if invitation.server:
        key = "or enter the code %1 under Play online → Join by code (server %2)."
        lines.append(tr[key].replace("%1", code).replace("%2", invitation.server))
    else:
        key = "or enter the code %1 under Play online → Join by code."
        lines.append(tr[key].replace("%1", code))
    return "\n".join(lines)


@pytest.mark.parametrize("language", ["de", "en"])
@pytest.mark.parametrize("server", [HOME, PUBLIC, DEFAULT_SERVER, "ws://127.0.0.1:9000"])
def test_the_invitation_the_app_words_reads_back_in_either_language(
    language: str, server: str
) -> None:
    invitation = offer("K7QMR2XH", for_others(server))
    text = _message(language, invitation, "K7QM-R2XH")
    assert "127.0.0.1" not in text and "localhost" not in text
    read = read_code(text)
    assert read is not None and read.code == "K7QMR2XH"
    expected = for_others(server)
    assert read.server == (None if expected in (None, DEFAULT_SERVER) else expected)


@pytest.mark.parametrize(
    "server",
    [
        "ws://127.0.0.1:8765",
        "ws://127.0.0.2:8765",
        "ws://localhost:8765",
        "ws://[::1]:8765",
        "ws://0.0.0.0:8765",
        "ws://[::]:8765",
        "ws://[::ffff:127.0.0.1]:8765",
        "wss://game.localhost",
    ],
)
def test_an_invitation_never_carries_a_loopback_address(server: str) -> None:
    assert is_loopback(server)
    invitation = offer("K7QMR2XH", for_others(server))
    assert invitation.unreachable and invitation.page == "" and invitation.server == ""
    assert invitation.link == "fuenfwurf://join/K7QMR2XH"


def test_while_hosting_the_invitation_names_the_address_others_reach() -> None:
    REACH.set_hosted(Hosted(local="ws://127.0.0.1:8765", shared=HOME, addresses=(HOME,)))
    try:
        invitation = offer("K7QMR2XH", for_others("ws://127.0.0.1:8765"))
        assert invitation == Offer(
            link=f"fuenfwurf://join/K7QMR2XH?server={HOME}",
            page="http://192.168.1.20:8765/join/K7QMR2XH",
            server=HOME,
        )
        # a host without any network address has nothing to give out
        REACH.set_hosted(Hosted(local="ws://127.0.0.1:8765", shared=""))
        assert offer("K7QMR2XH", for_others("ws://127.0.0.1:8765")).unreachable
    finally:
        REACH.clear_hosted()


def test_a_public_server_is_named_as_it_is() -> None:
    invitation = offer("K7QMR2XH", for_others(PUBLIC))
    assert invitation.page == "https://play.example.org/join/K7QMR2XH"
    assert not invitation.unreachable and invitation.server == PUBLIC
