"""The score sheet as rows of cells: one cell per player and column (Triple: three each)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from app.rules import Game

from .cursor import BONUS_ROW


@dataclass(frozen=True, slots=True)
class Cell:
    key: str
    """The box key (``"chance@2"``); "" for sums."""
    seat: int
    column: int
    """1-based column (always 1 without Triple)."""
    span: int
    """How many columns the cell covers (a player's total spans all of theirs)."""
    state: str
    """``filled``, ``struck``, ``free``, ``option``, ``blocked``, ``marked`` or ``sum``."""
    points: int
    """Filled points, or what the dice would score (``option``, ``marked``), as they count in
    the total (Triple: multiplied by the column's factor); -1 for none."""
    joker: bool = False
    cursor: bool = False
    to_move: bool = False
    """The column belongs to the player to move."""
    progress: float = 0.0
    """Bonus rows: how far the upper section is to its bonus line (0 to 1)."""
    missing: int = 0
    """Bonus rows: points still to go for the bonus (as they count)."""
    fresh: bool = False
    """The box of the latest entry at the table (marked for a moment)."""
    extra: int = 0
    """``option`` and ``marked``: the extra bonus these dice earn besides (the engine's word on
    it, as entering them would count it); 0 otherwise."""


@dataclass(frozen=True, slots=True)
class SheetRow:
    key: str
    """The box name, or the sum's name (``upper_sum``, ``bonus``, ``extra``, ``columns``,
    ``total``)."""
    kind: str
    """``box``, ``sum``, ``bonus`` or ``total``."""
    section: str
    """``upper`` or ``lower``."""
    first_of_section: bool
    cells: tuple[Cell, ...]


def derive_sheet(
    game: Game,
    *,
    marked: str | None,
    cursor: str | None,
    controls_turn: bool,
    fresh: tuple[int, str] | None = None,
) -> tuple[SheetRow, ...]:
    """Every row of the sheet. Free boxes of the player to move preview their points when
    a person here may act on them (``controls_turn``); ``fresh`` is the (seat, box) of the
    latest entry. Every number is what counts in the total, as the engine counts it."""
    rules = game.rules
    names = rules.box_names
    columns = rules.columns
    options = game.options() if controls_turn else {}
    extra = (  # a repeated five alike: the extra bonus it earns, wherever it goes
        game.sheets[game.current].extra_bonus_for(game.dice)
        if controls_turn and game.dice is not None and not game.over
        else 0
    )
    to_move = -1 if game.over else game.current
    line = rules.layout.upper_bonus_line

    def box_cell(seat: int, column: int, name: str) -> Cell:
        key = rules.box_key(name, column)
        sheet = game.sheets[seat]
        points = sheet.counted_score(key)
        moving = seat == to_move
        on_cursor = key == cursor and moving and controls_turn
        if points is not None:
            state = "struck" if points == 0 else "filled"
            joker = sheet.is_joker(key)
            return Cell(
                key,
                seat,
                column,
                1,
                state,
                points,
                joker,
                on_cursor,
                moving,
                fresh=fresh == (seat, key),
            )
        if not moving or not controls_turn or game.dice is None:
            state, preview = "free", -1
        elif key in options:
            state = "marked" if key == marked else "option"
            preview = rules.counted(key, options[key])
        else:
            state, preview = "blocked", -1
        bonus = extra if state in ("option", "marked") else 0
        return Cell(key, seat, column, 1, state, preview, False, on_cursor, moving, extra=bonus)

    def column_cells(make: Callable[[int, int], Cell]) -> tuple[Cell, ...]:
        return tuple(
            make(seat, column)
            for seat in range(game.player_count)
            for column in range(1, columns + 1)
        )

    def upper_sum(seat: int, column: int) -> Cell:
        total = game.sheets[seat].column_count(column).upper
        return Cell("", seat, column, 1, "sum", total, to_move=seat == to_move)

    def bonus(seat: int, column: int) -> Cell:
        sheet = game.sheets[seat]
        count = sheet.column_count(column)
        return Cell(
            "",
            seat,
            column,
            1,
            "sum",
            count.bonus,
            cursor=seat == to_move and controls_turn and cursor == rules.box_key(BONUS_ROW, column),
            to_move=seat == to_move,
            progress=min(1.0, sheet.upper_total(column) / line),
            missing=count.to_go,
        )

    def column_total(seat: int, column: int) -> Cell:
        points = game.sheets[seat].column_count(column).total
        return Cell("", seat, column, 1, "sum", points, to_move=seat == to_move)

    def per_player(points_of: Callable[[int], int]) -> tuple[Cell, ...]:
        return tuple(
            Cell("", seat, 1, columns, "sum", points_of(seat), to_move=seat == to_move)
            for seat in range(game.player_count)
        )

    rows: list[SheetRow] = []
    for index, name in enumerate(names):
        section = "upper" if index < 6 else "lower"
        cells = tuple(
            box_cell(seat, column, name)
            for seat in range(game.player_count)
            for column in range(1, columns + 1)
        )
        rows.append(SheetRow(name, "box", section, index in (0, 6), cells))
        if index == 5:
            rows.append(SheetRow("upper_sum", "sum", "upper", False, column_cells(upper_sum)))
            rows.append(SheetRow("bonus", "bonus", "upper", False, column_cells(bonus)))
    if rules.extra_bonus:
        rows.append(
            SheetRow(
                "extra",
                "sum",
                "lower",
                False,
                per_player(lambda seat: game.sheets[seat].extra_bonus_points),
            )
        )
    if rules.triple:
        rows.append(SheetRow("columns", "sum", "lower", False, column_cells(column_total)))
    rows.append(
        SheetRow("total", "total", "lower", False, per_player(lambda seat: game.sheets[seat].total))
    )
    return tuple(rows)
