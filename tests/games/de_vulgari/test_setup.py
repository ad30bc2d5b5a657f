"""Setup for 2-5 players (spec §4) and the first round."""

from __future__ import annotations

import pytest

from games.de_vulgari import GAME
from games.de_vulgari.data import CUBE_TABLE, FRANCISCAN, START_CITIES
from games.de_vulgari.effects import ranking

from .builders import bag, cube_total, ids, started


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_cubes_on_spaces_one_to_seven(players) -> None:
    st = GAME.setup(players, 5)
    limit = CUBE_TABLE[players].limit
    assert [sum(sp.values()) for sp in st.spaces] == [limit] * 7 + [0] * 9
    assert cube_total(st) == bag(players)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_setup_players_rows_and_tiles(players) -> None:
    st = GAME.setup(players, 9)
    assert all(p.ducats == 10 and p.status == "merchant" for p in st.player)
    assert all(len(st.rows[str(lv)]) == players - 1 for lv in (1, 2, 3, 4))
    assert sorted(st.canticle) == sorted(FRANCISCAN)
    assert len(st.papal) == 5 and len(st.library_pile) == 8
    assert len(st.friars_free) == 5 and len(st.cardinals_free) == 5
    assert sorted(st.order) == list(range(players))


@pytest.mark.parametrize("seed", range(6))
def test_event_tiles_ascending_with_wrap_and_ten_on_ten(seed) -> None:
    """§4.1: e.g. tile 4 drawn -> 4,5,6,7,8,9,1,2,3 and 10 on space 10."""
    ev = GAME.setup(3, seed).round_events
    assert ev[9] == 10 and len(ev) == 10
    assert sorted(ev[:9]) == list(range(1, 10))
    assert all(ev[i + 1] == ev[i] % 9 + 1 for i in range(8))


def test_start_cities_in_reverse_turn_order_without_duplicates() -> None:
    st = GAME.setup(4, 3)
    seen = []
    while st.phase == "start":
        seat = GAME.decision(st).seats[0]
        seen.append(seat)
        choices = ids(st, seat)
        taken = {st.player[s].location for s in seen[:-1]}
        assert all(
            c.partition(":")[2] in START_CITIES and c.partition(":")[2] not in taken
            for c in choices
        )
        assert len(choices) == 5 - len(seen) + 1
        st, _ = GAME.apply(st, seat, choices[-1])
    assert seen == list(reversed(GAME.setup(4, 3).order))


def test_knowledge_stack_reproduces_random_order_in_round_one() -> None:
    """§4.11: stacking in reverse order keeps the random order in the round-1 Turn order phase."""
    setup_order = GAME.setup(5, 21).order
    st = started(5, 21)
    assert st.round == 1 and st.phase == "action"
    assert st.order == setup_order
    assert ranking(st, "knowledge")[0] == setup_order[-1]  # the bottom disc is "ahead"
    assert st.turn.seat == setup_order[0] and st.turn.actions == 5


def test_round_one_event_and_cubes() -> None:
    st = started(4, 2)
    first = st.round_events[0]
    assert list(st.event_boxes.values()) == [first]
    assert sum(st.supply.values()) == 6 and sum(st.spaces[0].values()) == 0


def test_apply_leaves_the_callers_state_untouched() -> None:
    st = started(3, 4)
    before = GAME.dump(st)
    seat = GAME.decision(st).seats[0]
    new, _ = GAME.apply(st, seat, ids(st, seat)[0])
    new.player[0].ducats += 99
    new.spaces[5]["red"] += 1
    assert GAME.dump(st) == before
    import copy

    twin = copy.deepcopy(st)
    assert twin == st and twin is not st and twin.player[0] is not st.player[0]


def test_options_validated_and_defaults() -> None:
    from games.contract import GameError

    opts = GAME.options({})
    assert (
        opts.canticle_all_active_from,
        opts.gigi_double_until,
        opts.shlasinger_window,
        opts.bologna_collect,
        opts.open_screens,
    ) == (14, 10, "round_of_promotion", "visit", False)
    for bad in ({"canticle_all_active_from": 13}, {"bologna_collect": "never"}, {"unknown": 1}):
        with pytest.raises(GameError):
            GAME.options(bad)
    with pytest.raises(GameError):
        GAME.setup(6, 1)


def test_saved_game_round_trip_and_version_check() -> None:
    from games.contract import SavedGameError

    st = started(4, 8)
    assert GAME.load(GAME.dump(st)) == st
    assert GAME.result(st) is None
    raw = st.model_dump()
    raw["schema_version"] = 99
    with pytest.raises(SavedGameError):
        GAME.load(raw)
