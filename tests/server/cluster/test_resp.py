"""The nodes' own message streams over Redis: bundles keep the order of what was queued, and a
subscription hears published messages, bundled or not, in order."""

from __future__ import annotations

import asyncio

import pytest

from app.server.cluster.redis.messaging import bundle, bundled
from app.server.cluster.resp import RespConnection, RespError, command, publishes

from .conftest import REDIS_URL


@pytest.mark.parametrize(
    ("batch", "sent"),
    [
        ([], []),
        ([(b"a", b"{1}")], [(b"a", b"{1}")]),
        ([(b"a", b"{1}"), (b"a", b"{2}")], [(b"a", b"[{1},{2}]")]),
        # Only messages in a row are joined: what goes to another channel in between keeps
        # its place, so the order between the two channels is kept too.
        (
            [(b"a", b"{1}"), (b"b", b"{2}"), (b"a", b"{3}"), (b"a", b"{4}")],
            [(b"a", b"{1}"), (b"b", b"{2}"), (b"a", b"[{3},{4}]")],
        ),
    ],
)
def test_a_bundle_joins_only_messages_in_a_row_for_one_channel(
    batch: list[tuple[bytes, bytes]], sent: list[tuple[bytes, bytes]]
) -> None:
    assert bundle(batch) == sent


def test_a_bundle_splits_into_its_messages_as_they_were() -> None:
    messages = [b'{"k":"moved","table":1,"owner":"n"}', b'{"k":"lobby_changed","x":"[,]"}']
    ((_, data),) = bundle([(b"c", m) for m in messages])
    assert [bytes(raw) for raw in bundled(data)] == messages


def test_commands_are_written_in_resp() -> None:
    assert command("PING") == b"*1\r\n$4\r\nPING\r\n"
    assert publishes([(b"ch", b"hi")]) == b"*3\r\n$7\r\nPUBLISH\r\n$2\r\nch\r\n$2\r\nhi\r\n"


async def test_a_subscription_hears_what_is_published_in_order(redis_prefix: str) -> None:
    channel = f"{redis_prefix}:n:test".encode()
    listener = await RespConnection.open(REDIS_URL, 1.0)
    publisher = await RespConnection.open(REDIS_URL, 1.0)
    try:
        listener.write(command("SUBSCRIBE", channel))
        assert (await listener.replies(1))[0][0] == b"subscribe"
        messages = [(channel, b'{"n":%d}' % n) for n in range(200)]
        publisher.write(publishes(bundle(messages[:100]) + messages[100:]))
        assert await publisher.replies(101) == [1] * 101
        heard: list[bytes] = []
        while len(heard) < 101:
            heard.extend(reply[2] for reply in await listener.read() if reply[0] == b"message")
        unpacked = [bytes(raw) for raw in bundled(heard[0])] + heard[1:]
        assert unpacked == [data for _, data in messages]
    finally:
        listener.close()
        publisher.close()


async def test_an_error_reply_ends_the_connection_with_its_text(redis_prefix: str) -> None:
    connection = await RespConnection.open(REDIS_URL, 1.0)
    try:
        connection.write(command("NOSUCHCOMMAND"))
        with pytest.raises(RespError, match="unknown command"):
            await asyncio.wait_for(connection.replies(1), 2.0)
    finally:
        connection.close()
