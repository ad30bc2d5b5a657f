"""The one step machine the four engines share (games/steps.py, issue 30)."""

from __future__ import annotations

import random

import pytest

from games import get
from games.coimbra import rules as coimbra_rules
from games.contract import Choice
from games.de_vulgari import rules as de_vulgari_rules
from games.lorenzo import rules as lorenzo_rules
from games.steps import Steps
from games.stupor_mundi import core as stupor_mundi_core


def test_register_ask_keeps_a_question_together() -> None:
    steps = Steps("toy")

    def enum(state, step):
        return [Choice("a", "A"), Choice("b", "B")]

    def resolve(state, step, choice_id, events):
        events.append(choice_id)

    ask = steps.register_ask("pick", "Pick one", enum, resolve, single=True)
    assert steps.ask("pick") is ask
    assert (ask.prompt, ask.single) == ("Pick one", True)
    assert steps.ids["pick"](None, None) == ["a", "b"]  # read off the enumerator
    events: list[str] = []
    ask.resolve(None, None, "b", events)
    assert events == ["b"]


def test_a_step_kind_is_registered_once_and_unknown_kinds_say_so() -> None:
    steps = Steps("toy")
    steps.register_auto("tick", lambda state, step, events: None)
    with pytest.raises(ValueError, match="'tick' is registered twice"):
        steps.register_ask("tick", "Tick?", None, lambda *a: None, ids=lambda state, step: [])
    with pytest.raises(ValueError, match="needs an enumerator or an id lister"):
        steps.register_ask("tock", "Tock?", None, lambda *a: None)
    with pytest.raises(KeyError, match="no question registered for step 'nope'"):
        steps.ask("nope")


MACHINES = {
    "stupor-mundi": stupor_mundi_core.STEPS,
    "lorenzo-il-magnifico": lorenzo_rules.STEPS,
    "coimbra": coimbra_rules.STEPS,
    "de-vulgari-eloquentia": de_vulgari_rules.STEPS,
}


@pytest.mark.parametrize("slug", sorted(MACHINES))
def test_every_question_a_game_asks_is_registered_with_its_prompt(slug: str) -> None:
    game, steps = get(slug), MACHINES[slug]
    assert isinstance(steps, Steps)
    assert all(ask.prompt for ask in steps.asks.values())
    state, pick, seen = game.setup(2, 5), random.Random(5), set()
    for _ in range(400):
        decision = game.decision(state)
        if decision is None:
            break
        pending = getattr(state, "pending", None) or getattr(state, "stack", None)
        if pending:
            seen.add(pending[-1].kind)
        seat = decision.seats[0]
        state, _ = game.apply(state, seat, pick.choice(game.legal_ids(state, seat)))
    assert seen and seen <= set(steps.asks)
