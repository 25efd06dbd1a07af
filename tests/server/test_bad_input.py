"""Bad input from clients: random bytes, wrong types, huge and deeply nested JSON, unknown
messages, actions out of turn, replayed and duplicated messages. The server answers with an
error code, changes nothing, keeps running, and other tables play on undisturbed."""

from __future__ import annotations

import asyncio
import json
import random
from typing import Any

import aiohttp
import pytest
from aiohttp.test_utils import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from app.net import (
    CLIENT_TYPES,
    MAX_MESSAGE_BYTES,
    AnyServerMessage,
    Bye,
    CloseReason,
    EnterBox,
    Error,
    ErrorCode,
    Hello,
    HoldDie,
    LobbyState,
    RollDice,
    StrikeBox,
    TableState,
    Welcome,
    encode,
)
from app.server.ratelimit import Rate

from .conftest import MakeServer, node_of
from .helpers import Client, Closed, connect, play_to_end
from .test_games import seat_players

GENEROUS = Rate(burst=1e9, per_second=1e9)
FUZZ = settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=30),
    lambda inner: (
        st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4)
    ),
    max_leaves=20,
)
FIELDS = (
    "id",
    "die",
    "box",
    "step",
    "text",
    "code",
    "seats",
    "clock",
    "preset",
    "name",
    "token",
    "watch",
    "triple",
    "private",
    "client",
)
message_like = st.builds(
    lambda kind, version, extra: {"type": kind, "v": version, **extra},
    st.sampled_from(sorted(CLIENT_TYPES)) | st.text(max_size=12),
    st.sampled_from([1, 1, 1, 0, 2, "1", None, 1.5]),
    st.dictionaries(st.sampled_from(FIELDS), json_values, max_size=4),
)


class Arena:
    """An attacker with a table of its own, next to a table of innocent players."""

    def __init__(self, server: TestClient[Any, Any]) -> None:
        self.server = server
        self.marker = 0
        self.rng = random.Random(1)

    async def start(self) -> None:
        self.victim_code, self.victims = await seat_players(self.server, 2)
        _, (self.attacker, self.partner) = await seat_players(self.server, 2)
        self.stranger = Client(await self.server.ws_connect("/ws"))  # never says hello

    async def answers(self, client: Client, payload: str | bytes) -> list[AnyServerMessage]:
        """Send ``payload``, then a marker that is refused with its id: what came between."""
        self.marker += 1
        await client.send_raw(payload)
        await client.send_raw(json.dumps({"type": "hello", "v": 1, "id": self.marker}))
        got: list[AnyServerMessage] = []
        while True:
            message = await client.receive()
            if isinstance(message, Error) and message.ref == self.marker:
                return got
            got.append(message)

    async def still_fine(self) -> None:
        """The innocent table is exactly as its players think, and it plays on."""
        table = node_of(self.server).tables[self.victim_code]
        assert all(v.game == table.game for v in self.victims)
        if table.game is not None and not table.game.over:
            await play_to_end(self.victims, self.rng, moves=1)
            assert all(v.game == table.game for v in self.victims)


@pytest.fixture
async def arena(make_server: MakeServer) -> Arena:
    server = await make_server(messages=GENEROUS, strikes=GENEROUS)
    ready = Arena(server)
    await ready.start()
    return ready


def only_errors(messages: list[AnyServerMessage]) -> list[ErrorCode]:
    assert all(isinstance(m, Error) for m in messages), messages
    return [m.code for m in messages]  # type: ignore[union-attr]


@FUZZ
@given(payload=st.binary(max_size=300))
async def test_random_bytes_are_refused(arena: Arena, payload: bytes) -> None:
    assert only_errors(await arena.answers(arena.attacker, payload)) == [ErrorCode.MALFORMED]
    try:
        text = payload.decode()
    except UnicodeDecodeError:
        pass
    else:
        codes = only_errors(await arena.answers(arena.attacker, text))
        assert len(codes) == 1 or text.strip().startswith("{")
    await arena.still_fine()


@FUZZ
@given(value=json_values)
async def test_json_that_is_no_message_is_refused(arena: Arena, value: Any) -> None:
    if isinstance(value, dict) and "type" in value and "v" in value:
        return  # may be a message: covered below
    codes = only_errors(await arena.answers(arena.attacker, json.dumps(value)))
    assert codes == [ErrorCode.MALFORMED]
    await arena.still_fine()


@FUZZ
@given(message=message_like)
async def test_wrong_types_unknown_messages_and_versions_are_answered(
    arena: Arena, message: dict[str, Any]
) -> None:
    answers = await arena.answers(arena.attacker, json.dumps(message))
    errors = [m for m in answers if isinstance(m, Error)]
    if message["v"] != 1 or isinstance(message["v"], bool):
        assert [e.code for e in errors] in (
            [ErrorCode.UNSUPPORTED_VERSION],
            [ErrorCode.MALFORMED],
        )
    elif message["type"] not in CLIENT_TYPES:  # (or a malformed id, found first)
        assert [e.code for e in errors] in ([ErrorCode.UNKNOWN_TYPE], [ErrorCode.MALFORMED])
    assert len(errors) <= 1
    stranger = await arena.answers(arena.stranger, json.dumps(message))
    if any(isinstance(m, Welcome) for m in stranger):  # a valid hello: no stranger any more
        arena.stranger = Client(await arena.server.ws_connect("/ws"))
    else:
        assert all(isinstance(m, Error) for m in stranger)
    await arena.still_fine()


@FUZZ
@given(depth=st.integers(min_value=50, max_value=2000), bracket=st.sampled_from("[{"))
async def test_deeply_nested_json_is_refused(arena: Arena, depth: int, bracket: str) -> None:
    opened = '{"a":' * depth if bracket == "{" else "[" * depth
    closed = "}" * depth if bracket == "{" else "]" * depth
    payload = '{"type":"chat","v":1,"text":' + opened + "1" + closed + "}"
    codes = only_errors(await arena.answers(arena.attacker, payload))
    assert codes in ([ErrorCode.MALFORMED], [ErrorCode.TOO_LARGE])
    await arena.still_fine()


@FUZZ
@given(size=st.integers(min_value=MAX_MESSAGE_BYTES + 1, max_value=60_000))
async def test_oversized_messages_are_refused(arena: Arena, size: int) -> None:
    payload = '{"type":"chat","v":1,"text":"' + "x" * size + '"}'
    assert only_errors(await arena.answers(arena.attacker, payload)) == [ErrorCode.TOO_LARGE]
    await arena.still_fine()


async def test_a_message_of_exactly_the_limit_is_read(arena: Arena) -> None:
    message = '{"type":"lobby","v":1,"watch":false}'
    payload = message + " " * (MAX_MESSAGE_BYTES - len(message))
    answers = await arena.answers(arena.attacker, payload)
    assert [type(m) for m in answers] == [LobbyState]
    answers = await arena.answers(arena.attacker, payload + " ")
    assert only_errors(answers) == [ErrorCode.TOO_LARGE]


async def test_actions_out_of_turn_change_nothing(arena: Arena) -> None:
    attacker, partner = arena.attacker, arena.partner
    assert attacker.you == 0 and partner.game is not None
    before = partner.game
    for message in (
        RollDice(step=partner.step),
        HoldDie(die=0),
        EnterBox(box="chance", step=partner.step),
        StrikeBox(box="ones", step=partner.step),
    ):
        codes = only_errors(await arena.answers(partner, message_text(message)))
        assert codes in ([ErrorCode.NOT_YOUR_TURN], [ErrorCode.ROLL_FIRST])
    assert node_of(arena.server).tables[attacker.table.code].game == before  # type: ignore[union-attr]
    await arena.still_fine()


async def test_replayed_and_duplicated_actions_are_stale(arena: Arena) -> None:
    attacker = arena.attacker
    roll = message_text(RollDice(step=attacker.step))
    assert not [m for m in await arena.answers(attacker, roll) if isinstance(m, Error)]
    assert attacker.game is not None and attacker.game.rolls_used == 1
    game = attacker.game
    assert only_errors(await arena.answers(attacker, roll)) == [ErrorCode.STALE]
    box = max(game.options(), key=game.options().__getitem__)
    enter = message_text(EnterBox(box=box, step=attacker.step))
    await arena.answers(attacker, enter)
    assert attacker.game is not None and attacker.game.current == 1
    assert only_errors(await arena.answers(attacker, enter)) == [ErrorCode.STALE]
    assert only_errors(await arena.answers(attacker, roll)) == [ErrorCode.STALE]
    table = node_of(arena.server).tables[attacker.table.code]  # type: ignore[union-attr]
    assert table.game == attacker.game
    await arena.still_fine()


def message_text(message: Any) -> str:
    return encode(message).decode()


async def test_a_client_that_keeps_sending_garbage_is_disconnected(
    server: TestClient[Any, Any],
) -> None:
    _, (ada, bo) = await seat_players(server, 2)
    for _ in range(11):  # ten strikes are forgiven
        await ada.send_raw("not json")
    with pytest.raises(Closed):
        while True:
            message = await ada.receive()
            if isinstance(message, Bye):
                assert message.reason is CloseReason.FLOODING
    await bo.send_raw(json.dumps({"type": "sync", "v": 1}))
    assert isinstance(await bo.expect(TableState), TableState)


async def test_a_flooding_client_is_told_then_disconnected(make_server: MakeServer) -> None:
    server = await make_server(messages=Rate(burst=20, per_second=1))
    ada = await connect(server, "Ada")
    for _ in range(40):
        await ada.send_raw(json.dumps({"type": "lobby", "v": 1, "watch": False}))
    codes, bye = [], None
    try:
        while True:
            message = await ada.receive()
            if isinstance(message, Error):
                codes.append(message.code)
            elif isinstance(message, Bye):
                bye = message
    except Closed:
        pass
    assert ErrorCode.RATE_LIMITED in codes
    assert bye is not None and bye.reason is CloseReason.FLOODING
    fresh = await connect(server, "Bo")  # the server itself is fine
    assert fresh.player_id is not None


async def test_too_many_sockets_from_one_address_are_refused(make_server: MakeServer) -> None:
    server = await make_server(max_sockets_per_address=3)
    kept = [await server.ws_connect("/ws") for _ in range(3)]
    with pytest.raises(aiohttp.WSServerHandshakeError) as refused:
        await server.ws_connect("/ws")
    assert refused.value.status == 429
    await kept[0].close()
    for _ in range(100):
        try:
            extra = await server.ws_connect("/ws")
            break
        except aiohttp.WSServerHandshakeError:  # free once the server has seen the close
            await asyncio.sleep(0.01)
    await extra.close()


async def test_a_client_that_never_says_hello_is_closed(
    server: TestClient[Any, Any], clock: Any
) -> None:
    silent = Client(await server.ws_connect("/ws"))
    clock.advance(11.0)
    assert (await silent.expect(Bye)).reason is CloseReason.NO_HELLO


async def test_a_hello_the_server_is_slow_over_is_not_cut_off(
    server: TestClient[Any, Any], clock: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The hello deadline is for clients that never greet, not for a busy database."""
    storage = node_of(server).storage
    create_player = storage.create_player
    released = asyncio.Event()

    async def slow_create_player(*args: Any, **kwargs: Any) -> int:
        await released.wait()
        return await create_player(*args, **kwargs)

    monkeypatch.setattr(storage, "create_player", slow_create_player)
    ada = Client(await server.ws_connect("/ws"))
    await ada.send(Hello(name="Ada"))
    for _ in range(3):  # past the deadline, and past the server's second looks
        clock.advance(5.0)
        await asyncio.sleep(0.05)
    released.set()
    assert (await ada.expect(Welcome)).player.name == "Ada"
