"""Stupor Mundi: the call, the answers, the auction and the payment (spec §11)."""

from __future__ import annotations

from games.contract import (
    Choice,
    Event,
)
from games.messages import Msg, Who, msg

from .data import (
    BRINDISI,
    STUPOR,
    STUPOR_BONUS,
    STUPOR_KNOWLEDGE,
)
from .effects import (
    cube_value,
    gain_knowledge,
    pay_cubes,
    payments,
    return_cubes,
)
from .state import DeVulgariState, Step, Stupor, Turn
from .succession import next_turn
from .words import cube_count, joined


def call_stupor(state: DeVulgariState, caller: int, events: list[Event]) -> None:
    i = state.order.index(caller)
    others = [state.order[(i + k) % state.players] for k in range(1, state.players)]
    state.stupor = Stupor(caller=caller, to_answer=others)
    state.phase = "stupor"
    events.append(Event(msg("dv-calls-stupor", who=Who(caller)), caller))
    _stupor_next(state, events)


def _stupor_next(state: DeVulgariState, events: list[Event]) -> None:
    su = state.stupor
    assert su is not None
    state.turn_no += 1
    if su.to_answer:
        state.pending.append(Step(kind="answer", seat=su.to_answer[0]))
        return
    if not su.bidders:
        su.bidders = [su.caller] + su.accepted
        if len(su.bidders) == 1:
            events.append(Event(msg("dv-stupor-unanswered", who=Who(su.caller)), su.caller))
            _stupor_win(state, su.caller, 0, events)
            return
        state.pending.append(Step(kind="bid", seat=su.caller))
        return
    alive = [s for s in su.bidders if s not in su.passed]
    if len(alive) == 1:
        winner = alive[0]
        cost = su.high - (STUPOR_BONUS if winner == su.caller else 0)
        events.append(Event(msg("dv-wins-auction", who=Who(winner), bid=su.high), winner))
        combos = payments(state.player[winner], cost)
        if len(combos) > 1:
            state.pending.append(
                Step(
                    kind="pay",
                    seat=winner,
                    amount=cost,
                    options=[f"{r}-{b}-{y}" for r, b, y in combos],
                )
            )
            return
        _stupor_win(state, winner, cost, events, combos[0])
        return
    n = len(su.bidders)
    while True:
        seat = su.bidders[su.next_index % n]
        su.next_index += 1
        if seat not in su.passed:
            break
    state.pending.append(Step(kind="bid", seat=seat))


def max_bid(state: DeVulgariState, seat: int) -> int:
    su = state.stupor
    assert su is not None
    return cube_value(state.player[seat]) + (STUPOR_BONUS if seat == su.caller else 0)


def enum_answer(state: DeVulgariState, step: Step) -> list[Choice]:
    return [
        Choice("accept", msg("dv-accept-label", knowledge=STUPOR_KNOWLEDGE)),
        Choice("refuse", msg("dv-refuse-label")),
    ]


def resolve_answer(state: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    su = state.stupor
    assert su is not None
    su.to_answer.pop(0)
    if cid == "accept":
        p = state.player[step.seat]
        p.location, p.sailed_from = BRINDISI, None
        su.accepted.append(step.seat)
        events.append(Event(msg("dv-accepts", who=Who(step.seat)), step.seat))
    else:
        events.append(Event(msg("dv-refuses", who=Who(step.seat)), step.seat))
    _stupor_next(state, events)


def enum_bid(state: DeVulgariState, step: Step) -> list[Choice]:
    su = state.stupor
    assert su is not None
    top = max_bid(state, step.seat)
    bonus = STUPOR_BONUS if step.seat == su.caller else 0

    def label(key: str, v: int) -> Msg:
        return msg(key, bid=v, knowledge=STUPOR_KNOWLEDGE, worth=v - bonus)

    hidden = not state.options.open_screens
    if su.high_seat < 0:
        # the highest bid offered follows from the screen (D-5): bids are answered privately
        return [
            Choice(f"bid:{v}", label("dv-open-label", v), private=hidden)
            for v in range(STUPOR_BONUS, top + 1)
        ]
    out = [Choice("pass", msg("dv-pass-label"))]
    out += [
        Choice(f"bid:{v}", label("dv-raise-label", v), private=hidden)
        for v in range(su.high + 1, top + 1)
    ]
    return out


def resolve_bid(state: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    su = state.stupor
    assert su is not None
    if cid == "pass":
        su.passed.append(step.seat)
        events.append(Event(msg("dv-passes", who=Who(step.seat)), step.seat))
    else:
        su.high = int(cid.partition(":")[2])
        su.high_seat = step.seat
        if su.next_index == 0:
            su.next_index = 1
        events.append(Event(msg("dv-bids", who=Who(step.seat), bid=su.high), step.seat))
    _stupor_next(state, events)


def enum_pay(state: DeVulgariState, step: Step) -> list[Choice]:
    out = []
    for opt in step.options:
        r, b, y = (int(x) for x in opt.split("-"))
        parts = [cube_count(c, n) for c, n in (("red", r), ("black", b), ("yellow", y)) if n]
        cubes = joined(parts) if parts else msg("dv-nothing")
        out.append(
            Choice(
                f"pay:{opt}",
                msg("dv-pay-label", cubes=cubes, amount=step.amount),
                private=not state.options.open_screens,
            )
        )  # the combinations offered show the screen
    return out


def resolve_pay(state: DeVulgariState, step: Step, cid: str, events: list[Event]) -> None:
    r, b, y = (int(x) for x in cid.partition(":")[2].split("-"))
    _stupor_win(state, step.seat, step.amount, events, (r, b, y))


def _stupor_win(
    state: DeVulgariState,
    seat: int,
    cost: int,
    events: list[Event],
    combo: tuple[int, int, int] = (0, 0, 0),
) -> None:
    paid = pay_cubes(state.player[seat], combo)
    if any(paid.values()):
        notes = return_cubes(state, paid)
        cubes = joined([cube_count(c, n) for c, n in paid.items() if n])
        events.append(Event(msg("dv-pays", who=Who(seat), cubes=cubes, notes=joined(notes)), seat))
    k = gain_knowledge(state, seat, STUPOR_KNOWLEDGE)
    del state.event_boxes[BRINDISI]
    state.used_events.append(STUPOR)
    events.append(Event(msg("dv-wins-stupor", who=Who(seat), knowledge=k), seat))
    caller = state.stupor.caller if state.stupor else seat
    state.stupor = None
    state.phase = "action"
    state.turn = Turn(seat=caller, actions=0)
    next_turn(state, events)
