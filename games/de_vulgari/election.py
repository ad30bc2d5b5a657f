"""The final election (spec §13.4, I-23): secret declarations, then resolution."""

from __future__ import annotations

from games.contract import (
    Choice,
    Event,
)
from games.messages import Who, msg

from . import scoring
from .data import ELECTION
from .effects import (
    pay_cubes,
    payments,
    ranking,
)
from .state import DeVulgariState
from .words import cube_count, election_name, joined, status_name


def election_choices(state: DeVulgariState, seat: int) -> list[Choice]:
    p = state.player[seat]
    out = [Choice("elect:none", msg("dv-stay-label"), private=True)]  # secret vote
    for new, (need_status, votes, vp) in ELECTION.items():
        if p.status == need_status and payments(p, votes):
            out.append(
                Choice(
                    f"elect:{new}",
                    msg("dv-elect-label", status=election_name(new), votes=votes, vp=vp),
                    private=True,
                )
            )
    return out


def declare(state: DeVulgariState, seat: int, cid: str, events: list[Event]) -> None:
    state.player[seat].declared = cid.partition(":")[2]
    events.append(Event(msg("dv-has-declared", who=Who(seat)), seat))
    mine = msg("dv-you-declared", choice=cid.partition(":")[2])
    events.append(Event(mine, seat, visible_to=(seat,)))


def resolve_election(state: DeVulgariState, events: list[Event]) -> None:
    popes = [s for s in range(state.players) if state.player[s].declared == "pope"]
    pope = ranking(state, "knowledge", popes)[0] if popes else None
    for s in range(state.players):
        p = state.player[s]
        want = p.declared or "none"
        if want == "pope" and s != pope:
            want = "camerlengo" if payments(p, ELECTION["camerlengo"][1]) else "none"
        if want == "none":
            line = msg("dv-election-stays", who=Who(s), status=status_name(p.status))
            events.append(Event(line, s, undo_barrier=True))
            continue
        combo = payments(p, ELECTION[want][1])[0]
        paid = pay_cubes(p, combo)
        for c, n in paid.items():
            state.out_of_play[c] += n
        p.election = want
        parts = [cube_count(c, n) for c, n in paid.items() if n]
        spent = joined(parts) if parts else msg("dv-virtual-only")
        line = msg("dv-election-becomes", who=Who(s), status=election_name(want), spent=spent)
        events.append(Event(line, s, undo_barrier=True))
    state.phase = "over"
    state.scores = scoring.breakdown(state)
    res = scoring.result(state)
    scores = joined([msg("dv-score", who=Who(s), vp=res.totals[s]) for s in res.ranking])
    events.append(Event(msg("dv-final-scores", scores=scores, winner=Who(res.winners[0]))))
