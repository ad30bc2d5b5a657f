"""Rulebook scenarios (DATC style) for rules of the German rulebook (seed 004) that had no
direct test. Each test names the rulebook section it checks; the docstring quotes or
paraphrases the printed situation. Everything is driven through legal_choices / apply.
"""

from __future__ import annotations

import pytest

from games.stupor_mundi import GAME
from games.stupor_mundi import data as D
from games.stupor_mundi.core import hand_limit, storage_capacity
from tests.games.stupor_mundi.builders import (
    at_turn,
    decider,
    drain,
    en,
    facedown,
    give_hand,
    ids,
    labels,
    new,
    play_up,
    put_spec,
    run,
    setp,
    setpal,
    top,
)

ROMA, ACRE, ALEX, TUNIS, BARC = range(5)


def base(players: int = 2, **pre):
    st = new(players, 1)
    setp(st, 0, aug=20, grain=0, stone=0, vp=0, ship=ROMA, vp_by={})
    setp(st, 0, **pre)
    return st


def pass_all(st):
    """Pass every open turn and answer every end-phase question with its first/`done` choice
    until the next round starts or the game is over."""
    start = st.round
    for _ in range(300):
        d = GAME.decision(st)
        if d is None:
            return st
        seat = d.seats[0]
        if top(st) == "turn":
            if st.round > start:
                return st
            st, _ = run(st, seat, "pass")
            continue
        choices = ids(st, seat)
        st, _ = run(st, seat, "done" if "done" in choices else choices[0])
    raise AssertionError("round did not finish")


# ---------------------------------------------------------------------------------------------
# Spielvorbereitung


@pytest.mark.parametrize("players,tiles", [(1, 1), (2, 1), (3, 2), (4, 3)])
def test_setup_main_board_E_city_bonus_tiles_players_minus_one(players, tiles):
    """Spielvorbereitung (Hauptspielplan) E: on each city place "Anzahl der teilnehmenden
    Personen minus 1" city bonus tiles; the solo game is set up as a 2-player game."""
    st = new(players, 11)
    assert {p: len(v) for p, v in st.city_tiles.items()} == {"A": tiles, "B": tiles, "C": tiles}


def test_setup_main_board_C_I_J_frederick_palace():
    """Spielvorbereitung (Hauptspielplan) C, I, J: 1 grain and 1 stone on space 1, a coin on
    treasury space 6, Frederick's specialist on the 1st space of path A, 1 keep, 2 walls,
    2 towers in his castle and 2 allies at his court."""
    st = new(4, 5)
    assert st.palace.model_dump() == {
        "grain": 1,
        "stone": 1,
        "treasury": 6,
        "towers": 2,
        "walls": 2,
        "keeps": 1,
        "court": 2,
        "spec": 1,
    }
    v = GAME.view(st, None)["palace"]
    assert v["structures"] == 5 and v["specialist"] == 1


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_voyage_E_action_deck_level_a_on_top_of_level_b(players):
    """Spielvorbereitung (Reisespielplan) E: 8 / 12 / 16 cards of each level; the B cards go
    face down, the A cards on top, not shuffled: the board is dealt from A cards first."""
    st = new(players, 9)
    k = {2: 8, 3: 12, 4: 16}[players]
    on_board = [cp.card for cp in st.card_places]
    assert all(c.startswith("A") for c in on_board)
    everything = on_board + st.deck
    assert sum(c.startswith("A") for c in everything) == k
    assert sum(c.startswith("B") for c in everything) == k
    assert st.deck == sorted(st.deck, key=lambda c: c.startswith("B"))


def test_setup_voyage_D_one_face_down_ally_under_one_face_up():
    """Spielvorbereitung (Reisespielplan) D: on every free ally place 1 ally face down, then
    1 ally face up on top. Only the face-up one can be recruited (Verbündeten anwerben)."""
    st = base(grain=5)
    place = st.ally_places[ROMA]
    assert len(place.stack) == 2 and place.up
    top_ally = D.ally_of(place.stack[-1]).name
    st, _ = facedown(st, 0, 4, "act:recruit")
    assert any(top_ally in lab for lab in labels(st).values())
    assert [i for i in ids(st) if i.startswith("ally:")] == ["ally:ROMA.a"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_player_I_start_money_and_resources(players):
    """Spielvorbereitung (je Person) I: the first player gets 6 aug, each next player clockwise
    1 more; everyone takes 1 stone and 1 grain. B, E, F, G, H: slot tile on the rightmost slot,
    specialists on the start space, ship on Roma, 5 cards in hand, 1 tower + 1 wall built."""
    st = new(players, 21)
    for k in range(players):
        p = st.pl[(st.first + k) % players]
        assert p.aug == 6 + k and (p.grain, p.stone) == (1, 1)
        assert len(p.hand) == 5 and len(p.draw) == 5
        assert p.specs == ["0", "0", "0"] and p.ship == ROMA and len(p.castle) == 2
    at_turn(st, st.first)
    give_hand(st, st.first, "H-GRAIN")
    st, _ = run(st, st.first, "play:H-GRAIN")
    assert "up:6" not in ids(st, st.first) and "down:6" not in ids(st, st.first)


def test_setup_storage_three_resources_and_one_ally_at_start():
    """Burgteil bauen (Mauer / Turm): "Zu Beginn des Spiels darfst du bis zu 3 Ressourcen
    lagern" and "nur 1 Verbündeten haben"; each wall adds 1 storage, each tower 1 ally space."""
    st = base(grain=3, stone=0)
    p = st.pl[0]
    assert storage_capacity(p) == 3
    st, _ = play_up(st, 0, "H-STONE")  # a 4th resource: return one
    assert top(st) == "overflow" and set(ids(st)) == {"drop:grain", "drop:stone"}
    st, _ = run(st, 0, "drop:grain")
    assert (st.pl[0].grain, st.pl[0].stone) == (2, 1)
    st.pl[0].allies[0] = "I-THEO"  # the only ally space is taken
    st.pl[0].grain = 2
    st.ally_places[ROMA].cost = 0
    st.ally_places[ROMA].stack = ["I-MAUM", "I-ALTA"]  # a face-up ally she could afford
    st, _ = facedown(st, 0, 4)
    assert "nothing possible" in labels(st)["act:recruit"]


# ---------------------------------------------------------------------------------------------
# Aktionsphase: Reisen, Aktionskarte spielen, Passen


def test_travel_1_to_4_cities_clockwise_only():
    """Aktionsphase a. Reisen: move 1-4 city spaces clockwise; the 1st is free, each further
    costs 1 aug. Staying is allowed; 5 spaces (back to the same city) is not offered."""
    st = at_turn(base(aug=3, ship=TUNIS))
    travel = {i: lab for i, lab in labels(st).items() if i.startswith("travel:")}
    assert sorted(travel) == ["travel:1", "travel:2", "travel:3", "travel:4"]
    assert travel["travel:1"] == "Sail 1 city to Barcelona: free"
    assert travel["travel:3"] == "Sail 3 cities to Acre: pay 2 augustales"
    assert "Roma" in travel["travel:2"] and "Alexandria" in travel["travel:4"]
    st, _ = run(st, 0, "travel:4")
    assert st.pl[0].ship == ALEX and st.pl[0].aug == 0
    assert not any(i.startswith("travel:") for i in ids(st))  # only once per turn


def test_play_card_into_a_free_slot_only():
    """Aktionskarte spielen: the card goes face up or face down into a free slot; a slot with a
    card or the slot tile is not free."""
    st = at_turn(base())
    st.pl[0].slots[1] = "H-AUG3~1"
    give_hand(st, 0, "H-GRAIN")
    st, _ = run(st, 0, "play:H-GRAIN")
    assert sorted(ids(st)) == sorted([f"{h}:{s}" for h in ("up", "down") for s in (1, 3, 4, 5)])


def test_passed_player_takes_no_more_turns_in_this_action_phase():
    """Aktionskarte spielen: "Sobald du gepasst hast, endet dein Zug sofort. Du darfst in dieser
    Aktionsphase keinen weiteren Zug mehr ausführen und wirst übersprungen." With 3 players,
    after seat 1 passes the turns go 2, 0, 2, 0 ... until everyone has passed."""
    st = new(3, 4)
    st.first = 0
    at_turn(st, 1)
    st, _ = run(st, 1, "pass")
    assert decider(st) == 2
    order = []
    for _ in range(4):
        seat = decider(st)
        order.append(seat)
        give_hand(st, seat, "H-AUG3")
        st, _ = run(st, seat, "play:H-AUG3", f"up:{len(order)}")
    assert order == [2, 0, 2, 0]
    st, _ = run(st, 2, "pass")
    assert decider(st) == 0 and top(st) == "turn"
    st, _ = run(st, 0, "pass")
    assert st.phase == "end" and top(st) != "turn"


# ---------------------------------------------------------------------------------------------
# 1. Fachkraft fördern


def test_promote_specialist_never_changes_its_path():
    """1. Fachkraft fördern: "Sie dürfen niemals den Pfad wechseln". A specialist on A2 only
    moves to A3; a specialist on the start space chooses path A, B or C."""
    st = base(grain=3)
    st.pl[0].specs = ["A.2", "0", "0"]
    st, _ = play_up(st, 0, "A9")
    moves = sorted(i for i in ids(st) if i.startswith("move:"))
    assert moves == ["move:0_A", "move:0_B", "move:0_C", "move:A.2"]
    assert "A3" in labels(st)["move:A.2"]


def test_promote_one_benefit_per_space_even_with_two_specialists():
    """1. Fachkraft fördern: "Jede Person darf jedoch den Vorteil eines Felds nur für 1 einzige
    Fachkraft nutzen." Two own specialists on CS-C-II (+4 aug per tower): one tower, +4 aug."""
    st = base(stone=1, grain=1)
    put_spec(st, 0, "CS-C-II", 0)
    put_spec(st, 0, "CS-C-II", 1)
    st, _ = facedown(st, 0, 4, "act:build", "piece:T-2", "space:T2")
    st = drain(st, 0)
    assert st.pl[0].aug == 24


def test_promote_into_a_city_without_tiles_nothing_happens():
    """1. Fachkraft fördern: "Wenn deine Fachkraft eine Stadt erreicht, in der kein
    Stadtbonusplättchen mehr liegt, geschieht nichts." """
    st = base(grain=2)
    st.city_tiles["A"] = []
    st.pl[0].specs = ["A.4", "0", "0"]
    st, ev = play_up(st, 0, "A9", "move:A.4")
    assert st.pl[0].specs[0] == "A.5" and top(st) != "city_tile"
    assert st.pl[0].grain == 2 + 1 - D.ARROW_GRAIN["A"][5]


def test_promote_grain_cost_unpayable_move_not_offered():
    """1. Fachkraft fördern: "Kannst du die Kosten nicht bezahlen, darfst du die Fachkraft
    nicht bewegen." B2 -> city B costs grain; with 0 grain the move is not offered."""
    st = base(grain=0)
    st.pl[0].specs = ["B.2", "B.2", "B.2"]
    st, _ = facedown(st, 0, 1)  # slot 1: promote only; nothing is payable
    assert st.pl[0].specs == ["B.2", "B.2", "B.2"] and decider(st) == 1


def test_promote_path_b_city_reached_two_specialists_only_one_enters():
    """1. Fachkraft fördern: "Auch wenn du mehrere Fachkräfte auf demselben Pfad hast, darfst
    du nur 1 von ihnen auf das Stadtfeld dieses Pfads ziehen." A11 (2 different specialists):
    after the first enters city B, the second one on B2 is not offered."""
    st = base(grain=3)
    st.city_tiles["B"] = []
    st.pl[0].specs = ["B.2", "B.2", "0"]
    st, _ = play_up(st, 0, "A11", "move:B.2")
    assert st.pl[0].specs.count("B.5") == 1
    assert "move:B.2" not in ids(st) and "move:0_A" in ids(st)


# ---------------------------------------------------------------------------------------------
# 2. Markt besuchen


def test_market_sell_and_buy_each_once_only_at_the_ship_city():
    """2. Markt besuchen: perform the sell and/or the buy of the market of your ship's city
    EINMAL; a second sale or a second purchase is not offered."""
    st = base(grain=2, aug=10, ship=TUNIS)
    st.markets[TUNIS] = "M1.easy"  # sell 2 grain -> 6 aug, buy 4 aug -> 2 stone
    st.markets[ROMA] = "M6.easy"
    st, _ = facedown(st, 0, 2, "act:market")
    assert "6 aug" in labels(st)["sell"] and "2 stone" in labels(st)["buy"]
    st, _ = run(st, 0, "sell")
    assert "sell" not in ids(st) and "buy" in ids(st)
    st, _ = run(st, 0, "buy")
    assert (st.pl[0].grain, st.pl[0].stone, st.pl[0].aug) == (0, 2, 12)


# ---------------------------------------------------------------------------------------------
# 3. Burgteil bauen


def test_build_wall_only_next_to_a_built_tower_ronja_yellow_spaces():
    """3. Burgteil bauen, Beispiel 1: a wall may only be built where it joins an existing
    tower ("nur auf einem der beiden gelb markierten Felder"). With towers T1 and T2 and the
    start wall W23, B14 (build for 7 aug, no stone/grain) offers W12 and W51 (both touch T1)
    but not W34 or W45 (their towers T3, T4, T5 are not built)."""
    st = base(aug=20)
    st.pl[0].castle = ["T1", "W23", "T2"]
    st.pl[0].pieces.remove("T-2")
    st, _ = play_up(st, 0, "B14", "piece:W-4")
    spaces = sorted(i.split(":")[1] for i in ids(st))
    assert spaces == ["W12", "W51"]


def test_build_bonus_cannot_pay_for_the_same_build():
    """Anhang, Generelle Regel: "Boni von einer ausgeführten Aktion werden erst am Ende dieser
    Aktion vergeben ... nicht dazu verwendet werden, um für diese Aktion zu bezahlen." W12
    (2 stone + 1 grain) completes the 1-stone side; with 1 stone it is not offered."""
    st = base(stone=1, grain=1)
    st.pl[0].castle = ["T1", "W23", "T2"]
    st.pl[0].pieces.remove("T-2")
    st, _ = facedown(st, 0, 4)
    assert "act:build" not in ids(st) or "nothing possible" in labels(st)["act:build"]


def test_build_all_pieces_gone_ends_game_after_the_round_for_everyone():
    """Spielende 1: "Eine oder mehrere Personen haben alle ihre Burgteile gebaut" - the game
    ends after that round: the other player still plays his turns and the end phase runs."""
    st = new(2, 3)
    st.first = 0
    p = st.pl[0]
    p.castle = [s for s in D.CASTLE_SPACES if s != "K3"]
    p.pieces = ["K-1"]
    p.stone, p.grain, p.aug = 3, 1, 10
    st, _ = facedown(st, 0, 4, "act:build", "piece:K-1", "space:K3")
    st = drain(st, 0)
    assert "a" in st.end_flags and st.phase == "action"
    assert decider(st) == 1 and top(st) == "turn"
    give_hand(st, 1, "H-AUG3")
    aug = st.pl[1].aug
    st, _ = run(st, 1, "play:H-AUG3", "up:1")
    assert st.pl[1].aug == aug + 3
    st = pass_all(st)
    assert st.phase == "over" and GAME.result(st) is not None


# ---------------------------------------------------------------------------------------------
# 4. Verbündeten anwerben


def test_recruit_only_at_the_ship_city_and_face_down_ally_turned_at_round_end():
    """4. Verbündeten anwerben: only a face-up ally in the city of your ship; the ally below
    stays face down until the round end (Rundenende 2: "dreht sie um")."""
    st = new(2, 6)
    st.first = 0
    setp(st, 0, grain=3, stone=0, ship=ROMA, aug=10)
    setp(st, 1, grain=3, stone=0, ship=ROMA, aug=10)
    st.pl[1].allies[0] = None
    st.ally_places[ROMA].stack = ["I-ALTA", "I-MAUM"]
    st.ally_places[ACRE].stack = ["I-SEVE", "I-CAST"]
    st.ally_places[ROMA].cost = 2
    st, _ = facedown(st, 0, 4, "act:recruit")
    assert sorted(i for i in ids(st) if i.startswith("ally:")) == ["ally:ROMA.a"]
    st, _ = run(st, 0, "ally:ROMA.a")
    assert st.pl[0].allies[0] == "I-MAUM" and not st.ally_places[ROMA].up
    # seat 1 in Roma now sees nothing to recruit (the Altair below is face down)
    st = drain(st, 0)
    give_hand(st, 1, "H-GRAIN")
    st, _ = run(st, 1, "play:H-GRAIN", "down:4")
    assert "nothing possible" in labels(st, 1)["act:recruit"]
    st, _ = run(st, 1, "skip")
    st = pass_all(st)
    assert st.round == 2 and st.ally_places[ROMA].up
    assert st.ally_places[ROMA].stack == ["I-ALTA"]


def test_recruit_never_two_identical_allies():
    """4. Verbündeten anwerben: "Du darfst nie 2 identische Verbündete haben!" (Gregoria and
    Sebastian exist twice)."""
    st = base(players=4, grain=6)
    st.pl[0].allies[0] = "I-GREG"
    st.pl[0].castle.append("T2")
    st.pl[0].pieces.remove("T-2")
    st.ally_places[0].stack = ["I-THEO", "I-GREG~4"]
    st.ally_places[1].stack = ["I-THEO", "L-SEBA"]
    st, _ = facedown(st, 0, 4, "act:recruit")
    assert sorted(i for i in ids(st) if i.startswith("ally:")) == ["ally:ROMA.b"]


# ---------------------------------------------------------------------------------------------
# 5. Aktionskarte kaufen


def test_buy_card_cost_from_hand_or_discard_never_from_draw_pile():
    """5. Aktionskarte kaufen: the "1 card" cost removes a card from your hand or discard pile,
    NOT from your draw pile."""
    st = base()
    st.card_places[ROMA].card = "A7"  # cost: 1 action card; gain 6 aug
    p = st.pl[0]
    p.hand, p.discard = [], []
    st, _ = facedown(st, 0, 5, "act:buy")  # the played card sits in slot 5: nothing to remove
    assert "buy:ROMA.a" not in ids(st)


def test_buy_card_irina_use_at_once_and_play_it_the_same_round():
    """5. Aktionskarte kaufen, Beispiel: Irina removes a hand card, uses the bought card at once
    (gain 6 aug), takes it into her hand and may play it in the same round."""
    st = base(aug=0)
    st.card_places[ROMA].card = "A7"
    p = st.pl[0]
    p.hand = ["H-STONE~1"]
    p.discard = []
    st, _ = facedown(st, 0, 5, "act:buy", "buy:ROMA.a")
    assert p.removed == [] and st.pl[0].removed == ["H-STONE~1"]
    st, _ = run(st, 0, "use")
    assert st.pl[0].aug == 6 and "A7" in st.pl[0].hand
    st = drain(st, 0)
    # next turn (the opponent passes) the bought card is played face up
    st.pl[1].passed = True
    at_turn(st, 0)
    st, _ = run(st, 0, "play:A7", "up:1")
    assert st.pl[0].aug == 12


# ---------------------------------------------------------------------------------------------
# Endphase


def test_end_phase_a_discard_played_cards_optional_hand_discards_then_draw_to_limit():
    """Endphase a. Nachziehen: played cards go to the discard pile; you may discard any hand
    cards; then draw up to your hand limit (5; +1 for CS-A-I)."""
    st = new(2, 8)
    st.first = 0
    at_turn(st, 0)
    p = st.pl[0]
    put_spec(st, 0, "CS-A-I")
    p.hand = ["H-AUG3~1", "H-AUG3~2"]
    p.draw = [
        "H-STONE~1",
        "H-STONE~2",
        "H-GRAIN~1",
        "H-GRAIN~2",
        "H-DRAW4~1",
        "H-DRAW4~2",
        "A1",
        "A7",
    ]
    p.discard = []
    st.pl[1].passed = True
    st, _ = run(st, 0, "play:H-AUG3", "up:1", "pass")
    assert top(st) == "ep_discard" and decider(st) == 0
    assert sorted(ids(st)) == ["discard:H-AUG3", "done"]
    st, _ = run(st, 0, "discard:H-AUG3")
    p = st.pl[0]
    assert hand_limit(st, 0) == 6 and len(p.hand) == 6
    assert sorted(p.discard) == ["H-AUG3~1", "H-AUG3~2"] and p.slots == [None] * 6


def test_end_phase_c_ally_income_1_or_3_after_castle_income():
    """Endphase b/c: castle income first, then ally income; Theophilos scores +2 when you have
    at least as much grain as Frederick - the grain of the castle income counts."""
    st = new(2, 8)
    st.first = 0
    at_turn(st, 0)
    p = st.pl[0]
    p.castle = ["T1", "W23", "T3", "W34", "T4"]  # W34 side: 1 grain income
    p.allies[0] = "I-THEO"
    p.grain, p.vp, p.vp_by = 1, 0, {}
    setpal(st, grain=2)
    st.pl[1].passed = True
    st, _ = run(st, 0, "pass")
    st = pass_all(st)
    assert st.pl[0].grain == 2 and st.pl[0].vp_by.get("allies") == 3


def test_round_end_start_marker_passes_clockwise():
    """Rundenende 3: the start marker passes to the next player clockwise (3 players)."""
    st = new(3, 2)
    st.first = 2
    at_turn(st, 2)
    st = pass_all(st)
    assert st.first == 0 and decider(st) == 0 and top(st) == "turn"


# ---------------------------------------------------------------------------------------------
# Edikt erlassen


def test_edict_reward_first_then_symbols_then_any_next_edict():
    """Edikt erlassen: take the reward below the tile, then activate all symbols, then replace
    it with a next edict of your choice and refill that space from the pile."""
    st = new(2, 4)
    st.active = ["E01", "E02", "E03"]
    st.nexts = ["E04", "E05", "E06"]
    st.edict_pile = ["E07", "E08"]
    st.pl[0].aug = 0
    at_turn(st, 0)
    from games.stupor_mundi.state import Step

    st.stack.append(Step(kind="edict", seat=0, a={"wp": []}))
    st, ev = run(st, 0, "edict:I")  # E01: 2 grain + 1 treasury; reward I 3 aug
    assert st.pl[0].aug == 3
    assert top(st) == "edict_dir"
    while top(st) == "edict_dir":
        st, _ = run(st, 0, ids(st)[0])
    assert top(st) == "edict_up"
    assert sorted(ids(st)) == ["next:1", "next:2", "next:3"]
    st, _ = run(st, 0, "next:2")
    assert st.active[0] == "E05" and st.nexts == ["E04", "E07", "E06"]
    assert st.pl[0].edicts == ["E01"]


# ---------------------------------------------------------------------------------------------
# Schlusswertung


def test_final_scoring_majority_example_12_12_11_9():
    """Schlusswertung, Beispiel: Jan and Ronja 12 structures, Klaus 11, Irina 9 -> 4, 4, 2, 0;
    plus 1 VP per structure; remaining grain/stone are 2 aug each, 1 VP per 6 aug."""
    st = new(4, 2)
    st.end_flags = ["b"]
    spaces = list(D.CASTLE_SPACES)
    counts = [12, 12, 11, 9]
    for s, n in enumerate(counts):
        p = st.pl[s]
        p.castle = spaces[:n] if n != 12 else [x for x in spaces if x != "K3"]
        p.vp, p.vp_by, p.aug, p.grain, p.stone = 0, {}, 5, 0, 0
        p.hand, p.draw, p.discard = [], [], []
    at_turn(st, st.first)
    st = pass_all(st)
    res = GAME.result(st)
    assert [res.breakdown[s]["majority"] for s in range(4)] == [4, 4, 2, 0]
    assert [res.breakdown[s]["structures"] for s in range(4)] == counts


# ---------------------------------------------------------------------------------------------
# The game log (/history): full sentences naming the player, what they got and paid


def _texts(events):
    return [en(e.text) for e in events]


def test_log_names_player_gain_and_payment():
    from games.contract import seat_token

    p0 = seat_token(0)
    st = base(aug=10, stone=2, grain=1, ship=ROMA)
    st.card_places[ROMA].card = "A1"  # 3 aug
    at_turn(st, 0)
    give_hand(st, 0, "H-GRAIN")
    st, ev = run(st, 0, "travel:2", "play:H-GRAIN", "down:5")
    text = _texts(ev)
    assert f"{p0} sails 2 cities to Alexandria for 1 aug" in text
    assert f"{p0} plays a card face down in slot 5 (Recruit or Buy card)" in text
    st2 = base(aug=10, stone=2, grain=1)
    st2.card_places[ROMA].card = "A1"
    st2, ev = facedown(st2, 0, 5, "act:buy", "buy:ROMA.a")
    text = _texts(ev)
    assert any(t.startswith(f"{p0} buys Granary at Roma for 3 aug") for t in text), text
    st3 = base(stone=2, grain=1)
    st3.pl[0].castle = ["T1", "W23", "T2"]
    st3.pl[0].pieces.remove("T-2")
    st3.active = ["E01", "E02", "E03"]
    st3, ev = facedown(st3, 0, 4, "act:build", "piece:W-4", "space:W12")
    text = _texts(ev)
    assert f"{p0} builds a wall on W12 paying 2 stone, 1 grain" in text
    assert any(t.startswith(f"{p0} completes castle side W12 (income: 1 stone") for t in text)
    assert f"{p0} gains 1 stone (castle income)" in text
    st3, ev = run(st3, 0, "edict:III")
    text = _texts(ev)
    assert any(t.startswith(f"{p0} issues edict III") and "reward 2 VP" in t for t in text), text
    assert f"{p0} gains 2 VP (edict reward III)" in text


# ---------------------------------------------------------------------------------------------
# Edikt erlassen: every symbol, both directions, forced direction at the ends of a track

SYMBOL_CASES = [
    # symbol, palace before, tile, (add allowed, remove allowed), track, value after add/remove
    ("G", dict(grain=1), "E01", (True, False), "grain", 3, None),  # GGA: cannot remove 2 of 1
    ("S", dict(stone=2), "E04", (True, True), "stone", 4, 0),  # SSF
    ("T", dict(towers=4), "E03", (False, True), "towers", None, 2),  # TTL: 4 towers, must remove
    ("W", dict(walls=0), "E02", (True, False), "walls", 2, None),  # WWK: 0 walls, must add
    ("K", dict(keeps=3), "E02", (False, True), "keeps", None, 2),  # WWK: 1 keep at max 3
    ("L", dict(court=2), "E05", (True, True), "court", 4, 0),  # LLG: 2 court allies
    ("F", dict(spec=1), "E07", (True, False), "spec", 3, None),  # FFW: specialist 1, back 2 no
    ("A", dict(treasury=6), "E06", (True, True), "treasury", 12, 0),  # AAS: 2 steps of 3
]


@pytest.mark.parametrize(
    "sym,pal,tile,allowed,track,after_add,after_remove",
    SYMBOL_CASES,
    ids=[c[0] for c in SYMBOL_CASES],
)
def test_edict_symbol_add_or_remove(sym, pal, tile, allowed, track, after_add, after_remove):
    """Edikt erlassen, symbol overview: each symbol adds to or removes from Frederick's palace
    (treasury in steps of 3 aug; his specialist forward or back to the start space).
    "Kann das Material nicht aus Friedrichs Palast entfernt werden, muss es hinzugefügt werden
    und umgekehrt"; identical symbols all go the same way."""
    from games.stupor_mundi.state import Step

    for direction, after in (("add", after_add), ("remove", after_remove)):
        st = new(2, 4)
        st.active = [tile, "E08", "E09"]
        setpal(st, **pal)
        at_turn(st, 0)
        st.stack.append(Step(kind="edict", seat=0, a={"wp": []}))
        st, _ = run(st, 0, "edict:I")
        while top(st) == "edict_dir" and st.stack[-1].a["sym"] != sym:
            st, _ = run(st, 0, ids(st)[0])
        assert top(st) == "edict_dir" or allowed.count(True) == 1
        if top(st) == "edict_dir":
            offered = ids(st)
            assert ("add" in offered, "remove" in offered) == allowed
        if after is None:
            continue
        if top(st) == "edict_dir":
            st, _ = run(st, 0, direction)
        assert getattr(st.palace, track) == after


def test_edict_ends_game_b_after_the_round_when_no_next_edict():
    """Spielende 2: "ein Platz für ein Verfügbares Edikt konnte nicht mehr aufgefüllt werden" -
    the round is still played to its end (the opponent's turns, the end phase), then scoring."""
    from games.stupor_mundi.state import Step

    st = new(2, 4)
    st.first = 0
    st.active = ["E01", "E02", "E03"]
    st.nexts = [None, None, None]
    st.edict_pile = []
    at_turn(st, 0)
    st.stack.append(Step(kind="edict", seat=0, a={"wp": []}))
    st, _ = run(st, 0, "edict:III")
    st = drain(st, 0)
    assert "b" in st.end_flags and st.active[2] is None and st.phase == "action"
    assert decider(st) == 0 and top(st) == "turn"  # seat 0's turn (the edict came on top)
    st, _ = run(st, 0, "pass")
    assert decider(st) == 1 and top(st) == "turn"
    st = pass_all(st)
    assert st.phase == "over" and GAME.result(st) is not None


def test_castle_income_market_visit_in_the_end_phase():
    """Burgeinkommen: the side with the market icon lets you visit the market of your ship's
    city in every end phase (Endphase b)."""
    st = new(2, 4)
    st.first = 0
    p = st.pl[0]
    p.castle = ["T1", "W23", "T4", "W45", "T5"]  # side T4-W45-T5: market income
    p.ship = TUNIS
    p.grain, p.stone, p.aug = 2, 0, 0
    st.markets[TUNIS] = "M1.easy"  # sell 2 grain -> 6 aug
    st.pl[1].passed = True
    at_turn(st, 0)
    st, _ = run(st, 0, "pass")
    while not (top(st) == "market" and decider(st) == 0):
        st, _ = run(
            st, decider(st), "done" if "done" in ids(st, decider(st)) else ids(st, decider(st))[0]
        )
    assert "sell" in ids(st) and "6 aug" in labels(st)["sell"]
    st, _ = run(st, 0, "sell", "done")
    assert st.pl[0].aug == 6 and st.pl[0].grain == 0


@pytest.mark.parametrize(
    "total,title",
    [
        (29, "Serf"),
        (30, "Knight"),
        (49, "Knight"),
        (50, "Liege lord"),
        (79, "Liege lord"),
        (80, "Duke"),
    ],
)
def test_solo_end_titles(total, title):
    """Soloregeln, Spielende: 0-29 Leibeigener, 30-49 Ritter, 50-79 Lehnsherr, 80+ Herzog."""

    def finished(vp):
        st = new(1, seed=5)
        at_turn(st, 0)
        st.end_flags = ["c"]
        st.pl[0].hand = []
        st.pl[0].vp, st.pl[0].vp_by = vp, {"cards": vp}
        return GAME.result(pass_all(st))

    offset = finished(0).totals[0]
    res = finished(total - offset)
    assert res.totals[0] == total and res.extra["title"] == title


def test_buy_card_taken_into_hand_only_after_its_use():
    """5. Aktionskarte kaufen: "Nachdem du die Kosten der Karte bezahlt hast, darfst du die
    Aktion darauf sofort einmal ausführen ... Anschließend nimmst du die Karte auf die Hand."
    A6 (5 aug) is used at once to build the great tower A (+2 aug), whose bonus buys a card:
    A7 costs "1 card" from hand or discard - the A6 being used is not yet in the hand, and
    with an empty hand and discard the A7 cannot be bought."""
    st = base(players=4, aug=7, grain=1, stone=0)
    st.card_places[0].card = "A6"  # ROMA.a
    st.card_places[1].card = "A7"  # ROMA.b
    p = st.pl[0]
    p.hand, p.discard = [], []
    st, _ = facedown(st, 0, 5, "act:buy", "buy:ROMA.a", "use", "piece:T-GA")
    assert "A6" not in st.pl[0].hand
    assert [i for i in ids(st) if i.startswith("space:")] == ["space:T2"]  # T3: 2 grain
    assert "for 1 grain, 2 augustales" in labels(st)["space:T2"]
    st, _ = run(st, 0, "space:T2")
    st = drain(st, 0)
    assert st.card_places[1].card == "A7" and st.pl[0].removed == []
    assert st.pl[0].hand == ["A6"] and st.pl[0].aug == 0


def test_build_one_tower_completing_two_sides_gives_both_incomes():
    """Burgeinkommen: a side is 2 towers joined by 1 wall; a tower that closes two sides at once
    completes both, and each gives its income immediately. T2 between W12 (1 stone) and W23
    (1 aug), with T1 and T3 built."""
    st = base(stone=1, grain=1, aug=0)
    p = st.pl[0]
    p.castle = ["T1", "W23", "T3", "W12"]
    p.pieces.remove("T-3")
    p.pieces.remove("W-4")
    st, ev = facedown(st, 0, 4, "act:build", "piece:T-2", "space:T2")
    st = drain(st, 0)
    assert (st.pl[0].stone, st.pl[0].grain, st.pl[0].aug) == (1, 0, 1)
    assert sum("completes castle side" in en(e.text) for e in ev) == 2


def test_solo_frederick_specialist_reaching_his_city_takes_no_tile():
    """Soloregeln / Edikt symbol: Frederick's specialist only moves forward in solo; "Wenn
    Friedrichs Fachkraft die Stadt erreicht, nimmt bzw. entfernt Friedrich kein
    Stadtbonusplättchen"; a forward step beyond the city is ignored."""
    st = new(1, seed=5)
    st.solo.deck = ["S12"] + [c for c in st.solo.deck if c != "S12"]  # STAY, EDICT_I
    st.active = ["E07", "E01", "E02"]  # FFW
    tiles = dict(st.city_tiles)
    setpal(st, spec=4, walls=2)
    at_turn(st, 0)
    give_hand(st, 0, "H-AUG3")
    st, _ = run(st, 0, "play:H-AUG3", "up:1")
    assert st.palace.spec == 5 and st.palace.walls == 3
    assert st.city_tiles == tiles
