"""Worker processes beside the bot's event loop that end with the bot and are replaced
when one dies; the engine and picture pools (`bot.cpu`) and the AI (`ai.runner`) use them.

"spawn": the bot's process holds threads (aiosqlite, the pools) that a fork would copy
half-alive. A worker that dies (killed, out of memory) breaks its whole pool for good:
every later call would fail at once. ``Workers.run`` then starts a new pool and makes
the call once more; the functions sent are pure (an engine step, a picture, an AI's
choice), so the second try repeats nothing the first one did.

A worker watches the process that started it and exits when that process is gone,
however it ended: a SIGKILL or the out-of-memory killer leaves the bot no chance to stop
its pools. multiprocessing's resource tracker (a process the pools' queues start) then
ends too: it stops when the last process holding its pipe, the bot or a worker, is gone.
"""

from __future__ import annotations

import asyncio
import functools
import logging
import multiprocessing
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import TypeVar

T = TypeVar("T")

log = logging.getLogger("tablebot")

PARENT_CHECK_SECONDS = 1.0  # how often a worker looks whether the bot's process still lives


class Workers:
    """``size`` worker processes, started on first use; ``prepare`` (a module-level
    function: it is pickled) runs once in each new worker before its first call."""

    def __init__(self, name: str, size: int, prepare: Callable[[], None] | None = None):
        if size < 1:
            raise ValueError("a pool needs at least one worker process")
        self.name = name
        self.size = size
        self.prepare = prepare
        self._pool: ProcessPoolExecutor | None = None
        self._guard = threading.Lock()

    def executor(self) -> ProcessPoolExecutor:
        with self._guard:
            if self._pool is None:
                self._pool = ProcessPoolExecutor(
                    max_workers=self.size,
                    mp_context=multiprocessing.get_context("spawn"),
                    initializer=start_worker,
                    initargs=(os.getpid(), self.prepare),
                )
            return self._pool

    async def run(self, fn: Callable[..., T], /, *args, **kwargs) -> T:
        """``fn(*args, **kwargs)`` in a worker; a pool broken by a dead worker (before or
        during this call) is replaced and the call made once more."""
        loop = asyncio.get_running_loop()
        call = functools.partial(fn, *args, **kwargs)
        executor = self.executor()
        try:
            return await loop.run_in_executor(executor, call)
        except BrokenProcessPool:  # nothing was stored by the dead worker: try again
            log.warning(
                "a worker process died (the %s pool); starting new ones and trying once more",
                self.name,
            )
            self._replace(executor)
            return await loop.run_in_executor(self.executor(), call)

    def _replace(self, broken: ProcessPoolExecutor) -> None:
        with self._guard:
            if self._pool is broken:  # not yet replaced by another call that failed with it
                self._pool = None
        broken.shutdown(wait=False)

    def shutdown(self, wait: bool = True, cancel_futures: bool = True) -> None:
        """Stop the worker processes; the next call starts new ones."""
        with self._guard:
            pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=wait, cancel_futures=cancel_futures)


def start_worker(parent: int, prepare: Callable[[], None] | None) -> None:
    """A new worker's start: the parent watch, then ``prepare``. The parent's pid comes
    from the parent itself: one that died before this line ran is still noticed."""
    threading.Thread(
        target=exit_with, args=(parent,), name="exit-with-the-bot", daemon=True
    ).start()
    if prepare is not None:
        prepare()


def exit_with(parent: int) -> None:
    """End this process once ``parent`` is no longer its parent (it died; the orphan was
    handed to init or a subreaper)."""
    while os.getppid() == parent:
        time.sleep(PARENT_CHECK_SECONDS)
    os._exit(0)
