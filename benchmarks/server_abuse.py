"""What a stranger can cost the table server, and whether each limit against strangers holds:
the attack kinds of both rounds of "trust online" (issue 25 and the round before it), against
servers this script starts itself on loopback (127.0.0.0/8 only; the attackers come from
addresses of their own, 127.0.0.3 and up).

Run:  .venv/bin/python benchmarks/server_abuse.py [--parts forged,names,...] [options]

Parts (``--parts``, comma-separated; default all, about 2.5 minutes on two busy cores):

restoring  A SQLite file with one running table whose journal holds N hold/release actions (as
           two colluding players could write before holds were bounded per roll) is restored
           by a fresh node, for N = 5,000, 20,000 and 35,000: the time of ``Node.restore()``.
memory     ``python -m app.server`` restores that table (``--actions`` entries), then
           ``--senders`` raw sockets watch it, send ``sync`` ``--rate`` times a second and never
           read, for ``--seconds``; a second round does the same at the rate the server allows,
           reconnecting whenever cut off. The server's RSS, sampled every 0.1 s: before, its
           peak, and after. Target: bounded by the byte budget per connection (1 MiB).
forged     A node (``--trusted-proxy 127.0.0.2``) behind a real HAProxy whose configuration is
           ``packaging/server/haproxy.cfg`` as ``localcluster.render`` makes it for loopback
           (HAProxy connects from 127.0.0.2). ``--hellos`` hellos without a token, each with
           forged ``X-Forwarded-For``/``Forwarded``/``X-Real-IP`` headers: new players made;
           ``--guesses`` table-code guesses (10 per identity): how many were answered; the
           same straight at the node's port; a neighbour behind the same door; the operators'
           paths through the door. Skipped (said so) where HAProxy is missing.
names      The issue's impersonations at ``hello`` (and ``rename``): a seated player's exact
           name, Cyrillic 'Аda', U+3164, U+2800, U+115F, fullwidth letters, 23 stacked marks,
           'System' (and a few more reserved forms): refused, or seated with a tag; chat lines
           imitating the server (shown with their writer) and 199 stacked marks (refused).
internals  ``/metrics``, ``/status``, ``/ready`` on the public port (404); ``/health``'s body;
           a burst of ``--health-requests`` ``/health`` from one address: 200 vs 429.
presence   A stranger invites an online player, an offline one, one with invitations off and
           ids nobody has: the distinct answers (must be one), and what reached anybody.
floods     One identity opening and leaving tables for ``--flood-seconds``: created vs refused
           (and the rows written); ten identities of one address; renames in a loop (accepted,
           refused, broadcasts). Then ``/daily/{day}/official`` on a board of
           ``--board-attempts`` attempts (an instrumented server logs each read of a board
           from storage): one address in a loop (200 vs 429); reads while the board is cached
           (the server's CPU per request); 20 addresses at once the moment it expires (reads
           from storage); 20 addresses in a loop within their allowance (reads, response
           times, CPU), with ``/health`` polled meanwhile (its lag, and any 503).
inputs     ``/players/²``, ``/daily/²/yatzy``, ``Bearer ².…``, a hello token ``².…``, invites
           of 2^63 and 2^64−1: the answer to each (never a 500 or ``internal``); then 8 sockets
           from 8 addresses send bad hellos for ``--hello-flood-seconds``, once at a plain
           server (a bad token) and once at a server whose player-making fails inside
           (``abuse_kit.py --fail-new-players``: every hello an ``internal`` error): sockets
           closed for flooding, and the log lines and tracebacks the server wrote.
scouting   ``benchmarks/bench_daily_scouting.py --days N`` (``--scouting-days``; 0: only how
           to run it): what a scout's record is worth to a second attempt.

Every figure line ends with what it is held against: ``holds: ...`` or ``DOES NOT HOLD:
expected ...``; a summary of the checks that did not hold closes the run (exit status 1 then).
The servers run on SQLite files in a temporary folder, with free ports for the public and the
operators' listener (``--metrics-port``), so nothing collides with another server or a test run.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import contextlib
import importlib.util
import json
import math
import os
import random
import re
import secrets
import shutil
import socket
import sqlite3
import struct
import subprocess
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from pathlib import Path
from types import ModuleType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import aiohttp
from abuse_kit import (
    BOARD_READ,
    PROXY_SOURCE,
    Closed,
    Origin,
    Origins,
    ServerProcess,
    Socket,
    forgeries,
    free_port,
)

from app.net import (
    TABLE_CODE_ALPHABET,
    ChatPosted,
    CreateTable,
    Error,
    ErrorCode,
    Hello,
    Invitation,
    Invite,
    Invited,
    JoinTable,
    LeaveTable,
    Left,
    Preferences,
    ProfileChanged,
    Rename,
    SeatsChanged,
    SendChat,
    SetPreferences,
    SyncTable,
    TableState,
    Welcome,
)
from app.rules import Game, Hold, Release, preset
from app.server import config as limits
from app.server import errorlog
from app.server.clock import ManualClock
from app.server.clockchoice import FALLBACK, ClockChooser
from app.server.cluster import LocalShared
from app.server.config import ServerConfig
from app.server.daily import DAY_MS, day_of, distribution, ranked, ranked_from
from app.server.identity import new_secret
from app.server.metrics import Metrics
from app.server.node import Node
from app.server.storage import JournalAction, TableSettings, now_ms, storage_for
from app.server.storage.daily import day_totals

ROOT = Path(__file__).resolve().parents[1]
CODE = "ABCDEFGH"
PARTS = (
    "restoring", "memory", "forged", "names", "internals", "presence", "floods", "inputs",
    "scouting",
)  # fmt: skip
SECRET = "s" * 43
"""As long as a real token's secret, so that only the id in front of it is wrong."""


@dataclass
class Run:
    """What every part shares: the options, a folder for files, and the verdicts so far."""

    args: argparse.Namespace
    folder: Path
    held: int = 0
    failed: list[str] = field(default_factory=list)

    def check(self, part: str, text: str, holds: bool, expected: str) -> None:
        """One figure and what it is held against."""
        if holds:
            self.held += 1
            verdict = f"holds: {expected}"
        else:
            self.failed.append(f"[{part}] {text} (expected {expected})")
            verdict = f"DOES NOT HOLD: expected {expected}"
        print(f"[{part}] {text} — {verdict}", flush=True)

    @staticmethod
    def note(part: str, text: str) -> None:
        print(f"[{part}] {text}", flush=True)


def allowed(rate: limits.Rate, seconds: float) -> int:
    """The most a token bucket of ``rate`` lets through in ``seconds`` from full."""
    return math.floor(rate.burst + rate.per_second * seconds + 1e-9)


async def seed(database: str, actions: int) -> None:
    """One running two-player table whose journal is a roll and ``actions - 1`` holds."""
    storage = storage_for(database, None)
    await storage.open()
    await storage.migrate()
    players = [await storage.create_player(name, new_secret()[1]) for name in ("Ada", "Bo")]
    settings = TableSettings(2, 90, preset("official"), False)
    created = await storage.create_table(CODE, settings, players[0], now_ms())
    assert created is not None
    table_id, fence = created
    await storage.start_table(table_id, 1, players[1], ["Ada", "Bo"], at=now_ms(), fence=fence)
    game = Game.new(settings.rules, ["Ada", "Bo"]).roll(random.Random(1)).game
    entries = [JournalAction(table_id, 0, json.dumps(game.log[0].to_dict()), now_ms(), fence)]
    for seq in range(1, actions):
        action = Hold(0, 0) if seq % 2 else Release(0, 0)
        entries.append(JournalAction(table_id, seq, json.dumps(action.to_dict()), now_ms(), fence))
    for start in range(0, len(entries), 5_000):
        await storage.write_journal(entries[start : start + 5_000])
    await storage.close()


async def restore_seconds(database: str) -> float:
    config = ServerConfig(db=database)
    storage = storage_for(database, None)
    await storage.open()
    node = Node(
        config=config,
        storage=storage,
        shared=LocalShared(time.monotonic),
        clock=ManualClock(),
        chooser=ClockChooser(FALLBACK, None, 0.1),
        dice=random.Random(1),
        metrics=Metrics(),
    )
    started = time.perf_counter()
    await node.start()  # a single server takes every open or running table back
    elapsed = time.perf_counter() - started
    assert len(node.owner.tables) == 1
    await node.shutdown()
    await storage.close()
    return elapsed


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return 0.0


def frame(message: dict[str, object]) -> bytes:
    payload = json.dumps(message).encode()
    mask = os.urandom(4)
    head = struct.pack("!BB", 0x81, 0x80 | len(payload))
    return head + mask + bytes(b ^ mask[i % 4] for i, b in enumerate(payload))


async def silent_sender(port: int, rate: float, until: float, stats: dict[str, int]) -> None:
    """Watch the table and ask for it ``rate`` times a second, never reading; reconnect when
    cut off."""
    loop = asyncio.get_running_loop()
    while time.monotonic() < until:
        sock = socket.socket()
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        sock.setblocking(False)
        try:
            await loop.sock_connect(sock, ("127.0.0.1", port))
            key = base64.b64encode(os.urandom(16)).decode()
            head = (
                f"GET /ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
                f"Sec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n"
            )
            await loop.sock_sendall(sock, head.encode())
            await loop.sock_sendall(sock, frame({"type": "hello", "v": 1, "name": "Mute"}))
            await loop.sock_sendall(sock, frame({"type": "watch", "v": 1, "code": CODE}))
            stats["connections"] += 1
            while time.monotonic() < until:
                await loop.sock_sendall(sock, frame({"type": "sync", "v": 1}))
                stats["syncs"] += 1
                await asyncio.sleep(1 / rate)
        except OSError:
            stats["cut_off"] += 1
            await asyncio.sleep(0.5)
        finally:
            sock.close()


async def attack(
    port: int, pid: int, senders: int, rate: float, seconds: float
) -> dict[str, float]:
    stats = {"connections": 0, "syncs": 0, "cut_off": 0}
    until = time.monotonic() + seconds
    tasks = [asyncio.create_task(silent_sender(port, rate, until, stats)) for _ in range(senders)]
    peak = 0.0
    while not all(task.done() for task in tasks):
        peak = max(peak, rss_mb(pid))
        await asyncio.sleep(0.1)
    await asyncio.gather(*tasks)
    await asyncio.sleep(3.0)  # the server notices the closed sockets
    return {"peak_mb": peak, "after_mb": rss_mb(pid), **stats}


# --- restoring and memory (the first round) ------------------------------------------------------


async def part_restoring(run: Run) -> None:
    for actions in (5_000, 20_000, 35_000):
        database = str(run.folder / f"restore-{actions}.sqlite3")
        await seed(database, actions)
        seconds = min([await restore_seconds(database) for _ in range(3)])
        run.note(
            "restoring",
            f"restore a table of {actions:>6,} journal entries: {seconds * 1000:7.0f} ms",
        )


async def part_memory(run: Run) -> None:
    args = run.args
    database = str(run.folder / "attack.sqlite3")
    await seed(database, args.actions)
    server = ServerProcess(
        run.folder,
        "memory",
        ["--connects-per-minute", "100000", "--max-sockets-per-address", "1000"],
        db=database,
    )
    with server:
        await asyncio.sleep(1.0)
        before = rss_mb(server.pid)
        run.note(
            "memory",
            f"server RSS with the table restored ({args.actions:,} entries): {before:.0f} MB",
        )
        for label, rate in (("as asked", args.rate), ("at the allowed rate", 0.5)):
            figures = await attack(server.port, server.pid, args.senders, rate, args.seconds)
            run.note(
                "memory",
                f"{args.senders} silent sync senders {label} ({rate:g}/s, {args.seconds:g} s): "
                f"peak {figures['peak_mb']:.0f} MB, {figures['after_mb']:.0f} MB after they "
                f"left; {figures['connections']:.0f} connections, {figures['syncs']:.0f} syncs "
                f"sent, {figures['cut_off']:.0f} cut off",
            )


# --- helpers of the parts below ------------------------------------------------------------------


async def greet(origin: Origin, url: str, name: str, headers: Any = None) -> Socket | Error:
    """A new identity's socket (welcomed), or the server's refusal."""
    sock = await origin.socket(url, headers)
    await sock.send(Hello(name=name))
    reply = await sock.answer(Welcome)
    if isinstance(reply, Error):
        await sock.close()
        return reply
    return sock


async def welcomed(origin: Origin, url: str, name: str) -> Socket:
    reply = await greet(origin, url, name)
    if isinstance(reply, Error):
        raise SystemExit(f"{name} was refused: {reply.code.value} {reply.detail}")
    return reply


async def open_table(sock: Socket, seats: int = 4, private: bool = False) -> str:
    await sock.send(CreateTable(seats=seats, clock=30, preset="official", private=private))
    state = await sock.answer(TableState)
    if isinstance(state, Error):
        raise SystemExit(f"create refused: {state.code.value} {state.detail}")
    return str(state.code)


def refusal(reply: object) -> str:
    if isinstance(reply, Error):
        return reply.code.value + (f"/{reply.detail}" if reply.detail else "")
    return type(reply).__name__


def show(text: str) -> str:
    """``text`` in ASCII, a run of one character over 3 as ``char×n``."""
    parts = [(m.group(1), len(m.group(0))) for m in re.finditer(r"(.)\1*", text, re.S)]
    return (
        "'"
        + "".join(ascii(c)[1:-1] + f"×{n}" if n > 3 else ascii(c * n)[1:-1] for c, n in parts)
        + "'"
    )


def log_figures(text: str) -> tuple[int, int]:
    """Lines and tracebacks in a piece of log."""
    return len(text.splitlines()), text.count("Traceback (most recent call last)")


# --- forged addresses through the front door ----------------------------------------------------


def haproxy_binary() -> str | None:
    found = shutil.which("haproxy")
    if found is None and Path("/usr/sbin/haproxy").exists():
        found = "/usr/sbin/haproxy"
    return found


def localcluster() -> ModuleType:
    """``packaging/server/localcluster.py``: its ``render`` makes the shipped configuration fit
    loopback, as the cluster tests and ``make cluster`` use it."""
    path = ROOT / "packaging" / "server" / "localcluster.py"
    spec = importlib.util.spec_from_file_location("localcluster", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


async def until_answers(url: str, seconds: float = 30.0) -> None:
    async with aiohttp.ClientSession() as session:
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                async with session.get(url) as response:
                    if response.status == 200:
                        return
            except aiohttp.ClientError:
                pass
            await asyncio.sleep(0.1)
    raise SystemExit(f"{url} never answered 200")


async def forged_hellos(run: Run, origin: Origin, url: str, where: str) -> None:
    count = run.args.hellos
    made = refused = 0
    other: Counter[str] = Counter()
    started = time.perf_counter()
    for n in range(count):
        if time.perf_counter() - started > 30:
            break
        try:
            reply = await greet(origin, url, f"P{n}", forgeries(n))
        except aiohttp.WSServerHandshakeError as error:
            other[f"HTTP {error.status}"] += 1
            continue
        if isinstance(reply, Error):
            if reply.code is ErrorCode.RATE_LIMITED and reply.detail == "new_player":
                refused += 1
            else:
                other[refusal(reply)] += 1
        else:
            made += 1
            await reply.close()
    elapsed = time.perf_counter() - started
    rate = limits.NEW_PLAYERS_PER_ADDRESS
    bound = allowed(rate, elapsed)
    extra = f", other answers {dict(other)}" if other else ""
    run.check(
        "forged",
        f"{count} hellos without a token with forged headers {where}: {made} new players made, "
        f"{refused} refused (rate_limited/new_player){extra}, {elapsed:.1f} s",
        made <= bound and refused >= count - bound,
        f"≤ {bound} made per client address ({rate.burst:.0f} at once, then 1 a minute)",
    )


async def forged_guesses(run: Run, origin: Origin, url: str, where: str) -> None:
    """``--guesses`` guesses, 10 per identity (a player's own allowance), every identity made
    with forged headers, as the issue's attacker did."""
    planned = run.args.guesses
    per_player = int(limits.CODE_MISSES_PER_PLAYER.burst)
    sent = answered = refused = 0
    identities = refused_identities = 0
    other: Counter[str] = Counter()
    started = time.perf_counter()
    rng = random.Random(25)
    for n in range(math.ceil(planned / per_player)):
        if time.perf_counter() - started > 40:
            break
        try:
            reply = await greet(origin, url, f"G{n}", forgeries(n))
        except aiohttp.WSServerHandshakeError as error:
            other[f"HTTP {error.status}"] += 1
            continue
        if isinstance(reply, Error):
            refused_identities += 1
            continue
        identities += 1
        try:
            for _ in range(min(per_player, planned - sent)):
                code = "".join(rng.choice(TABLE_CODE_ALPHABET) for _ in range(8))
                await reply.send(JoinTable(code=code))
                answer = await reply.answer(TableState)
                sent += 1
                if isinstance(answer, Error) and answer.code is ErrorCode.TABLE_NOT_FOUND:
                    answered += 1
                elif isinstance(answer, Error) and answer.code is ErrorCode.RATE_LIMITED:
                    refused += 1
                else:
                    other[refusal(answer)] += 1
        except Closed as closed:
            other[f"closed {closed.reason}"] += 1
        finally:
            await reply.close()
    elapsed = time.perf_counter() - started
    address = limits.CODE_MISSES_PER_ADDRESS
    bound = allowed(address, elapsed) + identities
    extra = f", other {dict(other)}" if other else ""
    run.check(
        "forged",
        f"{planned} code guesses planned {where} ({per_player} per identity, {identities} "
        f"identities made, {refused_identities} refused): {sent} sent, {answered} answered "
        f"(table_not_found), {refused} refused (rate_limited){extra}, {elapsed:.1f} s",
        answered <= bound,
        f"≤ {bound} answered per client address ({address.burst:.0f}, then 1 per 10 s, and "
        "1 for each new identity)",
    )


async def part_forged(run: Run) -> None:
    binary = haproxy_binary()
    if binary is None:
        run.note("forged", "HAProxy is missing (sudo apt-get install haproxy): part skipped")
        return
    node = ServerProcess(run.folder, "forged-node", ["--trusted-proxy", PROXY_SOURCE])
    door_port = free_port()
    config = run.folder / "haproxy.cfg"
    config.write_text(
        localcluster().render(f"127.0.0.1:{door_port}", [("node-1", f"127.0.0.1:{node.port}")])
    )
    subprocess.run([binary, "-c", "-q", "-f", str(config)], check=True)
    door = f"http://127.0.0.1:{door_port}"
    origins = Origins()
    with node, (run.folder / "haproxy.log").open("ab") as log:
        proxy = subprocess.Popen([binary, "-db", "-f", str(config)], stdout=log, stderr=log)
        try:
            await until_answers(door + "/health")
            run.note(
                "forged",
                f"HAProxy {door} (packaging/server/haproxy.cfg, source {PROXY_SOURCE}) in front "
                f"of one node (127.0.0.1:{node.port}, --trusted-proxy {PROXY_SOURCE})",
            )
            await forged_hellos(run, origins.new(), door, "through HAProxy")
            await forged_guesses(run, origins.new(), door, "through HAProxy")
            await forged_hellos(run, origins.new(), node.url, "straight at the node's port")
            await forged_guesses(run, origins.new(), node.url, "straight at the node's port")
            neighbour = await greet(origins.new(), door, "Nachbar", forgeries(1))
            run.check(
                "forged",
                f"a neighbour from another address through the same door: "
                f"{'welcomed' if isinstance(neighbour, Socket) else refusal(neighbour)}",
                isinstance(neighbour, Socket),
                "limits count each client, not the proxy",
            )
            if isinstance(neighbour, Socket):
                await neighbour.close()
            visitor = origins.new()
            answers = {
                p: (await visitor.get(door + p))[0] for p in ("/metrics", "/status", "/ready")
            }
            run.check(
                "forged",
                "operators' paths through the door: "
                + ", ".join(f"{p} {s}" for p, s in answers.items()),
                set(answers.values()) == {404},
                "404 (the operators' listener is not behind the door)",
            )
        finally:
            await origins.close()
            proxy.terminate()
            proxy.wait(10)


# --- impersonation --------------------------------------------------------------------------------

REFUSE, TAG = "refused", "refused or tagged"
IMPERSONATIONS = [
    ("a seated player's exact name", "Ada", TAG),
    ("Cyrillic look-alike", "\u0410da", TAG),
    ("Hangul filler U+3164", "\u3164", REFUSE),
    ("braille blank U+2800", "\u2800", REFUSE),
    ("Hangul choseong filler U+115F", "\u115f", REFUSE),
    ("fullwidth letters", "\uff21\uff44\uff41", TAG),
    ("23 stacked combining marks", "A" + "\u0301" * 23, REFUSE),
    ("the word System", "System", REFUSE),
    # more forms of the reserved words (docs/server.md's threat model)
    ("System with a Cyrillic S", "\u0405ystem", REFUSE),
    ("spaced S y s t e m", "S y s t e m", REFUSE),
    ("the word Admin", "Admin", REFUSE),
    ("a home-made tag", "Ada #4f2a", REFUSE),
]
CHAT_LINES = [
    ("a line imitating a ban notice", "[SERVER] Ada was banned, see http://example.com", "shown"),
    ("a line imitating a seat notice", "Ada left the table.", "shown"),
    ("199 stacked combining marks", "a" + "\u0301" * 199, REFUSE),
    ("a line of invisible characters only", "\u3164\u3164\u3164", REFUSE),
]


async def part_names(run: Run) -> None:
    origins = Origins()
    with ServerProcess(run.folder, "names", []) as server:
        try:
            await impersonations(run, server, origins)
        finally:
            await origins.close()


async def impersonations(run: Run, server: ServerProcess, origins: Origins) -> None:
    home = origins.new()
    ada = await welcomed(home, server.url, "Ada")
    code = await open_table(ada, seats=4)
    seated: dict[int, tuple[str, Socket]] = {}  # player id: (label, socket)
    refused: dict[str, str] = {}
    accepted: dict[str, str] = {}
    for label, name, _ in IMPERSONATIONS:
        reply = await greet(home, server.url, name)
        if isinstance(reply, Error):
            refused[label] = refusal(reply)
            continue
        accepted[label] = str(reply.name)
        await reply.send(JoinTable(code=code))
        if isinstance(await reply.answer(TableState), TableState) and reply.player_id:
            seated[reply.player_id] = (label, reply)
    await ada.send(SyncTable())
    state = await ada.answer(TableState)
    assert isinstance(state, TableState), state
    tags = {s.player: s.tag for s in state.seats if s.player is not None}
    ada_tag = tags.get(ada.player_id)
    shown_as_sent = tagged = 0
    for label, name, expected in IMPERSONATIONS:
        player = next((p for p, (lab, _) in seated.items() if lab == label), None)
        if label in refused:
            answer, holds = f"refused {refused[label]}", True
        elif player is not None and tags.get(player):
            tag = tags[player]
            answer = f"accepted as {show(accepted[label])}, seated with tag {tag} (Ada {ada_tag})"
            holds = expected == TAG and ada_tag is not None and tag != ada_tag
            tagged += holds
            shown_as_sent += not holds
        else:
            where = "seated" if player is not None else "not seated"
            answer = f"accepted as {show(accepted[label])}, {where}, no tag"
            holds = False
            shown_as_sent += 1
        run.check("names", f"hello {label} {show(name)}: {answer}", holds, expected)
    run.check(
        "names",
        f"{len(IMPERSONATIONS)} impersonations at hello: {len(refused)} refused, {tagged} "
        f"accepted with a distinguishing tag, {shown_as_sent} shown as sent",
        shown_as_sent == 0,
        "none shown as sent",
    )
    # rename: the same rule in the same place
    zed = await welcomed(home, server.url, "Zed")
    differ = []
    for label, name, _ in IMPERSONATIONS:
        await zed.send(Rename(name=name))
        reply = await zed.answer(ProfileChanged)
        answer = refusal(reply) if isinstance(reply, Error) else "accepted"
        at_hello = refused.get(label, "accepted")
        limited = at_hello == "accepted" and answer == "rate_limited/rename"  # its own limit
        if answer != at_hello and not limited:
            differ.append(f"{label}: {answer} (hello: {at_hello})")
    run.check(
        "names",
        f"rename to the same {len(IMPERSONATIONS)} names: "
        f"{'the same answers as hello' if not differ else 'other answers: ' + '; '.join(differ)}",
        not differ,
        "one name rule for hello and rename",
    )
    await zed.close()
    # chat: a look-alike writes lines that imitate the server
    chatter_label, chatter = next(
        ((lab, sock) for lab, sock in seated.values() if lab == "Cyrillic look-alike"),
        ("Ada herself", ada),
    )
    chatter_tag = tags.get(chatter.player_id)
    for label, text, expected in CHAT_LINES:
        await chatter.send(SendChat(text=text))
        reply = await chatter.answer(ChatPosted)
        if isinstance(reply, Error):
            holds = expected == REFUSE and reply.code is ErrorCode.CHAT_INVALID
            run.check("names", f"chat {label}: refused {refusal(reply)}", holds, expected)
            continue
        seen = await ada.answer(ChatPosted) if chatter is not ada else reply
        line = seen.line
        holds = (
            expected == "shown"
            and line.player == chatter.player_id
            and line.name == chatter.name
            and line.tag == chatter_tag
        )
        run.check(
            "names",
            f"chat {label} by the {chatter_label}: a chat line of player {line.player} "
            f"{show(line.name)} tag {line.tag}, text {show(line.text[:48])}",
            holds,
            "shown as a chat line with its writer (and tag)" if expected == "shown" else expected,
        )
    for _, sock in seated.values():
        await sock.close()
    await ada.close()


# --- internals ----------------------------------------------------------------------------------


async def part_internals(run: Run) -> None:
    origins = Origins()
    with ServerProcess(run.folder, "internals", [], metrics=True) as server:
        try:
            visitor = origins.new(keep_alive=True)
            paths = ("/metrics", "/status", "/ready")
            public = {p: (await visitor.get(server.url + p))[0] for p in paths}
            operators = f"http://127.0.0.1:{server.metrics_port}"
            own = {p: (await visitor.get(operators + p))[0] for p in paths}
            run.check(
                "internals",
                "public port: "
                + ", ".join(f"{p} {s}" for p, s in public.items())
                + f" (the operators' listener 127.0.0.1:{server.metrics_port}: "
                + ", ".join(f"{p} {s}" for p, s in own.items())
                + ")",
                set(public.values()) == {404},
                "404 on the public port",
            )
            status, body, _ = await visitor.get(server.url + "/health")
            run.check(
                "internals",
                f"/health answers {status} {body.decode()}",
                status == 200 and set(json.loads(body)) == {"status", "protocol"},
                "status and protocol only, nothing that names the node",
            )
            await health_burst(run, origins.new(keep_alive=True), server)
        finally:
            await origins.close()


async def health_burst(run: Run, origin: Origin, server: ServerProcess) -> None:
    count = run.args.health_requests
    statuses: Counter[int] = Counter()
    cpu = server.cpu_seconds()
    started = time.perf_counter()
    for _ in range(count):
        statuses[(await origin.get(server.url + "/health"))[0]] += 1
        if time.perf_counter() - started > 20:
            break
    elapsed = time.perf_counter() - started
    cpu = server.cpu_seconds() - cpu
    rate = limits.HEALTH_PER_ADDRESS
    bound = allowed(rate, elapsed)
    total = sum(statuses.values())
    other = {status: n for status, n in statuses.items() if status not in {200, 429}}
    run.check(
        "internals",
        f"{total} /health from one address in {elapsed:.2f} s ({total / elapsed:.0f}/s): "
        f"{statuses[200]} answered 200, {statuses[429]} 429"
        + (f", other {other}" if other else "")
        + f"; server CPU {cpu / total * 1000:.2f} ms per request",
        statuses[200] <= bound,
        f"≤ {bound} answered ({rate.burst:.0f} at once, {rate.per_second:g}/s per address)",
    )


# --- presence -----------------------------------------------------------------------------------


async def part_presence(run: Run) -> None:
    origins = Origins()
    with ServerProcess(run.folder, "presence", []) as server:
        try:
            await presence(run, server, origins)
        finally:
            await origins.close()


async def presence(run: Run, server: ServerProcess, origins: Origins) -> None:
    home = origins.new()
    online = await welcomed(home, server.url, "Bo")  # takes invitations from people met lately
    offline = await welcomed(home, server.url, "Cleo")
    off = await welcomed(home, server.url, "Dan")
    await off.send(SetPreferences(invitations=False))
    await off.answer(Preferences)
    await offline.close()
    stranger = await welcomed(origins.new(), server.url, "Mallory")
    await open_table(stranger, seats=2, private=True)
    assert online.player_id and offline.player_id and off.player_id
    invitees = {
        "online": online.player_id,
        "offline": offline.player_id,
        "invitations off": off.player_id,
        "nonexistent id": 987_654_321,
        "nonexistent id 2^53": 2**53,
    }
    answers: dict[str, str] = {}
    started = time.perf_counter()
    for kind, player in invitees.items():
        await stranger.send(Invite(player=player))
        reply = await stranger.answer(Invited)
        if isinstance(reply, Invited):  # the id asked about is the only part that may differ
            answers[kind] = f"invited(name={reply.name!r})" if reply.player == player else "?"
        else:
            answers[kind] = refusal(reply)
    elapsed = time.perf_counter() - started
    distinct = set(answers.values())
    run.check(
        "presence",
        f"a stranger invites {' / '.join(invitees)}: {len(distinct)} distinct answer(s): "
        + "; ".join(f"{k}: {a}" for k, a in answers.items())
        + f" ({elapsed * 1000:.0f} ms)",
        len(distinct) == 1,
        "one answer whatever the invitee's state",
    )
    arrived = [m for sock in (online, off) for m in await sock.quiet(0.3)]
    reached = sum(isinstance(m, Invitation) for m in arrived)
    run.check(
        "presence",
        f"invitations from the stranger that reached the online ones: {reached}",
        reached == 0,
        "none (they take invitations from people they played with)",
    )
    for sock in (online, off, stranger):
        await sock.close()


# --- floods ---------------------------------------------------------------------------------------


def table_rows(database: str) -> Counter[str]:
    with sqlite3.connect(f"file:{database}?mode=ro", uri=True) as db:
        return Counter(dict(db.execute("SELECT status, COUNT(*) FROM game_tables GROUP BY 1")))


async def part_floods(run: Run) -> None:
    origins = Origins()
    with ServerProcess(run.folder, "floods", []) as server:
        try:
            await create_and_leave(run, server, origins.new())
            await many_identities(run, server, origins.new())
            await renames(run, server, origins.new())
        finally:
            await origins.close()
    await board_reads(run)


async def create_and_leave(run: Run, server: ServerProcess, origin: Origin) -> None:
    seconds = run.args.flood_seconds
    sock = await welcomed(origin, server.url, "Flut")
    created = refused = messages = 0
    other: Counter[str] = Counter()
    rows_before = sum(table_rows(server.db).values())
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        # 10 messages a second: within the message rate (15/s), so only the table limit speaks
        await sock.send(CreateTable(seats=2, clock=30, preset="official"))
        messages += 1
        reply = await sock.answer(TableState)
        await asyncio.sleep(0.1)
        if isinstance(reply, TableState):
            created += 1
            await sock.send(LeaveTable())
            messages += 1
            await sock.answer(Left)
            await asyncio.sleep(0.1)
        elif reply.code is ErrorCode.RATE_LIMITED and reply.detail == "create":
            refused += 1
        else:
            other[refusal(reply)] += 1
    elapsed = time.perf_counter() - started
    await sock.close()
    rows = table_rows(server.db)
    rate = limits.TABLES_PER_PLAYER
    bound = allowed(rate, elapsed)
    run.check(
        "floods",
        f"one identity creating and leaving tables for {elapsed:.0f} s: {created} created, "
        f"{refused} refused (rate_limited/create)"
        + (f", other {dict(other)}" if other else "")
        + f"; rows written {sum(rows.values()) - rows_before} ({dict(rows)})",
        created <= bound,
        f"≤ {bound} per identity ({rate.burst:.0f} at once, then 1 per 30 s); unplayed ones "
        "are removed 10 minutes later",
    )


async def many_identities(run: Run, server: ServerProcess, origin: Origin) -> None:
    """Ten identities of one address, each opening and leaving as many tables as it may."""
    per_player = int(limits.TABLES_PER_PLAYER.burst)
    created = refused = 0
    started = time.perf_counter()
    for n in range(10):
        sock = await welcomed(origin, server.url, f"Flut {n}")
        for _ in range(per_player):
            await sock.send(CreateTable(seats=2, clock=30, preset="official"))
            reply = await sock.answer(TableState)
            if isinstance(reply, TableState):
                created += 1
                await sock.send(LeaveTable())
                await sock.answer(Left)
            else:
                refused += 1
            await asyncio.sleep(0.05)
        await sock.close()
    elapsed = time.perf_counter() - started
    rate = limits.TABLES_PER_ADDRESS
    bound = allowed(rate, elapsed)
    run.check(
        "floods",
        f"10 identities of one address, {per_player} tables each: {created} created, "
        f"{refused} refused ({elapsed:.1f} s)",
        created <= bound,
        f"≤ {bound} per address ({rate.burst:.0f} at once, then 1 per 5 s)",
    )


async def renames(run: Run, server: ServerProcess, origin: Origin) -> None:
    seconds = run.args.rename_seconds
    ada = await welcomed(origin, server.url, "Ada")
    code = await open_table(ada, seats=3)
    bo = await welcomed(origin, server.url, "Bo")
    await bo.send(JoinTable(code=code))
    await bo.answer(TableState)
    await bo.quiet(0.2)
    accepted = refused = 0
    started = time.perf_counter()
    n = 0
    while time.perf_counter() - started < seconds:
        n += 1
        await ada.send(Rename(name=f"Ada {n}"))
        reply = await ada.answer(ProfileChanged)
        if isinstance(reply, ProfileChanged):
            accepted += 1
        elif reply.code is ErrorCode.RATE_LIMITED:
            refused += 1
        await asyncio.sleep(0.1)
    elapsed = time.perf_counter() - started
    broadcasts = sum(isinstance(m, SeatsChanged) for m in await bo.quiet(0.3))
    rate = limits.RENAMES
    bound = allowed(rate, elapsed)
    run.check(
        "floods",
        f"renames in a loop for {elapsed:.0f} s: {accepted} accepted, {refused} refused "
        f"(rate_limited/rename); seats sent to the table {broadcasts} times",
        accepted <= bound and broadcasts <= bound,
        f"≤ {bound} per identity ({rate.burst:.0f} at once, then 1 a minute)",
    )
    await ada.close()
    await bo.close()


async def seed_board(database: str, attempts: int, day: int) -> tuple[float, float]:
    """A day's board of ``attempts`` scored attempts of ``official``; what reading it from
    storage and ranking it (places and bars) cost once, in seconds, in this process."""
    storage = storage_for(database, None)
    await storage.open()
    await storage.migrate()
    at, made = now_ms(), ranked_from(day) - DAY_MS
    rng = random.Random(day)
    async with storage.transaction() as tx:
        await tx.executemany(
            "INSERT INTO players (name, token_hash, created_at, last_seen) VALUES (?, ?, ?, ?)",
            [(f"Spieler {i}", "0" * 64, made, at) for i in range(attempts)],
        )
        await tx.execute(
            "INSERT INTO daily_seeds (day, ruleset, seed) VALUES (?, 'official', ?)",
            day,
            secrets.token_hex(32),
        )
        ids = [int(r[0]) for r in await tx.fetch("SELECT id FROM players ORDER BY id")]
        await tx.executemany(
            "INSERT INTO daily_attempts (day, ruleset, player_id, total, started_at, "
            "finished_at) VALUES (?, 'official', ?, ?, ?, ?)",
            [(day, player, rng.randint(120, 340), at, at) for player in ids],
        )
    reads, ranks = [], []
    for _ in range(3):
        started = time.perf_counter()
        rows = await day_totals(storage, day, "official")
        reads.append(time.perf_counter() - started)
        started = time.perf_counter()
        ranked(rows)
        distribution(r[2] for r in rows)
        ranks.append(time.perf_counter() - started)
    await storage.close()
    return min(reads), min(ranks)


class Board:
    """Reads of one daily board from loopback addresses of their own, with the server's CPU
    and its storage reads (the instrumented server logs each) around them."""

    def __init__(self, server: ServerProcess, origins: Origins, path: str) -> None:
        self.server = server
        self.origins = origins
        self.url = server.url + path
        self.latencies: list[float] = []
        self.statuses: Counter[int] = Counter()

    def reads(self) -> int:
        return self.server.log_text().count(BOARD_READ)

    async def burst(self, senders: int, each: int, seconds: float = 20.0) -> tuple[float, float]:
        """``senders`` addresses at once, ``each`` requests one after the other; the seconds
        it took and the server's CPU seconds meanwhile."""
        self.latencies, self.statuses = [], Counter()
        cpu = self.server.cpu_seconds()
        started = time.perf_counter()

        async def reader(origin: Origin) -> None:
            for _ in range(each):
                if time.perf_counter() - started > seconds:
                    return
                status, _, took = await origin.get(self.url)
                self.statuses[status] += 1
                if status == 200:
                    self.latencies.append(took)

        origins = [self.origins.new(keep_alive=True) for _ in range(senders)]
        await asyncio.gather(*(reader(origin) for origin in origins))
        return time.perf_counter() - started, self.server.cpu_seconds() - cpu

    def percentiles(self) -> str:
        return percentiles(self.latencies)


def percentiles(latencies: list[float]) -> str:
    ordered = sorted(latencies) or [0.0]
    p50 = ordered[round(0.5 * (len(ordered) - 1))] * 1000
    p99 = ordered[round(0.99 * (len(ordered) - 1))] * 1000
    return f"p50 {p50:.1f} ms, p99 {p99:.1f} ms, max {ordered[-1] * 1000:.0f} ms"


class HealthWatch:
    """``/health`` four times a second from an address of its own while something else runs:
    how long the node takes to answer what costs it nothing (its event loop's lag), and what
    it answers (a 503 takes it out of the front door's rotation)."""

    def __init__(self, server: ServerProcess, origin: Origin) -> None:
        self.url = server.url + "/health"
        self.origin = origin
        self.latencies: list[float] = []
        self.statuses: Counter[int] = Counter()
        self._task: asyncio.Task[None] | None = None

    async def _watch(self) -> None:
        while True:
            try:
                status, _, took = await self.origin.get(self.url)
            except aiohttp.ClientError:
                status, took = 0, 0.0
            self.statuses[status] += 1
            self.latencies.append(took)
            await asyncio.sleep(0.25)

    def start(self) -> None:
        self.latencies, self.statuses = [], Counter()
        self._task = asyncio.create_task(self._watch())

    async def stop(self) -> str:
        assert self._task is not None
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task
        answers = ", ".join(f"{n}× {s}" for s, n in sorted(self.statuses.items()))
        return f"/health meanwhile: {answers}; {percentiles(self.latencies)}"


async def board_reads(run: Run) -> None:
    attempts = run.args.board_attempts
    day = day_of(now_ms())
    database = str(run.folder / "board.sqlite3")
    read_cost, rank_cost = await seed_board(database, attempts, day)
    server = ServerProcess(
        run.folder, "board", [], db=database, instruments=["--count-board-reads"]
    )
    origins = Origins()
    path = f"/daily/{day}/official"
    cache = 5.0  # today's board (app.server.daily.BoardCache)
    with server:
        try:
            await asyncio.sleep(0.5)
            board = Board(server, origins, path)
            run.note(
                "floods",
                f"a daily board of {attempts:,} attempts: one read from storage costs "
                f"{read_cost * 1000:.0f} ms, ranking it (places, bars) {rank_cost * 1000:.0f} ms "
                "(in this process)",
            )
            first = origins.new(keep_alive=True)
            status, _, _ = await first.get(board.url)  # read and cached
            filled = time.monotonic()
            assert status == 200, status
            # 1. one address in a loop: the limit per address
            statuses: Counter[int] = Counter()
            started = time.perf_counter()
            for _ in range(100):
                statuses[(await first.get(board.url))[0]] += 1
            elapsed = time.perf_counter() - started
            rate = limits.HTTP_PER_ADDRESS
            bound = allowed(rate, time.monotonic() - filled + 0.5) - 1
            run.check(
                "floods",
                f"100 reads of {path} from one address in {elapsed:.2f} s: "
                f"{statuses[200]} answered 200, {statuses[429]} 429",
                statuses[200] <= bound,
                f"≤ {bound} answered ({rate.burst:.0f} at once, {rate.per_second:g}/s per address)",
            )
            # 2. while the board is cached: what one request costs the server
            reads = board.reads()
            elapsed, cpu = await board.burst(8, 5)
            served = len(board.latencies)
            per_request = cpu / max(1, served)
            run.check(
                "floods",
                f"{served} reads while the board is cached ({elapsed:.2f} s, "
                f"{board.reads() - reads} from storage): server CPU "
                f"{per_request * 1000:.1f} ms per request, {board.percentiles()}",
                per_request < 0.1 * (read_cost + rank_cost),
                f"a cached answer costs far less than reading and ranking the board "
                f"(< {0.1 * (read_cost + rank_cost) * 1000:.1f} ms, a tenth)",
            )
            # 3. the moment the cached board expires, 20 addresses ask at once
            health = HealthWatch(server, origins.new(keep_alive=True))
            health.start()
            await asyncio.sleep(max(0.0, filled + cache + 0.3 - time.monotonic()))
            idle = await health.stop()
            run.note("floods", f"before the readers come, {idle}")
            health.start()
            reads = board.reads()
            elapsed, cpu = await board.burst(20, 1)
            await asyncio.sleep(0.3)
            stampede = board.reads() - reads
            run.check(
                "floods",
                f"20 addresses ask at once for the board that has just expired: "
                f"{stampede} reads from storage, {board.percentiles()}; {await health.stop()}",
                stampede <= 1,
                "1 read (the others wait for it)",
            )
            # 4. the loop: 20 addresses, 25 reads each, within their allowance
            reads = board.reads()
            health.start()
            elapsed, cpu = await board.burst(20, 25)
            meanwhile = await health.stop()
            await asyncio.sleep(0.3)
            served = len(board.latencies)
            expected = math.ceil(elapsed / cache) + 1
            run.check(
                "floods",
                f"{served} reads from 20 addresses in {elapsed:.1f} s "
                f"({served / elapsed:.0f}/s): {board.reads() - reads} from storage, "
                f"{board.percentiles()}, server CPU {cpu / max(1, served) * 1000:.1f} ms "
                "per request",
                board.reads() - reads <= expected,
                f"≤ {expected} reads from storage (today's board cached {cache:g} s)",
            )
            degraded = server.log_text().count("the database does not answer")
            run.check(
                "floods",
                f"the node during that loop: {meanwhile}; its log says 'the database does not "
                f"answer' {degraded} times",
                degraded == 0 and set(health.statuses) == {200},
                "reading boards within the limits never makes the node look degraded (503)",
            )
        finally:
            await origins.close()


# --- crashing inputs ----------------------------------------------------------------------------


async def part_inputs(run: Run) -> None:
    origins = Origins()
    with ServerProcess(run.folder, "inputs", [], log_level="INFO") as server:
        try:
            await odd_inputs(run, server, origins)
            await hello_flood(run, server, origins, Hello(token=f"².{SECRET}"), "bad-token")
        finally:
            await origins.close()
    failing = ServerProcess(
        run.folder,
        "inputs-failing",
        [],
        instruments=["--fail-new-players"],
        log_level="INFO",
    )
    failing.command += ["--new-players-per-minute", "1000000"]  # only the errors count
    with failing:
        try:
            await hello_flood(run, failing, origins, Hello(name="Ada"), "internal-error")
        finally:
            await origins.close()


async def odd_inputs(run: Run, server: ServerProcess, origins: Origins) -> None:
    origin = origins.new()
    journal = "/tables/ABCDEFGH/journal"
    await asyncio.sleep(1.0)  # what the server logs at start is not the inputs'
    requests = [
        ("/players/²", "/players/²", {}, {404}),
        ("/players/٥", "/players/٥", {}, {404}),
        (f"/players/{2**63}", f"/players/{2**63}", {}, {404}),
        ("/daily/²/yatzy", "/daily/²/yatzy", {}, {400, 404}),
        ("journal with Bearer ².…", journal, {"Authorization": f"Bearer ².{SECRET}"}, {401}),
        (
            "journal with Bearer 2^64-1.…",
            journal,
            {"Authorization": f"Bearer {2**64 - 1}.{SECRET}"},
            {401},
        ),
    ]
    before = server.log_size()
    for label, path, headers, good in requests:
        status, body, _ = await origin.get(server.url + path, headers)
        run.check(
            "inputs", f"GET {label}: {status} {body.decode()[:40]}", status in good,
            " or ".join(map(str, sorted(good))) + " (never a 500)",
        )  # fmt: skip
    for head in ("²", "٥", str(2**63)):
        sock = await origin.socket(server.url)
        await sock.send(Hello(token=f"{head}.{SECRET}"))
        reply = await sock.answer(Welcome)
        run.check(
            "inputs",
            f"hello with the token {head}.…: {refusal(reply)}",
            isinstance(reply, Error) and reply.code is ErrorCode.BAD_TOKEN,
            "bad_token (never internal)",
        )
        await sock.close()
    mallory = await welcomed(origin, server.url, "Mallory")
    await open_table(mallory, seats=2, private=True)
    for player, label in ((2**63, "2^63"), (2**64 - 1, "2^64-1")):
        await mallory.send(Invite(player=player))
        reply = await mallory.answer(Invited)
        run.check(
            "inputs",
            f"invite of the id {label}: {refusal(reply)}",
            isinstance(reply, Error) and reply.code is ErrorCode.INVALID_OPTIONS,
            "invalid_options (never internal)",
        )
    await mallory.close()
    await asyncio.sleep(0.2)
    with server.log.open("rb") as log:
        log.seek(before)
        lines, tracebacks = log_figures(log.read().decode(errors="replace"))
    run.check(
        "inputs",
        f"the server's log meanwhile: {lines} lines, {tracebacks} tracebacks",
        tracebacks == 0,
        "no traceback",
    )


async def hello_flood(
    run: Run, server: ServerProcess, origins: Origins, hello: Hello, kind: str
) -> None:
    """8 sockets from 8 addresses send ``hello`` as fast as they are answered, reconnecting
    when they are closed, for ``--hello-flood-seconds``."""
    seconds = run.args.hello_flood_seconds
    stats: Counter[str] = Counter()
    closed: Counter[str] = Counter()
    until = math.inf

    async def one(origin: Origin) -> None:
        while time.monotonic() < until:
            try:
                sock = await origin.socket(server.url)
            except aiohttp.WSServerHandshakeError as error:
                stats[f"connects refused ({error.status})"] += 1
                await asyncio.sleep(0.2)
                continue
            stats["connections"] += 1
            try:
                while time.monotonic() < until:
                    await sock.send(hello)
                    stats["hellos"] += 1
                    reply = await sock.answer(Welcome)
                    stats[refusal(reply)] += 1
            except Closed as gone:
                closed[gone.reason or "without bye"] += 1
            except TimeoutError:
                stats["unanswered"] += 1
            finally:
                await sock.close()

    await asyncio.sleep(1.0)  # what the server logs at start is not the attack's
    before = server.log_size()
    started = time.perf_counter()
    until = time.monotonic() + seconds
    await asyncio.gather(*(one(origins.new()) for _ in range(8)))
    elapsed = time.perf_counter() - started
    await asyncio.sleep(0.5)  # the last lines reach the file
    grown = server.log_size() - before
    with server.log.open("rb") as log:
        log.seek(before)
        lines, tracebacks = log_figures(log.read().decode(errors="replace"))
    counts = ", ".join(f"{v} {k}" for k, v in stats.most_common() if k not in {"hellos"})
    budget = min(8 * errorlog.PER_ADDRESS.burst, errorlog.PER_NODE.burst)
    flooding = closed.get("flooding", 0)
    if kind == "internal-error":
        holds = flooding >= 8 and tracebacks <= budget
        expected = (
            f"every socket closed for flooding (10 strikes), ≤ {budget:.0f} tracebacks a "
            f"minute ({errorlog.PER_ADDRESS.burst:.0f} per address, "
            f"{errorlog.PER_NODE.burst:.0f} per node)"
        )
        what = "hellos that fail inside (instrumented server, every one an internal error)"
    else:
        holds = tracebacks == 0 and lines <= stats["connections"]
        expected = "no traceback, at most a line per connection"
        what = "hellos with the token ².… (bad_token)"
    run.check(
        "inputs",
        f"8 sockets from 8 addresses sending {what} for {elapsed:.1f} s: "
        f"{stats['hellos']} hellos sent ({counts}); closed {dict(closed) or 'never'}; "
        f"the log grew {grown / 1024:.1f} KiB, {lines} lines, {tracebacks} tracebacks",
        holds,
        expected,
    )


# --- daily scouting -------------------------------------------------------------------------------

SCENARIO_GAIN = re.compile(r"^(?P<name>.+?)\s{2,}.*\s(?P<gain>[+-]\d+\.\d) ± (?P<half>\d+\.\d)$")


def part_scouting(run: Run) -> None:
    days = run.args.scouting_days
    command = "benchmarks/bench_daily_scouting.py"
    if days <= 0:
        run.note(
            "scouting",
            f"not run (--scouting-days 0): .venv/bin/python {command} --days 400 measures what "
            "a scout's record is worth (docs/server.md has its figures)",
        )
        return
    started = time.perf_counter()
    result = subprocess.run(
        [sys.executable, command, "--days", str(days)],
        cwd=ROOT, capture_output=True, text=True, timeout=600, check=True,
    )  # fmt: skip
    elapsed = time.perf_counter() - started
    gains = {}
    for line in result.stdout.splitlines():
        found = SCENARIO_GAIN.match(line)
        if found:
            gains[found["name"].strip()] = (float(found["gain"]), float(found["half"]))
    run.note(
        "scouting",
        f"{command} --days {days} ({elapsed:.0f} s): the gain of an attempt that knows a "
        "scout's record over a fresh one (mean ± 95 %):",
    )
    for name, (gain, half) in gains.items():
        text = f"  {name}: {gain:+.1f} ± {half:.1f}"
        if name.startswith("old"):
            run.note("scouting", text + " (the construction before, for comparison)")
        else:
            run.check("scouting", text, gain <= half, "no gain beyond noise")
    run.note(
        "scouting",
        f"for the figures in docs/server.md: .venv/bin/python {command} --days 400 (~5 minutes)",
    )


# --- the run --------------------------------------------------------------------------------------

ASYNC_PARTS: dict[str, Callable[[Run], Awaitable[None]]] = {
    "restoring": part_restoring,
    "memory": part_memory,
    "forged": part_forged,
    "names": part_names,
    "internals": part_internals,
    "presence": part_presence,
    "floods": part_floods,
    "inputs": part_inputs,
}


async def run_parts(run: Run, parts: list[str]) -> None:
    for part in parts:
        started = time.perf_counter()
        if part == "scouting":
            await asyncio.to_thread(part_scouting, run)
        else:
            await ASYNC_PARTS[part](run)
        print(f"[{part}] ({time.perf_counter() - started:.0f} s)", flush=True)


def parts_of(text: str) -> list[str]:
    chosen = [p.strip() for p in text.split(",") if p.strip()]
    unknown = [p for p in chosen if p not in PARTS]
    if unknown:
        raise argparse.ArgumentTypeError(f"unknown parts {unknown}; choose from {list(PARTS)}")
    return [p for p in PARTS if p in chosen]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument(
        "--parts", type=parts_of, default=list(PARTS), help=f"default: {','.join(PARTS)}"
    )
    parser.add_argument("--actions", type=int, default=35_000, help="memory: journal entries")
    parser.add_argument("--senders", type=int, default=20, help="memory: silent senders")
    parser.add_argument("--rate", type=float, default=14.0, help="memory: syncs/s per sender")
    parser.add_argument("--seconds", type=float, default=20.0, help="memory: seconds per round")
    parser.add_argument("--hellos", type=int, default=24, help="forged: hellos per attacker")
    parser.add_argument("--guesses", type=int, default=240, help="forged: code guesses")
    parser.add_argument("--health-requests", type=int, default=200, help="internals: a burst")
    parser.add_argument("--flood-seconds", type=float, default=10.0, help="floods: tables")
    parser.add_argument("--rename-seconds", type=float, default=5.0, help="floods: renames")
    parser.add_argument(
        "--board-attempts", type=int, default=20_000, help="floods: attempts on the daily board"
    )
    parser.add_argument(
        "--hello-flood-seconds", type=float, default=3.0, help="inputs: each hello flood"
    )
    parser.add_argument(
        "--scouting-days", type=int, default=20, help="scouting: days (0: only how to run it)"
    )
    args = parser.parse_args()
    run = Run(args, Path(tempfile.mkdtemp(prefix="fuenfwurf-abuse-")))
    started = time.perf_counter()
    asyncio.run(run_parts(run, args.parts))
    print(
        f"{run.held + len(run.failed)} checks in {time.perf_counter() - started:.0f} s "
        f"(servers' files in {run.folder}); load average {os.getloadavg()[0]:.2f}"
    )
    if run.failed:
        print(f"{len(run.failed)} did NOT hold:")
        for failure in run.failed:
            print(f"  {failure}")
        sys.exit(1)
    print("every check held")


if __name__ == "__main__":
    main()
