"""Final scoring (R-10): expeditions, tracks, diplomas, conversion, tie-break."""

from __future__ import annotations

import pytest

from games.coimbra import GAME
from games.coimbra import data as D
from games.coimbra import scoring as S
from games.coimbra.state import CoimbraState
from tests.games.coimbra.builders import blank, en, take_card


def with_exp(st: CoimbraState, seat: int, *xs: str) -> CoimbraState:
    for x in xs:
        st.p[seat].expeditions.append(x)
        st.exp_discs.setdefault(x, []).append(seat)
        st.p[seat].supply -= 1
    return st


def test_tanger_counts_your_expeditions() -> None:
    st = with_exp(blank(3), 0, "X01", "X02")
    with_exp(st, 1, "X11")
    st.expeditions = ["X01", "X02", "X11", "X03", "X04", "X05"]
    assert S.expedition_score(st, 0, "X01") == 4


def test_tanger_any_disc_option() -> None:
    st = with_exp(blank(3, tanger_any_disc=True), 0, "X01", "X02")
    with_exp(st, 1, "X11")
    st.expeditions = ["X01", "X02", "X11", "X03", "X04", "X05"]
    assert S.expedition_score(st, 0, "X01") == 6


def test_madeira_counts_diplomas_with_jokers() -> None:
    st = blank(3)
    for c in ("G04", "P02"):  # d, e + joker
        take_card(st, 0, c)
    st.p[0].monasteries = ["MII-08"]
    assert S.expedition_score(st, 0, "X02") == 3 + 2


@pytest.mark.parametrize(
    "x,tracks,expected",
    [("X03", {"grey": 7, "orange": 4}, 5), ("X04", {"purple": 3, "green": 3}, 3)],
)
def test_trackpair(x: str, tracks: dict, expected: int) -> None:
    st = blank(3)
    st.p[0].tracks.update(tracks)
    assert S.expedition_score(st, 0, x) == expected


def test_ceuta_barbados_brasil() -> None:
    st = blank(3)
    st.p[0].monasteries = ["MI-01", "MI-02", "MII-01"]
    assert S.expedition_score(st, 0, "X05") == 14 - 3
    assert S.expedition_score(st, 0, "X08") == 3
    assert S.expedition_score(st, 0, "X09") == 4


def test_calicut() -> None:
    st = blank(3)
    st.order = [0, 1, 2]
    st.p[0].coins, st.p[0].guards = 8, 5
    st.p[0].favours = ["F2"]
    assert S.expedition_score(st, 0, "X06") == (8 + 5 + 2 + D.FLAGS[0].crowns) // 2


def test_mascat_lowest_track_twice() -> None:
    st = blank(3)
    st.p[0].tracks = {"grey": 9, "orange": 4, "purple": 6, "green": 4}
    assert S.expedition_score(st, 0, "X07") == 8


@pytest.mark.parametrize("n,vp", [(9, 0), (10, 0), (11, 3), (12, 6)])
def test_acores_example(n: int, vp: int) -> None:
    """Seed: 11 cards -> 3 VP, 12 -> 6."""
    st = blank(3)
    for c in list(D.CITIZENS)[:n]:
        take_card(st, 0, c)
    assert S.expedition_score(st, 0, "X10") == vp


def test_goa_flat() -> None:
    assert S.expedition_score(blank(3), 0, "X11") == 9


@pytest.mark.parametrize(
    "x,prof", [("X12", "council"), ("X13", "merchant"), ("X14", "clergy"), ("X15", "scholar")]
)
def test_profession_expeditions(x: str, prof: str) -> None:
    st = blank(3)
    for c in [c.id for c in D.CITIZENS.values() if c.profession == prof][:3]:
        take_card(st, 0, c)
    take_card(st, 0, "G01" if prof != "scholar" else "K01")
    assert S.expedition_score(st, 0, x) == 6


# -- tracks -----------------------------------------------------------------------------


def set_track(st: CoimbraState, track: str, *spots: tuple[int, int]) -> None:
    for seat, (pos, seq) in enumerate(spots):
        st.p[seat].tracks[track] = pos
        st.p[seat].seq[track] = seq


def test_four_players_three_places() -> None:
    st = blank(4)
    set_track(st, "grey", (5, 1), (9, 2), (5, 3), (2, 4))
    tile = D.SCORING_TILES[st.scoring["grey"]].large
    assert [S.track_place_vp(st, s, "grey") for s in range(4)] == [tile[1], tile[0], tile[2], 0]


def test_three_players_no_third_place() -> None:
    st = blank(3)
    set_track(st, "green", (3, 1), (2, 2), (1, 3))
    tile = D.SCORING_TILES[st.scoring["green"]].small
    assert [S.track_place_vp(st, s, "green") for s in range(3)] == [tile[0], tile[1], 0]


def test_space_zero_never_scores() -> None:
    st = blank(3)
    set_track(st, "green", (3, 1), (0, 0), (0, 0))
    assert S.track_place_vp(st, 1, "green") == 0 and S.track_place_vp(st, 2, "green") == 0


@pytest.mark.parametrize(
    "first,second,inclusive,pays",
    [(10, 6, False, True), (10, 5, False, False), (10, 7, True, True), (10, 6, True, False)],
)
def test_two_player_gap_rule(first: int, second: int, inclusive: bool, pays: bool) -> None:
    """R-10.2 / A-2: 2nd place only if at most 3 spaces lie between (literal: difference <= 4)."""
    st = blank(2, two_player_gap_inclusive=inclusive)
    set_track(st, "orange", (first, 1), (second, 2))
    tile = D.SCORING_TILES[st.scoring["orange"]].small
    assert S.track_place_vp(st, 1, "orange") == (tile[1] if pays else 0)


def test_same_space_earlier_disc_ranks_ahead() -> None:
    st = blank(3)
    set_track(st, "purple", (6, 5), (6, 2), (1, 1))
    assert S.track_ranking(st, "purple") == [1, 0, 2]


# -- diplomas ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "counts,jokers,vp",
    [
        ((1, 1, 1, 1, 1), 0, 12),
        ((1, 1, 1, 1, 0), 0, 8),
        ((1, 1, 1, 0, 0), 0, 4),
        ((1, 1, 0, 0, 0), 0, 2),
        ((1, 0, 0, 0, 0), 0, 1),
        ((2, 0, 0, 0, 0), 0, 2),
        ((0, 0, 0, 0, 0), 1, 1),
        ((1, 1, 1, 1, 0), 1, 12),
        ((2, 2, 0, 0, 0), 2, 8 + 2),
        ((2, 1, 1, 1, 1), 1, 12 + 2),
        ((1, 1, 1, 0, 0), 2, 12),
        ((3, 0, 0, 0, 0), 3, 8 + 1 + 1),
        ((2, 2, 2, 2, 2), 0, 24),
    ],
)
def test_diploma_sets_best_split(counts: tuple, jokers: int, vp: int) -> None:
    """R-10.3: 5 -> 12, 4 -> 8, 3 -> 4, 2 -> 2, single -> 1; jokers placed for the maximum."""
    assert S.best_diploma_score(tuple(sorted(counts, reverse=True)), jokers) == vp


def test_final_conversion_and_breakdown() -> None:
    st = blank(3)
    st.order = [0, 1, 2]
    st.p[0].coins, st.p[0].guards, st.p[0].vp = 9, 4, 20
    st.p[0].crown_tiles = ["council"]
    bd = S.breakdown(st, 0)
    assert bd["resources"] == (9 + 4 + 1 + 0) // 2
    assert bd["play"] == 20
    assert set(bd) == set(S.CATEGORIES)


def test_tie_break_earlier_in_turn_order_wins() -> None:
    """R-10.6."""
    st = blank(3)
    st.phase = "end"
    st.pending = []
    st.order = [2, 1, 0]
    for pl in st.p:
        pl.coins = pl.guards = 0
    for s in range(3):
        st.p[s].vp = 10 - S.breakdown(st, s)["resources"]
    res = GAME.result(st)
    assert res.totals[0] == res.totals[1] == res.totals[2]
    assert res.ranking == (2, 1, 0) and res.winners == (2,)
    assert "earlier in turn order" in en(res.tiebreak)
