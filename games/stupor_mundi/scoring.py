"""Ally income (R-11.3) and final scoring (R-12)."""

from __future__ import annotations

from typing import Any

from games.contract import Result
from games.messages import Text, msg

from . import data as D
from . import words as W
from .core import ally_ids, count_kind, spec_pos, structures
from .state import SMState


def ally_condition(state: SMState, seat: int, ally: str) -> bool:
    """R-16.4: the +2 condition of an ally, checked now."""
    p, f = state.pl[seat], state.palace
    if ally == "I-MOCE":
        return any(spec_pos(c)[1] > f.spec for c in p.specs)
    return {
        "I-THEO": lambda: p.grain >= f.grain,
        "I-MAUM": lambda: p.stone >= f.stone,
        "I-ALTA": lambda: p.aug > f.treasury,
        "I-SEVE": lambda: count_kind(p, "tower") > f.towers,
        "I-CAST": lambda: count_kind(p, "wall") > f.walls,
        "I-IDAL": lambda: count_kind(p, "keep") > f.keeps,
        "I-GREG": lambda: structures(p) > f.structures,
        "I-GISE": lambda: len(ally_ids(p)) > f.court,
        "L-SIGE": lambda: f.grain >= 3,
        "L-OKEC": lambda: f.stone >= 3,
        "L-TENT": lambda: f.treasury >= 9,
        "L-ROMI": lambda: f.towers >= 3,
        "L-BALT": lambda: f.walls >= 3,
        "L-DOME": lambda: f.keeps >= 2,
        "L-SEBA": lambda: f.structures >= 6,
        "L-GISE": lambda: f.court >= 3,
        "L-PHIL": lambda: f.spec >= 3,
    }[ally]()


def ally_income(state: SMState, seat: int) -> list[tuple[str, int]]:
    return [(a, 3 if ally_condition(state, seat, a) else 1) for a in ally_ids(state.pl[seat])]


def majority(counts: list[int], players: int) -> list[int]:
    """R-12.3: +4 to all tied for most; +2 to the second-highest distinct count (3-4 players)."""
    distinct = sorted(set(counts), reverse=True)
    out = []
    for c in counts:
        if c == distinct[0]:
            out.append(4)
        elif players >= 3 and len(distinct) > 1 and c == distinct[1]:
            out.append(2)
        else:
            out.append(0)
    return out


def majority_bonus(state: SMState, counts: list[int]) -> list[int]:
    """R-12.3 for these structure counts, with the solo option of R-17 A-11."""
    if state.players == 1 and state.solo_majority_vs_frederick:
        return [4 if counts[0] >= state.palace.structures else 0]
    return majority(counts, state.players)


TRACK_CATEGORIES = ("allies", "edicts", "castle_income", "workplace", "cards", "city")


def final_scores(state: SMState) -> dict[str, Any]:
    """R-12.2: track VP + structures + majority + resources/aug conversion."""
    counts = [structures(p) for p in state.pl]
    maj = majority_bonus(state, counts)
    breakdown: dict[int, dict[str, int]] = {}
    for s, p in enumerate(state.pl):
        row = {c: p.vp_by.get(c, 0) for c in TRACK_CATEGORIES}
        other = p.vp - sum(row.values())
        if other:
            row["other"] = other
        row["structures"] = counts[s]
        row["majority"] = maj[s]
        row["coins"] = (p.aug + 2 * (p.grain + p.stone)) // 6
        breakdown[s] = row
    totals = {str(s): sum(r.values()) for s, r in breakdown.items()}
    return {
        "breakdown": {str(s): r for s, r in breakdown.items()},
        "totals": totals,
        "greats": [p.greats for p in state.pl],
    }


def build_result(state: SMState) -> Result:
    f = state.final
    assert f is not None
    totals = {int(k): v for k, v in f["totals"].items()}
    breakdown = {int(k): v for k, v in f["breakdown"].items()}
    greats = f["greats"]
    ranking = tuple(sorted(totals, key=lambda s: (-totals[s], -greats[s], s)))
    best = ranking[0]
    winners = tuple(s for s in ranking if totals[s] == totals[best] and greats[s] == greats[best])
    tied = [s for s in ranking if totals[s] == totals[best]]
    tiebreak: Text = ""
    if len(tied) > 1:
        vp, great = W.amount(totals[best], "vp"), greats[best]
        if len(winners) == 1:
            tiebreak = msg("sm-tie-won", who=W.who(best), vp=vp, greats=great)
        else:
            tiebreak = msg("sm-tie-shared", vp=vp, greats=great)
    extra = {"end_flags": list(state.end_flags), "rounds": state.round}
    if state.players == 1:
        title = next(t for lim, t in D.SOLO_TITLES if totals[0] >= lim)
        extra["title"] = title
    return Result(
        totals=totals,
        breakdown=breakdown,
        ranking=ranking,
        winners=winners,
        tiebreak=tiebreak,
        extra=extra,
    )
