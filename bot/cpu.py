"""The CPU work of table actions, off the event loop, with bounded concurrency.

A click's engine step (apply, its log line, the hidden-information check, the dump) and
the next board's parts (choices, views, scoreboard) take 5-20 ms of Python each. On the
event loop, a burst of clicks on many tables runs them back to back and every other
table's acknowledgement waits (issue 11). Here they run on a small pool of threads,
first come first served, so the loop only ever does a click's short I/O steps.

Two pools, one each per process (shared by every table service and event loop):
``work`` for engine steps and board parts (short; two threads keep one long step from
holding up the rest), ``slow`` for pictures and replays (0.1-1.5 s each: kept apart so
a burst of pictures or an /undo at the end of a long game never delays a move). The
pools' queues are the bounded-concurrency queue: at most ``WORK_THREADS`` engine steps
and ``SLOW_THREADS`` pictures or replays run at a time, the rest wait their turn.
"""

from __future__ import annotations

import asyncio
import functools
import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TypeVar

T = TypeVar("T")

WORK_THREADS = 2
SLOW_THREADS = 2

_pools: dict[str, ThreadPoolExecutor] = {}
_guard = threading.Lock()


def pool(name: str) -> ThreadPoolExecutor:
    """The process's pool ``name`` ("work" or "slow"), started on first use."""
    with _guard:
        executor = _pools.get(name)
        if executor is None:
            size = {"work": WORK_THREADS, "slow": SLOW_THREADS}[name]
            executor = ThreadPoolExecutor(max_workers=size, thread_name_prefix=f"tables-{name}")
            _pools[name] = executor
        return executor


async def work(fn: Callable[..., T], /, *args, **kwargs) -> T:
    """``fn(*args, **kwargs)`` on the work pool; the loop runs other clicks meanwhile."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(pool("work"), functools.partial(fn, *args, **kwargs))


async def slow(fn: Callable[..., T], /, *args, **kwargs) -> T:
    """``fn(*args, **kwargs)`` (a picture, a replay) on the slow pool."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(pool("slow"), functools.partial(fn, *args, **kwargs))
