"""Hidden information (second rules pass): the public view ``view(state, None)`` and every public
event line of a random game never name a leader in a hand or a draft pack, nor a development card
still in a deck (future rounds' cards, deck order)."""

from __future__ import annotations

import json
import random
import re

import pytest

from games.lorenzo import GAME
from games.lorenzo.data import CARDS, EXCOMMUNICATIONS, LEADERS, TYPES
from games.lorenzo.state import LorenzoState
from games.lorenzo.words import english


def _hidden(s: LorenzoState) -> set[str]:
    """Ids of everything nobody but its owner (or nobody at all) may see."""
    out: set[str] = set()
    for p in s.p:
        out |= set(p.hand)
    for pack in s.draft:
        out |= set(pack)
    for t in TYPES:
        out |= set(s.decks[t])
    return out


def _names(ids: set[str]) -> dict[str, str]:
    return {i: (LEADERS[i].name if i in LEADERS else CARDS[i].name) for i in ids}


def _ambiguous() -> set[str]:
    """Names that occur inside another name or a printed text (e.g. "Church"): ids only."""
    texts = [c.name for c in CARDS.values()] + [x.name for x in LEADERS.values()]
    texts += [x.text for x in LEADERS.values()] + [x.text for x in EXCOMMUNICATIONS.values()]
    out = set()
    for name in _names(set(CARDS) | set(LEADERS)).values():
        if sum(bool(re.search(rf"\b{re.escape(name)}\b", t)) for t in texts) > 1:
            out.add(name)
    return out


AMBIGUOUS = _ambiguous()


ID = re.compile(r"\b(?:[TBCVL]\d{1,2})\b")


def _scan(text: str, hidden: set[str], where: str) -> None:
    leaked = set(ID.findall(text)) & hidden
    assert not leaked, f"{where}: ids {sorted(leaked)} leak"
    for i, name in _names(hidden).items():
        if name in text and name not in AMBIGUOUS:  # cheap test first, then whole words
            assert not re.search(rf"\b{re.escape(name)}\b", text), f"{where}: {name} ({i}) leaks"


@pytest.mark.parametrize("players,seed", [(2, 5), (3, 6), (4, 7)])
def test_public_view_and_events_never_leak_hidden_ids(players: int, seed: int) -> None:
    rng = random.Random(seed)
    s = GAME.setup(players, seed, GAME.options({"leaders": True, "bonus_tiles": "advanced"}))
    steps = 0
    while GAME.decision(s) is not None and steps < 3000:
        hidden_before = _hidden(s)
        pub = json.dumps(GAME.view(s, None), ensure_ascii=False)
        _scan(pub, hidden_before, f"view step {steps}")
        if steps % 7 == 0:  # a private view shows its own hand and pack, nobody else's
            for seat in range(players):
                own = set(s.p[seat].hand) | (set(s.draft[seat]) if s.draft else set())
                text = json.dumps(GAME.view(s, seat), ensure_ascii=False)
                _scan(text, hidden_before - own, f"view of seat {seat} step {steps}")
        d = GAME.decision(s)
        seat = rng.choice(list(d.seats))
        choices = GAME.legal_choices(s, seat)
        c = rng.choice(choices)
        s, events = GAME.apply(s, seat, c.id)
        hidden_after = _hidden(s)
        for e in events:
            if e.visible_to is None:
                # a line may name what the move itself revealed (a played/discarded leader, a
                # card dealt to the tower), so only what is still hidden afterwards counts
                line = english(e.text)
                _scan(line, hidden_after & hidden_before, f"event step {steps}: {line!r}")
        steps += 1
    assert GAME.decision(s) is None and s.phase == "over"
