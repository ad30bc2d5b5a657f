"""The placement search's shortcuts answer exactly as the full checks they stand in for."""

from __future__ import annotations

import random

import pytest

from games.lorenzo import GAME
from games.lorenzo.data import TOWER_SPACE
from games.lorenzo.effects import floor_payments, only_printed_costs
from games.lorenzo.placing import NO_DISCOUNT, Reach, payable
from games.lorenzo.rules import _servant_options
from games.lorenzo.state import LorenzoState, Step


def states(players: int, seed: int) -> list[LorenzoState]:
    """Copies of every position of one random game."""
    pick = random.Random(seed).choice
    s = GAME.setup(players, seed)
    out = []
    while (d := GAME.decision(s)) is not None:
        out.append(s.model_copy(deep=True))
        seat = d.seats[0]
        GAME.play(s, seat, pick(GAME.legal_ids(s, seat)))
    return out


@pytest.mark.parametrize("players,seed", [(2, 3), (3, 5), (4, 8)])
def test_payable_agrees_with_floor_payments(players: int, seed: int) -> None:
    checked = excommunicated = 0
    for s in states(players, seed)[::3]:
        for seat in range(players):
            p = s.p[seat]
            if not only_printed_costs(p, NO_DISCOUNT):
                continue
            for ttype, ids in TOWER_SPACE.items():
                for floor in range(len(ids)):
                    card = s.towers[ttype][floor]
                    if card is None:
                        continue
                    for coins in (p.coins, max(0, p.coins - 3)):
                        for need in range(p.servants + 1):
                            full = floor_payments(
                                s, seat, ttype, floor, coins, need, NO_DISCOUNT, True, True
                            )
                            assert payable(p, ttype, floor, card, coins, p.servants - need) == bool(
                                full
                            ), (ttype, floor, card, coins, need)
                            checked += 1
            excommunicated += bool(p.excommunications)
    assert checked > 1000 and excommunicated > 0


@pytest.mark.parametrize("players,seed", [(2, 4), (4, 9)])
def test_first_two_servant_amounts_are_a_prefix_of_all(players: int, seed: int) -> None:
    asked = 0
    for s in states(players, seed)[::2]:
        st = s.pending[-1] if s.pending else None
        if st is None or st.kind != "space":
            continue
        for space, _ in Reach(s, st.seat).spaces(st.fm or ""):
            step = Step(kind="servants", seat=st.seat, fm=st.fm, space=space)
            every = _servant_options(s, step)
            assert _servant_options(s, step, upto=2) == every[:2]
            asked += len(every) > 2
    assert asked > 0


@pytest.mark.parametrize("players,seed", [(2, 6), (3, 7), (4, 2)])
def test_fewest_servants_of_a_listed_space_need_no_check(players: int, seed: int) -> None:
    listed = 0
    for s in states(players, seed):
        st = s.pending[-1] if s.pending else None
        if st is None or st.kind != "space":
            continue
        reach = Reach(s, st.seat)
        for space, need in reach.spaces(st.fm or ""):
            assert (
                reach.fewest(st.fm or "", space) == need == reach.first_servants(st.fm or "", space)
            )
            assert reach.servants(st.fm or "", space, 2, known_legal=True) == reach.servants(
                st.fm or "", space, 2
            )
            listed += 1
    assert listed > 100
