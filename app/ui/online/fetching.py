"""The table server's HTTP side: leaderboards and player profiles, decoded into the protocol's
views, and the journals of finished tables. aiohttp is imported on the first fetch (offline
play never needs it)."""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import msgspec

from app.net import Leaderboard, PlayerProfile
from app.net.views import DailyBoard, DailyChallenges
from app.profile import IdentityStore, http_url

if TYPE_CHECKING:
    import aiohttp

log = logging.getLogger(__name__)

HTTP_TIMEOUT = 8.0

_View = TypeVar("_View")


class FetchError(Exception):
    """An HTTP request to the server failed; ``code`` is for the view to translate
    (``offline``, ``unreachable``, ``rate_limited``, ``not_found``, ``server_error``,
    ``bad_answer``; for journals also ``bad_token`` and ``not_finished``)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


class ServerFetcher:
    def __init__(self, server: Callable[[], str], identity: IdentityStore) -> None:
        self._server = server
        """The server's address as the settings have it now ("" when there is none)."""
        self._identity = identity
        """Where this computer keeps the player's token for each server."""
        self._http: aiohttp.ClientSession | None = None

    async def leaderboard(self, period: str, limit: int = 50) -> Leaderboard:
        return await self._fetch(f"/leaderboard/{period}?limit={limit}", Leaderboard)

    async def profile(self, player_id: int) -> PlayerProfile:
        return await self._fetch(f"/players/{player_id}", PlayerProfile)

    async def daily(self) -> DailyChallenges:
        return await self._fetch("/daily", DailyChallenges)

    async def daily_board(self, day: int | str, ruleset: str) -> DailyBoard:
        """A day's board (or the week's: ``day`` is ``week``); with the player's token (in a
        header, when this computer holds one) it says where they stand."""
        server = self._server()
        token = await self._token(server) if server else None
        headers = {"Authorization": f"Bearer {token}"} if token else None
        return await self._fetch(f"/daily/{day}/{ruleset}?limit=20", DailyBoard, headers)

    async def journal(self, server: str, code: str) -> bytes:
        """The game of a finished table this player sat at on ``server``, as a game file's
        bytes (checked by whoever reads it); ``FetchError`` ``bad_token`` when this computer
        has no identity there. The token goes in a header, never in the address."""
        token = await self._token(server)
        if token is None:
            raise FetchError("bad_token")
        headers = {"Authorization": f"Bearer {token}"}
        return await self._get(f"/tables/{code}/journal", server, headers)

    async def _token(self, server: str) -> str | None:
        """This player's token on ``server`` (read from the keyring in a worker thread)."""
        loop = asyncio.get_running_loop()
        stored = await loop.run_in_executor(None, self._identity.load, server)
        return stored.token if stored is not None else None

    async def aclose(self) -> None:
        if self._http is not None:
            await self._http.close()

    async def _fetch(
        self, path: str, kind: type[_View], headers: dict[str, str] | None = None
    ) -> _View:
        body = await self._get(path, self._server(), headers)
        try:
            return msgspec.json.decode(body, type=kind)
        except msgspec.DecodeError:
            raise FetchError("bad_answer") from None

    async def _get(self, path: str, server: str, headers: dict[str, str] | None = None) -> bytes:
        import aiohttp  # here, not at start-up: offline play never needs it

        if not server:
            raise FetchError("offline")
        if self._http is None or self._http.closed:
            self._http = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=HTTP_TIMEOUT))
        try:
            async with self._http.get(http_url(server, path), headers=headers) as response:
                body = await response.read()
                status = response.status
        except (aiohttp.ClientError, OSError, TimeoutError) as error:
            log.info("HTTP %s failed: %s", path, type(error).__name__)
            raise FetchError("unreachable") from None
        if status != 200:
            raise FetchError(_STATUS_CODES.get(status, "server_error"))
        return body


_STATUS_CODES = {
    400: "bad_request",
    401: "bad_token",
    404: "not_found",
    409: "not_finished",
    429: "rate_limited",
}
