"""view(state, seat): everything a renderer needs; the public view hides only the deck order."""

from __future__ import annotations

from typing import Any

from games.coimbra import data as D
from games.coimbra import scoring as S
from games.coimbra import texts as T
from games.coimbra.state import CoimbraState
from games.contract import seat_token

PHASE_NAME = {"setup": "start choices", "B": "phase B (place dice)", "C": "phase C (take dice back)",
              "E": "phase E (income)", "F": "phase F (expeditions)", "end": "game over"}


def card_view(cid: str) -> dict[str, Any]:
    c = D.CITIZENS[cid]
    return {"id": c.id, "profession": c.profession, "back": c.back, "cost": c.cost, "influence": c.influence,
            "bonus": c.bonus.kind, "bonus_text": c.bonus.text(), "text": T.bonus(c.bonus), "timing": c.timing,
            "diplomas": list(c.diplomas)}


def status(st: CoimbraState) -> str:
    if st.phase == "end":
        return f"Game over after round {st.round}."
    who = seat_token(st.pending[-1].seat) if st.pending else "-"
    return f"Round {st.round}/4, {PHASE_NAME.get(st.phase, st.phase)}: {who} to decide."


def scores(st: CoimbraState) -> list[int]:
    """VP so far; after the end, the final totals (R-10)."""
    if st.phase == "end":
        return [sum(S.breakdown(st, s).values()) for s in range(st.players)]
    return [pl.vp for pl in st.p]


def start_pairs(st: CoimbraState) -> list[dict[str, Any]]:
    """R-3.5: the pairs as laid out; ``taken_by`` is the seat that took the pair (None: still free)."""
    dealt = st.pairs_dealt if len(st.pairs_dealt) == len(st.start_pairs) else st.start_pairs
    out = []
    for k, free in enumerate(st.start_pairs):
        pair = free or dealt[k]
        taken_by = None if free else st.pair_taken_by.get(str(k))
        if not free and taken_by is None:  # a state saved before pair_taken_by existed
            taken_by = next((s for s, pl in enumerate(st.p) if pair and pair[0] in pl.cards), None)
        out.append({"cards": [card_view(c) for c in pair], "taken_by": taken_by})
    return out


def final(st: CoimbraState) -> dict[str, Any] | None:
    """R-10: per-seat breakdown, totals and ``result()``'s ranking, winner and tie-break sentence."""
    if st.phase != "end":
        return None
    res = S.final_result(st)
    n = st.players
    return {"breakdown": [res.breakdown[s] for s in range(n)], "totals": [res.totals[s] for s in range(n)],
            "ranking": list(res.ranking), "winner": res.winners[0], "winners": list(res.winners),
            "tiebreak": res.tiebreak}


def view(st: CoimbraState, seat: int | None) -> dict[str, Any]:
    dice = {d.id: d for d in st.dice}
    rows = {}
    for district, row in st.rows.items():
        entries = []
        for e in row:
            if e in st.tokens:
                entries.append({"kind": "token", "id": e, "value": st.tokens[e], "face_down": e in st.tokens_down})
            else:
                d = dice[e]
                entries.append({"kind": "die", "id": d.id, "colour": d.colour, "value": d.value, "total": d.total,
                                "owner": d.owner, "capped": d.capped, "active": d.district is not None})
        rows[district] = entries
    players = []
    for s, pl in enumerate(st.p):
        by_timing: dict[str, list[dict[str, Any]]] = {"I": [], "C": [], "E": [], "EG": []}
        for cid in pl.cards:
            cv = card_view(cid)
            by_timing[cv["timing"]].append(cv)
        counts, jokers = S.diplomas(st, s)
        players.append({
            "seat": s, "flag": st.order.index(s) + 1, "coins": pl.coins, "guards": pl.guards, "vp": pl.vp,
            "tracks": dict(pl.tracks), "pilgrim": pl.pilgrim, "cards": by_timing,
            "monasteries": list(pl.monasteries), "expeditions": list(pl.expeditions),
            "favours": list(pl.favours), "crown_tiles": list(pl.crown_tiles), "crowns": S.crowns_now(st, s),
            "diplomas": {**counts, "joker": jokers}, "discs_in_supply": pl.supply,
            "dice": [{"id": d.id, "colour": d.colour, "value": d.value, "placed": d.district,
                      "cashed": d.income_done} for d in st.dice if d.owner == s],
        })
    tracks = {}
    for t in D.TRACKS:
        tile = D.SCORING_TILES[st.scoring[t]]
        tracks[t] = {"name": t, "scoring_tile": tile.id, "values": list(tile.values(st.players)),
                     "income": T.income_boxes(t),
                     "ranking": S.track_ranking(st, t),
                     "discs": [{"seat": s, "space": st.p[s].tracks[t], "stack": st.p[s].seq[t]}
                               for s in range(st.players)]}
    out: dict[str, Any] = {
        "game": "coimbra", "status": status(st), "scores": scores(st),
        "round": st.round, "phase": st.phase, "players": players, "turn_order": list(st.order),
        "flags": [{"flag": f.number, "crowns": f.crowns, "seat": st.order[i] if i < st.players else None}
                  for i, f in enumerate(D.FLAGS)],
        "to_move": st.pending[-1].seat if st.pending and st.phase != "end" else None,
        "districts": rows,
        "district_names": dict(D.DISTRICT_NAME),
        "card_rows": {t: [card_view(c) if c else None for c in st.cards.get(t, [])] for t in D.TOWNS},
        "crown_tiles": dict(st.crowns_on),
        "favour_row": [{"id": f, "crowns": D.FAVOURS[f].crowns, "text": T.favour(f),
                        "cap_tile": f == D.CAP_FAVOUR and st.cap_on is None} for f in st.favour_row],
        "cap_on": st.cap_on,
        "pool": [{"id": d.id, "colour": d.colour, "value": d.value} for d in st.dice if d.owner is None],
        "tracks": tracks,
        "pilgrim_map": {
            "nodes": sorted(set(D.ADJACENT) | set(D.CORNERS)),
            "edges": [f"{a}-{b}" for a, b in D.EDGES], "roads": {k: list(v) for k, v in D.ROADS.items()},
            "monasteries": {n: {"id": m, "level": D.MONASTERY_NODES[n], "bonus": D.MONASTERIES[m].bonus.text(),
                                "text": T.monastery(m),
                                "discs": list(st.map_discs.get(n, []))} for n, m in st.map.items()},
            "pilgrims": {s: pl.pilgrim for s, pl in enumerate(st.p)},
        },
        "expeditions": [{"id": x, "name": D.EXPEDITIONS[x].name, "task": D.EXPEDITIONS[x].task,
                         "cost": D.EXPEDITIONS[x].cost, "resource": D.EXPEDITIONS[x].resource,
                         "tracks": list(D.EXPEDITIONS[x].tracks), "profession": D.EXPEDITIONS[x].profession,
                         "text": T.expedition(x),
                         "discs": list(st.exp_discs.get(x, []))} for x in st.expeditions],
        "start_pairs": start_pairs(st),
        "deck_size": len(st.deck),
        "discard": list(st.discard),
        "discard_top": card_view(st.discard[-1]) if st.discard else None,
        "final": final(st),
        "last_move": {"seat": st.last_seat, "choice": st.last_choice, "events": list(st.last)},
    }
    if seat is not None:
        out["you"] = seat
    return out
