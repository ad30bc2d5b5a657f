"""Choice-count fixtures (perft style, second rules pass): a built state and the exact set of
choice ids the engine must offer at the five most intricate decisions - no illegal option offered,
no legal option missing. Each expectation is derived by hand in the comment next to it."""

from __future__ import annotations

from games.lorenzo import GAME

from .builders import Build, ids, play, res


def _set(s, seat: int) -> set[str]:
    return set(ids(s, seat))


def test_perft_family_member_and_space() -> None:
    """3 players, dice white 1 / black 3 / orange 6; own black on green 2 (colour rule), another
    player's white on yellow 2 (3-coin fee there), another's orange on the small harvest space
    (single space, taken); market 3/4 covered with 3 players; the large harvest/production spaces
    open (A-3: value >= 1 before the -3). 4 coins, 2 servants, 1 wood, 3 stone, 3 MP."""
    b = Build(3).dice(1, 3, 6)
    for f, c in enumerate(("T1", "T2", "T3", "T4")):
        b.tower("territory", f, c)
    b.tower("building", 0, "B25").tower("character", 2, "C51").tower("venture", 3, "V77")
    b.place(1, "white", "tower.yellow.2").place(0, "black", "tower.green.2")
    b.place(2, "orange", "harvest.small")
    b.give(0, coins=4, servants=2, wood=1, stone=3, mp=3)
    s = b.turn(0)
    assert _set(s, 0) == {"fm:white", "fm:orange", "fm:neutral"}
    common = {
        "space:market.1",
        "space:market.2",
        "space:council",
        "space:harvest.large",
        "space:production.small",
        "space:production.large",
    }
    # white 1 (+2 servants = 3): no green (own black there), Mint on yellow 1 (1 wood 3 stone +
    # 3 coins fee); Dame needs 5, Military Campaign 7
    assert _set(play(s, 0, "fm:white")[0], 0) == common | {"space:tower.yellow.1"}
    # orange 6: Dame (4 coins, no fee), Military Campaign with 1 servant (3 MP needed), Mint
    assert _set(play(s, 0, "fm:orange")[0], 0) == common | {
        "space:tower.blue.3",
        "space:tower.yellow.1",
        "space:tower.purple.4",
    }
    # neutral 0: the neutral may join its own black in green (fee 3) for floor 1 with 1 servant
    assert _set(play(s, 0, "fm:neutral")[0], 0) == common | {
        "space:tower.green.1",
        "space:tower.yellow.1",
    }


def test_perft_venture_double_cost_with_fee_and_floor_bonus() -> None:
    """Support to the Cardinal (3 coins 2 wood 2 stone, or need 7 / pay 4 MP) on purple 3 (floor
    bonus 1 coin, usable for the card but not for the fee)."""

    def turn(coins: int, occupied: bool):
        b = (
            Build(2)
            .dice(1, 1, 5)
            .tower("venture", 2, "V88")
            .give(0, coins=coins, wood=2, stone=2, mp=7)
        )
        if occupied:
            b.place(1, "white", "tower.purple.1")
        s, _ = play(b.turn(0), 0, "fm:orange")
        return s

    s = turn(2, False)  # 2 own + 1 bonus coin pay the 3 coins; MP also possible
    s, _ = play(s, 0, "space:tower.purple.3")
    assert _set(s, 0) == {"cost:0", "cost:1"}
    s = turn(5, True)  # fee 3 from own coins, then 2 + 1 bonus
    s, _ = play(s, 0, "space:tower.purple.3")
    assert _set(s, 0) == {"cost:0", "cost:1"}
    s = turn(4, True)  # fee 3 leaves 1 + 1 bonus: only the MP payment, taken without a question
    s, _ = play(s, 0, "space:tower.purple.3")
    assert s.p[0].cards["venture"] == ["V88"] and res(s, 0) == {
        "wood": 2,
        "stone": 2,
        "coins": 2,
        "mp": 3,
        "fp": 3,
    }
    s = turn(2, True)  # the fee itself cannot be paid
    assert "space:tower.purple.3" not in _set(s, 0)


def test_perft_bonus_card_action_any_tower() -> None:
    """Abbess (3 coins, 1 FP, take a card of any colour at value 4): no family member, so no colour
    rule, but the 3-coin fee in occupied towers (own white in blue, the other's in green) and the
    usual costs; servants raise the value; her own floor is now empty."""
    b = Build(2).dice(1, 1, 1).tower("character", 0, "C56").tower("character", 1, "C49")
    b.tower("territory", 0, "T1").tower("territory", 2, "T3").tower("building", 0, "B25")
    b.tower("venture", 3, "V77").tower("venture", 0, "V73")
    b.place(1, "white", "tower.green.4")
    b.give(0, coins=8, servants=3, mp=3, wood=1, stone=2)
    s, _ = play(b.turn(0), 0, "fm:white", "space:tower.blue.1")
    assert res(s, 0) == {"wood": 1, "stone": 2, "servants": 3, "coins": 5, "mp": 3, "fp": 1}
    assert _set(s, 0) == {
        "space:tower.green.1",  # fee 3
        "space:tower.green.3",  # 1 servant, fee 3
        "space:tower.blue.2",  # 2 coins + fee 3 = 5
        "space:tower.purple.1",  # 4 coins, no fee
        "space:tower.purple.4",  # 3 servants, 3 MP needed
        "skip",
    }  # not yellow 1: the Mint needs 3 stone
    b = Build(2).dice(1, 1, 1).tower("character", 0, "C56").tower("character", 1, "C49")
    b.tower("territory", 0, "T1").place(1, "white", "tower.green.4").give(0, coins=5)
    s, _ = play(b.turn(0), 0, "fm:white", "space:tower.blue.1")
    assert s.pending[-1].seat == 1  # nothing takeable with 2 coins: skipped without a question


def test_perft_three_different_privileges() -> None:
    """Royal Messenger: 3 council privileges, all different (5, then 4, then 3 options)."""
    b = Build(2).tower("character", 1, "C64").give(0, coins=5)
    s, _ = play(b.turn(0), 0, "fm:white", "space:tower.blue.2")
    every = {
        "privilege:wood-stone",
        "privilege:servants",
        "privilege:coins",
        "privilege:mp",
        "privilege:fp",
    }
    assert _set(s, 0) == every
    s, _ = play(s, 0, "privilege:coins")
    assert _set(s, 0) == every - {"privilege:coins"}
    s, _ = play(s, 0, "privilege:fp")
    assert _set(s, 0) == every - {"privilege:coins", "privilege:fp"}
    s, _ = play(s, 0, "privilege:mp")
    assert res(s, 0) == {"coins": 2, "mp": 2, "fp": 1} and GAME.decision(s).seats == (1,)


def test_perft_turn_with_leaders() -> None:
    """Turn start with leaders: black already placed; neutral (0, no servants) cannot act; hand
    Savonarola (18 coins: met) and Colleoni (not met); played Michelangelo (used this round),
    Botticelli (unused), Ariosto (permanent: nothing to activate). Discarding gives a privilege
    and returns to the same turn."""
    b = Build(2, leaders=True).leaders(0, "L8", "L7", "L2").leaders(0, "L5", "L20", hand=True)
    b.give(0, coins=18).place(0, "black", "market.1")
    b.s.p[0].used = ["L8"]
    s = b.turn(0)
    assert _set(s, 0) == {
        "fm:white",
        "fm:orange",
        "leader:play:L5",
        "leader:use:L7",
        "leader:discard:L5",
        "leader:discard:L20",
    }
    s, _ = play(s, 0, "leader:discard:L20")
    assert len(_set(s, 0)) == 5 and s.pending[-1].kind == "privilege"
    s, _ = play(s, 0, "privilege:wood-stone")
    assert _set(s, 0) == {
        "fm:white",
        "fm:orange",
        "leader:play:L5",
        "leader:use:L7",
        "leader:discard:L5",
    }


def test_perft_production_exchanges_share_one_snapshot() -> None:
    """Production at 6 with Treasury (1 coin -> 3 VP or 2 coins -> 5 VP) then Chapel (1 coin ->
    1 FP) and 2 coins: one exchange per building, paid only from the coins owned before the
    activation (the tile's 2 coins come after); the Chapel is skipped when nothing is left."""
    b = Build(2).dice(6, 1, 1).own(0, "B34", "B31").give(0, coins=2)
    s, _ = play(b.turn(0), 0, "fm:white", "space:production.small")
    assert _set(s, 0) == {"exchange:0", "exchange:1", "skip"}
    s1, _ = play(s, 0, "exchange:1")
    assert res(s1, 0) == {"coins": 2, "vp": 5, "mp": 1} and GAME.decision(s1).seats == (1,)
    s2, _ = play(s, 0, "exchange:0")
    assert _set(s2, 0) == {"exchange:0", "skip"}
    s2, _ = play(s2, 0, "exchange:0")
    assert res(s2, 0) == {"coins": 2, "vp": 3, "mp": 1, "fp": 1}
    s3, _ = play(s, 0, "skip")
    assert _set(s3, 0) == {"exchange:0", "skip"}
