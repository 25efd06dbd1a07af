"""Opening a table, written once for every kind of table: a fresh code, its row in the database
(written by the caller's ``write``, which knows what else goes into the same transaction), its
lease and code in what the nodes share, and the ``Table`` registered with the node that runs it.

``create_table`` (a table with its host at seat 0), ``create_daily`` (a daily attempt, already
playing) and ``Rematches`` (a rematch, everyone seated) differ only in what they write and in how
the new table starts.
"""

from __future__ import annotations

import contextlib
import logging
import secrets
from collections.abc import Awaitable, Callable
from typing import Protocol

from app.net import TABLE_CODE_ALPHABET, TABLE_CODE_LENGTH, ErrorCode
from app.net.days import day_ends, day_of
from app.net.dice import SEED_BYTES, practice_seed
from app.rules import preset

from .cluster import Shared, Unavailable
from .daily import PRACTICE_PER_DAY, ranked_from
from .members import Follower, PlayerInfo, Refusal
from .policy import ORDINARY, DailyPolicy, TablePolicy
from .storage import AlreadySeated, Claim, TableSettings, now_ms
from .storage.daily import (
    AlreadyPlayed,
    PracticeSpent,
    TooNew,
    day_seed,
    start_attempt,
)
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
    write: Callable[[str, Claim], Awaitable[tuple[int, int] | None]],
    *,
    settings: TableSettings,
    host_player: int,
    created_at: int,
    dice_seed: bytes,
    policy: TablePolicy = ORDINARY,
) -> Table:
    """A new table, registered with ``host``. ``write(code, claim)`` saves it in one
    transaction (its id and fence; None when the code is taken) and calls ``claim`` with the
    id just before the commit: the table's lease and code are this node's before any other node
    can see its row, so no orphan scan ever finds a table being opened. When they cannot be
    had, nothing is written and the player hears ``unavailable``."""
    for _ in range(CODE_TRIES):
        code = new_code()
        if code in host.codes:
            continue
        made = await _write_claimed(host, write, code)
        if made is not None:
            break
    else:
        raise Refusal(ErrorCode.INTERNAL)
    table_id, fence = made
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


async def _write_claimed(
    host: OpeningHost,
    write: Callable[[str, Claim], Awaitable[tuple[int, int] | None]],
    code: str,
) -> tuple[int, int] | None:
    """``write(code, claim)``; what ``claim`` took is given back when the transaction does
    not commit."""
    claimed: list[int] = []

    async def claim(table_id: int) -> None:
        if not await host.shared.acquire(table_id):
            raise Unavailable(f"the new table {table_id}'s lease is taken")
        claimed.append(table_id)
        if not await host.shared.claim_code(code, table_id):
            raise Unavailable(f"the new table {table_id}'s code is taken")

    try:
        return await write(code, claim)
    except BaseException as error:
        for table_id in claimed:
            with contextlib.suppress(Unavailable):
                await host.shared.forget_code(code, table_id)
                await host.shared.release(table_id)
        if isinstance(error, Unavailable):
            raise Refusal(ErrorCode.UNAVAILABLE) from None
        raise


def _fresh_seed(host: OpeningHost) -> bytes:
    return bytes(host.dice.randint(0, 255) for _ in range(SEED_BYTES))


async def create_table(
    host: OpeningHost, player: PlayerInfo, settings: TableSettings, follower: Follower
) -> Table:
    """A table with ``player`` at seat 0, run by ``host``."""
    created_at = now_ms()
    seed = _fresh_seed(host)

    async def write(code: str, claim: Claim) -> tuple[int, int] | None:
        try:
            return await host.storage.create_table(
                code, settings, player.id, created_at, seed.hex(), claim=claim
            )
        except AlreadySeated:
            raise Refusal(ErrorCode.ALREADY_SEATED) from None

    table = await open_table(
        host,
        write,
        settings=settings,
        host_player=player.id,
        created_at=created_at,
        dice_seed=seed,
    )
    table.open_with(player, follower)
    host.chooser.warm(settings.rules)
    host.listing_changed(table)
    return table


async def create_daily(
    host: OpeningHost,
    player: PlayerInfo,
    ruleset: str,
    follower: Follower,
    *,
    practice: bool = False,
) -> Table:
    """Today's challenge of ``ruleset`` for ``player``: a solo table with the day's dice
    (``practice``: the day's practice dice), already playing. ``Refusal`` ``too_new`` for a
    ranked attempt of a player made today, ``already_played`` for a second one,
    ``rate_limited`` after ``PRACTICE_PER_DAY`` practice attempts."""
    at = now_ms()
    day = day_of(at)
    seed = await day_seed(host.storage, day, ruleset, _fresh_seed(host).hex())
    if practice:  # a stream of its own: what practice shows says nothing of the ranked dice
        seed = practice_seed(bytes.fromhex(seed)).hex()
    policy = DailyPolicy(day, ruleset, ranked=not practice)
    settings = TableSettings(seats=1, clock=0, rules=preset(ruleset), private=True)

    async def write(code: str, claim: Claim) -> tuple[int, int] | None:
        try:
            return await start_attempt(
                host.storage,
                day=day,
                ruleset=ruleset,
                player=player.id,
                name=player.name,
                code=code,
                settings=settings,
                seed=seed,
                scope=policy.scope(code),
                reveal_after=day_ends(day),
                at=at,
                ranked=policy.ranked,
                made_before=ranked_from(day),
                practice_limit=PRACTICE_PER_DAY,
                claim=claim,
            )
        except TooNew:
            raise Refusal(ErrorCode.TOO_NEW) from None
        except PracticeSpent:
            raise Refusal(ErrorCode.RATE_LIMITED, "practice") from None
        except AlreadyPlayed:
            raise Refusal(ErrorCode.ALREADY_PLAYED) from None
        except AlreadySeated:
            raise Refusal(ErrorCode.ALREADY_SEATED) from None

    table = await open_table(
        host,
        write,
        settings=settings,
        host_player=player.id,
        created_at=at,
        dice_seed=bytes.fromhex(seed),
        policy=policy,
    )
    table.start_alone(player, follower)
    host.metrics.games_started.inc()
    return table
