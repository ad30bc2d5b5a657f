"""Random full games for every player count (contract checks + Stupor Mundi invariants)."""

from __future__ import annotations

import pytest

from games.simulate import random_playout
from games.stupor_mundi import GAME
from games.stupor_mundi.options import StuporMundiOptions
from tests.engine_checks import check_random_game
from tests.games.stupor_mundi.invariants import check_invariants

# seeds whose random game is among the shorter ones (random players pass often, so a random
# game runs 50-90 rounds; `python -m bench.soak --game stupor-mundi` plays many seeds of every
# length)
SHORT_SEEDS = {1: 11, 2: 9, 3: 20, 4: 28}


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_full_game_passes_contract_and_invariants(players: int) -> None:
    state, moves = check_random_game(
        GAME, players, seed=SHORT_SEEDS[players], invariant=check_invariants, full_checks_every=10
    )
    result = GAME.result(state)
    assert result is not None and state.end_flags
    # the winner follows the tie-break: most VP, then most great structures
    best = max(result.totals.values())
    tied = [s for s in result.totals if result.totals[s] == best]
    top_greats = max(state.pl[s].greats for s in tied)
    assert set(result.winners) == {s for s in tied if state.pl[s].greats == top_greats}


@pytest.mark.parametrize("players,market", [(1, "hard"), (2, "medium")])
def test_random_game_with_market_options(players: int, market: str) -> None:
    opts = StuporMundiOptions(market=market, solo_easy=False, houses="choose")
    state, _ = check_random_game(
        GAME, players, seed=5, options=opts, invariant=check_invariants, full_checks_every=25
    )
    sides = {m.split(".")[1] for m in state.markets}
    assert sides == ({"hard"} if market == "hard" else {"easy", "hard"})


@pytest.mark.parametrize("players", [1, 2])  # 3-4 players: the replay check above covers it
def test_same_seed_and_choices_give_same_final_state(players: int) -> None:
    a = random_playout(GAME, players, seed=3)
    b = random_playout(GAME, players, seed=3)
    assert GAME.dump(a.state) == GAME.dump(b.state)
    assert a.moves == b.moves
    replayed = GAME.replay(players, 3, None, a.moves)
    assert GAME.dump(replayed) == GAME.dump(a.state)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_many_seeds_end_with_invariants(players: int) -> None:
    for seed in range(20, 21):
        play = random_playout(GAME, players, seed)
        check_invariants(play.state)
        assert play.result is not None
