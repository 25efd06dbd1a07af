"""The client's part in the dice everyone can check: its own seed when a table's commitment
shows, and its own check of the whole game when the seed is revealed — a tampered journal or
seed shows as a warning on the results and on the analysis board."""

from __future__ import annotations

import json
from pathlib import Path

from msgspec.structs import replace
from pytestqt.qtbot import QtBot

from app.net import DailyView, DiceView
from app.net.checking import DiceCheck
from app.net.dice import DICE_VERSION, commitment, dice_key, next_roll
from app.rules import DiceRecord, Game, GameRecord, Roll, SeatRecord, preset, write_game_file
from app.ui.online.witness import DiceWitness
from app.ui.session import TableSetup
from app.ui.session.local import LocalSession

from ..driving import find_item, item
from ..online_states import CODE, table_state

SEED = bytes(range(32))
MINE = bytes(range(100, 132))


def dice(*, contributions: list[str | None], seed: str | None = None) -> DiceView:
    return DiceView(
        version=DICE_VERSION,
        scope=CODE,
        commit=commitment(SEED),
        contributions=contributions,
        seed=seed,
    )


def honest_game(contributions: list[bytes | None], moves: int = 400) -> Game:
    """A whole two-player game rolled as the table rolls it."""
    key = dice_key(SEED, contributions)
    game = Game.new(preset("official"), ["Ada", "Bo"])
    for _ in range(moves):
        if game.over:
            break
        if game.dice is None or game.rolls_used < 2:
            game = game.apply(Roll(game.current, next_roll(key, CODE, game))).game
        else:
            options = game.options()
            best = max(options, key=options.__getitem__)
            game = (game.enter(best) if options[best] else game.strike(best)).game
    assert game.over
    return game


def test_the_client_gives_a_seed_once_the_commitment_shows_and_never_too_late() -> None:
    witness = DiceWitness(seeds=lambda: MINE)
    fresh = Game.new(preset("official"), ["Ada", "Bo"])
    state = replace(table_state(fresh, you=1), dice=dice(contributions=[None, None]))
    sent = witness.seen(state)
    assert sent is not None and bytes.fromhex(sent.value) == MINE
    kept = witness.kept(CODE)
    assert kept is not None and kept.commit == commitment(SEED) and kept.own is not None
    assert kept.own.seat == 1
    # The same state again (a sync) sends the same seed; once listed, nothing more.
    again = witness.seen(state)
    assert again is not None and again.value == sent.value
    listed = replace(state, dice=dice(contributions=[None, MINE.hex()]))
    assert witness.seen(listed) is None
    # Nothing for a spectator, a daily challenge, or after the first roll.
    for other in (
        replace(state, code="SPECTATE", you=None),
        replace(
            state,
            code="DAILYTAB",
            daily=DailyView(day=1, date="1970-01-02", ruleset="official", ends=0),
        ),
        replace(
            table_state(fresh.apply(Roll(0, (1, 2, 3, 4, 5))).game, you=1),
            code="ROLLED22",
            dice=dice(contributions=[None, None]),
        ),
    ):
        assert DiceWitness(seeds=lambda: MINE).seen(other) is None


def test_the_client_checks_the_game_against_what_it_kept() -> None:
    game = honest_game([None, MINE])
    start = table_state(Game.new(game.rules, ["Ada", "Bo"]), you=1)
    start = replace(start, dice=dice(contributions=[None, None]))
    witness = DiceWitness(seeds=lambda: MINE)
    assert witness.seen(start) is not None
    revealed = dice(contributions=[None, MINE.hex()], seed=SEED.hex())
    checked = witness.check(CODE, game, revealed)
    assert checked.result is DiceCheck.VERIFIED
    assert checked.record.commit == commitment(SEED) and checked.record.seed == SEED.hex()

    # The server swaps in another seed for this player (and rolls with it): a warning.
    other = bytes(32)
    swapped = honest_game([None, other])
    listed = dice(contributions=[None, other.hex()], seed=SEED.hex())
    assert witness.check(CODE, swapped, listed).result is DiceCheck.SEED_REPLACED
    # It reveals another seed, under a fresh commitment: the kept commitment tells.
    forged = replace(revealed, seed=other.hex(), commit=commitment(other))
    assert witness.check(CODE, game, forged).result is DiceCheck.COMMIT_CHANGED
    # A roll in the journal is not what the seeds give.
    log = list(game.log)
    log[0] = Roll(0, tuple(7 - v for v in log[0].dice))  # type: ignore[attr-defined]
    tampered = Game.replay(game.rules, game.names, log)
    assert witness.check(CODE, tampered, revealed).result is DiceCheck.WRONG_ROLL


def test_a_tampered_game_file_shows_a_warning_on_the_board(  # type: ignore[no-untyped-def]
    open_window, qtbot: QtBot, tmp_path: Path
) -> None:
    game = honest_game([b"ada", None])
    record = GameRecord(
        game,
        (SeatRecord("you"), SeatRecord("person")),
        table=CODE,
        dice=DiceRecord(1, CODE, commitment(SEED), (b"ada".hex(), None), SEED.hex()),
    )
    honest = tmp_path / "honest.json"
    honest.write_text(write_game_file(record))
    window = open_window()
    analysis = window.controller.analysis
    window.controller.openGameFile(str(honest))
    qtbot.waitUntil(lambda: analysis.property("diceCheck") == "verified", timeout=10_000)
    badge = item(window, "boardDiceBadge")
    assert badge.isVisible() and badge.property("verified")

    data = json.loads(honest.read_text())
    roll = next(a for a in data["actions"] if a["type"] == "roll")
    roll["dice"] = [7 - v for v in roll["dice"]]  # still a legal roll: only the seeds say no
    tampered = tmp_path / "tampered.json"
    tampered.write_text(json.dumps(data))
    window.controller.openGameFile(str(tampered))
    qtbot.waitUntil(lambda: analysis.property("diceCheck") == "wrong_roll", timeout=10_000)
    assert badge.property("warning")
    text = find_item(badge, "diceCheckText")
    assert text is not None and "Warning" in text.property("text")

    data = json.loads(honest.read_text())
    data["dice"]["seed"] = bytes(32).hex()
    (tmp_path / "seed.json").write_text(json.dumps(data))
    window.controller.openGameFile(str(tmp_path / "seed.json"))
    qtbot.waitUntil(lambda: analysis.property("diceCheck") == "wrong_seed", timeout=10_000)


def test_a_warning_shows_on_the_results_in_both_languages(open_window, qtbot: QtBot) -> None:  # type: ignore[no-untyped-def]
    window = open_window()
    results = window.controller.results
    game = honest_game([None, None])
    setup = TableSetup("official", seats=TableSetup().seats * 2)
    results.show(game, setup, None, ("Ada", "Bo"), online=True)
    window.controller.show("results")
    results.set_dice_check(DiceCheck.WRONG_ROLL.value)
    text = find_item(item(window, "resultsDiceBadge"), "diceCheckText")
    assert text is not None and "does not match the seeds" in text.property("text")
    window.controller.settings.setLanguage("de")
    qtbot.waitUntil(lambda: "Warnung" in text.property("text"), timeout=5_000)
    results.set_dice_check(DiceCheck.VERIFIED.value)
    qtbot.waitUntil(lambda: text.property("text") == "Würfel geprüft", timeout=5_000)


def test_the_practice_rolls_the_days_public_dice_without_hints_and_keeps_them(  # type: ignore[no-untyped-def]
    open_window, qtbot: QtBot
) -> None:
    from app.net.practice import PracticeStream

    window = open_window()
    controller = window.controller
    controller.daily.select("yatzy")
    controller.daily.practice()
    session = controller.session
    assert isinstance(session, LocalSession) and session.challenge == "practice"
    day = session.setup.practice
    assert day is not None and session.setup.preset == "yatzy"
    assert controller.table.property("challenge") == "practice"
    assert item(window, "challengeBanner").isVisible()
    stream = PracticeStream(day, "yatzy")
    expected = stream.roll(session.game)
    controller.table.roll()
    assert session.game.dice == expected
    controller.table.toggleHints()  # H does nothing in a challenge
    assert not controller.table.property("showHints")
    assert controller.table.property("hintBoxes") == []
    # The game is kept with its stream: set aside and resumed, the next roll is the stream's.
    session.toggle(0)  # keep the first die
    before = session.game
    controller.life.games.set_aside()
    controller.life.resume()
    resumed = controller.session
    assert isinstance(resumed, LocalSession) and resumed.game == before
    assert resumed.setup.practice == day
    controller.table.roll()
    assert resumed.game.dice == stream.roll(before)
    assert resumed.game.dice[0] == before.dice[0]  # type: ignore[index]
