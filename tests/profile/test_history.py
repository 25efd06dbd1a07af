"""Finished games with their accuracy and hints, online games, and a file of the version before."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.profile import Accuracy, GameResult, Opponents, ProfileStore
from app.profile.store import _SCHEMA_V1


def result(total: int = 200, finished_at: str = "2026-01-01T00:00:00") -> GameResult:
    return GameResult("official", Opponents.COMPUTER, 2, 1, False, total, 1, 1, False, finished_at)


@pytest.fixture
def store(tmp_path: Path) -> ProfileStore:
    opened, _ = ProfileStore.open(tmp_path / "data.sqlite3")
    return opened


def test_a_finished_game_keeps_its_hints_and_later_its_accuracy(store: ProfileStore) -> None:
    first = store.record_finished('{"s": 1}', '{"g": 1}', result(210), seat=1, hints=True)
    second = store.record_finished('{"s": 2}', '{"g": 2}', result(190), seat=0)
    assert second > first
    accuracy = (Accuracy(0, 38, 12.5, -3.0, True), Accuracy(1, 40, 0.4, 20.25, True))
    store.record_accuracy(first, accuracy)
    store.record_accuracy(first, accuracy)  # reviewed again: the same lines, not twice

    newest, oldest = store.finished_games()
    assert (newest.id, newest.hints, newest.accuracy) == (second, False, ())
    assert (oldest.id, oldest.setup, oldest.game, oldest.hints) == (
        first,
        '{"s": 1}',
        '{"g": 1}',
        True,
    )
    assert oldest.accuracy == accuracy
    assert store.finished_game(first) == oldest
    assert store.finished_game(999) is None

    # The player's result carries the hints mark and their own seat's accuracy.
    with_accuracy, without = store.results()
    assert with_accuracy.hints and with_accuracy.accuracy == accuracy[1]
    assert not without.hints and without.accuracy is None
    assert with_accuracy.accuracy.mean_cost == pytest.approx(0.01)


def test_the_unfinished_game_keeps_its_hints_mark(store: ProfileStore) -> None:
    store.save_unfinished("{}", "{}", hints=True)
    saved = store.load_unfinished()
    assert saved is not None and saved.hints
    store.save_unfinished("{}", "{}")
    saved = store.load_unfinished()
    assert saved is not None and not saved.hints


def test_online_games_are_kept_once_per_server_and_table(store: ProfileStore) -> None:
    store.record_online_game("ws://a:1", "ABCD", 1, "maxi", ["Ada", "Bo"])
    store.record_online_game("ws://a:1", "ABCD", 1, "maxi", ["Ada", "Bo"])
    store.record_online_game("ws://b:1", "ABCD", 0, "official", ["Cy"])
    newest, oldest = store.online_games()
    assert (newest.server, newest.code, newest.seat, newest.players) == (
        "ws://b:1",
        "ABCD",
        0,
        ("Cy",),
    )
    assert (oldest.ruleset, oldest.players) == ("maxi", ("Ada", "Bo"))


def test_a_file_of_the_version_before_is_brought_up_to_date(tmp_path: Path) -> None:
    path = tmp_path / "old.sqlite3"
    with sqlite3.connect(path) as db:
        db.executescript(_SCHEMA_V1)
        db.execute("PRAGMA user_version = 1")
        db.execute("INSERT INTO finished_games VALUES (1, '{}', '{}', '2025-05-05T00:00:00')")
        db.execute(
            "INSERT INTO results VALUES "
            "(1, 'official', 'solo', 1, 1, 0, 244, 1, 1, 0, '2025-05-05T00:00:00')"
        )
    db.close()
    store, recovered = ProfileStore.open(path)
    assert recovered is None
    (old,) = store.results()
    assert (old.total, old.hints, old.accuracy) == (244, False, None)
    (game,) = store.finished_games()
    assert (game.id, game.hints, game.accuracy) == (1, False, ())
    store.record_accuracy(1, [Accuracy(0, 39, 1.0, 2.0, True)])  # reviewed later on the board
    assert store.finished_games()[0].accuracy == (Accuracy(0, 39, 1.0, 2.0, True),)
    store.close()
