"""Golden playthroughs (after OpenSpiel): seeded games stored as text and diffed.

Each line: seat, number of legal choices (a perft-like count), the choice id and its label.
Regenerate on purpose with ``SM_REGEN=1 .venv/bin/pytest tests/games/stupor_mundi -k golden``
and review the diff like code.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

import pytest

from games.stupor_mundi import GAME
from tests.games.stupor_mundi.builders import en

HERE = Path(__file__).parent / "playthroughs"
CASES = [(1, 4, 400), (2, 8, 300), (4, 2, 300)]  # players, seed, moves


def lines(players: int, seed: int, limit: int) -> list[str]:
    pick = random.Random(seed)
    state = GAME.setup(players, seed)
    out = []
    while (d := GAME.decision(state)) is not None and len(out) < limit:
        seat = d.seats[0]
        choices = GAME.legal_choices(state, seat)
        choice = pick.choice([c for c in choices if c.id != "pass"] or choices)
        out.append(f"{seat} {len(choices):2d} {choice.id} | {en(choice.label)}")
        state, _ = GAME.apply(state, seat, choice.id)
    out.append(
        f"round {state.round} scores {[p.vp for p in state.pl]} palace {state.palace.model_dump()}"
    )
    return out


@pytest.mark.parametrize("players,seed,limit", CASES)
def test_golden_playthrough(players: int, seed: int, limit: int) -> None:
    path = HERE / f"p{players}_seed{seed}.txt"
    got = "\n".join(lines(players, seed, limit)) + "\n"
    if os.environ.get("SM_REGEN"):
        path.write_text(got)
    assert path.read_text() == got
