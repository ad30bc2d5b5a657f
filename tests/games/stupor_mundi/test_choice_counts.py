"""Choice-count fixtures (second audit, perft style): a built state and the exact set of choice
ids a rulebook reader expects, for the most intricate decisions. Each expectation is derived in
the docstring from the rules, not copied from the engine."""

from __future__ import annotations

from games.stupor_mundi.state import SMState
from tests.games.stupor_mundi.builders import (
    at_turn,
    facedown,
    give_hand,
    ids,
    new,
    play_up,
    put_spec,
    run,
    setp,
    top,
)


def _copy(st: SMState) -> SMState:
    return st.model_copy(deep=True)


def test_turn_start_travel_cards_and_pass():
    """R-6.1: 1st city free, CS-C-I frees the 2nd, each further 1 aug; with 1 aug: 1, 2, 3
    cities (4 would cost 2). Identical copies are one choice. Multiplayer: pass always; solo:
    no pass while a card can be played (R-14.2), pass once the hand is empty."""
    st = new(2, seed=4)
    put_spec(st, 0, "CS-C-I")
    setp(st, 0, aug=1, hand=[], draw=[])
    at_turn(st, 0)
    give_hand(st, 0, "H-GRAIN", "H-AUG3")
    st.pl[0].hand.append("H-GRAIN~2")
    assert set(ids(st)) == {
        "travel:1",
        "travel:2",
        "travel:3",
        "play:H-GRAIN",
        "play:H-AUG3",
        "pass",
    }
    st, _ = run(st, 0, "travel:3")
    assert st.pl[0].aug == 0
    assert set(ids(st)) == {"play:H-GRAIN", "play:H-AUG3", "pass"}  # travel once per turn
    solo = new(1, seed=3)
    setp(solo, 0, aug=0)
    at_turn(solo, 0)
    assert "pass" not in ids(solo) and {"travel:1"} == {c for c in ids(solo) if "travel" in c}
    solo.pl[0].hand = []
    assert set(ids(solo)) == {"travel:1", "pass"}


def test_build_pieces_then_wit2_splits():
    """R-9.1/9.2 with WIT-2 (any grain/stone mix of the printed count): castle T1 W23 T2 W12,
    1 grain 2 stone, 10 aug. Walls need a built tower: W51 (3 total) yes, W34/W45 no. Towers
    need a built wall: T3 (3 total) yes, T4/T5 no. Keeps: K1 (3) yes, K2/K3 (4) no. Greats
    add only aug (10 is enough for each). Same-kind normal pieces are interchangeable except
    towers (each opens its own ally space): K-1 for K-1/K-2, W-5 for the last normal wall."""
    st = new(2, seed=4)
    p = st.pl[0]
    p.castle = ["T1", "W23", "T2", "W12"]
    p.pieces = [x for x in p.pieces if x not in ("T-2", "W-4")]
    setp(st, 0, aug=10, grain=1, stone=2, specs=["0", "0", "0"])
    st, _ = play_up(st, 0, "WIT-2")
    assert set(ids(st)) == {
        "piece:K-1",
        "piece:K-G",
        "piece:T-3",
        "piece:T-GA",
        "piece:T-GB",
        "piece:W-5",
        "piece:W-GA",
        "piece:W-GB",
        "skip",
    }
    # only one split of 3 resources exists with 1 grain + 2 stone
    for piece, space in (("K-1", "K1"), ("W-5", "W51"), ("T-3", "T3")):
        s2, _ = run(_copy(st), 0, f"piece:{piece}")
        assert ids(s2) == [f"space:{space}.s2g1"]
    # with 3 grain 0 stone the keep K1 (3 stone printed) is paid with 3 grain
    setp(st, 0, grain=3, stone=0)
    s2, _ = run(_copy(st), 0, "piece:K-1")
    assert ids(s2) == ["space:K1.s0g3"]


def test_a11_promote_positions_costs_and_city_rule():
    """R-7.1 via A11 (2 different specialists): own specialists on A5 (city), A4 and C2,
    1 grain. A5 cannot move; A4 -> A5 is forbidden by the city rule; C2 -> C3 costs 1 grain
    (another player's specialist on C3 does not matter). After it, C3 may not move again
    (A11: different specialists) and no grain is left: the card ends by itself."""
    st = new(2, seed=4)
    setp(st, 0, grain=1, stone=0, specs=["A.5", "A.4", "C.2"])
    st.pl[1].specs = ["C.3", "A.5", "0"]
    st, _ = play_up(st, 0, "A11")
    assert set(ids(st)) == {"move:C.2", "skip"}
    st, _ = run(st, 0, "move:C.2")
    assert st.pl[0].specs == ["A.5", "A.4", "C.3"] and st.pl[0].grain == 0
    assert top(st) == "turn"


def test_market_with_cs_b_ii_sequence():
    """R-7.2 + CS-B-II: sell and buy once each plus 1 extra sell OR buy. Market M1.easy
    (sell 2 grain -> 6, buy 2 stone for 4). With 4 grain (storage 4 with 1 extra wall... here
    capacity 3 + built walls) and 4 aug: sell, sell, buy possible; after two sells only a buy
    is left; after the buy nothing but leaving."""
    st = new(2, seed=4)
    st.markets[0] = "M1.easy"
    p = st.pl[0]
    p.castle = ["T1", "W23", "W12"]  # +1 wall: storage 4
    p.pieces = [x for x in p.pieces if x != "W-4"]
    setp(st, 0, grain=4, stone=0, aug=4, ship=0)
    put_spec(st, 0, "CS-B-II")
    st, _ = facedown(st, 0, 2, "act:market")
    assert set(ids(st)) == {"sell", "buy", "done"}
    st, _ = run(st, 0, "sell")
    assert set(ids(st)) == {"sell", "buy", "done"}
    st, _ = run(st, 0, "sell")
    assert set(ids(st)) == {"buy", "done"} and st.pl[0].aug == 16
    st, _ = run(st, 0, "buy")
    assert top(st) == "turn" and (st.pl[0].grain, st.pl[0].stone, st.pl[0].aug) == (0, 2, 12)
    # without CS-B-II: one sell, one buy
    st = new(2, seed=4)
    st.markets[0] = "M1.easy"
    setp(st, 0, grain=3, stone=0, aug=4, ship=0)
    st, _ = facedown(st, 0, 2, "act:market", "sell")
    assert set(ids(st)) == {"buy", "done"}


def test_face_down_both_actions_and_card_payment_choices():
    """KC-BOTH (R-9.6, from the next turn): face down in slot 5 offers recruit, buy, skip;
    after one the other is still offered. A "1 card" cost (R-7.5) lists each distinct card of
    hand and discard pile, never the draw pile or the card just played."""
    st = new(2, seed=4)
    p = st.pl[0]
    p.castle = ["T1", "W23", "K2"]
    p.covers = ["KC-BOTH"]
    p.pieces = [x for x in p.pieces if x != "K-1"]
    p.both_after = -1
    card = next(pl for pl in st.card_places if pl.city == "ROMA")
    card.card = "A7"  # costs 1 card
    for zone in (st.deck,):
        if "A7" in zone:
            zone.remove("A7")
    setp(st, 0, ship=0, aug=0, grain=0, allies=["I-SEVE", None, None, None, None])
    p.hand, p.discard, p.draw = [], ["H-AUG3~1", "H-AUG3~2", "SAV-1"], ["H-STONE~1"]
    at_turn(st, 0)
    give_hand(st, 0, "H-GRAIN")
    st, _ = run(st, 0, "play:H-GRAIN", "down:5")
    assert set(ids(st)) == {"act:recruit", "act:buy", "skip"}
    st, _ = run(st, 0, "act:buy")
    assert set(ids(st)) == {"buy:ROMA.a", "skip"}
    st, _ = run(st, 0, "buy:ROMA.a")
    assert set(ids(st)) == {"remove:discard.H-AUG3", "remove:discard.SAV-1"}
    st, _ = run(st, 0, "remove:discard.SAV-1", "keep")
    assert "SAV-1" in st.pl[0].removed and "A7" in st.pl[0].hand
    # the other action of the slot is still offered (recruit: 0 grain, nothing affordable)
    assert set(ids(st)) == {"act:recruit", "skip"}
