"""The game file: written and read back to the same game; anything else refused with its reason."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from app.rules import (
    Game,
    GameFileError,
    GameRecord,
    SeatRecord,
    preset,
    read_game_file,
    write_game_file,
)
from app.rules.gamefile import MAX_ACTIONS, MAX_BYTES


def played(name: str = "official", players: int = 2, seed: int = 3, **options: bool) -> Game:
    """A whole game: each turn rolls twice, holds the first die, and takes the first box."""
    rng = random.Random(seed)
    game = Game.new(preset(name, **options), [f"P{i + 1}" for i in range(players)])
    while not game.over:
        game = game.roll(rng).game
        game = game.hold(0).game.roll(rng).game
        game = game.enter(next(iter(game.options()))).game
    return game


def record(game: Game | None = None) -> GameRecord:
    game = game or played()
    seats = (SeatRecord("you"), SeatRecord("computer", "hard"))[: game.player_count]
    return GameRecord(game, seats, "2026-12-01T10:00:00+00:00", hints=True)


def file_data(game: Game | None = None) -> dict[str, Any]:
    data: dict[str, Any] = json.loads(write_game_file(record(game)))
    return data


@pytest.mark.parametrize(
    ("name", "players", "options"),
    [
        ("official", 2, {}),
        ("maxi", 1, {"triple": True}),
        ("yatzy", 2, {"forced_order": True}),
    ],
)
def test_a_written_game_reads_back_as_the_same_game(
    name: str, players: int, options: dict[str, bool]
) -> None:
    original = record(played(name, players, **options))
    text = write_game_file(original)
    assert read_game_file(text) == original
    assert read_game_file(text.encode()) == original
    # one action a line: the file is readable and diffs well
    assert text.count("\n") > len(original.game.log)


def test_the_engines_own_record_is_a_game_file_of_people() -> None:
    game = played()
    read = read_game_file(game.to_json())
    assert read.game == game
    assert read.seats == (SeatRecord("person"), SeatRecord("person"))
    assert (read.finished_at, read.hints, read.table, read.you) == ("", False, "", None)


def _without(key: str) -> dict[str, Any]:
    data = file_data()
    del data[key]
    return data


def _with(**changes: Any) -> dict[str, Any]:
    data = file_data()
    data.update(changes)
    return data


def _action_changed(index: int, **changes: Any) -> dict[str, Any]:
    data = file_data()
    data["actions"][index] = {**data["actions"][index], **changes}
    return data


def _truncated_log() -> dict[str, Any]:
    data = file_data()
    data["actions"] = data["actions"][:-1]
    return data


def _held_die_changed() -> dict[str, Any]:
    data = file_data()
    first, second = data["actions"][0], data["actions"][2]  # roll, hold die 0, roll
    assert (data["actions"][1], second["type"]) == ({"type": "hold", "seat": 0, "die": 0}, "roll")
    second["dice"] = [first["dice"][0] % 6 + 1, *second["dice"][1:]]
    return data


def _action_after_the_end() -> dict[str, Any]:
    data = file_data()
    data["actions"].append({"type": "roll", "seat": 0, "dice": [1, 2, 3, 4, 5]})
    return data


BAD: list[tuple[str, Any, str, int]] = [
    # (case, file data, code, number of the action at fault)
    ("a list", [], "not_a_game", 0),
    ("no actions", _without("actions"), "not_a_game", 0),
    ("no players", _without("players"), "not_a_game", 0),
    ("another version", _with(format=2), "wrong_version", 0),
    ("no version", _without("format"), "wrong_version", 0),
    ("version as text", _with(format="1"), "wrong_version", 0),
    ("version true", _with(format=True), "wrong_version", 0),
    ("unknown field", _with(cheat=True), "bad_field", 0),
    ("unknown preset", _with(rules={"preset": "chess"}), "bad_rules", 0),
    ("rules with extras", _with(rules={"preset": "official", "dice": 7}), "bad_rules", 0),
    ("five players", _with(players=["a", "b", "c", "d", "e"]), "bad_players", 0),
    ("a nameless player", _with(players=["", "b"]), "bad_players", 0),
    ("a name with a newline", _with(players=["a\nb", "b"]), "bad_players", 0),
    ("seats not matching", _with(seats=[{"kind": "you"}]), "bad_seats", 0),
    ("two yous", _with(seats=[{"kind": "you"}, {"kind": "you"}]), "bad_seats", 0),
    (
        "a leveled person",
        _with(seats=[{"kind": "you", "level": "hard"}, {"kind": "person"}]),
        "bad_seats",
        0,
    ),
    ("hints as text", _with(hints="yes"), "bad_field", 0),
    ("a roll without dice", _action_changed(0, dice=None), "bad_action", 1),
    ("an unknown action", _action_changed(2, type="teleport"), "bad_action", 3),
    ("an action with extras", _action_changed(1, points=50), "bad_action", 2),
    ("a die of seven", _action_changed(0, dice=[7, 1, 1, 1, 1]), "impossible_action", 1),
    (
        "six dice in a classic game",
        _action_changed(0, dice=[1, 1, 1, 1, 1, 1]),
        "impossible_action",
        1,
    ),
    ("the wrong seat", _action_changed(0, seat=1), "impossible_action", 1),
    ("a seat that is not there", _action_changed(0, seat=5), "impossible_action", 1),
    ("a held die that changed", _held_die_changed(), "impossible_action", 3),
    ("an unfinished game", _truncated_log(), "not_finished", 0),
    ("an action after the end", _action_after_the_end(), "impossible_action", 0),
]


@pytest.mark.parametrize(("case", "data", "code", "action"), BAD, ids=[case[0] for case in BAD])
def test_a_bad_file_is_refused_with_its_reason(
    case: str, data: Any, code: str, action: int
) -> None:
    with pytest.raises(GameFileError) as refused:
        read_game_file(json.dumps(data))
    assert refused.value.code == code
    if action:
        assert refused.value.action == action
        assert str(refused.value).startswith(f"action {action}: ")


def test_an_action_after_the_end_names_it() -> None:
    data = _action_after_the_end()
    with pytest.raises(GameFileError) as refused:
        read_game_file(json.dumps(data))
    assert refused.value.action == len(data["actions"])
    assert "over" in str(refused.value)


@pytest.mark.parametrize(
    ("content", "code"),
    [
        (b"", "not_json"),
        (b"{not json", "not_json"),
        (b"\xff\xfe{}", "not_json"),
        (write_game_file(record(played()))[:-40].encode(), "not_json"),  # cut short
        (b"[" * 100_000 + b"]" * 100_000, "too_deep"),
        (json.dumps({"format": 1, "players": [[[["x"]]]], "actions": []}).encode(), "too_deep"),
        (b" " * (MAX_BYTES + 1), "too_large"),
    ],
    ids=["empty", "not json", "not text", "truncated", "deep", "deep inside", "huge"],
)
def test_a_hostile_file_is_refused_before_it_is_replayed(content: bytes, code: str) -> None:
    with pytest.raises(GameFileError) as refused:
        read_game_file(content)
    assert refused.value.code == code


def test_too_many_actions_are_refused_before_any_is_replayed() -> None:
    data = file_data()
    data["actions"] = [{"type": "hold", "seat": 0, "die": 0}] * (MAX_ACTIONS + 1)
    with pytest.raises(GameFileError) as refused:
        read_game_file(json.dumps(data))
    assert refused.value.code == "too_large"
