"""One SQLite file for settings, the game in progress and the results of finished games.

A file that cannot be read (not a database, damaged, written by a newer version) is never
overwritten: it is renamed aside as a backup, a fresh file is started, and the caller is told.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs

from .settings import Settings
from .statistics import GameResult, Opponents

DATA_FILE_NAME = "fuenfwurf.sqlite3"
SCHEMA_VERSION = 1

_SCHEMA_V1 = """
CREATE TABLE settings (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE unfinished_game (
    slot INTEGER PRIMARY KEY CHECK (slot = 1),
    setup TEXT NOT NULL,
    game TEXT NOT NULL,
    saved_at TEXT NOT NULL
);
CREATE TABLE finished_games (
    id INTEGER PRIMARY KEY,
    setup TEXT NOT NULL,
    game TEXT NOT NULL,
    finished_at TEXT NOT NULL
);
CREATE TABLE results (
    game_id INTEGER NOT NULL REFERENCES finished_games(id),
    ruleset TEXT NOT NULL,
    opponents TEXT NOT NULL,
    players INTEGER NOT NULL,
    place INTEGER NOT NULL,
    shared_place INTEGER NOT NULL,
    total INTEGER NOT NULL,
    five_alikes INTEGER NOT NULL,
    upper_bonuses INTEGER NOT NULL,
    resigned INTEGER NOT NULL,
    finished_at TEXT NOT NULL
);
"""
_TABLES = {"settings", "unfinished_game", "finished_games", "results"}


class StoreError(Exception):
    """Reading or writing the data file failed; the message says what happened."""


@dataclass(frozen=True, slots=True)
class RecoveredDataFile:
    """The data file could not be read and was put aside; a fresh one was started."""

    backup: Path
    reason: str


@dataclass(frozen=True, slots=True)
class SavedGame:
    """A game in progress, as the app wrote it: its table setup and the game, both JSON."""

    setup: str
    game: str
    saved_at: str


def default_data_path() -> Path:
    """Where the data file lives: the platform's data folder (honours ``XDG_DATA_HOME``)."""
    return Path(platformdirs.user_data_dir("fuenfwurf", appauthor=False)) / DATA_FILE_NAME


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class ProfileStore:
    """The open data file. Use :meth:`open`; every method raises :class:`StoreError` on failure."""

    def __init__(self, connection: sqlite3.Connection, path: Path) -> None:
        self._db = connection
        self.path = path

    # --- opening ----------------------------------------------------------------------------------

    @classmethod
    def open(cls, path: Path | None = None) -> tuple[ProfileStore, RecoveredDataFile | None]:
        """Open (or create) the data file. An unreadable one is renamed aside and replaced."""
        path = path or default_data_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            raise StoreError(f"cannot create the data folder {path.parent}: {error}") from error
        try:
            return cls(_connect(path), path), None
        except (sqlite3.Error, _Unreadable) as error:
            backup = _put_aside(path)
            recovered = RecoveredDataFile(backup, str(error))
        try:
            return cls(_connect(path), path), recovered
        except (sqlite3.Error, _Unreadable) as error:
            raise StoreError(f"cannot start a fresh data file at {path}: {error}") from error

    def close(self) -> None:
        with contextlib.suppress(sqlite3.Error):
            self._db.close()

    # --- settings ---------------------------------------------------------------------------------

    def load_settings(self) -> Settings:
        rows = self._query("SELECT name, value FROM settings")
        return Settings.from_rows({str(name): str(value) for name, value in rows})

    def save_settings(self, settings: Settings) -> None:
        self._write(
            "INSERT INTO settings (name, value) VALUES (?, ?) "
            "ON CONFLICT(name) DO UPDATE SET value = excluded.value",
            list(settings.to_rows().items()),
            many=True,
        )

    # --- the game in progress ---------------------------------------------------------------------

    def save_unfinished(self, setup: str, game: str) -> None:
        self._write(
            "INSERT INTO unfinished_game (slot, setup, game, saved_at) VALUES (1, ?, ?, ?) "
            "ON CONFLICT(slot) DO UPDATE SET setup = excluded.setup, game = excluded.game, "
            "saved_at = excluded.saved_at",
            (setup, game, _now()),
        )

    def load_unfinished(self) -> SavedGame | None:
        rows = self._query("SELECT setup, game, saved_at FROM unfinished_game WHERE slot = 1")
        if not rows:
            return None
        setup, game, saved_at = rows[0]
        return SavedGame(str(setup), str(game), str(saved_at))

    def clear_unfinished(self) -> None:
        self._write("DELETE FROM unfinished_game", ())

    # --- finished games ---------------------------------------------------------------------------

    def record_finished(self, setup: str, game: str, result: GameResult | None) -> None:
        """Keep a finished game (and the player's result, if they sat at the table) and drop the
        game in progress, all in one transaction."""
        try:
            with self._db:
                cursor = self._db.execute(
                    "INSERT INTO finished_games (setup, game, finished_at) VALUES (?, ?, ?)",
                    (setup, game, result.finished_at if result else _now()),
                )
                if result is not None:
                    self._db.execute(
                        "INSERT INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (
                            cursor.lastrowid,
                            result.ruleset,
                            result.opponents.value,
                            result.players,
                            result.place,
                            int(result.shared_place),
                            result.total,
                            result.five_alikes,
                            result.upper_bonuses,
                            int(result.resigned),
                            result.finished_at,
                        ),
                    )
                self._db.execute("DELETE FROM unfinished_game")
        except sqlite3.Error as error:
            raise StoreError(f"cannot save the finished game: {error}") from error

    def results(self) -> list[GameResult]:
        rows = self._query(
            "SELECT ruleset, opponents, players, place, shared_place, total, five_alikes, "
            "upper_bonuses, resigned, finished_at FROM results ORDER BY rowid"
        )
        found = []
        for row in rows:
            try:
                opponents = Opponents(row[1])
            except ValueError:
                continue  # a row this version does not understand is left out, not fatal
            found.append(
                GameResult(
                    ruleset=str(row[0]),
                    opponents=opponents,
                    players=int(row[2]),
                    place=int(row[3]),
                    shared_place=bool(row[4]),
                    total=int(row[5]),
                    five_alikes=int(row[6]),
                    upper_bonuses=int(row[7]),
                    resigned=bool(row[8]),
                    finished_at=str(row[9]),
                )
            )
        return found

    def finished_game_count(self) -> int:
        count: int = self._query("SELECT COUNT(*) FROM finished_games")[0][0]
        return count

    # --- plumbing ---------------------------------------------------------------------------------

    def _query(self, sql: str) -> list[tuple[Any, ...]]:
        try:
            return list(self._db.execute(sql))
        except sqlite3.Error as error:
            raise StoreError(f"cannot read the data file: {error}") from error

    def _write(self, sql: str, parameters: object, *, many: bool = False) -> None:
        try:
            with self._db:
                if many:
                    self._db.executemany(sql, parameters)  # type: ignore[arg-type]
                else:
                    self._db.execute(sql, parameters)  # type: ignore[arg-type]
        except sqlite3.Error as error:
            raise StoreError(f"cannot write the data file: {error}") from error


class _Unreadable(Exception):
    """The file is a database, but not one this version can use."""


def _connect(path: Path) -> sqlite3.Connection:
    connection = sqlite3.connect(path, isolation_level="DEFERRED")
    try:
        _check_and_migrate(connection)
    except BaseException:
        connection.close()
        raise
    return connection


def _check_and_migrate(db: sqlite3.Connection) -> None:
    # Reading the header and checking the pages finds files that are not, or no longer, databases.
    status = db.execute("PRAGMA quick_check").fetchone()
    if not status or status[0] != "ok":
        raise _Unreadable(f"the database is damaged ({status[0] if status else 'no answer'})")
    version = int(db.execute("PRAGMA user_version").fetchone()[0])
    if version > SCHEMA_VERSION:
        raise _Unreadable(f"written by a newer version of the game (schema {version})")
    if version == 0:
        tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master")}
        if tables:
            raise _Unreadable("the file holds tables of something else")
        with db:
            db.executescript(_SCHEMA_V1)
            db.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if not tables >= _TABLES:
        raise _Unreadable(f"tables are missing: {', '.join(sorted(_TABLES - tables))}")
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = NORMAL")


def _put_aside(path: Path) -> Path:
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    backup = path.with_name(f"{path.name}.unreadable-{stamp}")
    counter = 1
    while backup.exists():
        counter += 1
        backup = path.with_name(f"{path.name}.unreadable-{stamp}-{counter}")
    for suffix in ("", "-wal", "-shm"):
        source = Path(f"{path}{suffix}")
        if source.exists():
            try:
                os.replace(source, Path(f"{backup}{suffix}"))
            except OSError as error:
                raise StoreError(f"cannot put the unreadable data file aside: {error}") from error
    return backup
