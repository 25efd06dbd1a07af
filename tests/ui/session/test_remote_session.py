"""RemoteSession: intentions out (checked on the copy first), the server's state in."""

from __future__ import annotations

from typing import Any

import pytest

from app.net import (
    ClientMessage,
    EnterBox,
    HoldDie,
    ReleaseDie,
    ResignGame,
    RollDice,
    SendChat,
    StrikeBox,
    SyncTable,
)
from app.rules import Entered, Game, Rolled, TurnPassed, preset
from app.ui.session import RemoteSession, SeatKind
from app.ui.session.remote import setup_of

from ..helpers import rolled
from ..online_states import played, seats, table_state

pytestmark = pytest.mark.usefixtures("qt_loop")

START = Game.new(preset("official"), ["Ada", "Bo"])


class Server:
    """Collects what the session sends; ``online`` decides whether it goes out."""

    def __init__(self) -> None:
        self.sent: list[ClientMessage] = []
        self.online = True

    def __call__(self, message: ClientMessage) -> bool:
        if self.online:
            self.sent.append(message)
        return self.online


class Seen:
    def __init__(self, session: RemoteSession) -> None:
        self.changes: list[tuple[Game, tuple[Any, ...]]] = []
        self.refusals: list[str] = []
        self.busy: list[bool] = []
        session.changed.connect(lambda game, events: self.changes.append((game, events)))
        session.refused.connect(self.refusals.append)
        session.busyChanged.connect(self.busy.append)


def open_session(game: Game = START, *, you: int | None = 0) -> tuple[RemoteSession, Server, Seen]:
    server = Server()
    session = RemoteSession(table_state(game, you=you), server, clock=lambda: 100.0)
    return session, server, Seen(session)


def test_the_table_becomes_a_setup_with_you_and_people_elsewhere() -> None:
    setup = setup_of(table_state(START, you=1))
    assert [s.kind for s in setup.seats] == [SeatKind.PERSON, SeatKind.YOU]
    assert setup.names(lambda i, s: "?") == ("Ada", "Bo")
    assert setup.rules() == START.rules


def test_an_open_table_is_no_session() -> None:
    with pytest.raises(ValueError, match="not started"):
        RemoteSession(table_state(None), Server())


def test_a_roll_goes_out_with_the_step_and_the_dice_come_back() -> None:
    session, server, seen = open_session()
    assert session.controls(0) and not session.controls(1)
    session.roll()
    assert server.sent == [RollDice(step=0)]
    assert session.busy and seen.busy == [True]
    session.roll()  # a second press before the answer
    assert seen.refusals == ["waiting_for_server"] and len(server.sent) == 1
    after = rolled(START, 6, 6, 2, 3, 6)
    session.apply_played(played(START, after))
    assert session.game == after and not session.busy and seen.busy == [True, False]
    _game, events = seen.changes[-1]
    assert isinstance(events[0], Rolled) and events[0].dice == (6, 6, 2, 3, 6)


def test_the_engine_refuses_on_the_copy_without_asking_the_server() -> None:
    session, server, seen = open_session()
    session.enter("chance")
    session.toggle(0)
    assert seen.refusals == ["roll_first", "roll_first"] and server.sent == []
    other, other_server, other_seen = open_session(you=1)
    other.roll()
    assert other_seen.refusals == ["not_your_turn"] and other_server.sent == []


def test_keeping_dice_follows_the_players_own_clicks_until_the_server_catches_up() -> None:
    game = rolled(START, 6, 6, 2, 3, 6)
    session, server, _seen = open_session(game)
    session.toggle(0)
    session.toggle(0)  # twice quickly: hold, then release (not hold twice)
    session.toggle(1)
    assert server.sent == [
        HoldDie(die=0, step=1),
        ReleaseDie(die=0, step=1),
        HoldDie(die=1, step=1),
    ]
    held = game.hold(0).game.release(0).game.hold(1).game
    session.apply_played(played(game, held))
    assert session.game.held == (False, True, False, False, False)
    session.enter("sixes")
    assert server.sent[-1] == EnterBox(box="sixes", step=1)


def test_a_strike_and_resigning() -> None:
    game = rolled(START, 1, 1, 2, 2, 3)
    session, server, _seen = open_session(game)
    session.strike("sixes")
    assert server.sent == [StrikeBox(box="sixes", step=1)]
    session.apply_played(played(game, game.strike("sixes").game))
    session.resign()
    assert server.sent[-1] == ResignGame()
    assert session.can_chat and not session.can_undo


def test_a_gap_or_a_stale_answer_asks_for_the_whole_state() -> None:
    session, server, seen = open_session()
    first = rolled(START, 1, 2, 3, 4, 5)
    second = first.hold(0).game
    session.apply_played(played(first, second))  # the roll was missed
    assert server.sent == [SyncTable()] and session.game == START
    session.apply_state(table_state(second))
    assert session.game == second and seen.changes[-1] == (second, ())
    session.enter("large_straight")
    session.refuse("stale")
    assert server.sent[-1] == SyncTable() and seen.refusals[-1] == "stale" and not session.busy


def test_without_a_connection_nothing_is_sent_and_the_player_hears_why() -> None:
    session, server, seen = open_session()
    session.set_connected(False)
    assert session.busy
    session.roll()
    session.chat("hello")
    assert server.sent == [] and seen.refusals == ["offline", "offline"]
    session.set_connected(True)
    server.online = False  # the link dropped between the two
    session.roll()
    assert seen.refusals[-1] == "offline" and not session.busy


def test_chat_lines_are_checked_before_they_go() -> None:
    session, server, seen = open_session()
    session.chat("  hello there  ")
    session.chat("line\nbreak")
    session.chat("")
    assert server.sent == [SendChat(text="hello there")]
    assert seen.refusals == ["chat_invalid", "chat_invalid"]


def test_the_clock_and_who_is_away_follow_the_server() -> None:
    now = [100.0]
    session = RemoteSession(table_state(START, left_ms=25_500), Server(), clock=lambda: now[0])
    timer = session.turn
    assert timer is not None and timer.seat == 0 and timer.left(now[0]) == pytest.approx(25.5)
    now[0] += 5
    assert timer.left(now[0]) == pytest.approx(20.5)
    session.apply_seats(seats(("Ada", "Bo"), away=(1,)))
    assert session.away(1) and not session.away(0)


def test_a_time_out_arrives_as_the_engines_events() -> None:
    game = rolled(START, 1, 2, 3, 4, 6)
    session, _server, seen = open_session(game)
    timed = game.time_out("chance").game
    session.apply_played(played(game, timed))
    _, events = seen.changes[-1]
    assert any(isinstance(e, Entered) and e.timed_out for e in events)
    assert any(isinstance(e, TurnPassed) for e in events)
    assert session.game.current == 1 and session.controls(0)  # Bo to move; seat 0 is still ours


def test_an_aborted_game_stops_here_too() -> None:
    game = rolled(START, 1, 2, 3, 4, 6)
    session, server, seen = open_session(game)
    assert session.controls(0) and session.turn is not None and not session.ended
    session.set_aborted()
    assert session.aborted and session.ended and not session.game.over
    assert not session.controls(0) and session.turn is None
    assert seen.changes[-1] == (game, ())  # the views look again
    session.roll()
    session.enter("chance")
    session.resign()
    assert server.sent == []
    assert seen.refusals == ["game_over"] * 3
