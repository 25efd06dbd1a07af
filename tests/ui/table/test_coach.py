"""The coach: a note after a decision of a person that cost more than a point; none after good
ones, none when it is off, and gone after an undo."""

from __future__ import annotations

import random

import pytest
from pytestqt.qtbot import QtBot

from app.rules import Game, preset
from app.strategy import advise, alternatives, decision_review
from app.ui.session import LocalSession, SeatKind
from app.ui.table.coach import WORTH_A_NOTE, derive_coach, last_decision

from ..driving import item
from ..test_screenshots import save

RULES = preset("official", forced_order=False)


def rolled() -> Game:
    return Game.new(RULES, ["Ada"]).roll(random.Random(3)).game


def worst_box(game: Game) -> str:
    return [c.box for c in alternatives(game) if c.kind == "box"][-1]


def play_best(session: LocalSession) -> None:
    """The advisor's decision, made as a person makes it: hold and roll, or enter."""
    advice = advise(session.game)
    if advice.should_roll:
        for die, held in enumerate(advice.keeps[0].held):
            if held != session.game.held[die]:
                session.toggle(die)
        session.roll()
    else:
        session.enter(advice.boxes[0].box)


def test_a_costly_entry_gets_a_note_naming_the_better_choice() -> None:
    before = rolled()
    after = before.enter(worst_box(before)).game
    decision = last_decision(before, after)
    assert decision is not None and decision.cost > WORTH_A_NOTE
    note = derive_coach(decision, 0, after)
    assert note is not None and note.shown
    best = alternatives(before)[0]
    assert (note.best_kind, note.best_kept, note.best_expected) == (
        best.kind,
        best.kept,
        pytest.approx(best.expected),
    )
    assert note.cost == pytest.approx(best.expected - note.chosen_expected)


def test_no_note_for_a_good_decision_a_hold_or_an_undo() -> None:
    before = rolled()
    assert decision_review(before, before.log[-1]) is not None  # a roll after a roll decides
    best = alternatives(before)[0]
    after = (
        before.enter(best.box).game
        if best.kind == "box"
        else before.hold(0).game  # a hold is no decision yet
    )
    assert derive_coach(last_decision(before, after), 0, after) is None
    assert last_decision(after, before) is None  # an undo: the games go backwards


@pytest.mark.parametrize("language", ["en", "de"])
def test_at_the_table_the_note_shows_without_stopping_play(
    open_window, qtbot: QtBot, language: str
) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.settings.setLanguage(language)
    window.controller.settings.setCoach(True)
    start = window.controller.start
    start.setPlayerCount(2)
    start.setSeatKind(1, SeatKind.COMPUTER.value)
    start.setSeatLevel(1, "easy")
    window.controller.startGame()
    table = window.controller.table
    coach = table.coach
    qtbot.waitUntil(lambda: table.property("hintsReady"), timeout=180_000)
    session = window.controller.session
    session.roll()
    session.enter(worst_box(session.game))
    assert coach.property("shown") and coach.property("cost") > WORTH_A_NOTE
    assert coach.property("seat") == 0
    assert item(window, "coachNote").isVisible()
    qtbot.waitUntil(lambda: table.property("canAct"), timeout=30_000)  # the computer played on
    session.roll()
    save(window, qtbot, f"{language}-12-coach-note")
    play_best(session)
    assert not coach.property("shown")  # a good decision: the note goes

    window.controller.settings.setCoach(False)
    qtbot.waitUntil(lambda: table.property("canAct"), timeout=30_000)
    session.roll()
    session.enter(worst_box(session.game))
    assert not coach.property("shown")


def test_undo_takes_the_note_away(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    window.controller.settings.setCoach(True)
    window.controller.startGame()
    table = window.controller.table
    qtbot.waitUntil(lambda: table.property("hintsReady"), timeout=180_000)
    session = window.controller.session
    session.roll()
    session.enter(worst_box(session.game))
    assert table.coach.property("shown")
    session.undo()
    assert not table.coach.property("shown")
