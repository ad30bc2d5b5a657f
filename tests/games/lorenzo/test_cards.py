"""One test per development card (data file §5) with the data file's numbers, typed again
here so that a wrong row in games/lorenzo/data.py fails."""

from __future__ import annotations

import pytest

from games.lorenzo.data import CARDS
from games.lorenzo.scoring import final_scoring
from games.lorenzo.state import LorenzoState
from games.lorenzo.words import english

from .builders import Build, ids, parse, play, res

TILE_HARVEST = parse("wood1 stone1 servants1")
TILE_PRODUCTION = parse("coins2 mp1")


def plus(*ds: dict[str, int]) -> dict[str, int]:
    out: dict[str, int] = {}
    for d in ds:
        for k, v in d.items():
            out[k] = out.get(k, 0) + v
    return {k: v for k, v in out.items() if v}


def take(card: str, seat: int = 0, **give: int) -> tuple[Build, LorenzoState]:
    ttype = CARDS[card].type
    b = Build(2).tower(ttype, 0, card).give(seat, **give)
    s = b.turn(seat)
    colour = {"territory": "green", "character": "blue", "building": "yellow", "venture": "purple"}[
        ttype
    ]
    s, _ = play(s, seat, "fm:white", f"space:tower.{colour}.1")
    return b, s


def can_take(card: str, **give: int) -> bool:
    ttype = CARDS[card].type
    s = Build(2).tower(ttype, 0, card).give(0, **give).turn(0)
    s, _ = play(s, 0, "fm:white")
    colour = {"territory": "green", "character": "blue", "building": "yellow", "venture": "purple"}[
        ttype
    ]
    return f"space:tower.{colour}.1" in ids(s, 0)


# --- territories (§5.1): immediate, harvest value, harvest effect -----------------------------
TERRITORIES = {
    "T1": ("", 1, "coins1"),
    "T2": ("wood1", 2, "wood1"),
    "T3": ("", 3, "coins1 servants1"),
    "T4": ("stone2", 4, "stone2"),
    "T5": ("wood1", 5, "wood3"),
    "T6": ("mp2 servants1", 6, "stone1 fp1"),
    "T7": ("", 5, "stone1 mp2"),
    "T8": ("coins3", 6, "privileges1"),
    "T9": ("coins1", 1, "coins2"),
    "T10": ("servants1", 3, "wood2 mp1"),
    "T11": ("stone1 servants2", 4, "stone2 servants1"),
    "T12": ("wood1", 3, "stone3"),
    "T13": ("wood1 servants2", 4, "coins1 wood2"),
    "T14": ("fp1", 2, "fp1"),
    "T15": ("", 5, "servants2 mp2"),
    "T16": ("coins4", 6, "coins1 wood2 stone1"),
    "T17": ("coins1 servants1", 1, "coins3"),
    "T18": ("wood1 vp1", 3, "wood2 vp2"),
    "T19": ("mp2", 5, "wood1 vp4"),
    "T20": ("vp3", 2, "stone2 vp1"),
    "T21": ("stone1 privileges1", 6, "stone1 vp4"),
    "T22": ("fp1", 1, "coins1 fp1"),
    "T23": ("coins2 vp2", 4, "servants1 mp3"),
    "T24": ("mp2 servants1", 2, "servants2 mp1"),
}


def _split_priv(d: dict[str, int]) -> tuple[dict[str, int], int]:
    d = dict(d)
    return d, d.pop("privileges", 0)


@pytest.mark.parametrize("card", sorted(TERRITORIES, key=lambda x: int(x[1:])))
def test_territory_immediate_and_harvest(card: str) -> None:
    imm, act, harvest = TERRITORIES[card]
    assert CARDS[card].activation == act
    _, s = take(card)
    gain, priv = _split_priv(parse(imm))
    assert s.p[0].cards["territory"] == [card]
    assert res(s, 0) == gain
    assert (
        (s.pending[-1].kind == "privilege" and s.pending[-1].remaining == priv)
        if priv
        else s.pending[-1].seat == 1
    )
    # harvest at exactly the activation value (small space, white die = value)
    b = Build(2).own(0, card).dice(act, 1, 1)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:harvest.small")
    gain, priv = _split_priv(parse(harvest))
    assert res(s, 0) == plus(TILE_HARVEST, gain)
    if priv:
        assert s.pending[-1].kind == "privilege"
    if act > 1:  # one below: only the bonus tile
        s = Build(2).own(0, card).dice(act - 1, 1, 1).turn(0)
        s, _ = play(s, 0, "fm:white", "space:harvest.small")
        assert res(s, 0) == TILE_HARVEST


# --- buildings (§5.2): cost, immediate, production value, production --------------------------
BUILDINGS = {
    "B25": ("wood1 stone3", "vp5", 5),
    "B26": ("wood3 stone1", "vp5", 5),
    "B27": ("coins2 stone2", "vp6", 6),
    "B28": ("coins2 wood2", "vp6", 6),
    "B29": ("coins1 wood2", "vp3", 4),
    "B30": ("coins1 stone2", "vp2", 3),
    "B31": ("wood2", "fp1", 2),
    "B32": ("stone2", "vp1", 1),
    "B33": ("wood2 stone1", "vp3", 3),
    "B34": ("wood3", "vp4", 3),
    "B35": ("wood4", "vp5", 4),
    "B36": ("stone4", "vp6", 5),
    "B37": ("wood1 stone2", "vp4", 4),
    "B38": ("stone3", "vp2 fp1", 2),
    "B39": ("wood1 stone1", "vp3", 1),
    "B40": ("coins2 wood2 stone2", "vp8", 6),
    "B41": ("coins3 wood1 stone3", "vp7", 2),
    "B42": ("coins4 wood3", "vp8", 4),
    "B43": ("wood4 stone2 servants2", "vp10", 1),
    "B44": ("coins2 wood2 stone4", "vp9", 5),
    "B45": ("coins3 wood3 stone1", "vp9", 6),
    "B46": ("wood1 stone4", "vp5 fp1", 1),
    "B47": ("wood2 stone2 servants1", "vp7", 3),
    "B48": ("wood4 stone4", "vp7 fp3", 2),
}
# production: plain gains (always received) and exchanges (pay -> get)
PRODUCTION_PLAIN = {
    "B40": "mp2 vp2",
    "B41": "coins5",
    "B43": "vp3",
    "B44": "vp2 privileges1",
    "B48": "vp1",
}
PRODUCTION_PER = {
    "B25": ("coins", "building"),
    "B26": ("coins", "territory"),
    "B27": ("vp", "venture"),
    "B28": ("vp", "character"),
}
EXCHANGES = {
    "B29": [("wood1", "coins3"), ("wood2", "coins5")],
    "B30": [("stone1", "coins3"), ("stone2", "coins5")],
    "B31": [("coins1", "fp1")],
    "B32": [("coins1", "privileges1")],
    "B33": [("coins3", "wood2 stone2")],
    "B34": [("coins1", "vp3"), ("coins2", "vp5")],
    "B35": [("wood1", "vp3"), ("wood3", "vp7")],
    "B36": [("stone1", "vp3"), ("stone3", "vp7")],
    "B37": [("wood1 stone1 servants1", "vp6")],
    "B38": [("fp1", "coins2 vp2")],
    "B39": [("servants1", "mp3")],
    "B42": [("coins4", "wood3 stone3")],
    "B45": [("coins1", "servants2 vp4")],
    "B46": [("wood1", "fp2"), ("stone1", "fp2")],
    "B47": [("servants1", "mp3 vp1")],
}


@pytest.mark.parametrize("card", sorted(BUILDINGS, key=lambda x: int(x[1:])))
def test_building_cost_and_immediate(card: str) -> None:
    cost, imm, act = BUILDINGS[card]
    assert CARDS[card].activation == act
    _, s = take(card, **parse(cost))
    gain, priv = _split_priv(parse(imm))
    assert s.p[0].cards["building"] == [card]
    assert res(s, 0) == gain
    assert sorted(PRODUCTION_PLAIN) + sorted(PRODUCTION_PER) + sorted(EXCHANGES) and (
        card in PRODUCTION_PLAIN or card in PRODUCTION_PER or card in EXCHANGES
    )
    for key in parse(cost):  # one short of any cost item: the card cannot be taken
        short = dict(parse(cost))
        short[key] -= 1
        assert not can_take(card, **short)


@pytest.mark.parametrize("card", sorted(set(PRODUCTION_PLAIN) | set(PRODUCTION_PER)))
def test_building_production_gain(card: str) -> None:
    act = BUILDINGS[card][2]
    b = Build(2).own(0, card).dice(act, 1, 1)
    expected = dict(TILE_PRODUCTION)
    if card in PRODUCTION_PER:
        what, of = PRODUCTION_PER[card]
        extra = {
            "building": [],
            "territory": ["T1", "T2"],
            "venture": ["V73", "V74", "V75"],
            "character": ["C49", "C51"],
        }[of]
        b.own(0, *extra)
        count = len(extra) + (1 if of == "building" else 0)
        expected = plus(expected, {what: count})
    else:
        gain, priv = _split_priv(parse(PRODUCTION_PLAIN[card]))
        expected = plus(expected, gain)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:production.small")
    if card == "B44":
        assert s.pending[-1].kind == "privilege"
    assert res(s, 0) == expected
    if act > 1:
        s = Build(2).own(0, card).dice(act - 1, 1, 1).turn(0)
        s, _ = play(s, 0, "fm:white", "space:production.small")
        assert res(s, 0) == TILE_PRODUCTION


@pytest.mark.parametrize(
    "card,i", [(c, i) for c in sorted(EXCHANGES) for i in range(len(EXCHANGES[c]))]
)
def test_building_production_exchange(card: str, i: int) -> None:
    act = BUILDINGS[card][2]
    pay, get = EXCHANGES[card][i]
    s = Build(2).own(0, card).dice(act, 1, 1).give(0, **parse(pay)).turn(0)
    s, _ = play(s, 0, "fm:white", "space:production.small")
    assert s.pending[-1].kind == "exchange"
    offered = [c for c in ids(s, 0) if c.startswith("exchange:")]
    assert f"exchange:{i}" in offered
    s, _ = play(s, 0, f"exchange:{i}")
    gain, priv = _split_priv(parse(get))
    assert res(s, 0) == plus(TILE_PRODUCTION, gain)
    if priv:
        assert s.pending[-1].kind == "privilege"


# --- characters (§5.3) -----------------------------------------------------------------------
CHARACTERS = {
    "C49": (2, "mp3"),
    "C50": (4, ""),
    "C51": (4, ""),
    "C52": (2, "privileges1"),
    "C53": (3, ""),
    "C54": (3, ""),
    "C55": (2, "fp4"),
    "C56": (3, "fp1"),
    "C57": (4, "mp2"),
    "C58": (4, ""),
    "C59": (3, ""),
    "C60": (4, "privileges1"),
    "C61": (4, ""),
    "C62": (4, ""),
    "C63": (5, "fp3"),
    "C64": (5, "privileges3"),
    "C65": (6, ""),
    "C66": (6, ""),
    "C67": (7, "vp2"),  # counts itself
    "C68": (6, ""),
    "C69": (4, "fp2"),
    "C70": (5, "fp1"),
    "C71": (5, ""),
    "C72": (6, "privileges1"),
}
# bonus actions: kind, value, card type (None = any), discount
BONUS_ACTIONS = {
    "C56": ("bonus_card", 4, None, {}),
    "C57": ("bonus_card", 6, "territory", {}),
    "C58": ("bonus_card", 6, "building", {"wood": 1, "stone": 1}),
    "C59": ("bonus_card", 6, "character", {"coins": 2}),
    "C60": ("bonus_card", 6, "venture", {}),
    "C69": ("bonus_hp", 4, "harvest", {}),
    "C70": ("bonus_hp", 4, "production", {}),
    "C72": ("bonus_card", 7, None, {}),
}


@pytest.mark.parametrize("card", sorted(CHARACTERS, key=lambda x: int(x[1:])))
def test_character_cost_and_immediate(card: str) -> None:
    coins, imm = CHARACTERS[card]
    _, s = take(card, coins=coins)
    gain, priv = _split_priv(parse(imm))
    assert s.p[0].cards["character"] == [card]
    assert res(s, 0) == gain
    if priv:
        assert s.pending[-1].kind == "privilege" and s.pending[-1].remaining == priv
    if card in BONUS_ACTIONS:
        kind, value, what, disc = BONUS_ACTIONS[card]
        st = [x for x in s.pending if x.kind == kind]
        if kind == "bonus_hp":
            assert st and st[0].value == value and st[0].action == what
        else:
            # the bonus card step is skipped when no card can be taken; check the data row
            a = CARDS[card].immediate.action
            assert a is not None and (a.value, a.card_type, dict(a.discount.items())) == (
                value,
                what,
                disc,
            )
    assert not can_take(card, coins=coins - 1)


PER_COUNT = {
    "C65": ("territory", 2),
    "C66": ("building", 2),
    "C67": ("character", 2),
    "C68": ("venture", 2),
}


@pytest.mark.parametrize("card", sorted(PER_COUNT))
def test_character_vp_per_card(card: str) -> None:
    of, n = PER_COUNT[card]
    owned = {
        "territory": ["T1", "T2", "T3"],
        "building": ["B25", "B26", "B27"],
        "character": ["C49", "C50", "C51"],
        "venture": ["V73", "V74", "V75"],
    }[of]
    b = Build(2).tower("character", 0, card).own(0, *owned).give(0, coins=CHARACTERS[card][0])
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.1")
    count = 3 + (1 if of == "character" else 0)  # the Paramour counts itself
    assert s.p[0].vp == n * count


def test_c71_general_one_vp_per_two_mp() -> None:
    s = Build(2).tower("character", 0, "C71").give(0, coins=5, mp=7).turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.1")
    assert s.p[0].vp == 3


VALUE_BONUS = {
    "C49": ("territory", 2),
    "C50": ("building", 2),
    "C51": ("character", 2),
    "C52": ("venture", 2),
}


@pytest.mark.parametrize("card", sorted(VALUE_BONUS))
def test_character_card_value_bonus(card: str) -> None:
    """+2 when taking cards of the type: die 1 + 2 reaches floor 2 (value 3), not floor 3."""
    ttype, n = VALUE_BONUS[card]
    target = {
        "territory": ["T1", "T2"],
        "building": ["B31", "B32"],
        "character": ["C53", "C55"],
        "venture": ["V77", "V78"],
    }[ttype]
    colour = {"territory": "green", "character": "blue", "building": "yellow", "venture": "purple"}[
        ttype
    ]
    b = Build(2).dice(1, 1, 1).own(0, card).tower(ttype, 1, target[0]).tower(ttype, 2, target[1])
    s = b.give(0, coins=10, wood=5, stone=5, mp=10).turn(0)
    s, _ = play(s, 0, "fm:white")
    assert f"space:tower.{colour}.2" in ids(s, 0)
    assert f"space:tower.{colour}.3" not in ids(s, 0)
    s = Build(2).dice(1, 1, 1).tower(ttype, 1, target[0]).give(0, coins=10, wood=5).turn(0)
    s, _ = play(s, 0, "fm:white")
    assert f"space:tower.{colour}.2" not in ids(s, 0)


HP_BONUS = {
    "C53": ("harvest", 2),
    "C61": ("harvest", 3),
    "C54": ("production", 2),
    "C62": ("production", 3),
}


@pytest.mark.parametrize("card", sorted(HP_BONUS))
def test_character_harvest_production_bonus(card: str) -> None:
    action, n = HP_BONUS[card]
    act_card = "T7" if action == "harvest" else "B40"  # activation 5 / 6
    act = CARDS[act_card].activation
    s = Build(2).dice(act - n, 1, 1).own(0, card, act_card).turn(0)
    s, _ = play(s, 0, "fm:white", f"space:{action}.small")
    expected = (
        plus(TILE_HARVEST, parse("stone1 mp2"))
        if action == "harvest"
        else plus(TILE_PRODUCTION, parse("mp2 vp2"))
    )
    assert res(s, 0) == expected


def test_c50_stonemason_discount_one_of_wood_or_stone() -> None:
    """Δ9: −1 wood OR −1 stone on buildings (player's choice)."""
    s = Build(2).own(0, "C50").tower("building", 0, "B25").give(0, wood=1, stone=3).turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.yellow.1")
    labels = [
        english(c.label)
        for c in __import__("games.lorenzo", fromlist=["GAME"]).GAME.legal_choices(s, 0)
    ]
    assert len(labels) == 2 and any("2 stone" in x for x in labels)
    s, _ = play(s, 0, "cost:1")
    assert s.p[0].cards["building"] == ["B25"]
    assert s.p[0].wood + s.p[0].stone == 1


def test_c51_dame_discount_one_coin() -> None:
    s = Build(2).own(0, "C51").tower("character", 0, "C55").give(0, coins=1).turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.1")
    assert s.p[0].cards["character"] == ["C51", "C55"] and s.p[0].coins == 0


def test_c55_preacher_no_floor_bonus() -> None:
    s = Build(2).own(0, "C55").tower("territory", 3, "T1").dice(6, 6, 6).give(0, servants=1).turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.green.4")
    assert s.p[0].wood == 0 and s.p[0].cards["territory"] == ["T1"]
    s = Build(2).tower("territory", 3, "T1").give(0, servants=1).turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.green.4")
    assert s.p[0].wood == 2


def test_c58_architect_bonus_building_discount() -> None:
    """Architect: take a building at 6, cost −1 wood and −1 stone."""
    b = Build(2).tower("character", 0, "C58").tower("building", 1, "B25").give(0, coins=4, stone=2)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.1")
    assert s.pending[-1].kind == "bonus_card"
    assert "space:tower.yellow.2" in ids(s, 0)
    s, _ = play(s, 0, "space:tower.yellow.2")
    assert s.p[0].cards["building"] == ["B25"] and s.p[0].stone == 0 and s.p[0].vp == 5


def test_c59_patron_bonus_character_discount() -> None:
    b = Build(2).tower("character", 0, "C59").tower("character", 1, "C63").give(0, coins=9)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.1", "space:tower.blue.2")
    assert s.p[0].cards["character"] == ["C59", "C63"] and s.p[0].coins == 0 and s.p[0].fp == 3


# --- ventures (§5.4) -------------------------------------------------------------------------
VENTURES = {
    "V73": (["coins4"], "mp5", 4),
    "V74": (["coins1 wood1 stone1"], "fp1", 5),
    "V75": (["stone3"], "mp2 privileges1", 3),
    "V76": (["wood2 stone2"], "privileges2", 4),
    "V77": (["mp3/2"], "coins3", 5),
    "V78": (["wood3"], "servants4", 4),
    "V79": (["mp5/3"], "fp2", 5),
    "V80": (["coins2 wood1 stone1", "mp4/2"], "fp3", 1),
    "V81": (["coins6"], "mp6", 5),
    "V82": (["coins2 wood2 stone2"], "fp2", 6),
    "V83": (["stone4"], "mp3 privileges1", 2),
    "V84": (["mp6/3"], "coins5 privileges1", 3),
    "V85": (["coins3 servants2"], "", 5),
    "V86": (["wood4"], "servants5", 4),
    "V87": (["mp8/4"], "coins5 fp1", 5),
    "V88": (["coins3 wood2 stone2", "mp7/4"], "fp3", 4),
    "V89": (["coins8"], "mp7", 6),
    "V90": (["coins3 wood3 stone3"], "fp1", 5),
    "V91": (["stone6"], "mp4 privileges1", 4),
    "V92": (["wood6"], "fp3", 3),
    "V93": (["mp12/6"], "coins3 wood3 stone3", 7),
    "V94": (["coins4 servants3"], "", 5),
    "V95": (["mp15/8"], "fp4", 8),
    "V96": (["coins4 wood3 stone3", "mp10/5"], "fp2", 10),
}


@pytest.mark.parametrize("card", sorted(VENTURES, key=lambda x: int(x[1:])))
def test_venture_costs_immediate_end_vp(card: str) -> None:
    costs, imm, end_vp = VENTURES[card]
    gain, priv = _split_priv(parse(imm))
    for cost in costs:
        if cost.startswith("mp"):
            req, paid = (int(x) for x in cost[2:].split("/"))
            _, s = take(card, mp=req)
            assert s.p[0].cards["venture"] == [card]
            assert res(s, 0) == plus({"mp": req - paid}, gain)
            assert not can_take(card, mp=req - 1)
        else:
            _, s = take(card, **parse(cost))
            assert s.p[0].cards["venture"] == [card]
            assert res(s, 0) == gain
        if priv:
            assert s.pending[-1].kind == "privilege" and s.pending[-1].remaining == priv
    s.p[1].cards["venture"] = []
    assert final_scoring(s)["0"]["ventures"] == end_vp


def test_v85_v94_bonus_harvest_production() -> None:
    for card, cost, action, value in (
        ("V85", "coins3 servants2", "harvest", 4),
        ("V94", "coins4 servants3", "production", 3),
    ):
        _, s = take(card, **parse(cost))
        st = s.pending[-1]
        assert st.kind == "bonus_hp" and st.action == action and st.value == value


def test_v90_bonus_card_any_at_7() -> None:
    b = (
        Build(2)
        .tower("venture", 0, "V90")
        .tower("territory", 3, "T1")
        .give(0, coins=3, wood=3, stone=3)
    )
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.purple.1")
    assert s.pending[-1].kind == "bonus_card"
    assert ids(s, 0) == ["space:tower.green.4", "skip"]
    s, _ = play(s, 0, "space:tower.green.4")
    assert s.p[0].cards["territory"] == ["T1"] and s.p[0].wood == 2
