"""Coimbra (eggertspiele / Plan B, 2018): the pure rule engine (slug ``coimbra``)."""

from __future__ import annotations

import random
from typing import Any, cast

from games import register
from games.coimbra import ai as _ai
from games.coimbra import ai_weights, present, rules, scoring, view
from games.coimbra.options import CoimbraOptions
from games.coimbra.state import CoimbraState, clone
from games.contract import Choice, Decision, Event, Game, Result


class Coimbra(Game[CoimbraState]):
    slug = "coimbra"
    title = "Coimbra"
    min_players = 2
    max_players = 4
    schema_version = 1
    Options = CoimbraOptions
    State = CoimbraState
    summary = (
        "Draft dice to buy citizens, send pilgrims to monasteries and equip expeditions "
        "(2-4 players)."
    )
    ai_levels = ai_weights.SEARCH

    def setup(self, players: int, seed: int, options: Any = None) -> CoimbraState:
        if not self.min_players <= players <= self.max_players:
            from games.contract import GameError

            raise GameError("Coimbra is for 2 to 4 players.")
        opts = (
            options
            if isinstance(options, CoimbraOptions)
            else self.options(options.model_dump() if options is not None else None)
        )
        assert isinstance(opts, CoimbraOptions)  # self.options validates with CoimbraOptions
        return rules.setup(players, seed, opts)

    def decision(self, state: CoimbraState) -> Decision | None:
        if state.phase == "end" or not state.pending:
            return None
        step = state.pending[-1]
        return Decision((step.seat,), rules.prompt(state, step), step.turn)

    def legal_choices(self, state: CoimbraState, seat: int) -> list[Choice]:
        if state.phase == "end" or not state.pending:
            return []
        step = state.pending[-1]
        if step.seat != seat:
            return []
        return present.choices(state, step, rules.STEPS.ids[step.kind](state, step))

    def legal_ids(self, state: CoimbraState, seat: int) -> list[str]:
        if state.phase == "end" or not state.pending:
            return []
        step = state.pending[-1]
        if step.seat != seat:
            return []
        ids: list[str] = rules.STEPS.ids[step.kind](state, step)
        return ids

    def _apply(self, state: CoimbraState, seat: int, choice: Choice) -> list[Event]:
        return rules.apply_id(state, seat, choice.id)

    def play(self, state: CoimbraState, seat: int, choice_id: str) -> list[Event]:
        return rules.apply_id(state, seat, choice_id)

    def copy(self, state: CoimbraState) -> CoimbraState:
        return clone(state)

    def dump(self, state: CoimbraState) -> str:
        rules.last_lines(state)  # the last move's English, written when first read
        return super().dump(state)

    def view(self, state: CoimbraState, seat: int | None) -> dict[str, Any]:
        # the contract hands views on as plain dicts; games.coimbra.views types this one
        return cast(dict[str, Any], view.view(state, seat))

    def result(self, state: CoimbraState) -> Result | None:
        if state.phase != "end":
            return None
        return scoring.final_result(state)

    def evaluate(self, state: CoimbraState) -> list[float]:
        return _ai.evaluate(state)

    def milestone(self, state: CoimbraState) -> tuple[int, str]:
        return _ai.milestone(state)

    def sample_unseen(self, state: CoimbraState, seat: int, rand: random.Random) -> CoimbraState:
        return _ai.sample_unseen(state, seat, rand)


GAME = Coimbra()
register(GAME)
