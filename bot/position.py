"""One game state and the engine's answers about it, each asked for at most once.

A click moves a table through a few states (before the choice, after it, after any forced
moves); every part of the click that needs the decision, a seat's legal choices, a view or
the result of one of them asks its `Position`, which asks the engine the first time only. The
service keeps the table's latest position with its state, so the next click starts from the
answers this one computed. A position pickles with its answers: a worker process (`bot.cpu`)
hands back the one it filled.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from games.contract import Choice, Decision, Game, GameState, Result


@dataclass(eq=False, slots=True)
class Position:
    game: Game[Any]
    state: GameState
    _decision: tuple[Decision | None] | None = None  # (answer,) once asked
    _result: tuple[Result | None] | None = None
    _choices: dict[int, list[Choice]] = field(default_factory=dict)
    _views: dict[int | None, dict[str, Any]] = field(default_factory=dict)
    # the texts a seat's view hides from the public one, by (seat, names): `bot.steps` fills it
    hidden: dict[tuple[int, tuple[str, ...]], frozenset[str]] = field(default_factory=dict)
    # the tag a worker process keeps this very state under (`bot.clickstep`); None: none does
    kept: int | None = None

    def decision(self) -> Decision | None:
        if self._decision is None:
            self._decision = (self.game.decision(self.state),)
        return self._decision[0]

    def result(self) -> Result | None:
        if self._result is None:
            self._result = (self.game.result(self.state),)
        return self._result[0]

    def legal_choices(self, seat: int) -> list[Choice]:
        choices = self._choices.get(seat)
        if choices is None:
            choices = self._choices[seat] = self.game.legal_choices(self.state, seat)
        return choices

    def view(self, seat: int | None) -> dict[str, Any]:
        """The view of ``seat`` (None: the public view). Shared: never change it."""
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = self.game.view(self.state, seat)
        return view
