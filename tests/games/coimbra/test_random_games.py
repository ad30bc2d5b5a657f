"""Random full games for 2, 3 and 4 players through the contract checks (tests/engine_checks.py)."""

from __future__ import annotations

import pytest

from games.coimbra import GAME
from games.coimbra import data as D
from games.coimbra.options import CoimbraOptions
from games.coimbra.state import CoimbraState
from tests.engine_checks import check_random_game


def invariant(st: CoimbraState) -> None:
    """No negative / over-cap resources, every card and disc conserved, tracks in range."""
    for pl in st.p:
        assert 0 <= pl.coins <= 20 and 0 <= pl.guards <= 20
        assert all(0 <= v <= 15 for v in pl.tracks.values())
        assert pl.supply + len(pl.monasteries) + len(pl.expeditions) == D.DISCS_IN_SUPPLY
        assert len(set(pl.monasteries)) == len(pl.monasteries)
        assert len(set(pl.expeditions)) == len(pl.expeditions)
    cards = list(st.deck) + list(st.discard) + list(st.removed)
    cards += [c for row in st.cards.values() for c in row if c]
    cards += [c for pair in st.start_pairs for c in pair]
    cards += [c for pl in st.p for c in pl.cards]
    assert sorted(cards) == sorted(D.CITIZENS), "a citizen card was lost or duplicated"
    assert sorted(st.order) == list(range(st.players))
    owned = [f for pl in st.p for f in pl.favours]
    assert sorted(owned + st.favour_row) == sorted(D.FAVOURS)
    for node, discs in st.map_discs.items():
        assert len(set(discs)) == len(discs)
        for s in discs:
            assert st.map[node] in st.p[s].monasteries
    assert st.round <= 4


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2])
def test_random_full_game(players: int, seed: int) -> None:
    state, moves = check_random_game(GAME, players, seed, invariant=invariant)
    assert state.phase == "end" and state.round == 4
    assert not state.deck
    # same seed + same choices -> identical state
    again = GAME.replay(players, seed, None, moves)
    assert GAME.dump(again) == GAME.dump(state)


@pytest.mark.parametrize("players", [2, 4])
def test_random_game_with_alternative_options(players: int) -> None:
    opts = CoimbraOptions(
        crown_columns_left_to_right=False,
        two_player_gap_inclusive=True,
        council_tax_strict_space=True,
        castle4_on_placement=True,
        salvage_phase_c_bonuses=False,
        phase_e_start_bonuses_global=True,
        salvage_start_cards=True,
        tanger_any_disc=True,
    )
    state, _ = check_random_game(GAME, players, 11, options=opts, invariant=invariant)
    assert state.phase == "end"


def test_simulate_cli_runs() -> None:
    import subprocess
    import sys

    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "games",
            "simulate",
            "coimbra",
            "--players",
            "3",
            "--seed",
            "5",
            "--games",
            "1",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip()
