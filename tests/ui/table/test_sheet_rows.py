"""The sheet rows: states and points of every cell, derived from known games."""

from __future__ import annotations

from dataclasses import replace

from app.rules import Game, Sheet, preset
from app.ui.table.sheet import derive_sheet

from ..helpers import rolled


def cells_by_key(rows):  # type: ignore[no-untyped-def]
    return {(cell.key, cell.seat): cell for row in rows for cell in row.cells if cell.key}


def test_free_boxes_of_the_player_to_move_preview_the_engines_points() -> None:
    game = rolled(Game.new(preset("official"), ["Ada", "Bo"]), 6, 6, 6, 2, 2)
    cells = cells_by_key(derive_sheet(game, marked=None, cursor=None, controls_turn=True))
    assert cells[("sixes", 0)].state == "option" and cells[("sixes", 0)].points == 18
    assert cells[("full_house", 0)].points == 25
    assert cells[("ones", 0)].points == 0
    assert cells[("sixes", 1)].state == "free" and cells[("sixes", 1)].points == -1


def test_no_preview_for_a_seat_nobody_here_plays() -> None:
    game = rolled(Game.new(preset("official")), 6, 6, 6, 2, 2)
    cells = cells_by_key(derive_sheet(game, marked=None, cursor=None, controls_turn=False))
    assert cells[("sixes", 0)].state == "free"


def test_marked_cursor_filled_and_struck() -> None:
    game = rolled(Game.new(preset("official")), 1, 2, 3, 4, 6).strike("five_of_a_kind").game
    game = rolled(game, 5, 5, 2, 2, 2).enter("full_house").game
    game = rolled(game, 3, 3, 3, 1, 1)
    rows = derive_sheet(game, marked="threes", cursor="chance", controls_turn=True)
    cells = cells_by_key(rows)
    assert cells[("five_of_a_kind", 0)].state == "struck"
    assert cells[("full_house", 0)].state == "filled" and cells[("full_house", 0)].points == 25
    assert cells[("threes", 0)].state == "marked" and cells[("threes", 0)].points == 9
    assert cells[("chance", 0)].cursor
    assert not cells[("threes", 0)].cursor


def test_forced_order_blocks_every_box_but_the_next() -> None:
    game = rolled(Game.new(preset("official", forced_order=True)), 1, 1, 2, 3, 4)
    cells = cells_by_key(derive_sheet(game, marked=None, cursor=None, controls_turn=True))
    assert cells[("ones", 0)].state == "option"
    assert cells[("twos", 0)].state == "blocked"


def test_sums_bonus_bar_and_total() -> None:
    game = Game.new(preset("official"))
    for face in (6, 5, 4):
        game = (
            rolled(game, face, face, face, face, 1)
            .enter(("", "", "", "fours", "fives", "sixes")[face - 1])
            .game
        )
    rows = {
        row.key: row for row in derive_sheet(game, marked=None, cursor=None, controls_turn=True)
    }
    assert rows["upper_sum"].cells[0].points == 60
    bonus = rows["bonus"].cells[0]
    assert (bonus.points, bonus.missing) == (0, 3)
    assert abs(bonus.progress - 60 / 63) < 1e-9
    assert rows["total"].cells[0].points == 60
    assert rows["extra"].cells[0].points == 0


def test_triple_has_three_columns_per_player_and_column_totals() -> None:
    game = rolled(Game.new(preset("official", triple=True), ["A", "B"]), 2, 2, 2, 2, 2)
    game = game.enter("twos@3").game
    rows = derive_sheet(game, marked=None, cursor=None, controls_turn=True)
    by_key = {row.key: row for row in rows}
    assert len(by_key["ones"].cells) == 6
    assert [c.points for c in by_key["columns"].cells[:3]] == [0, 0, 30]
    total = by_key["total"].cells[0]
    assert (total.points, total.span) == (30, 3)


def test_a_joker_is_marked_on_its_box() -> None:
    game = Game.new(preset("official"))
    game = rolled(game, 4, 4, 4, 4, 4).enter("five_of_a_kind").game
    game = rolled(game, 4, 4, 4, 4, 4).enter("fours").game
    game = rolled(game, 4, 4, 4, 4, 4).enter("full_house").game
    cells = cells_by_key(derive_sheet(game, marked=None, cursor=None, controls_turn=True))
    assert cells[("full_house", 0)].joker and cells[("full_house", 0)].points == 25
    assert not cells[("fours", 0)].joker


def test_no_extra_row_where_the_rules_have_no_extra_bonus() -> None:
    rows = derive_sheet(Game.new(preset("maxi")), marked=None, cursor=None, controls_turn=True)
    keys = [row.key for row in rows]
    assert "extra" not in keys and "six_of_a_kind" in keys and len(keys) == 20 + 3


def test_the_cursor_shows_only_on_a_turn_played_here() -> None:
    game = rolled(Game.new(preset("official"), ["You", "Cleo"]), 1, 2, 3, 4, 5)
    here = cells_by_key(derive_sheet(game, marked=None, cursor="chance", controls_turn=True))
    away = cells_by_key(derive_sheet(game, marked=None, cursor="chance", controls_turn=False))
    assert here[("chance", 0)].cursor and not away[("chance", 0)].cursor


def test_triple_cells_show_the_points_that_count() -> None:
    rules = preset("official", triple=True)
    game = rolled(Game.new(rules, ["A", "B"]), 5, 5, 5, 2, 2).enter("fives@3").game
    game = rolled(game, 6, 6, 6, 1, 1)  # B to move
    rows = derive_sheet(game, marked=None, cursor=None, controls_turn=True)
    cells = cells_by_key(rows)
    assert (cells[("fives@3", 0)].state, cells[("fives@3", 0)].points) == ("filled", 45)
    assert [cells[(f"sixes@{c}", 1)].points for c in (1, 2, 3)] == [18, 36, 54]
    assert [cells[(f"full_house@{c}", 1)].points for c in (1, 2, 3)] == [25, 50, 75]
    by_key = {row.key: row for row in rows}
    assert [c.points for c in by_key["upper_sum"].cells[:3]] == [0, 0, 45]
    # the bonus line (63) is still 48 pips away: 48 to go, counted three times in column 3
    assert [c.missing for c in by_key["bonus"].cells[:3]] == [63, 126, 144]
    assert by_key["total"].cells[0].points == game.sheets[0].total == 45


def test_a_reached_bonus_counts_with_its_column() -> None:
    rules = preset("official", triple=True)
    scores = {f"{box}@2": 4 * face for face, box in enumerate(rules.box_names[:6], 1)}
    sheet = Sheet.from_scores(rules, scores)
    game = replace(Game.new(rules, ["A"]), sheets=(sheet,))
    rows = {r.key: r for r in derive_sheet(game, marked=None, cursor=None, controls_turn=True)}
    bonus = rows["bonus"].cells[1]
    assert (bonus.points, bonus.missing, bonus.progress) == (70, 0, 1.0)
    assert rows["columns"].cells[1].points == 2 * (84 + 35)


def test_the_latest_entry_is_fresh() -> None:
    game = rolled(Game.new(preset("official"), ["A", "B"]), 5, 5, 5, 2, 2).enter("fives").game
    rows = derive_sheet(game, marked=None, cursor=None, controls_turn=True, fresh=(0, "fives"))
    cells = cells_by_key(rows)
    assert cells[("fives", 0)].fresh
    assert [key for key, cell in cells.items() if cell.fresh] == [("fives", 0)]
