"""What the analysis board shows at one step, derived from one input value (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from app.rules import Game, GameRecord

from ..common.labels import NO_BOX, BoxLabel, RulesetLabel, box_label
from ..common.names import names_text, shown_names
from .steps import Replay, Step

if TYPE_CHECKING:
    from app.strategy import Choice, DecisionReview, GameReview

NO_RULES = RulesetLabel("")
SHOWN_CHOICES = 10
"""Alternatives listed beside a decision (and the one chosen, if it ranks lower)."""


@dataclass(frozen=True, slots=True)
class BoardInput:
    record: GameRecord
    replay: Replay
    step: int = 0
    selected: int = 0
    """The player whose mistakes the mistake keys jump to."""
    review: GameReview | None = None
    review_state: str = "working"
    """``working``, ``ready`` or ``failed``."""
    choices: tuple[Choice, ...] = ()
    """The ranked alternatives at this step (once the review is ready)."""
    source: str = "local"
    """``local`` (this computer's history), ``online`` (a table on the server) or ``file``."""


@dataclass(frozen=True, slots=True)
class BoardView:
    loaded: bool = False
    rules: RulesetLabel = NO_RULES
    exact: bool = True
    review_state: str = "none"
    source: str = ""
    finished_at: str = ""
    hints: bool = False
    table: str = ""
    step: int = 0
    steps: int = 1
    kind: str = ""
    """``start``, ``roll``, ``resign`` or ``end``."""
    seat: int = -1
    name: str = ""
    turn: int = 0
    turns: int = 0
    """Turns of this player in the game."""
    roll: int = 0
    dice: tuple[int, ...] = ()
    held: tuple[bool, ...] = ()
    rolls_left: int = 0
    saves_rolls: bool = False
    next_kind: str = ""
    """What the player did next: ``keep``, ``box``, ``resign`` or ""."""
    next_kept: tuple[int, ...] = ()
    next_label: BoxLabel = NO_BOX
    next_points: int = 0
    timed_out: bool = False
    cost: float = -1.0
    """Expected points the decision at this step cost (-1: none here, or not reviewed yet)."""
    mistake: bool = False
    """The review counts the decision at this step as the player's mistake (never an entry
    the clock made)."""
    win_cost: float = -1.0
    """The chance to win the decision at this step cost, in per cent (-1: none here, not
    reviewed yet, or alone at the table)."""
    best_expected: float = 0.0
    chosen_expected: float = 0.0
    selected: int = 0
    selected_name: str = ""
    mistakes: int = 0
    """The selected player's decisions the review counts as mistakes."""
    previous_mistake: int = -1
    """The step of the selected player's mistake before this step (-1: none)."""
    next_mistake: int = -1
    can_play_on: bool = False
    """A person can take this position over: the seat marked "you" is about to decide."""
    columns: int = 1
    player_count: int = 1
    player_names: tuple[str, ...] = field(default=())
    winner: str = ""


@dataclass(frozen=True, slots=True)
class BoardSheetRow:
    key: str
    """The box's name, or ``upper_sum``, ``bonus``, ``extra``, ``columns``, ``total``."""
    kind: str
    """``box``, ``sum``, ``bonus`` or ``total``."""
    first_of_section: bool
    span: int
    """Columns each value covers: 1, or all of a player's (a player's total)."""
    values: tuple[int, ...]
    """Per player (and column, where ``span`` is 1): the points, -1 for a free box."""
    marks: tuple[int, ...]
    """Per value: the points about to be entered here at this step's decision, -1 for none."""


@dataclass(frozen=True, slots=True)
class ChoiceRow:
    key: str
    rank: int
    """1 for the best."""
    kind: str
    """``keep`` or ``box``."""
    kept: tuple[int, ...]
    label: BoxLabel
    points: int
    expected: float
    loss: float
    """The best choice's expected final score minus this one's."""
    chosen: bool


@dataclass(frozen=True, slots=True)
class BoardPlayerRow:
    key: int
    """The seat."""
    name: str
    total: int
    """Points on the sheet at this step."""
    final_total: int
    to_move: bool
    selected: bool
    you: bool
    decisions: int
    """Reviewed decisions (-1 before the review is ready)."""
    lost: float
    mean_cost: float
    luck: float
    costliest_step: int = -1
    """The step of the player's decision that cost the most chance to win (-1: none)."""
    costliest_turn: int = 0
    costliest_win_cost: float = 0.0
    """What it cost, in per cent."""


def derive_board(state: BoardInput) -> BoardView:
    record, replay = state.record, state.replay
    game = record.game
    step = replay.steps[state.step]
    rules = game.rules
    names = shown_names(game.names)  # "You" in the language shown now
    decision = _decision(state, step)
    chosen_expected = best_expected = 0.0
    if decision is not None:
        chosen_expected, best_expected = decision.chosen.expected, decision.best.expected
    mistakes = mistake_steps(state)
    following = step.next
    you = record.you
    standings = game.ranking()
    winners = [names[s.seat] for s in standings if s.place == 1 and not s.resigned]
    return BoardView(
        loaded=True,
        rules=RulesetLabel.of(rules),
        exact=state.review.exact if state.review is not None else True,
        review_state=state.review_state,
        source=state.source,
        finished_at=record.finished_at,
        hints=record.hints,
        table=record.table,
        step=state.step,
        steps=len(replay.steps),
        kind=step.kind,
        seat=step.seat,
        name=names[step.seat] if step.seat >= 0 else "",
        turn=step.turn,
        turns=replay.turns(step.seat) if step.seat >= 0 else 0,
        roll=step.roll,
        dice=step.dice,
        held=step.held,
        rolls_left=step.rolls_left,
        saves_rolls=rules.saves_rolls,
        next_kind=following.kind,
        next_kept=following.kept,
        next_label=box_label(rules, following.box) if following.box else NO_BOX,
        next_points=following.points,
        timed_out=following.timed_out,
        cost=decision.cost if decision is not None else -1.0,
        mistake=decision is not None and decision.mistake,
        win_cost=(
            decision.win_cost * 100
            if decision is not None and decision.win_cost is not None
            else -1.0
        ),
        best_expected=best_expected,
        chosen_expected=chosen_expected,
        selected=state.selected,
        selected_name=names[state.selected],
        mistakes=len(mistakes),
        previous_mistake=max((m for m in mistakes if m < state.step), default=-1),
        next_mistake=min((m for m in mistakes if m > state.step), default=-1),
        can_play_on=(
            you is not None
            and step.kind == "roll"
            and step.seat == you
            and not replay.games[state.step].over
        ),
        columns=rules.columns,
        player_count=game.player_count,
        player_names=names,
        winner=names_text(winners),
    )


def _decision(state: BoardInput, step: Step) -> DecisionReview | None:
    """The review of the decision made at ``step``, once the review is ready."""
    review = state.review
    if review is None or step.seat < 0 or step.decision < 0:
        return None
    decisions = review.players[step.seat].decisions
    return decisions[step.decision] if step.decision < len(decisions) else None


def mistake_steps(state: BoardInput) -> tuple[int, ...]:
    """The steps at which the selected player made a decision the review counts as a mistake
    (``DecisionReview.mistake``: one of their own costing at least ``MISTAKE_COST``, never an
    entry the clock made; empty before the review is ready)."""
    review = state.review
    if review is None:
        return ()
    costs = review.players[state.selected].decisions
    return tuple(
        step.key
        for step in state.replay.steps
        if step.seat == state.selected
        and 0 <= step.decision < len(costs)
        and costs[step.decision].mistake
    )


def derive_choices(state: BoardInput) -> tuple[ChoiceRow, ...]:
    """The alternatives at this step, best first: the first ``SHOWN_CHOICES`` and the chosen
    one wherever it ranks."""
    if not state.choices:
        return ()
    step = state.replay.steps[state.step]
    rules = state.record.game.rules
    best = state.choices[0].expected
    rows = []
    for rank, choice in enumerate(state.choices, start=1):
        chosen = _is_chosen(choice, step)
        if rank > SHOWN_CHOICES and not chosen:
            continue
        rows.append(
            ChoiceRow(
                key=f"{choice.kind}:{choice.box}:{choice.kept}",
                rank=rank,
                kind=choice.kind,
                kept=choice.kept,
                label=box_label(rules, choice.box) if choice.kind == "box" else NO_BOX,
                points=choice.points if choice.points is not None else 0,
                expected=choice.expected,
                loss=max(0.0, best - choice.expected),
                chosen=chosen,
            )
        )
    return tuple(rows)


def _is_chosen(choice: Choice, step: Step) -> bool:
    following = step.next
    if following.kind == "keep":
        return choice.kind == "keep" and choice.kept == following.kept
    return following.kind == "box" and choice.kind == "box" and choice.box == following.box


def derive_board_players(state: BoardInput) -> tuple[BoardPlayerRow, ...]:
    game = state.replay.games[state.step]
    final = state.record.game
    step = state.replay.steps[state.step]
    review = state.review
    rows = []
    for seat, name in enumerate(shown_names(final.names)):
        player = review.players[seat] if review is not None else None
        costliest = player.costliest if player is not None else None
        where = -1
        if player is not None and costliest is not None:
            where = _step_of(state, seat, player.decisions.index(costliest))
        rows.append(
            BoardPlayerRow(
                key=seat,
                name=name,
                total=game.sheets[seat].total,
                final_total=final.sheets[seat].total,
                to_move=step.seat == seat,
                selected=state.selected == seat,
                you=state.record.you == seat,
                decisions=len(player.own) if player is not None else -1,
                lost=player.lost if player is not None else 0.0,
                mean_cost=player.mean_cost if player is not None else 0.0,
                luck=player.luck if player is not None else 0.0,
                costliest_step=where,
                costliest_turn=costliest.turn if costliest is not None else 0,
                costliest_win_cost=(costliest.win_cost or 0.0) * 100 if costliest else 0.0,
            )
        )
    return tuple(rows)


def _step_of(state: BoardInput, seat: int, decision: int) -> int:
    """The step at which ``seat`` made its ``decision``-th reviewed decision (-1: none)."""
    steps = state.replay.steps
    return next((s.key for s in steps if s.seat == seat and s.decision == decision), -1)


def derive_board_sheet(state: BoardInput) -> tuple[BoardSheetRow, ...]:
    """Every player's sheet as it stood at this step; the box entered at this step's decision
    carries its points as a mark."""
    game = state.replay.games[state.step]
    step = state.replay.steps[state.step]
    rules = game.rules
    columns = range(1, rules.columns + 1)
    seats = range(game.player_count)
    entered = step.next.box if step.next.kind == "box" else ""

    def box_value(seat: int, column: int, name: str) -> int:
        points = game.sheets[seat].score(rules.box_key(name, column))
        return -1 if points is None else points

    def mark(seat: int, column: int, name: str) -> int:
        hit = seat == step.seat and rules.box_key(name, column) == entered
        return step.next.points if hit else -1

    rows: list[BoardSheetRow] = []
    none = tuple(-1 for _ in seats for _ in columns)
    for index, name in enumerate(rules.box_names):
        rows.append(
            BoardSheetRow(
                name,
                "box",
                index in (0, 6),
                1,
                tuple(box_value(s, c, name) for s in seats for c in columns),
                tuple(mark(s, c, name) for s in seats for c in columns),
            )
        )
        if index == 5:
            upper = tuple(game.sheets[s].upper_total(c) for s in seats for c in columns)
            bonus = tuple(game.sheets[s].upper_bonus(c) for s in seats for c in columns)
            rows.append(BoardSheetRow("upper_sum", "sum", False, 1, upper, none))
            rows.append(BoardSheetRow("bonus", "bonus", False, 1, bonus, none))
    players_none = tuple(-1 for _ in seats)
    if rules.extra_bonus:
        extra = tuple(game.sheets[s].extra_bonus_points for s in seats)
        rows.append(BoardSheetRow("extra", "sum", False, rules.columns, extra, players_none))
    if rules.triple:
        weighted = tuple(
            rules.multipliers[c - 1] * game.sheets[s].column_total(c)
            for s in seats
            for c in columns
        )
        rows.append(BoardSheetRow("columns", "sum", False, 1, weighted, none))
    totals = tuple(game.sheets[s].total for s in seats)
    rows.append(BoardSheetRow("total", "total", False, rules.columns, totals, players_none))
    return tuple(rows)


def choices_wanted(state: BoardInput) -> Game | None:
    """The game whose alternatives the board lists now: a roll step's, once reviewed."""
    step = state.replay.steps[state.step]
    if state.review is None or step.kind != "roll" or step.decision < 0:
        return None
    return state.replay.games[state.step]
