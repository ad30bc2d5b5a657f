"""The renderers' sprite caches hold a bounded number of bytes however many distinct texts a
long-running bot draws (issue 33: the shard soak's RSS grew by 75 % over 6,000 clicks while a
Coimbra cache of up to 6,000 one-off log-line sprites filled; Stupor Mundi's kept up to 20,000,
Lorenzo's 48 MiB, De Vulgari Eloquentia's every one)."""

from __future__ import annotations

import gc
from collections.abc import Callable

import pytest
from PIL import Image

from render.coimbra.style import FastCanvas as CoimbraCanvas
from render.de_vulgari.board import _word as de_vulgari_word
from render.kit import Canvas
from render.lorenzo.board import FastCanvas as LorenzoCanvas
from render.sprites import ENTRY_OVERHEAD, MISSING, SPRITE_BYTES, SpriteCache, image_bytes
from render.stupor_mundi.style import _Canvas as StuporMundiCanvas

SLACK = 2**20  # the images of the canvas itself and anything else alive besides the cache


def held_image_bytes() -> int:
    """The pixel bytes of every Pillow image alive in this process."""
    gc.collect()
    return sum(
        o.width * o.height * len(o.getbands())
        for o in gc.get_objects()
        if isinstance(o, Image.Image)
    )


def log_line(n: int) -> str:
    """A one-off line of at most 64 characters (Lorenzo caches only those)."""
    return f"• Player {n % 4} buys card M{n:05d} for {n % 9} coins, track {n}."


def de_vulgari_words(canvas: Canvas, line: str) -> None:
    de_vulgari_word(canvas, (10, 10), line)


DRAWERS: dict[str, tuple[type[Canvas], Callable[[Canvas, str], None]]] = {
    "coimbra": (CoimbraCanvas, lambda c, line: c.text((10, 10), line, 22)),
    "stupor-mundi": (StuporMundiCanvas, lambda c, line: c.text((10, 10), line, 22)),
    "lorenzo-il-magnifico": (LorenzoCanvas, lambda c, line: c.text((10, 10), line, 22)),
    "de-vulgari-eloquentia": (Canvas, de_vulgari_words),
}


@pytest.mark.parametrize("slug", list(DRAWERS))
def test_text_sprites_stay_within_their_bytes_after_many_distinct_lines(slug: str) -> None:
    before = held_image_bytes()
    cls, draw = DRAWERS[slug]
    canvas: Canvas | None = cls(60, width=900)
    for n in range(2500):  # 10-40 KB a line: 25-100 MiB if every sprite were kept
        assert canvas is not None
        draw(canvas, log_line(n))
    canvas = None
    assert held_image_bytes() - before <= SPRITE_BYTES + SLACK


def test_coimbra_text_sprites_of_recurring_labels_are_reused() -> None:
    canvas = CoimbraCanvas(60, width=900)
    canvas.text((10, 10), "Phase C: the castle", 22)
    held = held_image_bytes()
    for _ in range(50):
        canvas.text((10, 10), "Phase C: the castle", 22)
    assert held_image_bytes() == held


def sprite(width: int) -> tuple[Image.Image, int, int]:
    return Image.new("L", (width, 10)), 0, 0


def test_the_cache_drops_the_least_recently_used_beyond_its_bytes() -> None:
    cache: SpriteCache[str, tuple[Image.Image, int, int]] = SpriteCache(3 * (1000 + ENTRY_OVERHEAD))
    for key in "abc":
        cache.put(key, sprite(100))
    assert cache.get("a") is not None  # "a" is now the most recently used
    cache.put("d", sprite(100))
    assert cache.get("b") is None
    assert [cache.get(k) is not None for k in "acd"] == [True, True, True]
    assert (
        cache.bytes == 3 * (1000 + ENTRY_OVERHEAD) == sum(image_bytes(cache.get(k)) for k in "acd")
    )


def test_the_cache_keeps_none_and_refuses_an_entry_larger_than_its_budget() -> None:
    cache: SpriteCache[str, tuple[Image.Image, int, int] | None] = SpriteCache(5000)
    cache.put("empty", None)
    assert cache.get("empty", MISSING) is None
    assert cache.get("absent", MISSING) is MISSING
    cache.put("huge", sprite(1000))
    assert "huge" not in cache and cache.bytes == ENTRY_OVERHEAD
    cache.put("empty", sprite(10))  # replacing an entry counts its new size only
    assert cache.bytes == 100 + ENTRY_OVERHEAD and len(cache) == 1
