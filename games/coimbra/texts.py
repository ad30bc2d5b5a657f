"""Plain words for every bonus, generated from the data (cards, favour tiles, monasteries,
expeditions, income boxes), as messages (ids ``coim-bonus-<kind>`` …, l10n/locales/*/coimbra.ftl).
Labels and the log use the messages; the view carries their English (`words.english`) as
``text`` while the pictures are drawn in English."""

from __future__ import annotations

from games.coimbra import data as D
from games.coimbra import words as W
from games.coimbra.views import IncomeBox
from games.messages import Arg, Msg, msg

TIMING = {
    "S": "coim-when-immediately",  # a start card's immediate bonus (S-IMM)
    "I": "coim-when-immediately",
    "C": "coim-when-phase-c",
    "E": "coim-when-phase-e",
    "EG": "coim-when-game-end",
}
"""A bonus's timing (its kind's prefix) as the words before its effect; monastery bonuses (M-)
have none."""


def reward(r: D.Reward | None, key: str = "coim-and") -> Arg:
    """'3 coins and 2 VP', '4 pilgrim steps' (``key`` "coim-plus": '3 coins + 2 VP')."""
    if r is None:
        return msg("coim-nothing")
    parts: list[Arg] = [
        W.amount(n, what)
        for n, what in ((r.coins, "coins"), (r.guards, "guards"), (r.vp, "vp"), (r.steps, "steps"))
        if n
    ]
    return W.joined(parts, key)


def short_reward(r: D.Reward) -> Arg:
    """An income box's gain: '2 coins + 1 step' (R-6.5 notation, `Reward.text` in English)."""
    parts: list[Arg] = [
        W.amount(n, what)
        for n, what in ((r.coins, "coins"), (r.guards, "guards"), (r.vp, "vp"), (r.steps, "walk"))
        if n
    ]
    return W.joined(parts, "coim-plus")


def _resource(resource: str | None) -> str:
    return resource or "coins"


def body(b: D.Bonus) -> Msg:
    """A bonus's effect without its timing and without a full stop ("gain 3 coins")."""
    k = b.kind
    key = f"coim-bonus-{k}"
    if k in ("S-IMM", "I-REWARD"):
        return msg("coim-bonus-I-REWARD", reward=reward(b.reward))
    if k == "M-REWARD":
        return msg(key, reward=reward(b.reward, "coim-plus"))
    if k in ("I-COUNCILTAX", "E-EXCHANGE"):
        return msg(f"{key}-{_resource(b.resource)}")
    if k == "E-TRACK":
        return msg(key, unit=W.amount(1, _resource(b.resource)))
    if k == "I-REPEAT":
        return msg(key, card=W.card_kind(D.given(b.profession)))
    if k in ("I-INCOME", "EG-TRACK", "M-TRACK3"):
        return msg(key, track=W.track(D.given(b.track)))
    if k == "E-DIE":
        return msg(key, reward=reward(b.reward), colour=W.colour(D.given(b.track)))
    if k == "M-PERPROF":
        return msg(key, card=W.card_kind(D.given(b.profession)))
    return msg(key)


def bonus(b: D.Bonus) -> Msg:
    """One plain sentence for a citizen or monastery bonus (rulebook pp. 13-16): its timing,
    then its effect ("Immediately: gain 3 coins.")."""
    timing = b.kind.split("-")[0]
    if timing in TIMING:
        return msg("coim-timed", when=msg(TIMING[timing]), what=body(b))
    return short(b)


def short(b: D.Bonus) -> Msg:
    """A bonus sentence without its timing (labels have little room)."""
    return msg("coim-sentence", what=body(b))


def citizen(cid: str) -> Msg:
    return bonus(D.CITIZENS[cid].bonus)


def citizen_effect(cid: str) -> Msg:
    """A citizen card's effect without its timing or full stop (a picture says the timing)."""
    return body(D.CITIZENS[cid].bonus)


def monastery(mid: str) -> Msg:
    return bonus(D.MONASTERIES[mid].bonus)


def monastery_effect(mid: str) -> Msg:
    """A monastery's bonus without its full stop (a picture's short form)."""
    return body(D.MONASTERIES[mid].bonus)


def favour(fid: str) -> Msg:
    """The favour tile's effect in words (its crowns are a separate number in the view)."""
    return msg(f"coim-favour-{fid}")


def expedition(xid: str) -> Msg:
    """The task of an expedition (rulebook p. 16)."""
    x = D.EXPEDITIONS[xid]
    t = x.task
    if t == "X-TRACKPAIR":
        a, b = x.tracks
        return msg("coim-task-X-TRACKPAIR", a=W.track(a), b=W.track(b))
    if t == "X-PROF":
        return msg("coim-task-X-PROF", card=W.card_kind(D.given(x.profession)))
    return msg(f"coim-task-{t}")


def income(r: D.Reward) -> Msg:
    """What an income box pays, in words: '10 coins and 2 VP'."""
    return msg("coim-sentence-part", what=reward(r))


def income_of(coins: int, guards: int, vp: int, steps: int) -> Msg:
    """`income` from an income box's numbers (the view's ``tracks[t].income``)."""
    return income(D.Reward(coins=coins, guards=guards, vp=vp, steps=steps))


KNOWN: dict[str, frozenset[str]] = {
    "citizen": frozenset(D.CITIZENS),
    "monastery": frozenset(D.MONASTERIES),
    "favour": frozenset(D.FAVOURS),
    "expedition": frozenset(D.EXPEDITIONS),
}


def known(kind: str, ident: object) -> bool:
    """Whether ``ident`` is a component of ``kind`` (citizen, monastery, favour, expedition)
    whose words this module can build (a picture falls back to the view's text otherwise)."""
    return isinstance(ident, str) and ident in KNOWN[kind]


def income_boxes(track: str) -> list[IncomeBox]:
    """The income boxes of one track, for the view (`tracks[t].income`)."""
    out: list[IncomeBox] = []
    for b in D.INCOME_BOXES:
        if b.track == track:
            r = b.reward
            out.append(
                {
                    "lo": b.lo,
                    "hi": b.hi,
                    "coins": r.coins,
                    "guards": r.guards,
                    "vp": r.vp,
                    "steps": r.steps,
                    "text": W.english(income(r)),
                }
            )
    return out
