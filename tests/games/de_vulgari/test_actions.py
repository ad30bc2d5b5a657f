"""One test per action of spec §7 and per map interaction of §8, with the spec's numbers."""

from __future__ import annotations

import pytest

from games.contract import IllegalChoice
from games.de_vulgari import GAME
from games.de_vulgari.effects import place_cubes, ranking, set_position

from .builders import en, ids, knowledge, play, started, turn_of


def _empty_track(st):
    for sp in st.spaces:
        for c in sp:
            sp[c] = 0


# ---------------------------------------------------------------- manuscripts (§7.2)


def _rows(st, **rows):
    for lvl in "1234":
        st.rows[lvl] = list(rows.get(f"l{lvl}", []))


def test_manuscript_genova_example() -> None:
    """Red in Genova (blue), knowledge level 3, a blue tile in rows 1 and 2: either, the row-2 one
    costs 2 actions; only one per turn."""
    st = turn_of(started(3, 1), 0, "genova")
    knowledge(st, 0, 20)
    _rows(st, l1=["m1-B1", "m1-Y1"], l2=["m2-B1"], l3=["m3-B1"], l4=["m4-BY"])
    choices = [c for c in ids(st, 0) if c.startswith("ms:")]
    assert choices == ["ms:m1-B1", "ms:m2-B1", "ms:m3-B1"]  # level IV too high, yellow wrong colour
    st, _ = play(st, 0, "ms:m2-B1")
    assert st.turn.actions == 3 and st.player[0].manuscripts == ["m2-B1"]
    assert not any(c.startswith("ms:") for c in ids(st, 0))
    assert st.rows["2"] == []  # not replaced until the next Event phase


def test_level_four_tile_either_colour() -> None:
    st = turn_of(started(3, 1), 0, "firenze")  # violet
    knowledge(st, 0, 30)
    _rows(st, l4=["m4-BV", "m4-YG"])
    assert [c for c in ids(st, 0) if c.startswith("ms:")] == ["ms:m4-BV"]


def test_no_manuscript_in_white_zone() -> None:
    st = turn_of(started(3, 1), 0, "torino")
    knowledge(st, 0, 70)
    assert not any(c.startswith("ms:") for c in ids(st, 0))


def test_row_shift_and_lingua_volgare() -> None:
    """Level I exhausted: level II costs 1, III 2, IV 3; Lingua Volgare 4
    actions, level 8, any zone."""
    st = turn_of(started(3, 1), 0, "genova")
    knowledge(st, 0, 70)
    st.decks["1"] = []
    _rows(st, l1=["m1-B1"], l2=["m2-B1"], l3=["m3-B1"], l4=["m4-BG"])
    assert not st.lingua_in_play
    st, _ = play(st, 0, "ms:m1-B1")
    assert st.lingua_in_play
    st = turn_of(st, 0, "torino")
    assert "ms:lingua_volgare" in ids(st, 0)  # a white zone: the common language
    st = turn_of(st, 0, "genova", actions=3)
    ch = {c.id: en(c.label) for c in GAME.legal_choices(st, 0)}
    assert (
        "1 action" in ch["ms:m2-B1"]
        and "2 action" in ch["ms:m3-B1"]
        and "3 action" in ch["ms:m4-BG"]
    )
    assert "ms:lingua_volgare" not in ch  # costs 4
    knowledge(st, 0, 69)
    st = turn_of(st, 0, "genova")
    assert "ms:lingua_volgare" not in ids(st, 0)  # needs level 8


# ---------------------------------------------------------------- cubes (§7.3-7.6)


@pytest.mark.parametrize(
    "colour,n,actions,ducats",
    [
        ("red", 1, 1, 30),
        ("red", 2, 4, 60),
        ("black", 1, 1, 0),
        ("black", 2, 4, 0),
        ("yellow", 1, 1, 15),
        ("yellow", 2, 4, 30),
        ("green", 1, 1, 0),
        ("green", 2, 4, 0),
    ],
)
def test_cube_prices(colour, n, actions, ducats) -> None:
    st = turn_of(started(3, 1), 0, "torino")
    st.supply = {"red": 2, "black": 2, "yellow": 2, "green": 2}
    st.player[0].ducats = 60
    st, _ = play(st, 0, f"cube:{colour}.{n}")
    if colour == "black":
        st, _ = play(st, 0, "sell:0")
    p = st.player[0]
    assert st.turn.actions == 5 - actions and p.ducats == 60 - ducats
    held = p.green_front if colour == "green" else getattr(p, colour)
    assert held == n and st.supply[colour] == 2 - n
    assert not any(
        c.startswith(f"cube:{colour}") for c in ids(st, 0)
    )  # each space once per turn (I-8)


def test_politicians_need_the_ducats_and_the_cubes() -> None:
    st = turn_of(started(3, 1), 0, "torino")
    st.supply = {"red": 1, "black": 0, "yellow": 0, "green": 0}
    st.player[0].ducats = 29
    assert not any(c.startswith("cube:") for c in ids(st, 0))
    st.player[0].ducats = 60
    assert [c for c in ids(st, 0) if c.startswith("cube:")] == ["cube:red.1"]


def test_abbesses_free_at_an_abbey() -> None:
    st = turn_of(started(3, 1), 0, "abbey_pomposa")
    st.supply["yellow"] = 2
    st.player[0].ducats = 0
    st, _ = play(st, 0, "cube:yellow.2")
    assert st.player[0].yellow == 2 and st.player[0].ducats == 0


def test_nobles_sold_at_once_for_twenty_each_and_returned() -> None:
    st = turn_of(started(4, 1), 0, "torino")
    _empty_track(st)
    st.supply["black"] = 2
    st.player[0].ducats = 0
    st, _ = play(st, 0, "cube:black.2")
    assert ids(st, 0) == ["sell:0", "sell:1", "sell:2"]
    st, _ = play(st, 0, "sell:2")
    assert st.player[0].black == 0 and st.player[0].ducats == 40
    assert st.spaces[1]["black"] == 2  # next round's space (§10 step 3)


def test_sale_only_at_the_moment_of_taking() -> None:
    st = turn_of(started(4, 1), 0, "torino")
    st.supply["black"] = 1
    st, _ = play(st, 0, "cube:black.1", "sell:0")
    assert not any(c.startswith("sell") for c in ids(st, 0))
    assert st.player[0].black == 1


# ---------------------------------------------------------------- psalter, business (§7.7)


def test_psalter_three_or_four_if_last() -> None:
    st = turn_of(started(3, 1), 0, "torino")
    for s in range(3):
        knowledge(st, s, 10)
    knowledge(st, 0, 10)  # arrived last -> on top -> last on the track
    assert ranking(st, "knowledge")[-1] == 0
    st, _ = play(st, 0, "psalter")
    assert st.track["knowledge"][0] == 14
    st = turn_of(st, 1)
    st, _ = play(st, 1, "psalter")
    assert st.track["knowledge"][1] == 13
    assert "psalter" not in ids(st, 1)


def test_small_business() -> None:
    st = turn_of(started(3, 1), 0, "torino")
    st.player[0].status = "cardinal"
    st, _ = play(st, 0, "business")
    assert st.player[0].ducats == 20 and st.turn.actions == 4
    assert "business" not in ids(st, 0)


# ---------------------------------------------------------------- tracks (§7.8-7.13)


def test_verona_only_in_blue_zone_venezia_example() -> None:
    st = turn_of(started(3, 1), 0, "torino")
    assert "track:verona" not in ids(st, 0)
    st = turn_of(st, 0, "venezia")
    st, _ = play(st, 0, "track:verona")
    assert ids(st, 0) == ["n:1", "n:2", "n:3", "n:4", "n:5", "back"]
    st, _ = play(st, 0, "n:3")
    assert st.track["verona"][0] == 3 and st.turn.actions == 2
    assert "track:verona" not in ids(st, 0)  # once per turn (I-9)


def test_track_back_changes_nothing_but_the_question() -> None:
    st = turn_of(started(3, 1), 0, "torino")
    before = GAME.dump(st)
    st2, _ = play(st, 0, "track:rest", "back")
    assert GAME.dump(st2) == before


@pytest.mark.parametrize("round_,ducats,yellow,unlock", [(7, 20, 2, 15), (8, 10, 1, 10)])
def test_ambassador_entering_bologna(round_, ducats, yellow, unlock) -> None:
    st = turn_of(started(4, 1), 0, "torino", round=round_)
    _empty_track(st)
    set_position(st, "ambassador", 0, 4)
    p = st.player[0]
    p.ducats, p.yellow = ducats - 1, yellow
    st, _ = play(st, 0, "track:ambassador")
    assert ids(st, 0) == ["n:1", "back"]  # cannot pay for the last space
    st, _ = play(st, 0, "back")
    st.player[0].ducats = ducats
    st, _ = play(st, 0, "track:ambassador", "n:2")
    p = st.player[0]
    assert p.ducats == 0 and p.yellow == 0 and p.bologna_unlocked == unlock
    assert st.track["knowledge"][0] == 0  # only unlocked (IT)
    assert sum(sp["yellow"] for sp in st.spaces) == yellow
    st = turn_of(st, 0, "bologna")
    st, _ = play(st, 0, "bologna")
    assert st.track["knowledge"][0] == unlock
    assert "bologna" not in ids(st, 0)


def test_bologna_without_the_track_gives_nothing() -> None:
    st = turn_of(started(3, 1), 0, "bologna")
    assert "bologna" not in ids(st, 0) and not any(c.startswith("collect") for c in ids(st, 0))


def test_bologna_on_entry_option_and_michael_yellow() -> None:
    st = turn_of(started(3, 1, bologna_collect="on_entry"), 0, "torino", round=3)
    set_position(st, "ambassador", 0, 5)
    p = st.player[0]
    p.status, p.friar, p.ducats, p.yellow = "friar", "michael", 20, 1
    st, _ = play(st, 0, "track:ambassador", "n:1")
    p = st.player[0]
    assert p.yellow == 0 and p.ducats == 0 and p.bologna_collected
    assert st.track["knowledge"][0] == 15


def test_orient_merchants_only_and_milano_example() -> None:
    """Yellow reaches the end, moves Venezia -> Milano (25) and collects 35."""
    st = turn_of(started(3, 1), 0, "venezia")
    set_position(st, "orient", 0, 4)
    st, _ = play(st, 0, "track:orient", "n:2", "move:milano", "collect:milano")
    assert st.player[0].ducats == 10 + 35 and st.player[0].cities == ["milano"]
    assert st.turn.actions == 2
    st.player[1].status = "friar"
    st = turn_of(st, 1)
    assert "track:orient" not in ids(st, 1)


def test_canticle_active_city_yellow_cost_and_discard_to_space_eight() -> None:
    """Round 2, Cortona active, 5 players, spaces 3-7 full: 2 actions + 2
    yellow -> cubes to space 8."""
    st = started(5, 1)
    tile_for_2 = "C1"  # the tile showing round 2
    other = st.canticle["cortona"]
    holder = next(z for z, t in st.canticle.items() if t == tile_for_2)
    st.canticle[holder], st.canticle["cortona"] = other, tile_for_2
    st = turn_of(st, 0, "cortona", round=2)
    st.player[0].yellow = 2
    st, _ = play(st, 0, "track:canticle")
    assert ids(st, 0) == ["n:1", "n:2", "back"]
    st, _ = play(st, 0, "n:2")
    assert st.track["canticle"][0] == 2 and st.player[0].yellow == 0
    assert st.spaces[7]["yellow"] == 2 and sum(st.spaces[7].values()) == 2
    st = turn_of(st, 0, "assisi")
    st.player[0].yellow = 2
    assert "track:canticle" not in ids(st, 0)  # Assisi is not active in round 2


@pytest.mark.parametrize(
    "round_,active_from,active",
    [(13, 14, False), (14, 14, True), (14, 15, False), (15, 15, True), (16, 14, True)],
)
def test_all_franciscan_cities_active_at_the_end(round_, active_from, active) -> None:
    st = started(3, 1, canticle_all_active_from=active_from)
    zone = next(z for z, t in st.canticle.items() if t == "C1")  # the round-2 city
    st = turn_of(st, 0, zone, round=round_)
    st.player[0].yellow = 1
    assert ("track:canticle" in ids(st, 0)) is active


def test_michael_two_canticle_spaces_for_one_yellow() -> None:
    st = started(3, 1)
    zone = next(z for z, t in st.canticle.items() if t == "C1")
    st = turn_of(st, 0, zone, round=2)
    p = st.player[0]
    p.status, p.friar, p.yellow = "friar", "michael", 1
    st, _ = play(st, 0, "track:canticle")
    assert ids(st, 0) == ["n:1", "n:2", "back"]
    st, _ = play(st, 0, "n:2")
    assert st.player[0].yellow == 0 and st.track["canticle"][0] == 2


def test_papal_library_from_round_twelve_keep_one_return_rest() -> None:
    st = turn_of(started(3, 1), 0, "torino", round=11)
    assert "track:library" not in ids(st, 0)
    st = turn_of(st, 0, round=12)
    st.library_pile = ["L1", "L7", "L4", "L2", "L3", "L5", "L6", "L8"]
    st, _ = play(st, 0, "track:library", "n:4")  # reaches label 2
    assert "library" in ids(st, 0)
    st, ev = play(st, 0, "library")
    assert ids(st, 0) == ["keep:L1", "keep:L7"]
    assert any(e.visible_to == (0,) for e in ev) and any(e.undo_barrier for e in ev)
    st, _ = play(st, 0, "keep:L7")
    assert st.player[0].library_tile == "L7" and st.library_pile[:2] == ["L1", "L4"]
    assert "library" not in ids(st, 0)
    st = turn_of(st, 0)
    set_position(st, "library", 0, 8)
    assert "library" not in ids(st, 0)  # one tile per game


def test_library_order_of_returned_tiles_and_zazza_draws_one_more() -> None:
    st = turn_of(started(3, 1), 0, "torino", round=13)
    p = st.player[0]
    p.status, p.cardinal = "cardinal", "zazza"
    set_position(st, "library", 0, 4)
    st.library_pile = ["L1", "L2", "L4", "L7", "L8"]
    st, _ = play(st, 0, "library")
    assert ids(st, 0) == ["keep:L1", "keep:L2", "keep:L4"]  # label 2 + Zazza 1
    st, _ = play(st, 0, "keep:L4")
    assert ids(st, 0) == ["top:L1", "top:L2"]
    st, _ = play(st, 0, "top:L1")
    assert st.library_pile == ["L2", "L1", "L7", "L8"]


def test_rest_leader_plays_first_and_goes_back() -> None:
    """§6.3 example: knowledge order Green, Red, Yellow, Black, White;
    White leads the rest track."""
    st = started(5, 3)
    green, red, yellow, black, white = range(5)
    for s, pos in ((green, 1), (red, 2), (yellow, 3), (black, 4), (white, 5)):
        knowledge(st, s, pos)
    set_position(st, "rest", white, 2)
    set_position(st, "rest", red, 1)
    from games.de_vulgari.rules import turn_order_phase

    turn_order_phase(st, [])
    assert st.order == [white, green, red, yellow, black]
    assert st.track["rest"][white] == 0 and st.track["rest"][red] == 1


# ---------------------------------------------------------------- map (§8)


def test_roma_collect_and_once_per_city() -> None:
    st = turn_of(started(3, 1), 0, "roma")
    st, _ = play(st, 0, "collect:roma")
    assert st.player[0].ducats == 18 and st.track["knowledge"][0] == 15
    assert "collect:roma" not in ids(st, 0)


def test_friar_collects_only_knowledge() -> None:
    st = turn_of(started(3, 1), 0, "roma")
    st.player[0].status = "friar"
    st, _ = play(st, 0, "collect:roma")
    assert st.player[0].ducats == 10 and st.track["knowledge"][0] == 15
    st = turn_of(st, 0, "genova")  # ducats only: nothing for a friar
    assert not any(c.startswith("collect") for c in ids(st, 0))


@pytest.mark.parametrize("status,usable", [("merchant", True), ("friar", False)])
def test_mercis_coin_event_merchants_only(status, usable) -> None:
    st = turn_of(started(3, 1), 0, "venezia")
    st.event_boxes = {"venezia": 5}
    st.player[0].status = status
    assert ("event:5" in ids(st, 0)) is usable
    if usable:
        st, _ = play(st, 0, "event:5")
        assert st.player[0].ducats == 40 and "venezia" not in st.event_boxes and 5 in st.used_events


def test_filocolo_book_event_before_leaving_napoli() -> None:
    st = turn_of(started(3, 1), 0, "napoli")
    st.event_boxes = {"napoli": 7}
    st.player[0].status = "cardinal"
    st, _ = play(st, 0, "event:7", "move:capua")
    assert st.track["knowledge"][0] == 4


def test_nothing_in_zones_passed_through() -> None:
    st = turn_of(started(3, 1), 0, "torino")
    st.player[0].ducats = 20
    st, _ = play(st, 0, "move:pavia")  # through Asti
    assert "collect:asti" not in ids(st, 0) and "collect:pavia" in ids(st, 0)


@pytest.mark.parametrize(
    "choice,knowledge_gain,behind", [("abbey:know", 15, 0), ("abbey:vp", 0, 5)]
)
def test_abbey_secretaries_example(choice, knowledge_gain, behind) -> None:
    """Yellow has 5 green in front: +15 knowledge (cubes to the round
    track) or 5 behind the screen."""
    st = turn_of(started(4, 1), 0, "abbey_sila")
    st.player[0].green_front = 5
    st, _ = play(st, 0, choice)
    p = st.player[0]
    assert p.green_front == 0 and p.green_behind == behind
    assert st.track["knowledge"][0] == knowledge_gain
    st.player[0].green_front = 1
    assert not any(c.startswith("abbey") for c in ids(st, 0))  # one conversion per turn (I-31)


def test_placement_rule_worked_example() -> None:
    """4 players, round 3: spaces 3-7 hold 6, space 8 holds 4; 2 yellow + 1 green left over:
    the yellows fill space 8, the green goes to space 9."""
    st = started(4, 1)
    _empty_track(st)
    for i in range(2, 7):
        st.spaces[i]["red"] = 6
    st.spaces[7]["black"] = 4
    notes = place_cubes(st, {"yellow": 2, "green": 1}, 3)
    assert st.spaces[7] == {"red": 0, "black": 4, "yellow": 2, "green": 0}
    assert st.spaces[8]["green"] == 1
    assert [en(n) for n in notes] == ["2 yellow -> space 8", "1 green -> space 9"]


def test_placement_priority_and_out_of_play() -> None:
    st = started(2, 1)
    for sp in st.spaces:
        sp["red"] = 4
    st.spaces[15]["red"] = 2
    place_cubes(st, {"green": 1, "red": 1, "black": 1}, 5)
    assert st.spaces[15]["red"] == 3 and st.spaces[15]["black"] == 1  # red first, then black
    assert st.out_of_play["green"] == 1


def test_illegal_choice_changes_nothing() -> None:
    st = turn_of(started(3, 1), 0, "torino")
    before = GAME.dump(st)
    with pytest.raises(IllegalChoice):
        GAME.apply(st, 0, "collect:roma")
    with pytest.raises(IllegalChoice):
        GAME.apply(st, 1, "end")
    assert GAME.dump(st) == before
