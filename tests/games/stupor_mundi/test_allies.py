"""R-16.4 allies: each ally's +2 condition (1 VP or 3 VP in the end phase), R-11.3 example."""

from __future__ import annotations

import pytest

from games.stupor_mundi import data as D
from games.stupor_mundi.scoring import ally_condition, ally_income
from tests.games.stupor_mundi.builders import new, setp, setpal

# (ally, player values, palace values, condition holds)
CASES = [
    ("I-THEO", dict(grain=2), dict(grain=2), True),
    ("I-THEO", dict(grain=1), dict(grain=2), False),
    ("I-MAUM", dict(stone=3), dict(stone=3), True),
    ("I-MAUM", dict(stone=0), dict(stone=1), False),
    ("I-ALTA", dict(aug=7), dict(treasury=6), True),
    ("I-ALTA", dict(aug=6), dict(treasury=6), False),
    ("I-SEVE", dict(castle=["T1", "W23", "T2", "T3"]), dict(towers=2), True),
    ("I-SEVE", dict(castle=["T1", "W23", "T2"]), dict(towers=2), False),
    ("I-CAST", dict(castle=["T1", "W23", "W12", "W34"]), dict(walls=2), True),
    ("I-CAST", dict(castle=["T1", "W23", "W12"]), dict(walls=2), False),
    ("I-IDAL", dict(castle=["T1", "W23", "K1", "K2"]), dict(keeps=1), True),
    ("I-IDAL", dict(castle=["T1", "W23", "K1"]), dict(keeps=1), False),
    ("I-GREG", dict(castle=["T1", "W23", "K1", "K2", "T2", "T3"]), {}, True),  # 6 > 5
    ("I-GREG", dict(castle=["T1", "W23", "K1", "K2", "T2"]), {}, False),  # 5 = 5
    ("I-GISE", dict(allies=["I-GISE", "I-THEO", "L-TENT", None, None]), dict(court=2), True),
    ("I-GISE", dict(allies=["I-GISE", "I-THEO", None, None, None]), dict(court=2), False),
    ("I-MOCE", dict(specs=["B.5", "0", "0"]), dict(spec=4), True),  # B's city counts as 5
    ("I-MOCE", dict(specs=["C.2", "A.1", "0"]), dict(spec=2), False),
    ("L-SIGE", {}, dict(grain=3), True),
    ("L-SIGE", {}, dict(grain=2), False),
    ("L-OKEC", {}, dict(stone=3), True),
    ("L-OKEC", {}, dict(stone=2), False),
    ("L-TENT", {}, dict(treasury=9), True),
    ("L-TENT", {}, dict(treasury=6), False),
    ("L-ROMI", {}, dict(towers=3), True),
    ("L-ROMI", {}, dict(towers=2), False),
    ("L-BALT", {}, dict(walls=3), True),
    ("L-BALT", {}, dict(walls=2), False),
    ("L-DOME", {}, dict(keeps=2), True),
    ("L-DOME", {}, dict(keeps=1), False),
    ("L-SEBA", {}, dict(towers=3), True),  # 6 structures
    ("L-SEBA", {}, {}, False),  # 5 structures
    ("L-GISE", {}, dict(court=3), True),
    ("L-GISE", {}, dict(court=2), False),
    ("L-PHIL", {}, dict(spec=3), True),
    ("L-PHIL", {}, dict(spec=2), False),
]


@pytest.mark.parametrize("ally,pre,pal,holds", CASES, ids=[f"{c[0]}-{c[3]}" for c in CASES])
def test_ally_condition(ally, pre, pal, holds):
    st = new(2, 1)
    setp(st, 0, **pre)
    setpal(st, **pal)
    assert ally_condition(st, 0, ally) is holds


def test_every_ally_is_tested_both_ways():
    assert {c[0] for c in CASES if c[3]} == set(D.ALLIES) == {c[0] for c in CASES if not c[3]}


def test_ally_income_seed_example_jan_7_ronja_4():
    """R-11.3: Frederick 6 aug, 1 stone, 3 grain, 2 court, 6 structures (1 keep, 2 walls,
    3 towers), specialist on space 2: Jan scores 3+3+1, Ronja 3+1."""
    st = new(2, 1)
    setpal(st, treasury=6, stone=1, grain=3, court=2, keeps=1, walls=2, towers=3, spec=2)
    setp(
        st,
        0,
        allies=["I-GISE", "I-CAST", "L-TENT", None, None],
        castle=["T1", "W23", "W12", "W34"],
        aug=0,
    )
    setp(
        st,
        1,
        allies=["I-GREG", "L-PHIL", None, None, None],
        castle=["T1", "W23", "T2", "W12", "T3", "W34", "K1"],
    )
    assert sum(v for _, v in ally_income(st, 0)) == 7
    assert sum(v for _, v in ally_income(st, 1)) == 4


def test_ally_tiles_and_pools():
    assert len(D.ALLY_TILES) == 20
    assert sum(1 for t in D.ALLY_TILES if D.ALLIES[t.ally].kind == "I") == 10
    assert [t.id for t in D.ALLY_TILES if t.mark == "4"] == ["I-GREG~4", "L-SEBA~4"]
