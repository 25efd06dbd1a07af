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

import pytest

from .bus import Bus, BusUnavailable, Client, atspi_bus, start_app
from .orca import Orca, start_orca
from .test_screen_reader import COMPUTER, YOU, prepare_profile

pytestmark = [pytest.mark.timeout(300), pytest.mark.xdist_group("atspi")]

TURNS = 3
DICE = re.compile(r"You rolled (\d, ){4}\d\. (\d rolls? left|No rolls left)\.")
PREVIEW = re.compile(r"You, [A-Z][a-z ]+: free, would score \d+")
COMPUTER_ENTRY = re.compile(r"Computer 2 (enters \d+ points? in [A-Za-z ]+\. .*Total \d+|strikes)")
KEY_ECHO = re.compile(r"^[A-Za-z0-9_ +]{1,12} ?$")
"""What Orca says for a key by itself ("space ", "return ", "left control ")."""


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


def test_a_blind_game_against_a_computer_with_orca(orca_bus: tuple[Bus, Orca]) -> None:
    bus, orca = orca_bus
    prepare_profile(bus, "en", [YOU, COMPUTER])
    app = start_app(bus, "en")
    client = Client(bus)
    assert client.ask("find_app", pid=app.pid, timeout=40)["ok"]
    mark = orca.mark()
    game = Played(orca)
    # The start screen's first control has the focus. Orca says so, unless the window became
    # active only after its focus was given (then Orca names the frame alone): Tab and back.
    heard = orca.wait_for("Quick game", mark, timeout=30)
    orca.settle()  # (Orca drops what appears while it is still busy with the app's start)
    if heard is None:
        orca.activate(app.pid)
        game.press("Tab", "push button")
        game.press("shift+Tab", "Quick game")
        game.keys.clear()
        game.marks.clear()

    mark = orca.mark()
    game.press("Return", "Roll push button")
    game.wait("Your turn", mark)
    rolls = entries = turns = 0
    for turn in range(TURNS):
        said = game.press("space", DICE)
        rolls += 1
        assert said.endswith("2 rolls left."), said
        if turn == 0:
            game.press("Down", PREVIEW)
        else:
            game.press("Down", "You, ")
        asked = game.press("Return", re.compile(r"\? (It counts 0\. )?Return again"))
        assert "points in" in asked or "point in" in asked or "Strike" in asked, asked
        mark = orca.mark()
        game.press("Return", re.compile(r"You (enter|strike)"))
        game.wait(COMPUTER_ENTRY, mark)
        entries += 1
        game.wait("Your turn", mark)
        turns += 1
    game.press("d", "rolls left")
    game.press("a", "Computer 2:")

    spoken_rolls = sum(1 for _, said in game.keys for s in said if DICE.search(s))
    spoken_entries = len([s for s in orca.spoken if COMPUTER_ENTRY.search(s)])
    spoken_turns = len([s for s in orca.spoken if "Your turn" in s])
    print(
        f"\nOrca spoke {spoken_rolls} of {rolls} rolls, {spoken_entries} of {entries} computer "
        f"entries, {spoken_turns} 'your turn' for {turns + 1} turns; "
        f"silent keys: {len(game.silent_keys())} of {len(game.keys)}"
    )
    for key, said in game.transcript():
        print(f"  {key}: {said}")
    assert spoken_rolls == rolls
    assert spoken_entries == entries
    assert spoken_turns >= turns + 1
    assert game.silent_keys() == [], game.silent_keys()
    # each said once: no announcement spoken twice in a row
    repeated = [a for a, b in zip(orca.spoken, orca.spoken[1:], strict=False) if a == b]
    assert not [r for r in repeated if r.startswith("notification")], repeated
