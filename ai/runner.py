"""Thinking off the event loop: the AI searches in a separate process, time-boxed.

The state travels as the engine's own JSON (`Game.dump` / `Game.load`), so the worker
needs nothing but the game's slug. One worker process is started on first use and kept
("spawn": the bot's process holds threads, which a fork would copy half-alive).
"""

from __future__ import annotations

import asyncio
import multiprocessing
import time
from concurrent.futures import ProcessPoolExecutor

from ai.player import choose

DEFAULT_SECONDS = {"easy": 1.0, "normal": 1.0, "strong": 3.0, "greedy": 1.0, "random": 1.0}


def think(slug: str, state_json: str, seat: int, level: str, seed: str, seconds: float) -> str:
    """The worker's job: load the state and choose (a module-level function: picklable)."""
    from games import get

    game = get(slug)
    state = game.load(state_json)
    return choose(game, state, seat, level, seed, deadline=time.monotonic() + seconds)


class AIRunner:
    def __init__(self, workers: int = 1):
        self.workers = workers
        self._pool: ProcessPoolExecutor | None = None

    def _executor(self) -> ProcessPoolExecutor:
        if self._pool is None:
            ctx = multiprocessing.get_context("spawn")
            self._pool = ProcessPoolExecutor(max_workers=self.workers, mp_context=ctx)
        return self._pool

    async def choose(self, slug: str, state_json: str, seat: int, level: str, seed: str,
                     seconds: float | None = None) -> str:
        seconds = DEFAULT_SECONDS.get(level, 1.0) if seconds is None else seconds
        loop = asyncio.get_running_loop()
        return await loop.run_in_executor(self._executor(), think, slug, state_json, seat, level,
                                          seed, seconds)

    def close(self) -> None:
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
