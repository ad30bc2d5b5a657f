"""R-12 final scoring, castle majority, conversion, tie-break; R-11 end phase."""

from __future__ import annotations

import pytest

from games.stupor_mundi import GAME
from games.stupor_mundi import data as D
from games.stupor_mundi.scoring import majority
from tests.games.stupor_mundi.builders import at_turn, decider, en, ids, new, run, top


@pytest.mark.parametrize(
    "counts,players,expect",
    [
        ([12, 12, 11, 9], 4, [4, 4, 2, 0]),  # seed example
        ([8, 5, 5], 3, [4, 2, 2]),
        ([7, 7], 2, [4, 4]),
        ([9, 5], 2, [4, 0]),  # no +2 with 2 players
        ([4], 1, [4]),  # solo: +4
    ],
)
def test_castle_majority(counts, players, expect):
    assert majority(counts, players) == expect


def finish_round(st):
    """Everyone passes; answer end-phase questions with 'done' / the first choice."""
    for _ in range(200):
        d = GAME.decision(st)
        if d is None:
            return st
        seat = d.seats[0]
        choices = ids(st, seat)
        if top(st) == "turn":
            st, _ = run(st, seat, "pass")
        elif "done" in choices:
            st, _ = run(st, seat, "done")
        else:
            st, _ = run(st, seat, choices[0])
        if top(st) == "turn" and st.round > 1:
            return st
    raise AssertionError("round did not finish")


def end_position():
    st = new(3, seed=2)
    at_turn(st, st.first)
    st.end_flags = ["b"]
    for p in st.pl:
        p.hand, p.draw, p.discard = [], [], list(D.house_deck(p.house))
        p.vp, p.vp_by, p.aug, p.grain, p.stone = 0, {}, 0, 0, 0
    # seat 0: 12 structures, 10 VP from allies on the track, 10 aug + 1 grain + 1 stone
    p0 = st.pl[0]
    p0.castle = [s for s in D.CASTLE_SPACES if s != "K3"]
    p0.pieces = ["K-G"]
    p0.greats = 4
    p0.vp, p0.vp_by, p0.aug, p0.grain, p0.stone = 10, {"allies": 10}, 10, 1, 1
    # seat 1: 11 structures, 20 VP from edicts
    p1 = st.pl[1]
    p1.castle = [s for s in D.CASTLE_SPACES if s not in ("K2", "K3")]
    p1.pieces = ["K-G", "K-2"]
    p1.greats = 4
    p1.vp, p1.vp_by = 20, {"edicts": 20}
    # seat 2: 2 structures, 6 aug
    st.pl[2].aug = 6
    return st


def test_final_scoring_breakdown():
    st = finish_round(end_position())
    res = GAME.result(st)
    assert res is not None and GAME.decision(st) is None
    b0, b1, b2 = res.breakdown[0], res.breakdown[1], res.breakdown[2]
    # no allies owned, so ally income adds nothing; castle income: all five sides
    assert b0["structures"] == 12 and b0["majority"] == 4 and b0["allies"] == 10
    assert b1["structures"] == 11 and b1["majority"] == 2 and b1["edicts"] == 20
    assert b2["structures"] == 2 and b2["majority"] == 0 and b2["coins"] == 1
    for s in range(3):
        assert res.totals[s] == sum(res.breakdown[s].values())
    assert res.totals[0] == 10 + 12 + 4 + b0["coins"] + b0["castle_income"]


def test_resources_convert_to_two_aug_then_one_vp_per_six():
    st = end_position()
    st.pl[2].aug, st.pl[2].grain, st.pl[2].stone = 7, 1, 1  # 7 + 4 = 11 -> 1 VP
    st = finish_round(st)
    assert GAME.result(st).breakdown[2]["coins"] == 1


def tie_position(greats0, greats1):
    st = new(2, seed=2)
    at_turn(st, st.first)
    st.end_flags = ["c"]
    for _s, p in enumerate(st.pl):
        p.hand, p.draw, p.discard = [], [], list(D.house_deck(p.house))
        p.vp, p.vp_by, p.aug, p.grain, p.stone = 10, {"cards": 10}, 0, 0, 0
    st.pl[0].greats, st.pl[1].greats = greats0, greats1
    return finish_round(st)


def test_tie_break_most_great_structures():
    res = GAME.result(tie_position(0, 1))
    assert res.totals[0] == res.totals[1]
    assert res.winners == (1,) and res.ranking == (1, 0) and "great" in en(res.tiebreak)


def test_tie_break_shared_victory():
    res = GAME.result(tie_position(1, 1))
    assert set(res.winners) == {0, 1} and "shared" in en(res.tiebreak)


def test_end_phase_refill_income_and_marker():
    st = new(2, seed=4)
    first = st.first
    at_turn(st, first)
    p = st.pl[first]
    p.castle = ["T1", "W23", "T2", "W12"]  # side W12 complete: 1 stone income
    p.allies[0] = "L-TENT"  # treasury 6 < 9: 1 VP
    p.stone = 0
    st.card_places[0].card = None
    st.ally_places[0].up = False
    deck = len(st.deck)
    st = finish_round(st)
    assert st.round == 2 and st.first == 1 - first
    assert p.stone == 0 and st.pl[first].stone == 1
    assert st.pl[first].vp_by.get("allies") == 1
    assert len(st.pl[first].hand) == 5 and all(c is None for c in st.pl[first].slots)
    assert st.card_places[0].card is not None and len(st.deck) == deck - 1
    assert st.ally_places[0].up
    assert decider(st) == 1 - first


def test_deck_cannot_refill_triggers_end_c_after_the_round():
    st = new(2, seed=4)
    at_turn(st, st.first)
    st.deck = []
    st.card_places[0].card = None
    st = finish_round(st)
    assert "c" in st.end_flags and GAME.result(st) is not None
