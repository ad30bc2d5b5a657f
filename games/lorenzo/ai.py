"""What the AI needs to know of Lorenzo il Magnifico (pure): an evaluation and the unseen part.

Hidden from a seat (view.py): the order of each development deck within its period, every
leader it has not seen (the others' hands, the packs in front of the others in the draft but
the one it passed last, which of its pack each other seat picked this draft round, the
leaders left in the box) and the dice still to be rolled (the state's seed). A sampled state
shuffles each deck's period segments, deals those leaders anew into the same places and
sizes, draws each other seat's pick from its own pack again and draws a new seed.

The evaluation is each seat's expected final score: the final scoring as if the game ended
now (§16, resources kept fractional, period-3 excommunications included), plus what will
still pay, shrinking as the game's placements run out (weights in ai_weights.py):
resources and MP still to be spent, the harvests and productions to come from the cards
owned (REACH of their activation value), a share of the next territory / character count
step, the characters' permanent bonuses, the faith points at the faith table's value (VR-3),
minus the excommunications held or looming (short of faith before a Vatican report), plus
the leaders (`leaders_worth`): a played one for the rounds still to play, one in hand (or
picked in the draft) by the chance to meet its requirement in time; so the AI keeps a
leader it can reach, works towards its requirement, plays it once met, and discards one
for a privilege when it is out of reach.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from games.lorenzo import ai_weights as W
from games.lorenzo.data import (
    CARDS,
    CHARACTER_VP,
    FAITH_REQUIRED,
    FAITH_VP,
    FAMILY,
    LEADERS,
    RESOURCES_PER_VP,
    TERRITORY_VP,
    Gain,
)
from games.lorenzo.scoring import military_vp
from games.lorenzo.state import LorenzoState, Player, clone

RESOURCES = ("wood", "stone", "servants", "coins")
PLACEMENTS = 6 * len(FAMILY)  # family-member placements of one seat in a game
LAST_ROUND = 6
PERIOD_3_TILES = ("EXC-15", "EXC-16", "EXC-17", "EXC-18", "EXC-19", "EXC-20", "EXC-21")


@dataclass(eq=False)
class Weights:
    """The evaluation's weights (defaults: ai_weights.py) and the per-card income they give."""

    resource_extra: dict[str, float] = field(default_factory=lambda: dict(W.RESOURCE_EXTRA))
    mp_extra: float = W.MP_EXTRA
    income_unit: dict[str, float] = field(default_factory=lambda: dict(W.INCOME_UNIT))
    activations_per_round: dict[int, float] = field(
        default_factory=lambda: dict(W.ACTIVATIONS_PER_ROUND)
    )
    reach: tuple[float, ...] = W.REACH
    count_hope: float = W.COUNT_HOPE
    character_permanent_per_round: float = W.CHARACTER_PERMANENT_PER_ROUND
    excommunication_cost: dict[str, float] = field(
        default_factory=lambda: dict(W.EXCOMMUNICATION_COST)
    )
    faith_catch_up: float = W.FAITH_CATCH_UP
    leader_per_round: dict[str, float] = field(default_factory=lambda: dict(W.LEADER_PER_ROUND))
    leader_gain_scale: float = W.LEADER_GAIN_SCALE
    leader_use_share: float = W.LEADER_USE_SHARE
    leader_hand_share: float = W.LEADER_HAND_SHARE
    leader_effort: dict[str, float] = field(default_factory=lambda: dict(W.LEADER_EFFORT))
    leader_spare: float = W.LEADER_SPARE
    income: dict[str, float] = field(init=False, repr=False)  # card id -> VP per activation

    def __post_init__(self) -> None:
        self.income = {}
        for c in CARDS.values():
            if c.type in ("territory", "building"):
                eff = c.permanent
                best_exchange = max(
                    (self.gain_value(x.get) - self.gain_value(x.pay) for x in eff.exchanges),
                    default=0.0,
                )
                value = self.gain_value(eff.gain) + max(0.0, best_exchange)
                self.income[c.id] = value * self.reach[min(c.activation, len(self.reach) - 1)]

    def gain_value(self, g: Gain) -> float:
        return sum(self.income_unit[k] * v for k, v in g.nonzero)

    def leader_round_value(self, lid: str) -> float:
        """VP a played leader's ability is worth per round (its gain, or its weight)."""
        gained = LEADERS[lid].gain
        if gained.nonzero:
            return self.leader_gain_scale * self.gain_value(gained)
        return self.leader_per_round[lid]


DEFAULT = Weights()


def evaluate(state: LorenzoState, w: Weights = DEFAULT) -> list[float]:
    if state.final is not None:
        return [float(state.final[str(s)]["total"]) for s in range(state.players)]
    mil = military_vp([p.mp for p in state.p])
    return [
        score_now(p, mil[seat]) + still_to_come(state, seat, w) for seat, p in enumerate(state.p)
    ]


def score_now(p: Player, military: int) -> float:
    """The final scoring (§16, ALG-5) if the game ended now, resources kept fractional."""
    exc = p.excommunications
    res = p.wood + p.stone + p.servants + p.coins
    total = p.vp + military + res / RESOURCES_PER_VP
    cards = p.cards
    if not exc:
        return (
            total
            + TERRITORY_VP[len(cards["territory"])]
            + CHARACTER_VP[len(cards["character"])]
            + sum(CARDS[c].end_vp for c in cards["venture"])
        )
    if "EXC-17" not in exc:
        total += TERRITORY_VP[len(cards["territory"])]
    if "EXC-15" not in exc:
        total += CHARACTER_VP[len(cards["character"])]
    if "EXC-16" not in exc:
        total += sum(CARDS[c].end_vp for c in cards["venture"])
    if "EXC-18" in exc:
        total -= p.vp // 5
    if "EXC-19" in exc:
        total -= p.mp
    if "EXC-20" in exc:
        total -= _building_wood_stone(p)
    if "EXC-21" in exc:
        total -= res
    return total


def _building_wood_stone(p: Player) -> int:
    return sum(
        CARDS[c].costs[0].res.wood + CARDS[c].costs[0].res.stone for c in p.cards["building"]
    )


def placements_left(state: LorenzoState, seat: int) -> int:
    """The family members ``seat`` will still place in this game (0 once round 6 is played)."""
    this_round = len(FAMILY) - len(state.p[seat].placed) if state.phase == "actions" else 0
    return len(FAMILY) * max(0, LAST_ROUND - state.round) + this_round


def still_to_come(state: LorenzoState, seat: int, w: Weights = DEFAULT) -> float:
    """What ``seat``'s position will still pay (or cost) beyond the final scoring now."""
    p = state.p[seat]
    left = placements_left(state, seat) / PLACEMENTS
    value = faith(state, seat, w)
    if not left:
        return value
    cards = p.cards
    extra = w.resource_extra
    value += left * (
        p.wood * extra["wood"]
        + p.stone * extra["stone"]
        + p.servants * extra["servants"]
        + p.coins * extra["coins"]
        + p.mp * w.mp_extra
    )
    activations = w.activations_per_round[state.players] * left * LAST_ROUND
    income = sum(w.income[c] for c in cards["territory"]) + sum(
        w.income[c] for c in cards["building"]
    )
    income += _per_count_income(p, w)
    value += activations * income
    exc = p.excommunications
    n = len(cards["territory"])
    if n < 6 and "EXC-17" not in exc:
        value += left * w.count_hope * (TERRITORY_VP[n + 1] - TERRITORY_VP[n])
    n = len(cards["character"])
    if n < 6 and "EXC-15" not in exc:
        value += left * w.count_hope * (CHARACTER_VP[n + 1] - CHARACTER_VP[n])
    permanent = sum(1 for c in cards["character"] if CARDS[c].bonus or CARDS[c].discount)
    value += permanent * w.character_permanent_per_round * left * LAST_ROUND
    for tile in exc:
        value -= w.excommunication_cost.get(tile, 0.0) * left
    if p.leaders or p.hand or (state.draft_picked and state.draft_picked[seat]):
        value += leaders_worth(state, seat, w)
    return value


def leaders_worth(state: LorenzoState, seat: int, w: Weights = DEFAULT) -> float:
    """What ``seat``'s leaders will still pay: the played ones for the rounds still to play,
    those in hand (and its pick of this draft round) by the chance to meet their requirement,
    as a share of their worth if played now."""
    p = state.p[seat]
    rounds = max(0, LAST_ROUND - state.round)  # whole rounds after this one
    this_round = state.phase == "actions" and state.round >= 1
    value = 0.0
    for lid in p.leaders:
        ability = p.copied if lid == "L15" and p.copied else lid
        value += played_worth(ability, rounds, this_round and lid not in p.used, w)
    hand = list(p.hand)
    picked = state.draft_picked[seat] if state.draft_picked else None
    if picked:
        hand.append(picked)
    if hand:
        budget = w.leader_spare * placements_left(state, seat) or 1e-9
        for lid in hand:
            chance = max(0.0, 1.0 - leader_effort(p, lid, w) / budget)
            if chance:
                value += w.leader_hand_share * chance * played_worth(lid, rounds, this_round, w)
    return value


def played_worth(ability: str, rounds: int, usable_now: bool, w: Weights = DEFAULT) -> float:
    """A played leader's worth: a permanent ability for the rounds left, this one included;
    a plain once-per-round gain for the rounds after this one, plus a share of this round's
    use while it is still to come (taking it pays more than keeping it); another
    once-per-round ability (a bonus action, a stronger member) for the rounds after this
    one, as what it does this round pays by itself."""
    per_round = w.leader_round_value(ability)
    leader = LEADERS[ability]
    if not leader.once:
        return per_round * (rounds + usable_now)
    if leader.gain.nonzero:
        return per_round * (rounds + w.leader_use_share * usable_now)
    return per_round * rounds


def leader_effort(p: Player, lid: str, w: Weights = DEFAULT) -> float:
    """The placements the missing part of leader ``lid``'s requirement would take ``p``."""
    r = LEADERS[lid].req
    cards = p.cards
    missing = sum(max(0, getattr(r, t) - len(cards[t])) for t in cards)
    if r.same_type:
        missing += max(0, r.same_type - max(len(c) for c in cards.values()))
    effort = missing * w.leader_effort["card"]
    for k in ("wood", "stone", "servants", "coins", "vp", "mp", "fp"):
        need = getattr(r, k)
        if need:
            effort += max(0, need - getattr(p, k)) * w.leader_effort[k]
    return effort


def _per_count_income(p: Player, w: Weights) -> float:
    """The production yields that count cards (Mint, Tax Office, Triumphal Arch, Theater)."""
    total = 0.0
    for c in p.cards["building"]:
        per = CARDS[c].permanent.per
        if per is not None:
            res, amount, counted = per
            total += (
                w.income_unit[res] * amount * len(p.cards[counted]) * w.reach[CARDS[c].activation]
            )
    return total


def faith(state: LorenzoState, seat: int, w: Weights = DEFAULT) -> float:
    """The faith points at the faith table's value (VR-3, VR-4), minus the excommunication
    that looms when the seat is short of faith before this period's Vatican report."""
    p = state.p[seat]
    value = float(FAITH_VP[p.fp])
    if state.round < 1:
        return value
    period = (state.round + 1) // 2
    need = FAITH_REQUIRED[period] - p.fp
    if need <= 0 or not _report_ahead(state, seat, period):
        return value
    tile = state.excommunication_tiles[period - 1]
    before = (len(FAMILY) - len(p.placed) if state.phase == "actions" else 0) + (
        len(FAMILY) if state.round % 2 else 0
    )
    chance = need / (need + w.faith_catch_up * before)
    return value - chance * excommunication_cost(state, p, tile, w)


def _report_ahead(state: LorenzoState, seat: int, period: int) -> bool:
    """The Vatican report of this period has not yet judged ``seat``."""
    if state.phase == "vatican":
        return any(st.kind == "vatican" and st.seat == seat for st in state.pending)
    return state.phase == "actions"


def excommunication_cost(state: LorenzoState, p: Player, tile: str, w: Weights = DEFAULT) -> float:
    """VP the tile would cost ``p``: period 3 as the final scoring counts it now (§16), the
    others by their weight for the part of the game after the report."""
    if tile in PERIOD_3_TILES:
        if tile in p.excommunications:
            return 0.0
        cards = p.cards
        if tile == "EXC-15":
            return float(CHARACTER_VP[len(cards["character"])])
        if tile == "EXC-16":
            return float(sum(CARDS[c].end_vp for c in cards["venture"]))
        if tile == "EXC-17":
            return float(TERRITORY_VP[len(cards["territory"])])
        if tile == "EXC-18":
            return float(p.vp // 5)
        if tile == "EXC-19":
            return float(p.mp)
        if tile == "EXC-20":
            return float(_building_wood_stone(p))
        return float(p.wood + p.stone + p.servants + p.coins)
    period = (state.round + 1) // 2
    after = len(FAMILY) * 2 * (3 - period) / PLACEMENTS
    return w.excommunication_cost.get(tile, 0.0) * after


def milestone(state: LorenzoState) -> tuple[int, str]:
    """The round and its stage (the leader draft, the placements, the Vatican report)."""
    return state.round, state.phase


def sample_unseen(state: LorenzoState, seat: int, rand: random.Random) -> LorenzoState:
    world = clone(state)
    world.seed = rand.getrandbits(48)  # the dice still to be rolled are unknown too
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
    """Deal every leader ``seat`` has not seen anew into the places it cannot see.

    Seen (view.py, S-11): its own hand, the pack in front of it with its own pick, the
    played and the discarded leaders, and, while the draft lasts, the pack it passed last
    (now in front of its right-hand neighbour). Unseen: the others' hands, the others'
    packs and the leaders left in the box. A pick stays inside its pack until the draft
    round ends (leaders.py), so each other seat's pick is drawn again from its own pack.
    """
    if not world.leaders_on:
        return
    known_pack = passed_pack_holder(world, seat)
    places: list[tuple[list[str], int]] = []  # (the list holding an unseen leader, index)
    for q in range(world.players):
        if q == seat:
            continue
        places += [(world.p[q].hand, i) for i in range(len(world.p[q].hand))]
        if world.draft and q != known_pack:
            places += [(world.draft[q], i) for i in range(len(world.draft[q]))]
    places += [(world.leader_box, i) for i in range(len(world.leader_box))]
    pool = sorted(lst[i] for lst, i in places)
    rand.shuffle(pool)
    for (lst, i), leader in zip(places, pool, strict=True):
        lst[i] = leader
    world.leader_box.sort(key=lambda x: int(x[1:]))
    for q, pick in enumerate(world.draft_picked):
        if q != seat and pick is not None:
            world.draft_picked[q] = rand.choice(world.draft[q])


def passed_pack_holder(state: LorenzoState, seat: int) -> int | None:
    """The seat holding the pack ``seat`` passed at the end of the last draft round (its
    right-hand neighbour, A-19), or None before the first pass and after the draft."""
    if not state.draft or not state.p[seat].hand or state.players < 2:
        return None
    k = state.order.index(seat)
    return state.order[k - 1]
