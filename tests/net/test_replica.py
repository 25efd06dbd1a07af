"""A client's copy of the game follows the server's messages exactly, or says it fell behind."""

from __future__ import annotations

import random

import pytest

from app.net import (
    OutOfStep,
    Played,
    RulesView,
    TableState,
    TableStatus,
    advance,
    game_of,
    game_view,
    rules_view,
    step_of,
)
from app.rules import Game, preset


def state_of(game: Game | None, rules: RulesView) -> TableState:
    return TableState(
        code="ABCD2345",
        status=TableStatus.PLAYING if game else TableStatus.OPEN,
        private=False,
        rules=rules,
        clock=30,
        seats=[],
        host=1,
        you=0,
        seq=len(game.log) if game else 0,
        step=step_of(game) if game else 0,
        game=game_view(game) if game else None,
        log=[a.to_dict() for a in game.log] if game else [],
        turn=None,
        chat=[],
        result=None,
    )


def played_after(before: Game, after: Game) -> Played:
    fresh = after.log[len(before.log) :]
    return Played(
        code="ABCD2345",
        seq=len(after.log),
        step=step_of(after),
        actions=[a.to_dict() for a in fresh],
        events=[],
        turn=None,
    )


def test_the_copy_follows_every_message() -> None:
    rules = preset("maxi")
    server = Game.new(rules, ["Ada", "Bo"])
    rng = random.Random(4)
    server = server.roll(rng).game
    copy = game_of(state_of(server, rules_view(rules)))
    assert copy == server
    for _ in range(30):
        before = server
        if server.rolls_left and rng.random() < 0.5:
            server = server.hold(0).game.roll(rng).game
        else:
            options = server.options()
            server = server.enter(max(options, key=options.__getitem__)).game
            server = server.roll(rng).game
        assert copy is not None
        copy = advance(copy, played_after(before, server)).game
        assert copy == server


def test_an_open_table_has_no_game() -> None:
    assert game_of(state_of(None, RulesView(preset="official"))) is None


def test_a_gap_is_noticed() -> None:
    rules = preset("official")
    rng = random.Random(1)
    start = Game.new(rules, ["Ada", "Bo"])
    first = start.roll(rng).game
    second = first.hold(1).game
    with pytest.raises(OutOfStep) as missed:
        advance(start, played_after(first, second))  # the roll was missed
    assert missed.value.behind
    with pytest.raises(OutOfStep) as repeated:
        advance(second, played_after(first, second))  # the copy has the hold already
    assert not repeated.value.behind


def test_the_copy_hands_on_the_engines_events() -> None:
    rules = preset("official")
    start = Game.new(rules, ["Ada", "Bo"])
    server, events = start.roll(random.Random(2))
    copy, copied = advance(start, played_after(start, server))
    assert (copy, copied) == (server, events)
