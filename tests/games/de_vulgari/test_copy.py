"""The engine's own state copy (state.clone, used by apply): equal, and sharing nothing
mutable with the original, for states from random games of every player count."""

from __future__ import annotations

import copy
import random

import pytest
from pydantic import BaseModel

from games.de_vulgari import GAME
from games.de_vulgari.state import clone


def _mutables(value, path="state"):
    """Every list, dict and unfrozen model inside ``value``, with where it is."""
    if isinstance(value, BaseModel):
        if not value.model_config.get("frozen"):
            yield path, value
        for name in type(value).model_fields:
            yield from _mutables(getattr(value, name), f"{path}.{name}")
    elif isinstance(value, list):
        yield path, value
        for i, x in enumerate(value):
            yield from _mutables(x, f"{path}[{i}]")
    elif isinstance(value, dict):
        yield path, value
        for k, x in value.items():
            yield from _mutables(x, f"{path}[{k!r}]")


def _states(players: int, seed: int):
    pick = random.Random(seed)
    st = GAME.setup(players, seed)
    while (d := GAME.decision(st)) is not None:
        yield st
        seat = pick.choice(d.seats)
        ids = GAME.legal_ids(st, seat)
        if ids:
            GAME.play(st, seat, pick.choice(ids))
    yield st


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_clone_is_equal_and_independent(players: int) -> None:
    for i, st in enumerate(_states(players, 40 + players)):
        if i % 7:
            continue
        twin = clone(st)
        assert type(twin) is type(st)
        assert GAME.dump(twin) == GAME.dump(st)
        assert twin.model_fields_set == st.model_fields_set
        shared = {id(v) for _, v in _mutables(st)}
        assert not [path for path, v in _mutables(twin) if id(v) in shared]


def test_deepcopy_and_apply_leave_the_original_alone() -> None:
    st = GAME.setup(3, 5)
    before = GAME.dump(st)
    seat = GAME.decision(st).seats[0]
    after, _ = GAME.apply(st, seat, GAME.legal_ids(st, seat)[0])
    assert GAME.dump(st) == before != GAME.dump(after)
    twin = copy.deepcopy(after)
    twin.player[0].manuscripts.append("m1-B1")
    twin.track["knowledge"][0] += 1
    assert GAME.dump(twin) != GAME.dump(after)
