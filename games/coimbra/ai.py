"""What the AI needs to know of Coimbra (pure): an evaluation and the unseen part.

The evaluation is each seat's expected final score: the final scoring as if the game ended now
(R-10, the resource conversion kept fractional so one more coin is worth something), plus what
will still pay before the end:

- income: the Phase E still to come cash three dice a round at the seat's track positions (the
  dice it holds now, or its best tracks for dice not yet drafted), with the E-DIE cards on them;
- dice in the districts: the card or favour tile each placed die will probably take in Phase C;
- the pilgrim: pending steps walk to the nearest monasteries not yet visited;
- ongoing bonuses: Phase-C start cards, Phase-E cards and permanent monasteries, per round left;
- start cards drafted but not yet applied.

The weights of these estimates are data (ai_weights.py); the rule numbers come from data.py.

Hidden are the dice still to be rolled (the state's seed decides them: a sample draws its own)
and the order of the citizen deck (view.py). The deck is the
shuffled II cards on top of the shuffled III cards (R-3.4), and the backs show, so a sampled
state shuffles each back among itself; the sampler sorts before shuffling, so two states that
look the same to the seat give the same samples for the same seed.
"""

from __future__ import annotations

import random
from collections import deque

from games.coimbra import ai_weights as W
from games.coimbra import data as D
from games.coimbra import effects as X
from games.coimbra import scoring
from games.coimbra.state import CoimbraState, clone


def reward_vp(r: D.Reward | None) -> float:
    if r is None:
        return 0.0
    return r.vp + r.coins * W.COIN + r.guards * W.GUARD + r.steps * W.STEP


INCOME_VP: dict[tuple[str, int], float] = {key: reward_vp(r) for key, r in D.INCOME.items()}


def _distances() -> dict[str, dict[str, int]]:
    """Pilgrim steps between places (R-8.2: one-way roads out of the start corners)."""
    out = {}
    for start in D.ADJACENT:
        dist = {start: 0}
        todo = deque([start])
        while todo:
            at = todo.popleft()
            for nxt in D.ADJACENT[at]:
                if nxt not in dist:
                    dist[nxt] = dist[at] + 1
                    todo.append(nxt)
        out[start] = dist
    return out


DIST = _distances()


def monastery_vp(mid: str) -> float:
    b = D.MONASTERIES[mid].bonus
    own = reward_vp(b.reward) if b.kind == "M-REWARD" else W.MONASTERY_VP.get(b.kind, 0.0)
    return own + W.MONASTERY_DISC_VP


# -- rounds still to come ---------------------------------------------------------------------


def income_open(state: CoimbraState, seat: int) -> bool:
    """The seat's Phase E of this round is still to come (or under way)."""
    if state.phase in ("setup", "B", "C", "D"):
        return True
    return state.phase == "E" and any(d.owner == seat and not d.income_done for d in state.dice)


def later_rounds(state: CoimbraState) -> int:
    """Whole rounds after this one (the deck holds 12 cards per round still to deal)."""
    return len(state.deck) // 12


def c_rounds(state: CoimbraState) -> float:
    """Phase C still to come: this round's counts fully before it starts, half while it runs."""
    now = 1.0 if state.phase in ("setup", "B") else 0.5 if state.phase == "C" else 0.0
    return later_rounds(state) + now


# -- income --------------------------------------------------------------------------------------

E_DIE = {
    c.id: (c.bonus.track, reward_vp(c.bonus.reward))
    for c in D.CITIZENS.values()
    if c.bonus.kind == "E-DIE"
}


def _card_base(card: D.Citizen) -> float:
    """The part of a card's value that does not depend on the position."""
    kind = card.bonus.kind
    value = card.influence * W.INFLUENCE_VP + len(card.diplomas) * W.DIPLOMA_VP
    if kind in ("I-REWARD", "S-IMM"):
        value += reward_vp(card.bonus.reward)
    elif kind in W.IMMEDIATE_VP and kind not in ("I-TRIBUTE", "I-COUNCILTAX"):
        value += W.IMMEDIATE_VP[kind]
    return value


CARD_BASE = {c.id: _card_base(c) for c in D.CITIZENS.values()}


def track_income(pl, track: str) -> float:
    return INCOME_VP[(track, pl.tracks[track])]


def income_to_come(state: CoimbraState, seat: int) -> float:
    pl = state.p[seat]
    by_track = {t: track_income(pl, t) for t in D.TRACKS}
    best = sorted(by_track.values(), reverse=True)
    e_die = [E_DIE[c] for c in pl.cards if c in E_DIE]
    total = 0.0
    if income_open(state, seat):
        mine = [d for d in state.dice if d.owner == seat]
        coins = guards = (
            0  # this round's known income in coins and guards: what fits under 20 counts
        )
        for d in mine:
            if d.income_done:
                continue
            track = max(D.TRACKS, key=by_track.__getitem__) if d.colour == D.WHITE else d.colour
            r = D.INCOME[(track, pl.tracks[track])]
            total += r.vp + r.steps * W.STEP
            coins += r.coins
            guards += r.guards
            for c in pl.cards:
                if c in E_DIE and E_DIE[c][0] == d.colour:
                    r = D.given(D.CITIZENS[c].bonus.reward)
                    total += r.vp + r.steps * W.STEP
                    coins += r.coins
                    guards += r.guards
        total += (
            min(coins, D.MAX_RESOURCE - pl.coins) * W.COIN
            + min(guards, D.MAX_RESOURCE - pl.guards) * W.GUARD
        )
        free = max(0, 3 - len(mine)) if state.phase in ("setup", "B") else 0
        if free:
            total += sum(w * v for w, v in zip(W.DIE_SLOTS[3 - free :], best, strict=False))
            total += free / 3 * W.E_DIE_DICE * sum(v for _, v in e_die)
    per_round = sum(w * v for w, v in zip(W.DIE_SLOTS, best, strict=False))
    per_round += W.E_DIE_DICE * sum(v for _, v in e_die)
    return total + later_rounds(state) * per_round


# -- ongoing bonuses ----------------------------------------------------------------------------


def e_rounds(state: CoimbraState, seat: int) -> int:
    return later_rounds(state) + (1 if income_open(state, seat) else 0)


def ongoing(state: CoimbraState, seat: int) -> float:
    """Phase-C start cards, Phase-E cards (but E-DIE, counted with the income) and permanent
    monasteries, for the rounds still to come."""
    pl = state.p[seat]
    c_left = c_rounds(state)
    e_left = e_rounds(state, seat)
    total = 0.0
    for cid in pl.cards:
        kind = D.CITIZENS[cid].bonus.kind
        if kind in ("C-COIN", "C-GUARD"):
            total += c_left * W.C_DISCOUNT_VP
        elif kind == "C-COUNCIL":
            total += c_left * W.C_COUNCIL_VP
        elif kind == "C-MERCHANT":
            total += c_left * W.C_MERCHANT_VP
        elif kind == "E-TRACK":
            total += e_left * W.E_TRACK_VP
        elif kind == "E-NOPURPLE":
            total += e_left * W.E_NOPURPLE_CHANCE * 2 * W.STEP
        elif kind == "E-EXCHANGE":
            total += e_left * W.E_EXCHANGE_VP
    for mid in pl.monasteries:
        kind = D.MONASTERIES[mid].bonus.kind
        if kind == "M-CASTLE4":
            placed = sum(1 for d in state.dice if d.owner == seat and d.district == D.CASTLE)
            now = (
                4 * placed
                if state.phase in ("B", "C")
                else 4 * W.CASTLE4_DICE
                if state.phase == "setup"
                else 0
            )
            total += now + later_rounds(state) * W.CASTLE4_DICE * 4
        elif kind == "M-DISCVP":
            total += e_left * W.DISCVP_MONASTERIES
    return total


# -- the pilgrim ---------------------------------------------------------------------------------


def pending_steps(state: CoimbraState, seat: int) -> int:
    return sum(s.n for s in state.pending if s.kind == "move" and s.seat == seat)


def walk_value(state: CoimbraState, seat: int, steps: int) -> float:
    """The monasteries the pilgrim can still reach with the pending steps, nearest first."""
    pl = state.p[seat]
    at = pl.pilgrim
    if at is None or steps <= 0:
        return 0.0
    todo = [node for node, mid in state.map.items() if seat not in state.map_discs.get(node, ())]
    total = 0.0
    while todo and steps > 0:
        dist = DIST[at]
        node = min(todo, key=lambda n: (dist.get(n, 99), n))
        d = dist.get(node, 99)
        if d > steps:
            break
        total += monastery_vp(state.map[node])
        steps -= d
        at = node
        todo.remove(node)
    return total


# -- dice in the districts ----------------------------------------------------------------------


def card_vp(state: CoimbraState, seat: int, cid: str) -> float:
    """A card still in a row, for this seat: influence, diplomas, crown tile and bonus."""
    card = D.CITIZENS[cid]
    pl = state.p[seat]
    b = card.bonus
    kind = b.kind
    value = CARD_BASE[cid]
    if state.crowns_on.get(card.profession) == cid:
        value += W.CROWN_VP
    if kind == "I-PERCOUNCIL":
        value += (scoring.count_prof(state, seat, D.COUNCIL) + 1) * (W.GUARD + W.STEP)
    elif kind == "I-PERMERCHANT":
        value += (scoring.count_prof(state, seat, D.MERCHANT) + 1) * (W.COIN + 1)
    elif kind == "I-PERMONASTERY":
        value += len(pl.monasteries)
    elif kind == "I-INCOME":
        track = D.given(b.track)
        own = card.influence if D.TRACK_OF[card.profession] == track else 0
        value += INCOME_VP[(track, min(D.MAX_TRACK, pl.tracks[track] + own))]
    elif kind in ("I-TRIBUTE", "I-COUNCILTAX"):
        value += (state.players - 1) * W.IMMEDIATE_VP[kind]
    elif kind.startswith("E-"):
        left = e_rounds(state, seat)
        if kind == "E-DIE":
            value += left * W.E_DIE_DICE * reward_vp(b.reward)
        elif kind == "E-TRACK":
            value += left * W.E_TRACK_VP
        elif kind == "E-NOPURPLE":
            value += left * W.E_NOPURPLE_CHANCE * 2 * W.STEP
        else:
            value += left * W.E_EXCHANGE_VP
    elif kind.startswith("C-"):
        value += c_rounds(state) * {"C-COUNCIL": W.C_COUNCIL_VP, "C-MERCHANT": W.C_MERCHANT_VP}.get(
            kind, W.C_DISCOUNT_VP
        )
    elif kind == "EG-TRACK":
        track = D.given(b.track)
        own = card.influence if D.TRACK_OF[card.profession] == track else 0
        pos = min(D.MAX_TRACK, pl.tracks[track] + own)
        value += next((vp for lo, vp in D.EG_TRACK_VP if pos >= lo), 0)
    elif kind == "EG-LOWCARDS":
        value += sum(1 for c in pl.cards if D.CITIZENS[c].influence <= 2) + (card.influence <= 2)
    elif kind == "EG-FOURSET":
        counts = [
            scoring.count_prof(state, seat, p) + (p == card.profession) for p in D.PROFESSIONS
        ]
        value += 5 * min(counts)
    return value


def _ahead(state: CoimbraState, district: str, die_id: str | None, value: int) -> int:
    """Dice and face-up tokens activated before a die of ``value`` (placed: ``die_id``)."""
    n = 0
    for e in state.rows[district]:
        if e == die_id:
            return n
        if e in state.tokens:
            if e in state.tokens_down:
                continue
            v = state.tokens[e]
        else:
            d = _die(state, e)
            if d.district is None:
                continue
            v = d.total
        if (v <= value) if district == D.CASTLE else (v >= value):
            n += 1
    return n


def _die(state: CoimbraState, die_id: str):
    return next(d for d in state.dice if d.id == die_id)


def promise(state: CoimbraState, seat: int, district: str, ahead: int, price: int) -> float:
    """What a die of this seat will take in ``district`` with ``ahead`` dice before it."""
    if district == D.CASTLE:
        values = sorted((W.FAVOUR_VP[f] for f in state.favour_row), reverse=True)
    else:
        pl = state.p[seat]
        have = {"coins": pl.coins, "guards": pl.guards}
        start = [D.CITIZENS[c].bonus.kind for c in pl.cards if D.CITIZENS[c].back == "I"]
        off = {"coins": start.count("C-COIN"), "guards": start.count("C-GUARD")}
        values = []
        for cid in state.cards.get(district, ()):
            if not cid:
                continue
            res = D.given(D.CITIZENS[cid].cost)
            cost = max(0, price - off[res])
            if cost <= have[res]:
                values.append(
                    card_vp(state, seat, cid) - cost * (W.COIN if res == "coins" else W.GUARD)
                )
        values.sort(reverse=True)
    best = values[ahead] if ahead < len(values) else 0.0
    return W.EMERGENCY_VP + W.PROMISE * max(0.0, best - W.EMERGENCY_VP)


def dice_promise(state: CoimbraState, seat: int) -> float:
    if state.phase not in ("B", "C"):
        return 0.0
    total = 0.0
    for d in state.dice:
        if d.owner != seat:
            continue
        if d.district is not None:
            total += promise(
                state, seat, d.district, _ahead(state, d.district, d.id, d.total), d.total
            )
        elif state.phase == "B" and any(
            s.kind == "place_die" and s.ref == d.id for s in state.pending
        ):
            total += max(
                promise(state, seat, x, _ahead(state, x, None, d.value), d.value)
                for x in D.DISTRICTS
            )
    return total


# -- the evaluation ------------------------------------------------------------------------------


def score_now(state: CoimbraState, seat: int) -> float:
    pl = state.p[seat]
    resources = (pl.guards + pl.coins + scoring.crowns_now(state, seat)) / 2
    row: dict[str, float] = {**scoring.breakdown(state, seat), "resources": resources}
    return float(sum(row.values()))


def _room(pl, resource: str) -> int:
    return D.MAX_RESOURCE - (pl.coins if resource == "coins" else pl.guards)


def _res_vp(resource: str) -> float:
    return W.COIN if resource == "coins" else W.GUARD


def best_expedition(state: CoimbraState, seat: int, only: str | None) -> float:
    """The most an expedition equipped now adds (its task now, minus its price), 0 to decline."""
    best = 0.0
    for x in state.expeditions:
        if X.can_equip(state, seat, x, only):
            price = X.expedition_price(state, seat, x)
            gain = scoring.expedition_score(state, seat, x) - price * _res_vp(
                D.EXPEDITIONS[x].resource
            )
            best = max(best, gain)
    return best


def open_options(state: CoimbraState, seat: int) -> float:
    """Questions of this seat still open that can only gain (a reward to pick, an offer to take)."""
    pl = state.p[seat]
    total = 0.0
    for step in state.pending:
        if step.seat != seat:
            continue
        kind = step.kind
        if kind == "f4":
            total += max(min(7, _room(pl, r)) * _res_vp(r) for r in ("coins", "guards"))
        elif kind == "buyvp" and pl.coins >= 5:
            total += max(0.0, 7 - 5 * W.COIN)
        elif kind == "walk5" and pl.guards >= 5:
            total += max(0.0, walk_value(state, seat, 5) - 5 * W.GUARD)
        elif kind == "equip":
            total += best_expedition(
                state, seat, step.ref if step.ref in ("coins", "guards") else None
            )
        elif kind == "favour_pick":
            total += max((W.FAVOUR_VP[f] for f in state.favour_row), default=0.0)
        elif kind == "cap":
            total += W.CAP_VP
        elif kind in ("salvage", "repeat"):
            total += W.IMMEDIATE_VP["I-SALVAGE" if kind == "salvage" else "I-REPEAT"]
        elif kind == "score_eg":
            total += max(
                (scoring.eg_score(state, seat, c) for c in scoring.eg_cards(state, seat)), default=0
            )
        elif kind == "score_track":
            total += max(scoring.track_place_vp(state, seat, t) for t in D.TRACKS)
        elif kind == "score_exp":
            scores = sorted(
                (
                    scoring.expedition_score(state, seat, x)
                    for x in pl.expeditions
                    if x not in step.taken
                ),
                reverse=True,
            )
            total += sum(scores[: step.n])
    return total


def to_come(state: CoimbraState, seat: int) -> float:
    """What the seat will still gain before the end, in VP (0 once the game is over)."""
    if state.phase == "end":
        return 0.0
    value = income_to_come(state, seat) + ongoing(state, seat) + dice_promise(state, seat)
    value += open_options(state, seat)
    pl = state.p[seat]
    value += (
        c_rounds(state)
        * W.RESOURCE_PREMIUM
        * (min(pl.coins, W.RESOURCE_USEFUL) + min(pl.guards, W.RESOURCE_USEFUL))
    )
    value += walk_value(state, seat, pending_steps(state, seat))
    if any(s.kind == "start_cards" and s.seat == seat for s in state.pending):
        value += sum(card_vp(state, seat, c) for c in state.p[seat].cards)
    return value


def evaluate(state: CoimbraState) -> list[float]:
    return [score_now(state, seat) + to_come(state, seat) for seat in range(state.players)]


def milestone(state: CoimbraState) -> tuple[int, str]:
    """The round and its stage: the start-card draft, the dice phases (B, where dice are
    drafted and placed, and C, where they buy what they were placed for: one stage, so a
    die is judged by what it buys), income, the expeditions."""
    phase = state.phase
    return state.round, "BC" if phase in ("B", "C") else phase


def sample_unseen(state: CoimbraState, seat: int, rand: random.Random) -> CoimbraState:
    world = clone(state)
    world.seed = rand.getrandbits(48)  # the seed decides the dice still to be rolled
    two = sorted(c for c in world.deck if D.CITIZENS[c].back == "II")
    three = sorted(c for c in world.deck if D.CITIZENS[c].back != "II")
    rand.shuffle(two)
    rand.shuffle(three)
    world.deck = two + three  # canonical first: the same view gives the same sample
    return world
