"""The Stupor Mundi evaluation on built positions (issue 15): what still pays is valued by
the end phases still to come, with the numbers of the rules (R-11.2, R-11.3, R-12.1)."""

from __future__ import annotations

import pytest

from games.stupor_mundi import GAME
from games.stupor_mundi import ai as smai
from games.stupor_mundi import ai_weights as W
from games.stupor_mundi.state import Step
from tests.games.stupor_mundi.builders import at_turn, new, setp, setpal

NO_ALLIES = [None] * 5


def ally_worth(st, seat: int, allies: list) -> float:
    """What owning ``allies`` adds to ``seat``'s evaluation."""
    setp(st, seat, allies=NO_ALLIES[:])
    without = smai.evaluate(st)[seat]
    setp(st, seat, allies=allies)
    return smai.evaluate(st)[seat] - without


def test_an_ally_is_worth_its_income_in_every_end_phase_still_to_come():
    st = at_turn(new(2), 0)
    ahead = smai.rounds_ahead(st)
    assert ahead > 3  # round 1: many rounds to come
    sige = ["L-SIGE", None, None, None, None]  # +2 while Frederick holds >= 3 grain
    setpal(st, grain=3)
    assert ally_worth(st, 0, sige) == pytest.approx(3 * (ahead + 1))  # 1 + 2 VP per end phase
    setpal(st, grain=1)
    assert ally_worth(st, 0, sige) == pytest.approx(1 * (ahead + 1))


def test_once_the_end_is_triggered_an_ally_pays_once_more_and_income_once_more():
    st = at_turn(new(2), 0)
    st.end_flags = ["b"]
    setpal(st, grain=3)
    assert ally_worth(st, 0, ["L-SIGE", None, None, None, None]) == pytest.approx(3.0)
    setp(st, 0, castle=["T1", "W23"])
    base = smai.evaluate(st)[0]
    setp(st, 0, castle=["T1", "W23", "T2", "T3"])  # T2-W23-T3: the aug side is complete
    structures = 2 * (1 + W.STRUCTURE_VALUE)
    assert smai.evaluate(st)[0] - base == pytest.approx(structures + W.SIDE_INCOME_VALUE["INC-AUG"])


def test_an_ally_paid_in_this_end_phase_is_not_counted_again():
    st = new(2)
    st.end_flags = ["b"]
    st.phase = "end"
    st.stack = [Step(kind="round_end"), Step(kind="ep_allies", seat=1)]  # seat 0 already paid
    setpal(st, grain=3)
    sige = ["L-SIGE", None, None, None, None]
    assert ally_worth(st, 0, sige) == pytest.approx(0.0)
    assert ally_worth(st, 1, sige) == pytest.approx(3.0)


def test_the_rounds_to_come_follow_the_round_and_stop_at_the_end_trigger():
    st = at_turn(new(2), 0)
    assert smai.rounds_ahead(st) == W.EXPECTED_ROUNDS[2] - 1
    st.round = 5
    assert smai.rounds_ahead(st) == W.EXPECTED_ROUNDS[2] - 5
    st.edict_pile = st.edict_pile[:1]  # edicts issued do not shorten it: holding back gains nothing
    assert smai.rounds_ahead(st) == W.EXPECTED_ROUNDS[2] - 5
    st.round = 40
    assert smai.rounds_ahead(st) == W.LAST_ROUNDS_FLOOR
    st.end_flags = ["c"]
    assert smai.rounds_ahead(st) == 0.0


def test_passing_gives_up_the_actions_left_this_round():
    st = at_turn(new(2), 0)
    p = st.pl[0]
    left = min(len(p.hand), sum(c is None for c in p.slots[:5]))
    assert left == 5
    before = smai.evaluate(st)
    after, _ = GAME.apply(st, 0, "pass")
    values = smai.evaluate(after)
    assert before[0] - values[0] == pytest.approx(left * W.ACTION_VALUE)
    assert values[1] == pytest.approx(before[1])


def test_the_evaluation_is_a_pure_function_of_the_state():
    st = at_turn(new(3, seed=4), 1)
    copy = GAME.copy(st)
    assert smai.evaluate(st) == smai.evaluate(copy)
    assert GAME.dump(st) == GAME.dump(copy)  # evaluating changed nothing


def test_the_fast_ally_conditions_agree_with_the_scoring_on_random_games():
    import random

    from games.stupor_mundi import data as D
    from games.stupor_mundi.scoring import ally_condition

    assert set(smai.ALLY_CONDITIONS) == set(D.ALLIES)
    seen = {True: 0, False: 0}
    for seed in (1, 2):
        st, rand = GAME.setup(3, seed), random.Random(seed)
        for move in range(900):
            if GAME.decision(st) is None:
                break
            seat = next(s for s in GAME.decision(st).seats if GAME.legal_ids(st, s))
            GAME.play(st, seat, rand.choice(GAME.legal_ids(st, seat)))
            if move % 30 == 0:
                for s, p in enumerate(st.pl):
                    for ally in D.ALLIES:
                        holds = ally_condition(st, s, ally)
                        assert smai.ALLY_CONDITIONS[ally](p, st.palace) is holds, (ally, seed, move)
                        seen[holds] += 1
    assert seen[True] and seen[False]
