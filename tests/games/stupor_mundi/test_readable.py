"""Issue 12/13 engine side: what players read is sentences with names and numbers. Over random
games of every player count: no raw choice id, no internal code (card codes, workplace effect
codes, city bonus tiles, edict and solo card ids, board-piece codes), singular/plural right,
prompts never start with a seat, every end-like choice has role "end", and a decision of more
than 25 choices comes in groups of at most 25."""

from __future__ import annotations

import random
import re

import pytest

from games.stupor_mundi import GAME
from games.stupor_mundi import data as D
from tests.games.stupor_mundi.builders import en

CODES = re.compile(
    r"\b(?:"
    + "|".join(re.escape(c) for c in sorted(D.CARDS, key=len, reverse=True) if "-" in c)
    + r"|(?:CS|VL)-[A-D]-I{1,2}|CB-[A-F]|KC-[A-Z]+|G[TWK](?:-[AB])?"
    + r"|[TWK]-(?:\d|G[AB]?)|E\d\d|S\d\d)\b"
)
LEVEL_CARD = re.compile(r"\b[AB]\d{1,2}\b")  # A5/B6: card codes, unless a workplace space
# (a workplace space comes after its section's name: "countryside A1", "village A3")
CHOICE_ID = re.compile(r"\b[a-z_]+:[\w.]+")
PLURAL = re.compile(r"\(s\)|\b1 (?:cards|cities|structures|loyalists|independents|resources)\b")
END_IDS = {"pass", "skip", "done", "keep"}


def _problems(text: str, where: str) -> list[str]:
    out = [f"{where}: code {m.group(0)!r} in {text!r}" for m in CODES.finditer(text)]
    out += [
        f"{where}: card code {m.group(0)!r} in {text!r}"
        for m in LEVEL_CARD.finditer(text)
        if not re.search(r"\b(?:countryside|village)\s+" + m.group(0), text)
    ]
    out += [f"{where}: id {m.group(0)!r} in {text!r}" for m in CHOICE_ID.finditer(text)]
    out += [f"{where}: plural in {text!r}" for m in PLURAL.finditer(text)]
    return out


@pytest.mark.parametrize("players,seed", [(1, 31), (2, 32), (3, 33), (4, 34)])
def test_players_read_sentences(players, seed) -> None:
    rng = random.Random(seed)
    st = GAME.setup(players, seed)
    problems: list[str] = []
    for _ in range(1500):
        d = GAME.decision(st)
        if d is None:
            break
        assert not re.match(r"\{p\d\}", en(d.prompt)), d.prompt
        problems += _problems(en(d.prompt), "prompt")
        seat = d.seats[0]
        choices = GAME.legal_choices(st, seat)
        for c in choices:
            problems += _problems(en(c.label), f"label {c.id}") + _problems(
                en(c.detail), f"detail {c.id}"
            )
            if c.id in END_IDS:
                assert c.role == "end", c.id
        if len(choices) > 25:
            groups: dict[str | None, int] = {}
            for c in choices:
                groups[c.group] = groups.get(c.group, 0) + 1
            assert None not in groups and max(groups.values()) <= 25, groups
        st, events = GAME.apply(st, seat, rng.choice(choices).id)
        for e in events:
            problems += _problems(en(e.text), "event")
    assert not problems, problems[:5]
