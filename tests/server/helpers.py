"""Scripted clients for the server tests: they speak the protocol through ``app.net`` and keep a
replica of the game with ``app.rules``, exactly as the desktop client will."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Callable
from typing import Any, TypeVar

import aiohttp

from app.net import (
    AnyServerMessage,
    Bye,
    ClientMessage,
    EnterBox,
    Error,
    ErrorCode,
    Hello,
    HoldDie,
    Played,
    ReleaseDie,
    RollDice,
    StrikeBox,
    TableState,
    Welcome,
    advance,
    decode_server,
    encode,
    game_of,
)
from app.rules import Enter, Game, Strike

M = TypeVar("M", bound=AnyServerMessage)
TIMEOUT = 5.0


class Closed(Exception):
    """The server closed the socket."""


class Client:
    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.inbox: list[AnyServerMessage] = []
        self.table: TableState | None = None
        self.game: Game | None = None
        self.seq = 0
        self.step = 0
        self.you: int | None = None
        self.player_id: int | None = None
        self.token: str | None = None
        self.close_code: int | None = None

    # --- talking ----------------------------------------------------------------------------------

    async def send(self, message: ClientMessage) -> None:
        await self.ws.send_str(encode(message).decode())

    async def send_raw(self, data: str | bytes) -> None:
        if isinstance(data, bytes):
            await self.ws.send_bytes(data)
        else:
            await self.ws.send_str(data)

    async def receive(self, timeout: float = TIMEOUT) -> AnyServerMessage:
        frame = await self.ws.receive(timeout=timeout)
        if frame.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED):
            self.close_code = self.ws.close_code
            raise Closed(self.ws.close_code)
        if frame.type is aiohttp.WSMsgType.CLOSING:
            return await self.receive(timeout)
        assert frame.type is aiohttp.WSMsgType.TEXT, frame
        message = decode_server(frame.data)
        self._track(message)
        return message

    async def expect(self, kind: type[M], timeout: float = TIMEOUT) -> M:
        """The first message of ``kind`` (earlier ones of other kinds stay in the inbox)."""
        for index, message in enumerate(self.inbox):
            if isinstance(message, kind):
                return self.inbox.pop(index)  # type: ignore[return-value]
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while True:
            message = await self.receive(max(0.01, deadline - loop.time()))
            if isinstance(message, kind):
                return message
            self.inbox.append(message)

    async def error(self, timeout: float = TIMEOUT) -> ErrorCode:
        return (await self.expect(Error, timeout)).code

    async def until(self, done: Callable[[Client], bool], timeout: float = TIMEOUT) -> None:
        """Read messages (keeping them in the inbox) until ``done(self)``."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while not done(self):
            self.inbox.append(await self.receive(max(0.01, deadline - loop.time())))

    async def silent(self, seconds: float = 0.1) -> list[AnyServerMessage]:
        """Whatever arrives within ``seconds`` (a quiet socket gives an empty list)."""
        got = []
        try:
            while True:
                got.append(await self.receive(seconds))
        except TimeoutError:
            return got

    def drop_inbox(self, kind: type[Any]) -> list[Any]:
        found = [m for m in self.inbox if isinstance(m, kind)]
        self.inbox = [m for m in self.inbox if not isinstance(m, kind)]
        return found

    # --- the replica ---------------------------------------------------------------------------

    def _track(self, message: AnyServerMessage) -> None:
        if isinstance(message, Welcome):
            self.player_id = message.player.id
            if message.token is not None:
                self.token = message.token
        elif isinstance(message, TableState):
            self.table = message
            self.you = message.you
            self.seq, self.step = message.seq, message.step
            self.game = game_of(message)
        elif isinstance(message, Played):
            assert self.game is not None
            self.game = advance(self.game, message).game  # raises on a gap in seq
            self.seq, self.step = message.seq, message.step
        elif isinstance(message, Bye):
            pass

    @property
    def my_turn(self) -> bool:
        return (
            self.game is not None
            and not self.game.over
            and self.you is not None
            and self.game.current == self.you
        )

    # --- playing ---------------------------------------------------------------------------------

    async def move(self, rng: random.Random) -> int:
        """One decision of a simple scripted player (hold and roll, or enter); returns the seq
        the table reaches when the server has carried it out."""
        game = self.game
        assert game is not None and self.my_turn
        if game.dice is None:
            await self.send(RollDice(step=self.step))
            return self.seq + 1
        options = game.options()
        if game.rolls_left > 0 and rng.random() < 0.6:
            counts: dict[int, int] = {}
            for value in game.dice:
                counts[value] = counts.get(value, 0) + 1
            keep = max(counts, key=lambda value: (counts[value], value))
            wanted = [value == keep and rng.random() < 0.9 for value in game.dice]
            if all(wanted):
                wanted[rng.randrange(len(wanted))] = False  # a roll needs a free die
            changes = [
                HoldDie(die=die) if want else ReleaseDie(die=die)
                for die, want in enumerate(wanted)
                if want != game.held[die]
            ]
            for message in changes:
                await self.send(message)
            await self.send(RollDice(step=self.step))
            return self.seq + len(changes) + 1
        best = max(options, key=lambda box: (options[box], rng.random()))
        if options[best] == 0:
            await self.send(StrikeBox(box=best, step=self.step))
        else:
            await self.send(EnterBox(box=best, step=self.step))
        return self.seq + 1


async def connect(http: Any, name: str | None = "Ada", token: str | None = None) -> Client:
    """A connection that has said hello (``http`` is an aiohttp test client)."""
    client = Client(await http.ws_connect("/ws"))
    await client.send(Hello(name=name, token=token))
    await client.expect(Welcome)
    return client


async def play_to_end(
    clients: list[Client],
    rng: random.Random,
    moves: int | None = None,
    tick: Callable[[], None] | None = None,
) -> None:
    """Let the seated clients play (all of them following the table) until the game is over, or
    for ``moves`` decisions. The ``played`` messages are consumed; others stay in the inboxes."""
    done = 0
    while moves is None or done < moves:
        game = clients[0].game
        assert game is not None
        if game.over:
            return
        mover = next(c for c in clients if c.my_turn)
        target = await mover.move(rng)
        for client in clients:
            await client.until(lambda c, seq=target: c.seq >= seq)
            client.drop_inbox(Played)  # already applied to the replica
        done += 1


def everyone_has_played(game: Game) -> bool:
    """Every seat has made an entry of its own: from now on, leaving does not abort the game."""
    entered = {action.seat for action in game.log if isinstance(action, Enter | Strike)}
    return len(entered) == game.player_count


async def play_first_turns(clients: list[Client], rng: random.Random) -> None:
    """Play until every seat has entered something of its own (see ``results.aborted``)."""
    while not everyone_has_played(_game(clients)):
        await play_to_end(clients, rng, moves=1)


def _game(clients: list[Client]) -> Game:
    game = clients[0].game
    assert game is not None
    return game


async def eventually(condition: Callable[[], bool], timeout: float = TIMEOUT) -> None:
    """Wait until ``condition()`` holds (for server-side effects no message announces)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout
    while not condition():
        if loop.time() > deadline:
            raise TimeoutError("the condition never held")
        await asyncio.sleep(0.005)
