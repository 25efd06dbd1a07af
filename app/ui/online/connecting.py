"""The connection's life: which server and name, going online and offline, coming back, and what
the link's state means for the snapshot and the game at the table.

The link (``ServerLink``) connects and reconnects by itself; this decides when it should, from
what the player wants (``wanted``) and what this computer knows (a stored token, a name).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Coroutine
from dataclasses import replace
from typing import Any

from app.net import Rename, TableStatus
from app.profile import TokenPlace

from ..common.names import online_name
from .following import TableFollower
from .greeting import IdentityGreeter
from .link import LinkState, LinkStatus, ServerLink
from .routing import Routing
from .signals import ClientSignals
from .snapshot import OnlineSnapshot, SnapshotKeeper

log = logging.getLogger(__name__)


class Connecting:
    def __init__(
        self,
        signals: ClientSignals,
        kept: SnapshotKeeper,
        *,
        link: ServerLink,
        greeter: IdentityGreeter,
        follower: TableFollower,
        routing: Routing,
    ) -> None:
        self._signals = signals
        self._kept = kept
        self._link = link
        self._greeter = greeter
        self._follower = follower
        self._routing = routing
        self._tasks: set[asyncio.Task[None]] = set()
        self._closed = False
        link.hurry = self.in_a_game
        link.stateChanged.connect(self._on_link_state)
        greeter.placeChanged.connect(self._on_token_place)
        greeter.nameNeeded.connect(self._on_name_needed)
        greeter.notice.connect(signals.notice)

    @property
    def online(self) -> bool:
        return self._link.online

    def configure(self, server: str, name: str) -> None:
        """The server address and display name from the settings (at start and on changes)."""
        name = online_name(name)
        renamed = name != self._greeter.name
        self._greeter.name = name
        snapshot = self._kept.value
        if server != snapshot.server:
            wanted = snapshot.wanted
            self._link.stop()
            self._follower.end()
            self._greeter.set_server(server)
            self._kept.update(
                OnlineSnapshot(server=server, wanted=wanted, pending_code="", needs_name=False)
            )
            if wanted:
                self.go_online()
        elif renamed and name:
            if snapshot.needs_name:
                self.go_online()
            elif self.online:
                self._routing.send(Rename(name=name), "rename")

    def connect_if_known(self) -> None:
        """At start: go online by itself if this computer has played on the server before (so a
        player with a seat is put back at the table). Never asks for anything."""
        self._spawn(self._connect_if_known())

    async def _connect_if_known(self) -> None:
        stored = await self._greeter.load()
        if stored is not None and not self._kept.value.wanted:
            self.go_online()

    def go_online(self) -> None:
        self._kept.update(replace(self._kept.value, wanted=True))
        if self._link.state.status in (LinkStatus.ONLINE, LinkStatus.CONNECTING):
            return
        self._spawn(self._go_online())

    async def _go_online(self) -> None:
        server = self._kept.value.server
        stored = await self._greeter.load()
        if server != self._kept.value.server or not self._kept.value.wanted:
            return  # changed meanwhile
        if stored is None and not self._greeter.name:
            self._kept.update(replace(self._kept.value, needs_name=True))
            return
        self._kept.update(replace(self._kept.value, needs_name=False))
        self._link.start(server, self._greeter)

    def go_offline(self) -> None:
        self._kept.update(replace(self._kept.value, wanted=False, pending_code=""))
        self._link.stop()

    def retry_now(self) -> None:
        if self._link.state.status is LinkStatus.RECONNECTING:
            self._link.retry_now()
        else:
            self.go_online()

    def in_a_game(self) -> bool:
        """Seated at a running game: the link comes back within seconds (its clock waits for
        the player, their away limit does not)."""
        table = self._kept.value.table
        return table is not None and table.status is TableStatus.PLAYING and table.you is not None

    def _on_link_state(self, state: LinkState) -> None:
        player = self._kept.value.player if state.status is LinkStatus.ONLINE else None
        self._kept.update(replace(self._kept.value, link=state, player=player))
        self._follower.set_connected(state.status is LinkStatus.ONLINE)
        if state.status is LinkStatus.OFFLINE and state.reason == "replaced":
            self._signals.notice.emit("replaced")

    def _on_token_place(self, place: TokenPlace | None) -> None:
        self._kept.update(replace(self._kept.value, token_place=place))

    def _on_name_needed(self) -> None:
        self._kept.update(replace(self._kept.value, needs_name=True))

    def close(self) -> None:
        """No more attempts: what waits for the token ends (the client closes the link)."""
        self._closed = True
        for task in list(self._tasks):
            task.cancel()

    def _spawn(self, job: Coroutine[Any, Any, None]) -> None:
        if self._closed:
            job.close()
            return
        task = asyncio.get_event_loop().create_task(job)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)
        task.add_done_callback(_log_failure)


def _log_failure(task: asyncio.Task[None]) -> None:
    if not task.cancelled() and task.exception() is not None:
        log.error("an online task failed", exc_info=task.exception())
