"""Where the analysis board's games come from: the game just finished, this computer's history,
an online game the player sat at (its journal fetched from the server with the player's token),
or a game file. A file that is not a valid game changes nothing and gets a notice naming what
is wrong. A local game reviewed on the board keeps its accuracy figures in the data file."""

from __future__ import annotations

import asyncio
import logging
from datetime import UTC, datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QUrl, Signal

from app.rules import DiceRecord, Game, GameFileError, GameRecord, read_game_file
from app.rules.gamefile import MAX_BYTES

from ..online.client import OnlineClient
from ..online.fetching import FetchError
from ..services.datafile import DataFile, Notify
from ..session import Session
from ..session.recorder import accuracy_of
from ..session.setup import TableSetup, seat_records

if TYPE_CHECKING:
    from app.strategy import GameReview

log = logging.getLogger(__name__)


def game_file_in_arguments(argv: list[str]) -> str | None:
    """The first ``*.json`` argument on the command line (``fuenfwurf GAME.json``), as an
    absolute path (a running window may have another working folder)."""
    found = next((arg for arg in argv[1:] if arg.lower().endswith(".json")), None)
    return str(Path(found).absolute()) if found is not None else None


class GameOpener(QObject):
    opened = Signal(object, str, str)
    """A game for the board: (GameRecord, source ``local`` | ``online`` | ``file``, the app's
    own check of its dice when it made one, else "")."""

    def __init__(
        self,
        data: DataFile,
        online: OnlineClient,
        notify: Notify,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._data = data
        self._online = online
        self._notify = notify
        self._local: tuple[Game, int, bool] | None = None
        """The local game on the board: its id and whether its accuracy is kept already."""
        self._fetch: asyncio.Task[None] | None = None

    # --- sources ----------------------------------------------------------------------------------

    def open_game(
        self,
        game: Game,
        setup: TableSetup,
        *,
        hints: bool,
        table: str = "",
        game_id: int | None = None,
        dice: DiceRecord | None = None,
        dice_check: str = "",
    ) -> None:
        """A game at hand (the one just finished; online with its dice as this app checked
        them)."""
        now = datetime.now(UTC).isoformat(timespec="seconds")
        record = GameRecord(game, seat_records(setup), now, hints, table, dice)
        self._local = (game, game_id, True) if game_id is not None else None
        self.opened.emit(record, "online" if table else "local", dice_check)

    def open_finished(self, game_id: int) -> None:
        """A finished game of this computer's history."""
        found = self._data.read(lambda store: store.finished_game(game_id))
        if found is None:
            return
        try:
            setup = TableSetup.from_json(found.setup)
            game = read_game_file(found.game).game
        except (ValueError, TypeError) as error:  # GameFileError is a ValueError
            log.warning("finished game %s cannot be replayed: %s", game_id, error)
            self._notify("game_unreadable", str(error))
            return
        record = GameRecord(game, seat_records(setup), found.finished_at, found.hints)
        self._local = (game, game_id, bool(found.accuracy))
        self.opened.emit(record, "local", "")

    def open_online(self, online_id: int) -> None:
        """An online game the player sat at: its journal from the server."""
        games = self._data.read(lambda store: store.online_games()) or []
        found = next((g for g in games if g.id == online_id), None)
        if found is None:
            return
        if self._fetch is not None:
            self._fetch.cancel()
        self._fetch = asyncio.get_event_loop().create_task(
            self._fetch_online(found.server, found.code)
        )

    async def _fetch_online(self, server: str, code: str) -> None:
        try:
            content = await self._online.journal(server, code)
        except FetchError as error:
            self._notify("journal_failed", error.code)
            return
        try:
            record = read_game_file(content)
        except GameFileError as error:
            log.warning("the server's journal of %s is not a game: %s", code, error)
            self._notify("journal_failed", "bad_answer")
            return
        self._local = None
        self.opened.emit(record, "online", "")

    def open_file(self, target: str) -> None:
        """A game file: a path, or a ``file:`` URL."""
        url = QUrl(target)
        path = Path(url.toLocalFile() if url.isLocalFile() else target)
        try:
            if path.stat().st_size > MAX_BYTES:
                raise GameFileError("too_large", "the file is too large")
            record = read_game_file(path.read_bytes())
        except OSError as error:
            self._notify("bad_game_file", f"unreadable|0|{path.name}")
            log.info("cannot read %s: %s", path, error)
            return
        except GameFileError as error:
            self._notify("bad_game_file", f"{error.code}|{error.action}|{path.name}")
            log.info("%s is not a game: %s", path, error)
            return
        self._local = None
        self.opened.emit(record, "file", "")

    # --- what follows -----------------------------------------------------------------------------

    def reviewed(self, record: GameRecord, review: GameReview) -> None:
        """The board reviewed a game: a local one without figures gets them now."""
        local = self._local
        if local is None or local[0] != record.game or local[2]:
            return
        game, game_id, _ = local
        lines = accuracy_of(review)
        self._data.write(lambda store: store.record_accuracy(game_id, lines))
        self._local = (game, game_id, True)

    def sat_online(self, session: Session) -> None:
        """The player sits at an online game: keep where to find it later."""
        if session.you is None:
            return
        server, code, seat = self._online.snapshot.server, session.code, session.you
        rules, names = session.game.rules.key, session.game.names
        self._data.write(lambda store: store.record_online_game(server, code, seat, rules, names))
