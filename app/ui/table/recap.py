"""Every entry at the table as it happens: the recap of the latest ones, the mark on the newest
box, and the moment an entry may bring (which moments there are: ``session.moments``)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from app.rules import (
    BonusEarned,
    Entered,
    Event,
    Game,
    GameEnded,
    JokerUsed,
    Ruleset,
    TurnPassed,
)

from ..common.labels import BoxLabel, box_label
from ..session.moments import moment_of

RECAP_SIZE = 3
"""Entries the recap shows: at a full table, what the others did since your last turn."""


@dataclass(frozen=True, slots=True)
class EntryNote:
    """One entry as the table tells it; points as they count (Triple: multiplied)."""

    key: str
    """The seat and the box: each entry happens once in a game."""
    seat: int
    box: str
    label: BoxLabel
    points: int
    struck: bool
    timed_out: bool
    """The turn clock chose the box (online)."""
    joker: bool
    bonus: int
    """The upper bonus this entry reached (as it counts), else 0."""
    extra: int
    """The extra bonus this entry earned, else 0."""
    moment: str
    """The moment it brought (a ``session.moments.Moment``), "" for none."""


def entry_notes(rules: Ruleset, events: Iterable[Event]) -> tuple[EntryNote, ...]:
    """The entries among ``events``, in order, each with what it brought."""
    entries: list[list[Event]] = []
    open_entry = False  # an entry's events run up to the next turn (or the end)
    for event in events:
        if isinstance(event, Entered):
            entries.append([event])
            open_entry = True
        elif open_entry:
            entries[-1].append(event)
            open_entry = not isinstance(event, TurnPassed | GameEnded)
    return tuple(_note(rules, told) for told in entries)


def _note(rules: Ruleset, told: list[Event]) -> EntryNote:
    entered = told[0]
    assert isinstance(entered, Entered)
    bonuses = [event for event in told if isinstance(event, BonusEarned)]
    moment = moment_of(told)
    return EntryNote(
        key=f"{entered.seat}:{entered.box}",
        seat=entered.seat,
        box=entered.box,
        label=box_label(rules, entered.box),
        points=rules.counted(entered.box, entered.points),
        struck=entered.struck,
        timed_out=entered.timed_out,
        joker=any(isinstance(event, JokerUsed) for event in told),
        bonus=sum(rules.counted(entered.box, b.points) for b in bonuses if b.bonus == "upper"),
        extra=sum(b.points for b in bonuses if b.bonus != "upper"),
        moment=moment.value if moment else "",
    )


def replayed_notes(game: Game, keep: int = RECAP_SIZE) -> tuple[EntryNote, ...]:
    """The last ``keep`` entries of ``game``, from its log (after an undo, or for a game that
    comes back)."""
    replay = Game.new(game.rules, game.names)
    notes: list[EntryNote] = []
    for action in game.log:
        replay, events = replay.apply(action)
        notes.extend(entry_notes(game.rules, events))
    return tuple(notes[-keep:]) if keep else ()


@dataclass(frozen=True, slots=True)
class RecapLine:
    """A line of the recap: "Computer 2: 25 in Full house"."""

    key: str
    name: str
    """The seat's name as shown now."""
    newest: bool
    """The latest entry at the table (shown as it happens)."""
    entry: EntryNote


def derive_recap(notes: tuple[EntryNote, ...], names: tuple[str, ...]) -> tuple[RecapLine, ...]:
    """The latest entries with the seats' names as shown, newest first."""
    latest = notes[-RECAP_SIZE:]
    return tuple(
        RecapLine(
            key=note.key,
            name=names[note.seat] if note.seat < len(names) else "",
            newest=note is latest[-1],
            entry=note,
        )
        for note in reversed(latest)
    )
