"""R-8 edicts: rewards, symbols, direction rules, replacement, no edict left."""

from __future__ import annotations

import pytest

from games.stupor_mundi import data as D
from tests.games.stupor_mundi.builders import ids, labels, new, run, setp, setpal, top, with_edict


def base():
    st = new(2, 1)
    setp(st, 0, aug=0, grain=0, stone=0, vp=0, vp_by={})
    st.active = ["E01", "E02", "E03"]  # GGA, WWK, TTL
    st.nexts = ["E04", "E05", "E06"]
    st.edict_pile = ["E07", "E08"]
    return with_edict(st, 0)


@pytest.mark.parametrize(
    "space,then,expect",
    [
        ("I", [], dict(aug=3)),
        ("II", ["res:g0s1"], dict(stone=1)),
        ("III", [], dict(vp=2)),
    ],
)
def test_edict_rewards(space, then, expect):
    st = base()
    st, _ = run(st, 0, f"edict:{space}", *then)
    while top(st) != "turn":
        st, _ = run(st, 0, ids(st)[0])
    for k, v in expect.items():
        assert getattr(st.pl[0], k) == v


def test_klaus_grain_and_augustalis_any_directions():
    """Seed: edict 2 grain + 1 augustalis: add 2 grain, remove 1 treasury step (6 -> 3)."""
    st = base()
    st, _ = run(st, 0, "edict:I")
    assert st.palace.grain == 3  # grain 1: removing 2 is impossible, so both are added
    assert ids(st) == ["add", "remove"]  # treasury 6: both possible
    assert "treasury 6 -> 3" in labels(st)["remove"]
    st, _ = run(st, 0, "remove")
    assert (st.palace.grain, st.palace.treasury) == (3, 3)
    assert st.pl[0].edicts == ["E01"]


def test_ronja_four_walls_must_remove_two():
    """Seed: Frederick has 4 walls; the tile shows 2 walls: adding is impossible -> remove 2."""
    st = base()
    setpal(st, walls=4)
    st, _ = run(st, 0, "edict:II", "res:g1s0")
    # walls forced (no question), the keep asks
    assert st.palace.walls == 2 and ids(st) == ["add", "remove"]
    st, _ = run(st, 0, "add")
    assert st.palace.keeps == 2


def test_identical_symbols_go_the_same_way():
    st = base()
    setpal(st, towers=4)  # 2 towers: add impossible (max 5), remove both
    st, _ = run(st, 0, "edict:III")
    assert st.palace.towers == 2


def test_frederick_specialist_moves_back_to_the_start_space():
    st = base()
    st.active[0] = "E07"  # FFW
    setpal(st, spec=5, walls=5)
    st, _ = run(st, 0, "edict:I")
    assert st.palace.spec == 3 and st.palace.walls == 4


def test_replacement_any_next_edict_then_refill_from_pile():
    st = base()
    st, _ = run(st, 0, "edict:III")
    while top(st) in ("edict_dir", "res"):
        st, _ = run(st, 0, ids(st)[0])
    assert ids(st) == ["next:1", "next:2", "next:3"]
    st, _ = run(st, 0, "next:2")
    assert st.active == ["E01", "E02", "E05"] and st.nexts == ["E04", "E07", "E06"]
    assert st.edict_pile == ["E08"]


def test_no_next_edict_leaves_the_space_empty_and_triggers_end_b():
    st = base()
    st.nexts = [None, None, None]
    st.edict_pile = []
    st, _ = run(st, 0, "edict:III")
    while top(st) != "turn":
        st, _ = run(st, 0, ids(st)[0])
    assert st.active == ["E01", "E02", None] and "b" in st.end_flags


def test_no_active_edict_choose_a_reward_without_symbols():
    """R-8.6: with VL-D-II still +3 VP."""
    st = base()
    st.active = [None, None, None]
    st.stack[-1].a["wp"] = ["VL-D-II"]
    assert ids(st) == ["reward:I", "reward:II", "reward:III"]
    pal = st.palace.model_copy()
    st, _ = run(st, 0, "reward:III")
    assert st.pl[0].vp == 5 and st.palace == pal


def test_fewer_than_three_active_still_must_choose_among_them():
    st = base()
    st.active = [None, "E02", None]
    assert ids(st) == ["edict:II"]


def test_edict_tile_data():
    assert len(D.EDICTS) == 27
    assert sum(1 for e in D.EDICTS.values() if not e.mark) == 15
    assert D.EDICTS["E01"].symbols == "GGA" and D.EDICTS["E02"].symbols == "WWK"


def test_edicts_and_their_palace_choices_read_as_players_say_them():
    """ "Issue edict I (2 walls, 1 grain)", "Add 2 towers to Frederick": the buttons and the
    log said "2 wall", "2 tower" before."""
    from games.stupor_mundi.edicts import edict_text

    assert edict_text("E12") == "2 walls, 1 grain"
    assert edict_text("E01") == "2 grain, 1 treasury step"
    assert edict_text("E20") == "2 court allies, 1 treasury step"
    for tile in D.EDICTS:
        for part in edict_text(tile).split(", "):
            n, noun = part.split(" ", 1)
            assert (noun in D.SYMBOL_NAMES.values()) == (n == "1" or noun in ("grain", "stone")), (
                part
            )
    st = base()
    setpal(st, towers=2)
    st, _ = run(st, 0, "edict:III")  # 2 towers, 1 court ally
    assert labels(st) == {
        "add": "Add 2 towers to Frederick (towers 2 -> 4)",
        "remove": "Remove 2 towers from Frederick (towers 2 -> 0)",
    }
