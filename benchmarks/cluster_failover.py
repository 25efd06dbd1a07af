"""What a node failure costs a cluster under load: kill -9 of the busiest node while every table
plays, then how long its tables take to come back, how many players had to reconnect, and
whether the journal holds every action any client saw.

Run:  .venv/bin/python benchmarks/cluster_failover.py [--tables 500] [--nodes 3] [--seconds 20]

The nodes run as processes (``python -m app.server --redis ...``) on the machine's PostgreSQL (a
schema of their own) and Redis (a key prefix of their own), with the default lease (3 s) and
heartbeat (0.5 s since issue 33; 1 s before). Each table's four seats connect to the nodes in
turn, as clients that do not follow routes (so a third of the players lose their socket).
Players think 0.5-1.5 s.
After ``--seconds`` of play the node that runs the most tables is killed with SIGKILL; a player
whose socket dies reconnects at once to another node (as the app does through the front door,
whose leastconn balance spreads them over the survivors).
A table has come back when every seat of it has the table's state again, from its new owner; each
seat notes the time the state reached its socket (a reader task per seat, apart from its thinking).

``--door haproxy``: the players connect through HAProxy with the shipped configuration and follow
routes as the app does (``/ws?routes=1``, then ``&node=NAME`` after a ``bye`` ``moving`` with a
route), so every seat of a table plays on its node and all the players of the killed node's
tables lose their socket; they come back through the door, which sends them to a survivor.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import os
import random
import re
import signal
import subprocess
import sys
import tempfile
import time
from datetime import datetime
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiohttp
import asyncpg
import redis
import redis.asyncio as aioredis

from app.host import ports
from app.net import (
    AnyServerMessage,
    Bye,
    CloseReason,
    CreateTable,
    Hello,
    JoinTable,
    Played,
    TableState,
    Welcome,
    advance,
    decode_server,
    encode,
    game_of,
)
from app.net.messages import EnterBox, RollDice, StrikeBox
from app.rules import Game
from benchmarks.server_load import cpu_ticks, start_door, steal_percent

ROOT = Path(__file__).resolve().parents[1]
DB = "postgresql://postgres@127.0.0.1:5432/test"
REDIS = "redis://127.0.0.1:6379/0"


def free_port() -> int:
    return ports.free_port("127.0.0.1")


class Player:
    """One seat. A reader task takes every frame as it arrives, so the time a table's state came
    back is when it reached the socket, not when the player had finished thinking."""

    def __init__(
        self, name: str, nodes: list[str], first: int, spread: int = 0, door: str | None = None
    ) -> None:
        self.name = name
        self.door = door
        """The front door's websocket URL (None: straight to the nodes)."""
        self.route: str | None = None
        """The node a ``moving`` goodbye named last (through the door only)."""
        self.moved = 0
        """Times a node sent this seat on to its table's node."""
        self.nodes = nodes
        self.node = first
        self.spread = spread % max(1, len(nodes) - 1)
        """Which of the other nodes a reconnect goes to first: the players of a dead node
        spread over the survivors, as they do through the front door (HAProxy's leastconn)."""
        self.token: str | None = None
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.reader: asyncio.Task[None] | None = None
        self.news = asyncio.Event()
        """Set by the reader when something arrived (or the socket closed)."""
        self.game: Game | None = None
        self.seq = self.step = 0
        self.you: int | None = None
        self.code = ""
        self.state_at = 0.0
        """When the last full table state arrived (monotonic)."""
        self.reconnects = 0
        self.sent_on = False
        """The last socket ended with a route."""
        self.longest: list[dict[str, object]] = []
        self.welcomed_at: list[float] = []
        """When each of this seat's hellos was answered (monotonic)."""

    async def connect(self, http: aiohttp.ClientSession) -> None:
        if self.door is not None:
            url = f"{self.door}?routes=1" + (f"&node={self.route}" if self.route else "")
        else:
            url = self.nodes[self.node]
        self.ws = await http.ws_connect(url, heartbeat=None, max_msg_size=0)
        await self.send(Hello(name=self.name, token=self.token))
        while True:
            message = await self.receive()
            if isinstance(message, Welcome):
                self.token = self.token or message.token
                self.welcomed_at.append(time.monotonic())
                break
        self.reader = asyncio.create_task(self._read())

    async def reconnect(self, http: aiohttp.ClientSession) -> None:
        """The node died: connect to another one at once, as the app does through the front
        door (or, sent on with a route, to the node named)."""
        if self.route is not None and self.sent_on:
            self.moved += 1
        else:
            self.reconnects += 1
        self.sent_on = False
        self.node = (self.node + 1 + self.spread) % len(self.nodes)
        while True:
            try:
                await self.connect(http)
                return
            except (aiohttp.ClientError, ConnectionError):
                self.node = (self.node + 1) % len(self.nodes)
                await asyncio.sleep(0.2)

    @property
    def connected(self) -> bool:
        return self.reader is not None and not self.reader.done()

    async def _read(self) -> None:
        try:
            while True:
                await self.receive()
                self.news.set()
        except (ConnectionError, aiohttp.ClientError):
            self.news.set()

    async def send(self, message: object) -> None:
        assert self.ws is not None
        await self.ws.send_str(encode(message).decode())  # type: ignore[arg-type]

    async def receive(self) -> AnyServerMessage:
        assert self.ws is not None
        frame = await self.ws.receive()
        if frame.type is not aiohttp.WSMsgType.TEXT:
            raise ConnectionError("closed")
        message = decode_server(frame.data)
        if isinstance(message, Bye) and message.reason is CloseReason.MOVING and message.route:
            self.route, self.sent_on = message.route, True
        if isinstance(message, TableState):
            self.game, self.you, self.code = game_of(message), message.you, message.code
            self.seq, self.step, self.state_at = message.seq, message.step, time.monotonic()
        elif (
            isinstance(message, Played)
            and self.game is not None
            and message.seq == self.seq + len(message.actions)
        ):
            self.game = advance(self.game, message).game
            self.seq, self.step = message.seq, message.step
        if self.game is not None and len(self.game.log) > len(self.longest):
            self.longest = [action.to_dict() for action in self.game.log]
        return message


async def play(
    player: Player, http: aiohttp.ClientSession, rng: random.Random, until: float
) -> None:
    """Move when it is this seat's turn; reconnect elsewhere when the node dies."""
    while time.monotonic() < until:
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(player.news.wait(), 2.0)
        player.news.clear()
        if not player.connected:
            await player.reconnect(http)
            continue
        game = player.game
        if game is None or game.over or game.current != player.you:
            continue
        await asyncio.sleep(rng.uniform(0.5, 1.5))
        if player.game is not game or not player.connected:
            continue
        if game.dice is None or (game.rolls_left and rng.random() < 0.4):
            action: object = RollDice(step=player.step)
        else:
            options = game.options()
            box = max(options, key=lambda b: (options[b], rng.random()))
            kind = EnterBox if options[box] else StrikeBox
            action = kind(box=box, step=player.step)
        # A socket whose node just died may fail on sending: the reader notices and the seat
        # reconnects (its turn comes back with the table's state).
        with contextlib.suppress(ConnectionError, aiohttp.ClientError):
            await player.send(action)
    if player.reader is not None:
        player.reader.cancel()


async def tables_of(node: str, schema: str, prefix: str) -> set[str]:
    """The codes of the tables whose lease names a node whose id starts with ``node``."""
    client = aioredis.Redis.from_url(REDIS, decode_responses=True)
    try:
        leases = {
            int(key.rsplit(":", 1)[1]): str(await client.get(key) or "")
            async for key in client.scan_iter(match=f"{prefix}:lease:*", count=1000)
        }
    finally:
        await client.aclose()
    connection = await asyncpg.connect(DB, server_settings={"search_path": schema})
    try:
        codes = dict(await connection.fetch("SELECT id, code FROM game_tables"))
    finally:
        await connection.close()
    return {codes[table] for table, owner in leases.items() if owner.startswith(node)}


async def run(args: argparse.Namespace) -> dict[str, object]:
    schema, prefix = f"failover_{os.getpid()}", f"failover{os.getpid()}"
    processes, urls, operators = [], [], []
    door: subprocess.Popen[bytes] | None = None
    logs = None if args.log_dir is None else Path(args.log_dir)
    if logs is not None:
        logs.mkdir(parents=True, exist_ok=True)
    for number in range(args.nodes):
        port, metrics_port = free_port(), free_port()
        processes.append(subprocess.Popen(
            [
                sys.executable, "-m", "app.server", "--port", str(port),
                "--metrics-port", str(metrics_port),
                "--db", DB, "--db-schema", schema, "--redis", REDIS, "--redis-prefix", prefix,
                "--node", f"n{number + 1}", "--advisor", "best-now",
                "--log-level", "INFO" if args.log_dir else "WARNING",
                "--max-sockets-per-address", "100000", "--max-connections-per-address", "100000",
                "--new-players-per-minute", "1000000", "--connects-per-minute", "1000000",
                "--tables-per-minute", "1000000",
                "--messages-per-second", "1000",
            ],
            cwd=ROOT,
            stderr=None if logs is None else (logs / f"n{number + 1}.log").open("wb"),
        ))  # fmt: skip
        urls.append(f"http://127.0.0.1:{port}")
        operators.append(f"http://127.0.0.1:{metrics_port}")  # /status: the node's tables
    try:
        async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as http:
            for url in urls:
                for _ in range(400):
                    try:
                        async with http.get(url + "/health") as response:
                            if response.status == 200:
                                break
                    except aiohttp.ClientError:
                        await asyncio.sleep(0.05)
            ws_urls = [u.replace("http", "ws", 1) + "/ws" for u in urls]
            door_url = None
            if args.door == "haproxy":
                door_port = free_port()
                named = [(f"n{n + 1}", u.removeprefix("http://")) for n, u in enumerate(urls)]
                door = start_door(named, door_port, Path(tempfile.mkdtemp(prefix="failover-")))
                door_url = f"ws://127.0.0.1:{door_port}/ws"
            tables: list[tuple[str, list[Player]]] = []
            for index in range(args.tables):
                seats = [
                    Player(
                        f"t{index}p{n}",
                        ws_urls,
                        (index + n) % len(ws_urls),
                        spread=index + n,
                        door=door_url,
                    )
                    for n in range(4)
                ]
                for seat in seats:
                    await seat.connect(http)
                await seats[0].send(CreateTable(seats=4, clock=90, preset="official"))
                while not seats[0].code:
                    await seats[0].news.wait()
                    seats[0].news.clear()
                code = seats[0].code
                for seat in seats[1:]:
                    await seat.send(JoinTable(code=code))
                tables.append((code, seats))
            rng = random.Random(1)
            until = time.monotonic() + args.seconds + 40
            players = [seat for _, seats in tables for seat in seats]
            playing = [
                asyncio.create_task(play(p, http, random.Random(rng.random()), until))
                for p in players
            ]
            await asyncio.sleep(args.seconds)
            counts = []
            for operator in operators:
                async with http.get(operator + "/status") as response:
                    counts.append((await response.json())["tables"])
            victim = counts.index(max(counts))
            victims = await tables_of(f"n{victim + 1}.", schema, prefix)
            killed_at, killed_wall = time.monotonic(), time.time()
            ticks_at_kill = cpu_ticks()
            processes[victim].send_signal(signal.SIGKILL)
            processes[victim].wait()
            # Only the dead node's tables had to come back; the others never stopped. One has
            # come back when each of its seats has had the table's state from its new owner.
            on_victim = [seats for code, seats in tables if code in victims]
            back: dict[int, float] = {}
            deadline = killed_at + 30
            while len(back) < len(on_victim) and time.monotonic() < deadline:
                await asyncio.sleep(0.05)
                for index, seats in enumerate(on_victim):
                    if index not in back and all(s.state_at > killed_at for s in seats):
                        back[index] = max(s.state_at for s in seats) - killed_at
            taken = sorted(back.values())
            # Where a seat's time goes: its first hello answered after the kill (a survivor
            # took it), and the hellos it needed until it had its table's state.
            hellos = [
                [at - killed_at for at in seat.welcomed_at if at > killed_at]
                for seats in on_victim
                for seat in seats
            ]
            first_hellos = sorted(h[0] for h in hellos if h)
            hops = [len(h) for h in hellos]
            stolen = steal_percent(ticks_at_kill, cpu_ticks())
            await asyncio.gather(*playing, return_exceptions=True)
            connection = await asyncpg.connect(DB, server_settings={"search_path": schema})
            missing = 0
            try:
                for code, seats in tables:
                    table_id = await connection.fetchval(
                        "SELECT id FROM game_tables WHERE code = $1", code
                    )
                    stored = [
                        json.loads(r[0])
                        for r in await connection.fetch(
                            "SELECT action FROM actions WHERE table_id = $1 ORDER BY seq", table_id
                        )
                    ]
                    # Each seat's longest view of the game is a start of the journal.
                    missing += any(stored[: len(s.longest)] != s.longest for s in seats)
            finally:
                await connection.close()
    finally:
        if door is not None:
            door.terminate()
            door.wait(10)
        for process in processes:
            if process.poll() is None:
                process.send_signal(signal.SIGTERM)
        for process in processes:
            try:
                process.wait(30)
            except subprocess.TimeoutExpired:
                process.kill()
        connection = await asyncpg.connect(DB)
        await connection.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
        await connection.close()
        client = redis.Redis.from_url(REDIS)
        keys = list(client.scan_iter(match=f"{prefix}:*", count=1000))
        if keys:
            client.delete(*keys)
        client.close()

    def q(p: float) -> float:
        return quantile(taken, p)

    figures: dict[str, object] = {
        "tables": args.tables,
        "nodes": args.nodes,
        "tables_on_the_killed_node": len(on_victim),
        "came_back": len(taken),
        "back_seconds": {"p50": q(0.5), "p99": q(0.99), "max": q(1.0)},
        "door": args.door,
        "first_hello_answered_seconds": {
            "p50": quantile(first_hellos, 0.5),
            "p99": quantile(first_hellos, 0.99),
        },
        "hellos_per_seat_of_the_killed_node": {str(n): hops.count(n) for n in sorted(set(hops))},
        "players_reconnected": sum(p.reconnects for p in players),
        "players_sent_to_their_tables_node": sum(p.moved for p in players),
        "players": len(players),
        "tables_whose_journal_misses_what_a_client_saw": missing,
        "load_average": [round(v, 2) for v in os.getloadavg()],
        "cpu_steal_percent_until_back": stolen,
    }
    if logs is not None:
        figures["phases_seconds"] = phases(logs, f"n{victim + 1}", killed_wall)
    return figures


def quantile(values: list[float], p: float) -> float:
    """``values`` sorted."""
    return round(values[min(len(values) - 1, int(p * len(values)))], 2) if values else float("nan")


LOG_LINE = re.compile(r"^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d,\d{3}) \w+ [\w.]+: (.*)$")


def phases(logs: Path, victim: str, killed_at: float) -> dict[str, object]:
    """From the survivors' logs: when the dead node was first known dead (struck off), and when
    its tables ran again (each ``runs here now``), in seconds after the kill."""
    known: list[float] = []
    taken: list[float] = []
    for path in sorted(logs.glob("n*.log")):
        if path.stem == victim:
            continue
        for line in path.read_text(errors="replace").splitlines():
            match = LOG_LINE.match(line)
            if match is None:
                continue
            stamp = datetime.strptime(match[1], "%Y-%m-%d %H:%M:%S,%f").timestamp() - killed_at
            if stamp < 0:
                continue
            text = match[2]
            if text.startswith("nodes with a late beat"):
                known.append(stamp)
            elif " runs here now " in text:
                taken.append(stamp)
    taken.sort()
    return {
        "known_dead": round(min(known), 2) if known else None,
        "first_taken": round(taken[0], 2) if taken else None,
        "last_taken": round(taken[-1], 2) if taken else None,
        "taken": len(taken),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--nodes", type=int, default=3)
    parser.add_argument("--seconds", type=float, default=20.0, help="play before the kill")
    parser.add_argument(
        "--door",
        choices=("none", "haproxy"),
        default="none",
        help="players straight to the nodes in turn (default), or through HAProxy, following "
        "routes",
    )
    parser.add_argument(
        "--log-dir",
        help="the nodes log at INFO into this folder (nN.log); the figures then add when the "
        "dead node was known dead and when its tables ran again, from the survivors' logs",
    )
    figures = asyncio.run(run(parser.parse_args()))
    print(json.dumps(figures))


if __name__ == "__main__":
    main()
