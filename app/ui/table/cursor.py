"""Keyboard movement over the sheet of the player to move.

The arrows reach every box of that player's columns, filled or not, and the bonus row (to
read them); they stop at the sheet's edges rather than wrap around, so a player who counts
presses knows where they are. Tab order (``NEXT``, ``PREVIOUS``) goes through the boxes the
dice may go to now, as before."""

from __future__ import annotations

import enum

from app.rules import Game

BONUS_ROW = "bonus"
"""The bonus row's name in a cursor key (``bonus``, Triple: ``bonus@2``): read, never filled."""


class Move(enum.Enum):
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    NEXT = "next"
    """Tab: the next box in sheet order."""
    PREVIOUS = "previous"


def candidates(game: Game) -> tuple[str, ...]:
    """Boxes the dice may go to, in sheet order: where they may go now, else every free box."""
    if game.over:
        return ()
    options = game.options()
    keys = game.rules.box_keys
    if options:
        return tuple(key for key in keys if key in options)
    return game.sheet.free_boxes


def rows(game: Game) -> tuple[str, ...]:
    """The rows the arrows visit, top to bottom: the upper boxes, the bonus row, the rest."""
    names = game.rules.box_names
    return (*names[:6], BONUS_ROW, *names[6:])


def place_key(game: Game, row: str, column: int) -> str:
    """The cursor key of ``row`` in ``column`` (1-based): a box key, or the bonus row's."""
    return game.rules.box_key(row, column)


def place(game: Game, key: str) -> tuple[int, int] | None:
    """(row index in ``rows``, column 1-based) of a cursor key, or None when there is none."""
    names = rows(game)
    for column in range(1, game.rules.columns + 1):
        for index, row in enumerate(names):
            if place_key(game, row, column) == key:
                return index, column
    return None


def is_box(game: Game, key: str | None) -> bool:
    """The cursor is on a box (not on the bonus row, not nowhere)."""
    return key is not None and game.rules.box_index(key) is not None


def settle(game: Game, cursor: str | None) -> str | None:
    """Keep the cursor where it is while that is a place on the sheet; none when over."""
    if game.over or cursor is None:
        return None
    return cursor if place(game, cursor) is not None else None


def after_entry(game: Game, seat: int, key: str) -> str:
    """Where the cursor goes once box ``key`` of ``seat`` was filled: the next free box of
    that sheet in sheet order (after the last one: the first), else where it was."""
    rules = game.rules
    free = [k for k in rules.box_keys if game.sheets[seat].counted_score(k) is None]
    index = rules.box_index(key)
    if not free or index is None:
        return key
    later = [k for k in free if (rules.box_index(k) or 0) > index]
    return (later or free)[0]


def move(game: Game, cursor: str | None, direction: Move) -> str | None:
    """Where the cursor goes; from nowhere it starts at the first box the dice may go to."""
    boxes = list(candidates(game))
    if not boxes:
        return None
    if direction in (Move.NEXT, Move.PREVIOUS):
        if cursor not in boxes:
            return boxes[-1] if direction is Move.PREVIOUS else boxes[0]
        step = 1 if direction is Move.NEXT else -1
        return boxes[(boxes.index(cursor) + step) % len(boxes)]
    where = place(game, cursor) if cursor is not None else None
    if where is None:
        return boxes[-1] if direction is Move.UP else boxes[0]
    row, column = where
    names = rows(game)
    if direction in (Move.UP, Move.DOWN):
        row = min(len(names) - 1, max(0, row + (1 if direction is Move.DOWN else -1)))
    else:
        step = 1 if direction is Move.RIGHT else -1
        column = min(game.rules.columns, max(1, column + step))
    return place_key(game, names[row], column)


def at_edge(game: Game, cursor: str | None, direction: Move) -> bool:
    """An arrow that cannot move the cursor further (the sheet's edge in that direction)."""
    if direction in (Move.NEXT, Move.PREVIOUS) or cursor is None:
        return False
    return place(game, cursor) is not None and move(game, cursor, direction) == cursor
