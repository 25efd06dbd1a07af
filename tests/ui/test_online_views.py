"""The online screens' pure derive functions, from tables of cases."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.net import (
    ChatLine,
    Leaderboard,
    LeaderboardEntry,
    Period,
    PlayerProfile,
    PlayerStats,
    PlayerView,
    RulesView,
    TableStatus,
    TableSummary,
)
from app.profile import TokenPlace
from app.rules import Game, preset
from app.ui.common.names import names_text
from app.ui.leaderboards.viewmodel import leader_rows, period_days
from app.ui.lobby.connection import derive_connection
from app.ui.lobby.viewmodel import NewTable, derive_lobby, lobby_rows
from app.ui.online.link import LinkState, LinkStatus
from app.ui.online.snapshot import OnlineSnapshot, TableInfo
from app.ui.player.viewmodel import derive_profile
from app.ui.results.viewmodel import (
    Earned,
    Standing,
    derive_ranking,
    derive_results,
    with_online,
)
from app.ui.session import TurnTimer
from app.ui.session.remote import setup_of
from app.ui.table.seatsandchat import derive_chat, derive_clock, derive_seats
from app.ui.table.view import TableInput, derive_players, derive_table

from .helpers import rolled
from .online_states import seats, table_state

ADA = PlayerView(id=100, name="Ada", level=2, points=31)
START = Game.new(preset("official"), ["Ada", "Bo"])


@pytest.mark.parametrize(
    ("link", "player", "status", "retry_in", "name"),
    [
        (LinkState(), None, "offline", 0, ""),
        (LinkState(LinkStatus.CONNECTING), None, "connecting", 0, ""),
        (LinkState(LinkStatus.ONLINE), ADA, "online", 0, "Ada"),
        (
            LinkState(LinkStatus.RECONNECTING, "lost", retry_at=53.2, attempt=2),
            None,
            "reconnecting",
            4,
            "",
        ),
        (
            LinkState(LinkStatus.RECONNECTING, "lost", retry_at=49.0, attempt=2),
            None,
            "reconnecting",
            0,
            "",
        ),
        (LinkState(LinkStatus.INCOMPATIBLE, "unsupported_version"), None, "incompatible", 0, ""),
    ],
)
def test_the_connection_as_shown(
    link: LinkState, player: PlayerView | None, status: str, retry_in: int, name: str
) -> None:
    snapshot = OnlineSnapshot(
        link=link, player=player, server="ws://x", token_place=TokenPlace.FILE
    )
    view = derive_connection(snapshot, now=50.0)
    assert (view.status, view.retry_in, view.player_name) == (status, retry_in, name)
    assert view.reason == link.reason and view.token_place == "file"


def test_the_lobby_lists_open_tables_and_knows_when_the_player_sits() -> None:
    summary = TableSummary(
        code="K7QMR2XH",
        rules=RulesView(preset="maxi", triple=True),
        seats=3,
        taken=2,
        names=["Ada", "Bo"],
        clock=45,
        host="Ada",
    )
    rows = lobby_rows((summary,))
    assert (
        rows[0].code == "K7QM-R2XH"
        and rows[0].names == names_text(["Ada", "Bo"])
        and rows[0].triple
    )
    snapshot = OnlineSnapshot(player=ADA, lobby=(summary,), lobby_total=7, pending_code="K7QMR2XH")
    view = derive_lobby(snapshot, NewTable(seats=3), "", "")
    assert (view.online, view.table_count, view.total, view.seated) == (True, 1, 7, False)
    assert view.seats == 3 and view.pending_code == "K7QM-R2XH"
    table = TableInfo.of(table_state(None))
    assert derive_lobby(replace(snapshot, table=table), NewTable(), "", "").seated
    finished = replace(table, status=TableStatus.FINISHED)
    assert not derive_lobby(replace(snapshot, table=finished), NewTable(), "", "").seated


@pytest.mark.parametrize(
    ("left", "seat", "you", "seconds", "urgent", "mine"),
    [
        (30.0, 0, 0, 30, False, True),
        (29.2, 1, 0, 30, False, False),
        (10.0, 1, 1, 10, True, True),
        (0.4, 0, None, 1, True, False),
        (-3.0, 0, 0, 0, True, True),
    ],
)
def test_the_clock_counts_whole_seconds(
    *, left: float, seat: int, you: int | None, seconds: int, urgent: bool, mine: bool
) -> None:
    view = derive_clock(TurnTimer(seat, 30, 100.0 + left), ("Ada", "Bo"), you, now=100.0)
    assert (view.seconds_left, view.urgent, view.mine) == (seconds, urgent, mine)
    assert view.name == ("Ada", "Bo")[seat]
    assert 0.0 <= view.fraction <= 1.0
    assert derive_clock(None, ("Ada",), 0, 1.0).seat == -1


def test_seats_show_free_away_resigned_and_the_host() -> None:
    state = table_state(None, names=("Ada", "Bo", "Cy"))
    state.seats = seats(("Ada", "Bo", "Cy"), away=(1,), free=(2,))
    rows = derive_seats(TableInfo.of(state), None, host_id=100)
    assert [(r.name, r.free, r.away, r.you, r.host) for r in rows] == [
        ("Ada", False, False, True, True),
        ("Bo", False, True, False, False),
        ("", True, False, False, False),
    ]
    game = Game.new(preset("official"), ["Ada", "Bo", "Cy"]).resign(0).game
    assert [r.resigned for r in derive_seats(TableInfo.of(state), game, 100)] == [
        True,
        False,
        False,
    ]


def test_chat_rows_know_their_writer() -> None:
    lines = (
        ChatLine(seat=0, player=100, name="Ada", text="hi", at=1_700_000_000_000),
        ChatLine(seat=None, player=7, name="Watcher", text="good luck", at=1_700_000_001_000),
    )
    rows = derive_chat(lines, player_id=100)
    assert [(r.name, r.mine, r.seat) for r in rows] == [("Ada", True, 0), ("Watcher", False, -1)]
    assert rows[0].at == 1_700_000_000_000.0 and rows[0].key != rows[1].key


def test_the_profile_lists_every_milestone_in_order() -> None:
    stats = PlayerStats(
        games=6,
        wins=5,
        draws=0,
        losses=1,
        best_total=301,
        five_alikes=2,
        upper_bonuses=3,
        points=51,
    )
    profile = PlayerProfile(
        id=100,
        name="Ada",
        level=4,
        milestones=["first_win", "first_game", "five_wins"],
        stats=stats,
    )
    view, rows = derive_profile(profile)
    assert (view.level, view.milestones_reached, view.points, view.best_total) == (4, 3, 51, 301)
    assert [(r.key, r.reached) for r in rows] == [
        ("first_game", True),
        ("first_win", True),
        ("three_opponents", False),
        ("five_wins", True),
        ("twenty_five_wins", False),
    ]


def test_a_profile_without_a_full_sheet_has_no_best_total() -> None:
    # Won, but the other resigned after a few turns: the server keeps no best total (0) for a
    # sheet left part-empty; the profile says "—", not 0.
    stats = PlayerStats(
        games=1, wins=1, draws=0, losses=0, best_total=0, five_alikes=0, upper_bonuses=0, points=10
    )
    profile = PlayerProfile(id=100, name="Ada", level=2, milestones=["first_game"], stats=stats)
    view, _rows = derive_profile(profile)
    assert (view.games, view.wins, view.best_total) == (1, 1, -1)


def test_the_leaderboard_marks_the_player_and_names_the_days() -> None:
    board = Leaderboard(
        period=Period.MONTH,
        start="2025-03-01T00:00:00Z",
        end="2025-04-01T00:00:00Z",
        entries=[
            LeaderboardEntry(rank=1, player=7, name="Cy", level=3, points=40, games=5, wins=4),
            LeaderboardEntry(rank=2, player=100, name="Ada", level=2, points=31, games=4, wins=3),
        ],
    )
    rows = leader_rows(board, you=100)
    assert [(r.rank, r.name, r.you) for r in rows] == [(1, "Cy", False), (2, "Ada", True)]
    assert period_days(board) == ("2025-03-01", "2025-03-31")


def test_online_results_carry_points_and_placings() -> None:
    game = START.resign(1).game
    setup = setup_of(table_state(START))
    rows = derive_ranking(game, setup, (), (Standing(0, "win", 10), Standing(1, "took_part", 1)))
    assert [(r.name, r.points, r.placing) for r in rows] == [
        ("Ada", 10, "win"),
        ("Bo", 1, "took_part"),
    ]
    view = with_online(derive_results(game, setup, None), (), None)
    assert view.headline == "won" and view.online and not view.scored and view.points_earned == -1


def test_online_the_status_speaks_to_the_player_and_resigning_is_always_possible() -> None:
    setup = setup_of(table_state(START, you=1))
    base = TableInput(game=START, setup=setup, controls=(False, True), busy=False, online=True)
    view = derive_table(base)
    assert (view.status, view.status_name, view.can_act, view.can_resign) == (
        "waiting",
        "Ada",
        False,
        True,
    )
    mine = replace(base, game=rolled(START, 1, 2, 3, 4, 5).enter("large_straight").game)
    view = derive_table(mine)
    assert (view.status, view.status_name, view.can_act) == ("roll", "", True)
    resigned = replace(base, controls=(False, False))
    assert not derive_table(resigned).can_resign
    players = derive_players(START, setup, (), (False, True))
    assert [(p.kind, p.away) for p in players] == [("person", False), ("you", True)]


def test_an_aborted_online_game_says_who_left_and_scores_nothing() -> None:
    game = START.resign(1).game
    setup = setup_of(table_state(START))
    view = with_online(derive_results(game, setup, None), (), None, aborted_by="Bo")
    assert (view.headline, view.aborted_by, view.scored, view.points_earned) == (
        "aborted",
        "Bo",
        False,
        -1,
    )
    running = rolled(START, 1, 2, 3, 4, 6)  # aborted in a game of three need not be over
    base = TableInput(game=running, setup=setup, controls=(True, False), busy=False, online=True)
    table = derive_table(replace(base, aborted=True, controls=(False, False)))
    assert (table.status, table.over, table.can_act, table.can_resign, table.rolls_left) == (
        "aborted",
        True,
        False,
        False,
        0,
    )


def test_a_game_beyond_the_daily_cap_is_shown_as_such() -> None:
    game = START.resign(1).game
    setup = setup_of(table_state(START))
    standings = (Standing(0, "win", 0, capped=True), Standing(1, "took_part", 0, capped=True))
    view = with_online(derive_results(game, setup, None), standings, Earned(0, (), 2))
    assert (view.headline, view.capped, view.scored, view.points_earned) == ("won", True, True, 0)
    assert not with_online(derive_results(game, setup, None), standings[:0], None).capped
