"""The dead ends around online play (issue 26), as pure decisions from tables of cases: what is
offered after a game (rematch, chat, the day's challenge), how invitations and notices come and
go, what 'Played with lately' and 'Your games' say, what a spectator is offered, which steps the
mistake keys stop at, and what the table says when the clock acted or a game comes back."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator
from PySide6.QtGui import QGuiApplication

from app.net import (
    Invitation,
    Placing,
    PlayerView,
    RecentPlayer,
    RematchStatus,
    RematchView,
    RulesView,
    TableStatus,
)
from app.profile import FinishedGame, IdentityStore, OnlineGame
from app.rules import Enter, Game, Roll, TimeOut, preset
from app.strategy import Choice, DecisionReview, PlayerReview
from app.ui.daily.viewmodel import DailyView, played_today
from app.ui.lobby.together import (
    INVITATION_SECONDS,
    TogetherViewModel,
    derive_together,
    recent_outcome,
    recent_rows,
    rematch_state,
    shown_invite_status,
)
from app.ui.lobby.viewmodel import NewTable
from app.ui.online.client import OnlineClient
from app.ui.online.snapshot import OnlineSnapshot, TableInfo
from app.ui.paths import translations_dir
from app.ui.results.viewmodel import ResultsExtra, derive_results, with_extra, with_online
from app.ui.services.notices import notice_lasts
from app.ui.session import RemoteSession
from app.ui.session.setup import Seat, SeatKind, TableSetup
from app.ui.statistics.history import derive_history, outcome_of
from app.ui.table.seatsandchat import chat_shown, watch_state
from app.ui.table.speech import Speaker

from .online_states import seats, table_state

OFFICIAL = RulesView(preset="official", triple=False, forced_order=False)


def table(
    *,
    status: TableStatus = TableStatus.FINISHED,
    names: tuple[str, ...] = ("Ada", "Bo"),
    you: int | None = 0,
    away: tuple[int, ...] = (),
    free: tuple[int, ...] = (),
    daily: bool = False,
    rematch: RematchView | None = None,
) -> TableInfo:
    return TableInfo(
        code="K7QMR2XH",
        status=status,
        private=True,
        rules=OFFICIAL,
        clock=30,
        seats=tuple(seats(names, away=away, free=free)),
        host=100,
        you=you,
        rematch=rematch,
        daily=daily,
    )


# --- the rematch: offered only where it can work --------------------------------------------------


@pytest.mark.parametrize(
    ("info", "state", "gone"),
    [
        (table(), "", None),
        (table(names=("Ada", "Bo", "Cy")), "", None),
        (table(away=(1,)), "lapsed", 1),  # Bo left: the server would say no_rematch
        (table(free=(1,)), "lapsed", 1),
        (table(names=("Ada", "Bo", "Cy"), away=(2,)), "lapsed", 2),
        (table(away=(0,)), "", None),  # only the others count (this app is here)
        (table(names=("Ada",), daily=True), "offline", None),  # a solo daily attempt
        (table(names=("Ada",)), "offline", None),
        (table(daily=True), "offline", None),
        (table(status=TableStatus.PLAYING), "offline", None),
        (table(status=TableStatus.ABORTED), "offline", None),
        (table(status=TableStatus.OPEN), "offline", None),
        (table(you=None), "offline", None),  # a spectator has nobody to play again with
        (None, "offline", None),  # the table closed (ten minutes after the end)
    ],
)
def test_a_rematch_is_offered_only_where_the_server_would_take_it(
    info: TableInfo | None, state: str, gone: int | None
) -> None:
    assert rematch_state(info) == (state, gone)


def test_the_rematch_view_names_who_left_and_keeps_a_refusal_in_sight() -> None:
    left = derive_together(OnlineSnapshot(table=table(away=(1,))), "", "")
    assert (left.rematch, left.rematch_by) == ("lapsed", "Bo")
    refused = derive_together(OnlineSnapshot(table=table()), "", "", rematch_problem="no_rematch")
    assert (refused.rematch, refused.rematch_problem) == ("", "no_rematch")
    gone = derive_together(OnlineSnapshot(), "", "", rematch_problem="no_rematch")
    assert (gone.rematch, gone.rematch_problem) == ("offline", "")  # nothing left to refuse
    offer = RematchView(status=RematchStatus.OPEN, by=1, accepted=[101], ends=9, seat=None)
    open_offer = derive_together(OnlineSnapshot(table=table(rematch=offer)), "", "")
    assert (open_offer.rematch, open_offer.rematch_by) == ("open", "Bo")


def test_results_of_a_closed_table_say_so_and_only_online() -> None:
    game = _finished_game()
    setup = TableSetup(seats=(Seat(SeatKind.YOU), Seat(SeatKind.PERSON)))
    view = with_online(derive_results(game, setup, None, ("Ada", "Bo")), (), None)
    assert with_extra(view, ResultsExtra(table_gone=True)).table_gone
    local = derive_results(game, setup, None, ("Ada", "Bo"))
    assert not with_extra(local, ResultsExtra(table_gone=True)).table_gone


# --- invitations and the word on them -------------------------------------------------------------


@pytest.mark.parametrize(
    ("status", "age", "info", "shown"),
    [
        ("", 0.0, None, ""),
        ("waiting", 1.0, None, "waiting"),
        ("waiting", 25.0, None, ""),  # no table came: nothing to say for ever
        ("sent", 5.0, table(status=TableStatus.OPEN), "sent"),
        ("sent", 31.0, table(status=TableStatus.OPEN), ""),  # not 15 minutes
        ("sent", 5.0, table(status=TableStatus.PLAYING), ""),  # they came
        ("sent", 5.0, None, ""),  # the table is gone
        ("copied", 10.0, None, "copied"),
        ("copied", 40.0, None, ""),
        ("off", 10.0, None, "off"),
        ("limited", 29.0, None, "limited"),
        ("failed", 60.0, None, ""),
    ],
)
def test_the_word_on_an_invitation_goes_in_its_time(
    status: str, age: float, info: TableInfo | None, shown: str
) -> None:
    assert shown_invite_status(status, age, info) == shown


def _invitation() -> Invitation:
    return Invitation(
        by=PlayerView(id=5, name="Cy", level=1, points=0),
        code="K7QMR2XH",
        rules=OFFICIAL,
        seats=2,
        clock=30,
    )


@pytest.mark.parametrize(
    ("info", "age", "shown", "joinable"),
    [
        (None, 1.0, True, True),
        (table(), 1.0, True, True),  # after a game: joining is fine
        (table(status=TableStatus.PLAYING), 1.0, True, False),  # first finish or leave
        (table(status=TableStatus.OPEN), 1.0, True, False),
        (None, INVITATION_SECONDS + 1, False, False),  # unanswered for long: let go
    ],
)
def test_an_invitation_shows_until_answered_or_old_and_says_when_it_can_be_followed(
    info: TableInfo | None, age: float, shown: bool, joinable: bool
) -> None:
    snapshot = OnlineSnapshot(table=info, invitation=_invitation(), invitation_at=100.0)
    view = derive_together(snapshot, "", "", now=100.0 + age)
    assert (view.invitation, view.invitation_joinable) == (shown, joinable)
    if shown:
        assert (view.invitation_from, view.invitation_clock) == ("Cy", 30)


# --- played with lately: the other's name, and how it went from this side -------------------------


@pytest.mark.parametrize(
    ("mine", "theirs", "outcome"),
    [
        (Placing.WIN, Placing.TOOK_PART, "you_won"),
        (Placing.WIN, None, "you_won"),
        (Placing.TOOK_PART, Placing.WIN, "they_won"),
        (Placing.SECOND, Placing.WIN, "they_won"),
        (Placing.DRAW, Placing.DRAW, "drawn"),
        (Placing.DRAW, Placing.SECOND, "you_shared"),
        (Placing.TOOK_PART, Placing.DRAW, "they_shared"),
        (Placing.SECOND, Placing.TOOK_PART, "other_won"),  # a third player won
        (Placing.SECOND, None, "you_second"),  # an older server: who won is not known
        (Placing.TOOK_PART, None, "you_lost"),
    ],
)
def test_played_with_lately_says_how_it_went_from_this_players_side(
    mine: Placing, theirs: Placing | None, outcome: str
) -> None:
    assert recent_outcome(mine, theirs) == outcome


def test_a_recent_row_carries_the_others_name_when_and_the_outcome() -> None:
    bo = RecentPlayer(
        id=4, name="Bo", level=2, at=0, placing=Placing.WIN, online=True, their_placing=None
    )
    (row,) = recent_rows((bo,), now_ms=86_400_000 * 2 + 5)
    assert (row.name, row.days_ago, row.outcome, row.present) == ("Bo", 2, "you_won", True)


# --- a table's chat and the spectator -------------------------------------------------------------


@pytest.mark.parametrize(
    ("info", "shown"),
    [
        (table(), True),
        (table(status=TableStatus.OPEN), True),
        (table(names=("Ada",), daily=True), False),  # the solo daily attempt: nobody to greet
        (table(names=("Ada",)), False),
        (table(you=None), True),  # a spectator reads it
    ],
)
def test_only_a_table_with_somebody_to_talk_to_has_a_chat(info: TableInfo, shown: bool) -> None:
    assert chat_shown(info) is shown


def test_a_spectator_watches_and_a_resigned_player_too_until_the_end() -> None:
    game = Game.new(preset("official"), ["Ada", "Bo"])
    playing = table(status=TableStatus.PLAYING)
    assert watch_state(replace(playing, you=None), game) == "spectator"
    assert watch_state(playing, game) == ""
    resigned, _ = Game.new(preset("official"), ["Ada", "Bo", "Cy"]).resign(seat=0)
    three = table(status=TableStatus.PLAYING, names=("Ada", "Bo", "Cy"))
    assert watch_state(three, resigned) == "resigned"
    assert watch_state(table(status=TableStatus.OPEN, you=None), None) == ""  # not begun yet
    assert watch_state(table(you=None), game) == "spectator"


def test_a_spectators_keys_say_they_watch_rather_than_not_your_turn(qt_loop: object) -> None:
    game = Game.new(preset("official"), ["Ada", "Bo"])
    sent: list[object] = []
    session = RemoteSession(table_state(game, you=None), lambda m: sent.append(m) or True)
    refusals: list[str] = []
    session.refused.connect(refusals.append)
    session.roll()
    session.toggle(0)
    session.resign()
    assert refusals == ["watching", "watching", "watching"]
    assert sent == []


# --- the day's challenge: not offered again once played -------------------------------------------


@pytest.mark.parametrize(
    ("view", "begun", "played"),
    [
        (DailyView(day=20, ruleset="official"), frozenset(), False),
        (DailyView(day=20, ruleset="official", your_rank=3), frozenset(), True),
        (DailyView(day=20, ruleset="official", problem="already_played"), frozenset(), True),
        (DailyView(day=20, ruleset="official"), frozenset({(20, "official")}), True),
        (DailyView(day=20, ruleset="yatzy"), frozenset({(20, "official")}), False),
        (DailyView(day=21, ruleset="official"), frozenset({(20, "official")}), False),  # next day
        (DailyView(day=20, ruleset="official", problem="day_over"), frozenset(), False),
    ],
)
def test_todays_challenge_is_not_offered_once_had(
    view: DailyView, begun: frozenset[tuple[int, str]], played: bool
) -> None:
    assert played_today(view, begun) is played


# --- your games: each online game once, with its score and result ---------------------------------


def test_an_online_game_kept_here_is_listed_once_with_its_score_and_result() -> None:
    setup = TableSetup().to_json()
    record = json.dumps({"format": 1, "players": ["Ada", "Bo"], "actions": []})
    kept = [
        FinishedGame(
            10 + n,
            setup,
            record,
            f"2026-12-02T2{n}:00:00",
            False,
            (),
            0,
            200 + n,
            1 + n % 2,
            online=f"ws://x:1 CODE000{n}",
        )
        for n in range(4)
    ]
    server = [
        OnlineGame(n, "ws://x:1", f"CODE000{n}", 0, "official", ("Ada", "Bo"), "2026-12-02")
        for n in range(4)
    ]
    unfinished = OnlineGame(9, "ws://x:1", "CODE0009", 0, "official", ("Ada", "Cy"), "2026-12-01")
    rows = derive_history(kept, [*server, unfinished])
    assert len(rows) == 5  # four games, each once, and the one not seen to its end
    assert [(r.total, r.outcome, r.code, r.online) for r in rows[:4]] == [
        (203, "place", "CODE0003", True),
        (202, "won", "CODE0002", True),
        (201, "place", "CODE0001", True),
        (200, "won", "CODE0000", True),
    ]
    assert (rows[4].source, rows[4].total, rows[4].outcome) == ("online", -1, "")


@pytest.mark.parametrize(
    ("players", "you", "place", "outcome"),
    [(1, 0, 1, "solo"), (2, 0, 1, "won"), (3, 1, 2, "place"), (2, -1, 1, ""), (2, 0, 0, "")],
)
def test_the_result_listed_for_a_game(players: int, you: int, place: int, outcome: str) -> None:
    assert outcome_of(players, you, place) == outcome


# --- notices --------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "lasts"),
    [
        ("server_switched", 30),
        ("bad_link", 30),
        ("replaced", 30),
        ("daily_void", 30),
        ("recovered", None),  # says where the old data file is: stays until read
        ("no_data_file", None),
        ("save_failed", None),
        ("identity_unsaved", None),
    ],
)
def test_a_notice_that_only_informs_goes_by_itself(code: str, lasts: int | None) -> None:
    assert notice_lasts(code) == lasts


# --- the analysis board's mistakes are the review's -----------------------------------------------


def _decision(cost: float, *, timed_out: bool = False) -> DecisionReview:
    best = Choice("box", box="chance", expected=100.0)
    chosen = Choice("box", box="ones", expected=100.0 - cost)
    return DecisionReview(1, (1, 2, 3, 4, 5), 0, chosen, best, timed_out=timed_out)


@pytest.mark.parametrize(
    ("cost", "timed_out", "mistake"),
    [
        (0.0, False, False),
        (0.09, False, False),
        (0.15, False, True),
        (5.0, False, True),
        (5.0, True, False),
        (0.5, True, False),
    ],
)
def test_an_entry_of_the_clock_is_never_a_mistake(
    cost: float, timed_out: bool, mistake: bool
) -> None:
    assert _decision(cost, timed_out=timed_out).mistake is mistake


def test_the_players_mistakes_leave_out_the_clocks_entries() -> None:
    player = PlayerReview(0, "Ada", 200.0)
    player.decisions = [_decision(3.0, timed_out=True), _decision(1.0), _decision(0.01)]
    assert [d.cost for d in player.mistakes] == [1.0]


# --- what the table says --------------------------------------------------------------------------


def speaking(language: str) -> Iterator[None]:
    translator = QTranslator()
    assert translator.load(f"fuenfwurf_{language}", str(translations_dir()))
    QCoreApplication.installTranslator(translator)
    yield
    QCoreApplication.removeTranslator(translator)


@pytest.fixture(params=["en", "de"])
def language(request: pytest.FixtureRequest, qapp: QGuiApplication) -> Iterator[str]:
    yield from (request.param for _ in speaking(request.param))


CLOCK_ROLLED = {
    "en": ("Your time ran out: the clock rolled 1, 2, 3, 4, 6 for you.", "You rolled"),
    "de": (
        "Deine Zeit ist abgelaufen: Die Uhr hat für dich 1, 2, 3, 4, 6 gewürfelt.",
        "Du würfelst",
    ),
}


def test_a_roll_the_clock_made_is_not_told_as_yours(language: str) -> None:
    game = Game.new(preset("official"), ["Ada", "Bo"])
    rolled, events1 = game.apply(Roll(0, (1, 2, 3, 4, 6)))
    box = "chance"
    ended, events2 = rolled.apply(TimeOut(0, box))
    said = [a.text for a in Speaker(("Ada", "Bo"), me=0).events(ended, (*events1, *events2))]
    told, wrong = CLOCK_ROLLED[language]
    assert said[0] == told
    assert not any(text.startswith(wrong) for text in said)
    theirs = [a.text for a in Speaker(("Ada", "Bo"), me=1).events(ended, (*events1, *events2))]
    assert "Ada" in theirs[0] and "1, 2, 3, 4, 6" in theirs[0]


def test_the_player_rolling_themselves_is_still_told_as_theirs(language: str) -> None:
    game = Game.new(preset("official"), ["Ada", "Bo"])
    rolled, events = game.apply(Roll(0, (1, 2, 3, 4, 6)))
    said = Speaker(("Ada", "Bo"), me=0).events(rolled, events)[0].text
    assert said.startswith({"en": "You rolled", "de": "Du würfelst"}[language])


COME_BACK = {
    "en": "Your turn, already rolled: 2, 2, 5, 5, 6. 2 rolls left.",
    "de": "Du bist dran, schon gewürfelt: 2, 2, 5, 5, 6. Noch 2 Würfe.",
}


def test_a_game_coming_back_with_rolled_dice_does_not_ask_for_a_roll(language: str) -> None:
    game = Game.new(preset("official"), ["Ada", "Bo"])
    fresh = Speaker(("Ada", "Bo"), me=0).current(game)
    assert fresh.assertive and ("Space" in fresh.text or "Leertaste" in fresh.text)
    rolled, _ = game.apply(Roll(0, (2, 2, 5, 5, 6)))
    back = Speaker(("Ada", "Bo"), me=0).current(rolled)
    assert back.text == COME_BACK[language] and back.assertive
    assert "Space" not in back.text and "Leertaste" not in back.text
    assert Speaker(("Ada", "Bo"), me=1).current(rolled).text.startswith("Ada")


# --- the Invite button honours the form's clock and rules -----------------------------------------


def test_an_invitation_opens_a_table_with_the_chosen_clock(
    qt_loop: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    client = OnlineClient(IdentityStore(tmp_path, use_keyring=False))
    opened: list[dict[str, object]] = []
    monkeypatch.setattr(client, "create_table", lambda **options: opened.append(options) or True)
    together = TogetherViewModel(client)
    together.set_table_options(lambda: NewTable(clock=30, preset="yatzy", triple=True))
    together.invite(4, "Bo", True)
    assert opened == [
        {
            "seats": 2,
            "clock": 30,
            "preset": "yatzy",
            "triple": True,
            "forced_order": False,
            "private": True,
        }
    ]
    assert together.property("inviteStatus") == "waiting"


def test_a_refused_rematch_is_shown_and_an_impossible_one_not_sent(
    qt_loop: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    client = OnlineClient(IdentityStore(tmp_path, use_keyring=False))
    answers: list[bool] = []
    monkeypatch.setattr(client, "rematch", lambda accept: answers.append(accept) or True)
    together = TogetherViewModel(client)
    client._update(OnlineSnapshot(table=table(names=("Ada",), daily=True)))  # solo daily
    together.offerRematch()
    assert answers == [] and together.property("rematch") == "offline"
    client._update(OnlineSnapshot(table=table()))
    together.offerRematch()
    assert answers == [True]
    client.rematchRefused.emit("no_rematch")
    assert together.property("rematchProblem") == "no_rematch"


def _finished_game() -> Game:
    game = Game.new(preset("official"), ["Ada", "Bo"])
    while not game.over:
        game, _ = game.apply(Roll(game.current, (1, 2, 3, 4, 6)))
        box = next(iter(game.options()))
        game, _ = game.apply(Enter(game.current, box))
    return game


def test_the_word_on_an_invite_goes_but_a_slow_table_still_gets_its_invitation(
    qt_loop: object, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    client = OnlineClient(IdentityStore(tmp_path, use_keyring=False))
    now = [1000.0]
    invited: list[int] = []
    monkeypatch.setattr(client, "create_table", lambda **options: True)
    monkeypatch.setattr(client, "invite", lambda player: invited.append(player) or True)
    together = TogetherViewModel(client, clock=lambda: now[0])
    together.invite(4, "Bo", True)
    assert together.property("inviteStatus") == "waiting"
    now[0] += 25  # the server is slow: the word goes, the wish stays
    client._update(OnlineSnapshot(players_online=1))
    assert together.property("inviteStatus") == ""
    client._update(OnlineSnapshot(table=table(status=TableStatus.OPEN)))
    assert invited == [4]
    client._update(replace(client.snapshot, invited="Bo"))
    assert together.property("inviteStatus") == "sent"
    now[0] += 31  # read long ago: it goes (not after 15 minutes)
    client._update(replace(client.snapshot, players_online=2))
    assert together.property("inviteStatus") == ""
