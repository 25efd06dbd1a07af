"""``make cluster``: a Fünfwurf cluster on this machine — table server nodes on the machine's
PostgreSQL and Redis, and HAProxy in front of them — until Ctrl-C.

The HAProxy configuration is ``packaging/server/haproxy.cfg`` itself, with its listen and node
lines replaced for loopback (``render``), so what runs here is what a deployment runs.

HAProxy connects to the nodes from ``PROXY_SOURCE`` (127.0.0.2: on Linux all of 127/8 is
loopback), and the nodes trust that address alone: a client on this machine that reaches a
node's port directly comes from 127.0.0.1 and is judged by its own address, whatever
``X-Forwarded-For`` it writes. Each node has its operators' listener (``/metrics``,
``/status``, ``/ready``) on a loopback port of its own.
"""

from __future__ import annotations

import argparse
import contextlib
import ctypes
import http.client
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
CONFIG = Path(__file__).with_name("haproxy.cfg")
PROXY_SOURCE = "127.0.0.2"
"""Where HAProxy connects to the nodes from: the one address the nodes trust."""


def render(
    listen: str,
    nodes: Sequence[tuple[str, str]],
    template: str | None = None,
    source: str | None = PROXY_SOURCE,
) -> str:
    """``haproxy.cfg`` listening on ``listen`` (``host:port``) in front of ``nodes`` (name,
    ``host:port``) instead of its own addresses, connecting to them (checks too) from
    ``source``; everything else as it stands."""
    text = template if template is not None else CONFIG.read_text()
    text = _replace_block(text, "listen", [f"    bind {listen}"])
    lines = [f"    source {source}"] if source else []
    lines += [f"    server {name} {address}" for name, address in nodes]
    return _replace_block(text, "nodes", lines)


def _replace_block(text: str, name: str, lines: list[str]) -> str:
    start, end = f"# --- {name} ---", f"# --- end of {name} ---"
    head, found, rest = text.partition(start)
    _, closed, tail = rest.partition(end)
    if not (found and closed):
        raise ValueError(f"haproxy.cfg has no {start!r} ... {end!r} block")
    return head + start + "\n" + "\n".join(lines) + "\n    " + end + tail


def haproxy() -> str:
    found = shutil.which("haproxy") or (
        "/usr/sbin/haproxy" if Path("/usr/sbin/haproxy").exists() else None
    )
    if found is None:
        raise SystemExit(
            "HAProxy is missing: sudo apt-get install haproxy (make test installs it as root)"
        )
    return found


def wait_healthy(url: str, process: subprocess.Popen[bytes], seconds: float = 30.0) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"{url}: the process exited with {process.returncode}")
        try:
            with urllib.request.urlopen(url, timeout=1.0) as response:
                if response.status == 200:
                    return
        except (OSError, http.client.HTTPException):  # not listening yet, or not answering
            time.sleep(0.1)
    raise SystemExit(f"{url} did not answer in {seconds:.0f} s")


def wait_listening(host: str, port: int, process: subprocess.Popen[bytes]) -> None:
    deadline = time.monotonic() + 10.0
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise SystemExit(f"HAProxy exited with {process.returncode} (see its log)")
        try:
            with socket.create_connection((host, port), timeout=1.0):
                return
        except OSError:
            time.sleep(0.05)
    raise SystemExit(f"HAProxy does not listen on {host}:{port}")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--nodes", type=int, default=3)
    parser.add_argument("--port", type=int, default=8765, help="the front door (default 8765)")
    parser.add_argument("--first-node-port", type=int, default=8771)
    parser.add_argument(
        "--first-metrics-port",
        type=int,
        default=9771,
        help="node N's /metrics, /status and /ready on 127.0.0.1 (default 9771 onwards)",
    )
    parser.add_argument(
        "--db",
        default=os.environ.get("FUENFWURF_CLUSTER_DB", "postgresql://postgres@127.0.0.1:5432/test"),
    )
    parser.add_argument("--db-schema", default="fuenfwurf_cluster")
    parser.add_argument(
        "--redis", default=os.environ.get("FUENFWURF_CLUSTER_REDIS", "redis://127.0.0.1:6379/0")
    )
    parser.add_argument("--redis-prefix", default="fwcluster")
    parser.add_argument("--advisor", choices=("strategy", "best-now"), default="strategy")
    args = parser.parse_args(argv)
    haproxy_binary = haproxy()
    folder = Path(tempfile.mkdtemp(prefix="fuenfwurf-cluster-"))
    processes: list[subprocess.Popen[bytes]] = []
    nodes: list[tuple[str, str]] = []
    operators: list[str] = []
    front_door: subprocess.Popen[bytes] | None = None
    try:
        for index in range(args.nodes):
            name, port = f"node-{index + 1}", args.first_node_port + index
            metrics_port = args.first_metrics_port + index
            log = (folder / f"{name}.log").open("ab")
            processes.append(subprocess.Popen(
                [
                    sys.executable, "-m", "app.server", "--host", "127.0.0.1", "--port", str(port),
                    "--db", args.db, "--db-schema", args.db_schema,
                    "--redis", args.redis, "--redis-prefix", args.redis_prefix,
                    "--node", name, "--trusted-proxy", PROXY_SOURCE, "--advisor", args.advisor,
                    "--metrics-port", str(metrics_port),
                ],
                cwd=ROOT, stdout=log, stderr=log, start_new_session=True,
                preexec_fn=stop_with_parent,  # noqa: PLW1509 (no threads here)
            ))  # fmt: skip
            nodes.append((name, f"127.0.0.1:{port}"))
            operators.append(f"http://127.0.0.1:{metrics_port}")
            wait_healthy(f"http://127.0.0.1:{port}/health", processes[-1])
        config = folder / "haproxy.cfg"
        config.write_text(render(f"127.0.0.1:{args.port}", nodes))
        subprocess.run([haproxy_binary, "-c", "-q", "-f", str(config)], check=True)
        with (folder / "haproxy.log").open("ab") as log:
            front_door = subprocess.Popen(
                [haproxy_binary, "-db", "-f", str(config)],
                stdout=log,
                stderr=log,
                start_new_session=True,
                preexec_fn=stop_with_parent,  # noqa: PLW1509 (no threads here)
            )
        wait_listening("127.0.0.1", args.port, front_door)
        print(f"A cluster of {args.nodes} nodes behind HAProxy; logs in {folder}")
        for (name, address), operator in zip(nodes, operators, strict=True):
            print(f"  {name}: http://{address}/health, {operator}/metrics and /status")
        print(f"Connect the app to: ws://127.0.0.1:{args.port}   (Ctrl-C stops it all)", flush=True)
        while True:
            time.sleep(3600)
    except KeyboardInterrupt:
        pass
    finally:
        if front_door is not None:
            stop(front_door, "HAProxy")
        # One node after the other, as in a rolling restart: each hands its tables to the
        # nodes still running, and the last one keeps them in the database.
        for (name, _), process in zip(nodes, processes, strict=True):
            stop(process, name)
        print("stopped", flush=True)
    return 0


def stop(process: subprocess.Popen[bytes], name: str) -> None:
    """SIGTERM, then SIGKILL if it has not exited after 30 s."""
    if process.poll() is None:
        process.send_signal(signal.SIGTERM)
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()
    print(f"  {name} exited with {process.returncode}", flush=True)


def stop_with_parent() -> None:
    """In the child (Linux): SIGTERM when this process dies, however it dies, so that no node
    or HAProxy is left running without it."""
    with contextlib.suppress(OSError, AttributeError):
        ctypes.CDLL(None, use_errno=True).prctl(PR_SET_PDEATHSIG, signal.SIGTERM)


PR_SET_PDEATHSIG = 1


def _interrupt(signum: int, frame: object) -> None:
    raise KeyboardInterrupt


if __name__ == "__main__":
    # The children run in sessions of their own, so that Ctrl-C reaches only this process,
    # which stops them in order; SIGTERM stops it all the same way.
    signal.signal(signal.SIGTERM, _interrupt)
    sys.exit(main())
