"""view(state, seat): everything a renderer needs; hidden information only for its owner."""

from __future__ import annotations

from typing import Any

from games.contract import seat_token

from .data import (
    BONUS_TILES,
    CARDS,
    EXCOMMUNICATIONS,
    FAITH_REQUIRED,
    FAITH_VP,
    FAMILY,
    FLOOR_BONUS,
    FLOOR_MIN,
    LEADERS,
    PREACHER,
    SLOT_MP,
    SPACES_LIST,
    TOWER_COLOUR,
    TYPES,
)
from .effects import fm_value
from .present import space_label
from .state import LorenzoState

PREACHER_TEXT = "No bonuses from tower floors 3 and 4"  # E-7


def card_view(cid: str) -> dict[str, Any]:
    c = CARDS[cid]
    permanent = PREACHER_TEXT if cid == PREACHER else c.permanent.text()
    return {
        "id": cid, "name": c.name, "type": c.type, "period": c.period,
        "cost": [x.text() for x in c.costs], "immediate": c.immediate.text(),
        "activation": c.activation or None, "permanent": permanent,
        "bonus": list(c.bonus) if c.bonus else None,
        "discount": c.discount.text() if c.discount else None, "end_vp": c.end_vp,
    }


def leader_view(lid: str) -> dict[str, Any]:
    ld = LEADERS[lid]
    return {"id": lid, "name": ld.name, "requirement": ld.req.text(), "ability": ld.text,
            "once_per_round": ld.once}


def tile_view(tid: str) -> dict[str, Any]:
    return {"id": tid, "harvest": BONUS_TILES[tid].harvest.text(),
            "production": BONUS_TILES[tid].production.text()}


def final_view(state: LorenzoState) -> dict[str, Any] | None:
    """The breakdown per seat (keys "0", "1", …) plus winner / ranking / tiebreak (SC-9)."""
    if state.final is None:
        return None
    from .scoring import result

    r = result(state)
    out: dict[str, Any] = {k: dict(v) for k, v in state.final.items()}
    if r is not None:
        out.update(winner=r.winners[0], ranking=list(r.ranking), tiebreak=r.tiebreak)
    return out


def status(state: LorenzoState) -> str:
    from .rules import STEPS

    if state.phase == "over":
        return "Game over"
    where = f"Round {state.round}/6, period {(state.round + 1) // 2}" if state.round else "Setup"
    if not state.pending:
        return where
    step = state.pending[-1]
    who = seat_token(step.seat) if step.seat >= 0 else "everyone"
    return f"{where}, {state.phase}: {who} to {STEPS.asks[step.kind].doing}"


def view(state: LorenzoState, seat: int | None) -> dict[str, Any]:
    scores = ([state.final[str(i)]["total"] for i in range(state.players)] if state.final
              else [p.vp for p in state.p])
    towers = {}
    for t in TYPES:
        floors = []
        for f in range(4):
            sp = f"tower.{TOWER_COLOUR[t]}.{f + 1}"
            occ = [{"seat": pl.seat, "fm": pl.fm, "value": pl.value}
                   for pl in state.placements if pl.space == sp]
            cid = state.towers.get(t, [None] * 4)[f]
            floors.append({"space": sp, "label": space_label(sp), "floor": f + 1,
                           "min_value": [1, 3, 5, 7][f],
                           "bonus": FLOOR_BONUS[t][f].text() if FLOOR_BONUS[t][f] else None,
                           "card": card_view(cid) if cid else None, "family": occ})
        towers[TOWER_COLOUR[t]] = {"type": t, "floors": floors}
    spaces = []
    for sp in SPACES_LIST:
        if sp.area.startswith("tower"):
            continue
        spaces.append({
            "id": sp.id, "label": space_label(sp.id), "area": sp.area,
            "gain": sp.gain.text() if sp.gain else None,
            "malus": sp.malus, "covered": sp.min_players > state.players,
            "family": [{"seat": pl.seat, "fm": pl.fm, "value": pl.value}
                       for pl in state.placements if pl.space == sp.id],
        })
    choosing = {step.seat for step in state.pending if step.kind == "tile"}  # S-10: tile not chosen yet
    players = []
    for i, p in enumerate(state.p):
        players.append({
            "seat": i,
            "resources": {"wood": p.wood, "stone": p.stone, "servants": p.servants,
                          "coins": p.coins},
            "vp": p.vp, "mp": p.mp, "fp": p.fp, "faith_vp": p.faith_vp,
            "bonus_tile": None if i in choosing else tile_view(p.tile),
            "cards": {t: [{"id": c, "name": CARDS[c].name} for c in p.cards[t]] for t in TYPES},
            "excommunications": list(p.excommunications),
            "leaders": [dict(leader_view(x), used=x in p.used) for x in p.leaders],
            "lorenzo_copy": p.copied,
            "federico": p.federico,
            "hand_size": len(p.hand),
            "family": {fm: {"value": fm_value(state, p, fm) if state.dice else None,
                            "placed": fm in p.placed} for fm in FAMILY},
        })
    out: dict[str, Any] = {
        "status": status(state),
        "scores": scores,
        "round": state.round,
        "period": (state.round + 1) // 2 if state.round else 0,
        "phase": state.phase,
        "turn_order": list(state.order),
        "current": state.pending[-1].seat if state.pending and state.pending[-1].seat >= 0 else None,
        "dice": dict(state.dice),
        "towers": towers,
        "spaces": spaces,
        "council": list(state.council),
        "excommunication_tiles": [
            {"id": x, "period": i + 1, "text": EXCOMMUNICATIONS[x].text,
             "faith_required": FAITH_REQUIRED[i + 1],
             "excommunicated": [j for j, p in enumerate(state.p) if x in p.excommunications]}
            for i, x in enumerate(state.excommunication_tiles)],
        "deck_sizes": {t: len(state.decks.get(t, [])) for t in TYPES},
        "players": players,
        "last": state.last,
        "last_move": dict(state.last_move),
        "options": {"bonus_tiles": state.bonus_tiles, "leaders": state.leaders_on,
                    "no_overspend": state.no_overspend},
        "final": final_view(state),
        "bonus_tiles_available": (
            [tile_view(t) for t in ("A", "B", "C", "D") if t not in {q.tile for q in state.p}]
            if choosing else []),
        "board": {  # printed board values (data.py)
            "faith_vp": list(FAITH_VP),
            "faith_required": [FAITH_REQUIRED[i] for i in (1, 2, 3)],
            "territory_mp": list(SLOT_MP),
            "floor_min": list(FLOOR_MIN),
        },
    }
    if seat is not None and 0 <= seat < state.players:
        p = state.p[seat]
        out["private"] = {
            "seat": seat,
            "hand": [leader_view(x) for x in p.hand],
            "draft": [leader_view(x) for x in state.draft[seat]] if state.draft else [],
        }
    return out
