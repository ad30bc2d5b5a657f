"""Plain words for every bonus, generated from the data (cards, favour tiles, monasteries,
expeditions, income boxes). The view carries these as ``text``; labels and the log use them."""

from __future__ import annotations

from games.coimbra import data as D
from games.coimbra.views import IncomeBox

TRACK_WORD = {
    D.GREY: "grey (council)",
    D.ORANGE: "orange (merchant)",
    D.PURPLE: "purple (clergy)",
    D.GREEN: "green (scholar)",
}
PROF_PLURAL = {
    D.COUNCIL: "council members",
    D.MERCHANT: "merchants",
    D.CLERGY: "clergy",
    D.SCHOLAR: "scholars",
}
PROF_ONE = {
    D.COUNCIL: "council member",
    D.MERCHANT: "merchant",
    D.CLERGY: "clergy card",
    D.SCHOLAR: "scholar",
}


def plural(n: int, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 or word == "VP" else "s")


def reward(r: D.Reward | None) -> str:
    """'3 coins and 2 VP', '4 pilgrim steps'."""
    if r is None:
        return "nothing"
    parts = []
    for n, word in (
        (r.coins, "coin"),
        (r.guards, "guard"),
        (r.vp, "VP"),
        (r.steps, "pilgrim step"),
    ):
        if n:
            parts.append(plural(n, word))
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def _res(resource: str | None) -> str:
    return resource or "coins"


def bonus(b: D.Bonus) -> str:
    """One plain sentence for a citizen or monastery bonus (rulebook pp. 13-16)."""
    k = b.kind
    if k in ("S-IMM", "I-REWARD"):
        return f"Immediately: gain {reward(b.reward)}."
    if k == "M-REWARD":
        return f"Gain {reward(b.reward)}.".replace(" and ", " + ")
    text = {
        "C-COIN": "Phase C: coin cards cost you 1 coin less.",
        "C-GUARD": "Phase C: guard cards cost you 1 guard less.",
        "C-COUNCIL": "Phase C: +1 guard, 1 VP, 1 step per council member bought.",
        "C-MERCHANT": "Phase C: +1 coin and 2 VP per merchant bought.",
        "I-TRIBUTE": "Immediately: each opponent gives you 1 guard and 1 coin, or 2 VP.",
        "I-INQUISITION": (
            "Immediately: 5 VP; each opponent loses 3 VP or one of their clergy cards."
        ),
        "I-SALVAGE": "Immediately: you may buy a card from the discard pile for 3 of its resource.",
        "I-PERCOUNCIL": "Immediately: 1 guard and 1 pilgrim step per council member you own.",
        "I-FAVOUR": "Immediately: take a favour tile left beside the castle and use it.",
        "I-PERMERCHANT": "Immediately: 1 coin and 1 VP per merchant you own.",
        "I-EXPCOIN": "Immediately: 4 coins, then you may equip an expedition paid in coins.",
        "I-EXPGUARD": "Immediately: 4 guards, then you may equip an expedition paid in guards.",
        "I-PERMONASTERY": "Immediately: 1 VP per monastery with your disc.",
        "I-WALK5": "Immediately: you may pay 5 guards for up to 5 pilgrim steps.",
        "I-BUYVP": "Immediately: you may pay 5 coins for 7 VP.",
        "E-NOPURPLE": "Phase E: 2 pilgrim steps if none of your dice is purple.",
        "EG-LOWCARDS": "Game end: 1 VP per card of influence 1 or 2.",
        "EG-FOURSET": "Game end: 5 VP per set of the 4 professions.",
        "EG-COPY": "Game end: another of your end-game cards scores again.",
        "M-ALLTRACKS": "All 4 tracks +1.",
        "M-CROWNS": "1 VP per crown now.",
        "M-HIGHCARDS": "1 VP/card, influence 3-4.",  # fits a column of the board's monastery key
        "M-FOURSET": "5 VP per 4-profession set.",
        "M-PERMONASTERY": "2 VP per own monastery.",
        "M-DIPLOMAS": "Score diploma sets now.",
        "M-SCORE2EXP": "Score 2 expeditions now.",
        "M-SCOREEG": "Score end card + track.",
        "M-CASTLE4": "4 VP per own castle die.",
        "M-DISCVP": "1 VP per later monastery.",
        "M-JOKER1": "1 joker diploma.",
        "M-JOKER2": "2 joker diplomas.",
    }.get(k)
    if text:
        return text
    if k == "I-COUNCILTAX":
        return (
            "Immediately: each player behind you on the grey track gives you "
            f"3 {_res(b.resource)} or 3 VP."
        )
    if k == "I-REPEAT":
        plural = PROF_PLURAL[D.given(b.profession)]
        return f"Immediately: repeat the immediate bonus of another of your {plural}."
    if k == "I-INCOME":
        return f"Immediately: your current {b.track} track income."
    if k == "E-TRACK":
        return f"Phase E: one track of your choice +1 and 1 {_res(b.resource)[:-1]}."
    if k == "E-DIE":
        return f"Phase E: {reward(b.reward)} more per {b.track} die you cash."
    if k == "E-EXCHANGE":
        return f"Phase E: 2 {_res(b.resource)} for 1 VP, as often as you like."
    if k == "EG-TRACK":
        return f"Game end: {b.track} track on 7-9: 5 VP, 10-12: 7 VP, 13-15: 10 VP."
    if k == "M-TRACK3":
        return f"{D.given(b.track).capitalize()} track +3."
    if k == "M-PERPROF":
        return f"2 VP per {PROF_ONE[D.given(b.profession)]}."
    return k


def citizen(cid: str) -> str:
    return bonus(D.CITIZENS[cid].bonus)


def monastery(mid: str) -> str:
    return bonus(D.MONASTERIES[mid].bonus)


FAVOUR_TEXT = {
    "F1": "Equip an expedition now; expeditions cost you 2 less this round.",
    "F2": "4 VP; you may put the +3 cap on one of your town dice.",
    "F3": "2 VP and up to 3 pilgrim steps.",
    "F4": "7 guards or 7 coins.",
}


def favour(fid: str) -> str:
    """The favour tile's effect in words (its crowns are a separate number in the view)."""
    return FAVOUR_TEXT[fid]


def expedition(xid: str) -> str:
    """The task of an expedition (rulebook p. 16)."""
    x = D.EXPEDITIONS[xid]
    t = x.task
    if t == "X-TRACKPAIR":
        a, b = x.tracks
        return f"Half (rounded down) of your {a} + {b} track spaces."
    if t == "X-PROF":
        return f"2 VP per {PROF_ONE[D.given(x.profession)]} you own."
    return {
        "X-EXPEDITIONS": "2 VP per expedition with your disc (this one included).",
        "X-DIPLOMAS": "1 VP per diploma you have (jokers included).",
        "X-NOTVISITED": "1 VP per monastery without your disc.",
        "X-WEALTH": "Half (rounded down) of your guards + coins + crowns.",
        "X-LOWEST": "2 VP per space of your lowest influence disc.",
        "X-VISITED": "1 VP per monastery with your disc.",
        "X-VISITED-I": "2 VP per blue (I) monastery with your disc.",
        "X-MANYCARDS": "3 VP per citizen card beyond 10.",
        "X-FLAT": "9 VP.",
    }[t]


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
                    "text": reward(r),
                }
            )
    return out
