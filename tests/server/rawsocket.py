"""A websocket client written on a plain TCP socket, for clients that misbehave at the socket
level: one that never reads what the server sends (an aiohttp client would keep reading into
its own buffer), or one that sends half a request and stops."""

from __future__ import annotations

import asyncio
import base64
import json
import os
import socket
import struct
from typing import Any


class RawSocket:
    """Use ``await RawSocket.open(host, port)``; everything runs on the event loop."""

    def __init__(self, sock: socket.socket) -> None:
        self.sock = sock
        self._loop = asyncio.get_running_loop()

    @classmethod
    async def open(cls, host: str, port: int, *, receive_buffer: int = 4096) -> RawSocket:
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        # A small receive window, so that what the server sends piles up on its side.
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
        sock.setblocking(False)
        await asyncio.get_running_loop().sock_connect(sock, (host, port))
        return cls(sock)

    async def send_head(self, path: str = "/ws", headers: dict[str, str] | None = None) -> None:
        """The websocket upgrade request; the answer is never read."""
        key = base64.b64encode(os.urandom(16)).decode()
        lines = [
            f"GET {path} HTTP/1.1",
            "Host: localhost",
            "Upgrade: websocket",
            "Connection: Upgrade",
            f"Sec-WebSocket-Key: {key}",
            "Sec-WebSocket-Version: 13",
            *(f"{name}: {value}" for name, value in (headers or {}).items()),
        ]
        await self.send_bytes(("\r\n".join(lines) + "\r\n\r\n").encode())

    async def send_json(self, message: dict[str, Any]) -> None:
        await self.send_bytes(text_frame(json.dumps(message).encode()))

    async def send_bytes(self, data: bytes) -> None:
        await self._loop.sock_sendall(self.sock, data)

    async def closed_by_peer(self, timeout: float = 5.0) -> bool:
        """Whether the server closes the connection within ``timeout`` (reads what is left to
        find out)."""
        try:
            async with asyncio.timeout(timeout):
                while await self._loop.sock_recv(self.sock, 65536):
                    pass
        except (ConnectionResetError, BrokenPipeError):
            return True
        except TimeoutError:
            return False
        return True

    def close(self) -> None:
        self.sock.close()


def text_frame(payload: bytes) -> bytes:
    """One masked text frame, as a client must send it."""
    mask = os.urandom(4)
    length = len(payload)
    if length < 126:
        head = struct.pack("!BB", 0x81, 0x80 | length)
    elif length < 65536:
        head = struct.pack("!BBH", 0x81, 0x80 | 126, length)
    else:
        head = struct.pack("!BBQ", 0x81, 0x80 | 127, length)
    masked = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
    return head + mask + masked
