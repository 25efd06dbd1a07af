"""Load benchmark for the table server: N tables of scripted players play whole games over loopback.

Run:  .venv/bin/python benchmarks/server_load.py [--tables 500] [--players 4] [--think 0.5 1.5]
      .venv/bin/python benchmarks/server_load.py --nodes 3   (a cluster on PostgreSQL and Redis)

The server runs in its own process (``python -m app.server`` on a fresh SQLite file, or
``--db postgresql://...``); the players run in this one. Every player thinks for a random time
(``--think``, seconds) before each decision, holds dice and rolls or enters a box, and each table
plays one whole game. Reported: tables and sockets, messages per second both ways, the time from
sending an action to receiving its broadcast (at the player who acted, and at every seat), the
server's memory (peak RSS) and CPU. Target: 500 tables (2,000 sockets) with p99 under 50 ms.

With ``--nodes N`` the server is a cluster of N node processes on the machine's PostgreSQL (a
schema of its own) and Redis (a key prefix of its own), behind HAProxy with the shipped
``packaging/server/haproxy.cfg`` (its per-address limits raised: every player comes from here).
The players connect through it as the app does (``/ws?routes=1``); a seated player whom a node
sends to their table's node (``bye`` ``moving`` with a route) comes back through the door on
``/ws?routes=1&node=NAME``. ``--door none`` connects each table's seats to the nodes in turn
instead, and ``--no-routes`` has the nodes send nobody on: with both, most actions travel between
nodes (the cluster before issue 33). Reported as well: every node's CPU and memory, HAProxy's
CPU, the players sent on, and the Redis commands (all of this Redis' commands: run it on an
otherwise idle Redis) and PostgreSQL transactions and row writes per action.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import json
import os
import random
import resource
import signal
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import aiohttp
import msgspec

from app.host import ports
from app.net import (
    AnyServerMessage,
    Bye,
    CloseReason,
    CreateTable,
    EnterBox,
    Error,
    GameResult,
    Hello,
    HoldDie,
    JoinTable,
    Played,
    ReleaseDie,
    RollDice,
    StrikeBox,
    TableState,
    Welcome,
    actions_from_data,
    encode,
)
from app.rules import Game

ROOT = Path(__file__).resolve().parents[1]


_decode = msgspec.json.Decoder(AnyServerMessage).decode
"""The server's messages, read in one pass (the checks of ``decode_server`` are for clients
that meet unknown servers)."""


@dataclass
class Figures:
    actor: list[float] = field(default_factory=list)
    """Seconds from sending an action to the actor receiving its broadcast."""
    everyone: list[float] = field(default_factory=list)
    """The same, at every seat of the table."""
    when: list[float] = field(default_factory=list)
    """When each of ``everyone`` was received."""
    sent: int = 0
    received: int = 0
    errors: dict[str, int] = field(default_factory=dict)
    counting: bool = False


class Seat:
    def __init__(
        self,
        ws: aiohttp.ClientWebSocketResponse,
        figures: Figures,
        http: aiohttp.ClientSession | None = None,
        door: str | None = None,
    ) -> None:
        self.ws = ws
        self.figures = figures
        self.http = http
        self.door = door
        """The front door's websocket URL, where a route sends this seat back in (None: it
        stays where it connected)."""
        self.token: str | None = None
        self.moves = 0
        """Times a node sent this seat to another (``bye`` ``moving`` with a route)."""
        self.ready = asyncio.Event()
        self.ready.set()
        self.table: Table | None = None
        self.inbox: asyncio.Queue[object] = asyncio.Queue()
        self.reader = asyncio.create_task(self._read())

    async def send(self, message: object) -> None:
        data = encode(message).decode()  # type: ignore[arg-type]
        while True:
            await self.ready.wait()  # not while it moves to another node
            try:
                await self.ws.send_str(data)
                break
            except (ConnectionError, aiohttp.ClientError):
                self.ready.clear()  # closed under it: the reader brings it back in
        if self.figures.counting:
            self.figures.sent += 1

    async def _read(self) -> None:
        while True:
            route = await self._read_one()
            if route is None or self.http is None or self.door is None:
                break
            self.ready.clear()
            self.moves += 1
            self.ws = await self.http.ws_connect(
                f"{self.door}?routes=1&node={route}", heartbeat=None, max_msg_size=0
            )
            await self.ws.send_str(encode(Hello(token=self.token)).decode())
            self.ready.set()
        self.ready.set()
        await self.inbox.put(ConnectionError(f"closed: {self.ws.close_code} {self.ws.exception()}"))

    async def _read_one(self) -> str | None:
        """One connection's messages; the route a ``moving`` goodbye named, if any."""
        route = None
        async for frame in self.ws:
            if frame.type is not aiohttp.WSMsgType.TEXT:
                break
            now = time.perf_counter()
            message = _decode(frame.data)
            if self.figures.counting:
                self.figures.received += 1
            if isinstance(message, Played) and self.table is not None:
                self.table.played(self, message, now)
            elif isinstance(message, Bye):
                route = message.route if message.reason is CloseReason.MOVING else None
            elif isinstance(message, Error):
                code = message.code.value
                self.figures.errors[code] = self.figures.errors.get(code, 0) + 1
                await self.inbox.put(message)
            else:
                if isinstance(message, Welcome) and message.token is not None:
                    self.token = message.token
                await self.inbox.put(message)
        return route

    async def expect(self, kind: type) -> object:
        while True:
            message = await asyncio.wait_for(self.inbox.get(), 60)
            if isinstance(message, kind):
                return message
            if isinstance(message, ConnectionError):
                raise message
            if isinstance(message, Error):  # a refusal while seating ends the run, with its cause
                refused = f"{message.code.value} ({message.detail})"
                raise RuntimeError(f"waiting for {kind.__name__}: {refused}")


class Table:
    """One table's players and a shared replica of its game (one per table saves client CPU)."""

    def __init__(self, seats: list[Seat], rng: random.Random, think: tuple[float, float]) -> None:
        self.seats = seats
        self.rng = rng
        self.think = think
        self.game: Game | None = None
        self.seq = 0
        self.step = 0
        self.sent_at: dict[int, tuple[float, Seat]] = {}
        self.advanced = asyncio.Event()
        for seat in seats:
            seat.table = self

    def start(self, state: TableState) -> None:
        assert state.game is not None
        self.game = Game.replay(
            state.rules.to_rules(), state.game.names, actions_from_data(state.log)
        )
        self.seq, self.step = state.seq, state.step

    def played(self, seat: Seat, message: Played, now: float) -> None:
        sent = self.sent_at.get(message.seq)
        if sent is not None and seat.figures.counting:
            seat.figures.everyone.append(now - sent[0])
            seat.figures.when.append(now)
            if sent[1] is seat:
                seat.figures.actor.append(now - sent[0])
        if message.seq > self.seq:
            assert self.game is not None
            for action in actions_from_data(message.actions):
                self.game = self.game.apply(action).game
            self.seq, self.step = message.seq, message.step
            self.advanced.set()

    async def play(self) -> None:
        while self.game is not None and not self.game.over:
            await asyncio.sleep(self.rng.uniform(*self.think))
            game = self.game
            seat = self.seats[game.current]
            target = self.seq
            for message in self.decide(game):
                target += 1
                self.sent_at[target] = (time.perf_counter(), seat)
                await seat.send(message)
            while self.seq < target:
                self.advanced.clear()
                await self.advanced.wait()

    def decide(self, game: Game) -> list[object]:
        """A plain player: keeps the most frequent number a few times, then enters the best box."""
        if game.dice is None:
            return [RollDice(step=self.step)]
        options = game.options()
        if game.rolls_left > 0 and self.rng.random() < 0.7:
            counts: dict[int, int] = {}
            for value in game.dice:
                counts[value] = counts.get(value, 0) + 1
            keep = max(counts, key=lambda value: (counts[value], value))
            wanted = [value == keep for value in game.dice]
            if all(wanted):
                wanted[0] = False
            changes: list[object] = [
                HoldDie(die=die) if want else ReleaseDie(die=die)
                for die, want in enumerate(wanted)
                if want != game.held[die]
            ]
            return [*changes, RollDice(step=self.step)]
        best = max(options, key=lambda box: (options[box], self.rng.random()))
        if options[best] == 0:
            return [StrikeBox(box=best, step=self.step)]
        return [EnterBox(box=best, step=self.step)]


async def drop_schema(url: str, schema: str) -> None:
    import asyncpg

    connection = await asyncpg.connect(url)
    try:
        await connection.execute(f'DROP SCHEMA IF EXISTS "{schema}" CASCADE')
    finally:
        await connection.close()


def free_port() -> int:
    return ports.free_port("127.0.0.1")


def start_server(  # noqa: PLR0917 (one server's settings)
    port: int,
    db: str,
    advisor: str,
    schema: str | None,
    cluster: list[str] | None = None,
    metrics_port: int = 0,
) -> subprocess.Popen[bytes]:
    command = [
        sys.executable, "-m", "app.server",
        "--port", str(port),
        "--metrics-port", str(metrics_port),  # /metrics and /status: the operators' listener
        "--db", db,
        "--max-sockets-per-address", "100000",
        "--max-connections-per-address", "100000",
        "--new-players-per-minute", "1000000",
        "--connects-per-minute", "1000000", "--tables-per-minute", "1000000",
        "--messages-per-second", "1000",
        "--advisor", advisor,
        "--log-level", "WARNING",
        *(["--db-schema", schema] if schema else []),
        *(cluster or []),
    ]  # fmt: skip
    return subprocess.Popen(command, cwd=ROOT)


def start_door(nodes: list[tuple[str, str]], port: int, folder: Path) -> subprocess.Popen[bytes]:
    """HAProxy with the shipped configuration in front of ``nodes`` (name, ``host:port``), on
    ``port``; its per-address limits raised, since every player of the run comes from here."""
    sys.path.insert(0, str(ROOT / "packaging" / "server"))
    import localcluster

    text = localcluster.render(f"127.0.0.1:{port}", nodes, source=None)
    text = text.replace("sc0_conn_cur gt 48", "sc0_conn_cur gt 1000000")
    text = text.replace("sc0_conn_rate gt 60", "sc0_conn_rate gt 1000000")
    text = text.replace("    log global\n", "").replace("    option httplog\n", "")  # no log
    config = folder / "haproxy.cfg"
    config.write_text(text)
    binary = localcluster.haproxy()
    subprocess.run([binary, "-c", "-q", "-f", str(config)], check=True)
    log = (folder / "haproxy.log").open("ab")
    process = subprocess.Popen([binary, "-db", "-f", str(config)], stdout=log, stderr=log)
    localcluster.wait_listening("127.0.0.1", port, process)
    return process


def drop_prefix(url: str, prefix: str) -> None:
    import redis

    client = redis.Redis.from_url(url)
    try:
        keys = list(client.scan_iter(match=f"{prefix}:*", count=1000))
        if keys:
            client.delete(*keys)
    finally:
        client.close()


def redis_commands(url: str) -> int:
    """Commands Redis has processed so far (all of them: run on an otherwise idle Redis)."""
    import redis

    client = redis.Redis.from_url(url)
    try:
        return int(client.info("stats")["total_commands_processed"])
    finally:
        client.close()


def redis_command_kinds(url: str) -> dict[str, int]:
    """Commands Redis has processed so far, by name (``INFO commandstats``)."""
    import redis

    client = redis.Redis.from_url(url)
    try:
        stats = client.info("commandstats")
    finally:
        client.close()
    return {name.removeprefix("cmdstat_"): int(value["calls"]) for name, value in stats.items()}


async def postgres_work(url: str) -> tuple[int, int]:
    """Transactions committed and rows written in the database so far."""
    import asyncpg

    connection = await asyncpg.connect(url)
    try:
        await connection.execute("SELECT pg_stat_force_next_flush()")
        row = await connection.fetchrow(
            "SELECT xact_commit, tup_inserted + tup_updated + tup_deleted FROM pg_stat_database "
            "WHERE datname = current_database()"
        )
    finally:
        await connection.close()
    assert row is not None
    return int(row[0]), int(row[1])


class ServerProbe:
    """Peak memory and CPU time of the server process, from /proc."""

    def __init__(self, pid: int | None) -> None:
        self.pid = pid
        self.peak_rss_mb = 0.0

    def sample(self) -> None:
        if self.pid is None:
            return
        with open(f"/proc/{self.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    self.peak_rss_mb = max(self.peak_rss_mb, int(line.split()[1]) / 1024)

    def cpu_seconds(self) -> float:
        if self.pid is None:
            return 0.0
        with open(f"/proc/{self.pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def service_pids() -> dict[str, list[int]]:
    """The processes of the machine's PostgreSQL and Redis, by /proc."""
    found: dict[str, list[int]] = {"postgres": [], "redis": []}
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/comm") as comm:
                name = comm.read().strip()
        except OSError:
            continue  # ended while we looked
        kind = "postgres" if name.startswith("postgres") else "redis" if "redis" in name else ""
        if kind:
            found[kind].append(int(entry))
    return found


def renice_services(niceness: int) -> dict[int, int]:
    """PostgreSQL's and Redis' processes at ``niceness`` too: the whole server side of the run
    shares one priority (a database behind the nodes' priority would make every commit wait);
    their niceness before, to give back afterwards."""
    before = {}
    for pid in [pid for pids in service_pids().values() for pid in pids]:
        try:
            before[pid] = os.getpriority(os.PRIO_PROCESS, pid)
            os.setpriority(os.PRIO_PROCESS, pid, niceness)
        except OSError:
            continue  # ended meanwhile
    return before


def restore_niceness(before: dict[int, int]) -> None:
    for pid, niceness in before.items():
        try:
            os.setpriority(os.PRIO_PROCESS, pid, niceness)
        except OSError:
            continue


def service_cpu_seconds() -> dict[str, float]:
    """CPU time used so far by the machine's PostgreSQL and Redis processes (every backend and
    helper of theirs), read from /proc: what the database and the broker cost the run."""
    used = {"postgres": 0.0, "redis": 0.0}
    tick = os.sysconf("SC_CLK_TCK")
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as stat:
                text = stat.read()
        except OSError:
            continue  # ended while we looked
        name = text[text.index("(") + 1 : text.rindex(")")]
        fields = text.rsplit(")", 1)[1].split()
        kind = "postgres" if name.startswith("postgres") else "redis" if "redis" in name else ""
        if kind:
            used[kind] += (int(fields[11]) + int(fields[12])) / tick
    return used


def server_quantiles(metrics: str) -> dict[str, str]:
    """From the server's own histograms: the bucket bound under which 50 % and 99 % fall, for
    handling an action (lock, engine, journal, broadcast) and for one journal commit."""
    found = {}
    for name, label in (
        ("fuenfwurf_action_seconds", "action"),
        ("fuenfwurf_journal_write_seconds", "journal_write"),
    ):
        buckets = []
        for line in metrics.splitlines():
            if line.startswith(f"{name}_bucket"):
                label_text = line.split('le="')[1].split('"')[0]
                buckets.append((float(label_text), int(float(line.rsplit(" ", 1)[1]))))
        total = buckets[-1][1] if buckets else 0
        for q in (0.5, 0.99):
            bound = next((b for b, count in buckets if total and count >= q * total), float("nan"))
            found[f"{label}_p{int(q * 100)}"] = f"<= {bound * 1000:g}"
    return found


def timeline(figures: Figures, began: float, step: float = 10.0) -> list[str]:
    """p50 and p99 per ``step`` seconds of the run: are slow broadcasts spread out or bunched?"""
    windows: dict[int, list[float]] = {}
    for latency, when in zip(figures.everyone, figures.when, strict=True):
        windows.setdefault(int((when - began) // step), []).append(latency)
    return [
        f"{index * step:5.0f} s: {len(values):6d} broadcasts, p50 "
        f"{quantile(values, 0.5) * 1000:7.2f} ms, p99 {quantile(values, 0.99) * 1000:8.2f} ms"
        for index, values in sorted(windows.items())
    ]


def cpu_pressure() -> str:
    """How often runnable tasks waited for a CPU (Linux PSI, "some" over 10 s and 60 s): how much
    other work competed with the benchmark."""
    try:
        with open("/proc/pressure/cpu") as pressure:
            fields = dict(item.split("=") for item in pressure.readline().split()[1:])
    except OSError:
        return "n/a"
    return f"{fields['avg10']} % / {fields['avg60']} %"


def cpu_ticks() -> tuple[int, int]:
    """The machine's CPU time so far (Linux ``/proc/stat``, in ticks): all of it, and what the
    hypervisor gave to other guests (steal)."""
    try:
        with open("/proc/stat") as stat:
            fields = [int(field) for field in stat.readline().split()[1:]]
    except (OSError, ValueError):
        return (0, 0)
    return (sum(fields[:8]), fields[7] if len(fields) > 7 else 0)


def steal_percent(before: tuple[int, int], after: tuple[int, int]) -> float:
    """Of the machine's CPU time between two ``cpu_ticks``, the share stolen by other guests of
    the host: a benchmark on a busy host runs on less than its cores."""
    total = after[0] - before[0]
    return round(100 * (after[1] - before[1]) / total, 1) if total > 0 else 0.0


def _own_cpu_seconds() -> float:
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else float("nan")


async def seat_table(
    http: aiohttp.ClientSession,
    *,
    url: str,
    players: int,
    preset: str,
    clock: int,
    figures: Figures,
    gate: asyncio.Semaphore,
    index: int,
    others: list[str] | None = None,
    door: str | None = None,
) -> list[Seat]:
    """Seats connect to ``url`` and ``others`` in turn (one node per seat, in a cluster), or
    all through the front door ``door`` (``url``), following the routes the nodes give."""
    urls = [url, *(others or [])]
    seats = []
    for number in range(players):
        async with gate:
            target = f"{door}?routes=1" if door else urls[(index + number) % len(urls)]
            ws = await http.ws_connect(target, heartbeat=None, max_msg_size=0)
        seat = Seat(ws, figures, http, door)
        await seat.send(Hello(name=f"t{index}p{number}", client="server_load"))
        await seat.expect(Welcome)
        seats.append(seat)
    await seats[0].send(CreateTable(seats=players, clock=clock, preset=preset))
    code = (await seats[0].expect(TableState)).code  # type: ignore[attr-defined]
    for seat in seats[1:]:
        await seat.send(JoinTable(code=code))
        await seat.expect(TableState)
    return seats


async def run(args: argparse.Namespace) -> dict[str, object]:
    _soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))  # 2,000+ sockets on each side
    processes: list[subprocess.Popen[bytes]] = []
    schema = None
    if args.nodes > 1 and not args.db:
        args.db = "postgresql://postgres@127.0.0.1:5432/test"  # a cluster needs PostgreSQL
    if args.db and args.db.startswith("postgresql") and not args.server:
        schema = f"load_{os.getpid()}"  # a schema of its own, dropped afterwards
    prefix = f"load{os.getpid()}"
    if args.server:
        bases = [args.server.rstrip("/")]
        operators = [args.server_metrics.rstrip("/")]
    else:
        scratch = tempfile.mkdtemp(prefix="fuenfwurf-load-")
        database = args.db or str(Path(scratch) / "load.sqlite3")
        bases, operators = [], []
        for number in range(args.nodes):
            port, metrics_port = free_port(), free_port()
            cluster = (
                [
                    "--redis", args.redis, "--redis-prefix", prefix, "--node", f"n{number + 1}",
                    *([] if args.routes else ["--no-routes"]),
                ]
                if args.nodes > 1
                else None
            )  # fmt: skip
            processes.append(
                start_server(port, database, args.advisor, schema, cluster, metrics_port)
            )
            print(f"server pid {processes[-1].pid} on port {port}", flush=True)
            if args.niceness:
                os.setpriority(os.PRIO_PROCESS, processes[-1].pid, args.niceness)
            bases.append(f"http://127.0.0.1:{port}")
            operators.append(f"http://127.0.0.1:{metrics_port}")
    door: subprocess.Popen[bytes] | None = None
    door_url = None
    door_probe = ServerProbe(None)
    reniced = renice_services(args.niceness) if args.niceness and args.db else {}
    probes = [ServerProbe(process.pid) for process in processes] or [ServerProbe(None)]
    probe = probes[0]
    figures = Figures()
    try:
        async with aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0)) as http:
            for base in bases:
                for _ in range(400):
                    try:
                        async with http.get(f"{base}/health") as response:
                            if response.status == 200:
                                break
                    except aiohttp.ClientError:
                        pass
                    await asyncio.sleep(0.05)
            if args.nodes > 1 and args.door == "haproxy" and not args.server:
                door_port = free_port()  # once the nodes answer: HAProxy finds them all up
                named = [(f"n{n + 1}", b.removeprefix("http://")) for n, b in enumerate(bases)]
                door = start_door(named, door_port, Path(scratch))
                door_url = f"ws://127.0.0.1:{door_port}/ws"
                door_probe = ServerProbe(door.pid)
                print(f"HAProxy pid {door.pid} on port {door_port}", flush=True)
            base = bases[0]
            urls = [b.replace("http", "ws", 1) + "/ws" for b in bases]
            url = urls[0]
            gate = asyncio.Semaphore(50)
            started = time.perf_counter()
            seated = await asyncio.gather(
                *(
                    seat_table(
                        http,
                        url=url,
                        players=args.players,
                        preset=args.preset,
                        clock=args.clock,
                        figures=figures,
                        gate=gate,
                        index=i,
                        others=urls[1:],
                        door=door_url,
                    )
                    for i in range(args.tables)
                )
            )
            rng = random.Random(args.seed)
            tables = [
                Table(seats, random.Random(rng.random()), tuple(args.think)) for seats in seated
            ]
            # The last join started each game: every seat got the full state; take the host's.
            for table in tables:
                while table.game is None:
                    message = await table.seats[0].expect(TableState)
                    if message.game is not None:  # type: ignore[attr-defined]
                        table.start(message)  # type: ignore[arg-type]
            if args.advisor == "strategy":  # the clock's advisor prepares its table first
                for node in operators:
                    while True:
                        async with http.get(f"{node}/status") as response:
                            health = await response.json()
                        if health["advisor"]["ready"] or not health["tables"]:
                            break
                        await asyncio.sleep(0.5)
            setup = time.perf_counter() - started
            sockets = args.tables * args.players
            print(f"seated {args.tables} tables, {sockets} sockets in {setup:.1f} s", flush=True)

            figures.counting = True
            moved_before = sum(seat.moves for seats in seated for seat in seats)
            door_before = door_probe.cpu_seconds()
            cpus_before = [p.cpu_seconds() for p in probes]
            services_before = service_cpu_seconds()
            client_before = _own_cpu_seconds()
            redis_before = redis_commands(args.redis) if args.nodes > 1 else 0
            kinds_before = redis_command_kinds(args.redis) if args.nodes > 1 else {}
            postgres_before = await postgres_work(args.db) if args.db else (0, 0)
            ticks_before = cpu_ticks()
            began = time.perf_counter()
            if args.timeline:
                print(f"play begins at {time.time():.1f}", flush=True)
            games = asyncio.gather(*(table.play() for table in tables))
            while not games.done():
                for each in probes:
                    each.sample()
                await asyncio.wait([games], timeout=1.0)
            await games
            elapsed = time.perf_counter() - began
            stolen = steal_percent(ticks_before, cpu_ticks())
            door_cpu = door_probe.cpu_seconds() - door_before
            moved_in_play = sum(seat.moves for seats in seated for seat in seats) - moved_before
            cpus = [p.cpu_seconds() - before for p, before in zip(probes, cpus_before, strict=True)]
            services = {
                kind: used - services_before[kind] for kind, used in service_cpu_seconds().items()
            }
            client_cpu = _own_cpu_seconds() - client_before
            cpu = sum(cpus)
            redis_used = redis_commands(args.redis) - redis_before if args.nodes > 1 else 0
            kinds_after = redis_command_kinds(args.redis) if args.nodes > 1 else {}
            kinds = {kind: calls - kinds_before.get(kind, 0) for kind, calls in kinds_after.items()}
            postgres_after = await postgres_work(args.db) if args.db else (0, 0)
            figures.counting = False
            results = 0
            for table in tables:
                await table.seats[0].expect(GameResult)
                results += 1
            async with http.get(f"{operators[0]}/metrics") as response:
                server_side = server_quantiles(await response.text())
            for table in tables:
                for seat in table.seats:
                    await seat.ws.close()
    finally:
        if door is not None:
            door.terminate()
            door.wait(10)
        for process in processes:
            process.send_signal(signal.SIGTERM)
        for process in processes:
            try:
                process.wait(30)
            except subprocess.TimeoutExpired:
                process.kill()
        restore_niceness(reniced)
        if schema is not None:
            await drop_schema(args.db, schema)
        if args.nodes > 1:
            drop_prefix(args.redis, prefix)
    load = os.getloadavg()
    return {
        "tables": args.tables,
        "sockets": args.tables * args.players,
        "games_finished": results,
        "seconds": round(elapsed, 1),
        "actions": len(figures.actor),
        "messages_in_per_s": round(figures.sent / elapsed),
        "messages_out_per_s": round(figures.received / elapsed),
        "actor_ms": {
            q: round(quantile(figures.actor, p) * 1000, 2)
            for q, p in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99), ("max", 1.0))
        },
        "everyone_ms": {
            q: round(quantile(figures.everyone, p) * 1000, 2)
            for q, p in (("p50", 0.5), ("p95", 0.95), ("p99", 0.99), ("max", 1.0))
        },
        "server_side_ms": server_side,
        "server_peak_rss_mb": round(probe.peak_rss_mb, 1),
        "nodes": [
            {"cpu_percent": round(100 * used / elapsed, 1), "peak_rss_mb": round(p.peak_rss_mb, 1)}
            for p, used in zip(probes, cpus, strict=True)
        ],
        "redis_commands_per_action": round(redis_used / max(1, len(figures.actor)), 2),
        "redis_commands_per_action_by_kind": {
            kind: round(calls / max(1, len(figures.actor)), 3)
            for kind, calls in sorted(kinds.items(), key=lambda item: -item[1])[:8]
            if calls
        },
        "postgres_commits_per_action": round(
            (postgres_after[0] - postgres_before[0]) / max(1, len(figures.actor)), 2
        ),
        "postgres_rows_per_action": round(
            (postgres_after[1] - postgres_before[1]) / max(1, len(figures.actor)), 2
        ),
        "door": args.door if args.nodes > 1 else None,
        "routes": args.routes,
        "seats_sent_to_their_tables_node": sum(s.moves for seats in seated for s in seats),
        "seats_sent_on_during_play": moved_in_play,
        "haproxy_cpu_percent": round(100 * door_cpu / elapsed, 1),
        "server_cpu_percent": round(100 * cpu / elapsed, 1),
        "server_cpu_ms_per_action": round(1000 * cpu / max(1, len(figures.actor)), 3),
        "client_cpu_percent": round(100 * client_cpu / elapsed, 1),
        "postgres_cpu_percent": round(100 * services["postgres"] / elapsed, 1),
        "redis_cpu_percent": round(100 * services["redis"] / elapsed, 1),
        "errors": figures.errors,
        "load_average": [round(value, 2) for value in load],
        "cpu_pressure": cpu_pressure(),
        "cpu_steal_percent": stolen,
        "niceness": args.niceness,
        "timeline": timeline(figures, began),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tables", type=int, default=500)
    parser.add_argument("--players", type=int, default=4, choices=(2, 3, 4))
    parser.add_argument(
        "--think",
        type=float,
        nargs=2,
        default=(0.5, 1.5),
        metavar=("MIN", "MAX"),
        help="seconds a player thinks before each decision (uniform)",
    )
    parser.add_argument("--preset", default="official")
    parser.add_argument("--clock", type=int, default=90)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--db",
        default=None,
        help="the server's database: a new SQLite file (default), or a postgresql:// URL (the "
        "run gets a schema of its own, dropped at the end)",
    )
    parser.add_argument(
        "--advisor",
        default="strategy",
        choices=("best-now", "strategy"),
        help="the server's clock advisor (its table is ready before play begins)",
    )
    parser.add_argument("--server", default=None, help="use a running server (http://host:port)")
    parser.add_argument(
        "--server-metrics",
        default="http://127.0.0.1:9765",
        help="with --server: its operators' listener (/metrics, /status; default %(default)s)",
    )
    parser.add_argument(
        "--nodes",
        type=int,
        default=1,
        help="a cluster of this many nodes (on --db, PostgreSQL by default, and --redis)",
    )
    parser.add_argument("--redis", default="redis://127.0.0.1:6379/0")
    parser.add_argument(
        "--door",
        choices=("haproxy", "none"),
        default="haproxy",
        help="with --nodes: the players connect through HAProxy (default), or each table's "
        "seats to the nodes in turn",
    )
    parser.add_argument(
        "--no-routes",
        dest="routes",
        action="store_false",
        help="with --nodes: the nodes send no seated player to their table's node",
    )
    parser.add_argument(
        "--niceness",
        type=int,
        default=0,
        help="run the server, its PostgreSQL and Redis and the players at this niceness "
        "(negative needs root; the services get theirs back at the end): stands "
        "for a server that does not share its machine with batch work, and players elsewhere",
    )
    parser.add_argument("--timeline", action="store_true", help="p50 and p99 per 10 s")
    args = parser.parse_args()
    if args.niceness:
        os.setpriority(os.PRIO_PROCESS, 0, args.niceness)
    # The players' side should neither pause for long nor spend a core on collecting: the
    # server is measured. Its games are acyclic values freed by reference counting, so the
    # youngest generation is collected after 50,000 new objects instead of 700.
    gc.collect()
    gc.freeze()
    gc.set_threshold(50_000, 20, 1000)
    try:
        import uvloop
    except ImportError:
        figures = asyncio.run(run(args))
    else:
        figures = uvloop.run(run(args))
    if args.timeline:
        timeline = figures.pop("timeline")
        assert isinstance(timeline, list)
        for line in timeline:
            print(line)
    else:
        figures.pop("timeline")
    print(json.dumps(figures))
    everyone, actor = figures["everyone_ms"], figures["actor_ms"]
    assert isinstance(everyone, dict) and isinstance(actor, dict)
    print(
        f"{figures['tables']} tables, {figures['sockets']} sockets: "
        f"{figures['messages_in_per_s']} msg/s in, {figures['messages_out_per_s']} msg/s out; "
        f"action to broadcast p50 {everyone['p50']} ms, p99 {everyone['p99']} ms "
        f"(actor p99 {actor['p99']} ms); server peak RSS {figures['server_peak_rss_mb']} MB, "
        f"CPU {figures['server_cpu_percent']} % (players {figures['client_cpu_percent']} %, "
        f"PostgreSQL {figures['postgres_cpu_percent']} %, Redis {figures['redis_cpu_percent']} %); "
        f"load {figures['load_average']}, "
        f"CPU pressure {figures['cpu_pressure']}, CPU steal {figures['cpu_steal_percent']} %, "
        f"niceness {figures['niceness']}"
    )
    if len(figures["nodes"]) > 1:  # type: ignore[arg-type]
        print(
            f"nodes {figures['nodes']}; per action: {figures['redis_commands_per_action']} Redis "
            f"commands, {figures['postgres_commits_per_action']} PostgreSQL commits, "
            f"{figures['postgres_rows_per_action']} rows written; door {figures['door']}, "
            f"routes {figures['routes']}: {figures['seats_sent_to_their_tables_node']} seats sent "
            f"to their table's node ({figures['seats_sent_on_during_play']} during play), "
            f"HAProxy CPU {figures['haproxy_cpu_percent']} %"
        )


if __name__ == "__main__":
    main()
