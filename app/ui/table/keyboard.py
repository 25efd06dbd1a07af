"""The keyboard's cursor on the sheet: which place of the sheet the arrows are on (a box or the
bonus row of the player to move), kept across the game's changes (``cursor.py`` moves it)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from app.rules import Entered, Event, Game

from . import cursor as cursors

MOVES = {move.value: move for move in cursors.Move}


class SheetCursor:
    def __init__(self, changed: Callable[[], None]) -> None:
        self._key: str | None = None
        self._changed = changed

    @property
    def key(self) -> str | None:
        return self._key

    def set(self, key: str | None) -> None:
        if key != self._key:
            self._key = key
            self._changed()

    def reset(self) -> None:
        """A new table: no place yet (the first arrow or Tab starts at the first box)."""
        self._key = None

    def clicked(self, game: Game, box: str) -> None:
        """A box was clicked (or Return pressed on it): the cursor follows the click."""
        if cursors.place(game, box) is not None:
            self.set(box)

    def target(self, game: Game, marked: str | None) -> str | None:
        """What Return acts on: the place under the cursor, else the marked box, else the
        first box the dice may go to."""
        return self._key or marked or cursors.move(game, None, cursors.Move.NEXT)

    def move(self, game: Game, direction: str) -> bool | None:
        """Move the cursor; False at the sheet's edge (it stays), None for no such move."""
        move = MOVES.get(direction)
        if move is None:
            return None
        if cursors.at_edge(game, self._key, move):
            return False
        self.set(cursors.move(game, self._key, move))
        return True

    def follow(self, game: Game, events: Sequence[Event], mine: Callable[[int], bool]) -> None:
        """The player filled the box under the cursor: on to the next free one."""
        for event in events:
            if isinstance(event, Entered) and event.box == self._key and mine(event.seat):
                self.set(cursors.after_entry(game, event.seat, event.box))

    def settle(self, game: Game) -> None:
        self.set(cursors.settle(game, self._key))
