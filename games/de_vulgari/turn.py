"""The turn menu of the Action phase and its follow-up steps (spec §6.4, §7, §8)."""

from __future__ import annotations

from typing import Any

from games.contract import (
    Choice,
    Event,
    IllegalChoice,
)
from games.messages import Msg, Text, Who, msg

from .careers import become_cardinal, become_friar
from .data import (
    ACTION_TRACKS,
    BOLOGNA,
    BOLOGNA_EARLY,
    BOLOGNA_LATE,
    BRINDISI,
    CANTICLE,
    CARDINAL_PRICE,
    CUBE_COLOURS,
    CUBE_COST,
    EVENT,
    LIBRARY,
    LIBRARY_FROM_ROUND,
    LINGUA_ACTIONS,
    LINGUA_LEVEL,
    LINGUA_VOLGARE,
    MANUSCRIPT,
    MURET_PRICE,
    NOBLE_SALE,
    ORIENT_BONUS,
    PSALTER_GAIN,
    PSALTER_LAST_GAIN,
    SECRETARY_KNOWLEDGE,
    SHLASINGER_BACK,
    SMALL_BUSINESS,
    STUPOR,
    TRACK,
    ZONE,
    Zone,
    library_draws,
)
from .effects import (
    advance,
    at_sea,
    gain_knowledge,
    has_tile,
    is_last_on_knowledge,
    level,
    return_cubes,
    yellow_available,
)
from .manuscripts import check_shift
from .movement import destinations, move_cost_ducats, move_offers
from .state import DeVulgariState, Player, Step, Turn
from .stupor import call_stupor
from .succession import end_turn
from .words import cube_words, event_name, joined, ms_name, price, track_name, zone_name

TRACK_CAP = {t: TRACK[t].cap for t in TRACK}


def _free_actions(state: DeVulgariState, p: Player) -> int:
    """Actions usable for anything but the movement; one is kept for landing (I-11)."""
    reserve = 1 if at_sea(p) and not state.turn.moved else 0
    return state.turn.actions - reserve


SCREEN_TRACKS = {
    "canticle": msg("dv-span-canticle"),
    "ambassador": msg("dv-span-ambassador"),
}
"""Tracks whose reach depends on the yellow cubes behind the screen: the public label says
the rule, the amounts are offered privately (issue 10.1)."""


def track_reach(state: DeVulgariState, seat: int, track: str) -> int:
    """How far one track action may go now (§7.8-7.13, I-9): every amount from 1 to the
    reach is legal; 0 if the action is not allowed."""
    p = state.player[seat]
    return _reach(state, seat, p, ZONE.get(p.location), _free_actions(state, p), track)


def _reach(
    state: DeVulgariState, seat: int, p: Player, zone: Zone | None, free: int, track: str
) -> int:
    if track in state.turn.tracks:
        return 0
    if track == "verona" and not (zone and zone.colour == "blue"):
        return 0
    if track == "orient" and p.status != "merchant":
        return 0
    if track == "library" and state.round < LIBRARY_FROM_ROUND:
        return 0
    pos = state.track[track][seat]
    cap = TRACK_CAP[track]
    top = min(5, free, cap - pos)
    if track == "canticle":
        if not (zone and zone.id in state.canticle and canticle_active(state, zone.id)):
            return 0
        top = min(top, yellow_available(p))
    elif track == "ambassador":
        ducats, yellow, _ = bologna_price(state)
        if not (p.ducats >= ducats and yellow_available(p) >= yellow):
            top = min(top, cap - pos - 1)  # Bologna's space only with its price (D-12)
    return max(top, 0)


def track_amounts(state: DeVulgariState, seat: int, track: str) -> list[int]:
    """Legal spaces for one track action, [] if not allowed."""
    return list(range(1, track_reach(state, seat, track) + 1))


def bologna_price(state: DeVulgariState) -> tuple[int, int, int]:
    """(ducats, yellow cubes, knowledge unlocked) for entering Bologna's space now (§7.8)."""
    last_early, d, y, k = BOLOGNA_EARLY
    if state.round <= last_early:
        return d, y, k
    return BOLOGNA_LATE


def canticle_active(state: DeVulgariState, zone: str) -> bool:
    if state.round >= state.options.canticle_all_active_from:
        return True
    return state.round in CANTICLE[state.canticle[zone]].rounds


def _takeable_manuscripts(state: DeVulgariState, seat: int) -> list[tuple[str, int]]:
    """(manuscript, actions) pairs; a level's row is 1 + the levels below it not yet
    exhausted (§7.2, I-13, as `level_row`)."""
    p = state.player[seat]
    if state.turn.manuscript or at_sea(p):
        return []
    colour = ZONE[p.location].colour
    lvl = level(state, seat)
    free = _free_actions(state, p)
    out: list[tuple[str, int]] = []
    row = 1
    for lv, key in _LEVEL_KEYS:
        cards = state.rows[key]
        if lv <= lvl and row <= free:
            out += [(mid, row) for mid in cards if colour in MANUSCRIPT[mid].colours]
        if cards or state.decks[key]:
            row += 1
    if (
        state.lingua_in_play
        and not state.lingua_taken
        and lvl >= LINGUA_LEVEL
        and free >= LINGUA_ACTIONS
    ):
        out.append((LINGUA_VOLGARE.id, LINGUA_ACTIONS))
    return out


_LEVEL_KEYS = tuple((lv, str(lv)) for lv in (1, 2, 3, 4))


def _city_gain(state: DeVulgariState, seat: int) -> tuple[int, int]:
    p = state.player[seat]
    zone = ZONE.get(p.location)
    if not zone or zone.site not in ("city", "cathedral") or zone.id in p.cities:
        return 0, 0
    ducats = 0
    if p.status == "merchant" and zone.ducats:
        ducats = zone.ducats + (
            ORIENT_BONUS if state.track["orient"][seat] >= TRACK["orient"].cap else 0
        )
    return ducats, zone.knowledge


def _usable_event(state: DeVulgariState, seat: int) -> int | None:
    p = state.player[seat]
    n = state.event_boxes.get(p.location)
    if n is None or n == STUPOR:
        return None
    ev = EVENT[n]
    if ev.kind == "coin" and p.status != "merchant":
        return None
    return n


def _cardinal_cubes(p: Player) -> list[str]:
    out = []
    if p.red:
        out.append("red")
    if p.black:
        out.append("black")
    if has_tile(p, "stefano"):
        out.append("virtual")
    return out


def _can_shlasinger(state: DeVulgariState, p: Player) -> bool:
    if not has_tile(p, "shlasinger") or p.shlasinger_used:
        return False
    return state.options.shlasinger_window == "any" or p.shlasinger_round == state.round


def can_call_stupor(state: DeVulgariState, seat: int) -> bool:
    return state.player[seat].location == BRINDISI and state.event_boxes.get(BRINDISI) == STUPOR


Offer = tuple[str, tuple[Any, ...]]
"""A legal choice of the turn menu before it is put into words: its id and the numbers its
label needs (labels.py); the search reads only the ids."""

_TRACK_ID = {t: f"track:{t}" for t in ACTION_TRACKS}
_CUBE_OFFERS = tuple(
    (colour, n, acts, ducats, f"cube:{colour}.{n}")
    for colour in CUBE_COLOURS
    for n, (acts, ducats) in CUBE_COST[colour].items()
)


def offers(state: DeVulgariState, seat: int) -> list[Offer]:
    """The turn menu (§7, §8) in its order: moves, manuscripts, cubes, Psalter, small
    business, tracks, the free map actions, careers, library, Inquisition, end."""
    p = state.player[seat]
    t = state.turn
    free = _free_actions(state, p)
    zone = ZONE.get(p.location)
    out: list[Offer] = []
    if not t.moved:  # movement (§7.1)
        out += move_offers(p, t.actions)
    if free >= 1:  # every action below costs at least one
        _paid_actions(state, seat, p, t, zone, free, out)
    if zone is not None:  # free map actions (§8)
        dk, kn = _city_gain(state, seat)
        if dk or kn:
            out.append((f"collect:{zone.id}", (dk, kn)))
        n = _usable_event(state, seat)
        if n is not None:
            out.append((f"event:{n}", (n,)))
        if zone.id == BOLOGNA and p.bologna_unlocked and not p.bologna_collected:
            out.append(("bologna", ()))
        if zone.site == "convent" and p.status == "merchant":
            out += [(f"friar:{tid}", ()) for tid in state.friars_free]
        if zone.site == "cathedral" and p.status == "friar" and _cardinal_cubes(p):
            for tid in state.cardinals_free:
                cost = MURET_PRICE if tid == "muret" else CARDINAL_PRICE
                if p.ducats >= cost:
                    out.append((f"cardinal:{tid}", (cost,)))
        if zone.site == "abbey" and p.green_front and not t.abbey:
            out.append(("abbey:vp", ()))
            out.append(("abbey:know", ()))
    if (
        state.track["library"][seat]
        and library_draws(state.track["library"][seat])
        and not p.library_done
        and state.library_pile
    ):
        out.append(("library", ()))
    if _can_shlasinger(state, p):
        for s in range(state.players):
            if s != seat and state.track["knowledge"][s] > 0:
                out.append((f"inquisition:{s}", (s,)))
    if not (at_sea(p) and not t.moved):
        out.append(("end", ()))
        if can_call_stupor(state, seat):
            out.append(("end:stupor", ()))
    return out


def _paid_actions(
    state: DeVulgariState,
    seat: int,
    p: Player,
    t: Turn,
    zone: Zone | None,
    free: int,
    out: list[Offer],
) -> None:
    for mid, cost in _takeable_manuscripts(state, seat):  # manuscripts (§7.2)
        out.append((f"ms:{mid}", (cost,)))
    at_abbey = zone is not None and zone.site == "abbey"  # cubes (§7.3-7.6, I-8)
    taken = t.cube_spaces
    for colour, n, acts, ducats, cid in _CUBE_OFFERS:
        if colour in taken or acts > free or state.supply[colour] < n:
            continue
        if colour == "yellow" and at_abbey:
            ducats = 0
        if p.ducats >= ducats:
            out.append((cid, (colour, n, acts, ducats)))
    if not t.psalter:
        out.append(("psalter", ()))
    if not t.business:
        out.append(("business", ()))
    for track in ACTION_TRACKS:
        reach = _reach(state, seat, p, zone, free, track)
        if reach:
            out.append((_TRACK_ID[track], (reach,)))


def menu_ids(state: DeVulgariState, seat: int) -> list[str]:
    return [cid for cid, _ in offers(state, seat)]


def only_end(state: DeVulgariState, seat: int) -> bool:
    """Nothing but "end turn" is offered (D-10). The Psalter and small business are offered
    while an action is free and they are unused: then no menu needs to be built."""
    t = state.turn
    if (not t.psalter or not t.business) and _free_actions(state, state.player[seat]) >= 1:
        return False
    return menu_ids(state, seat) == ["end"]


def _draw_count(state: DeVulgariState, seat: int) -> int:
    n = library_draws(state.track["library"][seat]) + (
        1 if has_tile(state.player[seat], "zazza") else 0
    )
    return min(n, len(state.library_pile))


def _spend(state: DeVulgariState, n: int) -> None:
    state.turn.actions -= n
    assert state.turn.actions >= 0


def act(state: DeVulgariState, seat: int, cid: str, events: list[Event]) -> None:
    p = state.player[seat]
    t = state.turn
    kind, _, arg = cid.partition(":")
    if kind != "track":
        state.last_move = {"seat": seat, "kind": kind, "arg": arg}
    if kind == "move":
        cost = destinations(p, t.actions)[arg]
        d = move_cost_ducats(p, cost)
        _spend(state, cost)
        p.ducats -= d
        src = p.location
        t.moved = True
        if arg.startswith("sea:"):
            sea, _, port = arg[4:].partition(".")
            p.location, p.sailed_from = f"sea:{sea}", port
        else:
            p.location, p.sailed_from = arg, None
        state.last_move.update({"from": src, "to": p.location})
        line = msg(
            "dv-moves",
            who=Who(seat),
            src=zone_name(src),
            to=zone_name(p.location),
            price=price(cost, d),
        )
        events.append(Event(line, seat))
    elif kind == "ms":
        cost = dict(_takeable_manuscripts(state, seat))[arg]
        _spend(state, cost)
        t.manuscript = True
        if arg == LINGUA_VOLGARE.id:
            state.lingua_taken = True
        else:
            state.rows[str(MANUSCRIPT[arg].level)].remove(arg)
        p.manuscripts.append(arg)
        check_shift(state)
        line = msg(
            "dv-takes-ms", who=Who(seat), ms=ms_name(arg), vp=MANUSCRIPT[arg].vp, price=price(cost)
        )
        events.append(Event(line, seat))
    elif kind == "cube":
        colour, _, n_txt = arg.partition(".")
        n = int(n_txt)
        acts, ducats = CUBE_COST[colour][n]
        zone = ZONE.get(p.location)
        if colour == "yellow" and zone is not None and zone.site == "abbey":
            ducats = 0
        _spend(state, acts)
        p.ducats -= ducats
        state.supply[colour] -= n
        t.cube_spaces.append(colour)
        if colour == "green":
            p.green_front += n
        else:
            setattr(p, colour, getattr(p, colour) + n)
        line = msg(
            "dv-takes-cubes", who=Who(seat), cubes=cube_words(colour, n), price=price(acts, ducats)
        )
        events.append(Event(line, seat))
        if colour == "black":
            state.pending.append(Step(kind="sell", seat=seat, count=n))
    elif kind == "psalter":
        gain = PSALTER_LAST_GAIN if is_last_on_knowledge(state, seat) else PSALTER_GAIN
        _spend(state, 1)
        t.psalter = True
        gain_knowledge(state, seat, gain)
        events.append(Event(msg("dv-reads-psalter", who=Who(seat), gain=gain), seat))
    elif kind == "business":
        _spend(state, 1)
        t.business = True
        p.ducats += SMALL_BUSINESS
        events.append(Event(msg("dv-does-business", who=Who(seat), gain=SMALL_BUSINESS), seat))
    elif kind == "track":
        state.pending.append(
            Step(
                kind="amount",
                seat=seat,
                track=arg,
                options=[str(n) for n in track_amounts(state, seat, arg)],
            )
        )
    elif kind == "collect":
        dk, kn = _city_gain(state, seat)
        p.ducats += dk
        gain_knowledge(state, seat, kn)
        p.cities.append(arg)
        line = msg("dv-collects", who=Who(seat), city=zone_name(arg), ducats=dk, knowledge=kn)
        events.append(Event(line, seat))
    elif kind == "event":
        ev = EVENT[int(arg)]
        if ev.kind == "coin":
            p.ducats += ev.value
        else:
            gain_knowledge(state, seat, ev.value)
        del state.event_boxes[ev.zone]
        state.used_events.append(ev.number)
        line = msg(
            "dv-uses-event",
            who=Who(seat),
            event=event_name(ev.number),
            zone=zone_name(ev.zone),
            kind=ev.kind,
            value=ev.value,
        )
        events.append(Event(line, seat))
    elif kind == "bologna":
        gain_knowledge(state, seat, p.bologna_unlocked)
        p.bologna_collected = True
        events.append(
            Event(msg("dv-studies-bologna", who=Who(seat), gain=p.bologna_unlocked), seat)
        )
    elif kind == "friar":
        become_friar(state, seat, arg, events)
    elif kind == "cardinal":
        cubes = _cardinal_cubes(p)
        if len(cubes) == 1:
            become_cardinal(state, seat, arg, cubes[0], events)
        else:
            state.pending.append(Step(kind="discard", seat=seat, track=arg, options=cubes))
    elif kind == "abbey":
        g = p.green_front
        p.green_front = 0
        t.abbey = True
        if arg == "vp":
            p.green_behind += g
            events.append(Event(msg("dv-abbey-vp", who=Who(seat), n=g), seat))
        else:
            gain_knowledge(state, seat, g * SECRETARY_KNOWLEDGE)
            notes = return_cubes(state, {"green": g})
            line = msg(
                "dv-abbey-know",
                who=Who(seat),
                n=g,
                knowledge=g * SECRETARY_KNOWLEDGE,
                notes=joined(notes),
            )
            events.append(Event(line, seat))
    elif kind == "library":
        n = _draw_count(state, seat)
        tiles = state.library_pile[:n]
        del state.library_pile[:n]
        state.pending.append(Step(kind="keep", seat=seat, tiles=tiles))
        events.append(Event(msg("dv-looks-library", who=Who(seat), n=n), seat, undo_barrier=True))
        worth = joined([msg("dv-vp", vp=LIBRARY[x].vp) for x in tiles])
        events.append(Event(msg("dv-you-see-library", tiles=worth), seat, visible_to=(seat,)))
    elif kind == "inquisition":
        target = int(arg)
        moved = advance(state, "knowledge", target, -SHLASINGER_BACK)
        p.shlasinger_used = True
        line = msg("dv-inquisition", who=Who(seat), target=Who(target), back=-moved)
        events.append(Event(line, seat))
    elif kind == "end":
        if arg == "stupor":
            call_stupor(state, seat, events)
        else:
            events.append(Event(msg("dv-ends-turn", who=Who(seat)), seat))
            end_turn(state, events)
    else:  # pragma: no cover - legal_choices lists only the kinds above
        raise IllegalChoice(msg("dv-unknown-choice", id=cid), f"Unknown choice {cid}.")


def enum_amount(state: DeVulgariState, step: Step) -> list[Choice]:
    out = []
    name = track_name(step.track)
    pos = state.track[step.track][step.seat]
    for n_txt in step.options:
        n = int(n_txt)
        label = msg("dv-amount-label", track=name, n=n)
        if step.track == "canticle":
            real = max(0, n - (1 if has_tile(state.player[step.seat], "michael") else 0))
            label = msg("dv-amount-canticle-label", track=name, n=n, abbesses=real)
        if step.track == "ambassador" and pos + n >= TRACK["ambassador"].cap:
            d, y, k = bologna_price(state)
            label = msg(
                "dv-amount-bologna-label", track=name, n=n, ducats=d, abbesses=y, knowledge=k
            )
        out.append(
            Choice(
                f"n:{n}",
                label,
                private=step.track in SCREEN_TRACKS and not state.options.open_screens,
            )
        )
    out.append(Choice("back", msg("dv-back-label")))
    return out


def resolve_amount(state: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    if cid == "back":
        return
    seat, track, n = step.seat, step.track, int(cid.partition(":")[2])
    p = state.player[seat]
    _spend(state, n)
    state.turn.tracks.append(track)
    state.last_move = {"seat": seat, "kind": "track", "arg": track}
    extra: Text = ""
    if track == "canticle":
        real = max(0, n - (1 if has_tile(p, "michael") else 0))
        p.yellow -= real
        if real:
            notes = joined(return_cubes(state, {"yellow": real}))
            extra = msg("dv-advances-canticle", abbesses=real, notes=notes)
    if track == "ambassador" and state.track[track][seat] + n >= TRACK[track].cap:
        d, y, k = bologna_price(state)
        real = max(0, y - (1 if has_tile(p, "michael") else 0))
        p.ducats -= d
        p.yellow -= real
        p.bologna_unlocked = k
        paid: Msg = msg("dv-advances-bologna-paid", ducats=d, abbesses=real)
        if real:
            notes = joined(return_cubes(state, {"yellow": real}))
            paid = msg("dv-with-notes", text=paid, notes=notes)
        at_once = state.options.bologna_collect == "on_entry"
        key = "dv-advances-bologna-at-once" if at_once else "dv-advances-bologna"
        extra = msg(key, paid=paid, knowledge=k)
        if at_once:
            gain_knowledge(state, seat, k)
            p.bologna_collected = True
    advance(state, track, seat, n)
    line = msg(
        "dv-advances",
        who=Who(seat),
        n=n,
        track=track_name(track),
        space=state.track[track][seat],
        extra=extra,
    )
    events.append(Event(line, seat))


def enum_sell(state: DeVulgariState, step: Step) -> list[Choice]:
    out = [Choice("sell:0", msg("dv-keep-nobles-label", n=step.count))]
    for n in range(1, step.count + 1):
        out.append(Choice(f"sell:{n}", msg("dv-sell-label", n=n, ducats=n * NOBLE_SALE)))
    return out


def resolve_sell(state: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    n = int(cid.partition(":")[2])
    if n:
        p = state.player[step.seat]
        p.black -= n
        p.ducats += n * NOBLE_SALE
        notes = return_cubes(state, {"black": n})
        line = msg("dv-sells", who=Who(step.seat), n=n, ducats=n * NOBLE_SALE, notes=joined(notes))
        events.append(Event(line, step.seat))


def enum_discard(state: DeVulgariState, step: Step) -> list[Choice]:
    return [
        Choice(
            f"discard:{c}", msg("dv-discard-label", cube=c), private=not state.options.open_screens
        )
        for c in step.options
    ]  # shows the screen


def resolve_discard(state: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    become_cardinal(state, step.seat, step.track, cid.partition(":")[2], events)


def enum_keep(state: DeVulgariState, step: Step) -> list[Choice]:
    return [
        Choice(f"keep:{x}", msg("dv-keep-library-label", vp=LIBRARY[x].vp), private=True)
        for x in step.tiles
    ]


def resolve_keep(state: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    tid = cid.partition(":")[2]
    p = state.player[step.seat]
    p.library_tile = tid
    p.library_done = True
    rest = [x for x in step.tiles if x != tid]
    events.append(Event(msg("dv-keeps-library", who=Who(step.seat)), step.seat))
    mine = msg("dv-you-keep-library", vp=LIBRARY[tid].vp)
    events.append(Event(mine, step.seat, visible_to=(step.seat,)))
    if len(rest) > 1:
        state.pending.append(Step(kind="order", seat=step.seat, tiles=rest))
    else:
        state.library_pile[:0] = rest


def enum_order(state: DeVulgariState, step: Step) -> list[Choice]:
    return [
        Choice(f"top:{x}", msg("dv-top-label", vp=LIBRARY[x].vp), private=True) for x in step.tiles
    ]


def resolve_order(state: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    """The first tile chosen goes back first (lowest of the returned ones)."""
    tid = cid.partition(":")[2]
    state.library_pile.insert(0, tid)
    rest = [x for x in step.tiles if x != tid]
    if len(rest) > 1:
        state.pending.append(Step(kind="order", seat=step.seat, tiles=rest))
    else:
        state.library_pile[:0] = rest
        events.append(Event(msg("dv-puts-back", who=Who(step.seat)), step.seat))
