"""The table server's HTTP side: leaderboards and player profiles, decoded into the protocol's
views. aiohttp is imported on the first fetch (offline play never needs it)."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, TypeVar

import msgspec

from app.net import Leaderboard, PlayerProfile
from app.profile import http_url

if TYPE_CHECKING:
    import aiohttp

log = logging.getLogger(__name__)

HTTP_TIMEOUT = 8.0

_View = TypeVar("_View")


class FetchError(Exception):
    """An HTTP request to the server failed; ``code`` is for the view to translate
    (``offline``, ``unreachable``, ``rate_limited``, ``not_found``, ``server_error``,
    ``bad_answer``)."""

    def __init__(self, code: str) -> None:
        super().__init__(code)
        self.code = code


class ServerFetcher:
    def __init__(self, server: Callable[[], str]) -> None:
        self._server = server
        """The server's address as the settings have it now ("" when there is none)."""
        self._http: aiohttp.ClientSession | None = None

    async def leaderboard(self, period: str, limit: int = 50) -> Leaderboard:
        return await self._fetch(f"/leaderboard/{period}?limit={limit}", Leaderboard)

    async def profile(self, player_id: int) -> PlayerProfile:
        return await self._fetch(f"/players/{player_id}", PlayerProfile)

    async def aclose(self) -> None:
        if self._http is not None:
            await self._http.close()

    async def _fetch(self, path: str, kind: type[_View]) -> _View:
        import aiohttp  # here, not at start-up: offline play never needs it

        server = self._server()
        if not server:
            raise FetchError("offline")
        if self._http is None or self._http.closed:
            self._http = aiohttp.ClientSession(timeout=aiohttp.ClientTimeout(total=HTTP_TIMEOUT))
        try:
            async with self._http.get(http_url(server, path)) as response:
                body = await response.read()
                status = response.status
        except (aiohttp.ClientError, OSError, TimeoutError) as error:
            log.info("HTTP %s failed: %s", path, type(error).__name__)
            raise FetchError("unreachable") from None
        if status == 429:
            raise FetchError("rate_limited")
        if status == 404:
            raise FetchError("not_found")
        if status != 200:
            raise FetchError("server_error")
        try:
            return msgspec.json.decode(body, type=kind)
        except msgspec.DecodeError:
            raise FetchError("bad_answer") from None
