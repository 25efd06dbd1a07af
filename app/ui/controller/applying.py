"""The settings applied to everything they concern (language, names, sound, attention, the
table's preferences, the pace), and the server the app speaks to: the settings' one, or its own
while it hosts."""

from __future__ import annotations

from app.profile import Settings

from ..common.names import seat_namer
from ..parts import Jobs, Screens
from ..session import PACINGS, Pacing
from .stage import Stage


class Applying:
    def __init__(
        self, stage: Stage, screens: Screens, jobs: Jobs, *, pacing_override: Pacing | None = None
    ) -> None:
        self._stage = stage
        self._screens = screens
        self._settings = screens.settings
        self._jobs = jobs
        self._pacing_override = pacing_override
        self._hosted_server = ""
        """The hosted server this app speaks to while it hosts ("" when it does not)."""

    def on_settings(self, settings: Settings) -> None:
        """The player changed the settings: kept, then applied."""
        self._jobs.data.write(lambda store: store.save_settings(settings))
        self.apply(settings)

    def apply(self, settings: Settings) -> None:
        jobs, table = self._jobs, self._screens.table
        jobs.language.apply(settings.language)
        jobs.online.configure(self._hosted_server or settings.server, settings.player_name)
        jobs.hosting.rename(settings.player_name)
        # Default names ("You", "Player 2") follow the language and the player's own name.
        table.set_namer(seat_namer(settings.player_name))
        self._screens.results.rename(table.shown_names())
        jobs.sounds.set_enabled(settings.sound)
        jobs.attention.set_enabled(settings.attention)
        jobs.online.set_invitations(settings.invitations)
        jobs.local_games.set_pacing(self.pacing())
        table.set_preferences(
            confirm_every=settings.confirm_every_entry,
            show_hints=settings.show_hints,
            linger_ms=round(self.pacing().linger * 1000),
            coach=settings.coach,
            verbosity=settings.verbosity,
            win_chances=settings.win_chances,
        )

    def pacing(self) -> Pacing:
        return self._pacing_override or PACINGS[self._settings.value.pace]

    # --- the server in use: the settings', or this computer's own while it hosts -----------------

    def host(self) -> None:
        """Host a table server on this computer; the app plays on it (``on_hosting``)."""
        self._jobs.hosting.host(self._settings.value.player_name)

    def on_hosting(self) -> None:
        """While hosting, this app speaks to its own server (the settings keep the other
        address for afterwards); when hosting stops, to the settings' server again."""
        local = self._jobs.hosting.local
        if local == self._hosted_server:
            return
        self._hosted_server = local
        settings = self._settings.value
        self._jobs.online.configure(local or settings.server, settings.player_name)
        if local:
            self._jobs.online.go_online()
        self._stage.hasGameChanged.emit()  # quitWarning may have changed

    def connect_to(self, server: str) -> bool:
        """A table nearby or a typed address: play on that server from now on (False while
        hosting: the own server is in use then)."""
        if self._hosted_server:
            return False
        if server != self._settings.value.server:
            self._settings.change(server=server)  # the client connects there
        self._jobs.online.go_online()
        return True
