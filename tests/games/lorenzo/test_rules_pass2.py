"""Second rules pass: corners found by playing the engine as an expert would (limits, the end of
the actions phase, simultaneous effects). Each test is driven through ``legal_choices``/``apply``."""

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
