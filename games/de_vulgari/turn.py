"""The turn menu of the Action phase and its follow-up steps (spec §6.4, §7, §8)."""

from __future__ import annotations

from dataclasses import replace
from math import ceil

from games.contract import (
    Choice,
    Event,
    IllegalChoice,
    seat_token,
)

from . import rules as flow
from .careers import become_cardinal, become_friar
from .data import (
    ACTION_TRACKS,
    BOLOGNA,
    BOLOGNA_EARLY,
    BOLOGNA_LATE,
    BRINDISI,
    CANTICLE,
    CARDINAL_PRICE,
    CAREER,
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
    ROMAN,
    SEA_NAME,
    SECRETARY_KNOWLEDGE,
    SHLASINGER_BACK,
    SMALL_BUSINESS,
    STUPOR,
    TRACK,
    ZONE,
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
from .manuscripts import check_shift, level_row
from .movement import destinations, move_cost_ducats
from .state import DeVulgariState, Player, Step
from .stupor import call_stupor

P = seat_token


def _zname(zone: str) -> str:
    if zone.startswith("sea:"):
        sea, _, port = zone[4:].partition(".")
        return SEA_NAME[sea]
    return ZONE[zone].name


def _ms_name(mid: str) -> str:
    m = MANUSCRIPT[mid]
    if mid == LINGUA_VOLGARE.id:
        return "Lingua Volgare"
    return f"{ROMAN[m.level]} {'/'.join(m.colours)}"



def plural(n: int, word: str, many: str | None = None) -> str:
    """``1 action``, ``2 actions`` (``many`` for irregular plurals)."""
    return f"{n} {word if n == 1 else (many or word + 's')}"


CUBE_NAME = {"red": ("politician", "politicians", 3), "black": ("noble", "nobles", 2),
             "yellow": ("abbess", "abbesses", 1), "green": ("secretary", "secretaries", 0)}


def cube_words(colour: str, n: int) -> str:
    """``1 politician (red cube)``, ``2 abbesses (yellow cubes)``."""
    one, many, _ = CUBE_NAME[colour]
    return f"{plural(n, one, many)} ({colour} cube{'s' if n != 1 else ''})"


def price(actions: int, ducats: int = 0) -> str:
    """``1 action``, ``4 actions and 60 ducats``."""
    return plural(actions, "action") + (f" and {ducats} ducats" if ducats else "")


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


def track_amounts(st: DeVulgariState, seat: int, track: str) -> list[int]:
    """Legal spaces for one track action (§7.8-7.13, I-9), [] if not allowed."""
    p = st.player[seat]
    t = st.turn
    if track in t.tracks:
        return []
    zone = ZONE.get(p.location)
    pos = st.track[track][seat]
    top = min(5, _free_actions(st, p), TRACK[track].cap - pos)
    if track == "verona" and not (zone and zone.colour == "blue"):
        return []
    if track == "orient" and p.status != "merchant":
        return []
    if track == "library" and st.round < LIBRARY_FROM_ROUND:
        return []
    if track == "canticle":
        if not (zone and zone.id in st.canticle and canticle_active(st, zone.id)):
            return []
        top = min(top, yellow_available(p))
    amounts = list(range(1, top + 1))
    if track == "ambassador":
        cap = TRACK["ambassador"].cap
        ducats, yellow, _ = bologna_price(st)
        if not (p.ducats >= ducats and yellow_available(p) >= yellow):
            amounts = [n for n in amounts if pos + n < cap]
    return amounts


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
    p = st.player[seat]
    if st.turn.manuscript or at_sea(p):
        return []
    zone = ZONE[p.location]
    lvl = level(st, seat)
    free = _free_actions(st, p)
    out: list[tuple[str, int]] = []
    for lv in (1, 2, 3, 4):
        cost = level_row(st, lv)
        if lv > lvl or cost > free:
            continue
        for mid in st.rows[str(lv)]:
            if zone.colour in MANUSCRIPT[mid].colours:
                out.append((mid, cost))
    if st.lingua_in_play and not st.lingua_taken and lvl >= LINGUA_LEVEL and free >= LINGUA_ACTIONS:
        out.append((LINGUA_VOLGARE.id, LINGUA_ACTIONS))
    return out


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


MAX_GROUP = 25  # one Discord select menu


def _split_groups(choices: list[Choice]) -> list[Choice]:
    """Groups of at most 25: a larger group is cut in runs named by their first and last
    label ("Move, 5 actions: Asti-Lucca"), in the order given."""
    out: list[Choice] = []
    by_group: dict[str | None, list[Choice]] = {}
    for c in choices:
        by_group.setdefault(c.group, []).append(c)
    for group, members in by_group.items():
        if len(members) <= MAX_GROUP:
            out += members
            continue
        for i in range(0, len(members), MAX_GROUP):
            run = members[i:i + MAX_GROUP]
            first, last = (c.ref or c.label for c in (run[0], run[-1]))
            out += [replace(c, group=f"{group}: {first}-{last}") for c in run]
    return out


def menu(st: DeVulgariState, seat: int) -> list[Choice]:
    p = st.player[seat]
    t = st.turn
    free = _free_actions(st, p)
    out: list[Choice] = []
    zone = ZONE.get(p.location)
    # movement (§7.1)
    if not t.moved:
        for dest, cost in sorted(destinations(p, t.actions).items(), key=lambda kv: (kv[1], kv[0])):
            d = move_cost_ducats(p, cost)
            if dest.startswith("sea:"):
                sea, _, port = dest[4:].partition(".")
                label = f"Sail from {ZONE[port].name} and stop in the {SEA_NAME[sea]} for {price(cost, d)}"
            else:
                label = f"Move to {ZONE[dest].name} for {price(cost, d)}"
            ref = None if dest.startswith("sea:") else ZONE[dest].name
            out.append(Choice(f"move:{dest}", label, f"Move, {plural(cost, 'action')}", ref=ref))
        out = _split_groups(out)
    # manuscripts (§7.2)
    for mid, cost in _takeable_manuscripts(st, seat):
        out.append(Choice(f"ms:{mid}", f"Take manuscript {_ms_name(mid)} ({MANUSCRIPT[mid].vp} VP) for {price(cost)}",
                          "Manuscripts"))
    # cubes (§7.3-7.6, I-8)
    at_abbey = zone is not None and zone.site == "abbey"
    for colour in CUBE_COLOURS:
        if colour in t.cube_spaces:
            continue
        for n, (acts, ducats) in CUBE_COST[colour].items():
            if colour == "yellow" and at_abbey:
                ducats = 0
            if st.supply[colour] >= n and acts <= free and p.ducats >= ducats:
                label = f"Take {cube_words(colour, n)} for {price(acts, ducats)}"
                out.append(Choice(f"cube:{colour}.{n}", label, "Cubes"))
    if free >= 1 and not t.psalter:
        gain = PSALTER_LAST_GAIN if is_last_on_knowledge(st, seat) else PSALTER_GAIN
        out.append(Choice("psalter", f"Psalter: 1 action, +{gain} knowledge", "Actions"))
    if free >= 1 and not t.business:
        out.append(Choice("business", f"Small business: 1 action, +{SMALL_BUSINESS} ducats", "Actions"))
    for track in ACTION_TRACKS:
        amounts = track_amounts(st, seat, track)
        if amounts:
            top = max(amounts)
            span = "1 space for 1 action" if top == 1 else f"1-{top} spaces for 1-{top} actions"
            if track in SCREEN_TRACKS and not st.options.open_screens:
                span = SCREEN_TRACKS[track]  # how far depends on the abbesses behind the screen
            out.append(Choice(f"track:{track}", f"{TRACK[track].name} track: advance {span}", "Tracks"))
    # free map actions (§8)
    if zone is not None:
        dk, kn = _city_gain(st, seat)
        if dk or kn:
            parts = [f"+{dk} ducats"] * bool(dk) + [f"+{kn} knowledge"] * bool(kn)
            out.append(Choice(f"collect:{zone.id}", f"Collect {zone.name} (free, once per game): " + ", ".join(parts),
                              "Map"))
        n = _usable_event(st, seat)
        if n is not None:
            ev = EVENT[n]
            gain = f"+{ev.value} {'ducats' if ev.kind == 'coin' else 'knowledge'}"
            out.append(Choice(f"event:{n}", f"Use event {ev.name} (free): {gain}", "Map"))
        if zone.id == BOLOGNA and p.bologna_unlocked and not p.bologna_collected:
            out.append(Choice("bologna", f"Collect Bologna: +{p.bologna_unlocked} knowledge", "Map"))
        if zone.site == "convent" and p.status == "merchant":
            lose = ceil(p.ducats / 2)
            for tid in st.friars_free:
                out.append(Choice(f"friar:{tid}", f"Become {CAREER[tid].name}: lose {lose} ducats (half, rounded up)",
                                  "Career", CAREER[tid].text))
        if zone.site == "cathedral" and p.status == "friar" and _cardinal_cubes(p):
            for tid in st.cardinals_free:
                cost = MURET_PRICE if tid == "muret" else CARDINAL_PRICE
                if p.ducats >= cost:
                    out.append(Choice(f"cardinal:{tid}", f"Become {CAREER[tid].name}: pay {cost} ducats and 1 red or black cube",
                                      "Career", CAREER[tid].text))
        if zone.site == "abbey" and p.green_front and not t.abbey:
            g = p.green_front
            out.append(Choice("abbey:vp", f"Abbey (free): put all {plural(g, 'secretary', 'secretaries')} behind the "
                              f"screen (+{g} VP at the end)", "Map"))
            out.append(Choice("abbey:know", f"Abbey (free): turn all {plural(g, 'secretary', 'secretaries')} into "
                              f"+{g * SECRETARY_KNOWLEDGE} knowledge", "Map"))
    if (st.track["library"][seat] and library_draws(st.track["library"][seat]) and not p.library_done
            and st.library_pile):
        out.append(Choice("library", f"Papal Library (free): look at {plural(_draw_count(st, seat), 'tile')}, "
                          "keep one", "Tracks"))
    if _can_shlasinger(st, p):
        for s in range(st.players):
            if s != seat and st.track["knowledge"][s] > 0:
                out.append(Choice(f"inquisition:{s}", f"Inquisition (free, once): move {P(s)} back "
                                  f"{SHLASINGER_BACK} knowledge", "Career"))
    if not (at_sea(p) and not t.moved):
        out.append(Choice("end", "End turn", "Turn"))
        if can_call_stupor(st, seat):
            out.append(Choice("end:stupor", "End turn and call Stupor Mundi: auction for +10 knowledge, +2 to your bids",
                              "Turn"))
    return out


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
        events.append(Event(f"{P(seat)} moves from {_zname(src)} to {_zname(p.location)} for {price(cost, d)}.",
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
        events.append(Event(f"{P(seat)} takes manuscript {_ms_name(arg)} ({MANUSCRIPT[arg].vp} VP) for {price(cost)}.",
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
        events.append(Event(f"{P(seat)} takes {cube_words(colour, n)} for {price(acts, ducats)}.", seat))
        if colour == "black":
            st.pending.append(Step(kind="sell", seat=seat, count=n))
    elif kind == "psalter":
        gain = PSALTER_LAST_GAIN if is_last_on_knowledge(st, seat) else PSALTER_GAIN
        _spend(st, 1)
        t.psalter = True
        gain_knowledge(st, seat, gain)
        events.append(Event(f"{P(seat)} reads the Psalter for 1 action: +{gain} knowledge.", seat))
    elif kind == "business":
        _spend(st, 1)
        t.business = True
        p.ducats += SMALL_BUSINESS
        events.append(Event(f"{P(seat)} does small business for 1 action: +{SMALL_BUSINESS} ducats.", seat))
    elif kind == "track":
        st.pending.append(Step(kind="amount", seat=seat, track=arg,
                               options=[str(n) for n in track_amounts(st, seat, arg)]))
    elif kind == "collect":
        dk, kn = _city_gain(st, seat)
        p.ducats += dk
        gain_knowledge(st, seat, kn)
        p.cities.append(arg)
        parts = [f"+{dk} ducats"] * bool(dk) + [f"+{kn} knowledge"] * bool(kn)
        events.append(Event(f"{P(seat)} collects {ZONE[arg].name}: {' and '.join(parts)}.", seat))
    elif kind == "event":
        ev = EVENT[int(arg)]
        if ev.kind == "coin":
            p.ducats += ev.value
        else:
            gain_knowledge(st, seat, ev.value)
        del st.event_boxes[ev.zone]
        st.used_events.append(ev.number)
        unit = "ducats" if ev.kind == "coin" else "knowledge"
        events.append(Event(f"{P(seat)} uses event {ev.name} in {ZONE[ev.zone].name}: +{ev.value} {unit}.", seat))
    elif kind == "bologna":
        gain_knowledge(st, seat, p.bologna_unlocked)
        p.bologna_collected = True
        events.append(Event(f"{P(seat)} studies in Bologna: +{p.bologna_unlocked} knowledge.", seat))
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
            events.append(Event(f"{P(seat)} puts {plural(g, 'secretary', 'secretaries')} behind the screen at the "
                                f"abbey (+{g} VP at the end).", seat))
        else:
            gain_knowledge(st, seat, g * SECRETARY_KNOWLEDGE)
            notes = return_cubes(st, {"green": g})
            events.append(Event(f"{P(seat)} turns {plural(g, 'secretary', 'secretaries')} into "
                                f"+{g * SECRETARY_KNOWLEDGE} knowledge at the abbey ({', '.join(notes)}).", seat))
    elif kind == "library":
        n = _draw_count(st, seat)
        tiles = st.library_pile[:n]
        del st.library_pile[:n]
        st.pending.append(Step(kind="keep", seat=seat, tiles=tiles))
        events.append(Event(f"{P(seat)} looks at {plural(n, 'Papal Library tile')}.", seat, undo_barrier=True))
        events.append(Event("You see library tiles worth " + ", ".join(f"{LIBRARY[x].vp} VP" for x in tiles) + ".",
                            seat, visible_to=(seat,)))
    elif kind == "inquisition":
        target = int(arg)
        moved = advance(st, "knowledge", target, -SHLASINGER_BACK)
        p.shlasinger_used = True
        events.append(Event(f"{P(seat)} uses the Inquisition: {P(target)} goes back {-moved} spaces on the "
                            "knowledge track.", seat))
    elif kind == "end":
        if arg == "stupor":
            call_stupor(st, seat, events)
        else:
            events.append(Event(f"{P(seat)} ends the turn.", seat))
            flow.end_turn(st, events)
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
    events.append(Event(f"{P(seat)} advances {plural(n, 'space')} on the {TRACK[track].name} track to space "
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
        events.append(Event(f"{P(step.seat)} sells {plural(n, 'noble')} for {n * NOBLE_SALE} ducats ({', '.join(notes)}).",
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
    events.append(Event(f"{P(step.seat)} keeps one Papal Library tile.", step.seat))
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
        events.append(Event(f"{P(step.seat)} puts the other tiles back on the pile.", step.seat))
