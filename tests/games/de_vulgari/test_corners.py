"""Second audit: corners at exact limits, same-time effects and tie-breaks, driven through
``legal_choices``/``apply`` (each docstring quotes the rulebook line it checks)."""

from __future__ import annotations

from games.de_vulgari import GAME
from games.de_vulgari.effects import place_cubes, set_position
from games.de_vulgari.rules import settle
from games.de_vulgari.scoring import breakdown
from games.de_vulgari.state import Turn
from games.de_vulgari.succession import end_round

from .builders import en, ids, knowledge, play, started, turn_of


def _next_round(st):
    st.phase, st.pending = "action", []
    st.turn = Turn(seat=st.order[-1])
    end_round(st, [])
    settle(st, [])
    return st


def _moves(st, seat):
    return {c for c in ids(st, seat) if c.startswith("move:")}


def test_exactly_ten_ducats_pay_a_long_move_nine_do_not() -> None:
    """DE A.: "Jede Bewegung, die mehr als eine Zone weit geht, kostet 10 Ducati": with
    exactly 10 the move is offered and leaves 0; with 9 only adjacent zones remain."""
    st = turn_of(started(3, 1), 0, "padova")
    st.player[0].ducats = 9
    assert _moves(st, 0) == {"move:ferrara", "move:venezia", "move:vicenza"}
    st.player[0].ducats = 10
    assert "move:bologna" in _moves(st, 0)
    st, _ = play(st, 0, "move:bologna")
    assert (st.player[0].ducats, st.turn.actions) == (0, 3)


def test_cardinal_price_exact_and_zazza_must_pay_before_the_refund() -> None:
    """DE Kathedralen: "muss aber 40 Ducati an die Bank zahlen"; Zazza "erhält sofort seine
    40 Ducati zurück, die er gerade dafür bezahlt hat" (paid first, I-16): 39 ducats offer
    no cardinal tile at all, 40 every tile but Muret (70)."""
    st = turn_of(started(3, 1), 0, "milano")
    p = st.player[0]
    p.status, p.friar, p.red, p.ducats = "friar", "mario", 1, 39
    st.friars_free.remove("mario")
    assert not [c for c in ids(st, 0) if c.startswith("cardinal:")]
    p.ducats = 40
    assert {c for c in ids(st, 0) if c.startswith("cardinal:")} == {
        "cardinal:balesteri",
        "cardinal:lanzuisi",
        "cardinal:shlasinger",
        "cardinal:zazza",
    }
    st, _ = play(st, 0, "cardinal:zazza")
    p = st.player[0]
    assert (p.status, p.ducats, p.red, p.friar) == ("cardinal", 40, 0, None)
    assert "mario" not in st.friars_free and "zazza" not in st.cardinals_free


def test_convent_with_zero_ducats_and_one_ducat() -> None:
    """DE Konvente: "verliert die Hälfte seiner Ducati (aufgerundet)": 1 ducat -> 0, 0 -> 0."""
    for have, keep in ((0, 0), (1, 0), (11, 5)):
        st = turn_of(started(3, 1), 0, "convent_lunigiana")
        st.player[0].ducats = have
        st, _ = play(st, 0, "friar:gigi")
        assert st.player[0].ducats == keep and st.player[0].status == "friar"


def test_two_cubes_need_two_on_the_space_and_four_actions() -> None:
    """DE C.: two cubes "für 4 Aktionen"; only the cubes of this round's space can be taken."""
    st = turn_of(started(3, 1), 0, "torino")
    st.player[0].ducats = 100
    st.supply = {"red": 1, "black": 2, "yellow": 2, "green": 0}
    got = {c for c in ids(st, 0) if c.startswith("cube:")}
    assert got == {"cube:red.1", "cube:black.1", "cube:black.2", "cube:yellow.1", "cube:yellow.2"}
    st.turn.actions = 3
    got = {c for c in ids(st, 0) if c.startswith("cube:")}
    assert got == {"cube:red.1", "cube:black.1", "cube:yellow.1"}


def test_politicians_with_exactly_sixty_ducats() -> None:
    st = turn_of(started(3, 1), 0, "torino")
    st.player[0].ducats = 60
    st.supply = {"red": 2, "black": 0, "yellow": 0, "green": 0}
    st, _ = play(st, 0, "cube:red.2")
    assert (st.player[0].ducats, st.player[0].red, st.turn.actions) == (0, 2, 1)
    assert st.supply["red"] == 0


def test_round_track_full_cubes_leave_play() -> None:
    """I-17: a discarded cube with no room on spaces up to 16 leaves play; placement keeps
    the priority red, black, yellow, green across the last free places."""
    st = started(2, 1)  # limit 4
    for sp in st.spaces:
        for c in sp:
            sp[c] = 0
    for i in range(15):
        st.spaces[i]["green"] = 4
    st.spaces[15]["green"] = 2  # space 16 has room for two
    notes = place_cubes(st, {"red": 1, "yellow": 1, "green": 1}, 14)
    assert st.spaces[15] == {"red": 1, "black": 0, "yellow": 1, "green": 2}
    assert st.out_of_play["green"] == 1
    assert [en(n) for n in notes] == [
        "1 red -> space 16",
        "1 yellow -> space 16",
        "1 green -> out of play",
    ]


def test_last_level_one_tile_shifts_the_rows_at_once() -> None:
    """DE B. Beachte: once level I is gone and cannot be refilled, level II costs 1 action,
    III 2, IV 3, and Lingua Volgare appears in row 4 (level 8, 4 actions, any zone)."""
    st = turn_of(started(3, 1), 0, "genova")
    knowledge(st, 0, 75)
    st.decks["1"] = []
    st.rows = {"1": ["m1-B1"], "2": ["m2-B1"], "3": ["m3-B1"], "4": ["m4-BG"]}
    st, _ = play(st, 0, "ms:m1-B1")
    assert st.lingua_in_play
    assert not any(c.startswith("ms:") for c in ids(st, 0))  # one per turn
    st, _ = play(st, 0, "end")
    nxt = st.turn.seat
    st = turn_of(st, nxt, "torino")  # white zone: only Lingua Volgare, any zone
    knowledge(st, nxt, 75)
    assert [c for c in ids(st, nxt) if c.startswith("ms:")] == ["ms:lingua_volgare"]
    st = turn_of(st, nxt, "genova")
    labels = {c.id: en(c.label) for c in GAME.legal_choices(st, nxt) if c.id.startswith("ms:")}
    assert set(labels) == {"ms:m2-B1", "ms:m3-B1", "ms:m4-BG", "ms:lingua_volgare"}
    assert "for 1 action" in labels["ms:m2-B1"] and "for 2 actions" in labels["ms:m3-B1"]
    assert "for 3 actions" in labels["ms:m4-BG"] and "for 4 actions" in labels["ms:lingua_volgare"]
    st.turn.actions = 3
    assert "ms:lingua_volgare" not in ids(st, nxt)


def test_empty_display_offers_no_manuscript() -> None:
    st = turn_of(started(3, 1), 0, "genova")
    knowledge(st, 0, 75)
    for lvl in "1234":
        st.rows[lvl], st.decks[lvl] = [], []
    st.lingua_taken = True
    assert not any(c.startswith("ms:") for c in ids(st, 0))


def test_refill_from_a_short_deck_takes_what_is_left() -> None:
    """DE 1. Ereignis: rows refilled to players - 1; a deck with fewer tiles gives what it has."""
    st = started(4, 1)
    st.rows["2"] = []
    st.decks["2"] = ["m2-B1"]
    st = _next_round(st)
    assert st.rows["2"] == ["m2-B1"] and st.decks["2"] == []


def test_knowledge_track_end_is_a_limit() -> None:
    """D-14: knowledge beyond the last space is lost; the Psalter still costs its action."""
    st = turn_of(started(3, 1), 0, "torino")
    knowledge(st, 0, 98)
    st, _ = play(st, 0, "psalter")
    assert st.track["knowledge"][0] == 99 and st.turn.actions == 4


def test_tracks_stop_at_their_last_space() -> None:
    """Verona ends at 6, Rest at 10: amounts never pass the end; at the end no action."""
    st = turn_of(started(3, 1), 0, "venezia")
    st.track["verona"][0] = 4
    st, _ = play(st, 0, "track:verona")
    assert set(ids(st, 0)) == {"n:1", "n:2", "back"}
    st, _ = play(st, 0, "n:2", "track:rest")
    st.track["rest"][0] = 9
    st2 = turn_of(started(3, 1), 0, "venezia")
    st2.track["verona"][0] = 6
    st2.track["rest"][0] = 10
    assert "track:verona" not in ids(st2, 0) and "track:rest" not in ids(st2, 0)


def test_same_space_ties_every_track_lower_disc_first() -> None:
    """DE: on every track "gilt der Spieler als weiter fortgeschritten, dessen Scheibe unten
    liegt": Verona 6 VP and the Canticle 9/4 go by arrival order; richest and remaining
    cubes by knowledge (which is itself ordered by the stack)."""
    st = started(3, 1)
    for t in ("verona", "canticle", "knowledge"):
        set_position(st, t, 2, 5)
        set_position(st, t, 0, 5)
        set_position(st, t, 1, 5)
    for p in st.player:
        p.ducats, p.red = 30, 1
    st.phase = "over"
    table = breakdown(st)
    assert [table[str(s)]["verona"] for s in range(3)] == [0, 0, 5]
    assert [table[str(s)]["canticle"] for s in range(3)] == [4, 0, 9]
    assert [table[str(s)]["richest"] for s in range(3)] == [0, 0, 7]
    assert [table[str(s)]["cubes"] for s in range(3)] == [0, 0, 3]


def test_canticle_single_advancer_no_second_place() -> None:
    """I-25: only a discovery scores: one disc advanced gets 9, nobody gets 4."""
    st = started(3, 1)
    set_position(st, "canticle", 1, 1)
    table = breakdown(st)
    assert [table[str(s)]["canticle"] for s in range(3)] == [0, 9, 0]


def test_michael_canticle_with_no_real_yellow_one_space() -> None:
    """DE Bruder Michael: the virtual yellow "zu jedem Zeitpunkt": with no real yellow he
    may still advance 1 Canticle space (it is never discarded)."""
    st = turn_of(started(3, 1), 0, "cortona", round=15)
    p = st.player[0]
    p.status, p.friar, p.yellow = "friar", "michael", 0
    st, _ = play(st, 0, "track:canticle")
    assert set(ids(st, 0)) == {"n:1", "back"}
    st, _ = play(st, 0, "n:1")
    assert st.track["canticle"][0] == 1 and st.player[0].yellow == 0


def test_stupor_caller_opening_bid_zero_cubes_and_others_accept() -> None:
    """Stupor Mundi: the caller with no cube opens with 2 (bonus only); a rival with one
    black (2) cannot raise to 3 and may only pass; the caller wins paying nothing."""
    st = turn_of(started(3, 1), 0, "brindisi", round=10)
    st.event_boxes["brindisi"] = 10
    for p in st.player:
        p.red = p.black = p.yellow = 0
    st.player[1].black = 1
    st, _ = play(st, 0, "end:stupor")
    st, _ = play(st, 1, "accept")
    st, _ = play(st, 2, "accept")
    assert ids(st, 0) == ["bid:2"]
    st, _ = play(st, 0, "bid:2")
    assert ids(st, 1) == ["pass"] and st.player[1].location == "brindisi"
    st, _ = play(st, 1, "pass")
    assert ids(st, 2) == ["pass"]
    st, _ = play(st, 2, "pass")
    assert st.track["knowledge"][0] >= 10 and st.player[1].black == 1
    assert "brindisi" not in st.event_boxes and st.phase == "action"


def test_last_round_everyone_still_plays_a_full_turn() -> None:
    """DE Das Ende: the round of the second red tile "ist die letzte Runde" and "verläuft sie
    normal weiter": every seat gets its turn in order, then the election."""
    st = started(3, 1)
    st.papal = ["P1", "P2", "P3", "P4", "P5"]
    st.round = 12
    st.papal_revealed = ["P1"]
    st = _next_round(st)
    assert st.last_round and st.round == 13
    seen = []
    while st.phase == "action":
        seen.append(st.turn.seat)
        assert st.turn.actions == 5
        st, _ = play(st, st.turn.seat, "end")
    assert seen == st.order and sorted(seen) == [0, 1, 2]
    assert st.phase in ("election", "over")


def test_cube_discarded_in_round_sixteen_leaves_play() -> None:
    """§10: discards go back from the next round's space; in round 16 there is none, so a
    noble sold then leaves play (I-17) and the 20 ducats are still paid."""
    st = turn_of(started(3, 1), 0, "torino", round=16)
    st.supply = {"red": 0, "black": 1, "yellow": 0, "green": 0}
    before = st.out_of_play["black"]
    st, _ = play(st, 0, "cube:black.1", "sell:1")
    assert st.out_of_play["black"] == before + 1 and st.player[0].ducats == 30


def test_last_round_rest_leader_first_all_in_roma_no_alms() -> None:
    """Same-time effects of the last round's Event phase: the second red tile moves every
    pawn to Roma (also one at sea); no alms from round 12; the rest-track leader still
    plays first and his disc goes back."""
    st = started(3, 1)
    st.papal = ["P1", "P2", "P3", "P4", "P5"]
    st.round, st.papal_revealed = 12, ["P1"]
    st.player[2].location, st.player[2].sailed_from = "sea:adriatic", "venezia"
    st.player[1].status, st.player[1].friar = "friar", "mario"
    set_position(st, "rest", 1, 3)
    ducats = [p.ducats for p in st.player]
    st = _next_round(st)
    assert st.last_round and all(p.location == "roma" for p in st.player)
    assert st.order[0] == 1 and st.track["rest"][1] == 0
    assert [p.ducats for p in st.player] == ducats
    assert "collect:roma" in ids(st, 1)  # a pawn moved there may take Roma's values


def test_stupor_three_bidders_cycle_in_turn_order_until_one_is_left() -> None:
    """Stupor Mundi: "Die anderen Spieler können in Zugreihenfolge passen oder erhöhen. Die
    Auktion dauert an, bis alle außer einem Spieler gepasst haben": caller 0 (1 red + 2),
    seat 1 (1 red), seat 2 (2 red). 0:2, 1:3, 2:4, 0:5, 1 pass, 2:6, 0 pass -> seat 2 wins
    and pays 6 (2 red), the others keep their cubes."""
    st = turn_of(started(3, 1), 0, "brindisi", round=10)
    st.order = [0, 1, 2]
    st.event_boxes["brindisi"] = 10
    for s, red in enumerate((1, 1, 2)):
        p = st.player[s]
        p.red, p.black, p.yellow = red, 0, 0
    k2 = st.track["knowledge"][2]
    st, _ = play(st, 0, "end:stupor")
    st, _ = play(st, 1, "accept")
    st, _ = play(st, 2, "accept")
    seq = [
        (0, "bid:2"),
        (1, "bid:3"),
        (2, "bid:4"),
        (0, "bid:5"),
        (1, "pass"),
        (2, "bid:6"),
        (0, "pass"),
    ]
    for seat, cid in seq:
        assert GAME.decision(st).seats == (seat,)
        assert cid in ids(st, seat)
        st, _ = play(st, seat, cid)
    assert [p.red for p in st.player] == [1, 1, 0]
    assert st.track["knowledge"][2] == k2 + 10
    assert st.phase == "action" and st.turn.seat == 1  # play goes on after the caller
