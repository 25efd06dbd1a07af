"""The app's own check of a finished game's dice: against the commitment it kept from before
the first roll and the seed it gave itself, then every roll (``app.net.checking``)."""

from __future__ import annotations

from dataclasses import replace

from app.net.checking import DiceCheck, OwnSeed, check_record
from app.net.dice import commitment
from app.rules import DiceRecord, Game, Roll

from .test_dice import played

SEED = bytes(range(32))
ADA = b"ada's own seed"


def finished() -> tuple[Game, DiceRecord]:
    game = played(SEED, [ADA, None], 60)
    record = DiceRecord(1, "CHECKME2", commitment(SEED), (ADA.hex(), None), SEED.hex())
    return game, record


def check(game: Game, record: DiceRecord | None, **kept: object) -> DiceCheck:
    return check_record(game.rules, game.names, game.log, record, **kept)  # type: ignore[arg-type]


def test_an_honest_game_is_verified_with_the_commitment_and_seed_kept() -> None:
    game, record = finished()
    assert check(game, record) is DiceCheck.VERIFIED
    assert check(game, record, commit_seen=record.commit.upper(), own=OwnSeed(0, ADA)).verified
    # The other seat gave nothing: its player's check says their seed did not count.
    late = check(game, record, commit_seen=record.commit, own=OwnSeed(1, b"too late"))
    assert late is DiceCheck.VERIFIED_WITHOUT_YOURS and late.verified and not late.warning


def test_every_kind_of_tampering_is_a_warning() -> None:
    game, record = finished()
    other_seed = bytes(32)
    cases = {
        # the server reveals another seed than the one it committed to
        DiceCheck.WRONG_SEED: (replace(record, seed=other_seed.hex()), {}),
        # ... or commits anew at the end, to the seed it reveals: the kept commitment tells
        DiceCheck.COMMIT_CHANGED: (
            replace(record, seed=other_seed.hex(), commit=commitment(other_seed)),
            {"commit_seen": record.commit},
        ),
        # ... or lists another seed for this player than the one they gave
        DiceCheck.SEED_REPLACED: (record, {"own": OwnSeed(0, b"what ada really sent")}),
        DiceCheck.UNKNOWN_VERSION: (replace(record, version=99), {}),
        DiceCheck.UNREADABLE: (replace(record, contributions=("zz", None)), {}),
        # a contribution moved to another seat makes other dice
        DiceCheck.WRONG_ROLL: (replace(record, contributions=(None, ADA.hex())), {}),
    }
    for expected, (tampered, kept) in cases.items():
        found = check(game, tampered, **kept)
        assert found is expected, expected
        assert found.warning and not found.verified


def test_a_tampered_journal_is_found_at_the_roll() -> None:
    game, record = finished()
    log = list(game.log)
    index = max(i for i, action in enumerate(log) if isinstance(action, Roll))
    last = log[index]
    assert isinstance(last, Roll) and last.dice is not None
    log[index] = Roll(last.seat, tuple(7 - value for value in last.dice))
    found = check_record(game.rules, game.names, log, record)
    assert found is DiceCheck.WRONG_ROLL and found.warning


def test_before_the_seed_is_revealed_it_is_pending_and_without_dice_there_is_nothing() -> None:
    game, record = finished()
    assert check(game, replace(record, seed=None)) is DiceCheck.PENDING
    assert not DiceCheck.PENDING.warning and not DiceCheck.PENDING.verified
    # a changed commitment is a warning even before the seed is out
    assert check(game, replace(record, seed=None), commit_seen="ab" * 32) is (
        DiceCheck.COMMIT_CHANGED
    )
    assert check(game, None) is DiceCheck.NONE
