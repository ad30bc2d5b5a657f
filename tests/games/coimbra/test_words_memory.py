"""The English a Coimbra view holds is remembered per message, in a cache bounded to its working
set: its keys are message trees (~1 KiB each), and at 8,192 entries it kept filling a shard
for thousands of clicks (issue 33.3, bench/cache_caps.py)."""

from __future__ import annotations

import gc
import tracemalloc

from games.coimbra.words import _english, amount, english, joined, who

DISTINCT = 8_000
MAX_HELD = 2 * 2**20  # ~1.3 KiB traced an entry here: 1.3 MiB at 1,024 entries, 10.2 at 8,192


def a_log_line(n: int):
    """A gain as the engine logs it: a nested message, new for each ``n``."""
    return joined([amount(n, "coins"), amount(n % 7, "vp"), who(n % 4)])


def test_the_english_of_many_distinct_messages_holds_a_bounded_amount_of_memory() -> None:
    english(a_log_line(-1))  # the catalogue loaded before measuring
    _english.cache_clear()
    tracemalloc.start()
    try:
        gc.collect()
        before = tracemalloc.get_traced_memory()[0]
        for n in range(DISTINCT):
            assert english(a_log_line(n))
        gc.collect()
        held = tracemalloc.get_traced_memory()[0] - before
    finally:
        tracemalloc.stop()
        _english.cache_clear()
    assert held <= MAX_HELD, f"{held / 2**20:.2f} MiB held"
