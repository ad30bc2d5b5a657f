"""The service's bounded caches: the most recently used tables' loaded states, positions and
turn logs."""

from __future__ import annotations

import weakref
from collections import OrderedDict
from typing import ClassVar, Generic, TypeVar

T = TypeVar("T")


class StateCache(Generic[T]):
    """The most recently used tables' items, e.g. their loaded states (an LRU; the database
    is the truth)."""

    # every cache alive, for devkit/memwatch.py: the service's caches are made before the
    # startup heap is frozen (bot.cpu.freeze_startup_heap), which hides them from gc.get_objects
    alive: ClassVar[weakref.WeakSet[StateCache[object]]] = weakref.WeakSet()

    def __init__(self, size: int, name: str = ""):
        self.size = size
        self.name = name  # what it holds, for memory reports
        self._items: OrderedDict[int, T] = OrderedDict()
        StateCache.alive.add(self)  # type: ignore[arg-type]

    def get(self, table_id: int) -> T | None:
        item = self._items.get(table_id)
        if item is not None:
            self._items.move_to_end(table_id)
        return item

    def put(self, table_id: int, item: T) -> None:
        self._items[table_id] = item
        self._items.move_to_end(table_id)
        while len(self._items) > self.size:
            self._items.popitem(last=False)

    def pop(self, table_id: int, default: T | None = None) -> T | None:
        return self._items.pop(table_id, default)

    def clear(self) -> None:
        self._items.clear()

    def __len__(self) -> int:
        return len(self._items)

    def __getitem__(self, table_id: int) -> T:
        return self._items[table_id]
