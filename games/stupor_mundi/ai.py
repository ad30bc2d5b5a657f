"""What the AI needs to know of Stupor Mundi (pure): an evaluation and the unseen part.

Hidden from a seat (view.py): its own draw pile's order; each other player's hand, draw
pile and face-down slot cards; the order of the action deck (A cards on top of B cards),
of the edict pile and of the solo deck; every face-down ally tile. A sampled state
shuffles the orders, deals each other player's unseen cards anew over that player's own
hidden places (his hand, draw pile and face-down slots: his cards stay his), keeps the A
cards of the deck above the B cards, and deals the face-down ally tiles anew over all
ally places. The evaluation is the final scoring as if the game ended now
(scoring.final_scores) plus the value of what is not yet VP: allies (they score every end
phase), resources and bought cards (they build).
"""

from __future__ import annotations

import random

from games.stupor_mundi import data as D
from games.stupor_mundi.core import IDS, action_possible
from games.stupor_mundi.scoring import majority_bonus
from games.stupor_mundi.state import SMState, copy_sm

ALLY_VALUE = 2.0
RESOURCE_VALUE = 0.5
AUG_VALUE = 0.2
CARD_VALUE = 1.0  # a bought A/B card: a better action, and one card fewer before end (c)
STRUCTURE_VALUE = 2.5  # on top of its 1 VP: income, majority, ally spaces, end (a)
EDICT_VALUE = 1.5  # on top of its reward: moves the game to end (b)
SPECIALIST_VALUE = 0.6  # per step a specialist has walked (workplace benefits, city tiles)
PENDING_VALUE = {  # an action this seat has started and can still carry out (one-click look)
    "build": 2.5, "build_space": 3.0, "recruit": 1.5, "ally_space": 1.8, "buy": 1.0,
    "promote": 0.6, "edict": 1.2, "city_tile": 1.0,
}
"""Values in expected VP. The end conditions are a complete castle (13 structures), the
edicts running out and the card deck running out (R-12.1): the evaluation pays for exactly
the progress that brings them closer, so players who only collect income do not look as
good as players who build, issue edicts and buy cards."""


def evaluate(state: SMState) -> list[float]:
    """The final scoring as if the game ended now (VP track + structures + majority,
    scoring.final_scores) with the coin conversion replaced by the value of what is not
    yet VP, plus the progress towards the end."""
    if state.final is not None:
        return [float(state.final["totals"][str(s)]) for s in range(state.players)]
    counts = [len(p.castle) for p in state.pl]
    majority = majority_bonus(state, counts)
    pending = _pending(state)
    out = []
    for seat, p in enumerate(state.pl):
        # what is not yet VP but becomes VP: allies score every end phase, resources and
        # bought cards build structures (a flat game-end conversion would make a player
        # who hoards and passes look as good as one who builds)
        coins = ALLY_VALUE * sum(a is not None for a in p.allies) \
            + RESOURCE_VALUE * (p.grain + p.stone) + AUG_VALUE * p.aug \
            + CARD_VALUE * len(D.AB_CARDS.intersection((*p.draw, *p.hand, *p.discard, *p.slots)))
        progress = STRUCTURE_VALUE * (counts[seat] - len(D.CASTLE_START)) \
            + EDICT_VALUE * len(p.edicts) \
            + SPECIALIST_VALUE * sum(D.SPEC_STEPS[code] for code in p.specs) + pending[seat]
        out.append(float(p.vp + counts[seat] + majority[seat]) + coins + progress)
    return out


def _pending(state: SMState) -> list[float]:
    """The value of started actions on the stack that still offer something (a one-click
    player otherwise never sees a face-down slot lead to a build)."""
    out = [0.0] * state.players
    for step in state.stack:
        kind = step.kind
        if kind == "fd":
            best = max((PENDING_VALUE.get(a, 0.0) for a in step.a["opts"]
                        if action_possible(state, step.seat, a)), default=0.0)
            out[step.seat] += best
        elif kind in PENDING_VALUE and step.seat >= 0 and step is state.stack[-1]:
            if any(cid != "skip" for cid in IDS[kind](state, step)):
                out[step.seat] += PENDING_VALUE[kind]
    return out


def sample_unseen(state: SMState, seat: int, rand: random.Random) -> SMState:
    world = copy_sm(state)
    world.pl[seat].draw.sort()
    rand.shuffle(world.pl[seat].draw)
    for q, p in enumerate(world.pl):
        if q != seat:
            _deal_over(rand, [(p.hand, i) for i in range(len(p.hand))]
                       + [(p.draw, i) for i in range(len(p.draw))]
                       + [(p.slots, i) for i, c in enumerate(p.slots)
                          if c is not None and not p.face_up[i]])
    for level in ("A", "B"):
        _deal_over(rand, [(world.deck, i) for i, c in enumerate(world.deck)
                          if D.card_def(c).level == level])
    world.edict_pile.sort()
    rand.shuffle(world.edict_pile)
    if world.solo is not None:
        world.solo.deck.sort()
        rand.shuffle(world.solo.deck)
    _deal_over(rand, [(ap.stack, i) for ap in world.ally_places for i in range(len(ap.stack))
                      if not (ap.up and i == len(ap.stack) - 1)])
    return world


def _deal_over(rand: random.Random, places: list[tuple[list, int]]) -> None:
    """Shuffle the items at these places among these places."""
    items = sorted(lst[i] for lst, i in places)  # canonical first, then shuffled
    rand.shuffle(items)
    for (lst, i), item in zip(places, items, strict=True):
        lst[i] = item
