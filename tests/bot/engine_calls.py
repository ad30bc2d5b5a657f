"""Count the engine answers the service asks for (issue 30): one click should compute each
answer (decision, legal choices, a view, the result) once per state and carry it forward.

Only the service's own calls are counted: an engine method that calls another of the engine's
methods (``apply`` checking ``legal_choices``) is the engine's business, so a call made while
a counted call runs is not counted again.
"""

from __future__ import annotations

import contextlib
import threading
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest

from games.contract import Game

COUNTED = ("decision", "legal_choices", "view", "result", "apply", "apply_unchecked")


class EngineCalls:
    """The counts of one game's counted methods, ``view`` also per viewer (``view[None]``)."""

    def __init__(self) -> None:
        self.calls: Counter[str] = Counter()
        self.viewers: Counter[Any] = Counter()
        # (method, state, seat) -> calls: the same question about the same state
        self.questions: Counter[tuple[str, int, Any]] = Counter()
        self._states: list[Any] = []  # kept alive, so no two states share an id meanwhile
        self._inside = threading.local()

    def wrap(self, name: str, method: Any) -> Any:
        def counted(*args: Any, **kwargs: Any) -> Any:
            if getattr(self._inside, "depth", 0):
                return method(*args, **kwargs)
            self.calls[name] += 1
            seat = args[1] if len(args) > 1 else kwargs.get("seat")
            if name == "view":
                self.viewers[seat] += 1
            if name in ("decision", "legal_choices", "view", "result"):
                self._states.append(args[0])
                self.questions[(name, id(args[0]), seat)] += 1
            self._inside.depth = 1
            try:
                return method(*args, **kwargs)
            finally:
                self._inside.depth = 0

        return counted

    def repeated(self) -> list[tuple[str, Any]]:
        """The questions asked more than once about one state: (method, seat)."""
        return [(name, seat) for (name, _, seat), n in self.questions.items() if n > 1]

    def counts(self) -> dict[str, int]:
        return {name: self.calls[name] for name in COUNTED}


@contextlib.contextmanager
def counting(monkeypatch: pytest.MonkeyPatch, game: Game[Any]) -> Iterator[EngineCalls]:
    """Count ``game``'s answers while the block runs (the service runs engines on threads)."""
    calls = EngineCalls()
    with monkeypatch.context() as patch:
        for name in COUNTED:
            patch.setattr(game, name, calls.wrap(name, getattr(game, name)))
        yield calls
