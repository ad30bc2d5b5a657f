"""Careers (spec §9), friar and cardinal tiles (§13.1, §13.2) and alms (§6.2)."""

from __future__ import annotations

import pytest

from games.de_vulgari import GAME
from games.de_vulgari.state import Alms

from .builders import ids, knowledge, play, started, turn_of


@pytest.mark.parametrize("ducats,keeps", [(10, 5), (15, 7), (1, 0), (0, 0), (31, 15)])
def test_friar_loses_half_rounded_up(ducats, keeps) -> None:
    st = turn_of(started(3, 1), 0, "convent_benevento")
    st.player[0].ducats = ducats
    st, _ = play(st, 0, "friar:gigi")
    p = st.player[0]
    assert p.status == "friar" and p.friar == "gigi" and p.ducats == keeps
    assert "gigi" not in st.friars_free
    assert st.turn.actions == 5  # free of actions


@pytest.mark.parametrize(
    "tile,gain", [("mario", 12), ("michael", 7), ("stefano", 7), ("gigi", 0), ("ralph", 7)]
)
def test_friar_tile_immediate_knowledge(tile, gain) -> None:
    st = turn_of(started(3, 1), 0, "convent_lunigiana")
    st, _ = play(st, 0, f"friar:{tile}")
    assert st.track["knowledge"][0] == gain


def test_only_merchants_in_a_convent_become_friars() -> None:
    st = turn_of(started(3, 1), 0, "torino")
    assert not any(c.startswith("friar:") for c in ids(st, 0))
    st = turn_of(st, 0, "convent_lunigiana")
    st.player[0].status = "friar"
    assert not any(c.startswith("friar:") for c in ids(st, 0))


def _friar(st, seat, tile="mario", ducats=40, red=0, black=0):
    p = st.player[seat]
    p.status, p.friar, p.ducats, p.red, p.black = "friar", tile, ducats, red, black
    if tile in st.friars_free:
        st.friars_free.remove(tile)


def test_cardinal_pays_forty_and_one_cube_and_loses_friar_tile() -> None:
    st = turn_of(started(4, 1), 0, "milano")
    _friar(st, 0, "ralph", ducats=45, red=1, black=1)
    st, _ = play(st, 0, "cardinal:lanzuisi")
    assert ids(st, 0) == ["discard:red", "discard:black"]
    st, _ = play(st, 0, "discard:black")
    p = st.player[0]
    assert (p.status, p.cardinal, p.friar, p.ducats, p.red, p.black) == (
        "cardinal",
        "lanzuisi",
        None,
        5,
        1,
        0,
    )
    assert "ralph" not in st.friars_free  # removed from the game
    assert sum(sp["black"] for sp in st.spaces) >= 1


def test_cardinal_needs_a_cube_and_the_price() -> None:
    st = turn_of(started(3, 1), 0, "brindisi")
    _friar(st, 0, ducats=100)
    assert not any(c.startswith("cardinal:") for c in ids(st, 0))  # no red/black cube
    st.player[0].red = 1
    st.player[0].ducats = 69
    cands = [c for c in ids(st, 0) if c.startswith("cardinal:")]
    assert "cardinal:muret" not in cands and "cardinal:zazza" in cands
    st.player[0].ducats = 39
    assert not any(c.startswith("cardinal:") for c in ids(st, 0))  # Zazza must pay 40 first (I-16)


def test_muret_pays_seventy_and_acts_six_times_from_this_turn() -> None:
    st = turn_of(started(3, 1), 0, "milano")
    _friar(st, 0, ducats=70, red=1)
    st, _ = play(st, 0, "psalter")
    st, _ = play(st, 0, "cardinal:muret")
    assert st.player[0].ducats == 0 and st.turn.actions == 5  # 4 left + the sixth
    st, _ = play(st, 0, "end")
    st = turn_of(st, 0, actions=5)
    from games.de_vulgari.state import Turn
    from games.de_vulgari.succession import next_turn

    st.turn = Turn(seat=st.order[-1])
    st.order = [st.order[-1], 0] + [s for s in st.order[:-1] if s != 0]
    next_turn(st, [])
    assert st.turn.seat == 0 and st.turn.actions == 6


def test_zazza_refund_and_balesteri_knowledge() -> None:
    st = turn_of(started(3, 1), 0, "milano")
    _friar(st, 0, ducats=40, red=1)
    st, _ = play(st, 0, "cardinal:zazza")
    assert st.player[0].ducats == 40 and st.player[0].red == 0
    st = turn_of(st, 1, "brindisi")
    _friar(st, 1, "stefano", ducats=40, black=1)
    knowledge(st, 1, 7)
    st, _ = play(st, 1, "cardinal:balesteri")
    assert ids(st, 1)[:2] == ["discard:black", "discard:virtual"]
    st, _ = play(st, 1, "discard:virtual")
    p = st.player[1]
    assert p.black == 1 and p.ducats == 0 and st.track["knowledge"][1] == 11


def test_stefano_virtual_black_alone_allows_cardinal() -> None:
    st = turn_of(started(3, 1), 0, "milano")
    _friar(st, 0, "stefano", ducats=40)
    st, _ = play(st, 0, "cardinal:lanzuisi")  # the only cube: used at once
    assert st.player[0].status == "cardinal"


def test_merchant_becomes_friar_and_cardinal_in_one_turn() -> None:
    """§9.3: convent before moving, cathedral after (Benevento -> Foggia -> Bari -> Brindisi)."""
    st = turn_of(started(3, 1), 0, "convent_benevento")
    st.player[0].ducats = 100
    st.player[0].red = 1
    st, _ = play(st, 0, "friar:mario", "move:brindisi", "cardinal:lanzuisi")
    assert st.player[0].status == "cardinal" and st.player[0].ducats == 0


def test_shlasinger_inquisition_in_the_round_of_promotion() -> None:
    st = turn_of(started(3, 1), 0, "milano")
    _friar(st, 0, ducats=40, red=1)
    knowledge(st, 1, 4)
    knowledge(st, 2, 20)
    st, _ = play(st, 0, "cardinal:shlasinger")
    assert {"inquisition:1", "inquisition:2"} <= set(ids(st, 0))
    st, _ = play(st, 0, "inquisition:1")
    assert st.track["knowledge"][1] == 0  # clamped at the first space (I-21)
    assert not any(c.startswith("inquisition") for c in ids(st, 0))
    st2 = turn_of(started(3, 1), 0, "milano")
    _friar(st2, 0, ducats=40, red=1)
    knowledge(st2, 2, 20)
    st2, _ = play(st2, 0, "cardinal:shlasinger")
    st2 = turn_of(st2, 0, round=2)
    assert not any(c.startswith("inquisition") for c in ids(st2, 0))  # lost if unused (I-32)


def test_shlasinger_any_window_option() -> None:
    st = turn_of(started(3, 1, shlasinger_window="any"), 0, "milano")
    _friar(st, 0, ducats=40, red=1)
    knowledge(st, 2, 20)
    st, _ = play(st, 0, "cardinal:shlasinger")
    st = turn_of(st, 0, round=5)
    st, _ = play(st, 0, "inquisition:2")
    assert st.track["knowledge"][2] == 14


# ---------------------------------------------------------------- alms (§6.2, I-6)


def _alms_state(players, statuses, ducats, order, round_=2, **opts):
    st = started(players, 1, **opts)
    for s, (status, d) in enumerate(zip(statuses, ducats, strict=True)):
        st.player[s].status = status
        st.player[s].ducats = d
        if status == "friar":
            st.player[s].friar = "mario"
        if status == "cardinal":
            st.player[s].cardinal = "lanzuisi"
    st.order = order
    st.round = round_
    st.phase = "alms"
    snap = [p.ducats for p in st.player]
    merchants = [s for s in order if st.player[s].status == "merchant"]
    top = max((snap[s] for s in merchants), default=None)
    st.alms = Alms(
        snapshot=snap,
        candidates=[s for s in merchants if snap[s] == top],
        queue=[s for s in order if st.player[s].status in ("friar", "cardinal")],
    )
    st.pending = []
    from games.de_vulgari.rules import settle

    settle(st, [])
    return st


def test_alms_richest_merchant_pays_friar_five_cardinal_ten() -> None:
    st = _alms_state(3, ["merchant", "friar", "cardinal"], [50, 0, 0], [0, 1, 2])
    assert [p.ducats for p in st.player] == [35, 5, 10]
    assert st.phase == "action"


def test_alms_bank_pays_when_no_merchant_is_richer() -> None:
    st = _alms_state(3, ["merchant", "friar", "cardinal"], [10, 20, 0], [0, 1, 2])
    assert [p.ducats for p in st.player] == [
        0,
        25,
        10,
    ]  # friar from the bank, cardinal from the merchant


def test_alms_payer_runs_out_bank_pays_the_rest() -> None:
    st = _alms_state(3, ["merchant", "cardinal", "cardinal"], [12, 0, 0], [0, 1, 2])
    assert [p.ducats for p in st.player] == [0, 10, 10]


def test_alms_tied_merchants_recipient_chooses() -> None:
    st = _alms_state(4, ["merchant", "merchant", "friar", "merchant"], [30, 30, 0, 5], [2, 0, 1, 3])
    assert st.phase == "alms" and GAME.decision(st).seats == (2,)
    assert ids(st, 2) == ["payer:0", "payer:1"]
    st, _ = play(st, 2, "payer:1")
    assert [p.ducats for p in st.player] == [30, 25, 5, 5]


@pytest.mark.parametrize(
    "round_,until,amount", [(1, 10, 10), (10, 10, 10), (11, 10, 5), (11, 11, 10)]
)
def test_gigi_double_alms(round_, until, amount) -> None:
    """E-2: double alms in rounds 1-10 (IT) or 1-11 (DE option), whoever pays."""
    st2 = started(2, 1, gigi_double_until=until)
    st2.player[0].ducats, st2.player[1].ducats = 50, 0
    st2.player[1].status, st2.player[1].friar = "friar", "gigi"
    st2.order = [0, 1]
    st2.round = round_ - 1
    st2.phase = "start"
    st2.pending = []
    from games.de_vulgari.rules import settle

    settle(st2, [])
    assert st2.round == round_
    assert (st2.player[0].ducats, st2.player[1].ducats) == (50 - amount, amount)
