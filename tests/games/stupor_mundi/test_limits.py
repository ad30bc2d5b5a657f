"""Limits and the corners experts argue about (last card, end trigger, who still plays), and
rulebook examples that had no test yet. Driven only through legal_choices / apply."""

from __future__ import annotations

from games.stupor_mundi import GAME
from tests.games.stupor_mundi.builders import (
    at_turn,
    decider,
    facedown,
    ids,
    labels,
    new,
    play_up,
    run,
    setp,
    top,
)


def finish_round(st):
    """Everyone passes (solo: plays H-AUG3 face up while it must); end-phase questions get
    'done' or their first choice; returns at the next round's first turn or at the game end."""
    start = st.round
    for _ in range(400):
        d = GAME.decision(st)
        if d is None or (st.round > start and top(st) == "turn"):
            return st
        seat = d.seats[0]
        choices = ids(st, seat)
        if top(st) == "turn":
            plays = [c for c in choices if c.startswith("play:")]
            if "pass" in choices:
                st, _ = run(st, seat, "pass")
            else:
                st, _ = run(st, seat, plays[0])
                st, _ = run(st, seat, next(c for c in ids(st, seat) if c.startswith("up:")))
        elif "done" in choices:
            st, _ = run(st, seat, "done")
        else:
            st, _ = run(st, seat, choices[0])
    raise AssertionError("round did not finish")


ROMA, ACRE, ALEX, TUNIS, BARC = range(5)


def test_klaus_promote_example_1_village_benefit_then_city_tile():
    """1. Fachkraft fördern, Beispiel 1: Klaus moves from the 1st to the 2nd village space
    paying 1 grain (B); there (C) every wall or tower he builds gives 3 VP; moving it on in a
    later turn loses that benefit and gives a city bonus tile of his choice (D)."""
    st = new(2, seed=1)
    st.village["A"] = "A"  # A4 = VL-A-II: +3 VP per tower or wall
    st.city_tiles["A"] = ["CB-A", "CB-B"]
    setp(st, 0, aug=0, grain=3, stone=0, specs=["A.3", "0", "0"], vp=0, vp_by={})
    st, _ = facedown(st, 0, 1)  # slot 1: promote
    assert "move:A.3" in ids(st) and "pay 1 grain" in labels(st)["move:A.3"]
    st, _ = run(st, 0, "move:A.3")
    assert st.pl[0].specs[0] == "A.4" and st.pl[0].grain == 2
    # (C): a tower on T2 (1 stone 1 grain) gives 3 VP
    setp(st, 0, stone=1)
    st, _ = facedown(st, 0, 4, "act:build", "piece:T-2", "space:T2")
    assert st.pl[0].vp == 3
    # (D): move on into city A (2 grain): choose one of the tiles there, lose the 3 VP benefit
    setp(st, 0, grain=2, stone=0)
    st, _ = facedown(st, 0, 2, "act:promote", "move:A.4")
    assert set(ids(st)) == {"tile:CB-A", "tile:CB-B"}
    st, _ = run(st, 0, "tile:CB-A", "res:g1s2")
    assert st.city_tiles["A"] == ["CB-B"]
    assert (
        st.pl[0].specs[0] == "A.5"
        and "VL-A-II" not in GAME.view(st, 0)["players"][0]["workplace_benefits"]
    )
    setp(st, 0, stone=2, grain=1)
    st, _ = facedown(st, 0, 3, "act:build", "piece:W-4", "space:W12")
    while top(st) != "turn":  # the wall space's edict
        st, _ = run(st, 0, ids(st)[0])
    assert st.pl[0].vp_by.get("workplace", 0) == 3  # only the first tower's 3 VP


def test_jan_recruit_example_one_of_two_allies_in_alexandria():
    """4. Verbündeten anwerben, Beispiel: Jan may take 1 of the 2 allies in Alexandria (4
    players: both places used), pays 3 grain for the loyalist and puts it on a free space."""
    st = new(4, seed=2)
    a, b = (ap for ap in st.ally_places if ap.city == "ALEX")
    a.stack, a.up = ["I-THEO", "L-TENT"], True  # the loyalist on the 3-grain place
    b.stack, b.up = ["I-MAUM", "I-SEVE"], True
    setp(st, 0, grain=3, stone=0, ship=ALEX, allies=[None] * 5)
    st, _ = facedown(st, 0, 4, "act:recruit")
    assert set(ids(st)) == {f"ally:{a.id}", f"ally:{b.id}", "skip"}
    assert "3 grain" in labels(st)[f"ally:{a.id}"]
    st, _ = run(st, 0, f"ally:{a.id}")
    assert st.pl[0].grain == 0 and st.pl[0].allies[0] == "L-TENT"
    assert [ap.stack for ap in st.ally_places if ap.id == a.id] == [["I-THEO"]]


# -- limits ----------------------------------------------------------------------------------


def test_deck_with_exactly_enough_cards_refills_without_ending_the_game():
    """R-11.4 / R-12.1 (c): the end comes only if the deck cannot fill ALL empty places; the
    deck's last card is still dealt."""
    st = new(2, seed=4)
    at_turn(st, st.first)
    st.card_places[0].card = None
    st.card_places[3].card = None
    st.deck = ["B15", "B16"]
    st = finish_round(st)
    assert st.phase == "action" and st.round == 2 and not st.end_flags
    assert (st.card_places[0].card, st.card_places[3].card) == ("B15", "B16") and st.deck == []
    # one place more than cards: (c), the game ends after this round
    st.card_places[1].card = None
    st.card_places[2].card = None
    st.deck = ["B14"]
    st = finish_round(st)
    assert "c" in st.end_flags and st.phase == "over"
    assert st.card_places[1].card == "B14"  # dealt in order before the end


def test_majority_ties_at_every_level():
    """R-12.3: everyone tied for most gets 4 and nobody gets 2; a tie for second all get 2."""
    from games.stupor_mundi.scoring import majority

    assert majority([5, 5, 5], 3) == [4, 4, 4]
    assert majority([6, 5, 5, 5], 4) == [4, 2, 2, 2]
    assert majority([6, 6, 5, 5], 4) == [4, 4, 2, 2]
    assert majority([3, 3], 2) == [4, 4]


def test_gain_exactly_to_capacity_asks_nothing_one_more_asks():
    """R-13.4: storage full only when above capacity (3 at start)."""
    st = new(2, seed=4)
    setp(st, 0, grain=1, stone=1)
    st, _ = play_up(st, 0, "H-GRAIN")
    assert (st.pl[0].grain, st.pl[0].stone) == (2, 1) and top(st) == "turn"
    st, _ = play_up(st, 0, "H-STONE", slot=2)
    assert top(st) == "overflow" and set(ids(st)) == {"drop:grain", "drop:stone"}
    st, _ = run(st, 0, "drop:grain")
    assert (st.pl[0].grain, st.pl[0].stone) == (1, 2) and top(st) == "turn"


def test_zero_augustales_and_empty_card_place():
    """R-13.9 / R-7.5: with 0 aug only the free first city can be sailed to and no aug-priced
    card can be bought; at a city whose card place is empty the buy action offers nothing."""
    st = new(2, seed=4)
    setp(st, 0, aug=0, ship=ROMA)
    at_turn(st, 0)
    assert [c for c in ids(st) if c.startswith("travel")] == ["travel:1"]
    st.card_places[0].card = None  # Roma's only place (side 1/2)
    st, _ = facedown(st, 0, 5)
    assert "nothing possible now" in labels(st)["act:buy"]
    st, _ = run(st, 0, "act:buy")
    assert top(st) == "turn" and st.pl[0].slots[4] is not None


def test_draw_with_empty_draw_and_discard_piles_draws_nothing():
    """R-13.5: if both piles are empty a draw draws nothing (H-DRAW4 with nothing left)."""
    st = new(2, seed=4)
    setp(st, 0, draw=[], discard=[])
    hand = [c for c in st.pl[0].hand if not c.startswith("H-DRAW4")]
    st.pl[0].hand = list(hand)
    st, _ = play_up(st, 0, "H-DRAW4")
    assert st.pl[0].hand == hand and top(st) == "turn"


# -- the last round --------------------------------------------------------------------------


def test_solo_frederick_ends_the_edicts_player_still_finishes_the_round():
    """R-14.4 / R-12.1 (b): Frederick's edict that cannot be replaced triggers the end; you
    keep playing the round (he keeps his turns up to 5) and the game ends after its end phase."""
    st = new(1, seed=3)
    st.active = ["E01", None, None]
    st.nexts = [None, None, None]
    st.edict_pile = []
    st.solo.deck = ["S12", "S10", "S11", "S10", "S11"]  # S12: stay, issue edict I
    st.solo.crowns = 0
    st, _ = play_up(st, 0, "H-AUG3")
    assert "b" in st.end_flags and st.active == [None, None, None]
    assert st.phase == "action" and decider(st) == 0  # the player's next turn comes
    assert st.solo.removed_edicts == ["E01"]
    before_round = st.round
    st = finish_round(st)
    assert st.phase == "over" and st.round == before_round
