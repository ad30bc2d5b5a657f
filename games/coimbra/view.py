"""view(state, seat): everything a renderer needs; the public view hides only the deck order."""

from __future__ import annotations

from games.coimbra import data as D
from games.coimbra import rules
from games.coimbra import scoring as S
from games.coimbra import texts as T
from games.coimbra import words as W
from games.coimbra.state import CoimbraState
from games.coimbra.views import (
    CardView,
    CoimbraView,
    DistrictEntry,
    FinalView,
    PlayerView,
    StartPair,
    TrackView,
)
from games.contract import seat_token

PHASE_NAME = {
    "setup": "start choices",
    "B": "phase B (place dice)",
    "C": "phase C (take dice back)",
    "E": "phase E (income)",
    "F": "phase F (expeditions)",
    "end": "game over",
}


def card_view(cid: str) -> CardView:
    c = D.CITIZENS[cid]
    return {
        "id": c.id,
        "profession": c.profession,
        "back": c.back,
        "cost": c.cost,
        "influence": c.influence,
        "bonus": c.bonus.kind,
        "bonus_text": c.bonus.text(),
        "text": W.english(T.bonus(c.bonus)),
        "timing": c.timing,
        "diplomas": list(c.diplomas),
    }


def status(state: CoimbraState) -> str:
    """The status line in English (`words.status`; the pictures draw it from the same message)."""
    seat = state.pending[-1].seat if state.pending else None
    line = W.status(state.round, state.phase, seat)
    if line is not None:
        return W.english(line)
    who = "-" if seat is None else seat_token(seat)
    return f"Round {state.round}/4, {PHASE_NAME.get(state.phase, state.phase)}: {who} to decide."


def scores(state: CoimbraState) -> list[int]:
    """VP so far; after the end, the final totals (R-10)."""
    if state.phase == "end":
        return [sum(S.breakdown(state, s).values()) for s in range(state.players)]
    return [pl.vp for pl in state.p]


def start_pairs(state: CoimbraState) -> list[StartPair]:
    """R-3.5: the pairs as laid out; ``taken_by`` is the seat that took the pair (None: still
    free)."""
    dealt = (
        state.pairs_dealt if len(state.pairs_dealt) == len(state.start_pairs) else state.start_pairs
    )
    out: list[StartPair] = []
    for k, free in enumerate(state.start_pairs):
        pair = free or dealt[k]
        taken_by = None if free else state.pair_taken_by.get(str(k))
        if not free and taken_by is None:  # a state saved before pair_taken_by existed
            taken_by = next(
                (s for s, pl in enumerate(state.p) if pair and pair[0] in pl.cards), None
            )
        out.append({"cards": [card_view(c) for c in pair], "taken_by": taken_by})
    return out


def final(state: CoimbraState) -> FinalView | None:
    """R-10: per-seat breakdown, totals and ``result()``'s ranking, winner and tie-break
    sentence."""
    if state.phase != "end":
        return None
    res = S.final_result(state)
    n = state.players
    return {
        "breakdown": [res.breakdown[s] for s in range(n)],
        "totals": [res.totals[s] for s in range(n)],
        "ranking": list(res.ranking),
        "winner": res.winners[0],
        "winners": list(res.winners),
        "tiebreak": W.english(res.tiebreak),
    }


def view(state: CoimbraState, seat: int | None) -> CoimbraView:
    dice = {d.id: d for d in state.dice}
    rows: dict[str, list[DistrictEntry]] = {}
    for district, row in state.rows.items():
        entries: list[DistrictEntry] = []
        for e in row:
            if e in state.tokens:
                entries.append(
                    {
                        "kind": "token",
                        "id": e,
                        "value": state.tokens[e],
                        "face_down": e in state.tokens_down,
                    }
                )
            else:
                d = dice[e]
                entries.append(
                    {
                        "kind": "die",
                        "id": d.id,
                        "colour": d.colour,
                        "value": d.value,
                        "total": d.total,
                        "owner": d.owner,
                        "capped": d.capped,
                        "active": d.district is not None,
                    }
                )
        rows[district] = entries
    players: list[PlayerView] = []
    for s, pl in enumerate(state.p):
        by_timing: dict[str, list[CardView]] = {"I": [], "C": [], "E": [], "EG": []}
        for cid in pl.cards:
            cv = card_view(cid)
            by_timing[cv["timing"]].append(cv)
        counts, jokers = S.diplomas(state, s)
        players.append(
            {
                "seat": s,
                "flag": state.order.index(s) + 1,
                "coins": pl.coins,
                "guards": pl.guards,
                "vp": pl.vp,
                "tracks": dict(pl.tracks),
                "pilgrim": pl.pilgrim,
                "cards": by_timing,
                "monasteries": list(pl.monasteries),
                "expeditions": list(pl.expeditions),
                "favours": list(pl.favours),
                "crown_tiles": list(pl.crown_tiles),
                "crowns": S.crowns_now(state, s),
                "diplomas": {**counts, "joker": jokers},
                "discs_in_supply": pl.supply,
                "dice": [
                    {
                        "id": d.id,
                        "colour": d.colour,
                        "value": d.value,
                        "placed": d.district,
                        "cashed": d.income_done,
                    }
                    for d in state.dice
                    if d.owner == s
                ],
            }
        )
    tracks: dict[str, TrackView] = {}
    for t in D.TRACKS:
        tile = D.SCORING_TILES[state.scoring[t]]
        tracks[t] = {
            "name": t,
            "scoring_tile": tile.id,
            "values": list(tile.values(state.players)),
            "income": T.income_boxes(t),
            "ranking": S.track_ranking(state, t),
            "discs": [
                {"seat": s, "space": state.p[s].tracks[t], "stack": state.p[s].seq[t]}
                for s in range(state.players)
            ],
        }
    out: CoimbraView = {
        "game": "coimbra",
        "status": status(state),
        "scores": scores(state),
        "round": state.round,
        "phase": state.phase,
        "players": players,
        "turn_order": list(state.order),
        "flags": [
            {
                "flag": f.number,
                "crowns": f.crowns,
                "seat": state.order[i] if i < state.players else None,
            }
            for i, f in enumerate(D.FLAGS)
        ],
        "to_move": state.pending[-1].seat if state.pending and state.phase != "end" else None,
        "districts": rows,
        "district_names": dict(D.DISTRICT_NAME),
        "card_rows": {
            t: [card_view(c) if c else None for c in state.cards.get(t, [])] for t in D.TOWNS
        },
        "crown_tiles": dict(state.crowns_on),
        "favour_row": [
            {
                "id": f,
                "crowns": D.FAVOURS[f].crowns,
                "text": W.english(T.favour(f)),
                "cap_tile": f == D.CAP_FAVOUR and state.cap_on is None,
            }
            for f in state.favour_row
        ],
        "cap_on": state.cap_on,
        "pool": [
            {"id": d.id, "colour": d.colour, "value": d.value}
            for d in state.dice
            if d.owner is None
        ],
        "tracks": tracks,
        "pilgrim_map": {
            "nodes": sorted(set(D.ADJACENT) | set(D.CORNERS)),
            "edges": [f"{a}-{b}" for a, b in D.EDGES],
            "roads": {k: list(v) for k, v in D.ROADS.items()},
            "monasteries": {
                n: {
                    "id": m,
                    "level": D.MONASTERY_NODES[n],
                    "bonus": D.MONASTERIES[m].bonus.text(),
                    "text": W.english(T.monastery(m)),
                    "discs": list(state.map_discs.get(n, [])),
                }
                for n, m in state.map.items()
            },
            "pilgrims": {s: pl.pilgrim for s, pl in enumerate(state.p)},
        },
        "expeditions": [
            {
                "id": x,
                "name": D.EXPEDITIONS[x].name,
                "task": D.EXPEDITIONS[x].task,
                "cost": D.EXPEDITIONS[x].cost,
                "resource": D.EXPEDITIONS[x].resource,
                "tracks": list(D.EXPEDITIONS[x].tracks),
                "profession": D.EXPEDITIONS[x].profession,
                "text": W.english(T.expedition(x)),
                "discs": list(state.exp_discs.get(x, [])),
            }
            for x in state.expeditions
        ],
        "start_pairs": start_pairs(state),
        "deck_size": len(state.deck),
        "discard": list(state.discard),
        "discard_top": card_view(state.discard[-1]) if state.discard else None,
        "final": final(state),
        "last_move": {
            "seat": state.last_seat,
            "choice": state.last_choice,
            "events": list(rules.last_lines(state)),
        },
    }
    if seat is not None:
        out["you"] = seat
    return out
