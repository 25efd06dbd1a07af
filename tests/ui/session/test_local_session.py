"""LocalSession: the engine, computers at their pace, refusals, undo and resigning."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest
from pytestqt.qtbot import QtBot

from app.rules import Game, Rolled, TurnPassed
from app.ui.session import INSTANT, LocalSession, Pacing, Seat, SeatKind, TableSetup

from ..helpers import LoadedDice

pytestmark = pytest.mark.usefixtures("qt_loop")

SOLO = TableSetup("official", seats=(Seat(SeatKind.YOU),))
VS_EASY = TableSetup("official", seats=(Seat(SeatKind.YOU), Seat(SeatKind.COMPUTER, "easy")))


class Recorder:
    def __init__(self, session: LocalSession) -> None:
        self.changes: list[tuple[Game, tuple[object, ...]]] = []
        self.refusals: list[str] = []
        self.busy: list[bool] = []
        session.changed.connect(lambda game, events: self.changes.append((game, events)))
        session.refused.connect(self.refusals.append)
        session.busyChanged.connect(self.busy.append)


def test_a_persons_actions_go_through_the_engine() -> None:
    session = LocalSession(SOLO, dice=LoadedDice(6, 6, 6, 1, 2, 6, 6))
    seen = Recorder(session)
    session.enter("chance")
    assert seen.refusals == ["roll_first"]
    session.roll()
    session.toggle(0)
    session.toggle(1)
    session.toggle(2)
    session.roll()
    assert session.game.dice == (6, 6, 6, 6, 6)
    session.enter("five_of_a_kind")
    assert session.game.sheets[0].score("five_of_a_kind") == 50
    assert isinstance(seen.changes[0][1][0], Rolled)
    assert isinstance(seen.changes[-1][1][-1], TurnPassed)
    session.strike("five_of_a_kind")
    assert seen.refusals[-1] == "roll_first"


def test_the_computer_plays_its_turn_while_the_person_waits(qtbot: QtBot) -> None:
    session = LocalSession(VS_EASY, dice=random.Random(3), pacing=Pacing(0.05, 0.05, 0.02))
    seen = Recorder(session)
    session.roll()
    session.enter(next(iter(session.game.options())))
    assert session.busy and session.game.current == 1
    session.roll()
    assert seen.refusals == ["busy"]
    qtbot.waitUntil(lambda: session.game.current == 0 and not session.busy, timeout=60_000)
    assert session.game.sheets[1].filled_count == 1
    assert seen.busy == [True, False]


def test_undo_takes_back_the_last_entry_until_the_next_roll(qtbot: QtBot) -> None:
    session = LocalSession(SOLO, dice=LoadedDice(*(1, 2, 3, 4, 5) * 3))
    session.undo()
    session.roll()
    session.enter("large_straight")
    assert session.undo_available
    session.undo()
    assert session.game.sheets[0].free_boxes == SOLO.rules().box_keys
    assert session.game.dice == (1, 2, 3, 4, 5) and not session.undo_available
    session.enter("small_straight")
    session.roll()
    assert not session.undo_available
    session.undo()
    assert session.game.sheets[0].score("small_straight") == 30


def test_undo_stops_a_computer_that_has_not_rolled_yet(qtbot: QtBot) -> None:
    session = LocalSession(VS_EASY, dice=random.Random(5), pacing=Pacing(30.0, 0.0, 0.0))
    session.roll()
    box = next(iter(session.game.options()))
    session.enter(box)
    assert session.busy and session.undo_available
    session.undo()
    assert not session.busy and session.game.current == 0
    assert session.game.sheets[0].score(box) is None
    loop = asyncio.get_event_loop()
    qtbot.waitUntil(lambda: all(task.done() for task in asyncio.all_tasks(loop)))
    assert session.game.current == 0 and not session.busy  # the computer's task ended unplayed


def test_undo_takes_back_the_computers_moves_until_the_persons_next_roll(qtbot: QtBot) -> None:
    session = LocalSession(VS_EASY, dice=random.Random(5), pacing=INSTANT)
    session.roll()
    box = next(iter(session.game.options()))
    before = session.game
    session.enter(box)
    qtbot.waitUntil(lambda: session.game.current == 0 and not session.busy, timeout=60_000)
    assert session.game.sheets[1].filled_count == 1 and session.undo_available
    session.undo()
    assert session.game == before and not session.busy and session.undo_available is False
    session.enter(box)
    qtbot.waitUntil(lambda: session.game.current == 0 and not session.busy, timeout=60_000)
    session.roll()  # the person's next action: the entry is theirs for good
    assert not session.undo_available
    session.undo()
    assert session.game.sheets[0].score(box) is not None


def test_no_undo_once_the_game_is_over() -> None:
    session = LocalSession(SOLO, dice=LoadedDice(*(1, 2, 3, 4, 5) * 13))
    for box in SOLO.rules().box_keys:
        session.roll()
        session.strike(box) if session.game.options()[box] == 0 else session.enter(box)
    assert session.game.over and not session.undo_available


def test_a_computer_lets_a_moment_sink_in(qtbot: QtBot, monkeypatch: pytest.MonkeyPatch) -> None:
    pauses: list[float] = []
    real_sleep = asyncio.sleep

    async def sleep(seconds: float) -> None:
        pauses.append(seconds)
        await real_sleep(0)

    monkeypatch.setattr("app.ui.session.local.asyncio.sleep", sleep)
    pacing = Pacing(think=0.25, look=0.0, step=0.0, linger=2.0)
    quiet = lambda game, decision: []  # noqa: E731 (the computer only rolls)
    session = LocalSession(
        VS_EASY, dice=LoadedDice(*(1, 2, 3, 4, 6) * 2), pacing=pacing, planner=quiet
    )
    session.roll()
    session.enter("chance")  # an everyday entry: the computer thinks as usual
    qtbot.waitUntil(lambda: bool(pauses))
    assert pauses[0] == 0.25
    session.close()
    pauses.clear()
    dice = LoadedDice(4, 4, 4, 4, 4, 1, 2, 3, 4, 6)
    session = LocalSession(VS_EASY, dice=dice, pacing=pacing, planner=quiet)
    session.roll()
    session.enter("five_of_a_kind")  # every die alike: the computer waits for the moment
    qtbot.waitUntil(lambda: bool(pauses))
    assert pauses[0] == 2.0
    session.close()


def test_resigning_against_computers_lets_them_finish_at_once(qtbot: QtBot) -> None:
    setup = TableSetup(
        "yatzy",
        seats=(
            Seat(SeatKind.YOU),
            Seat(SeatKind.COMPUTER, "easy"),
            Seat(SeatKind.COMPUTER, "medium"),
        ),
    )
    session = LocalSession(setup, dice=random.Random(8), pacing=Pacing(5.0, 5.0, 5.0))
    session.resign()
    qtbot.waitUntil(lambda: session.game.over, timeout=60_000)
    assert session.game.ranking()[-1].seat == 0
    assert all(session.game.sheets[seat].is_full for seat in (1, 2))


class BrokenComputer:
    def decide(self, game: Game) -> Any:
        raise RuntimeError("out of ideas")


def test_a_broken_computer_is_reported_and_the_table_is_released(qtbot: QtBot) -> None:
    session = LocalSession(
        VS_EASY,
        dice=random.Random(2),
        pacing=INSTANT,
        computer=lambda level, rules: BrokenComputer(),
    )
    failures: list[str] = []
    session.failed.connect(failures.append)
    session.roll()
    session.enter(next(iter(session.game.options())))
    qtbot.waitUntil(lambda: bool(failures) and not session.busy, timeout=60_000)
    assert "out of ideas" in failures[0]


def test_a_resumed_game_belongs_to_its_setup() -> None:
    with pytest.raises(ValueError):
        LocalSession(SOLO, game=Game.new(VS_EASY.rules(), ["A", "B"]))
