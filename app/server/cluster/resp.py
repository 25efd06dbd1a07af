"""A bare Redis connection for the two streams that carry the messages between nodes: the
subscription a node listens on, and the publishing of what it sends.

The ``redis`` package's client pays for its generality on every message (a timeout scope, a
retry wrapper, health checks and a parse call per reply). The node's messages are the cluster's
hottest path, so these two connections speak RESP themselves, with the hiredis parser: one read
can carry many messages, and one write many commands. Everything else (scripts, leases, the
lobby) stays on the ``redis`` client.
"""

from __future__ import annotations

import asyncio
import ssl
from collections.abc import Sequence
from typing import Any

import hiredis
from redis.connection import SSLConnection, UnixDomainSocketConnection, parse_url

READ_SIZE = 1 << 16
"""Bytes asked of the socket per read: a busy subscription has many messages waiting."""


class RespError(ConnectionError):
    """Redis answered with an error, or the connection broke: the connection is done."""


def command(*parts: bytes | str | int) -> bytes:
    """One command in RESP, the protocol Redis reads."""
    out = [b"*%d\r\n" % len(parts)]
    for part in parts:
        data = part if isinstance(part, bytes) else str(part).encode()
        out.append(b"$%d\r\n%s\r\n" % (len(data), data))
    return b"".join(out)


class RespConnection:
    """One connection to the Redis of ``url`` (TCP, TLS or a unix socket; with its user and
    password). Not shared: one task writes and reads it at a time."""

    def __init__(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self._reader = reader
        self._writer = writer
        self._parser = hiredis.Reader()
        self._early: list[Any] = []
        """Replies read past those ``replies`` was asked for: ``read`` returns them first."""

    @classmethod
    async def open(cls, url: str, timeout: float, name: str = "") -> RespConnection:
        """Connect, log in, and give the connection ``name`` (``CLIENT SETNAME``) if one is
        given."""
        options: dict[str, Any] = parse_url(url)  # type: ignore[no-untyped-call]
        kind = options.get("connection_class")
        opening: Any
        if kind is UnixDomainSocketConnection:
            opening = asyncio.open_unix_connection(options["path"])
        else:
            secure = ssl.create_default_context() if kind is SSLConnection else None
            host, port = options.get("host", "localhost"), options.get("port", 6379)
            opening = asyncio.open_connection(host, port, ssl=secure)
        reader, writer = await asyncio.wait_for(opening, timeout)
        connection = cls(reader, writer)
        try:
            if options.get("password") is not None:
                user = options.get("username")
                auth = (
                    ("AUTH", user, options["password"]) if user else ("AUTH", options["password"])
                )
                connection.write(command(*auth))
                await asyncio.wait_for(connection.replies(1), timeout)
            if name:
                connection.write(command("CLIENT", "SETNAME", name))
                await asyncio.wait_for(connection.replies(1), timeout)
        except BaseException:
            connection.close()
            raise
        return connection

    def write(self, data: bytes) -> None:
        self._writer.write(data)

    async def drain(self) -> None:
        await self._writer.drain()

    async def replies(self, count: int) -> list[Any]:
        """The next ``count`` replies; an error reply ends the connection (``RespError``)."""
        found: list[Any] = []
        while len(found) < count:
            found.extend(await self.read())
        self._early = found[count:]
        return found[:count]

    async def read(self) -> list[Any]:
        """Every reply that one read of the socket completes (at least one)."""
        if self._early:
            early, self._early = self._early, []
            return early
        while True:
            replies = self._parsed()
            if replies:
                return replies
            data = await self._reader.read(READ_SIZE)
            if not data:
                raise RespError("Redis closed the connection")
            self._parser.feed(data)

    def _parsed(self) -> list[Any]:
        replies = []
        while (reply := self._parser.gets()) is not False:
            if isinstance(reply, hiredis.ReplyError):
                raise RespError(str(reply))
            replies.append(reply)
        return replies

    def close(self) -> None:
        self._writer.close()


def publishes(messages: Sequence[tuple[bytes, bytes]]) -> bytes:
    """``PUBLISH channel data`` for each (channel, data), as one write."""
    return b"".join(command(b"PUBLISH", channel, data) for channel, data in messages)
