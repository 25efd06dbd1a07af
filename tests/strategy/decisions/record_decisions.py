"""Records what the computer players and the advisor decide, so that a faster implementation can
be checked to decide exactly the same (run by hand, only when a decision is meant to change:
``.venv/bin/python tests/strategy/decisions/record_decisions.py``).

The tables come from the cache folder (as in play); ``tests/strategy/test_same_decisions.py``
loads them the same way.

``games.json``: seeded games of computer players, each as its action log in a compact form.
NumPy and OpenBLAS are kept to their AVX2 code paths (``arithmetic.py``, as the tests keep
them), so that the near-ties come out alike on every x86 machine.

``advice.json``: per ruleset, positions from seeded random play, each with the advisor's keeps in
order (as bit masks of the held dice), its boxes in order and its strike box, and the expected
final score of the best keep and the best box.
"""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

from arithmetic import PINNED_ARITHMETIC  # this folder's (the recorder runs as a script)

# NumPy's SIMD paths as the tests pin them: set before NumPy is imported.
for _variable, _value in PINNED_ARITHMETIC.items():
    os.environ.setdefault(_variable, _value)

from app.rules import Enter, Game, Hold, Release, Roll, Strike, preset  # noqa: E402 (after the pinning)
from app.rules.actions import Action  # noqa: E402 (after the pinning)
from app.strategy import advise, computer_player  # noqa: E402 (after the pinning)
from app.strategy.advisor import Advice  # noqa: E402 (after the pinning)
from app.strategy.simulate import play_game  # noqa: E402 (after the pinning)

HERE = Path(__file__).resolve().parent

GAMES: list[tuple[str, dict[str, bool], tuple[str, ...], int]] = [
    # (preset, options, the computers' levels by seat, seed)
    ("official", {}, ("hard",), 1),
    ("official", {}, ("hard",), 2),
    ("yatzy", {}, ("hard",), 3),
    ("official", {"forced_order": True}, ("hard",), 4),
    ("official", {"triple": True}, ("hard",), 5),
    ("yatzy", {"triple": True, "forced_order": True}, ("hard",), 6),
    ("maxi", {}, ("hard",), 7),
    ("maxi", {}, ("hard",), 8),
    ("maxi", {"triple": True}, ("hard",), 9),
    ("official", {}, ("hard", "hard"), 10),
    ("official", {}, ("hard", "hard", "medium"), 11),
    ("fuenfwurf", {}, ("hard", "easy"), 12),
    ("maxi", {}, ("hard", "hard"), 13),
    ("maxi", {}, ("hard", "medium", "hard", "hard"), 14),
    ("official", {"triple": True}, ("hard", "hard"), 15),
    ("official", {}, ("medium",), 16),
    ("maxi", {}, ("medium",), 17),
]

ADVICE_RULESETS: list[tuple[str, dict[str, bool]]] = [
    ("official", {}),
    ("official", {"forced_order": True}),
    ("free-joker", {}),
    ("yatzy", {}),
    ("official", {"triple": True}),
    ("yatzy", {"triple": True, "forced_order": True}),
    ("maxi", {}),
    ("maxi", {"triple": True}),
]
POSITIONS = 80


def encode(action: Action) -> str:
    if isinstance(action, Roll):
        return "r" + "".join(str(d) for d in action.dice or ())
    if isinstance(action, Hold):
        return f"h{action.die}"
    if isinstance(action, Release):
        return f"l{action.die}"
    if isinstance(action, Enter):
        return f"e{action.box}"
    if isinstance(action, Strike):
        return f"s{action.box}"
    raise TypeError(f"unexpected action {action!r}")


def play(preset_name: str, options: dict[str, bool], levels: tuple[str, ...], seed: int) -> Game:
    rules = preset(preset_name, **options)
    players = [computer_player(level, rules, seed=seed + seat) for seat, level in enumerate(levels)]
    return play_game(Game.new(rules, len(levels)), players, random.Random(seed))


def positions(rules_name: str, options: dict[str, bool], count: int) -> list[Game]:
    """Every roll of random play (random keeps, random boxes), from a fixed seed."""
    rules = preset(rules_name, **options)
    rng = random.Random(5)
    found: list[Game] = []
    game = Game.new(rules)
    while len(found) < count:
        if game.dice is not None and game.rolls_left and rng.random() < 0.6:
            for die in range(rules.dice_count):
                if rng.random() < 0.4:
                    game = game.toggle(die).game
            if all(game.held):
                game = game.toggle(0).game
        game = game.roll(rng).game
        found.append(game)
        if game.rolls_left and rng.random() < 0.6:
            continue
        game = game.enter(rng.choice(sorted(game.options()))).game
        if game.over:
            game = Game.new(rules)
    return found


def digest(advice: Advice) -> dict[str, object]:
    return {
        "keeps": [sum(1 << i for i, h in enumerate(k.held) if h) for k in advice.keeps],
        "boxes": [box.box for box in advice.boxes],
        "strike": advice.strike.box if advice.strike else None,
        "keep": round(advice.keeps[0].expected, 6) if advice.keeps else None,
        "box": round(advice.boxes[0].expected, 6),
    }


def main() -> None:
    games = []
    for preset_name, options, levels, seed in GAMES:
        game = play(preset_name, options, levels, seed)
        actions = [encode(action) for action in game.log]
        games.append(
            {
                "preset": preset_name,
                "options": options,
                "levels": list(levels),
                "seed": seed,
                "actions": " ".join(actions),
            }
        )
        print(preset_name, options, levels, seed, len(actions), "actions")
    (HERE / "games.json").write_text(json.dumps(games, indent=1) + "\n", encoding="utf-8")
    advice = []
    for preset_name, options in ADVICE_RULESETS:
        found = [digest(advise(game)) for game in positions(preset_name, options, POSITIONS)]
        advice.append({"preset": preset_name, "options": options, "positions": found})
        print(preset_name, options, len(found), "positions")
    text = json.dumps(advice, separators=(",", ":"))
    (HERE / "advice.json").write_text(
        text.replace('{"keeps"', '\n{"keeps"') + "\n", encoding="utf-8"
    )


if __name__ == "__main__":
    main()
