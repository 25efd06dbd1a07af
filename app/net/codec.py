"""Turning bytes into messages and back, with a precise error code for everything refused."""

from __future__ import annotations

import msgspec

from .codes import ErrorCode
from .messages import AnyClientMessage, AnyServerMessage, ClientMessage, ServerMessage
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
    envelope = _read_envelope(raw)
    if envelope.v != PROTOCOL_VERSION:
        raise ProtocolError(
            ErrorCode.UNSUPPORTED_VERSION, f"this server speaks {PROTOCOL_VERSION}", envelope.id
        )
    if envelope.type not in CLIENT_TYPES:
        raise ProtocolError(ErrorCode.UNKNOWN_TYPE, None, envelope.id)
    try:
        return _client.decode(raw)
    except (msgspec.DecodeError, RecursionError) as error:  # ValidationError is a DecodeError
        raise ProtocolError(ErrorCode.MALFORMED, str(error), envelope.id) from None


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
