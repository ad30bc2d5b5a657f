"""What every bench prints beside its own numbers: wall time, CPU time (this process and
the children it waited for) and the machine's load average, so a slow figure on a busy
machine reads as such (issue 33.5).

    watch = Stopwatch()
    ...                       # the measured work
    print(watch.line("fill"))  # "fill: 1.23 s wall, 1.10 s CPU; load average 1.9 1.5 1.2"
"""

from __future__ import annotations

import contextlib
import os
import resource
import time
from collections.abc import Iterator


def cpu_seconds() -> float:
    """CPU seconds (user + system) of this process and of its children that were waited for."""
    own = resource.getrusage(resource.RUSAGE_SELF)
    kids = resource.getrusage(resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + kids.ru_utime + kids.ru_stime


def load_average() -> str:
    return " ".join(f"{x:.2f}" for x in os.getloadavg())


def rss_mib() -> float:
    """This process's resident memory now, in MiB."""
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


class Stopwatch:
    def __init__(self) -> None:
        self.restart()

    def restart(self) -> None:
        self.wall0 = time.perf_counter()
        self.cpu0 = cpu_seconds()

    @property
    def wall(self) -> float:
        return time.perf_counter() - self.wall0

    @property
    def cpu(self) -> float:
        return cpu_seconds() - self.cpu0

    def line(self, label: str = "total") -> str:
        return (
            f"{label}: {self.wall:.2f} s wall, {self.cpu:.2f} s CPU; load average {load_average()}"
        )


@contextlib.contextmanager
def footer(enabled: bool = True) -> Iterator[Stopwatch]:
    """Around a bench's run (its ``__main__``): print the whole run's wall time, CPU time and
    the load average at the end. ``enabled=False`` in a bench's own worker processes, whose
    output their parent reads."""
    watch = Stopwatch()
    try:
        yield watch
    finally:
        if enabled:
            print(watch.line("this run"), flush=True)
