"""Two apps on two "computers": network namespaces joined by a bridge, on this one machine.

Ada's app (namespace A) hosts a table from the app and announces it by mDNS; Bo's app
(namespace B) finds it under "Tables nearby", joins it with one click, and both play a turn and
say hello in the chat. Each app is a process of its own (``nearby_side.py``) run with
``ip netns exec``; the only network either sees is the test's bridge (in a third namespace), so
nothing reaches the machine's own network. The namespaces are removed whatever happens.

It needs root and ``ip netns``: skipped without them, failing with the reason under ``CI=true``.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SUBNET = "10.213.{}.{}"


def missing() -> str:
    """Why namespaces cannot be made here ("" when they can)."""
    if sys.platform != "linux":
        return "network namespaces are Linux's"
    if shutil.which("ip") is None:
        return "the ip tool (iproute2) is not installed"
    if os.geteuid() != 0:
        return "network namespaces need root"
    probe = f"fwprobe{uuid.uuid4().hex[:6]}"
    made = subprocess.run(
        ["ip", "netns", "add", probe], check=False, capture_output=True, text=True
    )
    if made.returncode != 0:
        return f"ip netns add failed: {made.stderr.strip()}"
    subprocess.run(["ip", "netns", "delete", probe], check=False, capture_output=True)
    return ""


def need_namespaces() -> None:
    reason = missing()
    if not reason:
        return
    if os.environ.get("CI") == "true":
        pytest.fail(f"the nearby test needs network namespaces: {reason}")
    pytest.skip(reason)


def ip(*args: str) -> None:
    done = subprocess.run(["ip", *args], check=False, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"ip {' '.join(args)}: {done.stderr.strip()}")


@dataclass
class Network:
    bridge: str
    """The namespace of the bridge (the "switch" between the two computers)."""
    computers: dict[str, str]
    """Namespace of each side, by role."""
    addresses: dict[str, str]


@pytest.fixture
def network() -> Iterator[Network]:
    need_namespaces()
    mark = uuid.uuid4().hex[:6]
    third = int(mark[:2], 16) % 200 + 20
    bridge_ns = f"fw-{mark}-br"
    names = {"host": f"fw-{mark}-a", "guest": f"fw-{mark}-b"}
    made: list[str] = []
    try:
        for namespace in (bridge_ns, *names.values()):
            ip("netns", "add", namespace)
            made.append(namespace)
            ip("-n", namespace, "link", "set", "lo", "up")
        ip("-n", bridge_ns, "link", "add", "br0", "type", "bridge", "mcast_snooping", "0")
        ip("-n", bridge_ns, "link", "set", "br0", "up")
        addresses = {}
        for number, (role, namespace) in enumerate(names.items(), start=1):
            outer = f"fw{mark}{number}"  # at most 15 characters
            ip("link", "add", outer, "type", "veth", "peer", "name", f"{outer}p")
            ip("link", "set", outer, "netns", namespace)
            ip("link", "set", f"{outer}p", "netns", bridge_ns)
            ip("-n", namespace, "link", "set", outer, "name", "eth0")
            address = SUBNET.format(third, number)
            ip("-n", namespace, "addr", "add", f"{address}/24", "dev", "eth0")
            ip("-n", namespace, "link", "set", "eth0", "multicast", "on", "up")
            ip("-n", bridge_ns, "link", "set", f"{outer}p", "master", "br0", "up")
            addresses[role] = address
        yield Network(bridge_ns, names, addresses)
    finally:
        for namespace in made:
            subprocess.run(["ip", "netns", "delete", namespace], check=False, capture_output=True)
        for number in (1, 2):  # a pair still outside the namespaces (a failure half-way)
            subprocess.run(
                ["ip", "link", "delete", f"fw{mark}{number}"], check=False, capture_output=True
            )


def start_side(network: Network, role: str, folder: Path) -> subprocess.Popen[str]:
    environment = {
        key: value
        for key, value in os.environ.items()
        if not key.startswith(("XDG_", "QT_", "PYTEST", "FUENFWURF_"))
    }
    environment["PYTHONPATH"] = str(ROOT)
    return subprocess.Popen(
        [
            "ip",
            "netns",
            "exec",
            network.computers[role],
            sys.executable,
            "-m",
            "tests.e2e.nearby_side",
            role,
            str(folder),
        ],
        cwd=ROOT,
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


def report_of(role: str, process: subprocess.Popen[str], timeout: float) -> dict[str, object]:
    try:
        out, err = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        process.kill()
        out, err = process.communicate()
    lines = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    reports = [line for line in lines if "ok" in line]
    assert reports, f"{role} said nothing conclusive:\n{out}\n{err[-3000:]}"
    report = reports[-1]
    assert report["ok"], f"{role}: {report.get('error')}\n{report.get('trace')}\n{err[-3000:]}"
    report["lines"] = lines
    return report


def test_a_friend_nearby_finds_the_hosted_table_and_plays(network: Network, tmp_path: Path) -> None:
    host = start_side(network, "host", tmp_path / "ada")
    guest = start_side(network, "guest", tmp_path / "bo")
    try:
        ada = report_of("host", host, 180)
        bo = report_of("guest", guest, 60)
    finally:
        for process in (host, guest):
            if process.poll() is None:
                process.kill()
                process.wait()
    host_address = network.addresses["host"]
    hosting = next(line for line in ada["lines"] if line.get("event") == "hosting")
    # The host shows the address of its own network, never loopback, on the default port.
    assert hosting["addresses"] == [f"{host_address}:8765"]
    assert ada["invitation_server"] == f"ws://{host_address}:8765"
    # Bo found the table nearby and plays on Ada's computer.
    assert bo["host"] == "Ada"
    assert bo["server"] == f"ws://{host_address}:8765"
    assert bo["entries"] >= 2  # a turn each
    assert {"Hallo from Ada", "Hallo from Bo"} <= set(ada["chat"]) & set(bo["chat"])  # type: ignore[arg-type]
    # While Bo sat there, quitting the host's app would have asked first.
    assert ada["guests"] == ["Bo"]
    assert ada["quit_warning"] == "hosting"
