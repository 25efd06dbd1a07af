"""The review's cost in the chance to win, on the results and on the analysis board: each
decision's cost beside its points, and the decision that cost each player the most."""

from __future__ import annotations

import random

from app.rules import Game, GameRecord, SeatRecord, preset
from app.ui.analysis.board import BoardInput, derive_board, derive_board_players
from app.ui.analysis.steps import replay_steps
from app.ui.results.reviewrows import derive_review


def easy_game() -> Game:
    from app.strategy import computer_player
    from app.strategy.simulate import play_game

    rules = preset("official")
    seats = [computer_player("easy", rules, seed=s) for s in range(2)]
    return play_game(Game.new(rules, 2), seats, random.Random(5))


def test_the_results_name_each_players_costliest_decision_with_its_cost_in_chances() -> None:
    from app.strategy import review

    game = easy_game()
    reviewed = review(game)
    rows = derive_review(game, reviewed)
    for row, player in zip(rows, reviewed.players, strict=True):
        (costliest,) = row.costliest
        assert player.costliest is not None
        assert costliest.turn == player.costliest.turn
        assert costliest.win_cost == max(m.win_cost for m in row.every) > 0.0
        assert costliest.win_cost == (player.costliest.win_cost or 0.0) * 100
        # every decision carries its cost in the chance to win, in per cent
        assert all(0.0 <= m.win_cost <= 100.0 for m in row.every)


def test_the_board_shows_a_decisions_cost_in_chances_and_goes_to_the_costliest() -> None:
    from app.strategy import review

    game = easy_game()
    record = GameRecord(game, (SeatRecord("you"), SeatRecord("computer", "easy")))
    replay = replay_steps(game)
    reviewed = review(game)
    state = BoardInput(record, replay, review=reviewed, review_state="ready")
    players = derive_board_players(state)
    for row, player in zip(players, reviewed.players, strict=True):
        assert row.costliest_step >= 0
        step = replay.steps[row.costliest_step]
        assert step.seat == row.key and step.kind == "roll"
        assert row.costliest_turn == step.turn
        assert row.costliest_win_cost == (player.costliest.win_cost or 0.0) * 100  # type: ignore[union-attr]
        at = derive_board(BoardInput(record, replay, step=step.key, review=reviewed))
        assert at.win_cost == row.costliest_win_cost > 0.0
    assert derive_board(BoardInput(record, replay, step=0, review=reviewed)).win_cost == -1.0
