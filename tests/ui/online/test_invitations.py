"""Invitation links and table codes as players paste them; the pause before reconnecting."""

from __future__ import annotations

import random

import pytest

from app.ui.online.backoff import retry_delay
from app.ui.online.invite import (
    BadInvitation,
    Invitation,
    link_in_arguments,
    make_link,
    parse_link,
    read_code,
    spaced,
)


@pytest.mark.parametrize(
    ("link", "expected"),
    [
        ("fuenfwurf://join/K7QMR2XH", Invitation("K7QMR2XH")),
        ("fuenfwurf://join/k7qm-r2xh", Invitation("K7QMR2XH")),
        ("  FUENFWURF://JOIN/K7QM-R2XH/ ", Invitation("K7QMR2XH")),
        (
            "fuenfwurf://join/K7QMR2XH?server=ws://10.0.0.5:9000",
            Invitation("K7QMR2XH", "ws://10.0.0.5:9000"),
        ),
        (
            "fuenfwurf://join/K7QMR2XH?server=wss%3A%2F%2Ftables.example.org",
            Invitation("K7QMR2XH", "wss://tables.example.org"),
        ),
    ],
)
def test_links_are_read(link: str, expected: Invitation) -> None:
    assert parse_link(link) == expected


@pytest.mark.parametrize(
    ("link", "reason"),
    [
        ("fuenfwurf://join/", "bad_code"),
        ("fuenfwurf://join/K7QM", "bad_code"),
        ("fuenfwurf://join/K7QMR2X0", "bad_code"),  # 0 is not in the alphabet
        ("fuenfwurf://watch/K7QMR2XH", "bad_link"),
        ("https://join/K7QMR2XH", "bad_link"),
        ("fuenfwurf://join/K7QMR2XH?server=ftp://x", "bad_server"),
        ("fuenfwurf://join/K7QMR2XH?server=a&server=b", "bad_link"),
        ("fuenfwurf://join/K7QMR2XH?admin=1", "bad_link"),
        ("fuenfwurf:", "bad_link"),
        ("fuenfwurf://[join/K7QMR2XH", "bad_link"),
    ],
)
def test_malformed_links_say_what_is_wrong(link: str, reason: str) -> None:
    with pytest.raises(BadInvitation) as raised:
        parse_link(link)
    assert raised.value.reason == reason


def test_a_link_names_the_server_only_when_it_is_not_the_default() -> None:
    assert make_link("K7QMR2XH", "ws://127.0.0.1:8765") == "fuenfwurf://join/K7QMR2XH"
    link = make_link("K7QMR2XH", "ws://10.0.0.5:9000")
    assert link == "fuenfwurf://join/K7QMR2XH?server=ws://10.0.0.5:9000"
    assert parse_link(link) == Invitation("K7QMR2XH", "ws://10.0.0.5:9000")


def test_the_code_field_takes_codes_and_links() -> None:
    assert read_code("k7qm r2xh") == Invitation("K7QMR2XH")
    assert read_code("fuenfwurf://join/K7QMR2XH") == Invitation("K7QMR2XH")
    assert read_code("hello") is None
    with pytest.raises(BadInvitation):
        read_code("fuenfwurf://join/nope")
    assert spaced("K7QMR2XH") == "K7QM-R2XH"


def test_the_command_line_link_is_found() -> None:
    assert link_in_arguments(["fuenfwurf", "fuenfwurf://join/K7QMR2XH"]) == (
        "fuenfwurf://join/K7QMR2XH"
    )
    assert link_in_arguments(["fuenfwurf", "--verbose"]) is None
    assert link_in_arguments(["fuenfwurf://join/K7QMR2XH"]) is None  # argv[0] is the program


def test_pauses_grow_with_jitter_up_to_a_cap() -> None:
    rng = random.Random(3)
    for attempt, ceiling in [(0, 1.0), (1, 2.0), (2, 4.0), (4, 16.0), (5, 30.0), (60, 30.0)]:
        delays = [retry_delay(attempt, rng) for _ in range(200)]
        assert all(ceiling / 2 <= d <= ceiling for d in delays), attempt
        assert max(delays) - min(delays) > ceiling / 4  # spread out, not in lockstep
