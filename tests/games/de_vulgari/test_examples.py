"""The rulebooks' worked examples not covered elsewhere (spec Review log)."""

from __future__ import annotations

from games.de_vulgari import GAME
from games.de_vulgari.effects import set_position
from games.de_vulgari.rules import settle
from games.de_vulgari.state import Turn
from games.de_vulgari.succession import end_round

from .builders import ids, knowledge, play, rest_stay, started, turn_of


def _seed_with_first_event(first: int) -> int:
    return next(s for s in range(500) if GAME.setup(3, s).round_events[0] == first)


def test_setup_example_tile_four_then_one_on_space_seven() -> None:
    """DE: tile 4 (Commercium) on space 1 -> 5 on 2, 6 on 3 ...; IT: in round 7 comes no. 1."""
    st = GAME.setup(3, _seed_with_first_event(4))
    assert st.round_events == [4, 5, 6, 7, 8, 9, 1, 2, 3, 10]


def _advance_to(st, round_):
    while st.round < round_:
        st.phase = "action"
        st.pending = []
        st.turn = Turn(seat=st.order[-1])
        end_round(st, [])
        settle(st, [])
    return st


def test_artes_dictandi_beside_roma_in_round_three() -> None:
    """Event-phase example: spaces hold 6,7,8,...; in round 3 event no. 8 goes beside Roma."""
    seed = _seed_with_first_event(6)
    st = GAME.setup(3, seed)
    while st.phase == "start":
        seat = GAME.decision(st).seats[0]
        st, _ = GAME.apply(st, seat, ids(st, seat)[0])
    st = _advance_to(st, 3)
    assert st.event_boxes["roma"] == 8


def test_stupor_mundi_laid_beside_brindisi_in_round_ten() -> None:
    st = _advance_to(started(3, 1), 10)
    assert st.event_boxes["brindisi"] == 10
    st = _advance_to(st, 11)
    assert st.event_boxes["brindisi"] == 10  # stays until used (I-27)


def test_papal_library_one_action_reaches_label_two() -> None:
    """From position 3 one action reaches the label 2: two tiles are drawn."""
    st = turn_of(started(3, 1), 0, "torino", round=12)
    set_position(st, "library", 0, 3)
    st.library_pile = ["L1", "L4", "L7", "L2", "L3", "L5", "L6", "L8"]
    st, _ = play(st, 0, "track:library", "n:1", "library")
    assert st.pending[-1].tiles == ["L1", "L4"]  # IT: a 2 VP and a 3 VP tile
    st, _ = play(st, 0, "keep:L4")
    assert st.player[0].library_tile == "L4" and st.library_pile[:2] == ["L1", "L7"]
    assert st.turn.actions == 4  # the draw is free


def test_lanzuisi_camerlengo_six_pope_zero() -> None:
    for want, tile_vp, status_vp in (("elect:camerlengo", 6, 14), ("elect:pope", 0, 22)):
        st = started(2, 1)
        st.phase, st.pending, st.turn = "election", [], Turn(seat=-1)
        p = st.player[0]
        p.status, p.cardinal, p.red = "cardinal", "lanzuisi", 6
        st, _ = play(st, 0, want)
        res = GAME.result(rest_stay(st))
        assert (res.breakdown[0]["tiles"], res.breakdown[0]["status"]) == (tile_vp, status_vp)


def test_gubbio_is_the_first_franciscan_city_in_round_two() -> None:
    """IT: round 2, Red in the first active Franciscan city spends 2 actions + 2 yellow."""
    st = started(5, 1)
    holder = next(z for z, t in st.canticle.items() if t == "C1")
    st.canticle[holder], st.canticle["gubbio"] = st.canticle["gubbio"], "C1"
    st = turn_of(st, 0, "gubbio", round=2)
    st.player[0].yellow = 2
    st, _ = play(st, 0, "track:canticle", "n:2")
    assert st.track["canticle"][0] == 2 and st.turn.actions == 3


def test_michael_virtual_yellow_in_the_final_count() -> None:
    st = started(2, 1)
    st.phase, st.pending, st.turn = "over", [], Turn(seat=-1)
    st.player[0].status, st.player[0].friar = "friar", "michael"
    knowledge(st, 1, 5)
    assert GAME.result(st).breakdown[0]["cubes"] == 3


def test_stupor_called_by_the_last_player_of_the_last_round_leads_to_the_election() -> None:
    st = turn_of(started(2, 1), 0, "brindisi", round=16)
    st.order = [1, 0]
    st.last_round = True
    st.event_boxes["brindisi"] = 10
    st.player[0].red = 3
    st.player[1].location = "roma"
    st, _ = play(st, 0, "end:stupor")
    st, _ = play(st, 1, "refuse")
    assert st.track["knowledge"][0] == 10
    assert st.phase in ("election", "over")


def test_pawn_at_sea_goes_to_roma_when_the_pope_dies() -> None:
    st = started(2, 1)
    st.player[0].location, st.player[0].sailed_from = "sea:adriatic", "venezia"
    st.papal = ["P1", "P2", "P3", "P4", "P5"]
    st = _advance_to(st, 13)
    assert st.last_round and st.player[0].location == "roma" and st.player[0].sailed_from is None


def test_lingua_volgare_only_once_and_rows_refilled_next_round() -> None:
    st = turn_of(started(3, 1), 0, "torino")
    st.lingua_in_play = True
    knowledge(st, 0, 70)
    knowledge(st, 1, 70)
    st, _ = play(st, 0, "ms:lingua_volgare")
    assert st.lingua_taken and st.player[0].manuscripts == ["lingua_volgare"]
    st = turn_of(st, 1, "torino")
    assert "ms:lingua_volgare" not in ids(st, 1)
    st = turn_of(st, 0, "genova", round=1)
    st.rows["1"] = ["m1-B1", "m1-B2"]
    st.decks["1"] = [m for m in st.decks["1"] if m not in ("m1-B1", "m1-B2")]
    st, _ = play(st, 0, "ms:m1-B1")
    assert st.rows["1"] == ["m1-B2"]  # not replaced during the round
    st = _advance_to(st, 2)
    assert len(st.rows["1"]) == 2 and "m1-B2" in st.rows["1"]


def test_muret_tracks_still_at_most_five() -> None:
    st = turn_of(started(3, 1), 0, "torino", actions=6)
    st.player[0].status, st.player[0].cardinal = "cardinal", "muret"
    st, _ = play(st, 0, "track:rest")
    assert ids(st, 0)[-2:] == ["n:5", "back"]
