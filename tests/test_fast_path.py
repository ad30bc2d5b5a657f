"""The search's fast path (``legal_ids`` + ``play`` in place) is the table's path
(``legal_choices`` + checked ``apply``) without the words: same ids, same states."""

from __future__ import annotations

import random

import pytest

from games import get

GAMES = [
    ("stupor-mundi", 1),
    ("stupor-mundi", 3),
    ("lorenzo-il-magnifico", 2),
    ("lorenzo-il-magnifico", 4),
    ("coimbra", 3),
    ("de-vulgari-eloquentia", 2),
    ("de-vulgari-eloquentia", 5),
]


@pytest.mark.parametrize(("slug", "players"), GAMES)
def test_fast_path_matches_the_table_path(slug: str, players: int) -> None:
    game = get(slug)
    pick = random.Random(7)
    table = game.setup(players, 11)
    search = game.setup(players, 11)
    for _ in range(600):
        decision = game.decision(table)
        if decision is None:
            break
        for seat in decision.seats:
            assert game.legal_ids(search, seat) == [c.id for c in game.legal_choices(table, seat)]
        seat = pick.choice(decision.seats)
        ids = game.legal_ids(search, seat)
        if not ids:
            continue
        choice_id = pick.choice(ids)
        table, events = game.apply(table, seat, choice_id)
        assert game.play(search, seat, choice_id) == events
        assert game.dump(search) == game.dump(table)
