"""The computer players and the advisor decide exactly as recorded (issue 31: faster, with not a
single choice changed). The records were made with the code before the speed work by
``tests/strategy/decisions/record_decisions.py``; a change meant to alter decisions records them
again."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent / "decisions"
sys.path.insert(0, str(HERE))
import record_decisions as record  # noqa: E402 (the recorder is no package)

from app.rules import preset  # noqa: E402
from app.strategy import advise  # noqa: E402
from app.strategy.exact import exact_table  # noqa: E402
from app.strategy.preparing import forget_models, one_column  # noqa: E402

GAMES = json.loads((HERE / "games.json").read_text(encoding="utf-8"))
ADVICE = json.loads((HERE / "advice.json").read_text(encoding="utf-8"))


@pytest.fixture(scope="module", autouse=True)
def _tables_from_the_cache() -> None:
    """Every model with its exact table as loaded from the cache folder (five decimals, as the
    records were made), not as built in this process: near-equal choices (the order of keeps of
    equal value, a tie between two boxes) come out as recorded only with the same table."""
    for entry in [*GAMES, *ADVICE]:
        rules = preset(str(entry["preset"]), **entry["options"])
        if not rules.saves_rolls:
            exact_table(one_column(rules))  # built and saved to the cache folder if missing
    forget_models()


def _name(entry: dict[str, object]) -> str:
    options = entry["options"]
    assert isinstance(options, dict)
    return "+".join([str(entry["preset"]), *sorted(options)])


@pytest.mark.parametrize(
    "entry", GAMES, ids=[f"{_name(g)}-{'-'.join(g['levels'])}-{g['seed']}" for g in GAMES]
)
def test_seeded_games_replay_with_the_same_decisions(entry: dict[str, object]) -> None:
    levels = entry["levels"]
    assert isinstance(levels, list)
    game = record.play(str(entry["preset"]), entry["options"], tuple(levels), int(entry["seed"]))  # type: ignore[arg-type]
    played = [record.encode(action) for action in game.log]
    wanted = str(entry["actions"]).split()
    first = next((i for i, (a, b) in enumerate(zip(played, wanted, strict=False)) if a != b), None)
    assert played == wanted, f"the games part at action {first}"


@pytest.mark.parametrize("entry", ADVICE, ids=[_name(a) for a in ADVICE])
def test_the_advice_is_the_recorded_advice(entry: dict[str, object]) -> None:
    recorded = entry["positions"]
    assert isinstance(recorded, list)
    options = entry["options"]
    assert isinstance(options, dict)
    games = record.positions(str(entry["preset"]), options, len(recorded))
    for number, (game, wanted) in enumerate(zip(games, recorded, strict=True)):
        got = record.digest(advise(game))
        # The choices exactly; the values to the rounding of a table loaded from the cache
        # (float32) rather than built in this process.
        for key in ("keep", "box"):
            assert got[key] == pytest.approx(wanted[key], abs=1e-4), f"position {number}: {key}"
            got[key] = wanted[key]
        assert got == wanted, f"position {number}"
