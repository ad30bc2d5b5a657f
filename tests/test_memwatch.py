"""devkit/memwatch.py reports the caches a bot made before freezing its startup heap."""

import gc

from bot.service.cache import StateCache
from devkit import memwatch
from render import kit


def test_caches_made_before_the_freeze_are_reported() -> None:
    states: StateCache[str] = StateCache(7, "states-under-test")
    states.put(1, "a")
    kit.fit_text("memwatch", 24, False, 400)
    gc.collect()
    gc.freeze()  # as bot.cpu.freeze_startup_heap does: frozen objects leave gc.get_objects()
    try:
        assert not any(o is states for o in gc.get_objects())
        lines = memwatch.cache_lines()
    finally:
        gc.unfreeze()
    assert "  StateCache states-under-test: 1 of 7" in lines
    assert any(line.startswith("  lru render.kit.fit_text: ") for line in lines)
