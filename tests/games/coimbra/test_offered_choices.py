"""The choices offered: exact choice sets (perft style), limit corners and hidden information.

Every scenario is driven through ``legal_choices`` / ``apply`` only (states are
built with the builders)."""

from __future__ import annotations

import json
import random
import re

import pytest

from games.coimbra import GAME
from games.coimbra import data as D
from games.coimbra import scoring as S
from games.coimbra.state import CoimbraState
from tests.games.coimbra.builders import ask, blank, en, fresh, ids, play, set_row, take_card, top
from tests.games.coimbra.test_phases import phase_c, place

# -- hidden information ------------------------------------------------------------------


def _hidden(st: CoimbraState) -> set[str]:
    """Ids nobody may see: the face-down deck, the start cards back in the box, and the monasteries
    and expeditions left in the box."""
    box_monasteries = set(D.MONASTERIES) - set(st.map.values())
    box_expeditions = set(D.EXPEDITIONS) - set(st.expeditions)
    return set(st.deck) | box_monasteries | box_expeditions | _box_starts(st)


def _box_starts(st: CoimbraState) -> set[str]:
    dealt = {c for pair in st.pairs_dealt for c in pair}
    return {c.id for c in D.START_CARDS} - dealt


def _leaks(text: str, hidden: set[str]) -> list[str]:
    return [
        h for h in hidden if re.search(rf"(?<![A-Za-z0-9-]){re.escape(h)}(?![A-Za-z0-9])", text)
    ]


@pytest.mark.parametrize("players,seed", [(2, 11), (3, 12), (4, 13)])
def test_public_view_and_public_events_never_name_a_hidden_id(players: int, seed: int) -> None:
    """Deck order, box cards, box monasteries / expeditions never appear in view(state,
    None), in a public event line, in the decision prompt or in a choice label, at any
    point of a random full game."""
    rng = random.Random(seed)
    st = GAME.setup(players, seed)
    hidden = _hidden(st)
    assert len(_box_starts(st)) == 8 - 2 * players
    checked = 0
    while True:
        hidden = _hidden(st)
        text = json.dumps(GAME.view(st, None))
        assert not _leaks(text, hidden), _leaks(text, hidden)
        assert '"deck"' not in text
        dec = GAME.decision(st)
        if dec is None:
            break
        assert not _leaks(en(dec.prompt), hidden)
        seat = dec.seats[0]
        choices = GAME.legal_choices(st, seat)
        for c in choices:
            assert not _leaks(f"{en(c.label)} {en(c.detail)}", hidden), c
        st, events = GAME.apply(st, seat, rng.choice(choices).id)
        after = _hidden(st)
        for e in events:
            if e.public:
                # a card dealt by this very move is public now; what is still hidden must not be
                # named
                assert not _leaks(en(e.text), after), en(e.text)
        checked += 1
    assert checked > 50 and st.phase == "end"


# -- choice-count fixtures (perft style: a built state and the exact set of choice ids) ----------


def test_perft_start_choice_second_player_in_the_first_pass() -> None:
    """Start choices, 4 players: the 2nd chooser of the reverse pass sees the 3 free pairs and the 3
    free corners; in the second pass each player sees only the other action, minus what is taken."""
    st = fresh(4, seed=5)
    last = st.order[-1]
    assert set(ids(st, last)) == {
        "pair:0",
        "pair:1",
        "pair:2",
        "pair:3",
        "corner:NW",
        "corner:NE",
        "corner:SE",
        "corner:SW",
    }
    st, _ = play(st, last, "pair:2")
    third = st.order[-2]
    assert top(st).seat == third
    assert set(ids(st, third)) == {
        "pair:0",
        "pair:1",
        "pair:3",
        "corner:NW",
        "corner:NE",
        "corner:SE",
        "corner:SW",
    }
    st, _ = play(st, third, "corner:SE")
    for seat, choice in ((st.order[1], "pair:0"), (st.order[0], "corner:NW")):
        st, _ = play(st, seat, choice)
    # second pass, in turn order: flag 1 placed its pilgrim, so it sees the two free pairs only
    first = st.order[0]
    assert top(st).seat == first and set(ids(st, first)) == {"pair:1", "pair:3"}
    st, _ = play(st, first, "pair:3")
    second = st.order[1]
    assert set(ids(st, second)) == {"corner:NE", "corner:SW"}


def test_perft_phase_c_town_purchase_with_discount_gap_and_resources_at_the_limit() -> None:
    """Die 5 in the upper town, C-COIN start card (coin cards cost 4), exactly 4 coins and 4 guards,
    an empty column: the two coin cards and the emergency action, nothing else."""
    st = blank(3)
    take_card(st, 0, "S5")  # clergy start card, C-COIN
    st.p[0].coins, st.p[0].guards = 4, 4
    set_row(st, "upper", ["P01", None, "K02", "G05"])  # coins, -, guards, coins
    st.cards["upper"][1] = None
    st.crowns_on = {}
    st, die_id = place(st, 0, "grey", 5, "upper")
    st = phase_c(st, "upper")
    assert top(st).kind == "activate" and top(st).ref == die_id
    assert set(ids(st, 0)) == {"buy:P01", "buy:G05", "emergency"}
    st.p[0].guards = 5  # exactly the price: the guard card is offered too
    assert set(ids(st, 0)) == {"buy:P01", "buy:K02", "buy:G05", "emergency"}
    st, _ = play(st, 0, "buy:G05")
    assert st.p[0].coins == 0  # 5 - 1 (C-COIN), paid down to exactly 0


def test_perft_pilgrim_from_a_corner_and_from_a_clearing() -> None:
    """First step only along the one-way road; from clearing c1 its three
    neighbours, never back to NW."""
    st = blank(3)
    assert st.p[0].pilgrim == "NW"
    ask(st, "move", 0, n=2, ref="test")
    assert set(ids(st, 0)) == {"go:c1", "go:c2", "stop"}
    st, _ = play(st, 0, "go:c1")
    assert top(st).kind == "move" and top(st).n == 1
    assert set(ids(st, 0)) == {"go:I1", "go:I8", "go:c9", "stop"}


def test_perft_phase_e_income_two_greys_white_and_both_exchanges() -> None:
    """Phase E: two grey dice are one choice, the white die one, E-EXCHANGE per resource held >= 2;
    'done' only once every die is cashed; the white die offers all four tracks."""
    st = blank(3)
    for did in ("grey1", "grey2", "white"):
        d = next(x for x in st.dice if x.id == did)
        d.owner, d.district, d.income_done = 0, None, False
    take_card(st, 0, "K09")  # E-EXCHANGE guards
    take_card(st, 0, "M09")  # E-EXCHANGE coins
    st.p[0].coins, st.p[0].guards = 2, 1
    st.phase = "E"
    ask(st, "income", 0)
    assert set(ids(st, 0)) == {"die:grey", "die:white", "exchange:coins"}
    st, _ = play(st, 0, "die:white")
    assert set(ids(st, 0)) == {f"track:{t}" for t in D.TRACKS}
    st, _ = play(st, 0, "track:grey")
    st, _ = play(st, 0, "die:grey")
    assert "die:grey" in ids(st, 0) and "done" not in ids(st, 0)
    st, _ = play(st, 0, "die:grey")
    pl = st.p[0]
    expected = {"done"} | {
        f"exchange:{r}" for r, n in (("coins", pl.coins), ("guards", pl.guards)) if n >= 2
    }
    if expected == {"done"}:
        assert top(st).ref == "sentinel"  # nothing left to decide: the question is skipped
    else:
        assert set(ids(st, 0)) == expected


def test_perft_inquisition_and_salvage() -> None:
    """P07 bought: +5 VP; the opponent with two clergy cards (one a start card, first in turn order)
    chooses among lose:vp and each card; then the one without clergy loses 3 VP without a question
    (may go below 0: "In Spielerreihenfolge", issue 14.4). Then a salvage question offers exactly
    the affordable non-start discarded cards."""
    st = blank(3)
    take_card(st, 1, "S5")
    take_card(st, 1, "P02")
    st.p[2].vp = 1
    set_row(st, "upper", ["P07", "K03", "M03", "G05"])
    st.crowns_on = {}
    st.p[0].coins = 7
    st, _ = place(st, 0, "grey", 6, "upper")
    st = phase_c(st, "upper")
    st, _ = play(st, 0, "buy:P07")
    assert st.p[0].vp == 5 and st.p[2].vp == 1  # seat 2 answers after seat 1
    assert top(st).kind == "inquisition" and top(st).seat == 1
    assert set(ids(st, 1)) == {"lose:vp", "discard:S5", "discard:P02"}
    purple = st.p[1].tracks["purple"]
    st, _ = play(st, 1, "discard:P02")
    assert st.p[1].tracks["purple"] == purple - 2 and "P02" in st.discard
    assert st.p[2].vp == -2
    # salvage: discard holds a start card, a coin card, a guard card
    st2 = blank(3)
    st2.discard = ["S6", "K03", "M03", "G05"]
    for c in st2.discard:
        for pile in (st2.deck, st2.removed):
            if c in pile:
                pile.remove(c)
    st2.p[0].coins, st2.p[0].guards = 3, 2
    ask(st2, "salvage", 0)
    assert set(ids(st2, 0)) == {"salvage:K03", "salvage:G05", "skip"}
    take_card(st2, 0, "S2")  # C-GUARD: guard cards cost 2 on salvage
    assert set(ids(st2, 0)) == {"salvage:K03", "salvage:G05", "salvage:M03", "skip"}


# -- every legal option is offered and only those (a differential check over random games) -------


def _expected(st: CoimbraState, seat: int) -> set[str] | None:
    """The rulebook's option set for the open question, computed
    independently of the enumerators."""
    step = top(st)
    pl = st.p[seat]
    have = {"coins": pl.coins, "guards": pl.guards}
    starts = [D.CITIZENS[c].bonus.kind for c in pl.cards if D.CITIZENS[c].back == "I"]
    disc = {"coins": starts.count("C-COIN"), "guards": starts.count("C-GUARD")}
    if step.kind == "pick_die":
        return {f"die:{d.colour}.{d.value}" for d in st.dice if d.owner is None}
    if step.kind == "place_die":
        return {f"district:{x}" for x in D.DISTRICTS}
    if step.kind == "activate":
        if step.ref2 == D.CASTLE:
            return {f"favour:{f}" for f in st.favour_row} | {"emergency"}
        total = next(d for d in st.dice if d.id == step.ref).total
        out = {"emergency"}
        for c in st.cards[step.ref2]:
            if c:
                res = D.CITIZENS[c].cost
                if have[res] >= max(0, total - disc[res]):
                    out.add(f"buy:{c}")
        return out
    if step.kind == "equip":
        only = step.ref if step.ref in ("coins", "guards") else None
        out = set()
        for x in st.expeditions:
            e = D.EXPEDITIONS[x]
            price = max(0, e.cost - (2 if "F1" in pl.favours else 0))
            if (
                x not in pl.expeditions
                and (only is None or e.resource == only)
                and have[e.resource] >= price
            ):
                out.add(f"exp:{x}")
        return out | {"skip"} if out else None
    if step.kind == "move":
        at = pl.pilgrim
        nxt = (
            D.ROADS[at]
            if at in D.ROADS
            else tuple(b for a, b in D.EDGES if a == at) + tuple(a for a, b in D.EDGES if b == at)
        )
        assert not set(nxt) & set(D.CORNERS)
        swaps = set()
        if st.phase == "E":  # E-EXCHANGE at any time in phase E
            swaps = {
                f"exchange:{D.CITIZENS[c].bonus.resource}"
                for c in pl.cards
                if D.CITIZENS[c].bonus.kind == "E-EXCHANGE"
                and have[D.CITIZENS[c].bonus.resource] >= 2
            }
        return {f"go:{n}" for n in nxt} | {"stop"} | swaps
    if step.kind == "inquisition":
        return {"lose:vp"} | {
            f"discard:{c}" for c in pl.cards if D.CITIZENS[c].profession == D.CLERGY
        }
    if step.kind == "tribute":
        assert pl.coins >= 1 and pl.guards >= 1  # otherwise no question: the VP are given at once
        return {"give:goods", "give:vp"}
    if step.kind == "tax":
        assert have[step.ref2] >= 3
        return {f"give:{step.ref2}", "give:vp"}
    if step.kind == "salvage":
        out = set()
        for c in st.discard:
            card = D.CITIZENS[c]
            if card.back == "I":
                continue
            if have[card.cost] >= max(0, 3 - disc[card.cost]):
                out.add(f"salvage:{c}")
        return out | {"skip"}
    return None


@pytest.mark.parametrize("players,seed", [(2, 21), (3, 22), (4, 23), (4, 24)])
def test_every_offered_option_is_legal_and_every_legal_option_is_offered(
    players: int, seed: int
) -> None:
    rng = random.Random(seed)
    st = GAME.setup(players, seed)
    checked: dict[str, int] = {}
    seen_e: dict[int, set[int]] = {}
    while (dec := GAME.decision(st)) is not None:
        seat = dec.seats[0]
        got = ids(st, seat)
        assert len(got) == len(set(got)), got
        want = _expected(st, seat)
        if want is not None:
            assert set(got) == want, (top(st).kind, sorted(set(got) ^ want))
            checked[top(st).kind] = checked.get(top(st).kind, 0) + 1
        if top(st).kind == "income":
            seen_e.setdefault(st.round, set()).add(seat)
        # prefer buying / taking over the emergency action so the game reaches many kinds of
        # question
        pref = [
            c
            for c in got
            if c.startswith(("buy:", "favour:", "exp:", "salvage:", "go:", "discard:"))
        ]
        st, _ = GAME.apply(st, seat, rng.choice(pref if pref and rng.random() < 0.8 else got))
    assert {"pick_die", "place_die", "activate", "move", "equip"} <= set(checked), checked
    # the last round is complete: every player cashed income in round 4 (and the game then ended)
    assert seen_e.get(4) == set(range(players)) and st.round == 4


# -- same-time effects at the start of phase E ---------------------------------------------------


def test_e_exchange_is_available_before_the_e_track_bonus_at_the_resource_limit() -> None:
    """E-EXCHANGE works 'Jederzeit und beliebig oft in Phase E', so also before E-TRACK's
    start-of-phase-E coin ('Am Anfang jeder Phase E'): at 20 coins the player may first exchange 2
    coins for 1 VP and then take the coin instead of losing it over the limit."""
    st = blank(3)
    take_card(st, 0, "M05", track=False)  # E-TRACK coins
    take_card(st, 0, "M09", track=False)  # E-EXCHANGE coins
    st.p[0].coins = 20
    st.phase = "E"
    ask(st, "e_start", 0)
    from games.coimbra import rules

    rules.settle(st)
    assert top(st).kind == "etrack"
    assert set(ids(st, 0)) == {f"track:{t}" for t in D.TRACKS} | {"exchange:coins", "skip"}
    st, _ = play(st, 0, "exchange:coins")
    assert (st.p[0].coins, st.p[0].vp) == (18, 1) and top(st).kind == "etrack"
    st, _ = play(st, 0, "track:green")
    assert st.p[0].coins == 19 and st.p[0].tracks["green"] == 1 and top(st).ref == "sentinel"


def test_e_exchange_not_offered_with_the_e_track_bonus_outside_phase_e_or_without_the_card() -> (
    None
):
    st = blank(3)
    take_card(st, 0, "M05", track=False)
    st.p[0].coins = 20
    st.phase = "E"
    ask(st, "etrack", 0, ref="coins", ref2="M05")
    assert set(ids(st, 0)) == {f"track:{t}" for t in D.TRACKS} | {"skip"}


# -- table option alternatives and limits ---------------------------------------------------------


def test_salvage_without_phase_c_bonuses_option_a6() -> None:
    """salvage_phase_c_bonuses=False: the salvaged card costs the flat 3
    and triggers no start card."""
    st = blank(3, salvage_phase_c_bonuses=False)
    take_card(st, 0, "S2")  # C-GUARD
    take_card(st, 0, "S4")  # C-COUNCIL
    st.discard = ["K12"]
    ask(st, "salvage", 0)
    assert set(ids(st, 0)) == {"salvage:K12", "skip"}
    st, _ = play(st, 0, "salvage:K12")
    own = D.CITIZENS["K12"].bonus.reward  # the card's own bonus still comes; no C-COUNCIL extra
    assert (
        st.p[0].guards == 7 - 3 + own.guards and st.p[0].vp == own.vp and top(st).ref == "sentinel"
    )
    assert "K12" in st.p[0].cards and st.discard == []


def test_salvage_with_an_empty_discard_pile_or_no_money_is_not_asked() -> None:
    st = blank(3)
    st.discard = []
    ask(st, "salvage", 0)
    from games.coimbra import rules

    rules.settle(st)
    assert top(st).ref == "sentinel"
    st.discard = ["K12"]
    st.p[0].guards = 2
    ask(st, "salvage", 0)
    rules.settle(st)
    assert top(st).ref == "sentinel"


@pytest.mark.parametrize("coins,guards,asked", [(1, 1, True), (1, 0, False), (0, 1, False)])
def test_tribute_exactly_one_coin_and_one_guard_is_enough(
    coins: int, guards: int, asked: bool
) -> None:
    """I-TRIBUTE: 'Wer die angegebenen Ressourcen nicht hat, muss dir die Siegpunkte geben'."""
    st = blank(3)
    st.p[1].coins, st.p[1].guards = coins, guards
    st.p[2].coins = st.p[2].guards = 0
    set_row(st, "upper", ["M08", None, None, None])
    st.crowns_on = {}
    st.p[0].coins = 7
    st, _ = place(st, 0, "grey", 4, "upper")
    st = phase_c(st, "upper")
    st, _ = play(st, 0, "buy:M08")
    if asked:
        assert st.p[2].vp == 0  # seat 2 answers after seat 1 ("In Spielerreihenfolge")
        assert top(st).kind == "tribute" and top(st).seat == 1
        assert set(ids(st, 1)) == {"give:goods", "give:vp"}
        st, _ = play(st, 1, "give:goods")
        assert st.p[2].vp == -2  # nothing to give: VP, below 0
        assert (st.p[1].coins, st.p[1].guards) == (0, 0)
        assert (st.p[0].coins, st.p[0].guards, st.p[0].vp) == (7 - 4 + 1, 7 + 1, 2)
    else:
        assert st.p[2].vp == -2  # nothing to give: VP, below 0
        assert st.p[1].vp == -2 and st.p[0].vp == 4 and top(st).kind != "tribute"


def test_three_way_final_tie_and_a_partial_tie_below_the_winner() -> None:
    """'Bei Gleichstand gewinnt der daran beteiligte Spieler, der in der Spielerreihenfolge
    weiter oben steht': a three-way tie goes by flags; a tie for 2nd place below a clear
    winner names no tie-break."""
    st = blank(3)
    st.phase, st.pending = "end", []
    st.order = [1, 2, 0]
    for pl in st.p:
        pl.coins = pl.guards = 0
    base = [S.breakdown(st, s)["resources"] for s in range(3)]
    for s in range(3):
        st.p[s].vp = 10 - base[s]
    res = GAME.result(st)
    assert res.ranking == (1, 2, 0) and res.winners == (1,)
    st.p[0].vp += 1
    res = GAME.result(st)
    assert res.winners == (0,) and res.ranking == (0, 1, 2) and res.tiebreak == ""
    view = GAME.view(st, None)["final"]
    assert view["winner"] == 0 and view["ranking"] == [0, 1, 2]


def test_e_exchange_between_pilgrim_steps_in_phase_e_only() -> None:
    """Phase E steps (E-NOPURPLE, purple income): the exchange may come between two steps, e.g. at
    20 coins before walking into a coin monastery; outside phase E the walk offers no exchange."""
    st = blank(3)
    take_card(st, 0, "M09", track=False)  # E-EXCHANGE coins
    st.p[0].coins = 20
    st.phase = "E"
    ask(st, "move", 0, n=2, ref="test")
    assert set(ids(st, 0)) == {"go:c1", "go:c2", "exchange:coins", "stop"}
    st, _ = play(st, 0, "exchange:coins")
    assert (st.p[0].coins, st.p[0].vp) == (18, 1) and top(st).kind == "move" and top(st).n == 2
    st, _ = play(st, 0, "go:c1")
    assert top(st).n == 1
    st.phase = "C"
    assert "exchange:coins" not in ids(st, 0)


def test_perft_cap_tile_targets_and_reordering() -> None:
    """F2 taken in the castle: the cap may go on each own die in a town row (not the castle die just
    activated, not an opponent's die) or be declined; on the upper-town 2 it makes 5, which moves
    left of the token 3 and so acts first and pays 5."""
    st = blank(3)
    st, castle = place(st, 0, "grey", 1, "castle")
    st, up = place(st, 0, "orange", 2, "upper")
    st, low = place(st, 0, "green", 5, "lower")
    st, other = place(st, 1, "grey", 6, "centre")
    set_row(st, "upper", ["P01", "M03", "K02", "G05"])
    st.crowns_on = {}
    st = phase_c(st, "castle")
    assert top(st).ref == castle
    assert set(ids(st, 0)) == {"favour:F1", "favour:F2", "favour:F3", "favour:F4", "emergency"}
    st, _ = play(st, 0, "favour:F2")
    assert top(st).kind == "cap"
    assert set(ids(st, 0)) == {f"cap:{up}", f"cap:{low}", "skip"}
    assert [e for e in st.rows["upper"]] == ["t3a", up]
    st, _ = play(st, 0, f"cap:{up}")
    assert st.rows["upper"] == [up, "t3a"] and st.cap_on == up
    assert (
        top(st).kind == "activate" and top(st).ref == up
    )  # castle done, the upper town starts with it
    st.p[0].coins = st.p[0].guards = 5
    assert set(ids(st, 0)) == {"buy:P01", "buy:M03", "buy:K02", "buy:G05", "emergency"}
    st, _ = play(st, 0, "buy:G05")
    assert st.p[0].coins == 0


def test_seat_views_equal_the_public_view() -> None:
    """Coimbra has no private information besides the deck: every seat's view is
    the public one (+ 'you')."""
    rng = random.Random(5)
    st = GAME.setup(3, 5)
    for _ in range(120):
        dec = GAME.decision(st)
        if dec is None:
            break
        public = GAME.view(st, None)
        for s in range(3):
            mine = GAME.view(st, s)
            assert mine.pop("you") == s and mine == public
        seat = dec.seats[0]
        st, _ = GAME.apply(st, seat, rng.choice(GAME.legal_choices(st, seat)).id)


def test_die_facing_an_empty_card_row_takes_the_emergency_action_without_a_question() -> None:
    """Empty display: every card of the row is gone, so the action of the district is
    impossible and the emergency action ('musst du stattdessen die Notaktion ausführen')
    happens by itself, capped at 20."""
    st = blank(3)
    st.cards["upper"] = [None] * 4
    st.crowns_on = {}
    st.p[0].coins, st.p[0].guards = 19, 5
    st, _ = place(st, 0, "grey", 6, "upper")
    st = phase_c(st, "upper")
    assert (st.p[0].coins, st.p[0].guards) == (20, 7)
    assert not any(s.kind == "activate" for s in st.pending)
