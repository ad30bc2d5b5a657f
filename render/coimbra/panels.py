"""Coimbra panels: the score strip, the city, the tracks, the pilgrim map, the expeditions,
the start pairs and a player's board."""

from __future__ import annotations

import math

from games.coimbra.views import CoimbraView, DistrictEntry, PlayerView
from render.coimbra import speech
from render.coimbra.final import _final
from render.coimbra.layout import (
    CELL_TOP,
    CELL_W,
    LEGEND_LINE,
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
    LEVEL_FILL,
    PROFESSION_OF,
    TOWNS,
    TRACKS,
    M,
    _changed,
    bonus_words,
    draw_citizen,
    draw_crown,
    draw_die,
    draw_token,
    pilgrims_by_seat,
    plain_expedition,
)
from render.common import INK, MUTED, SEAT_LETTERS, WIDTH, font, wrap
from render.kit import MIN_TEXT, PANEL_EDGE, PANEL_FILL, Canvas
from render.words import word

# -- the sections -----------------------------------------------------------------------------


def _strip(
    c: Canvas, lay: Layout, view: CoimbraView, names: list[str], previous: CoimbraView | None
) -> None:
    players = view["players"]
    n = max(1, len(names))
    y0, y1 = lay.strip
    cell = (WIDTH - 2 * M) // n
    to_move = view["to_move"]
    for s, name in enumerate(names[: len(players)]):
        pl = players[s]
        x = M + s * cell
        box = (x + 2, y0 + 8, x + cell - 8, y1 - 6)
        if s == to_move:
            c.draw.rounded_rectangle(box, radius=10, outline=INK, width=4)
        c.seat_mark(s, x + 30, y0 + 38, 22)
        vp = view["scores"][s]
        c.text(
            (x + 62, y0 + 12),
            word("pic-coim-name-vp", name=name, vp=vp),
            26,
            bold=True,
            max_width=cell - 74,
            cut_ok=True,
        )
        c.fact(f"vp:{s}", vp)
        c.fact(f"crowns:{s}", pl["crowns"])
        extra = f"{speech.amount(pl['coins'], 'coins')}  {speech.amount(pl['guards'], 'guards')}"
        c.text((x + 62, y0 + 46), extra, MIN_TEXT, fill=INK, max_width=cell - 74)
        crowns = word(
            "pic-coim-crowns-order", crowns=speech.amount(pl["crowns"], "crowns"), flag=pl["flag"]
        )
        c.text((x + 16, y0 + 76), crowns, MIN_TEXT, fill=MUTED, max_width=cell - 28)
        if previous is not None and any(
            _changed(view, previous, "players", s, k) for k in ("vp", "coins", "guards", "crowns")
        ):
            c.outline(box, width=4)


def _city(c: Canvas, lay: Layout, view: CoimbraView, previous: CoimbraView | None) -> None:
    x0, y0, x1, _ = lay.city
    pool = view["pool"] if view["phase"] not in ("setup", "end") else []
    info = word("pic-coim-deck", deck=view["deck_size"], discard=len(view["discard"]))
    c.text((x1 - 14, y0 + 10), info, MIN_TEXT, fill=MUTED, anchor="ra")
    if pool:
        px = x0 + 250
        label = word("pic-coim-pool", phase=view["phase"])
        c.text((px, y0 + 10), label, MIN_TEXT, bold=True)
        px += int(font(MIN_TEXT, True).getlength(label)) + 10
        for die in pool[:14]:
            draw_die(c, px, y0 + 2, die["colour"], die["value"], size=42)
            px += 48
        if _changed(view, previous, "pool"):
            c.outline((x0 + 244, y0 + 2, px + 4, y0 + 44), width=4)
    districts = view["districts"]
    cap_on = view["cap_on"]
    # castle: dice (lowest first) and the favour tiles
    bx0, by0, bx1, by1 = lay.castle
    for d in ("castle",) + TOWNS:
        box = dice_box(lay, d)
        if _changed(
            view, previous, "districts", d
        ):  # under the dice: a cap badge stands over the top edge
            c.outline((box[0] - 6, box[1] - 4, box[2] + 4, box[3]), width=4)
        _dice_row(c, box, districts[d], cap_on)
    favour_ids = ["F1", "F2", "F3", "F4"]
    row = {f["id"]: f for f in view["favour_row"]}
    holders: dict[str, int] = {}
    for s, pl in enumerate(view["players"]):
        for fav in pl["favours"]:
            holders[fav] = s
    prev_row = {f["id"] for f in previous["favour_row"]} if previous else None
    fw = (bx1 - bx0 - 430) // 4
    for i, fid in enumerate(favour_ids):
        fx = bx0 + 426 + i * fw
        box = (fx, by0 + 6, fx + fw - 10, by1 - 6)
        f = row.get(fid)
        if f is not None:
            c.draw.rounded_rectangle(box, radius=8, fill=FAVOUR_FILL, outline=INK, width=2)
            c.text((fx + 10, by0 + 10), word("pic-coim-favour-n", n=fid[1:]), MIN_TEXT, bold=True)
            for k in range(f["crowns"]):
                draw_crown(c, box[2] - 30 - k * 30, by0 + 12, 26, 20)
            text = speech.favour(f)
            if f["cap_tile"]:
                c.draw.rounded_rectangle(
                    (box[2] - 104, box[3] - 34, box[2] - 8, box[3] - 6),
                    radius=5,
                    fill=CAP_FILL,
                    outline=INK,
                )
                cap = word("pic-coim-cap")
                c.text((box[2] - 56, box[3] - 20), cap, MIN_TEXT, bold=True, anchor="mm")
            for k, line in enumerate(wrap(text, font(MIN_TEXT), fw - 30)):
                c.text((fx + 10, by0 + 40 + k * 28), line, MIN_TEXT)
        else:
            c.draw.rounded_rectangle(box, radius=8, outline=PANEL_EDGE, width=2)
            who = holders.get(fid)
            taken = word("pic-coim-favour-taken", n=fid[1:])
            c.text((fx + 10, by0 + 14), taken, MIN_TEXT, fill=MUTED)
            if who is not None:
                c.seat_mark(who, fx + 30, by0 + 70, 18)
                by = word("pic-coim-by", who=SEAT_LETTERS[who])
                c.text((fx + 56, by0 + 58), by, MIN_TEXT, fill=MUTED)
        if prev_row is not None and (fid in prev_row) != (f is not None):
            c.outline(box, width=4)
    # towns: dice (highest first) and the four cards
    crowns = {v: k for k, v in view["crown_tiles"].items()}
    card_rows = view["card_rows"]
    for t in TOWNS:
        tx0, ty0, tx1, ty1 = lay.towns[t]
        cards = card_rows[t]
        for k in range(4):
            card = cards[k] if k < len(cards) else None
            cx = tx0 + 410 + k * (CARD_W + 8)
            draw_citizen(
                c,
                (cx, ty0 + 2, cx + CARD_W, ty0 + 2 + CARD_H),
                card,
                crown=card is not None and card["id"] in crowns,
                highlight=_changed(view, previous, "card_rows", t, k),
            )


def _dice_row(
    c: Canvas, box: tuple[int, int, int, int], entries: list[DistrictEntry], cap_on: str | None
) -> None:
    x0, y0, x1, y1 = box
    per_row = max(1, (x1 - x0) // (DIE + 14))
    size = DIE if len(entries) <= per_row * 2 else 42
    step = size + 14
    per_row = max(1, (x1 - x0) // step)
    if not entries:
        c.text((x0, y0 + 10), word("pic-coim-no-dice-here"), MIN_TEXT, fill=MUTED)
    for i, e in enumerate(entries):
        x = x0 + (i % per_row) * step
        y = y0 + (i // per_row) * (size + 8)
        if e["kind"] == "token":
            draw_token(c, x, y, e["value"], e["face_down"], size)
        else:
            draw_die(
                c,
                x,
                y,
                e["colour"],
                e["total"],
                e["owner"],
                size=size,
                faded=not e["active"],
                capped=e["capped"] or e["id"] == cap_on,
            )


def _tracks(
    c: Canvas, lay: Layout, view: CoimbraView, names: list[str], previous: CoimbraView | None
) -> None:
    tracks = view["tracks"]
    n = len(view["players"])
    for i, t in enumerate(TRACKS):
        tr = tracks[t]
        tx0, ty0 = lay.tracks[0] + 14, lay.tracks[1] + 46 + i * TRACK_ROW
        cw = CELL_W
        vals = tr["values"]
        places = ", ".join(
            word("pic-coim-place-vp", place=k + 1, vp=v) for k, v in enumerate(vals[:3])
        )
        c.text(
            (tx0, ty0),
            word("pic-coim-track-line", track=t, places=places),
            MIN_TEXT,
            bold=True,
            max_width=16 * cw,
        )
        discs = tr["discs"]
        cells: dict[int, list[tuple[int, int]]] = {}
        ranking = tr["ranking"]
        for d in discs:  # on a shared space the leader (R-7.2 ranking) comes first
            seat = d["seat"]
            rank = ranking.index(seat) if seat in ranking else -d["stack"]
            cells.setdefault(d["space"], []).append((rank, seat))
        for space, seats in cells.items():
            seats.sort()
            x = tx0 + min(space, 15) * cw
            for k, (_, seat) in enumerate(seats):  # under the space's number
                mx = x + 14 + (k % 2) * 24
                my = ty0 + CELL_TOP + 36 + (k // 2) * 22
                c.seat_mark(seat, mx, my, 11)
        if previous is not None and _changed(view, previous, "tracks", t, "discs"):
            # outline the cells that gained or lost a disc
            before = {d["seat"]: d["space"] for d in previous["tracks"][t]["discs"]}
            for d in discs:
                seat, space = d["seat"], d["space"]
                if before.get(seat) != space:
                    c.outline(track_cell(lay, t, space), width=4)
    # flags / turn order under the tracks
    fy = lay.tracks[1] + 46 + 4 * TRACK_ROW + 4
    c.text(
        (lay.tracks[0] + 14, fy),
        word("pic-coim-turn-order"),
        MIN_TEXT,
        bold=True,
    )
    fx = lay.tracks[0] + 14
    for k, f in enumerate(view["flags"][: max(n, 1)]):
        flag_seat = f["seat"]
        box = (fx + k * 212, fy + 32, fx + k * 212 + 200, fy + 86)
        c.draw.rounded_rectangle(box, radius=8, fill="white", outline=INK, width=2)
        c.text((box[0] + 8, box[1] + 14), f"{f['flag']}.", 24, bold=True)
        if flag_seat is not None:
            c.seat_mark(flag_seat, box[0] + 54, box[1] + 27, 16)
            nm = names[flag_seat] if flag_seat < len(names) else SEAT_LETTERS[flag_seat]
            c.text((box[0] + 76, box[1] + 4), nm, MIN_TEXT, max_width=118)
        c.text(
            (box[0] + 76, box[1] + 28),
            "+" + speech.amount(f["crowns"], "crowns"),
            MIN_TEXT,
            fill=MUTED,
            max_width=118,
        )
        if _changed(view, previous, "flags", k, "seat"):
            c.outline(box, width=4)


def _map(c: Canvas, lay: Layout, view: CoimbraView, previous: CoimbraView | None) -> None:
    pm = view["pilgrim_map"]
    geo = _map_geometry(lay.map)
    c.text(
        (lay.map[2] - 14, lay.map[1] + 12),
        word("pic-coim-map-key"),
        MIN_TEXT,
        fill=MUTED,
        anchor="ra",
    )
    mons = pm["monasteries"]
    for node, m in mons.items():
        x, y = _node_xy(node, geo)
        fill = LEVEL_FILL.get(m["level"], (200, 200, 200))
        box = (int(x - 30), int(y - 16), int(x + 30), int(y + 16))
        c.draw.rounded_rectangle(box, radius=6, fill=fill, outline=INK, width=2)
        c.text((x, y), node, MIN_TEXT, bold=True, anchor="mm")
        for k, s in enumerate(m["discs"]):
            c.seat_mark(s, x - 22 + k * 16, y + 24, 10)
        if _changed(view, previous, "pilgrim_map", "monasteries", node, "discs"):
            c.outline(box, width=4)
    pilgrims = pilgrims_by_seat(pm)
    prev_p = pilgrims_by_seat(previous["pilgrim_map"]) if previous is not None else {}
    at: dict[str, list[int]] = {}
    for s, where in sorted(pilgrims.items()):
        if where:
            at.setdefault(where, []).append(s)
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
                c.draw.polygon(
                    [(px - 12, py + 6), (px + 12, py + 6), (px, py + 20)], fill=INK
                )  # pin
            c.seat_mark(s, px, py, 14)
            if previous is not None and prev_p.get(s) != node:
                c.outline((int(px - 16), int(py - 16), int(px + 16), int(py + 24)), width=4)
    # legend: what each monastery gives, in plain words
    lx, ly = lay.map[0] + 14, int(geo[1] + geo[3] + 24)
    for col, entries in enumerate(_legend(view)):
        y = ly
        for lines in entries:  # a long effect (German, Italian) takes a second line
            for line in lines:
                c.text((lx + col * LEGEND_W, y), line, MIN_TEXT, max_width=LEGEND_W - 8)
                y += LEGEND_LINE


LEGEND_W = (WIDTH - M - 896 - 28) // 2  # a column of the map's legend


def _legend(view: CoimbraView) -> list[list[list[str]]]:
    """The monastery legend's two columns: each entry ("I3: Gain 4 coins") as its lines."""
    mons = view["pilgrim_map"]["monasteries"]
    order = sorted(mons, key=lambda n: ({"I": 0, "II": 1, "III": 2}.get(mons[n]["level"], 3), n))
    per_col = math.ceil(len(order) / 2) or 1
    f = font(MIN_TEXT)
    return [
        [wrap(f"{node}: {bonus_words(mons[node])}", f, LEGEND_W - 8) for node in column]
        for column in (order[:per_col], order[per_col:])
    ]


def legend_lines(view: CoimbraView) -> int:
    """The lines the monastery legend's longer column takes (`Layout`)."""
    return max(sum(len(lines) for lines in column) for column in _legend(view))


def _expeditions(c: Canvas, lay: Layout, view: CoimbraView, previous: CoimbraView | None) -> None:
    x0, y0, x1, y1 = lay.expeditions
    exps = view["expeditions"]
    w = (x1 - x0 - 28) // max(6, len(exps))
    for k, x in enumerate(exps):
        bx = x0 + 14 + k * w
        box = (bx, y0 + 46, bx + w - 10, y1 - 10)
        c.draw.rounded_rectangle(box, radius=10, fill=EXPEDITION_FILL, outline=INK, width=2)
        name = speech.expedition_name(x)
        c.text((bx + 10, y0 + 50), name, 23, bold=True, max_width=w - 30)
        cost = word("pic-coim-cost", cost=x["cost"], kind=x["resource"])
        c.text((bx + 10, y0 + 78), cost, MIN_TEXT, max_width=w - 30)
        for i, line in enumerate(wrap(plain_expedition(x), font(MIN_TEXT), w - 30)):
            c.text((bx + 10, y0 + 104 + i * 26), line, MIN_TEXT, fill=MUTED)
        for i, s in enumerate(x["discs"]):
            c.seat_mark(s, bx + 24 + i * 32, y1 - 26, 13)
        if _changed(view, previous, "expeditions", k, "discs"):
            c.outline(box, width=4)


def _start_pairs(
    c: Canvas, lay: Layout, view: CoimbraView, names: list[str], previous: CoimbraView | None = None
) -> None:
    if lay.extra == "final":
        _final(c, lay, view, names)
    if lay.extra != "setup" or lay.start is None:
        return
    x0, y0, x1, y1 = lay.start
    pairs = view["start_pairs"]
    w = (x1 - x0 - 28) // max(1, len(pairs))
    for k, pair in enumerate(pairs):
        bx = x0 + 14 + k * w
        taken = pair["taken_by"]
        title = word("pic-coim-pair", n=k + 1)
        if taken is not None:
            who = names[taken] if taken < len(names) else SEAT_LETTERS[taken]
            title = word("pic-coim-pair-taken", n=k + 1, who=who)
        c.text((bx, y0 + 44), title, MIN_TEXT, bold=True, max_width=w - 20)
        cw, ch = lay.pair_card
        if previous is not None and _changed(view, previous, "start_pairs", k):
            c.outline((bx - 4, y0 + 40, bx + w - 12, y1 - 6), width=4)
        if taken is not None:
            continue  # the cards now lie on that player's board
        for i, card in enumerate(pair["cards"]):
            draw_citizen(
                c, (bx + i * (cw + 6), y0 + 72, bx + i * (cw + 6) + cw, y0 + 72 + ch), card
            )


def _player(
    c: Canvas,
    box: tuple[int, int, int, int],
    seat: int,
    pl: PlayerView,
    name: str,
    view: CoimbraView,
    previous: CoimbraView | None,
    compact: bool = False,
) -> None:
    x0, y0, x1, y1 = box
    c.draw.rounded_rectangle(box, radius=12, fill=PANEL_FILL, outline=PANEL_EDGE, width=2)
    c.seat_mark(seat, x0 + 26, y0 + 26, 18)
    c.text(
        (x0 + 52, y0 + 10),
        word("pic-coim-player-title", name=name, flag=pl["flag"], discs=pl["discs_in_supply"]),
        25,
        bold=True,
        max_width=x1 - x0 - 66,
    )
    w = x1 - x0
    # dice this round
    y = y0 + 50
    if compact:
        y -= 54
    else:
        _player_dice(c, x0, y, x1, pl, view)
    # cards by profession
    y += 54
    allc = [cd for group in pl["cards"].values() for cd in group]
    bw = (w - 28) // 4
    for k, t in enumerate(TRACKS):
        prof = PROFESSION_OF[t]
        mine = [cd for cd in allc if cd["profession"] == prof]
        bx = x0 + 14 + k * bw
        c.draw.rounded_rectangle(
            (bx, y, bx + bw - 8, y + 36), radius=6, fill=COLOUR[t], outline=INK
        )
        label = word("pic-coim-prof-count", prof=prof, n=len(mine))
        c.text((bx + 8, y + 6), label, MIN_TEXT, bold=True, max_width=bw - 24)
    y += 44
    _player_rest(c, box, seat, pl, y, view, previous)


def _player_dice(c: Canvas, x0: int, y: int, x1: int, pl: PlayerView, view: CoimbraView) -> None:
    label = word("pic-coim-dice")
    c.text((x0 + 14, y + 10), label, MIN_TEXT, bold=True)
    dx = x0 + max(84, 20 + int(font(MIN_TEXT, True).getlength(label)))  # after the label
    cap_on = view["cap_on"]
    for d in pl["dice"]:
        draw_die(
            c, dx, y, d["colour"], d["value"], size=42, faded=d["cashed"], capped=d["id"] == cap_on
        )
        dx += 50
    tiles = [word("pic-coim-favour-held", n=f[1:]) for f in pl["favours"]]
    tiles += [word("pic-coim-crown-tile-of", prof=speech.profession(p)) for p in pl["crown_tiles"]]
    if tiles:
        c.text((dx + 10, y + 10), ", ".join(tiles), MIN_TEXT, max_width=x1 - dx - 24)
    if not pl["dice"] and not tiles:
        c.text((dx, y + 10), word("pic-coim-none"), MIN_TEXT, fill=MUTED)


def _player_lines(pl: PlayerView, view: CoimbraView, width: int) -> list[str]:
    """A player's lasting effects (phase C, phase E, game end), diplomas, monasteries and
    expeditions, wrapped to ``width``: every word shown."""
    f = font(MIN_TEXT)
    cards = pl["cards"]
    out: list[str] = []
    for timing in ("C", "E", "EG"):
        group = cards[timing]
        if group:
            out += wrap(
                f"{speech.timing(timing)}: " + "; ".join(bonus_words(cd) for cd in group), f, width
            )
    dip = pl["diplomas"]
    parts = [f"{k} {v}" for k, v in dip.items() if k != "joker" and v]
    if dip["joker"]:
        parts.append(word("pic-coim-joker", n=dip["joker"]))
    none = word("pic-coim-none")
    out += wrap(word("pic-coim-diplomas-line", diplomas=", ".join(parts) or none), f, width)
    names_x = {x["id"]: speech.expedition_name(x) for x in view["expeditions"]}
    exps = ", ".join(names_x.get(e, e) for e in pl["expeditions"]) or none
    line = word("pic-coim-visits-line", monasteries=len(pl["monasteries"]), expeditions=exps)
    out += wrap(line, f, width)
    return out


PLAYER_TOP = 148  # name, dice and the four profession counts (the compact board: 94 less)


def player_height(pl: PlayerView, view: CoimbraView, width: int, compact: bool) -> int:
    """The height of a player's board showing all its lines."""
    return PLAYER_TOP - (54 if compact else 0) + len(_player_lines(pl, view, width - 28)) * 27 + 8


def _player_rest(
    c: Canvas,
    box: tuple[int, int, int, int],
    seat: int,
    pl: PlayerView,
    y: int,
    view: CoimbraView,
    previous: CoimbraView | None,
) -> None:
    x0, y0, x1, y1 = box
    for line in _player_lines(pl, view, x1 - x0 - 28):
        c.text((x0 + 14, y), line, MIN_TEXT)
        y += 27
    if previous is not None:
        keys = (
            "cards",
            "dice",
            "favours",
            "crown_tiles",
            "diplomas",
            "monasteries",
            "expeditions",
            "discs_in_supply",
        )
        if any(_changed(view, previous, "players", seat, k) for k in keys):
            c.outline(box, width=4)
