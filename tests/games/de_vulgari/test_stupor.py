"""Stupor Mundi: call, answers, auction, payment (spec §11, I-18, I-19, I-27, I-29)."""

from __future__ import annotations

from games.de_vulgari import GAME

from .builders import ids, play, started, turn_of


def _brindisi(players=3, **cubes):
    st = turn_of(started(players, 1), 0, "brindisi", round=10)
    st.order = list(range(players))
    st.event_boxes["brindisi"] = 10
    for s in range(players):
        st.player[s].location = "torino" if s else "brindisi"
    for s, (r, b, y) in cubes.items():
        p = st.player[int(s[1:])]
        p.red, p.black, p.yellow = r, b, y
    return st


def test_call_only_at_end_of_turn_in_brindisi_while_face_up() -> None:
    st = _brindisi()
    assert "end:stupor" in ids(st, 0)
    st.event_boxes.pop("brindisi")
    assert "end:stupor" not in ids(st, 0)
    st = _brindisi()
    st.player[0].location = "bari"
    assert "end:stupor" not in ids(st, 0)


def test_nobody_accepts_caller_wins_free() -> None:
    st = _brindisi(s0=(1, 0, 0))
    st, _ = play(st, 0, "end:stupor")
    assert GAME.decision(st).seats == (1,)
    assert ids(st, 1) == ["accept", "refuse"]
    st, _ = play(st, 1, "refuse")
    st, ev = play(st, 2, "refuse")
    p = st.player[0]
    assert p.red == 1 and st.track["knowledge"][0] == 10
    assert "brindisi" not in st.event_boxes and 10 in st.used_events
    assert st.player[1].location == "torino"
    assert st.phase == "action" and st.turn.seat == 1  # the next player's turn


def test_auction_caller_bonus_raises_and_payment() -> None:
    """Caller (cubes 3) may bid up to 5 and pays bid - 2; losers keep their cubes."""
    st = _brindisi(s0=(1, 0, 0), s1=(0, 1, 1), s2=(0, 0, 2))
    st, _ = play(st, 0, "end:stupor")
    st, _ = play(st, 1, "accept")
    st, _ = play(st, 2, "accept")
    assert st.player[1].location == st.player[2].location == "brindisi"
    assert GAME.decision(st).seats == (0,)
    assert ids(st, 0) == ["bid:2", "bid:3", "bid:4", "bid:5"]  # caller opens, min 2 (I-18)
    st, _ = play(st, 0, "bid:2")
    assert ids(st, 1) == ["pass", "bid:3"]
    st, _ = play(st, 1, "bid:3")
    assert ids(st, 2) == ["pass"]  # 2 yellows: cannot raise above 3
    st, _ = play(st, 2, "pass")
    st, _ = play(st, 0, "bid:4")
    st, _ = play(st, 1, "pass")
    p0 = st.player[0]
    assert p0.red == 0 and st.track["knowledge"][0] == 10  # paid 4 - 2 = 2 -> smallest combo: 1 red
    assert (st.player[1].black, st.player[1].yellow, st.player[2].yellow) == (1, 1, 2)
    assert st.turn.seat == 1


def test_winner_chooses_among_minimal_payments() -> None:
    st = _brindisi(s0=(0, 0, 0), s1=(1, 1, 2))
    st, _ = play(st, 0, "end:stupor")
    st, _ = play(st, 1, "accept")
    st, _ = play(st, 2, "refuse")
    st, _ = play(st, 0, "bid:2")
    st, _ = play(st, 1, "bid:3")
    st, _ = play(st, 0, "pass")
    opts = ids(st, 1)
    assert set(opts) == {"pay:1-0-0", "pay:0-1-1"}
    st, _ = play(st, 1, "pay:0-1-1")
    p = st.player[1]
    assert (p.red, p.black, p.yellow) == (1, 0, 1)
    assert sum(sp["black"] + sp["yellow"] for sp in st.spaces[10:]) >= 2


def test_answers_in_turn_order_after_the_caller() -> None:
    st = _brindisi(players=4)
    st.order = [2, 0, 3, 1]
    st.turn.seat = 0
    st, _ = play(st, 0, "end:stupor")
    seen = []
    while st.pending and st.pending[-1].kind == "answer":
        s = GAME.decision(st).seats[0]
        seen.append(s)
        st, _ = play(st, s, "refuse")
    assert seen == [3, 1, 2]


def test_virtual_cubes_count_in_bids() -> None:
    st = _brindisi(s0=(0, 0, 0))
    st.player[1].status, st.player[1].cardinal = "cardinal", "balesteri"
    st, _ = play(st, 0, "end:stupor")
    st, _ = play(st, 1, "accept")
    st, _ = play(st, 2, "refuse")
    st, _ = play(st, 0, "bid:2")
    assert ids(st, 1) == ["pass", "bid:3"]
    st, _ = play(st, 1, "bid:3")
    assert ids(st, 0) == ["pass"]  # the caller's limit is 0 + 2
    st, _ = play(st, 0, "pass")
    assert st.track["knowledge"][1] == 10  # virtual red covers the 3, nothing discarded
