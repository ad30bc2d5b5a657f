"""The final election (spec §13.4, I-23): secret declarations, then resolution."""

from __future__ import annotations

from games.contract import (
    Choice,
    Event,
    seat_token,
)

from . import scoring
from .data import (
    ELECTION,
    ELECTION_NAME,
)
from .effects import (
    pay_cubes,
    payments,
    ranking,
)
from .state import DeVulgariState


def election_choices(state: DeVulgariState, seat: int) -> list[Choice]:
    p = state.player[seat]
    out = [Choice("elect:none", "Stay as you are (no cubes paid)", private=True)]  # secret vote
    for new, (need_status, votes, vp) in ELECTION.items():
        if p.status == need_status and payments(p, votes):
            out.append(
                Choice(
                    f"elect:{new}",
                    f"Become {ELECTION_NAME[new]}: {votes} votes for {vp} VP",
                    private=True,
                )
            )
    return out


def declare(state: DeVulgariState, seat: int, cid: str, events: list[Event]) -> None:
    state.player[seat].declared = cid.partition(":")[2]
    events.append(Event(f"{seat_token(seat)} has declared.", seat))
    events.append(Event(f"You declared: {cid.partition(':')[2]}.", seat, visible_to=(seat,)))


def resolve_election(state: DeVulgariState, events: list[Event]) -> None:
    popes = [s for s in range(state.players) if state.player[s].declared == "pope"]
    pope = ranking(state, "knowledge", popes)[0] if popes else None
    for s in range(state.players):
        p = state.player[s]
        want = p.declared or "none"
        if want == "pope" and s != pope:
            want = "camerlengo" if payments(p, ELECTION["camerlengo"][1]) else "none"
        if want == "none":
            events.append(
                Event(f"Election: {seat_token(s)} stays {p.status}.", s, undo_barrier=True)
            )
            continue
        combo = payments(p, ELECTION[want][1])[0]
        paid = pay_cubes(p, combo)
        for c, n in paid.items():
            state.out_of_play[c] += n
        p.election = want
        spent = ", ".join(f"{n} {c}" for c, n in paid.items() if n) or "virtual cube only"
        events.append(
            Event(
                f"Election: {seat_token(s)} becomes {ELECTION_NAME[want]} ({spent}).",
                s,
                undo_barrier=True,
            )
        )
    state.phase = "over"
    state.scores = scoring.breakdown(state)
    res = scoring.result(state)
    events.append(
        Event(
            "Final scores: "
            + ", ".join(f"{seat_token(s)} {res.totals[s]}" for s in res.ranking)
            + f". {seat_token(res.winners[0])} wins."
        )
    )
