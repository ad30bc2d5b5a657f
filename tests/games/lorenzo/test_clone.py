"""`state.clone` (the copy behind apply and apply_unchecked) is as independent as the pickle
copy it replaces: equal to the original, and no list, dict, player or step shared."""

from __future__ import annotations

import dataclasses
import random

import pytest
from pydantic import BaseModel

from games.contract import copy_state
from games.lorenzo import GAME
from games.lorenzo.state import LorenzoState, Placement, clone

IMMUTABLE = (str, int, float, bool, type(None), Placement)


def shared_mutables(a: object, b: object, path: str = "state") -> list[str]:
    """Paths at which ``a`` and ``b`` hold the very same mutable object."""
    if isinstance(a, IMMUTABLE):
        return []
    if a is b:
        return [path]
    if isinstance(a, BaseModel):
        return [
            x
            for name in type(a).model_fields
            for x in shared_mutables(getattr(a, name), getattr(b, name), f"{path}.{name}")
        ]
    if dataclasses.is_dataclass(a):
        return [
            x
            for f in dataclasses.fields(a)
            for x in shared_mutables(getattr(a, f.name), getattr(b, f.name), f"{path}.{f.name}")
        ]
    if isinstance(a, dict):
        return [x for k in a for x in shared_mutables(a[k], b[k], f"{path}[{k!r}]")]
    if isinstance(a, list | tuple):
        return [
            x
            for i, (u, v) in enumerate(zip(a, b, strict=True))
            for x in shared_mutables(u, v, f"{path}[{i}]")
        ]
    return [f"{path}: unexpected {type(a).__name__}"]


def states_of_a_game(players: int, seed: int, options: dict) -> list[LorenzoState]:
    state = GAME.setup(players, seed, GAME.options(options))
    pick = random.Random(seed)
    out = [clone(state)]
    while (d := GAME.decision(state)) is not None:
        seat = pick.choice(d.seats)
        ids = GAME.legal_ids(state, seat)
        if ids:
            GAME.play(state, seat, pick.choice(ids))
            if pick.random() < 0.1:
                out.append(copy_state(state))
    return out + [state]


@pytest.mark.parametrize(
    ("players", "seed", "options"),
    [(2, 1, {"leaders": True, "bonus_tiles": "advanced"}), (4, 2, {}), (3, 3, {"leaders": True})],
)
def test_clone_equals_and_shares_nothing_mutable(players: int, seed: int, options: dict) -> None:
    for state in states_of_a_game(players, seed, options):
        copy = clone(state)
        assert copy == state and GAME.dump(copy) == GAME.dump(state)
        assert shared_mutables(state, copy) == []


def test_the_walk_finds_a_shared_list() -> None:
    state = GAME.setup(2, 1)
    copy = clone(state)
    copy.p[1].cards = state.p[1].cards
    assert shared_mutables(state, copy) == ["state.p[1].cards"]


def test_placements_cannot_change_once_made() -> None:
    placement = Placement(seat=0, fm="white", space="council", value=1)
    with pytest.raises(dataclasses.FrozenInstanceError):
        placement.value = 3  # type: ignore[misc]
