"""The rulebook's worked examples (seed), replayed through legal_choices / apply."""

from __future__ import annotations

from tests.games.stupor_mundi.builders import (
    at_turn,
    decider,
    give_hand,
    ids,
    new,
    run,
    setp,
    setpal,
    top,
)

ALEX, TUNIS, BARC = 2, 3, 4


def test_jan_travels_two_cities_for_one_aug_then_recruits_for_three_grain():
    """R-6.1 / R-7.4: Alexandria -> Barcelona costs 1 aug; a Barcelona ally costs 3 grain."""
    st = new(2, seed=1)
    setp(st, 0, aug=10, grain=3, stone=0, ship=ALEX)
    at_turn(st, 0)
    give_hand(st, 0, "H-AUG3")
    st, _ = run(st, 0, "travel:2", "play:H-AUG3", "up:1")
    assert st.pl[0].ship == BARC and st.pl[0].aug == 10 - 1 + 3
    at_turn(st, 0)
    give_hand(st, 0, "H-GRAIN")
    st, _ = run(st, 0, "play:H-GRAIN", "down:4")
    assert ids(st) == ["act:build", "act:recruit", "skip"]
    tile = st.ally_places[BARC].stack[-1]
    st, _ = run(st, 0, "act:recruit", "ally:BARC.a")
    assert st.pl[0].grain == 0 and st.pl[0].allies[0] == tile


def test_irina_sails_to_tunis_and_trades_at_the_market():
    """R-7.2: sell 2 grain for 6 aug and buy 2 stone for 4 aug, face down in slot 2."""
    st = new(2, seed=1)
    setp(st, 0, aug=0, grain=2, stone=0, ship=ALEX)
    st.markets[TUNIS] = "M1.easy"
    at_turn(st, 0)
    give_hand(st, 0, "H-GRAIN")
    st, _ = run(st, 0, "travel:1", "play:H-GRAIN", "down:2", "act:market", "sell", "buy")
    assert (st.pl[0].aug, st.pl[0].grain, st.pl[0].stone) == (2, 0, 2)
    assert decider(st) == 1  # nothing else possible: the market visit ended by itself


def test_ronja_great_wall_b_side_income_promotion_and_edict():
    """R-9.3 / R-9.5 / R-8.4: Ronja's great wall (2 stone, 1 grain, +4 aug), 1 stone
    side income, free promotion without the VL-A-II VP, then edict II: 1 resource, add
    the keep, remove 2 walls."""
    st = new(2, seed=1)
    setp(st, 0, aug=4, grain=2, stone=2, vp=0, vp_by={})
    p = st.pl[0]
    p.castle = ["T1", "W23", "T2", "W45"]  # W45: one more storage space
    p.pieces.remove("T-2")
    st.village["A"] = "A"  # VL-A-II on A4: +3 VP per tower or wall
    p.specs = ["A.3", "0", "0"]
    st.active = ["E01", "E02", "E03"]  # E02: 2 walls + 1 keep
    setpal(st, walls=4, keeps=1)
    at_turn(st, 0)
    give_hand(st, 0, "H-GRAIN")
    st, _ = run(st, 0, "play:H-GRAIN", "down:4", "act:build", "piece:W-GB")
    assert sorted(ids(st)) == ["space:W12", "space:W51"]  # the two yellow spaces
    st, _ = run(st, 0, "space:W12")
    assert (st.pl[0].aug, st.pl[0].grain, st.pl[0].stone) == (0, 1, 1)  # paid, +1 stone
    assert top(st) == "promote"
    st, _ = run(st, 0, "move:A.3")
    assert st.pl[0].specs[0] == "A.4" and st.pl[0].vp == 0  # no 3 VP
    assert top(st) == "edict"
    st, _ = run(st, 0, "edict:II", "res:g1s0")
    assert st.palace.walls == 2  # 4 walls + 2 impossible: remove 2
    st, _ = run(st, 0, "add")
    assert st.palace.keeps == 2 and st.pl[0].edicts == ["E02"] and st.pl[0].grain == 2


def test_klaus_keep_hand_limit_and_edict_grain_augustalis():
    """R-9.6 / R-8: keep for 3 stone, cover +2 hand and draw 2, edict reward 3 aug,
    Frederick's grain +2 and treasury 6 -> 3."""
    st = new(2, seed=1)
    setp(st, 0, aug=0, grain=0, stone=3)
    st.active = ["E01", "E02", "E03"]  # E01: 2 grain + 1 augustalis
    at_turn(st, 0)
    give_hand(st, 0, "H-GRAIN")
    draw = len(st.pl[0].draw)
    st, _ = run(st, 0, "play:H-GRAIN", "down:3", "act:build", "piece:K-1", "space:K1")
    assert st.pl[0].stone == 0 and len(st.pl[0].draw) == draw - 2 and "KC-HAND" in st.pl[0].covers
    st, _ = run(st, 0, "edict:I", "remove")
    assert st.pl[0].aug == 3 and st.palace.grain == 3 and st.palace.treasury == 3


def test_klaus_path_b_goes_from_countryside_straight_to_the_city():
    """R-4.2: path B skips the village; Klaus takes the free-keep city tile."""
    st = new(2, seed=1)
    setp(st, 0, aug=0, grain=2, stone=0)
    st.pl[0].specs = ["B.2", "0", "0"]
    st.city_tiles["B"] = ["CB-F"]
    at_turn(st, 0)
    give_hand(st, 0, "H-GRAIN")
    st, _ = run(st, 0, "play:H-GRAIN", "down:1", "move:B.2")
    assert st.pl[0].specs[0] == "B.5" and st.pl[0].grain == 0
    st, _ = run(st, 0, "piece:K-1", "space:K2")
    assert "K2" in st.pl[0].castle and st.city_tiles["B"] == []
