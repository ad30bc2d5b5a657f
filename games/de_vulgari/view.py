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


def build_view(game: Any, st: DeVulgariState, seat: int | None) -> dict[str, Any]:
    n = st.players
    over = st.phase == "over"
    known = set(range(n)) if over else ({seat} if seat is not None else set())
    table = breakdown(st, None if over else known)
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
    d = game.decision(st)
    to_decide = list(d.seats) if d else []
    if over:
        status = f"Game over after round {st.round}"
    elif st.phase == "start" and st.round == 0:
        status = "Setup: choosing start cities"
    else:
        who = ", ".join(seat_token(s) for s in d.seats) if d else ""
        status = f"Round {st.round}{' (last)' if st.last_round else ''}, {st.phase}: {who} to decide"
    zones = []
    for z in ZONES:
        ev = st.event_boxes.get(z.id)
        entry: dict[str, Any] = {
            "id": z.id, "name": z.name, "colour": z.colour, "letter": COLOUR_LETTER[z.colour],
            "site": z.site, "lat": COORDS[z.id][0], "lon": COORDS[z.id][1], "ducats": z.ducats, "knowledge": z.knowledge, "port": z.sea,
            "event": _event(ev) if ev else None,
            "claimed_by": [s for s in range(n) if z.id in st.player[s].cities
                           or (z.id == BOLOGNA and st.player[s].bologna_collected)],
            "pawns": [s for s in range(n) if st.player[s].location == z.id],
        }
        if z.id in st.canticle:
            tile = CANTICLE[st.canticle[z.id]]
            entry["canticle"] = {"tile": tile.id, "rounds": list(tile.rounds),
                                 "active": st.round > 0 and canticle_active(st, z.id)}
        zones.append(entry)
    show_screen = st.options.open_screens or over
    players = []
    for s in range(n):
        p = st.player[s]
        entry = {
            "seat": s, "ducats": p.ducats, "location": p.location, "status": p.status,
            "friar": p.friar, "cardinal": p.cardinal,
            "tile_name": CAREER[p.friar or p.cardinal].name if (p.friar or p.cardinal) else None,
            "green_front": p.green_front, "cities": list(p.cities),
            "bologna_unlocked": p.bologna_unlocked, "bologna_collected": p.bologna_collected,
            "knowledge_level": knowledge_level(st.track["knowledge"][s]),
            "library_done": p.library_done, "election": p.election if over else None,
            "declared": p.declared is not None if st.phase == "election" else None,
        }
        if s == seat:
            step = st.pending[-1] if st.pending else None
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
                     "positions": list(st.track[t]), "order": ranking(st, t), "off_track": []}
    # IT "toglie il proprio dischetto dall'ultimo spazio della Tabella Messaggero e lo piazza
    # nello spazio adiacente alla città": a collected Bologna moves the disc onto the map
    collected = [s for s in range(n) if st.player[s].bologna_collected]
    tracks["ambassador"]["order"] = [s for s in tracks["ambassador"]["order"] if s not in collected]
    tracks["ambassador"]["off_track"] = collected
    rows = []
    for lvl in (1, 2, 3, 4):
        rows.append({"level": lvl, "row": level_row(st, lvl), "tiles": [_ms(m) for m in st.rows[str(lvl)]],
                     "deck": len(st.decks[str(lvl)])})
    round_track = []
    for i in range(16):
        space = {"space": i + 1, "cubes": dict(st.spaces[i])}
        if i < 10:
            # event tiles lie face up on the round track (only the papal tiles are face
            # down, DE Spielaufbau 5.): upcoming events are public
            space["event"] = _event(st.round_events[i]) if i + 1 > st.round else None
        if i >= 11:
            j = i - 11
            space["papal"] = PAPAL[st.papal_revealed[j]].colour if j < len(st.papal_revealed) else "face-down"
        round_track.append(space)
    v: dict[str, Any] = {
        "status": status,
        "scores": scores,
        "round": st.round,
        "phase": st.phase,
        "last_round": st.last_round,
        "order": list(st.order),
        "current": st.turn.seat if st.phase == "action" else None,
        "actions_left": st.turn.actions if st.phase == "action" else None,
        "map": {"zones": zones,
                "links": sorted({tuple(sorted((a, b))) for a in ADJACENT for b in ADJACENT[a]}),
                "seas": {k: {"ports": list(v), "lat": SEA_COORDS[k][0], "lon": SEA_COORDS[k][1]}
                         for k, v in SEAS.items()},
                "at_sea": {str(s): st.player[s].location[4:] for s in range(n) if st.player[s].location.startswith("sea:")},
                "dialects": DIALECT},
        "players": players,
        "tracks": tracks,
        "round_track": round_track,
        "cube_spaces": dict(st.supply),
        "out_of_play": dict(st.out_of_play),
        "manuscripts": {"rows": rows, "lingua_volgare": {"in_play": st.lingua_in_play, "taken": st.lingua_taken}},
        "events_used": list(st.used_events),
        "friars_free": [_career(t) for t in st.friars_free],
        "cardinals_free": [_career(t) for t in st.cardinals_free],
        "to_decide": to_decide,
        "library_pile": len(st.library_pile),
        "stupor": st.stupor.model_dump() if st.stupor else None,
        "last_move": dict(st.last_move),
        "score_breakdown": table,
        "provisional": provisional,
    }
    v["colours"] = [c for c in CUBE_COLOURS]
    return v
