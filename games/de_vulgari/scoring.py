"""Final scoring (spec §14) and the tie-break (§15)."""

from __future__ import annotations

from itertools import product

from games.contract import Result
from games.messages import Msg, Text, Who, msg

from .data import (
    CANTICLE_VP,
    CAREER,
    COLOURS,
    ELECTION,
    FIVE_COLOUR_BONUS,
    LIBRARY,
    MANUSCRIPT,
    REMAINING_CUBES_VP,
    RICHEST_VP,
    VERONA_VP,
)
from .effects import cube_value, ranking
from .state import DeVulgariState
from .words import fold, joined

CATEGORIES = (
    "status",
    "cubes",
    "secretaries",
    "library",
    "richest",
    "verona",
    "canticle",
    "manuscripts",
    "tiles",
)


def has_five_colours(manuscripts: list[str]) -> bool:
    """Best assignment of two-colour tiles (§14 VII); Lingua Volgare has no colour."""
    singles = {MANUSCRIPT[m].colours[0] for m in manuscripts if len(MANUSCRIPT[m].colours) == 1}
    doubles = [MANUSCRIPT[m].colours for m in manuscripts if len(MANUSCRIPT[m].colours) == 2]
    missing = set(COLOURS) - singles
    if not missing:
        return True
    if len(doubles) < len(missing):
        return False
    useful = [d for d in doubles if set(d) & missing][:10]
    for pick in product(*useful):
        if missing <= set(pick):
            return True
    return False


def manuscript_vp(manuscripts: list[str]) -> int:
    return sum(MANUSCRIPT[m].vp for m in manuscripts) + (
        FIVE_COLOUR_BONUS if has_five_colours(manuscripts) else 0
    )


def tile_vp(state: DeVulgariState, seat: int) -> int:
    """Ralph/Gigi while still a friar; Lanzuisi/Shlasinger unless Pope (§14 VIII)."""
    p = state.player[seat]
    if p.election == "pope":
        return 0
    tile = p.friar if p.status == "friar" else p.cardinal if p.status == "cardinal" else None
    return CAREER[tile].end_vp if tile else 0


def breakdown(
    state: DeVulgariState, seats_known: set[int] | None = None
) -> dict[str, dict[str, int]]:
    """VP per category per seat. ``seats_known`` limits hidden categories (cubes behind
    the screen, manuscripts, library) to those seats; None = everything (the end)."""
    n = state.players
    known = set(range(n)) if seats_known is None else seats_known
    out = {str(s): {c: 0 for c in CATEGORIES} for s in range(n)}
    for s in range(n):
        p = state.player[s]
        if p.election:
            out[str(s)]["status"] = ELECTION[p.election][2]
        out[str(s)]["tiles"] = tile_vp(state, s)
        if s in known:
            out[str(s)]["secretaries"] = p.green_behind
            out[str(s)]["library"] = LIBRARY[p.library_tile].vp if p.library_tile else 0
            out[str(s)]["manuscripts"] = manuscript_vp(p.manuscripts)
    if seats_known is None:
        values = {s: cube_value(state.player[s]) for s in range(n)}
        best = max(values.values())
        if best > 0:  # I-24
            top = [s for s in range(n) if values[s] == best]
            out[str(ranking(state, "knowledge", top)[0])]["cubes"] = REMAINING_CUBES_VP
    ducats = [p.ducats for p in state.player]
    if max(ducats) > 0:  # D-1: nobody is "richest" with no money at all (as I-24)
        rich = ranking(state, "knowledge", [s for s in range(n) if ducats[s] == max(ducats)])[0]
        kind = "merchant" if state.player[rich].status == "merchant" else "religious"
        out[str(rich)]["richest"] = RICHEST_VP[kind]
    vr = ranking(state, "verona")[0]
    pos = state.track["verona"][vr]
    if pos >= 4:
        out[str(vr)]["verona"] = VERONA_VP[min(pos, 6)]
    cant = [s for s in ranking(state, "canticle") if state.track["canticle"][s] > 0]  # I-25
    for place, s in enumerate(cant[:2]):
        out[str(s)]["canticle"] = CANTICLE_VP[place]
    return out


def result(state: DeVulgariState) -> Result:
    table = state.scores or breakdown(state)
    n = state.players
    totals = {s: sum(table[str(s)].values()) for s in range(n)}
    know = ranking(state, "knowledge")
    order = tuple(sorted(range(n), key=lambda s: (-totals[s], know.index(s))))
    parts: list[Msg] = []
    for total in sorted(set(totals.values()), reverse=True):
        tied = [s for s in order if totals[s] == total]
        if len(tied) > 1:
            parts.append(msg("dv-tied", vp=total, seats=joined([Who(s) for s in tied])))
    sentence: Text = msg("dv-tiebreak", ties=fold("dv-semicolon", parts)) if parts else ""
    return Result(
        totals=totals,
        breakdown={s: dict(table[str(s)]) for s in range(n)},
        ranking=order,
        winners=(order[0],),
        tiebreak=sentence,
        extra={"rounds": state.round},
    )
