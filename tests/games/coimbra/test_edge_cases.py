"""Edge cases the spec names (§13) and contract details (views, turns)."""

from __future__ import annotations

import json

from games.coimbra import GAME, rules
from games.coimbra import data as D
from games.coimbra import effects as X
from tests.games.coimbra.builders import ask, blank, en, ids, play, set_row, started, take_card, top


def _die(st, did):
    return next(d for d in st.dice if d.id == did)


def test_a10_cap_via_i_favour_mid_town() -> None:
    """A-10: F2 through I-FAVOUR while a town is resolved: dice already taken back are not eligible;
    a capped die in the row being resolved is re-inserted among the remaining dice."""
    st = blank(4)
    st.pending = []
    st.favour_row = ["F2"]
    set_row(st, "upper", ["M11", "K03", "P01", "G01"])
    st.crowns_on = {}
    st.p[0].coins = st.p[0].guards = 20
    for did, owner, value in (("grey1", 0, 6), ("grey2", 1, 5), ("grey3", 0, 3)):
        d = _die(st, did)
        d.owner, d.value, d.district = owner, value, "upper"
        X.insert_in_row(st, "upper", did)
    d = _die(st, "orange1")
    d.owner, d.value, d.district = 0, 1, "lower"
    X.insert_in_row(st, "lower", "orange1")
    st.phase, st.cursor = "C", 1
    rules.settle(st)
    assert top(st).ref == "grey1"
    st, _ = play(st, 0, "buy:M11")  # I-FAVOUR -> F2
    st, _ = play(st, 0, "favour:F2")
    assert ids(st, 0) == ["cap:grey3", "cap:orange1", "skip"]  # grey1 is already back on the board
    st, _ = play(st, 0, "cap:grey3")
    assert st.rows["upper"] == ["grey3", "grey2"]  # 3 + 3 = 6 moves left of the 5
    assert top(st).kind == "activate" and top(st).ref == "grey3"
    assert [c.id for c in GAME.legal_choices(st, 0)][0] == "buy:K03"
    st, _ = play(st, 0, "buy:K03")
    assert st.p[0].coins == 20 - 6  # the cost is the new total


def test_a15_a17_inquisition_discards_a_start_card_which_cannot_be_salvaged() -> None:
    st = blank(3)
    take_card(st, 1, "S5")  # clergy start card (C-COIN)
    st.order = [0, 1, 2]
    X.acquire(st, 0, "P07")
    rules.settle(st)
    assert ids(st, 1) == ["lose:vp", "discard:S5"]
    st, _ = play(st, 1, "discard:S5")
    assert "S5" in st.discard and st.p[1].tracks["purple"] == 0
    assert X.discount(st, 1, "coins") == 0  # its phase-C bonus is gone with it
    X.acquire(st, 0, "G06")
    rules.settle(st)
    assert "salvage:S5" not in ids(st, 0)


def test_a12_repeating_a_salvage_card_acquires_again() -> None:
    st = blank(3)
    take_card(st, 0, "P06")  # I-SALVAGE
    st.discard = ["K03"]
    X.acquire(st, 0, "P12")  # I-REPEAT(clergy)
    rules.settle(st)
    assert ids(st, 0) == ["repeat:P06", "skip"]
    st, _ = play(st, 0, "repeat:P06")
    assert ids(st, 0) == ["salvage:K03", "skip"]
    st, _ = play(st, 0, "salvage:K03")
    assert "K03" in st.p[0].cards and st.p[0].guards == 7 + 5 and st.p[0].coins == 4


def test_a5_repeat_cannot_copy_itself_or_another_copy_card() -> None:
    st = blank(3)
    take_card(st, 0, "P12")
    take_card(st, 0, "P02")
    assert X.repeat_targets(st, 0, "clergy") == ["P02"]
    st.p[0].cards.remove("P02")
    assert X.repeat_targets(st, 0, "clergy") == []


def test_public_view_hides_the_deck_order() -> None:
    st = started(4, seed=3)
    view = GAME.view(st, None)
    text = json.dumps(view)
    assert view["deck_size"] == len(st.deck) == 36
    assert '"deck"' not in text
    assert all(c not in text for c in st.deck)  # none of the face-down cards is named
    assert isinstance(view["status"], str) and view["scores"] == [pl.vp for pl in st.p]
    assert GAME.view(st, 2)["you"] == 2


def test_turn_changes_between_players_not_inside_a_placement() -> None:
    st = started(3, seed=4)
    d1 = GAME.decision(st)
    seat = d1.seats[0]
    st, _ = play(st, seat, ids(st, seat)[0])
    d2 = GAME.decision(st)
    assert d2.seats == (seat,) and d2.turn == d1.turn  # pick die -> place die: same turn
    st, _ = play(st, seat, ids(st, seat)[0])
    d3 = GAME.decision(st)
    assert d3.turn != d1.turn


def test_roll_and_deal_are_undo_barriers() -> None:
    st = GAME.setup(2, 8)
    events = []
    while st.phase == "setup":
        s = st.pending[-1].seat
        st, ev = play(st, s, ids(st, s)[0])
        events += ev
    assert any(e.undo_barrier and "rolls" in en(e.text) for e in events)


def test_labels_name_seats_only_by_token() -> None:
    st = blank(3)
    take_card(st, 1, "K03")
    X.acquire(st, 0, "M08")
    rules.settle(st)
    assert any("{p0}" in en(c.label) for c in GAME.legal_choices(st, top(st).seat))


def test_load_dump_round_trip_mid_game() -> None:
    st = started(3, seed=12)
    for _ in range(20):
        s = GAME.decision(st).seats[0]
        st, _ = play(st, s, ids(st, s)[-1])
    assert GAME.load(GAME.dump(st)) == st


def test_every_choice_of_every_district_is_offered_in_phase_b() -> None:
    st = blank(4)
    ask(st, "pick_die", 0)
    first = ids(st, 0)[0]
    st, _ = play(st, 0, first)
    assert ids(st, 0) == ["district:castle", "district:upper", "district:centre", "district:lower"]
    assert len({D.DISTRICT_NAME[d] for d in D.DISTRICTS}) == 4


def test_view_at_the_end_shows_final_totals() -> None:
    from games.simulate import random_playout

    p = random_playout(GAME, 2, 4)
    view = GAME.view(p.state, None)
    res = GAME.result(p.state)
    assert view["scores"] == [res.totals[0], res.totals[1]]
    # `final` carries result(): per-seat breakdown, totals, ranking, winner and the tie-break
    # sentence
    assert view["final"]["breakdown"][0] == res.breakdown[0]
    assert view["final"]["breakdown"][1] == res.breakdown[1]
    assert view["final"]["totals"] == [res.totals[0], res.totals[1]]
    assert view["final"]["ranking"] == list(res.ranking)
    assert view["final"]["winner"] == res.winners[0]
    assert view["final"]["tiebreak"] == en(res.tiebreak)
    json.dumps(view)


def test_view_shape_the_renderer_reads() -> None:
    """render/coimbra.py reads these keys; a change here must be made there too."""
    st = started(3, seed=2)
    v = GAME.view(st, None)
    for key in (
        "status",
        "scores",
        "players",
        "to_move",
        "pool",
        "districts",
        "cap_on",
        "favour_row",
        "crown_tiles",
        "card_rows",
        "tracks",
        "flags",
        "pilgrim_map",
        "expeditions",
        "start_pairs",
        "phase",
        "last_move",
    ):
        assert key in v, key
    pm = v["pilgrim_map"]
    assert isinstance(pm["pilgrims"], dict) and set(pm["pilgrims"]) == {0, 1, 2}
    assert all({"level", "discs", "bonus", "id"} <= set(m) for m in pm["monasteries"].values())
    pl = v["players"][0]
    for key in (
        "flag",
        "coins",
        "guards",
        "vp",
        "cards",
        "dice",
        "favours",
        "crown_tiles",
        "diplomas",
        "monasteries",
        "expeditions",
        "discs_in_supply",
    ):
        assert key in pl, key
    assert set(pl["cards"]) == {"I", "C", "E", "EG"}
    assert all({"seat", "space", "stack"} <= set(d) for d in v["tracks"]["grey"]["discs"])
    # the renderer reads these instead of games/coimbra/data.py
    for t in ("grey", "orange", "purple", "green"):
        boxes = v["tracks"][t]["income"]
        assert sorted(p for b in boxes for p in range(b["lo"], b["hi"] + 1)) == list(range(16))
        assert all(b["text"] for b in boxes)
    assert all({"tracks", "profession", "text"} <= set(x) for x in v["expeditions"])
    assert all(m["text"] and not m["text"].startswith("M-") for m in pm["monasteries"].values())
    assert all(f["text"] for f in v["favour_row"])
    assert all({"cards", "taken_by"} <= set(p) for p in v["start_pairs"])
    assert all(
        c["text"] and "-" not in c["text"].split()[0] for p in v["start_pairs"] for c in p["cards"]
    )
