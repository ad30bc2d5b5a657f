"""The CPU work of table actions, off the event loop, with bounded concurrency.

A click's engine step (apply, its log line, the hidden-information check, the dump) and
the next board's parts (choices, views, scoreboard) take 5-20 ms of Python each, a
picture 50-150 ms. On the event loop, a burst of clicks on many tables would run them
back to back while every other table's acknowledgement waits (issue 11).

Two pools, ``work`` for engine steps and board parts (short) and ``slow`` for pictures
and replays (kept apart so a burst of pictures or an /undo at the end of a long game
never delays a move). Their queues are the bounded-concurrency queue: first come, first
served.

The pools are threads by default (library use and the tests, which patch engines in
this process) and worker processes once ``use_processes`` is called, as ``python -m bot``
does. Threads share the GIL with the loop: in a burst the loop then got about a third of
one core while two engine threads held the GIL, and every acknowledgement waited for it
(bench/load_bench.py). Worker processes run beside the loop on the other core, at a lower
priority (``WORKER_NICENESS``), so the loop thread gets a CPU whenever a click arrives.
The functions sent to them are `bot.steps`' (module level, picklable values); they are
pure, so a worker that dies is replaced and the call is made once more (`bot.workers`,
which the AI's process shares).

In worker processes the ``work`` pool is one single-process pool per worker, and
``work_for(table_id, ...)`` sends a table's calls always to the same one (``table_id`` modulo
their number): a click's one call (`bot.clickstep`) then finds the table's state that worker
kept from the click before, and only the choice travels there. Calls for no table take turns.

The ``slow`` pool's process gives its C heap's free pages back to the system (`bot.heap`) once
every `heap.TRIM_EVERY` jobs, when the pool is idle: submitted to the pool like a job, never
awaited by one; this process collects its garbage of reference cycles just before.
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import gc
import itertools
import logging
import os
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import TypeVar

from bot import heap
from bot.workers import Workers

T = TypeVar("T")

log = logging.getLogger("tablebot")

WORK_THREADS = 2
SLOW_THREADS = 2
GC_THRESHOLDS = (
    20_000,
    20,
    20,
)  # young collection every 20,000 allocations (Python's default: 700, 10, 10)
WORKER_NICENESS = (
    5  # below the loop's process: a click's acknowledgement never waits for an engine step
)


class Routed:
    """``size`` single-process pools; a key's calls always go to the same one."""

    def __init__(self, name: str, size: int, prepare: Callable[[], None] | None = None):
        if size < 1:
            raise ValueError("a pool needs at least one worker process")
        self.name = name
        self.members = [Workers(f"{name} {i + 1}", 1, prepare) for i in range(size)]
        self._turns = itertools.count()

    async def run(self, fn: Callable[..., T], /, *args, **kwargs) -> T:
        """``fn(*args, **kwargs)`` in the next worker in turn."""
        return await self.run_for(next(self._turns), fn, *args, **kwargs)

    async def run_for(self, key: int, fn: Callable[..., T], /, *args, **kwargs) -> T:
        """``fn(*args, **kwargs)`` in ``key``'s worker (replaced, with the call made again,
        when it died)."""
        return await self.members[key % len(self.members)].run(fn, *args, **kwargs)

    def shutdown(self, wait: bool = True, cancel_futures: bool = True) -> None:
        for member in self.members:
            member.shutdown(wait=wait, cancel_futures=cancel_futures)


Pool = ThreadPoolExecutor | Workers | Routed

_pools: dict[str, Pool] = {}
_processes: dict[str, int] = {}  # pool name -> worker processes; empty: threads
_guard = threading.Lock()
slow_jobs = heap.TrimCount()  # the slow pool's jobs, and when its process trims its heap


def use_processes(work: int = 2, slow: int = 1) -> None:
    """From now on run the pools in worker processes (``work`` and ``slow`` of them).

    Call once at start-up, before the first table action; ``warm_up`` then starts them."""
    if work < 1 or slow < 1:
        raise ValueError("each pool needs at least one worker process")
    shutdown(wait=False)
    _processes.update(work=work, slow=slow)


def use_threads() -> None:
    """Back to thread pools (the default); worker processes are stopped."""
    shutdown()
    _processes.clear()


def in_processes() -> bool:
    return bool(_processes)


def pool(name: str) -> Pool:
    """The process's pool ``name`` ("work" or "slow"), started on first use."""
    with _guard:
        executor = _pools.get(name)
        if executor is None:
            executor = _pools[name] = _new_pool(name)
        return executor


def _new_pool(name: str) -> Pool:
    if name not in ("work", "slow"):
        raise ValueError(f"no pool named {name!r}")
    if not _processes:
        size = {"work": WORK_THREADS, "slow": SLOW_THREADS}[name]
        return ThreadPoolExecutor(max_workers=size, thread_name_prefix=f"tables-{name}")
    if name == "work":
        return Routed(name, _processes[name], prepare=_prepare_worker)
    return Workers(name, _processes[name], prepare=_prepare_worker)


def _prepare_worker() -> None:
    """A worker process's start (after `bot.workers` set up its parent watch): lower
    priority, the engines and renderers imported once, and that start-up heap kept out of
    the garbage collector's walks."""
    with contextlib.suppress(
        OSError
    ):  # not allowed here: the worker still works, at the loop's priority
        os.nice(WORKER_NICENESS)
    load_for_life()
    freeze_startup_heap()


def load_for_life() -> None:
    """Import and build now what a process keeps until it stops, the engines, the renderers
    and every language's catalogue, so that `freeze_startup_heap` keeps them out of every
    garbage collection: loaded after it, they were ~85,000 objects each full collection
    walked, 15-70 ms of CPU each time (the shard soak)."""
    import games
    import render
    from l10n import LOCALES
    from l10n.catalog import catalogue

    games.registry()
    render.load_all()
    for locale in LOCALES:
        catalogue(locale)


async def warm_up() -> list[int]:
    """Start every worker process now (spawning takes a second), not at the first click.
    Returns the workers' process ids (the loop's own when the pools are threads)."""
    pids: set[int] = set()
    for name in ("work", "slow"):
        # concurrent calls, one per worker: each finds no idle worker, so each starts one
        n = _processes.get(name, 1)
        calls = (_run(name, _pause_and_pid, (), {}, key=i) for i in range(n))
        pids.update(await asyncio.gather(*calls))
    return sorted(pids)


_warming: set[asyncio.Task] = set()


def warm_up_soon() -> None:
    """``warm_up`` in the background (the bot or the page is up and answering meanwhile);
    nothing to do when the pools are threads."""
    if not _processes:
        return
    task = asyncio.get_running_loop().create_task(warm_up())
    _warming.add(task)
    task.add_done_callback(_warmed)


def _warmed(task: asyncio.Task) -> None:
    _warming.discard(task)
    if not task.cancelled() and task.exception() is not None:
        log.warning("starting the worker processes failed: %s", task.exception())


def _pause_and_pid() -> int:
    import time

    time.sleep(0.2)  # keep this worker busy so the next call starts another
    return os.getpid()


async def _run(
    name: str, fn: Callable[..., T], args: tuple, kwargs: dict, key: int | None = None
) -> T:
    executor = pool(name)
    if isinstance(executor, Routed):
        if key is None:
            return await executor.run(fn, *args, **kwargs)
        return await executor.run_for(key, fn, *args, **kwargs)
    if isinstance(executor, Workers):  # a worker that dies is replaced, the call made again
        return await executor.run(fn, *args, **kwargs)
    call = functools.partial(fn, *args, **kwargs)
    return await asyncio.get_running_loop().run_in_executor(executor, call)


async def work(fn: Callable[..., T], /, *args, **kwargs) -> T:
    """``fn(*args, **kwargs)`` on the work pool; the loop runs other clicks meanwhile."""
    return await _run("work", fn, args, kwargs)


async def work_for(table_id: int, fn: Callable[..., T], /, *args, **kwargs) -> T:
    """``work``, in table ``table_id``'s own worker process (the one that keeps its state)."""
    return await _run("work", fn, args, kwargs, key=table_id)


async def slow(fn: Callable[..., T], /, *args, **kwargs) -> T:
    """``fn(*args, **kwargs)`` (a picture, a replay) on the slow pool."""
    slow_jobs.began()
    try:
        return await _run("slow", fn, args, kwargs)
    finally:
        if slow_jobs.ended():
            _tidy_after_pictures()


def _tidy_after_pictures() -> None:
    """Every `heap.TRIM_EVERY` pictures, when the picture pool is idle: this process's garbage
    of reference cycles (a click's interaction and views; see `collect_cycles`) is collected
    here, on the loop, then the pool's heap trimmed. Busy, a shard had up to a minute of that
    garbage waiting for the minute pass (2-4 MiB in the shard soak); now ~50 pictures' worth."""
    _, cpu_ms = collect_cycles()
    slow_jobs.collected(cpu_ms / 1000)
    _trim_slow_pool()


def _trim_slow_pool() -> None:
    """`heap.trim` in the slow pool's process (this one when it is threads), after the job that
    left it idle; nobody waits for it, and a job that comes meanwhile waits a few ms at most."""
    slow_pool = pool("slow")
    if isinstance(slow_pool, Routed):
        return
    executor = slow_pool.executor() if isinstance(slow_pool, Workers) else slow_pool
    try:
        done = executor.submit(heap.trim)
    except RuntimeError:  # shut down meanwhile (the bot stopping; a worker died): no trim
        return
    done.add_done_callback(_trimmed)


def _trimmed(done: Future[float]) -> None:
    if not done.cancelled() and done.exception() is None:
        slow_jobs.trimmed(done.result())


def shutdown(wait: bool = True) -> None:
    """Stop the pools (their threads or worker processes); they restart on next use."""
    with _guard:
        old = list(_pools.values())
        _pools.clear()
    for executor in old:
        executor.shutdown(wait=wait, cancel_futures=True)


def freeze_startup_heap() -> None:
    """Make the garbage collector's pauses on the loop rare and short.

    The imported modules, discord.py and the engines' constant tables are ~70,000 objects
    that live as long as the process; a full collection walked them all, about 35 ms on
    this machine, holding the loop (and, through the GIL, everything else). After
    ``gc.freeze()`` a full collection walks only what was made since; garbage is collected
    first, so nothing unreachable is kept for good. A click allocates thousands of short-lived
    objects: at Python's default of a young collection every 700 allocations, the collector
    took a third of the loop's CPU in a burst of clicks (bench/load_bench.py
    --trace-stalls); ``GC_THRESHOLDS`` makes collections, and with them the full ones, rarer."""
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


def collect_cycles() -> tuple[int, float]:
    """A full collection, run by the bot's minute pass and with every trim of the picture pool
    (`_tidy_after_pictures`): (objects freed, CPU ms).

    discord.py's views and their buttons point at each other (a cycle per board message), and
    so do an interaction and its response (a cycle per click): 6-10 MiB of such garbage a
    thousand clicks waited in the oldest generation, which ``GC_THRESHOLDS`` and Python's rule
    (a full collection once the long-lived objects grew by a quarter) reach seldom, so a
    shard's memory grew by a fifth over 10,000 clicks (bench/results/shard-soak-10000.txt).
    After `freeze_startup_heap` (and `load_for_life` before it) a full collection walks only
    what was made since: 26,000-34,000 objects in the shard soak, 9.6 ms of CPU on average with
    the garbage it frees (bench/results/shard-soak-10000-flat.txt)."""
    start = time.thread_time()  # this thread's: the picture threads may draw meanwhile
    freed = gc.collect()
    return freed, (time.thread_time() - start) * 1000
