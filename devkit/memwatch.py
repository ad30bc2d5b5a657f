"""Where a bot process's memory goes (devkit only, never on by default).

A ``python -m bot`` started by devkit.loopback.process with ``LOOPBACK_MEMWATCH=<file>`` in
its environment appends, on each SIGUSR1 and at exit, a report to ``<file>``: the RSS,
glibc's heap (mallinfo2) and the trims of it (bot/heap.py), the resident memory by mapping,
the live objects by type, and the sizes of the service's caches and of the functools caches;
with ``LOOPBACK_MEMWATCH_TRACE=1`` too, it traces Python's allocations from the start
(tracemalloc) and adds the top ones by file:line. bench.shard_soak --memwatch sends the
signal at every thousand clicks.
"""

from __future__ import annotations

import atexit
import collections
import ctypes
import functools
import gc
import os
import signal
import sys
import time
import tracemalloc
from pathlib import Path
from typing import Any

TOP = 40
FRAMES = 8


class _MallInfo2(ctypes.Structure):
    _fields_ = [
        (name, ctypes.c_size_t)
        for name in (
            "arena",
            "ordblks",
            "smblks",
            "hblks",
            "hblkhd",
            "usmblks",
            "fsmblks",
            "uordblks",
            "fordblks",
            "keepcost",
        )
    ]


def rss_mib() -> float:
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


def heap_line() -> str:
    """glibc's view: bytes in its arenas, in use, free (held but unused), mmapped."""
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = _MallInfo2
        m = libc.mallinfo2()
    except (OSError, AttributeError):
        return "glibc heap: not available"
    mib = 2**20
    return (
        f"glibc heap: arenas {m.arena / mib:.1f} MiB, in use {m.uordblks / mib:.1f} MiB, "
        f"free {m.fordblks / mib:.1f} MiB, mmapped {m.hblkhd / mib:.1f} MiB in {m.hblks} blocks"
    )


def mapping_lines(top: int = 12) -> list[str]:
    """The process's memory by mapping (/proc/self/smaps): the anonymous mappings grouped by
    size (pymalloc's 1 MiB arenas, threads' malloc heaps, Pillow's blocks), then the largest
    file mappings."""
    groups: collections.Counter[str] = collections.Counter()
    counts: collections.Counter[str] = collections.Counter()
    start = end = 0
    name = ""
    with open("/proc/self/smaps") as f:
        for line in f:
            head = line.split()
            if "-" in head[0] and not head[0].endswith(":"):
                lo, hi = head[0].split("-")
                start, end = int(lo, 16), int(hi, 16)
                name = head[5] if len(head) > 5 else ""
            elif head[0] == "Rss:":
                kib = int(head[1])
                size = (end - start) // 1024
                if name:
                    group = name
                else:
                    group = f"anonymous {size // 1024} MiB" if size >= 1024 else "anonymous < 1 MiB"
                groups[group] += kib
                counts[group] += 1
    return [
        f"  {kib / 1024:8.1f} MiB in {counts[group]:4d}  {group}"
        for group, kib in groups.most_common(top)
    ]


def _module_globals() -> list[Any]:
    """Every module's global values: the caches the bot made before it froze its startup
    heap (bot.cpu.freeze_startup_heap) are not in ``gc.get_objects()``."""
    return [
        value
        for module in list(sys.modules.values())
        for value in list(getattr(module, "__dict__", {}).values())
    ]


def cache_lines() -> list[str]:
    """The sizes of every functools cache (module globals and unfrozen objects), service
    StateCache and picture SpriteCache alive."""
    lines = set()
    found = _module_globals() + gc.get_objects()
    seen: set[int] = set()
    sprites = sys.modules.get("render.sprites")
    for obj in found:
        if id(obj) in seen:
            continue
        if isinstance(obj, functools._lru_cache_wrapper):
            seen.add(id(obj))
            info = obj.cache_info()
            if info.currsize:
                qualname = getattr(obj, "__qualname__", type(obj).__name__)
                name = f"{getattr(obj, '__module__', '?')}.{qualname}"
                lines.add(f"  lru {name}: {info.currsize} of {info.maxsize}")
        elif sprites is not None and isinstance(obj, sprites.SpriteCache):
            seen.add(id(obj))
            lines.add(
                f"  SpriteCache {id(obj):x}: {len(obj)} entries, {obj.bytes / 2**20:.1f} of "
                f"{obj.max_bytes / 2**20:.1f} MiB"
            )
    service = sys.modules.get("bot.service.cache")
    if service is not None:
        for cache in list(service.StateCache.alive):
            lines.add(f"  StateCache {cache.name or hex(id(cache))}: {len(cache)} of {cache.size}")
    return sorted(lines)


def report() -> str:
    out = [f"=== {time.strftime('%H:%M:%S')} RSS {rss_mib():.1f} MiB", heap_line()]
    cpu = sys.modules.get("bot.cpu")
    if cpu is not None:
        out.append(cpu.slow_jobs.line())
    out.append("resident by mapping:")
    out.extend(mapping_lines())
    if tracemalloc.is_tracing():
        now, peak = tracemalloc.get_traced_memory()
        out.append(f"traced now {now / 2**20:.1f} MiB, peak {peak / 2**20:.1f} MiB")
        snap = tracemalloc.take_snapshot().filter_traces(
            [tracemalloc.Filter(False, tracemalloc.__file__)]
        )
        for stat in snap.statistics("lineno")[:TOP]:
            frame = stat.traceback[0]
            out.append(
                f"  {stat.size / 1024:9.1f} KiB {stat.count:8d}  {frame.filename}:{frame.lineno}"
            )
        out.append("by traceback (top 10):")
        for stat in snap.statistics("traceback")[:10]:
            out.append(f"  {stat.size / 1024:9.1f} KiB {stat.count:8d}")
            out.extend(f"      {line}" for line in stat.traceback.format()[-2 * FRAMES :])
    counts = collections.Counter(type(o).__qualname__ for o in gc.get_objects())
    out.append(f"gc objects: {sum(counts.values())}")
    out.extend(f"  {n:8d} {name}" for name, n in counts.most_common(25))
    out.append("caches:")
    out.extend(cache_lines())
    if os.environ.get("LOOPBACK_MEMWATCH_COLLECT") == "1":
        # the bot raises the collector's thresholds (bot.cpu.GC_THRESHOLDS): how much of the
        # above is garbage in cycles not yet collected
        gc.set_debug(gc.DEBUG_SAVEALL)  # the unreachable objects kept in gc.garbage, to count
        try:
            freed = gc.collect()
            kinds = collections.Counter(type(o).__qualname__ for o in gc.garbage)
        finally:
            gc.set_debug(0)
            gc.garbage.clear()
        gc.collect()
        out.append(f"gc.collect(): {freed} unreachable objects freed, {len(gc.get_objects())} left")
        out.extend(f"  {n:8d} {name}" for name, n in kinds.most_common(15))
        out.append(f"after it: {heap_line()}")
    return "\n".join(out) + "\n"


def install(path: str, trace: bool) -> None:
    """Append a report to ``path`` on SIGUSR1 and at exit; with ``trace``, trace Python's
    allocations from now on (tracemalloc's own tables then take part of the heap)."""
    if trace:
        tracemalloc.start(FRAMES)
    target = Path(path)

    def write(*_: Any) -> None:
        with target.open("a", encoding="utf-8") as f:
            f.write(report())

    signal.signal(signal.SIGUSR1, write)
    atexit.register(write)


def from_environment() -> None:
    path = os.environ.get("LOOPBACK_MEMWATCH")
    if path:
        install(path, os.environ.get("LOOPBACK_MEMWATCH_TRACE") == "1")
