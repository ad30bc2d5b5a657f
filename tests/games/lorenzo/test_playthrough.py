"""Golden playthrough (style.md 2.5): one seeded random game stored as a text log and diffed.
Regenerate on purpose with
``LORENZO_REGEN=1 .venv/bin/pytest tests/games/lorenzo/test_playthrough.py``
and review the diff like code."""

from __future__ import annotations

import os
import random
from pathlib import Path

from games.lorenzo import GAME
from games.lorenzo.words import english

GOLDEN = Path(__file__).parent / "playthroughs" / "seed7_3p_full.txt"


def playthrough() -> str:
    options = GAME.options({"leaders": True, "bonus_tiles": "advanced"})
    s = GAME.setup(3, 7, options)
    pick = random.Random(7)
    lines = [f"setup order={s.order} dice={s.dice} excommunications={s.excommunication_tiles}"]
    while (d := GAME.decision(s)) is not None:
        seat = sorted(d.seats)[0]
        choices = GAME.legal_choices(s, seat)
        c = pick.choice(choices)
        s, events = GAME.apply(s, seat, c.id)
        lines.append(f"{seat} {c.id} [{len(choices)}] {english(c.label)}")
        lines += [f"    {english(e.text)}" for e in events if e.public]
    r = GAME.result(s)
    lines.append(f"result totals={r.totals} winners={r.winners}")
    for seat, b in r.breakdown.items():
        lines.append(f"  {seat}: {b}")
    return "\n".join(lines) + "\n"


def test_golden_playthrough() -> None:
    text = playthrough()
    if os.environ.get("LORENZO_REGEN"):
        GOLDEN.write_text(text, encoding="utf-8")
    assert text == GOLDEN.read_text(encoding="utf-8")
