"""What the table says and answers: who is listening (``Speaker``), the answers to the
player's questions (D, S, A, I, R), and the texts kept ready for screen readers (the hints as I
reads them, where the game stands for Continue). Everything goes out through the announcer."""

from __future__ import annotations

from app.rules import Game

from .announcer import AnnouncerViewModel
from .speech import VERBOSITIES, Announcement, Speaker, Verbosity
from .view import TableInput


class TableVoice:
    def __init__(self, announcer: AnnouncerViewModel) -> None:
        self.announcer = announcer
        self._verbosity = Verbosity.FULL

    def set_verbosity(self, verbosity: str) -> None:
        self._verbosity = Verbosity(verbosity) if verbosity in VERBOSITIES else Verbosity.FULL

    def speaker(self, state: TableInput | None) -> Speaker:
        """Who "you" are at this table, the seats' names as shown, and how much to say."""
        if state is None:
            return Speaker((), None, self._verbosity)
        mine = [seat for seat, here in enumerate(state.controls) if here]
        return Speaker(state.shown_names, mine[0] if len(mine) == 1 else None, self._verbosity)

    def say(self, *announcements: Announcement) -> None:
        self.announcer.say(*announcements)

    def answer(self, announcement: Announcement) -> None:
        self.announcer.answer(announcement)

    # --- the player's questions ------------------------------------------------------------------

    def sheet(self, state: TableInput) -> Announcement:
        """S: the sheet of the player here (else of the player to move)."""
        speaker = self.speaker(state)
        game = state.game
        seat = speaker.me if speaker.me is not None else game.current
        here = not game.over and state.controls[game.current]
        return speaker.my_sheet(game, seat, here)

    def hints(self, state: TableInput) -> Announcement:
        """I: the hints for the player here, when it is their turn."""
        game = state.game
        mine = not game.over and bool(state.controls) and state.controls[game.current]
        advice = state.advice if mine else None
        return self.speaker(state).hints(game, advice, state.show_hints, state.preparing >= 1.0)

    def standing(self, state: TableInput) -> str:
        return self.speaker(state).standing(state.game)

    def bonus_row(self, state: TableInput) -> Announcement:
        game: Game = state.game
        return self.speaker(state).bonus_row(game, game.current)
