"""What the turn clock enters: the advisor's first box (``app.strategy.clock_choice``).

The advisor needs tables per ruleset (``prepare``, possibly seconds of work): they are prepared in
an executor as soon as a table with those rules exists, never on the event loop. A time-out waits
for them only briefly; if they are still not ready (or the advisor fails) the box that scores most
with the dice now is entered, so a turn never hangs on the advisor.
"""

from __future__ import annotations

import asyncio
import importlib
import logging
from collections.abc import Callable
from concurrent.futures import Executor
from dataclasses import dataclass

from app.rules import Game, Ruleset

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Advisor:
    """The two calls the clock needs; ``prepare`` blocks, ``choose`` is quick once prepared."""

    prepare: Callable[[Ruleset], None]
    choose: Callable[[Game], str]
    name: str


def best_now(game: Game) -> str:
    """The box that scores most with the dice now (the first in sheet order on a tie)."""
    options = game.options()
    keys = game.rules.box_keys
    return max(options, key=lambda box: (options[box], -keys.index(box)))


FALLBACK = Advisor(prepare=lambda rules: None, choose=best_now, name="best-now")


def default_advisor() -> Advisor:
    """``app.strategy``'s advisor (the fallback only while that package is missing)."""
    try:
        strategy = importlib.import_module("app.strategy")
        prepare, choose = strategy.prepare, strategy.clock_choice
    except Exception as error:  # missing, or broken: the server still runs
        log.warning("app.strategy is not usable (%r): the clock enters the best box now", error)
        return FALLBACK
    return Advisor(prepare=prepare, choose=choose, name="strategy")


class ClockChooser:
    """Prepares the advisor per ruleset off the loop and chooses the time-out box."""

    def __init__(
        self, advisor: Advisor, executor: Executor | None = None, patience: float = 2.0
    ) -> None:
        self.advisor = advisor
        self._executor = executor
        self._patience = patience
        self._prepared: dict[str, asyncio.Future[None]] = {}

    def warm(self, rules: Ruleset) -> asyncio.Future[None]:
        """Start preparing ``rules`` (once); the future is done when the advisor is ready."""
        future = self._prepared.get(rules.key)
        if future is None:
            loop = asyncio.get_running_loop()
            future = loop.run_in_executor(self._executor, self.advisor.prepare, rules)
            future.add_done_callback(lambda done: self._report(rules, done))
            self._prepared[rules.key] = future
        return future

    @staticmethod
    def _report(rules: Ruleset, done: asyncio.Future[None]) -> None:
        if done.cancelled():
            return
        if done.exception() is not None:
            log.error("preparing the advisor for %s failed: %r", rules.key, done.exception())
        else:
            log.info("advisor ready for %s", rules.key)

    def ready(self, rules: Ruleset) -> bool:
        future = self._prepared.get(rules.key)
        return future is not None and future.done() and future.exception() is None

    async def choose(self, game: Game) -> str:
        """The box to enter for the player to move (the game must have rolled)."""
        future = self.warm(game.rules)
        if not future.done():
            await asyncio.wait([future], timeout=self._patience)
        if self.ready(game.rules):
            try:
                box = self.advisor.choose(game)
                if box in game.options():
                    return box
                log.error("the advisor chose %r, which is not allowed here", box)
            except Exception:
                log.exception("the advisor failed on a time-out")
        else:
            log.warning("advisor not ready for %s: entering the best box now", game.rules.key)
        return best_now(game)

    async def close(self) -> None:
        """Wait for preparations still running (they cannot be interrupted)."""
        running = [future for future in self._prepared.values() if not future.done()]
        if running:
            await asyncio.wait(running, timeout=30)
