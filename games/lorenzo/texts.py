"""The printed things as messages: a card's costs and effects, a bonus tile, a leader's
requirement, a floor bonus. Choices' details say them in words ("2 military points"); the
pictures say them short ("2 MP", explained by the legend), with ``short=True``. The English of
each is word for word what `data`'s ``text()`` methods write (the view keeps that English).
"""

from __future__ import annotations

import functools

from games.messages import Arg, Msg, msg

from . import words as W
from .data import CARD_KINDS, CARDS, LEADERS, Cost, Effect, Gain, Requirement

SHORT = {
    "vp": "lor-s-vp",
    "mp": "lor-s-mp",
    "fp": "lor-s-fp",
    "privileges": "lor-s-privileges",
}
"""The pictures' short points (MP and FP stay symbols in every language; the legend says them)."""


def amount(key: str, n: int, short: bool = False) -> Msg:
    """``2 military points``; ``short``: ``2 MP`` (VP, MP and FP), ``1 privilege`` (a
    council privilege, without "council" in German and Italian)."""
    if short and key in SHORT:
        return msg(SHORT[key], n=n)
    return W.amount(key, n)


@functools.lru_cache(maxsize=1024)
def gain(g: Gain, short: bool = False) -> Arg:
    """`Gain.text`: "2 coins + 1 MP"; several privileges are "2 privileges (different)"."""
    if not short:
        return W.gain_text(g)
    parts: list[Arg] = []
    for k, v in g.nonzero:
        if k == "privileges" and v > 1:
            parts.append(msg("lor-s-privileges-different", n=v))
        else:
            parts.append(amount(k, v, short))
    return W.joined(parts, "lor-plus")


def cost(c: Cost, short: bool = False) -> Arg:
    """One payment of a card: its resources, or a military point requirement."""
    if c.mp_req:
        key = "lor-s-cost-need" if short else "lor-price-need"
        return msg(key, need=c.mp_req, pay=c.mp_pay)
    return gain(c.res, short)


@functools.lru_cache(maxsize=512)
def effect(e: Effect, short: bool = False) -> Arg | None:
    """`Effect.text`: gains, points per card, exchanges and a bonus action; None if empty."""
    parts: list[Arg] = []
    if e.gain:
        parts.append(gain(e.gain, short))
    if e.per:
        res, n, of = e.per
        parts.append(msg(f"lor-per-{of}", what=amount(res, n, short), mp=amount("mp", 2, short)))
    if e.exchanges:
        swaps = [
            msg("lor-swap", pay=gain(x.pay, short), get=gain(x.get, short)) for x in e.exchanges
        ]
        parts.append(W.joined(swaps, "lor-or"))
    if e.action:
        a = e.action
        kind = (a.card_type or "any") if a.kind == "card" else a.kind
        what = msg(f"lor-action-{kind}", value=a.value)
        if a.discount:
            what = msg("lor-action-discount", a=what, discount=gain(a.discount, short))
        parts.append(what)
    return W.joined(parts, "lor-plus") if parts else None


def card_costs(cid: str, short: bool = False) -> list[Arg]:
    """The card's payments, one per alternative."""
    return [cost(c, short) for c in CARDS[cid].costs]


def card_immediate(cid: str, short: bool = False) -> Arg | None:
    return effect(CARDS[cid].immediate, short)


def card_permanent(cid: str, short: bool = False) -> Arg | None:
    """A territory's harvest or a building's production effect; the Preacher's rule."""
    if cid == "C55":
        return msg("lor-preacher-text")
    return effect(CARDS[cid].permanent, short)


def card_discount(cid: str, short: bool = False) -> Arg | None:
    """What a character takes off a card's cost: "1 coin"; the Stonemason's is one of its
    resources, the player's choice (data Δ9): "1 wood or 1 stone"."""
    c = CARDS[cid]
    if not c.discount:
        return None
    if not c.discount_one_of:
        return gain(c.discount, short)
    first, *rest = [amount(k, v, short) for k, v in c.discount.nonzero]
    for other in rest:
        first = msg("lor-or", a=first, b=other)
    return first


def card_bonus(cid: str) -> Msg | None:
    """A character's permanent bonus: "+2 harvest"."""
    c = CARDS[cid]
    return msg(f"lor-bonus-{c.bonus[0]}", n=c.bonus[1]) if c.bonus else None


@functools.lru_cache(maxsize=256)
def card_summary(cid: str, with_cost: bool = True) -> Msg | None:
    """Everything a card does, for a choice's detail: "cost 2 wood; now 1 VP; harvest 3:
    1 coin; 5 VP at end"."""
    c = CARDS[cid]
    parts: list[Arg] = []
    if c.costs and with_cost:
        parts.append(msg("lor-card-cost", what=W.joined(card_costs(cid), "lor-or")))
    now = card_immediate(cid)
    if now is not None:
        parts.append(msg("lor-card-now", what=now))
    if c.type in ("territory", "building"):
        action = "harvest" if c.type == "territory" else "production"
        what = effect(c.permanent) or msg("lor-nothing")
        parts.append(msg(f"lor-card-{action}", value=c.activation, what=what))
    if c.bonus:
        parts.append(msg(f"lor-bonus-{c.bonus[0]}", n=c.bonus[1]))
    if c.discount:
        key = "lor-card-discount-one-of" if c.discount_one_of else "lor-card-discount"
        parts.append(msg(key, what=gain(c.discount)))
    if c.end_vp:
        parts.append(msg("lor-card-end-vp", n=c.end_vp))
    if not parts:
        return None
    joined = W.joined(parts, "lor-semicolon")
    return joined if isinstance(joined, Msg) else msg("lor-label-part", what=joined)


def requirement(req: Requirement, short: bool = False) -> Arg:
    """A leader's requirement: "2 territories, 4 characters", "6 cards of one type"."""
    parts: list[Arg] = []
    for key in (*CARD_KINDS, "same_type"):
        if n := getattr(req, key):
            parts.append(msg(f"lor-req-{key.replace('_', '-')}", n=n))
    for key in ("wood", "stone", "servants", "coins", "vp", "mp", "fp"):
        if n := getattr(req, key):
            parts.append(amount(key, n, short))
    return W.joined(parts)


def you_have(servants: int, spent: int) -> Msg:
    """The servants a choice leaves: "You have 3 servants; 1 servant left." """
    return msg(
        "lor-detail-servants",
        have=W.amount("servants", servants),
        left=W.amount("servants", servants - spent),
    )


def needs(lid: str) -> Msg:
    """A leader's requirement as a sentence: "Needs 2 territories, 4 characters." """
    return msg("lor-detail-needs", what=requirement(LEADERS[lid].req))


DOING = {
    "turn": "lor-doing-turn",
    "space": "lor-doing-space",
    "servants": "lor-doing-servants",
    "cost": "lor-doing-cost",
    "privilege": "lor-doing-privilege",
    "bonus_card": "lor-doing-bonus-card",
    "bonus_hp": "lor-doing-bonus-hp",
    "exchange": "lor-doing-exchange",
    "after": "lor-doing-after",
    "vatican": "lor-doing-vatican",
    "tile": "lor-doing-tile",
    "copy": "lor-doing-copy",
    "federico": "lor-doing-federico",
    "wood_stone": "lor-doing-wood-stone",
    "draft": "lor-doing-draft",
}
"""What the deciding seat is doing, by the kind of its decision (the status line)."""
PHASES = {
    "setup": "lor-phase-setup",
    "draft": "lor-phase-draft",
    "actions": "lor-phase-actions",
    "vatican": "lor-phase-vatican",
}


def status(round_: int, phase: str, seat: int | None, deciding: str | None) -> Msg:
    """The status line from the view's fields: "Round 2/6, period 1, actions: Anna to place a
    family member" (word for word the view's English ``status``)."""
    if phase == "over":
        return msg("lor-status-over")
    where = msg("lor-status-round", round=round_, period=(round_ + 1) // 2)
    if not round_:
        where = msg("lor-status-setup")
    if deciding is None:
        return where
    doing = msg(DOING[deciding])
    if seat is None:
        return msg("lor-status-everyone", where=where, phase=msg(PHASES[phase]), doing=doing)
    return msg("lor-status", where=where, phase=msg(PHASES[phase]), who=W.who(seat), doing=doing)
