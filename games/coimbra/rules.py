"""Coimbra flow: setup, the phase machine (R-5) and one enumerator + resolver per step kind."""

from __future__ import annotations

from games.coimbra import data as D
from games.coimbra import effects as X
from games.coimbra import scoring as S
from games.coimbra import texts as T
from games.coimbra.options import CoimbraOptions
from games.coimbra.state import CoimbraState, Die, Player, Step
from games.coimbra.views import CATEGORY_NAME
from games.contract import Event, rng, seat_token
from games.messages import rendered
from games.steps import Steps

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
    return [
        ev(
            f"Round {state.round}: new citizens in the city: "
            + "; ".join(
                f"{D.DISTRICT_NAME[t]} {', '.join(map(D.given, state.cards[t]))}" for t in D.TOWNS
            )
            + ".",
            barrier=True,
        )
    ]


def roll(state: CoimbraState) -> list[Event]:
    """R-5.1: the player on flag 1 rolls all pool dice."""
    r = rng(state)
    for d in state.dice:
        d.value = r.randint(1, 6)
        d.owner = None
        d.district = None
        d.capped = False
        d.income_done = False
    text = ", ".join(f"{d.colour} {d.value}" for d in state.dice)
    return [
        ev(
            f"Round {state.round}, phase A: {seat_token(state.order[0])} rolls {text}.",
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
        return [ev("Phase C: the dice are taken back, castle first.")]
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
    name = f"The die token {state.tokens[token]} in the {D.DISTRICT_NAME[district]}"
    row = state.cards.get(district, [])
    present = [(i, c) for i, c in enumerate(row) if c]
    if not present:
        return [ev(f"{name} is activated; its card row is empty, so nothing is removed.")]
    best = max(D.CITIZENS[c].influence for _, c in present)
    i, cid = next((i, c) for i, c in present if D.CITIZENS[c].influence == best)
    row[i] = None
    state.discard.append(cid)
    crown = any(on == cid for on in state.crowns_on.values())
    drop_crown(state, cid)
    tail = " (its crown tile stays unused this round)" if crown else ""
    return [
        ev(
            f"{name} removes {cid} ({D.CITIZENS[cid].profession}, influence {best}, "
            f"the highest in the row) to the discard pile{tail}."
        )
    ]


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
            what = "the card left in its row" if len(rest) == 1 else "the cards left in its row"
            verb = "goes" if len(rest) == 1 else "go"
            out.append(
                ev(
                    f"The {D.DISTRICT_NAME[district]} is done: {what} ({', '.join(rest)}) "
                    f"{verb} to the discard pile."
                )
            )
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
    text = ", ".join(f"{seat_token(s)} {T.plural(crowns[s], 'crown')}" for s in old)
    return [
        ev(
            f"Phase D: {text}. New turn order (most crowns first, ties reversed): "
            f"{', '.join(seat_token(s) for s in state.order)}."
        )
    ]


def round_end(state: CoimbraState) -> list[Event]:
    """R-5.7."""
    if not state.deck:
        state.phase = "end"
        state.pending = []
        res = S.final_result(state)
        out = [ev("The citizen deck is empty: the game ends after round 4.")]
        for s in res.ranking:
            parts = ", ".join(f"{CATEGORY_NAME[k]} {v}" for k, v in res.breakdown[s].items())
            out.append(
                ev(f"Final scoring: {seat_token(s)} scores {res.totals[s]} VP ({parts}).", s)
            )
        tie = f" {res.tiebreak}" if res.tiebreak else ""
        out.append(
            ev(
                f"{seat_token(res.winners[0])} wins with {res.totals[res.winners[0]]} VP.{tie}",
                res.winners[0],
            )
        )
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
            state, step.seat, D.TRACK_OF[card.profession], card.influence, f"start card {cid}"
        )
        if card.timing == "I":
            out += X.immediate(state, step.seat, cid)
    return out


def auto_c_trigger(state: CoimbraState, step: Step) -> list[Event]:
    if step.ref == "C-COUNCIL":
        return X.gain(
            state, step.seat, D.R(guards=1, vp=1, steps=1), "start card: council member bought"
        )
    return X.gain(state, step.seat, D.R(coins=1, vp=2), "start card: merchant bought")


def auto_take_crown(state: CoimbraState, step: Step) -> list[Event]:
    """R-5.3.2 step 8."""
    if state.crowns_on.get(step.ref) == step.ref2:
        del state.crowns_on[step.ref]
        state.p[step.seat].crown_tiles.append(step.ref)
        n = D.CROWN_TILE_CROWNS
        return [
            ev(
                f"{seat_token(step.seat)} takes the {step.ref} crown tile "
                f"({T.plural(n, 'crown')}) that lay on {step.ref2}.",
                step.seat,
            )
        ]
    return []


def auto_e_start(state: CoimbraState, step: Step) -> list[Event]:
    """R-5.5 step 1 (A-8: at the start of the player's own income step)."""
    out = []
    seat = step.seat
    mine = [d for d in state.dice if d.owner == seat]
    for cid in state.p[seat].cards:
        b = D.CITIZENS[cid].bonus
        if b.kind == "E-NOPURPLE" and not any(d.colour == D.PURPLE for d in mine):
            out += X.gain(state, seat, D.R(steps=2), f"card {cid}: no purple die")
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


def short(text: str) -> str:
    """A bonus sentence without its timing prefix (labels have little room)."""
    for pre in ("Immediately: ", "Phase C: ", "Phase E: ", "Game end: "):
        if text.startswith(pre):
            return text[len(pre) :]
    return text


def die_label(d: Die) -> str:
    return f"{d.colour} {d.value}"


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
        return [
            ev(
                f"{seat_token(step.seat)} takes the start cards "
                f"{a.id} ({a.profession}, influence {a.influence}) and "
                f"{b.id} ({b.profession}, influence {b.influence}).",
                step.seat,
            )
        ]
    pl.pilgrim = arg
    return [ev(f"{seat_token(step.seat)} puts the pilgrim on start corner {arg}.", step.seat)]


def res_pick_die(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    colour, value = cid.split(":")[1].split(".")
    d = next(
        d for d in state.dice if d.owner is None and d.colour == colour and d.value == int(value)
    )
    d.owner = step.seat
    push(state, Step(kind="place_die", seat=step.seat, ref=d.id))
    return [ev(f"{seat_token(step.seat)} takes the {die_label(d)} from the pool.", step.seat)]


def res_place_die(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    district = cid.split(":")[1]
    d = X.die(state, step.ref)
    d.district = district
    idx = X.insert_in_row(state, district, d.id)
    out = [
        ev(
            f"{seat_token(step.seat)} puts the {die_label(d)} in the "
            f"{D.DISTRICT_NAME[district]} (place {idx + 1}).",
            step.seat,
        )
    ]
    if district == D.CASTLE and S.opts(state).castle4_on_placement:
        n = S.monastery_bonus_kinds(state, step.seat).count("M-CASTLE4")
        out += X.vp(state, step.seat, 4 * n, "monastery: 4 VP per castle die")
    return out


def res_activate(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    d = X.die(state, step.ref)
    seat = step.seat
    state.rows[step.ref2].remove(d.id)  # the die goes back to the player's board
    d.district = None
    out: list[Event] = []
    if step.ref2 == D.CASTLE and not S.opts(state).castle4_on_placement:
        n = S.monastery_bonus_kinds(state, seat).count("M-CASTLE4")
        out += X.vp(state, seat, 4 * n, "monastery: 4 VP per castle die")
    if cid == "emergency":
        return out + X.gain(state, seat, D.R(coins=2, guards=2), "emergency action")
    what, arg = cid.split(":")
    if what == "favour":
        return out + X.take_favour(state, seat, arg)
    card = D.CITIZENS[arg]
    price = X.card_price(state, seat, arg, d.total)
    cost = D.given(card.cost)  # a card in a town row has a price
    X.pay(state, seat, cost, price)
    row = state.cards[step.ref2]
    row[row.index(arg)] = None
    cap = f", {d.value}+3 with the cap" if d.capped else ""
    out.append(
        ev(
            f"{seat_token(seat)} buys {arg} ({card.profession}, influence {card.influence}) in the "
            f"{D.DISTRICT_NAME[step.ref2]} for {T.plural(price, cost[:-1])} (die {d.total}{cap}).",
            seat,
        )
    )
    if state.crowns_on.get(card.profession) == arg:
        push(state, Step(kind="take_crown", seat=seat, ref=card.profession, ref2=arg))
    return out + X.acquire(state, seat, arg)


def res_cap(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "skip":
        return [ev(f"{seat_token(step.seat)} does not use the +3 cap tile.", step.seat)]
    return X.put_cap(state, step.seat, cid.split(":")[1])


def res_f4(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    res = cid.split(":")[1]
    return X.gain(state, step.seat, D.R(guards=7) if res == "guards" else D.R(coins=7), "favour 4")


def res_favour_pick(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "skip":
        return [ev(f"{seat_token(step.seat)} takes no favour tile.", step.seat)]
    return X.take_favour(state, step.seat, cid.split(":")[1])


def res_equip(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "skip":
        return [ev(f"{seat_token(step.seat)} equips no expedition.", step.seat)]
    return X.equip(state, step.seat, cid.split(":")[1])


def res_move(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "stop":
        return [
            ev(
                f"{seat_token(step.seat)} stops the pilgrim at {state.p[step.seat].pilgrim}.",
                step.seat,
            )
        ]
    if cid.startswith("exchange:"):
        return exchange(state, step, cid.split(":")[1])
    node = cid.split(":")[1]
    if step.n > 1:
        push(state, Step(kind="move", seat=step.seat, n=step.n - 1, ref=step.ref))
    left = step.n - 1
    rest = f"{left} step{'s' if left != 1 else ''} left" if left else "no steps left"
    return [
        ev(f"{seat_token(step.seat)}'s pilgrim walks to {node} ({rest}).", step.seat)
    ] + X.enter(state, step.seat, node)


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
        return [ev(f"{seat_token(step.seat)} takes no card from the discard pile.", step.seat)]
    card_id = cid.split(":")[1]
    card = D.CITIZENS[card_id]
    resource = card.cost or "guards"
    price = salvage_price(state, step.seat, card_id)
    X.pay(state, step.seat, resource, price)
    state.discard.remove(card_id)
    out = [
        ev(
            f"{seat_token(step.seat)} buys {card_id} ({card.profession}, "
            f"influence {card.influence}) from the discard pile for "
            f"{T.plural(price, resource[:-1])}.",
            step.seat,
        )
    ]
    return out + X.acquire(state, step.seat, card_id, phase_c=S.opts(state).salvage_phase_c_bonuses)


def res_walk5(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "skip":
        return [ev(f"{seat_token(step.seat)} does not pay for the walk.", step.seat)]
    X.pay(state, step.seat, "guards", 5)
    return [
        ev(f"{seat_token(step.seat)} pays 5 guards to move the pilgrim up to 5 steps.", step.seat)
    ] + X.gain(state, step.seat, D.R(steps=5), "5 guards paid")


def res_buyvp(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "skip":
        return [ev(f"{seat_token(step.seat)} does not buy VP.", step.seat)]
    X.pay(state, step.seat, "coins", 5)
    state.p[step.seat].vp += 7
    return [ev(f"{seat_token(step.seat)} pays 5 coins and gains 7 VP.", step.seat)]


def res_repeat(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "skip":
        return [ev(f"{seat_token(step.seat)} repeats no bonus.", step.seat)]
    target = cid.split(":")[1]
    what = short(T.bonus(D.CITIZENS[target].bonus)).rstrip(".")
    return [
        ev(f"{seat_token(step.seat)} uses the bonus of {target} again ({what}).", step.seat)
    ] + X.immediate(state, step.seat, target)


def exchange(state: CoimbraState, step: Step, res: str) -> list[Event]:
    """E-EXCHANGE offered beside another phase-E question: pay 2, gain 1 VP, the question stays
    open."""
    X.pay(state, step.seat, res, 2)
    state.p[step.seat].vp += 1
    push(state, step.copy())
    return [ev(f"{seat_token(step.seat)} exchanges 2 {res} for 1 VP.", step.seat)]


def res_etrack(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "skip":  # "Am Anfang jeder Phase E darfst du 1 Einflussleiste wählen"
        return [
            ev(f"{seat_token(step.seat)} lets the track bonus of {step.ref2} lapse.", step.seat)
        ]
    what, t = cid.split(":")
    if what == "exchange":
        return exchange(state, step, t)
    rew = D.R(coins=1) if step.ref == "coins" else D.R(guards=1)
    return X.track_events(state, step.seat, t, 1, f"card {step.ref2}") + X.gain(
        state, step.seat, rew, f"card {step.ref2}"
    )


def res_income(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    seat = step.seat
    if cid == "done":
        return [ev(f"{seat_token(seat)} ends the income step.", seat)]
    push(state, Step(kind="income", seat=seat))  # come back for the other dice
    what, arg = cid.split(":")
    if what == "exchange":
        X.pay(state, seat, arg, 2)
        state.p[seat].vp += 1
        return [ev(f"{seat_token(seat)} exchanges 2 {arg} for 1 VP.", seat)]
    d = next(d for d in state.dice if d.owner == seat and not d.income_done and d.colour == arg)
    d.income_done = True
    if d.colour == D.WHITE:
        push(state, Step(kind="white", seat=seat, ref=d.id))
        return [ev(f"{seat_token(seat)} cashes the white die.", seat)]
    out = X.income(state, seat, d.colour, f"{d.colour} die")
    for c in state.p[seat].cards:
        b = D.CITIZENS[c].bonus
        if b.kind == "E-DIE" and b.track == d.colour:
            out += X.gain(state, seat, D.given(b.reward), f"card {c}")
    return out


def res_white(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    return X.income(state, step.seat, cid.split(":")[1], "white die")


def res_score_eg(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    if cid == "skip":
        return []
    card = cid.split(":")[1]
    return X.vp(
        state,
        step.seat,
        S.eg_score(state, step.seat, card),
        f"monastery: end-game card {card} scored now",
    )


def res_score_track(state: CoimbraState, step: Step, cid: str) -> list[Event]:
    t = cid.split(":")[1]
    return X.vp(
        state,
        step.seat,
        S.track_place_vp(state, step.seat, t),
        f"monastery: place on the {t} track scored now",
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
        f"monastery: expedition {D.EXPEDITIONS[x].name} scored now",
    )


ask = STEPS.register_ask  # Coimbra builds a question's choices from its ids: no enumerator
ask(
    "draft",
    "Start choice: take a pair of start cards or place your pilgrim",
    None,
    res_draft,
    ids=ids_draft,
)
ask("pick_die", "Phase B: take a die", None, res_pick_die, ids=ids_pick_die)
ask("place_die", "Phase B: place your die in a district", None, res_place_die, ids=ids_place_die)
ask("activate", "Phase C: your die is activated", None, res_activate, ids=ids_activate, single=True)
ask("cap", "Favour 2: put the +3 cap on a die?", None, res_cap, ids=ids_cap)
ask("f4", "Favour 4: 7 guards or 7 coins?", None, res_f4, ids=ids_f4)
ask("favour_pick", "Take a favour tile", None, res_favour_pick, ids=ids_favour_pick)
ask("equip", "Equip an expedition?", None, res_equip, ids=ids_equip)
ask("move", "Move your pilgrim", None, res_move, ids=ids_move)
ask("tribute", "Tribute: what do you give?", None, res_answer, ids=ids_tribute, single=True)
ask("tax", "Council tax: what do you give?", None, res_answer, ids=ids_tax, single=True)
ask(
    "inquisition",
    "Inquisition: lose 3 VP or a clergy card?",
    None,
    res_answer,
    ids=ids_inquisition,
    single=True,
)
ask("salvage", "Buy a card from the discard pile?", None, res_salvage, ids=ids_salvage)
ask("walk5", "Pay 5 guards for 5 pilgrim steps?", None, res_walk5, ids=ids_walk5)
ask("buyvp", "Pay 5 coins for 7 VP?", None, res_buyvp, ids=ids_buyvp)
ask("repeat", "Repeat an immediate bonus", None, res_repeat, ids=ids_repeat)
ask("etrack", "Advance a track", None, res_etrack, ids=ids_etrack)
ask("income", "Phase E: cash in your dice", None, res_income, ids=ids_income)
ask("white", "White die: choose a track", None, res_white, ids=ids_tracks)
ask("score_eg", "Monastery: score an end-game card now", None, res_score_eg, ids=ids_score_eg)
ask("score_track", "Monastery: score a track place now", None, res_score_track, ids=ids_tracks)
ask("score_exp", "Monastery: score an expedition now", None, res_score_exp, ids=ids_score_exp)


def prompt(state: CoimbraState, step: Step) -> str:
    """The decision's sentence, with the die / district / steps where that helps."""
    if step.kind == "activate":
        d = X.die(state, step.ref)
        return (
            f"Phase C: your {die_label(d)} in the {D.DISTRICT_NAME[step.ref2]} is activated "
            f"({'take a favour tile' if step.ref2 == D.CASTLE else 'buy a card'} or emergency)"
        )
    if step.kind == "place_die":
        return f"Phase B: place your {die_label(X.die(state, step.ref))} in a district"
    if step.kind == "move":
        return f"Move your pilgrim ({step.n} step{'s' if step.n != 1 else ''} left)"
    if step.kind in ("tribute", "tax"):
        return f"{STEPS.asks[step.kind].prompt} ({seat_token(int(step.ref))} asks)"
    return rendered(STEPS.asks[step.kind].prompt)


def apply_id(state: CoimbraState, seat: int, choice_id: str) -> list[Event]:
    """Resolve a legal id on the open question (no check: the caller knows it is legal)."""
    step = state.pending.pop()
    state.cur_turn = step.turn
    events: list[Event] = STEPS.asks[step.kind].resolve(state, step, choice_id)
    events += settle(state)
    state.last = [rendered(e.text) for e in events if e.public][:12]
    state.last_seat = seat
    state.last_choice = choice_id
    return events
