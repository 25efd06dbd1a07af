"""Turning bytes into messages and back, with a precise error code for everything refused."""

from __future__ import annotations

import json

import msgspec

from .codes import ErrorCode
from .messages import (
    MAX_REQUEST_ID,
    AnyClientMessage,
    AnyServerMessage,
    ClientMessage,
    ServerMessage,
)
from .values import MAX_MESSAGE_BYTES, PROTOCOL_VERSION


class ProtocolError(Exception):
    """A message the other side cannot accept; ``code`` goes into the ``error`` reply."""

    def __init__(self, code: ErrorCode, detail: str | None = None, ref: int | None = None):
        super().__init__(code.value if detail is None else f"{code.value}: {detail}")
        self.code = code
        self.detail = detail
        self.ref = ref


class _Envelope(msgspec.Struct):
    """What every message has, read first so that errors can name the right code and ``ref``."""

    type: str
    v: int
    id: int | None = None

    @property
    def ref(self) -> int | None:
        """The ``id`` to echo in an error: only one a client may send (0 to 2^53)."""
        return self.id if self.id is not None and 0 <= self.id <= MAX_REQUEST_ID else None


CLIENT_TYPES: frozenset[str] = frozenset(
    cls.__struct_config__.tag for cls in AnyClientMessage.__args__
)
SERVER_TYPES: frozenset[str] = frozenset(
    cls.__struct_config__.tag for cls in AnyServerMessage.__args__
)

_envelope = msgspec.json.Decoder(_Envelope)
_client = msgspec.json.Decoder(AnyClientMessage)
_server = msgspec.json.Decoder(AnyServerMessage)
_encoder = msgspec.json.Encoder()


def encode(message: ClientMessage | ServerMessage) -> bytes:
    """The message as compact UTF-8 JSON."""
    return _encoder.encode(message)


def decode_client(data: bytes | str) -> AnyClientMessage:
    """Read a client's message; raises ``ProtocolError`` with the code to reply with."""
    raw = data.encode() if isinstance(data, str) else data
    if len(raw) > MAX_MESSAGE_BYTES:
        raise ProtocolError(ErrorCode.TOO_LARGE, f"at most {MAX_MESSAGE_BYTES} bytes")
    try:
        envelope = _read_envelope(raw)
    except ProtocolError as error:
        raise _invalid_text(raw) or error from None
    if envelope.v != PROTOCOL_VERSION:
        raise ProtocolError(
            ErrorCode.UNSUPPORTED_VERSION, f"this server speaks {PROTOCOL_VERSION}", envelope.ref
        )
    if envelope.type not in CLIENT_TYPES:
        raise ProtocolError(ErrorCode.UNKNOWN_TYPE, None, envelope.ref)
    try:
        return _client.decode(raw)
    except (msgspec.DecodeError, RecursionError) as error:  # ValidationError is a DecodeError
        raise ProtocolError(ErrorCode.MALFORMED, str(error), envelope.ref) from None


TEXT_FIELDS: dict[str, tuple[str, ErrorCode]] = {
    "hello": ("name", ErrorCode.INVALID_NAME),
    "rename": ("name", ErrorCode.INVALID_NAME),
    "chat": ("text", ErrorCode.CHAT_INVALID),
}
"""Client text fields, with the error a value that is not text gets."""


def _invalid_text(raw: bytes) -> ProtocolError | None:
    """For JSON that is well-formed but holds a string that is not valid text (a lone UTF-16
    surrogate such as ``"\\ud800"``, which no UTF-8 text can hold): the error of the field at
    fault, so that a bad name is ``invalid_name`` rather than a puzzling ``malformed``. None when
    that is not what is wrong."""
    try:
        data = json.loads(raw)
        if not _holds_invalid_text(data):
            return None
    except (ValueError, RecursionError):
        return None
    if not isinstance(data, dict):
        return ProtocolError(ErrorCode.MALFORMED, "a string is not valid text")
    ref = data.get("id")
    valid_ref = ref if type(ref) is int and 0 <= ref <= MAX_REQUEST_ID else None
    kind = data.get("type")
    field = TEXT_FIELDS.get(kind) if isinstance(kind, str) else None
    if field is not None and _holds_invalid_text(data.get(field[0])):
        return ProtocolError(field[1], "not valid text", valid_ref)
    return ProtocolError(ErrorCode.MALFORMED, "a string is not valid text", valid_ref)


def _holds_invalid_text(value: object) -> bool:
    if isinstance(value, str):
        try:
            value.encode()
        except UnicodeEncodeError:
            return True
        return False
    if isinstance(value, dict):
        return any(_holds_invalid_text(k) or _holds_invalid_text(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_holds_invalid_text(item) for item in value)
    return False


def decode_server(data: bytes | str) -> AnyServerMessage:
    """Read a server's message (the client side); raises ``ProtocolError``."""
    raw = data.encode() if isinstance(data, str) else data
    envelope = _read_envelope(raw)
    if envelope.v != PROTOCOL_VERSION:
        raise ProtocolError(ErrorCode.UNSUPPORTED_VERSION, f"server speaks {envelope.v}")
    if envelope.type not in SERVER_TYPES:
        raise ProtocolError(ErrorCode.UNKNOWN_TYPE, envelope.type)
    try:
        return _server.decode(raw)
    except (msgspec.DecodeError, RecursionError) as error:
        raise ProtocolError(ErrorCode.MALFORMED, str(error)) from None


def _read_envelope(raw: bytes) -> _Envelope:
    try:
        return _envelope.decode(raw)
    except RecursionError:
        raise ProtocolError(ErrorCode.MALFORMED, "nested too deeply") from None
    except msgspec.DecodeError as error:
        raise ProtocolError(ErrorCode.MALFORMED, str(error)) from None
