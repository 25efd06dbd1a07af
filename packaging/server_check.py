"""``python packaging/server_check.py URL``: play one turn against a running table server.

Run by ``packaging/dist_check.sh`` against the bundle's own server (``fuenfwurf --server``), with
the checkout's venv: two new players say hello, Ada opens a private table, Bo joins it by code
(the game starts), Ada rolls and enters a box, and Bo sees both; the invitation page for the
table answers too. Prints one line per step; exits 0 only if every step passed.
"""

from __future__ import annotations

import asyncio
import sys
import time
from typing import TypeVar

import aiohttp

from app.net import (
    AnyServerMessage,
    ClientMessage,
    CreateTable,
    EnterBox,
    Error,
    Hello,
    JoinTable,
    Played,
    RollDice,
    TableState,
    Welcome,
    advance,
    decode_server,
    encode,
    game_of,
)
from app.rules import Game

M = TypeVar("M", bound=AnyServerMessage)
TIMEOUT = 20.0


class CheckFailed(Exception):
    pass


class Player:
    def __init__(self, ws: aiohttp.ClientWebSocketResponse) -> None:
        self.ws = ws
        self.game: Game | None = None
        self.step = 0

    async def send(self, message: ClientMessage) -> None:
        await self.ws.send_str(encode(message).decode())

    async def expect(self, kind: type[M]) -> M:
        deadline = time.monotonic() + TIMEOUT
        while True:
            frame = await self.ws.receive(timeout=max(0.1, deadline - time.monotonic()))
            if frame.type is not aiohttp.WSMsgType.TEXT:
                raise CheckFailed(f"the server closed the socket waiting for {kind.__name__}")
            message = decode_server(frame.data)
            if isinstance(message, Error):
                raise CheckFailed(f"the server refused: {message.code.value}")
            if isinstance(message, TableState):
                self.game, self.step = game_of(message), message.step
            elif isinstance(message, Played) and self.game is not None:
                self.game, self.step = advance(self.game, message).game, message.step
            if isinstance(message, kind):
                return message


async def hello(http: aiohttp.ClientSession, url: str, name: str) -> Player:
    player = Player(await http.ws_connect(f"{url}/ws"))
    await player.send(Hello(name=name, client="dist-check"))
    await player.expect(Welcome)
    return player


async def check(url: str) -> None:
    async with aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=TIMEOUT)) as http:
        async with http.get(f"{url}/health") as response:
            health = await response.json()
        if response.status != 200 or health.get("status") != "ok":
            raise CheckFailed(f"/health says {response.status} {health}")
        # (the public /health names nothing of the node: its details are on the operators' port)
        print(f"server-check: /health ok (protocol {health.get('protocol')})")
        ada, bo = await hello(http, url, "Ada"), await hello(http, url, "Bo")
        await ada.send(CreateTable(seats=2, clock=30, preset="official", private=True))
        code = (await ada.expect(TableState)).code
        await bo.send(JoinTable(code=code))
        await bo.expect(TableState)
        await ada.expect(TableState)
        if ada.game is None or ada.game.current != 0:
            raise CheckFailed("the game did not start with Ada to move")
        print(f"server-check: table {code} opened, joined by code, the game started")
        await ada.send(RollDice(step=ada.step))
        await ada.expect(Played)
        assert ada.game is not None and ada.game.dice is not None
        dice, options = list(ada.game.dice), ada.game.options()
        box = max(options, key=lambda b: options[b])
        await ada.send(EnterBox(box=box, step=ada.step))
        await ada.expect(Played)
        while bo.game is None or bo.game.current != 1:
            await bo.expect(Played)
        if bo.game.log != ada.game.log:
            raise CheckFailed("the players saw different games")
        print(f"server-check: Ada rolled {dice} and entered {box}; Bo saw it and is to move")
        async with http.get(f"{url}/join/{code}", headers={"Accept-Language": "de"}) as page:
            body = await page.text()
        if page.status != 200 or f"fuenfwurf://join/{code}" not in body or 'lang="de"' not in body:
            raise CheckFailed(f"/join/{code} answered {page.status}")
        print(f"server-check: /join/{code} opens the game's link (German)")
        await ada.ws.close()
        await bo.ws.close()


def main(argv: list[str]) -> int:
    url = argv[1] if len(argv) > 1 else "http://127.0.0.1:8765"
    try:
        asyncio.run(check(url.rstrip("/")))
    except (CheckFailed, aiohttp.ClientError, OSError, TimeoutError) as error:
        print(f"server-check: FAILED: {type(error).__name__}: {error}", file=sys.stderr)
        return 1
    print("server-check: one turn played against the server")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
