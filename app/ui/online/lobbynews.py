"""What the server says about the player and the lobby, kept in the snapshot: who the player is
(the welcome, a new name, what a game brought them), the open tables, the people played with
lately, and invitations both ways."""

from __future__ import annotations

import time
from dataclasses import replace

from app.net import (
    AskRecent,
    Invitation,
    Invited,
    LobbyState,
    Preferences,
    ProfileChanged,
    Progress,
    RecentPlayers,
    SetPreferences,
    WatchLobby,
    Welcome,
)

from .commands import Commands
from .news import Handlers
from .routing import Routing
from .signals import ClientSignals
from .snapshot import SnapshotKeeper


class LobbyNews:
    def __init__(
        self, signals: ClientSignals, kept: SnapshotKeeper, routing: Routing, commands: Commands
    ) -> None:
        self._signals = signals
        self._kept = kept
        self._routing = routing
        self._commands = commands

    def handlers(self) -> Handlers:
        return {
            Welcome: self._welcome,
            ProfileChanged: self._profile,
            LobbyState: self._lobby,
            Progress: self._progress,
            Invitation: self._invitation,
            Invited: self._invited,
            RecentPlayers: self._recent,
            Preferences: self._preferences,
        }

    def _welcome(self, message: Welcome) -> None:
        """Greeted: who the player is; the lobby watched, the setting sent, the people played
        with lately asked (the table they sit at is ``TableNews``'s)."""
        self._kept.update(replace(self._kept.value, player=message.player, needs_name=False))
        send = self._routing.send
        send(WatchLobby(watch=True), "lobby")
        send(SetPreferences(invitations=self._commands.invitations), "preferences")
        send(AskRecent(), "recent")

    def _profile(self, message: ProfileChanged) -> None:
        self._kept.update(replace(self._kept.value, player=message.player))

    def _lobby(self, message: LobbyState) -> None:
        self._kept.update(
            replace(
                self._kept.value,
                lobby=tuple(message.tables),
                lobby_total=message.total,
                players_online=message.online,
            )
        )

    def _progress(self, message: Progress) -> None:
        self._kept.update(replace(self._kept.value, player=message.player))
        self._signals.progressArrived.emit(message)

    def _invitation(self, message: Invitation) -> None:
        self._kept.update(
            replace(self._kept.value, invitation=message, invitation_at=time.monotonic())
        )
        self._signals.attention.emit("invitation")

    def _invited(self, message: Invited) -> None:
        # Sent (the server never says whether it arrived); the name is empty for someone this
        # player did not play with lately, and ``invited`` must still say that it went out.
        self._kept.update(replace(self._kept.value, invited=message.name or f"#{message.player}"))

    def _recent(self, message: RecentPlayers) -> None:
        self._kept.update(replace(self._kept.value, recent=tuple(message.players)))

    def _preferences(self, message: Preferences) -> None:
        return  # the setting is this computer's; the server keeps a copy
