"""The online table's clock, seats, chat and status: pure derive functions, from tables of cases."""

from __future__ import annotations

from dataclasses import replace

import pytest

from app.net import (
    ChatLine,
)
from app.rules import Game, preset
from app.ui.online.snapshot import TableInfo
from app.ui.session import TurnTimer
from app.ui.session.remote import setup_of
from app.ui.table.seatsandchat import derive_chat, derive_clock, derive_seats
from app.ui.table.view import TableInput, derive_players, derive_table

from ..helpers import rolled
from ..online_states import seats, table_state

START = Game.new(preset("official"), ["Ada", "Bo"])


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
