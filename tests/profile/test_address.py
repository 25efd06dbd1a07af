"""Server addresses: every spelling of one server becomes one key; nonsense is refused."""

from __future__ import annotations

import pytest

from app.profile import DEFAULT_SERVER, Settings, http_url, normalize_server, websocket_url


@pytest.mark.parametrize(
    ("typed", "expected"),
    [
        ("ws://127.0.0.1:8765", "ws://127.0.0.1:8765"),
        ("  ws://127.0.0.1:8765/ ", "ws://127.0.0.1:8765"),
        ("ws://127.0.0.1:8765/ws", "ws://127.0.0.1:8765"),
        ("127.0.0.1:8765", "ws://127.0.0.1:8765"),
        ("WS://Tables.Example.org", "ws://tables.example.org"),
        ("https://tables.example.org/fuenfwurf/ws", "wss://tables.example.org/fuenfwurf"),
        ("http://localhost:9000", "ws://localhost:9000"),
        ("ws://[::1]:8765", "ws://[::1]:8765"),
        ("", None),
        ("ftp://example.org", None),
        ("ws://", None),
        ("ws://host:99999", None),
        ("ws://host:port", None),
        ("ws://user:secret@host", None),
        ("ws://host/?x=1", None),
        ("ws://ho st", None),
    ],
)
def test_addresses_are_normalised(typed: str, expected: str | None) -> None:
    assert normalize_server(typed) == expected


def test_urls_made_from_an_address() -> None:
    assert websocket_url("ws://127.0.0.1:8765") == "ws://127.0.0.1:8765/ws"
    assert http_url("ws://127.0.0.1:8765", "/leaderboard/week") == (
        "http://127.0.0.1:8765/leaderboard/week"
    )
    assert http_url("wss://example.org/t", "/players/3") == "https://example.org/t/players/3"


def test_the_setting_keeps_only_valid_addresses() -> None:
    assert Settings().server == DEFAULT_SERVER
    assert Settings().changed(server="example.org:9000").server == "ws://example.org:9000"
    assert Settings().changed(server="not a server").server == DEFAULT_SERVER
    assert Settings.from_rows({"server": "ftp://x"}).server == DEFAULT_SERVER
    stored = Settings(server="wss://example.org").to_rows()
    assert Settings.from_rows(stored).server == "wss://example.org"
