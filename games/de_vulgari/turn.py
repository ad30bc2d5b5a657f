"""The turn menu of the Action phase and its follow-up steps (spec §6.4, §7, §8)."""

from __future__ import annotations

from typing import Any

from games.contract import (
    Choice,
    Event,
    IllegalChoice,
    seat_token,
)

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
from .words import cube_words, ms_name, plural, price, zone_name

TRACK_CAP = {t: TRACK[t].cap for t in TRACK}


def _free_actions(st: DeVulgariState, p: Player) -> int:
    """Actions usable for anything but the movement; one is kept for landing (I-11)."""
    reserve = 1 if at_sea(p) and not st.turn.moved else 0
    return st.turn.actions - reserve


SCREEN_TRACKS = {
    "canticle": "1 space per action and abbess",
    "ambassador": "1 space per action (Bologna's space has a price)",
}
"""Tracks whose reach depends on the yellow cubes behind the screen: the public label says
the rule, the amounts are offered privately (issue 10.1)."""


def track_reach(st: DeVulgariState, seat: int, track: str) -> int:
    """How far one track action may go now (§7.8-7.13, I-9): every amount from 1 to the
    reach is legal; 0 if the action is not allowed."""
    p = st.player[seat]
    return _reach(st, seat, p, ZONE.get(p.location), _free_actions(st, p), track)


def _reach(st: DeVulgariState, seat: int, p: Player, zone: Zone | None, free: int, track: str) -> int:
    if track in st.turn.tracks:
        return 0
    if track == "verona" and not (zone and zone.colour == "blue"):
        return 0
    if track == "orient" and p.status != "merchant":
        return 0
    if track == "library" and st.round < LIBRARY_FROM_ROUND:
        return 0
    pos = st.track[track][seat]
    cap = TRACK_CAP[track]
    top = min(5, free, cap - pos)
    if track == "canticle":
        if not (zone and zone.id in st.canticle and canticle_active(st, zone.id)):
            return 0
        top = min(top, yellow_available(p))
    elif track == "ambassador":
        ducats, yellow, _ = bologna_price(st)
        if not (p.ducats >= ducats and yellow_available(p) >= yellow):
            top = min(top, cap - pos - 1)  # Bologna's space only with its price (D-12)
    return max(top, 0)


def track_amounts(st: DeVulgariState, seat: int, track: str) -> list[int]:
    """Legal spaces for one track action, [] if not allowed."""
    return list(range(1, track_reach(st, seat, track) + 1))


def bologna_price(st: DeVulgariState) -> tuple[int, int, int]:
    """(ducats, yellow cubes, knowledge unlocked) for entering Bologna's space now (§7.8)."""
    last_early, d, y, k = BOLOGNA_EARLY
    if st.round <= last_early:
        return d, y, k
    return BOLOGNA_LATE


def canticle_active(st: DeVulgariState, zone: str) -> bool:
    if st.round >= st.options.canticle_all_active_from:
        return True
    return st.round in CANTICLE[st.canticle[zone]].rounds


def _takeable_manuscripts(st: DeVulgariState, seat: int) -> list[tuple[str, int]]:
    """(manuscript, actions) pairs; a level's row is 1 + the levels below it not yet
    exhausted (§7.2, I-13, as `level_row`)."""
    p = st.player[seat]
    if st.turn.manuscript or at_sea(p):
        return []
    colour = ZONE[p.location].colour
    lvl = level(st, seat)
    free = _free_actions(st, p)
    out: list[tuple[str, int]] = []
    row = 1
    for lv, key in _LEVEL_KEYS:
        cards = st.rows[key]
        if lv <= lvl and row <= free:
            out += [(mid, row) for mid in cards if colour in MANUSCRIPT[mid].colours]
        if cards or st.decks[key]:
            row += 1
    if st.lingua_in_play and not st.lingua_taken and lvl >= LINGUA_LEVEL and free >= LINGUA_ACTIONS:
        out.append((LINGUA_VOLGARE.id, LINGUA_ACTIONS))
    return out


_LEVEL_KEYS = tuple((lv, str(lv)) for lv in (1, 2, 3, 4))


def _city_gain(st: DeVulgariState, seat: int) -> tuple[int, int]:
    p = st.player[seat]
    zone = ZONE.get(p.location)
    if not zone or zone.site not in ("city", "cathedral") or zone.id in p.cities:
        return 0, 0
    ducats = 0
    if p.status == "merchant" and zone.ducats:
        ducats = zone.ducats + (ORIENT_BONUS if st.track["orient"][seat] >= TRACK["orient"].cap else 0)
    return ducats, zone.knowledge


def _usable_event(st: DeVulgariState, seat: int) -> int | None:
    p = st.player[seat]
    n = st.event_boxes.get(p.location)
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


def _can_shlasinger(st: DeVulgariState, p: Player) -> bool:
    if not has_tile(p, "shlasinger") or p.shlasinger_used:
        return False
    return st.options.shlasinger_window == "any" or p.shlasinger_round == st.round


def can_call_stupor(st: DeVulgariState, seat: int) -> bool:
    return st.player[seat].location == BRINDISI and st.event_boxes.get(BRINDISI) == STUPOR


Offer = tuple[str, tuple[Any, ...]]
"""A legal choice of the turn menu before it is put into words: its id and the numbers its
label needs (labels.py); the search reads only the ids."""

_TRACK_ID = {t: f"track:{t}" for t in ACTION_TRACKS}
_CUBE_OFFERS = tuple((colour, n, acts, ducats, f"cube:{colour}.{n}")
                     for colour in CUBE_COLOURS for n, (acts, ducats) in CUBE_COST[colour].items())


def offers(st: DeVulgariState, seat: int) -> list[Offer]:
    """The turn menu (§7, §8) in its order: moves, manuscripts, cubes, Psalter, small
    business, tracks, the free map actions, careers, library, Inquisition, end."""
    p = st.player[seat]
    t = st.turn
    free = _free_actions(st, p)
    zone = ZONE.get(p.location)
    out: list[Offer] = []
    if not t.moved:  # movement (§7.1)
        out += move_offers(p, t.actions)
    if free >= 1:  # every action below costs at least one
        _paid_actions(st, seat, p, t, zone, free, out)
    if zone is not None:  # free map actions (§8)
        dk, kn = _city_gain(st, seat)
        if dk or kn:
            out.append((f"collect:{zone.id}", (dk, kn)))
        n = _usable_event(st, seat)
        if n is not None:
            out.append((f"event:{n}", (n,)))
        if zone.id == BOLOGNA and p.bologna_unlocked and not p.bologna_collected:
            out.append(("bologna", ()))
        if zone.site == "convent" and p.status == "merchant":
            out += [(f"friar:{tid}", ()) for tid in st.friars_free]
        if zone.site == "cathedral" and p.status == "friar" and _cardinal_cubes(p):
            for tid in st.cardinals_free:
                cost = MURET_PRICE if tid == "muret" else CARDINAL_PRICE
                if p.ducats >= cost:
                    out.append((f"cardinal:{tid}", (cost,)))
        if zone.site == "abbey" and p.green_front and not t.abbey:
            out.append(("abbey:vp", ()))
            out.append(("abbey:know", ()))
    if (st.track["library"][seat] and library_draws(st.track["library"][seat]) and not p.library_done
            and st.library_pile):
        out.append(("library", ()))
    if _can_shlasinger(st, p):
        for s in range(st.players):
            if s != seat and st.track["knowledge"][s] > 0:
                out.append((f"inquisition:{s}", (s,)))
    if not (at_sea(p) and not t.moved):
        out.append(("end", ()))
        if can_call_stupor(st, seat):
            out.append(("end:stupor", ()))
    return out


def _paid_actions(st: DeVulgariState, seat: int, p: Player, t: Turn, zone: Zone | None, free: int,
                  out: list[Offer]) -> None:
    for mid, cost in _takeable_manuscripts(st, seat):  # manuscripts (§7.2)
        out.append((f"ms:{mid}", (cost,)))
    at_abbey = zone is not None and zone.site == "abbey"  # cubes (§7.3-7.6, I-8)
    taken = t.cube_spaces
    for colour, n, acts, ducats, cid in _CUBE_OFFERS:
        if colour in taken or acts > free or st.supply[colour] < n:
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
        reach = _reach(st, seat, p, zone, free, track)
        if reach:
            out.append((_TRACK_ID[track], (reach,)))


def menu_ids(st: DeVulgariState, seat: int) -> list[str]:
    return [cid for cid, _ in offers(st, seat)]


def only_end(st: DeVulgariState, seat: int) -> bool:
    """Nothing but "end turn" is offered (D-10). The Psalter and small business are offered
    while an action is free and they are unused: then no menu needs to be built."""
    t = st.turn
    if (not t.psalter or not t.business) and _free_actions(st, st.player[seat]) >= 1:
        return False
    return menu_ids(st, seat) == ["end"]


def _draw_count(st: DeVulgariState, seat: int) -> int:
    n = library_draws(st.track["library"][seat]) + (1 if has_tile(st.player[seat], "zazza") else 0)
    return min(n, len(st.library_pile))


def _spend(st: DeVulgariState, n: int) -> None:
    st.turn.actions -= n
    assert st.turn.actions >= 0


def act(st: DeVulgariState, seat: int, cid: str, events: list[Event]) -> None:
    p = st.player[seat]
    t = st.turn
    kind, _, arg = cid.partition(":")
    if kind != "track":
        st.last_move = {"seat": seat, "kind": kind, "arg": arg}
    if kind == "move":
        cost = destinations(p, t.actions)[arg]
        d = move_cost_ducats(p, cost)
        _spend(st, cost)
        p.ducats -= d
        src = p.location
        t.moved = True
        if arg.startswith("sea:"):
            sea, _, port = arg[4:].partition(".")
            p.location, p.sailed_from = f"sea:{sea}", port
        else:
            p.location, p.sailed_from = arg, None
        st.last_move.update({"from": src, "to": p.location})
        events.append(Event(f"{seat_token(seat)} moves from {zone_name(src)} to {zone_name(p.location)} for {price(cost, d)}.",
                            seat))
    elif kind == "ms":
        cost = dict(_takeable_manuscripts(st, seat))[arg]
        _spend(st, cost)
        t.manuscript = True
        if arg == LINGUA_VOLGARE.id:
            st.lingua_taken = True
        else:
            st.rows[str(MANUSCRIPT[arg].level)].remove(arg)
        p.manuscripts.append(arg)
        check_shift(st)
        events.append(Event(f"{seat_token(seat)} takes manuscript {ms_name(arg)} ({MANUSCRIPT[arg].vp} VP) for {price(cost)}.",
                            seat))
    elif kind == "cube":
        colour, _, n_txt = arg.partition(".")
        n = int(n_txt)
        acts, ducats = CUBE_COST[colour][n]
        zone = ZONE.get(p.location)
        if colour == "yellow" and zone is not None and zone.site == "abbey":
            ducats = 0
        _spend(st, acts)
        p.ducats -= ducats
        st.supply[colour] -= n
        t.cube_spaces.append(colour)
        if colour == "green":
            p.green_front += n
        else:
            setattr(p, colour, getattr(p, colour) + n)
        events.append(Event(f"{seat_token(seat)} takes {cube_words(colour, n)} for {price(acts, ducats)}.", seat))
        if colour == "black":
            st.pending.append(Step(kind="sell", seat=seat, count=n))
    elif kind == "psalter":
        gain = PSALTER_LAST_GAIN if is_last_on_knowledge(st, seat) else PSALTER_GAIN
        _spend(st, 1)
        t.psalter = True
        gain_knowledge(st, seat, gain)
        events.append(Event(f"{seat_token(seat)} reads the Psalter for 1 action: +{gain} knowledge.", seat))
    elif kind == "business":
        _spend(st, 1)
        t.business = True
        p.ducats += SMALL_BUSINESS
        events.append(Event(f"{seat_token(seat)} does small business for 1 action: +{SMALL_BUSINESS} ducats.", seat))
    elif kind == "track":
        st.pending.append(Step(kind="amount", seat=seat, track=arg,
                               options=[str(n) for n in track_amounts(st, seat, arg)]))
    elif kind == "collect":
        dk, kn = _city_gain(st, seat)
        p.ducats += dk
        gain_knowledge(st, seat, kn)
        p.cities.append(arg)
        parts = [f"+{dk} ducats"] * bool(dk) + [f"+{kn} knowledge"] * bool(kn)
        events.append(Event(f"{seat_token(seat)} collects {ZONE[arg].name}: {' and '.join(parts)}.", seat))
    elif kind == "event":
        ev = EVENT[int(arg)]
        if ev.kind == "coin":
            p.ducats += ev.value
        else:
            gain_knowledge(st, seat, ev.value)
        del st.event_boxes[ev.zone]
        st.used_events.append(ev.number)
        unit = "ducats" if ev.kind == "coin" else "knowledge"
        events.append(Event(f"{seat_token(seat)} uses event {ev.name} in {ZONE[ev.zone].name}: +{ev.value} {unit}.", seat))
    elif kind == "bologna":
        gain_knowledge(st, seat, p.bologna_unlocked)
        p.bologna_collected = True
        events.append(Event(f"{seat_token(seat)} studies in Bologna: +{p.bologna_unlocked} knowledge.", seat))
    elif kind == "friar":
        become_friar(st, seat, arg, events)
    elif kind == "cardinal":
        cubes = _cardinal_cubes(p)
        if len(cubes) == 1:
            become_cardinal(st, seat, arg, cubes[0], events)
        else:
            st.pending.append(Step(kind="discard", seat=seat, track=arg, options=cubes))
    elif kind == "abbey":
        g = p.green_front
        p.green_front = 0
        t.abbey = True
        if arg == "vp":
            p.green_behind += g
            events.append(Event(f"{seat_token(seat)} puts {plural(g, 'secretary', 'secretaries')} behind the screen at the "
                                f"abbey (+{g} VP at the end).", seat))
        else:
            gain_knowledge(st, seat, g * SECRETARY_KNOWLEDGE)
            notes = return_cubes(st, {"green": g})
            events.append(Event(f"{seat_token(seat)} turns {plural(g, 'secretary', 'secretaries')} into "
                                f"+{g * SECRETARY_KNOWLEDGE} knowledge at the abbey ({', '.join(notes)}).", seat))
    elif kind == "library":
        n = _draw_count(st, seat)
        tiles = st.library_pile[:n]
        del st.library_pile[:n]
        st.pending.append(Step(kind="keep", seat=seat, tiles=tiles))
        events.append(Event(f"{seat_token(seat)} looks at {plural(n, 'Papal Library tile')}.", seat, undo_barrier=True))
        events.append(Event("You see library tiles worth " + ", ".join(f"{LIBRARY[x].vp} VP" for x in tiles) + ".",
                            seat, visible_to=(seat,)))
    elif kind == "inquisition":
        target = int(arg)
        moved = advance(st, "knowledge", target, -SHLASINGER_BACK)
        p.shlasinger_used = True
        events.append(Event(f"{seat_token(seat)} uses the Inquisition: {seat_token(target)} goes back {-moved} spaces on the "
                            "knowledge track.", seat))
    elif kind == "end":
        if arg == "stupor":
            call_stupor(st, seat, events)
        else:
            events.append(Event(f"{seat_token(seat)} ends the turn.", seat))
            end_turn(st, events)
    else:  # pragma: no cover - legal_choices lists only the kinds above
        raise IllegalChoice(f"Unknown choice {cid}.")




def enum_amount(st: DeVulgariState, step: Step) -> list[Choice]:
    out = []
    name = TRACK[step.track].name
    pos = st.track[step.track][step.seat]
    for n_txt in step.options:
        n = int(n_txt)
        label = f"{name}: {plural(n, 'space')} for {plural(n, 'action')}"
        if step.track == "canticle":
            real = max(0, n - (1 if has_tile(st.player[step.seat], "michael") else 0))
            label += f" and {plural(real, 'abbess', 'abbesses')}"
        if step.track == "ambassador" and pos + n >= TRACK["ambassador"].cap:
            d, y, k = bologna_price(st)
            label += f", {d} ducats, {plural(y, 'abbess', 'abbesses')}: Bologna +{k} knowledge"
        out.append(Choice(f"n:{n}", label,
                          private=step.track in SCREEN_TRACKS and not st.options.open_screens))
    out.append(Choice("back", "Back to the turn menu"))
    return out


def resolve_amount(st: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    if cid == "back":
        return
    seat, track, n = step.seat, step.track, int(cid.partition(":")[2])
    p = st.player[seat]
    _spend(st, n)
    st.turn.tracks.append(track)
    st.last_move = {"seat": seat, "kind": "track", "arg": track}
    extra = ""
    if track == "canticle":
        real = max(0, n - (1 if has_tile(p, "michael") else 0))
        p.yellow -= real
        if real:
            extra = f" and {plural(real, 'abbess', 'abbesses')} (" + ", ".join(return_cubes(st, {"yellow": real})) + ")"
    if track == "ambassador" and st.track[track][seat] + n >= TRACK[track].cap:
        d, y, k = bologna_price(st)
        real = max(0, y - (1 if has_tile(p, "michael") else 0))
        p.ducats -= d
        p.yellow -= real
        p.bologna_unlocked = k
        notes = return_cubes(st, {"yellow": real}) if real else []
        extra = f", {d} ducats and {plural(real, 'abbess', 'abbesses')}" + (f" ({', '.join(notes)})" if notes else "")
        extra += f": Bologna unlocked (+{k} knowledge)"
        if st.options.bologna_collect == "on_entry":
            gain_knowledge(st, seat, k)
            p.bologna_collected = True
            extra += ", gained at once"
    advance(st, track, seat, n)
    events.append(Event(f"{seat_token(seat)} advances {plural(n, 'space')} on the {TRACK[track].name} track to space "
                        f"{st.track[track][seat]} for {plural(n, 'action')}{extra}.", seat))


def enum_sell(st: DeVulgariState, step: Step) -> list[Choice]:
    out = [Choice("sell:0", "Keep " + ("the noble" if step.count == 1 else "both nobles") + " behind the screen")]
    for n in range(1, step.count + 1):
        out.append(Choice(f"sell:{n}", f"Sell {plural(n, 'noble')} now for {n * NOBLE_SALE} ducats"))
    return out


def resolve_sell(st: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    n = int(cid.partition(":")[2])
    if n:
        p = st.player[step.seat]
        p.black -= n
        p.ducats += n * NOBLE_SALE
        notes = return_cubes(st, {"black": n})
        events.append(Event(f"{seat_token(step.seat)} sells {plural(n, 'noble')} for {n * NOBLE_SALE} ducats ({', '.join(notes)}).",
                            step.seat))


def enum_discard(st: DeVulgariState, step: Step) -> list[Choice]:
    names = {"red": "Discard a red cube", "black": "Discard a black cube",
             "virtual": "Use Brother Stefano's virtual black"}
    return [Choice(f"discard:{c}", names[c], private=not st.options.open_screens) for c in step.options]  # shows the screen


def resolve_discard(st: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    become_cardinal(st, step.seat, step.track, cid.partition(":")[2], events)


def enum_keep(st: DeVulgariState, step: Step) -> list[Choice]:
    return [Choice(f"keep:{x}", f"Keep a library tile worth {LIBRARY[x].vp} VP", private=True) for x in step.tiles]


def resolve_keep(st: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    tid = cid.partition(":")[2]
    p = st.player[step.seat]
    p.library_tile = tid
    p.library_done = True
    rest = [x for x in step.tiles if x != tid]
    events.append(Event(f"{seat_token(step.seat)} keeps one Papal Library tile.", step.seat))
    events.append(Event(f"You keep the library tile worth {LIBRARY[tid].vp} VP.", step.seat, visible_to=(step.seat,)))
    if len(rest) > 1:
        st.pending.append(Step(kind="order", seat=step.seat, tiles=rest))
    else:
        st.library_pile[:0] = rest


def enum_order(st: DeVulgariState, step: Step) -> list[Choice]:
    return [Choice(f"top:{x}", f"Put the {LIBRARY[x].vp}-VP tile on the pile now (lower)", private=True)
            for x in step.tiles]


def resolve_order(st: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    """The first tile chosen goes back first (lowest of the returned ones)."""
    tid = cid.partition(":")[2]
    st.library_pile.insert(0, tid)
    rest = [x for x in step.tiles if x != tid]
    if len(rest) > 1:
        st.pending.append(Step(kind="order", seat=step.seat, tiles=rest))
    else:
        st.library_pile[:0] = rest
        events.append(Event(f"{seat_token(step.seat)} puts the other tiles back on the pile.", step.seat))
