"""The follower of the player's online table: one RemoteSession per game, kept up to date, ended
when the table has no game any more; a table whose log does not replay is reported."""

from __future__ import annotations

import msgspec
import pytest

from app.net import ClientMessage
from app.rules import Game, preset
from app.ui.online.following import TableFollower
from app.ui.session import RemoteSession

from ..helpers import rolled
from ..online_states import table_state

pytestmark = pytest.mark.usefixtures("qt_loop")


def sent(_: ClientMessage) -> bool:
    return True


def test_one_session_per_game_brought_up_to_date_and_ended() -> None:
    follower = TableFollower(sent)
    started: list[RemoteSession] = []
    ended: list[tuple[RemoteSession, bool]] = []
    follower.sessionStarted.connect(started.append)
    follower.sessionEnded.connect(lambda session, asked: ended.append((session, asked)))
    game = Game.new(preset("official"), ["Ada", "Bo"])
    follower.follow(table_state(game), connected=True)
    assert len(started) == 1 and follower.session is started[0]
    later = rolled(game, 1, 2, 3, 4, 5)
    follower.follow(table_state(later), connected=True)
    assert len(started) == 1 and started[0].game == later  # the same session, up to date
    follower.follow(table_state(None), connected=True)
    assert follower.session is None and ended == [(started[0], False)]


def test_a_table_whose_log_does_not_replay_is_reported() -> None:
    follower = TableFollower(sent)
    broken: list[bool] = []
    follower.broken.connect(lambda: broken.append(True))
    state = table_state(rolled(Game.new(preset("official"), ["Ada", "Bo"]), 1, 2, 3, 4, 5))
    nowhere = [{"kind": "enter", "seat": 0, "box": "nowhere"}]
    follower.follow(msgspec.structs.replace(state, log=nowhere), connected=True)
    assert broken == [True] and follower.session is None
