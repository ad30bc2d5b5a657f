"""One test per excommunication tile (rules §19.2, §15; data §7)."""

from __future__ import annotations

from games.lorenzo.data import EXCOMMUNICATIONS
from games.lorenzo.scoring import final_scoring
from games.lorenzo.state import Step
from games.lorenzo.words import english

from .builders import Build, ids, parse, play, res

PERIODS = {1: range(1, 8), 2: range(8, 15), 3: range(15, 22)}


def test_tile_periods() -> None:
    for period, r in PERIODS.items():
        for i in r:
            assert EXCOMMUNICATIONS[f"EXC-{i}"].period == period


def test_exc1_one_mp_less_per_source() -> None:
    s = Build(2).excommunicate(0, "EXC-1").tower("territory", 0, "T6").turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.green.1")
    assert res(s, 0) == parse("mp1 servants1")


def test_exc1_also_reduces_privilege_mp() -> None:
    s = Build(2).excommunicate(0, "EXC-1").turn(0)
    s, _ = play(s, 0, "fm:white", "space:council", "privilege:mp")
    assert res(s, 0) == parse("coins1 mp1")


def test_exc2_one_coin_less() -> None:
    s = Build(2).excommunicate(0, "EXC-2").turn(0)
    s, _ = play(s, 0, "fm:white", "space:market.1")
    assert s.p[0].coins == 4


def test_exc2_each_card_is_a_source() -> None:
    """Harvest with two coin territories: −1 coin per card (EX-2)."""
    s = Build(2).excommunicate(0, "EXC-2").own(0, "T1", "T9").dice(1, 1, 1).turn(0)
    s, _ = play(s, 0, "fm:white", "space:harvest.small")
    assert s.p[0].coins == 0 + 1  # T1 gives 1-1=0, T9 gives 2-1=1


def test_exc3_one_servant_less() -> None:
    s = Build(2).excommunicate(0, "EXC-3").turn(0)
    s, _ = play(s, 0, "fm:white", "space:market.2")
    assert s.p[0].servants == 4


def test_exc4_a_source_giving_both_loses_one_unit_of_the_players_choice() -> None:
    """EXC-4: "Immer wenn der Spieler Holz oder Stein erhält ..., erhält er 1 Holz oder 1 Stein
    weniger": the basic harvest tile (1 wood, 1 stone, 1 servant) gives 2 of the 3, the player
    choosing which of wood and stone goes back (issue 14.1; the old engine took both)."""
    s = Build(2).excommunicate(0, "EXC-4").dice(1, 1, 1).turn(0)
    s, events = play(s, 0, "fm:white", "space:harvest.small")
    assert ids(s, 0) == ["return:wood", "return:stone"]
    assert "gives back" not in " ".join(english(e.text) for e in events)
    kept_stone, _ = play(s, 0, "return:wood")
    assert res(kept_stone, 0) == parse("stone1 servants1")
    kept_wood, events = play(s, 0, "return:stone")
    assert res(kept_wood, 0) == parse("wood1 servants1")
    assert any("gives back 1 stone" in english(e.text) for e in events)


def test_exc4_privilege_wood_and_stone_keeps_one_of_them() -> None:
    """The privilege "1 wood + 1 stone" is one source: 1 wood or 1 stone (the old engine gave 0)."""
    s = Build(2).excommunicate(0, "EXC-4").turn(0)
    s, _ = play(s, 0, "fm:white", "space:council", "privilege:wood-stone")
    s, _ = play(s, 0, "return:stone")
    assert res(s, 0) == parse("coins1 wood1")


def test_exc4_single_resource_source_loses_one() -> None:
    s = Build(2).excommunicate(0, "EXC-4").tower("territory", 0, "T4").turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.green.1")
    assert res(s, 0) == parse("stone1")
    assert not any(i.startswith("return:") for i in ids(s, 0))


def test_exc4_option_both_keeps_the_two_implementations_reading() -> None:
    """Table option ``wood_stone_both``: a source giving both loses 1 wood
    and 1 stone, no question."""
    s = Build(2, wood_stone_both=True).excommunicate(0, "EXC-4").dice(1, 1, 1).turn(0)
    s, _ = play(s, 0, "fm:white", "space:harvest.small")
    assert res(s, 0) == parse("servants1")
    assert "return:wood" not in ids(s, 0)


def test_exc5_harvest_minus_3() -> None:
    s = Build(2).excommunicate(0, "EXC-5").own(0, "T7").dice(6, 1, 1).turn(0)
    s, _ = play(s, 0, "fm:white", "space:harvest.small")
    assert res(s, 0) == parse("wood1 stone1 servants1")  # value 3 < 5


def test_exc5_harvest_value_below_1_gives_nothing_but_placement_is_legal() -> None:
    """HP-10 / A-3: die 2 − 3 = −1: may still be placed, gains nothing."""
    s = Build(2).excommunicate(0, "EXC-5").dice(2, 1, 1).turn(0)
    s, _ = play(s, 0, "fm:white", "space:harvest.small")
    assert res(s, 0) == {}


def test_exc6_production_minus_3() -> None:
    s = Build(2).excommunicate(0, "EXC-6").own(0, "B41").dice(4, 1, 1).turn(0)
    s, _ = play(s, 0, "fm:white", "space:production.small")
    assert res(s, 0) == parse("coins2 mp1")  # value 1 < 2: no Bank


def test_exc7_coloured_family_members_minus_1() -> None:
    s = Build(2).excommunicate(0, "EXC-7").dice(3, 3, 3).tower("territory", 1, "T1").turn(0)
    s, _ = play(s, 0, "fm:white")
    assert "space:tower.green.2" not in ids(s, 0)


def test_exc8_to_11_taking_cards_minus_4() -> None:
    for tile, ttype, card, colour in (
        ("EXC-8", "territory", "T1", "green"),
        ("EXC-9", "building", "B31", "yellow"),
        ("EXC-10", "character", "C52", "blue"),
        ("EXC-11", "venture", "V78", "purple"),
    ):
        b = Build(2).excommunicate(0, tile).dice(4, 5, 6).tower(ttype, 0, card)
        s = b.give(0, coins=5, wood=5).turn(0)
        s, _ = play(s, 0, "fm:white")  # 4 - 4 = 0 < 1
        assert f"space:tower.{colour}.1" not in ids(s, 0), tile
        s, _ = play(
            Build(2)
            .excommunicate(0, tile)
            .dice(4, 5, 6)
            .tower(ttype, 0, card)
            .give(0, coins=5, wood=5)
            .turn(0),
            0,
            "fm:black",
        )
        assert f"space:tower.{colour}.1" in ids(s, 0), tile


def test_exc12_no_market() -> None:
    s = Build(2).excommunicate(0, "EXC-12").turn(0)
    s, _ = play(s, 0, "fm:white")
    assert not [c for c in ids(s, 0) if "market" in c]


def test_exc13_two_servants_per_value() -> None:
    s = Build(2).excommunicate(0, "EXC-13").dice(5, 1, 1).tower("territory", 3, "T1")
    s = (
        Build(2)
        .excommunicate(0, "EXC-13")
        .dice(5, 1, 1)
        .tower("territory", 3, "T1")
        .give(0, servants=3)
        .turn(0)
    )
    s, _ = play(s, 0, "fm:white")
    assert "space:tower.green.4" not in ids(s, 0)
    s = (
        Build(2)
        .excommunicate(0, "EXC-13")
        .dice(5, 1, 1)
        .tower("territory", 3, "T1")
        .give(0, servants=4)
        .turn(0)
    )
    s, _ = play(s, 0, "fm:white", "space:tower.green.4")
    assert s.p[0].servants == 0 and s.p[0].cards["territory"] == ["T1"]


def test_exc14_skip_first_turn() -> None:
    b = Build(2).excommunicate(0, "EXC-14")
    b.s.p[0].turns = 0
    s = b.turn(0)
    s.p[0].turns = 0
    from games.lorenzo.rules import begin_turn

    s.pending = []
    begin_turn(s, [])
    assert ids(s, 0) == ["pass"]
    # the game auto-passes only when nothing else is possible: the single choice is listed
    s, _ = play(s, 0, "pass")
    assert s.pending[-1].seat == 1


def _scored(tile: str, **kw: int) -> dict[str, int]:
    b = Build(2).excommunicate(0, tile)
    for k, v in kw.items():
        setattr(b.s.p[0], k, v)
    return final_scoring(b.s)["0"]


def test_exc15_no_character_vp() -> None:
    b = Build(2).own(0, "C49", "C50").excommunicate(0, "EXC-15")
    assert final_scoring(b.s)["0"]["characters"] == 0
    assert final_scoring(Build(2).own(0, "C49", "C50").s)["0"]["characters"] == 3


def test_exc16_no_venture_vp() -> None:
    b = Build(2).own(0, "V73").excommunicate(0, "EXC-16")
    assert final_scoring(b.s)["0"]["ventures"] == 0


def test_exc17_no_territory_vp() -> None:
    b = Build(2).own(0, "T1", "T2", "T3").excommunicate(0, "EXC-17")
    assert final_scoring(b.s)["0"]["territories"] == 0
    assert final_scoring(Build(2).own(0, "T1", "T2", "T3").s)["0"]["territories"] == 1


def test_exc18_lose_1_vp_per_5_vp() -> None:
    assert _scored("EXC-18", vp=26)["excommunication_vp"] == -5


def test_exc19_lose_1_vp_per_mp() -> None:
    assert _scored("EXC-19", mp=12)["excommunication_mp"] == -12


def test_exc20_lose_vp_per_wood_stone_in_buildings() -> None:
    b = Build(2).own(0, "B43", "B25").excommunicate(0, "EXC-20")  # 6 + 4
    assert final_scoring(b.s)["0"]["excommunication_buildings"] == -10


def test_exc21_lose_1_vp_per_resource() -> None:
    sc = _scored("EXC-21", wood=3, stone=1, coins=4, servants=2)
    assert sc["excommunication_resources"] == -10 and sc["resources"] == 2


def test_vatican_steps_for_each_period() -> None:
    """VR-1: 3 / 4 / 5 FP required."""
    for rnd, need in ((2, 3), (4, 4), (6, 5)):
        b = Build(2).give(0, fp=need - 1)
        b.s.round = rnd
        s = b.step(Step(kind="vatican", seat=0))
        assert ids(s, 0) == []
        b = Build(2).give(0, fp=need)
        b.s.round = rnd
        s = b.step(Step(kind="vatican", seat=0))
        assert ids(s, 0) == ["support", "excommunicate"]
