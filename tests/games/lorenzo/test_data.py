"""Data sanity checks against the data file's own tables (data §4, §5.5, §6, §7)."""

from __future__ import annotations

from collections import Counter

from games.lorenzo.data import (
    BONUS_TILES,
    CARDS,
    CARDS_LIST,
    EXCOMMUNICATIONS,
    FOUND,
    LEADERS,
    SEED,
    SPACES,
    TYPES,
)


def test_counts() -> None:
    assert len(CARDS) == 96 and len(LEADERS) == 20 and len(EXCOMMUNICATIONS) == 21
    assert Counter(c.type for c in CARDS_LIST) == {t: 24 for t in TYPES}
    assert Counter((c.type, c.period) for c in CARDS_LIST) == {
        (t, p): 8 for t in TYPES for p in (1, 2, 3)
    }
    assert Counter(x.period for x in EXCOMMUNICATIONS.values()) == {1: 7, 2: 7, 3: 7}
    assert len(SPACES) == 16 + 4 + 4 + 1
    assert set(BONUS_TILES) == {"basic", "A", "B", "C", "D"}


def test_ids_and_periods_follow_the_numbering() -> None:
    prefix = {"territory": "T", "building": "B", "character": "C", "venture": "V"}
    for i, c in enumerate(CARDS_LIST, start=1):
        assert c.id == f"{prefix[c.type]}{i}"
        assert c.period == ((i - 1) % 24) // 8 + 1
        assert c.status in (SEED, FOUND)


def test_territory_activation_values_per_period() -> None:
    """Data §5.5."""
    acts = [CARDS[f"T{i}"].activation for i in range(1, 25)]
    assert acts[:8] == [1, 2, 3, 4, 5, 6, 5, 6]
    assert acts[8:16] == [1, 3, 4, 3, 4, 2, 5, 6]
    assert acts[16:] == [1, 3, 5, 2, 6, 1, 4, 2]


def test_ventures_with_mp_option() -> None:
    mp = [c.id for c in CARDS_LIST if any(x.mp_req for x in c.costs)]
    assert mp == ["V77", "V79", "V80", "V84", "V87", "V88", "V93", "V95", "V96"]
    both = [c.id for c in CARDS_LIST if len(c.costs) == 2]
    assert both == ["V80", "V88", "V96"]


def test_bonus_actions() -> None:
    acts = {
        c.id: (c.immediate.action.kind, c.immediate.action.card_type, c.immediate.action.value)
        for c in CARDS_LIST
        if c.immediate.action
    }
    assert acts == {
        "C56": ("card", None, 4),
        "C57": ("card", "territory", 6),
        "C58": ("card", "building", 6),
        "C59": ("card", "character", 6),
        "C60": ("card", "venture", 6),
        "C72": ("card", None, 7),
        "V90": ("card", None, 7),
        "C69": ("harvest", None, 4),
        "V85": ("harvest", None, 4),
        "C70": ("production", None, 4),
        "V94": ("production", None, 3),
    }


def test_building_wood_stone_totals() -> None:
    """Data §5.5 (EXC-20)."""
    expected = [4, 4, 2, 2, 2, 2, 2, 2, 3, 3, 4, 4, 3, 3, 2, 4, 4, 3, 6, 6, 4, 5, 4, 8]
    got = [
        CARDS[f"B{i}"].costs[0].res.wood + CARDS[f"B{i}"].costs[0].res.stone for i in range(25, 49)
    ]
    assert got == expected


def test_every_card_has_its_type_fields() -> None:
    for c in CARDS_LIST:
        if c.type == "territory":
            assert not c.costs and c.activation and c.permanent.gain
        if c.type == "building":
            assert (
                len(c.costs) == 1
                and c.activation
                and (c.permanent.gain or c.permanent.per or c.permanent.exchanges)
            )
        if c.type == "character":
            assert len(c.costs) == 1 and set(dict(c.costs[0].res.items())) == {"coins"}
        if c.type == "venture":
            assert c.end_vp and c.costs


def test_leader_types() -> None:
    """The rulebook (Anführerkarten) marks these "Einmalige Sonderfähigkeit pro Runde", including
    Lucrezia Borgia (L13) and Lorenzo de' Medici (L15)."""
    once = sorted((x for x in LEADERS if LEADERS[x].once), key=lambda x: int(x[1:]))
    assert once == ["L1", "L4", "L5", "L6", "L7", "L8", "L9", "L10", "L13", "L15", "L19", "L20"]
