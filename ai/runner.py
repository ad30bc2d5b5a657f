"""Thinking off the event loop: the AI searches in a separate process, time-boxed.

The state travels as the engine's own JSON (`Game.dump` / `Game.load`), so the worker
needs nothing but the game's slug. One worker process is started on first use and kept,
in a `bot.workers` pool like the engine workers: it ends with the bot, and when it dies
(even mid-search) a new one is started and asked again. The answer is the same (budgets
are counted in steps, the seed is the table's) unless the wall-clock cap cut a search.
"""

from __future__ import annotations

import time

from ai.player import choose
from bot.workers import Workers

DEFAULT_SECONDS = {"easy": 1.0, "normal": 1.0, "strong": 3.0, "greedy": 1.0, "random": 1.0}


def think(slug: str, state_json: str, seat: int, level: str, seed: str, seconds: float) -> str:
    """The worker's job: load the state and choose (a module-level function: picklable)."""
    from games import get

    game = get(slug)
    state = game.load(state_json)
    return choose(game, state, seat, level, seed, deadline=time.monotonic() + seconds)


class AIRunner:
    def __init__(self, workers: int = 1):
        self.workers = Workers("AI", workers)

    async def choose(
        self,
        slug: str,
        state_json: str,
        seat: int,
        level: str,
        seed: str,
        seconds: float | None = None,
    ) -> str:
        seconds = DEFAULT_SECONDS.get(level, 1.0) if seconds is None else seconds
        return await self.workers.run(think, slug, state_json, seat, level, seed, seconds)

    def close(self) -> None:
        self.workers.shutdown(wait=False)
