"""Issue 14: the rulebook's own sentences where the engine used to read them otherwise."""

from __future__ import annotations

from tests.games.stupor_mundi.builders import (
    at_turn,
    details,
    drain,
    en,
    give_hand,
    ids,
    new,
    run,
    setp,
    setpal,
    top,
)


def _solo_with_edict_i_on_gga(**options):
    st = new(1, seed=5, **options)
    st.solo.deck = ["S12"] + [c for c in st.solo.deck if c != "S12"]  # STAY, EDICT_I
    st.active = ["E01", "E02", "E03"]  # E01: 2 grain + 1 augustalis
    at_turn(st, 0)
    give_hand(st, 0, "H-AUG3")
    st, ev = run(st, 0, "play:H-AUG3", "up:1")
    return st, ev


def test_frederick_ignores_treasury_symbols_by_default():
    """R-14.4: "er wird Ressourcen, Burgteile und Verbündete immer hinzufügen ... Alle übrigen
    Schritte des Edikts werden ignoriert" - Ressourcen are grain and stone, not Augustalen."""
    st, ev = _solo_with_edict_i_on_gga()
    assert st.palace.grain == 3 and st.palace.treasury == 6
    assert any("ignores the treasury" in en(e.text) for e in ev)


def test_table_option_lets_frederick_raise_his_treasury():
    st, _ = _solo_with_edict_i_on_gga(solo_treasury=True)
    assert st.palace.grain == 3 and st.palace.treasury == 9


def _ronja(village_a: str):
    """Ronja's example (great wall B on W12, free promotion A3 -> A4, then the space's edict)."""
    st = new(2, seed=1)
    setp(st, 0, aug=4, grain=2, stone=2, vp=0, vp_by={})
    p = st.pl[0]
    p.castle = ["T1", "W23", "T2", "W45"]
    p.pieces.remove("T-2")
    st.village["A"] = village_a
    p.specs = ["A.3", "0", "0"]
    st.active = ["E01", "E02", "E03"]
    setpal(st, walls=4, keeps=1)
    at_turn(st, 0)
    give_hand(st, 0, "H-GRAIN")
    st, _ = run(st, 0, "play:H-GRAIN", "down:4", "act:build", "piece:W-GB", "space:W12", "move:A.3")
    assert st.pl[0].specs[0] == "A.4" and top(st) == "edict"
    return st


def test_edict_of_the_build_space_is_part_of_the_build():
    """Ronja's example: "Beachtet, dass Ronja NICHT die 3 SP für den Bau der Mauer erhält, da
    ihre Fachkraft zu Beginn ihrer Aktion NOCH NICHT auf diesem Feld stand" - and the edict
    the building space prints is issued in that same action ("Anschließend muss Ronja wie auf
    dem Bauplatz für diese Mauer angegeben 1 Edikt erlassen"). A specialist reaching VL-D-II
    (+3 VP per edict) during the build therefore does not pay for that build's edict."""
    st = _ronja("D")  # village D on path A: A4 is VL-D-II
    st, ev = run(st, 0, "edict:II", "res:g1s0", "add")
    st = drain(st, 0)
    assert st.pl[0].edicts == ["E02"]
    assert st.pl[0].vp == 0 and not any("Each edict you issue" in en(e.text) for e in ev)


def test_vl_d_ii_held_at_the_start_of_the_build_pays_for_its_edict():
    st = new(2, seed=1)
    setp(st, 0, aug=0, grain=0, stone=3, vp=0, vp_by={})
    st.village["A"] = "D"
    st.pl[0].specs = ["A.4", "0", "0"]
    st.active = ["E01", "E02", "E03"]
    at_turn(st, 0)
    give_hand(st, 0, "H-GRAIN")
    st, _ = run(
        st, 0, "play:H-GRAIN", "down:3", "act:build", "piece:K-1", "space:K1", "edict:I", "remove"
    )
    st = drain(st, 0)
    assert st.pl[0].vp == 3


def test_face_down_action_that_cannot_be_done_says_so():
    """ "Das Ausführen einer Aktion ist optional": the card may be played for nothing, so the
    slot's actions stay offered, but one that cannot be done says so before the click."""
    st = new(2, seed=1)
    setp(st, 0, grain=0, stone=0, aug=0)
    at_turn(st, 0)
    give_hand(st, 0, "H-GRAIN")
    st, _ = run(st, 0, "play:H-GRAIN")
    assert "played for nothing" in details(st)["down:4"]  # build or recruit: neither affordable
    assert "played for nothing" not in details(st)["down:3"]  # the market is always possible
    st, _ = run(st, 0, "down:4")
    assert ids(st) == ["act:build", "act:recruit", "skip"]
    assert all("played for nothing" in d for c, d in details(st).items() if c != "skip")
    st, _ = run(st, 0, "act:build")
    assert top(st) == "turn" and st.pl[0].slots[3] is not None


def test_card_that_cannot_be_done_says_it_would_be_played_for_nothing():
    """Di Romano Tower "Build 1 tower for exactly 2 stone" with 1 stone: playable (the action is
    optional), but its choices warn that nothing would happen."""
    st = new(2, seed=1)
    setp(st, 0, grain=1, stone=1, aug=9)
    at_turn(st, 0)
    inst = give_hand(st, 0, "DIR-2")[0]
    assert "played for nothing" in details(st)["play:DIR-2"]
    st, _ = run(st, 0, "play:DIR-2")
    up = {k: v for k, v in details(st).items() if k.startswith("up:")}
    assert up and all("played for nothing" in d for d in up.values())
    setp(st, 0, stone=2)
    assert not any("played for nothing" in details(st)[k] for k in up)
    st, _ = run(st, 0, "up:1")
    assert "piece:T-2" in ids(st) and inst in st.pl[0].slots
