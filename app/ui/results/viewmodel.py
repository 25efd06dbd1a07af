"""The results screen's view-model: places, totals, and what each decision cost."""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from PySide6.QtCore import Property, QObject, Signal
from PySide6.QtQml import QmlElement

from app.rules import Game

from ..common.dailyboard import DailyBar
from ..common.labels import RulesetLabel
from ..common.listmodel import RowListModel
from ..common.names import names_text
from ..common.snapshot import publish, view_property
from ..common.winchart import WinChartModel
from ..qml import QML_IMPORT_MAJOR_VERSION, QML_IMPORT_NAME, uncreatable  # noqa: F401 (@QmlElement reads them)
from ..session.setup import SeatKind, TableSetup
from .reviewrows import ReviewRow


@dataclass(frozen=True, slots=True)
class PlaceRow:
    key: int
    """The seat."""
    place: int
    shared: bool
    """Another player has the same place."""
    name: str
    kind: str
    level: str
    total: int
    resigned: bool
    points: int = -1
    """Online: the leaderboard points this game brought the player (-1 offline or not yet)."""
    placing: str = ""
    """Online: ``win``, ``draw``, ``second`` or ``took_part`` once the server scored the game."""


@dataclass(frozen=True, slots=True)
class Standing:
    """The server's word on one seat of a finished online game."""

    seat: int
    placing: str
    points: int
    capped: bool = False
    """Beyond the daily cap for these players: no points, counted nowhere."""


@dataclass(frozen=True, slots=True)
class Earned:
    """What a finished online game brought this player."""

    points: int
    milestones: tuple[str, ...]
    level: int


@dataclass(frozen=True, slots=True)
class ResultsView:
    headline: str
    """``solo``, ``won``, ``drawn``, ``lost`` (for "you") or ``winner`` / ``draw``
    (no "you" at the table); online also ``aborted``."""
    winner: str
    """The winner's name (or the names sharing first place, joined as a list with "and")."""
    total: int
    """"You"'s total (solo: the score), else the winner's."""
    new_best: bool
    """A solo game beat the best score before it."""
    rules: RulesetLabel
    online: bool = False
    scored: bool = False
    """Online: the server has scored the game (points are known)."""
    points_earned: int = -1
    """Online: this player's points from the game (-1 until known)."""
    milestones: tuple[str, ...] = field(default=())
    """Online: milestones reached with this game (codes)."""
    level: int = 0
    """Online: this player's level after the game (0 until known)."""
    aborted_by: str = ""
    """Online, an aborted game: the name of whoever left before every seat had played."""
    capped: bool = False
    """Online: the game earned no points, being beyond the daily cap for these players."""
    dice_check: str = ""
    """Online: what this app's own check of the dice found (``app.net.checking.DiceCheck``;
    "" until checked)."""
    challenge: str = ""
    """``daily`` (the day's ranked challenge), ``practice`` (offline, not ranked), or ""."""
    daily_state: str = "none"
    """The day's board for a daily challenge: ``none``, ``loading``, ``ready``, ``failed``."""
    daily_rank: int = 0
    """This player's rank among the day's finished attempts (0: not known)."""
    daily_attempts: int = 0
    """Finished attempts of the day so far."""
    daily_bars: tuple[DailyBar, ...] = ()
    """The field's totals of the day, this player's bar marked."""
    table_gone: bool = False
    """Online: the table has closed since (its chat and a rematch are over; the review and
    the analysis still work from the game kept here)."""
    highlights: tuple[str, ...] = ()
    """What the header celebrates besides the place, for "you" (else the winner), as the
    engine counted it: ``record`` (a new best), ``bonus`` (an upper bonus reached), ``alike``
    (five alike scored in its box), ``extra`` (an extra bonus won)."""
    alike_box: str = ""
    """The name of the box of all dice alike on these rules (for the ``alike`` highlight)."""


def derive_ranking(
    game: Game,
    setup: TableSetup,
    names: tuple[str, ...] = (),
    standings: tuple[Standing, ...] = (),
) -> tuple[PlaceRow, ...]:
    names = names if len(names) == game.player_count else game.names
    ranking = game.ranking()
    places = [standing.place for standing in ranking]
    scored = {line.seat: line for line in standings}
    rows = tuple(
        PlaceRow(
            key=standing.seat,
            place=standing.place,
            shared=places.count(standing.place) > 1,
            name=names[standing.seat],
            kind=setup.seats[standing.seat].kind.value,
            level=setup.seats[standing.seat].level,
            total=standing.total,
            resigned=standing.resigned,
        )
        for standing in ranking
    )
    return tuple(
        replace(row, points=scored[row.key].points, placing=scored[row.key].placing)
        if row.key in scored
        else row
        for row in rows
    )


def with_online(
    view: ResultsView,
    standings: tuple[Standing, ...],
    earned: Earned | None,
    aborted_by: str | None = None,
) -> ResultsView:
    """The view of an online game, with what the server said about it so far (``aborted_by``:
    the game was aborted because this player left)."""
    online = replace(
        view,
        online=True,
        scored=bool(standings),
        points_earned=earned.points if earned is not None else -1,
        milestones=earned.milestones if earned is not None else (),
        level=earned.level if earned is not None else 0,
        capped=any(line.capped for line in standings),
    )
    if aborted_by is None:
        return online
    return replace(online, headline="aborted", aborted_by=aborted_by, scored=False)


@dataclass(frozen=True, slots=True)
class ResultsExtra:
    """What the results show about a game besides its places (kept while it is shown)."""

    challenge: str = ""
    dice_check: str = ""
    daily_state: str = "none"
    daily_rank: int = 0
    daily_attempts: int = 0
    daily_bars: tuple[DailyBar, ...] = ()
    table_gone: bool = False


def with_extra(view: ResultsView, extra: ResultsExtra) -> ResultsView:
    return replace(
        view,
        new_best=view.new_best and extra.challenge != "daily",  # the day's board says it
        challenge=extra.challenge,
        dice_check=extra.dice_check,
        daily_state=extra.daily_state,
        daily_rank=extra.daily_rank,
        daily_attempts=extra.daily_attempts,
        daily_bars=extra.daily_bars,
        table_gone=extra.table_gone and view.online,
    )


def highlights_of(game: Game, seat: int, new_best: bool) -> tuple[str, ...]:
    """The moments of one player's game worth a word in the results' header."""
    sheet = game.sheets[seat]
    rules = game.rules
    found = ["record"] if new_best else []
    if any(sheet.upper_bonus(column) for column in range(1, rules.columns + 1)):
        found.append("bonus")
    alike = rules.layout.all_same_box
    columns = range(1, rules.columns + 1)
    if any((sheet.counted_score(rules.box_key(alike, column)) or 0) > 0 for column in columns):
        found.append("alike")
    if sheet.extra_bonus_points:
        found.append("extra")
    return tuple(found)


def derive_results(
    game: Game, setup: TableSetup, best_before: int | None, names: tuple[str, ...] = ()
) -> ResultsView:
    view = _derive_results(game, setup, best_before, names)
    rows = derive_ranking(game, setup, names)
    you = next((row for row in rows if row.kind == SeatKind.YOU.value), None)
    hero = you if you is not None else rows[0]
    if hero.resigned:
        return view
    return replace(
        view,
        highlights=highlights_of(game, hero.key, view.new_best),
        alike_box=game.rules.layout.all_same_box,
    )


def _derive_results(
    game: Game, setup: TableSetup, best_before: int | None, names: tuple[str, ...] = ()
) -> ResultsView:
    rows = derive_ranking(game, setup, names)
    first = [row for row in rows if row.place == 1 and not row.resigned]
    you = next((row for row in rows if row.kind == SeatKind.YOU.value), None)
    winner = names_text(row.name for row in first)
    top = first[0].total if first else 0
    rules = RulesetLabel.of(game.rules)
    if game.player_count == 1:
        total = rows[0].total
        beat = best_before is None or total > best_before
        return ResultsView("solo", winner, total, beat and not rows[0].resigned, rules)
    if you is None:
        headline = "draw" if len(first) > 1 else "winner"
        return ResultsView(headline, winner, top, False, rules)
    if you.resigned or you.place > 1:
        return ResultsView("lost", winner, you.total, False, rules)
    headline = "drawn" if you.shared else "won"
    return ResultsView(headline, winner, you.total, False, rules)


@QmlElement
@uncreatable("built by the results view-model")
class RankingModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(PlaceRow, parent)


@QmlElement
@uncreatable("built by the results view-model")
class ReviewModel(RowListModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(ReviewRow, parent)


@QmlElement
@uncreatable("built by the app")
class ResultsViewModel(QObject):
    headlineChanged = Signal()
    headline = view_property("headline", str, headlineChanged)
    winnerChanged = Signal()
    winner = view_property("winner", str, winnerChanged)
    totalChanged = Signal()
    total = view_property("total", int, totalChanged)
    newBestChanged = Signal()
    newBest = view_property("new_best", bool, newBestChanged)
    rulesChanged = Signal()
    rules = view_property("rules", dict, rulesChanged)
    onlineChanged = Signal()
    online = view_property("online", bool, onlineChanged)
    scoredChanged = Signal()
    scored = view_property("scored", bool, scoredChanged)
    pointsEarnedChanged = Signal()
    pointsEarned = view_property("points_earned", int, pointsEarnedChanged)
    milestonesChanged = Signal()
    milestones = view_property("milestones", list, milestonesChanged)
    levelChanged = Signal()
    level = view_property("level", int, levelChanged)
    abortedByChanged = Signal()
    abortedBy = view_property("aborted_by", str, abortedByChanged)
    cappedChanged = Signal()
    capped = view_property("capped", bool, cappedChanged)
    diceCheckChanged = Signal()
    diceCheck = view_property("dice_check", str, diceCheckChanged)
    challengeChanged = Signal()
    challenge = view_property("challenge", str, challengeChanged)
    dailyStateChanged = Signal()
    dailyState = view_property("daily_state", str, dailyStateChanged)
    dailyRankChanged = Signal()
    dailyRank = view_property("daily_rank", int, dailyRankChanged)
    dailyAttemptsChanged = Signal()
    dailyAttempts = view_property("daily_attempts", int, dailyAttemptsChanged)
    dailyBarsChanged = Signal()
    dailyBars = view_property("daily_bars", list, dailyBarsChanged)
    tableGoneChanged = Signal()
    tableGone = view_property("table_gone", bool, tableGoneChanged)
    highlightsChanged = Signal()
    highlights = view_property("highlights", list, highlightsChanged)
    alikeBoxChanged = Signal()
    alikeBox = view_property("alike_box", str, alikeBoxChanged)
    reviewStateChanged = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ranking = RankingModel(self)
        self._review = ReviewModel(self)
        self._win_chart = WinChartModel(self)
        self._view = ResultsView("", "", 0, False, RulesetLabel(""))
        self._review_state = "none"
        self._review_exact = True
        self._shown: tuple[Game, TableSetup] | None = None
        self._best_before: int | None = None
        self._online = False
        self._names: tuple[str, ...] = ()
        self._standings: tuple[Standing, ...] = ()
        self._earned: Earned | None = None
        self._aborted_by: str | None = None
        self._extra = ResultsExtra()
        """What arrives about the game shown apart from its standings."""

    @Property(QObject, constant=True)
    def ranking(self) -> RankingModel:
        return self._ranking

    @Property(QObject, constant=True)
    def review(self) -> ReviewModel:
        return self._review

    @Property(QObject, constant=True)
    def winChart(self) -> WinChartModel:
        """Every player's chance to win over the game."""
        return self._win_chart

    @Property(str, notify=reviewStateChanged)
    def reviewState(self) -> str:
        """``none``, ``working``, ``ready`` or ``failed``."""
        return self._review_state

    @Property(bool, notify=reviewStateChanged)
    def reviewExact(self) -> bool:
        """The review's values are exact (else an approximation, as for Triple and Maxi)."""
        return self._review_exact

    def show(
        self,
        game: Game,
        setup: TableSetup,
        best_before: int | None,
        names: tuple[str, ...],
        *,
        online: bool = False,
        challenge: str = "",
    ) -> None:
        if (game, setup) != self._shown:
            self._standings, self._earned, self._aborted_by = (), None, None
            self._extra = ResultsExtra(challenge=challenge)
        self._shown = (game, setup)
        self._best_before = best_before
        self._online = online
        view = derive_results(game, setup, best_before, names)
        if online:
            view = with_online(view, self._standings, self._earned, self._aborted_by)
        view = with_extra(view, self._extra)
        old, self._view = self._view, view
        publish(self, old, view)
        self._ranking.set_rows(derive_ranking(game, setup, names, self._standings))
        self._names = names
        self._win_chart.show(game, names, levels=setup.levels)

    def shows(self, game: Game) -> bool:
        """Whether the results of ``game`` are the ones to show."""
        return self._shown is not None and self._shown[0] == game

    @property
    def has_results(self) -> bool:
        return self._shown is not None

    def rename(self, names: tuple[str, ...]) -> None:
        """The same results with the players' names as shown now (after a language switch)."""
        if self._shown is not None:
            game, setup = self._shown
            self.show(game, setup, self._best_before, names, online=self._online)

    def forget(self) -> None:
        """No results to show again (another game is at the table)."""
        self._shown = None

    def set_standings(self, standings: tuple[Standing, ...]) -> None:
        """The server scored the online game shown: points and placings per seat."""
        self._standings = standings
        self._republish()

    def set_earned(self, earned: Earned) -> None:
        """What the online game shown brought this player."""
        self._earned = earned
        self._republish()

    def set_aborted(self, name: str) -> None:
        """The online game shown was aborted: ``name`` left before every seat had played."""
        self._aborted_by = name
        self._republish()

    def set_dice_check(self, check: str) -> None:
        """This app's check of the online game's dice (``DiceCheck`` code)."""
        self._set_extra(dice_check=check)

    def set_daily_board(
        self, state: str, bars: tuple[DailyBar, ...] = (), rank: int = 0, attempts: int = 0
    ) -> None:
        """The day's board of the daily challenge shown: the field's totals and the rank."""
        self._set_extra(
            daily_state=state, daily_bars=bars, daily_rank=rank, daily_attempts=attempts
        )

    def set_table_gone(self) -> None:
        """The online table of the game shown has closed (or the player left it)."""
        self._set_extra(table_gone=True)

    def _set_extra(self, **changes: object) -> None:
        if self._shown is None:
            return
        self._extra = replace(self._extra, **changes)  # type: ignore[arg-type]
        view = with_extra(self._view, self._extra)
        old, self._view = self._view, view
        publish(self, old, view)

    def _republish(self) -> None:
        if self._shown is None or not self._online:
            return
        game, setup = self._shown
        view = with_online(self._view, self._standings, self._earned, self._aborted_by)
        old, self._view = self._view, view
        publish(self, old, view)
        self._ranking.set_rows(derive_ranking(game, setup, self._names, self._standings))

    def set_review(
        self, state: str, rows: tuple[ReviewRow, ...] = (), *, exact: bool = True
    ) -> None:
        self._review.set_rows(rows)
        if (state, exact) != (self._review_state, self._review_exact):
            self._review_state, self._review_exact = state, exact
            self.reviewStateChanged.emit()
