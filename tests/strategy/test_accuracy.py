"""Accuracy (points lost per decision) on stored games: the hard computer is almost perfect on an
exact ruleset, the easy one far from it. The games are game files in ``games/`` (recorded once
by ``games/record_games.py``), so the figures do not depend on fresh dice."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from app.rules import Game, read_game_file
from app.strategy import alternatives, decision_review, review
from app.strategy.__main__ import main

GAMES = Path(__file__).resolve().parent / "games"


def stored(name: str) -> Game:
    return read_game_file((GAMES / f"{name}.json").read_bytes()).game


@pytest.mark.parametrize(
    "name", ["official-hard-1", "official-hard-2", "official-hard-3", "official-hard-easy"]
)
def test_the_hard_computer_loses_under_a_twentieth_of_a_point_per_decision(name: str) -> None:
    result = review(stored(name))
    assert result.exact
    hard = result.players[0]
    assert len(hard.decisions) >= 13  # at least one entry a box
    assert hard.mean_cost < 0.05
    assert hard.mean_cost == pytest.approx(hard.lost / len(hard.decisions))


@pytest.mark.parametrize("name", ["official-easy-1", "official-easy-2"])
def test_the_easy_computer_loses_far_more(name: str) -> None:
    easy = review(stored(name)).players[0]
    assert easy.mean_cost > 1.0  # twenty times the hard computer's bound, and more


def test_in_a_game_of_both_the_easy_seat_is_the_careless_one() -> None:
    hard, easy = review(stored("official-hard-easy")).players
    assert easy.mean_cost > 20 * max(hard.mean_cost, 0.05)


def test_the_command_line_prints_decisions_cost_and_luck_per_player(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["review", str(GAMES / "official-hard-easy.json"), "--json"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    assert len(out) == 1  # --json: the review alone
    players = json.loads(out[0])["players"]
    expected = review(stored("official-hard-easy")).players
    for line, player in zip(players, expected, strict=True):
        assert line["decision_count"] == len(player.decisions)
        assert line["lost"] == pytest.approx(player.lost, abs=1e-4)
        assert line["mean_cost"] == pytest.approx(player.mean_cost, abs=1e-4)
        assert line["luck"] == pytest.approx(player.luck, abs=1e-4)


def test_alternatives_rank_every_choice_and_agree_with_the_review() -> None:
    game = stored("official-easy-1")
    before = Game.new(game.rules, game.names)
    checked = 0
    for action in game.log:
        decision = decision_review(before, action)
        if decision is not None:
            ranked = alternatives(before)
            values = [choice.expected for choice in ranked]
            assert values == sorted(values, reverse=True)
            assert ranked[0].expected == pytest.approx(decision.best.expected)
            chosen = next(c for c in ranked if (c.kind, c.kept, c.box) == _key(decision.chosen))
            assert ranked[0].expected - chosen.expected == pytest.approx(decision.cost)
            boxes = {c.box for c in ranked if c.kind == "box"}
            assert boxes == set(before.options())
            checked += 1
        before = before.apply(action).game
    assert checked == len(review(game).players[0].decisions)


def _key(choice: object) -> tuple[str, tuple[int, ...], str]:
    kind, kept, box = (getattr(choice, name) for name in ("kind", "kept", "box"))
    return kind, kept, box
