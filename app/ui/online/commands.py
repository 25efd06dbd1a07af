"""What the client asks the server: each command the screens send, with the purpose its
refusal is routed by, and who hears that refusal (``Routing``).

A command goes out at once or not at all: offline, it is refused with ``offline`` where somebody
waits for its answer (``join`` is the exception: it waits for the connection).
"""

from __future__ import annotations

import logging
from dataclasses import replace

from app.net import (
    AnswerRematch,
    AskRecent,
    ClientMessage,
    CreateTable,
    ErrorCode,
    Invite,
    JoinTable,
    LeaveTable,
    PlayDaily,
    SendChat,
    SetPreferences,
    SyncTable,
    WatchTable,
    clean_chat,
)

from ..session.remote import Outbox
from .parts import ClientParts
from .routing import Routing, quietly

log = logging.getLogger(__name__)


def session_outbox(routing: Routing) -> Outbox:
    """How the game at the table sends: its chat as chat, a request for the whole table as
    ``sync``, every move as ``play``."""

    def send(message: ClientMessage) -> bool:
        if isinstance(message, SendChat):
            return routing.send(message, "chat")
        return routing.send(message, "sync" if isinstance(message, SyncTable) else "play")

    return send


class Commands:
    def __init__(self, parts: ClientParts) -> None:
        self._parts = parts
        self.invitations = True
        """Whether others may invite this player (the setting, sent on every welcome)."""
        self._route_refusals()

    # --- the lobby and the table ------------------------------------------------------------------

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
        message = CreateTable(
            seats=seats,
            clock=clock,
            preset=preset,
            triple=triple,
            forced_order=forced_order,
            private=private,
        )
        return self._send(message, "create")

    def join(self, code: str) -> None:
        """Sit down at table ``code`` now, or as soon as the connection stands."""
        if self._parts.connecting.online and self._parts.kept.value.player is not None:
            self._send(JoinTable(code=code), "join")
        else:
            self._parts.kept.update(replace(self._parts.kept.value, pending_code=code))
            self._parts.connecting.go_online()

    def watch(self, code: str) -> bool:
        """Follow a table as a spectator (a game that started without this player)."""
        return self._send(WatchTable(code=code), "watch")

    def leave(self) -> bool:
        """Leave the table: before the start the seat is free again; during the game this
        resigns; after the end it just stops following."""
        if self._parts.kept.value.table is None:
            return False
        return self._send(LeaveTable(), "leave")

    def chat(self, text: str) -> bool:
        line = clean_chat(text)
        if line is None:
            self._parts.signals.chatRefused.emit(ErrorCode.CHAT_INVALID.value)
            return False
        return self._send(SendChat(text=line), "chat")

    def play_daily(self, ruleset: str) -> bool:
        """Begin today's challenge of ``ruleset`` (one attempt a day): the table follows."""
        if not self._parts.connecting.online or self._parts.kept.value.player is None:
            self._parts.signals.dailyRefused.emit("offline")
            return False
        return self._send(PlayDaily(ruleset=ruleset), "daily")

    def forget_table(self) -> None:
        """Stop showing a finished table (the results were read)."""
        table = self._parts.kept.value.table
        if table is not None and table.status.ended:
            self._parts.follower.end()
            self._parts.kept.update(replace(self._parts.kept.value, table=None))

    # --- playing together again -------------------------------------------------------------------

    def rematch(self, accept: bool) -> bool:
        """Offer a rematch at the finished table, accept the offer, or decline it."""
        return self._send(AnswerRematch(accept=accept), "rematch")

    def invite(self, player_id: int) -> bool:
        self.forget_invited()
        return self._send(Invite(player=player_id), "invite")

    def forget_invited(self) -> None:
        """A new invitation is on its way: whom the last one reached is old news."""
        self._parts.kept.update(replace(self._parts.kept.value, invited=""))

    def ask_recent(self) -> bool:
        return self._send(AskRecent(), "recent")

    def set_invitations(self, allowed: bool) -> None:
        """The setting: whether others may invite this player (kept by the server)."""
        if allowed != self.invitations:
            self.invitations = allowed
            if self._parts.connecting.online:
                self._send(SetPreferences(invitations=allowed), "preferences")

    def answer_invitation(self, join: bool) -> None:
        """Join the table of the invitation shown, or let it go ("Not now")."""
        invitation = self._parts.kept.value.invitation
        self._parts.kept.update(replace(self._parts.kept.value, invitation=None))
        if join and invitation is not None:
            self.join(invitation.code)

    # --- refusals ---------------------------------------------------------------------------------

    def _send(self, message: ClientMessage, purpose: str) -> bool:
        """Send, remembering what it was for; False (and a refusal ``offline``) when offline."""
        return self._parts.routing.send(message, purpose)

    def _route_refusals(self) -> None:
        """Who hears the refusal of each kind of message (any other: ``problem``)."""
        signals, route = self._parts.signals, self._parts.routing.route
        route(("play", "sync"), refused=self._parts.follower.refuse)
        route(("chat",), refused=signals.chatRefused.emit, offline=True)
        route(("daily",), refused=signals.dailyRefused.emit, offline=True)
        route(("rematch",), refused=self._rematch_refused, offline=True)
        route(("invite",), refused=signals.inviteRefused.emit)
        route(("create", "join", "watch", "leave", "rename"), offline=True)
        self._parts.routing.offline_to(("invite",), signals.problem.emit)
        route(("seed",), refused=quietly("dice seed"))  # too late: the dice go on without it
        route(("rejoin",), refused=lambda _code: self._drop_followed())
        route(("lobby", "recent", "preferences"), refused=lambda _code: None)

    def _rematch_refused(self, code: str) -> None:
        if code != "offline":
            log.info("the server refused a rematch answer: %s", code)
        self._parts.signals.rematchRefused.emit(code)

    def _drop_followed(self) -> None:
        self._parts.follower.end()
        self._parts.kept.update(replace(self._parts.kept.value, table=None))
