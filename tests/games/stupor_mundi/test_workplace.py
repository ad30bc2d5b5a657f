"""R-16.5 workplace spaces, R-16.6 city bonus tiles, R-10.1 timing of benefits."""

from __future__ import annotations

import pytest

from games.stupor_mundi import data as D
from games.stupor_mundi.core import hand_limit
from games.stupor_mundi.rules import travel_cost
from tests.games.stupor_mundi.builders import (
    drain,
    en,
    facedown,
    ids,
    labels,
    new,
    play_up,
    put_spec,
    run,
    setp,
)


def base(effect: str | None = None, **pre):
    st = new(2, 1)
    setp(st, 0, aug=20, grain=0, stone=0, vp=0, ship=0, vp_by={})
    setp(st, 0, **pre)
    st.markets[0] = "M1.easy"
    st.ally_places[0].stack = ["I-MAUM", "I-THEO"]
    st.ally_places[0].up = True
    st.card_places[0].card = "A1"  # 3 aug
    if effect:
        put_spec(st, 0, effect)
    return st


BUILD_T2 = ("act:build", "piece:T-2", "space:T2")  # tower 1 stone + 1 grain, no edict
BUILD_W51 = ("act:build", "piece:W-4", "space:W51")  # wall 1 stone + 2 grain, no edict
BUILD_K1 = ("act:build", "piece:K-1", "space:K1")  # keep 3 stone, edict


# (effect, player before, face-down slot, choices, expected player values)
BUILD_CASES = [
    ("CS-B-I", dict(stone=1, grain=2), 4, BUILD_W51, dict(grain=1, aug=20)),
    ("CS-B-I", dict(stone=1, grain=1), 4, BUILD_T2, dict(grain=0, aug=20)),
    ("CS-C-II", dict(stone=1, grain=1), 4, BUILD_T2, dict(aug=24)),
    ("CS-C-II", dict(stone=1, grain=2), 4, BUILD_W51, dict(aug=20)),
    ("CS-D-II", dict(stone=1, grain=1), 4, BUILD_T2, dict(aug=22)),
    ("CS-D-II", dict(stone=1, grain=2), 4, BUILD_W51, dict(aug=22)),
    ("VL-A-I", dict(stone=3), 4, BUILD_K1, dict(vp=4)),
    ("VL-A-I", dict(stone=1, grain=1), 4, BUILD_T2, dict(vp=0)),
    ("VL-A-II", dict(stone=1, grain=1), 4, BUILD_T2, dict(vp=3)),
    ("VL-A-II", dict(stone=1, grain=2), 4, BUILD_W51, dict(vp=3)),
    ("VL-C-II", dict(stone=1, grain=1), 4, BUILD_T2 + ("res:g0s1",), dict(vp=2, stone=1)),
    ("VL-B-I", dict(stone=2), 4, BUILD_K1, dict(stone=0)),
    ("CS-A-II", dict(grain=2), 4, ("act:recruit", "ally:ROMA.a"), dict(vp=2, grain=0)),
    ("VL-C-I", dict(grain=2), 4, ("act:recruit", "ally:ROMA.a"), dict(grain=1)),
    ("CS-D-I", {}, 5, ("act:buy", "buy:ROMA.a", "keep"), dict(aug=19)),
    ("VL-B-II", {}, 5, ("act:buy", "buy:ROMA.a", "keep"), dict(aug=17, vp=3)),
    ("VL-D-I", {}, 2, ("act:market", "done"), dict(aug=23)),
    (None, {}, 2, ("act:market", "done"), dict(aug=20)),
]


@pytest.mark.parametrize(
    "effect,pre,slot,then,expect",
    BUILD_CASES,
    ids=[f"{c[0]}-{i}" for i, c in enumerate(BUILD_CASES)],
)
def test_workplace_benefit(effect, pre, slot, then, expect):
    st = base(effect, **pre)
    st, _ = facedown(st, 0, slot, *then)
    st = drain(st, 0)
    for k, v in expect.items():
        assert getattr(st.pl[0], k) == v, f"{effect}: {k} = {getattr(st.pl[0], k)}, expected {v}"


def test_cs_a_i_draws_on_arrival_once_and_raises_hand_limit():
    st = base()
    st.countryside["A"] = "A"
    st, _ = play_up(st, 0, "A9", "move:0_A")
    assert len(st.pl[0].hand) == 5 + 1  # 5 in hand, A9 played, 1 drawn
    assert hand_limit(st, 0) == 6
    st, _ = play_up(
        st, 0, "A9", "move:0_A", slot=2
    )  # a second own specialist there: no draw
    assert len(st.pl[0].hand) == 6


def test_cs_c_i_makes_the_second_city_free():
    st = base()
    assert [travel_cost(st, 0, d) for d in (1, 2, 3, 4)] == [0, 1, 2, 3]
    put_spec(st, 0, "CS-C-I")
    assert [travel_cost(st, 0, d) for d in (1, 2, 3, 4)] == [0, 0, 1, 2]


def test_cs_b_ii_allows_one_extra_sell_or_buy():
    st = base(grain=2)
    st.markets[0] = "M3.easy"  # sell 1 grain -> 3 aug; buy 2 aug -> 1 stone
    st, _ = facedown(st, 0, 2, "act:market", "sell")
    assert "sell" not in ids(st)
    st = base("CS-B-II", grain=2)
    st.markets[0] = "M3.easy"
    st, _ = facedown(st, 0, 2, "act:market", "sell", "sell")
    assert ids(st) == ["done"] or st.pl[0].aug == 26
    assert st.pl[0].aug == 26 and st.pl[0].grain == 0


def test_vl_d_ii_gives_three_vp_per_edict():
    st = base("VL-D-II")
    st.pl[0].castle.append("W34")  # room for stone
    st, _ = play_up(st, 0, "A10", "skip")  # no edict: no VP
    assert st.pl[0].vp == 0
    st = base("VL-D-II", stone=3)
    st, _ = facedown(st, 0, 4, *BUILD_K1, "edict:III")
    st = drain(st, 0)
    assert st.pl[0].vp == 3 + 2  # VL-D-II + reward III


def test_benefit_needs_the_specialist_at_the_start_of_the_action():
    """R-10.1 (seed, Ronja): great wall B promotes onto VL-A-II; that wall earns no 3 VP."""
    st = base(stone=1, grain=2)
    st.village["A"] = "A"
    st.pl[0].specs[0] = "A.3"
    st, _ = facedown(st, 0, 4, "act:build", "piece:W-GB", "space:W51", "move:A.3")
    st = drain(st, 0)
    assert st.pl[0].specs[0] == "A.4" and st.pl[0].vp == 0 and st.pl[0].aug == 16
    setp(st, 0, stone=1, grain=1)
    st, _ = facedown(st, 0, 3, *BUILD_T2)
    assert st.pl[0].vp == 3


# ---------------------------------------------------------------------------------------------
# city bonus tiles


def enter_city(tile: str, **pre):
    st = base(**pre)
    st.city_tiles["A"] = [tile]
    st.pl[0].specs[0] = "A.4"
    st.pl[0].grain = 1
    return play_up(st, 0, "A9", "move:A.4")  # A9: +1 grain, then the 2-grain arrow


def test_city_cb_a_gives_six_aug_and_three_resources():
    st, _ = enter_city("CB-A")
    assert "res:g1s2" in ids(st)
    st, _ = run(st, 0, "res:g1s2")
    assert (st.pl[0].aug, st.pl[0].grain, st.pl[0].stone) == (26, 1, 2)
    assert st.city_tiles["A"] == []


def test_city_cb_b_issues_an_edict_and_gives_three_vp():
    st, _ = enter_city("CB-B")
    assert ids(st)[0].startswith("edict:")
    st, _ = run(st, 0, "edict:I")
    st = drain(st, 0)
    assert st.pl[0].vp == 3 and len(st.pl[0].edicts) == 1


def test_city_cb_c_recruits_without_grain():
    st, _ = enter_city("CB-C")
    assert labels(st)["ally:ROMA.a"].endswith("pay nothing")
    st, _ = run(st, 0, "ally:ROMA.a")
    assert st.pl[0].allies[0] == "I-THEO" and st.pl[0].grain == 0


@pytest.mark.parametrize(
    "tile,piece,space", [("CB-D", "T-2", "T2"), ("CB-E", "W-4", "W51"), ("CB-F", "K-1", "K1")]
)
def test_city_free_build_tiles(tile, piece, space):
    st, _ = enter_city(tile)
    assert all(
        c == "skip" or D.BOARD_PIECES[c[6:]].kind == D.BOARD_PIECES[piece].kind for c in ids(st)
    )
    st, _ = run(st, 0, f"piece:{piece}")
    assert labels(st)[f"space:{space}"].split(" for ")[1].startswith("free")
    st, _ = run(st, 0, f"space:{space}")
    assert space in st.pl[0].castle


def test_city_tile_taken_even_if_unusable():
    st = base()
    st.ally_places[0].stack = []
    st.city_tiles["A"] = ["CB-C"]
    st.pl[0].specs[0] = "A.4"
    st.pl[0].grain = 1
    st, _ = play_up(st, 0, "A9", "move:A.4")
    assert st.city_tiles["A"] == [] and st.pl[0].allies == [None] * 5


def test_city_rule_one_own_specialist_per_city():
    st = base(grain=3)
    st.pl[0].specs = ["A.5", "A.4", "0"]
    at = play_up(st, 0, "A8")[0]
    assert "move:A.4" not in ids(at)


def test_arrow_grain_cost_is_paid_before_moving():
    st = base()
    st.pl[0].specs = ["A.2", "0", "0"]
    st, _ = play_up(st, 0, "A10")  # +1 stone, promote; A.2 -> A.3 costs 1 grain
    assert "move:A.2" not in ids(st)
    st = base(grain=1)
    st.pl[0].specs = ["A.2", "0", "0"]
    st, _ = play_up(st, 0, "A10", "move:A.2")
    assert st.pl[0].specs[0] == "A.3" and st.pl[0].grain == 0


def test_workplace_edict_token_first_specialist_only():
    st = base()
    st.pl[0].specs = ["B.1", "B.1", "0"]
    st.pl[0].grain = 2
    st, _ = play_up(st, 0, "A11", "move:B.1")  # into B.2: token
    assert ids(st)[0].startswith("edict:")
    st, _ = run(st, 0, "edict:III")
    st = drain(st, 0)
    assert "B.2" not in st.tokens and len(st.pl[0].edicts) == 1


def test_every_workplace_effect_is_tested():
    tested = {c[0] for c in BUILD_CASES if c[0]} | {"CS-A-I", "CS-C-I", "CS-B-II", "VL-D-II"}
    assert tested == set(D.WORKPLACE_EFFECTS)


def test_a_market_buy_that_overflows_storage_says_so_before_the_click():
    """Issue 13.6: "Buy ... for ... aug" warns when storage will not hold the goods."""
    from games.stupor_mundi import GAME

    st = base(grain=1, stone=1)  # storage 3 at the start (2 + 1 wall)
    st.markets[0] = "M3.easy"  # buy 2 aug -> 1 stone
    st, _ = facedown(st, 0, 2, "act:market")
    buy = next(c for c in GAME.legal_choices(st, 0) if c.id == "buy")
    assert buy.detail is None  # 3 of 3: it fits
    st = base(grain=2, stone=1)
    st.markets[0] = "M3.easy"
    st, _ = facedown(st, 0, 2, "act:market")
    buy = next(c for c in GAME.legal_choices(st, 0) if c.id == "buy")
    assert en(buy.detail) == "Storage full: you will return 1 resource"


def test_every_workplace_benefit_is_logged_by_its_effect_not_its_code():
    """ "gains 3 aug (workplace: Each market visit: +3 aug)", never "(workplace VL-D-I)"."""
    st = base("VL-D-I")
    st, events = facedown(st, 0, 2, "act:market", "done")
    texts = [en(e.text) for e in events]
    assert any(t.endswith("gains 3 aug (workplace: Each market visit: +3 aug)") for t in texts), (
        texts
    )
    assert not any("VL-D-I" in t for t in texts)
