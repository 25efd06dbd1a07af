"""The action log: a persistent list that games share, read like a tuple."""

from __future__ import annotations

import pickle
import random

import pytest

from app.rules import EMPTY_LOG, ActionLog, Enter, Game, Hold, Release, Roll, preset

ACTIONS = (
    Roll(0, (1, 2, 3, 4, 5)),
    Hold(0, 1),
    Release(0, 1),
    Roll(0, (1, 6, 6, 6, 6)),
    Enter(0, "chance"),
)


def test_a_log_reads_like_the_tuple_of_its_actions() -> None:
    log = ActionLog.of(ACTIONS)
    assert len(log) == 5 and log == ACTIONS and log == list(ACTIONS) and tuple(log) == ACTIONS
    assert [log[i] for i in range(5)] == list(ACTIONS)
    assert [log[-i] for i in range(1, 6)] == list(reversed(ACTIONS))
    assert log[2:] == ACTIONS[2:] and log[:2] == ACTIONS[:2] and log[1:4:2] == ACTIONS[1:4:2]
    assert log.tail(3) == ACTIONS[3:] and log.tail(0) == ACTIONS and log.tail(9) == ()
    assert list(reversed(log)) == list(reversed(ACTIONS))
    assert hash(log) == hash(ActionLog.of(ACTIONS)) and log != ACTIONS[:4] and log != "log"
    with pytest.raises(IndexError):
        log[5]
    assert EMPTY_LOG == () and not EMPTY_LOG and len(EMPTY_LOG) == 0


def test_appending_leaves_the_older_log_as_it_was() -> None:
    shorter = ActionLog.of(ACTIONS[:3])
    one = shorter.append(ACTIONS[3])
    other = shorter.append(Enter(0, "ones"))
    assert shorter == ACTIONS[:3]
    assert one == ACTIONS[:4] and other == (*ACTIONS[:3], Enter(0, "ones"))


def test_a_long_log_pickles_and_prints() -> None:
    log = ActionLog.of([Hold(0, i % 5) for i in range(50_000)])
    assert pickle.loads(pickle.dumps(log)) == log
    assert repr(ActionLog.of(ACTIONS[:1])) == "ActionLog([Roll(seat=0, dice=(1, 2, 3, 4, 5))])"


def test_holding_a_held_die_or_releasing_a_free_one_is_not_logged() -> None:
    game = Game.new(preset("official"), 2).roll(random.Random(3)).game
    held = game.hold(2).game
    again = held.hold(2)
    assert again.game is held and again.events == ()
    released = held.release(2).game
    assert released.release(2).game is released
    assert len(released.log) == 3 and released.held == game.held
