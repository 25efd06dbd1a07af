"""Cluster nodes as processes of their own (``python -m app.server --redis ...``), for what only
a process can show: being killed with SIGKILL, paused with SIGSTOP, stopped with SIGTERM."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from pathlib import Path
from typing import Any

import aiohttp

from app.host.ports import free_port

ROOT = Path(__file__).resolve().parents[3]
PROXY_SOURCE = "127.0.0.2"
"""Where HAProxy connects to the nodes from (``localcluster.PROXY_SOURCE``), the one address
they trust: a test's own client, from 127.0.0.1, counts as itself."""


class ProcessNode:
    def __init__(self, name: str, arguments: list[str], log: Path) -> None:
        self.name = name
        self.port = free_port()
        self.metrics_port = free_port()
        """The node's operators' listener (``/metrics``, ``/status``) on loopback."""
        self._arguments = arguments
        self._log = log
        self.process: asyncio.subprocess.Process | None = None
        self._session = aiohttp.ClientSession()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    async def start(self) -> ProcessNode:
        with self._log.open("ab") as log:
            self.process = await asyncio.create_subprocess_exec(
                sys.executable,
                "-m",
                "app.server",
                "--port",
                str(self.port),
                "--node",
                self.name,
                "--metrics-port",
                str(self.metrics_port),
                *self._arguments,
                cwd=ROOT,
                env=os.environ.copy(),
                stdout=log,
                stderr=log,
            )
        for _ in range(400):
            if self.process.returncode is not None:
                raise AssertionError(f"node {self.name} exited:\n{self._log.read_text()[-3000:]}")
            try:
                async with self._session.get(self.url + "/health") as response:
                    if response.status == 200:
                        return self
            except aiohttp.ClientError:
                pass
            await asyncio.sleep(0.05)
        raise AssertionError(f"node {self.name} did not start:\n{self._log.read_text()[-3000:]}")

    async def ws_connect(self, path: str) -> aiohttp.ClientWebSocketResponse:
        return await self._session.ws_connect(self.url + path)

    @property
    def metrics_url(self) -> str:
        return f"http://127.0.0.1:{self.metrics_port}"

    async def health(self) -> dict[str, Any]:
        async with self._session.get(self.url + "/health") as response:
            body: dict[str, Any] = await response.json()
            return body

    async def status(self) -> dict[str, Any]:
        """The operators' ``/status``: the node, its sockets and tables."""
        async with self._session.get(self.metrics_url + "/status") as response:
            body: dict[str, Any] = await response.json()
            return body

    async def metric(self, name: str) -> float:
        async with self._session.get(self.metrics_url + "/metrics") as response:
            for line in (await response.text()).splitlines():
                if line.startswith(name + " "):
                    return float(line.split()[1])
        return 0.0

    def signal(self, signum: signal.Signals) -> None:
        assert self.process is not None
        self.process.send_signal(signum)

    async def kill(self) -> None:
        self.signal(signal.SIGKILL)
        await self.wait()

    async def terminate(self) -> int:
        self.signal(signal.SIGTERM)
        return await self.wait()

    async def wait(self, timeout: float = 30.0) -> int:
        assert self.process is not None
        return await asyncio.wait_for(self.process.wait(), timeout)

    async def close(self) -> None:
        if self.process is not None and self.process.returncode is None:
            self.process.send_signal(signal.SIGCONT)
            self.process.kill()
            await self.process.wait()
        await self._session.close()
