"""The text-measurement caches (render/common.py, render/kit.py) hold a bounded amount of
memory however many distinct texts a long-running bot measures: most are one-off (a log line,
each prefix tried while wrapping it), and at 32,768 entries a cache grew a bot by MiB per
thousand clicks (issue 33, the shard soak); their caps are their working set's (33.3)."""

from __future__ import annotations

import gc
import tracemalloc

from render.common import font, wrap
from render.kit import Canvas

DISTINCT = 8_000
MAX_HELD = 3 * 2**20  # caches of 2 x 2,048 + 2 x 1,024 entries of ~350 traced bytes (2.1 MiB
# held; 6.2 MiB at 4,096 each before issue 33.3 sized them to their working set)


def log_line(n: int) -> str:
    return f"• Player {n % 4} buys card M{n:05d} for {n % 9} coins and moves up {n} steps."


def test_measuring_many_distinct_texts_holds_a_bounded_amount_of_memory() -> None:
    canvas = Canvas(60, width=900)
    f = font(22)
    tracemalloc.start()
    try:
        gc.collect()
        before = tracemalloc.get_traced_memory()[0]
        for n in range(DISTINCT):
            line = log_line(n)
            f.getlength(line)
            f.getbbox(line)
            wrap(line, f, 300)
            canvas.text((10, 10), line, 22)  # its ink box
            canvas.texts.clear()
        gc.collect()
        held = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
    assert held <= MAX_HELD, f"{held / 2**20:.1f} MiB held"
