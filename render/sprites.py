"""A cache of drawn pieces (text sprites, stamps) bounded by the bytes its images hold.

The renderers paste cached sprites instead of rasterising every string on every move; most
strings recur (labels, numbers, names), but a log line is new with each move and a cache
bounded by its count of entries grew to tens of MiB of one-off lines in a long-running bot
(issue 33, the shard soak). This one keeps the most recently used sprites up to a number of
bytes, so its memory is the same after ten thousand moves as after a hundred.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable
from typing import Any, Generic, TypeVar

from PIL import Image

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

SPRITE_BYTES = 8 * 2**20  # one game's sprites per process: 8 interleaved tables hit 92 %
# (en/de/it mixed, bench/cache_caps.py: at 4 MiB Stupor Mundi drew 16 % slower, Coimbra 1-6 %)
ENTRY_OVERHEAD = 400  # bytes of Python and Pillow objects around each sprite's pixels
MISSING: Any = object()  # get()'s default for a cache whose values may be None


def image_bytes(value: Any) -> int:
    """The pixel bytes held by ``value``: an image, or the images in a tuple or list (a sprite
    is often ``(image, left, top)``), plus a fixed overhead per entry."""
    if isinstance(value, Image.Image):
        return value.width * value.height * len(value.getbands()) + ENTRY_OVERHEAD
    if isinstance(value, tuple | list):
        return ENTRY_OVERHEAD + sum(
            image_bytes(v) - ENTRY_OVERHEAD for v in value if isinstance(v, Image.Image)
        )
    return ENTRY_OVERHEAD


class SpriteCache(Generic[K, V]):
    """The most recently used entries up to ``max_bytes`` (as ``size_of`` counts them).

    Safe to share between threads (pictures are drawn on worker threads when the bot runs
    without worker processes). An entry larger than the whole budget is not kept."""

    def __init__(self, max_bytes: int, size_of: Callable[[V], int] = image_bytes):
        self.max_bytes = max_bytes
        self._size_of = size_of
        self._items: OrderedDict[K, tuple[V, int]] = OrderedDict()
        self._lock = threading.Lock()
        self.bytes = 0

    def get(self, key: K, default: Any = None) -> Any:
        """The value (marked as just used), or ``default``."""
        with self._lock:
            hit = self._items.get(key, MISSING)
            if hit is MISSING:
                return default
            self._items.move_to_end(key)
            return hit[0]

    def __contains__(self, key: K) -> bool:
        return key in self._items

    def put(self, key: K, value: V) -> V:
        """Keep ``value`` (dropping the least recently used beyond the budget); returns it."""
        size = self._size_of(value)
        with self._lock:
            old = self._items.pop(key, None)
            if old is not None:
                self.bytes -= old[1]
            if size > self.max_bytes:
                return value
            self._items[key] = (value, size)
            self.bytes += size
            while self.bytes > self.max_bytes:
                _, (_, dropped) = self._items.popitem(last=False)
                self.bytes -= dropped
        return value

    def clear(self) -> None:
        with self._lock:
            self._items.clear()
            self.bytes = 0

    def __len__(self) -> int:
        return len(self._items)
