"""Second audit: hidden information never reaches the public view or a public log line
during whole games (library tiles in hand/pile, face-down papal tiles, manuscript deck
order, screens, secret election declarations before the reveal)."""

from __future__ import annotations

import json
import random
import re

import pytest

from games.de_vulgari import GAME
from games.de_vulgari.data import PAPAL

from .builders import en
from .policy import choose

WORDS = ("banker", "monk", "camerlengo", "pope")


def _hidden_ids(st) -> set[str]:
    out = set(st.library_pile)
    out |= {p.library_tile for p in st.player if p.library_tile}
    out |= {t for step in st.pending for t in step.tiles}
    for deck in st.decks.values():
        out |= set(deck)
    out |= set(st.papal[len(st.papal_revealed) :])
    return out


def _scan(text: str, hidden: set[str], where: str) -> None:
    for h in hidden:
        assert not re.search(rf"(?<![\w-]){re.escape(h)}(?![\w-])", text), (
            f"{h} leaks in {where}: {text[:200]}"
        )


@pytest.mark.parametrize("players,seed", [(4, 11)])
def test_public_view_and_log_hide_every_hidden_id(players, seed) -> None:
    rnd = random.Random(seed)
    st = GAME.setup(players, seed)
    steps = 0
    unrevealed_colours_seen = 0
    kinds: set[str] = set()
    while (d := GAME.decision(st)) is not None:
        seat = rnd.choice(list(d.seats))
        cid = choose(st, seat, rnd)
        hidden_before = _hidden_ids(st)
        kinds.add(cid.split(":")[0])
        st, events = GAME.apply(st, seat, cid)
        steps += 1
        if st.phase == "over":
            break
        hidden = _hidden_ids(st) | hidden_before - {
            t for t in hidden_before if t in st.papal_revealed
        }
        # refills turn deck manuscripts face up: those are public now
        face_up = {m for row in st.rows.values() for m in row}
        hidden -= face_up
        public = [en(e.text) for e in events if e.public]
        for line in public:
            _scan(line, hidden, "a public event")
            if st.phase == "election":
                assert not any(w in line.lower() for w in WORDS), f"declaration leaks: {line}"
        view = GAME.view(st, None)
        _scan(json.dumps(view), hidden, "view(None)")
        for j, space in enumerate(view["round_track"][11:]):
            if j >= len(st.papal_revealed):
                assert space["papal"] == "face-down"
                unrevealed_colours_seen += 1
        d2 = GAME.decision(st)
        if d2 is not None:
            _scan(en(d2.prompt), hidden, "the decision prompt")
        if steps % 25 == 0:
            for s in range(players):
                own = {t for step in st.pending if step.seat == s for t in step.tiles}
                if st.player[s].library_tile:
                    own.add(st.player[s].library_tile)
                _scan(json.dumps(GAME.view(st, s)), hidden - own, f"view({s})")
        if st.phase == "election":
            assert all(p["election"] is None for p in view["players"])
            assert '"private"' not in json.dumps(view)
        assert steps < 6000
    assert unrevealed_colours_seen > 0
    assert {"keep", "elect", "ms"} <= kinds, kinds
    assert all(t in PAPAL for t in st.papal_revealed)


def _other_screens(st):
    """The same public position with different screens (cubes, secretaries, library tile)."""
    alt = GAME.load(GAME.dump(st))
    for p in alt.player:
        p.red, p.black, p.yellow, p.green_behind = (
            p.red + 1,
            p.black + 2,
            p.yellow + 1,
            p.green_behind + 1,
        )
    if alt.library_pile:
        for p in alt.player:
            if p.library_tile:
                p.library_tile, alt.library_pile[0] = alt.library_pile[0], p.library_tile
    return alt


@pytest.mark.parametrize("players,seed", [(2, 21), (3, 22), (4, 23), (5, 24)])
def test_public_choices_name_nothing_behind_the_screens(players, seed) -> None:
    """Issue 10.1: a choice that is not `private` may be posted to the whole channel. Its label
    and detail name no hidden id, and they read the same whatever the screens hold (the same
    choice with other cubes or another library tile behind the screens says the same)."""
    rnd = random.Random(seed)
    st = GAME.setup(players, seed)
    private_kinds: set[str] = set()
    while (d := GAME.decision(st)) is not None:
        seat = rnd.choice(list(d.seats))
        choices = GAME.legal_choices(st, seat)
        hidden = _hidden_ids(st) - {m for row in st.rows.values() for m in row}
        alt = {c.id: c for c in GAME.legal_choices(_other_screens(st), seat)}
        for c in choices:
            if c.private:
                private_kinds.add(c.id.split(":")[0])
                continue
            _scan(f"{en(c.label)}\n{en(c.detail)}", hidden, f"public choice {c.id}")
            if c.id in alt:
                assert (c.label, c.detail) == (alt[c.id].label, alt[c.id].detail), c.id
        st, _ = GAME.apply(st, seat, choose(st, seat, rnd))
    assert "elect" in private_kinds
