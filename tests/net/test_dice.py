"""The dice construction everyone can check: its building blocks against published test vectors,
its own vectors (frozen: version 1 must never change), no bias over millions of dice, and the
check that finds a tampered seed or roll."""

from __future__ import annotations

import hashlib
import hmac
import json
import random
from collections import Counter
from pathlib import Path

import pytest

from app.net.__main__ import main
from app.net.dice import (
    DiceProof,
    commitment,
    dice_key,
    die,
    next_roll,
    value_of,
    verify,
)
from app.rules import Game, Roll, preset

# --- the building blocks -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("key", "data", "digest"),
    [  # RFC 4231, test cases 1 and 2 (HMAC-SHA-256)
        (
            bytes([0x0B] * 20),
            b"Hi There",
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
        ),
        (
            b"Jefe",
            b"what do ya want for nothing?",
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
        ),
    ],
)
def test_hmac_sha256_is_the_published_one(key: bytes, data: bytes, digest: str) -> None:
    assert hmac.digest(key, data, "sha256").hex() == digest


def test_the_commitment_is_sha256_of_the_seed() -> None:
    # FIPS 180-2: SHA-256("abc")
    assert commitment(b"abc") == (
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    )


@pytest.mark.parametrize(
    ("digest", "value"),
    [
        (bytes.fromhex("5bdcc146"), 0x5B % 6 + 1),  # the first byte below 252 decides
        (bytes([252, 253, 254, 255, 0]), 1),  # bytes from 252 up are skipped
        (bytes([251]), 251 % 6 + 1),
        (bytes([252] * 32), None),  # nothing usable: the counter goes up
    ],
)
def test_a_die_comes_from_the_first_byte_below_252(digest: bytes, value: int | None) -> None:
    assert value_of(digest) == value


# --- version 1, frozen --------------------------------------------------------------------------

KEY = dice_key(bytes(32), [b"ada", None])


def test_the_construction_gives_its_published_values() -> None:
    """The vectors in docs/protocol.md: any change to the construction breaks every check of a
    game played before, so version 1 stays exactly this."""
    assert commitment(bytes(32)) == (
        "66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925"
    )
    assert KEY.hex() == "a7423e1a6276857627849dfd9e58d88dfe650f18f9ebf40f66ac8c4f92aaf091"
    assert [die(KEY, "ABCD2345", 0, 0, slot) for slot in range(5)] == [3, 3, 4, 3, 1]
    assert [die(KEY, "ABCD2345", 3, 2, slot) for slot in range(5)] == [5, 2, 2, 5, 5]


def test_contributions_in_other_places_make_another_key() -> None:
    assert dice_key(bytes(32), [b"ab", b"c"]) != dice_key(bytes(32), [b"a", b"bc"])
    assert dice_key(bytes(32), [None, b"x"]) != dice_key(bytes(32), [b"x", None])
    assert dice_key(bytes(32), []) != dice_key(bytes(32), [None])


# --- no bias -----------------------------------------------------------------------------------

CHI_SQUARE_5_DF_AT_0_001 = 20.515
"""The chi-square value a fair die exceeds with probability 0.001 (5 degrees of freedom)."""


def chi_square(counts: Counter[int]) -> float:
    total = sum(counts.values())
    expected = total / 6
    return sum((counts[face] - expected) ** 2 / expected for face in range(1, 7))


def test_millions_of_dice_are_uniform_per_slot_and_overall() -> None:
    key = hashlib.sha256(b"a fixed key for a repeatable test").digest()
    per_slot = [Counter[int]() for _ in range(5)]
    for turn in range(400):
        for roll in range(1000):
            for slot in range(5):
                per_slot[slot][die(key, "BIASTEST", turn, roll, slot)] += 1
    overall = sum(per_slot, Counter[int]())
    assert sum(overall.values()) == 2_000_000
    for counts in [*per_slot, overall]:
        assert chi_square(counts) < CHI_SQUARE_5_DF_AT_0_001, counts


# --- checking a game ---------------------------------------------------------------------------


def played(seed: bytes, contributions: list[bytes | None], moves: int) -> Game:
    """A two-player game rolled with the construction (as a table rolls it)."""
    key = dice_key(seed, contributions)
    rng = random.Random(5)
    game = Game.new(preset("official"), ["Ada", "Bo"])
    for _ in range(moves):
        if game.dice is None or (game.rolls_left and rng.random() < 0.5):
            if game.dice is not None and not all(game.held):
                game = game.hold(rng.randrange(5)).game if rng.random() < 0.5 else game
            game = game.apply(Roll(game.current, next_roll(key, "CHECKME2", game))).game
        else:
            options = game.options()
            best = max(options, key=options.__getitem__)
            game = (game.enter(best) if options[best] else game.strike(best)).game
    return game


def test_an_honest_game_checks_out() -> None:
    seed = bytes(range(32))
    game = played(seed, [b"ada", b"bo"], 60)
    proof = DiceProof("CHECKME2", commitment(seed), seed, (b"ada", b"bo"))
    verdict = verify(game.rules, game.names, game.log, proof)
    assert verdict.ok and verdict.rolls > 10


def test_a_tampered_seed_or_roll_or_contribution_is_found() -> None:
    seed = bytes(range(32))
    game = played(seed, [b"ada", None], 40)
    honest = DiceProof("CHECKME2", commitment(seed), seed, (b"ada", None))
    other_seed = DiceProof("CHECKME2", commitment(seed), bytes(32), (b"ada", None))
    assert verify(game.rules, game.names, game.log, other_seed).problem == "commitment"
    other_seats = DiceProof("CHECKME2", commitment(seed), seed, (None, b"ada"))
    assert verify(game.rules, game.names, game.log, other_seats).problem == "roll"
    other_table = DiceProof("OTHER234", commitment(seed), seed, (b"ada", None))
    assert verify(game.rules, game.names, game.log, other_table).problem == "roll"
    log = list(game.log)
    index = next(i for i, a in enumerate(log) if isinstance(a, Roll))
    first = log[index]
    assert isinstance(first, Roll) and first.dice is not None
    log[index] = Roll(first.seat, tuple(7 - v for v in first.dice))
    verdict = verify(game.rules, game.names, log, honest)
    assert (verdict.ok, verdict.problem, verdict.roll_index) == (False, "roll", index)
    assert verify(game.rules, game.names, game.log, DiceProof("X", "00", seed, (), 3)).problem == (
        "version"
    )


# --- the command line ---------------------------------------------------------------------------


def test_the_command_line_checks_a_game_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    seed = bytes(range(32))
    game = played(seed, [b"ada", None], 50)
    record = {
        **game.to_dict(),
        "dice": {
            "version": 1,
            "scope": "CHECKME2",
            "commit": commitment(seed),
            "contributions": [b"ada".hex(), None],
            "seed": seed.hex(),
        },
    }
    honest = tmp_path / "game.json"
    honest.write_text(json.dumps(record))
    assert main(["verify", str(honest)]) == 0
    assert "dice verified" in capsys.readouterr().out
    tampered = tmp_path / "tampered.json"
    record["dice"]["seed"] = bytes(32).hex()  # type: ignore[index]
    tampered.write_text(json.dumps(record))
    assert main(["verify", str(tampered)]) == 1
    assert "not the one the server committed to" in capsys.readouterr().out
    for name, text in [("broken.json", "{"), ("list.json", "[]"), ("nodice.json", "{}")]:
        (tmp_path / name).write_text(text)
        assert main(["verify", str(tmp_path / name)]) == 2
    assert "no 'dice'" in capsys.readouterr().err
