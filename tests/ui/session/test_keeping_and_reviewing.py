"""The jobs around a game: the data file's notices, keeping the local game, recording a finished
one, and reviewing it for the results screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from app.profile import ProfileStore, StoreError
from app.rules import Game, preset
from app.strategy import GameReview, review
from app.ui.results.reviewworker import ReviewRunner
from app.ui.results.viewmodel import ResultsViewModel
from app.ui.services.datafile import DataFile
from app.ui.session import INSTANT, Finish, LocalSession, RemoteSession, Seat, SeatKind, TableSetup
from app.ui.session.localgames import LocalGames
from app.ui.session.recorder import ResultRecorder

from ..helpers import rolled

pytestmark = pytest.mark.usefixtures("qt_loop")

SOLO = TableSetup("yatzy", seats=(Seat(SeatKind.YOU),))


class Notices:
    def __init__(self) -> None:
        self.seen: list[tuple[str, str]] = []

    def __call__(self, code: str, detail: str) -> None:
        self.seen.append((code, detail))


def finished_solo() -> Game:
    game = Game.new(preset("yatzy"), ["You"])
    for box in preset("yatzy").box_names:
        game = rolled(game, 6, 6, 6, 6, 5).enter(box).game
    assert game.over
    return game


def test_sessions_state_their_policies() -> None:
    assert (LocalSession.persists, LocalSession.can_undo, LocalSession.finish) == (
        True,
        True,
        Finish.RECORDED_HERE,
    )
    assert (RemoteSession.persists, RemoteSession.can_undo, RemoteSession.finish) == (
        False,
        False,
        Finish.SCORED_BY_SERVER,
    )


def test_a_failed_write_is_a_notice_and_no_data_file_is_silence(tmp_path: Path) -> None:
    notices = Notices()
    store, _ = ProfileStore.open(tmp_path / "data.sqlite3")
    data = DataFile(store, notices)

    def broken(_: ProfileStore) -> None:
        raise StoreError("the disk is full")

    data.write(broken)
    assert notices.seen == [("save_failed", "the disk is full")]
    assert data.read(lambda s: s.results()) == []
    nothing = DataFile(None, notices)
    nothing.write(broken)
    assert nothing.read(lambda s: s.results()) is None
    assert len(notices.seen) == 1
    data.close()


def test_the_local_game_is_saved_set_aside_and_resumed(tmp_path: Path) -> None:
    notices = Notices()
    store, _ = ProfileStore.open(tmp_path / "data.sqlite3")
    games = LocalGames(DataFile(store, notices), notices, pacing=INSTANT, dice_seed=3)
    session = games.start(SOLO, ("Ada",))
    session.roll()
    games.save(session)
    games.set_aside()
    resumed = games.resume()
    assert resumed is not None and resumed is not session
    assert resumed.game == session.game and resumed.setup == SOLO
    assert notices.seen == []


def test_a_saved_game_that_cannot_be_replayed_is_set_aside_with_a_notice(tmp_path: Path) -> None:
    notices = Notices()
    store, _ = ProfileStore.open(tmp_path / "data.sqlite3")
    store.save_unfinished('{"preset": "yatzy", "seats": []}', '{"format": 1}')
    games = LocalGames(DataFile(store, notices), notices, pacing=INSTANT)
    assert games.resume() is None
    assert [code for code, _ in notices.seen] == ["resume_failed"]
    assert store.load_unfinished() is None


def test_a_finished_game_is_recorded_with_the_best_score_before_it(tmp_path: Path) -> None:
    store, _ = ProfileStore.open(tmp_path / "data.sqlite3")
    recorder = ResultRecorder(DataFile(store, Notices()))
    game = finished_solo()
    first = recorder.record(game, SOLO)
    assert first.best_before is None  # the first solo game of the ruleset
    second = recorder.record(game, SOLO, hints=True)
    assert second.best_before == game.sheets[0].total
    assert first.game_id is not None and second.game_id is not None
    assert [result.total for result in store.results()] == [game.sheets[0].total] * 2
    assert [result.hints for result in store.results()] == [False, True]
    recorder.record_accuracy(second.game_id, review(game))
    (accuracy,) = store.finished_game(second.game_id).accuracy  # type: ignore[union-attr]
    reviewed = review(game).players[0]
    assert (accuracy.decisions, accuracy.lost) == (len(reviewed.decisions), reviewed.lost)
    assert store.results()[1].accuracy == accuracy


def test_the_review_arrives_as_rows_or_says_it_failed(qtbot: QtBot) -> None:
    results = ResultsViewModel()
    game = finished_solo()
    runner = ReviewRunner(results)
    runner.start(game)
    assert results.property("reviewState") == "working"
    qtbot.waitUntil(lambda: results.property("reviewState") == "ready", timeout=120_000)
    assert results.review.rowCount() == 1

    def broken(_: Game) -> GameReview:
        raise RuntimeError("a bug in the review")

    failing = ReviewRunner(results, broken)
    failing.start(game)
    qtbot.waitUntil(lambda: results.property("reviewState") == "failed")
