"""Everything the table screen shows besides dice and sheet, derived from one input value."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from app.rules import Game

from ..common.labels import NO_BOX, BoxLabel, box_label
from ..common.names import names_text
from ..session.moments import Moment
from ..session.setup import SeatKind, TableSetup
from .recap import EntryNote, RecapLine, derive_recap

if TYPE_CHECKING:
    from app.strategy import Advice, BoxChoice


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
    """What the dice score there now, as it counts (Triple: multiplied)."""
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
    rolling: bool = False
    """Dice are tumbling: an action now is ignored (not kept for later)."""
    notes: tuple[EntryNote, ...] = ()
    """The latest entries at the table, oldest first."""
    moment: EntryNote | None = None
    """The entry that brought the latest moment (a five of a kind, a bonus, the end)."""
    moments: int = 0
    """Moments so far at this table: a new one shows even when it looks like the last."""
    linger_ms: int = 0
    """How long an entry stays marked and a moment shows (the pace setting)."""
    challenge: str = ""
    """``daily`` or ``practice`` (a challenge: no hints), else "" (``Session.challenge``)."""

    @property
    def shown_names(self) -> tuple[str, ...]:
        return self.names if len(self.names) == self.game.player_count else self.game.names


@dataclass(frozen=True, slots=True)
class MomentView:
    """A moment of its own for an entry: every die alike, a bonus, the last entry."""

    key: int = 0
    """Counts the moments at the table (0: none yet); a new key starts the celebration."""
    kind: str = ""
    """A ``session.moments.Moment``."""
    name: str = ""
    """Who made the entry."""
    label: BoxLabel = NO_BOX
    points: int = 0
    """The entry's points, or the bonus (as they count)."""
    alike_box: str = ""
    """The sheet's box for every die alike (``five_of_a_kind``, ``six_of_a_kind``)."""
    winner: str = ""
    """The game's end: the winner (or the names sharing first place, joined as a list with
    "and"); "" when playing alone."""
    total: int = 0
    """The game's end: the winner's total (alone: the score)."""


@dataclass(frozen=True, slots=True)
class TableView:
    status: str
    """What the status line says, as a code the view translates (see ``derive_table``)."""
    status_name: str = ""
    status_level: str = ""
    status_label: BoxLabel = NO_BOX
    """The marked box an entry or a strike asks about."""
    status_points: int = 0
    """The marked box's points as they count (Triple: multiplied)."""
    refusal: str = ""
    """The code of the refused action; ``box_out_of_order`` when forced order sent the dice
    elsewhere."""
    refusal_boxes: tuple[BoxLabel, ...] = ()
    """Where the dice may go instead, when a box was refused for another."""
    dice_count: int = 5
    has_dice: bool = False
    rolls_left: int = 0
    saves_rolls: bool = False
    rolls_per_turn: int = 3
    can_roll: bool = False
    can_act: bool = False
    """A person here may act now (their turn, nothing else acting)."""
    can_resign: bool = False
    resign_kind: str = ""
    """What resigning means here: ``solo`` (ends the game), ``you`` (the player leaves the
    others to it), ``person`` (the person to move, named in ``resign_name``), ``online``."""
    resign_name: str = ""
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
    challenge: str = ""
    """``daily`` (the day's ranked challenge) or ``practice``: no hints; "" otherwise."""
    hint_keep: tuple[bool, ...] = ()
    hint_keep_expected: float = 0.0
    hint_boxes: tuple[BoxHint, ...] = ()
    hint_strike: tuple[BoxHint, ...] = field(default=())
    """The best box to strike, as a tuple of none or one."""
    player_count: int = 1
    player_names: tuple[str, ...] = ()
    dice_values: tuple[int, ...] = ()
    """The dice on the table (empty before the turn's first roll)."""
    rolling: bool = False
    recap: tuple[RecapLine, ...] = ()
    """The latest entries, newest first."""
    moment: MomentView = field(default=MomentView())
    linger_ms: int = 0


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
    can_act = local_turn and not state.busy and not state.rolling
    marked = state.marked if can_act and state.marked in game.options() else None
    marked_points = game.rules.counted(marked, game.options()[marked]) if marked else 0

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
    refusal = state.refusal
    instead: tuple[BoxLabel, ...] = ()
    if refusal == "box_not_allowed" and game.dice is not None and not game.over:
        instead = tuple(box_label(rules, key) for key in game.options())
        refusal = "box_out_of_order" if rules.forced_order else refusal
    if state.online:
        resign_kind = "online"
    elif game.player_count == 1:
        resign_kind = "solo"
    else:
        resign_kind = "you" if info.kind is SeatKind.YOU or people_here == 1 else "person"
    return TableView(
        **status,
        refusal=refusal,
        refusal_boxes=instead,
        dice_count=rules.dice_count,
        has_dice=game.dice is not None,
        rolls_left=0 if ended else game.rolls_left,
        saves_rolls=rules.saves_rolls,
        rolls_per_turn=rules.rolls_per_turn,
        can_roll=can_act and game.rolls_left > 0 and not (game.dice and all(game.held)),
        can_act=can_act,
        can_resign=can_act or (state.online and not ended and any(state.controls)),
        resign_kind=resign_kind,
        resign_name=state.shown_names[seat] if resign_kind == "person" else "",
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
        show_hints=state.show_hints and not state.challenge,
        challenge=state.challenge,
        player_count=game.player_count,
        player_names=state.shown_names,
        dice_values=game.dice or (),
        rolling=state.rolling,
        recap=derive_recap(state.notes, state.shown_names),
        moment=_moment(state),
        linger_ms=state.linger_ms,
        **hints,
    )


def _moment(state: TableInput) -> MomentView:
    note = state.moment
    if note is None:
        return MomentView(state.moments)
    names = state.shown_names
    game = state.game
    winner, total = "", 0
    if note.moment == Moment.GAME_OVER:
        first = [s for s in game.ranking() if s.place == 1 and not s.resigned]
        if game.player_count > 1:
            winner = names_text(names[standing.seat] for standing in first)
        total = first[0].total if first else game.sheets[0].total
    bonus = {Moment.UPPER_BONUS: note.bonus, Moment.EXTRA_BONUS: note.extra}
    return MomentView(
        key=state.moments,
        kind=note.moment,
        name=names[note.seat],
        label=note.label,
        points=bonus.get(Moment(note.moment), note.points),
        alike_box=game.rules.layout.all_same_box,
        winner=winner,
        total=total,
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
        points = rules.counted(choice.box, choice.points)
        return BoxHint(choice.box, box_label(rules, choice.box), points, choice.expected)

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
