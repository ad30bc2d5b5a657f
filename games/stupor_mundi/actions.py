"""The five main actions (R-7), card effects (R-16), city bonuses (R-10.2), storage (R-13.4)."""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence

from games.contract import DETAIL_MAX, Choice, Event
from games.messages import Arg, Msg, msg

from . import data as D
from . import losses as L
from . import words as W
from .core import (
    SNAPSHOT,
    Events,
    S,
    action_possible,
    ally_ids,
    auto,
    count_kind,
    draw_cards,
    flag_end,
    free_ally_spaces,
    gain,
    headed,
    pay,
    push,
    register_ask,
    ship_city,
    space_effect,
    spec_pos,
    storage_capacity,
    structures,
    wp_why,
)
from .state import AllyPlace, CardPlace, Palace, Player, SMState, Step

BUILDS = {
    ("tower", False): "sm-builds-tower",
    ("wall", False): "sm-builds-wall",
    ("keep", False): "sm-builds-keep",
    ("tower", True): "sm-builds-great-tower",
    ("wall", True): "sm-builds-great-wall",
    ("keep", True): "sm-builds-great-keep",
}
"""The build log line per structure (German and Italian decline the article by its gender)."""
REMOVES = {"hand": "sm-removes-from-hand", "discard": "sm-removes-from-discard"}
REMOVE_LABELS = {"hand": "sm-remove-hand", "discard": "sm-remove-discard"}
PAID_WITH_CARD = "1 removed card"
"""What a bought card's step remembers as paid when a card was removed instead of augustales."""

# ---------------------------------------------------------------------------------------------
# Card effects: printed ops -> steps


def effect_steps(seat: int, cid: str) -> list[Step]:
    """The face-up effect of a card as steps in printed order (R-13.3)."""
    card = D.card_def(cid)
    steps = []
    for op in card.fx:
        if op.kind == "gain":
            steps.append(
                S(
                    "gain",
                    seat,
                    grain=op.grain,
                    stone=op.stone,
                    aug=op.aug,
                    vp=op.vp,
                    why=card.name,
                    cat="cards",
                )
            )
        elif op.kind == "draw":
            steps.append(S("draw", seat, n=op.n))
        elif op.kind == "act":
            steps.append(S(op.act, seat, mod=op.mod, n=op.n))
        elif op.kind == "special":
            steps.append(S("special", seat, key=op.mod))
        elif op.kind == "repeat":
            steps.append(S("repeat", seat, key=op.mod, max=op.n))
        elif op.kind == "pick":
            steps.append(S("pick", seat, key=op.mod))
    return steps


@auto("gain")
def _gain(state: SMState, step: Step, events: Events) -> None:
    a = step.a
    gain(
        state,
        step.seat,
        events,
        a.get("why", "bonus"),
        a.get("grain", 0),
        a.get("stone", 0),
        a.get("aug", 0),
        a.get("vp", 0),
        a.get("cat", "cards"),
    )


@auto("draw")
def _draw(state: SMState, step: Step, events: Events) -> None:
    draw_cards(state, step.seat, step.a["n"], events)


def _per3_own(state: SMState, seat: int) -> int:
    return structures(state.pl[seat]) // 3


# R-16 counted and conditional gains: key -> (what, count now, printed maximum or None)
Special = Callable[[SMState, Player, Palace], tuple[str, int, int | None]]
SPECIALS: dict[str, Special] = {
    "SAV-1": lambda state, p, pal: ("grain", pal.court, 3),
    "HOH-1": lambda state, p, pal: ("stone", pal.structures // 3, 3),
    "WIT-1": lambda state, p, pal: ("aug", pal.grain + pal.stone, 6),
    "DIR-1": lambda state, p, pal: ("vp", pal.spec, 3),
    "A3": lambda state, p, pal: ("aug", 8 if p.grain >= 3 else 0, None),
    "A5": lambda state, p, pal: ("aug", 8 if p.stone >= 3 else 0, None),
    "A15": lambda state, p, pal: ("grain", len(ally_ids(p)), 3),
    "B7": lambda state, p, pal: ("vp", 2 if p.grain >= 3 else 0, None),
    "B9": lambda state, p, pal: ("vp", 2 if p.stone >= 3 else 0, None),
    "B10": lambda state, p, pal: ("grain", structures(p) // 3, None),
    "B11": lambda state, p, pal: ("stone", structures(p) // 3, None),
    "B12": lambda state, p, pal: ("aug", 3 * (structures(p) // 3), None),
    "B13": lambda state, p, pal: ("vp", structures(p) // 3, None),
}


def special_gain(state: SMState, seat: int, key: str) -> tuple[str, int, int]:
    """(what, amount gained now, amount before the printed maximum)."""
    what, raw, cap = SPECIALS[key](state, state.pl[seat], state.palace)
    return what, raw if cap is None else min(cap, raw), raw


@auto("special")
def _special(state: SMState, step: Step, events: Events) -> None:
    """Conditional and counted gains of R-16 (evaluated when resolved)."""
    seat, key = step.seat, step.a["key"]
    name = D.CARDS[key].name
    what, amount, _ = special_gain(state, seat, key)
    if amount:
        gain(state, seat, events, name, cat="cards", **{what: amount})
    else:
        card = W.card(key)
        events.append(Event(msg("sm-gains-nothing", who=W.who(seat), card=card), seat))


WHAT = {"grain": "grain", "stone": "stone", "aug": "aug", "vp": "VP"}


def card_losses(state: SMState, seat: int, card: str) -> Msg | None:
    """What the face-up effect of ``card`` would lose if played now: storage overflow of
    its grain/stone, a counted gain above its maximum, a conditional gain of nothing."""
    grain = stone = 0
    notes = []
    for op in D.CARDS[card].fx:
        if op.kind == "gain":
            grain, stone = grain + op.grain, stone + op.stone
        elif op.kind == "special":
            what, amount, raw = special_gain(state, seat, op.mod)
            notes.append(L.GAINS_NOTHING if amount == 0 else L.capped(raw, amount, WHAT[what]))
            grain += amount if what == "grain" else 0
            stone += amount if what == "stone" else 0
    return L.join(L.overflow(state.pl[seat], grain, stone), *notes)


# repeat: pay X -> gain Y, up to N times
REPEAT = {
    "A2": (dict(aug=1), dict(grain=1)),
    "A4": (dict(aug=2), dict(stone=1)),
    "B1": (dict(grain=1), dict(vp=2)),
    "B2": (dict(stone=1), dict(vp=2)),
    "B3": (dict(aug=3), dict(vp=2)),
}


def _affordable_times(state: SMState, seat: int, cost: dict[str, int], n: int) -> int:
    p = state.pl[seat]
    k = n
    for res, c in cost.items():
        k = min(k, getattr(p, res) // c)
    return k


def _repeat_ids(state: SMState, step: Step) -> list[str]:
    cost, _ = REPEAT[step.a["key"]]
    k = _affordable_times(state, step.seat, cost, step.a["max"])
    return ["skip"] + [f"times:{t}" for t in range(1, k + 1)]


def _repeat_enum(state: SMState, step: Step) -> list[Choice]:
    cost, get = REPEAT[step.a["key"]]
    out = []
    for cid in _repeat_ids(state, step):
        if cid == "skip":
            out.append(Choice("skip", msg("sm-skip-pay")))
            continue
        t = int(cid[6:])
        pays = W.price(**{r: v * t for r, v in cost.items()})
        gets = W.joined([W.amount(v * t, SPELLED.get(r, r)) for r, v in get.items()])
        got = {r: v * t for r, v in get.items()}
        out.append(
            Choice(
                cid,
                msg("sm-repeat", t=t, pays=pays, gets=gets),
                detail=L.overflow(state.pl[step.seat], got.get("grain", 0), got.get("stone", 0)),
            )
        )
    return out


def _repeat_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    state.stack.pop()
    if cid == "skip":
        return
    t = int(cid.split(":")[1])
    cost, get = REPEAT[step.a["key"]]
    pay(state, step.seat, **{r: v * t for r, v in cost.items()})
    gain(
        state,
        step.seat,
        events,
        D.CARDS[step.a["key"]].name,
        cat="cards",
        **{r: v * t for r, v in get.items()},
    )


register_ask("repeat", msg("sm-ask-repeat"), _repeat_enum, _repeat_resolve, ids=_repeat_ids)

# pick: B4/B5/B6 ally kind, HOH-2 sailing distance


def _kind_count(state: SMState, seat: int, kind: str) -> int:
    return sum(1 for a in ally_ids(state.pl[seat]) if D.ALLIES[a].kind == kind)


KIND_AMOUNTS = {"L": "sm-n-loyalists", "I": "sm-n-independents"}
SPELLED = {"aug": "augustales"}
"""A choice says "augustales" where a log line says "aug"."""


def _kinds(n: int, kind: str) -> Msg:
    """``2 loyalists``, ``1 independent``: the allies a B4/B5/B6 card counts."""
    return msg(KIND_AMOUNTS[kind], n=n)


def _pick_enum(state: SMState, step: Step) -> list[Choice]:
    key, seat = step.a["key"], step.seat
    out: list[Choice] = []
    if key == "HOH-2":
        for d in range(0, 5):
            to = W.city(D.CITIES[(state.pl[seat].ship + d) % 5])
            where = msg("sm-pick-sail", n=d, to=to) if d else msg("sm-pick-stay", to=to)
            out.append(Choice(f"sail:{d}", where))
        return out
    for kind in ("L", "I"):
        n = _kind_count(state, seat, kind)
        if n == 0:
            continue
        p = state.pl[seat]
        if key == "B4":
            for res in ("grain", "stone"):
                out.append(
                    Choice(
                        f"b4:{kind}.{res}",
                        msg("sm-pick-gain", what=W.amount(min(3, n), res), count=_kinds(n, kind)),
                        detail=L.join(L.overflow(p, **{res: min(3, n)}), L.capped(n, 3, res)),
                    )
                )
        elif key == "B5":
            out.append(
                Choice(
                    f"b5:{kind}",
                    msg(
                        "sm-pick-gain",
                        what=W.amount(min(8, 2 * n), "augustales"),
                        count=_kinds(n, kind),
                    ),
                    detail=L.capped(2 * n, 8, "aug"),
                )
            )
        elif key == "B6":
            out.append(
                Choice(
                    f"b6:{kind}",
                    msg("sm-pick-gain", what=W.amount(min(4, n), "vp"), count=_kinds(n, kind)),
                    detail=L.capped(n, 4, "VP"),
                )
            )
    out.append(Choice("skip", msg("sm-skip-gain")))
    return out


def _pick_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    state.stack.pop()
    seat, key = step.seat, step.a["key"]
    if cid == "skip":
        return
    tag, val = cid.split(":")
    if tag == "sail":
        p = state.pl[seat]
        p.ship = (p.ship + int(val)) % 5
        to = W.city(D.CITIES[p.ship])
        events.append(Event(msg("sm-sails-free", who=W.who(seat), to=to), seat))
        return
    kind = val.split(".")[0]
    n = _kind_count(state, seat, kind)
    name = D.CARDS[key].name
    if tag == "b4":
        res = val.split(".")[1]  # grain or stone
        amount = min(3, n)
        gain(
            state,
            seat,
            events,
            name,
            grain=amount if res == "grain" else 0,
            stone=amount if res == "stone" else 0,
        )
    elif tag == "b5":
        gain(state, seat, events, name, aug=min(8, 2 * n))
    else:
        gain(state, seat, events, name, vp=min(4, n), cat="cards")


register_ask("pick", msg("sm-ask-pick"), _pick_enum, _pick_resolve)

# ---------------------------------------------------------------------------------------------
# Storage overflow and resource choices


def _overflow_enum(state: SMState, step: Step) -> list[Choice]:
    p = state.pl[step.seat]
    out = []
    if p.grain:
        out.append(Choice("drop:grain", msg("sm-return-grain", storage=storage_capacity(p))))
    if p.stone:
        out.append(Choice("drop:stone", msg("sm-return-stone", storage=storage_capacity(p))))
    return out


def _overflow_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    state.stack.pop()
    res = cid.split(":")[1]
    p = state.pl[step.seat]
    setattr(p, res, getattr(p, res) - 1)
    events.append(
        Event(
            msg(
                "sm-returns",
                who=W.who(step.seat),
                what=W.amount(1, res),
                storage=storage_capacity(p),
            ),
            step.seat,
        )
    )


register_ask("overflow", msg("sm-ask-overflow"), _overflow_enum, _overflow_resolve, single=True)


def _res_enum(state: SMState, step: Step) -> list[Choice]:
    n = step.a["n"]
    warn = L.overflow(state.pl[step.seat], grain=n)  # the same for every split
    return [
        Choice(f"res:g{g}s{n - g}", msg("sm-take", what=W.cost(grain=g, stone=n - g)), detail=warn)
        for g in range(n, -1, -1)
    ]


def _res_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    state.stack.pop()
    g, s = cid[5:].split("s")
    gain(
        state,
        step.seat,
        events,
        step.a.get("why", "bonus"),
        grain=int(g[0:]),
        stone=int(s),
        cat=step.a.get("cat", "cards"),
    )


register_ask("res", msg("sm-ask-res"), _res_enum, _res_resolve)

# ---------------------------------------------------------------------------------------------
# Promote


def _promote_targets(
    state: SMState, seat: int, code: str, free: bool
) -> list[tuple[str, int, int]]:
    """Legal (path, index, grain) moves for a specialist at ``code``."""
    p = state.pl[seat]
    path, idx = D.SPEC_POS[code]
    paths = D.PATHS if not path else (path,)
    out = []
    for ph in paths:
        nxt = D.NEXT_SPACE[ph, idx]
        if nxt is None:
            continue
        if nxt == D.CITY and f"{ph}.{D.CITY}" in p.specs:
            continue  # city rule (R-7.1 step 3)
        cost = 0 if free else D.ARROW_GRAIN[ph][nxt]
        if p.grain < cost:
            continue
        out.append((ph, nxt, cost))
    return out


@functools.cache
def space_words(path: str, idx: int) -> Msg:
    """A workplace space in words with its code: "countryside A1", "village C3", "city B"
    (R-4.2: spaces 1-2 countryside, 3-4 village, 5 the city)."""
    if idx == D.CITY:
        return msg("sm-space-city", path=path)
    if idx <= 2:
        return msg("sm-space-countryside", code=f"{path}{idx}")
    return msg("sm-space-village", code=f"{path}{idx}")


def _promote_moves(state: SMState, step: Step) -> list[tuple[str, str, str, int, int]]:
    """(choice id, from code, path, to index, grain) for every promotion offered."""
    p = state.pl[step.seat]
    moved = step.a.get("moved", [])
    mod = step.a.get("mod")
    seen = set()
    out = []
    for i, code in enumerate(p.specs):
        if mod == "different" and i in moved:
            continue
        if code in seen:
            continue
        seen.add(code)
        for ph, nxt, cost in _promote_targets(state, step.seat, code, mod == "free"):
            cid = f"move:0_{ph}" if code == "0" else f"move:{code}"
            out.append((cid, code, ph, nxt, cost))
    return out


def _promote_ids(state: SMState, step: Step) -> list[str]:
    ids = [m[0] for m in _promote_moves(state, step)]
    return ids + ["skip"] if ids else ids


def _promote_enum(state: SMState, step: Step) -> list[Choice]:
    out = []
    for cid, code, ph, nxt, cost in _promote_moves(state, step):
        to, pay = space_words(ph, nxt), W.price(grain=cost)
        if code == "0":
            words = msg("sm-promote-from-start", to=to, cost=pay)
        else:
            words = msg("sm-promote-from", src=space_words(*spec_pos(code)), to=to, cost=pay)
        info, long_info = _promote_detail(state, ph, nxt)
        out.append(Choice(cid, words, detail=info, long_detail=long_info))
    if out:
        out.append(Choice("skip", msg("sm-skip-promote")))
    return out


def _promote_detail(state: SMState, ph: str, nxt: int) -> tuple[Msg | None, Msg | None]:
    """What the space gives: its workplace benefit or the city's bonus tiles, and the edict
    token if one lies there; cut for Discord after the last tile that fits (marked "…"), the
    whole kept for the page."""
    parts: list[Msg] = []
    tiles = [W.city_bonus_words(t) for t in sorted(set(state.city_tiles.get(ph, [])))]
    if nxt == D.CITY:
        parts.append(msg("sm-city-tiles", tiles=_semicolons(tiles)) if tiles else L.NO_CITY_TILES)
    else:
        eff = space_effect(state, ph, nxt)
        if eff in D.WORKPLACE_EFFECTS:
            parts.append(msg("sm-wp-benefit", effect=W.workplace(eff)))
    if f"{ph}.{nxt}" in state.tokens:
        parts.append(msg("sm-edict-token-detail"))
    if not parts:
        return None, None
    whole = _semicolons(parts)
    assert isinstance(whole, Msg)
    if W.fits(whole, DETAIL_MAX) or nxt != D.CITY:
        return whole, None
    for n in range(len(tiles) - 1, 0, -1):
        short = msg("sm-more", text=msg("sm-city-tiles", tiles=_semicolons(tiles[:n])))
        if W.fits(short, DETAIL_MAX):
            return short, whole
    return msg("sm-more", text=msg("sm-city-tiles-cut")), whole


def _semicolons(parts: Sequence[Arg]) -> Arg:
    """``a; b; c`` as nested messages."""
    if len(parts) == 1:
        return parts[0]
    return msg("sm-semicolon", a=parts[0], b=_semicolons(parts[1:]))


def _promote_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    state.stack.pop()
    if cid == "skip":
        return
    seat = step.seat
    p = state.pl[seat]
    body = cid[5:]
    if body.startswith("0_"):
        code, path = "0", body[2:]
    else:
        code, path = body, body.split(".")[0]
    moved = list(step.a.get("moved", []))
    idx_list = [
        i
        for i, c in enumerate(p.specs)
        if c == code and not (step.a.get("mod") == "different" and i in moved)
    ]
    i = idx_list[0]
    free = step.a.get("mod") == "free"
    target = next(t for t in _promote_targets(state, seat, code, free) if t[0] == path)
    ph, nxt, cost = target
    if cost:
        pay(state, seat, grain=cost)
    others_there = f"{ph}.{nxt}" in p.specs
    p.specs[i] = f"{ph}.{nxt}"
    to = space_words(ph, nxt)
    paying = msg("sm-paying", cost=W.amount(cost, "grain")) if cost else msg("sm-for-free")
    if code == "0":
        line = msg("sm-promotes-start", who=W.who(seat), to=to, paying=paying)
    else:
        src = space_words(*spec_pos(code))
        line = msg("sm-promotes", who=W.who(seat), src=src, to=to, paying=paying)
    events.append(Event(line, seat))
    follow: list[Step] = []
    if f"{ph}.{nxt}" in state.tokens:
        state.tokens.remove(f"{ph}.{nxt}")
        events.append(Event(msg("sm-edict-token", who=W.who(seat), at=space_words(ph, nxt)), seat))
        follow.append(S("edict", seat, wp=step.a["wp"]))  # part of this action
    if nxt == D.CITY:
        follow.append(S("city_tile", seat, path=ph, wp=step.a["wp"]))
    if space_effect(state, ph, nxt) == "CS-A-I" and not others_there:  # R-17 A-27
        follow.append(S("draw", seat, n=1))
    n = step.a.get("n", 1) - 1
    if n > 0:
        follow.append(S("promote", seat, mod=step.a.get("mod", ""), n=n, moved=moved + [i]))
    push(state, *follow)


register_ask("promote", msg("sm-ask-promote"), _promote_enum, _promote_resolve, ids=_promote_ids)

# city bonus tiles


def _city_enum(state: SMState, step: Step) -> list[Choice]:
    tiles = state.city_tiles.get(step.a["path"], [])
    return [
        Choice(
            f"tile:{t}",
            msg("sm-take-city-bonus", bonus=W.city_bonus_words(t)),
            detail=_city_tile_loss(state, step.seat, t),
        )
        for t in sorted(set(tiles))
    ]


def _city_tile_loss(state: SMState, seat: int, tile: str) -> Msg | None:
    if tile == "CB-A":
        return L.overflow(state.pl[seat], grain=3)
    if tile == "CB-C":
        return None if action_possible(state, seat, "recruit", "free") else L.bonus_lost("recruit")
    kind = {"CB-D": "tower", "CB-E": "wall", "CB-F": "keep"}.get(tile)
    if kind and not action_possible(state, seat, "build", f"free_{kind}"):
        return L.bonus_lost(f"{kind} build")
    return None


def _city_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    state.stack.pop()
    seat, t = step.seat, cid[5:]
    state.city_tiles[step.a["path"]].remove(t)
    events.append(
        Event(
            msg("sm-takes-city-bonus", who=W.who(seat), path=step.a["path"], bonus=W.city_bonus(t)),
            seat,
        )
    )
    if t == "CB-A":
        gain(state, seat, events, "city bonus", aug=6)
        push(state, S("res", seat, n=3, why="city bonus"))
    elif t == "CB-B":
        wp = step.a.get("wp")  # the promotion's benefits (older saved steps have none)
        edict = S("edict", seat) if wp is None else S("edict", seat, wp=wp)
        push(state, edict, S("gain", seat, vp=3, why="city bonus", cat="city"))
    elif t == "CB-C":
        push(state, S("recruit", seat, mod="free"))
    else:
        kind = {"CB-D": "tower", "CB-E": "wall", "CB-F": "keep"}[t]
        push(state, S("build", seat, mod=f"free_{kind}"))


register_ask("city_tile", msg("sm-ask-city-tile"), _city_enum, _city_resolve, single=True)

# ---------------------------------------------------------------------------------------------
# Market


def market_tile(state: SMState, seat: int) -> D.MarketSide:
    return D.MARKETS[state.markets[state.pl[seat].ship]]


def _market_ids(state: SMState, step: Step) -> list[str]:
    p = state.pl[step.seat]
    m = market_tile(state, step.seat)
    extra = 1 if "CS-B-II" in step.a["wp"] else 0
    sold, bought = step.a.get("sold", 0), step.a.get("bought", 0)
    out = []
    if (
        sold < 1 + extra
        and sold + bought < 2 + extra
        and p.grain >= m.sell_grain
        and p.stone >= m.sell_stone
    ):
        out.append("sell")
    if bought < 1 + extra and sold + bought < 2 + extra and p.aug >= m.buy_aug:
        out.append("buy")
    out.append("done")
    return out


def _market_enum(state: SMState, step: Step) -> list[Choice]:
    p = state.pl[step.seat]
    m = market_tile(state, step.seat)
    out = []
    for cid in _market_ids(state, step):
        if cid == "sell":
            out.append(
                Choice(
                    "sell",
                    msg(
                        "sm-sell",
                        what=W.cost(grain=m.sell_grain, stone=m.sell_stone),
                        price=W.amount(m.sell_aug, "augustales"),
                    ),
                )
            )
        elif cid == "buy":
            out.append(
                Choice(
                    "buy",
                    msg(
                        "sm-buy",
                        what=W.cost(grain=m.buy_grain, stone=m.buy_stone),
                        price=W.amount(m.buy_aug, "augustales"),
                    ),
                    detail=L.overflow(p, grain=m.buy_grain, stone=m.buy_stone),
                )
            )
        else:
            out.append(Choice("done", msg("sm-leave-market")))
    return out


def _market_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    seat = step.seat
    m = market_tile(state, seat)
    where = W.city(ship_city(state, seat))
    if cid == "sell":
        pay(state, seat, grain=m.sell_grain, stone=m.sell_stone)
        step.a["sold"] = step.a.get("sold", 0) + 1
        events.append(
            Event(
                msg(
                    "sm-sells",
                    who=W.who(seat),
                    what=W.cost(grain=m.sell_grain, stone=m.sell_stone),
                    at=where,
                    price=W.amount(m.sell_aug, "aug"),
                ),
                seat,
            )
        )
        state.pl[seat].aug += m.sell_aug
    elif cid == "buy":
        pay(state, seat, aug=m.buy_aug)
        step.a["bought"] = step.a.get("bought", 0) + 1
        events.append(
            Event(
                msg(
                    "sm-buys-goods",
                    who=W.who(seat),
                    what=W.cost(grain=m.buy_grain, stone=m.buy_stone),
                    at=where,
                    price=W.amount(m.buy_aug, "aug"),
                ),
                seat,
            )
        )
        state.pl[seat].grain += m.buy_grain
        state.pl[seat].stone += m.buy_stone
    else:
        state.stack.pop()
        if "VL-D-I" in step.a["wp"]:
            gain(state, seat, events, wp_why("VL-D-I"), aug=3)


register_ask("market", msg("sm-ask-market"), _market_enum, _market_resolve, ids=_market_ids)

# ---------------------------------------------------------------------------------------------
# Build


def space_legal(state: SMState, seat: int, space: str) -> bool:
    """R-9.1: empty; walls need an adjacent tower, towers an adjacent wall."""
    castle = state.pl[seat].castle
    if space in castle:
        return False
    kind = D.SPACE_KIND[space]
    if kind == "wall":
        a, b = D.WALL_ENDS[space]
        return a in castle or b in castle
    if kind == "tower":
        return any(w in castle for w in D.TOWER_WALLS[space])
    return True


def build_payments(
    state: SMState, seat: int, piece: str, space: str, mod: str, wp: list[str]
) -> list[tuple[int, int, int]]:
    """Affordable (stone, grain, aug) payments for this piece on this space (R-9.2)."""
    p = state.pl[seat]
    sp = D.CASTLE_SPACES[space]
    bp = D.BOARD_PIECES[piece]
    stone, grain, aug = sp.stone, sp.grain, bp.extra_aug
    if mod.startswith("free_"):
        stone = grain = 0
    elif mod == "aug7":
        stone = grain = 0
        aug += 7
    elif mod == "tower2":
        stone, grain = 2, 0
    else:
        if mod == "disc1":
            stone = max(0, stone - 1)
        if sp.kind == "keep" and "VL-B-I" in wp:
            stone = max(0, stone - 1)
    if mod == "mix":
        total = stone + grain
        options = [(total - g, g) for g in range(total + 1)]
    else:
        options = [(stone, grain)]
    return [(s, g, aug) for s, g in options if p.stone >= s and p.grain >= g and p.aug >= aug]


def _mod_kinds(mod: str) -> tuple[str, ...]:
    if mod == "tower2":
        return ("tower",)
    if mod.startswith("free_"):
        return (mod[5:],)
    return ("tower", "wall", "keep")


def _buildable_pieces(state: SMState, step: Step) -> list[str]:
    """The pieces offered: sorted, one per normal wall/keep kind, each with a legal space it
    can pay for (R-9.1, R-9.2)."""
    seat = step.seat
    mod, wp = step.a.get("mod", ""), step.a["wp"]
    kinds = _mod_kinds(mod)
    spaces = {k: [sp for sp in D.SPACES_OF_KIND[k] if space_legal(state, seat, sp)] for k in kinds}
    seen = set()
    out = []
    for piece in sorted(state.pl[seat].pieces):
        bp = D.BOARD_PIECES[piece]
        if bp.kind not in spaces:
            continue
        key = piece if bp.great or bp.kind == "tower" else bp.kind
        if key in seen:
            continue
        if any(build_payments(state, seat, piece, sp, mod, wp) for sp in spaces[bp.kind]):
            seen.add(key)
            out.append(piece)
    return out


GREAT_PIECES = {
    "tower": "sm-piece-great-tower",
    "wall": "sm-piece-great-wall",
    "keep": "sm-piece-great-keep",
}
BUILD_ON = {
    ("tower", False): "sm-build-on-tower",
    ("wall", False): "sm-build-on-wall",
    ("keep", False): "sm-build-on-keep",
    ("tower", True): "sm-build-on-tower-edict",
    ("wall", True): "sm-build-on-wall-edict",
    ("keep", True): "sm-build-on-keep-edict",
}
"""A castle space's label per structure kind, and whether the space issues an edict."""


@functools.cache
def _piece_label(piece: str) -> Msg:
    bp = D.BOARD_PIECES[piece]
    if bp.great:
        extra = W.amount(bp.extra_aug, "augustales")
        bonus = W.great_bonus(bp.great)
        return msg(GREAT_PIECES[bp.kind], letter=bp.great[-1], extra=extra, bonus=bonus)
    if bp.kind == "tower":
        if bp.ally_space == D.EDICT_ALLY_SPACE:
            return msg("sm-piece-tower-edict", n=bp.ally_space)
        return msg("sm-piece-tower", n=bp.ally_space)
    if bp.kind == "wall":
        return msg("sm-piece-wall")
    return msg("sm-piece-keep")


def _build_ids(state: SMState, step: Step) -> list[str]:
    ids = [f"piece:{piece}" for piece in _buildable_pieces(state, step)]
    return ids + ["skip"] if ids else ids


def _build_enum(state: SMState, step: Step) -> list[Choice]:
    out = [
        Choice(f"piece:{piece}", msg("sm-build-piece", piece=_piece_label(piece)))
        for piece in _buildable_pieces(state, step)
    ]
    if out:
        out.append(Choice("skip", msg("sm-skip-build")))
    return out


def _build_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    state.stack.pop()
    if cid == "skip":
        return
    push(
        state,
        S("build_space", step.seat, piece=cid[6:], mod=step.a.get("mod", ""), wp=step.a["wp"]),
    )


register_ask("build", msg("sm-ask-build"), _build_enum, _build_resolve, ids=_build_ids)


def _build_space_options(state: SMState, step: Step) -> list[tuple[str, str, tuple[int, int, int]]]:
    """(choice id, castle space, (stone, grain, aug)) for every space and payment offered."""
    seat, piece, mod, wp = step.seat, step.a["piece"], step.a["mod"], step.a["wp"]
    out = []
    for space in D.SPACES_OF_KIND[D.BOARD_PIECES[piece].kind]:
        if not space_legal(state, seat, space):
            continue
        for s, g, a in build_payments(state, seat, piece, space, mod, wp):
            cid = f"space:{space}" + (f".s{s}g{g}" if mod == "mix" else "")
            out.append((cid, space, (s, g, a)))
    return out


def _build_space_ids(state: SMState, step: Step) -> list[str]:
    return [o[0] for o in _build_space_options(state, step)]


def _build_space_enum(state: SMState, step: Step) -> list[Choice]:
    kind = D.BOARD_PIECES[step.a["piece"]].kind
    out = []
    for cid, space, (s, g, a) in _build_space_options(state, step):
        edict = bool(D.CASTLE_SPACES[space].edict)
        price = (
            msg("sm-for", price=W.price(grain=g, stone=s, aug=a))
            if s + g + a
            else msg("sm-for-free")
        )
        out.append(
            Choice(
                cid,
                msg(BUILD_ON[kind, edict], space=space, price=price),
                detail=_build_loss(state, step, space, s + g),
            )
        )
    return out


def _build_loss(state: SMState, step: Step, space: str, paid: int) -> Msg | None:
    """Storage overflow of the grain/stone a build gives at once (R-9.3): a completed side's
    income, CS-B-I's grain for a wall, VL-C-II's resource; a wall adds 1 storage (R-4.4)."""
    p, wp = state.pl[step.seat], step.a["wp"]
    kind = D.SPACE_KIND[space]
    castle = p.castle + [space]
    grain = stone = 0
    for w in completed_sides(castle):
        if w not in completed_sides(p.castle):
            inc = D.SIDE_INCOME[w]
            grain += inc == "INC-GRAIN"
            stone += inc == "INC-STONE"
    grain += (kind == "wall" and "CS-B-I" in wp) + ("VL-C-II" in wp)
    return L.overflow(p, grain, stone, paid=paid, room=kind == "wall")


def completed_sides(castle: list[str]) -> list[str]:
    return [w for w, (a, b) in D.WALL_ENDS.items() if w in castle and a in castle and b in castle]


def _build_space_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    """R-9.3: pay, place (+ keep cover), side income, workplace, great bonus, space edict."""
    state.stack.pop()
    seat = step.seat
    p = state.pl[seat]
    piece, mod, wp = step.a["piece"], step.a["mod"], step.a["wp"]
    body = cid[6:]
    space = body.split(".")[0]
    payments = build_payments(state, seat, piece, space, mod, wp)
    if mod == "mix":
        s, g = body.split(".")[1][1:].split("g")
        s_, g_, a_ = next(x for x in payments if x[0] == int(s) and x[1] == int(g))
    else:
        s_, g_, a_ = payments[0]
    pay(state, seat, grain=g_, stone=s_, aug=a_)
    bp = D.BOARD_PIECES[piece]
    sp = D.CASTLE_SPACES[space]
    before = completed_sides(p.castle)
    p.pieces.remove(piece)
    p.castle.append(space)
    events.append(
        Event(
            msg(
                BUILDS[bp.kind, bool(bp.great)],
                who=W.who(seat),
                space=space,
                cost=W.cost(grain=g_, stone=s_, aug=a_),
            ),
            seat,
        )
    )
    if bp.great:
        p.greats += 1
    if sp.kind == "keep":  # applied at placement (R-17 A-28)
        p.covers.append(sp.cover)
        cover = W.keep_cover(sp.cover)
        events.append(Event(msg("sm-keep-cover", who=W.who(seat), cover=cover), seat))
        if sp.cover == "KC-HAND":
            draw_cards(state, seat, 2, events)
        elif sp.cover == "KC-BOTH":
            p.both_after = state.turn_no
        else:
            p.slot6 = True
    if len(p.castle) == 13:
        flag_end(state, "a", events)
    follow: list[Step] = []
    for w in completed_sides(p.castle):
        if w not in before:
            events.append(
                Event(
                    msg(
                        "sm-completes-side",
                        who=W.who(seat),
                        side=w,
                        income=W.income(D.SIDE_INCOME[w]),
                    ),
                    seat,
                )
            )
            follow.append(S("income", seat, inc=D.SIDE_INCOME[w]))
    k = bp.kind
    if k == "wall" and "CS-B-I" in wp:
        follow.append(S("gain", seat, grain=1, why=wp_why("CS-B-I"), cat="workplace"))
    if k == "tower" and "CS-C-II" in wp:
        follow.append(S("gain", seat, aug=4, why=wp_why("CS-C-II"), cat="workplace"))
    if "CS-D-II" in wp:
        follow.append(S("gain", seat, aug=2, why=wp_why("CS-D-II"), cat="workplace"))
    if k == "keep" and "VL-A-I" in wp:
        follow.append(S("gain", seat, vp=4, why=wp_why("VL-A-I"), cat="workplace"))
    if k in ("tower", "wall") and "VL-A-II" in wp:
        follow.append(S("gain", seat, vp=3, why=wp_why("VL-A-II"), cat="workplace"))
    if "VL-C-II" in wp:
        follow.append(S("res", seat, n=1, why=wp_why("VL-C-II"), cat="workplace"))
        follow.append(S("gain", seat, vp=2, why=wp_why("VL-C-II"), cat="workplace"))
    if bp.great:
        follow.append(
            {
                "GK": S("promote", seat, mod="any", n=2),
                "GW-A": S("edict", seat, wp=wp),
                "GT-A": S("buy", seat),
                "GW-B": S("promote", seat, mod="free", n=1),
                "GT-B": S("recruit", seat, mod="free"),
            }[bp.great]
        )
    if sp.edict:  # the space's edict is part of this build (Ronja's example, R-10.1)
        follow.append(S("edict", seat, wp=wp))
    push(state, *follow)


register_ask(
    "build_space",
    msg("sm-ask-build-space"),
    _build_space_enum,
    _build_space_resolve,
    ids=_build_space_ids,
)


@auto("income")
def _income(state: SMState, step: Step, events: Events) -> None:
    """R-9.4 side income."""
    seat, inc = step.seat, step.a["inc"]
    if inc == "INC-MARKET":
        push(state, S("market", seat))
        return
    g = {
        "INC-STONE": dict(stone=1),
        "INC-GRAIN": dict(grain=1),
        "INC-AUG": dict(aug=1),
        "INC-VP": dict(vp=1),
    }[inc]
    gain(state, seat, events, "castle income", cat="castle_income", **g)


# ---------------------------------------------------------------------------------------------
# Recruit


def recruit_grain(state: SMState, seat: int, place: AllyPlace, mod: str, wp: list[str]) -> int:
    if mod in ("free", "aug3"):
        return 0
    cost = place.cost
    if mod == "disc1":
        cost -= 1
    if "VL-C-I" in wp:
        cost -= 1
    return max(0, cost)


def _recruit_options(state: SMState, step: Step) -> list[tuple[AllyPlace, int]]:
    """(ally place, grain) for every ally that may be recruited now (R-7.4)."""
    seat = step.seat
    p = state.pl[seat]
    mod, wp = step.a.get("mod", ""), step.a["wp"]
    if not free_ally_spaces(p):
        return []
    if mod == "aug3" and p.aug < 3:
        return []
    owned = set(ally_ids(p))
    city = ship_city(state, seat)
    out = []
    for place in state.ally_places:
        if place.city != city or not place.stack or not place.up:
            continue
        if D.ALLY_TILE[place.stack[-1]].ally in owned:
            continue
        cost = recruit_grain(state, seat, place, mod, wp)
        if p.grain >= cost:
            out.append((place, cost))
    return out


def _recruit_ids(state: SMState, step: Step) -> list[str]:
    ids = [f"ally:{place.id}" for place, _ in _recruit_options(state, step)]
    return ids + ["skip"] if ids else ids


def _recruit_enum(state: SMState, step: Step) -> list[Choice]:
    aug = 3 if step.a.get("mod", "") == "aug3" else 0
    out = []
    for place, cost in _recruit_options(state, step):
        ally = D.ally_of(place.stack[-1])
        pay = W.price(grain=cost, aug=aug)
        words = msg("sm-recruit", ally=W.ally(ally.id), role=W.ally_role(ally.id), cost=pay)
        out.append(Choice(f"ally:{place.id}", words))
    if out:
        out.append(Choice("skip", msg("sm-skip-recruit")))
    return out


def _recruit_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    state.stack.pop()
    if cid == "skip":
        return
    seat = step.seat
    mod, wp = step.a.get("mod", ""), step.a["wp"]
    place = next(pl for pl in state.ally_places if pl.id == cid[5:])
    cost = recruit_grain(state, seat, place, mod, wp)
    pay(state, seat, grain=cost, aug=3 if mod == "aug3" else 0)
    tile = place.stack.pop()
    place.up = False  # the tile below stays face down until round end
    events.append(
        Event(
            msg(
                "sm-recruits",
                who=W.who(seat),
                ally=W.ally(D.ally_of(tile).id),
                at=W.city(place.city),
                cost=W.cost(grain=cost, aug=3 if mod == "aug3" else 0),
            ),
            seat,
        )
    )
    push(state, S("ally_space", seat, tile=tile, wp=wp))


register_ask("recruit", msg("sm-ask-recruit"), _recruit_enum, _recruit_resolve, ids=_recruit_ids)


def _ally_space_enum(state: SMState, step: Step) -> list[Choice]:
    free = free_ally_spaces(state.pl[step.seat])
    out = []
    plain = [i for i in free if i != D.EDICT_ALLY_SPACE]
    if plain:
        out.append(Choice(f"aspace:{plain[0]}", msg("sm-place-ally", n=plain[0])))
    if D.EDICT_ALLY_SPACE in free:
        out.append(
            Choice(
                f"aspace:{D.EDICT_ALLY_SPACE}",
                msg("sm-place-ally-edict", n=D.EDICT_ALLY_SPACE),
            )
        )
    return out


def _ally_space_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    state.stack.pop()
    seat = step.seat
    i = int(cid.split(":")[1])
    state.pl[seat].allies[i - 1] = step.a["tile"]
    follow = []
    if i == D.EDICT_ALLY_SPACE:
        follow.append(S("edict", seat, wp=step.a["wp"]))
    if "CS-A-II" in step.a["wp"]:
        follow.append(S("gain", seat, vp=2, why=wp_why("CS-A-II"), cat="workplace"))
    push(state, *follow)


register_ask(
    "ally_space", msg("sm-ask-ally-space"), _ally_space_enum, _ally_space_resolve, single=True
)

# ---------------------------------------------------------------------------------------------
# Buy an action card


def buy_aug(cid: str, wp: list[str]) -> int | None:
    c = D.card_def(cid)
    if c.cost_aug is None:
        return None
    return max(0, c.cost_aug - (2 if "CS-D-I" in wp else 0))


def _buy_options(state: SMState, step: Step) -> list[tuple[CardPlace, int | None]]:
    """(card place, aug or None for "remove 1 card") for every card that may be bought (R-7.5)."""
    p = state.pl[step.seat]
    city = ship_city(state, step.seat)
    out: list[tuple[CardPlace, int | None]] = []
    for place in state.card_places:
        if place.city != city or place.card is None:
            continue
        cost = buy_aug(place.card, step.a["wp"])
        if cost is None:
            if p.hand or p.discard:
                out.append((place, cost))
        elif p.aug >= cost:
            out.append((place, cost))
    return out


def _buy_ids(state: SMState, step: Step) -> list[str]:
    ids = [f"buy:{place.id}" for place, _ in _buy_options(state, step)]
    return ids + ["skip"] if ids else ids


def _buy_enum(state: SMState, step: Step) -> list[Choice]:
    out = []
    for place, cost in _buy_options(state, step):
        if cost is None:
            pay_words = msg("sm-pay-with-card")
        else:
            pay_words = msg("sm-pay", cost=W.amount(cost, "augustales"))
        c = D.card_def(place.card or "")
        words = msg("sm-buy-card", card=W.card(c.id), pay=pay_words)
        text = W.card_text(c.id, spelled=True)
        out.append(Choice(f"buy:{place.id}", words, detail=text))
    if out:
        out.append(Choice("skip", msg("sm-skip-buy")))
    return out


def _buy_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    """R-7.5: pay, use the card's action once (optional), THEN take it into the hand
    ("Anschließend nimmst du die Karte auf die Hand"): while it is used it is in no zone, so
    it can never pay a "1 card" cost triggered by its own use (e.g. A6 -> great tower A)."""
    state.stack.pop()
    if cid == "skip":
        return
    seat = step.seat
    place_id = cid[4:]
    place = next(pl for pl in state.card_places if pl.id == place_id)
    card = place.card
    assert card is not None
    place.card = None  # refilled only at round end
    cost = buy_aug(card, step.a["wp"])
    follow = []
    if cost is None:
        follow.append(S("buy_pay", seat, place=place_id))
        paid = PAID_WITH_CARD
    else:
        pay(state, seat, aug=cost)
        paid = f"{cost} aug"
    follow.append(S("buy_take", seat, card=card, city=place.city, paid=paid))
    follow.append(S("buy_use", seat, card=card))
    follow.append(S("buy_hand", seat, card=card))
    if "VL-B-II" in step.a["wp"]:
        follow.append(S("gain", seat, vp=3, why=wp_why("VL-B-II"), cat="workplace"))
    push(state, *follow)


register_ask("buy", msg("sm-ask-buy"), _buy_enum, _buy_resolve, ids=_buy_ids)


def _buy_pay_enum(state: SMState, step: Step) -> list[Choice]:
    p = state.pl[step.seat]
    out = []
    for zone, cards in (("hand", p.hand), ("discard", p.discard)):
        for cid in sorted({D.card_def(c).id for c in cards}):
            out.append(
                Choice(
                    f"remove:{zone}.{cid}",
                    msg(REMOVE_LABELS[zone], card=W.card(cid)),
                    detail=W.card_text(cid, spelled=True),
                    private=zone == "hand",
                )
            )
    return out


def _buy_pay_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    state.stack.pop()
    p = state.pl[step.seat]
    zone, cid = cid[7:].split(".", 1)
    cards = p.hand if zone == "hand" else p.discard
    inst = next(c for c in cards if D.card_def(c).id == cid)
    cards.remove(inst)
    p.removed.append(inst)
    events.append(
        Event(
            msg(REMOVES[zone], who=W.who(step.seat), card=W.card(cid)),
            step.seat,
        )
    )


register_ask("buy_pay", msg("sm-ask-buy-pay"), _buy_pay_enum, _buy_pay_resolve, single=True)


@auto("buy_take")
def _buy_take(state: SMState, step: Step, events: Events) -> None:
    """Log the purchase once it is paid."""
    card = step.a["card"]
    where = W.city(step.a["city"])
    price = _paid(step.a.get("paid"))
    events.append(
        Event(
            msg(
                "sm-buys-card",
                who=W.who(step.seat),
                card=W.card(D.card_def(card).id),
                at=where,
                price=price,
            ),
            step.seat,
        )
    )


def _paid(paid: str | None) -> Arg:
    """The price a saved step remembers in English ("3 aug", "1 removed card") as words."""
    if paid is None:
        return msg("sm-its-cost")
    if paid == PAID_WITH_CARD:
        return msg("sm-paid-card")
    n, _, unit = paid.partition(" ")
    return W.amount(int(n), "aug") if unit == "aug" and n.isdigit() else paid


def _buy_use_enum(state: SMState, step: Step) -> list[Choice]:
    text = W.card_text(D.card_def(step.a["card"]).id, spelled=True)
    words = headed(msg("sm-use-now"), msg("sm-use-now-text", text=text))
    return [
        Choice("use", words, detail=None if words.key == "sm-use-now-text" else text),
        Choice("keep", msg("sm-keep-bought")),
    ]


def _buy_use_resolve(state: SMState, step: Step, cid: str, events: Events) -> None:
    state.stack.pop()
    if cid == "use":
        bought = D.card_def(step.a["card"])
        events.append(
            Event(
                msg(
                    "sm-uses-bought",
                    who=W.who(step.seat),
                    card=W.card(bought.id),
                    text=W.card_text(bought.id),
                ),
                step.seat,
            )
        )
        push(state, *effect_steps(step.seat, step.a["card"]))


register_ask("buy_use", msg("sm-ask-buy-use"), _buy_use_enum, _buy_use_resolve)


@auto("buy_hand")
def _buy_hand(state: SMState, step: Step, events: Events) -> None:
    state.pl[step.seat].hand.append(step.a["card"])
    events.append(
        Event(
            msg(
                "sm-takes-into-hand",
                who=W.who(step.seat),
                card=W.card(D.card_def(step.a["card"]).id),
            ),
            step.seat,
        )
    )


def snapshot_kinds() -> set[str]:
    return SNAPSHOT


__all__ = [
    "effect_steps",
    "market_tile",
    "space_legal",
    "build_payments",
    "completed_sides",
    "count_kind",
    "flag_end",
]
