"""A client's own check of a table's dice (``app.net.dice``), as one code for the screens.

The client keeps the commitment it saw before the first roll and the seed it gave itself, so
that the check at the end does not rest on what the server says then: a commitment that changed
during the game, or another seed than this player's listed for their seat, is as much a warning
as a roll that does not follow from the seeds.
"""

from __future__ import annotations

import enum
import hmac
from collections.abc import Sequence
from dataclasses import dataclass

from app.rules import Action, DiceRecord, Ruleset

from .dice import DiceProof, verify
from .views import DiceView


class DiceCheck(enum.StrEnum):
    """What the check of a game's dice found (the screens translate it)."""

    NONE = "none"
    """Nothing to check: a game without published dice (offline, or from before)."""
    PENDING = "pending"
    """The seed is not revealed yet (a daily challenge's: when its day is over)."""
    VERIFIED = "verified"
    """The seed is the one committed to, and every roll follows from the seeds."""
    VERIFIED_WITHOUT_YOURS = "verified_without_yours"
    """Verified, but this player's own seed did not count (it came after the first roll)."""
    UNKNOWN_VERSION = "unknown_version"
    """Made by a construction this app does not know."""
    WRONG_SEED = "wrong_seed"
    """The revealed seed is not the one committed to."""
    WRONG_ROLL = "wrong_roll"
    """A roll does not show the dice the seeds give."""
    BROKEN_LOG = "broken_log"
    """The actions cannot be replayed."""
    COMMIT_CHANGED = "commit_changed"
    """The commitment at the end is not the one shown before the first roll."""
    SEED_REPLACED = "seed_replaced"
    """Another seed than the one this player gave is listed for their seat."""
    UNREADABLE = "unreadable"
    """The published values are not hex."""

    @property
    def verified(self) -> bool:
        return self in (DiceCheck.VERIFIED, DiceCheck.VERIFIED_WITHOUT_YOURS)

    @property
    def warning(self) -> bool:
        return self not in (DiceCheck.NONE, DiceCheck.PENDING) and not self.verified


_PROBLEMS = {
    "version": DiceCheck.UNKNOWN_VERSION,
    "commitment": DiceCheck.WRONG_SEED,
    "roll": DiceCheck.WRONG_ROLL,
    "log": DiceCheck.BROKEN_LOG,
}


@dataclass(frozen=True, slots=True)
class OwnSeed:
    """The seed this client gave a table for its seat."""

    seat: int
    seed: bytes


def record_of(view: DiceView) -> DiceRecord:
    """The published dice as a game file keeps them."""
    return DiceRecord(view.version, view.scope, view.commit, tuple(view.contributions), view.seed)


def check_record(
    rules: Ruleset,
    names: Sequence[str],
    actions: Sequence[Action],
    dice: DiceRecord | None,
    *,
    commit_seen: str | None = None,
    own: OwnSeed | None = None,
) -> DiceCheck:
    """Check a finished game's dice: the commitment (against the one seen before the first roll,
    if it was kept), this player's own seed, the revealed seed, then every roll."""
    if dice is None:
        return DiceCheck.NONE
    if commit_seen is not None and not hmac.compare_digest(
        commit_seen.lower(), dice.commit.lower()
    ):
        return DiceCheck.COMMIT_CHANGED
    listed = dice.contributions[own.seat] if own and own.seat < len(dice.contributions) else None
    if own is not None and listed is not None and listed.lower() != own.seed.hex():
        return DiceCheck.SEED_REPLACED
    if dice.seed is None:
        return DiceCheck.PENDING
    try:
        seed = bytes.fromhex(dice.seed)
        contributions = tuple(bytes.fromhex(c) if c else None for c in dice.contributions)
    except ValueError:
        return DiceCheck.UNREADABLE
    proof = DiceProof(dice.scope, dice.commit, seed, contributions, dice.version)
    verdict = verify(rules, names, actions, proof)
    if not verdict.ok:
        return _PROBLEMS.get(verdict.problem, DiceCheck.BROKEN_LOG)
    if own is not None and listed is None:  # refused as too late, or lost on the way
        return DiceCheck.VERIFIED_WITHOUT_YOURS
    return DiceCheck.VERIFIED
