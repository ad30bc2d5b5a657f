"""Scenario tests for the rule edge cases of the spec (ids in the docstrings)."""

from __future__ import annotations

import pytest

from games.contract import IllegalChoice
from games.lorenzo import GAME
from games.lorenzo.data import (
    BONUS_TILES,
    CARDS,
    FAITH_REQUIRED,
    FAITH_VP,
    FLOOR_BONUS,
    FLOOR_MIN,
    PRIVILEGES,
    SLOT_MP,
    SPACES,
    g,
)
from games.lorenzo.scoring import final_scoring, military_vp
from games.lorenzo.state import Step
from games.lorenzo.words import english

from .builders import Build, ids, parse, play, res


# --- setup (§4) -------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup(players: int) -> None:
    """S-2, S-3, S-7, S-9, P-1, P-2."""
    s = GAME.setup(players, 7)
    assert sorted(s.order) == list(range(players))
    for pos, seat in enumerate(s.order):
        p = s.p[seat]
        assert (p.wood, p.stone, p.servants, p.coins) == (2, 2, 3, 5 + pos)
        assert (p.vp, p.mp, p.fp) == (0, 0, 0)
    for t, floors in s.towers.items():
        assert all(c and CARDS[c].period == 1 and CARDS[c].type == t for c in floors)
        assert len(s.decks[t]) == 20
        assert [CARDS[c].period for c in s.decks[t]] == [1] * 4 + [2] * 8 + [3] * 8
    assert [int(x.split("-")[1]) for x in s.excommunication_tiles][0] <= 7
    assert [GAME.view(s, None)["excommunication_tiles"][i]["period"] for i in range(3)] == [1, 2, 3]
    assert all(1 <= v <= 6 for v in s.dice.values())
    assert s.round == 1 and GAME.decision(s).seats == (s.order[0],)


def test_setup_advanced_tiles_reverse_turn_order_and_leader_draft() -> None:
    """S-10 (reverse order), S-11 (keep one, pass the rest to the previous player)."""
    s = GAME.setup(3, 3, GAME.options({"bonus_tiles": "advanced", "leaders": True}))
    assert GAME.decision(s).seats == (s.order[2],)
    s, _ = play(s, s.order[2], "tile:A")
    assert ids(s, s.order[1]) == ["tile:B", "tile:C", "tile:D"]
    s, _ = play(s, s.order[1], "tile:C")
    s, _ = play(s, s.order[0], "tile:D")
    assert [s.p[x].tile for x in s.order] == ["D", "C", "A"]
    assert set(GAME.decision(s).seats) == {0, 1, 2}
    packs = [list(x) for x in s.draft]
    kept = {seat: packs[seat][0] for seat in range(3)}
    for seat in range(3):
        s, _ = play(s, seat, f"draft:{kept[seat]}")
    for k, seat in enumerate(s.order):  # the pack of order[k] goes to order[k-1]
        assert sorted(s.draft[s.order[k - 1]]) == sorted(set(packs[seat]) - {kept[seat]})
    while s.phase != "actions":
        for seat in GAME.decision(s).seats:
            s, _ = play(s, seat, ids(s, seat)[0])
    assert all(len(p.hand) == 4 for p in s.p)
    pub = GAME.view(s, None)
    assert "private" not in pub and all(pl["hand_size"] == 4 for pl in pub["players"])
    assert len(GAME.view(s, 0)["private"]["hand"]) == 4


# --- board values (data §1, §2) -----------------------------------------------------------------
def test_board_fixed_values() -> None:
    assert FLOOR_MIN == (1, 3, 5, 7)
    assert FLOOR_BONUS["territory"][2:] == (g(wood=1), g(wood=2))
    assert FLOOR_BONUS["character"][2:] == (g(stone=1), g(stone=2))
    assert FLOOR_BONUS["building"][2:] == (g(mp=1), g(mp=2))
    assert FLOOR_BONUS["venture"][2:] == (g(coins=1), g(coins=2))
    assert [SPACES[f"market.{i}"].gain for i in range(1, 5)] == [
        g(coins=5),
        g(servants=5),
        g(mp=3, coins=2),
        g(privileges=2),
    ]
    assert SPACES["council"].gain == g(coins=1, privileges=1)
    assert SPACES["harvest.large"].malus == SPACES["production.large"].malus == 3
    assert list(PRIVILEGES.values()) == [
        g(wood=1, stone=1),
        g(servants=2),
        g(coins=2),
        g(mp=2),
        g(fp=1),
    ]
    assert FAITH_REQUIRED == {1: 3, 2: 4, 3: 5}
    assert FAITH_VP == (0, 1, 2, 3, 4, 5, 7, 9, 11, 13, 15, 17, 19, 22, 25, 30)
    assert SLOT_MP == (0, 0, 3, 7, 12, 18)
    assert BONUS_TILES["basic"].harvest == g(wood=1, stone=1, servants=1)
    assert BONUS_TILES["basic"].production == g(coins=2, mp=1)
    assert BONUS_TILES["A"].production == g(coins=2, servants=1)
    assert BONUS_TILES["B"].harvest == g(wood=1, stone=1, coins=1)
    assert BONUS_TILES["B"].production == g(mp=2, servants=1)
    assert BONUS_TILES["C"].production == g(coins=1, servants=2)
    assert BONUS_TILES["D"].production == g(coins=1, mp=2)


@pytest.mark.parametrize("floor", range(4))
@pytest.mark.parametrize("tower", ["green", "blue", "yellow", "purple"])
def test_tower_floor_bonus_received(tower: str, floor: int) -> None:
    """T-5: floors 3-4 give the tower's bonus."""
    ttype = {"green": "territory", "blue": "character", "yellow": "building", "purple": "venture"}[
        tower
    ]
    card = {"territory": "T1", "character": "C53", "building": "B31", "venture": "V77"}[ttype]
    b = Build(2).tower(ttype, floor, card).give(0, servants=1, coins=3, wood=2, mp=3)
    s = b.turn(0)
    before = res(s, 0)
    s, _ = play(s, 0, "fm:white", f"space:tower.{tower}.{floor + 1}")
    paid = {
        "territory": {},
        "character": {"coins": 3},
        "building": {"wood": 2},
        "venture": {"mp": 2},
    }[ttype]
    if floor == 3:
        paid = dict(paid, servants=1)
    bonus = {
        0: {},
        1: {},
        2: {
            "territory": {"wood": 1},
            "character": {"stone": 1},
            "building": {"mp": 1},
            "venture": {"coins": 1},
        }[ttype],
    }
    bonus[3] = {k: 2 for k in bonus[2]}
    after = dict(before)
    for k, v in bonus[floor].items():
        after[k] = after.get(k, 0) + v
    for k, v in paid.items():
        after[k] -= v
    imm = {"territory": {}, "character": {}, "building": {"fp": 1}, "venture": {"coins": 3}}[ttype]
    for k, v in imm.items():
        after[k] = after.get(k, 0) + v
    assert res(s, 0) == {k: v for k, v in after.items() if v}


# --- covered spaces (S-6) ---------------------------------------------------------------------
@pytest.mark.parametrize(
    "players,open_",
    [
        (2, {"market.1", "market.2", "council", "harvest.small", "production.small"}),
        (
            3,
            {
                "market.1",
                "market.2",
                "council",
                "harvest.small",
                "production.small",
                "harvest.large",
                "production.large",
            },
        ),
        (
            4,
            {
                "market.1",
                "market.2",
                "market.3",
                "market.4",
                "council",
                "harvest.small",
                "production.small",
                "harvest.large",
                "production.large",
            },
        ),
    ],
)
def test_covered_spaces(players: int, open_: set[str]) -> None:
    s = Build(players).turn(0)
    s, _ = play(s, 0, "fm:white")
    assert {c.split(":", 1)[1] for c in ids(s, 0)} == open_


def test_market_and_council_gains() -> None:
    for space, gain in (
        ("market.1", "coins5"),
        ("market.2", "servants5"),
        ("market.3", "mp3 coins2"),
    ):
        s = Build(4).turn(0)
        s, _ = play(s, 0, "fm:white", f"space:{space}")
        assert res(s, 0) == parse(gain)


# --- privileges (PR-1..PR-3) ------------------------------------------------------------------
def test_market4_two_different_privileges() -> None:
    s = Build(4).turn(0)
    s, _ = play(s, 0, "fm:white", "space:market.4", "privilege:coins")
    assert "privilege:coins" not in ids(s, 0) and len(ids(s, 0)) == 4
    with pytest.raises(IllegalChoice):
        GAME.apply(s, 0, "privilege:coins")
    s, _ = play(s, 0, "privilege:wood-stone")
    assert res(s, 0) == parse("coins2 wood1 stone1")


def test_royal_messenger_three_different_privileges() -> None:
    s = Build(2).tower("character", 0, "C64").give(0, coins=5).turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.1", "privilege:fp", "privilege:mp")
    assert ids(s, 0) == ["privilege:wood-stone", "privilege:servants", "privilege:coins"]
    s, _ = play(s, 0, "privilege:servants")
    assert res(s, 0) == parse("fp1 mp2 servants2")


def test_separate_council_privileges_may_repeat() -> None:
    b = Build(2).place(0, "black", "council")
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:council")
    assert "privilege:coins" in ids(s, 0)
    s, _ = play(s, 0, "privilege:coins")
    assert s.p[0].coins == 3


# --- towers (§8.1) --------------------------------------------------------------------------
def test_occupied_tower_fee() -> None:
    """T-3: 3 coins if any FM is in the tower; the floor's coins cannot pay it."""
    b = Build(2).place(1, "white", "tower.purple.1").tower("venture", 2, "V77").give(0, mp=3)
    s = b.give(0, coins=2).turn(0)
    s, _ = play(s, 0, "fm:white")
    assert "space:tower.purple.3" not in ids(s, 0)  # 2 coins + 1 from the floor: no
    b = (
        Build(2)
        .place(1, "white", "tower.purple.1")
        .tower("venture", 2, "V77")
        .give(0, mp=3, coins=3)
    )
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white")
    c = next(c for c in GAME.legal_choices(s, 0) if c.id == "space:tower.purple.3")
    assert english(c.label).endswith(
        "pay 2 military points, 3 coins"
    )  # the card's cost and the fee
    assert "Includes the 3-coin fee." in english(c.long_detail or c.detail or "")
    s, _ = play(s, 0, "space:tower.purple.3")
    assert s.p[0].coins == 0 + 1 + 3 and s.p[0].mp == 1


def test_own_family_member_also_makes_the_fee() -> None:
    b = Build(2).place(0, "neutral", "tower.green.1").tower("territory", 1, "T2").give(0, coins=3)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.green.2")
    assert s.p[0].coins == 0


def test_colour_rule_in_tower_and_areas() -> None:
    """T-2 / HP-4: one coloured FM per player per tower/area, plus the neutral one."""
    b = Build(3).place(0, "white", "tower.green.1").place(0, "black", "harvest.small")
    b.tower("territory", 1, "T2").give(0, servants=5, coins=3)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:orange")
    assert "space:tower.green.2" not in ids(s, 0) and "space:harvest.large" not in ids(s, 0)
    assert "space:production.small" in ids(s, 0)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:neutral")
    assert "space:tower.green.2" in ids(s, 0) and "space:harvest.large" in ids(s, 0)


def test_neutral_members_of_different_players_share_a_tower() -> None:
    """T-2a / A-2."""
    b = Build(2).place(1, "neutral", "tower.green.1").tower("territory", 1, "T2")
    s = b.give(0, servants=3, coins=3).turn(0)
    s, _ = play(s, 0, "fm:neutral")
    assert "space:tower.green.2" in ids(s, 0)


@pytest.mark.parametrize("owned,need", [(2, 3), (3, 7), (4, 12), (5, 18)])
def test_territory_military_requirement(owned: int, need: int) -> None:
    """T-12: the 3rd/4th/5th/6th territory needs 3/7/12/18 MP (not paid)."""
    terr = ["T1", "T2", "T3", "T4", "T5", "T6"][:owned]
    s = Build(2).own(0, *terr).tower("territory", 0, "T9").give(0, mp=need - 1).turn(0)
    s, _ = play(s, 0, "fm:white")
    assert "space:tower.green.1" not in ids(s, 0)
    s = Build(2).own(0, *terr).tower("territory", 0, "T9").give(0, mp=need).turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.green.1")
    assert len(s.p[0].cards["territory"]) == owned + 1 and s.p[0].mp == need


def test_first_two_territories_free() -> None:
    s = Build(2).own(0, "T1").tower("territory", 0, "T9").turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.green.1")
    assert len(s.p[0].cards["territory"]) == 2


def test_six_card_limit() -> None:
    """T-11."""
    s = Build(2).own(0, "C49", "C50", "C51", "C52", "C53", "C54").tower("character", 0, "C55")
    s = s.give(0, coins=5).turn(0)
    s, _ = play(s, 0, "fm:white")
    assert "space:tower.blue.1" not in ids(s, 0)


def test_bonus_action_leaves_tower_unoccupied_and_floor_empty() -> None:
    """BA-4 / T-13."""
    b = Build(2).tower("character", 0, "C57").tower("territory", 2, "T1").give(0, coins=4)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.1", "space:tower.green.3")
    assert s.p[0].cards["territory"] == ["T1"] and s.towers["territory"][2] is None
    assert not [pl for pl in s.placements if pl.space.startswith("tower.green")]
    s2, _ = play(s, 1, "fm:white")
    assert "space:tower.green.3" not in ids(s2, 1)


def test_bonus_action_pays_fee_in_occupied_tower() -> None:
    """BA-3: the Captain's territory in an occupied tower costs the 3-coin fee."""
    b = Build(2).tower("character", 0, "C57").tower("territory", 1, "T2").give(0, coins=4)
    b.place(1, "white", "tower.green.1")
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.1")
    assert s.p[0].cards["territory"] == []  # 0 coins left: no fee, no card (step skipped)
    b = Build(2).tower("character", 0, "C57").tower("territory", 1, "T2").give(0, coins=7)
    b.place(1, "white", "tower.green.1")
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.1", "space:tower.green.2")
    assert s.p[0].cards["territory"] == ["T2"] and s.p[0].coins == 0


def test_venture_choose_payment() -> None:
    """T-10: two alternatives, the player chooses."""
    b = Build(2).tower("venture", 0, "V80").give(0, coins=2, wood=1, stone=1, mp=4)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.purple.1")
    assert s.pending[-1].kind == "cost" and len(ids(s, 0)) == 2
    s, _ = play(s, 0, "cost:1")
    assert res(s, 0) == parse("coins2 wood1 stone1 mp2 fp3")


# --- servants (B-5, YU-1) ---------------------------------------------------------------------
def test_servants_exactly_the_minimum_in_towers() -> None:
    s = Build(2).dice(5, 1, 1).tower("territory", 3, "T1").give(0, servants=5).turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.green.4")
    assert s.p[0].servants == 3  # exactly 2 spent, no question asked


def test_servants_free_choice_without_the_yucata_rule() -> None:
    s = Build(2, no_overspend=False).dice(5, 1, 1).tower("territory", 3, "T1").give(0, servants=4)
    s = s.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.green.4")
    assert ids(s, 0) == ["servants:2", "servants:3", "servants:4"]


def test_neutral_needs_servants() -> None:
    s = Build(2).turn(0)
    assert "fm:neutral" not in ids(s, 0)
    s = Build(2).give(0, servants=1).turn(0)
    s, _ = play(s, 0, "fm:neutral", "space:market.1")
    assert s.p[0].servants == 0 and s.p[0].coins == 5


def test_harvest_servant_thresholds() -> None:
    """YU-1: 0, or the minimum to reach an activation value of an own territory."""
    s = Build(2).own(0, "T1", "T4", "T5").dice(2, 1, 1).give(0, servants=5).turn(0)
    s, _ = play(s, 0, "fm:white", "space:harvest.small")
    assert ids(s, 0) == ["servants:0", "servants:2", "servants:3"]


def test_seed_worked_harvest_example() -> None:
    """§8.2: value 3 + 2 servants = 5: Forest, Manor House, Marble Pit, not the Monastery."""
    s = Build(2).own(0, "T5", "T15", "T20", "T6").dice(3, 1, 1).give(0, servants=2).turn(0)
    s, _ = play(s, 0, "fm:white", "space:harvest.small", "servants:2")
    assert res(s, 0) == parse("wood4 stone3 servants3 mp2 vp1")


def test_large_space_minus_3() -> None:
    """HP-3: 6 on the large space = action value 3; a value-1 FM may be placed, gains nothing."""
    s = Build(3).own(0, "B34", "B29", "B44").dice(6, 1, 1).give(0, coins=2, servants=2).turn(0)
    s, _ = play(s, 0, "fm:white", "space:production.large")
    assert ids(s, 0) == ["servants:0", "servants:1", "servants:2"]
    s, _ = play(s, 0, "servants:0")
    # value 3: Treasury only; the 2 coins of the tile cannot pay it (HP-8)
    assert s.pending[-1].kind == "exchange" and s.pending[-1].items == ["B34"]
    s, _ = play(s, 0, "exchange:1")
    assert res(s, 0) == parse("coins2 mp1 vp5 servants2")
    s = Build(3).dice(1, 1, 1).turn(0)
    s, _ = play(s, 0, "fm:white", "space:harvest.large")
    assert res(s, 0) == {}


def test_exchange_inputs_from_snapshot_only() -> None:
    """HP-8 / ALG-3: gains of the same production cannot pay exchanges."""
    s = Build(2).own(0, "B34").dice(3, 1, 1).turn(0)
    s, _ = play(s, 0, "fm:white", "space:production.small")
    assert res(s, 0) == parse("coins2 mp1") and s.pending[-1].kind == "turn"


def test_two_exchange_buildings_share_the_snapshot() -> None:
    s = Build(2).own(0, "B34", "B31").dice(3, 1, 1).give(0, coins=2).turn(0)
    s, _ = play(s, 0, "fm:white", "space:production.small", "exchange:1")
    assert s.pending[-1].seat == 1  # Chapel skipped: no coin left in the snapshot
    assert s.p[0].vp == 5 and s.p[0].fp == 0 and s.p[0].coins == 2


# --- Vatican report (§12) ---------------------------------------------------------------------
def _report(fp: int, rnd: int, choice: str | None) -> object:
    b = Build(2).give(0, fp=fp)
    b.s.round = rnd
    b.s.excommunication_tiles = ["EXC-1", "EXC-8", "EXC-15"]
    s = b.step(Step(kind="vatican", seat=0))
    if choice:
        s, _ = play(s, 0, choice)
    return s


def test_vatican_support() -> None:
    s = _report(7, 4, "support")
    assert s.p[0].vp == 9 and s.p[0].fp == 0 and not s.p[0].excommunications


def test_vatican_voluntary_excommunication_keeps_fp() -> None:
    s = _report(7, 4, "excommunicate")
    assert s.p[0].excommunications == ["EXC-8"] and s.p[0].fp == 7 and s.p[0].vp == 0


def test_vatican_forced_excommunication() -> None:
    """VR-2: below the requirement: excommunicated automatically, FP stay."""
    from games.lorenzo.rules import settle

    b = Build(2).give(0, fp=2)
    b.s.round = 2
    b.s.excommunication_tiles = ["EXC-1", "EXC-8", "EXC-15"]
    s = b.step(Step(kind="vatican", seat=0))
    s.pending.append(Step(kind="vatican", seat=0))
    s.pending.pop(0)
    s.pending.insert(0, Step(kind="turn", seat=1))
    settle(s, [])
    assert s.p[0].excommunications == ["EXC-1"] and s.p[0].fp == 2


def test_vatican_third_report_excommunicated_still_scores_faith() -> None:
    """VR-4."""
    s = _report(6, 6, "excommunicate")
    assert s.p[0].vp == 7 and s.p[0].fp == 0 and s.p[0].excommunications == ["EXC-15"]


def test_fp_capped_at_15() -> None:
    s = Build(2).give(0, fp=14).tower("character", 0, "C55").give(0, coins=2).turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.1")
    assert s.p[0].fp == 15


# --- end of round (§13) -----------------------------------------------------------------------
def test_council_sets_next_turn_order() -> None:
    """ER-2: by first FM in the council; others keep their relative order."""
    s = GAME.setup(4, 11)
    s.council = [s.order[3], s.order[2], s.order[3]]
    from games.lorenzo.rules import end_round

    old = list(s.order)
    end_round(s, [])
    assert s.order == [old[3], old[2], old[0], old[1]] and s.round == 2


def test_round_end_discards_cards_and_refills() -> None:
    s = GAME.setup(2, 3)
    from games.lorenzo.rules import end_round

    left = [c for t in s.towers.values() for c in t if c]
    end_round(s, [])
    assert set(left) <= set(s.discarded)
    assert all(CARDS[c].period == 1 for t in s.towers.values() for c in t)


# --- scoring (§16) ----------------------------------------------------------------------------
@pytest.mark.parametrize("n,vp", [(0, 0), (1, 0), (2, 0), (3, 1), (4, 4), (5, 10), (6, 20)])
def test_territory_scoring(n: int, vp: int) -> None:
    b = Build(2).own(0, *["T1", "T2", "T3", "T4", "T5", "T6"][:n])
    assert final_scoring(b.s)["0"]["territories"] == vp


@pytest.mark.parametrize("n,vp", [(0, 0), (1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (6, 21)])
def test_character_scoring(n: int, vp: int) -> None:
    b = Build(2).own(0, *["C49", "C50", "C51", "C52", "C53", "C54"][:n])
    assert final_scoring(b.s)["0"]["characters"] == vp


@pytest.mark.parametrize(
    "mps,vps",
    [
        ([5, 3, 1, 0], [5, 2, 0, 0]),
        ([5, 5, 1, 0], [5, 5, 0, 0]),
        ([5, 3, 3, 0], [5, 2, 2, 0]),
        ([0, 0], [5, 5]),
        ([2, 1], [5, 2]),
        ([4, 4, 4], [5, 5, 5]),
    ],
)
def test_military_scoring(mps: list[int], vps: list[int]) -> None:
    """SC-5 / SC-10."""
    assert military_vp(mps) == vps


@pytest.mark.parametrize("total,vp", [(4, 0), (5, 1), (14, 2), (15, 3)])
def test_resource_scoring(total: int, vp: int) -> None:
    b = Build(2).give(0, coins=total)
    assert final_scoring(b.s)["0"]["resources"] == vp


@pytest.mark.parametrize("fp", range(16))
def test_faith_table(fp: int) -> None:
    s = _report(fp, 6, None)
    if fp >= 5:
        s, _ = play(s, 0, "support")
    else:
        from games.lorenzo.rules import settle

        s.pending.insert(0, Step(kind="turn", seat=1))
        settle(s, [])
    assert s.p[0].vp == FAITH_VP[fp]


def test_tie_break_turn_order() -> None:
    """SC-9: the tied player furthest ahead in turn order wins."""
    s = GAME.setup(3, 5)
    s.phase = "over"
    s.pending = []
    for p in s.p:
        p.vp = 10
    s.final = final_scoring(s)
    r = GAME.result(s)
    assert r.winners == (s.order[0],) and r.ranking == tuple(s.order)
    assert "turn order" in english(r.tiebreak)
    s.p[s.order[2]].vp = 11
    s.final = final_scoring(s)
    r = GAME.result(s)
    assert r.winners == (s.order[2],) and r.ranking == (s.order[2], s.order[0], s.order[1])


def test_result_breakdown_sums() -> None:
    b = Build(2).own(0, "T1", "T2", "T3", "C49", "V73").give(0, vp=7, mp=3, coins=5)
    b.s.p[0].faith_vp = 3
    sc = final_scoring(b.s)["0"]
    assert sc["play"] == 4 and sc["faith"] == 3 and sc["territories"] == 1
    assert sc["characters"] == 1 and sc["ventures"] == 4 and sc["military"] == 5
    assert sc["resources"] == 1 and sc["total"] == 7 + 1 + 1 + 4 + 5 + 1


def test_public_view_has_no_hidden_information() -> None:
    s = GAME.setup(2, 9, GAME.options({"leaders": True}))
    pub = GAME.view(s, None)
    text = str(pub)
    for lid in s.draft[0] + s.draft[1]:
        assert f"'{lid}'" not in text
    assert "deck_sizes" in pub and "decks" not in pub
    assert pub["status"] and pub["scores"] == [0, 0]
    assert GAME.view(s, 0)["private"]["draft"]


def test_readme_lists_every_provenance_row() -> None:
    """The README's provenance table is the data's list (style.md 2.4)."""
    from pathlib import Path

    from games.lorenzo.data import provenance_rows

    root = Path(__file__).resolve().parents[3]
    text = (root / "games/lorenzo/README.md").read_text(encoding="utf-8")
    block = text.split("<!-- provenance:start -->")[1].split("<!-- provenance:end -->")[0]
    rows = [line for line in block.strip().splitlines()[2:]]
    assert rows == [f"| {a} | {b} | {c} |" for a, b, c in provenance_rows()]


# --- turn flow ----------------------------------------------------------------------------------
def _auto_round(s, pick=lambda ch: ch[0]):  # noqa: ANN001, ANN202
    """Play until the round changes; return the seats in order of their placements."""
    rnd = s.round
    placed = []
    while s.round == rnd and GAME.decision(s) is not None:
        seat = GAME.decision(s).seats[0]
        ch = [c.id for c in GAME.legal_choices(s, seat)]
        c = pick(ch)
        if c.startswith("fm:"):
            placed.append(seat)
        s, _ = GAME.apply(s, seat, c)
    return s, placed


def test_exc14_player_places_last_member_after_everyone() -> None:
    """EX-6: skip the first turn; the last FM is placed after all others are done."""
    s = GAME.setup(2, 21)
    first, second = s.order
    s.p[first].excommunications = ["EXC-14"]
    s.p[first].servants = s.p[second].servants = 10
    s.pending = []
    s.p[first].turns = 0
    from games.lorenzo.rules import begin_turn, settle

    s.current = 0
    begin_turn(s, [])
    settle(s, [])
    s, placed = _auto_round(s, lambda ch: next((c for c in ch if c == "space:council"), ch[0]))
    assert placed[0] == second and placed[-2] == second
    assert placed[-1] == first and placed.count(first) == 4 and placed.count(second) == 4


def test_round_end_returns_members_and_turns_leaders_face_up() -> None:
    """ER-3 / ER-4."""
    b = Build(2, leaders=True).leaders(0, "L8")
    s = b.turn(0)
    s, _ = play(s, 0, "leader:use:L8")
    assert s.p[0].used == ["L8"]
    from games.lorenzo.rules import end_round

    s.placements = []
    end_round(s, [])
    assert s.p[0].used == [] and s.p[0].placed == [] and not s.placements


def test_leader_actions_on_a_passing_turn() -> None:
    """B-9: no FM left, but leader actions are offered with the pass."""
    b = Build(2, leaders=True).leaders(0, "L8")
    for fm in ("white", "black", "orange", "neutral"):
        b.place(0, fm, "council")
    s = b.turn(0)
    assert ids(s, 0) == ["leader:use:L8", "pass"]


def test_no_voluntary_pass_while_a_placement_exists() -> None:
    """A-14."""
    s = Build(2).turn(0)
    assert "pass" not in ids(s, 0)


def test_brunelleschi_does_not_lift_the_fee_of_bonus_actions() -> None:
    """A-7."""
    b = Build(2, leaders=True).leaders(0, "L3").tower("character", 0, "C57")
    b.tower("territory", 1, "T2").place(1, "white", "tower.green.1").give(0, coins=4)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.1")
    assert s.p[0].cards["territory"] == []  # no coins for the fee: the bonus action is void


def test_santa_rita_does_not_double_privileges_or_floor_bonus() -> None:
    """A-12 / ALG-4."""
    b = Build(2, leaders=True).leaders(0, "L18").tower("venture", 2, "V75").give(0, stone=3)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.purple.3", "privilege:coins")
    assert s.p[0].coins == 1 + 2 and s.p[0].mp == 2


def test_council_neutral_member_counts_for_turn_order() -> None:
    """ER-2: neutral FMs count."""
    s = GAME.setup(2, 4)
    last = s.order[1]
    s.p[last].servants = 3
    s.pending = []
    from games.lorenzo.rules import begin_turn

    s.current = 1
    begin_turn(s, [])
    s, _ = play(s, last, "fm:neutral", "space:council", "privilege:coins")
    from games.lorenzo.rules import end_round

    end_round(s, [])
    assert s.order[0] == last


def test_bonus_card_action_chain_with_privilege() -> None:
    """Compound effect: the Abbess takes the Knight, whose privilege is then chosen."""
    b = Build(2).tower("character", 0, "C56").tower("character", 1, "C52").give(0, coins=8)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.1")
    assert s.pending[-1].kind == "bonus_card" and "skip" in ids(s, 0)
    s, _ = play(s, 0, "space:tower.blue.2")
    assert s.pending[-1].kind == "privilege"
    s, _ = play(s, 0, "privilege:mp")
    assert s.p[0].cards["character"] == ["C56", "C52"]
    assert res(s, 0) == parse("fp1 mp2")  # 8 - 3 - fee 3 - 2 = 0 coins


def test_apply_refuses_and_leaves_state() -> None:
    s = Build(2).turn(0)
    before = GAME.dump(s)
    with pytest.raises(IllegalChoice):
        GAME.apply(s, 1, "fm:white")
    with pytest.raises(IllegalChoice):
        GAME.apply(s, 0, "space:council")
    assert GAME.dump(s) == before
