"""What the table says aloud, in both languages, for real games of the engine."""

from __future__ import annotations

from collections.abc import Iterator
from itertools import pairwise

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QGuiApplication

from app.rules import Enter, Game, Hold, Roll, Strike, preset
from app.ui.common.labels import BoxLabel
from app.ui.paths import translations_dir
from app.ui.session.setup import Seat, SeatKind, TableSetup
from app.ui.table.seatsandchat import ChatRow, ClockView, clock_calls, new_chat_lines
from app.ui.table.speech import Announcement, Speaker, Verbosity
from app.ui.table.view import TableInput
from app.ui.table.viewmodel import taken_back
from app.ui.table.voice import addressed_seat


def speaking(language: str) -> Iterator[None]:
    translator = QTranslator()
    assert translator.load(f"fuenfwurf_{language}", str(translations_dir()))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


@pytest.fixture
def german(qapp: QGuiApplication) -> Iterator[None]:
    yield from speaking("de")


@pytest.fixture
def english(qapp: QGuiApplication) -> Iterator[None]:
    """English plurals ("1 roll", "2 rolls") come from the English translation, as in the app."""
    yield from speaking("en")


def play(game: Game, *actions: object) -> tuple[Game, tuple[object, ...]]:
    events: list[object] = []
    for action in actions:
        game, happened = game.apply(action)  # type: ignore[arg-type]
        events.extend(happened)
    return game, tuple(events)


def texts(said: tuple[Announcement, ...]) -> list[str]:
    return [a.text for a in said]


TWO = ("You", "Computer 2")


def test_your_roll_names_the_dice_and_the_rolls_left(english: None) -> None:
    game, events = play(Game.new(preset("official"), 2), Roll(0, (3, 3, 5, 6, 1)))
    full = Speaker(TWO, me=0).events(game, events)
    assert texts(full) == ["You rolled 3, 3, 5, 6, 1. 2 rolls left."]
    assert not full[0].assertive
    short = Speaker(TWO, me=0, verbosity=Verbosity.SHORT).events(game, events)
    assert texts(short) == ["3, 3, 5, 6, 1. 2 rolls left."]


def test_a_kept_die_is_told_and_the_next_roll_says_what_was_kept(english: None) -> None:
    game, _ = play(Game.new(preset("official"), 2), Roll(0, (3, 3, 5, 6, 1)))
    game, events = play(game, Hold(0, 1))
    assert texts(Speaker(TWO, me=0).events(game, events)) == ["Die 2, three: kept."]
    short = Speaker(TWO, me=0, verbosity=Verbosity.SHORT)
    assert texts(short.events(game, events)) == ["Kept 3."]
    game, events = play(game, Roll(0, (2, 3, 2, 2, 4)))
    assert texts(Speaker(TWO, me=0).events(game, events)) == [
        "You rolled 2, 3, 2, 2, 4. Kept: 3. 1 roll left."
    ]


def test_a_computers_entry_and_the_turn_passing(english: None) -> None:
    game, _ = play(Game.new(preset("official"), 2), Roll(0, (1, 1, 1, 1, 2)), Enter(0, "ones"))
    game, events = play(game, Roll(1, (2, 2, 3, 3, 3)), Enter(1, "full_house"))
    said = Speaker(TWO, me=0).events(game, events)
    assert texts(said) == [
        "Computer 2 rolled 2, 2, 3, 3, 3. 2 rolls left.",
        "Computer 2 enters 25 points in Full house. Total 25.",
        "Your turn. Press Space to roll.",
    ]
    assert [a.assertive for a in said] == [False, False, True]
    # short: the others' rolls are left out
    short = Speaker(TWO, me=0, verbosity=Verbosity.SHORT).events(game, events)
    assert texts(short) == ["Computer 2 enters 25 points in Full house.", "Your turn."]


def test_your_strike_five_of_a_kind_and_the_end_with_places(english: None) -> None:
    game = Game.new(preset("official"), 1)
    game, events = play(game, Roll(0, (6, 6, 6, 6, 6)), Enter(0, "five_of_a_kind"))
    said = texts(Speaker(("You",), me=0).events(game, events))
    assert said[1] == "You enter 50 points in Five of a kind. Five of a kind! Total 50."
    game, events = play(game, Roll(0, (2, 2, 3, 4, 6)), Strike(0, "ones"))
    assert texts(Speaker(("You",), me=0).events(game, events))[1] == "You strike Ones."


def test_the_end_names_every_place(english: None) -> None:
    speaker = Speaker(("Anna", "Computer 2"), me=None)
    game = finished_game()
    said = speaker.events(game, play_last_entry())
    assert said[-1].text == (
        "The game is over. Place 1: Computer 2, 109 points; Place 2: Anna, 46 points."
    )


def finished_game() -> Game:
    return _ending()[0]


def play_last_entry() -> tuple[object, ...]:
    return _ending()[1]


def _ending() -> tuple[Game, tuple[object, ...]]:
    """Two players fill their boxes in sheet order with the same dice every turn (Anna three
    ones and two twos, the computer three sixes and two fives); the last entry ends the game."""
    rules = preset("official")
    game = Game.new(rules, 2)
    events: tuple[object, ...] = ()
    for box in rules.box_keys:
        for seat, dice in ((0, (1, 1, 1, 2, 2)), (1, (6, 6, 6, 5, 5))):
            game, _ = play(game, Roll(seat, dice))
            points = game.options().get(box, 0)
            game, events = play(game, Enter(seat, box) if points else Strike(seat, box))
    assert game.over
    return game, events


def test_refusals_are_assertive(english: None) -> None:
    said = Speaker(TWO, me=0).refused("roll_first")
    assert said == Announcement("Roll first.", assertive=True)


def test_the_players_questions(english: None) -> None:
    game, _ = play(Game.new(preset("official"), 2), Roll(0, (2, 2, 2, 5, 5)), Hold(0, 0))
    speaker = Speaker(TWO, me=0)
    dice = speaker.dice(game).text
    assert dice == (
        "Dice: die 1: two (kept), die 2: two, die 3: two, die 4: five, die 5: five. 2 rolls left."
    )
    sheet = speaker.my_sheet(game, 0, True).text
    assert sheet.startswith("Your sheet, free: Ones would score 0; Twos would score 6;")
    assert "Full house would score 25" in sheet
    assert sheet.endswith("Total 0.")
    assert speaker.scores(game).text == (
        "You: 0 points, place 1; Computer 2: 0 points, place 1. It is your turn."
    )


def test_german(german: None) -> None:
    game, _ = play(Game.new(preset("official"), 2), Roll(0, (1, 1, 1, 1, 2)), Enter(0, "ones"))
    game, events = play(game, Roll(1, (2, 2, 3, 3, 3)), Enter(1, "full_house"))
    said = texts(Speaker(("Du", "Computer 2"), me=0).events(game, events))
    assert said == [
        "Computer 2 würfelt 2, 2, 3, 3, 3. Noch 2 Würfe.",
        "Computer 2 trägt 25 Punkte im Feld Full House ein. Gesamt 25.",
        "Du bist dran. Würfle mit der Leertaste.",
    ]
    assert Speaker(TWO, me=0).refused("roll_first").text == "Würfle zuerst."
    game, events = play(Game.new(preset("official"), 1), Roll(0, (3, 3, 5, 6, 1)))
    assert texts(Speaker(("Du",), me=0, verbosity=Verbosity.SHORT).events(game, events)) == [
        "3, 3, 5, 6, 1. Noch 2 Würfe."
    ]
    game, events = play(game, Roll(0, (3, 3, 5, 6, 2)), Roll(0, (3, 3, 5, 6, 4)))
    assert texts(Speaker(("Du",), me=0, verbosity=Verbosity.SHORT).events(game, events))[-1] == (
        "3, 3, 5, 6, 4. Keine Würfe mehr."  # not "noch 0 Würfe"
    )
    assert Speaker(("Du",), me=0).dice(game).text.endswith("Keine Würfe mehr.")
    ending = Speaker(("Anna", "Computer 2")).events(finished_game(), play_last_entry())
    assert ending[-1].text == (
        "Das Spiel ist vorbei. Rang 1: Computer 2, 109 Punkte; Rang 2: Anna, 46 Punkte."
    )


def test_the_clock_is_called_at_ten_and_five_seconds(english: None) -> None:
    tick = [ClockView(seat=0, seconds_left=s, mine=True) for s in (12, 10, 9, 6, 4, 1)]
    calls = [clock_calls(a, b) for a, b in pairwise(tick)]
    assert calls == [(10,), (), (), (5,), ()]
    # a long pause between two looks passes both marks at once; a new turn is no call
    assert clock_calls(tick[0], tick[4]) == (10, 5)
    assert clock_calls(ClockView(seat=1, seconds_left=12), ClockView(seat=0, seconds_left=4)) == ()
    speaker = Speaker(TWO, me=0)
    assert speaker.clock(10, 0) == Announcement("10 seconds left.", assertive=True)
    assert speaker.clock(5, 1) == Announcement("Computer 2: 5 seconds left.")


def test_chat_lines_of_others_are_news_once(english: None) -> None:
    first = (ChatRow("1", 1, "Anna", "hi", 0.0, False),)
    later = (
        *first,
        ChatRow("2", 0, "You", "hello", 1.0, True),
        ChatRow("3", 1, "Anna", "gl", 2.0, False),
    )
    assert [row.key for row in new_chat_lines(first, later)] == ["3"]
    assert Speaker(("You", "Anna"), me=0).chat("Anna", "gl").text == "Anna says: gl"


def test_clock_and_chat_in_german(german: None) -> None:
    speaker = Speaker(("Du", "Anna"), me=0)
    assert speaker.clock(5, 0).text == "Noch 5 Sekunden."
    assert speaker.chat("Anna", "viel Glück").text == "Anna sagt: viel Glück"
    game, _ = play(Game.new(preset("official"), 2), Roll(0, (2, 2, 2, 5, 5)), Hold(0, 0))
    assert speaker.dice(game).text == (
        "Würfel: Würfel 1: Zwei (behalten), Würfel 2: Zwei, Würfel 3: Zwei, "
        "Würfel 4: Fünf, Würfel 5: Fünf. Noch 2 Würfe."
    )


def test_a_marked_box_asks_aloud(english: None) -> None:
    speaker = Speaker(TWO, me=0)
    assert speaker.marked(BoxLabel("chance"), 23) == Announcement(
        "Enter 23 points in Chance? Return again enters them.", assertive=True
    )
    assert speaker.marked(BoxLabel("ones", 2), 0).text == (
        "Strike Ones ×2? It counts 0. Return again strikes it."
    )


def undo_of_a_turn_against_a_computer() -> tuple[Game, Game]:
    """The game before the player's entry (an undo point) and after the computer's reply."""
    before, _ = play(Game.new(preset("official"), 2), Roll(0, (2, 2, 3, 4, 6)))
    after, _ = play(before, Enter(0, "twos"), Roll(1, (2, 2, 3, 3, 3)), Enter(1, "full_house"))
    return before, after


def test_an_undo_says_what_it_took_back_and_where_the_turn_stands(english: None) -> None:
    back_to, undone_game = undo_of_a_turn_against_a_computer()
    taken = taken_back(undone_game, back_to)
    said = Speaker(TWO, me=0).undone(taken, back_to).text
    assert said == (
        "Taken back: your 4 points in Twos; Computer 2's 25 points in Full house. "
        "Your turn, already rolled: 2, 2, 3, 4, 6. 2 rolls left."
    )
    assert Speaker(TWO, me=0).undone().text == "Taken back."


def test_hints_bonus_filled_boxes_presence_and_standing(english: None) -> None:
    speaker = Speaker(TWO, me=0)
    assert speaker.hints_toggled(True).text == "Hints shown. Press I to hear them."
    assert speaker.hints_toggled(False).text == "Hints hidden."
    _, game = undo_of_a_turn_against_a_computer()
    sheet = speaker.my_sheet(game, 0, False).text
    assert "Filled: Twos 4." in sheet
    assert sheet.endswith("Upper section 4 of 63: 59 points to the bonus. Total 4.")
    assert speaker.presence("joined", "Ada").text == "Ada sits down at the table."
    assert speaker.presence("away", "Ada").text == "Ada is away; their seat waits for them."
    assert speaker.standing(game) == (
        "Round 2 of 13. You: 4 points, place 2; Computer 2: 25 points, place 1. It is your turn."
    )
    assert speaker.rematch_offered("Ada").assertive


def test_the_new_sentences_in_german(german: None) -> None:
    speaker = Speaker(("Du", "Computer 2"), me=0)
    back_to, undone_game = undo_of_a_turn_against_a_computer()
    said = speaker.undone(taken_back(undone_game, back_to), back_to).text
    assert said.startswith(
        "Zurückgenommen: deine 4 Punkte im Feld Zweier; 25 Punkte von Computer 2"
    )
    assert speaker.held(1, 6, True).text == "Würfel 2, Sechs: behalten."
    assert speaker.hints_toggled(False).text == "Tipps ausgeblendet."
    assert "noch 59 Punkte bis zum Bonus" in speaker.my_sheet(undone_game, 0, False).text
    assert speaker.standing(undone_game).startswith("Zug 2 von 13.")


def test_the_sheets_edges_and_the_bonus_row(english: None) -> None:
    speaker = Speaker(TWO, me=0)
    assert [speaker.edge(d).text for d in ("up", "down", "left", "right")] == [
        "Top of the sheet.",
        "Bottom of the sheet.",
        "First column.",
        "Last column.",
    ]
    _, game = undo_of_a_turn_against_a_computer()
    assert speaker.bonus_row(game, 0).text == "Upper section 4 of 63: 59 points to the bonus."


def test_the_sheets_edges_in_german(german: None) -> None:
    speaker = Speaker(("Du", "Computer 2"), me=0)
    assert speaker.edge("up").text == "Oben am Block."
    assert speaker.edge("right").text == "Letzte Spalte."


@pytest.mark.parametrize(
    ("seats", "addressed"),
    [
        ((SeatKind.YOU, SeatKind.COMPUTER), 0),
        ((SeatKind.YOU, SeatKind.PERSON), 0),  # two people here: "you" is still told as you
        ((SeatKind.PERSON, SeatKind.PERSON), None),
    ],
)
def test_the_seat_named_you_is_told_in_the_second_person(
    english: None, seats: tuple[SeatKind, ...], addressed: int | None
) -> None:
    setup = TableSetup(seats=tuple(Seat(kind) for kind in seats))
    game = Game.new(preset("official"), ("You", "Mara"))
    controls = tuple(kind is not SeatKind.COMPUTER for kind in seats)
    state = TableInput(game=game, setup=setup, controls=controls, busy=False)
    assert addressed_seat(state) == addressed
    said = Speaker(("You", "Mara"), addressed_seat(state), Verbosity.FULL).turn(0, 3).text
    if addressed == 0:
        assert said == "Your turn. Press Space to roll."
