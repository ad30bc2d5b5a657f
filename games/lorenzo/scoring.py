"""Final scoring (§16, ALG-5) and the result with tie-breaks (SC-9)."""

from __future__ import annotations

from games.contract import Result
from games.messages import Text, msg

from . import words as W
from .data import CARDS, CHARACTER_VP, MILITARY_VP, RESOURCES, RESOURCES_PER_VP, TERRITORY_VP
from .state import LorenzoState

CATEGORIES = (
    "play",
    "faith",
    "excommunication_vp",
    "territories",
    "characters",
    "ventures",
    "military",
    "resources",
    "excommunication_mp",
    "excommunication_buildings",
    "excommunication_resources",
)


def military_vp(mps: list[int]) -> list[int]:
    """SC-5 / SC-10: most MP 5 VP, second 2 VP; a tie for first shares 5 and nobody gets 2."""
    best = max(mps)
    firsts = [i for i, m in enumerate(mps) if m == best]
    out = [0] * len(mps)
    for i in firsts:
        out[i] = MILITARY_VP[0]
    if len(firsts) == 1:
        rest = [m for i, m in enumerate(mps) if i not in firsts]
        if rest:
            second = max(rest)
            for i, m in enumerate(mps):
                if m == second and i not in firsts:
                    out[i] = MILITARY_VP[1]
    return out


def final_scoring(state: LorenzoState) -> dict[str, dict[str, int]]:
    """ALG-5: the breakdown per seat (keys are str(seat) for JSON)."""
    mil = military_vp([p.mp for p in state.p])
    out: dict[str, dict[str, int]] = {}
    for seat, p in enumerate(state.p):
        exc = set(p.excommunications)
        res = sum(getattr(p, k) for k in RESOURCES)
        b = {
            "play": p.vp - p.faith_vp,
            "faith": p.faith_vp,
            "excommunication_vp": -(p.vp // 5) if "EXC-18" in exc else 0,
            "territories": 0 if "EXC-17" in exc else TERRITORY_VP[len(p.cards["territory"])],
            "characters": 0 if "EXC-15" in exc else CHARACTER_VP[len(p.cards["character"])],
            "ventures": 0 if "EXC-16" in exc else sum(CARDS[c].end_vp for c in p.cards["venture"]),
            "military": mil[seat],
            "resources": res // RESOURCES_PER_VP,
            "excommunication_mp": -p.mp if "EXC-19" in exc else 0,
            "excommunication_buildings": -sum(
                CARDS[c].costs[0].res.wood + CARDS[c].costs[0].res.stone
                for c in p.cards["building"]
            )
            if "EXC-20" in exc
            else 0,
            "excommunication_resources": -res if "EXC-21" in exc else 0,
        }
        b["total"] = sum(b.values())
        out[str(seat)] = b
    return out


def result(state: LorenzoState) -> Result | None:
    if state.final is None:
        return None
    totals = {int(k): v["total"] for k, v in state.final.items()}
    breakdown = {int(k): {c: v[c] for c in CATEGORIES} for k, v in state.final.items()}
    pos = {seat: i for i, seat in enumerate(state.order)}
    ranking = tuple(sorted(totals, key=lambda x: (-totals[x], pos[x])))
    best = totals[ranking[0]]
    tied = [x for x in ranking if totals[x] == best]
    tiebreak: Text = ""
    if len(tied) > 1:
        tiebreak = msg("lor-tiebreak", n=len(tied), vp=best, who=W.who(ranking[0]))
    return Result(
        totals=totals,
        breakdown=breakdown,
        ranking=ranking,
        winners=(ranking[0],),
        tiebreak=tiebreak,
        extra={"turn_order": list(state.order)},
    )
