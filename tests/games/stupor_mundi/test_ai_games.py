"""AI-only Stupor Mundi games of 2-4 players end (issue 15): the evaluation pays for the
progress that brings an end condition closer (castle, edicts, bought cards), so greedy
and normal players build, issue edicts and buy instead of collecting income for ever."""

from __future__ import annotations

import pytest

from ai.player import choose
from games.stupor_mundi import GAME
from games.stupor_mundi import ai as smai
from games.stupor_mundi.state import Step
from tests.engine_checks import check_random_game
from tests.games.stupor_mundi.builders import at_turn, new, setp
from tests.games.stupor_mundi.invariants import check_invariants

MOVE_CAP = 3000  # a random game runs 1,200-5,000 decisions; these end well inside the cap


@pytest.mark.parametrize(
    "players,levels",
    [
        (2, ("normal", "greedy")),
        (3, ("greedy", "normal", "greedy")),
        (4, ("normal", "greedy", "greedy", "greedy")),
    ],
)
def test_ai_only_games_reach_an_end_condition_with_the_invariants(players, levels):
    count = [0]

    def chooser(state, seat, choices):
        count[0] += 1
        cid = choose(GAME, state, seat, levels[seat], count[0])
        return next(c for c in choices if c.id == cid)

    state, moves = check_random_game(
        GAME,
        players,
        seed=21,
        invariant=check_invariants,
        max_moves=MOVE_CAP,
        full_checks_every=25,
        chooser=chooser,
    )
    assert GAME.result(state) is not None and state.end_flags
    assert len(moves) < MOVE_CAP


def test_castle_progress_and_a_started_build_count_in_the_evaluation():
    st = at_turn(new(2), 0)
    before = smai.evaluate(st)[0]
    setp(st, 0, castle=["T1", "W23", "T2"])
    assert smai.evaluate(st)[0] >= before + 1 + smai.STRUCTURE_VALUE  # its VP and its progress
    st = at_turn(new(2), 0)
    setp(st, 0, grain=3, stone=3)
    base = smai.evaluate(st)[0]
    st.stack.append(Step(kind="build", seat=0, a={"wp": []}))
    assert smai.evaluate(st)[0] == pytest.approx(base + smai.PENDING_VALUE["build"])
    setp(st, 0, grain=0, stone=0, aug=0)  # nothing can be built: a started build is worth nothing
    st.stack[-1] = Step(kind="build", seat=0, a={"wp": []})
    assert smai.evaluate(st)[0] == pytest.approx(smai.evaluate(at_turn(st, 0))[0])
