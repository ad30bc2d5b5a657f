"""What the AI needs to know of Stupor Mundi (pure): an evaluation and the unseen part.

Hidden from a seat (view.py): its own draw pile's order; each other player's hand, draw
pile and face-down slot cards; the order of the action deck (A cards on top of B cards),
of the edict pile and of the solo deck; every face-down ally tile; every shuffle still to
come (the state's seed decides them: a sample draws its own seed). A sampled state
shuffles the orders, deals each other player's unseen cards anew over that player's own
hidden places (his hand, draw pile and face-down slots: his cards stay his), keeps the A
cards of the deck above the B cards, and deals the face-down ally tiles anew over all
ally places. The evaluation is the final scoring as if the game ended now
(scoring.final_scores) plus the value of what is not yet VP: the income of allies and
completed castle sides times the end phases still to come (the rounds a game of this size
usually has left), resources and bought cards (they build), the actions still to play
this round, and the progress towards the end. Its numbers are data: ai_weights.py.
"""

from __future__ import annotations

import random

from games.stupor_mundi import ai_weights as W
from games.stupor_mundi import data as D
from games.stupor_mundi.ai_weights import PENDING_VALUE, STRUCTURE_VALUE  # noqa: F401 (tests)
from games.stupor_mundi.core import IDS, action_possible
from games.stupor_mundi.scoring import majority_bonus
from games.stupor_mundi.state import SMState, copy_sm

_SIDES = tuple(
    (wall, a, b, W.SIDE_INCOME_VALUE[D.SIDE_INCOME[wall]]) for wall, (a, b) in D.WALL_ENDS.items()
)
_ALLY_PAID = {False: W.ALLY_BASE, True: W.ALLY_BASE + W.ALLY_CONDITION}
_SPEC_STEPS = D.SPEC_STEPS
_START_STRUCTURES = len(D.CASTLE_START)
_TOWERS, _WALLS, _KEEPS = (D.SPACE_SET_OF_KIND[k] for k in ("tower", "wall", "keep"))

# as scoring.ally_condition, on (player, palace) without building a table per call
# (tests/games/stupor_mundi/test_ai_eval.py holds the two equal)
ALLY_CONDITIONS = {
    "I-MOCE": lambda p, f: any(D.SPEC_POS[c][1] > f.spec for c in p.specs),
    "I-THEO": lambda p, f: p.grain >= f.grain,
    "I-MAUM": lambda p, f: p.stone >= f.stone,
    "I-ALTA": lambda p, f: p.aug > f.treasury,
    "I-SEVE": lambda p, f: len(_TOWERS.intersection(p.castle)) > f.towers,
    "I-CAST": lambda p, f: len(_WALLS.intersection(p.castle)) > f.walls,
    "I-IDAL": lambda p, f: len(_KEEPS.intersection(p.castle)) > f.keeps,
    "I-GREG": lambda p, f: len(p.castle) > f.towers + f.walls + f.keeps,
    "I-GISE": lambda p, f: sum(a is not None for a in p.allies) > f.court,
    "L-SIGE": lambda p, f: f.grain >= 3,
    "L-OKEC": lambda p, f: f.stone >= 3,
    "L-TENT": lambda p, f: f.treasury >= 9,
    "L-ROMI": lambda p, f: f.towers >= 3,
    "L-BALT": lambda p, f: f.walls >= 3,
    "L-DOME": lambda p, f: f.keeps >= 2,
    "L-SEBA": lambda p, f: f.towers + f.walls + f.keeps >= 6,
    "L-GISE": lambda p, f: f.court >= 3,
    "L-PHIL": lambda p, f: f.spec >= 3,
}
_TILE_ALLY = {t.id: (ALLY_CONDITIONS[t.ally]) for t in D.ALLY_TILES}


def evaluate(state: SMState) -> list[float]:
    """The final scoring as if the game ended now (VP track + structures + majority,
    scoring.final_scores) with the coin conversion replaced by the value of what is not
    yet VP: the income of allies and castle sides times the end phases still to come,
    resources, bought cards, the actions left this round, and the progress that brings an
    end condition closer. Weights: ai_weights.py."""
    if state.final is not None:
        return [float(state.final["totals"][str(s)]) for s in range(state.players)]
    counts = [len(p.castle) for p in state.pl]
    majority = majority_bonus(state, counts)
    pending = _pending(state)
    in_action = state.phase == "action"
    paid_allies, paid_income = _paid_this_end_phase(state)
    palace = state.palace
    cards = [
        len(D.AB_CARDS.intersection((*p.draw, *p.hand, *p.discard, *p.slots))) for p in state.pl
    ]
    ahead = rounds_ahead(state)
    out = []
    for seat, p in enumerate(state.pl):
        allies = 0.0
        for tile in p.allies:
            if tile is not None:
                allies += _ALLY_PAID[_TILE_ALLY[tile](p, palace)]
        castle = p.castle
        sides = 0.0
        for wall, a, b, value in _SIDES:
            if wall in castle and a in castle and b in castle:
                sides += value
        income = allies * (ahead + (seat not in paid_allies)) + sides * (
            ahead + (seat not in paid_income)
        )
        stock = (
            W.RESOURCE_VALUE * (p.grain + p.stone)
            + W.AUG_VALUE * p.aug
            + W.CARD_VALUE * cards[seat]
        )
        if in_action and not p.passed:
            free = (p.slots if p.slot6 else p.slots[:5]).count(None)
            stock += W.ACTION_VALUE * min(len(p.hand), free)
        spec_steps = _SPEC_STEPS[p.specs[0]] + _SPEC_STEPS[p.specs[1]] + _SPEC_STEPS[p.specs[2]]
        progress = (
            W.STRUCTURE_VALUE * (counts[seat] - _START_STRUCTURES)
            + W.EDICT_VALUE * len(p.edicts)
            + W.SPECIALIST_VALUE * spec_steps
            + pending[seat]
        )
        out.append(p.vp + counts[seat] + majority[seat] + income + stock + progress)
    return out


def rounds_ahead(state: SMState) -> float:
    """The expected number of whole rounds after this one: 0 once an end condition has
    occurred (R-12.1), else the rounds a game of this size usually has left, never less than
    ``W.LAST_ROUNDS_FLOOR``. It depends on the round only, not on the end conditions' pace,
    so a seat with more income than the others gains nothing by holding the end back (an
    estimate from the pace made AI players avoid edicts, and games with weak players ran
    past 2,000 decisions)."""
    if state.end_flags:
        return 0.0
    left = W.EXPECTED_ROUNDS[state.players] - state.round
    return max(float(left), W.LAST_ROUNDS_FLOOR)


def _paid_this_end_phase(state: SMState) -> tuple[set[int], set[int]]:
    """The seats whose ally income / castle income of this end phase is already paid."""
    if state.phase != "end":
        return set(), set()
    waiting_allies = {s.seat for s in state.stack if s.kind == "ep_allies"}
    waiting_income = {
        s.seat for s in state.stack if s.kind in ("ep_income", "income_order", "income")
    }
    seats = set(range(state.players))
    return seats - waiting_allies, seats - waiting_income


def _pending(state: SMState) -> list[float]:
    """The value of started actions on the stack that still offer something (a one-click
    player otherwise never sees a face-down slot lead to a build)."""
    out = [0.0] * state.players
    for step in state.stack:
        kind = step.kind
        if kind == "fd":
            best = max(
                (
                    PENDING_VALUE.get(a, 0.0)
                    for a in step.a["opts"]
                    if action_possible(state, step.seat, a)
                ),
                default=0.0,
            )
            out[step.seat] += best
        elif kind in PENDING_VALUE and step.seat >= 0 and step is state.stack[-1]:
            if any(cid != "skip" for cid in IDS[kind](state, step)):
                out[step.seat] += PENDING_VALUE[kind]
    return out


def sample_unseen(state: SMState, seat: int, rand: random.Random) -> SMState:
    world = copy_sm(state)
    world.seed = rand.getrandbits(48)  # the seed decides every shuffle still to come
    world.pl[seat].draw.sort()
    rand.shuffle(world.pl[seat].draw)
    for q, p in enumerate(world.pl):
        if q != seat:
            _deal_over(
                rand,
                [(p.hand, i) for i in range(len(p.hand))]
                + [(p.draw, i) for i in range(len(p.draw))]
                + [
                    (p.slots, i)
                    for i, c in enumerate(p.slots)
                    if c is not None and not p.face_up[i]
                ],
            )
    for level in ("A", "B"):
        _deal_over(
            rand,
            [(world.deck, i) for i, c in enumerate(world.deck) if D.card_def(c).level == level],
        )
    world.edict_pile.sort()
    rand.shuffle(world.edict_pile)
    if world.solo is not None:
        world.solo.deck.sort()
        rand.shuffle(world.solo.deck)
    _deal_over(
        rand,
        [
            (ap.stack, i)
            for ap in world.ally_places
            for i in range(len(ap.stack))
            if not (ap.up and i == len(ap.stack) - 1)
        ],
    )
    return world


def _deal_over(rand: random.Random, places: list[tuple[list, int]]) -> None:
    """Shuffle the items at these places among these places."""
    items = sorted(lst[i] for lst, i in places)  # canonical first, then shuffled
    rand.shuffle(items)
    for (lst, i), item in zip(places, items, strict=True):
        lst[i] = item
