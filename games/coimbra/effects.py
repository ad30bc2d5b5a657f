"""The gain pipeline and one small function per effect kind (§5.3, §8, §12)."""

from __future__ import annotations

from games.coimbra import data as D
from games.coimbra import scoring as S
from games.coimbra import texts as T
from games.coimbra import words as W
from games.coimbra.state import CoimbraState, Die, Step
from games.contract import Event
from games.messages import Arg, Msg, msg


def ev(text: Msg, seat: int | None = None, barrier: bool = False) -> Event:
    return Event(text, seat=seat, undo_barrier=barrier)


def push(state: CoimbraState, step: Step, new_turn: bool = False) -> None:
    """Put a question on the pending stack; ``new_turn`` starts a fresh turn (undo barrier)."""
    if new_turn:
        state.turn += 1
        step.turn = state.turn
    else:
        step.turn = state.cur_turn
    state.pending.append(step)


# -- resources, VP, tracks ------------------------------------------------------------


def gain(state: CoimbraState, seat: int, r: D.Reward, why: Msg) -> list[Event]:
    """Gain a reward (R-6.1 caps at 20; steps start a pilgrim move, R-8.2)."""
    pl = state.p[seat]
    got: list[Arg] = []
    lost: list[Arg] = []
    lost_units = 0
    if r.coins:
        n = min(D.MAX_RESOURCE, pl.coins + r.coins) - pl.coins
        pl.coins += n
        if n:
            got.append(W.amount(n, "coins"))
        if n < r.coins:
            lost.append(W.amount(r.coins - n, "coins"))
            lost_units += r.coins - n
    if r.guards:
        n = min(D.MAX_RESOURCE, pl.guards + r.guards) - pl.guards
        pl.guards += n
        if n:
            got.append(W.amount(n, "guards"))
        if n < r.guards:
            lost.append(W.amount(r.guards - n, "guards"))
            lost_units += r.guards - n
    if r.vp:
        pl.vp += r.vp
        got.append(W.amount(r.vp, "vp"))
    if r.steps and pl.pilgrim is not None:
        # the step keeps the reason's English, as saved games always held it (nothing reads it)
        push(state, Step(kind="move", seat=seat, n=r.steps, ref=W.english(why)))
        got.append(W.amount(r.steps, "steps"))
    if not got and not lost:
        return []
    what = W.joined(got, "coim-plus") if got else msg("coim-nothing")
    gained = msg("coim-gains", who=W.who(seat), what=what, why=why)
    if lost:
        # English says "is lost" for one unit alone, "are lost" otherwise
        n = 1 if len(lost) == 1 and lost_units == 1 else 2
        gained = msg("coim-gains-over", gained=gained, lost=W.joined(lost), n=n)
    return [ev(msg("coim-sentence", what=gained), seat)]


def vp(state: CoimbraState, seat: int, n: int, why: Msg) -> list[Event]:
    if n == 0:
        return []
    state.p[seat].vp += n
    key = "coim-gains-vp" if n > 0 else "coim-loses-vp"
    return [ev(msg(key, who=W.who(seat), n=abs(n), why=why), seat)]


def advance(state: CoimbraState, seat: int, track: str, n: int) -> int:
    """Move a disc on an influence track (cap 15, R-7.1); a disc that moves goes on top (R-7.2)."""
    pl = state.p[seat]
    new = max(0, min(D.MAX_TRACK, pl.tracks[track] + n))
    if new != pl.tracks[track]:
        pl.tracks[track] = new
        state.arrivals += 1
        pl.seq[track] = state.arrivals
    return new


def track_events(state: CoimbraState, seat: int, track: str, n: int, why: Msg) -> list[Event]:
    before = state.p[seat].tracks[track]
    after = advance(state, seat, track, n)
    lost = before + n - after if n > 0 else 0
    if lost:
        why = msg("coim-why-track-lost", why=why, n=lost)
    if after == before:
        stays = msg("coim-disc-stays", who=W.who(seat), track=W.track(track), at=after, why=why)
        return [ev(stays, seat)]
    up = msg(
        "coim-moves-up", who=W.who(seat), track=W.track(track), before=before, after=after, why=why
    )
    return [ev(up, seat)]


def income(state: CoimbraState, seat: int, track: str, why: Msg) -> list[Event]:
    """The income box next to the disc on a track (R-5.5, I-INCOME)."""
    pos = state.p[seat].tracks[track]
    reason = msg("coim-why-income", why=why, track=W.track(track), at=pos)
    return gain(state, seat, D.INCOME[(track, pos)], reason)


# -- pilgrim and monasteries -----------------------------------------------------------


def move_targets(state: CoimbraState, seat: int) -> tuple[str, ...]:
    """Adjacent places (R-8.2): from a start corner only along its one-way road; never back in."""
    at = state.p[seat].pilgrim
    if at is None:
        return ()
    if at in D.ROADS:
        return D.ROADS[at]
    return D.ADJACENT[at]


def enter(state: CoimbraState, seat: int, node: str) -> list[Event]:
    """Entering a place; a monastery without my disc takes one and pays its bonus (R-8.3)."""
    state.p[seat].pilgrim = node
    if node not in state.map:
        return []
    discs = state.map_discs.setdefault(node, [])
    if seat in discs:
        return []
    mid = state.map[node]
    pl = state.p[seat]
    had_discvp = "M-DISCVP" in S.monastery_bonus_kinds(state, seat)
    discs.append(seat)
    pl.supply -= 1
    pl.monasteries.append(mid)
    disc = msg(
        "coim-monastery-disc", who=W.who(seat), node=node, what=T.body(D.MONASTERIES[mid].bonus)
    )
    out = [ev(disc, seat)]
    if had_discvp:
        out += vp(state, seat, 1, W.why("later-monastery"))
    return out + monastery_bonus(state, seat, mid)


def monastery_bonus(state: CoimbraState, seat: int, mid: str) -> list[Event]:
    """§12.4 immediate monastery bonuses (pure gains, applied at once)."""
    b = D.MONASTERIES[mid].bonus
    k = b.kind
    why = W.why("monastery", node=next((n for n, m in state.map.items() if m == mid), mid))
    if k == "M-REWARD":
        return gain(state, seat, D.given(b.reward), why)
    if k == "M-TRACK3":
        return track_events(state, seat, D.given(b.track), 3, why)
    if k == "M-PERPROF":
        prof = D.given(b.profession)
        per = msg("coim-why-per-prof", why=why, prof=W.profession(prof))
        return vp(state, seat, 2 * S.count_prof(state, seat, prof), per)
    if k == "M-ALLTRACKS":
        out = []
        for t in D.TRACKS:
            out += track_events(state, seat, t, 1, why)
        return out
    if k == "M-CROWNS":
        return vp(state, seat, S.crowns_now(state, seat), msg("coim-why-per-crown", why=why))
    if k == "M-HIGHCARDS":
        n = sum(1 for c in S.owned(state, seat) if c.influence >= 3)
        return vp(state, seat, n, msg("coim-why-per-high-card", why=why))
    if k == "M-FOURSET":
        return vp(state, seat, 5 * S.four_sets(state, seat), msg("coim-why-per-set", why=why))
    if k == "M-PERMONASTERY":
        per = msg("coim-why-per-monastery-2", why=why)
        return vp(state, seat, 2 * len(state.p[seat].monasteries), per)
    if k == "M-DIPLOMAS":
        return vp(state, seat, S.diploma_score(state, seat), msg("coim-why-diplomas", why=why))
    if k == "M-SCORE2EXP":
        if state.p[seat].expeditions:
            push(state, Step(kind="score_exp", seat=seat, n=2))
        return []
    if k == "M-SCOREEG":
        push(state, Step(kind="score_track", seat=seat))
        if S.eg_cards(state, seat):
            push(state, Step(kind="score_eg", seat=seat))
        return []
    return []  # M-CASTLE4, M-DISCVP, M-JOKER1/2: permanent


# -- favour tiles ----------------------------------------------------------------------


def take_favour(state: CoimbraState, seat: int, fid: str) -> list[Event]:
    """R-5.3.1 / §12.1."""
    state.favour_row.remove(fid)
    state.p[seat].favours.append(fid)
    taken = msg(
        "coim-takes-favour",
        who=W.who(seat),
        n=int(fid[1:]),
        crowns=W.amount(D.FAVOURS[fid].crowns, "crowns"),
        effect=W.favour_effect(fid),
    )
    out = [ev(taken, seat)]
    if fid == "F1":
        push(state, Step(kind="equip", seat=seat, ref="favour"))
    elif fid == "F2":
        out += vp(state, seat, 4, W.why("favour", n=2))
        if cap_targets(state, seat):
            push(state, Step(kind="cap", seat=seat))
    elif fid == "F3":
        out += gain(state, seat, D.R(vp=2, steps=3), W.why("favour", n=3))
    elif fid == "F4":
        push(state, Step(kind="f4", seat=seat))
    return out


def cap_targets(state: CoimbraState, seat: int) -> list[str]:
    """A-10: own dice still standing in a town row."""
    if state.cap_on is not None:
        return []
    return [d.id for d in state.dice if d.owner == seat and d.district in D.TOWNS]


def row_value(state: CoimbraState, entry: str) -> int:
    if entry in state.tokens:
        return state.tokens[entry]
    return die(state, entry).total


def die(state: CoimbraState, die_id: str) -> Die:
    for d in state.dice:
        if d.id == die_id:
            return d
    raise KeyError(die_id)


def insert_in_row(state: CoimbraState, district: str, entry: str) -> int:
    """R-5.2: castle ascending, towns descending; ties go to the later die. Returns the index."""
    row = state.rows[district]
    v = row_value(state, entry)
    idx = len(row)
    for i, other in enumerate(row):
        ov = row_value(state, other)
        if (district == D.CASTLE and ov > v) or (district != D.CASTLE and ov < v):
            idx = i
            break
    row.insert(idx, entry)
    return idx


def put_cap(state: CoimbraState, seat: int, die_id: str) -> list[Event]:
    """R-5.3.3: +3 and re-insert by the Phase-B rule."""
    d = die(state, die_id)
    district = D.given(d.district)  # the cap goes on a die standing in a town (cap_targets)
    d.capped = True
    state.cap_on = die_id
    row = state.rows[district]
    row.remove(die_id)
    insert_in_row(state, district, die_id)
    capped = msg(
        "coim-puts-cap",
        who=W.who(seat),
        die=W.die(d.colour, d.value),
        where=W.where("in", district),
        total=d.total,
    )
    return [ev(capped, seat)]


# -- expeditions -----------------------------------------------------------------------


def expedition_price(state: CoimbraState, seat: int, exp_id: str) -> int:
    x = D.EXPEDITIONS[exp_id]
    discount = D.EXPEDITION_DISCOUNT if "F1" in state.p[seat].favours else 0
    return max(0, x.cost - discount)


def can_equip(state: CoimbraState, seat: int, exp_id: str, only: str | None = None) -> bool:
    x = D.EXPEDITIONS[exp_id]
    pl = state.p[seat]
    if exp_id in pl.expeditions or pl.supply <= 0:
        return False
    if only and x.resource != only:
        return False
    have = pl.coins if x.resource == "coins" else pl.guards
    return have >= expedition_price(state, seat, exp_id)


def equip(state: CoimbraState, seat: int, exp_id: str) -> list[Event]:
    """R-5.6: pay, put a disc on top."""
    x = D.EXPEDITIONS[exp_id]
    pl = state.p[seat]
    price = expedition_price(state, seat, exp_id)
    if x.resource == "coins":
        pl.coins -= price
    else:
        pl.guards -= price
    pl.supply -= 1
    pl.expeditions.append(exp_id)
    state.exp_discs.setdefault(exp_id, []).append(seat)
    equipped = msg(
        "coim-equips", who=W.who(seat), exp=W.expedition(exp_id), price=W.amount(price, x.resource)
    )
    return [ev(equipped, seat)]


# -- citizen cards ---------------------------------------------------------------------


def start_bonuses(state: CoimbraState, seat: int) -> list[str]:
    return [D.CITIZENS[c].bonus.kind for c in state.p[seat].cards if D.CITIZENS[c].back == "I"]


def discount(state: CoimbraState, seat: int, resource: str) -> int:
    """C-COIN / C-GUARD: 1 less per applicable start card (R-5.3.4)."""
    kind = "C-COIN" if resource == "coins" else "C-GUARD"
    return sum(1 for k in start_bonuses(state, seat) if k == kind)


def card_price(
    state: CoimbraState, seat: int, card_id: str, base: int, with_discount: bool = True
) -> int:
    card = D.CITIZENS[card_id]
    resource = card.cost or "guards"
    return max(0, base - (discount(state, seat, resource) if with_discount else 0))


def prices(state: CoimbraState, seat: int, base: int) -> dict[str, int]:
    """`card_price` of a coin card and of a guard card at once (one look at the start cards)."""
    kinds = start_bonuses(state, seat)
    return {
        "coins": max(0, base - kinds.count("C-COIN")),
        "guards": max(0, base - kinds.count("C-GUARD")),
    }


def can_buy(state: CoimbraState, seat: int, card_id: str, base: int) -> bool:
    """A card of a town row is affordable with a die of value ``base`` (R-5.3.2)."""
    price = card_price(state, seat, card_id, base)
    return can_pay(state, seat, D.given(D.CITIZENS[card_id].cost), price)


def can_pay(state: CoimbraState, seat: int, resource: str, n: int) -> bool:
    pl = state.p[seat]
    return (pl.coins if resource == "coins" else pl.guards) >= n


def pay(state: CoimbraState, seat: int, resource: str, n: int) -> None:
    pl = state.p[seat]
    if resource == "coins":
        pl.coins -= n
    else:
        pl.guards -= n
    assert pl.coins >= 0 and pl.guards >= 0


def acquire(state: CoimbraState, seat: int, card_id: str, phase_c: bool = True) -> list[Event]:
    """R-5.3.2 steps 5-7: influence, bonus, then the Phase-C start-card triggers."""
    card = D.CITIZENS[card_id]
    state.p[seat].cards.append(card_id)
    track = D.TRACK_OF[card.profession]
    out = track_events(state, seat, track, card.influence, W.why("card", id=card_id))
    if phase_c:
        triggers = [
            k
            for k in start_bonuses(state, seat)
            if (k == "C-COUNCIL" and card.profession == D.COUNCIL)
            or (k == "C-MERCHANT" and card.profession == D.MERCHANT)
        ]
        for k in triggers:
            push(state, Step(kind="c_trigger", seat=seat, ref=k))
    if card.timing == "I":
        out += immediate(state, seat, card_id)
    return out


def immediate(state: CoimbraState, seat: int, card_id: str) -> list[Event]:
    """§12.2/§12.3 immediate bonuses."""
    b = D.CITIZENS[card_id].bonus
    k = b.kind
    why = W.why("card", id=card_id)
    pl = state.p[seat]
    if k in ("I-REWARD", "S-IMM"):
        return gain(state, seat, D.given(b.reward), why)
    if k == "I-TRIBUTE":
        return demand(state, seat, "tribute", [s for s in turn_order(state) if s != seat], "")
    if k == "I-INQUISITION":
        out = vp(state, seat, 5, why)
        return out + demand(
            state, seat, "inquisition", [s for s in turn_order(state) if s != seat], ""
        )
    if k == "I-SALVAGE":
        push(state, Step(kind="salvage", seat=seat))
        return []
    if k == "I-COUNCILTAX":
        ranking = S.track_ranking(state, D.GREY)
        mine = pl.tracks[D.GREY]
        if S.opts(state).council_tax_strict_space:
            behind = {s for s in range(state.players) if state.p[s].tracks[D.GREY] < mine}
        else:
            behind = set(ranking[ranking.index(seat) + 1 :])
        return demand(
            state, seat, "tax", [s for s in turn_order(state) if s in behind], D.given(b.resource)
        )
    if k == "I-PERCOUNCIL":
        n = S.count_prof(state, seat, D.COUNCIL)
        return gain(state, seat, D.R(guards=n, steps=n), W.why("per-council", id=card_id))
    if k == "I-FAVOUR":
        if state.favour_row:
            push(state, Step(kind="favour_pick", seat=seat))
        return []
    if k == "I-PERMERCHANT":
        n = S.count_prof(state, seat, D.MERCHANT)
        return gain(state, seat, D.R(coins=n, vp=n), W.why("per-merchant", id=card_id))
    if k in ("I-EXPCOIN", "I-EXPGUARD"):
        resource = "coins" if k == "I-EXPCOIN" else "guards"
        out = gain(state, seat, D.R(coins=4) if resource == "coins" else D.R(guards=4), why)
        push(state, Step(kind="equip", seat=seat, ref=resource))
        return out
    if k == "I-PERMONASTERY":
        return vp(state, seat, len(pl.monasteries), W.why("per-monastery", id=card_id))
    if k == "I-REPEAT":
        push(state, Step(kind="repeat", seat=seat, ref=D.given(b.profession), ref2=card_id))
        return []
    if k == "I-INCOME":
        return income(state, seat, D.given(b.track), why)
    if k == "I-WALK5":
        push(state, Step(kind="walk5", seat=seat))
        return []
    if k == "I-BUYVP":
        push(state, Step(kind="buyvp", seat=seat))
        return []
    raise ValueError(k)


def repeat_targets(state: CoimbraState, seat: int, profession: str) -> list[str]:
    """A-5: another own card of that profession with an immediate bonus, not a copy card."""
    return [
        c
        for c in dict.fromkeys(state.p[seat].cards)
        if D.CITIZENS[c].profession == profession
        and D.CITIZENS[c].timing == "I"
        and D.CITIZENS[c].bonus.kind != "I-REPEAT"
    ]


def turn_order(state: CoimbraState) -> list[int]:
    return list(state.order)


def demand(
    state: CoimbraState, seat: int, kind: str, victims: list[int], resource: str
) -> list[Event]:
    """§9: "In Spielerreihenfolge": every opponent answers in turn order, one after the other; one
    who has no alternative (`must_give_vp`) is settled without a question, but in his place in
    that order, the log included."""
    for v in reversed(victims):
        push(
            state,
            Step(kind=kind, seat=v, ref=str(seat), ref2=resource),
            new_turn=not must_give_vp(state, v, kind, resource),
        )
    return []


def must_give_vp(state: CoimbraState, victim: int, kind: str, resource: str) -> bool:
    """ "Wer die angegebenen Ressourcen nicht hat, muss dir die Siegpunkte geben"; "Wer keinen
    Geistlichen hat, muss die Siegpunkte verlieren"."""
    pv = state.p[victim]
    if kind == "tribute":
        return pv.coins < 1 or pv.guards < 1
    if kind == "tax":
        return not can_pay(state, victim, resource, 3)
    return not any(D.CITIZENS[c].profession == D.CLERGY for c in pv.cards)


def answer(
    state: CoimbraState, victim: int, actor: int, kind: str, what: str, resource: str
) -> list[Event]:
    """Apply an opponent's answer to I-TRIBUTE / I-COUNCILTAX / I-INQUISITION (§9)."""
    pv = state.p[victim]
    if kind == "tribute":
        if what == "vp":
            pv.vp -= 2
            return [_gives(victim, actor, W.amount(2, "vp"))] + vp(
                state, actor, 2, W.why("tribute")
            )
        pv.coins -= 1
        pv.guards -= 1
        goods = W.joined([W.amount(1, "coins"), W.amount(1, "guards")])
        return [_gives(victim, actor, goods)] + gain(
            state, actor, D.R(coins=1, guards=1), W.why("tribute")
        )
    if kind == "tax":
        if what == "vp":
            pv.vp -= 3
            return [_gives(victim, actor, W.amount(3, "vp"))] + vp(
                state, actor, 3, W.why("council-tax")
            )
        pay(state, victim, resource, 3)
        rew = D.R(coins=3) if resource == "coins" else D.R(guards=3)
        return [_gives(victim, actor, W.amount(3, resource))] + gain(
            state, actor, rew, W.why("council-tax")
        )
    # inquisition
    if what == "vp":
        pv.vp -= 3
        return [ev(msg("coim-inquisition-vp", who=W.who(victim), to=W.who(actor)), victim)]
    card = D.CITIZENS[what]
    pv.cards.remove(what)
    state.discard.append(what)
    before = pv.tracks[D.PURPLE]
    after = advance(state, victim, D.PURPLE, -card.influence)
    discarded = msg(
        "coim-inquisition-card",
        who=W.who(victim),
        to=W.who(actor),
        id=what,
        before=before,
        after=after,
    )
    return [ev(discarded, victim)]


def _gives(victim: int, actor: int, what: Arg) -> Event:
    return ev(msg("coim-gives", who=W.who(victim), what=what, to=W.who(actor)), victim)
