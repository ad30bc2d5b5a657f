"""Data sanity against the spec's component list (R-2) and data file counts."""

from __future__ import annotations

from games.stupor_mundi import data as D

STATUSES = {D.SEED, D.FOUND, D.DERIVED, D.RECONSTRUCTED}


def test_component_counts():
    assert len(D.CARDS) == 12 + 32  # 4 common + 8 house-specific, 16 A + 16 B
    assert sum(D.house_deck(h).__len__() for h in D.HOUSES) == 40
    assert len(D.ALLY_TILES) == 20 and len(D.ALLIES) == 18
    assert len(D.WORKPLACE_EFFECTS) == 16 and len(D.WORKPLACE_TILE_LETTERS) == 4  # 8 tiles
    assert len(D.CITY_BONUS) * D.CITY_BONUS_COPIES == 12
    assert len(D.MARKET_TILES) == 6 and len(D.MARKETS) == 12
    assert len(D.EDICTS) == 27
    assert sum(1 for e in D.EDICTS.values() if e.mark == "3+") >= 3  # solo easy draws 3
    assert len(D.CASTLE_SPACES) == 13 and len(D.BOARD_PIECES) == 11  # + T1, W23 pre-built
    assert [p.kind for p in D.BOARD_PIECES.values()].count("tower") == 4
    assert sum(1 for p in D.BOARD_PIECES.values() if p.great) == 5
    assert len(D.SOLO_CARDS) == 16 and sum(c.crown for c in D.SOLO_CARDS.values()) >= 2
    assert len(D.CITIES) == 5 and len(D.VOYAGE_SIDE_12) == 5 and len(D.VOYAGE_SIDE_34) == 10


def test_every_row_has_a_provenance():
    rows = (
        list(D.CARDS.values())
        + list(D.ALLIES.values())
        + list(D.ALLY_TILES)
        + list(D.MARKETS.values())
        + list(D.EDICTS.values())
        + list(D.CASTLE_SPACES.values())
        + list(D.BOARD_PIECES.values())
        + list(D.SOLO_CARDS.values())
        + list(D.VOYAGE_SIDE_12)
        + list(D.VOYAGE_SIDE_34)
    )
    assert all(r.status in STATUSES for r in rows)


def test_seed_anchors():
    m = D.MARKETS["M1.easy"]
    assert (m.sell_grain, m.sell_aug, m.buy_aug, m.buy_stone) == (2, 6, 4, 2) and m.status == D.SEED
    w12 = D.CASTLE_SPACES["W12"]
    assert (w12.stone, w12.grain, w12.edict) == (2, 1, True)
    assert D.CASTLE_SPACES["K1"].stone == 3 and D.CASTLE_SPACES["K1"].cover == "KC-HAND"
    assert all(s.edict for s in D.CASTLE_SPACES.values() if s.kind == "keep")
    assert D.ARROW_GRAIN["A"][4] == 1 and D.ARROW_GRAIN["C"][4] == 1  # village -> village
    assert D.PALACE_START == {
        "grain": 1,
        "stone": 1,
        "treasury": 6,
        "towers": 2,
        "walls": 2,
        "keeps": 1,
        "court": 2,
        "spec": 1,
    }
    assert {p.great: p.extra_aug for p in D.BOARD_PIECES.values() if p.great} == {
        "GK": 4,
        "GW-A": 3,
        "GT-A": 2,
        "GW-B": 4,
        "GT-B": 3,
    }
    assert D.START_AUG == (6, 7, 8, 9) and D.DECK_PER_LEVEL == {1: 8, 2: 8, 3: 12, 4: 16}
    assert any(p.city == "BARC" and p.ally_cost == 3 for p in D.VOYAGE_SIDE_12)  # Jan's example
    assert any(p.city == "ALEX" and p.ally_cost == 3 for p in D.VOYAGE_SIDE_34)


def test_castle_geometry_is_a_pentagon():
    towers = {t for ends in D.WALL_ENDS.values() for t in ends}
    assert towers == {s for s, v in D.CASTLE_SPACES.items() if v.kind == "tower"}
    assert all(sum(t in ends for ends in D.WALL_ENDS.values()) == 2 for t in towers)
    assert sorted(D.SIDE_INCOME.values()) == sorted(D.INCOME_TEXT)  # one of each income
    assert not set(D.WALL_ENDS["W23"]) & {"T1"}  # start wall not attached to start tower
