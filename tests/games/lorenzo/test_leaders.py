"""One test per leader card (rules §19.1, data §6): requirement and ability."""

from __future__ import annotations

import pytest

from games.lorenzo import GAME
from games.lorenzo.state import Step

from .builders import Build, ids, parse, play, res

REQUIREMENTS = {
    "L1": "venture5",
    "L2": "character5",
    "L3": "building5",
    "L4": "territory5",
    "L5": "coins18",
    "L6": "mp12",
    "L7": "wood10",
    "L8": "stone10",
    "L9": "servants15",
    "L10": "character4 territory2",
    "L11": "venture4 building2",
    "L12": "wood6 stone6 coins6 servants6",
    "L13": "territory6",
    "L14": "mp7 fp3",
    "L15": "vp35",
    "L16": "territory2 character2 building2 venture2",
    "L17": "building3 coins12 fp2",
    "L18": "fp8",
    "L19": "character2 building4",
    "L20": "venture2 territory4",
}
CARD_POOL = {
    "territory": ["T1", "T2", "T3", "T4", "T5", "T6"],
    "building": ["B25", "B26", "B27", "B28", "B29", "B30"],
    "character": ["C53", "C54", "C61", "C62", "C63", "C64"],
    "venture": ["V73", "V74", "V75", "V76", "V77", "V78"],
}


def _with(req: dict[str, int], leader: str) -> Build:
    b = Build(2, leaders=True).leaders(0, leader, hand=True)
    for k, v in req.items():
        if k in CARD_POOL:
            b.own(0, *CARD_POOL[k][:v])
        else:
            b.give(0, **{k: v})
    if leader == "L15":
        b.leaders(1, "L8")
    return b


@pytest.mark.parametrize("leader", sorted(REQUIREMENTS, key=lambda x: int(x[1:])))
def test_leader_requirement(leader: str) -> None:
    """LD-1/LD-6: playable exactly when the requirement is met; nothing is paid."""
    req = parse(REQUIREMENTS[leader])
    s = _with(req, leader).turn(0)
    assert f"leader:play:{leader}" in ids(s, 0)
    before = res(s, 0)
    s, _ = play(s, 0, f"leader:play:{leader}")
    assert res(s, 0) == before and s.p[0].leaders == [leader]
    for k in req:
        short = dict(req)
        short[k] -= 1
        s = _with(short, leader).turn(0)
        assert f"leader:play:{leader}" not in ids(s, 0), k


def test_leader_discard_gives_privilege() -> None:
    s = Build(2, leaders=True).leaders(0, "L1", hand=True).turn(0)
    s, _ = play(s, 0, "leader:discard:L1", "privilege:coins")
    assert s.p[0].hand == [] and s.p[0].coins == 2 and s.pending[-1].kind == "turn"


def use(leader: str, b: Build | None = None) -> tuple[Build, object]:
    b = b or Build(2, leaders=True)
    b.leaders(0, leader)
    s = b.turn(0)
    s, _ = play(s, 0, f"leader:use:{leader}")
    assert f"leader:use:{leader}" not in ids(s, 0) or s.pending[-1].kind != "turn"
    return b, s


@pytest.mark.parametrize(
    "leader,gain",
    [
        ("L5", "fp1"),
        ("L6", "wood1 stone1 coins1"),
        ("L7", "mp2 vp1"),
        ("L8", "coins3"),
        ("L19", "servants3 vp1"),
        ("L20", "vp4"),
    ],
)
def test_leader_once_per_round_gain(leader: str, gain: str) -> None:
    _, s = use(leader)
    assert res(s, 0) == parse(gain)
    assert f"leader:use:{leader}" not in ids(s, 0)  # once per round
    assert s.p[0].used == [leader]


def test_l9_gonzaga_privilege() -> None:
    _, s = use("L9")
    assert s.pending[-1].kind == "privilege"
    s, _ = play(s, 0, "privilege:fp")
    assert s.p[0].fp == 1


def test_l1_sforza_harvest_at_1_servants_only() -> None:
    """YU-7: the Farmer does not raise the leader's harvest; servants do."""
    b = Build(2, leaders=True).own(0, "C53", "T2").give(0, servants=1)
    _, s = use("L1", b)
    assert s.pending[-1].kind == "bonus_hp"
    assert ids(s, 0) == ["servants:0", "servants:1", "skip"]
    s, _ = play(s, 0, "servants:1")  # value 2: tile + Woods (H2)
    assert res(s, 0) == parse("wood2 stone1 servants1")


def test_l10_leonardo_production_at_0() -> None:
    b = Build(2, leaders=True).own(0, "C54").give(0, servants=1)
    _, s = use("L10", b)
    s, _ = play(s, 0, "servants:1")
    assert res(s, 0) == parse("coins2 mp1")


def test_l2_ariosto_occupied_spaces() -> None:
    b = Build(2, leaders=True).place(1, "white", "market.1").place(1, "black", "harvest.small")
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white")
    assert "space:market.1" not in ids(s, 0)
    b = Build(2, leaders=True).place(1, "white", "market.1").place(1, "black", "harvest.small")
    s = b.leaders(0, "L2").turn(0)
    s, _ = play(s, 0, "fm:white")
    assert "space:market.1" in ids(s, 0) and "space:harvest.small" in ids(s, 0)


def test_l3_brunelleschi_no_fee_for_family_members_only() -> None:
    b = Build(2, leaders=True).leaders(0, "L3").place(1, "white", "tower.green.1")
    b.tower("territory", 1, "T2")
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.green.2")
    assert s.p[0].cards["territory"] == ["T2"] and s.p[0].coins == 0


def test_l4_federico_coloured_fm_value_6() -> None:
    b = Build(2, leaders=True).dice(1, 1, 1).tower("territory", 3, "T1").give(0, servants=1)
    _, s = use("L4", b)
    assert ids(s, 0) == ["federico:white", "federico:black", "federico:orange"]
    s, _ = play(s, 0, "federico:black", "fm:black")
    assert "space:tower.green.4" in ids(s, 0)


def test_l11_pico_three_coins_off_card_costs() -> None:
    b = Build(2, leaders=True).leaders(0, "L11").tower("character", 0, "C63").give(0, coins=2)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.1")
    assert s.p[0].cards["character"] == ["C63"] and s.p[0].coins == 0


def test_l12_sisto_five_vp_on_support() -> None:
    b = Build(2, leaders=True).leaders(0, "L12").give(0, fp=3)
    b.s.round = 2
    s = b.step(Step(kind="vatican", seat=0))
    s, _ = play(s, 0, "support")
    assert s.p[0].vp == 3 + 5 and s.p[0].fp == 0


def test_l13_lucrezia_coloured_plus_2() -> None:
    """Rulebook, Lucrezia Borgia: "Einmalige Sonderfähigkeit pro Runde: Farbige Familienmitglieder
    des Spielers haben einen Bonus von +2" - activated once per round, then +2 for that round."""
    b = Build(2, leaders=True).leaders(0, "L13").dice(1, 1, 1).tower("territory", 1, "T1")
    s = b.turn(0)
    assert s.p[0].leaders == ["L13"]
    s, _ = play(s, 0, "fm:white")
    assert "space:tower.green.2" not in ids(s, 0)  # not activated: value 1
    s = b.turn(0)
    s, _ = play(s, 0, "leader:use:L13")
    assert "leader:use:L13" not in ids(s, 0)  # once per round
    view = GAME.view(s, None)["players"][0]["family"]
    assert [view[fm]["value"] for fm in ("white", "black", "orange", "neutral")] == [3, 3, 3, 0]
    s, _ = play(s, 0, "fm:white")
    assert "space:tower.green.2" in ids(s, 0)


def test_l15_lorenzo_copy_is_its_once_per_round_activation() -> None:
    """Rulebook, Lorenzo de' Medici (35 VP): "Einmalige Sonderfähigkeit pro Runde: ... die
    Sonderfähigkeit einer von einem anderen Spieler gespielten Anführerkarte kopieren. Die einmal
    getroffene Entscheidung kann nicht mehr geändert werden." Playable on its requirement alone."""
    b = Build(2, leaders=True).leaders(0, "L15", hand=True).give(0, vp=35)
    s = b.turn(0)
    s, _ = play(s, 0, "leader:play:L15")
    assert "leader:use:L15" not in ids(s, 0)  # nothing to copy yet
    s.p[1].leaders = ["L8", "L14"]
    assert "leader:use:L15" in ids(s, 0)
    s, _ = play(s, 0, "leader:use:L15")
    assert ids(s, 0) == ["copy:L8", "copy:L14"]
    s, _ = play(s, 0, "copy:L8")  # a once-per-round ability: used at once
    assert s.p[0].coins == 3 and s.p[0].copied == "L8"
    assert "leader:use:L15" not in ids(s, 0)


def test_l14_malatesta_neutral_plus_3() -> None:
    b = Build(2, leaders=True).leaders(0, "L14").tower("territory", 1, "T1")
    s = b.turn(0)
    assert "fm:neutral" in ids(s, 0)
    s, _ = play(s, 0, "fm:neutral")
    assert "space:tower.green.2" in ids(s, 0)


def test_l15_lorenzo_copies_another_players_leader() -> None:
    b = Build(2, leaders=True).leaders(1, "L8").leaders(0, "L15")
    b.s.p[0].copied = "L8"
    s = b.turn(0)
    s, _ = play(s, 0, "leader:use:L15")
    assert s.p[0].coins == 3
    b = Build(2, leaders=True).leaders(1, "L14").leaders(0, "L15")
    b.s.p[0].copied = "L14"
    s = b.turn(0)
    assert "fm:neutral" in ids(s, 0)  # copied permanent ability: neutral value 3


def test_l16_il_moro_coloured_value_5() -> None:
    b = Build(2, leaders=True).leaders(0, "L16").dice(1, 1, 1).tower("territory", 2, "T1")
    s = b.turn(0)
    s, _ = play(s, 0, "fm:orange")
    assert "space:tower.green.3" in ids(s, 0)


def test_l17_cesare_borgia_no_military_requirement() -> None:
    b = Build(2, leaders=True).own(0, "T1", "T2", "T3", "T4").tower("territory", 0, "T5")
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white")
    assert "space:tower.green.1" not in ids(s, 0)
    b = Build(2, leaders=True).own(0, "T1", "T2", "T3", "T4").tower("territory", 0, "T5")
    s = b.leaders(0, "L17").turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.green.1")
    assert len(s.p[0].cards["territory"]) == 5


def test_l18_santa_rita_doubles_immediate_resources() -> None:
    b = Build(2, leaders=True).leaders(0, "L18").tower("territory", 0, "T6")
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.green.1")
    assert res(s, 0) == parse("mp2 servants2")  # servants doubled, MP not
    b = (
        Build(2, leaders=True)
        .leaders(0, "L18")
        .excommunicate(0, "EXC-2")
        .tower("territory", 0, "T9")
    )
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.green.1")
    assert s.p[0].coins == 1  # EX-4: 1 x 2 - 1


def test_a_leaders_requirement_reads_as_players_say_it() -> None:
    """ "Needs 2 territories, 4 characters", not "Needs 2 territory, 4 character"."""
    from games.lorenzo.data import Requirement
    from games.lorenzo.leaders import LEADERS

    by_name = {ld.name: ld.req.text() for ld in LEADERS.values()}
    assert by_name["Leonardo da Vinci"] == "2 territories, 4 characters"
    assert by_name["Ludovico il Moro"] == "2 territories, 2 buildings, 2 characters, 2 ventures"
    assert by_name["Cesare Borgia"] == "3 buildings, 12 coins, 2 faith points"
    assert by_name["Sisto IV"] == "6 wood, 6 stone, 6 servants, 6 coins"
    assert Requirement(territory=1, coins=1).text() == "1 territory, 1 coin"
