"""The games the player can open on the analysis board: this computer's finished games and the
online games they sat at, newest first."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from app.profile import FinishedGame, OnlineGame
from app.rules import Game

from ..common.labels import RulesetLabel
from ..session import TableSetup
from .charts import ruleset_label

SHOWN = 100


@dataclass(frozen=True, slots=True)
class HistoryRow:
    key: str
    """``local:<id>`` or ``online:<id>``."""
    source: str
    """``local`` or ``online``."""
    game_id: int
    when: str
    """ISO 8601 time: when the game finished (local) or began (online)."""
    rules: RulesetLabel
    players: tuple[str, ...]
    you: int
    """The seat of the player of this profile (-1: not at the table, or not known)."""
    total: int
    """Their total (-1: unknown)."""
    place: int
    """Their place (0: unknown)."""
    mean_cost: float
    """Their points lost per decision (-1: not reviewed)."""
    hints: bool
    code: str
    """The online table's code."""
    online: bool = False
    """Played on a table server (kept here by its copy, or only as the server keeps it)."""
    outcome: str = ""
    """How it went for this player: ``solo``, ``won``, ``place`` (``place`` of the players),
    or "" (not known here: a game this computer did not see to its end)."""


def outcome_of(players: int, you: int, place: int) -> str:
    """The result to list for the player of this profile."""
    if you < 0 or place <= 0:
        return ""
    if players == 1:
        return "solo"
    return "won" if place == 1 else "place"


def derive_history(
    finished: Sequence[FinishedGame], online: Sequence[OnlineGame], shown: int = SHOWN
) -> tuple[HistoryRow, ...]:
    # An online game is listed once: by the copy kept here when this computer saw it to its
    # end (with the score and the result, and it opens without the server), else as the
    # server keeps it (its journal is the game).
    rows = [row for row in (_local(game) for game in finished) if row is not None]
    copied = {game.online for game in finished if game.online}
    rows += [_online(game) for game in online if f"{game.server} {game.code}" not in copied]
    rows.sort(key=lambda row: row.when, reverse=True)
    return tuple(rows[:shown])


def _local(game: FinishedGame) -> HistoryRow | None:
    try:
        setup = TableSetup.from_json(game.setup)
        players = Game.names_in_json(game.game)
    except (ValueError, TypeError):
        return None  # a record this version cannot read is not listed
    seat = game.seat if game.seat is not None else -1
    cost = next((a.mean_cost for a in game.accuracy if a.seat == seat), -1.0)
    place = game.place or 0
    return HistoryRow(
        key=f"local:{game.id}",
        source="local",
        game_id=game.id,
        when=game.finished_at,
        rules=RulesetLabel(setup.preset, setup.triple, setup.forced_order),
        players=tuple(players),
        you=seat,
        total=game.total if game.total is not None else -1,
        place=place,
        mean_cost=cost,
        hints=game.hints,
        code=game.online.rpartition(" ")[2] if game.online else "",
        online=bool(game.online),
        outcome=outcome_of(len(players), seat, place),
    )


def _online(game: OnlineGame) -> HistoryRow:
    return HistoryRow(
        key=f"online:{game.id}",
        source="online",
        game_id=game.id,
        when=game.started_at,
        rules=ruleset_label(game.ruleset),
        players=game.players,
        you=game.seat,
        total=-1,
        place=0,
        mean_cost=-1.0,
        hints=False,
        code=game.code,
        online=True,
    )
