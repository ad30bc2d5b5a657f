"""The C heap of the process that draws pictures: freed picture buffers go back to the system.

A picture's canvases and PNG encoder buffers are 1-16 MiB each. glibc's malloc keeps large
freed blocks in its arenas for reuse (once a 16 MiB block has been freed it stops mapping
them afresh), and a block freed in the middle of an arena is never given back by ``free``:
in the shard soak (bench/shard_soak.py) a bot held 45 MiB of free heap after 200 clicks and
58 MiB after 1,000, its bytes in use flat at 30 MiB. ``malloc_trim(0)`` gives the free pages
back (2-4 ms). Fixing the mmap threshold instead gave them back at every picture, and a phone
picture then cost 21 ms of CPU instead of 12 (pages mapped afresh each time); so `bot.cpu`
trims once every `TRIM_EVERY` pictures, when the picture pool is idle, in the process that
draws them; no job waits for it. The picture after a trim pays for mapping its pages afresh
(trimming after every picture: +5 ms of CPU each); every 20 pictures that reached the
pictures' p95, every 50 it stays out of it (bench/results/render-trim.txt).

``malloc_trim`` gives back the free blocks of every arena but the free space at the end (the
top) of the main arena's alone, and glibc gives each new thread an arena of its own: with the
pictures drawn on threads (``WORKER_PROCESSES=0``) a shard trimmed every 20 pictures still held
60 MiB in two thread arenas after 3,000 clicks. So the bot keeps one arena (`one_arena`): its
threads take turns holding the GIL and seldom contend for it. A trim holds the arena while it
runs: on threads, a thread that allocates a large block meanwhile (the loop too) waits for it;
with worker processes (the default) the trim is the picture worker's alone.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import time
from collections.abc import Callable
from dataclasses import dataclass

TRIM_EVERY = 50
"""Pictures (slow-pool jobs) between two trims."""

M_ARENA_MAX = -8  # mallopt's parameter number (glibc malloc.h)


@functools.cache
def _libc() -> ctypes.CDLL | None:
    """glibc, or None (another C library's malloc gives memory back on its own)."""
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        libc.malloc_trim.argtypes = (ctypes.c_size_t,)
        libc.mallopt.argtypes = (ctypes.c_int, ctypes.c_int)
    except (OSError, AttributeError):
        return None
    return libc


def _malloc_trim() -> Callable[[int], int] | None:
    libc = _libc()
    return None if libc is None else libc.malloc_trim


def one_arena() -> bool:
    """All threads of this process allocate from glibc's main arena from now on (threads that
    allocated before keep theirs): call it at start, before the first threads. False where
    the C library is not glibc (nothing is changed)."""
    libc = _libc()
    return libc is not None and libc.mallopt(M_ARENA_MAX, 1) == 1


def trim() -> float:
    """Give the free pages of this process's C heap back to the system; the seconds it took
    (0.0 where the C library is not glibc, and nothing is done)."""
    malloc_trim = _malloc_trim()
    if malloc_trim is None:
        return 0.0
    began = time.perf_counter()
    malloc_trim(0)
    return time.perf_counter() - began


@dataclass
class TrimCount:
    """When the next trim is due (`bot.cpu` counts the picture pool's jobs here), and what
    the trims so far took."""

    every: int = TRIM_EVERY
    running: int = 0  # jobs in the pool now
    since: int = 0  # jobs finished since the last trim began
    trims: int = 0
    seconds: float = 0.0
    longest: float = 0.0
    collections: int = 0  # the loop's garbage collections that come with the trims
    collect_seconds: float = 0.0

    def began(self) -> None:
        self.running += 1

    def ended(self) -> bool:
        """A job is done; True when a trim is due now (the pool is idle and ``every`` jobs
        were done since the last): the caller starts it and reports it by `trimmed`."""
        self.running -= 1
        self.since += 1
        if self.running or self.since < self.every:
            return False
        self.since = 0
        return True

    def trimmed(self, seconds: float) -> None:
        self.trims += 1
        self.seconds += seconds
        self.longest = max(self.longest, seconds)

    def collected(self, seconds: float) -> None:
        self.collections += 1
        self.collect_seconds += seconds

    def line(self) -> str:
        mean = self.seconds / self.trims * 1000 if self.trims else 0.0
        collect = self.collect_seconds / self.collections * 1000 if self.collections else 0.0
        return (
            f"malloc_trim: {self.trims} runs (one every {self.every} pictures when idle), "
            f"mean {mean:.1f} ms, longest {self.longest * 1000:.1f} ms; garbage collections "
            f"with them: {self.collections}, mean {collect:.1f} ms CPU"
        )
