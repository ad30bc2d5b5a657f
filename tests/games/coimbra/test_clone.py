"""state.clone: the cheap copy behind apply and the AI's search shares nothing mutable."""

from __future__ import annotations

import random
from dataclasses import fields, is_dataclass

import pytest

from games.coimbra import GAME
from games.coimbra.state import CoimbraState, clone
from games.contract import IllegalChoice


def _mutables(value, path="state"):
    """Every list, dict and part (dataclass) inside a state, with where it sits."""
    if isinstance(value, (list, dict)) or is_dataclass(value):
        yield path, value
    if isinstance(value, list):
        for i, v in enumerate(value):
            yield from _mutables(v, f"{path}[{i}]")
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from _mutables(v, f"{path}[{k!r}]")
    elif is_dataclass(value):
        for f in fields(value):
            yield from _mutables(getattr(value, f.name), f"{path}.{f.name}")


def _mid_game(players: int, moves: int) -> CoimbraState:
    st = GAME.setup(players, 5)
    pick = random.Random(3)
    for _ in range(moves):
        seat = GAME.decision(st).seats[0]
        GAME.play(st, seat, pick.choice(GAME.legal_ids(st, seat)))
    return st


@pytest.mark.parametrize(("players", "moves"), [(2, 0), (3, 60), (4, 150)])
def test_a_clone_equals_the_state_and_shares_no_list_dict_or_part(players: int, moves: int) -> None:
    st = _mid_game(players, moves)
    st.exp_discs.setdefault(st.expeditions[0], []).append(0)  # every container non-empty somewhere
    st.pending[-1].taken.append("X01")
    copy = clone(st)
    assert GAME.dump(copy) == GAME.dump(st)
    originals = {
        id(v): p
        for name in CoimbraState.model_fields
        for p, v in _mutables(getattr(st, name), name)
    }
    shared = [
        p
        for name in CoimbraState.model_fields
        for p, v in _mutables(getattr(copy, name), name)
        if id(v) in originals
    ]
    assert not shared, f"shared with the original: {shared[:5]}"


def test_apply_leaves_the_callers_state_alone_and_refuses_an_illegal_id() -> None:
    st = _mid_game(3, 40)
    before = GAME.dump(st)
    seat = GAME.decision(st).seats[0]
    new, _ = GAME.apply(st, seat, GAME.legal_ids(st, seat)[0])
    assert GAME.dump(st) == before and GAME.dump(new) != before
    with pytest.raises(IllegalChoice):
        GAME.apply(st, seat, "buy:NOPE")
    with pytest.raises(IllegalChoice, match="not your turn"):
        GAME.apply(st, (seat + 1) % 3, GAME.legal_ids(st, seat)[0])
    assert GAME.dump(st) == before


@pytest.mark.parametrize(
    ("part", "key", "value"), [("p", "bogus", 1), ("dice", "value", "x"), ("pending", "kind", None)]
)
def test_a_damaged_part_of_a_saved_game_is_refused(part: str, key: str, value: object) -> None:
    """The parts are dataclasses now; a save with an unknown key or a bad
    value still fails to load."""
    import json

    from games.contract import SavedGameError

    raw = json.loads(GAME.dump(GAME.setup(3, 1)))
    raw[part][0][key] = value
    with pytest.raises(SavedGameError, match="damaged"):
        GAME.load(raw)
    assert GAME.dump(GAME.load(GAME.dump(GAME.setup(3, 1)))) == GAME.dump(GAME.setup(3, 1))
