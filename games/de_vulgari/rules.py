"""De Vulgari Eloquentia: setup, the round, the turn menu and every pending step.

Flow (spec §6): Event -> Alms -> Turn order -> Actions, 13-16 rounds, then the final
election (§13.4) and scoring (§14). The current question is the top of
``state.pending``; with no pending step the current player of the Action phase sees
his turn menu (one click per action, follow-up steps for amounts, sales, cubes).
"""

from __future__ import annotations

from math import ceil
from typing import Any

from games.contract import (
    Choice,
    Decision,
    Event,
    Game,
    GameError,
    IllegalChoice,
    Result,
    rng,
    seat_token,
)

from . import scoring
from . import view as view_mod
from .data import (
    ACTION_TRACKS,
    ACTIONS_PER_TURN,
    BOLOGNA,
    BOLOGNA_EARLY,
    BOLOGNA_LATE,
    BRINDISI,
    CANTICLE,
    CANTICLE_TILES,
    CARDINAL_ALMS,
    CARDINAL_PRICE,
    CARDINALS,
    CAREER,
    CUBE_COLOURS,
    CUBE_COST,
    CUBE_TABLE,
    ELECTION,
    ELECTION_NAME,
    EVENT,
    FRANCISCAN,
    FRIAR_ALMS,
    FRIARS,
    GIGI_ALMS,
    LAST_ALMS_ROUND,
    LAST_ROUND,
    LIBRARY,
    LIBRARY_FROM_ROUND,
    LIBRARY_TILES,
    LINGUA_ACTIONS,
    LINGUA_LEVEL,
    LINGUA_VOLGARE,
    MANUSCRIPT,
    MANUSCRIPTS,
    MURET_ACTIONS,
    MURET_PRICE,
    NOBLE_SALE,
    ORIENT_BONUS,
    PAPAL,
    PAPAL_TILES,
    PSALTER_GAIN,
    PSALTER_LAST_GAIN,
    ROMA,
    ROMAN,
    SEA_NAME,
    SECRETARY_KNOWLEDGE,
    SHLASINGER_BACK,
    SMALL_BUSINESS,
    START_CITIES,
    START_DUCATS,
    STUPOR,
    STUPOR_BONUS,
    STUPOR_KNOWLEDGE,
    TRACK,
    ZONE,
    library_draws,
)
from .effects import (
    advance,
    at_sea,
    cube_value,
    gain_knowledge,
    has_tile,
    is_last_on_knowledge,
    level,
    pay_cubes,
    payments,
    place_cubes,
    ranking,
    return_cubes,
    set_position,
    yellow_available,
)
from .movement import destinations, move_cost_ducats
from .options import DeVulgariOptions
from .state import SCHEMA_VERSION, Alms, DeVulgariState, Player, Step, Stupor, Turn

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


class DeVulgari(Game[DeVulgariState]):
    slug = "de-vulgari-eloquentia"
    title = "De Vulgari Eloquentia"
    min_players = 2
    max_players = 5
    schema_version = SCHEMA_VERSION
    Options = DeVulgariOptions
    State = DeVulgariState
    summary = "Travel medieval Italy, read manuscripts in five dialects, rise in Church or trade."

    # ------------------------------------------------------------------ setup (§4)
    def setup(self, players: int, seed: int, options: Any = None) -> DeVulgariState:
        if not self.min_players <= players <= self.max_players:
            raise GameError(f"{self.title} takes 2-5 players.")
        opts = options if isinstance(options, DeVulgariOptions) else self.options(
            options.model_dump() if options is not None else None)
        st = DeVulgariState(schema_version=SCHEMA_VERSION, players=players, seed=seed, options=opts)
        # 1. event tiles: a random one of 1-9 on space 1, then ascending with wrap
        first = rng(st).randint(1, 9)
        st.round_events = [(first - 1 + i) % 9 + 1 for i in range(9)] + [STUPOR]
        # 2. cubes: exactly `limit` on each of spaces 1..7
        row = CUBE_TABLE[players]
        bag = ["red"] * row.red + ["black"] * row.black + ["yellow"] * row.yellow + ["green"] * row.green
        rng(st).shuffle(bag)
        st.spaces = [{c: 0 for c in CUBE_COLOURS} for _ in range(LAST_ROUND)]
        for i, cube in enumerate(bag):
            st.spaces[i // row.limit][cube] += 1
        st.supply = {c: 0 for c in CUBE_COLOURS}
        st.out_of_play = {c: 0 for c in CUBE_COLOURS}
        # 3. papal events, 4. Canticle tiles
        st.papal = [t.id for t in PAPAL_TILES]
        rng(st).shuffle(st.papal)
        tiles = [c.id for c in CANTICLE_TILES]
        rng(st).shuffle(tiles)
        st.canticle = dict(zip(FRANCISCAN, tiles, strict=True))
        # 5. manuscripts
        for lvl in (1, 2, 3, 4):
            deck = [m.id for m in MANUSCRIPTS if m.level == lvl]
            rng(st).shuffle(deck)
            st.decks[str(lvl)] = deck
            st.rows[str(lvl)] = []
        _refill_rows(st)
        # 6. library, 7. bank tiles
        st.library_pile = [t.id for t in LIBRARY_TILES]
        rng(st).shuffle(st.library_pile)
        st.friars_free = [t.id for t in FRIARS]
        st.cardinals_free = [t.id for t in CARDINALS]
        # 8.-9. players, random turn order
        st.player = [Player(seat=s, ducats=START_DUCATS) for s in range(players)]
        st.order = list(range(players))
        rng(st).shuffle(st.order)
        for t in TRACK:
            st.track[t] = [0] * players
            st.stamp[t] = [0] * players
        # 11. knowledge stack in reverse turn order: the last player at the bottom
        for s in reversed(st.order):
            set_position(st, "knowledge", s, 0)
        # 10. start cities in reverse turn order
        st.phase = "start"
        st.pending = [Step(kind="start_city", seat=st.order[-1])]
        st.turn_no = 1
        return st

    # ------------------------------------------------------------------ contract
    def decision(self, state: DeVulgariState) -> Decision | None:
        if state.phase == "over":
            return None
        if state.pending:
            step = state.pending[-1]
            return Decision((step.seat,), _PROMPTS.get(step.kind, "Choose").format(p=P(step.seat)), state.turn_no)
        if state.phase == "election":
            seats = tuple(s for s in range(state.players) if state.player[s].declared is None)
            return Decision(seats, "Final election: declare your bid in secret", state.turn_no)
        s = state.turn.seat
        return Decision((s,), f"Round {state.round}: {P(s)} acts ({state.turn.actions} actions left)", state.turn_no)

    def legal_choices(self, state: DeVulgariState, seat: int) -> list[Choice]:
        if state.phase == "over":
            return []
        if state.pending:
            step = state.pending[-1]
            if step.seat != seat:
                return []
            return _ENUM[step.kind](state, step)
        if state.phase == "election":
            if state.player[seat].declared is not None:
                return []
            return _election_choices(state, seat)
        if state.phase == "action" and seat == state.turn.seat:
            return _menu(state, seat)
        return []

    def _apply(self, state: DeVulgariState, seat: int, choice: Choice) -> list[Event]:
        events: list[Event] = []
        if state.pending:
            step = state.pending.pop()
            _RESOLVE[step.kind](state, step, choice.id, events)
        elif state.phase == "election":
            _declare(state, seat, choice.id, events)
        else:
            _act(state, seat, choice.id, events)
        _settle(state, events)
        return events

    def view(self, state: DeVulgariState, seat: int | None) -> dict[str, Any]:
        return view_mod.build_view(self, state, seat)

    def result(self, state: DeVulgariState) -> Result | None:
        if state.phase != "over":
            return None
        return scoring.result(state)


_PROMPTS = {
    "start_city": "{p}: choose your start city",
    "payer": "{p}: choose which richest merchant pays your alms",
    "amount": "{p}: how many spaces?",
    "sell": "{p}: sell the nobles just taken for 20 ducats each?",
    "discard": "{p}: which cube do you discard to become cardinal?",
    "keep": "{p}: keep one Papal Library tile",
    "order": "{p}: put the library tiles back on top of the pile",
    "answer": "Stupor Mundi: {p}, come to Brindisi for the auction?",
    "bid": "Stupor Mundi auction: {p} bids or passes",
    "pay": "{p}: choose the cubes to pay",
}


# ====================================================================== round flow


def _settle(st: DeVulgariState, events: list[Event]) -> None:
    """Run every step that needs no answer until a question is open (style §2.2)."""
    while True:
        if st.phase == "over" or st.pending:
            return
        if st.phase == "start":
            _begin_round(st, events)
            continue
        if st.phase == "alms":
            _run_alms(st, events)
            continue
        if st.phase == "action":
            if st.turn.seat < 0:
                _next_turn(st, events)
                continue
            ids = [c.id for c in _menu(st, st.turn.seat)]
            if ids == ["end"]:
                events.append(Event(f"{P(st.turn.seat)} has nothing left to do and ends the turn.", st.turn.seat))
                _end_turn(st, events)
                continue
            return
        if st.phase == "election":
            for s in range(st.players):
                p = st.player[s]
                if p.declared is None and [c.id for c in _election_choices(st, s)] == ["elect:none"]:
                    p.declared = "none"
            if all(p.declared is not None for p in st.player):
                _resolve_election(st, events)
                continue
            return
        return


def _begin_round(st: DeVulgariState, events: list[Event]) -> None:
    """Event phase (§6.1), then Alms (§6.2) or straight to the Turn order phase."""
    st.round += 1
    r = st.round
    events.append(Event(f"Round {r} begins.", undo_barrier=True))
    if r <= len(st.round_events):
        ev = EVENT[st.round_events[r - 1]]
        st.event_boxes[ev.zone] = ev.number
        events.append(Event(f"Event {ev.number} {ev.name} is laid out at {ZONE[ev.zone].name}."))
    if 12 <= r <= 16:
        tile = st.papal[r - 12]
        st.papal_revealed.append(tile)
        reds = sum(1 for t in st.papal_revealed if PAPAL[t].colour == "red")
        if PAPAL[tile].colour == "white":
            events.append(Event("Papal event: white, nothing happens."))
        elif reds == 1:
            events.append(Event("Papal event: red. The Pope is dying."))
        else:
            st.last_round = True
            for p in st.player:
                p.location = ROMA
                p.sailed_from = None
            events.append(Event("Papal event: red. The Pope is dead: this is the last round; everyone goes to Roma."))
    if r >= 2 and any(st.supply.values()):
        left = dict(st.supply)
        st.supply = {c: 0 for c in CUBE_COLOURS}
        notes = place_cubes(st, left, r)
        events.append(Event("Leftover cubes return to the round track: " + ", ".join(notes) + "."))
    space = st.spaces[r - 1]
    for c in CUBE_COLOURS:
        st.supply[c] += space[c]
        space[c] = 0
    events.append(Event("Cubes this round: " + ", ".join(f"{st.supply[c]} {c}" for c in CUBE_COLOURS) + "."))
    _refill_rows(st)
    if r <= LAST_ALMS_ROUND:
        st.phase = "alms"
        snap = [p.ducats for p in st.player]
        merchants = [s for s in st.order if st.player[s].status == "merchant"]
        top = max((snap[s] for s in merchants), default=None)
        cands = [s for s in merchants if snap[s] == top] if top is not None else []
        queue = [s for s in st.order if st.player[s].status in ("friar", "cardinal")]
        st.alms = Alms(snapshot=snap, candidates=cands, queue=queue)
    else:
        _turn_order_phase(st, events)


def alms_amount(st: DeVulgariState, seat: int) -> int:
    p = st.player[seat]
    if p.status == "cardinal":
        return CARDINAL_ALMS
    if p.friar == "gigi" and st.round <= st.options.gigi_double_until:
        return GIGI_ALMS
    return FRIAR_ALMS


def _run_alms(st: DeVulgariState, events: list[Event]) -> None:
    """Alms (§6.2, I-6): payer candidates fixed by a snapshot; ties chosen by the recipient."""
    a = st.alms
    assert a is not None
    while a.queue:
        rec = a.queue[0]
        cands = [c for c in a.candidates if a.snapshot[c] > a.snapshot[rec]]
        if len(cands) > 1:
            st.pending.append(Step(kind="payer", seat=rec, options=[str(c) for c in cands]))
            st.turn_no += 1
            return
        a.queue.pop(0)
        _pay_alms(st, rec, cands[0] if cands else None, events)
    st.alms = None
    _turn_order_phase(st, events)


def _pay_alms(st: DeVulgariState, rec: int, payer: int | None, events: list[Event]) -> None:
    amount = alms_amount(st, rec)
    st.player[rec].ducats += amount
    if payer is None:
        events.append(Event(f"{P(rec)} receives {amount} ducats alms from the bank.", rec))
        return
    paid = min(amount, st.player[payer].ducats)
    st.player[payer].ducats -= paid
    tail = f" (the bank adds {amount - paid})" if paid < amount else ""
    events.append(Event(f"{P(rec)} receives {amount} ducats alms from {P(payer)}{tail}.", rec))


def _turn_order_phase(st: DeVulgariState, events: list[Event]) -> None:
    """Reverse knowledge order; the rest-track leader goes first (§6.3)."""
    order = list(reversed(ranking(st, "knowledge")))
    rest = ranking(st, "rest")
    if st.track["rest"][rest[0]] > 0:
        lead = rest[0]
        order.remove(lead)
        order.insert(0, lead)
        set_position(st, "rest", lead, 0)
        events.append(Event(f"{P(lead)} leads the rest track and plays first.", lead))
    st.order = order
    events.append(Event("Turn order: " + ", ".join(P(s) for s in order) + "."))
    st.phase = "action"
    st.turn = Turn(seat=-1)


def _next_turn(st: DeVulgariState, events: list[Event]) -> None:
    done = st.turn.seat
    if done < 0:
        nxt = st.order[0]
    else:
        i = st.order.index(done)
        if i + 1 >= len(st.order):
            _end_round(st, events)
            return
        nxt = st.order[i + 1]
    p = st.player[nxt]
    actions = MURET_ACTIONS if has_tile(p, "muret") else ACTIONS_PER_TURN
    st.turn = Turn(seat=nxt, actions=actions, origin=p.location)
    st.turn_no += 1


def _end_turn(st: DeVulgariState, events: list[Event]) -> None:
    st.turn = Turn(seat=st.turn.seat, actions=0)
    _next_turn(st, events)


def _end_round(st: DeVulgariState, events: list[Event]) -> None:
    st.turn = Turn(seat=-1)
    if st.last_round or st.round >= LAST_ROUND:
        st.phase = "election"
        st.turn_no += 1
        events.append(Event("The game is over: the final election begins (secret declarations)."))
    else:
        st.phase = "start"


# ====================================================================== manuscripts


def _level_row(st: DeVulgariState, lvl: int) -> int:
    """Row of a level = 1 + the non-exhausted levels below it (§7.2, I-13)."""
    return 1 + sum(1 for lv in range(1, lvl) if not _exhausted(st, lv))


def _exhausted(st: DeVulgariState, lvl: int) -> bool:
    return not st.decks[str(lvl)] and not st.rows[str(lvl)]


def _refill_rows(st: DeVulgariState) -> None:
    want = st.players - 1
    for lvl in (1, 2, 3, 4):
        row, deck = st.rows[str(lvl)], st.decks[str(lvl)]
        while len(row) < want and deck:
            row.append(deck.pop())
    _check_shift(st)


def _check_shift(st: DeVulgariState) -> None:
    if not st.lingua_in_play and any(_exhausted(st, lv) for lv in (1, 2, 3, 4)):
        st.lingua_in_play = True


# ====================================================================== turn menu


def _free_actions(st: DeVulgariState, p: Player) -> int:
    """Actions usable for anything but the movement; one is kept for landing (I-11)."""
    reserve = 1 if at_sea(p) and not st.turn.moved else 0
    return st.turn.actions - reserve


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
        cost = _level_row(st, lv)
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


def _menu(st: DeVulgariState, seat: int) -> list[Choice]:
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
                label = f"Sail from {ZONE[port].name}, stop in the {SEA_NAME[sea]}: {cost} action(s)"
            else:
                label = f"Move to {ZONE[dest].name}: {cost} action(s)"
            if d:
                label += f", {d} ducats"
            out.append(Choice(f"move:{dest}", label, "Move"))
    # manuscripts (§7.2)
    for mid, cost in _takeable_manuscripts(st, seat):
        out.append(Choice(f"ms:{mid}", f"Take manuscript {_ms_name(mid)}: {cost} action(s)", "Manuscripts"))
    # cubes (§7.3-7.6, I-8)
    at_abbey = zone is not None and zone.site == "abbey"
    for colour in CUBE_COLOURS:
        if colour in t.cube_spaces:
            continue
        for n, (acts, ducats) in CUBE_COST[colour].items():
            if colour == "yellow" and at_abbey:
                ducats = 0
            if st.supply[colour] >= n and acts <= free and p.ducats >= ducats:
                label = f"Take {n} {colour} cube(s): {acts} action(s)" + (f", {ducats} ducats" if ducats else "")
                out.append(Choice(f"cube:{colour}.{n}", label, "Cubes"))
    if free >= 1 and not t.psalter:
        gain = PSALTER_LAST_GAIN if is_last_on_knowledge(st, seat) else PSALTER_GAIN
        out.append(Choice("psalter", f"Psalter: 1 action, +{gain} knowledge", "Actions"))
    if free >= 1 and not t.business:
        out.append(Choice("business", f"Small business: 1 action, +{SMALL_BUSINESS} ducats", "Actions"))
    for track in ACTION_TRACKS:
        amounts = track_amounts(st, seat, track)
        if amounts:
            out.append(Choice(f"track:{track}", f"{TRACK[track].name} track: 1-{max(amounts)} action(s)", "Tracks"))
    # free map actions (§8)
    if zone is not None:
        dk, kn = _city_gain(st, seat)
        if dk or kn:
            parts = [f"+{dk} ducats"] * bool(dk) + [f"+{kn} knowledge"] * bool(kn)
            out.append(Choice(f"collect:{zone.id}", f"Collect {zone.name}: " + ", ".join(parts), "Map"))
        n = _usable_event(st, seat)
        if n is not None:
            ev = EVENT[n]
            gain = f"+{ev.value} {'ducats' if ev.kind == 'coin' else 'knowledge'}"
            out.append(Choice(f"event:{n}", f"Use event {ev.name}: {gain}", "Map"))
        if zone.id == BOLOGNA and p.bologna_unlocked and not p.bologna_collected:
            out.append(Choice("bologna", f"Collect Bologna: +{p.bologna_unlocked} knowledge", "Map"))
        if zone.site == "convent" and p.status == "merchant":
            lose = ceil(p.ducats / 2)
            for tid in st.friars_free:
                out.append(Choice(f"friar:{tid}", f"Become {CAREER[tid].name}: lose {lose} ducats",
                                  "Career", CAREER[tid].text))
        if zone.site == "cathedral" and p.status == "friar" and _cardinal_cubes(p):
            for tid in st.cardinals_free:
                price = MURET_PRICE if tid == "muret" else CARDINAL_PRICE
                if p.ducats >= price:
                    out.append(Choice(f"cardinal:{tid}", f"Become {CAREER[tid].name}: {price} ducats, 1 red/black",
                                      "Career", CAREER[tid].text))
        if zone.site == "abbey" and p.green_front and not t.abbey:
            g = p.green_front
            out.append(Choice("abbey:vp", f"Secretaries: {g} green behind the screen (+{g} VP)", "Map"))
            out.append(Choice("abbey:know", f"Secretaries: {g} green to +{g * SECRETARY_KNOWLEDGE} knowledge", "Map"))
    if (st.track["library"][seat] and library_draws(st.track["library"][seat]) and not p.library_done
            and st.library_pile):
        out.append(Choice("library", f"Papal Library: look at {_draw_count(st, seat)} tile(s), keep one", "Tracks"))
    if _can_shlasinger(st, p):
        for s in range(st.players):
            if s != seat and st.track["knowledge"][s] > 0:
                out.append(Choice(f"inquisition:{s}", f"Inquisition: {P(s)} -{SHLASINGER_BACK} knowledge", "Career"))
    if not (at_sea(p) and not t.moved):
        out.append(Choice("end", "End turn", "Turn"))
        if can_call_stupor(st, seat):
            out.append(Choice("end:stupor", "End turn and call Stupor Mundi", "Turn"))
    return out


def _draw_count(st: DeVulgariState, seat: int) -> int:
    n = library_draws(st.track["library"][seat]) + (1 if has_tile(st.player[seat], "zazza") else 0)
    return min(n, len(st.library_pile))


def _spend(st: DeVulgariState, n: int) -> None:
    st.turn.actions -= n
    assert st.turn.actions >= 0


def _act(st: DeVulgariState, seat: int, cid: str, events: list[Event]) -> None:
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
        events.append(Event(f"{P(seat)} moves from {_zname(src)} to {_zname(p.location)} ({cost} action(s)"
                            + (f", {d} ducats)." if d else ")."), seat))
    elif kind == "ms":
        cost = dict(_takeable_manuscripts(st, seat))[arg]
        _spend(st, cost)
        t.manuscript = True
        if arg == LINGUA_VOLGARE.id:
            st.lingua_taken = True
        else:
            st.rows[str(MANUSCRIPT[arg].level)].remove(arg)
        p.manuscripts.append(arg)
        _check_shift(st)
        events.append(Event(f"{P(seat)} takes manuscript {_ms_name(arg)} ({cost} action(s)).", seat))
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
        events.append(Event(f"{P(seat)} takes {n} {colour} cube(s) ({acts} action(s)"
                            + (f", {ducats} ducats)." if ducats else ")."), seat))
        if colour == "black":
            st.pending.append(Step(kind="sell", seat=seat, count=n))
    elif kind == "psalter":
        gain = PSALTER_LAST_GAIN if is_last_on_knowledge(st, seat) else PSALTER_GAIN
        _spend(st, 1)
        t.psalter = True
        gain_knowledge(st, seat, gain)
        events.append(Event(f"{P(seat)} reads the Psalter: +{gain} knowledge.", seat))
    elif kind == "business":
        _spend(st, 1)
        t.business = True
        p.ducats += SMALL_BUSINESS
        events.append(Event(f"{P(seat)} does small business: +{SMALL_BUSINESS} ducats.", seat))
    elif kind == "track":
        st.pending.append(Step(kind="amount", seat=seat, track=arg,
                               options=[str(n) for n in track_amounts(st, seat, arg)]))
    elif kind == "collect":
        dk, kn = _city_gain(st, seat)
        p.ducats += dk
        gain_knowledge(st, seat, kn)
        p.cities.append(arg)
        events.append(Event(f"{P(seat)} collects {ZONE[arg].name}: +{dk} ducats, +{kn} knowledge.", seat))
    elif kind == "event":
        ev = EVENT[int(arg)]
        if ev.kind == "coin":
            p.ducats += ev.value
        else:
            gain_knowledge(st, seat, ev.value)
        del st.event_boxes[ev.zone]
        st.used_events.append(ev.number)
        unit = "ducats" if ev.kind == "coin" else "knowledge"
        events.append(Event(f"{P(seat)} uses event {ev.name}: +{ev.value} {unit}.", seat))
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
            events.append(Event(f"{P(seat)} puts {g} secretaries behind the screen.", seat))
        else:
            gain_knowledge(st, seat, g * SECRETARY_KNOWLEDGE)
            notes = return_cubes(st, {"green": g})
            events.append(Event(f"{P(seat)} turns {g} secretaries into +{g * SECRETARY_KNOWLEDGE} knowledge"
                                f" ({', '.join(notes)}).", seat))
    elif kind == "library":
        n = _draw_count(st, seat)
        tiles = st.library_pile[:n]
        del st.library_pile[:n]
        st.pending.append(Step(kind="keep", seat=seat, tiles=tiles))
        events.append(Event(f"{P(seat)} looks at {n} Papal Library tile(s).", seat, undo_barrier=True))
        events.append(Event("You see: " + ", ".join(f"{x} ({LIBRARY[x].vp} VP)" for x in tiles) + ".",
                            seat, visible_to=(seat,)))
    elif kind == "inquisition":
        target = int(arg)
        moved = advance(st, "knowledge", target, -SHLASINGER_BACK)
        p.shlasinger_used = True
        events.append(Event(f"Inquisition: {P(seat)} sends {P(target)} back {-moved} knowledge.", seat))
    elif kind == "end":
        if arg == "stupor":
            _call_stupor(st, seat, events)
        else:
            events.append(Event(f"{P(seat)} ends the turn.", seat))
            _end_turn(st, events)
    else:  # pragma: no cover - legal_choices lists only the kinds above
        raise IllegalChoice(f"Unknown choice {cid}.")


# ====================================================================== careers (§9)


def become_friar(st: DeVulgariState, seat: int, tile: str, events: list[Event]) -> None:
    """Merchant in a convent: choose a free friar tile, lose half the ducats rounded up (§9.2)."""
    p = st.player[seat]
    lose = ceil(p.ducats / 2)
    p.ducats -= lose
    p.status = "friar"
    p.friar = tile
    st.friars_free.remove(tile)
    k = gain_knowledge(st, seat, CAREER[tile].knowledge)
    events.append(Event(f"{P(seat)} becomes {CAREER[tile].name}: -{lose} ducats" + (f", +{k} knowledge." if k else "."),
                        seat))


def become_cardinal(st: DeVulgariState, seat: int, tile: str, cube: str, events: list[Event]) -> None:
    """Friar in a cathedral: pay 40 (Muret 70), discard a red or black cube (§9.3)."""
    p = st.player[seat]
    price = MURET_PRICE if tile == "muret" else CARDINAL_PRICE
    p.ducats -= price
    note = "Brother Stefano's virtual black"
    if cube in ("red", "black"):
        setattr(p, cube, getattr(p, cube) - 1)
        note = f"a {cube} cube ({', '.join(return_cubes(st, {cube: 1}))})"
    p.status = "cardinal"
    p.friar = None
    p.cardinal = tile
    st.cardinals_free.remove(tile)
    text = f"{P(seat)} becomes {CAREER[tile].name}: pays {price} ducats and {note}"
    if tile == "zazza":
        p.ducats += CARDINAL_PRICE
        text += f"; gets {CARDINAL_PRICE} ducats back"
    if tile == "balesteri":
        gain_knowledge(st, seat, CAREER[tile].knowledge)
        text += f"; +{CAREER[tile].knowledge} knowledge"
    if tile == "muret":
        p.muret_round = st.round
        if st.phase == "action" and st.turn.seat == seat:
            st.turn.actions += MURET_ACTIONS - ACTIONS_PER_TURN
        text += "; 6 actions from now on"
    if tile == "shlasinger":
        p.shlasinger_round = st.round
    events.append(Event(text + ".", seat))


# ====================================================================== pending steps


def _enum_start(st: DeVulgariState, step: Step) -> list[Choice]:
    taken = {p.location for p in st.player}
    return [Choice(f"start:{z}", f"Start in {ZONE[z].name}") for z in START_CITIES if z not in taken]


def _resolve_start(st: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    zone = cid.partition(":")[2]
    st.player[step.seat].location = zone
    events.append(Event(f"{P(step.seat)} starts in {ZONE[zone].name}.", step.seat))
    i = st.order.index(step.seat)
    if i > 0:
        st.pending.append(Step(kind="start_city", seat=st.order[i - 1]))
        st.turn_no += 1


def _enum_payer(st: DeVulgariState, step: Step) -> list[Choice]:
    amount = alms_amount(st, step.seat)
    return [Choice(f"payer:{c}", f"{P(int(c))} pays my {amount} ducats alms") for c in step.options]


def _resolve_payer(st: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    assert st.alms is not None
    st.alms.queue.pop(0)
    _pay_alms(st, step.seat, int(cid.partition(":")[2]), events)


def _enum_amount(st: DeVulgariState, step: Step) -> list[Choice]:
    out = []
    name = TRACK[step.track].name
    pos = st.track[step.track][step.seat]
    for n_txt in step.options:
        n = int(n_txt)
        label = f"{name}: {n} space(s) for {n} action(s)"
        if step.track == "canticle":
            real = max(0, n - (1 if has_tile(st.player[step.seat], "michael") else 0))
            label += f", {real} yellow"
        if step.track == "ambassador" and pos + n >= TRACK["ambassador"].cap:
            d, y, k = bologna_price(st)
            label += f", {d} ducats, {y} yellow: Bologna +{k}"
        out.append(Choice(f"n:{n}", label))
    out.append(Choice("back", "Back to the turn menu"))
    return out


def _resolve_amount(st: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
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
            extra = f", pays {real} yellow (" + ", ".join(return_cubes(st, {"yellow": real})) + ")"
    if track == "ambassador" and st.track[track][seat] + n >= TRACK[track].cap:
        d, y, k = bologna_price(st)
        real = max(0, y - (1 if has_tile(p, "michael") else 0))
        p.ducats -= d
        p.yellow -= real
        p.bologna_unlocked = k
        notes = return_cubes(st, {"yellow": real}) if real else []
        extra = f", pays {d} ducats and {real} yellow" + (f" ({', '.join(notes)})" if notes else "")
        extra += f": Bologna unlocked (+{k} knowledge)"
        if st.options.bologna_collect == "on_entry":
            gain_knowledge(st, seat, k)
            p.bologna_collected = True
            extra += ", gained at once"
    advance(st, track, seat, n)
    events.append(Event(f"{P(seat)} advances {n} on the {TRACK[track].name} track{extra}.", seat))


def _enum_sell(st: DeVulgariState, step: Step) -> list[Choice]:
    out = [Choice("sell:0", "Keep the noble(s) behind the screen")]
    for n in range(1, step.count + 1):
        out.append(Choice(f"sell:{n}", f"Sell {n} noble(s) for {n * NOBLE_SALE} ducats"))
    return out


def _resolve_sell(st: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    n = int(cid.partition(":")[2])
    if n:
        p = st.player[step.seat]
        p.black -= n
        p.ducats += n * NOBLE_SALE
        notes = return_cubes(st, {"black": n})
        events.append(Event(f"{P(step.seat)} sells {n} noble(s) for {n * NOBLE_SALE} ducats ({', '.join(notes)}).",
                            step.seat))


def _enum_discard(st: DeVulgariState, step: Step) -> list[Choice]:
    names = {"red": "Discard a red cube", "black": "Discard a black cube",
             "virtual": "Use Brother Stefano's virtual black"}
    return [Choice(f"discard:{c}", names[c]) for c in step.options]


def _resolve_discard(st: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    become_cardinal(st, step.seat, step.track, cid.partition(":")[2], events)


def _enum_keep(st: DeVulgariState, step: Step) -> list[Choice]:
    return [Choice(f"keep:{x}", f"Keep library tile {x}: {LIBRARY[x].vp} VP") for x in step.tiles]


def _resolve_keep(st: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    tid = cid.partition(":")[2]
    p = st.player[step.seat]
    p.library_tile = tid
    p.library_done = True
    rest = [x for x in step.tiles if x != tid]
    events.append(Event(f"{P(step.seat)} keeps one Papal Library tile.", step.seat))
    events.append(Event(f"You keep {tid} ({LIBRARY[tid].vp} VP).", step.seat, visible_to=(step.seat,)))
    if len(rest) > 1:
        st.pending.append(Step(kind="order", seat=step.seat, tiles=rest))
    else:
        st.library_pile[:0] = rest


def _enum_order(st: DeVulgariState, step: Step) -> list[Choice]:
    return [Choice(f"top:{x}", f"Put {x} ({LIBRARY[x].vp} VP) on the pile now (lower)") for x in step.tiles]


def _resolve_order(st: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    """The first tile chosen goes back first (lowest of the returned ones)."""
    tid = cid.partition(":")[2]
    st.library_pile.insert(0, tid)
    rest = [x for x in step.tiles if x != tid]
    if len(rest) > 1:
        st.pending.append(Step(kind="order", seat=step.seat, tiles=rest))
    else:
        st.library_pile[:0] = rest
        events.append(Event(f"{P(step.seat)} puts the other tiles back on the pile.", step.seat))


# ---------------------------------------------------------------- Stupor Mundi (§11)


def _call_stupor(st: DeVulgariState, caller: int, events: list[Event]) -> None:
    i = st.order.index(caller)
    others = [st.order[(i + k) % st.players] for k in range(1, st.players)]
    st.stupor = Stupor(caller=caller, to_answer=others)
    st.phase = "stupor"
    events.append(Event(f"{P(caller)} calls Stupor Mundi in Brindisi!", caller))
    _stupor_next(st, events)


def _stupor_next(st: DeVulgariState, events: list[Event]) -> None:
    su = st.stupor
    assert su is not None
    st.turn_no += 1
    if su.to_answer:
        st.pending.append(Step(kind="answer", seat=su.to_answer[0]))
        return
    if not su.bidders:
        su.bidders = [su.caller] + su.accepted
        if len(su.bidders) == 1:
            events.append(Event(f"Nobody answers: {P(su.caller)} wins Stupor Mundi without paying.", su.caller))
            _stupor_win(st, su.caller, 0, events)
            return
        st.pending.append(Step(kind="bid", seat=su.caller))
        return
    alive = [s for s in su.bidders if s not in su.passed]
    if len(alive) == 1:
        winner = alive[0]
        cost = su.high - (STUPOR_BONUS if winner == su.caller else 0)
        events.append(Event(f"{P(winner)} wins the Stupor Mundi auction with {su.high}.", winner))
        combos = payments(st.player[winner], cost)
        if len(combos) > 1:
            st.pending.append(Step(kind="pay", seat=winner, amount=cost,
                                   options=[f"{r}-{b}-{y}" for r, b, y in combos]))
            return
        _stupor_win(st, winner, cost, events, combos[0])
        return
    n = len(su.bidders)
    while True:
        seat = su.bidders[su.next_index % n]
        su.next_index += 1
        if seat not in su.passed:
            break
    st.pending.append(Step(kind="bid", seat=seat))


def max_bid(st: DeVulgariState, seat: int) -> int:
    su = st.stupor
    assert su is not None
    return cube_value(st.player[seat]) + (STUPOR_BONUS if seat == su.caller else 0)


def _enum_answer(st: DeVulgariState, step: Step) -> list[Choice]:
    return [Choice("accept", "Accept: go to Brindisi and join the auction"),
            Choice("refuse", "Refuse: stay where you are")]


def _resolve_answer(st: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    su = st.stupor
    assert su is not None
    su.to_answer.pop(0)
    if cid == "accept":
        p = st.player[step.seat]
        p.location, p.sailed_from = BRINDISI, None
        su.accepted.append(step.seat)
        events.append(Event(f"{P(step.seat)} accepts and goes to Brindisi.", step.seat))
    else:
        events.append(Event(f"{P(step.seat)} refuses.", step.seat))
    _stupor_next(st, events)


def _enum_bid(st: DeVulgariState, step: Step) -> list[Choice]:
    su = st.stupor
    assert su is not None
    top = max_bid(st, step.seat)
    if su.high_seat < 0:
        return [Choice(f"bid:{v}", f"Open the auction with {v}") for v in range(STUPOR_BONUS, top + 1)]
    out = [Choice("pass", "Pass (out of the auction)")]
    out += [Choice(f"bid:{v}", f"Raise to {v}") for v in range(su.high + 1, top + 1)]
    return out


def _resolve_bid(st: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    su = st.stupor
    assert su is not None
    if cid == "pass":
        su.passed.append(step.seat)
        events.append(Event(f"{P(step.seat)} passes.", step.seat))
    else:
        su.high = int(cid.partition(":")[2])
        su.high_seat = step.seat
        if su.next_index == 0:
            su.next_index = 1
        events.append(Event(f"{P(step.seat)} bids {su.high}.", step.seat))
    _stupor_next(st, events)


def _enum_pay(st: DeVulgariState, step: Step) -> list[Choice]:
    out = []
    for opt in step.options:
        r, b, y = (int(x) for x in opt.split("-"))
        parts = [f"{r} red"] * bool(r) + [f"{b} black"] * bool(b) + [f"{y} yellow"] * bool(y)
        out.append(Choice(f"pay:{opt}", "Pay " + (", ".join(parts) or "nothing") + f" for {step.amount}"))
    return out


def _resolve_pay(st: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    r, b, y = (int(x) for x in cid.partition(":")[2].split("-"))
    _stupor_win(st, step.seat, step.amount, events, (r, b, y))


def _stupor_win(st: DeVulgariState, seat: int, cost: int, events: list[Event],
                combo: tuple[int, int, int] = (0, 0, 0)) -> None:
    paid = pay_cubes(st.player[seat], combo)
    if any(paid.values()):
        notes = return_cubes(st, paid)
        events.append(Event(f"{P(seat)} pays " + ", ".join(f"{n} {c}" for c, n in paid.items() if n)
                            + f" ({', '.join(notes)}).", seat))
    k = gain_knowledge(st, seat, STUPOR_KNOWLEDGE)
    del st.event_boxes[BRINDISI]
    st.used_events.append(STUPOR)
    events.append(Event(f"{P(seat)} wins Stupor Mundi: +{k} knowledge.", seat))
    caller = st.stupor.caller if st.stupor else seat
    st.stupor = None
    st.phase = "action"
    st.turn = Turn(seat=caller, actions=0)
    _next_turn(st, events)


# ---------------------------------------------------------------- election (§13.4)


def _election_choices(st: DeVulgariState, seat: int) -> list[Choice]:
    p = st.player[seat]
    out = [Choice("elect:none", "Stay as you are (no cubes paid)")]
    for new, (need_status, votes, vp) in ELECTION.items():
        if p.status == need_status and payments(p, votes):
            out.append(Choice(f"elect:{new}", f"Become {ELECTION_NAME[new]}: {votes} votes for {vp} VP"))
    return out


def _declare(st: DeVulgariState, seat: int, cid: str, events: list[Event]) -> None:
    st.player[seat].declared = cid.partition(":")[2]
    events.append(Event(f"{P(seat)} has declared.", seat))
    events.append(Event(f"You declared: {cid.partition(':')[2]}.", seat, visible_to=(seat,)))


def _resolve_election(st: DeVulgariState, events: list[Event]) -> None:
    popes = [s for s in range(st.players) if st.player[s].declared == "pope"]
    pope = ranking(st, "knowledge", popes)[0] if popes else None
    for s in range(st.players):
        p = st.player[s]
        want = p.declared or "none"
        if want == "pope" and s != pope:
            want = "camerlengo" if payments(p, ELECTION["camerlengo"][1]) else "none"
        if want == "none":
            events.append(Event(f"Election: {P(s)} stays {p.status}.", s, undo_barrier=True))
            continue
        combo = payments(p, ELECTION[want][1])[0]
        paid = pay_cubes(p, combo)
        for c, n in paid.items():
            st.out_of_play[c] += n
        p.election = want
        spent = ", ".join(f"{n} {c}" for c, n in paid.items() if n) or "virtual cube only"
        events.append(Event(f"Election: {P(s)} becomes {ELECTION_NAME[want]} ({spent}).", s, undo_barrier=True))
    st.phase = "over"
    st.scores = scoring.breakdown(st)
    res = scoring.result(st)
    events.append(Event("Final scores: " + ", ".join(f"{P(s)} {res.totals[s]}" for s in res.ranking)
                        + f". {P(res.winners[0])} wins."))


_ENUM = {
    "start_city": _enum_start,
    "payer": _enum_payer,
    "amount": _enum_amount,
    "sell": _enum_sell,
    "discard": _enum_discard,
    "keep": _enum_keep,
    "order": _enum_order,
    "answer": _enum_answer,
    "bid": _enum_bid,
    "pay": _enum_pay,
}
_RESOLVE = {
    "start_city": _resolve_start,
    "payer": _resolve_payer,
    "amount": _resolve_amount,
    "sell": _resolve_sell,
    "discard": _resolve_discard,
    "keep": _resolve_keep,
    "order": _resolve_order,
    "answer": _resolve_answer,
    "bid": _resolve_bid,
    "pay": _resolve_pay,
}
