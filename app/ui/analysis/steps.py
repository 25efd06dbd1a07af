"""A finished game as the analysis board steps through it: the start, every roll (with what was
held and what the player did next), every resignation, and the end.

``replay_steps`` replays the game's log once and keeps the game value at every step, so any
step shows exactly the dice and sheets as they stood, and "play on from here" starts from that
very value.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from app.rules import Enter, Game, Resign, Roll, Strike, TimeOut


@dataclass(frozen=True, slots=True)
class Next:
    """What the player did after a roll."""

    kind: str
    """``keep`` (rolled again, keeping ``kept``), ``box`` (entered ``box``), ``resign`` or ""
    (nothing: the game ended with another player's resignation)."""
    kept: tuple[int, ...] = ()
    """The dice kept for the next roll, sorted."""
    box: str = ""
    points: int = 0
    """The points the entry scored."""
    timed_out: bool = False


@dataclass(frozen=True, slots=True)
class Step:
    key: int
    """The step's number, from 0 (the start)."""
    kind: str
    """``start``, ``roll``, ``resign`` or ``end``."""
    seat: int
    """Who rolled (or resigned); the player to move at the start; -1 at the end."""
    turn: int
    """The player's own turn, from 1 (0 at the start and the end)."""
    roll: int
    """The roll of the turn, from 1."""
    dice: tuple[int, ...] = ()
    held: tuple[bool, ...] = ()
    """Per die: it was held, so this roll left it as it was."""
    rolls_left: int = 0
    actions: int = 0
    """How much of the log is played at this step: the game here is the replay of that much."""
    next: Next = Next("")
    decision: int = -1
    """The index of the decision made at this step among the player's reviewed decisions
    (``PlayerReview.decisions``), -1 for none."""


@dataclass(frozen=True, slots=True)
class Replay:
    steps: tuple[Step, ...]
    games: tuple[Game, ...]
    """The game at each step."""

    def turns(self, seat: int) -> int:
        """How many turns ``seat`` began."""
        return max((s.turn for s in self.steps if s.seat == seat), default=0)


def replay_steps(game: Game) -> Replay:
    """Every step of ``game``, with the game value at each."""
    current = Game.new(game.rules, game.names)
    steps: list[Step] = [Step(0, "start", 0, 0, 0)]
    games: list[Game] = [current]
    turns = [0] * game.player_count
    rolls = [0] * game.player_count
    decisions = [0] * game.player_count
    last_roll: list[int | None] = [None] * game.player_count
    """Per seat: the index of its latest roll step of the running turn."""
    for number, action in enumerate(game.log, start=1):
        seat = action.seat
        before = current
        current = current.apply(action).game
        roll_step = last_roll[seat]
        if isinstance(action, Enter | Strike | TimeOut) or (
            isinstance(action, Roll) and before.dice is not None
        ):
            if roll_step is not None:
                following = _next(before, action)
                steps[roll_step] = replace(
                    steps[roll_step], next=following, decision=decisions[seat]
                )
            decisions[seat] += 1
        if isinstance(action, Roll):
            if before.dice is None:
                turns[seat] += 1
                rolls[seat] = 0
            rolls[seat] += 1
            assert current.dice is not None
            last_roll[seat] = len(steps)
            steps.append(
                Step(
                    len(steps),
                    "roll",
                    seat,
                    turns[seat],
                    rolls[seat],
                    current.dice,
                    before.held if before.dice is not None else (False,) * len(current.dice),
                    current.rolls_left,
                    number,
                )
            )
            games.append(current)
        elif isinstance(action, Resign):
            if roll_step is not None and before.current == seat and before.dice is not None:
                steps[roll_step] = replace(steps[roll_step], next=Next("resign"))
            steps.append(Step(len(steps), "resign", seat, turns[seat], rolls[seat], actions=number))
            games.append(current)
        if isinstance(action, Enter | Strike | TimeOut | Resign):
            last_roll[seat] = None
    steps.append(Step(len(steps), "end", -1, 0, 0, actions=len(game.log)))
    games.append(current)
    return Replay(tuple(steps), tuple(games))


def _next(before: Game, action: Roll | Enter | Strike | TimeOut) -> Next:
    """What ``action`` did at ``before``: a keep (the dice held for the roll) or an entry."""
    if isinstance(action, Roll):
        assert before.dice is not None
        kept = (v for v, held in zip(before.dice, before.held, strict=True) if held)
        return Next("keep", kept=tuple(sorted(kept)))
    points = before.options().get(action.box, 0)
    return Next("box", box=action.box, points=points, timed_out=isinstance(action, TimeOut))
