"""Keyboard movement through the boxes the player to move may fill."""

from __future__ import annotations

import enum

from app.rules import Game


class Move(enum.Enum):
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    NEXT = "next"
    """Tab: the next box in sheet order."""
    PREVIOUS = "previous"


def candidates(game: Game) -> tuple[str, ...]:
    """Boxes the cursor visits, in sheet order: where the dice may go now, else every free box."""
    if game.over:
        return ()
    options = game.options()
    keys = game.rules.box_keys
    if options:
        return tuple(key for key in keys if key in options)
    return game.sheet.free_boxes


def _place(game: Game, key: str) -> tuple[int, int]:
    """(row, column) of a box key on the sheet."""
    index = game.rules.box_index(key)
    assert index is not None
    size = len(game.rules.box_names)
    return index % size, index // size


def settle(game: Game, cursor: str | None) -> str | None:
    """Keep the cursor on a box it may visit: the same one, else the next one in sheet order."""
    boxes = candidates(game)
    if cursor is None or not boxes or cursor in boxes:
        return cursor if cursor in boxes else None
    row, column = _place(game, cursor)
    after = [key for key in boxes if _place(game, key) >= (row, column)]
    return (after or list(boxes))[0]


def move(game: Game, cursor: str | None, direction: Move) -> str | None:
    """Where the cursor goes; from nowhere it starts at the first box (Shift+Tab: the last).
    Up and Down stop at the ends of a column rather than wrap: an Up from the Ones never lands
    on the Chance at the bottom (where a Return might strike it)."""
    boxes = list(candidates(game))
    if not boxes:
        return None
    if cursor not in boxes:
        return boxes[-1] if direction is Move.PREVIOUS else boxes[0]
    if direction in (Move.NEXT, Move.PREVIOUS):
        step = 1 if direction is Move.NEXT else -1
        return boxes[(boxes.index(cursor) + step) % len(boxes)]
    row, column = _place(game, cursor)
    if direction in (Move.UP, Move.DOWN):
        same_column = sorted((_place(game, k)[0], k) for k in boxes if _place(game, k)[1] == column)
        rows = [k for _, k in same_column]
        step = 1 if direction is Move.DOWN else -1
        return rows[max(0, min(len(rows) - 1, rows.index(cursor) + step))]
    step = 1 if direction is Move.RIGHT else -1
    columns = game.rules.columns
    for offset in range(1, columns):
        target = (column + step * offset) % columns
        in_column = [k for k in boxes if _place(game, k)[1] == target]
        if in_column:
            return min(in_column, key=lambda k: abs(_place(game, k)[0] - row))
    return cursor
