"""Golden playthrough (after OpenSpiel's playthroughs): one seeded 3-player
game stored as a text log.

Regenerate on purpose with
``COIMBRA_REGEN=1 .venv/bin/pytest tests/games/coimbra/test_playthrough.py``
and review the diff like code.
"""

from __future__ import annotations

import os
import random
from pathlib import Path

from games.coimbra import GAME
from tests.games.coimbra.builders import en

GOLDEN = Path(__file__).parent / "playthroughs" / "coimbra_3p_seed7.txt"


def playthrough() -> str:
    st = GAME.setup(3, 7)
    pick = random.Random(7)
    lines = []
    while (d := GAME.decision(st)) is not None:
        seat = d.seats[0]
        choices = GAME.legal_choices(st, seat)
        c = pick.choice(choices)
        st, events = GAME.apply(st, seat, c.id)
        lines.append(f"> p{seat} {c.id} | {en(c.label)}")
        lines += [f"  {en(e.text)}" for e in events]
    res = GAME.result(st)
    lines.append(f"totals {res.totals} ranking {res.ranking}")
    for s, bd in res.breakdown.items():
        lines.append(f"p{s} {bd}")
    return "\n".join(lines) + "\n"


def test_golden_playthrough() -> None:
    text = playthrough()
    if os.environ.get("COIMBRA_REGEN") or not GOLDEN.exists():
        GOLDEN.write_text(text)
    assert text == GOLDEN.read_text()
