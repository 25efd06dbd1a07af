"""The win-chance graph: a game shown again shows its graph at once (it is kept), the same as
worked out the first time; another game's graph is worked out anew."""

from __future__ import annotations

import random

from app.rules import Game, preset, read_game_file, write_game_file
from app.rules.gamefile import GameRecord, SeatRecord
from app.ui.common.winchart import WinChartModel


def finished(seed: int) -> Game:
    """A finished game of two: random dice, each entered where it scores most."""
    game, dice = Game.new(preset("official", forced_order=True), ("Ada", "Bo")), random.Random(seed)
    while not game.over:
        game = game.roll(dice).game
        options = game.options()
        box = max(options, key=lambda name: options[name])
        game = (game.enter(box) if options[box] else game.strike(box)).game
    return game


def copy_of(game: Game) -> Game:
    """The same game read back from its file (equal, not the same value)."""
    seats = (SeatRecord("person"), SeatRecord("person"))
    return read_game_file(write_game_file(GameRecord(game, seats))).game


def test_a_game_shown_again_shows_its_graph_at_once(qapp) -> None:  # type: ignore[no-untyped-def]
    chart = WinChartModel()
    first, other = finished(1), finished(2)
    chart.show(first, ("Ada", "Bo"), in_thread=False)
    assert chart.property("state") == "ready"
    series = chart.property("series")
    chart.show(other, ("Ada", "Bo"), begin=False)
    assert chart.property("state") == "working"  # another game: worked out anew
    again = copy_of(first)
    assert again == first and again is not first
    chart.show(again, ("Ada", "Bo"), begin=False)
    assert chart.property("state") == "ready"  # at once: nothing to begin
    assert not chart.waiting
    assert chart.property("series") == series
