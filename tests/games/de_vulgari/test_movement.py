"""Movement over land and sea (spec §7.1, I-12) with the rulebook examples."""

from __future__ import annotations

import pytest

from games.de_vulgari import GAME
from games.de_vulgari.movement import destinations

from .builders import ids, play, started, turn_of


def _costs(st, seat=0):
    return destinations(st.player[seat], st.turn.actions)


@pytest.mark.parametrize(
    "origin,dest,actions,ducats",
    [
        ("venezia", "milano", 1, 0),  # Orient example: Venezia -> Milano, one action
        ("torino", "milano", 1, 0),
        ("torino", "pavia", 2, 10),  # 2-5 zones: +10 ducats once
        ("torino", "genova", 2, 10),
        ("vicenza", "abbey_pomposa", 3, 10),  # DE example: 3 zones, 3 actions, 10 ducats
        ("genova", "napoli", 3, 10),  # immediate crossing
        ("pavia", "napoli", 4, 10),  # walk 1 into Genova, cross at once
        ("genova", "sea:tyrrhenian.genova", 1, 0),  # sail and stop
        ("pavia", "sea:tyrrhenian.genova", 2, 10),  # walk into Genova, sail and stop
    ],
)
def test_move_costs(origin, dest, actions, ducats) -> None:
    st = turn_of(started(2, 1), 0, origin)
    st.player[0].ducats = 30
    assert _costs(st)[dest] == actions
    st, _ = play(st, 0, f"move:{dest}")
    assert st.turn.actions == 5 - actions
    assert st.player[0].ducats == 30 - ducats


def test_at_most_five_land_zones_even_for_muret() -> None:
    st = turn_of(started(2, 1), 0, "torino", actions=6)
    st.player[0].ducats = 50
    c = _costs(st)
    assert c["ferrara"] == 3
    assert c["bologna"] == 4
    assert c["firenze"] == 5
    assert "arezzo" not in c and "siena" not in c  # 6 land zones away: over the maximum of 5
    assert c["urbino"] == 6  # but Milano, Venezia, crossing to Ancona, Urbino
    assert (
        c["abbey_montecassino"] == 6
    )  # 9 zones by land; but Genova (2) + crossing to Roma (3) + 1
    assert "convent_benevento" not in c
    assert all(v <= 6 for v in c.values())


def test_no_land_link_over_the_strait_and_no_cross_sea() -> None:
    st = turn_of(started(2, 1), 0, "catania", actions=4)
    st.player[0].ducats = 50
    assert set(_costs(st)) == {
        "messina",
        "palermo",
        "siracusa",
        "sea:tyrrhenian.palermo",
        "napoli",
        "roma",
        "genova",
        "cagliari",
    }
    st = turn_of(st, 0, "venezia", actions=3)
    c = _costs(st)
    assert c["brindisi"] == 3 and c["ancona"] == 3
    assert "sea:tyrrhenian.genova" not in c  # Venezia is on the Adriatic


def test_land_from_the_sea_next_turn() -> None:
    """Stop at sea; next turn land at another port for 1 action (E-5, E-9), then walk on."""
    st = turn_of(started(2, 1), 0, "genova")
    st, _ = play(st, 0, "move:sea:tyrrhenian.genova")
    p = st.player[0]
    assert p.location == "sea:tyrrhenian" and p.sailed_from == "genova"
    st = turn_of(st, 0)
    choices = ids(st, 0)
    assert "end" not in choices  # must land this turn (I-11)
    c = _costs(st)
    assert c["roma"] == c["napoli"] == c["cagliari"] == c["palermo"] == 1
    assert "genova" not in c  # not back to the port sailed from (E-9), nor via Roma (14.8)
    assert not any(c.startswith("move:sea") for c in choices)
    assert c["viterbo"] == 2  # land at Roma, walk 1: 2 actions, 10 ducats
    st.player[0].ducats = 10
    st, _ = play(st, 0, "move:viterbo")
    assert st.player[0].ducats == 0 and st.turn.actions == 3


def test_at_sea_keeps_one_action_for_landing() -> None:
    st = turn_of(started(2, 1), 0, "genova")
    st, _ = play(st, 0, "move:sea:tyrrhenian.genova")
    st = turn_of(st, 0)
    st.supply["black"] = 2
    # 2 nobles cost 4 actions: allowed (1 left to land); Rest 5 spaces would not be
    assert "cube:black.2" in ids(st, 0)
    st, _ = play(st, 0, "track:rest")
    assert ids(st, 0)[-2:] == ["n:4", "back"]


def test_without_ten_ducats_only_one_zone() -> None:
    st = turn_of(started(2, 1), 0, "torino")
    st.player[0].ducats = 9
    assert set(_costs(st)) == {"saluzzo", "asti", "milano"}


def test_brother_ralph_never_pays_the_ten_ducats() -> None:
    st = turn_of(started(2, 1), 0, "torino")
    p = st.player[0]
    p.status, p.friar, p.ducats = "friar", "ralph", 0
    st, _ = play(st, 0, "move:genova")
    assert st.player[0].ducats == 0 and st.turn.actions == 3


def test_one_movement_per_turn() -> None:
    st = turn_of(started(2, 1), 0, "torino")
    st, _ = play(st, 0, "move:milano")
    assert not any(c.startswith("move:") for c in ids(st, 0))
    assert GAME.decision(st).seats == (0,)


def test_one_sea_leg_per_movement() -> None:
    """Issue 14.8: "E possibile, invece, sbarcare in una zona e muoversi via terra" (IT) /
    "über Wasser und über Land reisen" (DE): after landing or a crossing the pawn walks on, it
    does not put to sea again in the same movement."""
    st = turn_of(started(2, 1), 0, "genova")
    st.player[0].ducats = 50
    st, _ = play(st, 0, "move:sea:tyrrhenian.genova")
    st = turn_of(st, 0)
    st.player[0].ducats = 50
    c = _costs(st)
    assert c["roma"] == 1
    assert "genova" not in c  # was 4: land at Roma (1) and cross back to Genova (3)
    assert not any(d.startswith("sea:") for d in c)
    st = turn_of(st, 0, "pavia", actions=5)
    c = _costs(st)
    assert c["napoli"] == 4  # walk into Genova, cross: fine
    assert "sea:tyrrhenian.napoli" not in c  # cross, then sail out again and stop: no


def test_one_search_per_place_serves_every_budget() -> None:
    """`_search` answers from one full-turn search per place; it equals a search with
    exactly the budget, for every place a pawn can be in, every budget and both purses."""
    from games.de_vulgari.data import SEAS, ZONE
    from games.de_vulgari.movement import _search, least_costs

    places = [(z, None) for z in ZONE] + [
        (f"sea:{sea}", port) for sea, ports in SEAS.items() for port in ports
    ]
    for location, sailed_from in places:
        for actions in range(8):
            exact = least_costs(location, sailed_from, actions)
            assert _search(location, sailed_from, actions, True) == exact
            assert _search(location, sailed_from, actions, False) == tuple(
                (d, c) for d, c in exact if c <= 1
            )
