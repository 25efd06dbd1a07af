"""``python -m app.strategy``: value, simulate and review."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from app.rules import Game, preset
from app.strategy import computer_player
from app.strategy.__main__ import main
from app.strategy.simulate import play_game, simulate


def test_value_prints_a_bare_number_last(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["value", "--rules", "official", "--forced-order"]) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    assert 100 < float(last) < 200


@pytest.mark.parametrize("extra", [["--rules", "maxi"], ["--rules", "official", "--triple"]])
def test_value_without_an_exact_table_exits_2(
    extra: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["value", *extra]) == 2
    assert "no exact table" in capsys.readouterr().err


def test_simulate_prints_a_json_summary(capsys: pytest.CaptureFixture[str]) -> None:
    arguments = ["simulate", "--rules", "yatzy", "--forced-order", "--level", "medium"]
    assert main([*arguments, "--games", "20", "--seed", "1", "--processes", "1"]) == 0
    summary = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert summary["games"] == 20
    for key in ("mean", "sd", "p5", "p50", "p95", "five_of_a_kind_rate", "upper_bonus_rate"):
        assert key in summary
    assert summary["p5"] <= summary["p50"] <= summary["p95"]
    # The same seed plays the same games.
    assert main([*arguments, "--games", "20", "--seed", "1", "--processes", "1"]) == 0
    again = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert again == summary


def test_simulate_plays_the_same_games_with_any_number_of_workers() -> None:
    # Each game has its own seeds: two workers sharing the games sum up what one plays alone.
    rules = preset("official", forced_order=True)
    alone = simulate(rules, "medium", 12, 4, processes=1)
    shared = simulate(rules, "medium", 12, 4, processes=2)
    assert shared == alone
    assert alone["games"] == 12


def test_review_of_a_saved_game(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    rules = preset("official", forced_order=True)
    players = [computer_player("easy", rules), computer_player("hard", rules)]
    game = play_game(Game.new(rules, ["Ada", "Bo"]), players, random.Random(5))
    path = tmp_path / "game.json"
    path.write_text(game.to_json(), encoding="utf-8")
    assert main(["review", str(path)]) == 0
    out = capsys.readouterr().out
    assert "Ada" in out and "Bo" in out
    data = json.loads(out.strip().splitlines()[-1])
    lost = {player["name"]: player["lost"] for player in data["players"]}
    assert lost["Bo"] == pytest.approx(0.0, abs=1e-6) and lost["Ada"] > 5
    # in a game of two, the cost in the chance to win beside the points, and the costliest
    ada = next(player for player in data["players"] if player["name"] == "Ada")
    assert all(0.0 <= d["win_cost"] <= 1.0 for d in ada["decisions"])
    assert ada["costliest"] is not None
    assert "costliest for the chance to win: turn " in out and "% to win" in out


@pytest.mark.parametrize("content", [b"{not json", b'{"format": 1}', b"[]"])
def test_review_of_a_broken_file_says_so(
    tmp_path: Path, content: bytes, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "broken.json"
    path.write_bytes(content)
    assert main(["review", str(path)]) == 2
    assert "not a saved game" in capsys.readouterr().err
    assert main(["review", str(tmp_path / "missing.json")]) == 2
