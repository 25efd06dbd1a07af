"""Both languages ship complete: every text translated, placeholders kept, files loadable."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator

from app.ui.paths import translations_dir

I18N = Path(__file__).resolve().parents[2] / "i18n"
LANGUAGES = ("de", "en")


def messages(language: str) -> list[tuple[str, str, list[str]]]:
    """(context, source, translations) for every message of a language's .ts file."""
    root = ET.parse(I18N / f"fuenfwurf_{language}.ts").getroot()
    found = []
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for message in context.iter("message"):
            translation = message.find("translation")
            assert translation is not None
            assert translation.get("type") not in ("unfinished", "obsolete", "vanished"), (
                name,
                message.findtext("source"),
            )
            forms = [form.text or "" for form in translation.iter("numerusform")]
            found.append((name, message.findtext("source", ""), forms or [translation.text or ""]))
    return found


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_text_is_translated_with_its_placeholders(language: str) -> None:
    found = messages(language)
    assert len(found) > 200
    for context, source, translations in found:
        wanted = set(re.findall(r"%\d", source))
        for text in translations:
            assert text.strip(), (context, source)
            assert set(re.findall(r"%\d", text)) == wanted, (context, source, text)
            if "%n" in source:
                assert "%n" in text, (context, source, text)


def test_both_files_list_the_same_texts() -> None:
    def keys(language: str) -> set[tuple[str, str]]:
        return {(context, source) for context, source, _ in messages(language)}

    assert keys("de") == keys("en")


@pytest.mark.parametrize("language", LANGUAGES)
def test_each_shipped_language_loads(qapp, language: str) -> None:  # type: ignore[no-untyped-def]
    translator = QTranslator()
    assert translator.load(f"fuenfwurf_{language}", str(translations_dir()))
    assert not translator.isEmpty()
