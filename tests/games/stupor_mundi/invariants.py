"""Invariants checked after every move of a random game (no negatives, conservation, storage)."""

from __future__ import annotations

from collections import Counter

from games.stupor_mundi import data as D
from games.stupor_mundi.core import storage_capacity
from games.stupor_mundi.state import SMState


def _eff(state: SMState) -> int:
    return 2 if state.players == 1 else state.players


def check_invariants(state: SMState) -> None:
    pal = state.palace
    for track, top in D.PALACE_MAX.items():
        assert 0 <= getattr(pal, track) <= top, f"palace {track} out of range"
    assert pal.treasury % D.TREASURY_STEP == 0
    top = state.stack[-1] if state.stack else None
    ab: list[str] = list(state.deck) + list(state.out)
    ab += [cp.card for cp in state.card_places if cp.card is not None]
    ab += [s.a["card"] for s in state.stack if s.kind == "buy_hand"]  # bought, being used
    for seat, p in enumerate(state.pl):
        for res in ("aug", "grain", "stone", "vp"):
            assert getattr(p, res) >= 0, f"seat {seat} {res} negative"
        assert p.vp == sum(p.vp_by.values()), "VP without a scoring category"
        assert set(p.covers) == {D.CASTLE_SPACES[k].cover for k in p.castle if k.startswith("K")}
        assert p.slot6 == ("KC-SLOT" in p.covers)
        if p.grain + p.stone > storage_capacity(p):
            assert top is not None and top.kind == "overflow" and top.seat == seat, "storage limit"
        zones = p.draw + p.hand + p.discard + p.removed + [c for c in p.slots if c is not None]
        house = [c for c in zones if D.card_def(c).level == "H"]
        if p.house:  # "" while houses are being chosen (R-3.4 step 1)
            assert sorted(house) == sorted(D.house_deck(p.house)), (
                f"seat {seat} house cards changed"
            )
        else:
            assert not zones
        ab += [c for c in zones if D.card_def(c).level != "H"]
        assert len(p.pieces) + len(p.castle) == 13 and len(set(p.castle)) == len(p.castle)
        assert p.greats == sum(
            1 for x in D.BOARD_PIECES.values() if x.great and x.id not in p.pieces
        )
        cities = [c for c in p.specs if c.endswith(".5")]
        assert len(cities) == len(set(cities)), "two own specialists in one city"
        owned = [D.ALLY_TILE[t].ally for t in p.allies if t]
        assert len(owned) == len(set(owned)), "two identical allies"
        for i, t in enumerate(p.allies):
            if t is not None:
                assert (
                    i + 1 == 1
                    or D.BOARD_PIECES[
                        next(k for k, v in D.BOARD_PIECES.items() if v.ally_space == i + 1)
                    ].id
                    not in p.pieces
                ), "ally on a covered space"
        assert p.draw or not p.discard, "empty draw pile next to a discard pile (R-13.5)"
        if p.slots[5] is not None:
            assert p.slot6
    assert len(ab) == len(set(ab)) == 2 * D.DECK_PER_LEVEL[_eff(state)], (
        "action cards lost/duplicated"
    )
    allies = [t for ap in state.ally_places for t in ap.stack]
    allies += [t for p in state.pl for t in p.allies if t]
    allies += [s.a["tile"] for s in state.stack if s.kind == "ally_space"]  # being placed
    if state.solo:
        allies += state.solo.removed_allies
    assert len(allies) == len(set(allies)) == 2 * len(state.ally_places), "allies lost/duplicated"
    edicts = [t for t in state.active + state.nexts if t] + state.edict_pile
    edicts += [t for p in state.pl for t in p.edicts]
    if state.solo:
        edicts += state.solo.removed_edicts
    expected = sum(1 for e in D.EDICTS.values() if D.mark_applies(e.mark, _eff(state)))
    if state.solo and state.solo_easy:
        expected += 3
    assert len(edicts) == len(set(edicts)) == expected, "edicts lost/duplicated"
    tiles = Counter(t for v in state.city_tiles.values() for t in v)
    assert all(v <= D.CITY_BONUS_COPIES for v in tiles.values())
