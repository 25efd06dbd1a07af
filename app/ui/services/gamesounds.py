"""What a game sounds like, and when it asks for the player: a roll, an entry, a struck box,
a game's moments; the player's turn online while the window is behind (``Attention``)."""

from __future__ import annotations

from app.rules import Entered, Event, Rolled, TurnPassed

from .attention import Attention
from .sound import Sounds


class GameSounds:
    def __init__(self, sounds: Sounds, attention: Attention) -> None:
        self._sounds = sounds
        self._attention = attention

    def on_events(self, events: tuple[Event, ...], you: int | None) -> None:
        """The game at the table moved (``you``: this player's seat, None when they watch)."""
        for event in events:
            if isinstance(event, Rolled):
                self._sounds.play("roll")
            elif isinstance(event, Entered):
                self._sounds.play("strike" if event.struck else "enter")
        if you is not None and any(isinstance(e, TurnPassed) and e.seat == you for e in events):
            self._attention.request("turn")

    def on_moment(self, moment: str, *, final: bool) -> None:
        """A moment of the game (``final``: the game's end)."""
        self._sounds.play("final" if final else "moment")

    def your_turn(self) -> None:
        """The player came back to a game where it is their turn."""
        self._attention.request("turn")
