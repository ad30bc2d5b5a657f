"""Lorenzo il Magnifico (2-4 players): the pure rule engine (slug ``lorenzo-il-magnifico``)."""

from __future__ import annotations

from typing import Any, cast

from pydantic import BaseModel

from games import register
from games.contract import Choice, Decision, Event, Game, Result
from games.lorenzo import ai as _ai
from games.lorenzo import ai_weights

from . import present, rules
from .options import LorenzoOptions
from .scoring import result as _result
from .state import LorenzoState, clone, last_line
from .view import view as _view


class Lorenzo(Game[LorenzoState]):
    slug = "lorenzo-il-magnifico"
    title = "Lorenzo il Magnifico"
    min_players = 2
    max_players = 4
    schema_version = 1
    Options = LorenzoOptions
    State = LorenzoState
    summary = "Renaissance Florence: dice-valued family members, four towers of cards, 6 rounds."
    ai_levels = ai_weights.SEARCH

    def setup(self, players: int, seed: int, options: BaseModel | None = None) -> LorenzoState:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.title} takes 2-4 players")
        opts = (
            options
            if isinstance(options, LorenzoOptions)
            else LorenzoOptions.model_validate(options.model_dump() if options is not None else {})
        )
        state = rules.setup(players, seed, opts)
        events: list[Event] = []
        rules.settle(state, events)
        return state

    def decision(self, state: LorenzoState) -> Decision | None:
        if state.phase == "over" or not state.pending:
            return None
        step = state.pending[-1]
        prompt = rules.STEPS.asks[step.kind].prompt
        if step.kind == "draft":
            seats = tuple(i for i in range(state.players) if state.draft_picked[i] is None)
            return Decision(seats, prompt, state.turn)
        return Decision((step.seat,), prompt, state.turn)

    def legal_choices(self, state: LorenzoState, seat: int) -> list[Choice]:
        if state.phase == "over" or not state.pending:
            return []
        step = state.pending[-1]
        q = rules.STEPS.asks[step.kind]
        assert q.enum is not None  # every Lorenzo question enumerates its choices
        if step.kind == "draft":  # simultaneous: the draft's functions take the seat
            choices = q.enum(state, seat) if 0 <= seat < state.players else []
            return present.annotate(state, None, seat, choices)
        if step.seat != seat:
            return []
        return present.annotate(state, step, seat, q.enum(state, step))

    def legal_ids(self, state: LorenzoState, seat: int) -> list[str]:
        if state.phase == "over" or not state.pending:
            return []
        step = state.pending[-1]
        ids = rules.STEPS.ids[step.kind]
        if step.kind == "draft":
            return ids(state, seat) if 0 <= seat < state.players else []
        if step.seat != seat:
            return []
        return ids(state, step)

    def play(self, state: LorenzoState, seat: int, choice_id: str) -> list[Event]:
        events: list[Event] = []
        step = state.pending[-1]
        resolve = rules.STEPS.asks[step.kind].resolve
        resolve(state, seat if step.kind == "draft" else step, choice_id, events)
        rules.settle(state, events)
        state.last = ""
        state._last_text = next((e.text for e in events if e.visible_to is None), None)
        return events

    def _apply(self, state: LorenzoState, seat: int, choice: Choice) -> list[Event]:
        return self.play(state, seat, choice.id)

    def copy(self, state):
        return clone(state)

    def dump(self, state: LorenzoState) -> str:
        last_line(state)  # the last move's English, written when first read
        return super().dump(state)

    def view(self, state: LorenzoState, seat: int | None) -> dict[str, Any]:
        last_line(state)
        return cast(dict[str, Any], _view(state, seat))  # typed in views.py; the contract's dict

    def result(self, state: LorenzoState) -> Result | None:
        return _result(state)

    def evaluate(self, state):
        return _ai.evaluate(state)

    def milestone(self, state):
        return _ai.milestone(state)

    def sample_unseen(self, state, seat, rand):
        return _ai.sample_unseen(state, seat, rand)


GAME = Lorenzo()
register(GAME)
