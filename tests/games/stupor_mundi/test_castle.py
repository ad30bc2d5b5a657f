"""R-9 building: legality, costs, keep covers (R-9.6), great structures (R-9.5), sides (R-9.4)."""

from __future__ import annotations

import pytest

from games.stupor_mundi import data as D
from games.stupor_mundi.core import free_ally_spaces, hand_limit, storage_capacity
from tests.games.stupor_mundi.builders import (
    at_turn,
    decider,
    drain,
    en,
    facedown,
    give_hand,
    ids,
    labels,
    new,
    run,
    setp,
    top,
)


def base(**pre):
    st = new(2, 1)
    setp(st, 0, aug=20, grain=0, stone=0, vp=0, ship=0, vp_by={})
    setp(st, 0, **pre)
    st.markets[0] = "M1.easy"
    st.card_places[0].card = "A1"
    st.ally_places[0].stack = ["I-MAUM", "I-THEO"]
    st.ally_places[0].up = True
    return st


def test_start_castle_and_adjacency():
    """R-9.1: walls need an attached tower, towers an attached wall; start T1 + W23."""
    st = base(stone=3, grain=0)
    st.pl[0].castle.append("W34")  # storage for the test only
    setp(st, 0, stone=2, grain=2)
    st, _ = facedown(st, 0, 4, "act:build", "piece:W-4")
    walls = {c.split(":")[1] for c in ids(st)}
    assert walls == {"W12", "W51"}  # attached to T1; W45 touches no built tower
    st = base(stone=1, grain=1)
    st, _ = facedown(st, 0, 4, "act:build", "piece:T-2")
    assert {c.split(":")[1] for c in ids(st)} == {"T2"}  # attached to W23; T3 needs 2 grain


def test_unaffordable_spaces_are_not_offered():
    st = base(stone=1, grain=1)
    st, _ = facedown(st, 0, 4, "act:build")
    assert ids(st) == ["piece:T-2", "piece:T-3", "piece:T-GA", "piece:T-GB", "skip"]  # T2 only
    st, _ = run(st, 0, "piece:T-2")
    assert ids(st) == ["space:T2"]


def test_side_completion_gives_its_income_at_once_and_each_end_phase():
    """R-9.4: W12 completes T1-W12-T2: 1 stone now (SEED: Ronja)."""
    st = base(stone=2, grain=1)
    st.pl[0].castle.append("T2")
    st, _ = facedown(st, 0, 4, "act:build", "piece:W-4", "space:W12")
    assert st.pl[0].stone == 1  # paid 2 stone + 1 grain, gained 1 stone
    assert top(st) == "edict"  # W12 shows an edict icon: issued last


def test_build_order_pay_place_side_workplace_great_edict():
    """R-9.3 pipeline: the great bonus (promote) comes before the space edict."""
    st = base(stone=2, grain=1, aug=20)
    st.pl[0].castle.append("T2")
    st.countryside["A"] = "D"
    st.pl[0].specs[0] = "A.2"  # CS-D-II: +2 aug per structure
    st, ev = facedown(st, 0, 4, "act:build", "piece:W-GB", "space:W12")
    assert top(st) == "promote"  # GW-B bonus before the W12 edict
    assert st.pl[0].aug == 20 - 4 + 2 and st.pl[0].stone == 1
    st, _ = run(st, 0, "skip")
    assert top(st) == "edict"


@pytest.mark.parametrize(
    "piece,extra", [("K-G", 4), ("W-GA", 3), ("T-GA", 2), ("W-GB", 4), ("T-GB", 3)]
)
def test_great_structure_extra_aug(piece, extra):
    assert D.BOARD_PIECES[piece].extra_aug == extra


def test_great_keep_promotes_twice():
    st = base(stone=3)
    st, _ = facedown(st, 0, 4, "act:build", "piece:K-G", "space:K1")
    assert top(st) == "promote" and st.pl[0].aug == 16 and st.pl[0].greats == 1
    st, _ = run(st, 0, "move:0_A", "move:A.1")  # one specialist twice
    assert st.pl[0].specs[0] == "A.2"
    assert top(st) == "edict"  # then the keep space's edict


def test_great_wall_a_issues_an_edict():
    st = base(stone=1, grain=2)
    st, _ = facedown(st, 0, 4, "act:build", "piece:W-GA", "space:W51")
    assert top(st) == "edict" and st.pl[0].aug == 17


def test_great_tower_a_buys_a_card():
    st = base(stone=1, grain=1)
    st, _ = facedown(st, 0, 4, "act:build", "piece:T-GA", "space:T2")
    assert top(st) == "buy" and st.pl[0].aug == 18
    st, _ = run(st, 0, "buy:ROMA.a", "keep")
    assert "A1" in st.pl[0].hand and st.pl[0].aug == 15
    assert free_ally_spaces(st.pl[0]) == [1, 4]  # the great tower A opened ally space 4


def test_great_wall_b_promotes_ignoring_grain():
    st = base(stone=1, grain=2)
    st.pl[0].specs[0] = "A.4"
    st, _ = facedown(st, 0, 4, "act:build", "piece:W-GB", "space:W51")
    assert "pay nothing" in labels(st)["move:A.4"]  # the city arrow costs 2 grain normally
    st, _ = run(st, 0, "move:A.4")
    assert st.pl[0].specs[0] == "A.5" and st.pl[0].aug == 16


def test_great_tower_b_recruits_without_grain():
    st = base(stone=1, grain=1)
    st, _ = facedown(st, 0, 4, "act:build", "piece:T-GB", "space:T2")
    assert labels(st)["ally:ROMA.a"].endswith("pay nothing")
    st, _ = run(st, 0, "ally:ROMA.a")
    assert st.pl[0].aug == 17 and "I-THEO" in st.pl[0].allies


def test_keep_cover_hand_limit_and_draw_two():
    st = base(stone=3)
    draw = len(st.pl[0].draw)
    st, ev = facedown(st, 0, 4, "act:build", "piece:K-1", "space:K1")
    assert len(st.pl[0].draw) == draw - 2 and any("draws 2" in en(e.text) for e in ev)
    assert hand_limit(st, 0) == 7 and top(st) == "edict"


def test_keep_cover_both_actions_from_next_turn():
    st = base(stone=2, grain=2, castle=["T1", "W23", "W34"])
    st, _ = facedown(st, 0, 4, "act:build", "piece:K-1", "space:K2")
    st = drain(st, 0)
    assert "KC-BOTH" in st.pl[0].covers
    setp(st, 0, stone=1, grain=3, slots=[None] * 6)
    at_turn(st, 0)
    st.turn_no += 1
    give_hand(st, 0, "H-GRAIN")
    st, _ = run(st, 0, "play:H-GRAIN", "down:4", "act:recruit", "ally:ROMA.a")
    assert ids(st) == ["act:build", "skip"]  # the other action of slot 4 follows
    st, _ = run(st, 0, "act:build", "piece:T-2", "space:T2")
    assert "T2" in st.pl[0].castle and "I-THEO" in st.pl[0].allies


def test_keep_cover_both_not_on_the_same_turn():
    st = base(stone=2, grain=2, castle=["T1", "W23", "W34"])
    st, _ = facedown(st, 0, 4, "act:build", "piece:K-1", "space:K2")
    st = drain(st, 0)
    assert decider(st) == 1  # the slot's other action (recruit) was not offered this turn


def test_keep_cover_slot_six_unlocked_this_round():
    st = base(stone=3, grain=1, castle=["T1", "W23", "W34"])
    at_turn(st, 0)
    give_hand(st, 0, "H-GRAIN")
    st, _ = run(st, 0, "play:H-GRAIN")
    assert "up:6" not in ids(st)
    st = base(stone=3, grain=1, castle=["T1", "W23", "W34"])
    st, _ = facedown(st, 0, 4, "act:build", "piece:K-1", "space:K3")
    st = drain(st, 0)
    at_turn(st, 0)
    give_hand(st, 0, "H-GRAIN")
    st, _ = run(st, 0, "play:H-GRAIN")
    assert "up:6" in ids(st) and "down:6" in ids(st)
    st.card_places[0].card = "A1"
    st, _ = run(st, 0, "down:6")  # slot 6 has one action: straight to it
    assert ids(st) == ["buy:ROMA.a", "skip"]


def test_walls_raise_storage_and_towers_open_ally_spaces():
    st = base(stone=1, grain=2)
    assert storage_capacity(st.pl[0]) == 3 and free_ally_spaces(st.pl[0]) == [1]
    st, _ = facedown(st, 0, 4, "act:build", "piece:W-4", "space:W51")
    assert storage_capacity(st.pl[0]) == 4
    setp(st, 0, stone=1, grain=1)
    st, _ = facedown(st, 0, 3, "act:build", "piece:T-3", "space:T2")
    assert free_ally_spaces(st.pl[0]) == [1, 3]  # ally space 3 shows the edict icon


def test_ally_on_edict_space_issues_an_edict():
    st = base(grain=2)
    st.pl[0].pieces.remove("T-3")
    st.pl[0].castle.append("T2")
    st, _ = facedown(st, 0, 4, "act:recruit", "ally:ROMA.a")
    assert ids(st) == ["aspace:1", "aspace:3"]
    st, _ = run(st, 0, "aspace:3")
    assert top(st) == "edict" and st.pl[0].allies[2] == "I-THEO"


def test_no_two_identical_allies_and_free_space_needed():
    st = base(grain=5)
    st.pl[0].castle.append("W34")
    st.pl[0].allies[0] = "I-THEO"
    st, _ = facedown(st, 0, 4)
    assert "act:recruit" in ids(st)
    st, _ = run(st, 0, "act:recruit")
    assert decider(st) == 1 or top(st) != "recruit"  # no free space: recruit impossible


def test_thirteen_structures_trigger_game_end_a():
    st = base(stone=3)
    p = st.pl[0]
    p.castle = [s for s in D.CASTLE_SPACES if s != "K1"]
    p.pieces = ["K-1"]
    st, _ = facedown(st, 0, 4, "act:build", "piece:K-1", "space:K1")
    assert "a" in st.end_flags and st.phase != "over"  # the round continues
