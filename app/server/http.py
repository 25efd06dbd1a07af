"""The plain HTTP side: ``/health``, ``/metrics``, ``/leaderboard/{period}``, ``/players/{id}``,
``/tables/{code}/journal``."""

from __future__ import annotations

import asyncio
import time
from datetime import UTC, datetime

import msgspec
from aiohttp import web
from prometheus_client import CONTENT_TYPE_LATEST

from app.net import PROTOCOL_VERSION, Leaderboard, LeaderboardEntry, Period, TableStatus
from app.net.dice import DICE_VERSION, commitment, new_seed
from app.net.views import (
    DailyBar,
    DailyBoard,
    DailyChallenge,
    DailyChallenges,
    DailyEntry,
    RevealedSeed,
)
from app.rules import GAME_FILE_FORMAT

from .addresses import client_address
from .daily import (
    DAILY_RULESETS,
    DAILY_VERSION,
    Ranked,
    day_date,
    day_ends,
    day_of,
    distribution,
    ranked,
    week_of,
)
from .identity import parse_token, secret_matches
from .leaderboard import period_bounds, to_ms
from .node import Node
from .ratelimit import PerAddress
from .storage import now_ms
from .storage.base import SeatedJournal
from .storage.daily import (
    attempts_started,
    best_of_week,
    day_seed,
    day_totals,
    revealed_seeds,
)

NODE = web.AppKey("node", Node)
HTTP_LIMITS = web.AppKey("http_limits", PerAddress)
LEADERBOARD_CACHE = web.AppKey("leaderboard_cache", dict)
CACHE_SECONDS = 5.0
MAX_ENTRIES = 100

_encoder = msgspec.json.Encoder()


def _json(data: object, status: int = 200) -> web.Response:
    return web.Response(body=_encoder.encode(data), status=status, content_type="application/json")


def _error(code: str, status: int) -> web.Response:
    return _json({"error": code}, status)


async def health(request: web.Request) -> web.Response:
    """``ok`` (200); ``limited`` (200) while a cluster node cannot reach Redis — it runs its own
    tables on, and refuses what needs the others (see ``docs/server.md``); ``degraded`` (503)
    when the database does not answer or the node is stopping or draining, so that the front
    door sends new clients elsewhere."""
    node = request.app[NODE]
    try:
        await asyncio.wait_for(node.storage.ping(), timeout=2.0)
        storage_ok = True
    except Exception:
        storage_ok = False
    stopping = node.closing or node.gateway.closing
    shared = node.shared
    if not storage_ok or stopping:
        status = "degraded"
    elif not shared.healthy:
        status = "limited"
    else:
        status = "ok"
    tables = node.owner.tables.values()
    return _json(
        {
            "status": status,
            "protocol": PROTOCOL_VERSION,
            "node": node.name,
            "storage": node.storage.dialect,
            "storage_ok": storage_ok,
            "shared": "redis" if shared.clustered else "local",
            "shared_ok": shared.healthy,
            "nodes": len(shared.alive_nodes()),
            "closing": stopping,
            "sockets": len(node.registry),
            "tables": len(node.owner.tables),
            "playing": sum(t.status is TableStatus.PLAYING for t in tables),
            "advisor": {"name": node.chooser.advisor.name, "ready": node.chooser.ready_keys},
        },
        503 if status == "degraded" else 200,
    )


async def metrics(request: web.Request) -> web.Response:
    body = request.app[NODE].metrics.render()
    return web.Response(body=body, headers={"Content-Type": CONTENT_TYPE_LATEST})


def requester(request: web.Request) -> str:
    """The address a request counts against (through a trusted proxy: the client's)."""
    trusted = request.app[NODE].config.trusted_proxies
    return client_address(request.remote, request.headers.get("X-Forwarded-For"), trusted)


def _allowed(request: web.Request) -> bool:
    return request.app[HTTP_LIMITS].take(requester(request), time.monotonic())


async def leaderboard(request: web.Request) -> web.Response:
    if not _allowed(request):
        return _error("rate_limited", 429)
    try:
        period = Period(request.match_info["period"])
    except ValueError:
        return _error("invalid_period", 400)
    try:
        limit = int(request.query.get("limit", "20"))
    except ValueError:
        return _error("invalid_limit", 400)
    if not 1 <= limit <= MAX_ENTRIES:
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
    if len(cache) > 500:
        cache.clear()
    cache[key] = (time.monotonic(), board)
    return _json(board)


async def profile(request: web.Request) -> web.Response:
    if not _allowed(request):
        return _error("rate_limited", 429)
    raw = request.match_info["player_id"]
    if not raw.isdigit() or len(raw) > 18:
        return _error("not_found", 404)
    found = await request.app[NODE].storage.profile(int(raw))
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
    code = request.match_info["code"].upper()
    if not code.isalnum() or len(code) > 16:
        return _error("not_found", 404)
    seen = await storage.seated_journal(code, player.id)
    if seen is None:
        return _error("not_found", 404)
    if seen.status != "finished":
        return _error("not_finished", 409)
    finished = "" if seen.finished_at is None else _iso(seen.finished_at)
    return _json(
        {
            "format": GAME_FILE_FORMAT,
            "rules": seen.rules.to_dict(),
            "players": list(seen.names),
            "seats": [
                {"kind": "you" if seat == seen.seat else "person", "level": ""}
                for seat in range(len(seen.names))
            ],
            "finished_at": finished,
            "table": code,
            "dice": _journal_dice(seen, code),
            "actions": [msgspec.Raw(action) for action in seen.actions],
        }
    )


def _journal_dice(seen: SeatedJournal, code: str) -> dict[str, object] | None:
    """What it takes to check the finished game's dice (as the table state had it at the end):
    the seed only once it may be told (a daily challenge's when its day is over)."""
    if seen.dice_seed is None:
        return None
    daily = seen.dice_scope is not None
    told = seen.reveal_after is None or now_ms() >= seen.reveal_after
    return {
        "version": DICE_VERSION,
        "scope": seen.dice_scope or code,
        "commit": commitment(bytes.fromhex(seen.dice_seed)),
        "contributions": []
        if daily  # a day's dice are its seed's alone
        else [seen.contributions.get(seat) for seat in range(len(seen.names))],
        "seed": seen.dice_seed if told else None,
    }


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
    node = request.app[NODE]
    ruleset, raw_day = request.match_info["ruleset"], request.match_info["day"]
    if ruleset not in DAILY_RULESETS:
        return _error("invalid_ruleset", 400)
    if raw_day == "week":
        days = list(week_of(day_of(now_ms())))
        rows = await best_of_week(node.storage, days, ruleset)
        return _json(await _board(request, ruleset, days, rows))
    if not raw_day.isdigit() or int(raw_day) > day_of(now_ms()):
        return _error("invalid_day", 400)
    day = int(raw_day)
    known = await revealed_seeds(node.storage, [day])
    seed = next((s for _, r, s in known if r == ruleset), None)
    if seed is None:
        return _error("not_found", 404)
    rows = await day_totals(node.storage, day, ruleset)
    revealed = seed if now_ms() >= day_ends(day) else None
    commit = commitment(bytes.fromhex(seed))
    return _json(await _board(request, ruleset, [day], rows, commit=commit, seed=revealed))


async def _board(
    request: web.Request,
    ruleset: str,
    days: list[int],
    rows: list[tuple[int, str, int]],
    *,
    commit: str | None = None,
    seed: str | None = None,
) -> DailyBoard:
    try:
        limit = int(request.query.get("limit", "20"))
    except ValueError:
        limit = 20
    places = ranked(rows)
    asker = await _asker(request)
    you = next((p for p in places if p.player == asker), None)
    return DailyBoard(
        ruleset=ruleset,
        days=days,
        commit=commit,
        seed=seed,
        attempts=len(rows),
        distribution=[DailyBar(low=b.low, count=b.count) for b in distribution(r[2] for r in rows)],
        entries=[_entry(p) for p in places[: max(1, min(limit, MAX_ENTRIES))]],
        you=_entry(you) if you is not None else None,
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
