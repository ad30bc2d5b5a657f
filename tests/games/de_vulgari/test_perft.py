"""Second audit: choice-count fixtures (python-chess perft style). A small built state and
the exact set of choice ids the rulebook allows, for the most intricate decisions."""

from __future__ import annotations

from games.de_vulgari import GAME
from games.de_vulgari.rules import settle

from .builders import en, ids, play, started, turn_of


def _no_manuscripts(st) -> None:
    for lvl in "1234":
        st.rows[lvl] = []


def _supply(st, **cubes) -> None:
    st.supply = {c: cubes.get(c, 0) for c in ("red", "black", "yellow", "green")}


def test_perft_turn_menu_friar_in_brindisi_round_ten() -> None:
    """Brother Stefano (virtual black) in Brindisi, round 10 (Stupor Mundi face up), moved,
    1 action left, Psalter read, 45 ducats; supply 1 red, 1 yellow, 2 green.
    Cubes with 1 action: 1 red (30), 1 yellow (15), 1 green; two cubes need 4 actions.
    Small business yes; tracks with 1 action: Ambassador and Rest only (Verona needs a blue
    zone, Orient a merchant, Canticle a Franciscan city, Library round 12). Brindisi gives a
    friar nothing (10 ducats, 0 knowledge). Cardinal: every tile but Muret (70 > 45), the
    virtual black is the cube. End turn, or end it calling Stupor Mundi."""
    st = turn_of(started(3, 1), 0, "brindisi", actions=1, round=10)
    st.event_boxes["brindisi"] = 10
    p = st.player[0]
    p.status, p.friar, p.ducats = "friar", "stefano", 45
    st.turn.moved, st.turn.psalter = True, True
    _no_manuscripts(st)
    _supply(st, red=1, yellow=1, green=2)
    assert set(ids(st, 0)) == {
        "cube:red.1",
        "cube:yellow.1",
        "cube:green.1",
        "business",
        "track:ambassador",
        "track:rest",
        "cardinal:balesteri",
        "cardinal:lanzuisi",
        "cardinal:shlasinger",
        "cardinal:zazza",
        "end",
        "end:stupor",
    }


def test_perft_ambassador_amounts_at_the_bologna_price() -> None:
    """Round 7 (early price: 20 ducats + 2 abbesses, +15 knowledge). Brother Michael on
    ambassador space 3 of 6 with 1 real yellow (+1 virtual) and 5 actions: 1, 2 or 3 spaces
    (3 enters Bologna's space). With 19 ducats the 3rd space is not offered."""
    st = turn_of(started(3, 1), 0, "torino", round=7)
    p = st.player[0]
    p.status, p.friar, p.ducats, p.yellow = "friar", "michael", 20, 1
    st.track["ambassador"][0] = 3
    st, _ = play(st, 0, "track:ambassador")
    assert set(ids(st, 0)) == {"n:1", "n:2", "n:3", "back"}
    st, _ = play(st, 0, "n:3")
    p = st.player[0]
    assert (p.ducats, p.yellow, p.bologna_unlocked, st.turn.actions) == (0, 0, 15, 2)
    st2 = turn_of(started(3, 1), 0, "torino", round=7)
    q = st2.player[0]
    q.status, q.friar, q.ducats, q.yellow = "friar", "michael", 19, 1
    st2.track["ambassador"][0] = 3
    st2, _ = play(st2, 0, "track:ambassador")
    assert set(ids(st2, 0)) == {"n:1", "n:2", "back"}


def test_perft_stupor_payment_combinations() -> None:
    """The winner pays a bid of 3 (no bonus) holding 1 red, 1 black, 3 yellow: exactly-3
    combinations are 1 red / 1 black + 1 yellow / 3 yellow (I-19: cheapest value)."""
    st = turn_of(started(3, 1), 0, "brindisi", round=10)
    st.event_boxes["brindisi"] = 10
    st.player[0].red = st.player[0].black = st.player[0].yellow = 0
    q = st.player[1]
    q.red, q.black, q.yellow = 1, 1, 3
    st, _ = play(st, 0, "end:stupor")
    st, _ = play(st, 1, "accept")
    st, _ = play(st, 2, "refuse")
    assert set(ids(st, 0)) == {"bid:2"}  # caller: 0 cubes + 2 bonus, must open
    st, _ = play(st, 0, "bid:2")
    assert set(ids(st, 1)) == {"pass"} | {f"bid:{v}" for v in range(3, 9)}  # 3+2+3 = 8
    st, _ = play(st, 1, "bid:3")
    assert set(ids(st, 0)) == {"pass"}
    st, _ = play(st, 0, "pass")
    assert set(ids(st, 1)) == {"pay:1-0-0", "pay:0-1-1", "pay:0-0-3"}


def test_perft_election_declarations() -> None:
    """Election: Balesteri (virtual red 3) + 2 red + 2 black + 1 yellow = 14 votes: none or
    Camerlengo (11), not Pope (17). A friar with exactly 10 (5 black): none or Monk. A merchant
    with 7 (2 red + 1 yellow): none or Banker."""
    st = started(3, 1)
    a, b, c = st.player
    a.status, a.cardinal, a.red, a.black, a.yellow = "cardinal", "balesteri", 2, 2, 1
    b.status, b.friar, b.red, b.black, b.yellow = "friar", "mario", 0, 5, 0
    c.status, c.red, c.black, c.yellow = "merchant", 2, 0, 1
    st.phase, st.pending = "election", []
    assert set(ids(st, 0)) == {"elect:none", "elect:camerlengo"}
    assert set(ids(st, 1)) == {"elect:none", "elect:monk"}
    assert set(ids(st, 2)) == {"elect:none", "elect:banker"}
    a.yellow = 4  # 17 votes: either office, never both
    assert set(ids(st, 0)) == {"elect:none", "elect:camerlengo", "elect:pope"}


def test_perft_papal_library_draw_keep_and_order() -> None:
    """Cardinal Zazza on library space 4 (label 2) draws 2 + 1 = 3 tiles; keeps one of three,
    then orders the two others (first chosen goes back lower)."""
    st = turn_of(started(3, 1), 0, "torino", round=12)
    p = st.player[0]
    p.status, p.cardinal = "cardinal", "zazza"
    st.track["library"][0] = 4
    st.library_pile = ["L1", "L5", "L8", "L2"]
    assert "library" in ids(st, 0)
    st, _ = play(st, 0, "library")
    assert set(ids(st, 0)) == {"keep:L1", "keep:L5", "keep:L8"}
    st, _ = play(st, 0, "keep:L8")
    assert set(ids(st, 0)) == {"top:L1", "top:L5"}
    st, _ = play(st, 0, "top:L1")
    assert st.library_pile == ["L5", "L1", "L2"]
    assert "library" not in ids(st, 0)


def test_perft_library_pile_shorter_than_the_draw() -> None:
    """Label 4 (space 8) + Zazza = 5 tiles wanted, only 2 left: both are looked at."""
    st = turn_of(started(3, 1), 0, "torino", round=13)
    p = st.player[0]
    p.status, p.cardinal = "cardinal", "zazza"
    st.track["library"][0] = 8
    st.library_pile = ["L3", "L7"]
    st, _ = play(st, 0, "library")
    assert set(ids(st, 0)) == {"keep:L3", "keep:L7"}
    st, _ = play(st, 0, "keep:L3")
    assert st.library_pile == ["L7"]


def test_perft_alms_payer_between_tied_merchants() -> None:
    """Two merchants tied richest (50) over a Gigi friar (10) and a cardinal (20): each
    recipient picks the payer; Gigi gets 10 in round 5, the cardinal 10."""
    st = started(4, 1)
    for s, (status, tile, d) in enumerate(
        [
            ("merchant", None, 50),
            ("merchant", None, 50),
            ("friar", "gigi", 10),
            ("cardinal", "lanzuisi", 20),
        ]
    ):
        p = st.player[s]
        p.status, p.ducats = status, d
        p.friar = tile if status == "friar" else None
        p.cardinal = tile if status == "cardinal" else None
    st.round, st.phase, st.pending = 4, "start", []
    events: list = []
    settle(st, events)
    assert st.phase == "alms"
    seat = GAME.decision(st).seats[0]
    assert seat in (2, 3)
    assert set(ids(st, seat)) == {"payer:0", "payer:1"}
    st, _ = play(st, seat, "payer:1")
    other = GAME.decision(st).seats[0]
    assert {seat, other} == {2, 3}
    assert set(ids(st, other)) == {"payer:0", "payer:1"}
    st, _ = play(st, other, "payer:1")
    assert [p.ducats for p in st.player] == [50, 30, 20, 30]


def _expected_moves(origin: str, actions: int, rich: bool) -> dict[str, int]:
    """Independent enumeration of §7.1/I-12 for a pawn on land: walk up to 5 zones (1 each),
    cross to another port of the same sea (3), sail from a port and stop (1, ends the move);
    one sea leg per movement (after a crossing only land follows, issue 14.8); more than one
    step needs 10 ducats."""
    from games.de_vulgari.data import ADJACENT, SEAS, ZONE

    best: dict[str, int] = {}
    frontier = [(origin, 0, 0, False)]  # (place, cost, land zones, sea leg used)
    seen = set()
    while frontier:
        node, cost, land, sailed = frontier.pop()
        if (node, cost, land, sailed) in seen:
            continue
        seen.add((node, cost, land, sailed))
        if node != origin and cost:
            best[node] = min(best.get(node, 99), cost)
        steps = [(nb, cost + 1, land + 1, sailed) for nb in ADJACENT[node] if land < 5]
        sea = ZONE[node].sea
        if sea and not sailed:
            steps += [(q, cost + 3, land, True) for q in SEAS[sea] if q != node]
            stop = f"sea:{sea}.{node}"
            if cost + 1 <= actions:
                best[stop] = min(best.get(stop, 99), cost + 1)
        frontier += [s for s in steps if s[1] <= actions]
    return {k: v for k, v in best.items() if rich or v <= 1}


def test_perft_movement_destinations_match_an_independent_count() -> None:
    """Every destination and its least cost, from ports and inland zones, with and without
    the 10 ducats, for 5, 3 and 1 actions."""
    for origin in ("genova", "brindisi", "napoli", "firenze", "siracusa", "torino"):
        for actions in (5, 3, 1):
            for rich in (True, False):
                st = turn_of(started(3, 1), 0, origin, actions=actions)
                st.player[0].ducats = 10 if rich else 9
                want = _expected_moves(origin, actions, rich)
                got = {c.id[5:]: c for c in GAME.legal_choices(st, 0) if c.id.startswith("move:")}
                assert set(got) == set(want), (origin, actions, rich)
                for dest, cost in want.items():
                    assert f"for {cost} action" in en(got[dest].label), (origin, dest)


def test_perft_turn_menu_at_sea_keeps_the_landing_action() -> None:
    """A merchant stopped in the Adriatic last round after sailing from Venezia (E-9: lands
    at another port), 2 actions left, small business done, round 5, 50 ducats. Moves: land
    at Brindisi or Ancona (1), or land and walk one zone (2 actions, 10 ducats). Everything
    else may use only 1 action (one stays for the landing, D-2): the four 1-cube takes,
    Psalter, Ambassador/Orient/Rest for 1. Nothing needs a zone at sea (no manuscript,
    Verona, collect); no "end" before landing."""
    from games.de_vulgari.data import ADJACENT

    st = turn_of(started(3, 1), 0, round=5, actions=2)
    p = st.player[0]
    p.location, p.sailed_from, p.ducats = "sea:adriatic", "venezia", 50
    st.turn.origin, st.turn.business = p.location, True
    _supply(st, red=1, black=1, yellow=1, green=1)
    walk = {f"move:{z}" for port in ("brindisi", "ancona") for z in ADJACENT[port]}
    expected = (
        {"move:brindisi", "move:ancona"}
        | walk
        | {
            "cube:red.1",
            "cube:black.1",
            "cube:yellow.1",
            "cube:green.1",
            "psalter",
            "track:ambassador",
            "track:orient",
            "track:rest",
        }
    )
    assert set(ids(st, 0)) == expected
    st, _ = play(st, 0, "track:rest")
    assert set(ids(st, 0)) == {"n:1", "back"}
    st, _ = play(st, 0, "n:1")
    assert set(ids(st, 0)) == {"move:brindisi", "move:ancona"}
    st, _ = play(st, 0, "move:ancona")
    assert st.player[0].location == "ancona" and st.turn.seat != 0  # nothing left: D-10
