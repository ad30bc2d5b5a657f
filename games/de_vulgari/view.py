"""What a seat (or the public) may see (spec §5): everything a renderer needs."""

from __future__ import annotations

from games.contract import Decision, Game, seat_token

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
    Zone,
    knowledge_level,
)
from .effects import ranking
from .manuscripts import level_row
from .scoring import breakdown
from .state import DeVulgariState
from .turn import canticle_active
from .views import (
    CanticleView,
    CareerTileView,
    CubesView,
    DeVulgariView,
    EventTileView,
    LibraryTileView,
    ManuscriptRowView,
    ManuscriptView,
    MapView,
    PlayerView,
    RoundSpaceView,
    ScoreTable,
    ScreenView,
    StuporView,
    TracksView,
    TrackView,
    ZoneView,
)

PROVISIONAL = ("richest", "verona", "canticle")


def _event(number: int) -> EventTileView:
    ev = EVENT[number]
    return {
        "number": ev.number,
        "name": ev.name,
        "zone": ev.zone,
        "kind": ev.kind,
        "value": ev.value,
    }


def _career(tile: str) -> CareerTileView:
    return {"id": tile, "name": CAREER[tile].name, "text": CAREER[tile].text}


def _ms(mid: str) -> ManuscriptView:
    m = MANUSCRIPT[mid]
    return {
        "id": mid,
        "level": m.level,
        "roman": ROMAN[m.level],
        "colours": list(m.colours),
        "letters": "".join(COLOUR_LETTER[c] for c in m.colours),
        "vp": m.vp,
    }


def _cubes(counts: dict[str, int]) -> CubesView:
    return {
        "red": counts["red"],
        "black": counts["black"],
        "yellow": counts["yellow"],
        "green": counts["green"],
    }


def _zone(state: DeVulgariState, z: Zone) -> ZoneView:
    n = state.players
    ev = state.event_boxes.get(z.id)
    entry: ZoneView = {
        "id": z.id,
        "name": z.name,
        "colour": z.colour,
        "letter": COLOUR_LETTER[z.colour],
        "site": z.site,
        "lat": COORDS[z.id][0],
        "lon": COORDS[z.id][1],
        "ducats": z.ducats,
        "knowledge": z.knowledge,
        "port": z.sea,
        "event": _event(ev) if ev else None,
        "claimed_by": [
            s
            for s in range(n)
            if z.id in state.player[s].cities
            or (z.id == BOLOGNA and state.player[s].bologna_collected)
        ],
        "pawns": [s for s in range(n) if state.player[s].location == z.id],
    }
    if z.id in state.canticle:
        tile = CANTICLE[state.canticle[z.id]]
        canticle: CanticleView = {
            "tile": tile.id,
            "rounds": list(tile.rounds),
            "active": state.round > 0 and canticle_active(state, z.id),
        }
        entry["canticle"] = canticle
    return entry


def _map(state: DeVulgariState) -> MapView:
    return {
        "zones": [_zone(state, z) for z in ZONES],
        "links": sorted({(a, b) if a <= b else (b, a) for a in ADJACENT for b in ADJACENT[a]}),
        "seas": {
            k: {"ports": list(v), "lat": SEA_COORDS[k][0], "lon": SEA_COORDS[k][1]}
            for k, v in SEAS.items()
        },
        "at_sea": {
            str(s): state.player[s].location[4:]
            for s in range(state.players)
            if state.player[s].location.startswith("sea:")
        },
        "dialects": DIALECT,
    }


def _player(state: DeVulgariState, s: int, seat: int | None) -> PlayerView:
    over = state.phase == "over"
    p = state.player[s]
    tile = p.friar or p.cardinal
    entry: PlayerView = {
        "seat": s,
        "ducats": p.ducats,
        "location": p.location,
        "status": p.status,
        "friar": p.friar,
        "cardinal": p.cardinal,
        "tile_name": CAREER[tile].name if tile else None,
        "green_front": p.green_front,
        "cities": list(p.cities),
        "bologna_unlocked": p.bologna_unlocked,
        "bologna_collected": p.bologna_collected,
        "knowledge_level": knowledge_level(state.track["knowledge"][s]),
        "library_done": p.library_done,
        "election": p.election if over else None,
        "declared": p.declared is not None if state.phase == "election" else None,
    }
    if s == seat:
        step = state.pending[-1] if state.pending else None
        drawn: list[LibraryTileView] = (
            [{"id": t, "vp": LIBRARY[t].vp} for t in step.tiles]
            if step is not None and step.seat == s and step.kind in ("keep", "order")
            else []
        )
        entry["private"] = {"declared": p.declared, "library_in_hand": drawn}
    if state.options.open_screens or over or s == seat:
        screen: ScreenView = {
            "red": p.red,
            "black": p.black,
            "yellow": p.yellow,
            "green": p.green_behind,
            "manuscripts": [_ms(m) for m in p.manuscripts],
        }
        if over or s == seat:
            tile_held = p.library_tile
            screen["library_tile"] = (
                {"id": tile_held, "vp": LIBRARY[tile_held].vp} if tile_held else None
            )
        entry["screen"] = screen
    return entry


def _track(state: DeVulgariState, t: str) -> TrackView:
    return {
        "name": TRACK[t].name,
        "cap": TRACK[t].cap,
        "positions": list(state.track[t]),
        "order": ranking(state, t),
        "off_track": [],
    }


def _tracks(state: DeVulgariState) -> TracksView:
    tracks: TracksView = {
        "knowledge": _track(state, "knowledge"),
        "rest": _track(state, "rest"),
        "verona": _track(state, "verona"),
        "canticle": _track(state, "canticle"),
        "ambassador": _track(state, "ambassador"),
        "orient": _track(state, "orient"),
        "library": _track(state, "library"),
    }
    # IT "toglie il proprio dischetto dall'ultimo spazio della Tabella Messaggero e lo piazza
    # nello spazio adiacente alla città": a collected Bologna moves the disc onto the map
    collected = [s for s in range(state.players) if state.player[s].bologna_collected]
    ambassador = tracks["ambassador"]
    ambassador["order"] = [s for s in ambassador["order"] if s not in collected]
    ambassador["off_track"] = collected
    return tracks


def _round_track(state: DeVulgariState) -> list[RoundSpaceView]:
    out: list[RoundSpaceView] = []
    for i in range(16):
        space: RoundSpaceView = {"space": i + 1, "cubes": _cubes(state.spaces[i])}
        if i < 10:
            # event tiles lie face up on the round track (only the papal tiles are face
            # down, DE Spielaufbau 5.): upcoming events are public
            space["event"] = _event(state.round_events[i]) if i + 1 > state.round else None
        if i >= 11:
            j = i - 11
            space["papal"] = (
                PAPAL[state.papal_revealed[j]].colour
                if j < len(state.papal_revealed)
                else "face-down"
            )
        out.append(space)
    return out


def _manuscript_rows(state: DeVulgariState) -> list[ManuscriptRowView]:
    return [
        {
            "level": lvl,
            "row": level_row(state, lvl),
            "tiles": [_ms(m) for m in state.rows[str(lvl)]],
            "deck": len(state.decks[str(lvl)]),
        }
        for lvl in (1, 2, 3, 4)
    ]


def _stupor(state: DeVulgariState) -> StuporView | None:
    su = state.stupor
    if su is None:
        return None
    return {
        "caller": su.caller,
        "to_answer": list(su.to_answer),
        "accepted": list(su.accepted),
        "bidders": list(su.bidders),
        "passed": list(su.passed),
        "high": su.high,
        "high_seat": su.high_seat,
        "next_index": su.next_index,
    }


def _status(state: DeVulgariState, d: Decision | None) -> str:
    if state.phase == "over":
        return f"Game over after round {state.round}"
    if state.phase == "start" and state.round == 0:
        return "Setup: choosing start cities"
    who = ", ".join(seat_token(s) for s in d.seats) if d else ""
    last = " (last)" if state.last_round else ""
    return f"Round {state.round}{last}, {state.phase}: {who} to decide"


def build_view(
    game: Game[DeVulgariState], state: DeVulgariState, seat: int | None
) -> DeVulgariView:
    """The public view (``seat=None``) or ``seat``'s own view."""
    n = state.players
    over = state.phase == "over"
    known = set(range(n)) if over else ({seat} if seat is not None else set())
    table = breakdown(state, None if over else known)
    # Richest player, Verona and Canticle are scored only after the final election (DE
    # "Nach der abschließenden Wahl"): while the game runs they are the current standing,
    # not VP (at setup every player holds 10 ducats). They go to ``provisional``.
    provisional: ScoreTable = {}
    for s in range(n):
        provisional[str(s)] = {k: table[str(s)][k] for k in PROVISIONAL}
        if not over:
            for k in PROVISIONAL:
                table[str(s)][k] = 0
    d = game.decision(state)
    return {
        "status": _status(state, d),
        "scores": [sum(table[str(s)].values()) for s in range(n)],
        "round": state.round,
        "phase": state.phase,
        "last_round": state.last_round,
        "order": list(state.order),
        "current": state.turn.seat if state.phase == "action" else None,
        "actions_left": state.turn.actions if state.phase == "action" else None,
        "map": _map(state),
        "players": [_player(state, s, seat) for s in range(n)],
        "tracks": _tracks(state),
        "round_track": _round_track(state),
        "cube_spaces": _cubes(state.supply),
        "out_of_play": _cubes(state.out_of_play),
        "manuscripts": {
            "rows": _manuscript_rows(state),
            "lingua_volgare": {"in_play": state.lingua_in_play, "taken": state.lingua_taken},
        },
        "events_used": list(state.used_events),
        "friars_free": [_career(t) for t in state.friars_free],
        "cardinals_free": [_career(t) for t in state.cardinals_free],
        "to_decide": list(d.seats) if d else [],
        "library_pile": len(state.library_pile),
        "stupor": _stupor(state),
        "last_move": dict(state.last_move),
        "score_breakdown": table,
        "provisional": provisional,
        "colours": list(CUBE_COLOURS),
    }
