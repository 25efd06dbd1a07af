"""Encoding and decoding every message, and the precise code for everything refused."""

from __future__ import annotations

import contextlib
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from app.net import (
    CLIENT_TYPES,
    MAX_MESSAGE_BYTES,
    SERVER_TYPES,
    AnswerRematch,
    AnyClientMessage,
    AskRecent,
    Bye,
    ChatLine,
    ChatPosted,
    CloseReason,
    ContributeSeed,
    CreateTable,
    EnterBox,
    Error,
    ErrorCode,
    GameResult,
    Hello,
    HoldDie,
    Invitation,
    Invite,
    Invited,
    JoinTable,
    LeaveTable,
    Placing,
    PlayDaily,
    PlayerView,
    Preferences,
    ProtocolError,
    RecentPlayer,
    RecentPlayers,
    ReleaseDie,
    RematchChanged,
    RematchStatus,
    RematchView,
    Rename,
    ResignGame,
    RollDice,
    RulesView,
    SendChat,
    SetPreferences,
    StrikeBox,
    SyncTable,
    TableAborted,
    WatchLobby,
    WatchTable,
    Welcome,
    decode_client,
    decode_server,
    encode,
)

EVERY_CLIENT_MESSAGE: list[AnyClientMessage] = [
    Hello(name="Ada", client="fuenfwurf 0.1"),
    Hello(token="12.secret"),
    Rename(name="Ada L."),
    WatchLobby(watch=False),
    CreateTable(seats=3, clock=45, preset="maxi", triple=True, forced_order=True, private=True),
    JoinTable(code="ABCD2345"),
    WatchTable(code="ABCD2345"),
    LeaveTable(),
    SyncTable(id=7),
    HoldDie(die=2),
    ReleaseDie(die=2, step=4),
    RollDice(step=4),
    EnterBox(box="chance@2", step=5),
    StrikeBox(box="ones", step=5),
    ResignGame(),
    SendChat(text="Moin!"),
    ContributeSeed(value="00ff" * 16),
    PlayDaily(ruleset="yatzy"),
    AnswerRematch(accept=False),
    Invite(player=7),
    SetPreferences(invitations=False),
    AskRecent(),
]


def test_every_client_message_type_is_covered() -> None:
    assert {encode_type(m) for m in EVERY_CLIENT_MESSAGE} == CLIENT_TYPES


def encode_type(message: Any) -> str:
    return str(json.loads(encode(message))["type"])


@pytest.mark.parametrize("message", EVERY_CLIENT_MESSAGE, ids=encode_type)
def test_client_messages_round_trip(message: AnyClientMessage) -> None:
    data = encode(message)
    assert json.loads(data)["v"] == 1
    assert decode_client(data) == message
    assert decode_client(data.decode()) == message


def test_server_messages_round_trip() -> None:
    player = PlayerView(id=3, name="Ada", level=2, points=11)
    for message in (
        Welcome(player=player, token="3.abc"),
        Error(code=ErrorCode.NOT_YOUR_TURN, ref=9, detail="seat 1 is to move"),
        Bye(reason=CloseReason.SHUTDOWN),
        ChatPosted(code="ABCD2345", line=ChatLine(seat=1, player=3, name="Ada", text="hi", at=1)),
        TableAborted(code="ABCD2345", seat=1),
        RematchChanged(
            code="ABCD2345",
            rematch=RematchView(by=1, accepted=[0, 1], ends=5, status=RematchStatus.STARTED),
        ),
        Invitation(by=player, code="ABCD2345", rules=RulesView(preset="maxi"), seats=3, clock=45),
        Invited(player=4, name="Bo"),
        Preferences(invitations=True),
        RecentPlayers(
            players=[RecentPlayer(id=4, name="Bo", level=1, at=9, placing=Placing.WIN, online=True)]
        ),
    ):
        assert decode_server(encode(message)) == message
    assert len(SERVER_TYPES) == 19


def test_a_standing_from_before_the_daily_cap_reads_as_not_capped() -> None:
    data = (
        b'{"type":"result","v":1,"code":"ABCD2345","standings":[{"seat":0,"player":3,'
        b'"name":"Ada","place":1,"total":250,"resigned":false,"placing":"win","points":10}]}'
    )
    message = decode_server(data)
    assert isinstance(message, GameResult)
    assert message.standings[0].capped is False and message.standings[0].points == 10


def test_clients_ignore_fields_they_do_not_know() -> None:
    data = b'{"type":"bye","v":1,"reason":"shutdown","later":"field"}'
    assert decode_server(data) == Bye(reason=CloseReason.SHUTDOWN)


def refusal(data: bytes | str) -> tuple[ErrorCode, int | None]:
    with pytest.raises(ProtocolError) as caught:
        decode_client(data)
    return caught.value.code, caught.value.ref


@pytest.mark.parametrize(
    ("data", "code", "ref"),
    [
        (b"", ErrorCode.MALFORMED, None),
        (b"\xff\xfe", ErrorCode.MALFORMED, None),
        (b"[1, 2]", ErrorCode.MALFORMED, None),
        (b'"hello"', ErrorCode.MALFORMED, None),
        (b'{"type":"hello"}', ErrorCode.MALFORMED, None),  # no version
        (b'{"v":1}', ErrorCode.MALFORMED, None),  # no type
        (b'{"type":"hello","v":2,"id":4}', ErrorCode.UNSUPPORTED_VERSION, 4),
        (b'{"type":"dance","v":1,"id":5}', ErrorCode.UNKNOWN_TYPE, 5),
        (b'{"type":"hold","v":1,"id":6}', ErrorCode.MALFORMED, 6),  # no die
        (b'{"type":"hold","v":1,"die":"2","id":7}', ErrorCode.MALFORMED, 7),
        (b'{"type":"roll","v":1,"step":-1}', ErrorCode.MALFORMED, None),
        (b'{"type":"roll","v":1,"step":1,"dice":[6,6,6,6,6]}', ErrorCode.MALFORMED, None),
        (
            b'{"type":"create","v":1,"seats":2,"clock":30,"preset":"x","triple":"yes"}',
            ErrorCode.MALFORMED,
            None,
        ),
        (b'{"type":"lobby","v":1,"id":-3}', ErrorCode.MALFORMED, None),  # only valid ids are echoed
        (b'{"type":"lobby","v":1}' + b" " * MAX_MESSAGE_BYTES, ErrorCode.TOO_LARGE, None),
        (
            b'{"type":"chat","v":1,"text":' + b"[" * 1500 + b"]" * 1500 + b"}",
            ErrorCode.MALFORMED,
            None,
        ),
    ],
)
def test_what_is_refused_and_how(data: bytes, code: ErrorCode, ref: int | None) -> None:
    assert refusal(data) == (code, ref)


def test_a_client_cannot_send_dice_or_points() -> None:
    # Intentions only: a roll carries no dice and an entry no points (unknown fields refused).
    assert refusal(b'{"type":"enter","v":1,"box":"chance","step":2,"points":30}')[0] is (
        ErrorCode.MALFORMED
    )


@given(st.binary(max_size=MAX_MESSAGE_BYTES + 10))
def test_any_bytes_decode_or_raise_a_protocol_error(data: bytes) -> None:
    try:
        decode_client(data)
    except ProtocolError as error:
        assert error.code in set(ErrorCode)


@given(
    st.recursive(
        st.none() | st.booleans() | st.integers() | st.floats() | st.text(),
        lambda inner: st.lists(inner) | st.dictionaries(st.text(), inner),
        max_leaves=40,
    )
)
def test_any_json_decodes_or_raises_a_protocol_error(value: object) -> None:
    with contextlib.suppress(ProtocolError):
        decode_client(json.dumps(value))
