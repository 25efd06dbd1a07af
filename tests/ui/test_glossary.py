"""The German text keeps to the glossary (i18n/glossary.md): each box has its one German name,
and no German translation uses a word the glossary rules out for a concept its English names."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

import pytest

from .test_translations import messages

GLOSSARY = Path(__file__).resolve().parents[2] / "i18n" / "glossary.md"


@dataclass(frozen=True)
class Entry:
    english: tuple[str, ...]
    german: str
    ruled_out: tuple[str, ...]


def read_glossary(text: str) -> dict[str, list[Entry]]:
    """The entries of each "## Section" table: | English | German | Ruled out |."""
    sections: dict[str, list[Entry]] = {}
    current: list[Entry] | None = None
    for line in text.splitlines():
        if line.startswith("## "):
            current = sections.setdefault(line[3:].strip(), [])
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if current is None or not line.startswith("|") or len(cells) != 3:
            continue
        if cells[0] == "English" or set(cells[0]) <= {"-"}:
            continue  # the header and its rule
        english = tuple(re.sub(r"\s*\(.*?\)", "", word).strip() for word in cells[0].split(" / "))
        ruled_out = tuple(word.strip() for word in cells[2].split(",") if word.strip())
        current.append(Entry(english, cells[1], ruled_out))
    return sections


def pattern(word: str) -> re.Pattern[str]:
    """A whole word (or, with a trailing ``*``, a word beginning so), case ignored."""
    if word.endswith("*"):
        return re.compile(rf"(?<!\w){re.escape(word[:-1])}", re.IGNORECASE)
    return re.compile(rf"(?<!\w){re.escape(word)}(?!\w)", re.IGNORECASE)


def mentions(source: str, english: str) -> bool:
    """The English source uses the term (plural "s" allowed)."""
    return re.search(rf"(?<!\w){re.escape(english)}s?(?!\w)", source, re.IGNORECASE) is not None


def violations(glossary: dict[str, list[Entry]], found: list[tuple[str, str, list[str]]]) -> list:
    wrong = []
    for entries in glossary.values():
        for entry in entries:
            banned = [pattern(word) for word in entry.ruled_out]
            for context, source, translations in found:
                if not any(mentions(source, english) for english in entry.english):
                    continue
                for text in translations:
                    for word, rule in zip(entry.ruled_out, banned, strict=True):
                        if rule.search(text):
                            wrong.append((context, source, text, word, entry.german))
    return wrong


@pytest.fixture(scope="module")
def glossary() -> dict[str, list[Entry]]:
    return read_glossary(GLOSSARY.read_text(encoding="utf-8"))


def test_the_glossary_names_every_box(glossary: dict[str, list[Entry]]) -> None:
    boxes = {entry.english[0]: entry.german for entry in glossary["Boxes"]}
    german = {source: texts[0] for context, source, texts in messages("de") if context == "Boxes"}
    assert set(boxes) == set(german), "every box name of the sheet has a glossary line"
    for english, name in boxes.items():
        assert german[english] == name, (english, german[english], name)


def test_german_uses_no_ruled_out_term(glossary: dict[str, list[Entry]]) -> None:
    assert len(glossary["Key terms"]) > 30
    assert violations(glossary, messages("de")) == []


def test_a_ruled_out_term_is_caught(glossary: dict[str, list[Entry]]) -> None:
    """The check bites: the old wordings the glossary replaced are found."""
    found = [
        ("Analysis", "Turn back", ["Eine Runde zurück"]),
        ("Lobby", "Sit down", ["Hinsetzen"]),
        ("Rules", "No joker and no extra points.", ["Keine Zusatzpunkte."]),
        ("Keys", "Return", ["Eingabe"]),
        ("Sheet", "away", ["weg"]),
        ("Sheet", "away", ["abwesend"]),  # the right word passes
        ("Rules", "staying away too long", ["zu langes Wegbleiben"]),  # a longer word passes
        ("Results", "second place", ["zweiter Platz"]),
        ("Seats", "Seat %1", ["Platz %1"]),  # a seat is a Platz
        ("Daily", "The day's commitment: %1", ["Festlegung des Tages: %1"]),
        ("Speech", "The game is over.", ["Das Spiel ist aus."]),
        ("Analysis", "The clock entered: %1", ["Die Uhr hat eingetragen: %1"]),
        ("Sheet", "Score sheet", ["Spielblock"]),
        ("Speech", "You enter %n point(s) in %1.", ["Du trägst %n Punkte bei %1 ein."]),
        ("Lobby", "%n player(s)", ["%n Personen"]),
        ("Settings", "writes in its log", ["schreibt in sein Protokoll"]),
        ("Lobby", "Opening a table for %1…", ["Tisch für %1 wird geöffnet …"]),
        ("Statistics", "no game reviewed yet", ["noch kein Spiel ausgewertet"]),
    ]
    wrong = {(source, text) for _, source, text, _, _ in violations(glossary, found)}
    assert wrong == {
        ("Turn back", "Eine Runde zurück"),
        ("Sit down", "Hinsetzen"),
        ("No joker and no extra points.", "Keine Zusatzpunkte."),
        ("Return", "Eingabe"),
        ("away", "weg"),
        ("second place", "zweiter Platz"),
        ("The day's commitment: %1", "Festlegung des Tages: %1"),
        ("The game is over.", "Das Spiel ist aus."),
        ("The clock entered: %1", "Die Uhr hat eingetragen: %1"),
        ("Score sheet", "Spielblock"),
        ("You enter %n point(s) in %1.", "Du trägst %n Punkte bei %1 ein."),
        ("%n player(s)", "%n Personen"),
        ("writes in its log", "schreibt in sein Protokoll"),
        ("Opening a table for %1…", "Tisch für %1 wird geöffnet …"),
        ("no game reviewed yet", "noch kein Spiel ausgewertet"),
    }


def test_the_glossary_table_is_read_as_written() -> None:
    text = "## Key terms\n\n| English | German | Ruled out |\n|---|---|---|\n"
    text += "| turn / turns (a player's go) | Zug | Runde*, Durchgang |\n"
    assert read_glossary(text) == {
        "Key terms": [Entry(("turn", "turns"), "Zug", ("Runde*", "Durchgang"))]
    }


def test_a_file_problem_names_its_subject() -> None:
    """The reasons a file is not a game follow "…: %2" and begin with what is wrong (die Datei,
    die Regeln der Datei), never with a pronoun that refers to nothing in the sentence."""
    reasons = [
        (source, texts[0])
        for context, source, texts in messages("de")
        if context == "Notices" and re.match(r"(it|its|the file|the game in it) ", source)
    ]
    assert len(reasons) >= 10
    for source, text in reasons:
        assert not re.match(r"(sie|ihre?|es) ", text), (source, text)


def test_a_preset_name_is_never_a_noun_in_a_sentence() -> None:
    """A preset's name (Offiziell, Yatzy …) is an adjective or a name: it stands apart in a
    button ("Heute spielen (Offiziell)"), never as the object of a verb ("Offiziell trainieren")."""
    daily = {source: texts[0] for context, source, texts in messages("de") if context == "Daily"}
    for source in ("Play today's %1", "Practise %1"):
        assert not daily[source].startswith("%1"), daily[source]
        assert "(%1)" in daily[source], daily[source]
