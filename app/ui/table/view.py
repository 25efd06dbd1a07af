"""Everything the table screen shows besides dice and sheet, derived from one input value."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from app.rules import Game
from app.strategy import Advice, BoxChoice

from ..common.labels import NO_BOX, BoxLabel, box_label
from ..session.setup import SeatKind, TableSetup


@dataclass(frozen=True, slots=True)
class PlayerRow:
    key: int
    """The seat."""
    name: str
    kind: str
    """``you``, ``person`` or ``computer``."""
    level: str
    to_move: bool
    total: int
    saved_rolls: int
    resigned: bool
    place: int
    """1-based place in the standing right now (ties share)."""
    away: bool = False
    """Online: the player lost their connection; their seat waits."""


@dataclass(frozen=True, slots=True)
class BoxHint:
    box: str
    label: BoxLabel
    points: int
    expected: float


@dataclass(frozen=True, slots=True)
class TableInput:
    game: Game
    setup: TableSetup
    controls: tuple[bool, ...]
    """Per seat: may a person at this computer act for it."""
    busy: bool
    marked: str | None = None
    refusal: str = ""
    """The engine's (or session's) code for the last refused action, until the next action."""
    show_hints: bool = True
    advice: Advice | None = None
    """The advisor's answer for the dice on the table, when ready."""
    preparing: float = 1.0
    """Progress of the hint tables for these rules (1.0: ready; below 0: they failed)."""
    undo_available: bool = False
    names: tuple[str, ...] = ()
    """The seats' names as shown now (defaults in the language shown); else the game's."""
    online: bool = False
    """A table on the server: people elsewhere play the other seats; resigning is possible at
    any time."""
    away: tuple[bool, ...] = ()
    """Per seat, online: the player's connection is gone."""
    aborted: bool = False
    """Online: the server aborted the game (someone left before every seat had played)."""

    @property
    def shown_names(self) -> tuple[str, ...]:
        return self.names if len(self.names) == self.game.player_count else self.game.names


@dataclass(frozen=True, slots=True)
class TableView:
    status: str
    """What the status line says, as a code the view translates (see ``derive_table``)."""
    status_name: str = ""
    status_level: str = ""
    status_label: BoxLabel = NO_BOX
    """The marked box an entry or a strike asks about."""
    status_points: int = 0
    refusal: str = ""
    dice_count: int = 5
    has_dice: bool = False
    rolls_left: int = 0
    saves_rolls: bool = False
    rolls_per_turn: int = 3
    can_roll: bool = False
    can_act: bool = False
    """A person here may act now (their turn, nothing else acting)."""
    can_resign: bool = False
    online: bool = False
    busy: bool = False
    marked: str = ""
    marked_points: int = 0
    over: bool = False
    undo_available: bool = False
    triple: bool = False
    columns: int = 1
    preset: str = ""
    forced_order: bool = False
    hints_ready: bool = False
    preparing: float = 1.0
    show_hints: bool = True
    hint_keep: tuple[bool, ...] = ()
    hint_keep_expected: float = 0.0
    hint_boxes: tuple[BoxHint, ...] = ()
    hint_strike: tuple[BoxHint, ...] = field(default=())
    """The best box to strike, as a tuple of none or one."""
    player_count: int = 1
    player_names: tuple[str, ...] = ()
    dice_values: tuple[int, ...] = ()
    """The dice on the table (empty before the turn's first roll)."""


def derive_table(state: TableInput) -> TableView:
    """The table's view. Status codes:

    ``over``; ``aborted`` (online: stopped, counting for nobody); ``computer`` (a computer is
    acting: name, level); ``waiting`` (someone elsewhere is to move: name); ``confirm_enter`` /
    ``confirm_strike`` (box, points); ``roll`` (the turn starts: name); ``keep`` (rolls left:
    name); ``choose`` (no rolls left: name).
    A refused action is reported beside it in ``refusal``.
    """
    game = state.game
    seat = game.current
    info = state.setup.seats[seat]
    # The status line names the player when several people share this computer; alone, or
    # with only computers (or online, with the others elsewhere), it speaks to the player.
    people_here = (
        sum(state.controls) if state.online else sum(s.is_person for s in state.setup.seats)
    )
    spoken = people_here > 1 or info.kind is not SeatKind.YOU
    ended = game.over or state.aborted
    name = state.shown_names[seat] if not ended and spoken else ""
    local_turn = not ended and state.controls[seat]
    can_act = local_turn and not state.busy
    marked = state.marked if can_act and state.marked in game.options() else None
    marked_points = game.options()[marked] if marked else 0

    if state.aborted:
        status: dict[str, Any] = {"status": "aborted"}
    elif game.over:
        status = {"status": "over"}
    elif info.kind is SeatKind.COMPUTER:
        status = {"status": "computer", "status_name": name, "status_level": info.level}
    elif not local_turn:
        status = {"status": "waiting", "status_name": name}
    elif marked:
        code = "confirm_strike" if marked_points == 0 else "confirm_enter"
        label = box_label(game.rules, marked)
        status = {"status": code, "status_label": label, "status_points": marked_points}
    elif game.dice is None:
        status = {"status": "roll", "status_name": name}
    elif game.rolls_left:
        status = {"status": "keep", "status_name": name}
    else:
        status = {"status": "choose", "status_name": name}

    hints = _hints(state, local_turn)
    rules = game.rules
    return TableView(
        **status,
        refusal=state.refusal,
        dice_count=rules.dice_count,
        has_dice=game.dice is not None,
        rolls_left=0 if ended else game.rolls_left,
        saves_rolls=rules.saves_rolls,
        rolls_per_turn=rules.rolls_per_turn,
        can_roll=can_act and game.rolls_left > 0 and not (game.dice and all(game.held)),
        can_act=can_act,
        can_resign=can_act or (state.online and not ended and any(state.controls)),
        online=state.online,
        busy=state.busy,
        marked=marked or "",
        marked_points=marked_points,
        over=ended,
        undo_available=state.undo_available,
        triple=rules.triple,
        columns=rules.columns,
        preset=rules.name,
        forced_order=rules.forced_order,
        hints_ready=state.preparing >= 1.0,
        preparing=state.preparing,
        show_hints=state.show_hints,
        player_count=game.player_count,
        player_names=state.shown_names,
        dice_values=game.dice or (),
        **hints,
    )


def _hints(state: TableInput, local_turn: bool) -> dict[str, Any]:
    advice = state.advice
    if advice is None or not local_turn or state.game.dice is None:
        return {}
    keeps = advice.keeps
    strike = advice.strike
    if strike is not None and any(b.box == strike.box for b in advice.boxes):
        strike = None  # already listed among the boxes (with its 0 points): said once is enough
    rules = state.game.rules

    def hint(choice: BoxChoice) -> BoxHint:
        return BoxHint(choice.box, box_label(rules, choice.box), choice.points, choice.expected)

    return {
        "hint_keep": keeps[0].held if keeps else (),
        "hint_keep_expected": keeps[0].expected if keeps else 0.0,
        "hint_boxes": tuple(hint(choice) for choice in advice.boxes),
        "hint_strike": (hint(strike),) if strike is not None else (),
    }


def derive_players(
    game: Game, setup: TableSetup, names: tuple[str, ...] = (), away: tuple[bool, ...] = ()
) -> tuple[PlayerRow, ...]:
    names = names if len(names) == game.player_count else game.names
    totals = [sheet.total for sheet in game.sheets]
    places = {standing.seat: standing.place for standing in game.ranking()}
    return tuple(
        PlayerRow(
            key=seat,
            name=names[seat],
            kind=setup.seats[seat].kind.value,
            level=setup.seats[seat].level,
            to_move=not game.over and seat == game.current,
            total=totals[seat],
            saved_rolls=_saved_rolls(game, seat),
            resigned=seat in game.resigned,
            place=places[seat],
            away=seat < len(away) and away[seat],
        )
        for seat in range(game.player_count)
    )


def _saved_rolls(game: Game, seat: int) -> int:
    """Rolls the player has in the bank (Maxi); during their turn, what they brought into it."""
    if seat != game.current or game.over:
        return game.saved_rolls[seat]
    return max(0, game.rolls_left + game.rolls_used - game.rules.rolls_per_turn)
