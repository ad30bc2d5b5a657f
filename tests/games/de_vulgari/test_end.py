"""Rounds, papal events, the final election and scoring (spec §6.1, §12-§15)."""

from __future__ import annotations

import pytest

from games.de_vulgari import GAME
from games.de_vulgari.effects import set_position
from games.de_vulgari.rules import settle
from games.de_vulgari.scoring import breakdown, has_five_colours, manuscript_vp
from games.de_vulgari.state import Turn

from .builders import en, ids, knowledge, play, started, turn_of


def _next_round(st):
    """End the current round: every remaining turn ends at once."""
    st.phase = "action"
    st.pending = []
    st.turn = Turn(seat=st.order[-1])
    from games.de_vulgari.succession import end_round

    end_round(st, [])
    settle(st, [])
    return st


def _finish_turns(st):
    while st.phase == "action":
        s = st.turn.seat
        st, _ = GAME.apply(st, s, "end")
    return st


@pytest.mark.parametrize(
    "papal,last",
    [
        (["P1", "P2", "P3", "P4", "P5"], 13),
        (["P3", "P1", "P4", "P2", "P5"], 15),
        (["P3", "P4", "P5", "P1", "P2"], 16),
    ],
)
def test_second_red_papal_tile_makes_the_last_round(papal, last) -> None:
    st = started(3, 1)
    st.papal = papal
    st.round = 11
    st = _next_round(st)
    while not st.last_round:
        assert st.round < last
        st = _next_round(st)
    assert st.round == last
    assert all(p.location == "roma" for p in st.player)
    st = _finish_turns(st)
    assert st.phase in ("election", "over")


def test_no_alms_from_round_twelve() -> None:
    st = started(2, 1)
    st.player[1].status, st.player[1].friar = "friar", "mario"
    st.round = 11
    st.papal = ["P3", "P4", "P5", "P1", "P2"]
    st = _next_round(st)
    assert st.round == 12 and st.player[1].ducats == 10


def test_leftover_cubes_recycled_from_the_new_round_space() -> None:
    """Round 3, 4 players (both rulebooks): leftovers 2 yellow + 1 green;
    spaces 3-7 full, 8 holds 4."""
    st = started(4, 1)
    st.round = 2
    for sp in st.spaces:
        for c in sp:
            sp[c] = 0
    for i in range(2, 7):
        st.spaces[i]["red"] = 6
    st.spaces[7]["black"] = 4
    st.supply = {"red": 0, "black": 0, "yellow": 2, "green": 1}
    st = _next_round(st)
    assert st.round == 3
    assert st.spaces[7]["yellow"] == 2 and st.spaces[8]["green"] == 1
    assert st.supply == {"red": 6, "black": 0, "yellow": 0, "green": 0}


def _end_state(players=3):
    st = started(players, 1)
    st.phase = "election"
    st.pending = []
    st.turn = Turn(seat=-1)
    return st


def test_election_pope_goes_to_the_more_knowledgeable_other_becomes_camerlengo() -> None:
    st = _end_state(3)
    for s in (0, 1):
        st.player[s].status, st.player[s].cardinal = "cardinal", "lanzuisi" if s == 0 else "zazza"
        st.player[s].red = 6
    knowledge(st, 0, 30)
    knowledge(st, 1, 40)
    st.player[2].black = 4  # merchant: Banker needs 7 -> pays 4 black (8)
    assert GAME.decision(st).seats == (0, 1, 2)
    assert ids(st, 0) == ["elect:none", "elect:camerlengo", "elect:pope"]
    st, _ = play(st, 0, "elect:pope")
    assert ids(st, 0) == [] and GAME.decision(st).seats == (1, 2)
    pub = GAME.view(st, None)
    assert "pope" not in str([p.get("declared") for p in pub["players"]])
    st, _ = play(st, 2, "elect:banker")
    st, ev = play(st, 1, "elect:pope")
    assert st.phase == "over"
    p0, p1, p2 = st.player
    assert (p0.election, p1.election, p2.election) == ("camerlengo", "pope", "banker")
    assert p0.red == 2 and p1.red == 0 and p2.black == 0  # 11 -> 4 red (12), 17 -> 6 red (18)
    res = GAME.result(st)
    assert (
        res.breakdown[0]["status"] == 14 and res.breakdown[0]["tiles"] == 6
    )  # Lanzuisi for a Camerlengo
    assert res.breakdown[1]["status"] == 22 and res.breakdown[1]["tiles"] == 0
    assert res.breakdown[2]["status"] == 6


def test_players_without_votes_are_asked_too_so_nothing_leaks() -> None:
    """D-11: skipping a player who cannot reach a threshold would reveal his screen."""
    st = _end_state(3)
    st.player[0].black = 4
    settle(st, [])
    assert GAME.decision(st).seats == (0, 1, 2)
    for seat in (1, 2):
        assert [c.id for c in GAME.legal_choices(st, seat)] == ["elect:none"]
    for seat in (0, 1, 2):
        assert st.phase == "election"
        st, _ = play(st, seat, "elect:none")
    assert st.phase == "over"


@pytest.mark.parametrize(
    "status,tile,votes,option",
    [
        ("merchant", None, 6, None),
        ("merchant", None, 7, "elect:banker"),
        ("friar", "michael", 9, "elect:monk"),
        ("friar", "mario", 9, None),
        ("cardinal", "balesteri", 8, "elect:camerlengo"),
        ("cardinal", "lanzuisi", 16, "elect:camerlengo"),
    ],
)
def test_election_thresholds_with_virtual_cubes(status, tile, votes, option) -> None:
    st = _end_state(2)
    p = st.player[0]
    p.status = status
    if status == "friar":
        p.friar = tile
    if status == "cardinal":
        p.cardinal = tile
    p.yellow = votes
    choices = [c for c in ids(st, 0) if c != "elect:none"]
    assert choices == ([option] if option else [])


def _scored(st):
    st.phase = "over"
    return GAME.result(st)


def test_remaining_cubes_three_vp_tie_by_knowledge_and_nobody_at_zero() -> None:
    st = _end_state(3)
    st.player[0].red = 1
    st.player[1].black, st.player[1].yellow = 1, 1
    knowledge(st, 1, 5)
    res = _scored(st)
    assert [res.breakdown[s]["cubes"] for s in range(3)] == [0, 3, 0]
    st = _end_state(3)
    res = _scored(st)
    assert all(res.breakdown[s]["cubes"] == 0 for s in range(3))  # I-24


def test_richest_seven_for_merchant_or_banker_three_for_religious() -> None:
    st = _end_state(3)
    st.player[0].ducats = 50
    st.player[0].election = "banker"
    assert _scored(st).breakdown[0]["richest"] == 7
    st = _end_state(3)
    st.player[1].ducats, st.player[1].status, st.player[1].friar = 50, "friar", "mario"
    assert _scored(st).breakdown[1]["richest"] == 3
    st = _end_state(3)
    st.player[0].ducats = st.player[2].ducats = 30
    knowledge(st, 0, 3)
    assert [_scored(st).breakdown[s]["richest"] for s in range(3)] == [7, 0, 0]


@pytest.mark.parametrize("pos,vp", [(3, 0), (4, 4), (5, 5), (6, 6)])
def test_verona_leader_only(pos, vp) -> None:
    st = _end_state(3)
    set_position(st, "verona", 2, pos)
    set_position(st, "verona", 1, pos)  # arrived later: on top, behind
    res = _scored(st)
    assert res.breakdown[2]["verona"] == vp and res.breakdown[1]["verona"] == 0


def test_canticle_nine_and_four_start_space_scores_nothing() -> None:
    st = _end_state(3)
    set_position(st, "canticle", 1, 3)
    set_position(st, "canticle", 2, 3)
    res = _scored(st)
    assert [res.breakdown[s]["canticle"] for s in range(3)] == [0, 9, 4]
    st = _end_state(3)
    set_position(st, "canticle", 0, 1)
    res = _scored(st)
    assert [res.breakdown[s]["canticle"] for s in range(3)] == [9, 0, 0]  # I-25


def test_manuscripts_and_five_colour_bonus_with_a_two_colour_tile() -> None:
    """DE example: blue/violet IV counted as blue completes the set."""
    ms = ["m1-Y1", "m2-V1", "m1-G1", "m3-O1", "m4-BV"]
    assert has_five_colours(ms)
    assert manuscript_vp(ms) == 1 + 2 + 1 + 3 + 4 + 5
    assert not has_five_colours(["m1-Y1", "m2-V1", "m1-G1", "m3-O1", "m4-YV"])
    assert not has_five_colours(["m4-BY", "m4-VG", "m4-GO", "m4-YV"])  # 4 tiles, 4 colours at most
    assert has_five_colours(["m4-BY", "m4-VG", "m4-GO", "m4-YV", "m4-BO"])
    assert manuscript_vp(["lingua_volgare", "m1-B1"]) == 9


def test_tile_vp_ralph_gigi_shlasinger_and_library_and_secretaries() -> None:
    st = _end_state(4)
    st.player[0].status, st.player[0].friar = "friar", "ralph"
    st.player[1].status, st.player[1].friar = "friar", "gigi"
    st.player[2].status, st.player[2].cardinal = "cardinal", "shlasinger"
    st.player[3].library_tile, st.player[3].green_behind = "L7", 3
    res = _scored(st)
    assert [res.breakdown[s]["tiles"] for s in range(4)] == [4, -4, 4, 0]
    assert res.breakdown[3]["library"] == 4 and res.breakdown[3]["secretaries"] == 3


def test_tie_break_by_knowledge() -> None:
    st = _end_state(2)
    st.player[0].green_behind = st.player[1].green_behind = 2
    st.player[0].ducats = st.player[1].ducats = 0
    knowledge(st, 1, 0)  # seat 1 arrives later on the same space: on top, behind
    base = breakdown(st)
    assert base["0"]["richest"] == base["1"]["richest"] == 0  # D-1: no money, no richest
    assert sum(base["0"].values()) == sum(base["1"].values())
    res = _scored(st)
    assert res.winners == (0,) and res.ranking == (0, 1) and "knowledge" in en(res.tiebreak)


def test_view_hides_screens() -> None:
    st = turn_of(started(3, 1), 0, "torino")
    st.player[1].red, st.player[1].manuscripts = 2, ["m1-B1"]
    pub = GAME.view(st, None)
    assert all("screen" not in p for p in pub["players"])
    own = GAME.view(st, 1)
    assert own["players"][1]["screen"]["red"] == 2 and "screen" not in own["players"][0]
    assert isinstance(pub["status"], str) and len(pub["scores"]) == 3


def test_own_view_shows_library_tiles_in_hand_public_does_not() -> None:
    st = turn_of(started(3, 1), 0, "torino", round=12)
    set_position(st, "library", 0, 2)
    st.library_pile = ["L8", "L1", "L2", "L3", "L4", "L5", "L6", "L7"]
    st, _ = play(st, 0, "library")
    own = GAME.view(st, 0)["players"][0]["private"]
    assert own["library_in_hand"] == [{"id": "L8", "vp": 4}]
    assert "L8" not in str(GAME.view(st, None)) and "L8" not in str(GAME.view(st, 1))
