"""One SQLite file for settings, the game in progress and the results of finished games.

A file that cannot be read (not a database, damaged, written by a newer version) is never
overwritten: it is renamed aside as a backup, a fresh file is started, and the caller is told.
"""

from __future__ import annotations

import contextlib
import json
import sqlite3
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import platformdirs

from .aside import put_aside
from .settings import Settings
from .statistics import Accuracy, GameResult, Opponents

DATA_FILE_NAME = "fuenfwurf.sqlite3"
SCHEMA_VERSION = 3

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
_SCHEMA_V2 = """
ALTER TABLE finished_games ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
ALTER TABLE unfinished_game ADD COLUMN hints INTEGER NOT NULL DEFAULT 0;
ALTER TABLE results ADD COLUMN seat INTEGER;
CREATE TABLE accuracy (
    game_id INTEGER NOT NULL REFERENCES finished_games(id),
    seat INTEGER NOT NULL,
    decisions INTEGER NOT NULL,
    lost REAL NOT NULL,
    luck REAL NOT NULL,
    exact INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE online_games (
    id INTEGER PRIMARY KEY,
    server TEXT NOT NULL,
    code TEXT NOT NULL,
    seat INTEGER NOT NULL,
    ruleset TEXT NOT NULL,
    players TEXT NOT NULL,
    started_at TEXT NOT NULL,
    UNIQUE (server, code)
);
"""
_SCHEMA_V3 = """
ALTER TABLE finished_games ADD COLUMN online TEXT;
CREATE UNIQUE INDEX finished_games_online ON finished_games (online) WHERE online IS NOT NULL
"""
_MIGRATIONS = {1: _SCHEMA_V1, 2: _SCHEMA_V2, 3: _SCHEMA_V3}
"""The script that brings the file from the version before to each version."""
_TABLES = {"settings", "unfinished_game", "finished_games", "results", "accuracy", "online_games"}
HISTORY_LIMIT = 100
"""Finished games (and online games) the history lists, newest first."""


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
    hints: bool = False
    """Hints were shown in the game so far."""


@dataclass(frozen=True, slots=True)
class FinishedGame:
    """A finished game of this computer as the app wrote it."""

    id: int
    setup: str
    game: str
    finished_at: str
    hints: bool
    accuracy: tuple[Accuracy, ...]
    """Per seat, once the game was reviewed (empty before)."""
    seat: int | None = None
    """The seat of the player of this profile, where they sat at the table and it is known."""
    total: int | None = None
    """Their total."""
    place: int | None = None
    """Their place."""
    online: str = ""
    """For an online game played here: ``<server> <code>`` of its table ("" for a local game)."""


@dataclass(frozen=True, slots=True)
class OnlineGame:
    """An online game the player sat at: where to ask for its journal."""

    id: int
    server: str
    code: str
    seat: int
    ruleset: str
    players: tuple[str, ...]
    started_at: str


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

    def save_unfinished(self, setup: str, game: str, *, hints: bool = False) -> None:
        self._write(
            "INSERT INTO unfinished_game (slot, setup, game, saved_at, hints) "
            "VALUES (1, ?, ?, ?, ?) "
            "ON CONFLICT(slot) DO UPDATE SET setup = excluded.setup, game = excluded.game, "
            "saved_at = excluded.saved_at, hints = excluded.hints",
            (setup, game, _now(), int(hints)),
        )

    def load_unfinished(self) -> SavedGame | None:
        rows = self._query(
            "SELECT setup, game, saved_at, hints FROM unfinished_game WHERE slot = 1"
        )
        if not rows:
            return None
        setup, game, saved_at, hints = rows[0]
        return SavedGame(str(setup), str(game), str(saved_at), bool(hints))

    def clear_unfinished(self) -> None:
        self._write("DELETE FROM unfinished_game", ())

    # --- finished games ---------------------------------------------------------------------------

    def record_finished(
        self,
        setup: str,
        game: str,
        result: GameResult | None,
        *,
        seat: int | None = None,
        hints: bool = False,
        online: str = "",
    ) -> int:
        """Keep a finished game (and the result of the player in ``seat``, if they sat at the
        table) and drop the game in progress, all in one transaction; the game's id.

        ``online`` (``<server> <code>``) marks an online game: it is kept once however often
        it ends here again (a reconnection), and a local game in progress stays."""
        try:
            with self._db:
                if online:
                    known = self._db.execute(
                        "SELECT id FROM finished_games WHERE online = ?", (online,)
                    ).fetchone()
                    if known is not None:
                        return int(known[0])
                cursor = self._db.execute(
                    "INSERT INTO finished_games (setup, game, finished_at, hints, online) "
                    "VALUES (?, ?, ?, ?, ?)",
                    (
                        setup,
                        game,
                        result.finished_at if result else _now(),
                        int(hints),
                        online or None,
                    ),
                )
                game_id = int(cursor.lastrowid or 0)
                if result is not None:
                    self._db.execute(
                        "INSERT INTO results (game_id, ruleset, opponents, players, place, "
                        "shared_place, total, five_alikes, upper_bonuses, resigned, finished_at, "
                        "seat) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
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
                            seat,
                        ),
                    )
                if not online:
                    self._db.execute("DELETE FROM unfinished_game")
        except sqlite3.Error as error:
            raise StoreError(f"cannot save the finished game: {error}") from error
        return game_id

    def record_accuracy(self, game_id: int, accuracy: Sequence[Accuracy]) -> None:
        """Keep the review's figures of a finished game, one line per seat (again: replaced)."""
        self._write(
            "INSERT INTO accuracy (game_id, seat, decisions, lost, luck, exact) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, seat) DO UPDATE SET "
            "decisions = excluded.decisions, lost = excluded.lost, luck = excluded.luck, "
            "exact = excluded.exact",
            [(game_id, a.seat, a.decisions, a.lost, a.luck, int(a.exact)) for a in accuracy],
            many=True,
        )

    def finished_games(self, limit: int = HISTORY_LIMIT) -> list[FinishedGame]:
        """The newest finished games first (with the game's JSON: to open, not to list)."""
        return self._finished(f"ORDER BY f.id DESC LIMIT {int(limit)}")

    def finished_game(self, game_id: int) -> FinishedGame | None:
        found = self._finished(f"WHERE f.id = {int(game_id)}")
        return found[0] if found else None

    def _finished(self, which: str) -> list[FinishedGame]:
        rows = self._query(
            "SELECT f.id, f.setup, f.game, f.finished_at, f.hints, r.seat, r.total, r.place, "
            f"f.online FROM finished_games f LEFT JOIN results r ON r.game_id = f.id {which}"
        )
        accuracy = self._accuracy([int(row[0]) for row in rows])
        return [
            FinishedGame(
                id=int(row[0]),
                setup=str(row[1]),
                game=str(row[2]),
                finished_at=str(row[3]),
                hints=bool(row[4]),
                accuracy=accuracy.get(int(row[0]), ()),
                seat=None if row[5] is None else int(row[5]),
                total=None if row[6] is None else int(row[6]),
                place=None if row[7] is None else int(row[7]),
                online=str(row[8] or ""),
            )
            for row in rows
        ]

    def _accuracy(self, game_ids: list[int]) -> dict[int, tuple[Accuracy, ...]]:
        if not game_ids:
            return {}
        marks = ", ".join(str(int(i)) for i in game_ids)
        rows = self._query(
            "SELECT game_id, seat, decisions, lost, luck, exact FROM accuracy "
            f"WHERE game_id IN ({marks}) ORDER BY game_id, seat"
        )
        found: dict[int, list[Accuracy]] = {}
        for row in rows:
            line = Accuracy(int(row[1]), int(row[2]), float(row[3]), float(row[4]), bool(row[5]))
            found.setdefault(int(row[0]), []).append(line)
        return {game_id: tuple(lines) for game_id, lines in found.items()}

    # --- online games -----------------------------------------------------------------------------

    def record_online_game(
        self, server: str, code: str, seat: int, ruleset: str, players: Sequence[str]
    ) -> None:
        """The player sat at an online game (kept once per server and table)."""
        self._write(
            "INSERT INTO online_games (server, code, seat, ruleset, players, started_at) "
            "VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (server, code) DO NOTHING",
            (server, code, seat, ruleset, json.dumps(list(players), ensure_ascii=False), _now()),
        )

    def online_games(self, limit: int = HISTORY_LIMIT) -> list[OnlineGame]:
        rows = self._query(
            "SELECT id, server, code, seat, ruleset, players, started_at FROM online_games "
            f"ORDER BY id DESC LIMIT {int(limit)}"
        )
        found = []
        for row in rows:
            try:
                players = json.loads(row[5])
            except ValueError:
                continue  # a row this version cannot read is left out
            if not isinstance(players, list) or not all(isinstance(p, str) for p in players):
                continue
            found.append(
                OnlineGame(
                    int(row[0]),
                    str(row[1]),
                    str(row[2]),
                    int(row[3]),
                    str(row[4]),
                    tuple(players),
                    str(row[6]),
                )
            )
        return found

    # --- statistics -------------------------------------------------------------------------------

    def results(self) -> list[GameResult]:
        rows = self._query(
            "SELECT r.ruleset, r.opponents, r.players, r.place, r.shared_place, r.total, "
            "r.five_alikes, r.upper_bonuses, r.resigned, r.finished_at, f.hints, "
            "a.seat, a.decisions, a.lost, a.luck, a.exact "
            "FROM results r LEFT JOIN finished_games f ON f.id = r.game_id "
            "LEFT JOIN accuracy a ON a.game_id = r.game_id AND a.seat = r.seat "
            "ORDER BY r.rowid"
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
                    hints=bool(row[10]),
                    accuracy=None
                    if row[11] is None
                    else Accuracy(
                        int(row[11]), int(row[12]), float(row[13]), float(row[14]), bool(row[15])
                    ),
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
    for step in range(version + 1, SCHEMA_VERSION + 1):
        _migrate(db, step)
    tables = {row[0] for row in db.execute("SELECT name FROM sqlite_master WHERE type='table'")}
    if not tables >= _TABLES:
        raise _Unreadable(f"tables are missing: {', '.join(sorted(_TABLES - tables))}")
    db.execute("PRAGMA journal_mode = WAL")
    db.execute("PRAGMA synchronous = NORMAL")


def _migrate(db: sqlite3.Connection, version: int) -> None:
    """Bring the file to ``version`` from the one before, all or nothing."""
    db.execute("BEGIN")
    try:
        for statement in _MIGRATIONS[version].split(";"):
            if statement.strip():
                db.execute(statement)
        db.execute(f"PRAGMA user_version = {version}")
    except BaseException:
        db.rollback()
        raise
    db.commit()


def _put_aside(path: Path) -> Path:
    try:
        return put_aside(path, ("-wal", "-shm"))
    except OSError as error:
        raise StoreError(f"cannot put the unreadable data file aside: {error}") from error
