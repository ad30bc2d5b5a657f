"""Favour tiles (§12.1), the pilgrim (R-8.2, R-8.3) and every monastery bonus (§12.4)."""

from __future__ import annotations

import pytest

from games.coimbra import data as D
from games.coimbra import effects as X
from games.coimbra import rules
from games.coimbra import scoring as S
from games.coimbra.state import CoimbraState
from tests.games.coimbra.builders import ask, blank, ids, play, take_card, top


def favour(st: CoimbraState, seat: int, fid: str) -> CoimbraState:
    X.take_favour(st, seat, fid)
    rules.settle(st)
    return st


def test_f1_equip_now_with_discount() -> None:
    st = blank(3)
    st.expeditions = ["X11", "X01", "X02", "X03", "X04", "X05"]
    st = favour(st, 0, "F1")
    assert top(st).kind == "equip" and "exp:X11" in ids(st, 0)
    st, _ = play(st, 0, "exp:X11")
    assert st.p[0].guards == 2  # 7 - (7 - 2)
    assert S.crowns_now(st, 0) == 3 + D.FLAGS[0].crowns


def test_f1_equip_may_be_declined_a11() -> None:
    st = blank(3)
    st.expeditions = ["X11", "X01", "X02", "X03", "X04", "X05"]
    st = favour(st, 0, "F1")
    st, _ = play(st, 0, "skip")
    assert st.p[0].expeditions == [] and st.p[0].favours == ["F1"]


def test_f2_four_vp_and_no_cap_without_town_dice() -> None:
    st = blank(3)
    st = favour(st, 0, "F2")
    assert st.p[0].vp == 4 and top(st).ref == "sentinel" and st.cap_on is None


def test_f3_two_vp_and_three_steps() -> None:
    st = blank(3)
    st = favour(st, 0, "F3")
    assert st.p[0].vp == 2 and top(st).kind == "move" and top(st).n == 3


@pytest.mark.parametrize("choice,coins,guards", [("take:coins", 14, 7), ("take:guards", 7, 14)])
def test_f4_seven_guards_or_seven_coins(choice: str, coins: int, guards: int) -> None:
    st = blank(3)
    st = favour(st, 0, "F4")
    assert ids(st, 0) == ["take:guards", "take:coins"]
    st, _ = play(st, 0, choice)
    assert (st.p[0].coins, st.p[0].guards) == (coins, guards)


# -- pilgrim --------------------------------------------------------------------------


def test_first_step_only_along_the_one_way_road() -> None:
    st = blank(3)
    st.p[0].pilgrim = "NW"
    ask(st, "move", 0, n=3)
    assert ids(st, 0) == ["go:c1", "go:c2", "stop"]
    st, _ = play(st, 0, "go:c1")
    assert "go:NW" not in ids(st, 0)
    assert set(ids(st, 0)) == {"go:I1", "go:I8", "go:c9", "stop"}


def test_steps_can_go_back_and_forth_and_monastery_taken_once() -> None:
    st = blank(3)
    st.map = {"I1": "MI-03"}
    st.p[0].pilgrim = "c1"
    ask(st, "move", 0, n=3)
    st, _ = play(st, 0, "go:I1")
    assert st.p[0].vp == 3 and st.map_discs["I1"] == [0] and st.p[0].supply == 19
    st, _ = play(st, 0, "go:c1")
    st, _ = play(st, 0, "go:I1")  # passing again: nothing happens
    assert st.p[0].vp == 3 and st.p[0].monasteries == ["MI-03"]
    assert top(st).ref == "sentinel"


def test_discs_stack_on_a_monastery() -> None:
    st = blank(3)
    st.map = {"I1": "MI-03"}
    for s in (2, 0):
        st.p[s].pilgrim = "c1"
        ask(st, "move", s, n=1)
        st, _ = play(st, s, "go:I1")
    assert st.map_discs["I1"] == [2, 0]


def visit(st: CoimbraState, seat: int, mid: str, node: str = "I1") -> CoimbraState:
    st.map = {node: mid}
    X.enter(st, seat, node)
    rules.settle(st)
    return st


@pytest.mark.parametrize(
    "mid,coins,guards,vp",
    [("MI-01", 4, 0, 0), ("MI-02", 0, 4, 0), ("MI-03", 0, 0, 3), ("MI-04", 2, 2, 0)],
)
def test_m_reward(mid: str, coins: int, guards: int, vp: int) -> None:
    st = visit(blank(3), 0, mid)
    assert (st.p[0].coins - 7, st.p[0].guards - 7, st.p[0].vp) == (coins, guards, vp)


@pytest.mark.parametrize(
    "mid,track", [("MI-05", "grey"), ("MI-06", "orange"), ("MI-07", "purple"), ("MI-08", "green")]
)
def test_m_track3(mid: str, track: str) -> None:
    st = blank(3)
    st.p[0].tracks[track] = 14
    st = visit(st, 0, mid)
    assert st.p[0].tracks[track] == 15  # excess lost


def test_m_alltracks() -> None:
    st = visit(blank(3), 0, "MI-11")
    assert st.p[0].tracks == {"grey": 1, "orange": 1, "purple": 1, "green": 1}


def test_m_crowns() -> None:
    st = blank(3)
    st.order = [1, 2, 0]  # seat 0 on flag 3
    st.p[0].favours = ["F1"]
    st.p[0].crown_tiles = ["council"]
    st = visit(st, 0, "MI-12")
    assert st.p[0].vp == D.FLAGS[2].crowns + 3 + 1


@pytest.mark.parametrize(
    "mid,prof",
    [("MII-01", "council"), ("MII-02", "merchant"), ("MII-03", "clergy"), ("MII-04", "scholar")],
)
def test_m_perprof(mid: str, prof: str) -> None:
    st = blank(3)
    cards = [c.id for c in D.CITIZENS.values() if c.profession == prof][:3]
    for c in cards:
        take_card(st, 0, c)
    take_card(st, 0, "K03" if prof != "council" else "M03")
    st = visit(st, 0, mid)
    assert st.p[0].vp == 6


def test_m_highcards() -> None:
    st = blank(3)
    for c in ("K05", "K08", "M03", "P05"):  # 3, 4, 2, 3
        take_card(st, 0, c)
    st = visit(st, 0, "MII-05")
    assert st.p[0].vp == 3


def test_m_fourset() -> None:
    st = blank(3)
    for c in ("K01", "M01", "P01", "G01", "K02", "M02", "P02"):
        take_card(st, 0, c)
    st = visit(st, 0, "MII-06")
    assert st.p[0].vp == 5


def test_m_permonastery_counts_this_one() -> None:
    st = blank(3)
    st.p[0].monasteries = ["MI-01", "MI-02"]
    st.p[0].supply = 18
    st = visit(st, 0, "MII-07")
    assert st.p[0].vp == 6


def test_m_diplomas_scores_sets_now() -> None:
    st = blank(3)
    for c in ("G01", "G02", "G03"):  # a, b, c
        take_card(st, 0, c)
    st = visit(st, 0, "MIII-01")
    assert st.p[0].vp == 4


def test_m_score2exp_two_different_expeditions() -> None:
    st = blank(3)
    st.p[0].expeditions = ["X11", "X12", "X01"]
    st.p[0].supply = 17
    take_card(st, 0, "K01")
    st.map = {"III1": "MIII-02"}
    X.enter(st, 0, "III1")
    rules.settle(st)
    assert set(ids(st, 0)) == {"exp:X11", "exp:X12", "exp:X01", "stop"}
    st, _ = play(st, 0, "exp:X11")
    assert "exp:X11" not in ids(st, 0)
    st, _ = play(st, 0, "exp:X01")
    assert st.p[0].vp == 9 + 6
    assert top(st).ref == "sentinel"


def test_m_scoreeg_card_and_track() -> None:
    st = blank(3)
    take_card(st, 0, "K10", track=False)
    st.p[0].tracks["grey"] = 10
    st.p[1].tracks["grey"] = 11
    st.p[1].seq["grey"] = 1
    st.map = {"III1": "MIII-03"}
    X.enter(st, 0, "III1")
    rules.settle(st)
    assert ids(st, 0) == ["eg:K10", "skip"]
    st, _ = play(st, 0, "eg:K10")
    assert st.p[0].vp == 7
    second = S.track_place_vp(st, 0, "grey")
    assert second == D.SCORING_TILES[st.scoring["grey"]].small[1]
    st, _ = play(st, 0, "track:grey")
    assert st.p[0].vp == 7 + second
    assert st.p[1].vp == 0  # other players gain nothing


def test_m_castle4_on_activation() -> None:
    """A-4 default: +4 VP per castle die activated in phase C."""
    st = blank(3)
    st.p[0].monasteries = ["MIII-04"]
    d = next(d for d in st.dice if d.colour == "grey")
    d.owner, d.district, d.value = 0, "castle", 2
    st.rows["castle"] = [d.id]
    ask(st, "activate", 0, ref=d.id, ref2="castle")
    st, _ = play(st, 0, "emergency")
    assert st.p[0].vp == 4


def test_m_castle4_on_placement_option() -> None:
    st = blank(3, castle4_on_placement=True)
    st.p[0].monasteries = ["MIII-04"]
    d = next(d for d in st.dice if d.colour == "grey")
    d.value = 2
    ask(st, "pick_die", 0)
    st, _ = play(st, 0, "die:grey.2")
    st, _ = play(st, 0, "district:castle")
    assert st.p[0].vp == 4


def test_m_discvp_for_later_discs_only() -> None:
    st = visit(blank(3), 0, "MI-10", "I1")
    assert st.p[0].vp == 0
    st.map["I2"] = "MI-03"
    X.enter(st, 0, "I2")
    assert st.p[0].vp == 1 + 3


@pytest.mark.parametrize("mid,jokers", [("MI-09", 1), ("MII-08", 2)])
def test_m_joker(mid: str, jokers: int) -> None:
    st = visit(blank(3), 0, mid)
    assert S.diplomas(st, 0)[1] == jokers
