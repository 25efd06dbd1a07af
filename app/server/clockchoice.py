"""What the turn clock enters: the advisor's first box (``app.strategy.clock_choice``).

The advisor needs tables per ruleset (``prepare``: seconds of number crunching the first time,
then a cached file that loads in a fraction of a second). The server never does that work on its
event loop, nor in its own process at all where it can help it: a child process
(``python -m app.server.prepare``) builds the table into the cache, then a worker thread loads it.
This starts as soon as a table with those rules exists (or is restored). A time-out waits for it
only briefly; if it is still not ready (or the advisor fails) the box that scores most with the
dice now is entered, so a turn never hangs on the advisor.
"""

from __future__ import annotations

import asyncio
import logging
import sys
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
    build_in_child: bool = False
    """Build tables in a child process first (``app.strategy``'s cache makes ``prepare`` then
    only a load)."""


def best_now(game: Game) -> str:
    """The box that scores most with the dice now (the first in sheet order on a tie)."""
    options = game.options()
    keys = game.rules.box_keys
    return max(options, key=lambda box: (options[box], -keys.index(box)))


FALLBACK = Advisor(prepare=lambda rules: None, choose=best_now, name="best-now")


def default_advisor() -> Advisor:
    """``app.strategy``'s advisor; the fallback only if that package cannot be loaded."""
    try:
        from app.strategy import clock_choice, prepare
    except Exception as error:  # broken install: the server still runs
        log.error("app.strategy cannot be loaded (%r): the clock enters the best box now", error)
        return FALLBACK
    return Advisor(prepare=prepare, choose=clock_choice, name="strategy", build_in_child=True)


class ClockChooser:
    """Prepares the advisor per ruleset off the loop and chooses the time-out box."""

    def __init__(
        self, advisor: Advisor, executor: Executor | None = None, patience: float = 2.0
    ) -> None:
        self.advisor = advisor
        self._executor = executor
        self._patience = patience
        self._prepared: dict[str, asyncio.Task[None]] = {}
        self._one_build_at_a_time = asyncio.Semaphore(1)
        self._children: set[asyncio.subprocess.Process] = set()

    def warm(self, rules: Ruleset) -> asyncio.Task[None]:
        """Start preparing ``rules`` (once); the task is done when the advisor is ready."""
        task = self._prepared.get(rules.key)
        if task is None:
            task = asyncio.create_task(self._prepare(rules), name=f"prepare {rules.key}")
            task.add_done_callback(lambda done: self._report(rules, done))
            self._prepared[rules.key] = task
        return task

    async def _prepare(self, rules: Ruleset) -> None:
        loop = asyncio.get_running_loop()
        if self.advisor.build_in_child:
            async with self._one_build_at_a_time:
                await self._build_in_child(rules)
        await loop.run_in_executor(self._executor, self.advisor.prepare, rules)

    async def _build_in_child(self, rules: Ruleset) -> None:
        flags = [
            flag
            for flag, on in (("--triple", rules.triple), ("--forced-order", rules.forced_order))
            if on
        ]
        child = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "app.server.prepare",
            rules.name,
            *flags,
            stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.PIPE,
        )
        self._children.add(child)
        try:
            _, errors = await child.communicate()
        finally:
            self._children.discard(child)
        if child.returncode != 0:  # the in-process prepare builds it instead
            log.warning(
                "building the advisor's table for %s in a child process failed (%s): %s",
                rules.key,
                child.returncode,
                errors.decode(errors="replace").strip()[-500:],
            )

    @staticmethod
    def _report(rules: Ruleset, done: asyncio.Task[None]) -> None:
        if done.cancelled():
            return
        if done.exception() is not None:
            log.error("preparing the advisor for %s failed: %r", rules.key, done.exception())
        else:
            log.info("advisor ready for %s", rules.key)

    @property
    def ready_keys(self) -> list[str]:
        """The rulesets (``Ruleset.key``) the advisor is ready for."""
        return sorted(
            key
            for key, task in self._prepared.items()
            if task.done() and not task.cancelled() and not task.exception()
        )

    def ready(self, rules: Ruleset) -> bool:
        task = self._prepared.get(rules.key)
        return task is not None and task.done() and not task.cancelled() and not task.exception()

    async def choose(self, game: Game) -> str:
        """The box to enter for the player to move (the game must have rolled)."""
        task = self.warm(game.rules)
        if not task.done():
            await asyncio.wait([task], timeout=self._patience)
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
        """Stop building; a table load already running in a thread is waited for briefly."""
        for child in list(self._children):
            if child.returncode is None:
                child.kill()
        running = [task for task in self._prepared.values() if not task.done()]
        for task in running:
            task.cancel()
        if running:
            await asyncio.wait(running, timeout=30)
