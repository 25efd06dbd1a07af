"""The online side of the app: the lobby and the player's table, as the screens see them.

``OnlineClient`` is the one object the rest of the app holds: it reads (``snapshot``,
``session``), asks (the commands) and tells (its signals, ``ClientSignals``). Behind it, each
part has one job:

- ``Connecting``: which server and name, going online and offline, coming back;
- ``Commands``: what the screens ask the server, and who hears a refusal (``Routing``);
- ``LobbyNews`` and ``TableNews``: what the server says about the player and the lobby, and
  about the player's table, kept in one frozen ``OnlineSnapshot`` that the view-models derive
  from; the game at the table is a ``RemoteSession`` (``TableFollower``);
- the helpers: who the player is (``IdentityGreeter``), the HTTP side (``ServerFetcher``), the
  dice check (``DiceChecks``).

Nothing here waits on the network in the UI's call: requests are queued on the link and their
answers arrive as messages.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject

from app.net import AnyServerMessage, Error, Leaderboard, PlayerProfile
from app.net.views import DailyBoard, DailyChallenges
from app.profile import IdentityStore

from ..session.remote import RemoteSession
from .commands import Commands, session_outbox
from .connecting import Connecting
from .fetching import FetchError, ServerFetcher
from .following import TableFollower
from .greeting import IdentityGreeter
from .link import ServerLink
from .lobbynews import LobbyNews
from .parts import ClientParts
from .routing import Routing
from .signals import ClientSignals
from .snapshot import OnlineSnapshot, SnapshotKeeper
from .tablenews import TableNews
from .witness import Checked


class OnlineClient(ClientSignals):
    def __init__(
        self,
        identity: IdentityStore,
        *,
        link: ServerLink | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._identity = identity
        self._link = link or ServerLink(self)
        self._link.setParent(self)
        self._kept = SnapshotKeeper(self.changed.emit)
        self._routing = Routing(self._link.send, self.problem.emit)
        self._follower = TableFollower(session_outbox(self._routing), self)
        self._follower.sessionStarted.connect(self.sessionStarted)
        self._follower.sessionEnded.connect(self.sessionEnded)
        self._follower.broken.connect(lambda: self.problem.emit("broken_table"))
        self._follower.aborted.connect(self.tableAborted)
        self._greeter = IdentityGreeter(identity, self)
        self._fetcher = ServerFetcher(lambda: self._kept.value.server, identity)
        self._connecting = Connecting(
            self,
            self._kept,
            link=self._link,
            greeter=self._greeter,
            follower=self._follower,
            routing=self._routing,
        )
        parts = ClientParts(self, self._kept, self._routing, self._follower, self._connecting)
        self._commands = Commands(parts)
        lobby = LobbyNews(self, self._kept, self._routing, self._commands)
        self._table_news = TableNews(parts)
        self._handlers: dict[type, list[Callable[[Any], None]]] = {Error: [self._error]}
        for part in (lobby, self._table_news):  # in this order: a welcome names the player first
            for kind, handler in part.handlers().items():
                self._handlers.setdefault(kind, []).append(handler)
        self._link.received.connect(self._on_message)
        self._dice = self._table_news.dice

    # --- reading ----------------------------------------------------------------------------------

    @property
    def snapshot(self) -> OnlineSnapshot:
        return self._kept.value

    @property
    def session(self) -> RemoteSession | None:
        return self._follower.session

    @property
    def link(self) -> ServerLink:
        return self._link

    @property
    def online(self) -> bool:
        return self._link.online

    def dice_checked(self, code: str) -> Checked | None:
        """The check of the dice of the game at table ``code``, once made."""
        return self._dice.get(code)

    # --- the connection (``Connecting``) ----------------------------------------------------------

    def configure(self, server: str, name: str) -> None:
        """The server address and display name from the settings (at start and on changes)."""
        self._connecting.configure(server, name)

    def connect_if_known(self) -> None:
        """At start: go online by itself if this computer has played on the server before."""
        self._connecting.connect_if_known()

    def go_online(self) -> None:
        self._connecting.go_online()

    def go_offline(self) -> None:
        self._connecting.go_offline()

    def retry_now(self) -> None:
        self._connecting.retry_now()

    # --- the lobby and the table (``Commands``) ---------------------------------------------------

    def create_table(
        self,
        *,
        seats: int,
        clock: int,
        preset: str,
        triple: bool,
        forced_order: bool,
        private: bool,
    ) -> bool:
        return self._commands.create_table(
            seats=seats,
            clock=clock,
            preset=preset,
            triple=triple,
            forced_order=forced_order,
            private=private,
        )

    def join(self, code: str) -> None:
        """Sit down at table ``code`` now, or as soon as the connection stands."""
        self._commands.join(code)

    def watch(self, code: str) -> bool:
        return self._commands.watch(code)

    def leave(self) -> bool:
        return self._commands.leave()

    def chat(self, text: str) -> bool:
        return self._commands.chat(text)

    def play_daily(self, ruleset: str) -> bool:
        return self._commands.play_daily(ruleset)

    def forget_table(self) -> None:
        self._commands.forget_table()

    def rematch(self, accept: bool) -> bool:
        return self._commands.rematch(accept)

    def invite(self, player_id: int) -> bool:
        return self._commands.invite(player_id)

    def forget_invited(self) -> None:
        self._commands.forget_invited()

    def ask_recent(self) -> bool:
        return self._commands.ask_recent()

    def set_invitations(self, allowed: bool) -> None:
        self._commands.set_invitations(allowed)

    def answer_invitation(self, join: bool) -> None:
        self._commands.answer_invitation(join)

    # --- what the server says (``LobbyNews``, ``TableNews``) --------------------------------------

    def _on_message(self, message: AnyServerMessage) -> None:
        for handler in self._handlers.get(type(message), ()):
            handler(message)

    def _error(self, message: Error) -> None:
        self._routing.refuse(message.ref, message.code.value)

    def _update(self, snapshot: OnlineSnapshot) -> None:
        """Replace the snapshot (the parts do; tests set a state this way)."""
        self._kept.update(snapshot)

    # --- HTTP: leaderboards, profiles, the daily challenge, journals (``ServerFetcher``) ----------

    async def leaderboard(self, period: str) -> Leaderboard:
        return await self._fetcher.leaderboard(period)

    async def profile(self, player_id: int | None = None) -> PlayerProfile:
        """A player's profile (this player's by default); ``FetchError`` ``offline`` before the
        server has said who this player is."""
        if player_id is None:
            player = self._kept.value.player
            if player is None:
                raise FetchError("offline")
            player_id = player.id
        return await self._fetcher.profile(player_id)

    async def daily_challenges(self) -> DailyChallenges:
        """Today's challenges (their commitments) and the last days' seeds."""
        return await self._fetcher.daily()

    async def daily_board(self, day: int | str, ruleset: str) -> DailyBoard:
        """A day's board (``day`` a day number, or ``week``), with this player's own place when
        this computer holds their token."""
        return await self._fetcher.daily_board(day, ruleset)

    async def journal(self, server: str, code: str) -> bytes:
        """The game of a finished table this player sat at on ``server`` (a game file's
        bytes); ``FetchError`` ``bad_token`` when this computer has no identity there."""
        return await self._fetcher.journal(server, code)

    # --- closing ----------------------------------------------------------------------------------

    async def aclose(self) -> None:
        """Close the connection (the seat waits on the server as for any lost connection)."""
        self._connecting.close()
        self._follower.end()
        await self._link.aclose()
        await self._fetcher.aclose()
