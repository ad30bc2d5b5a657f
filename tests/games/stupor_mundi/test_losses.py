"""Issue 13.6: a choice that loses part of what it gives says so in its detail, with the
number; the same choice without a loss carries no warning. Storage at the start is 3
(2 + the pre-built wall W23, R-4.4)."""

from __future__ import annotations

from games.contract import DETAIL_MAX
from games.stupor_mundi import GAME
from games.stupor_mundi.state import Step
from tests.games.stupor_mundi.builders import at_turn, details, en, give_hand, new, setp, setpal


def asking(kind: str, seat: int = 0, players: int = 2, **a):
    """A fresh state whose open question is one step of ``kind``."""
    st = new(players)
    st.stack = [Step(kind="turn", seat=seat, a={"moved": True}), Step(kind=kind, seat=seat, a=a)]
    st.current = seat
    return st


def test_a_face_up_gain_into_full_storage_warns_on_play_and_on_the_slot():
    st = at_turn(new(2), 0)
    setp(st, 0, grain=2, stone=1, hand=[])
    give_hand(st, 0, "H-STONE")
    assert details(st)["play:H-STONE"] == "Storage full: you will return 1 resource. Gain 1 stone."
    st, _ = GAME.apply(st, 0, "play:H-STONE")
    assert details(st)["up:1"].startswith("Storage full: you will return 1 resource")
    st = at_turn(new(2), 0)
    setp(st, 0, grain=1, stone=1, hand=[])
    give_hand(st, 0, "H-STONE")
    assert details(st)["play:H-STONE"] == "Gain 1 stone."


def test_a_counted_gain_above_its_maximum_says_how_much_is_lost():
    st = at_turn(new(2), 0)
    setp(st, 0, grain=0, stone=0, hand=[])
    setpal(st, court=5)
    give_hand(st, 0, "SAV-1")  # 1 grain per ally in Frederick's court, max 3
    assert details(st)["play:SAV-1"].startswith("Max 3 grain: 2 grain lost")
    setpal(st, court=3)
    assert details(st)["play:SAV-1"] == "Gain 1 grain per ally in Frederick's court (max 3)."
    setp(st, 0, grain=1, stone=1)  # 3 grain into storage 3 with 2 held
    assert details(st)["play:SAV-1"].startswith("Storage full: you will return 2 resources")


def test_a_conditional_gain_that_gives_nothing_now_says_so():
    st = at_turn(new(2), 0)
    setp(st, 0, grain=2, hand=[])
    give_hand(st, 0, "A3")  # if you have 3+ grain: gain 8 aug
    assert details(st)["play:A3"].startswith("Gains nothing now")
    setp(st, 0, grain=3, stone=0)
    assert not details(st)["play:A3"].startswith("Gains nothing")


def test_repeated_trades_warn_from_the_count_that_overflows():
    st = asking("repeat", key="A2", max=3)  # up to 3x: 1 aug -> 1 grain
    setp(st, 0, aug=5, grain=0, stone=1)
    d = details(st)
    assert d["times:2"] is None
    assert d["times:3"] == "Storage full: you will return 1 resource"


def test_an_ally_count_above_the_card_maximum_says_how_much_is_lost():
    st = asking("pick", key="B5")  # 2 aug per ally of one kind, max 8
    setp(st, 0, allies=["L-SIGE", "L-OKEC", "L-TENT", "L-ROMI", "L-BALT"])
    assert details(st)["b5:L"] == "Max 8 augustales: 2 augustales lost"
    setp(st, 0, allies=["L-SIGE", "L-OKEC", "L-TENT", "L-ROMI", None])
    assert details(st)["b5:L"] is None


def test_resources_of_choice_and_edict_reward_two_warn_with_full_storage():
    st = asking("res", n=3, why="city bonus")
    setp(st, 0, grain=1, stone=0)
    assert set(details(st).values()) == {"Storage full: you will return 1 resource"}
    setp(st, 0, grain=0, stone=0)
    assert set(details(st).values()) == {None}
    st = asking("edict", wp=[])
    setp(st, 0, grain=2, stone=1)
    d = details(st)
    assert d["edict:II"] == "Storage full: you will return 1 resource"
    assert d["edict:I"] is None and d["edict:III"] is None
    setp(st, 0, grain=1, stone=1)
    assert details(st)["edict:II"] is None


def test_a_city_bonus_that_cannot_be_used_or_overflows_says_so():
    st = asking("city_tile", path="A", wp=[])
    st.city_tiles["A"] = ["CB-A", "CB-D"]
    setp(st, 0, grain=1, stone=0)
    d = details(st)
    assert d["tile:CB-A"] == "Storage full: you will return 1 resource"
    assert d["tile:CB-D"] is None  # a tower can be built on T2 or T3
    setp(st, 0, grain=0, pieces=["W-4", "W-5", "K-1"])  # every tower piece built
    d = details(st)
    assert d["tile:CB-D"] == "No tower build possible now: the bonus is lost"
    assert d["tile:CB-A"] is None


def test_promoting_into_a_city_whose_tiles_are_gone_says_the_bonus_is_lost():
    st = asking("promote", wp=[], n=1)
    setp(st, 0, grain=5, specs=["A.4", "0", "0"])
    st.city_tiles["A"] = []
    assert details(st)["move:A.4"] == "No city bonus tiles left: the city bonus is lost"
    st.city_tiles["A"] = ["CB-B"]
    assert "the city bonus is lost" not in (details(st)["move:A.4"] or "")


def test_a_build_whose_income_and_workplace_gains_overflow_warns_with_the_wall_counted():
    st = asking("build_space", piece="W-4", mod="free_wall", wp=["CS-B-I", "VL-C-II"])
    setp(st, 0, grain=1, stone=2, castle=["T1", "W23", "T2"])
    # W12 completes side T1-T2 (+1 stone), CS-B-I +1 grain, VL-C-II +1 resource: 6 into 4
    assert details(st)["space:W12"] == "Storage full: you will return 2 resources"
    st.stack[-1].a["wp"] = []
    assert details(st)["space:W12"] is None  # 3 + 1 stone into 4


def test_an_edict_direction_that_does_not_fit_says_how_much_is_lost():
    st = asking("edict_dir", sym="K", n=3)
    setpal(st, keeps=1)  # max 3: neither 3 more nor 3 fewer fit (R-17 A-17)
    assert details(st)["add"] == "Only 2 of 3 fit on Frederick's keeps track; the rest is lost"
    st = asking("edict_dir", sym="K", n=2)
    setpal(st, keeps=1)
    assert set(details(st).values()) == {None}


def test_warnings_fit_the_detail_limit_and_stay_out_of_the_ids():
    st = at_turn(new(2), 0)
    setp(st, 0, grain=2, stone=1, hand=[])
    give_hand(st, 0, "H-STONE", "SAV-1", "A3")
    setpal(st, court=5)
    choices = GAME.legal_choices(st, 0)
    assert all(len(en(c.detail)) <= DETAIL_MAX for c in choices)
    assert GAME.legal_ids(st, 0) == [c.id for c in choices]
