"""The hints that play to win: where the choice with the best chance to win differs from the one
for the most points, the hints show both with their chances; where they agree, one line."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale

from app import strategy
from app.rules import Game, Ruleset
from app.strategy import Advice
from app.strategy.winning import turn_chances
from app.ui.services.hints import HintTables
from app.ui.session import INSTANT, LocalSession, Seat, SeatKind, TableSetup
from app.ui.table.viewmodel import TableViewModel
from app.ui.table.winhint import derive_lines

from ..helpers import LoadedDice

pytestmark = pytest.mark.usefixtures("qt_loop")

TWO = TableSetup("official", seats=(Seat(SeatKind.YOU), Seat(SeatKind.PERSON, name="Mara")))


class ReadyHints(HintTables):
    """The real advisor, its tables built beforehand (in the test's cache)."""

    def ensure(self, rules: Ruleset) -> None:
        strategy.prepare(rules)

    def progress(self, rules: Ruleset) -> float:
        return 1.0

    def advise(self, game: Game) -> Advice | None:
        return strategy.advise(game)


def played(rounds: int, seed: int) -> Game:
    """A two-player game some rounds in, each throw entered where it scores most."""
    game, dice = Game.new(TWO.rules(), ("You", "Mara")), random.Random(seed)
    for _ in range(rounds * 2):
        game = game.roll(dice).game
        options = game.options()
        box = max(options, key=lambda name: options[name])
        game = (game.enter(box) if options[box] else game.strike(box)).game
    return game


@pytest.fixture
def table(qapp) -> Iterator[TableViewModel]:  # type: ignore[no-untyped-def]
    strategy.prepare(TWO.rules())
    before = QLocale()
    QLocale.setDefault(QLocale("en"))  # the numbers as English writes them (the language's locale)
    model = TableViewModel(ReadyHints())
    model.set_preferences(confirm_every=False, show_hints=True, linger_ms=0)
    model.set_namer(lambda index, seat: "You" if seat.kind is SeatKind.YOU else "Mara")
    yield model
    if model.session is not None:
        model.session.close()
    QLocale.setDefault(before)


def sit(table: TableViewModel, game: Game, *faces: int) -> LocalSession:
    if table.session is not None:
        table.session.close()  # (its timers must not be left to a collector in another thread)
    session = LocalSession(TWO, game=game, dice=LoadedDice(*faces), pacing=INSTANT)
    table.attach(session)
    table.roll()
    return session


def lines(table: TableViewModel) -> list[dict[str, object]]:
    return table.property("winHint").property("lines")  # type: ignore[no-any-return]


def test_behind_near_the_end_the_hints_show_the_gamble_beside_the_points(
    table: TableViewModel,
) -> None:
    # You 63, Mara 104, each with two boxes left (a large straight and five alike for you):
    # keeping the three 3s goes for five alike, keeping 3 and 5 for the straight.
    session = sit(table, played(rounds=11, seed=5), 3, 3, 3, 5, 1)
    found = turn_chances(session.game)
    assert found is not None and found.differ
    shown = lines(table)
    assert [line["role"] for line in shown] == ["win", "points"]
    win, points = shown
    assert win["kept"] == [3, 3, 3] and points["kept"] == [3, 5]
    assert win["percent"] == pytest.approx(found.for_win.chance * 100)
    assert float(win["percent"]) > float(points["percent"]) > 0  # type: ignore[arg-type]
    assert points["morePoints"] == pytest.approx(found.points_given_up)
    assert float(points["morePoints"]) > 0  # type: ignore[arg-type]
    assert table.property("winHint").property("split")
    spoken = table.property("spokenHints")
    assert "To win: keep 3 3 3, 6 % chance." in spoken
    assert "For points: keep 3 5, 2 % chance, 0.6 points more expected." in spoken


def test_where_they_agree_one_line_and_early_in_the_game_none(table: TableViewModel) -> None:
    sit(table, played(rounds=11, seed=5), 6, 6, 6, 6, 6)  # five alike: both take it
    (line,) = lines(table)
    assert line["role"] == "win" and line["box"] == "five_of_a_kind"
    assert not table.property("winHint").property("split")
    sit(table, played(rounds=3, seed=5), 3, 3, 3, 5, 1)
    assert lines(table) == []


def test_hidden_with_the_hints_and_with_the_win_chances(table: TableViewModel) -> None:
    sit(table, played(rounds=11, seed=5), 3, 3, 3, 5, 1)
    assert len(lines(table)) == 2
    table.set_preferences(confirm_every=False, show_hints=True, linger_ms=0, win_chances=False)
    assert lines(table) == []
    table.set_preferences(confirm_every=False, show_hints=False, linger_ms=0)
    assert lines(table) == []


def test_a_gain_within_the_models_error_shows_one_line() -> None:
    game = played(rounds=11, seed=5).roll(LoadedDice(3, 3, 3, 5, 1)).game
    found = turn_chances(game)
    assert found is not None
    close = type(found)(found.options, found.for_win, found.for_points)
    assert len(derive_lines(game, close)) == 2
    same = type(found.for_win)(found.for_win.decision, found.for_points.chance + 0.001, 0.0)
    assert len(derive_lines(game, type(found)(found.options, same, found.for_points))) == 1


def test_w_reads_the_chances_and_then_the_choices_chances(table: TableViewModel) -> None:
    sit(table, played(rounds=11, seed=5), 3, 3, 3, 5, 1)
    table.readWinChances()
    said = table.voice().lines[-1]
    assert said.startswith("Chances to win: You ")
    assert said.endswith(
        "To win: keep 3 3 3, 6 % chance. "
        "For points: keep 3 5, 2 % chance, 0.6 points more expected."
    )


def test_the_strip_gives_the_player_to_move_the_hints_best_chance(table: TableViewModel) -> None:
    sit(table, played(rounds=11, seed=5), 3, 3, 3, 5, 1)
    win, _ = lines(table)
    chances = table.property("winChances").property("chances")
    assert chances[0]["chance"] == pytest.approx(float(win["percent"]) / 100)  # type: ignore[arg-type]
    assert sum(c["chance"] for c in chances) == pytest.approx(1.0)
