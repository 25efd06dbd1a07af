"""Names, chat lines and table codes; the views of a game; codes shared with the engine."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

import app.rules.errors as rule_errors
from app.net import (
    CLIENT_TYPES,
    SERVER_TYPES,
    TABLE_CODE_ALPHABET,
    ErrorCode,
    actions_from_data,
    clean_chat,
    clean_code,
    clean_name,
    game_view,
    rules_view,
    step_of,
)
from app.rules import Game, IllegalMove, preset

DOCS = Path(__file__).resolve().parents[2] / "docs" / "protocol.md"


@pytest.mark.parametrize(
    ("raw", "clean"),
    [
        ("Ada", "Ada"),
        ("  Ada Lovelace ", "Ada Lovelace"),
        ("Jürgen", "Jürgen"),
        ("Ju\u0308rgen", "Jürgen"),  # composed (NFC)
        ("x" * 24, "x" * 24),
        ("x" * 25, None),
        ("", None),
        ("   ", None),
        ("tab\there", None),
        ("new\nline", None),
        ("zero\u200bwidth", None),
        ("🎲 Würfel", "🎲 Würfel"),
    ],
)
def test_names(raw: str, clean: str | None) -> None:
    assert clean_name(raw) == clean


def test_chat_lines_are_one_line_of_up_to_200_characters() -> None:
    assert clean_chat(" gut gespielt ") == "gut gespielt"
    assert clean_chat("ö" * 200) == "ö" * 200
    assert clean_chat("ö" * 201) is None
    assert clean_chat("a\r\nb") is None
    assert clean_chat("\x1b[31mred") is None


@pytest.mark.parametrize(
    ("typed", "code"),
    [
        ("ABCD2345", "ABCD2345"),
        ("abcd-2345", "ABCD2345"),
        ("abcd 2345", "ABCD2345"),
        ("ABCD234", None),
        ("ABCD23450", None),
        ("ABCD2340", None),  # 0 is not in the alphabet
        ("ABCDI345", None),  # nor I
        ("ÄBCD2345", None),
    ],
)
def test_table_codes(typed: str, code: str | None) -> None:
    assert clean_code(typed) == code


def test_the_code_alphabet_has_no_look_alikes() -> None:
    assert not set("01OIL") & set(TABLE_CODE_ALPHABET)
    assert len(set(TABLE_CODE_ALPHABET)) == len(TABLE_CODE_ALPHABET) == 31


def test_every_engine_error_has_a_wire_code() -> None:
    codes = {
        cls.code
        for cls in vars(rule_errors).values()
        if isinstance(cls, type) and issubclass(cls, IllegalMove)
    }
    assert codes <= {code.value for code in ErrorCode}


def test_a_game_view_and_the_log_agree_with_the_engine() -> None:
    rules = preset("official", triple=True)
    game = Game.new(rules, ["Ada", "Bo"])
    rng = random.Random(3)
    for _ in range(9):
        game = game.roll(rng).game
        game = game.hold(0).game.roll(rng).game
        options = game.options()
        game = game.enter(max(options, key=options.__getitem__)).game
    view = game_view(game)
    assert view.names == ["Ada", "Bo"] and view.current == game.current
    assert [sheet.total for sheet in view.sheets] == [sheet.total for sheet in game.sheets]
    assert view.sheets[0].scores == list(game.sheets[0].scores)
    assert [s.place for s in view.ranking] == [s.place for s in game.ranking()]
    log = [action.to_dict() for action in game.log]
    assert Game.replay(rules, game.names, actions_from_data(log)) == game
    assert step_of(game) == 9 * 3  # two rolls and an entry per turn; holding does not count
    assert rules_view(rules).to_rules() is rules


def test_the_protocol_document_names_every_message_and_code() -> None:
    text = DOCS.read_text(encoding="utf-8")
    for name in sorted(CLIENT_TYPES | SERVER_TYPES):
        assert f"`{name}`" in text, name
    for code in ErrorCode:
        assert f"`{code.value}`" in text, code
