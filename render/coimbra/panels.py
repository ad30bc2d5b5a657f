"""Coimbra panels: the score strip, the city, the tracks, the pilgrim map, the expeditions,
the start pairs and a player's board."""

from __future__ import annotations

import math
from typing import Any

from render.coimbra.final import _final
from render.coimbra.layout import (
    CELL_TOP,
    CELL_W,
    TRACK_ROW,
    Layout,
    _map_geometry,
    _node_xy,
    dice_box,
    track_cell,
)
from render.coimbra.style import (
    CAP_FILL,
    CARD_H,
    CARD_W,
    COLOUR,
    DIE,
    EXPEDITION_FILL,
    FAVOUR_FILL,
    INCOME_WORD,
    LEVEL_FILL,
    PROFESSION_OF,
    TIMING_NAME,
    TOWNS,
    TRACKS,
    M,
    _changed,
    _seat,
    bonus_words,
    draw_citizen,
    draw_crown,
    draw_die,
    draw_token,
    plain_expedition,
)
from render.common import INK, MUTED, SEAT_LETTERS, WIDTH, counted, font, wrap
from render.kit import MIN_TEXT, PANEL_EDGE, PANEL_FILL, Canvas

# -- the sections -----------------------------------------------------------------------------


def _strip(c: Canvas, lay: Layout, view: dict[str, Any], names: list[str],
           previous: dict[str, Any] | None) -> None:
    players = view.get("players", [])
    n = max(1, len(names))
    y0, y1 = lay.strip
    cell = (WIDTH - 2 * M) // n
    to_move = _seat(view.get("to_move"))
    for s, name in enumerate(names):
        pl = players[s] if s < len(players) else {}
        x = M + s * cell
        box = (x + 2, y0 + 8, x + cell - 8, y1 - 6)
        if s == to_move:
            c.draw.rounded_rectangle(box, radius=10, outline=INK, width=4)
        c.seat_mark(s, x + 30, y0 + 38, 22)
        scores = view.get("scores") or []
        vp = scores[s] if s < len(scores) else pl.get("vp", 0)
        c.text((x + 62, y0 + 12), f"{name}  {vp} VP", 26, bold=True, max_width=cell - 74, cut_ok=True)
        c.fact(f"vp:{s}", vp)
        c.fact(f"crowns:{s}", pl.get("crowns", 0))
        extra = f"{counted(pl.get('coins', 0), 'coin')}  {counted(pl.get('guards', 0), 'guard')}"
        c.text((x + 62, y0 + 46), extra, MIN_TEXT, fill=INK, max_width=cell - 74)
        flag = pl.get("flag")
        crowns = f"{counted(pl.get('crowns', 0), 'crown')} for turn order (flag {flag})"
        c.text((x + 16, y0 + 76), crowns, MIN_TEXT, fill=MUTED, max_width=cell - 28)
        if previous is not None and any(_changed(view, previous, "players", s, k)
                                        for k in ("vp", "coins", "guards", "crowns")):
            c.outline(box, width=4)


def _city(c: Canvas, lay: Layout, view: dict[str, Any], previous: dict[str, Any] | None) -> None:
    x0, y0, x1, _ = lay.city
    pool = (view.get("pool") or []) if view.get("phase") not in ("setup", "end") else []
    info = f"deck {view.get('deck_size', 0)}, discard {len(view.get('discard') or [])}"
    c.text((x1 - 14, y0 + 10), info, MIN_TEXT, fill=MUTED, anchor="ra")
    if pool:
        px = x0 + 250
        label = "Dice to take:" if view.get("phase") == "B" else "Unused dice:"
        c.text((px, y0 + 10), label, MIN_TEXT, bold=True)
        px += int(font(MIN_TEXT, True).getlength(label)) + 10
        for d in pool[:14]:
            draw_die(c, px, y0 + 2, d.get("colour", "white"), d.get("value", 0), size=42)
            px += 48
        if _changed(view, previous, "pool"):
            c.outline((x0 + 244, y0 + 2, px + 4, y0 + 44), width=4)
    districts = view.get("districts") or {}
    cap_on = view.get("cap_on")
    # castle: dice (lowest first) and the favour tiles
    bx0, by0, bx1, by1 = lay.castle
    for d in ("castle",) + TOWNS:
        box = dice_box(lay, d)
        if _changed(view, previous, "districts", d):  # under the dice: a cap badge stands over the top edge
            c.outline((box[0] - 6, box[1] - 4, box[2] + 4, box[3]), width=4)
        _dice_row(c, box, districts.get(d, []), cap_on)
    favour_ids = ["F1", "F2", "F3", "F4"]
    row = {f["id"]: f for f in view.get("favour_row") or []}
    holders: dict[str, int] = {}
    for s, pl in enumerate(view.get("players", [])):
        for f in pl.get("favours", []):
            holders[f] = s
    prev_row = {f["id"] for f in (previous or {}).get("favour_row") or []} if previous else None
    fw = (bx1 - bx0 - 430) // 4
    for i, fid in enumerate(favour_ids):
        fx = bx0 + 426 + i * fw
        box = (fx, by0 + 6, fx + fw - 10, by1 - 6)
        f = row.get(fid)
        if f is not None:
            c.draw.rounded_rectangle(box, radius=8, fill=FAVOUR_FILL, outline=INK, width=2)
            c.text((fx + 10, by0 + 10), f"Favour {fid[1:]}", MIN_TEXT, bold=True)
            for k in range(int(f.get("crowns", 0))):
                draw_crown(c, box[2] - 30 - k * 30, by0 + 12, 26, 20)
            text = f.get("text", "")
            if f.get("cap_tile"):
                c.draw.rounded_rectangle((box[2] - 104, box[3] - 34, box[2] - 8, box[3] - 6), radius=5,
                                         fill=CAP_FILL, outline=INK)
                c.text((box[2] - 56, box[3] - 20), "+3 cap", MIN_TEXT, bold=True, anchor="mm")
            for k, line in enumerate(wrap(text, font(MIN_TEXT), fw - 30)):
                c.text((fx + 10, by0 + 40 + k * 28), line, MIN_TEXT)
        else:
            c.draw.rounded_rectangle(box, radius=8, outline=PANEL_EDGE, width=2)
            who = holders.get(fid)
            c.text((fx + 10, by0 + 14), f"Favour {fid[1:]} taken", MIN_TEXT, fill=MUTED)
            if who is not None:
                c.seat_mark(who, fx + 30, by0 + 70, 18)
                c.text((fx + 56, by0 + 58), f"by {SEAT_LETTERS[who]}", MIN_TEXT, fill=MUTED)
        if prev_row is not None and (fid in prev_row) != (f is not None):
            c.outline(box, width=4)
    # towns: dice (highest first) and the four cards
    crowns = {v: k for k, v in (view.get("crown_tiles") or {}).items()}
    card_rows = view.get("card_rows") or {}
    for t in TOWNS:
        tx0, ty0, tx1, ty1 = lay.towns[t]
        cards = card_rows.get(t) or []
        for k in range(4):
            card = cards[k] if k < len(cards) else None
            cx = tx0 + 410 + k * (CARD_W + 8)
            draw_citizen(c, (cx, ty0 + 2, cx + CARD_W, ty0 + 2 + CARD_H), card,
                         crown=card is not None and card.get("id") in crowns,
                         highlight=_changed(view, previous, "card_rows", t, k))


def _dice_row(c: Canvas, box: tuple[int, int, int, int], entries: list[dict[str, Any]], cap_on: Any) -> None:
    x0, y0, x1, y1 = box
    per_row = max(1, (x1 - x0) // (DIE + 14))
    size = DIE if len(entries) <= per_row * 2 else 42
    step = size + 14
    per_row = max(1, (x1 - x0) // step)
    if not entries:
        c.text((x0, y0 + 10), "no dice", MIN_TEXT, fill=MUTED)
    for i, e in enumerate(entries):
        x = x0 + (i % per_row) * step
        y = y0 + (i // per_row) * (size + 8)
        if e.get("kind") == "token":
            draw_token(c, x, y, e.get("value", 0), bool(e.get("face_down")), size)
        else:
            draw_die(c, x, y, e.get("colour", "white"), e.get("total", e.get("value", 0)), _seat(e.get("owner")),
                     size=size, faded=not e.get("active", True), capped=bool(e.get("capped")) or e.get("id") == cap_on)


def _tracks(c: Canvas, lay: Layout, view: dict[str, Any], names: list[str],
            previous: dict[str, Any] | None) -> None:
    tracks = view.get("tracks") or {}
    players = view.get("players") or []
    n = len(players)
    for i, t in enumerate(TRACKS):
        tr = tracks.get(t) or {}
        tx0, ty0 = lay.tracks[0] + 14, lay.tracks[1] + 46 + i * TRACK_ROW
        cw = CELL_W
        vals = tr.get("values") or []
        places = ", ".join(f"{v}" for v in vals)
        places = ", ".join(f"{p} {v}" for p, v in zip(("1st", "2nd", "3rd"), vals, strict=False))
        c.text((tx0, ty0), f"{t.capitalize()}: {PROFESSION_OF[t]}, income {INCOME_WORD[t]}. End: {places} VP",
               MIN_TEXT, bold=True, max_width=16 * cw)
        discs = tr.get("discs") or []
        cells: dict[int, list[tuple[int, int]]] = {}
        ranking = [int(x) for x in tr.get("ranking") or []]
        for d in discs:  # on a shared space the leader (R-7.2 ranking) comes first
            seat = int(d["seat"])
            rank = ranking.index(seat) if seat in ranking else -int(d.get("stack", 0))
            cells.setdefault(int(d.get("space", 0)), []).append((rank, seat))
        for space, seats in cells.items():
            seats.sort()
            x = tx0 + min(space, 15) * cw
            for k, (_, seat) in enumerate(seats):  # under the space's number
                mx = x + 14 + (k % 2) * 24
                my = ty0 + CELL_TOP + 36 + (k // 2) * 22
                c.seat_mark(seat, mx, my, 11)
        if _changed(view, previous, "tracks", t, "discs"):
            # outline the cells that gained or lost a disc
            before = {int(d["seat"]): int(d.get("space", 0)) for d in (previous or {}).get("tracks", {})
                      .get(t, {}).get("discs", [])}
            for d in discs:
                seat, space = int(d["seat"]), int(d.get("space", 0))
                if before.get(seat) != space:
                    c.outline(track_cell(lay, t, space), width=4)
    # flags / turn order under the tracks
    fy = lay.tracks[1] + 46 + 4 * TRACK_ROW + 4
    c.text((lay.tracks[0] + 14, fy), "Turn order (flags; a flag's printed crowns count in phase D):", MIN_TEXT, bold=True)
    flags = view.get("flags") or []
    fx = lay.tracks[0] + 14
    for k, f in enumerate(flags[:max(n, 1)]):
        seat = _seat(f.get("seat"))
        box = (fx + k * 212, fy + 32, fx + k * 212 + 200, fy + 86)
        c.draw.rounded_rectangle(box, radius=8, fill="white", outline=INK, width=2)
        c.text((box[0] + 8, box[1] + 14), f"{f.get('flag')}.", 24, bold=True)
        if seat is not None:
            c.seat_mark(seat, box[0] + 54, box[1] + 27, 16)
            nm = names[seat] if seat < len(names) else SEAT_LETTERS[seat]
            c.text((box[0] + 76, box[1] + 4), nm, MIN_TEXT, max_width=118)
        c.text((box[0] + 76, box[1] + 28), f"+{counted(f.get('crowns', 0), 'crown')}", MIN_TEXT, fill=MUTED, max_width=118)
        if _changed(view, previous, "flags", k, "seat"):
            c.outline(box, width=4)


def _map(c: Canvas, lay: Layout, view: dict[str, Any], previous: dict[str, Any] | None) -> None:
    pm = view.get("pilgrim_map") or {}
    geo = _map_geometry(lay.map)
    c.text((lay.map[2] - 14, lay.map[1] + 12), "pin = pilgrim, small = disc", MIN_TEXT, fill=MUTED, anchor="ra")
    mons = pm.get("monasteries") or {}
    prev_mons = ((previous or {}).get("pilgrim_map") or {}).get("monasteries") or {}
    for node, m in mons.items():
        x, y = _node_xy(node, geo)
        fill = LEVEL_FILL.get(m.get("level", "I"), (200, 200, 200))
        box = (int(x - 30), int(y - 16), int(x + 30), int(y + 16))
        c.draw.rounded_rectangle(box, radius=6, fill=fill, outline=INK, width=2)
        c.text((x, y), node, MIN_TEXT, bold=True, anchor="mm")
        for k, s in enumerate(m.get("discs") or []):
            c.seat_mark(int(s), x - 22 + k * 16, y + 24, 10)
        if previous is not None and prev_mons.get(node, {}).get("discs") != m.get("discs"):
            c.outline(box, width=4)
    pilgrims = pm.get("pilgrims") or {}
    prev_p = ((previous or {}).get("pilgrim_map") or {}).get("pilgrims") or {}
    at: dict[str, list[int]] = {}
    if isinstance(pilgrims, list):
        pilgrims = dict(enumerate(pilgrims))
    if isinstance(prev_p, list):
        prev_p = dict(enumerate(prev_p))
    for s, node in sorted(pilgrims.items(), key=lambda kv: int(kv[0])):
        if node:
            at.setdefault(node, []).append(int(s))
    for node, seats in at.items():
        x, y = _node_xy(node, geo)
        for k, s in enumerate(seats):
            if node.startswith("c"):  # on the clearing itself
                px, py = x - 9 * (len(seats) - 1) + k * 18, y
            elif node in ("NW", "NE", "SE", "SW"):  # beside the start corner, outwards
                side = 1 if node.endswith("E") else -1
                px, py = x + side * (44 + (k % 2) * 28), y - 14 + (k // 2) * 28
            else:  # above the monastery
                px, py = x - 9 * (len(seats) - 1) + k * 18, y - 34
                c.draw.polygon([(px - 12, py + 6), (px + 12, py + 6), (px, py + 20)], fill=INK)  # pin
            c.seat_mark(s, px, py, 14)
            if previous is not None and (prev_p.get(s, prev_p.get(str(s))) != node):
                c.outline((int(px - 16), int(py - 16), int(px + 16), int(py + 24)), width=4)
    # legend: what each monastery gives, in plain words
    lx, ly = lay.map[0] + 14, int(geo[1] + geo[3] + 24)
    col_w = (lay.map[2] - lay.map[0] - 28) // 2
    order = sorted(mons, key=lambda n: ({"I": 0, "II": 1, "III": 2}.get(mons[n].get("level"), 3), n))
    bonus_kind = {node: bonus_words(mons[node]) for node in order}
    per_col = math.ceil(len(order) / 2) or 1
    for k, node in enumerate(order):
        x = lx + (k // per_col) * col_w
        y = ly + (k % per_col) * 27
        c.text((x, y), f"{node}: {bonus_kind[node]}", MIN_TEXT, max_width=col_w - 8)


def _expeditions(c: Canvas, lay: Layout, view: dict[str, Any], previous: dict[str, Any] | None) -> None:
    x0, y0, x1, y1 = lay.expeditions
    exps = view.get("expeditions") or []
    w = (x1 - x0 - 28) // max(6, len(exps))
    for k, x in enumerate(exps):
        bx = x0 + 14 + k * w
        box = (bx, y0 + 46, bx + w - 10, y1 - 10)
        c.draw.rounded_rectangle(box, radius=10, fill=EXPEDITION_FILL, outline=INK, width=2)
        c.text((bx + 10, y0 + 50), x.get("name", x.get("id", "")), 23, bold=True, max_width=w - 30)
        c.text((bx + 10, y0 + 78), f"cost {x.get('cost')} {x.get('resource')}", MIN_TEXT, max_width=w - 30)
        for i, line in enumerate(wrap(plain_expedition(x), font(MIN_TEXT), w - 30)):
            c.text((bx + 10, y0 + 104 + i * 26), line, MIN_TEXT, fill=MUTED)
        for i, s in enumerate(x.get("discs") or []):
            c.seat_mark(int(s), bx + 24 + i * 32, y1 - 26, 13)
        if _changed(view, previous, "expeditions", k, "discs"):
            c.outline(box, width=4)



def _start_pairs(c: Canvas, lay: Layout, view: dict[str, Any], names: list[str],
                 previous: dict[str, Any] | None = None) -> None:
    if lay.extra == "final":
        _final(c, lay, view, names)
    if lay.extra != "setup":
        return
    x0, y0, x1, y1 = lay.start
    pairs = [p if isinstance(p, dict) else {"cards": p, "taken_by": None if p else -1}
             for p in view.get("start_pairs") or []]
    w = (x1 - x0 - 28) // max(1, len(pairs))
    for k, pair in enumerate(pairs):
        bx = x0 + 14 + k * w
        taken = _seat(pair.get("taken_by"))
        title = f"Pair {k + 1}"
        if taken is not None and taken >= 0:
            title += f": taken by {names[taken] if taken < len(names) else SEAT_LETTERS[taken]}"
        elif taken is not None:
            title += ": taken"
        c.text((bx, y0 + 44), title, MIN_TEXT, bold=True, max_width=w - 20)
        cw, ch = lay.pair_card
        if previous is not None and _changed(view, previous, "start_pairs", k):
            c.outline((bx - 4, y0 + 40, bx + w - 12, y1 - 6), width=4)
        if taken is not None:
            continue  # the cards now lie on that player's board
        for i, card in enumerate(pair.get("cards") or []):
            draw_citizen(c, (bx + i * (cw + 6), y0 + 72, bx + i * (cw + 6) + cw, y0 + 72 + ch), card)


def _player(c: Canvas, box: tuple[int, int, int, int], seat: int, pl: dict[str, Any], name: str,
            view: dict[str, Any], previous: dict[str, Any] | None, compact: bool = False) -> None:
    x0, y0, x1, y1 = box
    c.draw.rounded_rectangle(box, radius=12, fill=PANEL_FILL, outline=PANEL_EDGE, width=2)
    c.seat_mark(seat, x0 + 26, y0 + 26, 18)
    c.text((x0 + 52, y0 + 10), f"{name}: flag {pl.get('flag')}, {pl.get('discs_in_supply', 0)} discs left",
           25, bold=True, max_width=x1 - x0 - 66)
    w = x1 - x0
    # dice this round
    y = y0 + 50
    if compact:
        y -= 54
    else:
        _player_dice(c, x0, y, x1, pl, view)
    # cards by profession
    y += 54
    cards = pl.get("cards") or {}
    allc = [cd for group in cards.values() for cd in group]
    bw = (w - 28) // 4
    for k, t in enumerate(TRACKS):
        prof = PROFESSION_OF[t]
        mine = [cd for cd in allc if cd.get("profession") == prof]
        bx = x0 + 14 + k * bw
        c.draw.rounded_rectangle((bx, y, bx + bw - 8, y + 36), radius=6, fill=COLOUR[t], outline=INK)
        c.text((bx + 8, y + 6), f"{prof} {len(mine)}", MIN_TEXT, bold=True, max_width=bw - 24)
    y += 44
    _player_rest(c, box, seat, pl, y, view, previous)


def _player_dice(c: Canvas, x0: int, y: int, x1: int, pl: dict[str, Any], view: dict[str, Any]) -> None:
    c.text((x0 + 14, y + 10), "Dice:", MIN_TEXT, bold=True)
    dx = x0 + 84
    cap_on = view.get("cap_on")
    for d in pl.get("dice") or []:
        draw_die(c, dx, y, d.get("colour", "white"), d.get("value", 0), size=42, faded=bool(d.get("cashed")),
                 capped=d.get("id") == cap_on)
        dx += 50
    tiles = [f"favour {f[1:]}" for f in pl.get("favours") or []]
    tiles += [f"crown tile {p}" for p in pl.get("crown_tiles") or []]
    if tiles:
        c.text((dx + 10, y + 10), ", ".join(tiles), MIN_TEXT, max_width=x1 - dx - 24)
    if not pl.get("dice") and not tiles:
        c.text((dx, y + 10), "none", MIN_TEXT, fill=MUTED)


def _player_lines(pl: dict[str, Any], view: dict[str, Any], width: int) -> list[str]:
    """A player's lasting effects (phase C, phase E, game end), diplomas, monasteries and
    expeditions, wrapped to ``width``: every word shown."""
    from render.common import wrap

    f = font(MIN_TEXT)
    cards = pl.get("cards") or {}
    out: list[str] = []
    for timing in ("C", "E", "EG"):
        group = cards.get(timing) or []
        if group:
            out += wrap(f"{TIMING_NAME[timing]}: " + "; ".join(bonus_words(cd) for cd in group), f, width)
    dip = pl.get("diplomas") or {}
    parts = [f"{k} {v}" for k, v in dip.items() if k != "joker" and v]
    if dip.get("joker"):
        parts.append(f"joker {dip['joker']}")
    out += wrap("Diplomas: " + (", ".join(parts) or "none"), f, width)
    names_x = {x.get("id"): x.get("name", x.get("id")) for x in view.get("expeditions") or []}
    exps = ", ".join(names_x.get(e, e) for e in pl.get("expeditions") or []) or "none"
    out += wrap(f"Monasteries {len(pl.get('monasteries') or [])}; expeditions: {exps}", f, width)
    return out


PLAYER_TOP = 148  # name, dice and the four profession counts (the compact board: 94 less)


def player_height(pl: dict[str, Any], view: dict[str, Any], width: int, compact: bool) -> int:
    """The height of a player's board showing all its lines."""
    return PLAYER_TOP - (54 if compact else 0) + len(_player_lines(pl, view, width - 28)) * 27 + 8


def _player_rest(c: Canvas, box: tuple[int, int, int, int], seat: int, pl: dict[str, Any], y: int,
                 view: dict[str, Any], previous: dict[str, Any] | None) -> None:
    x0, y0, x1, y1 = box
    for line in _player_lines(pl, view, x1 - x0 - 28):
        c.text((x0 + 14, y), line, MIN_TEXT)
        y += 27
    if previous is not None:
        keys = ("cards", "dice", "favours", "crown_tiles", "diplomas", "monasteries", "expeditions",
                "discs_in_supply")
        if any(_changed(view, previous, "players", seat, k) for k in keys):
            c.outline(box, width=4)
