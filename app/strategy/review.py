"""The post-game review: every decision of every player against the best one, and the luck.

Each decision is valued by the advisor's model in expected final points. For a player:

    final score = expected at the start + luck - points lost to decisions

where a decision's cost is the best option's expected final score minus the chosen one's, and
the luck of a roll is the expected final score after seeing the dice minus the one before. With
an exact table this holds to the last decimal. With an approximation (Triple, Maxi) the model's
values between turns are not exactly consistent; what is left over is counted as luck, and the
review says it is approximate.

An entry the turn clock made for a player (a ``TimeOut`` in the log) is not the player's
decision: it is listed as such and its cost counts apart (``clock_lost``), not in the player's
accuracy.

In a game of two to four, each decision also has a cost in the chance to win (``win_cost``):
where win-aware play applies (the last few turns), the best chance any choice had against the
chosen one's, both from ``winning.turn_chances`` (what the hints and the win-aware hard show and
play); earlier, the chance after the best choice for points against the chance after the chosen
one, each from the model of ``winchance`` (the own final score after that choice, score-maximising
play on, against everyone else's). ``PlayerReview.costliest`` names the decision that cost the
player most.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Literal

from app.rules import Action, Enter, Game, Roll, Strike, TimeOut

from .costs import MISTAKE_COST
from .decisions import Decision, Score
from .dicespace import counts_of, dice_of, throw_keeps
from .preparing import model_for
from .turnmodels import TurnModel
from .winchance import chance_against, entered_score, kept_score, opponents_of
from .winning import turn_chances

Kind = Literal["keep", "box"]


@dataclass(frozen=True, slots=True)
class Choice:
    """A keep (the dice held, sorted) or a box."""

    kind: Kind
    kept: tuple[int, ...] = ()
    box: str = ""
    expected: float = 0.0
    """The expected final score after this choice."""
    points: int | None = None
    """For a box: the points these dice score there now (0 where they are a strike)."""

    def label(self) -> str:
        if self.kind == "box":
            return self.box
        return "keep " + (" ".join(map(str, self.kept)) if self.kept else "nothing")

    def to_dict(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "kept": list(self.kept),
            "box": self.box,
            "expected": round(self.expected, 4),
            "points": self.points,
        }


@dataclass(frozen=True, slots=True)
class DecisionReview:
    """One decision: after a roll, what to keep or where to enter."""

    turn: int
    """The player's own turn number, from 1."""
    dice: tuple[int, ...]
    rolls_left: int
    chosen: Choice
    best: Choice
    timed_out: bool = False
    """The turn clock chose this entry."""
    win_cost: float | None = None
    """The chance to win this decision cost (0 to 1; 0 for the best one), None where there is
    none to lose (alone at the table)."""

    @property
    def cost(self) -> float:
        """Expected points lost by this decision (0 for the best one)."""
        return max(0.0, self.best.expected - self.chosen.expected)

    @property
    def mistake(self) -> bool:
        """The player's own decision that cost at least ``MISTAKE_COST`` (an entry the clock
        made is never the player's mistake)."""
        return not self.timed_out and self.cost >= MISTAKE_COST

    def to_dict(self) -> dict[str, object]:
        return {
            "turn": self.turn,
            "dice": list(self.dice),
            "rolls_left": self.rolls_left,
            "chosen": self.chosen.to_dict(),
            "best": self.best.to_dict(),
            "cost": round(self.cost, 4),
            "timed_out": self.timed_out,
            "win_cost": None if self.win_cost is None else round(self.win_cost, 4),
        }


@dataclass(slots=True)
class PlayerReview:
    seat: int
    name: str
    expected_start: float
    """The expected final score before the first roll, with best play throughout."""
    final: int = 0
    luck: float = 0.0
    """The dice against expectation: positive when they were kinder than average."""
    resigned: bool = False
    decisions: list[DecisionReview] = field(default_factory=list)

    @property
    def own(self) -> tuple[DecisionReview, ...]:
        """The decisions the player made (not the entries the clock made for them)."""
        return tuple(d for d in self.decisions if not d.timed_out)

    @property
    def timeouts(self) -> int:
        """Entries the turn clock made for the player."""
        return sum(d.timed_out for d in self.decisions)

    @property
    def lost(self) -> float:
        """Expected points lost to the player's own decisions, in total."""
        return sum(decision.cost for decision in self.own)

    @property
    def clock_lost(self) -> float:
        """Expected points lost by the entries the clock made (not the player's doing)."""
        return sum(decision.cost for decision in self.decisions if decision.timed_out)

    @property
    def mean_cost(self) -> float:
        """Expected points lost per own decision: the player's accuracy (0 is perfect play)."""
        own = self.own
        return self.lost / len(own) if own else 0.0

    @property
    def costliest(self) -> DecisionReview | None:
        """The own decision that cost the most chance to win (the first of equals), None where
        none cost any."""
        found = max(self.own, key=lambda d: d.win_cost or 0.0, default=None)
        return found if found is not None and (found.win_cost or 0.0) > 0.0 else None

    @property
    def mistakes(self) -> tuple[DecisionReview, ...]:
        """Own decisions that cost at least ``MISTAKE_COST``, costliest first."""
        costly = [d for d in self.decisions if d.mistake]
        return tuple(sorted(costly, key=lambda d: -d.cost))

    def to_dict(self) -> dict[str, object]:
        return {
            "seat": self.seat,
            "name": self.name,
            "final": self.final,
            "expected_start": round(self.expected_start, 4),
            "decision_count": len(self.own),
            "lost": round(self.lost, 4),
            "timeouts": self.timeouts,
            "clock_lost": round(self.clock_lost, 4),
            "mean_cost": round(self.mean_cost, 4),
            "luck": round(self.luck, 4),
            "resigned": self.resigned,
            "costliest": self.own.index(self.costliest) if self.costliest is not None else None,
            "decisions": [decision.to_dict() for decision in self.decisions],
        }


@dataclass(frozen=True, slots=True)
class GameReview:
    rules: str
    """The ruleset's key."""
    exact: bool
    """Whether the values come from an exact table (else from the approximation)."""
    players: tuple[PlayerReview, ...]

    def to_dict(self) -> dict[str, object]:
        return {
            "rules": self.rules,
            "exact": self.exact,
            "players": [player.to_dict() for player in self.players],
        }


def review(game: Game) -> GameReview:
    """Review a finished game (or a game ended early: everything played so far)."""
    model = model_for(game.rules)
    names = game.names
    rules = game.rules
    replay = Game.new(rules, names)
    players = [
        PlayerReview(seat, name, model.turn_start_value(replay.sheets[seat], rules.rolls_per_turn))
        for seat, name in enumerate(names)
    ]
    turns = [0] * len(names)
    expected_before = [0.0] * len(names)
    for action in game.log:
        seat = action.seat
        player = players[seat]
        if isinstance(action, Roll) and replay.dice is None:
            turns[seat] += 1
            expected_before[seat] = model.turn_start_value(replay.sheet, replay.rolls_left)
        else:
            decision = _decision(model, replay, action, turns[seat])
            if decision is not None:
                decision = replace(decision, win_cost=win_cost(model, replay, decision))
                player.decisions.append(decision)
                expected_before[seat] = decision.chosen.expected
        replay = replay.apply(action).game
        if isinstance(action, Roll):
            player.luck += _throw_value(model, replay) - expected_before[seat]
    for player in players:
        sheet = replay.sheets[player.seat]
        player.final = sheet.total
        player.resigned = player.seat in replay.resigned
        if not model.exact:
            # Whatever the approximation does not account for counts as luck (see above). A
            # sheet left part-empty (resigned, or the others resigned) is measured by what it
            # was still expected to bring, not by its points alone.
            rolls = rules.rolls_per_turn + replay.saved_rolls[player.seat]
            end = model.turn_start_value(sheet, rolls) if sheet.free_boxes else player.final
            player.luck = end - player.expected_start + player.lost + player.clock_lost
    return GameReview(rules.key, model.exact, tuple(players))


# --- one decision ---------------------------------------------------------------------------


def decision_review(before: Game, action: Action, turn: int = 0) -> DecisionReview | None:
    """What ``action`` decided at ``before`` and what it cost: a roll after a roll (what was
    kept) or an entry. None for anything else (a turn's first roll, holds, a resignation).
    ``turn`` is only carried into the answer. Prepares the rules first if needed."""
    if before.over or before.dice is None:
        return None
    return _decision(model_for(before.rules), before, action, turn)


def alternatives(game: Game) -> tuple[Choice, ...]:
    """Every choice the player to move has after a roll, best first: each allowed box (with its
    points) and, with rolls left, each keep that rolls at least one die. Valued like the review
    (the chosen one's cost is the first one's expected score minus its own). Empty before the
    turn's first roll and after the game."""
    if game.over or game.dice is None:
        return ()
    model = model_for(game.rules)
    options = game.options()
    choices = [*_box_choices(model, game, options), *_keep_choices(model, game)]
    return tuple(sorted(choices, key=lambda c: (-c.expected, c.kind != "box")))


def win_cost(model: TurnModel, before: Game, decision: DecisionReview) -> float | None:
    """The chance to win ``decision`` (made at ``before``) cost: see the module's docstring.
    None where no one else plays on."""
    if len(before.active_seats) < 2 or before.dice is None:
        return None
    found = turn_chances(before)
    if found is not None:
        dice = before.dice
        named = _key(decision.chosen)
        chosen = next((o for o in found.options if _named(o.decision, dice) == named), None)
        if chosen is not None:
            return max(0.0, found.for_win.chance - chosen.chance)
    if _key(decision.chosen) == _key(decision.best):
        return 0.0  # (before the opponents' models: most decisions are the best one)
    opponents = opponents_of(model, before)

    def chance(choice: Choice) -> float:
        if choice.kind == "box":
            own = entered_score(model, before, choice.box)
        else:
            own = kept_score(model, before, counts_of(choice.kept))
        return chance_against(own, opponents)

    return max(0.0, chance(decision.best) - chance(decision.chosen))


def _key(choice: Choice) -> tuple[str, str, tuple[int, ...]]:
    """What a choice is, whatever it is worth: its kind and its box or the dice kept."""
    return choice.kind, choice.box, tuple(sorted(choice.kept))


def _named(decision: Decision, dice: tuple[int, ...]) -> tuple[str, str, tuple[int, ...]]:
    """``_key`` of a decision after the roll ``dice``."""
    if isinstance(decision, Score):
        return "box", decision.box, ()
    return "keep", "", tuple(sorted(v for v, h in zip(dice, decision.held, strict=True) if h))


def _decision(model: TurnModel, before: Game, action: Action, turn: int) -> DecisionReview | None:
    if isinstance(action, Roll) and before.dice is not None:
        return _keep_decision(model, before, turn)
    if isinstance(action, Enter | Strike | TimeOut):
        decision = _box_decision(model, before, action.box, turn)
        if isinstance(action, TimeOut):
            decision = replace(decision, timed_out=True)
        return decision
    return None


# --- valuing one moment ----------------------------------------------------------------------


def _throw_value(model: TurnModel, game: Game) -> float:
    """The expected final score right after a roll, with best play from here."""
    assert game.dice is not None
    stages = model.plan(game.sheet, game.rolls_left)
    return float(stages[game.rolls_left][model.space.throw_index(game.dice)])


def _box_choices(model: TurnModel, game: Game, options: dict[str, int]) -> list[Choice]:
    """Every allowed box after a roll (``options``: the game's boxes and their points now)."""
    assert game.dice is not None
    throw = model.space.throw_index(game.dice)
    column = model.box_values(game.sheet).column(throw)
    saved = model.saved_roll_value(game.sheet) * game.rolls_left
    index = game.rules.box_index
    choices = []
    for key, points in options.items():
        row = index(key)
        assert row is not None
        expected = column[row] + saved
        choices.append(Choice("box", box=key, expected=expected, points=points))
    return choices


def _keep_choices(model: TurnModel, game: Game) -> list[Choice]:
    """With rolls left, every keep of the dice that rolls at least one die."""
    assert game.dice is not None
    if not game.rolls_left:
        return []
    found = throw_keeps(model.space.dice)[model.space.throw_index(game.dice)]
    worth = model.keeps(game.sheet, game.rolls_left)[found.index].tolist()
    return [
        Choice("keep", kept=dice_of(kept), expected=value)
        for kept, value in zip(found.kept, worth, strict=True)
    ]


def _best_box(model: TurnModel, game: Game, options: dict[str, int]) -> Choice:
    """The first of the best boxes of ``_box_choices`` (the same values, without a choice made
    for every box: a Triple sheet has sixty)."""
    assert game.dice is not None
    column = model.box_values(game.sheet).column(model.space.throw_index(game.dice))
    saved = model.saved_roll_value(game.sheet) * game.rolls_left
    index = game.rules.box_index
    best: tuple[float, str, int] | None = None
    for key, points in options.items():
        row = index(key)
        assert row is not None
        expected = column[row] + saved
        if best is None or expected > best[0]:  # (as ``max``: the first of equals)
            best = (expected, key, points)
    assert best is not None
    return Choice("box", box=best[1], expected=best[0], points=best[2])


def _best(model: TurnModel, game: Game, options: dict[str, int]) -> Choice:
    """The best option after a roll: the best box, or the best keep where that is better."""
    best = _best_box(model, game, options)
    assert game.dice is not None
    if not game.rolls_left:
        return best
    found = throw_keeps(model.space.dice)[model.space.throw_index(game.dice)]
    worth = model.keeps(game.sheet, game.rolls_left)[found.index].tolist()
    chosen, value = -1, best.expected
    for number, expected in enumerate(worth):  # each keep in turn, as the list of choices
        if expected > value + 1e-9:
            chosen, value = number, expected
    if chosen < 0:
        return best
    return Choice("keep", kept=dice_of(found.kept[chosen]), expected=value)


def _keep_decision(model: TurnModel, game: Game, turn: int) -> DecisionReview:
    assert game.dice is not None
    kept_dice = tuple(sorted(v for v, held in zip(game.dice, game.held, strict=True) if held))
    worth = model.keeps(game.sheet, game.rolls_left)
    chosen = Choice(
        "keep",
        kept=kept_dice,
        expected=float(worth[model.space.keep_index(kept_dice)]),
    )
    best = _best(model, game, game.options())
    return DecisionReview(turn, game.dice, game.rolls_left, chosen, best)


def _box_decision(model: TurnModel, game: Game, box: str, turn: int) -> DecisionReview:
    assert game.dice is not None
    values = model.box_values(game.sheet)
    row = game.rules.box_index(box)
    assert row is not None
    throw = model.space.throw_index(game.dice)
    saved = model.saved_roll_value(game.sheet) * game.rolls_left
    options = game.options()
    chosen = Choice(
        "box",
        box=box,
        expected=float(values.expected[row, throw]) + saved,
        points=options[box],
    )
    return DecisionReview(turn, game.dice, game.rolls_left, chosen, _best(model, game, options))
