"""Phase C, the Vatican report (VR-1..VR-7)."""

from __future__ import annotations

from games.contract import Choice, Event
from games.messages import msg

from . import words as W
from .data import EXCOMMUNICATIONS, FAITH_REQUIRED, FAITH_VP
from .effects import has, period
from .state import LorenzoState, Step

Events = list[Event]


def ids_vatican(state: LorenzoState, step: Step) -> list[str]:
    """VR-1: a player without the faith points the period needs is excommunicated (no question)."""
    if state.p[step.seat].fp < FAITH_REQUIRED[period(state)]:
        return []
    return ["support", "excommunicate"]


def enum_vatican(state: LorenzoState, step: Step) -> list[Choice]:
    p = state.p[step.seat]
    if p.fp < FAITH_REQUIRED[period(state)]:
        return []
    vp = FAITH_VP[p.fp] + (5 if has(p, "L12") else 0)
    tile = EXCOMMUNICATIONS[state.excommunication_tiles[period(state) - 1]]
    exc = W.excommunication(tile.id)
    if state.round == 6:
        excommunicated = msg("lor-label-excommunicated-late", tile=exc, vp=FAITH_VP[p.fp])
    else:
        excommunicated = msg("lor-label-excommunicated", tile=exc)
    return [
        Choice("support", msg("lor-label-support", vp=vp, faith=W.amount("fp", p.fp))),
        Choice(
            "excommunicate",
            excommunicated,
            detail=msg("lor-detail-keep-faith", faith=W.amount("fp", p.fp))
            if state.round < 6
            else msg("lor-detail-faith-scores"),
        ),
    ]


def resolve_vatican(state: LorenzoState, step: Step, choice_id: str, ev: Events) -> None:
    state.pending.pop()
    state.turn += 1  # each report / tile choice is its own turn for undo
    p = state.p[step.seat]
    who = W.who(step.seat)
    if choice_id == "support":  # VR-3a
        vp = FAITH_VP[p.fp]
        extra = 5 if has(p, "L12") else 0
        p.vp += vp + extra
        p.faith_vp += vp + extra
        text = msg("lor-supports", who=who, vp=vp + extra, faith=W.amount("fp", p.fp))
        ev.append(Event(text, step.seat))
        p.fp = 0
        return
    excommunicate(state, step.seat, ev, voluntary=True)


def excommunicate(state: LorenzoState, seat: int, ev: Events, voluntary: bool) -> None:
    """VR-2 / VR-3b / VR-4."""
    p = state.p[seat]
    tile = state.excommunication_tiles[period(state) - 1]
    p.excommunications.append(tile)
    how = "lor-chooses-excommunication" if voluntary else "lor-is-excommunicated"
    ev.append(Event(msg(how, who=W.who(seat), tile=W.excommunication(tile)), seat))
    if state.round == 6:
        vp = FAITH_VP[p.fp]
        p.vp += vp
        p.faith_vp += vp
        text = msg("lor-scores-faith", who=W.who(seat), vp=vp, faith=W.amount("fp", p.fp))
        ev.append(Event(text, seat))
        p.fp = 0


def empty_vatican(state: LorenzoState, step: Step, ev: Events) -> None:
    state.turn += 1
    excommunicate(state, step.seat, ev, voluntary=False)
