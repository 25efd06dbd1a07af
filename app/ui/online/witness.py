"""This client's part in the dice everyone can check (``app.net.dice``).

When a table's state first shows the server's commitment, the witness keeps it and, for a seat
of this player's at a table whose first roll is still to come, draws a seed of its own to send.
When the server reveals its seed, the witness checks the whole game itself against what it kept
(``app.net.checking``), so that a commitment changed on the way or another seed listed for this
player's seat is noticed, not only a roll that does not follow from the seeds.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass

from app.net import ContributeSeed, DiceView, TableState, TableStatus
from app.net.checking import DiceCheck, OwnSeed, check_record, record_of
from app.net.dice import new_seed
from app.rules import DiceRecord, Game

KEPT_TABLES = 16
"""Tables remembered at once (a player sits at one; the rest are the last few finished)."""


@dataclass(slots=True)
class Kept:
    commit: str
    """The commitment as first seen (before the first roll, unless the app came in later)."""
    own: OwnSeed | None = None
    """The seed this client gave for its seat, once sent."""


@dataclass(frozen=True, slots=True)
class Checked:
    """A finished game's dice, checked."""

    result: DiceCheck
    record: DiceRecord
    """What the check used (the commitment as kept): for the analysis board and game files."""


class DiceWitness:
    def __init__(self, seeds: Callable[[], bytes] = new_seed) -> None:
        self._seeds = seeds
        self._kept: OrderedDict[str, Kept] = OrderedDict()

    def kept(self, code: str) -> Kept | None:
        return self._kept.get(code)

    def seen(self, state: TableState) -> ContributeSeed | None:
        """A table's state arrived: keep its commitment; the seed to send, if one is due."""
        dice = state.dice
        if dice is None:
            return None
        kept = self._kept.get(state.code)
        if kept is None:
            kept = self._kept[state.code] = Kept(dice.commit.lower())
            while len(self._kept) > KEPT_TABLES:
                self._kept.popitem(last=False)
        seat = state.you
        if seat is None or state.daily is not None or dice.seed is not None:
            return None  # a spectator, a daily challenge (its dice are the day's), or over
        if state.status not in (TableStatus.OPEN, TableStatus.PLAYING):
            return None
        if any(action.get("type") == "roll" for action in state.log):
            return None  # too late: the dice are fixed from the first roll on
        listed = dice.contributions[seat] if seat < len(dice.contributions) else None
        if listed is not None:
            return None  # the server has one for this seat already
        if kept.own is None or kept.own.seat != seat:
            kept.own = OwnSeed(seat, self._seeds())
        return ContributeSeed(value=kept.own.seed.hex())

    def check(self, code: str, game: Game, dice: DiceView) -> Checked:
        """Check a game whose seed the server revealed (or did not yet: ``pending``)."""
        kept = self._kept.get(code)
        published = record_of(dice)
        record = published if kept is None else _with_commit(published, kept.commit)
        result = check_record(
            game.rules,
            game.names,
            game.log,
            published,
            commit_seen=kept.commit if kept is not None else None,
            own=kept.own if kept is not None else None,
        )
        return Checked(result, record)


def _with_commit(record: DiceRecord, commit: str) -> DiceRecord:
    """The published record, with the commitment as this client first saw it."""
    return DiceRecord(record.version, record.scope, commit, record.contributions, record.seed)
