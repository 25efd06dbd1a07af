"""What the table says aloud, as text in the language shown: rolls, kept dice, entries, turns,
the end, the clock, chat lines and refusals, and the answers to the player's questions (my
sheet, everyone's scores, the dice, the hints).

Screen readers speak these through the table's announcer; the same lines fill the table's log.
``Speaker`` holds who "you" are and how much to say; every text is built at the moment it is
said, with ``QCoreApplication.translate`` (so in the language shown then). Numbers are plain
digits, which every screen reader reads in its own language.
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from app.rules import Entered, Event, Game, GameEnded, Held, Rolled, TurnPassed

from ..common.labels import BoxLabel, box_label
from ..common.texts import box_name, die_name, label_text, refusal_text
from .recap import EntryNote, entry_notes

if TYPE_CHECKING:
    from app.strategy import Advice


class Verbosity(enum.StrEnum):
    SHORT = "short"
    """The facts alone: "3 3 5 6 1, 2 rolls left"."""
    FULL = "full"
    """Whole sentences, and also the others' rolls."""


VERBOSITIES: tuple[str, ...] = tuple(v.value for v in Verbosity)


@dataclass(frozen=True, slots=True)
class Announcement:
    text: str
    assertive: bool = False
    """Said at once, interrupting: what needs the player's action now (their turn, a refusal,
    their clock). Everything else waits its turn (polite)."""


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``QCoreApplication.translate`` under the name lupdate looks for (with its arguments)."""
    return QCoreApplication.translate(context, text, disambiguation, n)


class Speech(QObject):
    """The announcements that count something ("%n roll(s) left"): lupdate gives plural forms
    only to ``self.tr`` calls, so they live here (the context is the class's name, "Speech",
    as for every other announcement)."""

    def rolled_short(self, n: int) -> str:
        if n == 0:
            return self.tr("%1. No rolls left.")
        return self.tr("%1. %n roll(s) left.", "", n)

    def enter_question(self, n: int) -> str:
        return self.tr("Enter %n point(s) in %1? Return again enters them.", "", n)

    def rolls_left(self, n: int) -> str:
        if n == 0:
            return self.tr("No rolls left.")
        return self.tr("%n roll(s) left.", "", n)

    def you_enter(self, n: int) -> str:
        return self.tr("You enter %n point(s) in %1.", "", n)

    def enters(self, n: int) -> str:
        return self.tr("%1 enters %n point(s) in %2.", "", n)

    def place(self, n: int) -> str:
        return self.tr("Place %1: %2, %n point(s)", "", n)

    def over_alone(self, n: int) -> str:
        return self.tr("The game is over: %n point(s).", "", n)

    def seconds(self, n: int) -> str:
        return self.tr("%n second(s) left.", "", n)

    def their_seconds(self, n: int) -> str:
        return self.tr("%1: %n second(s) left.", "", n)

    def score(self, n: int) -> str:
        return self.tr("%1: %n point(s), place %2", "", n)

    def box_for(self, n: int) -> str:
        return self.tr("%1 for %n point(s).", "", n)

    def taken_mine(self, n: int) -> str:
        return self.tr("your %n point(s) in %1", "", n)

    def taken_theirs(self, n: int) -> str:
        return self.tr("%1's %n point(s) in %2", "", n)

    def bonus_to_go(self, n: int) -> str:
        return self.tr("Upper section %1 of %2: %n point(s) to the bonus.", "", n)

    def your_turn_rolled(self, n: int) -> str:
        if n == 0:
            return self.tr("Your turn, already rolled: %1. No rolls left: pick a box.")
        return self.tr("Your turn, already rolled: %1. %n roll(s) left.", "", n)


_speech: Speech | None = None


def _plural() -> Speech:
    global _speech  # noqa: PLW0603 (one translator object for the whole app)
    if _speech is None:
        _speech = Speech()
    return _speech


# --- the speaker ---------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Speaker:
    """Who is listening and how much they want to hear."""

    names: tuple[str, ...]
    """The seats' names as shown."""
    me: int | None = None
    """The one seat the person at this computer plays, else None (several people share it,
    or only watching): then every seat is named."""
    verbosity: Verbosity = Verbosity.FULL

    @property
    def full(self) -> bool:
        return self.verbosity is Verbosity.FULL

    def name(self, seat: int) -> str:
        return self.names[seat] if 0 <= seat < len(self.names) else ""

    # --- what happens ----------------------------------------------------------------------------

    def events(self, rules_game: Game, events: Sequence[Event]) -> tuple[Announcement, ...]:
        """What to say for ``events`` that just led to ``rules_game``."""
        said: list[Announcement] = []
        notes = iter(entry_notes(rules_game.rules, events))
        # A roll in the same breath as an entry the clock made is the clock's roll too (the
        # server rolls for a player whose time ran out before they rolled).
        clock_seats = {e.seat for e in events if isinstance(e, Entered) and e.timed_out}
        for event in events:
            if isinstance(event, Rolled) and event.seat in clock_seats:
                said.extend(self.clock_rolled(event))
            elif isinstance(event, Rolled):
                said.extend(self.rolled(event))
            elif isinstance(event, Held) and event.seat == self.me:
                dice = rules_game.dice or ()
                value = dice[event.die] if event.die < len(dice) else 0
                said.append(self.held(event.die, value, event.held))
            elif isinstance(event, Entered):
                note = next(notes, None)
                if note is not None:
                    said.append(self.entry(note, rules_game))
            elif isinstance(event, TurnPassed):
                said.append(self.turn(event.seat, event.rolls_left))
            elif isinstance(event, GameEnded):
                said.append(self.ended(event))
            # (a bonus earned is told with the entry that earned it)
        return tuple(said)

    def rolled(self, event: Rolled) -> tuple[Announcement, ...]:
        mine = event.seat == self.me
        if not mine and not self.full:
            return ()
        faces = ", ".join(str(v) for v in event.dice)
        left = event.rolls_left
        if not self.full:
            return (Announcement(_plural().rolled_short(left).replace("%1", faces)),)
        kept = [str(v) for v, held in zip(event.dice, event.held, strict=False) if held]
        if mine:
            text = translate("Speech", "You rolled %1.").replace("%1", faces)
        else:
            text = translate("Speech", "%1 rolled %2.").replace("%1", self.name(event.seat))
            text = text.replace("%2", faces)
        if kept:
            text += " " + translate("Speech", "Kept: %1.").replace("%1", ", ".join(kept))
        text += " " + _plural().rolls_left(left)
        return (Announcement(text),)

    def clock_rolled(self, event: Rolled) -> tuple[Announcement, ...]:
        """The turn clock ran out before the player rolled: the server rolled for them."""
        mine = event.seat == self.me
        if not mine and not self.full:
            return ()
        faces = ", ".join(str(v) for v in event.dice)
        if not self.full:
            return (Announcement(translate("Speech", "Time ran out: %1.").replace("%1", faces)),)
        if mine:
            text = translate("Speech", "Your time ran out: the clock rolled %1 for you.")
            return (Announcement(text.replace("%1", faces)),)
        text = translate("Speech", "%1's time ran out: the clock rolled %2.")
        return (Announcement(text.replace("%1", self.name(event.seat)).replace("%2", faces)),)

    def held(self, die: int, value: int, held: bool) -> Announcement:
        if not self.full:
            text = (
                translate("Speech", "Kept %1.") if held else translate("Speech", "Released %1.")
            ).replace("%1", str(value))
            return Announcement(text)
        text = (
            translate("Speech", "Die %1, %2: kept.")
            if held
            else translate("Speech", "Die %1, %2: released.")
        )
        return Announcement(text.replace("%1", str(die + 1)).replace("%2", die_name(value)))

    def entry(self, note: EntryNote, game: Game) -> Announcement:
        box = label_text(note.label)
        mine = note.seat == self.me
        who = self.name(note.seat)
        if note.struck:
            text = (
                translate("Speech", "You strike %1.")
                if mine
                else translate("Speech", "%1 strikes %2.")
            )
        else:
            text = _plural().you_enter(note.points) if mine else _plural().enters(note.points)
        text = text.replace("%1", box) if mine else text.replace("%1", who).replace("%2", box)
        extras: list[str] = []
        if note.timed_out:
            extras.append(translate("Speech", "The clock chose the box."))
        if note.moment == "all_alike":
            extras.append(
                translate("Speech", "%1!").replace("%1", box_name(game.rules.layout.all_same_box))
            )
        if note.joker:
            extras.append(translate("Speech", "Joker."))
        if note.bonus:
            extras.append(translate("Speech", "Bonus: plus %1.").replace("%1", str(note.bonus)))
        if note.extra:
            extras.append(
                translate("Speech", "Extra bonus: plus %1.").replace("%1", str(note.extra))
            )
        if self.full and not note.struck:
            total = game.sheets[note.seat].total
            extras.append(translate("Speech", "Total %1.").replace("%1", str(total)))
        return Announcement(" ".join([text, *extras]))

    def turn(self, seat: int, rolls_left: int) -> Announcement:
        if seat == self.me:
            if self.full:
                text = translate("Speech", "Your turn. Press Space to roll.")
            else:
                text = translate("Speech", "Your turn.")
            return Announcement(text, assertive=True)
        return Announcement(translate("Speech", "%1's turn.").replace("%1", self.name(seat)))

    def current(self, game: Game) -> Announcement:
        """Whose turn it is in a game that comes (back) to the table, as it stands: a turn
        whose dice are rolled already is not told as one still to roll."""
        if game.dice is None or game.current != self.me:
            return self.turn(game.current, game.rolls_left)
        faces = ", ".join(str(v) for v in game.dice)
        text = _plural().your_turn_rolled(game.rolls_left).replace("%1", faces)
        kept = [str(v) for v, held in zip(game.dice, game.held, strict=False) if held]
        if kept and self.full:
            text += " " + translate("Speech", "Kept: %1.").replace("%1", ", ".join(kept))
        return Announcement(text, assertive=True)

    def ended(self, event: GameEnded) -> Announcement:
        places = []
        for standing in event.ranking:
            line = _plural().place(standing.total)
            line = line.replace("%1", str(standing.place)).replace("%2", self.name(standing.seat))
            if standing.resigned:
                line += " " + translate("Speech", "(resigned)")
            places.append(line)
        if len(event.ranking) == 1:
            total = event.ranking[0].total
            return Announcement(_plural().over_alone(total))
        return Announcement(
            translate("Speech", "The game is over.") + " " + "; ".join(places) + "."
        )

    def marked(self, label: BoxLabel, points: int) -> Announcement:
        """A box asks before it is filled (a strike, or an entry while rolls are left)."""
        box = label_text(label)
        if points == 0:
            text = translate("Speech", "Strike %1? It counts 0. Return again strikes it.")
        else:
            text = _plural().enter_question(points)
        return Announcement(text.replace("%1", box), assertive=True)

    def undone(self, taken: Sequence[EntryNote] = (), game: Game | None = None) -> Announcement:
        """An undo: the entries it took back (the player's and the computers' after it), then
        where the game stands again."""
        if not taken:
            return Announcement(translate("Speech", "Taken back."))
        parts = []
        for note in taken:
            box = label_text(note.label)
            if note.seat == self.me:
                if note.struck:
                    text = translate("Speech", "your strike in %1").replace("%1", box)
                else:
                    text = _plural().taken_mine(note.points).replace("%1", box)
            elif note.struck:
                text = translate("Speech", "%1's strike in %2")
                text = text.replace("%1", self.name(note.seat)).replace("%2", box)
            else:
                text = _plural().taken_theirs(note.points)
                text = text.replace("%1", self.name(note.seat)).replace("%2", box)
            parts.append(text)
        text = translate("Speech", "Taken back: %1.").replace("%1", "; ".join(parts))
        if game is not None and not game.over:
            text += " " + self.current(game).text
        return Announcement(text)

    def hints_toggled(self, shown: bool) -> Announcement:
        if shown:
            return Announcement(translate("Speech", "Hints shown. Press I to hear them."))
        return Announcement(translate("Speech", "Hints hidden."))

    def bonus(self, game: Game, seat: int) -> str:
        """How far the upper section is from its bonus (each column of a Triple sheet)."""
        rules = game.rules
        sheet = game.sheets[seat]
        line = rules.layout.upper_bonus_line
        if not rules.layout.upper_bonus:
            return ""
        parts = []
        for column in range(1, rules.columns + 1):
            missing = sheet.upper_missing(column)
            if missing == 0:
                text = translate("Speech", "Upper bonus reached: plus %1.")
                text = text.replace("%1", str(sheet.column_count(column).bonus))
            else:
                text = _plural().bonus_to_go(missing)
                text = text.replace("%1", str(sheet.upper_total(column))).replace("%2", str(line))
            if rules.columns > 1:
                text = f"×{column}: {text}"
            parts.append(text)
        return " ".join(parts)

    def refused(self, code: str, instead: Sequence[BoxLabel] = ()) -> Announcement:
        if instead and code in ("box_not_allowed", "box_out_of_order"):
            boxes = ", ".join(label_text(label) for label in instead)
            text = translate("Speech", "Not there. The dice may go to: %1.").replace("%1", boxes)
        else:
            text = refusal_text(code)
        return Announcement(text, assertive=True)

    def clock(self, seconds: int, seat: int) -> Announcement:
        if seat == self.me:
            return Announcement(_plural().seconds(seconds), assertive=True)
        text = _plural().their_seconds(seconds).replace("%1", self.name(seat))
        return Announcement(text)

    def chat(self, name: str, text: str) -> Announcement:
        return Announcement(
            translate("Speech", "%1 says: %2").replace("%1", name).replace("%2", text)
        )

    def presence(self, kind: str, name: str) -> Announcement:
        """Someone came to the table or went (online): ``joined``, ``left``, ``away``, ``back``."""
        match kind:
            case "joined":
                text = translate("Speech", "%1 sits down at the table.")
            case "left":
                text = translate("Speech", "%1 has left the table.")
            case "away":
                text = translate("Speech", "%1 is away; their seat waits for them.")
            case "back":
                text = translate("Speech", "%1 is back.")
            case _:
                return Announcement("")
        return Announcement(text.replace("%1", name))

    def rematch_offered(self, name: str) -> Announcement:
        text = translate("Speech", "%1 offers a rematch: Accept rematch or Decline.")
        return Announcement(text.replace("%1", name), assertive=True)

    # --- the player's questions ------------------------------------------------------------------

    def my_sheet(self, game: Game, seat: int, controls_turn: bool) -> Announcement:
        """The free boxes of ``seat`` and what the dice would score in each."""
        rules = game.rules
        sheet = game.sheets[seat]
        options = game.options() if controls_turn and seat == game.current else {}
        free = [key for key in rules.box_keys if sheet.counted_score(key) is None]
        parts: list[str] = []
        for key in free:
            box = label_text(box_label(rules, key))
            if key in options:
                points = rules.counted(key, options[key])
                parts.append(
                    translate("Speech", "%1 would score %2")
                    .replace("%1", box)
                    .replace("%2", str(points))
                )
            elif options:
                parts.append(translate("Speech", "%1 not open").replace("%1", box))
            else:
                parts.append(box)
        who = translate("Speech", "Your sheet") if seat == self.me else self.name(seat)
        if not parts:
            text = translate("Speech", "%1: no free boxes.").replace("%1", who)
        else:
            text = (
                translate("Speech", "%1, free: %2.")
                .replace("%1", who)
                .replace("%2", "; ".join(parts))
            )
        filled = []
        for key in rules.box_keys:
            written = sheet.counted_score(key)
            if written is not None:
                filled.append(f"{label_text(box_label(rules, key))} {written}")
        entered = (
            translate("Speech", "Filled: %1.").replace("%1", "; ".join(filled)) if filled else ""
        )
        total = translate("Speech", "Total %1.").replace("%1", str(sheet.total))
        return Announcement(
            " ".join(part for part in (text, entered, self.bonus(game, seat), total) if part)
        )

    def scores(self, game: Game) -> Announcement:
        """Everyone's total and place, and who is to move."""
        parts = []
        for standing in sorted(game.ranking(), key=lambda s: s.seat):
            line = _plural().score(standing.total)
            line = line.replace("%1", self.name(standing.seat)).replace("%2", str(standing.place))
            parts.append(line)
        text = "; ".join(parts) + "."
        if game.over:
            return Announcement(text)
        if game.current == self.me:
            text += " " + translate("Speech", "It is your turn.")
        else:
            text += " " + translate("Speech", "%1 is to move.").replace(
                "%1", self.name(game.current)
            )
        return Announcement(text)

    def standing(self, game: Game) -> str:
        """Where a game in progress stands (what Continue goes back to): the round, everyone's
        score and who is to move."""
        if game.over:
            return ""
        rounds = len(game.rules.box_keys)
        played = min(rounds, game.sheets[game.current].filled_count + 1)
        text = translate("Speech", "Round %1 of %2.").replace("%1", str(played))
        return text.replace("%2", str(rounds)) + " " + self.scores(game).text

    def dice(self, game: Game) -> Announcement:
        if game.over:
            return Announcement(translate("Refusals", "The game is over."))
        left = _plural().rolls_left(game.rolls_left)
        if game.dice is None:
            return Announcement(translate("Speech", "Not rolled yet.") + " " + left)
        parts = []
        for index, (value, held) in enumerate(zip(game.dice, game.held, strict=False)):
            part = translate("Speech", "die %1: %2").replace("%1", str(index + 1))
            part = part.replace("%2", die_name(value))
            if held:
                part += " " + translate("Speech", "(kept)")
            parts.append(part)
        return Announcement(
            translate("Speech", "Dice: %1.").replace("%1", ", ".join(parts)) + " " + left
        )

    def hints(self, game: Game, advice: Advice | None, shown: bool, ready: bool) -> Announcement:
        if not shown:
            return Announcement(translate("Speech", "Hints are off. Press H to show them."))
        if not ready:
            return Announcement(translate("Speech", "The hints are still being prepared."))
        if advice is None or game.dice is None:
            return Announcement(translate("Speech", "Hints come after your roll."))
        rules = game.rules
        parts = []
        if advice.should_roll and advice.best_keep is not None:
            kept = [str(v) for v, h in zip(game.dice, advice.best_keep.held, strict=False) if h]
            if kept:
                parts.append(
                    translate("Speech", "Best: keep %1 and roll again.").replace(
                        "%1", ", ".join(kept)
                    )
                )
            else:
                parts.append(translate("Speech", "Best: roll all dice again."))
        for choice in advice.boxes:
            box = label_text(box_label(rules, choice.box))
            points = rules.counted(choice.box, choice.points)
            parts.append(_plural().box_for(points).replace("%1", box))
        return Announcement(translate("Speech", "Hints:") + " " + " ".join(parts))
