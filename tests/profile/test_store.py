"""The data file: settings, the game in progress, finished games, and unreadable files."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from app.profile import (
    DATA_FILE_NAME,
    GameResult,
    Opponents,
    ProfileStore,
    Settings,
    default_data_path,
)
from app.profile.store import SCHEMA_VERSION


def sample_result(total: int = 200) -> GameResult:
    return GameResult(
        "official", Opponents.COMPUTER, 2, 1, False, total, 1, 1, False, "2026-01-01T00:00:00"
    )


@pytest.fixture
def path(tmp_path: Path) -> Path:
    return tmp_path / "data" / DATA_FILE_NAME


def test_the_data_file_lives_in_the_xdg_data_folder(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_data_path() == tmp_path / "fuenfwurf" / DATA_FILE_NAME


def test_a_fresh_file_has_defaults_and_nothing_else(path: Path) -> None:
    store, recovered = ProfileStore.open(path)
    assert recovered is None
    assert store.load_settings() == Settings()
    assert store.load_unfinished() is None
    assert store.results() == []
    store.close()
    assert path.exists()


def test_everything_survives_reopening(path: Path) -> None:
    store, _ = ProfileStore.open(path)
    store.save_settings(Settings(language="de", pace="slow"))
    store.save_unfinished('{"setup": 1}', '{"game": 1}')
    store.save_unfinished('{"setup": 2}', '{"game": 2}')
    store.close()

    store, recovered = ProfileStore.open(path)
    assert recovered is None
    assert store.load_settings() == Settings(language="de", pace="slow")
    saved = store.load_unfinished()
    assert saved is not None and (saved.setup, saved.game) == ('{"setup": 2}', '{"game": 2}')
    store.close()


def test_a_finished_game_replaces_the_unfinished_one(path: Path) -> None:
    store, _ = ProfileStore.open(path)
    store.save_unfinished("{}", "{}")
    store.record_finished("{}", '{"over": true}', sample_result(230))
    store.record_finished("{}", '{"over": true}', None)  # nobody of this profile sat there
    assert store.load_unfinished() is None
    assert store.results() == [sample_result(230)]
    assert store.finished_game_count() == 2
    store.close()


def test_an_online_game_is_kept_once_and_leaves_the_local_game_in_progress(path: Path) -> None:
    store, _ = ProfileStore.open(path)
    store.save_unfinished("{}", "{}")
    first = store.record_finished("{}", "{}", sample_result(180), online="ws://x ABCD2345")
    again = store.record_finished("{}", "{}", sample_result(180), online="ws://x ABCD2345")
    assert first == again and store.finished_game_count() == 1
    assert store.results() == [sample_result(180)]  # the Statistics screen counts it
    assert store.load_unfinished() is not None  # the local game waits to be played on
    assert store.finished_game(first).online == "ws://x ABCD2345"  # type: ignore[union-attr]
    store.close()


@pytest.mark.parametrize(
    "content",
    [
        b"this is not a database at all" * 100,
        b"SQLite format 3\x00" + b"\xff" * 4000,
        b"",
    ],
    ids=["text", "damaged-header", "empty"],
)
def test_an_unreadable_file_is_put_aside_and_a_fresh_one_started(
    path: Path, content: bytes
) -> None:
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    store, recovered = ProfileStore.open(path)
    if content == b"":
        # An empty file is a valid empty database: nothing to rescue, nothing to report.
        assert recovered is None
    else:
        assert recovered is not None
        assert recovered.backup.read_bytes() == content
        assert recovered.backup.name.startswith(DATA_FILE_NAME + ".unreadable-")
    store.save_settings(Settings(pace="fast"))
    assert store.load_settings().pace == "fast"
    store.close()


def test_a_file_from_a_newer_version_is_kept_aside(path: Path) -> None:
    path.parent.mkdir(parents=True)
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    store, recovered = ProfileStore.open(path)
    assert recovered is not None and "newer" in recovered.reason
    assert recovered.backup.exists()
    store.close()


def test_a_foreign_database_is_kept_aside(path: Path) -> None:
    path.parent.mkdir(parents=True)
    with sqlite3.connect(path) as db:
        db.execute("CREATE TABLE photos (id INTEGER)")
    store, recovered = ProfileStore.open(path)
    assert recovered is not None
    with sqlite3.connect(recovered.backup) as db:
        assert db.execute("SELECT name FROM sqlite_master").fetchall() == [("photos",)]
    store.close()


def test_malformed_settings_rows_fall_back_to_defaults(path: Path) -> None:
    store, _ = ProfileStore.open(path)
    store.close()
    with sqlite3.connect(path) as db:
        db.execute("INSERT INTO settings VALUES ('pace', 'ludicrous'), ('sound', '0')")
    store, recovered = ProfileStore.open(path)
    assert recovered is None
    assert store.load_settings() == Settings(sound=False)
    store.close()
