"""Harvest and production (HP-6..HP-9, ALG-3): exchanges paid from the snapshot."""

from __future__ import annotations

from games.contract import Choice, Event, seat_token

from .data import BONUS_TILES, CARDS, Gain
from .effects import _clip, gain, pay
from .state import LorenzoState, Step

Events = list[Event]


def do_harvest(s: LorenzoState, seat: int, value: int, ev: Events) -> None:
    """HP-6: bonus tile (value >= 1) and every territory with activation <= value."""
    p = s.p[seat]
    ev.append(Event(f"{seat_token(seat)} harvests at value {value}.", seat))
    if value < 1:
        return
    gain(s, seat, BONUS_TILES[p.tile].harvest, "tile", ev, "bonus tile")
    for cid in list(p.cards["territory"]):
        card = CARDS[cid]
        if card.activation <= value:
            gain(s, seat, card.permanent.gain, "permanent", ev, card.name)


def start_production(s: LorenzoState, seat: int, value: int, ev: Events) -> None:
    """HP-7/HP-8, ALG-3: choose exchanges from the snapshot, then gain everything."""
    p = s.p[seat]
    ev.append(Event(f"{seat_token(seat)} produces at value {value}.", seat))
    if value < 1:
        return
    s.pending.append(Step(kind="production", seat=seat, value=value))
    items = [c for c in p.cards["building"]
             if CARDS[c].activation <= value and CARDS[c].permanent.exchanges]
    budget = {k: getattr(p, k) for k in ("wood", "stone", "servants", "coins", "vp", "mp", "fp")}
    st = Step(kind="exchange", seat=seat, items=items, budget=budget, value=value)
    _trim(st)
    if st.items:
        s.pending.append(st)


def _trim(st: Step) -> None:
    while st.items and not _exchange_options(st):
        st.items.pop(0)


def _exchange_options(st: Step) -> list[int]:
    if not st.items:
        return []
    card = CARDS[st.items[0]]
    return [i for i, x in enumerate(card.permanent.exchanges)
            if all(st.budget.get(k, 0) >= v for k, v in x.pay.items())]


def ids_exchange(s: LorenzoState, st: Step) -> list[str]:
    opts = _exchange_options(st)
    return [f"exchange:{i}" for i in opts] + ["skip"] if opts else []


def enum_exchange(s: LorenzoState, st: Step) -> list[Choice]:
    opts = _exchange_options(st)
    if not opts:
        return []
    card = CARDS[st.items[0]]
    out = []
    for i in opts:
        x = card.permanent.exchanges[i]
        out.append(Choice(f"exchange:{i}", _clip(f"{card.name}: pay {x.pay.text()}, get {x.get.text()}")))
    out.append(Choice("skip", _clip(f"{card.name}: no exchange")))
    return out


def resolve_exchange(s: LorenzoState, st: Step, c: Choice, ev: Events) -> None:
    cid = st.items.pop(0)
    if c.id != "skip":
        i = int(c.id.split(":")[1])
        x = CARDS[cid].permanent.exchanges[i]
        for k, v in x.pay.items():
            st.budget[k] -= v
        s.pending[-2].taken.append(f"{cid}:{i}")
    _trim(st)
    if not st.items:
        s.pending.pop()


def finish_production(s: LorenzoState, st: Step, ev: Events) -> None:
    p = s.p[st.seat]
    chosen = dict(x.split(":") for x in st.taken)
    for cid, i in chosen.items():
        x = CARDS[cid].permanent.exchanges[int(i)]
        pay(p, dict(x.pay.items()))
        ev.append(Event(f"{seat_token(st.seat)} pays {x.pay.text()} ({CARDS[cid].name}).", st.seat))
    gain(s, st.seat, BONUS_TILES[p.tile].production, "tile", ev, "bonus tile")
    for cid in list(p.cards["building"]):
        card = CARDS[cid]
        if card.activation > st.value:
            continue
        eff = card.permanent
        if eff.gain:
            gain(s, st.seat, eff.gain, "permanent", ev, card.name)
        if eff.per:
            res, n, of = eff.per
            count = len(p.cards[of])
            if count:
                gain(s, st.seat, Gain(**{res: n * count}), "permanent", ev, card.name)
        if cid in chosen:
            gain(s, st.seat, eff.exchanges[int(chosen[cid])].get, "permanent", ev, card.name)
