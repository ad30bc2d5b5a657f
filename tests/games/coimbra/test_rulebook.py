"""Rulebook scenarios (DATC style): one test per rule, setup detail, example or exception of the
German rulebook (``shared/seeds/002_bed58af780ff989b.txt``) that had no test yet. Each docstring
names the rulebook section and quotes or paraphrases the situation; the test drives the engine only
through ``legal_choices`` / ``apply`` from a built state and checks the visible numbers and that
illegal options are not offered."""

from __future__ import annotations

import pytest

from games.coimbra import GAME, rules
from games.coimbra import data as D
from games.coimbra.state import CoimbraState
from tests.games.coimbra.builders import ask, blank, en, fresh, ids, play, set_row, take_card, top


def place(
    st: CoimbraState, seat: int, colour: str, value: int, district: str
) -> tuple[CoimbraState, str]:
    """Phase B: take a free die of that colour showing ``value`` and place it (two clicks)."""
    d = next(d for d in st.dice if d.owner is None and d.colour == colour)
    d.value = value
    ask(st, "pick_die", seat)
    st, _ = play(st, seat, f"die:{colour}.{value}")
    st, _ = play(st, seat, f"district:{district}")
    return st, d.id


def phase_c(st: CoimbraState, district: str) -> CoimbraState:
    """Start phase C at ``district`` (the districts above it are already resolved)."""
    st.pending = []
    st.phase, st.cursor = "C", D.DISTRICTS.index(district)
    rules.settle(st)
    return st


def row(st: CoimbraState, district: str) -> list[tuple[str, int]]:
    out = []
    for e in st.rows[district]:
        if e in st.tokens:
            out.append(("token", st.tokens[e]))
        else:
            d = next(x for x in st.dice if x.id == e)
            out.append((f"p{d.owner}", d.total))
    return out


def answer_first(st: CoimbraState, until: str = "activate") -> CoimbraState:
    """Answer follow-up questions with their first choice until the next ``until`` question."""
    while st.pending and top(st).kind != until and top(st).ref != "sentinel" and GAME.decision(st):
        s = top(st).seat
        st, _ = play(st, s, ids(st, s)[0])
    return st


# -- Spielvorbereitung (setup, p. 3-4) ---------------------------------------------------------


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_step7_each_player_starts_with_7_coins_7_guards_0_vp_tracks_0_20_discs(
    players: int,
) -> None:
    """Setup step 7: wooden markers on space 7 of the coin and the guard track, one disc on 0 of
    each of the 4 influence tracks and on 0 of the VP track, the other 20 discs as supply."""
    st = fresh(players, 4)
    for s in range(players):
        v = GAME.view(st, s)["players"][s]
        assert (v["coins"], v["guards"], v["vp"]) == (7, 7, 0)
        assert v["tracks"] == {"grey": 0, "orange": 0, "purple": 0, "green": 0}
        assert v["discs_in_supply"] == 20
        assert v["pilgrim"] is None  # "den er vorerst neben seiner Spielerablage abstellt"


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_steps2_5_fourteen_monasteries_by_level_and_six_expeditions(players: int) -> None:
    """Setup step 2: 8 monasteries of back I on the blue, 4 of II on the brown, 2 of III on the
    wine-red spaces; step 5: 6 expeditions face up, the rest back in the box."""
    st = fresh(players, 9)
    levels = [D.MONASTERIES[m].back for m in st.map.values()]
    assert (levels.count("I"), levels.count("II"), levels.count("III")) == (8, 4, 2)
    for node, mid in st.map.items():
        assert D.MONASTERY_NODES[node] == D.MONASTERIES[mid].back
    assert len(st.expeditions) == 6 and len(set(st.expeditions)) == 6


def test_setup_step9_deck_is_stack_ii_on_stack_iii() -> None:
    """Setup step 9: the whole II stack goes face down on the III stack; rounds 1-2 therefore show
    back II, rounds 3-4 back III (12 cards per round)."""
    st = fresh(4, 11)
    shown = [c for t in D.TOWNS for c in st.cards[t]]
    assert {D.CITIZENS[c].back for c in shown} == {"II"}
    assert [D.CITIZENS[c].back for c in st.deck] == ["II"] * 12 + ["III"] * 24


def test_setup_step10_cap_tile_lies_on_the_favour_tile_with_two_crowns() -> None:
    """Setup step 10: the 4 favour tiles in a row beside the castle, the cap tile
    on the one with 2 crowns."""
    v = GAME.view(fresh(3, 2), None)
    assert [f["id"] for f in v["favour_row"]] == ["F1", "F2", "F3", "F4"]
    capped = [f for f in v["favour_row"] if f["cap_tile"]]
    assert len(capped) == 1 and capped[0]["crowns"] == 2 and v["cap_on"] is None


def test_setup_step12_crown_tile_unused_when_a_profession_is_missing() -> None:
    """Setup step 12: 'Falls von einer Berufsgruppe mal gar keine Karte in der Auslage liegt, bleibt
    das zugehörige Kronenplättchen in dieser Runde unbenutzt.'"""
    st = blank(3)
    st.deck = [
        "K01",
        "K02",
        "K03",
        "K04",
        "M01",
        "M02",
        "M03",
        "M04",
        "P01",
        "P02",
        "P03",
        "P04",
    ] + st.deck
    for c in st.deck[:12]:
        for pile in (st.discard, st.removed):
            if c in pile:
                pile.remove(c)
    rules.round_setup(st)
    assert set(st.crowns_on) == {"council", "merchant", "clergy"}
    assert "scholar" not in GAME.view(st, None)["crown_tiles"]


# -- Wahl der individuellen Startvoraussetzungen (p. 5) ----------------------------------------


def test_start_choice_a_taken_corner_and_a_taken_pair_are_not_offered() -> None:
    """Start choices: 'Stelle deinen Pilger auf eine freie Startecke' and 'eines der noch
    verfügbaren Kartenpaare': what another player took is not offered."""
    st = fresh(4, 5)
    first = top(st).seat
    assert first == st.order[-1]  # reverse turn order: flag 4 starts
    st, _ = play(st, first, "corner:NE")
    second = top(st).seat
    assert second == st.order[-2]
    st, _ = play(st, second, "pair:1")
    third = top(st).seat
    choices = ids(st, third)
    assert "corner:NE" not in choices and "pair:1" not in choices
    assert {"corner:NW", "corner:SE", "corner:SW", "pair:0", "pair:2", "pair:3"} <= set(choices)
    v = GAME.view(st, None)
    assert v["start_pairs"][1]["taken_by"] == second and v["start_pairs"][0]["taken_by"] is None


def test_start_cards_phil_example_clergy_and_council() -> None:
    """'Die Start-Einwohnerkarten', example: Phil's clergy (influence 1, phase-C bonus) moves his
    purple disc 1 space and goes to the phase-C area; his council member (influence 2) moves the
    grey disc 2 spaces and gives its immediate bonus of 4 guards."""
    st = fresh(2, 3)
    st.start_pairs = [["S1", "S5"], ["S3", "S7"]]
    st.pairs_dealt = [["S1", "S5"], ["S3", "S7"]]
    phil = st.order[-1]
    st, _ = play(st, phil, "pair:0")
    while st.phase == "setup":
        s = top(st).seat
        st, _ = play(st, s, next(c for c in ids(st, s) if c.startswith(("corner:", "pair:"))))
    v = GAME.view(st, phil)["players"][phil]
    assert v["tracks"]["purple"] == 1 and v["tracks"]["grey"] == 2
    assert v["guards"] == 7 + 4 and v["coins"] == 7
    assert [c["id"] for c in v["cards"]["C"]] == ["S5"] and [c["id"] for c in v["cards"]["I"]] == [
        "S1"
    ]


# -- Phase B (p. 6) ----------------------------------------------------------------------------


def test_phase_b_several_own_dice_in_the_same_district() -> None:
    """Phase B, Hinweise: 'Es gibt keine Beschränkung dafür, wie viele Würfel sich in
    einem Stadtteil befinden dürfen. Jeder Spieler darf auch mehrere seiner Würfel im
    selben Stadtteil haben.'"""
    st = blank(4)
    for v, c in ((2, "grey"), (6, "orange"), (4, "green")):
        st, _ = place(st, 0, c, v, "centre")
    st, _ = place(st, 1, "purple", 4, "centre")
    assert row(st, "centre") == [("p0", 6), ("p0", 4), ("p1", 4), ("p0", 2)]


def test_phase_b_two_players_die_tokens_count_as_dice_in_the_centre() -> None:
    """Phase B, 'Wichtig': with fewer than 4 players each die token counts as a die of its printed
    value. 2 players, centre holds the 4 and a 3: a 4 goes right of the token 4 and left of the
    token 3, a 3 right of the token 3."""
    st = blank(2)
    assert row(st, "centre") == [("token", 4), ("token", 3)]
    st, _ = place(st, 0, "grey", 4, "centre")
    st, _ = place(st, 1, "orange", 3, "centre")
    st, _ = place(st, 1, "green", 5, "centre")
    assert row(st, "centre") == [("p1", 5), ("token", 4), ("p0", 4), ("token", 3), ("p1", 3)]


def test_phase_b_four_players_no_die_tokens() -> None:
    """Setup step 4: 'IM SPIEL ZU VIERT: Legt alle 5 Würfelplättchen in die Schachtel zurück'."""
    st = fresh(4, 1)
    assert st.tokens == {} and all(r == [] for r in st.rows.values())


# -- Phase C (p. 7-8) --------------------------------------------------------------------------


def test_phase_c_town_highest_die_first_and_cost_is_its_value() -> None:
    """Phase C: the leftmost die of a town (highest value) acts first; 'die Höhe
    dieser Kosten entsprechen der Augenzahl des aktivierten Würfels', paid in the
    resource of the card's symbol."""
    st = blank(4)
    set_row(
        st, "lower", ["K04", "M04", "G05", "G04"]
    )  # coins, guards, coins, guards (no resource bonus)
    st.crowns_on = {}
    st, low = place(st, 0, "grey", 2, "lower")
    st, high = place(st, 1, "grey", 5, "lower")
    st = phase_c(st, "lower")
    assert top(st).seat == 1 and top(st).ref == high
    st, _ = play(st, 1, "buy:M04")
    assert (st.p[1].guards, st.p[1].coins) == (2, 7)
    assert top(st).seat == 0 and top(st).ref == low
    assert "buy:M04" not in ids(st, 0)  # bought cards are gone
    st, _ = play(st, 0, "buy:G05")
    assert (st.p[0].coins, st.p[0].guards) == (5, 7)


def test_phase_c_emergency_action_is_always_offered_and_gives_2_coins_2_guards() -> None:
    """Notaktion: 'Statt die Aktion des jeweiligen Stadtteils auszuführen, kannst du dich
    auch für die Notaktion entscheiden. Dabei erhältst du sofort 2 Münzen UND 2 Wachen.'
    Also with affordable cards."""
    st = blank(4)
    set_row(st, "upper", ["K01", "K02", "M01", "M02"])
    st, _ = place(st, 0, "grey", 1, "upper")
    st = phase_c(st, "upper")
    choices = ids(st, 0)
    assert "emergency" in choices and "buy:K01" in choices
    st, _ = play(st, 0, "emergency")
    assert (st.p[0].coins, st.p[0].guards, st.p[0].cards) == (9, 9, [])
    # the rest of the row is discarded when the district is done
    assert st.cards["upper"] == [None] * 4 and {"K01", "K02", "M01", "M02"} <= set(st.discard)


def test_phase_c_favour_tile_is_free() -> None:
    """Castle action: 'Im Gegenteil zu den anderen Stadtteilen ... ist das Nehmen von Gunstplättchen
    selbst kostenlos': F3 gives 2 VP and steps, costs nothing, whatever the die shows."""
    st = blank(3)
    st, _ = place(st, 0, "grey", 6, "castle")
    st = phase_c(st, "castle")
    st, _ = play(st, 0, "favour:F3")
    assert (st.p[0].coins, st.p[0].guards, st.p[0].vp) == (7, 7, 2)
    assert st.p[0].favours == ["F3"] and "F3" not in st.favour_row


def test_phase_c_cap_tile_gives_up_to_nine_and_the_card_costs_nine() -> None:
    """Favour F2: the cap raises a die by 3, 'Dadurch ist eine Augengesamtzahl von bis zu 9
    möglich', and 'die Kosten, die du für die Karte bezahlen musst, belaufen sich ebenfalls
    auf die Augengesamtzahl'."""
    st = blank(4)
    set_row(st, "centre", ["M04", "K04", "G04", "G05"])  # guards, coins, guards, coins
    st.crowns_on = {}
    st, _ = place(st, 0, "grey", 1, "castle")
    st, six = place(st, 0, "orange", 6, "centre")
    st.p[0].guards = 10
    st = phase_c(st, "castle")
    st, _ = play(st, 0, "favour:F2")
    assert top(st).kind == "cap" and f"cap:{six}" in ids(st, 0)
    st, _ = play(st, 0, f"cap:{six}")
    assert row(st, "centre") == [("p0", 9)]
    while top(st).kind != "activate":
        st, _ = play(st, top(st).seat, ids(st, top(st).seat)[0])
    choices = ids(st, 0)
    assert "buy:M04" in choices and "buy:G04" in choices  # guards: 10 >= 9
    assert "buy:K04" not in choices and "buy:G05" not in choices  # coins: 7 < 9
    st, _ = play(st, 0, "buy:M04")
    assert st.p[0].guards == 1


def test_phase_c_die_token_with_an_empty_row_removes_nothing() -> None:
    """Die-token activation removes the card with the highest influence 'aus der Kartenreihe'; an
    empty row has nothing to remove, and the next die acts as usual."""
    st = blank(3)
    set_row(st, "upper", [None, None, None, None])
    st, d = place(st, 0, "grey", 1, "upper")  # behind the token 3
    st.pending = []
    st.phase, st.cursor = "C", D.DISTRICTS.index("upper")
    events = [en(e.text) for e in rules.settle(st)]
    assert (
        "The die token 3 in the upper town is activated; its card row is empty, "
        "so nothing is removed." in events
    )
    # the player's die then acts as usual: nothing to buy, so the emergency action happens at once
    assert "{p0} gains 2 coins + 2 guards (emergency action)." in events


def test_phase_c_district_without_dice_discards_its_four_cards() -> None:
    """After a district is resolved 'müsst ihr noch alle eventuell übriggebliebenen
    Einwohnerkarten aus der Reihe ... entfernen': with no die at all (4 players, no tokens) all 4
    cards go to the discard pile."""
    st = blank(4)
    set_row(st, "centre", ["K01", "K02", "M01", "M02"])
    st, _ = place(st, 0, "grey", 3, "lower")
    st = phase_c(st, "centre")
    assert {"K01", "K02", "M01", "M02"} <= set(st.discard) and st.cards["centre"] == [None] * 4


def test_phase_c_die_token_is_turned_face_up_again_after_the_district() -> None:
    """'Sollten sich außerdem ein oder mehrere verdeckte Würfelplättchen in dem Stadtteil befinden,
    dreht diese wieder mit der Augenseite nach oben.'"""
    st = blank(2)
    set_row(st, "upper", ["K01", "K02", "M01", "M02"])
    st = phase_c(st, "upper")
    assert st.tokens_down == [] or not any(t in st.rows["upper"] for t in st.tokens_down)
    v = GAME.view(st, None)
    assert all(not e["face_down"] for e in v["districts"]["upper"])


def test_phase_c_c_coin_discount_does_not_apply_to_expeditions() -> None:
    """Phase-C start bonus: 'Immer wenn du in Phase C eine Einwohnerkarte erwirbst,
    die Münzen kostet, zahlst du 1 Münze weniger' - only citizen cards, never an
    expedition (only F1 lowers those)."""
    st = blank(3)
    take_card(st, 0, "S5", track=False)  # C-COIN
    st.expeditions = ["X01", "X02", "X03", "X04", "X05", "X06"]
    ask(st, "equip", 0, ref="phase")
    st, _ = play(st, 0, "exp:X01")  # Tanger, 5 coins
    assert st.p[0].coins == 2


# -- Phase D (p. 8) ----------------------------------------------------------------------------


def test_phase_d_flag_crowns_count_without_any_tile() -> None:
    """Phase D: crowns also 'die neben der Flagge abgebildet sind, auf der sich
    momentan sein Löwenmarker befindet'. Nobody took a tile: the flags' own crowns
    decide (flag 4 shows the most)."""
    st = blank(4)
    st.order = [2, 0, 3, 1]
    crowns = [f.crowns for f in D.FLAGS]
    assert crowns == sorted(crowns) and crowns[0] < crowns[-1]
    rules.phase_d(st)
    assert st.order == [1, 3, 0, 2]


# -- Phase E (p. 9) ----------------------------------------------------------------------------


def test_phase_e_white_die_any_track_and_no_e_die_bonus() -> None:
    """Phase E: 'Wenn du den weißen Würfel aktivierst, darfst du dir dafür eine Einflussleiste
    aussuchen'; E-DIE bonus: 'Der weiße Würfel zählt dabei nicht mit.'"""
    st = blank(3)
    take_card(st, 0, "G02", track=False)  # E-DIE: 2 VP per green die
    st.p[0].tracks.update(green=4)
    next(d for d in st.dice if d.id == "white").owner = 0
    ask(st, "income", 0)
    st, _ = play(st, 0, "die:white")
    assert sorted(ids(st, 0)) == ["track:green", "track:grey", "track:orange", "track:purple"]
    st, _ = play(st, 0, "track:green")
    assert st.p[0].vp == 3  # green box 4-6 = 3 VP, no E-DIE bonus for the white die


def test_phase_e_in_the_new_turn_order() -> None:
    """Phase E: 'In der neuen Spielerreihenfolge erhält nun jeder Spieler sein Einkommen'."""
    st = blank(3)
    st.pending = []
    st.order = [0, 1, 2]
    st.p[2].favours = ["F1"]  # 3 crowns + flag 3: clearly first
    for s, did in ((0, "grey1"), (1, "grey2"), (2, "grey3")):
        next(d for d in st.dice if d.id == did).owner = s
    st.phase, st.cursor = "C", len(D.DISTRICTS)
    rules.settle(st)
    assert st.phase == "E" and st.order[0] == 2 and top(st).seat == 2


def test_phase_e_resources_over_20_are_lost_and_the_log_says_so() -> None:
    """Phase E, Hinweise: the coin and guard tracks only go to 20,
    'überschüssige Ressourcen verfallen'."""
    st = blank(3)
    st.p[0].coins = 18
    st.p[0].tracks.update(orange=7)
    next(d for d in st.dice if d.id == "orange1").owner = 0
    ask(st, "income", 0)
    st, events = play(st, 0, "die:orange")
    assert st.p[0].coins == 20
    assert any(
        "{p0} gains 2 coins" in en(e.text) and "5 coins over the limit of 20 are lost" in en(e.text)
        for e in events
    )


# -- Phase F (p. 9) ----------------------------------------------------------------------------


def test_phase_f_other_players_discs_do_not_block_and_nobody_equips_twice() -> None:
    """'Es ist dabei egal, wie viele der anderen Spieler diese Expedition bereits ausgestattet haben
    (aber kein Spieler darf mehrmals dieselbe Expedition ausstatten).'"""
    st = blank(3)
    st.expeditions = ["X11", "X01", "X02", "X03", "X04", "X05"]
    st.exp_discs = {"X11": [1, 2]}
    st.p[1].expeditions = ["X11"]
    st.p[2].expeditions = ["X11"]
    st.p[0].guards = 20
    ask(st, "equip", 0, ref="phase")
    assert "exp:X11" in ids(st, 0)
    st, _ = play(st, 0, "exp:X11")
    assert st.exp_discs["X11"] == [1, 2, 0]  # 'lege deine oben drauf'
    ask(st, "equip", 0, ref="phase")
    assert "exp:X11" not in ids(st, 0)


def test_phase_f_unaffordable_expeditions_are_not_offered() -> None:
    """'Genauso wenig kannst du Ressourcen ausgeben, die du nicht hast': with 4 coins and 4 guards
    only the expeditions costing at most 4 of the right resource are offered."""
    st = blank(3)
    st.expeditions = [
        "X05",
        "X06",
        "X07",
        "X11",
        "X01",
        "X02",
    ]  # Ceuta 4g, Calicut 4c, Mascat 7c, Goa 7g ...
    st.p[0].coins = st.p[0].guards = 4
    ask(st, "equip", 0, ref="phase")
    assert sorted(ids(st, 0)) == ["exp:X05", "exp:X06", "skip"]


def test_f1_discount_ends_with_the_round() -> None:
    """F1: 'Solange dieses Gunstplättchen vor dir liegt' - the tile is returned at round end, so the
    discount does not carry into the next round."""
    st = blank(3)
    st.pending = []
    st.p[0].favours = ["F1"]
    st.favour_row = ["F2", "F3", "F4"]
    st.phase, st.cursor = "F", 3
    rules.settle(st)
    assert st.round == 2 and st.p[0].favours == []
    st.expeditions = ["X11", "X01", "X02", "X03", "X04", "X05"]
    st.p[0].guards = 5
    ask(st, "equip", 0, ref="phase")
    assert "exp:X11" not in ids(st, 0)  # 7 guards again


# -- Spielende (p. 10-11) ----------------------------------------------------------------------


def test_game_end_after_the_fourth_round_when_the_deck_is_empty() -> None:
    """Rundenende: 'prüft, ob der Einwohnerstapel jetzt leer ist. Falls dem so ist, habt ihr
    die vierte Runde abgeschlossen und das Spiel endet jetzt' - with 48 cards dealt 12 per
    round this is after round 4."""
    from games.simulate import random_playout

    p = random_playout(GAME, 3, 8)
    st = p.state
    assert st.phase == "end" and st.round == 4 and st.deck == []
    assert GAME.decision(st) is None and GAME.legal_choices(st, 0) == []


def test_final_four_players_third_place_on_a_shared_space() -> None:
    """Track scoring: 4 players, places 1-3 score top/middle/bottom; two discs on one
    space: the one that came first (lower in the stack) is ahead. View `final` names
    ranking, winner and tie-break."""
    from games.coimbra import scoring as S

    st = blank(4)
    st.scoring = {"grey": "ST-A", "orange": "ST-B", "purple": "ST-C", "green": "ST-D"}
    for s, (pos, seq) in enumerate(((9, 1), (5, 3), (5, 2), (2, 4))):
        st.p[s].tracks["grey"] = pos
        st.p[s].seq["grey"] = seq
    assert [S.track_place_vp(st, s, "grey") for s in range(4)] == [12, 3, 6, 0]


def test_final_view_names_ranking_winner_and_tiebreak() -> None:
    """'Bei Gleichstand gewinnt der daran beteiligte Spieler, der in der
    Spielerreihenfolge weiter oben steht.' The public view's `final` carries the result:
    ranking, winner and the tie-break sentence."""
    st = blank(2)
    st.pending = []
    st.deck = []
    st.round = 4
    st.order = [1, 0]
    st.phase, st.cursor = "F", 2
    rules.settle(st)
    v = GAME.view(st, None)
    assert v["final"]["totals"][0] == v["final"]["totals"][1]
    assert v["final"]["ranking"] == [1, 0] and v["final"]["winner"] == 1
    assert "{p1}" in v["final"]["tiebreak"] and "earlier in turn order" in v["final"]["tiebreak"]


# -- Boni: general rules (p. 12) ---------------------------------------------------------------


def test_influence_beyond_15_is_lost() -> None:
    """'Auf jeder der Einflussleisten kannst du mit deiner jeweiligen Scheibe maximal Feld
    15 erreichen. (Erhältst du weitere Einflusswerte dieser Berufsgruppe, musst du sie
    ungenutzt verfallen lassen.)'"""
    st = blank(4)
    st.p[0].tracks["grey"] = 14
    set_row(st, "upper", ["K05", None, None, None])  # council, influence 3, guards
    st.crowns_on = {}
    st, _ = place(st, 0, "grey", 1, "upper")
    st = phase_c(st, "upper")
    st, _ = play(st, 0, "buy:K05")
    assert st.p[0].tracks["grey"] == 15


def test_pilgrim_several_monasteries_in_one_move_and_passing_through_counts() -> None:
    """'Betritt dein Pilger jedoch ein Kloster, musst du sofort eine Scheibe ... ablegen'; 'Es
    ist also möglich, mehrere Klöster im selben Zug zu erreichen.' Passing through a monastery
    takes its disc and bonus."""
    st = blank(3)
    st.map = {"I1": "MI-03", "I8": "MI-01"}  # 3 VP, 4 coins
    st.p[0].pilgrim = "c2"
    ask(st, "move", 0, n=3)
    st, _ = play(st, 0, "go:I1")
    st, _ = play(st, 0, "go:c1")
    st, _ = play(st, 0, "go:I8")
    assert st.p[0].vp == 3 and st.p[0].coins == 11 and st.p[0].supply == 18
    assert sorted(st.p[0].monasteries) == ["MI-01", "MI-03"] and top(st).ref == "sentinel"


def test_pilgrim_other_pilgrims_do_not_block_and_discs_stack() -> None:
    """'Die anderen Pilger behindern die Bewegung deines Pilgers nicht'; a monastery with another
    player's disc still takes yours ('lege deine oben drauf')."""
    st = blank(3)
    st.map = {"I1": "MI-03"}
    st.map_discs = {"I1": [1]}
    st.p[1].monasteries = ["MI-03"]
    st.p[1].pilgrim = "I1"
    st.p[0].pilgrim = "c1"
    ask(st, "move", 0, n=1)
    assert "go:I1" in ids(st, 0)
    st, _ = play(st, 0, "go:I1")
    assert st.map_discs["I1"] == [1, 0] and st.p[0].vp == 3


def test_pilgrim_never_back_into_coimbra() -> None:
    """'Es ist nicht erlaubt, seinen Pilger im Spielverlauf jemals wieder entlang einer
    der Einbahnstraßen nach Coimbra zurück zu ziehen.' From a clearing next to a
    corner, no corner is offered."""
    st = blank(3)
    st.p[0].pilgrim = "NW"
    ask(st, "move", 0, n=2)
    assert sorted(ids(st, 0)) == ["go:c1", "go:c2", "stop"]
    st, _ = play(st, 0, "go:c1")
    assert not any(c in ("go:NW", "go:NE", "go:SE", "go:SW") for c in ids(st, 0))


def test_pilgrim_unused_steps_are_lost() -> None:
    """'Du darfst dich immer entscheiden, deinen Pilger weniger Schritte zu ziehen als erlaubt':
    after `stop` the rest of the steps is gone."""
    st = blank(3)
    st.p[0].pilgrim = "c1"
    ask(st, "move", 0, n=3)
    st, _ = play(st, 0, "stop")
    assert top(st).ref == "sentinel" and st.p[0].pilgrim == "c1"


# -- Einwohnerboni (p. 13-15) ------------------------------------------------------------------


def test_tribute_victim_without_resources_gives_vp_and_may_go_below_zero() -> None:
    """I-TRIBUTE: 'Wer die angegebenen Ressourcen nicht hat, muss dir die Siegpunkte geben. Die
    Spieler können auf der Siegpunktleiste unter 0 fallen.'"""
    st = blank(3)
    st.p[1].coins = 0
    st.p[1].vp = 1
    st.p[2].vp = 0
    set_row(st, "upper", ["M08", None, None, None])  # tribute, coins
    st.crowns_on = {}
    st.p[0].coins = 10
    st, _ = place(st, 0, "grey", 6, "upper")  # left of the token 3
    st = phase_c(st, "upper")
    st, _ = play(st, 0, "buy:M08")
    assert st.p[1].vp == -1  # no coin: had to give 2 VP
    assert top(st).kind == "tribute" and top(st).seat == 2
    assert sorted(ids(st, 2)) == ["give:goods", "give:vp"]
    st, _ = play(st, 2, "give:vp")
    assert st.p[2].vp == -2 and st.p[0].vp == 4 and st.p[0].coins == 4


def test_inquisition_disc_lands_on_top_of_the_stack() -> None:
    """I-INQUISITION: the discarded clergy's influence is lost; 'Landet sie dabei auf
    einem Feld mit anderen Scheiben, legt er sie oben drauf' - the moved disc is now
    behind the disc already there."""
    from games.coimbra import scoring as S

    st = blank(3)
    take_card(st, 1, "P03")  # clergy influence 1
    st.p[1].tracks["purple"] = 4
    st.p[1].seq["purple"] = 1
    st.p[2].tracks["purple"] = 3
    st.p[2].seq["purple"] = 2
    st.arrivals = 2
    st.p[2].vp = 10
    set_row(st, "upper", ["P07", None, None, None])  # inquisition, coins
    st.crowns_on = {}
    st, _ = place(st, 0, "grey", 4, "upper")
    st = phase_c(st, "upper")
    st, _ = play(st, 0, "buy:P07")
    assert top(st).kind == "inquisition" and top(st).seat == 1
    assert sorted(ids(st, 1)) == ["discard:P03", "lose:vp"]
    st, _ = play(st, 1, "discard:P03")
    assert st.p[1].tracks["purple"] == 3 and "P03" in st.discard and "P03" not in st.p[1].cards
    assert S.track_ranking(st, "purple").index(2) < S.track_ranking(st, "purple").index(1)
    assert st.p[2].vp == 7  # no clergy card: lost 3 VP without a question


def test_council_tax_players_ahead_do_not_pay() -> None:
    """I-COUNCILTAX: only 'jeder Spieler, dessen Scheibe auf der grauen Ratsleiste weiter zurück als
    die deine liegt' is asked; a player ahead of you is not."""
    st = blank(3)
    st.p[1].tracks["grey"] = 10
    st.p[1].seq["grey"] = 1
    st.p[2].tracks["grey"] = 0
    set_row(st, "upper", ["K01", None, None, None])  # council tax in coins, infl 2
    st.crowns_on = {}
    st, _ = place(st, 0, "grey", 4, "upper")
    st = phase_c(st, "upper")
    st, _ = play(st, 0, "buy:K01")
    assert top(st).kind == "tax" and top(st).seat == 2
    st, _ = play(st, 2, "give:coins")
    assert st.p[2].coins == 4 and st.p[0].coins == 7 - 4 + 3 and st.p[1].coins == 7


def test_salvage_offers_only_affordable_discarded_cards() -> None:
    """I-SALVAGE: 'Du darfst die gewählte Karte nun erwerben, indem du 3 Einheiten der
    Ressource entsprechend des Symbols oben links auf der Karte zahlst' - a coin card needs 3
    coins; not offered with 2 coins."""
    st = blank(3)
    st.discard = ["K04", "M04"]  # coins, guards
    for c in st.discard:
        if c in st.deck:
            st.deck.remove(c)
    st.p[0].coins = 2
    ask(st, "salvage", 0)
    assert sorted(ids(st, 0)) == ["salvage:M04", "skip"]
    st, _ = play(st, 0, "salvage:M04")
    assert st.p[0].guards == 4 and "M04" in st.p[0].cards and st.p[0].tracks["orange"] == 1


def test_e_exchange_only_in_phase_e_two_for_one() -> None:
    """E-EXCHANGE: 'Jederzeit und beliebig oft in Phase E darfst du die abgebildete
    Ressourcenart im Verhältnis 2:1 gegen Siegpunkte eintauschen' - offered with at least 2 of
    that resource, 2 -> 1 VP."""
    st = blank(3)
    take_card(st, 0, "M09", track=False)  # exchange coins
    st.p[0].coins = 3
    next(d for d in st.dice if d.id == "grey1").owner = 0
    ask(st, "income", 0)
    assert "exchange:coins" in ids(st, 0) and "exchange:guards" not in ids(st, 0)
    st, _ = play(st, 0, "exchange:coins")
    assert (st.p[0].coins, st.p[0].vp) == (1, 1)
    assert "exchange:coins" not in ids(st, 0)


# -- Klosterboni (p. 15) -----------------------------------------------------------------------


def test_m_scoreeg_other_players_gain_nothing() -> None:
    """M-SCOREEG: 'Die anderen Spieler erhalten hierbei keine Siegpunkte, egal wo sich ihre Scheiben
    auf der gewählten Einflussleiste befinden.'"""
    st = blank(3)
    st.scoring = {"grey": "ST-A", "orange": "ST-B", "purple": "ST-C", "green": "ST-D"}
    st.map = {"I1": "MIII-03"}
    st.p[0].tracks["grey"] = 3
    st.p[0].seq["grey"] = 2
    st.p[1].tracks["grey"] = 8
    st.p[1].seq["grey"] = 1
    st.p[0].pilgrim = "c1"
    ask(st, "move", 0, n=1)
    st, _ = play(st, 0, "go:I1")
    assert top(st).kind == "score_track"
    st, _ = play(st, 0, "track:grey")
    assert st.p[0].vp == 5 and st.p[1].vp == 0  # 2nd place on ST-A (10, 5)


# -- more setup and round structure --------------------------------------------------------------


@pytest.mark.parametrize("players,places", [(2, 2), (3, 2), (4, 3)])
def test_setup_step3_scoring_tiles_show_the_side_for_the_player_count(
    players: int, places: int
) -> None:
    """Setup step 3: each scoring tile shows the side of the player count (front 2/3 players: two
    numbers, back 4 players: three numbers)."""
    v = GAME.view(fresh(players, 6), None)
    assert all(
        len(v["tracks"][t]["values"]) == places for t in ("grey", "orange", "purple", "green")
    )


def test_phase_a_the_start_player_rolls_every_pool_die() -> None:
    """Phase A: 'Der Startspieler (der Spieler, der seinen Löwenmarker auf der Flagge mit der 1 hat)
    nimmt alle Würfel des Würfelpools ... und würfelt sie'."""
    st = fresh(3, 12)
    events = []
    while st.phase == "setup":
        s = top(st).seat
        st, events = play(st, s, ids(st, s)[0])
    roll = next(en(e.text) for e in events if "rolls" in en(e.text))
    assert roll.startswith(f"Round 1, phase A: {{p{st.order[0]}}} rolls")
    assert roll.split(" rolls ")[1].count(",") == len(st.dice) - 1 and all(
        1 <= d.value <= 6 for d in st.dice
    )


def test_phase_c_districts_top_to_bottom_castle_first() -> None:
    """Phase C: 'Zuerst das Schloss, dann die Oberstadt, dann das Zentrum, und schließlich die
    Unterstadt' - regardless of the dice values or the turn order."""
    st = blank(4)
    st, lower = place(st, 0, "grey", 6, "lower")
    st, centre = place(st, 1, "grey", 6, "centre")
    st, upper = place(st, 2, "grey", 1, "upper")
    st, castle = place(st, 3, "orange", 6, "castle")
    st = phase_c(st, "castle")
    seen = []
    while st.phase == "C":
        assert top(st).kind == "activate"
        seen.append(top(st).ref)
        st, _ = play(st, top(st).seat, "emergency")
    assert seen == [castle, upper, centre, lower]


def test_phase_e_no_purple_steps_come_at_the_start_of_phase_e() -> None:
    """E-NOPURPLE: 'Am Anfang jeder Phase E erhältst du 2 Pilgerschritte, vorausgesetzt, du
    hast keinen lilafarbenen Würfel' - before the first player cashes a die, even if the
    owner is last in turn order."""
    st = blank(3)
    take_card(st, 2, "P04", track=False)
    for s, did in ((0, "grey1"), (1, "grey2"), (2, "grey3")):
        next(d for d in st.dice if d.id == did).owner = s
    st.pending = []
    st.order = [2, 1, 0]  # flag crowns 0/1/2: phase D makes seat 0 first and seat 2 last
    st.phase, st.cursor = "C", len(D.DISTRICTS)
    rules.settle(st)
    assert st.order == [0, 1, 2]
    assert top(st).kind == "move" and top(st).seat == 2 and top(st).n == 2


def test_phase_c_must_take_the_emergency_action_when_no_card_is_affordable() -> None:
    """Phase C: 'Falls du die Aktion des Stadtteils nicht ausführen kannst ..., musst du stattdessen
    die Notaktion ausführen': a 6 with 5 coins and 5 guards buys nothing, so the emergency action
    happens at once (no question with a single forced answer)."""
    st = blank(4)
    set_row(st, "upper", ["K04", "M04", "G05", "G04"])
    st.p[0].coins = st.p[0].guards = 5
    st, _ = place(st, 0, "grey", 6, "upper")
    st.pending = []
    st.phase, st.cursor = "C", D.DISTRICTS.index("upper")
    events = [en(e.text) for e in rules.settle(st)]
    assert "{p0} gains 2 coins + 2 guards (emergency action)." in events
    assert (st.p[0].coins, st.p[0].guards, st.p[0].cards) == (7, 7, [])


def test_phase_e_dice_go_back_to_the_pool_after_income() -> None:
    """Phase E: 'entferne sie aus deinen Würfelhaltern. Lege die Würfel dann wieder zurück neben den
    Spielplan' - in phase F nobody holds a die any more."""
    st = blank(2)
    for s, did in ((0, "grey1"), (1, "grey2")):
        next(d for d in st.dice if d.id == did).owner = s
    st.pending = []
    st.phase, st.cursor = "C", len(D.DISTRICTS)
    rules.settle(st)
    while st.phase == "E":
        s = top(st).seat
        st, _ = play(st, s, ids(st, s)[0])
    assert st.phase in ("F", "B") and all(d.owner is None for d in st.dice)


# -- issue 14: the rulebook's own words ---------------------------------------------------------

P1, P2 = "{p1}", "{p2}"


def test_e_track_may_be_declined() -> None:
    """E-TRACK, p. 14: "Am Anfang jeder Phase E darfst du 1 Einflussleiste wählen, auf der du deine
    Scheibe 1 Feld vorwärts ziehst" ("darfst": may), and "Du darfst Belohnungen ganz oder teilweise
    verfallen lassen". The old engine had no way to decline."""
    st = blank(3)
    take_card(st, 0, "M05", track=False)  # E-TRACK coins
    st.phase = "E"
    ask(st, "etrack", 0, ref="coins", ref2="M05")
    assert "skip" in ids(st, 0)
    skip = next(c for c in GAME.legal_choices(st, 0) if c.id == "skip")
    assert skip.role == "end"
    before = (dict(st.p[0].tracks), st.p[0].coins)
    st, events = play(st, 0, "skip")
    assert (st.p[0].tracks, st.p[0].coins) == before
    assert top(st).ref == "sentinel"
    assert "lapse" in en(events[0].text)


def test_opponents_answer_strictly_in_turn_order_the_log_included() -> None:
    """I-INQUISITION, p. 14: "In Spielerreihenfolge muss dann jeder deiner Mitspieler wählen ... Wer
    keinen Geistlichen hat, muss die Siegpunkte verlieren." Turn order 0, 2, 1: seat 2 (a clergy
    card, so a choice) answers first, then seat 1 (no clergy) loses 3 VP; the old engine settled
    seat 1 at once, before seat 2 was asked, and logged it first."""
    st = blank(3)
    st.order = [0, 2, 1]
    take_card(st, 2, "P03")
    set_row(st, "upper", ["P07", None, None, None])
    st.crowns_on = {}
    st.p[0].coins = 7
    st, _ = place(st, 0, "grey", 6, "upper")
    st = phase_c(st, "upper")
    st, events = play(st, 0, "buy:P07")
    assert st.p[1].vp == 0 and not any(
        "inquisition" in en(e.text) and P1 in en(e.text) for e in events
    )
    assert top(st).kind == "inquisition" and top(st).seat == 2
    st, events = play(st, 2, "lose:vp")
    texts = [en(e.text) for e in events]
    first = next(i for i, t in enumerate(texts) if t.startswith(P2))
    second = next(i for i, t in enumerate(texts) if t.startswith(P1))
    assert first < second and st.p[1].vp == -3 and st.p[2].vp == -3
