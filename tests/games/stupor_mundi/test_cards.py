"""One test per action card (R-16.1 .. R-16.3), with the spec's numbers, played face up."""

from __future__ import annotations

import pytest

from games.stupor_mundi import data as D
from tests.games.stupor_mundi.builders import ids, labels, new, play_up, run, setp, setpal

WALLS3 = ["T1", "W23", "W34", "W45"]  # 3 walls -> storage 5, 4 structures


def base(**pre):
    st = new(2, 1)
    setp(st, 0, aug=10, grain=0, stone=0, vp=0, ship=0, vp_by={})
    setp(st, 0, **pre)
    st.markets[0] = "M1.easy"  # sell 2 grain -> 6 aug; buy 2 stone for 4 aug (SEED anchor)
    return st


# (card, player before, palace, choices after playing, expected player values)
SIMPLE = [
    ("H-STONE", {}, {}, [], dict(stone=1)),
    ("H-AUG3", {}, {}, [], dict(aug=13)),
    ("H-GRAIN", {}, {}, [], dict(grain=1)),
    ("SAV-1", {}, dict(court=2), [], dict(grain=2)),
    ("SAV-1", dict(castle=WALLS3), dict(court=5), [], dict(grain=3)),  # max 3
    ("HOH-1", {}, {}, [], dict(stone=1)),  # Frederick 5 structures -> 1
    (
        "HOH-1",
        dict(castle=WALLS3),
        dict(towers=5, walls=5, keeps=3),
        [],
        dict(stone=3),
    ),  # 13 -> max 3
    ("WIT-1", {}, dict(grain=1, stone=1), [], dict(aug=12)),
    ("WIT-1", {}, dict(grain=5, stone=4), [], dict(aug=16)),  # max 6
    ("DIR-1", {}, dict(spec=2), ["move:0_A"], dict(vp=2, specs=["A.1", "0", "0"])),
    ("DIR-1", {}, dict(spec=5), ["skip"], dict(vp=3)),  # max 3
    ("A1", {}, {}, [], dict(grain=2)),
    ("A2", {}, {}, ["times:3"], dict(aug=7, grain=3)),
    ("A3", dict(grain=3), {}, [], dict(aug=18, grain=3)),
    ("A3", dict(grain=2), {}, [], dict(aug=10, grain=2)),
    ("A4", {}, {}, ["times:2"], dict(aug=6, stone=2)),
    ("A5", dict(stone=3), {}, [], dict(aug=18, stone=3)),
    ("A5", dict(stone=2), {}, [], dict(aug=10)),
    ("A7", {}, {}, [], dict(aug=16)),
    ("A8", {}, {}, ["move:0_B"], dict(aug=13, specs=["B.1", "0", "0"])),
    ("A9", {}, {}, ["move:0_C"], dict(grain=1, specs=["C.1", "0", "0"])),
    ("A10", {}, {}, ["skip"], dict(stone=1, specs=["0", "0", "0"])),
    ("A12", dict(grain=1), {}, ["sell", "done"], dict(grain=0, aug=16)),
    ("A13", {}, {}, ["buy"], dict(stone=3, aug=6)),
    ("A14", {}, {}, ["done"], dict(aug=13)),
    ("A15", dict(allies=["L-SIGE", "I-THEO", None, None, None]), {}, [], dict(grain=2)),
    (
        "A15",
        dict(castle=WALLS3, allies=["L-SIGE", "I-THEO", "I-MAUM", "L-TENT", None]),
        {},
        [],
        dict(grain=3),
    ),
    ("B1", dict(grain=2), {}, ["times:2"], dict(grain=0, vp=4)),
    ("B2", dict(stone=1), {}, ["times:1"], dict(stone=0, vp=2)),
    ("B3", {}, {}, ["times:2"], dict(aug=4, vp=4)),
    (
        "B4",
        dict(allies=["L-SIGE", "L-TENT", "I-THEO", None, None]),
        {},
        ["b4:L.stone"],
        dict(stone=2),
    ),
    (
        "B4",
        dict(allies=["L-SIGE", "L-TENT", "I-THEO", None, None]),
        {},
        ["b4:I.grain"],
        dict(grain=1),
    ),
    ("B5", dict(allies=["L-SIGE", "L-TENT", "I-THEO", None, None]), {}, ["b5:L"], dict(aug=14)),
    (
        "B5",
        dict(allies=["I-SEVE", "I-CAST", "I-THEO", "I-MAUM", "I-ALTA"]),
        {},
        ["b5:I"],
        dict(aug=18),
    ),
    (
        "B6",
        dict(allies=["I-SEVE", "I-CAST", "I-THEO", "I-MAUM", "I-ALTA"]),
        {},
        ["b6:I"],
        dict(vp=4),
    ),
    ("B6", dict(allies=["L-SIGE", "L-TENT", "I-THEO", None, None]), {}, ["b6:L"], dict(vp=2)),
    ("B7", dict(grain=3), {}, [], dict(vp=2, grain=3)),
    ("B7", dict(grain=2), {}, [], dict(vp=0)),
    ("B8", {}, {}, [], dict(stone=2)),
    ("B9", dict(stone=3), {}, [], dict(vp=2)),
    ("B9", dict(stone=2), {}, [], dict(vp=0)),
    ("B10", dict(castle=["T1", "W23", "T2", "W12", "T3", "W34", "W45"]), {}, [], dict(grain=2)),
    ("B11", dict(castle=["T1", "W23", "T2", "W12", "T3", "W34"]), {}, [], dict(stone=2)),
    ("B12", dict(castle=["T1", "W23", "T2", "W12", "T3"]), {}, [], dict(aug=13)),
    ("B13", dict(castle=["T1", "W23", "T2", "W12", "T3", "W34"]), {}, [], dict(vp=2)),
    ("B16", {}, {}, [], dict(grain=1, stone=1)),
]


@pytest.mark.parametrize(
    "cid,pre,pal,then,expect", SIMPLE, ids=[f"{c[0]}-{i}" for i, c in enumerate(SIMPLE)]
)
def test_card_face_up_effect(cid, pre, pal, then, expect):
    st = base(**pre)
    setpal(st, **pal)
    st, _ = play_up(st, 0, cid, *then)
    p = st.pl[0]
    for k, v in expect.items():
        assert getattr(p, k) == v, f"{cid}: {k} is {getattr(p, k)}, expected {v}"


def test_h_draw4_draws_four_cards():
    st = base()
    st, _ = play_up(st, 0, "H-DRAW4")
    assert len(st.pl[0].hand) == 5 + 4


def test_sav2_gains_two_aug_then_buys_a_card():
    st = base(aug=1)
    st.card_places[0].card = "A1"  # Roma, cost 3 aug
    st, _ = play_up(st, 0, "SAV-2", "buy:ROMA.a", "keep")
    assert st.pl[0].aug == 0 and "A1" in st.pl[0].hand and st.card_places[0].card is None


def test_hoh2_sails_for_free_then_visits_that_market():
    st = base(grain=2)
    st.markets[2] = "M1.easy"
    st, _ = play_up(st, 0, "HOH-2", "sail:2", "sell", "done")
    assert st.pl[0].ship == 2 and st.pl[0].aug == 16 and st.pl[0].grain == 0


def test_wit2_builds_paying_any_grain_stone_mix():
    st = base(grain=3)
    st, _ = play_up(st, 0, "WIT-2", "piece:W-4")
    assert "space:W51.s0g3" in ids(st)  # W51 costs 1 stone + 2 grain
    st, _ = run(st, 0, "space:W51.s0g3")
    assert "W51" in st.pl[0].castle and st.pl[0].grain == 0


def test_dir2_builds_a_tower_for_exactly_two_stone():
    st = base(stone=2)
    st, _ = play_up(st, 0, "DIR-2")
    assert all(c.startswith("piece:T") or c == "skip" for c in ids(st))
    st, _ = run(st, 0, "piece:T-2")
    assert labels(st)["space:T2"].endswith("for 2 stone")  # T2 prints 1 stone + 1 grain
    st, _ = run(st, 0, "space:T2")
    assert st.pl[0].stone == 0 and st.pl[0].grain == 0 and "T2" in st.pl[0].castle


def test_a6_builds_with_one_stone_discount():
    st = base(grain=1)
    st, _ = play_up(st, 0, "A6", "piece:T-2")
    assert labels(st)["space:T2"].endswith("for 1 grain")
    st, _ = run(st, 0, "space:T2")
    assert "T2" in st.pl[0].castle and st.pl[0].grain == 0


def test_a11_promotes_two_different_specialists():
    st = base()
    st, _ = play_up(st, 0, "A11", "move:0_A")
    assert "move:A.1" not in ids(st)  # the same specialist may not move twice
    st, _ = run(st, 0, "move:0_B")
    assert sorted(st.pl[0].specs) == ["0", "A.1", "B.1"]


def test_a16_recruits_with_one_grain_discount():
    st = base(grain=1)
    st.ally_places[0].stack = ["I-MAUM", "I-THEO"]  # Roma place costs 2 grain
    st.ally_places[0].up = True
    st, _ = play_up(st, 0, "A16")
    assert labels(st)["ally:ROMA.a"].endswith("pay 1 grain")
    st, _ = run(st, 0, "ally:ROMA.a")
    assert st.pl[0].allies[0] == "I-THEO" and st.pl[0].grain == 0


def test_b14_builds_for_seven_aug_without_resources():
    st = base()
    st, _ = play_up(st, 0, "B14", "piece:T-2", "space:T2")
    assert st.pl[0].aug == 3 and "T2" in st.pl[0].castle


def test_b15_pays_three_aug_to_recruit_without_grain():
    st = base()
    st.ally_places[0].stack = ["I-MAUM", "I-THEO"]
    st, _ = play_up(st, 0, "B15", "ally:ROMA.a")
    assert st.pl[0].aug == 7 and st.pl[0].allies[0] == "I-THEO"


def test_every_card_has_a_test():
    tested = {c[0] for c in SIMPLE} | {
        "H-DRAW4",
        "SAV-2",
        "HOH-2",
        "WIT-2",
        "DIR-2",
        "A6",
        "A11",
        "A16",
        "B14",
        "B15",
    }
    assert tested == set(D.CARDS)


def test_card_counts_match_spec():
    assert len(D.LEVEL_A) == 16 and len(D.LEVEL_B) == 16
    for house in D.HOUSES:
        assert len(D.house_deck(house)) == 10
    assert {
        D.CARDS[c].cost_aug
        for c in ("A3", "A4", "A5", "A7", "A12", "A13", "A14", "B7", "B9", "B15")
    } == {None}
