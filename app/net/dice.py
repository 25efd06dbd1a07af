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

The daily challenge uses the same construction with the day's seed alone (no contributions) and
the scope ``daily:DAY:RULESET``, so every player meets the same dice in the same situation.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from collections.abc import Sequence
from dataclasses import dataclass

from app.rules import Action, Game, Roll, Ruleset

DICE_VERSION = 1
SEED_BYTES = 32
ACCEPT_BELOW = 252
"""The largest multiple of 6 not above 256: bytes from here up are rejected."""
_DOMAIN = b"fuenfwurf dice v1"


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
    """Check the commitment, then every roll of the game against the seeds."""
    if proof.version != DICE_VERSION:
        return Verdict(False, "version")
    if not hmac.compare_digest(commitment(proof.seed), proof.commit.lower()):
        return Verdict(False, "commitment")
    key = proof.key
    game = Game.new(rules, list(names))
    rolls = 0
    for index, action in enumerate(actions):
        if isinstance(action, Roll):
            if action.dice is None or tuple(action.dice) != next_roll(key, proof.scope, game):
                return Verdict(False, "roll", index, rolls)
            rolls += 1
        try:
            game = game.apply(action).game
        except (ValueError, TypeError):
            return Verdict(False, "log", index, rolls)
    return Verdict(True, rolls=rolls)
