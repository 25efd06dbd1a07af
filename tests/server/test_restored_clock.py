"""After a restart, a running turn's clock waits for the player to move: it starts when they are
back (with what was left of the turn, at least ``RESUMED_TURN_SECONDS``), never from the
server's start — and a player who stays away still resigns when their away limit ends."""

from __future__ import annotations

import random

from app.net import Bye, CloseReason, Played, SeatsChanged, TableState
from app.server.clock import ManualClock
from app.server.table import RESUMED_TURN_SECONDS

from .conftest import MakeServer, node_of
from .helpers import Client, play_to_end
from .test_games import seat_players
from .test_presence import reconnect

RESUMED_MS = int(RESUMED_TURN_SECONDS * 1000)


async def _restarted(make_server: MakeServer, clock: ManualClock, **settings: object):  # type: ignore[no-untyped-def]
    """Two players in a game, the server stopped and started again 100 s later; returns the
    new server, the table code, the game, and the tokens of (the player to move, the other)."""
    server = await make_server(**settings)
    code, (ada, bo) = await seat_players(server, 2)
    await play_to_end([ada, bo], random.Random(3), moves=5)
    game = node_of(server).tables[code].game
    assert game is not None and not game.over
    mover, other = (ada, bo) if game.current == ada.you else (bo, ada)
    await server.server.close()
    for client in (ada, bo):
        assert (await client.expect(Bye)).reason is CloseReason.SHUTDOWN
    clock.advance(100.0)
    server = await make_server(**settings)
    assert mover.token is not None and other.token is not None
    return server, code, game, mover.token, other.token


async def _no_play(client: Client, seconds: float = 0.2) -> None:
    assert not [m for m in await client.silent(seconds) if isinstance(m, Played)]


async def test_the_clock_of_a_restored_turn_starts_when_its_player_is_back(
    make_server: MakeServer, clock: ManualClock
) -> None:
    server, code, game, mover_token, other_token = await _restarted(make_server, clock)
    other, _ = await reconnect(server, other_token)
    state = await other.expect(TableState)
    assert state.turn is None  # nobody's clock runs while the player to move is not back

    clock.advance(60.0)  # their app takes its time to find the server again
    await _no_play(other)
    assert node_of(server).tables[code].game == game  # the clock struck nothing meanwhile

    mover, _ = await reconnect(server, mover_token)
    state = await mover.expect(TableState)
    assert state.you == game.current
    assert state.turn is not None and state.turn.seat == game.current
    assert state.turn.left_ms == RESUMED_MS  # from now on, not from the server's start
    seen = await other.expect(TableState)  # the other player sees the clock run again
    assert seen.turn is not None and seen.turn.left_ms == RESUMED_MS

    clock.advance(RESUMED_TURN_SECONDS - 0.5)
    await _no_play(mover)
    clock.advance(1.0)  # now the clock plays for them, as at any turn
    played = await other.expect(Played)
    assert any(action.get("type") == "time_out" for action in played.actions)
    assert played.turn is not None and played.turn.seat != game.current


async def test_a_player_back_first_has_the_clock_from_their_return(
    make_server: MakeServer, clock: ManualClock
) -> None:
    server, _, game, mover_token, other_token = await _restarted(make_server, clock)
    mover, _ = await reconnect(server, mover_token)
    state = await mover.expect(TableState)
    assert state.turn is not None and state.turn.left_ms == RESUMED_MS
    clock.advance(5.0)
    other, _ = await reconnect(server, other_token)
    later = await other.expect(TableState)
    assert later.turn is not None and later.turn.left_ms == RESUMED_MS - 5000
    assert later.turn.seat == game.current


async def test_a_player_to_move_who_stays_away_resigns_at_the_away_limit(
    make_server: MakeServer, clock: ManualClock
) -> None:
    server, code, game, _, other_token = await _restarted(make_server, clock, away_limit=120.0)
    other, _ = await reconnect(server, other_token)
    await other.expect(TableState)
    clock.advance(119.0)
    await _no_play(other)
    clock.advance(2.0)
    played = await other.expect(Played, timeout=5)
    assert any(action.get("type") == "resign" for action in played.actions)
    table = node_of(server).tables[code]
    assert table.game is not None and game.current in table.game.resigned
    assert not [m for m in other.inbox if isinstance(m, SeatsChanged) and m.code != code]
