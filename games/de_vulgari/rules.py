"""De Vulgari Eloquentia: setup, the round, the turn menu and every pending step.

Flow (spec §6): Event -> Alms -> Turn order -> Actions, 13-16 rounds, then the final
election (§13.4) and scoring (§14). The current question is the top of
``state.pending``; with no pending step the current player of the Action phase sees
his turn menu (one click per action, follow-up steps for amounts, sales, cubes).
"""

from __future__ import annotations

from typing import Any, cast

from games.contract import (
    Choice,
    Decision,
    Event,
    Game,
    GameError,
    Result,
    rng,
)
from games.messages import Who, msg
from games.steps import Steps

from . import ai_weights, scoring
from . import view as view_mod
from .data import (
    CANTICLE_TILES,
    CARDINAL_ALMS,
    CARDINALS,
    CUBE_COLOURS,
    CUBE_TABLE,
    EVENT,
    FRANCISCAN,
    FRIAR_ALMS,
    FRIARS,
    GIGI_ALMS,
    LAST_ALMS_ROUND,
    LAST_ROUND,
    LIBRARY_TILES,
    MANUSCRIPTS,
    NOBLE_SALE,
    PAPAL,
    PAPAL_TILES,
    ROMA,
    START_CITIES,
    START_DUCATS,
    STUPOR,
    TRACK,
)
from .effects import (
    place_cubes,
    ranking,
    set_position,
)
from .election import declare, election_choices, resolve_election
from .labels import menu
from .losses import with_warnings
from .manuscripts import refill_rows
from .options import DeVulgariOptions
from .state import SCHEMA_VERSION, Alms, DeVulgariState, Player, Step, Turn, clone
from .stupor import enum_answer, enum_bid, enum_pay, resolve_answer, resolve_bid, resolve_pay
from .succession import end_turn, next_turn
from .turn import (
    act,
    enum_amount,
    enum_discard,
    enum_keep,
    enum_order,
    enum_sell,
    menu_ids,
    only_end,
    resolve_amount,
    resolve_discard,
    resolve_keep,
    resolve_order,
    resolve_sell,
)
from .words import cube_count, event_name, joined, zone_name


class DeVulgari(Game[DeVulgariState]):
    slug = "de-vulgari-eloquentia"
    title = "De Vulgari Eloquentia"
    min_players = 2
    max_players = 5
    schema_version = SCHEMA_VERSION
    Options = DeVulgariOptions
    State = DeVulgariState
    summary = "Travel medieval Italy, read manuscripts in five dialects, rise in Church or trade."
    ai_levels = ai_weights.SEARCH

    # ------------------------------------------------------------------ setup (§4)
    def setup(self, players: int, seed: int, options: Any = None) -> DeVulgariState:
        if not self.min_players <= players <= self.max_players:
            raise GameError(f"{self.title} takes 2-5 players.")
        opts = (
            options
            if isinstance(options, DeVulgariOptions)
            else self.options(options.model_dump() if options is not None else None)
        )
        assert isinstance(opts, DeVulgariOptions)  # `options` validates with `Options`
        state = DeVulgariState(
            schema_version=SCHEMA_VERSION, players=players, seed=seed, options=opts
        )
        # 1. event tiles: a random one of 1-9 on space 1, then ascending with wrap
        first = rng(state).randint(1, 9)
        state.round_events = [(first - 1 + i) % 9 + 1 for i in range(9)] + [STUPOR]
        # 2. cubes: exactly `limit` on each of spaces 1..7
        row = CUBE_TABLE[players]
        bag = (
            ["red"] * row.red
            + ["black"] * row.black
            + ["yellow"] * row.yellow
            + ["green"] * row.green
        )
        rng(state).shuffle(bag)
        state.spaces = [{c: 0 for c in CUBE_COLOURS} for _ in range(LAST_ROUND)]
        for i, cube in enumerate(bag):
            state.spaces[i // row.limit][cube] += 1
        state.supply = {c: 0 for c in CUBE_COLOURS}
        state.out_of_play = {c: 0 for c in CUBE_COLOURS}
        # 3. papal events, 4. Canticle tiles
        state.papal = [t.id for t in PAPAL_TILES]
        rng(state).shuffle(state.papal)
        tiles = [c.id for c in CANTICLE_TILES]
        rng(state).shuffle(tiles)
        state.canticle = dict(zip(FRANCISCAN, tiles, strict=True))
        # 5. manuscripts
        for lvl in (1, 2, 3, 4):
            deck = [m.id for m in MANUSCRIPTS if m.level == lvl]
            rng(state).shuffle(deck)
            state.decks[str(lvl)] = deck
            state.rows[str(lvl)] = []
        refill_rows(state)
        # 6. library, 7. bank tiles
        state.library_pile = [t.id for t in LIBRARY_TILES]
        rng(state).shuffle(state.library_pile)
        state.friars_free = [t.id for t in FRIARS]
        state.cardinals_free = [t.id for t in CARDINALS]
        # 8.-9. players, random turn order
        state.player = [Player(seat=s, ducats=START_DUCATS) for s in range(players)]
        state.order = list(range(players))
        rng(state).shuffle(state.order)
        for t in TRACK:
            state.track[t] = [0] * players
            state.stamp[t] = [0] * players
        # 11. knowledge stack in reverse turn order: the last player at the bottom
        for s in reversed(state.order):
            set_position(state, "knowledge", s, 0)
        # 10. start cities in reverse turn order
        state.phase = "start"
        state.pending = [Step(kind="start_city", seat=state.order[-1])]
        state.turn_no = 1
        return state

    # ------------------------------------------------------------------ contract
    def decision(self, state: DeVulgariState) -> Decision | None:
        if state.phase == "over":
            return None
        if state.pending:
            step = state.pending[-1]
            return Decision((step.seat,), STEPS.asks[step.kind].prompt, state.turn_no)
        if state.phase == "election":
            seats = tuple(s for s in range(state.players) if state.player[s].declared is None)
            return Decision(seats, msg("dv-election-prompt"), state.turn_no)
        s = state.turn.seat
        prompt = msg("dv-turn-prompt", round=state.round, actions=state.turn.actions)
        return Decision((s,), prompt, state.turn_no)

    def legal_choices(self, state: DeVulgariState, seat: int) -> list[Choice]:
        return with_warnings(state, seat, self._choices(state, seat))

    def _choices(self, state: DeVulgariState, seat: int) -> list[Choice]:
        if state.phase == "over":
            return []
        if state.pending:
            step = state.pending[-1]
            if step.seat != seat:
                return []
            enum = STEPS.asks[step.kind].enum
            assert enum is not None  # every De Vulgari question registers its choices
            return with_roles(enum(state, step))
        if state.phase == "election":
            if state.player[seat].declared is not None:
                return []
            return with_roles(election_choices(state, seat))
        if state.phase == "action" and seat == state.turn.seat:
            return menu(state, seat)
        return []

    def legal_ids(self, state: DeVulgariState, seat: int) -> list[str]:
        if state.phase == "over":
            return []
        if state.pending:
            step = state.pending[-1]
            if step.seat != seat:
                return []
            return STEPS.ids[step.kind](state, step)
        if state.phase == "election":
            if state.player[seat].declared is not None:
                return []
            return [c.id for c in election_choices(state, seat)]
        if state.phase == "action" and seat == state.turn.seat:
            return menu_ids(state, seat)
        return []

    def play(self, state: DeVulgariState, seat: int, choice_id: str) -> list[Event]:
        events: list[Event] = []
        if state.pending:
            step = state.pending.pop()
            STEPS.asks[step.kind].resolve(state, step, choice_id, events)
        elif state.phase == "election":
            declare(state, seat, choice_id, events)
        else:
            act(state, seat, choice_id, events)
        settle(state, events)
        return events

    def _apply(self, state: DeVulgariState, seat: int, choice: Choice) -> list[Event]:
        return self.play(state, seat, choice.id)

    def copy(self, state):
        return clone(state)

    def view(self, state: DeVulgariState, seat: int | None) -> dict[str, Any]:
        # The contract's views are plain dicts; this one has the shape of `DeVulgariView`.
        return cast("dict[str, Any]", view_mod.build_view(self, state, seat))

    def result(self, state: DeVulgariState) -> Result | None:
        if state.phase != "over":
            return None
        return scoring.result(state)

    def evaluate(self, state):
        from games.de_vulgari import ai

        return ai.evaluate(state)

    def sample_unseen(self, state, seat, rand):
        from games.de_vulgari import ai

        return ai.sample_unseen(state, seat, rand)


END_CHOICES = {"end", "end:stupor", "back", "pass", "refuse", "sell:0", "elect:none"}
"""End turn, back, pass, refuse and "keep as it is": one button style everywhere (role "end")."""
MINOR_KINDS = {"pay", "discard", "top"}
"""Paying cubes, the cardinal's cube, ordering the returned library tiles."""


def role_of(choice_id: str) -> str:
    if choice_id in END_CHOICES:
        return "end"
    return "minor" if choice_id.partition(":")[0] in MINOR_KINDS else "main"


def with_roles(choices: list[Choice]) -> list[Choice]:
    out = []
    for c in choices:
        role = role_of(c.id)
        out.append(
            c
            if role == c.role
            else Choice(c.id, c.label, c.group, c.detail, c.private, role, c.ref)
        )
    return out


# ====================================================================== round flow


def settle(state: DeVulgariState, events: list[Event]) -> None:
    """Run every step that needs no answer until a question is open (style §2.2)."""
    while True:
        if state.phase == "over" or state.pending:
            return
        if state.phase == "start":
            begin_round(state, events)
            continue
        if state.phase == "alms":
            _run_alms(state, events)
            continue
        if state.phase == "action":
            if state.turn.seat < 0:
                next_turn(state, events)
                continue
            if only_end(state, state.turn.seat):
                seat = state.turn.seat
                events.append(Event(msg("dv-nothing-left", who=Who(seat)), seat))
                end_turn(state, events)
                continue
            return
        if state.phase == "election":
            # Everyone declares, even a player whose only answer is "none": skipping him
            # would tell the table he has fewer than 7 votes behind his screen.
            if all(p.declared is not None for p in state.player):
                resolve_election(state, events)
                continue
            return
        return


def begin_round(state: DeVulgariState, events: list[Event]) -> None:
    """Event phase (§6.1), then Alms (§6.2) or straight to the Turn order phase."""
    state.round += 1
    r = state.round
    events.append(Event(msg("dv-round-begins", round=r), undo_barrier=True))
    if r <= len(state.round_events):
        ev = EVENT[state.round_events[r - 1]]
        state.event_boxes[ev.zone] = ev.number
        line = msg(
            "dv-event-laid-out",
            number=ev.number,
            event=event_name(ev.number),
            zone=zone_name(ev.zone),
            kind=ev.kind,
            value=ev.value,
        )
        events.append(Event(line))
    if 12 <= r <= 16:
        tile = state.papal[r - 12]
        state.papal_revealed.append(tile)
        reds = sum(1 for t in state.papal_revealed if PAPAL[t].colour == "red")
        if PAPAL[tile].colour == "white":
            events.append(Event(msg("dv-papal-white")))
        elif reds == 1:
            events.append(Event(msg("dv-papal-dying")))
        else:
            state.last_round = True
            for p in state.player:
                p.location = ROMA
                p.sailed_from = None
            events.append(Event(msg("dv-papal-dead", zone=zone_name(ROMA))))
    if r >= 2 and any(state.supply.values()):
        left = dict(state.supply)
        state.supply = {c: 0 for c in CUBE_COLOURS}
        notes = place_cubes(state, left, r)
        events.append(Event(msg("dv-leftover-cubes", notes=joined(notes))))
    space = state.spaces[r - 1]
    for c in CUBE_COLOURS:
        state.supply[c] += space[c]
        space[c] = 0
    supply = joined([cube_count(c, state.supply[c]) for c in CUBE_COLOURS])
    events.append(Event(msg("dv-round-cubes", cubes=supply)))
    refill_rows(state)
    if r <= LAST_ALMS_ROUND:
        state.phase = "alms"
        snap = [p.ducats for p in state.player]
        merchants = [s for s in state.order if state.player[s].status == "merchant"]
        top = max((snap[s] for s in merchants), default=None)
        cands = [s for s in merchants if snap[s] == top] if top is not None else []
        queue = [s for s in state.order if state.player[s].status in ("friar", "cardinal")]
        state.alms = Alms(snapshot=snap, candidates=cands, queue=queue)
    else:
        turn_order_phase(state, events)


def alms_amount(state: DeVulgariState, seat: int) -> int:
    p = state.player[seat]
    if p.status == "cardinal":
        return CARDINAL_ALMS
    if p.friar == "gigi" and state.round <= state.options.gigi_double_until:
        return GIGI_ALMS
    return FRIAR_ALMS


def _run_alms(state: DeVulgariState, events: list[Event]) -> None:
    """Alms (§6.2, I-6): payer candidates fixed by a snapshot; ties chosen by the recipient."""
    a = state.alms
    assert a is not None
    while a.queue:
        rec = a.queue[0]
        cands = [c for c in a.candidates if a.snapshot[c] > a.snapshot[rec]]
        if len(cands) > 1:
            state.pending.append(Step(kind="payer", seat=rec, options=[str(c) for c in cands]))
            state.turn_no += 1
            return
        a.queue.pop(0)
        _pay_alms(state, rec, cands[0] if cands else None, events)
    state.alms = None
    turn_order_phase(state, events)


def _pay_alms(state: DeVulgariState, rec: int, payer: int | None, events: list[Event]) -> None:
    amount = alms_amount(state, rec)
    state.player[rec].ducats += amount
    if payer is None:
        events.append(Event(msg("dv-alms-bank", who=Who(rec), ducats=amount), rec))
        return
    paid = min(amount, state.player[payer].ducats)
    state.player[payer].ducats -= paid
    line = msg("dv-alms", who=Who(rec), ducats=amount, payer=Who(payer), bank=amount - paid)
    events.append(Event(line, rec))


def turn_order_phase(state: DeVulgariState, events: list[Event]) -> None:
    """Reverse knowledge order; the rest-track leader goes first (§6.3)."""
    order = list(reversed(ranking(state, "knowledge")))
    rest = ranking(state, "rest")
    if state.track["rest"][rest[0]] > 0:
        lead = rest[0]
        order.remove(lead)
        order.insert(0, lead)
        set_position(state, "rest", lead, 0)
        events.append(Event(msg("dv-rest-leads", who=Who(lead)), lead))
    state.order = order
    events.append(Event(msg("dv-turn-order", seats=joined([Who(s) for s in order]))))
    state.phase = "action"
    state.turn = Turn(seat=-1)


# ====================================================================== manuscripts


# ====================================================================== pending steps


def enum_start(state: DeVulgariState, step: Step) -> list[Choice]:
    taken = {p.location for p in state.player}
    return [
        Choice(f"start:{z}", msg("dv-start-label", city=zone_name(z)))
        for z in START_CITIES
        if z not in taken
    ]


def resolve_start(state: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    zone = cid.partition(":")[2]
    state.player[step.seat].location = zone
    events.append(Event(msg("dv-starts", who=Who(step.seat), city=zone_name(zone)), step.seat))
    i = state.order.index(step.seat)
    if i > 0:
        state.pending.append(Step(kind="start_city", seat=state.order[i - 1]))
        state.turn_no += 1


def enum_payer(state: DeVulgariState, step: Step) -> list[Choice]:
    amount = alms_amount(state, step.seat)
    return [
        Choice(f"payer:{c}", msg("dv-payer-label", payer=Who(int(c)), ducats=amount))
        for c in step.options
    ]


def resolve_payer(state: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    assert state.alms is not None
    state.alms.queue.pop(0)
    _pay_alms(state, step.seat, int(cid.partition(":")[2]), events)


STEPS = Steps("de-vulgari-eloquentia")
"""Every pending question; the service puts the decider's name in front of a prompt, so a
prompt never starts with it."""
STEPS.register_ask("start_city", msg("dv-start-prompt"), enum_start, resolve_start)
STEPS.register_ask("payer", msg("dv-payer-prompt"), enum_payer, resolve_payer)
STEPS.register_ask(
    "amount",
    msg("dv-amount-prompt"),
    enum_amount,
    resolve_amount,
    ids=lambda state, step: [f"n:{n}" for n in step.options] + ["back"],
)
STEPS.register_ask(
    "sell",
    msg("dv-sell-prompt", ducats=NOBLE_SALE),
    enum_sell,
    resolve_sell,
    ids=lambda state, step: [f"sell:{n}" for n in range(step.count + 1)],
)
STEPS.register_ask("discard", msg("dv-discard-prompt"), enum_discard, resolve_discard)
STEPS.register_ask("keep", msg("dv-keep-prompt"), enum_keep, resolve_keep)
STEPS.register_ask("order", msg("dv-order-prompt"), enum_order, resolve_order)
STEPS.register_ask("answer", msg("dv-answer-prompt"), enum_answer, resolve_answer)
STEPS.register_ask("bid", msg("dv-bid-prompt"), enum_bid, resolve_bid)
STEPS.register_ask("pay", msg("dv-pay-prompt"), enum_pay, resolve_pay)
