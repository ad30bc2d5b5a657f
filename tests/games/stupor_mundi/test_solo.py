"""R-14 solo mode: Frederick's automated turns from a fixed solo deck order."""

from __future__ import annotations

from games.stupor_mundi import GAME
from tests.games.stupor_mundi.builders import at_turn, give_hand, ids, new, run, setpal, top


def solo(*deck):
    st = new(1, seed=5)
    st.solo.deck = list(deck) + [c for c in st.solo.deck if c not in deck]
    st.active = ["E03", "E01", "E02"]  # TTL, GGA, WWK
    st.nexts = ["E04", "E05", "E06"]
    st.edict_pile = ["E07", "E08"]
    return st


def play_turn(st):
    """The player plays a gain card face up (no questions)."""
    at_turn(st, 0)
    give_hand(st, 0, "H-AUG3")
    slot = next(i + 1 for i, c in enumerate(st.pl[0].slots) if c is None)
    st, ev = run(st, 0, "play:H-AUG3", f"up:{slot}")
    return st, ev


def test_frederick_turn_follows_each_player_turn():
    st = solo("S12")  # STAY, EDICT_I
    setpal(st, towers=4)
    st, ev = play_turn(st)
    assert st.solo.turns == 1 and st.solo.discard == ["S12"]
    # TTL only positively: 4 towers + 2 -> 5 (one ignored), court +1
    assert st.palace.towers == 5 and st.palace.court == 3
    assert st.active[0] == "E04" and st.nexts[0] == "E07"  # same position, refilled
    assert st.solo.removed_edicts == ["E03"]
    assert any(e.undo_barrier for e in ev)
    assert top(st) == "turn" and GAME.decision(st).seats == (0,)


def test_frederick_edict_cycles_to_the_next_present_space():
    st = solo("S13")  # EDICT_II
    st.active = ["E03", None, "E02"]
    st.nexts = [None, None, "E06"]
    st, _ = play_turn(st)
    assert st.solo.removed_edicts == ["E02"]  # II empty -> III
    assert st.active == ["E03", None, "E06"]


def test_frederick_treasury_adds_positive_only():
    st = solo("S16")  # MOVE x2, EDICT_I
    st.active[0] = "E01"  # GGA
    setpal(st, grain=4, treasury=15)
    st, _ = play_turn(st)
    assert st.palace.grain == 5 and st.palace.treasury == 15  # capped; A-26
    assert st.solo.ship == 2


def test_frederick_removes_card_and_face_up_ally_at_his_city():
    st = solo("S05")  # MOVE, REMOVE_CARD + REMOVE_ALLY at Acre
    card = st.card_places[1].card
    below, upper = st.ally_places[1].stack
    st, _ = play_turn(st)
    assert st.solo.ship == 1 and st.card_places[1].card is None and card in st.out
    assert st.ally_places[1].stack == [below] and not st.ally_places[1].up
    assert st.solo.removed_allies == [upper]


def test_to_player_moves_to_the_players_city():
    st = solo("S07")
    st.pl[0].ship = 3
    st, _ = play_turn(st)
    assert st.solo.ship == 3 and st.card_places[3].card is None


def test_second_crown_reshuffles_all_sixteen():
    st = solo("S09", "S14")
    st, _ = play_turn(st)
    assert st.solo.crowns == 1
    st, _ = play_turn(st)
    assert st.solo.crowns == 0 and len(st.solo.deck) == 16 and st.solo.discard == []


def test_at_most_five_frederick_turns_then_end_after_sixth_player_turn():
    st = solo("S10", "S11", "S10", "S11", "S10", "S11")
    st.pl[0].slot6 = True
    for k in range(5):
        st, _ = play_turn(st)
        assert st.solo.turns == k + 1
    st, _ = play_turn(st)  # 6th card in slot 6: straight to the end phase
    assert st.phase == "end" and top(st) == "ep_discard"
    assert st.solo.turns == 5 and len(st.solo.discard) == 5


def test_solo_player_may_not_pass_with_a_playable_card():
    st = solo()
    at_turn(st, 0)
    assert "pass" not in ids(st)
    st.pl[0].hand = []
    assert "pass" in ids(st)


def test_solo_pass_ends_the_action_phase():
    st = solo()
    at_turn(st, 0)
    st.pl[0].hand = []
    st, _ = run(st, 0, "pass")
    assert st.solo.turns == 0 and st.solo.discard == []
    assert st.round == 2 or st.phase == "end"


def test_solo_result_title():
    st = new(1, seed=5)
    from tests.games.stupor_mundi.test_scoring import finish_round

    at_turn(st, 0)
    st.end_flags = ["c"]
    st.pl[0].hand = []
    st.pl[0].vp = 31
    st.pl[0].vp_by = {"cards": 31}
    st = finish_round(st)
    res = GAME.result(st)
    assert res.extra["title"] == "Knight" and res.breakdown[0]["majority"] == 4


def test_flag_a26_off_frederick_ignores_treasury():
    st = new(1, seed=5, solo_treasury=False)
    st.solo.deck = ["S12"] + [c for c in st.solo.deck if c != "S12"]
    st.active = ["E01", "E02", "E03"]  # GGA
    st, _ = play_turn(st)
    assert st.palace.grain == 3 and st.palace.treasury == 6


def test_flag_a7_removes_a_face_down_top_ally():
    st = new(1, seed=5, solo_remove_face_down_ally=True)
    st.solo.deck = ["S02", "S11"] + [c for c in st.solo.deck if c not in ("S02", "S11")]
    st, _ = play_turn(st)  # MOVE + REMOVE_ALLY at Acre: the face-up tile
    assert len(st.ally_places[1].stack) == 1 and not st.ally_places[1].up
    st, _ = play_turn(st)  # STAY + REMOVE_ALLY: with the flag the face-down one goes too
    assert st.ally_places[1].stack == [] and len(st.solo.removed_allies) == 2


def test_flag_a11_majority_against_frederick():
    from tests.games.stupor_mundi.test_scoring import finish_round

    st = new(1, seed=5, solo_majority_vs_frederick=True)
    at_turn(st, 0)
    st.end_flags = ["c"]
    st.pl[0].hand = []
    st = finish_round(st)
    assert GAME.result(st).breakdown[0]["majority"] == 0  # 2 structures < Frederick's 5
