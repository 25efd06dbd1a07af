"""Settings read back what was stored and ignore what makes no sense."""

from __future__ import annotations

import pytest

from app.profile import Settings


def test_round_trip_through_rows() -> None:
    settings = Settings(
        language="de",
        pace="fast",
        confirm_every_entry=True,
        show_hints=False,
        sound=False,
        reduce_motion=True,
        player_name="Ada",
    )
    assert Settings.from_rows(settings.to_rows()) == settings


@pytest.mark.parametrize(
    ("rows", "expected"),
    [
        ({}, Settings()),
        ({"language": "fr"}, Settings()),
        ({"language": "en"}, Settings(language="en")),
        ({"pace": "warp"}, Settings()),
        ({"sound": "yes"}, Settings()),
        ({"sound": "0"}, Settings(sound=False)),
        ({"unknown": "1"}, Settings()),
        ({"text_size": "²"}, Settings()),  # a digit to str.isdigit, not to int()
        ({"text_size": "١٢٥"}, Settings()),
        ({"player_name": "  Bo  "}, Settings(player_name="Bo")),
        ({"player_name": "x" * 40}, Settings(player_name="x" * 40)),  # the app limits it
    ],
)
def test_malformed_values_keep_their_defaults(rows: dict[str, str], expected: Settings) -> None:
    assert Settings.from_rows(rows) == expected


def test_changed_ignores_invalid_values() -> None:
    settings = Settings().changed(pace="slow", language="xx", sound="loud")
    assert settings == Settings(pace="slow")
