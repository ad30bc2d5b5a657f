"""The words of each legal id: its label, and for some its detail line and menu group.

rules.STEPS.ids decides what is legal; this module only says it, so the search (which reads ids
alone) never pays for a sentence. One function per question kind, called with the id split
at its first colon (``buy:K03`` -> ``buy``, ``K03``).
"""

from __future__ import annotations

from collections.abc import Callable

from games.coimbra import data as D
from games.coimbra import effects as X
from games.coimbra import rules
from games.coimbra import scoring as S
from games.coimbra import texts as T
from games.coimbra.state import CoimbraState, Step
from games.contract import seat_token

Words = tuple[str, str | None, str | None]  # label, detail, group


def income_text(state: CoimbraState, seat: int, track: str) -> str:
    return D.INCOME[(track, state.p[seat].tracks[track])].text()


CORNER_WORDS = {"NW": "north-west", "NE": "north-east", "SE": "south-east", "SW": "south-west"}


def card_name(cid: str) -> str:
    """A citizen card with its profession before its code: "council card K03", never a bare K03."""
    return f"{D.CITIZENS[cid].profession} card {cid}"


def node_name(node: str) -> str:
    """A pilgrim map node with what it is before its code: "crossroad c4", "monastery II1"."""
    return f"{'monastery' if node in D.MONASTERY_NODES else 'crossroad'} {node}"


def _steps_left(n: int) -> str:
    return f"{n} step{'s' if n != 1 else ''} left"


def draft(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "pair":
        a, b = (D.CITIZENS[c] for c in state.start_pairs[int(arg)])
        return (
            f"Take {card_name(a.id)} (+{a.influence}) and {card_name(b.id)} (+{b.influence})",
            f"{a.id}: {rules.short(T.bonus(a.bonus))} {b.id}: {rules.short(T.bonus(b.bonus))}",
            "Start cards",
        )
    return (
        f"Put your pilgrim on the {CORNER_WORDS[arg]} start corner ({arg})",
        f"one-way road to crossroad {' or '.join(D.ROADS[arg])}",
        "Pilgrim",
    )


def pick_die(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    colour, value = arg.split(".")
    detail = (
        "phase E: income of a track of your choice"
        if colour == D.WHITE
        else f"phase E: your {colour} track income (now {income_text(state, step.seat, colour)})"
    )
    return f"Take the {colour} {value}", detail, "Dice"


def place_die(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    d = X.die(state, step.ref)
    v = d.total
    row = state.rows[arg]
    if arg == D.CASTLE:
        pos = sum(1 for e in row if X.row_value(state, e) <= v)
        action = "favour tile"
    else:
        pos = sum(1 for e in row if X.row_value(state, e) >= v)
        action = "buy a citizen card"
    return (
        f"Put {rules.die_label(d)} in the {D.DISTRICT_NAME[arg]} (place {pos + 1}, {action})",
        None,
        None,
    )


def _favour(fid: str) -> str:
    f = D.FAVOURS[fid]
    return f"Take favour {fid[1:]} ({T.plural(f.crowns, 'crown')}): {f.text}"


def activate(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "favour":
        return _favour(arg), None, None
    if what == "buy":
        card = D.CITIZENS[arg]
        price = X.card_price(state, step.seat, arg, X.die(state, step.ref).total)
        crown = " +crown" if state.crowns_on.get(card.profession) == arg else ""
        dip = f" Diplomas: {', '.join(card.diplomas)}." if card.diplomas else ""
        pay = T.plural(price, D.given(card.cost)[:-1])
        return (
            f"Buy {card_name(arg)} (+{card.influence} influence{crown}) for {pay}",
            f"{T.bonus(card.bonus)}{dip}",
            None,
        )
    return "Emergency action: gain 2 coins and 2 guards", None, None


def cap(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "skip":
        return "Do not use the cap tile", None, None
    d = X.die(state, arg)
    town = D.DISTRICT_NAME[D.given(d.district)]
    return (
        f"Put the +3 cap on your {rules.die_label(d)} in the {town} "
        f"(it counts {d.total + D.CAP_BONUS})",
        "It moves left in its row: earlier turn, but its card costs the new total.",
        None,
    )


def f4(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    return f"Gain 7 {arg}", None, None


def favour_pick(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    return ("Take no favour tile" if what == "skip" else _favour(arg)), None, None


def equip(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "skip":
        return "Equip no expedition", None, None
    x = D.EXPEDITIONS[arg]
    price = X.expedition_price(state, step.seat, arg)
    return (
        f"Equip {x.name}: pay {T.plural(price, x.resource[:-1])}",
        f"Game end: {T.expedition(arg)}",
        None,
    )


def move(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "stop":
        return "Stop walking", None, None
    if what == "exchange":
        return f"First exchange 2 {arg} for 1 VP", None, None
    what_there = ""
    mid = state.map.get(arg)
    if mid:
        mine = step.seat in state.map_discs.get(arg, [])
        what_there = " (yours already)" if mine else f" ({T.monastery(mid).rstrip('.')})"
    return f"Walk to {node_name(arg)}{what_there} ({_steps_left(step.n)})", None, None


def tribute(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    a = int(step.ref)
    return (
        (
            f"Give {seat_token(a)} 2 VP"
            if arg == "vp"
            else f"Give {seat_token(a)} 1 coin and 1 guard"
        ),
        None,
        None,
    )


def tax(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    a = int(step.ref)
    return (
        (f"Give {seat_token(a)} 3 VP" if arg == "vp" else f"Give {seat_token(a)} 3 {arg}"),
        None,
        None,
    )


def inquisition(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "lose":
        return "Lose 3 VP", None, None
    card = D.CITIZENS[arg]
    return f"Discard {card_name(arg)}: purple track -{card.influence}", T.bonus(card.bonus), None


def salvage(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "skip":
        return "Take no card from the discard pile", None, None
    card = D.CITIZENS[arg]
    price = rules.salvage_price(state, step.seat, arg)
    return (
        f"Buy {card_name(arg)} (+{card.influence}) from the discard pile for "
        f"{T.plural(price, (card.cost or 'guards')[:-1])}",
        T.bonus(card.bonus),
        None,
    )


def walk5(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    return (
        ("Pay 5 guards: move your pilgrim up to 5 steps" if what == "pay" else "Do not pay"),
        None,
        None,
    )


def buyvp(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    return ("Pay 5 coins: gain 7 VP" if what == "pay" else "Do not pay"), None, None


def repeat(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "skip":
        return "Repeat no bonus", None, None
    return (
        f"Use the bonus of {card_name(arg)} again: {rules.short(T.bonus(D.CITIZENS[arg].bonus))}",
        None,
        None,
    )


def etrack(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "skip":
        return (
            "Advance no track",
            f"Optional: let the bonus of {step.ref2} lapse (no track, no {step.ref[:-1]})",
            None,
        )
    if what == "exchange":
        return f"First exchange 2 {arg} for 1 VP", None, None
    at = state.p[step.seat].tracks[arg]
    return (
        f"Advance your {arg} track ({at} -> {min(D.MAX_TRACK, at + 1)}) and gain 1 {step.ref[:-1]}",
        None,
        None,
    )


def income(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "done":
        return "End your income", None, None
    if what == "exchange":
        return f"Exchange 2 {arg} for 1 VP", None, None
    if arg == D.WHITE:
        return "Cash the white die (choose a track)", None, None
    seat = step.seat
    extra = "".join(
        f" + {D.given(D.CITIZENS[c].bonus.reward).text()}"
        for c in state.p[seat].cards
        if D.CITIZENS[c].bonus.kind == "E-DIE" and D.CITIZENS[c].bonus.track == arg
    )
    art = "an" if arg == D.ORANGE else "a"
    return f"Cash {art} {arg} die: {income_text(state, seat, arg)}{extra}", None, None


def white(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    return f"White die on the {arg} track: {income_text(state, step.seat, arg)}", None, None


def score_eg(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "skip":
        return "Score no end-game card", None, None
    return (
        f"Score the end-game {card_name(arg)} now: {S.eg_score(state, step.seat, arg)} VP",
        None,
        None,
    )


def score_track(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    return (
        f"Score your place on the {arg} track now: {S.track_place_vp(state, step.seat, arg)} VP",
        None,
        None,
    )


def score_exp(state: CoimbraState, step: Step, what: str, arg: str) -> Words:
    if what == "stop":
        return "Score no further expedition", None, None
    return (
        f"Score {D.EXPEDITIONS[arg].name} now: {S.expedition_score(state, step.seat, arg)} VP",
        None,
        None,
    )


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
