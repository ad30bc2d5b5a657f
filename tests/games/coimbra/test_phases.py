"""The round, phases A-F, with the rulebook's worked examples (R-5)."""

from __future__ import annotations

import pytest

from games.coimbra import GAME, rules
from games.coimbra import data as D
from games.coimbra import scoring as S
from games.coimbra.state import CoimbraState
from games.contract import IllegalChoice
from tests.games.coimbra.builders import ask, blank, en, ids, play, set_row, take_card, top


def place(
    st: CoimbraState, seat: int, colour: str, value: int, district: str
) -> tuple[CoimbraState, str]:
    """Take a free die of that colour showing ``value`` and place it (two clicks, R-5.2)."""
    d = next(d for d in st.dice if d.owner is None and d.colour == colour)
    d.value = value
    ask(st, "pick_die", seat)
    st, _ = play(st, seat, f"die:{colour}.{value}")
    assert top(st).kind == "place_die"
    st, _ = play(st, seat, f"district:{district}")
    return st, d.id


def values(st: CoimbraState, district: str) -> list[tuple[str, int]]:
    out = []
    for e in st.rows[district]:
        if e in st.tokens:
            out.append(("token", st.tokens[e]))
        else:
            d = next(x for x in st.dice if x.id == e)
            out.append((str(d.owner), d.total))
    return out


def test_phase_b_example_three_players() -> None:
    """Seed phase-B example: grey 5 left of the upper-town token 3; white 1 right of Eva's 1; grey 4
    in the castle between a 1 and Chris's 5."""
    st = blank(3)
    phil, eva, chris = 0, 1, 2
    st, _ = place(st, phil, "grey", 5, "upper")
    assert values(st, "upper") == [("0", 5), ("token", 3)]
    st, _ = place(st, eva, "orange", 1, "upper")
    st, _ = place(st, chris, "green", 1, "castle")
    st, _ = place(st, chris, "orange", 5, "castle")
    st, _ = place(st, phil, "white", 1, "upper")
    assert values(st, "upper") == [("0", 5), ("token", 3), ("1", 1), ("0", 1)]
    st, _ = place(st, phil, "grey", 4, "castle")
    assert values(st, "castle") == [("2", 1), ("0", 4), ("2", 5)]


def test_castle_ties_go_to_the_later_die() -> None:
    """R-5.2: castle ascending, a new die goes right of equal values."""
    st = blank(4)
    st, a = place(st, 0, "grey", 3, "castle")
    st, b = place(st, 1, "grey", 3, "castle")
    st, c = place(st, 2, "grey", 2, "castle")
    assert st.rows["castle"] == [c, a, b]


def test_town_ties_go_right_of_equal_tokens() -> None:
    """R-5.2a: in a 3-player game a 3 in the upper town lands right of the printed 3 token."""
    st = blank(3)
    st, a = place(st, 0, "grey", 3, "upper")
    assert st.rows["upper"] == ["t3a", a]


def test_phase_b_dice_choices_are_deduplicated() -> None:
    st = blank(4)
    for d in st.dice:
        d.value = 4
    ask(st, "pick_die", 0)
    assert sorted(ids(st, 0)) == [
        "die:green.4",
        "die:grey.4",
        "die:orange.4",
        "die:purple.4",
        "die:white.4",
    ]


def test_full_round_b_places_three_dice_each() -> None:
    st = blank(3)
    st.pending = []
    st.phase, st.cursor = "B", 0
    rules.settle(st)
    placed = 0
    while st.phase == "B":
        seat = top(st).seat
        st, _ = play(st, seat, ids(st, seat)[0])
        if top(st).kind != "place_die":
            placed += 0
    assert all(sum(1 for d in st.dice if d.owner == s) == 3 for s in range(3))
    assert sum(1 for d in st.dice if d.owner is None) == 2  # table 3.1-B: 2 undrafted at 3 players


def phase_c(st: CoimbraState, district: str) -> CoimbraState:
    """Start resolving ``district`` (earlier districts empty)."""
    st.pending = []
    st.phase, st.cursor = "C", D.DISTRICTS.index(district)
    rules.settle(st)
    return st


def test_castle_resolves_lowest_first_then_emergency_for_a_fifth_die() -> None:
    """R-5.3 / R-5.3.1: castle ascending; only 4 favour tiles."""
    st = blank(4)
    for seat, v in ((0, 1), (1, 2), (2, 3), (3, 4)):
        st, _ = place(st, seat, "grey" if seat < 3 else "orange", v, "castle")
    st, _ = place(st, 0, "orange", 6, "castle")
    st = phase_c(st, "castle")
    events = []
    for seat, fav in ((0, "F3"), (1, "F1"), (2, "F2"), (3, "F4")):
        assert top(st).kind == "activate" and top(st).seat == seat
        st, events = play(st, seat, f"favour:{fav}")
        while top(st).kind != "activate" and st.rows["castle"]:  # follow-ups: take the first answer
            s = top(st).seat
            st, events = play(st, s, ids(st, s)[0])
    # the fifth die can only take the emergency action: it happens without a question
    assert st.rows["castle"] == []
    assert any("{p0} gains 2 coins + 2 guards (emergency action)" in en(e.text) for e in events)


def test_phase_c_card_purchase_example() -> None:
    """Seed phase-C example: Phil's die shows 5; he cannot afford the coin clergy card, buys the
    merchant (M03) for 5 guards, gains 2 merchant influence and 4 coins, then his scholar start card
    (C-MERCHANT) gives 1 coin and 2 VP."""
    st = blank(3)
    phil = 0
    take_card(st, phil, "S7")
    take_card(st, phil, "S1")
    st.p[phil].coins, st.p[phil].guards = 4, 7
    st.p[phil].vp = 0
    set_row(st, "upper", ["P01", "M03", "K02", "G05"])
    st.crowns_on = {}
    st, die_id = place(st, phil, "grey", 5, "upper")
    st = phase_c(st, "upper")
    assert top(st).kind == "activate" and top(st).ref == die_id
    choices = ids(st, phil)
    assert "buy:P01" not in choices and "buy:M03" in choices and "emergency" in choices
    orange = st.p[phil].tracks["orange"]
    st, _ = play(st, phil, "buy:M03")
    pl = st.p[phil]
    assert pl.guards == 2 and pl.coins == 4 + 4 + 1 and pl.vp == 2
    assert pl.tracks["orange"] == orange + 2
    assert "M03" in pl.cards and "M03" not in st.cards["upper"]


def test_cannot_buy_what_you_cannot_pay() -> None:
    """R-5.3.2 step 3 / R-6.2: refused and nothing changes."""
    st = blank(3)
    st.p[0].coins = st.p[0].guards = 1
    set_row(st, "upper", ["P01", "M03", "K02", "G05"])
    st, _ = place(st, 0, "grey", 6, "upper")
    ask(st, "activate", 0, ref=st.rows["upper"][0], ref2="upper")
    assert ids(st, 0) == ["emergency"]
    before = GAME.dump(st)
    with pytest.raises(IllegalChoice):
        GAME.apply(st, 0, "buy:M03")
    assert GAME.dump(st) == before
    st, _ = play(st, 0, "emergency")
    assert (st.p[0].coins, st.p[0].guards) == (3, 3)


def test_die_token_example_two_players() -> None:
    """Seed die-token example (2 players, centre): token 4 removes the scholar with influence 3,
    token 3 the leftmost of two influence-1 cards (the clergy card), then Eva's die is activated."""
    st = blank(2)
    eva = 1
    set_row(st, "centre", ["G03", None, "P04", "M04"])
    st.crowns_on = {}
    st.rows["upper"] = [e for e in st.rows["upper"] if e in st.tokens]
    st, die_id = place(st, eva, "green", 2, "centre")
    assert [st.tokens.get(e, 0) for e in st.rows["centre"]] == [4, 3, 0]
    st.cards["upper"] = [None] * 4
    st = phase_c(st, "centre")
    assert st.discard[-2:] == ["G03", "P04"]
    assert set(st.tokens_down) == {"t4", "t3b"}
    assert top(st).kind == "activate" and top(st).seat == eva and top(st).ref == die_id
    st, _ = play(st, eva, "emergency")
    assert st.tokens_down == []  # R-5.3e: flipped back once the district is finished


def test_district_end_discards_the_rest_and_crowns_are_unused() -> None:
    """R-5.3e and A-9."""
    st = blank(4)
    set_row(st, "lower", ["K01", "M01", "P01", "G01"])
    st.crowns_on = {"council": "K01"}
    st.cards["upper"] = [None] * 4
    st.cards["centre"] = [None] * 4
    st.pending = []
    st.phase, st.cursor = "C", 3
    out = rules.phase_c_next(st)
    assert st.discard[-4:] == ["K01", "M01", "P01", "G01"]
    assert st.crowns_on == {} and out


def test_crown_tile_is_taken_with_the_card() -> None:
    """R-5.3.2 step 8."""
    st = blank(4)
    set_row(st, "upper", ["K03", "M01", "P01", "G01"])
    st.crowns_on = {"council": "K03"}
    st, _ = place(st, 0, "grey", 1, "upper")
    st = phase_c(st, "upper")
    st, _ = play(st, 0, "buy:K03")
    assert st.p[0].crown_tiles == ["council"]
    assert S.crowns_now(st, 0) == D.FLAGS[st.order.index(0)].crowns + 1


def test_cap_tile_reinserts_the_die() -> None:
    """F2 / R-5.3.3: +3, re-inserted by the phase-B rule, cost = new total."""
    st = blank(4)
    st, a = place(st, 1, "grey", 5, "upper")
    st, b = place(st, 0, "orange", 3, "upper")
    st, c = place(st, 0, "grey", 1, "castle")
    assert st.rows["upper"] == [a, b]
    st = phase_c(st, "castle")
    st, _ = play(st, 0, "favour:F2")
    assert st.p[0].vp == 4
    assert ids(st, 0) == [f"cap:{b}", "skip"]
    st, _ = play(st, 0, f"cap:{b}")
    assert st.rows["upper"] == [b, a]  # 6 goes left of the 5
    assert st.cap_on == b
    set_row(st, "upper", ["K03", "M01", "P01", "G01"])
    st.p[0].coins = st.p[0].guards = 20
    # the castle is done; the upper town starts with the capped die: cost 6
    assert top(st).ref == b
    st, _ = play(st, 0, "buy:K03")
    assert st.p[0].coins == 14


def test_phase_d_example() -> None:
    """Seed phase-D example: Chris 1, Eva 2, Phil 3; crowns 3 / 3 / 7 -> Phil, Eva, Chris."""
    st = blank(3)
    chris, eva, phil = 0, 1, 2
    st.order = [chris, eva, phil]
    st.p[chris].favours = ["F2"]
    st.p[chris].crown_tiles = ["council"]
    st.p[eva].favours = ["F3", "F4"]
    st.p[eva].crown_tiles = ["merchant"]
    st.p[phil].favours = ["F1"]
    st.p[phil].crown_tiles = ["clergy", "scholar"]
    assert [S.crowns_now(st, s) for s in (chris, eva, phil)] == [3, 3, 7]
    rules.phase_d(st)
    assert st.order == [phil, eva, chris]


def test_phase_d_reverses_a_tied_block_of_three() -> None:
    st = blank(4)
    st.order = [0, 1, 2, 3]
    st.p[0].favours = ["F1"]  # 0 + 3
    st.p[1].favours = ["F2"]  # 1 + 2
    st.p[2].favours = ["F3"]  # 2 + 1
    st.p[3].favours = ["F4"]  # 3 + 0
    rules.phase_d(st)
    assert st.order == [3, 2, 1, 0]


def test_phase_e_example() -> None:
    """Seed phase-E example: two grey dice at the 10 guards + 2 VP box (capped at
    20), white on green = 5 VP."""
    st = blank(3)
    phil = 0
    st.p[phil].tracks.update(grey=13, green=10)
    st.p[phil].guards = 5
    for did in ("grey1", "grey2", "white"):
        next(d for d in st.dice if d.id == did).owner = phil
    ask(st, "income", phil)
    assert ids(st, phil) == ["die:white", "die:grey"] or set(ids(st, phil)) == {
        "die:white",
        "die:grey",
    }
    st, _ = play(st, phil, "die:grey")
    assert (st.p[phil].guards, st.p[phil].vp) == (15, 2)
    st, _ = play(st, phil, "die:grey")
    assert (st.p[phil].guards, st.p[phil].vp) == (20, 4)
    st, _ = play(st, phil, "die:white")
    assert top(st).kind == "white"
    st, _ = play(st, phil, "track:green")
    assert st.p[phil].vp == 9
    assert top(st).ref == "sentinel"


def test_phase_e_purple_steps_before_next_die() -> None:
    """R-5.5o: pilgrim steps from a purple die can raise a track before the next die is cashed."""
    st = blank(3)
    st.map = {"I1": "MI-05"}  # grey +3
    st.p[0].pilgrim = "c1"
    st.p[0].tracks.update(purple=1, grey=3)
    for did in ("purple1", "grey1"):
        next(d for d in st.dice if d.id == did).owner = 0
    ask(st, "income", 0)
    st, _ = play(st, 0, "die:purple")
    assert top(st).kind == "move" and top(st).n == 2
    st, _ = play(st, 0, "go:I1")
    assert st.p[0].tracks["grey"] == 6
    st, _ = play(st, 0, "stop")
    st, _ = play(st, 0, "die:grey")
    assert st.p[0].guards == 7 + 5  # box 4-6, not 1-3


def test_phase_f_equip_and_f1_discount() -> None:
    """R-5.6 and the seed example: with F1 a 7-guard expedition costs 5."""
    st = blank(3)
    st.expeditions = ["X11", "X01", "X02", "X03", "X04", "X05"]
    st.p[0].guards = 5
    st.p[0].coins = 0
    ask(st, "equip", 0, ref="phase")
    assert "exp:X11" not in ids(st, 0)
    st.p[0].favours = ["F1"]
    assert "exp:X11" in ids(st, 0)
    st, _ = play(st, 0, "exp:X11")
    assert st.p[0].guards == 0 and st.exp_discs["X11"] == [0] and st.p[0].supply == 19
    ask(st, "equip", 0, ref="phase")
    st.p[0].guards = 20
    assert "exp:X11" not in ids(st, 0)  # never the same expedition twice


def test_expedition_discs_stack() -> None:
    st = blank(3)
    st.expeditions = ["X11", "X01", "X02", "X03", "X04", "X05"]
    for s in (2, 0):
        st.p[s].guards = 20
        ask(st, "equip", s, ref="phase")
        st, _ = play(st, s, "exp:X11")
    assert st.exp_discs["X11"] == [2, 0]


def test_round_end_returns_tiles_and_deals_again() -> None:
    """R-5.7."""
    st = blank(3)
    st.pending = []
    st.p[0].favours = ["F1"]
    st.favour_row = ["F2", "F3", "F4"]
    st.p[1].crown_tiles = ["council"]
    st.phase, st.cursor = "F", 3
    deck = len(st.deck)
    rules.settle(st)
    assert st.round == 2 and st.phase == "B"
    assert (
        st.p[0].favours == []
        and st.p[1].crown_tiles == []
        and st.favour_row == ["F1", "F2", "F3", "F4"]
    )
    assert len(st.deck) == deck - 12


def test_game_ends_after_round_four_and_keeps_round_four_tiles() -> None:
    """R-5.7 / R-10.5: nothing is returned at the end; round-4 tiles count as crowns."""
    st = blank(3)
    st.pending = []
    st.deck = []
    st.round = 4
    st.p[0].favours = ["F1"]
    st.phase, st.cursor = "F", 3
    rules.settle(st)
    assert st.phase == "end" and GAME.decision(st) is None
    res = GAME.result(st)
    assert res is not None
    flag = st.order.index(0)
    assert res.breakdown[0]["resources"] == (7 + 7 + 3 + D.FLAGS[flag].crowns) // 2


def test_castle_example() -> None:
    """Seed castle example: Phil's 1 acts first, then Phil's 2, then
    Eva's 3; then the upper town."""
    st = blank(3)
    phil, eva = 0, 1
    st, three = place(st, eva, "grey", 3, "castle")
    st, two = place(st, phil, "orange", 2, "castle")
    st, one = place(st, phil, "green", 1, "castle")
    st = phase_c(st, "castle")
    seen = []
    while st.rows["castle"] or top(st).kind != "activate":
        step = top(st)
        if step.kind == "activate":
            seen.append((step.seat, step.ref))
            st, _ = play(st, step.seat, "emergency")
        else:
            st, _ = play(st, step.seat, ids(st, step.seat)[0])
        if not st.rows["castle"]:
            break
    assert seen == [(phil, one), (phil, two), (eva, three)]


@pytest.mark.parametrize("players,left", [(2, 1), (3, 2), (4, 1)])
def test_dice_drafted_per_round(players: int, left: int) -> None:
    """Table 3.1-B: 6 / 9 / 12 dice drafted, 1 / 2 / 1 left in the pool."""
    st = blank(players)
    st.pending = []
    st.phase, st.cursor = "B", 0
    rules.settle(st)
    while st.phase == "B":
        seat = top(st).seat
        st, _ = play(st, seat, ids(st, seat)[0])
    assert sum(1 for d in st.dice if d.owner is None) == left
    assert all(sum(1 for d in st.dice if d.owner == s) == 3 for s in range(players))
