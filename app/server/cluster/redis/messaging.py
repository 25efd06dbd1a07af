"""Messages between nodes over Redis: each node subscribes to its own channel and to ``all``
(one connection, ``resp``, watched for silence), and publishes everything through one other
connection, in the order it was queued, in batches where messages in a row for one channel
travel as one JSON array: what one node sends another arrives in order."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable

import msgspec
from redis.exceptions import RedisError

from ..resp import RespConnection, command, publishes
from ..shared import MessageHandler
from .link import COMMAND_SECONDS, CONNECT_SECONDS, RedisLink, log

SILENT_SECONDS = 5.0
"""A subscription that brings nothing, not even the answer to a ping, for this long is lost."""


class RedisMessaging:
    def __init__(self, link: RedisLink, heartbeat_seconds: float) -> None:
        self.link = link
        self.heartbeat_seconds = heartbeat_seconds
        self.subscribed = asyncio.Event()
        self._outbox: list[tuple[bytes, bytes]] = []
        self._heard = 0.0
        """When the subscription last brought something (``time.monotonic``)."""
        self._outbox_ready = asyncio.Event()
        self._outbox_empty = asyncio.Event()
        self._outbox_empty.set()
        self.on_message: MessageHandler = lambda _: None
        self.on_unheard: Callable[[str], None] = lambda _: None
        """Told the node a message went to that nobody heard: its subscription is gone (it
        died, or it is subscribing afresh; ``liveness`` finds out which)."""

    def send(self, node: str, data: bytes) -> None:
        self._queue(self.link.key("n", node), data)

    def announce(self, data: bytes) -> None:
        self._queue(self.link.key("all"), data)

    def _queue(self, channel: str, data: bytes) -> None:
        self._outbox.append((channel.encode(), data))
        self._outbox_ready.set()
        self._outbox_empty.clear()

    async def flush(self) -> None:
        await self._outbox_empty.wait()

    async def listen(self) -> None:
        """Read the subscriptions; after a lost connection, subscribe again from scratch. A
        quiet subscription is asked for a sign of life (``PING``), and one that gives none in
        ``SILENT_SECONDS`` is given up: a half-open connection must not leave the node deaf."""
        link = self.link
        while True:
            subscription: RespConnection | None = None
            try:
                subscription = await RespConnection.open(
                    link.url, CONNECT_SECONDS, link.connection_name
                )
                channels = (link.key("n", link.node), link.key("all"))
                subscription.write(command("SUBSCRIBE", *channels))
                async with asyncio.timeout(CONNECT_SECONDS):  # (not wait_for: ``publish``)
                    await subscription.replies(len(channels))
                link.listening = True
                self.subscribed.set()
                watchdog = asyncio.create_task(self._watch(subscription), name="redis watchdog")
                try:
                    while True:
                        for reply in await subscription.read():
                            self._heard = time.monotonic()
                            if reply[0] == b"message":
                                self._receive(reply[2])
                finally:
                    watchdog.cancel()
            except asyncio.CancelledError:
                raise
            except (RedisError, OSError, TimeoutError) as error:
                link.lost(error)
            except Exception:  # never stop listening: a node that does not listen is lost
                log.exception("listening to Redis failed; listening again")
                link.catch_up = True
            finally:
                link.listening = False
                if subscription is not None:
                    subscription.close()
            await asyncio.sleep(0.05)

    async def _watch(self, subscription: RespConnection) -> None:
        self._heard = time.monotonic()
        while True:
            await asyncio.sleep(self.heartbeat_seconds)
            quiet = time.monotonic() - self._heard
            if quiet > SILENT_SECONDS:
                log.warning("the subscription to Redis was silent for %.0f s", quiet)
                subscription.close()  # the read fails, and the node subscribes afresh
                return
            if quiet >= self.heartbeat_seconds:
                subscription.write(command("PING"))

    def _receive(self, data: bytes) -> None:
        try:
            if data[:1] == b"[":  # several messages published as one (``bundle``)
                for one in bundled(data):
                    self.on_message(bytes(one))
            else:
                self.on_message(data)
        except Exception:
            log.exception("handling a message from another node failed")

    def _unheard(self, messages: list[tuple[bytes, bytes]], heard: list[int]) -> None:
        """PUBLISH answers how many subscribers got the message: none, for a node's channel,
        is the first sign that the node died, long before its beat is late."""
        prefix = self.link.key("n", "").encode()
        for (channel, _), receivers in zip(messages, heard, strict=True):
            if receivers == 0 and channel.startswith(prefix):
                self.on_unheard(channel[len(prefix) :].decode())

    async def publish(self) -> None:
        """Publish what is queued, in order, a batch at a time, on one connection: one write,
        then its replies. Messages in a row for the same channel go as one (``bundle``), so a
        busy node publishes fewer, larger messages. While Redis is away, what is queued is
        dropped (the protocol's ``seq`` and the re-attaching after a reconnect make up for it)."""
        link = self.link
        connection: RespConnection | None = None
        while True:
            await self._outbox_ready.wait()
            self._outbox_ready.clear()
            batch, self._outbox = self._outbox, []
            if batch:
                try:
                    if connection is None:
                        connection = await RespConnection.open(
                            link.url, CONNECT_SECONDS, link.connection_name
                        )
                    messages = bundle(batch)
                    connection.write(publishes(messages))
                    # asyncio.timeout, not wait_for: on Python 3.11 wait_for loses a cancel
                    # that lands as the replies come, and this loop would go on for ever
                    async with asyncio.timeout(COMMAND_SECONDS):
                        heard = await connection.replies(len(messages))
                    self._unheard(messages, heard)
                except (RedisError, OSError, TimeoutError) as error:
                    if connection is not None:
                        connection.close()
                        connection = None
                    await link.failed(error)
                    log.warning("dropped %d messages to other nodes", len(batch))
            if not self._outbox:
                self._outbox_empty.set()


bundled = msgspec.json.Decoder(list[msgspec.Raw]).decode
"""The messages of one published bundle."""


def bundle(batch: list[tuple[bytes, bytes]]) -> list[tuple[bytes, bytes]]:
    """Messages in a row for one channel joined into one (a JSON array of the messages, each
    a JSON object): the order of everything in the batch stays as it was queued."""
    out: list[tuple[bytes, list[bytes]]] = []
    for channel, data in batch:
        if out and out[-1][0] == channel:
            out[-1][1].append(data)
        else:
            out.append((channel, [data]))
    return [
        (channel, group[0] if len(group) == 1 else b"[" + b",".join(group) + b"]")
        for channel, group in out
    ]
