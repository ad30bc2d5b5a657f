"""The search's list of "end" ids is what the table shows with role "end"."""

from __future__ import annotations

import random

import pytest

from ai.roles import end_ids
from games import get

GAMES = [
    ("stupor-mundi", 1),
    ("stupor-mundi", 3),
    ("lorenzo-il-magnifico", 3),
    ("coimbra", 3),
    ("de-vulgari-eloquentia", 3),
]


@pytest.mark.parametrize(("slug", "players"), GAMES)
def test_end_ids_are_the_choices_shown_as_end(slug, players):
    game = get(slug)
    ends = end_ids(game)
    pick = random.Random(4)
    state = game.setup(players, 4)
    seen = 0
    for _ in range(400):
        decision = game.decision(state)
        if decision is None:
            break
        seat = next((s for s in decision.seats if game.legal_choices(state, s)), None)
        if seat is None:
            break
        choices = game.legal_choices(state, seat)
        assert {c.id for c in choices if c.role == "end"} == {c.id for c in choices if c.id in ends}
        seen += any(c.role == "end" for c in choices)
        state, _ = game.apply(state, seat, pick.choice(choices).id)
    assert seen, "no end choice was offered: the test saw nothing"


def test_a_game_without_a_list_has_no_end_ids(peek):
    assert end_ids(peek) == frozenset()
