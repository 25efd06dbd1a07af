"""Dice everyone can check and the daily challenge, with app windows and a real table server:
each app gives its own seed after the table's commitment and checks the whole game itself when
the seed is revealed; the journal it fetches verifies with ``python -m app.net verify``; a daily
challenge is played to its results (the field's distribution, the rank) and a second attempt is
refused with a clear message. Screenshots of the badge, the daily start and its results."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from pytestqt.qtbot import QtBot

from app.net.__main__ import main as verify_main
from app.rules import read_game_file
from app.ui.session import RemoteSession
from tests.ui.driving import click, item, texts
from tests.ui.test_screenshots import save

from .players import WAIT_MS, Player, go_online, in_step, play_turn_with_keys, sit_down_together
from .servers import ServerThread


def test_two_apps_give_their_seeds_and_check_the_revealed_dice(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot, tmp_path: Path
) -> None:
    ada = players("Ada", server.address)
    bo = players("Bo", server.address)
    code = sit_down_together(ada, bo, qtbot)
    # Each app kept the commitment it saw before the first roll and gave a seed of its own.
    for player in (ada, bo):
        kept = player.client._dice.witness.kept(code)
        assert kept is not None and kept.own is not None
        assert kept.own.seat == player.session.you
    seeds = {p.name: p.client._dice.witness.kept(code).own.seed for p in (ada, bo)}  # type: ignore[union-attr]
    assert seeds["Ada"] != seeds["Bo"]
    play_turn_with_keys(ada, qtbot)
    in_step(ada, bo, qtbot)
    play_turn_with_keys(bo, qtbot)
    in_step(ada, bo, qtbot)
    bo.app.table.resign()  # every seat has played: the game is scored, Ada wins
    qtbot.waitUntil(
        lambda: ada.app.screen == "results" and bo.app.screen == "results", timeout=WAIT_MS
    )
    for player in (ada, bo):
        results = player.app.results
        qtbot.waitUntil(lambda r=results: r.property("diceCheck") == "verified", timeout=WAIT_MS)
        checked = player.client.dice_checked(code)
        assert checked is not None and checked.record.seed is not None
        # Both seeds counted, each in its seat: the server could choose no die alone.
        assert list(checked.record.contributions) == [seeds["Ada"].hex(), seeds["Bo"].hex()]
        assert item(player.window, "resultsDiceBadge").isVisible()
    assert "Dice verified" in texts(ada.window)
    save(ada.window, qtbot, "en-13-online-dice-verified", still=False)
    ada.app.settings.setLanguage("de")
    qtbot.waitUntil(lambda: "Würfel geprüft" in texts(ada.window), timeout=WAIT_MS)
    save(ada.window, qtbot, "de-13-online-dice-verified", still=False)

    # The analysis board of the game shows the app's own check too.
    ada.app.analyseResults()
    qtbot.waitUntil(lambda: ada.app.screen == "analysis", timeout=WAIT_MS)
    assert ada.app.analysis.property("diceCheck") == "verified"

    # The server's journal of the table carries the dice: saved as a file, it verifies.
    content = server.call(lambda: fetch_journal(server, code, ada))
    record = read_game_file(content)
    assert record.dice is not None and record.dice.seed is not None
    assert record.game == ada.session.game
    path = tmp_path / "journal.json"
    path.write_bytes(content)
    assert verify_main(["verify", str(path)]) == 0
    data = json.loads(content)
    data["dice"]["contributions"][1] = "00" * 32  # another seed for Bo than the one he gave
    path.write_text(json.dumps(data))
    assert verify_main(["verify", str(path)]) == 1


async def fetch_journal(server: ServerThread, code: str, player: Player) -> bytes:
    import aiohttp

    token = player.client._identity.load(player.client.snapshot.server)
    assert token is not None
    async with aiohttp.ClientSession() as http:
        url = f"http://127.0.0.1:{server.port}/tables/{code}/journal"
        async with http.get(url, headers={"Authorization": f"Bearer {token.token}"}) as answer:
            assert answer.status == 200
            return await answer.read()


def play_daily_quickly(player: Player, qtbot: QtBot) -> None:
    """A whole solo attempt: one roll a turn, the best box."""
    session = player.session
    while not session.game.over:
        qtbot.waitUntil(lambda: not session.busy, timeout=WAIT_MS)
        if session.game.dice is None:
            session.roll()
            continue
        options = session.game.options()
        best = max(options, key=options.__getitem__)
        session.enter(best) if options[best] else session.strike(best)
        qtbot.waitUntil(lambda: session.game.dice is None or session.game.over, timeout=WAIT_MS)


def made_long_ago(server: ServerThread, player: Player) -> None:
    """The player's identity existed before the day began: it may play the day ranked."""
    me = player.client.snapshot.player
    assert me is not None

    async def backdate() -> None:
        async with server.node.storage.transaction() as tx:
            await tx.execute("UPDATE players SET created_at = 0 WHERE id = ?", me.id)

    server.call(backdate)


def test_a_daily_challenge_from_its_start_to_the_fields_distribution(
    players: Callable[..., Player], server: ServerThread, qtbot: QtBot
) -> None:
    bo = players("Bo", server.address)
    go_online(bo, qtbot)
    made_long_ago(server, bo)  # the ranked board takes identities made before the day
    bo.app.show("daily")
    bo.app.daily.select("official")
    bo.app.daily.play()
    qtbot.waitUntil(lambda: bo.app.screen == "table", timeout=WAIT_MS)
    play_daily_quickly(bo, qtbot)

    ada = players("Ada", server.address)
    go_online(ada, qtbot)
    made_long_ago(server, ada)
    ada.app.show("daily")
    daily = ada.app.daily
    qtbot.waitUntil(lambda: daily.property("state") == "ready", timeout=WAIT_MS)
    qtbot.waitUntil(lambda: daily.property("boardState") == "ready", timeout=WAIT_MS)
    assert daily.property("attempts") == 1 and daily.property("scored") == 1
    assert len(daily.property("commit")) == 64
    save(ada.window, qtbot, "en-14-daily-start", still=False)
    ada.app.settings.setLanguage("de")
    qtbot.waitUntil(lambda: "Tagesherausforderung" in texts(ada.window), timeout=WAIT_MS)
    save(ada.window, qtbot, "de-14-daily-start", still=False)
    ada.app.settings.setLanguage("en")

    click(ada.window, "playDailyButton")
    qtbot.waitUntil(lambda: ada.app.screen == "table", timeout=WAIT_MS)
    session = ada.session
    assert isinstance(session, RemoteSession) and session.challenge == "daily"
    assert ada.app.table.property("challenge") == "daily"
    assert not ada.app.table.property("showHints")
    # The day's first roll is everyone's (later ones follow each attempt's own course).
    first_roll = session.game.dice
    play_turn_with_keys(ada, qtbot)
    bo_first = next(a for a in bo.session.game.log if a.kind == "roll")
    ada_first = next(a for a in session.game.log if a.kind == "roll")
    assert first_roll is None and bo_first.dice == ada_first.dice  # type: ignore[attr-defined]
    while not session.game.over:
        play_turn_with_keys(ada, qtbot, best=True)
    qtbot.waitUntil(lambda: ada.app.screen == "results", timeout=WAIT_MS)
    results = ada.app.results
    qtbot.waitUntil(lambda: results.property("dailyState") == "ready", timeout=WAIT_MS)
    assert results.property("challenge") == "daily"
    assert results.property("dailyAttempts") == 2
    assert results.property("dailyRank") in (1, 2)
    bars = results.property("dailyBars")
    assert sum(bar["count"] for bar in bars) == 2 and any(bar["mine"] for bar in bars)
    # The day's seed stays secret until the day is over: the check waits for it.
    qtbot.waitUntil(lambda: results.property("diceCheck") == "pending", timeout=WAIT_MS)
    assert item(ada.window, "resultsDistribution").isVisible()
    save(ada.window, qtbot, "en-15-daily-results", still=False)
    ada.app.settings.setLanguage("de")
    qtbot.waitUntil(
        lambda: "Die Tagesherausforderung von heute" in texts(ada.window), timeout=WAIT_MS
    )
    save(ada.window, qtbot, "de-15-daily-results", still=False)
    ada.app.settings.setLanguage("en")

    # The analysis board opens on the attempt.
    ada.app.analyseResults()
    qtbot.waitUntil(lambda: ada.app.screen == "analysis", timeout=WAIT_MS)
    assert ada.app.analysis.property("diceCheck") == "pending"

    # A second attempt the same day is refused, and the screen says why.
    ada.app.online.forget_table()
    ada.app.show("daily")
    daily.play()
    qtbot.waitUntil(lambda: daily.property("problem") == "already_played", timeout=WAIT_MS)
    assert any("You have had your go at today's challenge" in t for t in texts(ada.window))
    assert ada.app.screen == "daily"
    assert daily.property("played")  # and "Play today's" is offered no more
    assert not item(ada.window, "playDailyButton").isVisible()
