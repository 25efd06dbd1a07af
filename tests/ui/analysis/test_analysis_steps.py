"""The analysis board's steps and what it shows at each, from stored games (no Qt)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from app.rules import Game, GameRecord, SeatRecord, preset, read_game_file
from app.strategy import MISTAKE_COST, alternatives, review
from app.ui.analysis.board import (
    SHOWN_CHOICES,
    BoardInput,
    derive_board,
    derive_board_players,
    derive_board_sheet,
    derive_choices,
    mistake_steps,
)
from app.ui.analysis.steps import replay_steps

GAMES = Path(__file__).resolve().parents[2] / "strategy" / "games"


def stored(name: str) -> GameRecord:
    return read_game_file((GAMES / f"{name}.json").read_bytes())


@pytest.mark.parametrize("name", ["official-hard-easy", "maxi-triple-medium-hard"])
def test_every_step_replays_to_exactly_the_recorded_game(name: str) -> None:
    game = stored(name).game
    replay = replay_steps(game)
    assert [step.key for step in replay.steps] == list(range(len(replay.steps)))
    assert replay.steps[0].kind == "start" and replay.steps[-1].kind == "end"
    assert replay.games[-1] == game  # the end is the recorded game, sheets and all
    rolls = [action for action in game.log if action.kind == "roll"]
    assert sum(step.kind == "roll" for step in replay.steps) == len(rolls)
    for step, position in zip(replay.steps, replay.games, strict=True):
        assert Game.replay(game.rules, game.names, game.log[: step.actions]) == position
        if step.kind == "roll":
            assert position.dice == step.dice and position.current == step.seat
            assert position.rolls_left == step.rolls_left


def test_held_dice_stay_and_each_decision_is_linked_to_its_roll() -> None:
    game = stored("official-hard-easy").game
    replay = replay_steps(game)
    result = review(game)
    linked = {seat: [] for seat in range(game.player_count)}  # type: dict[int, list[int]]
    previous: dict[int, tuple[int, ...]] = {}
    for step in replay.steps:
        if step.kind != "roll":
            continue
        if step.roll > 1:
            kept = [v for v, h in zip(previous[step.seat], step.held, strict=True) if h]
            assert [v for v, h in zip(step.dice, step.held, strict=True) if h] == kept
        else:
            assert not any(step.held)
        previous[step.seat] = step.dice
        if step.decision >= 0:
            decision = result.players[step.seat].decisions[step.decision]
            assert (decision.dice, decision.rolls_left) == (step.dice, step.rolls_left)
            assert step.next.kind == decision.chosen.kind
            linked[step.seat].append(step.decision)
    for seat, player in enumerate(result.players):
        assert linked[seat] == list(range(len(player.decisions)))


def test_a_resignation_is_a_step_and_ends_the_turn_it_interrupts() -> None:
    rng = random.Random(2)
    game = Game.new(preset("official", forced_order=True), ["Ada", "Bo"]).roll(rng).game
    game = game.enter(next(iter(game.options()))).game
    game = game.roll(rng).game.resign().game  # Bo rolls, then gives up
    assert game.over
    steps = replay_steps(game).steps
    assert [s.kind for s in steps][-3:] == ["roll", "resign", "end"]
    assert steps[-3].next.kind == "resign" and steps[-2].seat == 1


def board(name: str, step: int = 0, selected: int = 0, reviewed: bool = True) -> BoardInput:
    record = stored(name)
    state = BoardInput(record, replay_steps(record.game), step=step, selected=selected)
    if reviewed:
        state = BoardInput(
            record, state.replay, step, selected, review(record.game), "ready", source="file"
        )
    return state


def test_the_mistake_keys_visit_exactly_the_players_mistakes_in_order() -> None:
    state = board("official-hard-easy", selected=1)
    easy = state.review.players[1] if state.review else None
    assert easy is not None
    found = mistake_steps(state)
    assert len(found) == len(easy.mistakes) > 0
    assert list(found) == sorted(found)
    view = derive_board(state)
    assert (view.mistakes, view.previous_mistake, view.next_mistake) == (len(found), -1, found[0])
    at_second = derive_board(BoardInput(**{**_fields(state), "step": found[1]}))
    assert (at_second.previous_mistake, at_second.next_mistake) == (found[0], found[2])
    assert at_second.cost >= MISTAKE_COST and at_second.name == "Easy 2"
    assert mistake_steps(board("official-hard-easy", selected=0)) == ()  # hard: none
    assert mistake_steps(board("official-hard-easy", selected=1, reviewed=False)) == ()


def test_beside_a_decision_the_ranked_choices_mark_the_one_made() -> None:
    state = board("official-hard-easy", selected=1)
    step = mistake_steps(state)[0]
    game = state.replay.games[step]
    choices = alternatives(game)
    state = BoardInput(**{**_fields(state), "step": step, "choices": choices})
    rows = derive_choices(state)
    chosen = [row for row in rows if row.chosen]
    assert len(chosen) == 1
    assert len(rows) <= SHOWN_CHOICES + 1
    assert rows[0].rank == 1 and rows[0].loss == 0.0
    assert chosen[0].loss == pytest.approx(derive_board(state).cost)


def test_the_sheets_at_an_entry_show_the_box_about_to_be_filled() -> None:
    state = board("official-hard-easy")
    entry = next(s for s in state.replay.steps if s.next.kind == "box")
    state = BoardInput(**{**_fields(state), "step": entry.key})
    rows = {row.key: row for row in derive_board_sheet(state)}
    marked = rows[entry.next.box]
    assert marked.marks[entry.seat] == entry.next.points
    assert marked.values[entry.seat] == -1  # not yet entered at this step
    assert sum(1 for row in rows.values() for m in row.marks if m >= 0) == 1
    end = BoardInput(**{**_fields(state), "step": len(state.replay.steps) - 1})
    totals = next(row for row in derive_board_sheet(end) if row.key == "total")
    assert totals.values == tuple(sheet.total for sheet in state.record.game.sheets)
    players = derive_board_players(end)
    assert [p.total for p in players] == [p.final_total for p in players]


def test_play_on_is_offered_only_where_the_seat_marked_you_decides() -> None:
    record = stored("official-hard-easy")
    mine = GameRecord(record.game, (SeatRecord("you"), SeatRecord("computer", "easy")))
    replay = replay_steps(record.game)
    for step in replay.steps:
        offered = derive_board(BoardInput(mine, replay, step=step.key)).can_play_on
        assert offered == (step.kind == "roll" and step.seat == 0)
        assert not derive_board(BoardInput(record, replay, step=step.key)).can_play_on


def _fields(state: BoardInput) -> dict[str, object]:
    return {name: getattr(state, name) for name in state.__dataclass_fields__}
