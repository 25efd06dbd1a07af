"""What a stranger can cost the table server: memory under silent `sync` senders, and restoring
tables with long journals.

Run:  .venv/bin/python benchmarks/server_abuse.py [--actions 35000] [--senders 20] [--seconds 20]

1. Restoring: a SQLite file with one running table whose journal holds N hold/release actions
   (as two colluding players could write before holds were bounded per roll) is restored by a
   fresh node, for N = 5,000, 20,000 and 35,000; the time of ``Node.restore()`` is reported.
2. Memory: ``python -m app.server`` restores that table (``--actions`` entries), then
   ``--senders`` raw sockets watch it, send ``sync`` ``--rate`` times a second and never read
   their sockets, for ``--seconds``; a second round does the same at the rate the server allows,
   reconnecting whenever they are cut off. The server's RSS is sampled every 0.1 s: before, its
   peak, and after the senders are gone. Target: bounded by the byte budget per connection
   (1 MiB), not by what the senders ask for.
"""

from __future__ import annotations

import argparse
import asyncio
import base64
import json
import os
import random
import socket
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from app.rules import Game, Hold, Release, preset
from app.server.clock import ManualClock
from app.server.clockchoice import FALLBACK, ClockChooser
from app.server.cluster import LocalShared
from app.server.config import ServerConfig
from app.server.identity import new_secret
from app.server.metrics import Metrics
from app.server.node import Node
from app.server.storage import JournalAction, TableSettings, now_ms, storage_for

ROOT = Path(__file__).resolve().parents[1]
CODE = "ABCDEFGH"


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


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def run(args: argparse.Namespace) -> None:
    folder = Path(tempfile.mkdtemp(prefix="fuenfwurf-abuse-"))
    for actions in (5_000, 20_000, 35_000):
        database = str(folder / f"restore-{actions}.sqlite3")
        await seed(database, actions)
        seconds = min([await restore_seconds(database) for _ in range(3)])
        print(f"restore a table of {actions:>6,} journal entries: {seconds * 1000:7.0f} ms")

    database = str(folder / "attack.sqlite3")
    await seed(database, args.actions)
    port = free_port()
    command = [
        sys.executable, "-m", "app.server", "--port", str(port), "--db", database,
        "--advisor", "best-now", "--log-level", "WARNING",
        "--connects-per-minute", "100000", "--max-sockets-per-address", "1000",
    ]  # fmt: skip
    server = subprocess.Popen(command, cwd=ROOT)
    try:
        for _ in range(300):
            try:
                with socket.create_connection(("127.0.0.1", port), timeout=0.1):
                    break
            except OSError:
                time.sleep(0.1)
        await asyncio.sleep(1.0)
        before = rss_mb(server.pid)
        print(f"server RSS with the table restored ({args.actions:,} entries): {before:.0f} MB")
        for label, rate in (("as asked", args.rate), ("at the allowed rate", 0.5)):
            figures = await attack(port, server.pid, args.senders, rate, args.seconds)
            print(
                f"{args.senders} silent sync senders {label} ({rate:g}/s, {args.seconds:g} s): "
                f"peak {figures['peak_mb']:.0f} MB, {figures['after_mb']:.0f} MB after they left; "
                f"{figures['connections']:.0f} connections, {figures['syncs']:.0f} syncs sent, "
                f"{figures['cut_off']:.0f} cut off"
            )
    finally:
        server.terminate()
        server.wait(10)
    print(f"load average: {os.getloadavg()[0]:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--actions", type=int, default=35_000)
    parser.add_argument("--senders", type=int, default=20)
    parser.add_argument("--rate", type=float, default=14.0, help="syncs per second per sender")
    parser.add_argument("--seconds", type=float, default=20.0)
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
