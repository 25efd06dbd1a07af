"""A game's action log as a persistent list: appending shares everything before it.

Every action makes a new ``Game``; copying a tuple of the whole log each time made playing and
replaying a game quadratic in its length. Here an append is one small node pointing at the log
before it, so a game of n actions costs O(n) to play or replay, and older games stay valid
values (undo and the strategy's look-ahead keep them).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import Any, overload

from .actions import Action


class ActionLog(Sequence[Action]):
    """Immutable; reading the last entries is cheap, reading from the start walks the log once."""

    __slots__ = ("_before", "_last", "_length")

    _before: ActionLog | None
    _last: Action | None
    _length: int

    def __init__(self) -> None:
        self._before = None
        self._last = None
        self._length = 0

    @classmethod
    def of(cls, actions: Iterable[Action]) -> ActionLog:
        log = EMPTY_LOG
        for action in actions:
            log = log.append(action)
        return log

    def append(self, action: Action) -> ActionLog:
        log = ActionLog.__new__(ActionLog)
        log._before = self
        log._last = action
        log._length = self._length + 1
        return log

    def __len__(self) -> int:
        return self._length

    def _newest_first(self) -> Iterator[Action]:
        node: ActionLog | None = self
        while node is not None and node._last is not None:
            yield node._last
            node = node._before

    def __iter__(self) -> Iterator[Action]:
        return iter(self.to_tuple())

    def __reversed__(self) -> Iterator[Action]:
        return self._newest_first()

    def to_tuple(self) -> tuple[Action, ...]:
        entries = list(self._newest_first())
        entries.reverse()
        return tuple(entries)

    def tail(self, start: int) -> tuple[Action, ...]:
        """The actions from index ``start`` on (walks only those)."""
        count = max(0, self._length - max(0, start))
        newest = [action for _, action in zip(range(count), self._newest_first(), strict=False)]
        newest.reverse()
        return tuple(newest)

    @overload
    def __getitem__(self, index: int) -> Action: ...

    @overload
    def __getitem__(self, index: slice) -> tuple[Action, ...]: ...

    def __getitem__(self, index: int | slice) -> Action | tuple[Action, ...]:
        if isinstance(index, slice):
            start, stop, step = index.indices(self._length)
            if stop == self._length and step == 1:
                return self.tail(start)
            return self.to_tuple()[index]
        position = index + self._length if index < 0 else index
        if not 0 <= position < self._length:
            raise IndexError("action log index out of range")
        for back, action in enumerate(self._newest_first()):
            if back == self._length - 1 - position:
                return action
        raise AssertionError("unreachable: the log is shorter than its length")

    def __eq__(self, other: object) -> bool:
        if isinstance(other, ActionLog):
            return self is other or (
                self._length == other._length and self.to_tuple() == other.to_tuple()
            )
        if isinstance(other, Sequence) and not isinstance(other, str | bytes):
            return len(other) == self._length and self.to_tuple() == tuple(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self.to_tuple())

    def __repr__(self) -> str:
        return f"ActionLog({list(self.to_tuple())!r})"

    def __reduce__(self) -> tuple[Any, ...]:
        # A long chain of nodes would exceed pickle's recursion limit: pickle the entries.
        return (ActionLog.of, (self.to_tuple(),))


EMPTY_LOG = ActionLog()
