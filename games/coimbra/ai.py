"""What the AI needs to know of Coimbra (pure): an evaluation and the unseen part.

The only hidden thing in Coimbra is the order of the citizen deck (view.py): a sampled
state shuffles it. Every sampler sorts what it deals before shuffling, so two states that
look the same to the seat give the same samples for the same seed. The evaluation is the final scoring as if the game ended now, with the
resource conversion (guards + coins + crowns, 2 per VP) kept fractional so one more coin
is worth something to the search.
"""

from __future__ import annotations

import random

from games.coimbra import scoring
from games.coimbra.state import CoimbraState
from games.contract import copy_state


def evaluate(state: CoimbraState) -> list[float]:
    out = []
    for seat in range(state.players):
        row = scoring.breakdown(state, seat)
        pl = state.p[seat]
        row["resources"] = (pl.guards + pl.coins + scoring.crowns_now(state, seat)) / 2
        out.append(float(sum(row.values())))
    return out


def sample_unseen(state: CoimbraState, seat: int, rand: random.Random) -> CoimbraState:
    world = copy_state(state)
    world.deck.sort()  # canonical first: the same view gives the same sample
    rand.shuffle(world.deck)
    return world
