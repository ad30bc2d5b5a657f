"""Lorenzo's AI knowledge (games/lorenzo/ai.py): the evaluation's numbers on built positions,
the sampler (what a seat cannot see is drawn anew, deterministically), AI-only games."""

from __future__ import annotations

import random

import pytest

from ai import choose
from games.lorenzo import GAME
from games.lorenzo import ai_weights as W
from games.lorenzo.ai import (
    DEFAULT,
    evaluate,
    excommunication_cost,
    placements_left,
    sample_unseen,
    score_now,
)
from games.lorenzo.data import FAITH_REQUIRED, FAITH_VP, RESOURCES_PER_VP
from games.lorenzo.scoring import final_scoring, military_vp
from games.lorenzo.state import Step
from games.simulate import random_playout
from tests.games.lorenzo.builders import Build
from tests.games.lorenzo.test_random_games import invariant


def positions(players: int, seed: int, every: int = 7):
    play = random_playout(GAME, players, seed)
    state = GAME.setup(players, seed)
    for i, (seat, cid) in enumerate(play.moves):
        if i % every == 0:
            yield GAME.copy(state)
        GAME.play(state, seat, cid)
    yield state


@pytest.mark.parametrize("players", [2, 3, 4])
def test_score_now_is_the_final_scoring_with_fractional_resources(players):
    for s in positions(players, 3):
        table = final_scoring(s)
        mil = military_vp([p.mp for p in s.p])
        for seat, p in enumerate(s.p):
            res = p.wood + p.stone + p.servants + p.coins
            row = table[str(seat)]
            expected = row["total"] - row["resources"] + res / RESOURCES_PER_VP
            assert score_now(p, mil[seat]) == pytest.approx(expected)


def test_at_the_end_the_evaluation_is_the_final_score():
    *_, last = positions(3, 4)
    assert last.final is not None
    assert evaluate(last) == [float(last.final[str(s)]["total"]) for s in range(3)]


def test_nothing_is_still_to_come_once_every_member_of_round_6_is_placed():
    b = Build(players=2).own(0, "T17", "B41").give(0, coins=5, mp=4, fp=5)  # the faith VR-1 asks
    s = b.turn(0)
    s.round = 6
    for p in s.p:
        p.placed = ["white", "black", "orange", "neutral"]
    assert placements_left(s, 0) == 0
    mil = military_vp([p.mp for p in s.p])
    assert evaluate(s)[0] == pytest.approx(score_now(s.p[0], mil[0]) + FAITH_VP[5])


def test_a_seat_with_more_income_to_come_is_valued_higher():
    """Trading Town (harvest at 1: 3 coins) against Monastery (harvest at 6: 1 stone, 1 FP),
    everything else equal, at the start of round 1 (24 placements left, HP-6)."""
    s = Build(players=2).own(0, "T17").own(1, "T6").turn(0)
    v = evaluate(s)
    unit = W.INCOME_UNIT
    trading_town = 3 * unit["coins"] * W.REACH[1]
    monastery = (unit["stone"] + unit["fp"]) * W.REACH[6]
    harvests = W.ACTIVATIONS_PER_ROUND[2] * 6
    assert v[0] - v[1] == pytest.approx(harvests * (trading_town - monastery))
    assert trading_town > monastery  # the numbers of the rules: 3 coins at any value beat 2 at 6


def test_income_to_come_shrinks_with_the_rounds_left():
    early = Build(players=2).own(0, "B41").turn(0)  # Bank: production at 2, 5 coins
    late = Build(players=2).own(0, "B41").give(0, fp=5).give(1, fp=5).turn(0)  # no faith worry
    late.round = 5
    gap_early = evaluate(early)[0] - evaluate(early)[1]
    gap_late = evaluate(late)[0] - evaluate(late)[1]
    assert gap_early > gap_late > 0
    assert gap_late == pytest.approx(
        gap_early * placements_left(late, 0) / placements_left(early, 0)
    )


def test_production_counting_cards_counts_them():
    """Mint (B25): 1 coin per building at production 5."""
    one = Build(players=2).own(0, "B25").own(1, "B29").turn(0)
    two = Build(players=2).own(0, "B25", "B30").own(1, "B29", "B30").turn(0)
    per_building = W.INCOME_UNIT["coins"] * W.REACH[5] * W.ACTIVATIONS_PER_ROUND[2] * 6
    assert (evaluate(two)[0] - evaluate(two)[1]) - (
        evaluate(one)[0] - evaluate(one)[1]
    ) == pytest.approx(per_building)


def test_a_looming_excommunication_costs_the_seat_short_of_faith():
    """Round 2, every member placed but the report still ahead: 2 FP < 3 (VR-1) is an
    excommunication for sure; 3 FP is the faith table's 3 VP (VR-3)."""
    b = Build(players=2)
    s = b.turn(0)
    s.round = 2
    s.excommunication_tiles = ["EXC-7", "EXC-13", "EXC-19"]
    for p in s.p:
        p.placed = ["white", "black", "orange", "neutral"]
    s.p[0].fp, s.p[1].fp = 2, 3
    tile_cost = W.EXCOMMUNICATION_COST["EXC-7"] * 16 / 24  # rounds 3-6 still to suffer it
    assert excommunication_cost(s, s.p[0], "EXC-7") == pytest.approx(tile_cost)
    v = evaluate(s)
    assert v[1] - v[0] == pytest.approx(FAITH_VP[3] - FAITH_VP[2] + tile_cost)


def test_the_looming_excommunication_is_less_certain_with_placements_left():
    s = Build(players=2).turn(0)  # round 1: 8 placements before the first report
    s.excommunication_tiles = ["EXC-7", "EXC-13", "EXC-19"]
    s.p[0].fp = 2
    need = FAITH_REQUIRED[1] - 2
    chance = need / (need + W.FAITH_CATCH_UP * 8)
    full = Build(players=2).turn(0)
    full.excommunication_tiles = s.excommunication_tiles
    full.p[0].fp = 3
    gap = evaluate(full)[0] - evaluate(s)[0]
    assert gap == pytest.approx(
        FAITH_VP[3] - FAITH_VP[2] + chance * excommunication_cost(s, s.p[0], "EXC-7")
    )


def test_a_period_3_tile_costs_what_the_final_scoring_would_take():
    s = Build(players=2).own(0, "C49", "C50", "C51").turn(0)
    s.round = 5
    assert excommunication_cost(s, s.p[0], "EXC-15") == 6  # 3 characters: 6 VP (SC-3)
    s.p[0].mp = 9
    assert excommunication_cost(s, s.p[0], "EXC-19") == 9


def at_the_round_2_report(step: Step, fp: int):
    """Round 2, every member placed, ``step`` open for seat 0 who holds ``fp`` faith points."""
    s = Build(players=2).step(step)
    s.round = 2
    s.excommunication_tiles = ["EXC-7", "EXC-13", "EXC-19"]
    for p in s.p:
        p.placed = ["white", "black", "orange", "neutral"]
    s.p[0].fp = fp
    return s


def test_a_seat_short_of_faith_takes_the_faith_point_before_the_report():
    """A last privilege with 2 FP before the first report (VR-1 needs 3): the faith point
    saves the seat from the tile; 2 coins would be worth less (the final scoring now valued
    1 FP at 1/3 VP and took the coins)."""
    s = at_the_round_2_report(Step(kind="privilege", seat=0, remaining=1), fp=2)
    assert {"privilege:fp", "privilege:coins"} <= set(GAME.legal_ids(s, 0))
    assert choose(GAME, s, 0, "greedy", 1) == "privilege:fp"


def test_the_seat_supports_the_church_rather_than_take_a_period_1_tile():
    s = at_the_round_2_report(Step(kind="vatican", seat=0), fp=3)
    s.phase = "vatican"
    values = {}
    for cid in GAME.legal_ids(s, 0):
        after = GAME.copy(s)
        GAME.play(after, 0, cid)
        values[cid] = evaluate(after)[0]
    assert values["support"] > values["excommunicate"]
    assert choose(GAME, s, 0, "greedy", 1) == "support"


def test_the_weights_are_plain_data():
    assert DEFAULT.income["T17"] == pytest.approx(3 * W.INCOME_UNIT["coins"])
    assert set(W.EXCOMMUNICATION_COST) == {f"EXC-{i}" for i in range(1, 15)}


def test_the_evaluation_is_deterministic_and_leaves_the_state_alone():
    for s in positions(4, 6, 25):
        before = GAME.dump(s)
        assert evaluate(s) == evaluate(s)
        assert GAME.dump(s) == before


def test_the_sample_draws_the_dice_to_come_anew():
    """The seed decides the dice still to be rolled (P-2); no seat sees it. Two states that
    differ only in the seed give the same sample, and the sample has its own seed."""
    s = next(x for i, x in enumerate(positions(3, 7)) if i == 3)
    other = GAME.copy(s)
    other.seed = s.seed + 1
    assert GAME.view(other, 0) == GAME.view(s, 0)
    a = sample_unseen(s, 0, random.Random(5))
    b = sample_unseen(other, 0, random.Random(5))
    assert GAME.dump(a) == GAME.dump(b)
    assert a.seed != s.seed
    assert choose(GAME, s, s.pending[-1].seat, "normal", 3) == choose(
        GAME, other, other.pending[-1].seat, "normal", 3
    )


def test_the_sample_is_an_independent_copy():
    s = next(x for i, x in enumerate(positions(3, 8)) if i == 5)
    before = GAME.dump(s)
    world = sample_unseen(s, 1, random.Random(1))
    world.p[0].cards["territory"].append("T1")
    world.decks["territory"].clear()
    world.p[1].coins += 50
    assert GAME.dump(s) == before


@pytest.mark.parametrize(
    "players,levels",
    [
        (2, ("normal", "greedy")),
        (3, ("normal", "easy", "greedy")),
        (4, ("normal", "easy", "greedy", "random")),
    ],
)
def test_ai_only_games_end_with_the_invariants_holding(players, levels):
    state = GAME.setup(players, 31)
    moves = 0
    while (d := GAME.decision(state)) is not None:
        seat = next(s for s in d.seats if GAME.legal_ids(state, s))
        cid = choose(GAME, state, seat, levels[seat], moves)
        state, _ = GAME.apply(state, seat, cid)
        invariant(state)
        moves += 1
        assert moves < 1000
    assert GAME.result(state) is not None


def test_the_milestone_is_the_round_and_its_stage():
    """A round's placements are one stage, the Vatican report after them another."""
    seen = []
    for state in positions(4, 3, every=1):
        mark = GAME.milestone(state)
        if not seen or seen[-1] != mark:
            seen.append(mark)
    assert seen[:3] == [(1, "actions"), (2, "actions"), (2, "vatican")]
    assert len(seen) == len(set(seen))  # every stage comes once, in order
