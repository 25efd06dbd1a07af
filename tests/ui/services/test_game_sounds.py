"""What a game sounds like: the events of the table, each with its sound, and the player's turn
asking for attention."""

from __future__ import annotations

from app.rules import Game, preset
from app.ui.services.gamesounds import GameSounds

from ..helpers import LoadedDice, rolled


class Heard:
    """Stands in for ``Sounds`` and ``Attention``: what was played and asked for."""

    def __init__(self) -> None:
        self.played: list[str] = []
        self.asked: list[str] = []

    def play(self, effect: str) -> None:
        self.played.append(effect)

    def request(self, reason: str) -> bool:
        self.asked.append(reason)
        return True


def test_a_roll_an_entry_and_a_struck_box_each_sound_and_the_turn_asks_for_the_player() -> None:
    heard = Heard()
    sounds = GameSounds(heard, heard)  # type: ignore[arg-type]
    start = Game.new(preset("official"), ("Ada", "Bo"))
    sounds.on_events(start.roll(LoadedDice(1, 2, 3, 4, 5)).events, you=1)
    assert heard.played == ["roll"] and heard.asked == []
    heard.played.clear()
    rolling = rolled(start, 1, 2, 3, 4, 5)
    entered = rolling.enter("large_straight")
    sounds.on_events(entered.events, you=1)  # Ada entered; Bo (this player) is next
    assert heard.played == ["enter"] and heard.asked == ["turn"]
    struck = rolled(entered.game, 1, 1, 2, 3, 5).strike("five_of_a_kind")
    heard.played.clear()
    sounds.on_events(struck.events, you=None)  # watching: nobody's turn to ask for
    assert heard.played == ["strike"] and heard.asked == ["turn"]
    sounds.on_moment("game_over", final=True)
    sounds.on_moment("bonus", final=False)
    assert heard.played[-2:] == ["final", "moment"]
