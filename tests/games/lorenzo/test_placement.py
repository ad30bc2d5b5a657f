"""Placing family members: corners found by playing the engine as an expert would (limits, the
end of the actions phase, simultaneous effects). Each test is driven through
``legal_choices``/``apply``."""

from __future__ import annotations

from games.lorenzo import GAME

from .builders import Build, ids, play


def _last_fm_case(seat1_placed: list[str]) -> Build:
    """Seat 0 has only the neutral member (value 0) and no servant, but a leader in hand."""
    b = Build(2, leaders=True).dice(1, 1, 1).leaders(0, "L5", hand=True)
    b.s.order = [1, 0]
    b.s.p[0].placed = ["white", "black", "orange"]
    b.s.p[1].placed = list(seat1_placed)
    return b


def test_leader_action_can_make_the_last_member_placeable_when_nobody_else_can_place() -> None:
    """B Aktionen / Anführeraktionen: leader actions are taken "jederzeit vor oder nach dem Setzen
    eines Familienmitglieds"; a player whose last member can only be placed after discarding a
    leader (privilege: 2 servants) still has his turn, also when all others are done (before: the
    round ended at once, while the same player got the turn when someone else could still place)."""
    s = _last_fm_case(["white", "black"]).turn(1)
    s, _ = play(s, 1, "fm:orange", "space:market.1")
    assert s.round == 1 and GAME.decision(s).seats == (0,)
    assert sorted(ids(s, 0)) == ["leader:discard:L5", "pass"]
    s, _ = play(s, 0, "leader:discard:L5", "privilege:servants")
    assert ids(s, 0) == ["fm:neutral"]
    s, _ = play(s, 0, "fm:neutral", "space:market.2")
    assert s.round == 2 and s.p[0].vp == 0


def test_passing_the_leader_only_turn_ends_the_round() -> None:
    """The extra turn is offered once: a pass (keeping the leader) ends the actions phase."""
    s = _last_fm_case(["white", "black"]).turn(1)
    s, _ = play(s, 1, "fm:orange", "space:market.1")
    s, _ = play(s, 0, "pass")
    assert s.round == 2 and s.p[0].hand == ["L5"] and not s.p[0].passed


def test_no_extra_turn_without_a_leader_action() -> None:
    """Without a leader action left (hand empty, nothing to activate) the round ends at once."""
    b = Build(2, leaders=True).dice(1, 1, 1)
    b.s.order = [1, 0]
    b.s.p[0].placed = ["white", "black", "orange"]
    b.s.p[1].placed = ["white", "black"]
    s = b.turn(1)
    s, _ = play(s, 1, "fm:orange", "space:market.1")
    assert s.round == 2


def test_ariosto_occupied_spaces_but_never_two_coloured_members_in_one_area() -> None:
    """Yucata note: "Du kannst niemals zwei farbige Familienmitglieder in derselben Aktionsgruppe
    verwenden. Auch wenn eine Anführerkarte erlaubt, bereits besetzte Felder zu nutzen, muss diese
    Basisregel beachtet werden." Ariosto (L2), own white on the small harvest space, the other's
    black on the small production space; 2 players: large spaces and market 3/4 covered."""
    b = Build(2, leaders=True).dice(3, 3, 3).leaders(0, "L2").give(0, servants=1)
    b.place(0, "white", "harvest.small").place(1, "black", "production.small")
    b.place(1, "white", "market.1")
    s = b.turn(0)
    base = {"space:market.1", "space:market.2", "space:council", "space:production.small"}
    assert set(ids(play(s, 0, "fm:black")[0], 0)) == base
    assert set(ids(play(s, 0, "fm:neutral")[0], 0)) == base | {"space:harvest.small"}


def test_immediate_gains_come_before_the_bonus_action() -> None:
    """Simultaneous effects of one card (BA-6): the Captain's 2 MP count for the territory slot of
    his own bonus action (third territory needs 3 MP); with the MP excommunication (1 MP less per
    source) only 1 MP arrives and the bonus action has nothing takeable."""
    for exc, takeable in ((False, True), (True, False)):
        b = Build(2).dice(1, 1, 1).own(0, "T1", "T2").tower("character", 0, "C57")
        b.tower("territory", 0, "T3").give(0, coins=4, mp=1)
        if exc:
            b.excommunicate(0, "EXC-1")
        s, _ = play(b.turn(0), 0, "fm:white", "space:tower.blue.1")
        assert s.p[0].mp == (2 if exc else 3)
        assert (ids(s, 0) == ["space:tower.green.1", "skip"]) is takeable
        if takeable:
            s, _ = play(s, 0, "space:tower.green.1")
            assert s.p[0].cards["territory"] == ["T1", "T2", "T3"] and s.p[0].mp == 3


def test_privilege_before_the_bonus_action_can_pay_a_venture() -> None:
    """Hero: the privilege (2 MP) is chosen before the bonus venture action, so it meets the
    Military Campaign's 3 MP requirement."""
    b = Build(2).dice(1, 1, 1).tower("character", 0, "C60").tower("venture", 0, "V77")
    b.give(0, coins=4, mp=1)
    s, _ = play(b.turn(0), 0, "fm:white", "space:tower.blue.1")
    assert ids(s, 0)[0].startswith("privilege:")
    s, _ = play(s, 0, "privilege:mp")
    assert ids(s, 0) == ["space:tower.purple.1", "skip"]
    s, _ = play(s, 0, "space:tower.purple.1")
    assert s.p[0].cards["venture"] == ["V77"] and s.p[0].mp == 1 and s.p[0].coins == 3


def test_beispiele_white_die_4_and_black_5_minus_1() -> None:
    """B Aktionen: "Wenn z. B. mit dem weißen Würfel eine 4 gewürfelt wurde, haben alle
    Familienmitglieder mit dem weißen Würfelsymbol in dieser Runde den Wert 4"; EXC-7: "Falls z. B.
    mit dem schwarzen Würfel eine 5 gewürfelt wurde, hat das Familienmitglied mit dem schwarzen
    Würfelsymbol den Aktionswert 4" (coloured only: the neutral stays 0). A 4 takes floor 2 (3), a
    black 4 cannot take floor 3 (5) without a servant."""
    b = Build(3).dice(4, 5, 2).excommunicate(1, "EXC-7").tower("territory", 2, "T5")
    b.tower("territory", 1, "T2")
    s = b.turn(1)
    v = GAME.view(s, None)
    values = [{fm: x["value"] for fm, x in pl["family"].items()} for pl in v["players"]]
    assert values[0] == values[2] == {"white": 4, "black": 5, "orange": 2, "neutral": 0}
    assert values[1] == {"white": 3, "black": 4, "orange": 1, "neutral": 0}
    s, _ = play(s, 1, "fm:black")
    assert "space:tower.green.2" in ids(s, 1) and "space:tower.green.3" not in ids(s, 1)


def test_coloured_member_may_follow_the_own_neutral_into_a_tower() -> None:
    """Türme: "Farblose Familienmitglieder gelten als neutrale Farbe" - the order does not matter:
    after the own neutral on green 1, a coloured member may take green 2 (paying the 3 coins, since
    the tower is occupied "unabhängig davon, zu welcher Familie dieses gehört")."""
    b = Build(2).dice(3, 3, 3).tower("territory", 1, "T2").place(0, "neutral", "tower.green.1")
    s = b.give(0, coins=3).turn(0)
    s, _ = play(s, 0, "fm:white")
    assert [x for x in ids(s, 0) if "tower" in x] == ["space:tower.green.2"]
    s, _ = play(s, 0, "space:tower.green.2")
    assert s.p[0].coins == 0 and s.p[0].cards["territory"] == ["T2"]
