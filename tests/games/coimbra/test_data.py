"""Data module against the spec's counts and sanity tables (coimbra-data.md §2-§11)."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

import pytest

from games.coimbra import data as D


def test_citizen_counts() -> None:
    """R-2 / F-16: 56 cards, 14 per profession, backs 8 / 24 / 24."""
    assert len(D.CITIZENS) == 56
    assert Counter(c.profession for c in D.CITIZENS.values()) == {p: 14 for p in D.PROFESSIONS}
    assert Counter(c.back for c in D.CITIZENS.values()) == {"I": 8, "II": 24, "III": 24}


def test_reconstructed_deck_checks() -> None:
    """Data §8.5: coin/guard 24/24, immediate/E/EG 29/9/10, diplomas 5 of each colour + 3 jokers."""
    rest = D.CITIZENS_II_III
    assert Counter(c.cost for c in rest) == {"coins": 24, "guards": 24}
    assert Counter(c.timing for c in rest) == {"I": 29, "E": 9, "EG": 10}
    dips = Counter(d for c in rest for d in c.diplomas)
    assert dips == {"a": 5, "b": 5, "c": 5, "d": 5, "e": 5, "J": 3}
    assert all(1 <= c.influence <= 4 for c in D.CITIZENS.values())  # F-7


def test_start_cards() -> None:
    """Data §7: S1 is the seed's council 2 / 4 guards; a clergy 1 has a phase-C bonus;
    C-MERCHANT on a scholar."""
    s = {c.id: c for c in D.START_CARDS}
    assert (
        s["S1"].profession == "council"
        and s["S1"].influence == 2
        and s["S1"].bonus.reward == D.R(guards=4)
    )
    assert s["S5"].profession == "clergy" and s["S5"].influence == 1 and s["S5"].timing == "C"
    assert s["S7"].profession == "scholar" and s["S7"].bonus.kind == "C-MERCHANT"
    assert all(c.cost is None for c in D.START_CARDS)


def test_m03_is_the_phase_c_example_card() -> None:
    m = D.CITIZENS["M03"]
    assert (m.profession, m.cost, m.influence, m.bonus.reward) == (
        "merchant",
        "guards",
        2,
        D.R(coins=4),
    )


def test_favour_crowns() -> None:
    """F-18: F1 3, F2 2, F3 1, F4 0."""
    assert [D.FAVOURS[f].crowns for f in ("F1", "F2", "F3", "F4")] == [3, 2, 1, 0]


def test_monasteries() -> None:
    assert Counter(m.back for m in D.MONASTERIES.values()) == {"I": 12, "II": 8, "III": 4}
    assert D.MONASTERY_SPACES == {"I": 8, "II": 4, "III": 2}


@pytest.mark.parametrize(
    "players,total,counts",
    [
        (4, 13, {"white": 1, "grey": 3, "orange": 3, "purple": 3, "green": 3}),
        (3, 11, {"white": 1, "grey": 3, "orange": 3, "purple": 2, "green": 2}),
        (2, 7, {"white": 1, "grey": 2, "orange": 2, "purple": 1, "green": 1}),
    ],
)
def test_dice_pool(players: int, total: int, counts: dict) -> None:
    """Table 3.1-B."""
    dice = D.dice_for(players)
    assert len(dice) == total
    assert Counter(d.colour for d in dice) == counts


def test_die_tokens() -> None:
    """F-5: values 2, 3, 3, 4, 5."""
    assert sorted(t.value for t in D.DIE_TOKENS) == [2, 3, 3, 4, 5]


def test_income_boxes_cover_every_space() -> None:
    for t in D.TRACKS:
        for pos in range(16):
            assert (t, pos) in D.INCOME
    assert D.INCOME[("grey", 13)] == D.R(guards=10, vp=2)  # F-17 seed example
    assert D.INCOME[("green", 10)] == D.R(vp=5)


def test_expeditions() -> None:
    assert len(D.EXPEDITIONS) == 15
    names = {x.name for x in D.EXPEDITIONS.values()}
    assert {"Tanger", "Goa", "Macau", "Diu", "Sansibar", "Cabo Verde"} <= names
    assert {x.profession for x in D.EXPEDITIONS.values() if x.task == "X-PROF"} == set(
        D.PROFESSIONS
    )
    assert (
        D.EXPEDITIONS["X11"].cost == 7 and D.EXPEDITIONS["X11"].resource == "guards"
    )  # seed: a 7-guard card


def test_map_graph() -> None:
    """R-8.1: 4 corners with a one-way road to 2 clearings, 8 / 4 / 2
    monastery spaces, connected."""
    assert all(len(v) == 2 for v in D.ROADS.values())
    assert Counter(D.MONASTERY_NODES.values()) == {"I": 8, "II": 4, "III": 2}
    for _node, targets in D.ADJACENT.items():
        assert not set(targets) & set(D.CORNERS), "no path leads back into Coimbra"
    seen, todo = set(), ["NW"]
    while todo:
        n = todo.pop()
        if n not in seen:
            seen.add(n)
            todo.extend(D.ADJACENT[n])
    assert set(D.MONASTERY_NODES) <= seen


def test_every_row_has_a_provenance_tag() -> None:
    tags = {D.SEED, D.FOUND, D.DERIVED, D.RECON}
    rows = list(D.CITIZENS.values()) + list(D.MONASTERIES.values()) + list(D.EXPEDITIONS.values())
    rows += (
        list(D.FAVOURS.values())
        + list(D.FLAGS)
        + list(D.SCORING_TILES.values())
        + list(D.INCOME_BOXES)
    )
    assert all(r.status in tags for r in rows)


def test_readme_lists_every_reconstructed_value() -> None:
    """The README's reconstructed list is exactly the data's (no row missing, none left over)."""
    from games.coimbra.readme import END_OF_INTRO

    readme = (Path(D.__file__).parent / "README.md").read_text()
    listed = [line[2:] for line in readme.split(END_OF_INTRO)[1].strip().splitlines()]
    assert listed == D.reconstructed_rows()
