"""One test per citizen bonus kind (§12.2, §12.3) with the spec's numbers."""

from __future__ import annotations

import pytest

from games.coimbra import data as D
from games.coimbra import effects as X
from games.coimbra import rules
from games.coimbra import scoring as S
from games.coimbra.state import CoimbraState
from tests.games.coimbra.builders import ask, blank, ids, play, take_card, top


def acquire(st: CoimbraState, seat: int, cid: str) -> CoimbraState:
    """Acquire a card in phase C (influence, bonus, triggers) and run the automatic steps."""
    for pile in (st.deck, st.discard, st.removed):
        if cid in pile:
            pile.remove(cid)
    for row in st.cards.values():
        if cid in row:
            row[row.index(cid)] = None
    X.acquire(st, seat, cid)
    rules.settle(st)
    return st


@pytest.mark.parametrize(
    "cid,coins,guards,vp,steps",
    [
        ("K03", 0, 5, 0, 0),
        ("K12", 0, 0, 4, 0),
        ("M03", 4, 0, 0, 0),
        ("M12", 3, 0, 2, 0),
        ("P02", 0, 0, 0, 3),
        ("P10", 0, 0, 0, 4),
        ("G01", 0, 0, 3, 0),
        ("G12", 0, 0, 5, 0),
    ],
)
def test_i_reward(cid: str, coins: int, guards: int, vp: int, steps: int) -> None:
    st = blank(3)
    st = acquire(st, 0, cid)
    pl = st.p[0]
    assert (pl.coins - 7, pl.guards - 7, pl.vp) == (coins, guards, vp)
    card = D.CITIZENS[cid]
    assert pl.tracks[D.TRACK_OF[card.profession]] == card.influence
    if steps:
        assert top(st).kind == "move" and top(st).n == steps
    else:
        assert top(st).ref == "sentinel"


def test_rewards_are_capped_at_20() -> None:
    st = blank(3)
    st.p[0].guards = 18
    st = acquire(st, 0, "K03")
    assert st.p[0].guards == 20


def test_i_tribute_each_opponent_chooses_in_turn_order() -> None:
    """I-TRIBUTE: 1 guard + 1 coin or 2 VP; you receive what they lose."""
    st = blank(3)
    st.order = [2, 0, 1]
    st = acquire(st, 0, "M08")
    assert top(st).kind == "tribute" and top(st).seat == 2  # turn order: 2 before 1
    assert ids(st, 2) == ["give:goods", "give:vp"]
    st, _ = play(st, 2, "give:vp")
    assert top(st).seat == 1
    st, _ = play(st, 1, "give:goods")
    assert (st.p[1].coins, st.p[1].guards, st.p[2].vp) == (6, 6, -2)
    assert (st.p[0].coins, st.p[0].guards, st.p[0].vp) == (8, 8, 2)


def test_i_tribute_opponent_without_resources_must_give_vp() -> None:
    st = blank(2)
    st.p[1].coins = 0
    st.p[1].vp = 1
    st = acquire(st, 0, "M08")
    assert top(st).ref == "sentinel"
    assert st.p[1].vp == -1 and st.p[0].vp == 2  # VP may go below 0


def test_i_inquisition() -> None:
    """5 VP; each opponent loses 3 VP or discards a clergy card and moves the purple disc back."""
    st = blank(3)
    take_card(st, 1, "P03")  # purple 1
    take_card(st, 1, "P05")  # purple 4
    st.arrivals = 5
    st.p[1].seq["purple"] = 1
    st.p[2].tracks["purple"] = 1
    st.p[2].seq["purple"] = 2
    st = acquire(st, 0, "P07")
    assert st.p[0].vp == 5
    assert top(st).kind == "inquisition" and top(st).seat == 1
    assert ids(st, 1) == ["lose:vp", "discard:P03", "discard:P05"]
    st, _ = play(st, 1, "discard:P05")
    assert st.p[2].vp == -3  # no clergy card: must lose the VP, after seat 1 in turn order
    assert "P05" in st.discard and "P05" not in st.p[1].cards
    assert st.p[1].tracks["purple"] == 1
    # moved back: on top of the stack on space 1, so behind seat 2 who was there first
    assert S.track_ranking(st, "purple").index(2) < S.track_ranking(st, "purple").index(1)


def test_i_salvage_pays_three_of_the_card_resource() -> None:
    st = blank(3)
    st.discard = ["K05", "M02", "S2"]
    st = acquire(st, 0, "P06")
    assert ids(st, 0) == ["salvage:K05", "salvage:M02", "skip"]  # no start card
    st, _ = play(st, 0, "salvage:K05")
    assert st.p[0].guards == 7 - 3 + 4  # K05 = I-EXPGUARD: 4 guards
    assert "K05" in st.p[0].cards and st.p[0].tracks["grey"] == 3
    assert top(st).kind == "equip"


def test_i_salvage_discount_and_trigger_a6() -> None:
    st = blank(3)
    take_card(st, 0, "S2")  # C-GUARD
    take_card(st, 0, "S4")  # C-COUNCIL
    st.discard = ["K12"]
    st = acquire(st, 0, "G06")
    st, _ = play(st, 0, "salvage:K12")
    assert st.p[0].guards == 7 - 2 + 1
    assert st.p[0].vp == 4 + 1
    assert top(st).kind == "move" and top(st).n == 1


def test_i_salvage_start_card_option() -> None:
    st = blank(3, salvage_start_cards=True)
    st.discard = ["S2"]
    st = acquire(st, 0, "G06")
    assert ids(st, 0) == ["salvage:S2", "skip"]


def test_i_counciltax_full_ranking_a3() -> None:
    """I-COUNCILTAX: everyone behind you on the grey track (stack order
    counts) gives 3 r or 3 VP."""
    st = blank(4)
    for s, pos, seq in ((1, 3, 1), (2, 2, 2), (3, 0, 0)):
        st.p[s].tracks["grey"] = pos
        st.p[s].seq["grey"] = seq
    st.arrivals = 10
    st.p[3].coins = 2
    st = acquire(st, 0, "K01")  # infl 2: seat 0 lands on space 2 on top of seat 2
    # behind seat 0: seat 3 (space 0) only; seat 2 is lower in the stack on space 2 -> ahead
    assert st.p[3].vp == -3 and st.p[0].vp == 3
    assert top(st).ref == "sentinel"


def test_i_counciltax_asks_who_can_pay() -> None:
    st = blank(3)
    st.p[0].tracks["grey"] = 5
    st = acquire(st, 0, "K07")  # guards, infl 3 -> space 8
    assert top(st).kind == "tax" and top(st).seat == 1
    assert ids(st, 1) == ["give:guards", "give:vp"]
    st, _ = play(st, 1, "give:guards")
    st, _ = play(st, 2, "give:vp")
    assert st.p[1].guards == 4 and st.p[0].guards == 10 and st.p[0].vp == 3 and st.p[2].vp == -3


def test_i_counciltax_strict_space_option() -> None:
    st = blank(3, council_tax_strict_space=True)
    st.p[0].tracks["grey"] = 13
    st.p[1].tracks["grey"] = 15
    st.p[1].seq["grey"] = 1
    st.p[0].tracks["grey"] = 15
    st.p[0].seq["grey"] = 2
    st.p[2].tracks["grey"] = 15
    st.p[2].seq["grey"] = 3
    st = acquire(st, 0, "K01")  # disc already on 15: does not move
    assert top(st).ref == "sentinel" and st.p[2].vp == 0


def test_i_percouncil_counts_this_card() -> None:
    st = blank(3)
    take_card(st, 0, "K03")
    take_card(st, 0, "S1")
    st = acquire(st, 0, "K02")
    assert st.p[0].guards == 7 + 3
    assert top(st).kind == "move" and top(st).n == 3


def test_i_permerchant() -> None:
    st = blank(3)
    take_card(st, 0, "M03")
    st = acquire(st, 0, "M01")
    assert (st.p[0].coins, st.p[0].vp) == (9, 2)


def test_i_favour_takes_a_remaining_tile() -> None:
    st = blank(3)
    st.favour_row = ["F3", "F4"]
    st = acquire(st, 0, "M11")
    assert ids(st, 0) == ["favour:F3", "favour:F4", "skip"]
    st, _ = play(st, 0, "favour:F4")
    st, _ = play(st, 0, "take:coins")
    assert st.p[0].coins == 14 and st.p[0].favours == ["F4"]


def test_i_favour_without_tiles_does_nothing() -> None:
    st = blank(3)
    st.favour_row = []
    st = acquire(st, 0, "M11")
    assert top(st).ref == "sentinel"


@pytest.mark.parametrize("cid,resource", [("M02", "coins"), ("K05", "guards")])
def test_i_expcoin_expguard(cid: str, resource: str) -> None:
    """4 of the resource, then equip one expedition paid in that resource only."""
    st = blank(3)
    st.expeditions = ["X01", "X02", "X03", "X04", "X05", "X06"]
    st = acquire(st, 0, cid)
    assert getattr(st.p[0], resource) == 11
    offered = [c for c in ids(st, 0) if c.startswith("exp:")]
    assert offered and all(D.EXPEDITIONS[c[4:]].resource == resource for c in offered)


def test_i_permonastery() -> None:
    st = blank(3)
    st.p[0].monasteries = ["MI-01", "MI-02", "MI-03"]
    st.p[0].supply = 17
    st = acquire(st, 0, "P01")
    assert st.p[0].vp == 3


def test_i_repeat_uses_another_immediate_bonus() -> None:
    st = blank(3)
    take_card(st, 0, "K03")  # 5 guards
    take_card(st, 0, "K10")  # end-game: not offered
    take_card(st, 0, "S1")  # start card with 4 guards (A-5: start cards allowed)
    st = acquire(st, 0, "K11")
    assert ids(st, 0) == ["repeat:K03", "repeat:S1", "skip"]
    st, _ = play(st, 0, "repeat:K03")
    assert st.p[0].guards == 12


@pytest.mark.parametrize(
    "track,pos,attr,gain",
    [("grey", 3, "guards", 3), ("orange", 7, "coins", 7), ("green", 12, "vp", 5)],
)
def test_i_income(track: str, pos: int, attr: str, gain: int) -> None:
    cid = {"grey": "K06", "orange": "M06", "green": "G03"}[track]
    st = blank(3)
    st.p[0].tracks[track] = pos - D.CITIZENS[cid].influence
    before = getattr(st.p[0], attr)
    st = acquire(st, 0, cid)
    assert st.p[0].tracks[track] == pos
    assert getattr(st.p[0], attr) - before == gain


def test_i_income_purple_gives_steps() -> None:
    st = blank(3)
    st = acquire(st, 0, "P05")  # purple 3 -> 2 steps
    assert top(st).kind == "move" and top(st).n == 2


def test_i_walk5() -> None:
    st = blank(3)
    st = acquire(st, 0, "K08")
    assert ids(st, 0) == ["pay", "skip"]
    st, _ = play(st, 0, "pay")
    assert st.p[0].guards == 2 and top(st).kind == "move" and top(st).n == 5


def test_i_walk5_not_offered_without_5_guards() -> None:
    st = blank(3)
    st.p[0].guards = 4
    st = acquire(st, 0, "K08")
    assert top(st).ref == "sentinel"


def test_i_buyvp() -> None:
    st = blank(3)
    st = acquire(st, 0, "M07")
    st, _ = play(st, 0, "pay")
    assert (st.p[0].coins, st.p[0].vp) == (2, 7)
    assert top(st).ref == "sentinel"  # once per acquisition


# -- phase-C start cards (R-5.3.4) --------------------------------------------------------


@pytest.mark.parametrize(
    "start,card,price", [("S5", "P01", 4), ("S5", "P02", 5), ("S2", "P02", 4), ("S2", "P01", 5)]
)
def test_c_coin_c_guard_discount(start: str, card: str, price: int) -> None:
    st = blank(3)
    take_card(st, 0, start)
    assert X.card_price(st, 0, card, 5) == price


def test_c_discount_may_reach_zero() -> None:
    st = blank(3)
    take_card(st, 0, "S5")
    assert X.card_price(st, 0, "P01", 1) == 0


def test_c_council_after_the_card_bonus() -> None:
    st = blank(3)
    take_card(st, 0, "S4")
    st = acquire(st, 0, "K03")
    assert (st.p[0].guards, st.p[0].vp) == (7 + 5 + 1, 1)
    assert top(st).kind == "move" and top(st).n == 1


def test_c_merchant() -> None:
    st = blank(3)
    take_card(st, 0, "S7")
    st = acquire(st, 0, "M01")
    assert (st.p[0].coins, st.p[0].vp) == (7 + 1 + 1, 1 + 2)


def test_c_merchant_not_for_other_professions() -> None:
    st = blank(3)
    take_card(st, 0, "S7")
    st = acquire(st, 0, "G01")
    assert (st.p[0].coins, st.p[0].vp) == (7, 3)


# -- phase-E cards ----------------------------------------------------------------------


def own_dice(st: CoimbraState, seat: int, *dice: str) -> None:
    for did in dice:
        next(d for d in st.dice if d.id == did).owner = seat


def test_e_track() -> None:
    """E-TRACK(r): at the start of your phase E, +1 on a track of your choice and 1 r."""
    st = blank(3)
    take_card(st, 0, "M05")
    own_dice(st, 0, "grey1")
    ask(st, "income", 0)
    ask(st, "e_start", 0)
    rules.settle(st)
    assert top(st).kind == "etrack"
    st, _ = play(st, 0, "track:green")
    assert st.p[0].tracks["green"] == 1 and st.p[0].coins == 8
    assert top(st).kind == "income"


def test_e_die_paid_with_its_die() -> None:
    st = blank(3)
    take_card(st, 0, "K04")  # grey: +2 guards per grey die
    own_dice(st, 0, "grey1", "grey2", "white")
    ask(st, "income", 0)
    st, _ = play(st, 0, "die:grey")  # grey at 1: 3 guards + 2
    assert st.p[0].guards == 12
    st, _ = play(st, 0, "die:white")
    st, _ = play(st, 0, "track:grey")  # white never counts as grey
    assert st.p[0].guards == 15


@pytest.mark.parametrize(
    "dice,steps", [(("grey1", "white", "orange1"), 2), (("purple1", "grey1", "white"), 0)]
)
def test_e_nopurple(dice: tuple, steps: int) -> None:
    st = blank(4)
    take_card(st, 0, "P04")
    own_dice(st, 0, *dice)
    ask(st, "income", 0)
    ask(st, "e_start", 0)
    rules.settle(st)
    if steps:
        assert top(st).kind == "move" and top(st).n == 2
    else:
        assert top(st).kind == "income"


def test_e_exchange_any_number_of_times() -> None:
    st = blank(3)
    take_card(st, 0, "M09")  # 2 coins -> 1 VP
    own_dice(st, 0, "grey1")
    st.p[0].coins = 5
    ask(st, "income", 0)
    assert "exchange:coins" in ids(st, 0) and "done" not in ids(st, 0)
    st, _ = play(st, 0, "exchange:coins")
    st, _ = play(st, 0, "die:grey")
    assert ids(st, 0) == ["exchange:coins", "done"]
    st, _ = play(st, 0, "exchange:coins")
    assert st.p[0].coins == 1 and st.p[0].vp == 2
    assert top(st).ref == "sentinel"  # 1 coin left: nothing more to decide


# -- end-game cards ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "pos,vp", [(0, 0), (6, 0), (7, 5), (9, 5), (10, 7), (12, 7), (13, 10), (15, 10)]
)
def test_eg_track(pos: int, vp: int) -> None:
    st = blank(3)
    take_card(st, 0, "K10", track=False)
    st.p[0].tracks["grey"] = pos
    assert S.eg_score(st, 0, "K10") == vp


def test_eg_lowcards() -> None:
    st = blank(3)
    for c in ("G04", "K03", "M03", "P05", "S7", "G11"):
        take_card(st, 0, c)
    assert S.eg_score(st, 0, "G04") == 4  # G04 1, K03 1, M03 2, S7 1


def test_eg_fourset() -> None:
    st = blank(3)
    for c in ("G05", "G01", "K03", "K01", "M03", "M01", "P05", "S8"):
        take_card(st, 0, c)
    assert S.eg_score(st, 0, "G05") == 5  # clergy 1 -> one set
    take_card(st, 0, "P01")
    assert S.eg_score(st, 0, "G05") == 10


def test_eg_copy_best_other_card() -> None:
    st = blank(3)
    for c in ("G09", "G10", "K10", "G04"):
        take_card(st, 0, c, track=False)
    st.p[0].tracks["grey"] = 13
    assert S.eg_score(st, 0, "G09") == 10  # copies K10, not the other copy card
    assert S.breakdown(st, 0)["citizens"] == 10 + 10 + 10 + S.eg_score(st, 0, "G04")


def test_eg_copy_alone_scores_nothing() -> None:
    st = blank(3)
    take_card(st, 0, "G09")
    assert S.eg_score(st, 0, "G09") == 0


def _phase_e_with_etrack(**opts: bool) -> CoimbraState:
    st = blank(3, **opts)
    take_card(st, 1, "M05")  # E-TRACK(coins) for seat 1
    for s, did in ((0, "grey1"), (1, "grey2"), (2, "grey3")):
        own_dice(st, s, did)
    st.pending = []
    st.order = [0, 1, 2]  # flag crowns 0 / 1 / 2 -> new order 2, 1, 0
    st.phase, st.cursor = "C", 4
    rules.settle(st)
    assert st.phase == "E" and st.order == [2, 1, 0]
    return st


def test_e_start_bonuses_global_by_default_a8() -> None:
    """A-8 default (rulebook p. 14, E-TRACK / E-NOPURPLE: "Am Anfang jeder Phase E"): every player's
    start-of-phase-E bonuses run before anyone's income."""
    st = _phase_e_with_etrack(phase_e_start_bonuses_global=True)
    assert top(st).kind == "etrack" and top(st).seat == 1
    assert top(_phase_e_with_etrack()).kind == "etrack"  # the default is the rulebook's reading


def test_e_start_bonuses_per_player_option_a8() -> None:
    """A-8 option: at the start of the player's own income step."""
    st = _phase_e_with_etrack(phase_e_start_bonuses_global=False)
    assert top(st).kind == "income" and top(st).seat == 2
    st, _ = play(st, 2, "die:grey")
    assert top(st).kind == "etrack" and top(st).seat == 1
