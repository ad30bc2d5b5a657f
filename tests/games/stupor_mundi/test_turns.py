"""R-6 turns: travel, playing face up/down, slots, passing; R-13 storage, deck, payments."""

from __future__ import annotations

import pytest

from games.contract import IllegalChoice
from games.stupor_mundi import GAME
from games.stupor_mundi import data as D
from tests.games.stupor_mundi.builders import (
    at_turn,
    decider,
    en,
    facedown,
    give_hand,
    ids,
    labels,
    new,
    play_up,
    run,
    setp,
    top,
)


def base(**pre):
    st = new(2, 1)
    setp(st, 0, aug=10, grain=0, stone=0, vp=0, ship=0)
    setp(st, 0, **pre)
    return at_turn(st, 0)


@pytest.mark.parametrize("d,cost", [(1, 0), (2, 1), (3, 2), (4, 3)])
def test_travel_first_city_free_then_one_aug_each(d, cost):
    st = base()
    st, _ = run(st, 0, f"travel:{d}")
    assert st.pl[0].ship == d and st.pl[0].aug == 10 - cost
    assert not any(c.startswith("travel:") for c in ids(st))  # once per turn


def test_travel_only_if_affordable():
    st = base(aug=1)
    assert "travel:3" not in ids(st) and "travel:2" in ids(st)


def test_travel_then_pass():
    st = base()
    st, _ = run(st, 0, "travel:1", "pass")
    assert st.pl[0].passed and decider(st) == 1


@pytest.mark.parametrize("slot", [2, 3, 4, 5])
def test_face_down_options_per_slot(slot):
    st = base()
    give_hand(st, 0, "H-GRAIN")
    st, _ = run(st, 0, "play:H-GRAIN", f"down:{slot}")
    assert top(st) == "fd"
    assert ids(st) == [f"act:{a}" for a in D.SLOT_ACTIONS[slot]] + ["skip"]


def test_face_down_in_slot_one_goes_straight_to_promote():
    st = base()
    give_hand(st, 0, "H-GRAIN")
    st, _ = run(st, 0, "play:H-GRAIN", "down:1")
    assert top(st) == "promote" and ids(st) == ["move:0_A", "move:0_B", "move:0_C", "skip"]


def test_slot_table_matches_spec():
    assert D.SLOT_ACTIONS == {
        1: ("promote",),
        2: ("promote", "market"),
        3: ("market", "build"),
        4: ("build", "recruit"),
        5: ("recruit", "buy"),
        6: ("buy",),
    }


def test_must_pass_without_free_slot():
    st = base()
    st.pl[0].slots = ["A1", "A2", "A3", "A4", "A5", None]
    assert ids(st)[-1] == "pass" and not any(c.startswith("play:") for c in ids(st))


def test_passed_player_is_skipped_until_all_pass():
    st = new(3, seed=1)
    at_turn(st, 0)
    st, _ = run(st, 0, "pass")
    assert decider(st) == 1
    st, _ = run(st, 1, "pass")
    assert decider(st) == 2
    st, _ = run(
        st,
        2,
        "play:"
        + ids(st, 2)[ids(st, 2).index(next(c for c in ids(st, 2) if c.startswith("play:")))][5:],
        "up:1",
    )
    while decider(st) == 2 and top(st) != "turn":
        st, _ = run(st, 2, ids(st, 2)[0])
    assert decider(st) == 2 and top(st) == "turn"  # the only active player goes again


def test_illegal_choice_is_refused_without_change():
    st = base()
    before = GAME.dump(st)
    with pytest.raises(IllegalChoice):
        GAME.apply(st, 0, "travel:5")
    with pytest.raises(IllegalChoice):
        GAME.apply(st, 1, "pass")
    assert GAME.dump(st) == before


def test_storage_overflow_player_chooses_what_to_keep():
    st = base(grain=2, stone=1)  # storage 3, full
    st, _ = play_up(st, 0, "B16")  # +1 grain +1 stone -> 5 of 3
    assert top(st) == "overflow" and ids(st) == ["drop:grain", "drop:stone"]
    st, _ = run(st, 0, "drop:stone", "drop:stone")
    assert (st.pl[0].grain, st.pl[0].stone) == (3, 0) and decider(st) == 1


def test_overflow_with_one_kind_is_automatic():
    st = base(grain=3)
    st, _ = play_up(st, 0, "A1")
    assert st.pl[0].grain == 3 and decider(st) == 1


def test_buy_with_card_cost_removes_a_card_from_hand_or_discard():
    st = base()
    st.card_places[0].card = "A7"  # cost: 1 action card
    st.pl[0].discard = ["H-STONE~1"]
    st.pl[0].draw = [c for c in st.pl[0].draw if c != "H-STONE~1"]
    st.pl[0].hand = [c for c in st.pl[0].hand if c != "H-STONE~1"]
    st, _ = facedown(st, 0, 5, "act:buy", "buy:ROMA.a")
    assert "remove:discard.H-STONE" in ids(st)
    assert not any(c.endswith(".H-GRAIN") and "discard" in c for c in ids(st))
    st, _ = run(st, 0, "remove:discard.H-STONE", "use")
    assert st.pl[0].removed == ["H-STONE~1"] and "A7" in st.pl[0].hand
    assert st.pl[0].aug == 16  # A7 used at once: +6 aug


def test_buy_needs_ship_city():
    st = base()
    st.card_places[0].card = "A1"
    st.pl[0].ship = 1
    st, _ = facedown(st, 0, 5, "act:buy")
    assert not any(c == "buy:ROMA.a" for c in ids(st))


def test_empty_draw_pile_reshuffles_discard():
    st = base()
    p = st.pl[0]
    p.discard = p.draw
    p.draw = []
    st, ev = play_up(st, 0, "H-DRAW4")
    assert len(st.pl[0].hand) == 5 + 4 and any(e.undo_barrier for e in ev)


def test_labels_state_gain_and_cost():
    st = base(stone=1, grain=1)
    st, _ = facedown(st, 0, 4, "act:build", "piece:T-2")
    assert labels(st) == {"space:T2": "Build tower on castle space T2 for 1 stone, 1 grain"}


def test_private_event_for_face_down_card():
    st = base()
    give_hand(st, 0, "H-GRAIN")
    st, ev = run(st, 0, "play:H-GRAIN", "down:1")
    assert any(e.visible_to == (0,) and "Harvest" in en(e.text) for e in ev)
    assert all("Harvest" not in en(e.text) for e in ev if e.public)
    pub = GAME.view(st, None)["players"][0]["slots"][0]
    assert pub["card"] == "hidden"


def test_discard_is_reshuffled_as_soon_as_the_draw_pile_empties():
    """R-13.5 'sofort': the pile is rebuilt when it empties, not at the next draw, so cards
    played later this round stay out of the new draw pile."""
    st = base()
    st.countryside["A"] = "A"  # CS-A-I: draw 1 card on arrival
    p = st.pl[0]
    p.discard = [c for c in p.draw if c.startswith("H-STONE")]
    p.draw = [c for c in p.draw if not c.startswith("H-STONE")][:1]
    st, _ = play_up(st, 0, "A9", "move:0_A")
    p = st.pl[0]
    assert sorted(p.draw) == ["H-STONE~1", "H-STONE~2"] and p.discard == []


def test_face_down_label_warns_when_an_action_can_do_nothing():
    st = base(grain=0, stone=0, aug=0)
    st.ally_places[0].stack = []
    give_hand(st, 0, "H-GRAIN")
    st, _ = run(st, 0, "play:H-GRAIN", "down:4")
    assert labels(st) == {
        "act:build": "Build (nothing possible now)",
        "act:recruit": "Recruit at Roma (nothing possible now)",
        "skip": "Do nothing (the card stays in its slot)",
    }


def test_random_solo_games_hold_invariants_for_any_seed():
    from hypothesis import given, settings
    from hypothesis import strategies as hs

    from games.simulate import random_playout
    from tests.games.stupor_mundi.invariants import check_invariants

    @settings(max_examples=12, deadline=None)
    @given(hs.integers(min_value=0, max_value=10**9))
    def play(seed):
        done = random_playout(GAME, 1, seed)
        check_invariants(done.state)
        assert done.result is not None and done.result.extra["title"]

    play()
