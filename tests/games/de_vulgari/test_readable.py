"""Issue 12/13 engine side over random games of every player count: prompts, labels, details
and log lines are sentences (no raw choice id, no library tile code, plurals right), prompts
never start with a seat, end-like choices have role "end", a menu of more than 25 choices comes
in groups of at most 25, and every `ref` is a name the public view draws."""

from __future__ import annotations

import random
import re

import pytest

from games.de_vulgari import GAME

from .builders import en

CHOICE_ID = re.compile(r"\b[a-z_]+:[\w.]+")
CODE = re.compile(r"\bL\d\b")
PLURAL = re.compile(
    r"\(s\)|\b1 (?:actions|spaces|ducats|cubes|tiles|nobles|secretaries|abbesses|VPs)\b"
)
END_IDS = {"end", "end:stupor", "back", "pass", "refuse", "sell:0", "elect:none"}


def _problems(text: str, where: str) -> list[str]:
    return [
        f"{where}: {m.group(0)!r} in {text!r}"
        for pat in (CHOICE_ID, CODE, PLURAL)
        for m in pat.finditer(text)
    ]


@pytest.mark.parametrize("players,seed", [(2, 41), (3, 42), (4, 43), (5, 44)])
def test_players_read_sentences_and_refs_point_at_the_board(players, seed) -> None:
    rng = random.Random(seed)
    st = GAME.setup(players, seed)
    problems: list[str] = []
    refs = 0
    while (d := GAME.decision(st)) is not None:
        assert not re.match(r"\{p\d\}", en(d.prompt)), d.prompt
        problems += _problems(en(d.prompt), "prompt")
        seat = rng.choice(list(d.seats))
        choices = GAME.legal_choices(st, seat)
        names = {z["name"] for z in GAME.view(st, None)["map"]["zones"]}
        for c in choices:
            problems += _problems(en(c.label), f"label {c.id}") + _problems(
                en(c.detail), f"detail {c.id}"
            )
            if c.id in END_IDS:
                assert c.role == "end", c.id
            if c.ref is not None:
                refs += 1
                assert c.ref in names, c.ref
        if len(choices) > 25:
            groups: dict[str | None, int] = {}
            for c in choices:
                groups[c.group] = groups.get(c.group, 0) + 1
            assert None not in groups and max(groups.values()) <= 25, groups
        st, events = GAME.apply(st, seat, rng.choice(choices).id)
        for e in events:
            problems += _problems(en(e.text), "event")
    assert not problems, problems[:5]
    assert refs
