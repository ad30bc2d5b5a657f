"""Phase C, the Vatican report (VR-1..VR-7)."""

from __future__ import annotations

from games.contract import Choice, Event, seat_token

from .data import EXCOMMUNICATIONS, FAITH_REQUIRED, FAITH_VP
from .effects import _clip, has, period
from .state import LorenzoState, Step

Events = list[Event]


def ids_vatican(s: LorenzoState, st: Step) -> list[str]:
    """VR-1: a player without the faith points the period needs is excommunicated (no question)."""
    if s.p[st.seat].fp < FAITH_REQUIRED[period(s)]:
        return []
    return ["support", "excommunicate"]


def enum_vatican(s: LorenzoState, st: Step) -> list[Choice]:
    p = s.p[st.seat]
    if p.fp < FAITH_REQUIRED[period(s)]:
        return []
    vp = FAITH_VP[p.fp] + (5 if has(p, "L12") else 0)
    tile = EXCOMMUNICATIONS[s.excommunication_tiles[period(s) - 1]]
    late = f", score {FAITH_VP[p.fp]} VP" if s.round == 6 else ""
    return [
        Choice("support", _clip(f"Support the Church: {p.fp} FP -> {vp} VP")),
        Choice("excommunicate", _clip(f"Be excommunicated: {tile.text}{late}"),
               detail=_clip(f"Keep your {p.fp} FP" if s.round < 6 else "FP scored anyway", 100)),
    ]


def resolve_vatican(s: LorenzoState, st: Step, c: Choice, ev: Events) -> None:
    s.pending.pop()
    s.turn += 1  # each report / tile choice is its own turn for undo
    p = s.p[st.seat]
    who = seat_token(st.seat)
    if c.id == "support":  # VR-3a
        vp = FAITH_VP[p.fp]
        extra = 5 if has(p, "L12") else 0
        p.vp += vp + extra
        p.faith_vp += vp + extra
        ev.append(Event(f"{who} supports the Church: {p.fp} FP -> {vp + extra} VP.", st.seat))
        p.fp = 0
        return
    excommunicate(s, st.seat, ev, voluntary=True)


def excommunicate(s: LorenzoState, seat: int, ev: Events, voluntary: bool) -> None:
    """VR-2 / VR-3b / VR-4."""
    p = s.p[seat]
    tile = s.excommunication_tiles[period(s) - 1]
    p.excommunications.append(tile)
    how = "chooses excommunication" if voluntary else "is excommunicated"
    ev.append(Event(f"{seat_token(seat)} {how}: {EXCOMMUNICATIONS[tile].text}.", seat))
    if s.round == 6:
        vp = FAITH_VP[p.fp]
        p.vp += vp
        p.faith_vp += vp
        ev.append(Event(f"{seat_token(seat)} scores {vp} VP for {p.fp} FP.", seat))
        p.fp = 0


def empty_vatican(s: LorenzoState, st: Step, ev: Events) -> None:
    s.turn += 1
    excommunicate(s, st.seat, ev, voluntary=False)
