"""Dice everyone can check (construction version ``DICE_VERSION``).

At an online table the server draws a secret seed and publishes only its commitment,
``SHA-256(seed)``, when the table opens. Each seated player's app then sends a seed of its own
(its *contribution*); the contributions that arrived before the game's first roll count, in seat
order. The dice come from a key made of all of them::

    key  = SHA-256("fuenfwurf dice v1" || seed || for each seat: len(c) as 2 bytes || c)
    die  = the first byte b < 252 of HMAC-SHA256(key, "scope|turn|roll|slot|counter"), as b % 6 + 1

where ``scope`` names the table (its code), ``turn`` counts the turns of the game from 0 over all
seats, ``roll`` counts the rolls of the turn from 0, ``slot`` is the die's place (0-based) and
``counter`` starts at 0 and goes up only if all 32 bytes of a digest are 252 or more (which
happens once in about 10^57 digests). 252 is 42 × 6: every value 1-6 comes from exactly 42 byte
values, so no value is favoured (rejecting the rest is what makes it unbiased; ``b % 6`` over all
256 values would favour 1-4).

A die that is held keeps its value; every other die of a roll takes the value of its slot. So the
dice at a given turn, roll and slot are fixed before the game begins: neither the server (which
committed to its seed before it saw any contribution) nor any player (who cannot know the
server's seed) chooses them. When the game ends the server reveals its seed; anyone holding the
game's journal can then check the commitment and recompute every roll (``verify``).

The daily challenge (version ``DAILY_DICE_VERSION``) uses the day's seed alone (no
contributions), and each roll's dice follow from that seed *and the course of the attempt so
far*: a running hash (``Course``) folds in every roll (which dice it kept) and every entry (its
box)::

    key     = SHA-256("fuenfwurf daily dice v2" || seed)
    course0 = SHA-256("fuenfwurf daily course v2" || len(scope) as 2 bytes || scope)
    a roll:   course = SHA-256(course || "roll|" || kept), kept = one "1"/"0" per die slot
    an entry: course = SHA-256(course || "KIND|BOX"), KIND = enter, strike or time_out
    a resign: course = SHA-256(course || "resign|SEAT")
    die     = the first byte b < 252 of HMAC-SHA256(key, "scope|COURSE|slot|counter"), as b % 6 + 1

where ``COURSE`` is the course (hex) *after* the roll's own step, and holds and releases only
change which dice the next roll keeps. Two attempts that make the same choices meet the same
dice; once they differ in any choice, the later dice are unrelated (HMAC with a secret key is a
pseudorandom function: different messages, independent values). So what one attempt saw tells
another nothing about any course but the very same one (why the ranked board takes one attempt
per identity made before the day: ``docs/protocol.md``). Version 1 daily attempts (from before)
used the table construction with the scope ``daily:DAY:RULESET``; ``verify`` checks both.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence
from dataclasses import dataclass

from app.rules import Action, Enter, Game, Hold, Release, Resign, Roll, Ruleset, Strike, TimeOut

DICE_VERSION = 1
"""The tables' construction: each die fixed by its turn, roll and slot."""
DAILY_DICE_VERSION = 2
"""The daily challenge's construction: each roll from the day's seed and the attempt's course."""
SEED_BYTES = 32
ACCEPT_BELOW = 252
"""The largest multiple of 6 not above 256: bytes from here up are rejected."""
_DOMAIN = b"fuenfwurf dice v1"
_DAILY_DOMAIN = b"fuenfwurf daily dice v2"
_COURSE_DOMAIN = b"fuenfwurf daily course v2"
_PRACTICE_DOMAIN = b"fuenfwurf daily practice v2"


def new_seed() -> bytes:
    return secrets.token_bytes(SEED_BYTES)


def commitment(seed: bytes) -> str:
    """What is published before the game: the SHA-256 of the seed, in hex."""
    return hashlib.sha256(seed).hexdigest()


def dice_key(seed: bytes, contributions: Sequence[bytes | None] = ()) -> bytes:
    """The HMAC key of a table's dice: the server's seed and each seat's contribution (None or
    empty for a seat that gave none), each with its length so that no two lists run together."""
    digest = hashlib.sha256(_DOMAIN)
    digest.update(seed)
    for contribution in contributions:
        part = contribution or b""
        digest.update(len(part).to_bytes(2, "big"))
        digest.update(part)
    return digest.digest()


def die(key: bytes, scope: str, turn: int, roll: int, slot: int) -> int:
    """The value of die ``slot`` at roll ``roll`` of turn ``turn``."""
    counter = 0
    while True:
        message = f"{scope}|{turn}|{roll}|{slot}|{counter}".encode()
        value = value_of(hmac.digest(key, message, "sha256"))
        if value is not None:
            return value
        counter += 1


def value_of(digest: bytes) -> int | None:
    """A die from a digest: its first byte below 252, modulo 6, plus 1 (None if there is none)."""
    for byte in digest:
        if byte < ACCEPT_BELOW:
            return byte % 6 + 1
    return None


def next_roll(key: bytes, scope: str, game: Game) -> tuple[int, ...]:
    """The dice the next roll of ``game`` shows: held dice as they are, the others by slot."""
    count = game.rules.dice_count
    held = game.held if game.dice is not None else (False,) * count
    old = game.dice or (0,) * count
    return tuple(
        old[slot] if held[slot] else die(key, scope, game.turn, game.rolls_used, slot)
        for slot in range(count)
    )


# --- the daily challenge (version 2) -------------------------------------------------------------


def daily_key(seed: bytes) -> bytes:
    """The HMAC key of a daily challenge's dice: the day's seed alone."""
    return hashlib.sha256(_DAILY_DOMAIN + seed).digest()


def practice_seed(day_seed: bytes) -> bytes:
    """The seed of a day's online practice, from the day's (ranked) seed. One-way: a practice
    seed tells nothing of the ranked one; the ranked one, once revealed, gives this one."""
    return hashlib.sha256(_PRACTICE_DOMAIN + day_seed).digest()


class Course:
    """The course of an attempt so far (a running hash of its choices), and which dice the next
    roll keeps. ``see`` each action in order; ``next_dice`` gives what a roll now shows."""

    __slots__ = ("_held", "_rolled", "_roller", "chain", "scope")

    def __init__(self, scope: str, dice_count: int) -> None:
        label = scope.encode()
        self.scope = scope
        self.chain = hashlib.sha256(_COURSE_DOMAIN + len(label).to_bytes(2, "big") + label).digest()
        self._held = [False] * dice_count
        self._rolled = False
        """Whether the running turn has rolled (its first roll keeps nothing)."""
        self._roller: int | None = None

    @classmethod
    def of(cls, scope: str, dice_count: int, actions: Sequence[Action]) -> Course:
        course = cls(scope, dice_count)
        for action in actions:
            course.see(action)
        return course

    @property
    def kept(self) -> tuple[bool, ...]:
        """The dice the next roll keeps (as the rules engine has it)."""
        return tuple(self._held) if self._rolled else (False,) * len(self._held)

    def _fold(self, step: str) -> bytes:
        return hashlib.sha256(self.chain + step.encode()).digest()

    def _roll_chain(self) -> bytes:
        return self._fold("roll|" + "".join("1" if k else "0" for k in self.kept))

    def see(self, action: Action) -> None:
        match action:
            case Hold(die=die) | Release(die=die) if 0 <= die < len(self._held):
                self._held[die] = isinstance(action, Hold)
            case Roll(seat=seat):
                self.chain = self._roll_chain()
                self._held = list(self.kept)
                self._rolled, self._roller = True, seat
            case Enter(box=box) | Strike(box=box) | TimeOut(box=box):
                self.chain = self._fold(f"{action.kind}|{box}")
                self._held, self._rolled = [False] * len(self._held), False
            case Resign(seat=seat):
                self.chain = self._fold(f"resign|{seat}")
                if self._rolled and seat == self._roller:  # the turn passes
                    self._held, self._rolled = [False] * len(self._held), False

    def next_dice(self, key: bytes, old: Sequence[int] | None) -> tuple[int, ...]:
        """The dice a roll now shows: kept dice as they are, the others from the course."""
        kept, chain = self.kept, self._roll_chain().hex()
        before = old or (0,) * len(kept)
        return tuple(
            before[slot] if kept[slot] else _course_die(key, self.scope, chain, slot)
            for slot in range(len(kept))
        )


def _course_die(key: bytes, scope: str, chain: str, slot: int) -> int:
    counter = 0
    while True:
        value = value_of(hmac.digest(key, f"{scope}|{chain}|{slot}|{counter}".encode(), "sha256"))
        if value is not None:
            return value
        counter += 1


def daily_next_roll(key: bytes, scope: str, game: Game) -> tuple[int, ...]:
    """The dice the next roll of a daily attempt ``game`` shows (its whole course counts)."""
    course = Course.of(scope, game.rules.dice_count, game.log)
    return course.next_dice(key, game.dice)


@dataclass(frozen=True, slots=True)
class DiceProof:
    """What it takes to check a game's dice: published before (``commit``) and after
    (``seed``) the game, with the seats' contributions and the scope."""

    scope: str
    commit: str
    seed: bytes
    contributions: tuple[bytes | None, ...] = ()
    version: int = DICE_VERSION

    @property
    def key(self) -> bytes:
        if self.version == DAILY_DICE_VERSION:
            return daily_key(self.seed)
        return dice_key(self.seed, self.contributions)


@dataclass(frozen=True, slots=True)
class Verdict:
    """The outcome of checking a game's dice."""

    ok: bool
    problem: str = ""
    """``version``, ``commitment`` (the seed is not the one committed to), ``roll`` (a roll's
    dice are not the ones the seeds give), ``log`` (the actions cannot be replayed)."""
    roll_index: int | None = None
    """For ``roll``: the index of the first wrong roll in the action log."""
    rolls: int = 0
    """Rolls checked."""


def verify(
    rules: Ruleset, names: Sequence[str], actions: Sequence[Action], proof: DiceProof
) -> Verdict:
    """Check the commitment, then every roll of the game against the seeds (version 1), or
    against the day's seed and the attempt's course (version 2)."""
    if proof.version not in (DICE_VERSION, DAILY_DICE_VERSION):
        return Verdict(False, "version")
    if not hmac.compare_digest(commitment(proof.seed), proof.commit.lower()):
        return Verdict(False, "commitment")
    key = proof.key
    game = Game.new(rules, list(names))
    course = Course(proof.scope, rules.dice_count)
    rolls = 0
    for index, action in enumerate(actions):
        if isinstance(action, Roll):
            if proof.version == DAILY_DICE_VERSION:
                engine_kept = game.held if game.dice is not None else (False,) * len(game.held)
                if course.kept != engine_kept:  # the course must keep what the engine keeps
                    return Verdict(False, "log", index, rolls)
                expected = course.next_dice(key, game.dice)
            else:
                expected = next_roll(key, proof.scope, game)
            if action.dice is None or tuple(action.dice) != expected:
                return Verdict(False, "roll", index, rolls)
            rolls += 1
        try:
            game = game.apply(action).game
        except (ValueError, TypeError):
            return Verdict(False, "log", index, rolls)
        course.see(action)
    return Verdict(True, rolls=rolls)
