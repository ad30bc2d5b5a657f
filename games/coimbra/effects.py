"""The gain pipeline and one small function per effect kind (§5.3, §8, §12)."""

from __future__ import annotations

from games.coimbra import data as D
from games.coimbra import scoring as S
from games.coimbra import texts as T
from games.coimbra.state import CoimbraState, Die, Step
from games.contract import Event, seat_token


def ev(text: str, seat: int | None = None, barrier: bool = False) -> Event:
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


def gain(state: CoimbraState, seat: int, r: D.Reward, why: str) -> list[Event]:
    """Gain a reward (R-6.1 caps at 20; steps start a pilgrim move, R-8.2)."""
    pl = state.p[seat]
    got = []
    lost = []
    if r.coins:
        n = min(D.MAX_RESOURCE, pl.coins + r.coins) - pl.coins
        pl.coins += n
        if n:
            got.append(f"{n} coin{'s' if n != 1 else ''}")
        if n < r.coins:
            lost.append(f"{r.coins - n} coin{'s' if r.coins - n != 1 else ''}")
    if r.guards:
        n = min(D.MAX_RESOURCE, pl.guards + r.guards) - pl.guards
        pl.guards += n
        if n:
            got.append(f"{n} guard{'s' if n != 1 else ''}")
        if n < r.guards:
            lost.append(f"{r.guards - n} guard{'s' if r.guards - n != 1 else ''}")
    if r.vp:
        pl.vp += r.vp
        got.append(f"{r.vp} VP")
    if r.steps and pl.pilgrim is not None:
        push(state, Step(kind="move", seat=seat, n=r.steps, ref=why))
        got.append(f"{r.steps} pilgrim step{'s' if r.steps != 1 else ''}")
    over = (
        f"; {' and '.join(lost)} over the limit of 20 "
        f"{'is' if len(lost) == 1 and lost[0].startswith('1 ') else 'are'} lost"
        if lost
        else ""
    )
    if not got:
        return [ev(f"{seat_token(seat)} gains nothing ({why}){over}.", seat)] if lost else []
    return [ev(f"{seat_token(seat)} gains {' + '.join(got)} ({why}){over}.", seat)]


def vp(state: CoimbraState, seat: int, n: int, why: str) -> list[Event]:
    if n == 0:
        return []
    state.p[seat].vp += n
    return [ev(f"{seat_token(seat)} {'gains' if n > 0 else 'loses'} {abs(n)} VP ({why}).", seat)]


def advance(state: CoimbraState, seat: int, track: str, n: int) -> int:
    """Move a disc on an influence track (cap 15, R-7.1); a disc that moves goes on top (R-7.2)."""
    pl = state.p[seat]
    new = max(0, min(D.MAX_TRACK, pl.tracks[track] + n))
    if new != pl.tracks[track]:
        pl.tracks[track] = new
        state.arrivals += 1
        pl.seq[track] = state.arrivals
    return new


def track_events(state: CoimbraState, seat: int, track: str, n: int, why: str) -> list[Event]:
    before = state.p[seat].tracks[track]
    after = advance(state, seat, track, n)
    lost = before + n - after if n > 0 else 0
    tail = f"; {lost} more {'is' if lost == 1 else 'are'} lost above space 15" if lost else ""
    if after == before:
        return [ev(f"{seat_token(seat)}'s {track} disc stays on {after} ({why}{tail}).", seat)]
    return [
        ev(
            f"{seat_token(seat)} moves up the {track} track {before} -> {after} ({why}{tail}).",
            seat,
        )
    ]


def income(state: CoimbraState, seat: int, track: str, why: str) -> list[Event]:
    """The income box next to the disc on a track (R-5.5, I-INCOME)."""
    pos = state.p[seat].tracks[track]
    return gain(state, seat, D.INCOME[(track, pos)], f"{why}: {track} income at {pos}")


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
    out = [
        ev(
            f"{seat_token(seat)} puts a disc on monastery {node} ({T.monastery(mid).rstrip('.')}).",
            seat,
        )
    ]
    if had_discvp:
        out += vp(state, seat, 1, "1 VP per later monastery")
    return out + monastery_bonus(state, seat, mid)


def monastery_bonus(state: CoimbraState, seat: int, mid: str) -> list[Event]:
    """§12.4 immediate monastery bonuses (pure gains, applied at once)."""
    b = D.MONASTERIES[mid].bonus
    k = b.kind
    why = f"monastery {next((n for n, m in state.map.items() if m == mid), mid)}"
    if k == "M-REWARD":
        return gain(state, seat, D.given(b.reward), why)
    if k == "M-TRACK3":
        return track_events(state, seat, D.given(b.track), 3, why)
    if k == "M-PERPROF":
        prof = D.given(b.profession)
        return vp(state, seat, 2 * S.count_prof(state, seat, prof), f"{why}: 2 per {prof}")
    if k == "M-ALLTRACKS":
        out = []
        for t in D.TRACKS:
            out += track_events(state, seat, t, 1, why)
        return out
    if k == "M-CROWNS":
        return vp(state, seat, S.crowns_now(state, seat), f"{why}: 1 per crown")
    if k == "M-HIGHCARDS":
        n = sum(1 for c in S.owned(state, seat) if c.influence >= 3)
        return vp(state, seat, n, f"{why}: 1 per influence 3-4 card")
    if k == "M-FOURSET":
        return vp(state, seat, 5 * S.four_sets(state, seat), f"{why}: 5 per set of 4 professions")
    if k == "M-PERMONASTERY":
        return vp(state, seat, 2 * len(state.p[seat].monasteries), f"{why}: 2 per monastery")
    if k == "M-DIPLOMAS":
        return vp(state, seat, S.diploma_score(state, seat), f"{why}: diploma sets")
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
    out = [
        ev(
            f"{seat_token(seat)} takes favour tile {fid[1:]} "
            f"({T.plural(D.FAVOURS[fid].crowns, 'crown')}): {D.FAVOURS[fid].text}.",
            seat,
        )
    ]
    if fid == "F1":
        push(state, Step(kind="equip", seat=seat, ref="favour"))
    elif fid == "F2":
        out += vp(state, seat, 4, "favour 2")
        if cap_targets(state, seat):
            push(state, Step(kind="cap", seat=seat))
    elif fid == "F3":
        out += gain(state, seat, D.R(vp=2, steps=3), "favour 3")
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
    return [
        ev(
            f"{seat_token(seat)} puts the +3 cap on {d.colour} {d.value} in the "
            f"{D.DISTRICT_NAME[district]} (now {d.total}).",
            seat,
        )
    ]


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
    return [
        ev(f"{seat_token(seat)} equips the expedition to {x.name} for {price} {x.resource}.", seat)
    ]


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
    out = track_events(state, seat, track, card.influence, f"card {card_id}")
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
    why = f"card {card_id}"
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
        return gain(state, seat, D.R(guards=n, steps=n), f"{why}: per council card")
    if k == "I-FAVOUR":
        if state.favour_row:
            push(state, Step(kind="favour_pick", seat=seat))
        return []
    if k == "I-PERMERCHANT":
        n = S.count_prof(state, seat, D.MERCHANT)
        return gain(state, seat, D.R(coins=n, vp=n), f"{why}: per merchant card")
    if k in ("I-EXPCOIN", "I-EXPGUARD"):
        resource = "coins" if k == "I-EXPCOIN" else "guards"
        out = gain(state, seat, D.R(coins=4) if resource == "coins" else D.R(guards=4), why)
        push(state, Step(kind="equip", seat=seat, ref=resource))
        return out
    if k == "I-PERMONASTERY":
        return vp(state, seat, len(pl.monasteries), f"{why}: per monastery")
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
            return [ev(f"{seat_token(victim)} gives 2 VP to {seat_token(actor)}.", victim)] + vp(
                state, actor, 2, "tribute"
            )
        pv.coins -= 1
        pv.guards -= 1
        return [
            ev(f"{seat_token(victim)} gives 1 coin and 1 guard to {seat_token(actor)}.", victim)
        ] + gain(state, actor, D.R(coins=1, guards=1), "tribute")
    if kind == "tax":
        if what == "vp":
            pv.vp -= 3
            return [ev(f"{seat_token(victim)} gives 3 VP to {seat_token(actor)}.", victim)] + vp(
                state, actor, 3, "council tax"
            )
        pay(state, victim, resource, 3)
        rew = D.R(coins=3) if resource == "coins" else D.R(guards=3)
        return [
            ev(f"{seat_token(victim)} gives 3 {resource} to {seat_token(actor)}.", victim)
        ] + gain(state, actor, rew, "council tax")
    # inquisition
    if what == "vp":
        pv.vp -= 3
        return [
            ev(
                f"{seat_token(victim)} loses 3 VP to the inquisition of {seat_token(actor)}.",
                victim,
            )
        ]
    card = D.CITIZENS[what]
    pv.cards.remove(what)
    state.discard.append(what)
    before = pv.tracks[D.PURPLE]
    after = advance(state, victim, D.PURPLE, -card.influence)
    return [
        ev(
            f"{seat_token(victim)} discards the clergy card {what} to the inquisition of "
            f"{seat_token(actor)}; purple track {before} -> {after}.",
            victim,
        )
    ]
