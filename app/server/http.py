"""The plain HTTP side: ``/health``, ``/leaderboard/{period}``, ``/players/{id}``,
``/tables/{code}/journal``, ``/daily``. (``/metrics`` is on the operators' listener,
``internal.py``.)

Every number or id in a path, a query or a token is read by ``app.net.ids``: ASCII digits in
the database's range, or the request is refused with 400/404 (never a 500)."""

from __future__ import annotations

import json
import time
from collections.abc import Awaitable
from datetime import UTC, datetime

import msgspec
from aiohttp import web

from app.net import PROTOCOL_VERSION, Leaderboard, LeaderboardEntry, Period, clean_code
from app.net.days import DAILY_RULESETS, day_date, day_ends, day_of, week_of
from app.net.dice import commitment, new_seed
from app.net.ids import parse_id, parse_number
from app.net.views import (
    DailyBar,
    DailyBoard,
    DailyChallenge,
    DailyChallenges,
    DailyEntry,
    RevealedSeed,
)
from app.rules import (
    DiceRecord,
    Game,
    GameRecord,
    SeatRecord,
    action_from_dict,
    write_game_file,
)

from .addresses import client_address, is_trusted
from .daily import (
    DAILY_VERSION,
    BoardCache,
    CachedBoard,
    Ranked,
)
from .health import WATCH, health_status
from .identity import parse_token, secret_matches
from .leaderboard import period_bounds, to_ms
from .names import tagged_daily_board, tagged_leaderboard
from .node import Node
from .policy import policy_of
from .ratelimit import PerAddress
from .storage import Storage, now_ms
from .storage.base import SeatedJournal
from .storage.daily import (
    attempts_started,
    best_of_week,
    day_seed,
    day_totals,
    own_total,
    revealed_seeds,
)

NODE = web.AppKey("node", Node)
HTTP_LIMITS = web.AppKey("http_limits", PerAddress)
HEALTH_LIMITS = web.AppKey("health_limits", PerAddress)
LEADERBOARD_CACHE = web.AppKey("leaderboard_cache", dict)
DAILY_BOARDS = web.AppKey("daily_boards", BoardCache)
CACHE_SECONDS = 5.0
MAX_ENTRIES = 100

_encoder = msgspec.json.Encoder()


def _json(data: object, status: int = 200) -> web.Response:
    return web.Response(body=_encoder.encode(data), status=status, content_type="application/json")


def _error(code: str, status: int) -> web.Response:
    return _json({"error": code}, status)


async def health(request: web.Request) -> web.Response:
    """``ok`` or ``limited`` (200), ``degraded`` (503): see ``health.health_status``. Cheap:
    the database's state is the last background ping's (``StorageWatch``), not a round trip
    per call. Limited per address in a bucket of its own, except for the front door's own
    checks (a trusted proxy asking for itself), which must never be starved. It names nothing
    of the node: the details are ``/status`` on the operators' listener."""
    if not _own_check(request) and not _allowed(request, HEALTH_LIMITS):
        return _error("rate_limited", 429)
    status = health_status(request.app[NODE], request.app[WATCH])
    return _json(
        {"status": status, "protocol": PROTOCOL_VERSION}, 503 if status == "degraded" else 200
    )


def _own_check(request: web.Request) -> bool:
    """A trusted proxy's request that names no client: its health check of this node."""
    trusted = request.app[NODE].config.trusted_proxies
    return is_trusted(request.remote, trusted) and not _forwarded_for(request)


def _forwarded_for(request: web.Request) -> str:
    """Every ``X-Forwarded-For`` line, in order, as one list: a client may send lines of its
    own, and a proxy that appends adds its line after them (``headers.get`` would return the
    client's first line). ``client_address`` reads the result from the right."""
    return ",".join(request.headers.getall("X-Forwarded-For", ()))


def requester(request: web.Request) -> str:
    """The address a request counts against (through a trusted proxy: the client's)."""
    trusted = request.app[NODE].config.trusted_proxies
    return client_address(request.remote, _forwarded_for(request), trusted)


def _allowed(request: web.Request, limits: web.AppKey[PerAddress] = HTTP_LIMITS) -> bool:
    return request.app[limits].take(requester(request), time.monotonic())


def _limit(request: web.Request) -> int | None:
    """``?limit=N``: 1 to ``MAX_ENTRIES`` in ASCII digits (20 when absent), else None."""
    return parse_number(request.query.get("limit", "20"), 1, MAX_ENTRIES)


async def leaderboard(request: web.Request) -> web.Response:
    if not _allowed(request):
        return _error("rate_limited", 429)
    try:
        period = Period(request.match_info["period"])
    except ValueError:
        return _error("invalid_period", 400)
    limit = _limit(request)
    if limit is None:
        return _error("invalid_limit", 400)
    start, end = period_bounds(period, datetime.now(UTC))
    cache = request.app[LEADERBOARD_CACHE]
    key = (period, limit, start)
    cached = cache.get(key)
    if cached is not None and time.monotonic() - cached[0] < CACHE_SECONDS:
        return _json(cached[1])
    rows = await request.app[NODE].storage.leaderboard(to_ms(start), to_ms(end), limit)
    entries: list[LeaderboardEntry] = []
    for index, row in enumerate(rows):
        rank = entries[-1].rank if entries and entries[-1].points == row.points else index + 1
        entries.append(
            LeaderboardEntry(
                rank=rank,
                player=row.player_id,
                name=row.name,
                level=row.level,
                points=row.points,
                games=row.games,
                wins=row.wins,
            )
        )
    board = Leaderboard(
        period=period, start=start.isoformat(), end=end.isoformat(), entries=entries
    )
    board = tagged_leaderboard(board)  # look-alike names carry their players' tags
    if len(cache) > 500:
        cache.clear()
    cache[key] = (time.monotonic(), board)
    return _json(board)


async def profile(request: web.Request) -> web.Response:
    if not _allowed(request):
        return _error("rate_limited", 429)
    player_id = parse_id(request.match_info["player_id"])
    if player_id is None:
        return _error("not_found", 404)
    found = await request.app[NODE].storage.profile(player_id)
    if found is None:
        return _error("not_found", 404)
    return _json(found)


async def journal(request: web.Request) -> web.Response:
    """A finished table's game, as a game file (``docs/gamefile.md``), for the players who sat
    there: their token in ``Authorization: Bearer``. Any other table is ``not_found``, whether
    it exists or not."""
    if not _allowed(request):
        return _error("rate_limited", 429)
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    parsed = parse_token(token.strip()) if scheme.lower() == "bearer" else None
    if parsed is None:
        return _error("bad_token", 401)
    storage = request.app[NODE].storage
    player = await storage.player(parsed.player_id)
    if player is None or not secret_matches(parsed.secret, player.token_hash):
        return _error("bad_token", 401)
    code = clean_code(request.match_info["code"])
    if code is None:
        return _error("not_found", 404)
    seen = await storage.seated_journal(code, player.id)
    if seen is None:
        return _error("not_found", 404)
    if seen.status != "finished":
        return _error("not_finished", 409)
    finished = "" if seen.finished_at is None else _iso(seen.finished_at)
    actions = [action_from_dict(json.loads(action)) for action in seen.actions]
    record = GameRecord(
        game=Game.replay(seen.rules, seen.names, actions),
        seats=tuple(
            SeatRecord("you" if seat == seen.seat else "person") for seat in range(len(seen.names))
        ),
        finished_at=finished,
        table=code,
        dice=_journal_dice(seen, code),
    )
    return web.Response(body=write_game_file(record).encode(), content_type="application/json")


def _journal_dice(seen: SeatedJournal, code: str) -> DiceRecord | None:
    """What it takes to check the finished game's dice (as the table state had it at the end):
    the seed only once it may be told (a daily challenge's when its day is over)."""
    if seen.dice_seed is None:
        return None
    policy = policy_of(seen.dice_scope)  # an ordinary table's, or a daily attempt's
    told = seen.reveal_after is None or now_ms() >= seen.reveal_after
    contributions = [seen.contributions.get(seat) for seat in range(len(seen.names))]
    return DiceRecord(
        version=policy.dice_version,
        scope=seen.dice_scope or code,
        commit=commitment(bytes.fromhex(seen.dice_seed)),
        contributions=() if not policy.takes_contributions else tuple(contributions),
        seed=seen.dice_seed if told else None,
    )


def _iso(ms: int) -> str:
    return datetime.fromtimestamp(ms / 1000, UTC).isoformat(timespec="seconds")


# --- the daily challenge -------------------------------------------------------------------------


async def daily(request: web.Request) -> web.Response:
    """Today's challenges (their commitments) and the seeds of the last week's days."""
    if not _allowed(request):
        return _error("rate_limited", 429)
    node = request.app[NODE]
    today = day_of(now_ms())
    challenges = []
    started = await attempts_started(node.storage, today)
    for ruleset in DAILY_RULESETS:
        seed = await day_seed(node.storage, today, ruleset, new_seed().hex())
        challenges.append(
            DailyChallenge(
                ruleset=ruleset,
                commit=commitment(bytes.fromhex(seed)),
                attempts=started.get(ruleset, 0),
            )
        )
    past = await revealed_seeds(node.storage, list(range(today - 7, today)))
    return _json(
        DailyChallenges(
            version=DAILY_VERSION,
            day=today,
            date=day_date(today).isoformat(),
            ends=day_ends(today),
            challenges=challenges,
            revealed=[
                RevealedSeed(day=d, date=day_date(d).isoformat(), ruleset=r, seed=s)
                for d, r, s in past
            ],
        )
    )


async def daily_board(request: web.Request) -> web.Response:
    """A day's board: the distribution of totals, the best, and the asker's place."""
    if not _allowed(request):
        return _error("rate_limited", 429)
    ruleset, raw_day = request.match_info["ruleset"], request.match_info["day"]
    if ruleset not in DAILY_RULESETS:
        return _error("invalid_ruleset", 400)
    if raw_day == "week":
        days = list(week_of(day_of(now_ms())))
        board, asker = await _cached_board(request, ruleset, days)
        return _json(_board(request, ruleset, days, board, asker=asker))
    day = parse_number(raw_day, 0, day_of(now_ms()))
    if day is None:
        return _error("invalid_day", 400)
    board, asker = await _cached_board(request, ruleset, [day])
    if board.seed is None:
        return _error("not_found", 404)
    revealed = board.seed if now_ms() >= day_ends(day) else None
    commit = commitment(bytes.fromhex(board.seed))
    return _json(_board(request, ruleset, [day], board, commit=commit, seed=revealed, asker=asker))


async def _cached_board(
    request: web.Request, ruleset: str, days: list[int]
) -> tuple[CachedBoard, int | None]:
    """A day's (one day) or the week's board from the cache, or read and kept; and the asking
    player. Rows that lack the asker's own scored attempt are read again at once: whoever just
    finished sees themselves on the board however fresh the cache is."""
    storage = request.app[NODE].storage
    cache = request.app[DAILY_BOARDS]
    key = (*days, ruleset)
    over = now_ms() >= day_ends(days[-1])

    def read() -> Awaitable[CachedBoard]:
        return _read_board(storage, ruleset, days)

    board = await cache.fetch(key, read, over=over)
    asker = await _asker(request)
    missing = asker is not None and asker not in board.by_player
    if missing and await own_total(storage, days, ruleset, asker or 0) is not None:
        # the asker finished since the rows were read: they see themselves at once
        board = await cache.fetch(key, read, over=over, again=True)
    return board, asker


async def _read_board(storage: Storage, ruleset: str, days: list[int]) -> CachedBoard:
    if len(days) > 1:
        return CachedBoard.of(None, await best_of_week(storage, days, ruleset))
    known = await revealed_seeds(storage, days)
    seed = next((s for _, r, s in known if r == ruleset), None)
    if seed is None:
        return CachedBoard.of(None, [])
    return CachedBoard.of(seed, await day_totals(storage, days[0], ruleset))


def _board(
    request: web.Request,
    ruleset: str,
    days: list[int],
    board: CachedBoard,
    *,
    commit: str | None = None,
    seed: str | None = None,
    asker: int | None = None,
) -> DailyBoard:
    limit = _limit(request) or 20  # a board shows its top 20 rather than fail on a bad limit
    you = board.by_player.get(asker) if asker is not None else None
    return tagged_daily_board(  # look-alike names carry their players' tags
        DailyBoard(
            ruleset=ruleset,
            days=days,
            commit=commit,
            seed=seed,
            attempts=len(board.rows),
            distribution=[DailyBar(low=b.low, count=b.count) for b in board.bars],
            entries=[_entry(p) for p in board.places[: max(1, min(limit, MAX_ENTRIES))]],
            you=_entry(you) if you is not None else None,
        )
    )


def _entry(place: Ranked) -> DailyEntry:
    return DailyEntry(rank=place.rank, player=place.player, name=place.name, total=place.total)


async def _asker(request: web.Request) -> int | None:
    """The player whose token is in ``Authorization: Bearer TOKEN``, if it is right."""
    header = request.headers.get("Authorization", "")
    if not header.startswith("Bearer "):
        return None
    parsed = parse_token(header.removeprefix("Bearer ").strip())
    if parsed is None:
        return None
    record = await request.app[NODE].storage.player(parsed.player_id)
    if record is None or not secret_matches(parsed.secret, record.token_hash):
        return None
    return record.id
