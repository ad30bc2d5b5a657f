"""One step machine for every engine: each question a game can ask is registered once.

A game's pending work is a stack of steps (``state.pending`` / ``state.stack``); the top step
is either automatic (run and popped by the game's settle loop) or a question for one seat.
`Steps.register_ask` keeps together everything about one question kind: the prompt, the
enumerator (ids with labels), the fast id lister (ids only, for the search), the resolver,
and the few optional hooks a settle loop reads. The engines look the kind up here instead of
in parallel tables, so adding a step is one call next to its functions.

The callables keep each game's own signatures (``state`` and ``step`` first); the machine only
stores and finds them.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from games.messages import Text

Fn = Callable[..., Any]


@dataclass(frozen=True, slots=True)
class Ask:
    """One question kind.

    ``enum(state, step)``: the choices with their words, or None when the game builds them
    from the ids (Coimbra's labels module). ``ids(state, step)``: the same ids in the same
    order, without any text. ``resolve``: applies the chosen id. ``single``: answered
    automatically when it has exactly one choice. ``is_open(state, step)``: a cheap test
    that the question has a real choice. ``on_empty(state, step, events)``: runs when the
    question has no choice at all and is dropped. ``doing``: what the public status says the
    deciding seat is doing ("place a family member").
    """

    kind: str
    prompt: Text
    enum: Fn | None
    resolve: Fn
    ids: Fn
    single: bool = False
    is_open: Fn | None = None
    on_empty: Fn | None = None
    doing: str = ""


class Steps:
    """The step kinds of one game: questions (`register_ask`) and automatic steps (`auto`)."""

    def __init__(self, game: str) -> None:
        self.game = game
        self.asks: dict[str, Ask] = {}
        self.ids: dict[str, Fn] = {}
        """kind -> its fast id lister: the search's hot path reads this dict directly."""
        self.autos: dict[str, Fn] = {}
        """kind -> the operation of an automatic step (state, step, ...)."""

    def register_ask(
        self,
        kind: str,
        prompt: Text,
        enum: Fn | None,
        resolve: Fn,
        *,
        ids: Fn | None = None,
        single: bool = False,
        is_open: Fn | None = None,
        on_empty: Fn | None = None,
        doing: str = "",
    ) -> Ask:
        """Register the question ``kind``. Without ``ids`` the ids are read off ``enum``."""
        self._claim(kind)
        if ids is None:
            if enum is None:
                raise ValueError(f"{self.game}: step {kind!r} needs an enumerator or an id lister")
            ids = _ids_of(enum)
        ask = Ask(kind, prompt, enum, resolve, ids, single, is_open, on_empty, doing)
        self.asks[kind] = ask
        self.ids[kind] = ids
        return ask

    def auto(self, kind: str) -> Callable[[Fn], Fn]:
        """Decorator: ``fn`` is the automatic step ``kind``."""

        def deco(fn: Fn) -> Fn:
            self.register_auto(kind, fn)
            return fn

        return deco

    def register_auto(self, kind: str, fn: Fn) -> None:
        self._claim(kind)
        self.autos[kind] = fn

    def ask(self, kind: str) -> Ask:
        try:
            return self.asks[kind]
        except KeyError:
            raise KeyError(f"{self.game}: no question registered for step {kind!r}") from None

    def _claim(self, kind: str) -> None:
        if kind in self.asks or kind in self.autos:
            raise ValueError(f"{self.game}: step {kind!r} is registered twice")


def _ids_of(enum: Fn) -> Fn:
    def ids(state: Any, step: Any) -> list[str]:
        return [c.id for c in enum(state, step)]

    return ids
