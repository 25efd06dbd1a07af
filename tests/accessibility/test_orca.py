"""A blind player's short game with the real screen reader: Orca 43.1 (Debian 12's package) on
Xvfb, speech-dispatcher speaking to ALSA's null device, and what Orca sent to speech read from
its debug log (``orca.py``).

Played with the keys alone against one computer: Return on Quick game, then each turn Space
(rolls), Down into the sheet, Return (and Return again where a box asks). Orca must have spoken
each roll's dice with the rolls left, a box's name with its preview when the arrows reach it,
each of the computer's entries and each "Your turn"; no key may bring back nothing but its own
name. Without Orca and its tools the test is skipped; under ``CI=true`` it fails and says why.
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from .bus import Bus, BusUnavailable, Client, atspi_bus, start_app
from .orca import Orca, start_orca
from .test_screen_reader import COMPUTER, YOU, prepare_profile

pytestmark = [pytest.mark.timeout(300), pytest.mark.xdist_group("atspi")]

TURNS = 3
KEY_ECHO = re.compile(r"^[A-Za-z0-9_ +]{1,12} ?$")
"""What Orca says for a key by itself ("space ", "return ", "left control "): Orca runs in
C.UTF-8, so key names and roles are English whatever the game's language."""


@dataclass(frozen=True)
class Words:
    """What the game says in one language, as patterns on what Orca spoke."""

    quick: str
    roll: str
    your_turn: str
    dice: re.Pattern[str]
    two_left: str
    preview: re.Pattern[str]
    mine: str
    filled: re.Pattern[str]
    question: re.Pattern[str]
    entered: re.Pattern[str]
    computer: re.Pattern[str]
    dice_read: str
    sheet_read: str
    scores_read: str
    resign: re.Pattern[str]
    dialog_resign: re.Pattern[str]
    over: re.Pattern[str]
    first_result: str


WORDS = {
    "en": Words(
        quick="Quick game",
        roll="Roll push button",
        your_turn="Your turn",
        dice=re.compile(r"You rolled (\d, ){4}\d\. (\d rolls? left|No rolls left)\."),
        two_left="2 rolls left.",
        preview=re.compile(r"You, [A-Z][a-z ]+: free, would score \d+"),
        mine="You, ",
        filled=re.compile(r"You, [A-Z][a-z ]+: (\d+|struck)"),
        question=re.compile(r"\? (It counts 0\. )?Return again"),
        entered=re.compile(r"You (enter|strike)"),
        computer=re.compile(r"Computer 2 (enters \d+ points? in [A-Za-z ]+\. .*Total \d+|strikes)"),
        dice_read="rolls left",
        sheet_read="Your sheet, free:",
        scores_read="Computer 2:",
        resign=re.compile(r"^Resign push button"),
        dialog_resign=re.compile(r"Resign push button|Resign\? "),
        over=re.compile(r"The game is over\. Place 1: Computer 2, \d+ points?; Place 2: You"),
        first_result="Play again push button",
    ),
    "de": Words(
        quick="Schnelles Spiel",
        roll="Würfeln push button",
        your_turn="Du bist dran",
        dice=re.compile(r"Du würfelst (\d, ){4}\d\. (Noch \d Würfe?|Keine Würfe mehr)\."),
        two_left="Noch 2 Würfe.",
        preview=re.compile(r"Du, [A-ZÄÖÜ][\wäöüß ]+: frei, würde \d+ bringen"),
        mine="Du, ",
        filled=re.compile(r"Du, [A-ZÄÖÜ][\wäöüß ]+: (\d+|gestrichen)"),
        question=re.compile(r"\? (Es zählt 0\. )?Drück noch einmal"),
        entered=re.compile(r"Du (trägst|streichst)"),
        computer=re.compile(
            r"Computer 2 (trägt \d+ Punkte? im Feld [\wäöüß ]+ ein\. .*Gesamt \d+|streicht)"
        ),
        dice_read="Noch ",
        sheet_read="Dein Block, frei:",
        scores_read="Computer 2:",
        resign=re.compile(r"^Aufgeben push button"),
        dialog_resign=re.compile(r"Aufgeben push button|Aufgeben\? "),
        over=re.compile(r"Das Spiel ist vorbei\. Rang 1: Computer 2, \d+ Punkte?; Rang 2: Du"),
        first_result="Noch einmal spielen push button",
    ),
}


@dataclass
class Played:
    """What the test pressed and what Orca said after each key."""

    orca: Orca
    keys: list[tuple[str, list[str]]] = field(default_factory=list)
    marks: list[tuple[str, int]] = field(default_factory=list)
    """Each key pressed and where Orca's speech stood then."""

    def transcript(self) -> list[tuple[str, list[str]]]:
        """Each key with everything Orca said until the next key (the computer's turn too)."""
        spoken = self.orca.since(0)
        ends = [mark for _, mark in self.marks[1:]] + [len(spoken)]
        return [(key, spoken[mark:end]) for (key, mark), end in zip(self.marks, ends, strict=True)]

    def press(self, key: str, expect: re.Pattern[str] | str, timeout: float = 15) -> str:
        mark = self.orca.mark()
        self.marks.append((key, mark))
        self.orca.key(key)
        wanted = expect if isinstance(expect, re.Pattern) else re.compile(re.escape(expect))
        end = time.monotonic() + timeout
        found = None
        while found is None and time.monotonic() < end:
            found = next((s for s in self.orca.since(mark) if wanted.search(s)), None)
            time.sleep(0.05)
        self.orca.quiet(0.5, 6)
        said = self.orca.since(mark)
        self.keys.append((key, said))
        assert found is not None, (
            f"after {key!r} Orca never said {wanted.pattern!r}; it said {said}"
        )
        return found

    def press_until(self, key: str, expect: re.Pattern[str], tries: int = 12) -> str:
        """Press ``key`` until Orca says ``expect`` (Tab to a button, say)."""
        for _ in range(tries):
            mark = self.orca.mark()
            self.marks.append((key, mark))
            self.orca.key(key)
            # more than the key's name, or a while of nothing (on a busy machine Orca may speak
            # the new focus a second after the key's name)
            end = time.monotonic() + 5
            while time.monotonic() < end:
                if any(not KEY_ECHO.match(s) for s in self.orca.since(mark)):
                    break
                time.sleep(0.05)
            self.orca.quiet(0.5, 6)
            said = self.orca.since(mark)
            self.keys.append((key, said))
            found = next((s for s in said if expect.search(s)), None)
            if found is not None:
                return found
        raise AssertionError(f"{key!r} never brought {expect.pattern!r}; last: {self.keys[-3:]}")

    def wait(self, expect: re.Pattern[str] | str, mark: int, timeout: float = 30) -> str:
        wanted = expect if isinstance(expect, re.Pattern) else re.compile(re.escape(expect))
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            found = next((s for s in self.orca.since(mark) if wanted.search(s)), None)
            if found is not None:
                return found
            time.sleep(0.05)
        raise AssertionError(f"Orca never said {wanted.pattern!r}; it said {self.orca.since(mark)}")

    def silent_keys(self) -> list[str]:
        """Keys after which Orca said nothing but the key's name."""
        return [key for key, said in self.keys if all(KEY_ECHO.match(s) for s in said)]


@pytest.fixture
def orca_bus() -> Iterator[tuple[Bus, Orca]]:
    try:
        with atspi_bus() as bus:
            yield bus, start_orca(bus)
    except BusUnavailable as error:
        message = f"Orca cannot be started here: {error}"
        if os.environ.get("CI") == "true":
            pytest.fail(f"{message}; CI=true needs it", pytrace=False)
        pytest.skip(message)


@pytest.mark.parametrize("language", ["en", "de"])
def test_a_blind_game_against_a_computer_with_orca(
    orca_bus: tuple[Bus, Orca], language: str
) -> None:
    words = WORDS[language]
    bus, orca = orca_bus
    prepare_profile(bus, language, [YOU, COMPUTER])
    app = start_app(bus, language)
    client = Client(bus)
    assert client.ask("find_app", pid=app.pid, timeout=40)["ok"]
    mark = orca.mark()
    game = Played(orca)
    # The start screen's first control has the focus. Orca says so, unless the window became
    # active only after its focus was given (then Orca names the frame alone): Tab and back.
    heard = orca.wait_for(words.quick, mark, timeout=30)
    orca.settle()  # (Orca drops what appears while it is still busy with the app's start)
    if heard is None:
        orca.activate(app.pid)
        game.press("Tab", "push button")
        game.press("shift+Tab", words.quick)
        game.keys.clear()
        game.marks.clear()

    try:
        rolls, entries, turns = play_blind(game, orca, words)
    finally:
        for key, said in game.transcript():
            print(f"  {key}: {said}")
        kept = os.environ.get("ORCA_LOG_DIR")  # Orca's whole debug log, to look into
        if kept:
            orca.pump()
            Path(kept, f"orca-{language}.log").write_text("\n".join(orca.log))
    spoken_rolls = sum(1 for _, said in game.keys for s in said if words.dice.search(s))
    spoken_entries = len([s for s in orca.spoken if words.computer.search(s)])
    spoken_turns = len([s for s in orca.spoken if words.your_turn in s])
    silent = game.silent_keys()
    print(
        f"\n[{language}] Orca spoke {spoken_rolls} of {rolls} rolls, {spoken_entries} of "
        f"{entries} computer entries, {spoken_turns} 'your turn' for {turns + 1} turns; "
        f"silent keys: {len(silent)} of {len(game.keys)}"
    )
    assert spoken_rolls == rolls
    assert spoken_entries == entries
    assert spoken_turns >= turns + 1
    assert silent == [], silent
    # each said once: no announcement spoken twice in a row
    repeated = [a for a, b in zip(orca.spoken, orca.spoken[1:], strict=False) if a == b]
    assert not [r for r in repeated if r.startswith("notification")], repeated


def play_blind(game: Played, orca: Orca, words: Words) -> tuple[int, int, int]:
    """The game by the keys: (rolls, computer entries, turns) it had."""
    mark = orca.mark()
    game.press("Return", words.roll)
    game.wait(words.your_turn, mark)
    rolls = entries = turns = 0
    for turn in range(TURNS):
        said = game.press("space", words.dice)
        rolls += 1
        assert said.endswith(words.two_left), said
        if turn == 0:
            game.press("Down", words.preview)
        else:
            # Up onto the box filled a turn ago: read with its points; Down back to a free box
            game.press("Up", words.filled)
            game.press("Down", words.preview)
        game.press("Return", words.question)
        mark = orca.mark()
        game.press("Return", words.entered)
        game.wait(words.computer, mark)
        entries += 1
        game.wait(words.your_turn, mark)
        turns += 1
    game.press("d", words.dice_read)
    game.press("s", words.sheet_read)
    game.press("a", words.scores_read)
    # Resign by the keys: Tab to the button, Return, Tab to the dialog's Resign, Return: the
    # placings are spoken and the results' first button has the focus (and is read).
    game.press_until("shift+Tab", words.resign)
    game.press("Return", words.dialog_resign)
    game.press_until("Tab", words.resign, tries=3)
    mark = orca.mark()
    game.press("Return", words.over, timeout=20)
    game.wait(words.first_result, mark, timeout=20)
    game.press("Tab", "push button")  # the results' buttons speak

    return rolls, entries, turns
