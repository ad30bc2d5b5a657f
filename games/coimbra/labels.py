"""The words of each legal id: its label, and for some its detail line and menu group, as
messages (``coim-label-…``, l10n/locales/*/coimbra.ftl).

rules.STEPS.ids decides what is legal; this module only says it, so the search (which reads ids
alone) never pays for a sentence. One function per question kind, called with the id split
at its first colon (``buy:K03`` -> ``buy``, ``K03``).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeAlias

from games.coimbra import data as D
from games.coimbra import effects as X
from games.coimbra import rules
from games.coimbra import scoring as S
from games.coimbra import texts as T
from games.coimbra import words as W
from games.coimbra.state import CoimbraState, Step
from games.contract import LABEL_MAX
from games.messages import Arg, Msg, Term, Text, msg

Words: TypeAlias = "tuple[Text, Text | None, Text | None]"  # label, detail, group


def income_text(state: CoimbraState, seat: int, track: str) -> Arg:
    return T.short_reward(D.INCOME[(track, state.p[seat].tracks[track])])


def card_name(cid: str) -> Msg:
    """A citizen card with its profession before its code: "council card K03", never a bare K03."""
    return W.card(cid, D.CITIZENS[cid].profession)


def walk_to(node: str) -> Msg:
    """Where a walk goes, with what it is before its code: "to crossroad c4", "zum Kloster II1"
    (German and Italian fold the article into the preposition by the place's gender)."""
    kind = "monastery" if node in D.MONASTERY_NODES else "crossroad"
    return msg(f"coim-walk-to-{kind}", node=node)


def _only(label: Text) -> Words:
    return label, None, None


def draft(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "pair":
        a, b = (D.CITIZENS[c] for c in state.start_pairs[int(arg)])
        return (
            msg(
                "coim-label-pair",
                a=card_name(a.id),
                ainfluence=a.influence,
                b=card_name(b.id),
                binfluence=b.influence,
            ),
            msg(
                "coim-detail-pair", a=a.id, abonus=T.short(a.bonus), b=b.id, bbonus=T.short(b.bonus)
            ),
            msg("coim-group-start-cards"),
        )
    roads = W.joined(list(D.ROADS[arg]), "coim-or")
    return (
        msg("coim-label-corner", corner=Term(f"coim-corner-{arg}"), id=arg),
        msg("coim-detail-corner", roads=roads),
        msg("coim-group-pilgrim"),
    )


def pick_die(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    colour, value = arg.split(".")
    detail = (
        msg("coim-detail-white-die")
        if colour == D.WHITE
        else msg(
            "coim-detail-pick-die",
            track=W.track(colour),
            income=income_text(state, step.seat, colour),
        )
    )
    return msg("coim-label-pick-die", die=W.die(colour, int(value))), detail, msg("coim-group-dice")


def place_die(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    d = X.die(state, step.ref)
    v = d.total
    row = state.rows[arg]
    if arg == D.CASTLE:
        pos = sum(1 for e in row if X.row_value(state, e) <= v)
        key = "coim-label-place-castle"
    else:
        pos = sum(1 for e in row if X.row_value(state, e) >= v)
        key = "coim-label-place-town"
    return _only(msg(key, die=rules.die_label(d), where=W.where("into", arg), place=pos + 1))


def _favour(fid: str) -> Msg:
    f = D.FAVOURS[fid]
    return msg(
        "coim-label-favour",
        n=int(fid[1:]),
        crowns=W.amount(f.crowns, "crowns"),
        effect=W.favour_effect(fid),
    )


def activate(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "favour":
        return _favour(arg), None, None
    if what == "buy":
        card = D.CITIZENS[arg]
        price = X.card_price(state, step.seat, arg, X.die(state, step.ref).total)
        crown = state.crowns_on.get(card.profession) == arg
        pay = W.amount(price, D.given(card.cost))
        label = msg(
            "coim-label-buy-crown" if crown else "coim-label-buy",
            card=card_name(arg),
            influence=card.influence,
            price=pay,
        )
        detail: Text = T.bonus(card.bonus)
        if card.diplomas:
            detail = msg("coim-detail-diplomas", bonus=detail, diplomas=", ".join(card.diplomas))
        return label, detail, None
    return _only(msg("coim-label-emergency"))


def cap(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "skip":
        return _only(msg("coim-label-no-cap"))
    d = X.die(state, arg)
    return (
        msg(
            "coim-label-cap",
            die=rules.die_label(d),
            where=W.where("in", D.given(d.district)),
            total=d.total + D.CAP_BONUS,
        ),
        msg("coim-detail-cap"),
        None,
    )


def f4(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    return _only(msg("coim-label-gain", what=W.amount(7, arg)))


def favour_pick(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    return _only(msg("coim-label-no-favour") if what == "skip" else _favour(arg))


def equip(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "skip":
        return _only(msg("coim-label-no-expedition"))
    x = D.EXPEDITIONS[arg]
    price = X.expedition_price(state, step.seat, arg)
    return (
        msg("coim-label-equip", exp=W.expedition(arg), price=W.amount(price, x.resource)),
        msg("coim-detail-game-end", task=T.expedition(arg)),
        None,
    )


def move(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "stop":
        return _only(msg("coim-label-stop"))
    if what == "exchange":
        return _only(msg("coim-label-first-exchange", paid=W.amount(2, arg)))
    mid = state.map.get(arg)
    node = walk_to(arg)
    if not mid:
        return _only(msg("coim-label-walk", node=node, n=step.n))
    if step.seat in state.map_discs.get(arg, []):
        return _only(msg("coim-label-walk-yours", node=node, n=step.n))
    what_there = T.body(D.MONASTERIES[mid].bonus)
    return _only(msg("coim-label-walk-monastery", node=node, what=what_there, n=step.n))


def tribute(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    a = int(step.ref)
    goods: Arg = (
        W.amount(2, "vp")
        if arg == "vp"
        else W.joined([W.amount(1, "coins"), W.amount(1, "guards")])
    )
    return _only(msg("coim-label-give", to=W.who(a), what=goods))


def tax(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    a = int(step.ref)
    return _only(msg("coim-label-give", to=W.who(a), what=W.amount(3, arg)))


def inquisition(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "lose":
        return _only(msg("coim-label-lose-vp"))
    card = D.CITIZENS[arg]
    return (
        msg("coim-label-discard", card=card_name(arg), influence=card.influence),
        T.bonus(card.bonus),
        None,
    )


def salvage(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "skip":
        return _only(msg("coim-label-no-salvage"))
    card = D.CITIZENS[arg]
    price = rules.salvage_price(state, step.seat, arg)
    return (
        msg(
            "coim-label-salvage",
            card=card_name(arg),
            influence=card.influence,
            price=W.amount(price, card.cost or "guards"),
        ),
        T.bonus(card.bonus),
        None,
    )


def walk5(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    return _only(msg("coim-label-pay-walk" if what == "pay" else "coim-label-no-pay"))


def buyvp(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    return _only(msg("coim-label-pay-vp" if what == "pay" else "coim-label-no-pay"))


def repeat(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "skip":
        return _only(msg("coim-label-no-repeat"))
    label = msg("coim-label-repeat", card=card_name(arg), bonus=T.short(D.CITIZENS[arg].bonus))
    if not W.fits(label, LABEL_MAX):  # the detail says the bonus whole
        label = msg("coim-label-repeat-short", card=card_name(arg))
    return _only(label)


def etrack(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "skip":
        return (
            msg("coim-label-no-track"),
            msg("coim-detail-no-track", id=step.ref2, unit=Term(f"coim-unit-{step.ref}")),
            None,
        )
    if what == "exchange":
        return _only(msg("coim-label-first-exchange", paid=W.amount(2, arg)))
    at = state.p[step.seat].tracks[arg]
    return _only(
        msg(
            "coim-label-advance",
            track=W.track(arg),
            at=at,
            to=min(D.MAX_TRACK, at + 1),
            unit=W.amount(1, step.ref),
        )
    )


def income(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "done":
        return _only(msg("coim-label-income-done"))
    if what == "exchange":
        return _only(msg("coim-label-exchange", paid=W.amount(2, arg)))
    if arg == D.WHITE:
        return _only(msg("coim-label-cash-white"))
    seat = step.seat
    gains: list[Arg] = [income_text(state, seat, arg)] + [
        T.short_reward(D.given(D.CITIZENS[c].bonus.reward))
        for c in state.p[seat].cards
        if D.CITIZENS[c].bonus.kind == "E-DIE" and D.CITIZENS[c].bonus.track == arg
    ]
    return _only(msg("coim-label-cash", colour=W.colour(arg), income=W.joined(gains, "coim-plus")))


def white(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    income = income_text(state, step.seat, arg)
    return _only(msg("coim-label-white", track=W.track(arg), income=income))


def score_eg(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "skip":
        return _only(msg("coim-label-no-score-eg"))
    n = S.eg_score(state, step.seat, arg)
    return _only(msg("coim-label-score-eg", card=card_name(arg), n=n))


def score_track(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    n = S.track_place_vp(state, step.seat, arg)
    return _only(msg("coim-label-score-track", track=W.track(arg), n=n))


def score_exp(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "stop":
        return _only(msg("coim-label-no-score-exp"))
    n = S.expedition_score(state, step.seat, arg)
    return _only(msg("coim-label-score-exp", exp=W.expedition(arg), n=n))


LABELS: dict[str, Callable[[CoimbraState, Step, str, str], Words]] = {
    "draft": draft,
    "pick_die": pick_die,
    "place_die": place_die,
    "activate": activate,
    "cap": cap,
    "f4": f4,
    "favour_pick": favour_pick,
    "equip": equip,
    "move": move,
    "tribute": tribute,
    "tax": tax,
    "inquisition": inquisition,
    "salvage": salvage,
    "walk5": walk5,
    "buyvp": buyvp,
    "repeat": repeat,
    "etrack": etrack,
    "income": income,
    "white": white,
    "score_eg": score_eg,
    "score_track": score_track,
    "score_exp": score_exp,
}
