"""The C heap of the process that draws pictures: freed picture buffers go back to the system.

A picture's canvases and PNG encoder buffers are 1-16 MiB each. glibc's malloc keeps large
freed blocks in its arenas for reuse (once a 16 MiB block has been freed it stops mapping
them afresh), and a block freed in the middle of an arena is never given back by ``free``:
in the shard soak (bench/shard_soak.py) a bot held 45 MiB of free heap after 200 clicks and
58 MiB after 1,000, its bytes in use flat at 30 MiB. ``malloc_trim(0)`` gives the free pages of
every arena back (a few ms). Fixing the mmap threshold instead gave them back at every
picture, and a phone picture then cost 21 ms of CPU instead of 12 (pages mapped afresh each
time); so `bot.cpu` trims once every `TRIM_EVERY` pictures, when the picture pool is idle, in
the process that draws them, never while a click waits for it.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import functools
import time
from collections.abc import Callable
from dataclasses import dataclass

TRIM_EVERY = 20
"""Pictures (slow-pool jobs) between two trims."""


@functools.cache
def _malloc_trim() -> Callable[[int], int] | None:
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
        trim = libc.malloc_trim
    except (OSError, AttributeError):  # not glibc: its malloc gives memory back on its own
        return None
    trim.argtypes = (ctypes.c_size_t,)
    trim.restype = ctypes.c_int
    return trim


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

    def line(self) -> str:
        mean = self.seconds / self.trims * 1000 if self.trims else 0.0
        return (
            f"malloc_trim: {self.trims} runs (one every {self.every} pictures when idle), "
            f"mean {mean:.1f} ms, longest {self.longest * 1000:.1f} ms"
        )
