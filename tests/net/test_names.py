"""The one name rule (``app.net.clean_name``) and the chat line rule, case by case: every kind
of impersonation the second round of abuse found, and the names that must still pass."""

from __future__ import annotations

import pytest

from app.net import (
    MAX_MARKS_PER_LETTER,
    NAME_MAX_LENGTH,
    NameProblem,
    clean_chat,
    clean_name,
    is_reserved,
    name_problem,
    with_tag,
)
from app.net.lookalikes import LOOKALIKES

GOOD = [
    ("Ada", "Ada"),
    ("  Ada   Lovelace ", "Ada Lovelace"),  # runs of spaces are one
    ("Ada\u00a0Lovelace", "Ada Lovelace"),  # a no-break space is a space
    ("Ada\u3000Bo", "Ada Bo"),  # so is the ideographic space
    ("\uff21\uff44\uff41", "Ada"),  # fullwidth letters are folded (NFKC)
    ("\U0001d400da", "Ada"),  # mathematical bold too
    ("Ju\u0308rgen", "Jürgen"),
    ("Nguy\u1ec5n Vi\u1ec7t", "Nguyễn Việt"),
    ("e\u0301\u0302", "é\u0302"),  # two marks on a letter
    ("🎲 Würfel", "🎲 Würfel"),
    ("\u2764\ufe0f Ada", "\u2764 Ada"),  # an emoji presentation selector is dropped
    ("Zoë", "Zoë"),
    ("李小龍", "李小龍"),
    ("Модератор1", None),  # (Cyrillic) is refused below: reserved
    ("Modern", "Modern"),
    ("Staffan", "Staffan"),
    ("Simon", "Simon"),
    ("Supporter", "Supporter"),
    ("Admiral", "Admiral"),
    ("x" * NAME_MAX_LENGTH, "x" * NAME_MAX_LENGTH),
]


@pytest.mark.parametrize(("raw", "clean"), [case for case in GOOD if case[1] is not None])
def test_names_that_pass(raw: str, clean: str) -> None:
    assert clean_name(raw) == clean
    assert name_problem(raw) is None


BAD = [
    ("", NameProblem.LENGTH),
    ("   ", NameProblem.LENGTH),
    ("\u3000\u3000", NameProblem.LENGTH),  # ideographic spaces are spaces: nothing is left
    ("x" * (NAME_MAX_LENGTH + 1), NameProblem.LENGTH),
    # invisible and blank-looking letters (Default_Ignorable_Code_Point and friends)
    ("\u3164", NameProblem.INVISIBLE),  # Hangul filler
    ("\u3164\u3164\u3164", NameProblem.INVISIBLE),
    ("\u2800", NameProblem.INVISIBLE),  # braille blank
    ("\u115f", NameProblem.INVISIBLE),  # Hangul choseong filler
    ("\u1160", NameProblem.INVISIBLE),
    ("Ada\uffa0", NameProblem.INVISIBLE),  # halfwidth Hangul filler
    ("A\u034fda", NameProblem.INVISIBLE),  # combining grapheme joiner
    ("A\u00adda", NameProblem.INVISIBLE),  # soft hyphen
    ("A\u200bda", NameProblem.INVISIBLE),  # zero width space
    ("A\u200dda", NameProblem.INVISIBLE),  # zero width joiner
    ("A\u2060da", NameProblem.INVISIBLE),  # word joiner
    ("A\u2062da", NameProblem.INVISIBLE),  # invisible times
    ("A\ufeffda", NameProblem.INVISIBLE),  # zero width no-break space
    ("A\u180eda", NameProblem.INVISIBLE),  # Mongolian vowel separator
    ("A\u17b4da", NameProblem.INVISIBLE),  # Khmer inherent vowel
    ("Ada\ufe00", NameProblem.INVISIBLE),  # variation selector
    ("Ada\U000e0041", NameProblem.INVISIBLE),  # tag letter
    ("Ada\U000e0100", NameProblem.INVISIBLE),  # variation selector supplement
    ("\U0001d159", NameProblem.INVISIBLE),  # musical null notehead
    # format characters: bidi controls turn a name around
    ("Bo\u202eoB", NameProblem.INVISIBLE),
    ("Bo\u2066x\u2069", NameProblem.INVISIBLE),
    ("Bo\u200f", NameProblem.INVISIBLE),
    ("Bo\u061c", NameProblem.INVISIBLE),
    # controls, private use, unassigned, separators
    ("tab\there", NameProblem.INVISIBLE),
    ("new\nline", NameProblem.INVISIBLE),
    ("Bo\u2028", NameProblem.INVISIBLE),
    ("Ada\ue000", NameProblem.INVISIBLE),
    ("Ada\U000f0000", NameProblem.INVISIBLE),
    ("Ada\u0378", NameProblem.INVISIBLE),
    ("Ada\ud800", NameProblem.INVISIBLE),  # a lone surrogate is no text
    # towers of marks
    ("A" + "\u0301" * 23, NameProblem.MARKS),
    ("e\u0301\u0302\u0303", NameProblem.MARKS),
    ("\u0301Ada", NameProblem.MARKS),  # a mark on nothing
    ("Ada \u0301", NameProblem.MARKS),  # a mark on a space
    ("".join("a" + "\u0336" * 199 for _ in range(1)), NameProblem.LENGTH),
    # reserved words, however written
    ("System", NameProblem.RESERVED),
    ("SYSTEM", NameProblem.RESERVED),
    ("system", NameProblem.RESERVED),
    ("\u0405ystem", NameProblem.RESERVED),  # Cyrillic Ѕ
    ("S\u0443st\u0435m", NameProblem.RESERVED),  # Cyrillic у and е
    ("S y s t e m", NameProblem.RESERVED),
    ("S.Y.S.T.E.M", NameProblem.RESERVED),
    ("Sys tem", NameProblem.RESERVED),
    ("\uff33\uff59\uff53\uff54\uff45\uff4d", NameProblem.RESERVED),  # fullwidth
    ("\u24c8\u24e8\u24e2\u24e3\u24d4\u24dc", NameProblem.RESERVED),  # circled
    ("5ystem", NameProblem.RESERVED),
    ("[SERVER]", NameProblem.RESERVED),
    ("Server", NameProblem.RESERVED),
    ("Serverteam", NameProblem.RESERVED),
    ("Systemnachricht", NameProblem.RESERVED),
    ("Admin", NameProblem.RESERVED),
    ("Adm1n Bo", NameProblem.RESERVED),
    ("\u0410dm\u0456n", NameProblem.RESERVED),  # Cyrillic А and і
    ("Administrator", NameProblem.RESERVED),
    ("Moderator", NameProblem.RESERVED),
    ("\u041c\u043e\u0434\u0435\u0440\u0430\u0442\u043e\u0440", NameProblem.INVISIBLE),
    ("Mod", NameProblem.RESERVED),
    ("M0D", NameProblem.RESERVED),
    ("Support", NameProblem.RESERVED),
    ("Staff", NameProblem.RESERVED),
    ("Fünfwurf", NameProblem.RESERVED),
    ("Fuenfwurf", NameProblem.RESERVED),
    ("FÜNFWURF Team", NameProblem.RESERVED),
    ("Verwaltung", NameProblem.RESERVED),
    ("Spielleitung", NameProblem.RESERVED),
    ("Spielleiter", NameProblem.RESERVED),
    ("Betreiber", NameProblem.RESERVED),
    ("Hinweis", NameProblem.RESERVED),
    # a tag is the server's to give
    ("Ada #4f2a", NameProblem.RESERVED),
    ("Ada \uff034f2a", NameProblem.RESERVED),
    ("Ada \u266f4f2a", NameProblem.RESERVED),
]


@pytest.mark.parametrize(("raw", "problem"), BAD)
def test_names_that_are_refused(raw: str, problem: NameProblem) -> None:
    if raw == "\u041c\u043e\u0434\u0435\u0440\u0430\u0442\u043e\u0440":
        # Cyrillic "Модератор" reads as Cyrillic, not as a Latin word: it passes (its
        # lower case letters are no Latin look-alikes); it is here to say so
        assert clean_name(raw) == raw
        return
    assert clean_name(raw) is None
    assert name_problem(raw) is problem


def test_the_marks_allowed_per_letter() -> None:
    assert MAX_MARKS_PER_LETTER == 2
    assert clean_name("a" + "\u0301" * MAX_MARKS_PER_LETTER) is not None
    assert clean_name("a" + "\u0301" * (MAX_MARKS_PER_LETTER + 1)) is None


def test_reserved_words_are_words_not_parts_of_words() -> None:
    assert not is_reserved("Modesty")
    assert not is_reserved("Tom Odell")
    assert is_reserved("Bo the Admin")
    assert is_reserved("Mo D")


def test_a_tagged_name_in_plain_text() -> None:
    assert with_tag("Ada", "#4f2a") == "Ada #4f2a"
    assert with_tag("Ada", None) == "Ada"


CHAT_GOOD = [
    ("  gut gespielt ", "gut gespielt"),
    ("hi   there", "hi there"),
    ("[SERVER] x was banned http://example.com", "[SERVER] x was banned http://example.com"),
    ("Bo left the table.", "Bo left the table."),  # words are free: a line shows its writer
    ("👨\u200d👩\u200d👧 ❤\ufe0f 1\ufe0f\u20e3", "👨\u200d👩\u200d👧 ❤\ufe0f 1\ufe0f\u20e3"),
    ("ö" * 200, "ö" * 200),
    ("\uff21\uff44\uff41", "\uff21\uff44\uff41"),  # chat keeps fullwidth (NFC only)
]


@pytest.mark.parametrize(("raw", "clean"), CHAT_GOOD)
def test_chat_lines_that_pass(raw: str, clean: str) -> None:
    assert clean_chat(raw) == clean


@pytest.mark.parametrize(
    "raw",
    [
        "",
        "   ",
        "ö" * 201,
        "a\r\nb",
        "\x1b[31mred",
        "\u3164",
        "\u3164\u3164\u3164",
        "\u2800\u2800",
        "\u115f\u1160",
        "\u200b\u200b",
        "\u200d",
        "\ufe0f",
        "\u200e\u200f",
        "ok \u202e reversed",
        "a" + "\u0301" * 199,  # 199 stacked marks on one character
        "Zalgo " + "".join("e" + "\u0336\u0301\u0302" for _ in range(10)),
    ],
)
def test_chat_lines_that_are_refused(raw: str) -> None:
    assert clean_chat(raw) is None


def test_the_lookalike_table_is_icus() -> None:
    names = pytest.importorskip("app.server.names")
    assert names.lookalike_table() == LOOKALIKES, "regenerate app/net/lookalikes.py"
