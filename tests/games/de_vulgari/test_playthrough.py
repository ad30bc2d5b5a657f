"""Golden playthrough (OpenSpiel style): one seeded random game as a text log, diffed.
Regenerate on purpose with DVE_REGEN=1 and review the diff like code."""

from __future__ import annotations

import os
from pathlib import Path

from games.contract import name_seats
from games.de_vulgari import GAME
from games.simulate import random_playout

from .builders import en

HERE = Path(__file__).parent / "playthroughs"
NAMES = ["Red", "Grey", "Orange"]


def _log(players: int, seed: int) -> str:
    po = random_playout(GAME, players, seed)
    st = GAME.setup(players, seed)
    lines = [f"# {GAME.slug} players={players} seed={seed}"]
    for seat, cid in po.moves:
        st, events = GAME.apply(st, seat, cid)
        lines.append(f"> {NAMES[seat]}: {cid}")
        lines += ["  " + name_seats(en(e.text), NAMES) for e in events if e.public]
    res = GAME.result(st)
    lines.append("# totals " + " ".join(f"{NAMES[s]}={res.totals[s]}" for s in range(players)))
    return "\n".join(lines) + "\n"


def test_golden_playthrough_three_players() -> None:
    path = HERE / "3p_seed5.txt"
    text = _log(3, 5)
    if os.environ.get("DVE_REGEN"):
        path.write_text(text)
    assert path.read_text() == text
