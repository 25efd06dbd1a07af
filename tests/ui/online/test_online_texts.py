"""Every code the server or the online client can report has a human message in both languages."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import Q_ARG, Q_RETURN_ARG, QMetaObject, QObject, Qt
from PySide6.QtQml import QQmlComponent, QQmlEngine

from app.net import CHAT_MAX_LENGTH, NAME_MAX_LENGTH, CloseReason, ErrorCode, Milestone, Placing
from app.ui.online.link import LinkStatus
from app.ui.paths import qml_dir
from app.ui.services.language import Language
from app.ui.session import SESSION_REFUSALS

# Codes the online client itself reports (lobby problems, failed requests, connection reasons).
CLIENT_CODES = (
    "offline",
    "unreachable",
    "not_found",
    "server_error",
    "bad_answer",
    "bad_code",
    "bad_link",
    "bad_server",
    "broken_table",
)
REASONS = (
    "unreachable",
    "no_answer",
    "lost",
    "busy",
    "no_welcome",
    "not_a_table_server",
    "internal",
)

PROBE = b"""
import QtQuick
import Fuenfwurf
QtObject {
    function error(code) { return Texts.error(code) }
    function refusal(code) { return Texts.refusal(code) }
    function reason(code) { return Texts.connectionReason(code) }
    function status(code) { return Texts.connectionStatus(code, 3) }
    function milestone(c) { return Texts.milestoneName(c) + "|" + Texts.milestoneDetail(c) }
    function placing(code) { return Texts.placingName(code) }
}
"""


@pytest.fixture
def texts(qapp) -> Iterator[tuple[QObject, Language]]:  # type: ignore[no-untyped-def]
    engine = QQmlEngine()
    engine.addImportPath(str(qml_dir()))
    language = Language(engine)
    component = QQmlComponent(engine)
    component.setData(PROBE, "probe.qml")  # type: ignore[arg-type]
    probe = component.create()
    assert probe is not None, component.errorString()
    yield probe, language
    language.apply("en")
    probe.deleteLater()
    engine.deleteLater()


def call(probe: QObject, function: str, code: str) -> str:
    result = QMetaObject.invokeMethod(
        probe,
        function,
        Qt.ConnectionType.DirectConnection,
        Q_RETURN_ARG("QVariant"),
        Q_ARG("QVariant", code),
    )
    return str(result)


def messages(probe: QObject, language: Language, code: str, function: str) -> dict[str, str]:
    found = {}
    for lang in ("en", "de"):
        assert language.apply(lang)
        found[lang] = call(probe, function, code)
    return found


@pytest.mark.parametrize("code", [c.value for c in ErrorCode])
def test_every_server_error_code_has_its_own_message(texts, code: str) -> None:  # type: ignore[no-untyped-def]
    probe, language = texts
    found = messages(probe, language, code, "error")
    fallback = messages(probe, language, "no_such_code", "error")
    for lang in ("en", "de"):
        assert found[lang] != code and " " in found[lang], (lang, code, found)  # a sentence
        assert found[lang] != fallback[lang], (lang, code)  # a message of its own
    assert found["de"] != found["en"], code


@pytest.mark.parametrize("code", [*CLIENT_CODES, *SESSION_REFUSALS])
def test_every_client_code_has_a_message(texts, code: str) -> None:  # type: ignore[no-untyped-def]
    probe, language = texts
    found = messages(probe, language, code, "refusal")
    fallback = messages(probe, language, "no_such_code", "refusal")
    for lang in ("en", "de"):
        assert found[lang] != code and " " in found[lang], (lang, code, found)
        assert found[lang] != fallback[lang], (lang, code)
    assert found["de"] != found["en"], code


@pytest.mark.parametrize("code", [*REASONS, *(r.value for r in CloseReason)])
def test_every_connection_reason_is_explained(texts, code: str) -> None:  # type: ignore[no-untyped-def]
    probe, language = texts
    found = messages(probe, language, code, "reason")
    for lang in ("en", "de"):
        assert found[lang] != code and " " in found[lang], (lang, code, found)
    assert found["de"] != found["en"], code


@pytest.mark.parametrize(
    ("kind", "codes"),
    [
        ("status", [s.value for s in LinkStatus]),
        ("milestone", [m.value for m in Milestone]),
        ("placing", [p.value for p in Placing]),
    ],
)
def test_states_milestones_and_placings_are_named(texts, kind: str, codes: list[str]) -> None:  # type: ignore[no-untyped-def]
    probe, language = texts
    seen: dict[str, set[str]] = {"en": set(), "de": set()}
    for code in codes:
        found = messages(probe, language, code, kind)
        for lang in ("en", "de"):
            assert found[lang] and code not in found[lang].split("|"), (kind, code, found)
            seen[lang].add(found[lang])
    assert all(len(names) == len(codes) for names in seen.values()), kind


def test_the_name_and_chat_messages_name_the_protocols_limits(texts) -> None:  # type: ignore[no-untyped-def]
    probe, language = texts
    name = messages(probe, language, ErrorCode.INVALID_NAME.value, "error")
    chat = messages(probe, language, ErrorCode.CHAT_INVALID.value, "error")
    for lang in ("en", "de"):
        assert f"1 {'to' if lang == 'en' else 'bis'} {NAME_MAX_LENGTH} " in name[lang]
        assert f"1 {'to' if lang == 'en' else 'bis'} {CHAT_MAX_LENGTH} " in chat[lang]
