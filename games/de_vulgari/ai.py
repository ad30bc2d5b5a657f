"""What the AI needs to know of De Vulgari Eloquentia (pure): an evaluation and the unseen part.

Hidden from a seat (view.py): the order of the manuscript decks and the library pile, the
papal tiles not yet turned, and behind the other players' screens their cubes (red,
black, yellow, green), their library tiles (also those in hand while choosing) and their
secret election declarations. A sampled state shuffles the orders and the unturned papal
tiles, deals the library tiles it has not seen anew over the pile and the others' hidden
places, splits the others' cubes of each colour anew among them (the colour's total
behind their screens stays what it is, and a bid standing in a Stupor Mundi auction stays
payable), and lets each other player who declared declare again at random among his legal
declarations. Manuscripts behind the screens stay: they were taken from the face-up rows
in front of everybody.

The evaluation is each seat's expected final score: the points it holds for sure
(manuscripts, secretaries behind the screen, library tile, tile VP), the contested end
categories as they would fall now (richest, Verona, Canticle, remaining cubes), the
election reward its votes reach (and a share of the next one), and what will still pay:
ducats, knowledge, secretaries in front, alms to come, earned library draws, Bologna's
unlocked knowledge, the Orient bonus, and what the seat on turn can take where it stands.
The weights are data (ai_weights.py).
"""

from __future__ import annotations

import random
from functools import lru_cache

from games.de_vulgari.ai_weights import WEIGHTS, Weights
from games.de_vulgari.data import (
    CANTICLE_VP,
    CARDINAL_ALMS,
    CAREER,
    CUBE_VALUE,
    ELECTION,
    EVENT,
    FRIAR_ALMS,
    GIGI_ALMS,
    KNOWLEDGE_LEVELS,
    LAST_ALMS_ROUND,
    LAST_ROUND,
    LIBRARY,
    LINGUA_LEVEL,
    MANUSCRIPT,
    ORIENT_BONUS,
    REMAINING_CUBES_VP,
    RICHEST_VP,
    STUPOR,
    STUPOR_BONUS,
    TRACK,
    VERONA_VP,
    ZONE,
    Zone,
    knowledge_level,
    library_draws,
)
from games.de_vulgari.scoring import manuscript_vp
from games.de_vulgari.state import DeVulgariState, Player, clone

CUBES = ("red", "black", "yellow", "green_behind")
LIBRARY_EXPECTED = {0: 0.0, 1: 2.88, 2: 3.36, 3: 3.62, 4: 3.79, 5: 3.89}
"""The mean best tile among k drawn from the 8 library tiles (2, 2, 2, 3, 3, 3, 4, 4 VP)."""
STATUS_OPTIONS = {
    status: sorted(
        ((votes, vp, new) for new, (need, votes, vp) in ELECTION.items() if need == status),
        reverse=True,
    )
    for status in ("merchant", "friar", "cardinal")
}
"""The election rewards open to each status, the dearest first: (votes, VP, new status)."""
LEVEL4 = KNOWLEDGE_LEVELS[4]
LEVEL8 = KNOWLEDGE_LEVELS[LINGUA_LEVEL]
ORIENT_END = TRACK["orient"].cap


def evaluate(state: DeVulgariState, w: Weights = WEIGHTS) -> list[float]:
    if state.phase == "over":
        table = state.scores
        return [float(sum(table[str(s)].values())) for s in range(state.players)]
    if state.pending and state.pending[-1].kind == "amount":
        return _amount_step(state, w)
    return [sum(parts) for parts in breakdown(state, w).values()]


STALL = 1000.0
"""What a track action none of whose amounts is worth its actions costs in the evaluation."""


def _amount_step(state: DeVulgariState, w: Weights) -> list[float]:
    """A track action waiting for its amount is worth its best amount. If no amount is
    better than not taking the action ("back"), it is worth far less than that: else a
    search that likes nothing else (say every other click loses a little) would choose
    the track and go back, again and again, and the turn would never end."""
    from games.de_vulgari import GAME

    step = state.pending[-1]
    seat = step.seat
    state.pending.pop()  # the menu the step came from, evaluated in place and put back
    try:
        stay = evaluate(state, w)
    finally:
        state.pending.append(step)
    best, best_margin = None, None
    for n in step.options:
        after = clone(state)
        GAME.play(after, seat, f"n:{n}")
        value = evaluate(after, w)
        m = _margin(value, seat)
        if best_margin is None or m > best_margin:
            best, best_margin = value, m
    if best is not None and best_margin is not None and best_margin >= _margin(stay, seat):
        return best
    return [v - STALL if s == seat else v for s, v in enumerate(stay)]


def _margin(values: list[float], seat: int) -> float:
    others = [v for s, v in enumerate(values) if s != seat]
    return values[seat] - max(others) if others else values[seat]


def breakdown(state: DeVulgariState, w: Weights = WEIGHTS) -> dict[int, list[float]]:
    """Per seat, the terms of its evaluation (held, contested, election, future, here)."""
    n = state.players
    fut = future(state, w)
    players = state.player
    votes = [_votes(p) for p in players]
    plans = [_election(p, v, fut, w) for p, v in zip(players, votes, strict=True)]
    out: dict[int, list[float]] = {}
    here = state.phase in ("action", "stupor", "alms")
    for s in range(n):
        p = players[s]
        elected_vp, partial, _, pope = plans[s]
        out[s] = [_held(p, pope), elected_vp + partial, _future_value(state, s, p, fut, w)]
        if here:
            out[s].append(_here(state, s, p, fut, w))
    _contested(state, out, [v - plans[s][2] for s, v in enumerate(votes)])
    return out


def future(state: DeVulgariState, w: Weights = WEIGHTS) -> float:
    """The share of the game still to come: 1 at the start, 0 from the last round on."""
    if state.last_round or state.round >= LAST_ROUND or state.phase in ("election", "over"):
        return 0.0
    end = max(w.expected_last_round, state.round + 0.5)
    return max(0.0, (end - state.round) / end)


def _votes(p: Player) -> int:
    v = 3 * p.red + 2 * p.black + p.yellow
    tile = p.friar if p.status == "friar" else p.cardinal if p.status == "cardinal" else None
    if tile and (colour := CAREER[tile].virtual):
        v += CUBE_VALUE[colour]
    return v


def _election(p: Player, votes: int, fut: float, w: Weights) -> tuple[float, float, int, bool]:
    """(VP of the reward the votes reach, the share of a dearer one, votes it costs, pope?).
    A declared seat gets what it declared, if its votes pay for it."""
    options = STATUS_OPTIONS[p.status]
    if p.declared is not None:
        options = [o for o in options if o[2] == p.declared] or [(0, 0, "none")]
    tile_vp = CAREER[p.cardinal].end_vp if p.status == "cardinal" and p.cardinal else 0
    need, vp, pope = 0, 0, False
    for want, want_vp, new in options:  # the Pope loses his cardinal tile's VP (§13.4)
        net = want_vp - (tile_vp if new == "pope" else 0)
        if votes >= want and net > vp:
            need, vp, pope = want, net, new == "pope"
    partial = 0.0
    if fut > 0:
        share = w.vote * min(1.0, w.vote_horizon * fut) * votes
        for want, want_vp, new in options:
            if want > votes:
                net = want_vp - (tile_vp if new == "pope" else 0)
                partial = max(partial, (net - vp) * share / want)
    return float(vp), partial, need, pope


@lru_cache(maxsize=65536)
def _manuscripts_vp(manuscripts: tuple[str, ...]) -> int:
    return manuscript_vp(list(manuscripts))


def _held(p: Player, pope: bool) -> float:
    """Points nobody can take away: manuscripts, secretaries behind, library tile, tiles."""
    vp = _manuscripts_vp(tuple(p.manuscripts)) + p.green_behind
    if p.library_tile:
        vp += LIBRARY[p.library_tile].vp
    if not pope:
        tile = p.friar if p.status == "friar" else p.cardinal if p.status == "cardinal" else None
        if tile:
            vp += CAREER[tile].end_vp
    return float(vp)


def _contested(state: DeVulgariState, out: dict[int, list[float]], remaining: list[int]) -> None:
    """The end categories that go to one or two seats, as they would fall now (§14 I, IV-VI)."""
    n = state.players
    stamp = state.stamp["knowledge"]
    know = state.track["knowledge"]

    def first(seats: list[int]) -> int:  # further on knowledge wins a tie (§15)
        return min(seats, key=lambda s: (-know[s], stamp[s]))

    best = max(remaining)
    if best > 0:
        out[first([s for s in range(n) if remaining[s] == best])].append(float(REMAINING_CUBES_VP))
    ducats = [p.ducats for p in state.player]
    top = max(ducats)
    if top > 0:
        rich = first([s for s in range(n) if ducats[s] == top])
        kind = "merchant" if state.player[rich].status == "merchant" else "religious"
        out[rich].append(float(RICHEST_VP[kind]))
    for track, prizes in (("verona", None), ("canticle", CANTICLE_VP)):
        pos, st_ = state.track[track], state.stamp[track]
        if not any(pos):
            continue
        order = sorted((s for s in range(n) if pos[s] > 0), key=lambda s: (-pos[s], st_[s]))
        if prizes is None:
            if order and pos[order[0]] >= 4:
                out[order[0]].append(float(VERONA_VP[min(pos[order[0]], 6)]))
        else:
            for place, s in enumerate(order[:2]):
                out[s].append(float(prizes[place]))


def _future_value(state: DeVulgariState, s: int, p: Player, fut: float, w: Weights) -> float:
    """What the seat's ducats, knowledge, secretaries in front, income and earned but
    unused rights will still bring."""
    value = 0.0
    know = state.track["knowledge"][s]
    if fut > 0:
        ducats = p.ducats + _alms_to_come(state, p)
        value += fut * (
            w.ducat * ducats
            + w.knowledge * min(know, LEVEL4)
            + w.knowledge_high * max(0, min(know, LEVEL8) - LEVEL4)
        )
        value += w.green_front * p.green_front
        value += fut * w.track_step * (state.track["verona"][s] + state.track["canticle"][s])
        if p.status == "merchant" and state.track["orient"][s] >= ORIENT_END:
            value += fut * w.orient_done
        if p.bologna_unlocked and not p.bologna_collected:
            value += w.bologna_unlocked * fut * w.knowledge * p.bologna_unlocked
    if not p.library_done and state.library_pile:
        draws = library_draws(state.track["library"][s])
        if draws:
            if p.status == "cardinal" and p.cardinal == "zazza":
                draws += 1
            value += w.pending_library * LIBRARY_EXPECTED[min(draws, 5, len(state.library_pile))]
    return value


def _alms_to_come(state: DeVulgariState, p: Player) -> int:
    rounds = max(0, LAST_ALMS_ROUND - state.round)
    if p.status == "cardinal":
        return CARDINAL_ALMS * rounds
    if p.status == "friar":
        gigi = (
            max(0, min(state.options.gigi_double_until, LAST_ALMS_ROUND) - state.round)
            if p.friar == "gigi"
            else 0
        )
        return FRIAR_ALMS * rounds + (GIGI_ALMS - FRIAR_ALMS) * gigi
    return 0


def _here(state: DeVulgariState, s: int, p: Player, fut: float, w: Weights) -> float:
    """What the seat can still take where its pawn stands (a share: it has yet to take
    it): a city's values, an event, the best manuscript of the zone's colour its
    knowledge reaches. Every seat's pawn counts alike, so ending a turn or opening a step
    (and going back) changes nothing here."""
    zone = ZONE.get(p.location)
    if zone is None:
        return 0.0
    if not fut:
        return _here_last_round(state, s, p, zone, w)
    gain = 0.0
    if zone.site in ("city", "cathedral") and zone.id not in p.cities:
        if p.status == "merchant" and zone.ducats:
            bonus = ORIENT_BONUS if state.track["orient"][s] >= ORIENT_END else 0
            gain += fut * w.ducat * (zone.ducats + bonus)
        gain += fut * w.knowledge * zone.knowledge
    n = state.event_boxes.get(zone.id)
    if n is not None and n != STUPOR:
        ev = EVENT[n]
        if ev.kind == "book":
            gain += fut * w.knowledge * ev.value
        elif p.status == "merchant":
            gain += fut * w.ducat * ev.value
    return w.here * (gain + _best_manuscript(state, s, zone))


def _best_manuscript(state: DeVulgariState, s: int, zone: Zone) -> int:
    """The VP of the best face-up manuscript of the zone's colour the seat's knowledge reaches."""
    if zone.colour == "white":
        return 0
    reach = knowledge_level(state.track["knowledge"][s])
    for lv in range(min(reach, 4), 0, -1):
        if any(zone.colour in MANUSCRIPT[m].colours for m in state.rows[str(lv)]):
            return lv  # a manuscript's VP is its level
    return 0


def _here_last_round(state: DeVulgariState, s: int, p: Player, zone: Zone, w: Weights) -> float:
    """In the last round only a manuscript still pays, and only to a seat with a turn left:
    the seat on turn if it can take one now (so its last click never looks like a loss),
    the seats after it in turn order if one lies where they stand."""
    if state.phase != "action":
        return 0.0
    order = state.order
    if s == state.turn.seat:
        from games.de_vulgari.turn import _takeable_manuscripts

        return w.here * max(
            (MANUSCRIPT[m].vp for m, _ in _takeable_manuscripts(state, s)), default=0
        )
    if order.index(s) < order.index(state.turn.seat):
        return 0.0
    return w.here * _best_manuscript(state, s, zone)


def sample_unseen(state: DeVulgariState, seat: int, rand: random.Random) -> DeVulgariState:
    world = clone(state)
    world.seed = rand.getrandbits(48)  # unseen like the rest (every draw is at setup today)
    for deck in world.decks.values():
        deck.sort()  # canonical first: the same view gives the same sample
        rand.shuffle(deck)
    turned = len(world.papal_revealed)
    rest = sorted(world.papal[turned:])
    rand.shuffle(rest)
    world.papal[turned:] = rest
    if world.options.open_screens or world.phase == "over":
        return world
    others = [q for q in range(world.players) if q != seat]
    _split_cubes(world, others, rand)
    _deal_library(world, seat, others, rand)
    _redeclare(world, others, rand)
    return world


SPLIT_TRIES = 20


def _split_cubes(world: DeVulgariState, others: list[int], rand: random.Random) -> None:
    """Split each colour's hidden cubes anew among the others. A standing Stupor Mundi
    bid is public: its bidder must still be able to pay it, so a split that leaves him
    short is drawn again (after ``SPLIT_TRIES``, he is served first)."""
    players = [world.player[q] for q in others]
    need = _must_pay(world, others)
    for attempt in range(SPLIT_TRIES + 1):
        first = need if attempt == SPLIT_TRIES else None
        for colour in CUBES:
            _split(rand, players, colour, [world.player[q] for q in first or ()])
        if all(_votes(world.player[q]) >= v for q, v in need.items()):
            return
    raise AssertionError("a standing bid cannot be paid from the cubes behind the screens")


def _must_pay(world: DeVulgariState, others: list[int]) -> dict[int, int]:
    su = world.stupor
    if su is None or su.high_seat not in others:
        return {}
    return {su.high_seat: su.high - (STUPOR_BONUS if su.high_seat == su.caller else 0)}


def _split(rand: random.Random, players: list[Player], colour: str, first: list[Player]) -> None:
    total = sum(getattr(p, colour) for p in players)
    counts = [0] * len(players)
    if first and colour != "green_behind":  # the bidder takes every cube that votes
        counts[players.index(first[0])] = total
        total = 0
    for _ in range(total):
        counts[rand.randrange(len(players))] += 1
    for p, k in zip(players, counts, strict=True):
        setattr(p, colour, k)


def _deal_library(world: DeVulgariState, seat: int, others: list[int], rand: random.Random) -> None:
    places: list[tuple[list, int]] = [
        (world.library_pile, i) for i in range(len(world.library_pile))
    ]
    for step in world.pending:
        if step.seat != seat and step.kind in ("keep", "order"):
            places += [(step.tiles, i) for i in range(len(step.tiles))]
    holders = [q for q in others if world.player[q].library_tile]
    pool = sorted([lst[i] for lst, i in places] + [world.player[q].library_tile for q in holders])
    rand.shuffle(pool)
    for (lst, i), tile in zip(places, pool, strict=False):
        lst[i] = tile
    for q, tile in zip(holders, pool[len(places) :], strict=True):
        world.player[q].library_tile = tile


def _redeclare(world: DeVulgariState, others: list[int], rand: random.Random) -> None:
    from games.de_vulgari.election import election_choices

    for q in others:
        if world.player[q].declared is None:
            continue
        world.player[q].declared = None
        choices = election_choices(world, q)
        world.player[q].declared = rand.choice(choices).id.partition(":")[2] if choices else "none"
