"""A career-minded chooser for playouts that reach the rare rules (cardinals, Pope,
inquisition) which uniformly random choices almost never reach."""

from __future__ import annotations

import random

from games.de_vulgari import GAME

PRIORITY = (
    "elect:pope",
    "elect:camerlengo",
    "elect:monk",
    "elect:banker",
    "cardinal:",
    "discard:",
    "inquisition:",
    "friar:",
    "event:",
    "collect:",
    "bologna",
    "abbey:",
    "keep:",
    "library",
    "ms:",
    "cube:red",
    "cube:black",
    "sell:0",
    "cube:yellow",
    "accept",
    "end:stupor",
)


def choose(st, seat: int, rnd: random.Random) -> str:
    choices = [c.id for c in GAME.legal_choices(st, seat)]
    p = st.player[seat]
    if rnd.random() < 0.25:
        return rnd.choice(choices)
    for prefix in PRIORITY:
        hits = [c for c in choices if c.startswith(prefix)]
        if hits:
            return rnd.choice(hits)
    goals = {
        "merchant": ("convent_benevento", "convent_lunigiana"),
        "friar": ("milano", "brindisi"),
        "cardinal": ("brindisi", "roma"),
    }[p.status]
    for g in goals:
        if f"move:{g}" in choices:
            return f"move:{g}"
    if p.ducats < 45 and "business" in choices:
        return "business"
    non_end = [c for c in choices if c not in ("end", "back")]
    return rnd.choice(non_end) if non_end and rnd.random() < 0.8 else rnd.choice(choices)


def guided_game(players: int, seed: int, invariant=None):
    rnd = random.Random(seed)
    st = GAME.setup(players, seed)
    moves = []
    while (d := GAME.decision(st)) is not None:
        seat = rnd.choice(list(d.seats))
        cid = choose(st, seat, rnd)
        st, _ = GAME.apply(st, seat, cid)
        moves.append((seat, cid))
        if invariant:
            invariant(st)
        assert len(moves) < 5000
    return st, moves
