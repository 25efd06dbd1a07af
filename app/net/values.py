"""The limits of the protocol and the checks for the few free-form values a client sends.

Client and server use the same functions, so a client can refuse a bad name or chat line before
sending it and the server applies exactly the same rule.
"""

from __future__ import annotations

import re
import unicodedata
from typing import Literal

from .codes import NameProblem
from .lookalikes import LOOKALIKES

PROTOCOL_VERSION = 1
"""Sent as ``v`` in every message; the server refuses other versions."""

MAX_MESSAGE_BYTES = 4096
"""The largest message (UTF-8 bytes of one websocket text frame) a client may send."""

NAME_MAX_LENGTH = 24
CHAT_MAX_LENGTH = 200
SEAT_COUNTS = (2, 3, 4)
CLOCK_SECONDS = (30, 45, 60, 90)

TABLE_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
"""Digits and capitals without the look-alikes 0/O, 1/I/L."""
TABLE_CODE_LENGTH = 8


MAX_MARKS_PER_LETTER = 2
"""Combining marks one letter may carry (names and chat): enough for any accented letter, not
for a tower of marks over the neighbouring lines."""

# Default_Ignorable_Code_Point (Unicode's DerivedCoreProperties) beyond the format characters
# (Cf), which are refused as a category: fillers that draw nothing, variation selectors.
_IGNORABLE_RANGES = (
    (0x034F, 0x034F),  # combining grapheme joiner
    (0x115F, 0x1160),  # Hangul choseong and jungseong fillers
    (0x17B4, 0x17B5),  # Khmer inherent vowels
    (0x180B, 0x180F),  # Mongolian free variation selectors and vowel separator
    (0x3164, 0x3164),  # Hangul filler
    (0xFE00, 0xFE0F),  # variation selectors
    (0xFFA0, 0xFFA0),  # halfwidth Hangul filler
    (0xE0000, 0xE0FFF),  # tags and variation selectors supplement
)
_BLANK = frozenset({"\u2800", "\U0001d159", "\u3000"})
"""Characters outside those categories whose glyph is empty: braille blank, the null notehead,
the ideographic space."""
_EMOJI_JOINERS = frozenset({"\u200d", "\ufe0e", "\ufe0f"})
"""Allowed in chat lines only: emoji sequences need the joiner and the presentation selectors."""
_REFUSED_CATEGORIES = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
_MARKS = frozenset({"Mn", "Me"})
_VISIBLE = frozenset("LNPS")
"""A text needs at least one letter, number, punctuation or symbol that draws something."""
_SPACES = re.compile(" +")


def _ignorable(char: str) -> bool:
    code = ord(char)
    return any(low <= code <= high for low, high in _IGNORABLE_RANGES)


def _composed_marks(char: str) -> int:
    """The combining marks in a letter's canonical decomposition."""
    if char.isascii():
        return 0
    return sum(unicodedata.category(c) in _MARKS for c in unicodedata.normalize("NFD", char))


def _clean_text(
    text: str, max_length: int, *, form: Literal["NFC", "NFKC"], chat: bool
) -> str | NameProblem:
    """The common part of the rules for names and chat lines: the text as kept, or the problem."""
    try:
        text = unicodedata.normalize(form, text)
    except UnicodeError:  # a lone surrogate from a JSON escape
        return NameProblem.INVISIBLE
    if not chat:
        # emoji presentation selectors add nothing to a name: dropped, not refused
        text = text.replace("\ufe0e", "").replace("\ufe0f", "")
    # every space (no-break, ideographic, thin...) is one ASCII space, never two in a row
    text = "".join(" " if unicodedata.category(c) == "Zs" else c for c in text)
    text = _SPACES.sub(" ", text.strip(" "))
    if not 1 <= len(text) <= max_length:
        return NameProblem.LENGTH
    marks = MAX_MARKS_PER_LETTER  # no letter yet: a leading mark has nothing to sit on
    visible = False
    for char in text:
        category = unicodedata.category(char)
        if chat and char == "\u200d":
            continue  # joins emoji; a line of joiners alone has nothing visible
        allowed = chat and char in _EMOJI_JOINERS  # a presentation selector: a mark (Mn)
        if category in _REFUSED_CATEGORIES or (_ignorable(char) and not allowed) or char in _BLANK:
            return NameProblem.INVISIBLE
        if category in _MARKS:
            marks += 1
            if marks > MAX_MARKS_PER_LETTER:
                return NameProblem.MARKS
            continue
        # a composed letter brings its own marks: "ế" is e with two already
        marks = MAX_MARKS_PER_LETTER if char == " " else _composed_marks(char)
        if marks > MAX_MARKS_PER_LETTER:
            return NameProblem.MARKS
        visible = visible or category[0] in _VISIBLE
    if not visible:
        return NameProblem.INVISIBLE
    return text


# --- reserved words ---------------------------------------------------------------------------

RESERVED_WORDS = (
    "system",
    "server",
    "admin",
    "administrator",
    "administration",
    "moderator",
    "moderation",
    "mod",
    "mods",
    "support",
    "staff",
    "sysop",
    "fünfwurf",
    "fuenfwurf",
    "verwaltung",
    "spielleitung",
    "spielleiter",
    "betreiber",
    "hinweis",
    "notice",
)
"""Words a name may not be or contain as a word (after folding, below), in English and German:
the service, its staff and its notices. A player named so could pass for the server."""
RESERVED_PREFIXES = ("system", "server", "admin", "moderat", "fünfwurf", "fuenfwurf", "verwaltung")
"""Reserved words that also may not begin a word ("Systemnachricht", "Serverteam")."""

_LEET = str.maketrans({"0": "o", "1": "l", "i": "l", "|": "l", "!": "l", "3": "e", "4": "a",
                       "@": "a", "5": "s", "$": "s", "7": "t"})  # fmt: skip


def fold(text: str) -> str:
    """A text folded for comparing words by their looks: compatibility forms, accents and case
    dropped, look-alike letters of other scripts (UTS #39 data) and digits read as Latin letters,
    and letters easily mistaken for each other (i/l, rn/m) made one. Anything but letters and
    digits becomes a space. Only for the reserved words: whole names are compared by ICU."""
    text = unicodedata.normalize("NFD", unicodedata.normalize("NFKC", text))
    text = "".join(c for c in text if unicodedata.category(c) not in _MARKS)
    text = "".join(LOOKALIKES.get(c, c) for c in text).casefold()
    text = "".join(LOOKALIKES.get(c, c) for c in text).casefold().translate(_LEET)
    text = text.replace("rn", "m").replace("vv", "w")
    return "".join(c if c.isalnum() else " " for c in text)


_RESERVED = frozenset(fold(word).replace(" ", "") for word in RESERVED_WORDS)
_RESERVED_STARTS = tuple(fold(word).replace(" ", "") for word in RESERVED_PREFIXES)


TAG_SIGNS = frozenset("#\u266f\u22d5\ufe5f\uff03")
"""``#`` and its look-alikes: the mark of the tags the server puts beside look-alike names
(``#4f2a``), so no name can carry a tag of its own making."""


def is_reserved(text: str) -> bool:
    """Whether a name is a reserved word in disguise: any run of its words, written together,
    folds to one ("SYSTEM", "Ѕystem" with a Cyrillic S, "S y s t e m", "[Server]", "Adm1n Bo");
    or it has a tag sign (``TAG_SIGNS``)."""
    if any(char in TAG_SIGNS for char in text):
        return True
    words = fold(text).split()
    for first in range(len(words)):
        for last in range(first + 1, len(words) + 1):
            joined = "".join(words[first:last])
            if joined in _RESERVED or (last == first + 1 and joined.startswith(_RESERVED_STARTS)):
                return True
    return False


def with_tag(name: str, tag: str | None) -> str:
    """A name as shown in plain text with the tag the server gave it (a look-alike of it is
    shown beside it): "Ada #4f2a". No name has a ``#`` of its own (``TAG_SIGNS``)."""
    return f"{name} {tag}" if tag else name


def name_problem(text: str) -> NameProblem | None:
    """Why ``text`` is no name (None: it is one; ``clean_name`` gives it as stored)."""
    cleaned = _clean_name(text)
    return cleaned if isinstance(cleaned, NameProblem) else None


def _clean_name(text: str) -> str | NameProblem:
    cleaned = _clean_text(text, NAME_MAX_LENGTH, form="NFKC", chat=False)
    if not isinstance(cleaned, NameProblem) and is_reserved(cleaned):
        return NameProblem.RESERVED
    return cleaned


def clean_name(text: str) -> str | None:
    """A display name as stored, or None when it is none. The one rule for every name the
    server takes and the app offers to send:

    - normalised to NFKC (fullwidth and other compatibility letters become the plain ones:
      "Ａｄａ" is "Ada"), emoji presentation selectors dropped, every kind of space an ASCII
      space, trimmed, runs of spaces made one;
    - 1-24 characters then, at least one of them a visible letter, number, punctuation or symbol;
    - no control, format (bidi, zero width), private-use, unassigned, default-ignorable (Hangul
      fillers, variation selectors, tags) or blank-looking (braille blank) characters;
    - at most ``MAX_MARKS_PER_LETTER`` combining marks on each letter, none on no letter;
    - no reserved word, however disguised, and no ``#`` (``is_reserved``).

    ``name_problem`` says which of these a refused name breaks."""
    cleaned = _clean_name(text)
    return None if isinstance(cleaned, NameProblem) else cleaned  # (a NameProblem is a str too)


def clean_chat(text: str) -> str | None:
    """A chat line as shown, or None unless it is 1-200 characters on one line: NFC, spaces as
    for names, at least one visible character, no control, format or invisible characters (but
    the joiner and presentation selectors of emoji), combining marks capped as for names.
    Words are free here: a chat line is always shown with its writer, never like a notice."""
    cleaned = _clean_text(text, CHAT_MAX_LENGTH, form="NFC", chat=True)
    return None if isinstance(cleaned, NameProblem) else cleaned  # (a NameProblem is a str too)


def clean_code(text: str) -> str | None:
    """A table code as typed (any case, spaces or dashes between groups) in its canonical form,
    or None when it cannot be a table code."""
    code = text.replace(" ", "").replace("-", "").upper()
    if len(code) != TABLE_CODE_LENGTH or any(c not in TABLE_CODE_ALPHABET for c in code):
        return None
    return code
