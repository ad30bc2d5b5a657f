"""What a seat (or the public) may see (spec §5): everything a renderer needs."""

from __future__ import annotations

from typing import Any

from games.contract import seat_token

from .data import (
    ADJACENT,
    BOLOGNA,
    CANTICLE,
    CAREER,
    COLOUR_LETTER,
    COORDS,
    CUBE_COLOURS,
    DIALECT,
    EVENT,
    LIBRARY,
    MANUSCRIPT,
    PAPAL,
    ROMAN,
    SEA_COORDS,
    SEAS,
    TRACK,
    ZONES,
    knowledge_level,
)
from .effects import ranking
from .manuscripts import level_row
from .scoring import breakdown
from .state import DeVulgariState
from .turn import canticle_active

PROVISIONAL = ("richest", "verona", "canticle")


def _event(number: int) -> dict[str, Any]:
    ev = EVENT[number]
    return {"number": ev.number, "name": ev.name, "zone": ev.zone, "kind": ev.kind, "value": ev.value}


def _career(tile: str) -> dict[str, str]:
    return {"id": tile, "name": CAREER[tile].name, "text": CAREER[tile].text}


def _ms(mid: str) -> dict[str, Any]:
    m = MANUSCRIPT[mid]
    return {"id": mid, "level": m.level, "roman": ROMAN[m.level], "colours": list(m.colours),
            "letters": "".join(COLOUR_LETTER[c] for c in m.colours), "vp": m.vp}


def build_view(game: Any, state: DeVulgariState, seat: int | None) -> dict[str, Any]:
    n = state.players
    over = state.phase == "over"
    known = set(range(n)) if over else ({seat} if seat is not None else set())
    table = breakdown(state, None if over else known)
    # Richest player, Verona and Canticle are scored only after the final election (DE
    # "Nach der abschließenden Wahl"): while the game runs they are the current standing,
    # not VP (at setup every player holds 10 ducats). They go to ``provisional``.
    provisional: dict[str, dict[str, int]] = {}
    for s in range(n):
        provisional[str(s)] = {k: table[str(s)][k] for k in PROVISIONAL}
        if not over:
            for k in PROVISIONAL:
                table[str(s)][k] = 0
    scores = [sum(table[str(s)].values()) for s in range(n)]
    d = game.decision(state)
    to_decide = list(d.seats) if d else []
    if over:
        status = f"Game over after round {state.round}"
    elif state.phase == "start" and state.round == 0:
        status = "Setup: choosing start cities"
    else:
        who = ", ".join(seat_token(s) for s in d.seats) if d else ""
        status = f"Round {state.round}{' (last)' if state.last_round else ''}, {state.phase}: {who} to decide"
    zones = []
    for z in ZONES:
        ev = state.event_boxes.get(z.id)
        entry: dict[str, Any] = {
            "id": z.id, "name": z.name, "colour": z.colour, "letter": COLOUR_LETTER[z.colour],
            "site": z.site, "lat": COORDS[z.id][0], "lon": COORDS[z.id][1], "ducats": z.ducats, "knowledge": z.knowledge, "port": z.sea,
            "event": _event(ev) if ev else None,
            "claimed_by": [s for s in range(n) if z.id in state.player[s].cities
                           or (z.id == BOLOGNA and state.player[s].bologna_collected)],
            "pawns": [s for s in range(n) if state.player[s].location == z.id],
        }
        if z.id in state.canticle:
            tile = CANTICLE[state.canticle[z.id]]
            entry["canticle"] = {"tile": tile.id, "rounds": list(tile.rounds),
                                 "active": state.round > 0 and canticle_active(state, z.id)}
        zones.append(entry)
    show_screen = state.options.open_screens or over
    players = []
    for s in range(n):
        p = state.player[s]
        entry = {
            "seat": s, "ducats": p.ducats, "location": p.location, "status": p.status,
            "friar": p.friar, "cardinal": p.cardinal,
            "tile_name": CAREER[p.friar or p.cardinal].name if (p.friar or p.cardinal) else None,
            "green_front": p.green_front, "cities": list(p.cities),
            "bologna_unlocked": p.bologna_unlocked, "bologna_collected": p.bologna_collected,
            "knowledge_level": knowledge_level(state.track["knowledge"][s]),
            "library_done": p.library_done, "election": p.election if over else None,
            "declared": p.declared is not None if state.phase == "election" else None,
        }
        if s == seat:
            step = state.pending[-1] if state.pending else None
            entry["private"] = {
                "declared": p.declared,
                "library_in_hand": [{"id": t, "vp": LIBRARY[t].vp} for t in step.tiles]
                if step is not None and step.seat == s and step.kind in ("keep", "order") else [],
            }
        if show_screen or s == seat:
            entry["screen"] = {"red": p.red, "black": p.black, "yellow": p.yellow,
                               "green": p.green_behind, "manuscripts": [_ms(m) for m in p.manuscripts]}
            if over or s == seat:
                entry["screen"]["library_tile"] = (
                    {"id": p.library_tile, "vp": LIBRARY[p.library_tile].vp} if p.library_tile else None)
        players.append(entry)
    tracks = {}
    for t in TRACK:
        tracks[t] = {"name": TRACK[t].name, "cap": TRACK[t].cap,
                     "positions": list(state.track[t]), "order": ranking(state, t), "off_track": []}
    # IT "toglie il proprio dischetto dall'ultimo spazio della Tabella Messaggero e lo piazza
    # nello spazio adiacente alla città": a collected Bologna moves the disc onto the map
    collected = [s for s in range(n) if state.player[s].bologna_collected]
    tracks["ambassador"]["order"] = [s for s in tracks["ambassador"]["order"] if s not in collected]
    tracks["ambassador"]["off_track"] = collected
    rows = []
    for lvl in (1, 2, 3, 4):
        rows.append({"level": lvl, "row": level_row(state, lvl), "tiles": [_ms(m) for m in state.rows[str(lvl)]],
                     "deck": len(state.decks[str(lvl)])})
    round_track = []
    for i in range(16):
        space = {"space": i + 1, "cubes": dict(state.spaces[i])}
        if i < 10:
            # event tiles lie face up on the round track (only the papal tiles are face
            # down, DE Spielaufbau 5.): upcoming events are public
            space["event"] = _event(state.round_events[i]) if i + 1 > state.round else None
        if i >= 11:
            j = i - 11
            space["papal"] = PAPAL[state.papal_revealed[j]].colour if j < len(state.papal_revealed) else "face-down"
        round_track.append(space)
    v: dict[str, Any] = {
        "status": status,
        "scores": scores,
        "round": state.round,
        "phase": state.phase,
        "last_round": state.last_round,
        "order": list(state.order),
        "current": state.turn.seat if state.phase == "action" else None,
        "actions_left": state.turn.actions if state.phase == "action" else None,
        "map": {"zones": zones,
                "links": sorted({tuple(sorted((a, b))) for a in ADJACENT for b in ADJACENT[a]}),
                "seas": {k: {"ports": list(v), "lat": SEA_COORDS[k][0], "lon": SEA_COORDS[k][1]}
                         for k, v in SEAS.items()},
                "at_sea": {str(s): state.player[s].location[4:] for s in range(n) if state.player[s].location.startswith("sea:")},
                "dialects": DIALECT},
        "players": players,
        "tracks": tracks,
        "round_track": round_track,
        "cube_spaces": dict(state.supply),
        "out_of_play": dict(state.out_of_play),
        "manuscripts": {"rows": rows, "lingua_volgare": {"in_play": state.lingua_in_play, "taken": state.lingua_taken}},
        "events_used": list(state.used_events),
        "friars_free": [_career(t) for t in state.friars_free],
        "cardinals_free": [_career(t) for t in state.cardinals_free],
        "to_decide": to_decide,
        "library_pile": len(state.library_pile),
        "stupor": state.stupor.model_dump() if state.stupor else None,
        "last_move": dict(state.last_move),
        "score_breakdown": table,
        "provisional": provisional,
    }
    v["colours"] = [c for c in CUBE_COLOURS]
    return v
