"""Harvest and production (HP-6..HP-9, ALG-3): exchanges paid from the snapshot."""

from __future__ import annotations

from games.contract import Choice, Event
from games.messages import msg

from . import words as W
from .data import BONUS_TILES, CARDS, Gain
from .effects import gain, pay
from .state import LorenzoState, Step

Events = list[Event]


def do_harvest(state: LorenzoState, seat: int, value: int, ev: Events) -> None:
    """HP-6: bonus tile (value >= 1) and every territory with activation <= value."""
    p = state.p[seat]
    ev.append(Event(msg("lor-harvests", who=W.who(seat), value=value), seat))
    if value < 1:
        return
    gain(state, seat, BONUS_TILES[p.tile].harvest, "tile", ev, "bonus tile")
    for cid in list(p.cards["territory"]):
        card = CARDS[cid]
        if card.activation <= value:
            gain(state, seat, card.permanent.gain, "permanent", ev, card.name)


def start_production(state: LorenzoState, seat: int, value: int, ev: Events) -> None:
    """HP-7/HP-8, ALG-3: choose exchanges from the snapshot, then gain everything."""
    p = state.p[seat]
    ev.append(Event(msg("lor-produces", who=W.who(seat), value=value), seat))
    if value < 1:
        return
    state.pending.append(Step(kind="production", seat=seat, value=value))
    items = [
        c
        for c in p.cards["building"]
        if CARDS[c].activation <= value and CARDS[c].permanent.exchanges
    ]
    budget = {k: getattr(p, k) for k in ("wood", "stone", "servants", "coins", "vp", "mp", "fp")}
    step = Step(kind="exchange", seat=seat, items=items, budget=budget, value=value)
    _trim(step)
    if step.items:
        state.pending.append(step)


def _trim(step: Step) -> None:
    while step.items and not _exchange_options(step):
        step.items.pop(0)


def _exchange_options(step: Step) -> list[int]:
    if not step.items:
        return []
    card = CARDS[step.items[0]]
    return [
        i
        for i, x in enumerate(card.permanent.exchanges)
        if all(step.budget.get(k, 0) >= v for k, v in x.pay.items())
    ]


def ids_exchange(state: LorenzoState, step: Step) -> list[str]:
    opts = _exchange_options(step)
    return [f"exchange:{i}" for i in opts] + ["skip"] if opts else []


def enum_exchange(state: LorenzoState, step: Step) -> list[Choice]:
    opts = _exchange_options(step)
    if not opts:
        return []
    card = CARDS[step.items[0]]
    out = []
    for i in opts:
        x = card.permanent.exchanges[i]
        # the longest exchange label, Stonemasons' Guild's, has 62 characters
        pay, get = W.gain_text(x.pay), W.gain_text(x.get)
        label = msg("lor-label-exchange", card=W.card(card.id), pay=pay, get=get)
        out.append(Choice(f"exchange:{i}", label))
    out.append(Choice("skip", msg("lor-label-no-exchange", card=W.card(card.id))))
    return out


def resolve_exchange(state: LorenzoState, step: Step, choice_id: str, ev: Events) -> None:
    cid = step.items.pop(0)
    if choice_id != "skip":
        i = int(choice_id.split(":")[1])
        x = CARDS[cid].permanent.exchanges[i]
        for k, v in x.pay.items():
            step.budget[k] -= v
        state.pending[-2].taken.append(f"{cid}:{i}")
    _trim(step)
    if not step.items:
        state.pending.pop()


def finish_production(state: LorenzoState, step: Step, ev: Events) -> None:
    p = state.p[step.seat]
    chosen = dict(x.split(":") for x in step.taken)
    for cid, i in chosen.items():
        x = CARDS[cid].permanent.exchanges[int(i)]
        pay(p, dict(x.pay.items()))
        text = msg("lor-pays-for", who=W.who(step.seat), what=W.gain_text(x.pay), card=W.card(cid))
        ev.append(Event(text, step.seat))
    gain(state, step.seat, BONUS_TILES[p.tile].production, "tile", ev, "bonus tile")
    for cid in list(p.cards["building"]):
        card = CARDS[cid]
        if card.activation > step.value:
            continue
        eff = card.permanent
        if eff.gain:
            gain(state, step.seat, eff.gain, "permanent", ev, card.name)
        if eff.per:
            res, n, of = eff.per
            count = len(p.cards[of])
            if count:
                gain(state, step.seat, Gain(**{res: n * count}), "permanent", ev, card.name)
        if cid in chosen:
            gain(state, step.seat, eff.exchanges[int(chosen[cid])].get, "permanent", ev, card.name)
