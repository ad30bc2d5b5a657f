"""Coimbra flow: setup, the phase machine (R-5) and one enumerator + resolver per step kind."""

from __future__ import annotations

from games.coimbra import data as D
from games.coimbra import effects as X
from games.coimbra import scoring as S
from games.coimbra import texts as T
from games.coimbra import words as W
from games.coimbra.options import CoimbraOptions
from games.coimbra.state import CoimbraState, Die, Player, Step
from games.contract import Event, rng
from games.messages import Arg, Msg, Text, msg
from games.steps import Fn, Steps

ev = X.ev
push = X.push
PASS_IDS = ("skip", "stop", "done")
STEPS = Steps("coimbra")
"""Every step kind (registered at the end of this module). A question's choices are built from
its ids by present.py; ``single`` marks the questions resolved without a click when they have
exactly one answer: a die whose owner can only take the emergency action (no favour tile left,
no affordable card) takes it at once (R-5.3.5 "must"); an opponent who lacks the resources /
owns no clergy card gives the VP at once, in his place in the turn order."""


# -- setup (R-3) -------------------------------------------------------------------------


def setup(players: int, seed: int, options: CoimbraOptions) -> CoimbraState:
    state = CoimbraState(players=players, seed=seed, options=options.model_dump())
    # monasteries by back
    for back, prefix in (("I", "I"), ("II", "II"), ("III", "III")):
        tiles = [m.id for m in D.MONASTERIES.values() if m.back == back]
        rng(state).shuffle(tiles)
        for i in range(D.MONASTERY_SPACES[back]):
            state.map[f"{prefix}{i + 1}"] = tiles[i]
    tiles = list(D.SCORING_TILES)
    rng(state).shuffle(tiles)
    state.scoring = dict(zip(D.TRACKS, tiles, strict=False))
    # die tokens (table 3.1-A) and rows
    state.rows = {d: [] for d in D.DISTRICTS}
    for t in D.DIE_TOKENS:
        if players in t.district:
            state.tokens[t.id] = t.value
            X.insert_in_row(state, t.district[players], t.id)
    exps = list(D.EXPEDITIONS)
    rng(state).shuffle(exps)
    state.expeditions = sorted(exps[: D.EXPEDITIONS_IN_GAME])
    state.dice = [Die(id=d.id, colour=d.colour) for d in D.dice_for(players)]
    state.p = [
        Player(tracks={t: 0 for t in D.TRACKS}, seq={t: 0 for t in D.TRACKS})
        for _ in range(players)
    ]
    order = list(range(players))
    rng(state).shuffle(order)
    state.order = order
    # deck: II on top of III
    two = [c.id for c in D.CITIZENS_II_III if c.back == "II"]
    three = [c.id for c in D.CITIZENS_II_III if c.back == "III"]
    rng(state).shuffle(two)
    rng(state).shuffle(three)
    state.deck = two + three
    # start pairs
    start = [c.id for c in D.START_CARDS]
    rng(state).shuffle(start)
    n = D.START_PAIRS[players]
    state.start_pairs = [sorted(start[2 * i : 2 * i + 2]) for i in range(n)]
    state.pairs_dealt = [list(pair) for pair in state.start_pairs]
    state.removed = sorted(start[2 * n :])
    round_setup(state)
    # reverse order first, then normal order, then apply start cards
    for seat in reversed(order):
        push(state, Step(kind="start_cards", seat=seat))
    for seat in reversed(order):
        push(state, Step(kind="draft", seat=seat), new_turn=True)
    for seat in order:
        push(state, Step(kind="draft", seat=seat), new_turn=True)
    state.phase = "setup"
    settle(state)
    return state


def round_setup(state: CoimbraState) -> list[Event]:
    """R-3.4 step 3: favour tiles and cap, deal 12 cards, distribute the crown tiles."""
    state.favour_row = list(D.FAVOURS)
    state.cap_on = None
    state.cards = {}
    for town in D.TOWNS:
        state.cards[town] = [state.deck.pop(0) for _ in range(4)]
    state.crowns_on = {}
    cols = (3, 2, 1, 0) if S.opts(state).crown_columns_left_to_right else (0, 1, 2, 3)
    for col in cols:
        for town in D.TOWNS:
            cid = D.given(state.cards[town][col])  # every column was just filled
            prof = D.CITIZENS[cid].profession
            if prof not in state.crowns_on:
                state.crowns_on[prof] = cid
    rows: list[Arg] = [
        msg(
            "coim-town-cards", district=W.district(t), cards=", ".join(map(D.given, state.cards[t]))
        )
        for t in D.TOWNS
    ]
    cards = W.joined(rows, "coim-semicolon")
    return [ev(msg("coim-new-citizens", round=state.round, rows=cards), barrier=True)]


def roll(state: CoimbraState) -> list[Event]:
    """R-5.1: the player on flag 1 rolls all pool dice."""
    r = rng(state)
    for d in state.dice:
        d.value = r.randint(1, 6)
        d.owner = None
        d.district = None
        d.capped = False
        d.income_done = False
    rolled = [msg("coim-rolled-die", colour=W.colour(d.colour), value=d.value) for d in state.dice]
    dice = W.joined(list(rolled), "coim-comma")
    return [
        ev(
            msg("coim-roll", round=state.round, who=W.who(state.order[0]), dice=dice),
            state.order[0],
            barrier=True,
        )
    ]


# -- the phase machine -------------------------------------------------------------------


def settle(state: CoimbraState) -> list[Event]:
    """Run automatic steps and phase transitions until a player must decide (or the game ends)."""
    out: list[Event] = []
    guard = 0
    while state.phase != "end":
        guard += 1
        assert guard < 10_000, "settle loop"
        if state.pending:
            top = state.pending[-1]
            auto = STEPS.autos.get(top.kind)
            if auto is not None:
                state.pending.pop()
                state.cur_turn = top.turn
                out += auto(state, top)
                continue
            ids = STEPS.ids[top.kind](state, top)
            if not ids or (len(ids) == 1 and ids[0] in PASS_IDS):
                state.pending.pop()  # nothing to decide: skip the question
                continue
            if len(ids) == 1:
                q = STEPS.asks[top.kind]
                if q.single:
                    state.pending.pop()
                    state.cur_turn = top.turn
                    out += q.resolve(state, top, ids[0])
                    continue
            return out
        out += advance_phase(state)
    return out


def advance_phase(state: CoimbraState) -> list[Event]:
    n = state.players
    if state.phase == "setup":
        state.phase = "B"
        state.cursor = 0
        return roll(state)
    if state.phase == "B":
        if state.cursor < 3 * n:
            push(state, Step(kind="pick_die", seat=state.order[state.cursor % n]), new_turn=True)
            state.cursor += 1
            return []
        state.phase, state.cursor = "C", 0
        return [ev(msg("coim-phase-c"))]
    if state.phase == "C":
        return phase_c_next(state)
    if state.phase == "E":
        if state.cursor < n:
            seat = state.order[state.cursor]
            state.cursor += 1
            push(state, Step(kind="income", seat=seat), new_turn=True)
            if not S.opts(state).phase_e_start_bonuses_global:
                push(state, Step(kind="e_start", seat=seat))
            return []
        for d in state.dice:  # step 4
            d.owner = None
            d.district = None
            d.capped = False
        state.phase, state.cursor = "F", 0
        return []
    if state.phase == "F":
        if state.cursor < n:
            seat = state.order[state.cursor]
            state.cursor += 1
            push(state, Step(kind="equip", seat=seat, ref="phase"), new_turn=True)
            return []
        return round_end(state)
    raise AssertionError(state.phase)


def active_entries(state: CoimbraState, district: str) -> list[str]:
    return [
        e
        for e in state.rows[district]
        if (e in state.tokens and e not in state.tokens_down)
        or (e not in state.tokens and X.die(state, e).district)
    ]


def phase_c_next(state: CoimbraState) -> list[Event]:
    """R-5.3: activate the leftmost remaining die of the current district (re-read every time)."""
    if state.cursor >= len(D.DISTRICTS):
        return phase_d(state)
    district = D.DISTRICTS[state.cursor]
    entries = active_entries(state, district)
    if not entries:
        return finish_district(state, district)
    first = entries[0]
    if first in state.tokens:
        return token_activation(state, district, first)
    d = X.die(state, first)
    owner = D.given(d.owner)  # a die in a district row is a player's
    push(state, Step(kind="activate", seat=owner, ref=d.id, ref2=district), new_turn=True)
    return []


def token_activation(state: CoimbraState, district: str, token: str) -> list[Event]:
    """R-5.3.6: discard the highest-influence card (leftmost on a tie), flip the token."""
    state.tokens_down.append(token)
    value, where = state.tokens[token], W.where("in", district)
    row = state.cards.get(district, [])
    present = [(i, c) for i, c in enumerate(row) if c]
    if not present:
        return [ev(msg("coim-token-empty", value=value, where=where))]
    best = max(D.CITIZENS[c].influence for _, c in present)
    i, cid = next((i, c) for i, c in present if D.CITIZENS[c].influence == best)
    row[i] = None
    state.discard.append(cid)
    crown = any(on == cid for on in state.crowns_on.values())
    drop_crown(state, cid)
    key = "coim-token-removes-crown" if crown else "coim-token-removes"
    prof = W.profession(D.CITIZENS[cid].profession)
    return [ev(msg(key, value=value, where=where, id=cid, prof=prof, influence=best))]


def drop_crown(state: CoimbraState, cid: str) -> None:
    """A-9: a crown tile on a discarded card is unused this round."""
    for prof, on in list(state.crowns_on.items()):
        if on == cid:
            del state.crowns_on[prof]


def finish_district(state: CoimbraState, district: str) -> list[Event]:
    """R-5.3e: discard the rest of the row, flip the tokens back."""
    out = []
    if district in state.cards:
        rest = [c for c in state.cards[district] if c]
        for c in rest:
            state.discard.append(c)
            drop_crown(state, c)
        state.cards[district] = [None] * 4
        if rest:
            done = msg(
                "coim-district-done",
                district=W.district(district),
                n=len(rest),
                ids=", ".join(rest),
            )
            out.append(ev(done))
    state.tokens_down = [t for t in state.tokens_down if t not in state.rows[district]]
    state.cursor += 1
    return out


def phase_d(state: CoimbraState) -> list[Event]:
    """R-5.4: most crowns first; ties reverse the previous relative order."""
    crowns = {s: S.crowns_now(state, s) for s in state.order}
    old = list(state.order)
    state.order = sorted(old, key=lambda s: (-crowns[s], -old.index(s)))
    state.phase, state.cursor = "E", 0
    if S.opts(state).phase_e_start_bonuses_global:  # A-8 alternative
        for seat in reversed(state.order):
            push(state, Step(kind="e_start", seat=seat), new_turn=True)
    counts = W.joined(
        [msg("coim-seat-crowns", who=W.who(s), n=crowns[s]) for s in old], "coim-comma"
    )
    order = W.joined([W.who(s) for s in state.order], "coim-comma")
    return [ev(msg("coim-phase-d", crowns=counts, order=order))]


def round_end(state: CoimbraState) -> list[Event]:
    """R-5.7."""
    if not state.deck:
        state.phase = "end"
        state.pending = []
        res = S.final_result(state)
        out = [ev(msg("coim-deck-empty"))]
        for s in res.ranking:
            parts = W.joined(
                [msg(f"coim-category-{k}", n=v) for k, v in res.breakdown[s].items()], "coim-comma"
            )
            out.append(ev(msg("coim-final-score", who=W.who(s), n=res.totals[s], parts=parts), s))
        best = res.winners[0]
        won = msg("coim-wins", who=W.who(best), n=res.totals[best])
        if res.tiebreak:
            won = msg("coim-wins-tie", won=won, tiebreak=res.tiebreak)
        out.append(ev(won, best))
        return out
    for pl in state.p:
        pl.favours = []
        pl.crown_tiles = []
    state.round += 1
    out = round_setup(state)
    state.phase = "setup"
    return out


# -- automatic steps ---------------------------------------------------------------------


def auto_start_cards(state: CoimbraState, step: Step) -> list[Event]:
    """R-3.7: influence, then the immediate bonus (Phase-C cards just stay active)."""
    out = []
    for cid in state.p[step.seat].cards:
        card = D.CITIZENS[cid]
        out += X.track_events(
            state, step.seat, D.TRACK_OF[card.profession], card.influence, W.why("start", id=cid)
        )
        if card.timing == "I":
            out += X.immediate(state, step.seat, cid)
    return out


def auto_c_trigger(state: CoimbraState, step: Step) -> list[Event]:
    if step.ref == "C-COUNCIL":
        return X.gain(state, step.seat, D.R(guards=1, vp=1, steps=1), W.why("council-bought"))
    return X.gain(state, step.seat, D.R(coins=1, vp=2), W.why("merchant-bought"))


def auto_take_crown(state: CoimbraState, step: Step) -> list[Event]:
    """R-5.3.2 step 8."""
    if state.crowns_on.get(step.ref) == step.ref2:
        del state.crowns_on[step.ref]
        state.p[step.seat].crown_tiles.append(step.ref)
        tile = msg(
            "coim-takes-crown",
            who=W.who(step.seat),
            prof=W.profession(step.ref),
            crowns=W.amount(D.CROWN_TILE_CROWNS, "crowns"),
            id=step.ref2,
        )
        return [ev(tile, step.seat)]
    return []


def auto_e_start(state: CoimbraState, step: Step) -> list[Event]:
    """R-5.5 step 1 (A-8: at the start of the player's own income step)."""
    out = []
    seat = step.seat
    mine = [d for d in state.dice if d.owner == seat]
    for cid in state.p[seat].cards:
        b = D.CITIZENS[cid].bonus
        if b.kind == "E-NOPURPLE" and not any(d.colour == D.PURPLE for d in mine):
            out += X.gain(state, seat, D.R(steps=2), W.why("no-purple", id=cid))
    for cid in state.p[seat].cards:
        b = D.CITIZENS[cid].bonus
        if b.kind == "E-TRACK":
            push(state, Step(kind="etrack", seat=seat, ref=D.given(b.resource), ref2=cid))
    return out


STEPS.register_auto("start_cards", auto_start_cards)
STEPS.register_auto("c_trigger", auto_c_trigger)
STEPS.register_auto("take_crown", auto_take_crown)
STEPS.register_auto("e_start", auto_e_start)


# -- legal ids (what may be chosen; labels.py says it in words) ----------------------------


def die_label(d: Die) -> Msg:
    return W.die(d.colour, d.value)


def with_end(ids: list[str], end: str) -> list[str]:
    """An optional question: its ids, then the way out; nothing at all if there is nothing to
    take."""
    if ids:
        ids.append(end)
    return ids


def ids_draft(state: CoimbraState, step: Step) -> list[str]:
    pl = state.p[step.seat]
    out = []
    if not pl.drafted_pair:
        out += [f"pair:{i}" for i, pair in enumerate(state.start_pairs) if pair]
    if pl.pilgrim is None:
        taken = {q.pilgrim for q in state.p}
        out += [f"corner:{corner}" for corner in D.CORNERS if corner not in taken]
    return out


def ids_pick_die(state: CoimbraState, step: Step) -> list[str]:
    return [
        f"die:{c}.{v}"
        for c, v in sorted({(d.colour, d.value) for d in state.dice if d.owner is None})
    ]


def ids_place_die(state: CoimbraState, step: Step) -> list[str]:
    return list(DISTRICT_IDS)


def ids_activate(state: CoimbraState, step: Step) -> list[str]:
    if step.ref2 == D.CASTLE:
        out = [f"favour:{fid}" for fid in state.favour_row]
    else:
        price = X.prices(state, step.seat, X.die(state, step.ref).total)
        pl = state.p[step.seat]
        have = {"coins": pl.coins, "guards": pl.guards}
        costs = {cid: D.given(D.CITIZENS[cid].cost) for cid in state.cards[step.ref2] if cid}
        out = [f"buy:{cid}" for cid, cost in costs.items() if have[cost] >= price[cost]]
    out.append("emergency")
    return out


def ids_cap(state: CoimbraState, step: Step) -> list[str]:
    return with_end([f"cap:{i}" for i in X.cap_targets(state, step.seat)], "skip")


def ids_f4(state: CoimbraState, step: Step) -> list[str]:
    return ["take:guards", "take:coins"]


def ids_favour_pick(state: CoimbraState, step: Step) -> list[str]:
    return with_end([f"favour:{fid}" for fid in state.favour_row], "skip")


def ids_equip(state: CoimbraState, step: Step) -> list[str]:
    only = step.ref if step.ref in ("coins", "guards") else None
    return with_end(
        [f"exp:{x}" for x in state.expeditions if X.can_equip(state, step.seat, x, only)], "skip"
    )


def ids_move(state: CoimbraState, step: Step) -> list[str]:
    out = [f"go:{node}" for node in X.move_targets(state, step.seat)]
    if out and state.phase == "E":  # E-EXCHANGE "jederzeit in Phase E", also between two steps
        out += [f"exchange:{res}" for res in exchange_resources(state, step.seat)]
    return with_end(out, "stop")


def ids_tribute(state: CoimbraState, step: Step) -> list[str]:
    return (
        ["give:vp"]
        if X.must_give_vp(state, step.seat, "tribute", "")
        else ["give:goods", "give:vp"]
    )


def ids_tax(state: CoimbraState, step: Step) -> list[str]:
    return (
        ["give:vp"]
        if X.must_give_vp(state, step.seat, "tax", step.ref2)
        else [f"give:{step.ref2}", "give:vp"]
    )


def ids_inquisition(state: CoimbraState, step: Step) -> list[str]:
    return ["lose:vp"] + [
        f"discard:{cid}"
        for cid in dict.fromkeys(state.p[step.seat].cards)
        if D.CITIZENS[cid].profession == D.CLERGY
    ]


def salvage_price(state: CoimbraState, seat: int, cid: str) -> int:
    return X.card_price(state, seat, cid, D.SALVAGE_PRICE, S.opts(state).salvage_phase_c_bonuses)


def salvageable(state: CoimbraState, seat: int) -> list[str]:
    out = []
    start_cards = S.opts(state).salvage_start_cards
    for cid in dict.fromkeys(state.discard):
        card = D.CITIZENS[cid]
        if card.back == "I" and not start_cards:
            continue
        if X.can_pay(state, seat, card.cost or "guards", salvage_price(state, seat, cid)):
            out.append(cid)
    return out


def ids_salvage(state: CoimbraState, step: Step) -> list[str]:
    return with_end([f"salvage:{cid}" for cid in salvageable(state, step.seat)], "skip")


def ids_walk5(state: CoimbraState, step: Step) -> list[str]:
    return ["pay", "skip"] if state.p[step.seat].guards >= 5 else []


def ids_buyvp(state: CoimbraState, step: Step) -> list[str]:
    return ["pay", "skip"] if state.p[step.seat].coins >= 5 else []


def ids_repeat(state: CoimbraState, step: Step) -> list[str]:
    return with_end(
        [f"repeat:{cid}" for cid in X.repeat_targets(state, step.seat, step.ref)], "skip"
    )


def ids_etrack(state: CoimbraState, step: Step) -> list[str]:
    """E-TRACK at the start of phase E; E-EXCHANGE ("jederzeit in Phase E") may come first, so a
    player at the resource limit can make room for the bonus unit."""
    out = list(TRACK_IDS)
    if state.phase == "E":
        out += [f"exchange:{res}" for res in exchange_resources(state, step.seat)]
    out.append("skip")
    return out


def income_colours(state: CoimbraState, seat: int) -> list[str]:
    """The colours of the dice still to cash, in pool order (one choice per colour)."""
    return list(
        dict.fromkeys(d.colour for d in state.dice if d.owner == seat and not d.income_done)
    )


def ids_income(state: CoimbraState, step: Step) -> list[str]:
    colours = income_colours(state, step.seat)
    out = [f"die:{c}" for c in colours] + [
        f"exchange:{res}" for res in exchange_resources(state, step.seat)
    ]
    if out and not colours:
        out.append("done")
    return out


def exchange_resources(state: CoimbraState, seat: int) -> list[str]:
    pl = state.p[seat]
    res = sorted(
        {
            D.given(D.CITIZENS[c].bonus.resource)
            for c in pl.cards
            if D.CITIZENS[c].bonus.kind == "E-EXCHANGE"
        }
    )
    return [r for r in res if (pl.coins if r == "coins" else pl.guards) >= 2]


def ids_tracks(state: CoimbraState, step: Step) -> list[str]:
    return list(TRACK_IDS)


def ids_score_eg(state: CoimbraState, step: Step) -> list[str]:
    return with_end([f"eg:{cid}" for cid in dict.fromkeys(S.eg_cards(state, step.seat))], "skip")


def ids_score_exp(state: CoimbraState, step: Step) -> list[str]:
    return with_end(
        [f"exp:{x}" for x in state.p[step.seat].expeditions if x not in step.taken], "stop"
    )


DISTRICT_IDS = tuple(f"district:{d}" for d in D.DISTRICTS)
TRACK_IDS = tuple(f"track:{t}" for t in D.TRACKS)

# -- resolvers -----------------------------------------------------------------------------


def res_draft(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    pl = state.p[step.seat]
    what, arg = cid.split(":")
    if what == "pair":
        pair = state.start_pairs[int(arg)]
        state.start_pairs[int(arg)] = []
        state.pair_taken_by[arg] = step.seat
        pl.cards = list(pair) + pl.cards
        pl.drafted_pair = True
        a, b = (D.CITIZENS[c] for c in pair)
        taken = msg(
            "coim-takes-start-cards",
            who=W.who(step.seat),
            a=a.id,
            aprof=W.profession(a.profession),
            ainfluence=a.influence,
            b=b.id,
            bprof=W.profession(b.profession),
            binfluence=b.influence,
        )
        return [ev(taken, step.seat)]
    pl.pilgrim = arg
    return [ev(msg("coim-puts-pilgrim", who=W.who(step.seat), corner=arg), step.seat)]


def res_pick_die(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    colour, value = cid.split(":")[1].split(".")
    d = next(
        d for d in state.dice if d.owner is None and d.colour == colour and d.value == int(value)
    )
    d.owner = step.seat
    push(state, Step(kind="place_die", seat=step.seat, ref=d.id))
    return [ev(msg("coim-takes-die", who=W.who(step.seat), die=die_label(d)), step.seat)]


def res_place_die(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    district = cid.split(":")[1]
    d = X.die(state, step.ref)
    d.district = district
    idx = X.insert_in_row(state, district, d.id)
    placed = msg(
        "coim-places-die",
        who=W.who(step.seat),
        die=die_label(d),
        where=W.where("into", district),
        place=idx + 1,
    )
    out = [ev(placed, step.seat)]
    if district == D.CASTLE and S.opts(state).castle4_on_placement:
        n = S.monastery_bonus_kinds(state, step.seat).count("M-CASTLE4")
        out += X.vp(state, step.seat, 4 * n, W.why("castle-die"))
    return out


def res_activate(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    d = X.die(state, step.ref)
    seat = step.seat
    state.rows[step.ref2].remove(d.id)  # the die goes back to the player's board
    d.district = None
    out: list[Event] = []
    if step.ref2 == D.CASTLE and not S.opts(state).castle4_on_placement:
        n = S.monastery_bonus_kinds(state, seat).count("M-CASTLE4")
        out += X.vp(state, seat, 4 * n, W.why("castle-die"))
    if cid == "emergency":
        return out + X.gain(state, seat, D.R(coins=2, guards=2), W.why("emergency"))
    what, arg = cid.split(":")
    if what == "favour":
        return out + X.take_favour(state, seat, arg)
    card = D.CITIZENS[arg]
    price = X.card_price(state, seat, arg, d.total)
    cost = D.given(card.cost)  # a card in a town row has a price
    X.pay(state, seat, cost, price)
    row = state.cards[step.ref2]
    row[row.index(arg)] = None
    bought = msg(
        "coim-buys-capped" if d.capped else "coim-buys",
        who=W.who(seat),
        id=arg,
        prof=W.profession(card.profession),
        influence=card.influence,
        where=W.where("in", step.ref2),
        price=W.amount(price, cost),
        total=d.total,
        value=d.value,
    )
    out.append(ev(bought, seat))
    if state.crowns_on.get(card.profession) == arg:
        push(state, Step(kind="take_crown", seat=seat, ref=card.profession, ref2=arg))
    return out + X.acquire(state, seat, arg)


def res_cap(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "skip":
        return [ev(msg("coim-no-cap", who=W.who(step.seat)), step.seat)]
    return X.put_cap(state, step.seat, cid.split(":")[1])


def res_f4(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    res = cid.split(":")[1]
    return X.gain(
        state, step.seat, D.R(guards=7) if res == "guards" else D.R(coins=7), W.why("favour", n=4)
    )


def res_favour_pick(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "skip":
        return [ev(msg("coim-no-favour", who=W.who(step.seat)), step.seat)]
    return X.take_favour(state, step.seat, cid.split(":")[1])


def res_equip(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "skip":
        return [ev(msg("coim-no-expedition", who=W.who(step.seat)), step.seat)]
    return X.equip(state, step.seat, cid.split(":")[1])


def res_move(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "stop":
        at = D.given(state.p[step.seat].pilgrim)  # a walk starts from a placed pilgrim
        return [ev(msg("coim-stops", who=W.who(step.seat), at=at), step.seat)]
    if cid.startswith("exchange:"):
        return exchange(state, step, cid.split(":")[1])
    node = cid.split(":")[1]
    if step.n > 1:
        push(state, Step(kind="move", seat=step.seat, n=step.n - 1, ref=step.ref))
    walked = msg("coim-walks", who=W.who(step.seat), node=node, left=step.n - 1)
    return [ev(walked, step.seat)] + X.enter(state, step.seat, node)


def res_answer(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    what, arg = cid.split(":")
    value = arg if what in ("give", "discard") else "vp"
    if step.kind == "tribute":
        value = "vp" if arg == "vp" else "goods"
    if step.kind == "tax":
        value = "vp" if arg == "vp" else "res"
    return X.answer(state, step.seat, int(step.ref), step.kind, value, step.ref2)


def res_salvage(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "skip":
        return [ev(msg("coim-no-salvage", who=W.who(step.seat)), step.seat)]
    card_id = cid.split(":")[1]
    card = D.CITIZENS[card_id]
    resource = card.cost or "guards"
    price = salvage_price(state, step.seat, card_id)
    X.pay(state, step.seat, resource, price)
    state.discard.remove(card_id)
    bought = msg(
        "coim-salvages",
        who=W.who(step.seat),
        id=card_id,
        prof=W.profession(card.profession),
        influence=card.influence,
        price=W.amount(price, resource),
    )
    out = [ev(bought, step.seat)]
    return out + X.acquire(state, step.seat, card_id, phase_c=S.opts(state).salvage_phase_c_bonuses)


def res_walk5(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "skip":
        return [ev(msg("coim-no-walk", who=W.who(step.seat)), step.seat)]
    X.pay(state, step.seat, "guards", 5)
    return [ev(msg("coim-pays-walk", who=W.who(step.seat)), step.seat)] + X.gain(
        state, step.seat, D.R(steps=5), W.why("guards-paid")
    )


def res_buyvp(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "skip":
        return [ev(msg("coim-no-buyvp", who=W.who(step.seat)), step.seat)]
    X.pay(state, step.seat, "coins", 5)
    state.p[step.seat].vp += 7
    return [ev(msg("coim-buys-vp", who=W.who(step.seat)), step.seat)]


def res_repeat(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "skip":
        return [ev(msg("coim-no-repeat", who=W.who(step.seat)), step.seat)]
    target = cid.split(":")[1]
    what = T.body(D.CITIZENS[target].bonus)
    again = msg("coim-repeats", who=W.who(step.seat), id=target, what=what)
    return [ev(again, step.seat)] + X.immediate(state, step.seat, target)


def exchange(state: CoimbraState, step: Step, res: str) -> list[Event]:
    """E-EXCHANGE offered beside another phase-E question: pay 2, gain 1 VP, the question stays
    open."""
    X.pay(state, step.seat, res, 2)
    state.p[step.seat].vp += 1
    push(state, step.copy())
    return [ev(msg("coim-exchanges", who=W.who(step.seat), paid=W.amount(2, res)), step.seat)]


def res_etrack(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "skip":  # "Am Anfang jeder Phase E darfst du 1 Einflussleiste wählen"
        return [ev(msg("coim-lapses", who=W.who(step.seat), id=step.ref2), step.seat)]
    what, t = cid.split(":")
    if what == "exchange":
        return exchange(state, step, t)
    rew = D.R(coins=1) if step.ref == "coins" else D.R(guards=1)
    return X.track_events(state, step.seat, t, 1, W.why("card", id=step.ref2)) + X.gain(
        state, step.seat, rew, W.why("card", id=step.ref2)
    )


def res_income(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    seat = step.seat
    if cid == "done":
        return [ev(msg("coim-income-done", who=W.who(seat)), seat)]
    push(state, Step(kind="income", seat=seat))  # come back for the other dice
    what, arg = cid.split(":")
    if what == "exchange":
        X.pay(state, seat, arg, 2)
        state.p[seat].vp += 1
        return [ev(msg("coim-exchanges", who=W.who(seat), paid=W.amount(2, arg)), seat)]
    d = next(d for d in state.dice if d.owner == seat and not d.income_done and d.colour == arg)
    d.income_done = True
    if d.colour == D.WHITE:
        push(state, Step(kind="white", seat=seat, ref=d.id))
        return [ev(msg("coim-cashes-white", who=W.who(seat)), seat)]
    out = X.income(state, seat, d.colour, W.why(f"die-{d.colour}"))
    for c in state.p[seat].cards:
        b = D.CITIZENS[c].bonus
        if b.kind == "E-DIE" and b.track == d.colour:
            out += X.gain(state, seat, D.given(b.reward), W.why("card", id=c))
    return out


def res_white(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    return X.income(state, step.seat, cid.split(":")[1], W.why("white-die"))


def res_score_eg(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "skip":
        return []
    card = cid.split(":")[1]
    return X.vp(
        state,
        step.seat,
        S.eg_score(state, step.seat, card),
        W.why("score-eg", id=card),
    )


def res_score_track(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    t = cid.split(":")[1]
    return X.vp(
        state,
        step.seat,
        S.track_place_vp(state, step.seat, t),
        W.why("score-track", track=W.track(t)),
    )


def res_score_exp(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "stop":
        return []
    x = cid.split(":")[1]
    if step.n > 1:
        push(state, Step(kind="score_exp", seat=step.seat, n=step.n - 1, taken=step.taken + [x]))
    return X.vp(
        state,
        step.seat,
        S.expedition_score(state, step.seat, x),
        W.why("score-exp", exp=W.expedition(x)),
    )


def ask(kind: str, resolve: Fn, ids: Fn, single: bool = False) -> None:
    """Coimbra builds a question's choices from its ids (no enumerator); the registered prompt
    is the id of its message (``coim-ask-<kind>``), which `prompt` makes a message."""
    prompt_id = "coim-ask-" + kind.replace("_", "-")
    STEPS.register_ask(kind, prompt_id, None, resolve, ids=ids, single=single)


ask("draft", res_draft, ids_draft)
ask("pick_die", res_pick_die, ids_pick_die)
ask("place_die", res_place_die, ids_place_die)
ask("activate", res_activate, ids_activate, single=True)
ask("cap", res_cap, ids_cap)
ask("f4", res_f4, ids_f4)
ask("favour_pick", res_favour_pick, ids_favour_pick)
ask("equip", res_equip, ids_equip)
ask("move", res_move, ids_move)
ask("tribute", res_answer, ids_tribute, single=True)
ask("tax", res_answer, ids_tax, single=True)
ask("inquisition", res_answer, ids_inquisition, single=True)
ask("salvage", res_salvage, ids_salvage)
ask("walk5", res_walk5, ids_walk5)
ask("buyvp", res_buyvp, ids_buyvp)
ask("repeat", res_repeat, ids_repeat)
ask("etrack", res_etrack, ids_etrack)
ask("income", res_income, ids_income)
ask("white", res_white, ids_tracks)
ask("score_eg", res_score_eg, ids_score_eg)
ask("score_track", res_score_track, ids_tracks)
ask("score_exp", res_score_exp, ids_score_exp)


def prompt(state: CoimbraState, step: Step) -> Text:
    """The decision's sentence, with the die / district / steps where that helps."""
    if step.kind == "activate":
        d = X.die(state, step.ref)
        key = "coim-ask-activate-castle" if step.ref2 == D.CASTLE else "coim-ask-activate-town"
        return msg(key, die=die_label(d), where=W.where("in", step.ref2))
    if step.kind == "place_die":
        return msg("coim-ask-place-die-with", die=die_label(X.die(state, step.ref)))
    if step.kind == "move":
        return msg("coim-ask-move-with", n=step.n)
    registered = STEPS.asks[step.kind].prompt  # registered as its message id
    ask = registered if isinstance(registered, Msg) else msg(registered)
    if step.kind in ("tribute", "tax"):
        return msg("coim-asks", ask=ask, who=W.who(int(step.ref)))
    return ask


def last_lines(state: CoimbraState) -> list[str]:
    """The last move's public lines in English with seat tokens, as the view shows them;
    written from the messages the first time they are read."""
    if state._last_texts is not None:
        state.last = [W.english(text) for text in state._last_texts]
        state._last_texts = None
    return state.last


def apply_id(state: CoimbraState, seat: int, choice_id: str) -> list[Event]:
    """Resolve a legal id on the open question (no check: the caller knows it is legal)."""
    step = state.pending.pop()
    state.cur_turn = step.turn
    events: list[Event] = STEPS.asks[step.kind].resolve(state, step, choice_id)
    events += settle(state)
    state.last = []
    state._last_texts = tuple(e.text for e in events if e.public)[:12]
    state.last_seat = seat
    state.last_choice = choice_id
    return events
