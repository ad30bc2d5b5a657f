"""What the AI needs to know of Lorenzo il Magnifico (pure): an evaluation and the unseen part.

Hidden from a seat (view.py): the order of each development deck within its period, and
every leader it has not seen — the others' hands, the packs in front of the others in the
draft, the others' picks of this draft round, and the leaders left in the box. A sampled
state shuffles each deck's period segments and deals those leaders anew into the same
places and sizes. The evaluation is the final scoring as if the game ended now
(scoring.final_scoring), resources kept fractional, faith points valued at a third of a
VP (the Vatican reports still to come pay for them).
"""

from __future__ import annotations

import random

from games.contract import copy_state
from games.lorenzo.data import CARDS, RESOURCES_PER_VP
from games.lorenzo.scoring import final_scoring
from games.lorenzo.state import LorenzoState

RESOURCES = ("wood", "stone", "servants", "coins")
FAITH_VP_EACH = 1 / 3


def evaluate(state: LorenzoState) -> list[float]:
    if state.final is not None:
        return [float(state.final[str(s)]["total"]) for s in range(state.players)]
    table = final_scoring(state)
    out = []
    for seat, p in enumerate(state.p):
        row = table[str(seat)]
        res = sum(getattr(p, k) for k in RESOURCES)
        value = row["total"] - row["resources"] + res / RESOURCES_PER_VP
        out.append(float(value + FAITH_VP_EACH * p.fp))
    return out


def sample_unseen(state: LorenzoState, seat: int, rand: random.Random) -> LorenzoState:
    world = copy_state(state)
    for deck in world.decks.values():
        for period in (1, 2, 3):
            spots = [i for i, c in enumerate(deck) if CARDS[c].period == period]
            cards = sorted(deck[i] for i in spots)
            rand.shuffle(cards)
            for i, c in zip(spots, cards, strict=True):
                deck[i] = c
    _deal_unseen_leaders(world, seat, rand)
    return world


def _deal_unseen_leaders(world: LorenzoState, seat: int, rand: random.Random) -> None:
    others = [q for q in range(world.players) if q != seat]
    places: list[tuple[list, int]] = []  # (the list holding an unseen leader, index)
    for q in others:
        places += [(world.p[q].hand, i) for i in range(len(world.p[q].hand))]
        if world.draft and q < len(world.draft):
            places += [(world.draft[q], i) for i in range(len(world.draft[q]))]
    places += [(world.leader_box, i) for i in range(len(world.leader_box))]
    picked = [q for q in others if world.draft_picked and world.draft_picked[q] is not None]
    pool = sorted([lst[i] for lst, i in places] + [world.draft_picked[q] for q in picked])
    rand.shuffle(pool)
    for (lst, i), leader in zip(places, pool, strict=False):
        lst[i] = leader
    for q, leader in zip(picked, pool[len(places):], strict=True):
        world.draft_picked[q] = leader
    world.leader_box.sort(key=lambda x: int(x[1:]))
