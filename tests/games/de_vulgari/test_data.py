"""Data tables against the data file's own sanity numbers (data §1-§11)."""

from __future__ import annotations

from collections import Counter, deque

import pytest

from games.de_vulgari.data import (
    ADJACENT,
    CANTICLE_TILES,
    CUBE_TABLE,
    EVENTS,
    FRANCISCAN,
    LIBRARY_TILES,
    LINKS,
    MANUSCRIPTS,
    PAPAL_TILES,
    SEAS,
    START_CITIES,
    ZONE,
    ZONES,
    knowledge_level,
    library_draws,
    reconstructed_rows,
)


def _dist(a: str) -> dict[str, int]:
    seen = {a: 0}
    q = deque([a])
    while q:
        x = q.popleft()
        for y in ADJACENT[x]:
            if y not in seen:
                seen[y] = seen[x] + 1
                q.append(y)
    return seen


def test_fifty_zones_with_the_stated_colour_counts() -> None:
    assert len(ZONES) == 50 == len(ZONE)
    assert Counter(z.colour for z in ZONES) == {
        "blue": 11,
        "green": 11,
        "white": 10,
        "yellow": 9,
        "violet": 6,
        "orange": 3,
    }
    sites = Counter(z.site for z in ZONES)
    assert sites == {
        "city": 32,
        "cathedral": 2,
        "bologna": 1,
        "start": 5,
        "franciscan": 5,
        "abbey": 3,
        "convent": 2,
    }


def test_links_symmetric_81_and_three_components() -> None:
    assert len(LINKS) == 81
    for a, nbs in ADJACENT.items():
        for b in nbs:
            assert a in ADJACENT[b], (a, b)
    comps = []
    left = set(ADJACENT)
    while left:
        comp = set(_dist(next(iter(left))))
        comps.append(len(comp))
        left -= comp
    assert sorted(comps) == [1, 4, 45]
    assert "milano" in ADJACENT["venezia"]  # the one rulebook link


@pytest.mark.parametrize(
    "start,row",
    [
        ("torino", (1, 4, 3, 9, 10, 11, 13)),
        ("vicenza", (2, 3, 4, 8, 9, 10, 12)),
        ("ancona", (6, 3, 5, 2, 3, 4, 6)),
        ("taranto", (10, 7, 9, 4, 2, 1, 2)),
    ],
)
def test_distance_table_of_data_section_4(start, row) -> None:
    targets = (
        "milano",
        "abbey_pomposa",
        "convent_lunigiana",
        "abbey_montecassino",
        "convent_benevento",
        "brindisi",
        "abbey_sila",
    )
    d = _dist(start)
    assert tuple(d[t] for t in targets) == row
    assert not set(targets) & set(_dist("catania"))  # Sicily: sea only


def test_ports_and_special_sites() -> None:
    assert SEAS == {
        "tyrrhenian": ("cagliari", "palermo", "napoli", "roma", "genova"),
        "adriatic": ("brindisi", "ancona", "venezia"),
    }
    for sea, ports in SEAS.items():
        assert all(ZONE[p].sea == sea for p in ports)
    assert {z.id for z in ZONES if z.sea} == set(SEAS["tyrrhenian"]) | set(SEAS["adriatic"])
    assert ZONE["catania"].sea is None and ZONE["taranto"].sea is None
    assert all(ZONE[z].colour == "white" and ZONE[z].site == "start" for z in START_CITIES)
    assert all(z.colour == "white" for z in ZONES if z.site in ("abbey", "convent"))
    assert all(ZONE[z].site == "franciscan" for z in FRANCISCAN)
    assert {z.id for z in ZONES if z.site == "cathedral"} == {"milano", "brindisi"}
    assert ZONE["genova"].colour == ZONE["venezia"].colour == "blue"
    assert (ZONE["roma"].ducats, ZONE["roma"].knowledge) == (8, 15)
    assert ZONE["milano"].ducats == 25


def test_cube_table_fills_seven_spaces() -> None:
    for row in CUBE_TABLE.values():
        assert row.red + row.black + row.yellow + row.green == 7 * row.limit
    assert (CUBE_TABLE[5].red, CUBE_TABLE[5].black, CUBE_TABLE[5].yellow, CUBE_TABLE[5].green) == (
        11,
        7,
        20,
        11,
    )


def test_events_tiles_tracks() -> None:
    assert [e.number for e in EVENTS] == list(range(1, 11))
    by_name = {e.name: e for e in EVENTS}
    assert (by_name["Mercis"].zone, by_name["Mercis"].kind, by_name["Mercis"].value) == (
        "venezia",
        "coin",
        30,
    )
    assert (by_name["Filocolo"].zone, by_name["Filocolo"].kind, by_name["Filocolo"].value) == (
        "napoli",
        "book",
        4,
    )
    assert by_name["Artes Dictandi"].number == 8 and by_name["Artes Dictandi"].zone == "roma"
    assert by_name["Commercium"].number == 4
    assert by_name["Stupor Mundi"].number == 10 and by_name["Stupor Mundi"].zone == "brindisi"
    assert len({e.zone for e in EVENTS}) == 10
    assert min(r for c in CANTICLE_TILES for r in c.rounds) == 2
    assert Counter(t.vp for t in LIBRARY_TILES) == {2: 3, 3: 3, 4: 2}
    assert Counter(t.colour for t in PAPAL_TILES) == {"red": 2, "white": 3}
    assert len(MANUSCRIPTS) == 55
    assert Counter(m.level for m in MANUSCRIPTS) == {1: 15, 2: 15, 3: 15, 4: 10}
    assert all(len(m.colours) == 2 for m in MANUSCRIPTS if m.level == 4)
    assert len({m.colours for m in MANUSCRIPTS if m.level == 4}) == 10


@pytest.mark.parametrize(
    "pos,level", [(0, 1), (9, 1), (10, 2), (29, 3), (30, 4), (69, 7), (70, 8), (99, 8)]
)
def test_knowledge_levels(pos, level) -> None:
    assert knowledge_level(pos) == level


@pytest.mark.parametrize("pos,n", [(0, 0), (1, 0), (2, 1), (3, 1), (4, 2), (6, 3), (8, 4)])
def test_library_labels(pos, n) -> None:
    assert library_draws(pos) == n


def test_reconstructed_list_is_generated() -> None:
    rows = reconstructed_rows()
    assert any("zone `saluzzo`" in r for r in rows)
    assert not any("zone `torino`" in r for r in rows)
    assert any("80 of 81 land links" in r for r in rows)


def test_readme_lists_every_reconstructed_value() -> None:
    from pathlib import Path

    import games.de_vulgari as pkg

    text = (Path(pkg.__file__).parent / "README.md").read_text()
    section = text.split("## Reconstructed values", 1)[1].split("\n## ", 1)[0]
    listed = [line[2:] for line in section.splitlines() if line.startswith("- ")]
    assert listed == reconstructed_rows()  # exactly: nothing missing, stale or reordered


def test_every_zone_has_drawing_coordinates_inside_italy() -> None:
    from games.de_vulgari.data import COORDS

    assert set(COORDS) == set(ZONE)
    assert all(36.5 < lat < 47.5 and 6.5 < lon < 19.0 for lat, lon in COORDS.values())
    assert COORDS["milano"][0] > COORDS["roma"][0] > COORDS["palermo"][0]
