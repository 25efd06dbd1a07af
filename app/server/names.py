"""Names that look alike: where the server shows names together, a name whose confusable
skeleton (Unicode UTS #39, from ICU) is another player's there carries a short tag.

Which names may be taken at all is ``app.net.values.clean_name``'s one rule (shared with the
app); this module only tells apart the names that passed it and still look the same: "Ada" and
"Аda" (Cyrillic А), or two players both called "Ada". The tag is derived from the player id, so
nobody can choose it, and it is the same wherever the player is shown.
"""

from __future__ import annotations

import functools
import hashlib
import unicodedata
from collections.abc import Iterable

import icu
import msgspec

from app.net import ErrorCode, Leaderboard, NameProblem, RecentPlayer, clean_name, name_problem
from app.net.views import DailyBoard

from .members import Refusal

TAG_LENGTH = 4
"""Hex digits of a tag; longer only where two look-alikes' tags would be the same."""

_checker = icu.SpoofChecker()


@functools.lru_cache(maxsize=8192)
def skeleton(name: str) -> str:
    """The name as it looks: UTS #39 skeleton of its NFKC case fold (so "ADA", "Ada" and "Аda"
    are one; the rule has folded names to NFKC already, old stored names may not be)."""
    folded = unicodedata.normalize("NFKC", name).casefold()
    return str(_checker.getSkeleton(0, folded))


def checked_name(raw: str) -> str:
    """The name as stored (``clean_name``), or a ``Refusal``: ``name_reserved`` for a reserved
    word, else ``invalid_name`` with the rule it breaks as ``detail``."""
    problem = name_problem(raw)
    if problem is NameProblem.RESERVED:
        raise Refusal(ErrorCode.NAME_RESERVED, problem.value)
    if problem is not None:
        raise Refusal(ErrorCode.INVALID_NAME, problem.value)
    name = clean_name(raw)
    assert name is not None  # no problem: a name
    return name


def _digest(player: int) -> str:
    return hashlib.sha256(f"fuenfwurf tag {player}".encode()).hexdigest()


def tags(players: Iterable[tuple[int, str | None]]) -> dict[int, str]:
    """Each player id whose name looks like another player's among ``players`` (id and name
    pairs shown together; a player may come with several names), with its tag ``#xxxx``. Tags
    within one group of look-alikes are always different."""
    groups: dict[str, set[int]] = {}
    for player, name in players:
        if name:
            groups.setdefault(skeleton(name), set()).add(player)
    tagged: dict[int, str] = {}
    for ids in groups.values():
        if len(ids) < 2:
            continue
        length = TAG_LENGTH
        while len({_digest(player)[:length] for player in ids}) < len(ids) and length < 64:
            length += 2
        for player in ids:
            tag = "#" + _digest(player)[:length]
            # a player in two groups (two names) keeps the longer of its tags
            if len(tag) > len(tagged.get(player, "")):
                tagged[player] = tag
    return tagged


def tagged_leaderboard(board: Leaderboard) -> Leaderboard:
    """The board with tags on look-alike names among its entries."""
    found = tags((entry.player, entry.name) for entry in board.entries)
    if not found:
        return board
    entries = [msgspec.structs.replace(e, tag=found.get(e.player)) for e in board.entries]
    return msgspec.structs.replace(board, entries=entries)


def tagged_daily_board(board: DailyBoard) -> DailyBoard:
    """The board with tags on look-alike names among its entries and the asker's own."""
    shown = [*board.entries, *([board.you] if board.you is not None else [])]
    found = tags((entry.player, entry.name) for entry in shown)
    if not found:
        return board
    entries = [msgspec.structs.replace(e, tag=found.get(e.player)) for e in board.entries]
    you = board.you and msgspec.structs.replace(board.you, tag=found.get(board.you.player))
    return msgspec.structs.replace(board, entries=entries, you=you)


def tagged_recent(players: list[RecentPlayer]) -> list[RecentPlayer]:
    """Someone's recent players, with tags on look-alike names among them."""
    found = tags((player.id, player.name) for player in players)
    return [msgspec.structs.replace(p, tag=found.get(p.id)) for p in players] if found else players


def lookalike_table() -> dict[str, str]:
    """The data of ``app.net.lookalikes`` as the installed ICU has it: every assigned code point
    unchanged by NFKC and NFD whose skeleton is ASCII letters and digits, with that skeleton."""
    table: dict[str, str] = {}
    for code in range(0x110000):
        if 0xD800 <= code < 0xE000:
            continue
        char = chr(code)
        if unicodedata.category(char) == "Cn":
            continue
        if (
            unicodedata.normalize("NFKC", char) != char
            or unicodedata.normalize("NFD", char) != char
        ):
            continue
        target = str(_checker.getSkeleton(0, char))
        if target != char and target.isascii() and target.isalnum():
            table[char] = target
    return table


def lookalike_source() -> str:
    """``app/net/lookalikes.py`` written anew from the installed ICU."""
    rows: list[str] = []
    row = ""
    for char, target in sorted(lookalike_table().items()):
        item = f"{ord(char):X}:{target} "
        if len(row) + len(item) > 92:
            rows.append(row.rstrip())
            row = ""
        row += item
    rows.append(row.rstrip())
    body = "\n".join(f'    "{row} "' for row in rows)
    version = f"ICU {icu.ICU_VERSION} (Unicode {icu.UNICODE_VERSION})"
    return f'''"""Letters that look like Latin letters or digits (the confusables data of UTS #39).

Generated from {version}: every code point that is unchanged by NFKC and
NFD and whose UTS #39 skeleton is a string of ASCII letters and digits, with that skeleton. The
name rule (``values.clean_name``) folds reserved words with it without needing ICU; the server
compares whole names by ICU's own skeleton (``app.server.names``). ``tests/net/test_names.py``
checks the table against the installed ICU: regenerate it with ``python -m app.server.names``.
"""

from __future__ import annotations

_PAIRS = (
{body}
)

LOOKALIKES: dict[str, str] = {{
    chr(int(code, 16)): target for code, target in (pair.split(":") for pair in _PAIRS.split())
}}
"""Code point -> the ASCII letters and digits it is confusable with."""
'''


if __name__ == "__main__":  # python -m app.server.names > new.py; mv new.py app/net/lookalikes.py
    print(lookalike_source(), end="")
