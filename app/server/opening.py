"""Opening a table, written once for every kind of table: a fresh code, its row in the database
(written by the caller's ``write``, which knows what else goes into the same transaction), its
lease and code in what the nodes share, and the ``Table`` registered with the node that runs it.

``TableOwner.create`` (a table with its host at seat 0), ``TableOwner.create_daily`` (a daily
attempt, already playing) and ``Rematches`` (a rematch, everyone seated) differ only in what
they write and in how the new table starts.
"""

from __future__ import annotations

import logging
import secrets
from collections.abc import Awaitable, Callable
from typing import Protocol

from app.net import TABLE_CODE_ALPHABET, TABLE_CODE_LENGTH, ErrorCode

from .cluster import Shared, Unavailable
from .members import Refusal
from .policy import ORDINARY, TablePolicy
from .storage import TableSettings
from .table import Table, TableHost

log = logging.getLogger(__name__)

CODE_TRIES = 10
"""New codes tried before giving up (a code is taken only by a live table)."""


class OpeningHost(TableHost, Protocol):
    """What opening a table needs of the node that will run it (``owner.TableOwner``)."""

    shared: Shared
    codes: dict[str, int]

    def register(self, table: Table) -> None:
        """The new table runs here."""


def new_code() -> str:
    return "".join(secrets.choice(TABLE_CODE_ALPHABET) for _ in range(TABLE_CODE_LENGTH))


async def open_table(
    host: OpeningHost,
    write: Callable[[str], Awaitable[tuple[int, int] | None]],
    *,
    settings: TableSettings,
    host_player: int,
    created_at: int,
    dice_seed: bytes,
    policy: TablePolicy = ORDINARY,
    undo: Callable[[int, int], Awaitable[None]] | None = None,
) -> Table:
    """A new table, registered with ``host``. ``write(code)`` saves it (its id and fence; None
    when the code is taken). When its lease or code cannot be had, ``undo(table_id, fence)``
    closes it again and the player hears ``unavailable``; without ``undo`` (a rematch, whose
    players already moved) the table runs here and waits for its lease."""
    for _ in range(CODE_TRIES):
        code = new_code()
        if code in host.codes:
            continue
        made = await write(code)
        if made is not None:
            break
    else:
        raise Refusal(ErrorCode.INTERNAL)
    table_id, fence = made
    try:
        if not await host.shared.acquire(table_id) or not await host.shared.claim_code(
            code, table_id
        ):
            raise Unavailable("a new table's lease or code is taken")
    except Unavailable:
        if undo is not None:
            await undo(table_id, fence)
            raise Refusal(ErrorCode.UNAVAILABLE) from None
        log.warning("the new table %s waits for an owner", table_id)
    table = Table(
        host,
        table_id=table_id,
        code=code,
        settings=settings,
        host_player=host_player,
        created_at=created_at,
        fence=fence,
        dice_seed=dice_seed,
        policy=policy,
    )
    host.register(table)
    return table
