"""The server as its own process: killed with SIGKILL in mid-game it loses nothing; stopped with
SIGTERM it says goodbye and exits cleanly."""

from __future__ import annotations

import asyncio
import os
import random
import signal
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import aiohttp
import pytest

from app.host import ports
from app.net import Bye, ChatPosted, CloseReason, GameResult, SendChat, TableState

from .helpers import Closed, play_to_end
from .test_games import seat_players
from .test_presence import reconnect

ROOT = Path(__file__).resolve().parents[2]


def free_port() -> int:
    return ports.free_port("127.0.0.1")


async def start(database: Path, port: int) -> asyncio.subprocess.Process:
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "app.server",
        "--port",
        str(port),
        "--metrics-port",
        "0",  # no operators' listener: servers of tests side by side would share its port
        "--db",
        str(database),
        "--advisor",
        "best-now",  # the advisor is not under test here; its tables would take a while
        "--messages-per-second",
        "10000",  # scripted clients are faster than people
        "--log-level",
        "WARNING",
        cwd=ROOT,
        env=os.environ.copy(),
        stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.PIPE,
    )
    async with aiohttp.ClientSession() as session:
        for _ in range(300):
            if process.returncode is not None:
                stderr = await process.stderr.read() if process.stderr else b""
                raise AssertionError(f"the server exited: {stderr.decode()}")
            try:
                async with session.get(f"http://127.0.0.1:{port}/health") as response:
                    if response.status == 200:
                        return process
            except aiohttp.ClientError:
                pass
            await asyncio.sleep(0.05)
    process.kill()
    raise AssertionError("the server did not start")


@asynccontextmanager
async def session_for(port: int) -> AsyncIterator[aiohttp.ClientSession]:
    async with aiohttp.ClientSession(base_url=f"http://127.0.0.1:{port}") as session:
        yield session


@pytest.mark.xdist_group("subprocess")
async def test_kill_9_in_mid_game_loses_nothing(tmp_path: Path) -> None:
    database, port = tmp_path / "crash.sqlite3", free_port()
    process = await start(database, port)
    try:
        async with session_for(port) as http:
            code, clients = await seat_players(http, 3)  # type: ignore[arg-type]
            rng = random.Random(9)
            await play_to_end(clients, rng, moves=14)
            await clients[1].send(SendChat(text="still here"))
            for client in clients:
                await client.expect(ChatPosted)
            seen = clients[0].game
            tokens = [c.token for c in clients]

            process.send_signal(signal.SIGKILL)
            assert await process.wait() == -signal.SIGKILL
            for client in clients:
                with pytest.raises((Closed, aiohttp.ClientError, ConnectionError)):
                    await client.receive(5)

        process = await start(database, port)
        async with session_for(port) as http:
            back = []
            mover_back = False
            for token in tokens:
                assert token is not None
                client, welcome = await reconnect(http, token)  # type: ignore[arg-type]
                assert welcome.table == code
                state = await client.expect(TableState)
                assert client.game == seen  # every action anyone saw was saved first
                # Once the player to move is back, the turn runs on with what was left of it
                # (at least 15 s); until then no clock runs.
                assert seen is not None
                mover_back = mover_back or state.you == seen.current
                if mover_back:
                    assert state.turn is not None and 15_000 <= state.turn.left_ms <= 30_000
                else:
                    assert state.turn is None
                assert [line.text for line in state.chat] == ["still here"]
                back.append(client)
            await play_to_end(back, rng)
            assert (await back[0].expect(GameResult)).code == code

            process.send_signal(signal.SIGTERM)  # a graceful stop says goodbye
            for client in back:
                assert (await client.expect(Bye)).reason is CloseReason.SHUTDOWN
            assert await asyncio.wait_for(process.wait(), 10) == 0
    finally:
        if process.returncode is None:
            process.kill()
            await process.wait()
