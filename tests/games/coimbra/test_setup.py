"""Setup for 2, 3 and 4 players (R-3) and the start choices (R-3.5 - R-3.7)."""

from __future__ import annotations

from collections import Counter

import pytest

from games.coimbra import GAME
from games.coimbra import data as D
from tests.games.coimbra.builders import fresh, ids, play, started


@pytest.mark.parametrize("players", [2, 3, 4])
def test_board_setup(players: int) -> None:
    st = fresh(players, seed=5)
    assert Counter(D.MONASTERIES[m].back for m in st.map.values()) == {"I": 8, "II": 4, "III": 2}
    for node, mid in st.map.items():
        assert D.MONASTERY_NODES[node] == D.MONASTERIES[mid].back
    assert sorted(st.scoring.values()) == sorted(D.SCORING_TILES)
    assert len(st.expeditions) == 6 and len(set(st.expeditions)) == 6
    assert len(st.dice) == {2: 7, 3: 11, 4: 13}[players]
    assert all(pl.coins == 7 and pl.guards == 7 and pl.vp == 0 for pl in st.p)
    assert len(st.start_pairs) == {4: 4, 3: 3, 2: 2}[players]
    assert len(st.removed) == {4: 0, 3: 2, 2: 4}[players]
    assert len(st.deck) == 48 - 12
    assert st.deck[:12] and all(
        D.CITIZENS[c].back == "II" for c in st.deck[:12]
    )  # round 2 still II
    assert all(D.CITIZENS[c].back == "II" for row in st.cards.values() for c in row)
    assert sorted(st.order) == list(range(players))


@pytest.mark.parametrize(
    "players,rows",
    [
        (4, {"upper": [], "centre": [], "lower": []}),
        (3, {"upper": [3], "centre": [4], "lower": [3]}),
        (2, {"upper": [3, 2], "centre": [4, 3], "lower": [5]}),
    ],
)
def test_die_tokens_per_player_count(players: int, rows: dict) -> None:
    """Table 3.1-A, in phase-B order."""
    st = fresh(players)
    for town, values in rows.items():
        assert [st.tokens[t] for t in st.rows[town]] == values
    assert st.rows["castle"] == []


FIXED_DEAL = [
    "K01",
    "M01",
    "P01",
    "G01",  # upper, columns 1-4
    "K02",
    "M02",
    "P02",
    "K03",  # centre
    "M03",
    "P03",
    "G02",
    "G03",
]  # lower


def _deal_fixed(st) -> None:
    from games.coimbra.rules import round_setup

    others = [
        c for c in st.deck + [c for row in st.cards.values() for c in row] if c not in FIXED_DEAL
    ]
    st.deck = FIXED_DEAL + others
    round_setup(st)


def test_crown_tiles_scan_from_column_4_top_to_bottom() -> None:
    """R-3.4 c (A-1 default): columns 4, 3, 2, 1 (right to left); inside a
    column upper, centre, lower."""
    st = fresh(3)
    _deal_fixed(st)
    assert st.cards["upper"] == ["K01", "M01", "P01", "G01"]
    assert st.crowns_on == {"scholar": "G01", "council": "K03", "clergy": "P01", "merchant": "M01"}


def test_crown_tiles_reversed_column_option() -> None:
    """A-1 flag: column 4 is the left end."""
    st = fresh(3, crown_columns_left_to_right=False)
    _deal_fixed(st)
    assert st.crowns_on == {"council": "K01", "merchant": "M03", "clergy": "P03", "scholar": "G02"}


def _draft_only(st):
    """Resolve steps that are not start choices with their first choice."""
    while st.phase == "setup" and st.pending[-1].kind != "draft":
        s = st.pending[-1].seat
        st, _ = play(st, s, ids(st, s)[0])
    return st


def test_start_choices_reverse_then_normal_order() -> None:
    """R-3.6: reverse turn order first (pair or corner), then normal order the other action."""
    st = fresh(3, seed=2)
    order = list(st.order)
    seen = []
    for i in range(6):
        seat = st.pending[-1].seat
        assert st.pending[-1].kind == "draft"
        seen.append(seat)
        choices = ids(st, seat)
        if i < 3:
            assert any(c.startswith("pair:") for c in choices) and any(
                c.startswith("corner:") for c in choices
            )
            pick = choices[0] if i % 2 == 0 else choices[-1]
        else:
            assert all(c.split(":")[0] == choices[0].split(":")[0] for c in choices)
            pick = choices[0]
        st, _ = play(st, seat, pick)
    assert seen == list(reversed(order)) + order
    assert all(len(pl.cards) == 2 for pl in st.p)
    assert all(pl.pilgrim is not None for pl in st.p)


def test_second_pass_offers_only_the_other_action() -> None:
    st = fresh(2, seed=3)
    first = st.pending[-1].seat
    st, _ = play(st, first, "corner:NE")
    second = st.pending[-1].seat
    st, _ = play(st, second, "pair:0")
    assert st.pending[-1].seat == st.order[0] == second
    assert ids(st, second) == ["corner:NW", "corner:SE", "corner:SW"]
    st, _ = play(st, second, "corner:SW")
    assert ids(st, first) == ["pair:1"]


def test_start_cards_are_applied() -> None:
    """R-3.7: influence on the track, immediate bonus once (S1: 4 guards, S3: 4 coins)."""
    st = fresh(2, seed=3)
    st.start_pairs = [["S1", "S5"], ["S3", "S7"]]
    a, b = st.order[1], st.order[0]  # a picks first (reverse order)
    st, _ = play(st, a, "pair:0")
    st, _ = play(st, b, "corner:NE")
    st, _ = play(st, b, "pair:1")
    st, _ = play(st, a, "corner:SW")
    assert st.phase == "B"
    pa, pb = st.p[a], st.p[b]
    assert (pa.tracks["grey"], pa.tracks["purple"], pa.guards, pa.coins) == (2, 1, 11, 7)
    assert (pb.tracks["orange"], pb.tracks["green"], pb.guards, pb.coins) == (2, 1, 7, 11)
    assert pa.pilgrim == "SW" and pb.pilgrim == "NE"


def test_game_refuses_bad_player_counts() -> None:
    from games.contract import GameError

    with pytest.raises(GameError):
        GAME.setup(5, 1)
    with pytest.raises(GameError):
        GAME.setup(1, 1)


def test_phase_b_after_start() -> None:
    st = started(4, seed=9)
    assert st.phase == "B" and st.pending[-1].kind == "pick_die"
    assert st.pending[-1].seat == st.order[0]
