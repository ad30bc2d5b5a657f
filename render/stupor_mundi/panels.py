"""Stupor Mundi panels, each drawn into a given box: Frederick's palace, the edicts, the
workplace paths, the voyage cities, a player's board with its castle, Frederick (solo).
The full board and the phone views place the same panels."""

from __future__ import annotations

import math
from functools import partial
from typing import Any

from games.stupor_mundi import data as D
from games.stupor_mundi.views import CityView, PlayerView, StuporMundiView
from render.common import (
    INK,
    MUTED,
    SEAT_COLOURS,
    font,
)
from render.kit import MIN_TEXT, PANEL_EDGE, Box
from render.stupor_mundi import names as N
from render.stupor_mundi.names import keep_label, short_effect
from render.stupor_mundi.style import (
    EASY,
    EDICT_RED,
    EMPTY,
    FRED,
    FRED_DARK,
    HARD,
    HIDDEN,
    INDEP,
    LEVEL_FILL,
    LOCKED,
    LOYAL,
    PALACE_ROWS,
    SIDE_INCOMES,
    TAG_GREEN,
    TAG_GREY,
    TILE_FILL,
    WP_ROW,
    WP_TOP,
    _badge,
    _Canvas,
    _fred_mark,
    _lines,
    _market_lines,
    _marks_row,
    _region,
    _wrap,
    palace_values,
    view_changed,
)
from render.words import locale, word


def _voyage_places(n: int) -> int:
    """Ally/card places per city: side 1/2, or side 3/4 with the red places blocked below 4."""
    return max(1, len(D.voyage_places(max(1, min(n, 4)))) // len(D.CITIES))


ALLY_ROW_H = 58
CARD_ROW_H = 108  # the name and three lines of card text (the longest, B14, needs three)


def _voyage_h(n: int) -> int:
    return 50 + 40 + 90 + _voyage_places(n) * (ALLY_ROW_H + CARD_ROW_H) + 16


def _wp_columns(box: Box) -> dict[str, Any]:
    x0, y0, x1, _ = box
    label_x = x0 + 14
    start = (x0 + 60, y0 + WP_TOP, x0 + 186, y0 + WP_TOP + 3 * WP_ROW + 16)
    cx = x0 + 200
    col_w = (x1 - 14 - cx - 4 * 10) // 5
    cols = {
        i: (cx + k * (col_w + 10), cx + k * (col_w + 10) + col_w)
        for k, i in enumerate((1, 2, 3, 4, 5))
    }
    rows = {p: y0 + WP_TOP + k * (WP_ROW + 8) for k, p in enumerate(D.PATHS)}
    return {"label_x": label_x, "start": start, "cols": cols, "rows": rows}


def _space_box(box: Box, path: str, space: int) -> Box:
    g = _wp_columns(box)
    if space == 0:
        start: Box = g["start"]
        return start
    x0, x1 = g["cols"][space]
    y0 = g["rows"][path]
    return (x0, y0, x1, y0 + WP_ROW)


def _voyage_city_box(box: Box, i: int) -> Box:
    x0, y0, x1, y1 = box
    w = (x1 - x0 - 28 - 4 * 10) // 5
    cx = x0 + 14 + i * (w + 10)
    return (cx, y0 + 50, cx + w, y1 - 10)


def castle_geometry(
    cx: float,
    cy: float,
    r: float,
    keep_w: int = 110,
    keep_h: int = 32,
    tower_r: int = 19,
    short_keeps: bool = False,
) -> dict[str, Any]:
    """Towers T1-T5 on a pentagon of radius ``r`` (T1 at the top, clockwise), the walls between
    them, the keeps K1-K3 stacked in the middle."""
    towers = {}
    for k in range(5):
        a = -math.pi / 2 + k * 2 * math.pi / 5
        towers[f"T{k + 1}"] = (cx + r * math.cos(a), cy + r * math.sin(a))
    gap = keep_h + 4
    top = cy - (3 * gap - 4) / 2
    keeps = {
        f"K{k + 1}": (cx - keep_w / 2, top + k * gap, cx + keep_w / 2, top + k * gap + keep_h)
        for k in range(3)
    }
    return {
        "centre": (cx, cy),
        "r": r,
        "towers": towers,
        "keeps": keeps,
        "tower_r": tower_r,
        "short_keeps": short_keeps,
    }


def _castle_geometry(pbox: Box) -> dict[str, Any]:
    x0, y0, x1, y1 = pbox
    return castle_geometry(
        x1 - 142, y0 + 274, 122, keep_w=52, keep_h=30, tower_r=20, short_keeps=True
    )


def wall_label(w: str) -> tuple[str, str]:
    """A wall space's name and what its completed side pays."""
    income = D.SIDE_INCOME.get(w, "")
    return w, word(f"pic-sm-pays-{income}") if income in SIDE_INCOMES else ""


WALL_HALF_H = 23  # a wall space's label box: its name above, what its side pays below
WALL_LINE = 11  # each of the two lines sits this far above / below the wall's middle


def _wall_box(c: _Canvas, mx: float, my: float, w: str) -> tuple[float, float, float, float]:
    name, pays = wall_label(w)
    half = max(font(MIN_TEXT, True).getlength(name), font(MIN_TEXT).getlength(pays)) / 2 + 5
    return (mx - half, my - WALL_HALF_H, mx + half, my + WALL_HALF_H)


def ally_space_box(pbox: Box, k: int) -> Box:
    """Ally space k (0 = space 1) on a player's panel."""
    x = pbox[0] + 100 + k * 34
    y = pbox[1] + ALLY_Y
    return (x, y, x + 28, y + 28)


SLOT_NUMBER_W = 26
ALLY_Y = 224  # the allies row of a player's panel, below the two rows of card slots


def _slot_box(pbox: Box, k: int) -> Box:
    """Card slot k (0 = slot 1): two lines high, so a face-up card's name is shown whole."""
    col, row = k % 3, k // 3
    x = pbox[0] + 14 + col * 164
    y = pbox[1] + 112 + row * 54
    return (x, y, x + 160, y + 50)


PLAYER_TILES: dict[tuple[int | str, ...], _Canvas] = {}
"""The drawn fixed parts of a player's panel, by seat, size, smallest text and where the panel
lies (see `static_player`): a phone picture shows the decider's board every move (issue 33)."""


def static_player(c: _Canvas, seat: int, pbox: Box) -> None:
    """The fixed parts of a player's panel: frame, seat mark, castle spaces, slot numbers;
    drawn once and then pasted with their records. The drawing rounds half-pixel positions to
    even (Python's `round`), so it is drawn at the panel's odd or even x and y: the pasted
    pixels are those of a drawing in place."""
    x0, y0, x1, y1 = pbox
    odd = (x0 % 2, y0 % 2)
    key = (seat, x1 - x0, y1 - y0, c.min_text, *odd, locale())
    tile = PLAYER_TILES.get(key)
    if tile is None:  # a box's far edges are drawn too: one pixel more each way
        tile = PLAYER_TILES[key] = _Canvas(y1 - y0 + 2, width=x1 - x0 + 2, min_text=c.min_text)
        _draw_static_player(tile, seat, (odd[0], odd[1], odd[0] + x1 - x0, odd[1] + y1 - y0))
        tile.image = tile.image.crop((*odd, odd[0] + x1 - x0 + 1, odd[1] + y1 - y0 + 1))
    c.record_panel(pbox)
    c.paste_drawing(tile, (x0, y0), odd)


def _draw_static_player(c: _Canvas, seat: int, pbox: Box) -> None:
    c.panel(pbox)
    c.seat_mark(seat, pbox[0] + 30, pbox[1] + 28, 18)
    _static_castle(c, pbox)
    for k in range(6):
        sb = _slot_box(pbox, k)
        c.draw.rounded_rectangle((sb[0], sb[1], sb[0] + SLOT_NUMBER_W, sb[3]), radius=6, fill=INK)
        c.text(
            (sb[0] + SLOT_NUMBER_W / 2, (sb[1] + sb[3]) / 2),
            str(k + 1),
            MIN_TEXT,
            bold=True,
            fill="white",
            anchor="mm",
        )
    c.text((pbox[0] + 14, pbox[1] + ALLY_Y), word("pic-sm-allies"), MIN_TEXT, bold=True)


def _static_castle(c: _Canvas, pbox: Box, g: dict[str, Any] | None = None) -> None:
    """The empty castle spaces, each with its name (T1, W12, K1) as the choices call it."""
    g = g or _castle_geometry(pbox)
    t = g["towers"]
    tr = g["tower_r"]
    for a, b in D.WALL_ENDS.values():
        c.draw.line((*t[a], *t[b]), fill=LOCKED, width=8)
    for w, (a, b) in D.WALL_ENDS.items():
        mx, my = (t[a][0] + t[b][0]) / 2, (t[a][1] + t[b][1]) / 2
        name, pays = wall_label(w)
        c.draw.rounded_rectangle(_wall_box(c, mx, my, w), radius=6, fill=EMPTY, outline=PANEL_EDGE)
        c.text((mx, my - WALL_LINE), name, MIN_TEXT, bold=True, fill=MUTED, anchor="mm")
        c.text((mx, my + WALL_LINE), pays, MIN_TEXT, fill=MUTED, anchor="mm")
    for tid, (x, y) in t.items():
        c.draw.ellipse((x - tr, y - tr, x + tr, y + tr), fill=EMPTY, outline=PANEL_EDGE, width=2)
        c.text((x, y), tid, MIN_TEXT, bold=True, fill=MUTED, anchor="mm")
    for kid, kb in g["keeps"].items():
        c.draw.rectangle(kb, fill=EMPTY, outline=PANEL_EDGE, width=2)
        c.text(
            ((kb[0] + kb[2]) / 2, (kb[1] + kb[3]) / 2),
            _keep_text(kid, g),
            MIN_TEXT,
            bold=True,
            fill=MUTED,
            anchor="mm",
        )


def _keep_text(keep: str, g: dict[str, Any]) -> str:
    """A keep space's name, with what its cover gives where there is room ("K1 hand +2")."""
    return (
        keep if g["short_keeps"] else word("pic-sm-keep-space", keep=keep, label=keep_label(keep))
    )


def palace_row_box(box: Box, k: int) -> Box:
    """The k-th track row of Frederick's palace (PALACE_ROWS order)."""
    ry = box[1] + 46 + k * 32
    return (box[0] + 8, ry, box[2] - 8, ry + 30)


def edict_box(box: Box, row: str, i: int) -> Box:
    """Edict space ``i`` (0 = I) of the ``active`` or ``next`` row."""
    w = (box[2] - box[0] - 28 - 2 * 12) // 3
    top, h = (box[1] + 48, 86) if row == "active" else (box[1] + 204, 80)
    x0 = box[0] + 14 + i * (w + 12)
    return (x0, top, x0 + w, top + h)


def _draw_palace(
    c: _Canvas, box: Box, view: StuporMundiView, previous: StuporMundiView | None
) -> None:
    pal = view["palace"]
    values = palace_values(pal)
    y = box[1] + 46
    for k, (_label, key, pips, per) in enumerate(PALACE_ROWS):
        ry = y + k * 32
        value = values[key]
        filled = min(pips, value // per)
        for p in range(filled):
            px = box[0] + 140 + p * 34
            c.draw.rounded_rectangle(
                (px, ry + 3, px + 26, ry + 27), radius=4, fill=FRED, outline=INK, width=2
            )
        text = (
            word("pic-sm-aug", n=N.figure(value))
            if key == "treasury"
            else word("pic-sm-out-of", value=N.figure(value), top=N.figure(D.PALACE_MAX[key]))
        )
        c.text((box[0] + 140 + pips * 34 + 8, ry + 2), text, MIN_TEXT, bold=True)
        if view_changed(view, previous, "palace", key):
            c.outline(palace_row_box(box, k), width=4)
    ry = y + len(PALACE_ROWS) * 32 + 2
    spec = pal["specialist"]
    where = (
        word("pic-sm-start-space")
        if spec == 0
        else word("pic-sm-path-a-city" if spec == D.CITY else "pic-sm-path-a", space=spec)
    )
    c.text(
        (box[0] + 14, ry),
        word("pic-sm-specialist", where=where),
        MIN_TEXT,
        max_width=box[2] - box[0] - 28,
    )
    if view_changed(view, previous, "palace", "specialist"):
        c.outline((box[0] + 8, ry - 2, box[2] - 8, ry + 28), width=4)


def _draw_edicts(
    c: _Canvas, box: Box, view: StuporMundiView, previous: StuporMundiView | None
) -> None:
    ed = view["edicts"]
    pile = word("pic-sm-pile", n=N.figure(ed["pile"]))
    c.text((box[2] - 14, box[1] + 10), pile, MIN_TEXT, bold=True, anchor="ra")
    for row, tiles in (("active", ed["active"]), ("next", ed["next"])):
        for i in range(3):
            tb = edict_box(box, row, i)
            x0, top, _, bottom = tb
            w, h = tb[2] - x0, bottom - top
            tile = tiles[i] if i < len(tiles) else None
            roman = D.ROMAN[i]
            if tile:
                c.draw.rounded_rectangle(tb, radius=10, fill=TILE_FILL, outline=FRED_DARK, width=3)
                text = N.edict_text(tile["id"])
                if row == "active":
                    c.draw.ellipse(
                        (x0 + 8, top + 8, x0 + 46, top + 46), fill=FRED, outline=INK, width=2
                    )
                    c.text((x0 + 27, top + 27), roman, MIN_TEXT, bold=True, anchor="mm")
                    _lines(c, x0 + 56, top + 8, text, w - 66, 2, 24, bold=True, step=30)
                else:
                    _lines(c, x0 + 10, top + 8, text, w - 20, 2, 24, bold=True, step=30)
            else:
                c.draw.rounded_rectangle(tb, radius=10, fill=EMPTY, outline=PANEL_EDGE, width=2)
                empty = word("pic-sm-empty")
                c.text((x0 + w / 2, top + h / 2), empty, MIN_TEXT, fill=MUTED, anchor="mm")
            if row == "active":  # "Edict I": the name the edict choices use
                c.text(
                    (x0 + 6, top + h + 8),
                    word("pic-sm-edict-plus", edict=N.edict(roman), reward=N.reward(roman)),
                    MIN_TEXT,
                    bold=True,
                    fill=MUTED,
                    max_width=w - 6,
                )
            else:
                label = N.next_edict(i + 1)
                c.text((x0 + 6, top - 28), label, MIN_TEXT, bold=True, fill=MUTED)
            if view_changed(view, previous, "edicts", row, i):
                c.outline(tb, width=5)


def _occupancy(view: StuporMundiView) -> dict[tuple[str, int], list[tuple[int, int]]]:
    occ: dict[tuple[str, int], dict[int, int]] = {}
    for seat, p in enumerate(view["players"]):
        for s in p["specialists"]:
            path = s["path"]
            key = ("start", 0) if path == "start" or not s["space"] else (path, s["space"])
            occ.setdefault(key, {})
            occ[key][seat] = occ[key].get(seat, 0) + 1
    spec = view["palace"]["specialist"]
    key = ("start", 0) if spec == 0 else ("A", spec)
    occ.setdefault(key, {})[-1] = 1
    return {k: sorted(v.items()) for k, v in occ.items()}


def _draw_workplace(
    c: _Canvas, box: Box, view: StuporMundiView, previous: StuporMundiView | None, n: int
) -> None:
    wp = view["workplace"]
    paths = wp["paths"]
    tiles = wp["city_tiles"]
    occ = _occupancy(view)
    old = _occupancy(previous) if previous else occ
    g = _wp_columns(box)
    # start space: one line per seat
    sx0, sy0, sx1, sy1 = g["start"]
    groups = occ.get(("start", 0), [])
    for k, (seat, count) in enumerate(groups):
        cy = sy0 + 56 + k * 40
        if seat < 0:
            _fred_mark(c, sx0 + 26, cy, 15)
        else:
            c.seat_mark(seat, sx0 + 26, cy, 15)
        c.text((sx0 + 48, cy - 13), f"×{count}", MIN_TEXT, bold=True)
    if previous is not None and occ.get(("start", 0)) != old.get(("start", 0)):
        c.outline(g["start"], width=4)
    for path in D.PATHS:
        for sp in paths[path]:
            s = sp["space"]
            if s not in D.PATH_SPACES[path]:
                continue
            bx0, by0, bx1, by1 = _space_box(box, path, s)
            width = bx1 - bx0 - 16
            cost = sp["grain_cost"]
            name = N.space(path, s)  # as the promote choices name it
            c.text((bx0 + 8, by0 + 4), name, MIN_TEXT, bold=True)
            name_w = int(font(MIN_TEXT, True).getlength(name))
            c.text(
                (bx0 + 16 + name_w, by0 + 4),
                word("pic-sm-enter-colon", grain=cost),
                MIN_TEXT,
                fill=MUTED,
            )
            marks_end = bx1 - 4
            if sp["edict_token"]:  # bottom right, clear of the name line and the marks
                f = font(MIN_TEXT, True)
                badge = word("pic-sm-edict-badge")
                marks_end = bx1 - 8 - int(f.getlength(badge)) - 14
                _badge(c, marks_end, by1 - 30, badge, EDICT_RED)
            effect = sp["effect"]
            if effect == "city":
                left = [N.city_tile(t) for t in tiles[path]]
                text = ", ".join(left) if left else word("pic-sm-no-city-bonus")
                _lines(c, bx0 + 8, by0 + 30, text, width, 2, MIN_TEXT, step=25)
                hl = view_changed(view, previous, "workplace", "city_tiles", path)
            else:
                text = short_effect(effect)
                _lines(c, bx0 + 8, by0 + 30, text, width, 2, MIN_TEXT, step=25)
                hl = False
            _marks_row(c, bx0 + 8, by1 - 16, occ.get((path, s), []), marks_end - 4)
            if previous is not None and (
                hl
                or occ.get((path, s)) != old.get((path, s))
                or view_changed(
                    view,
                    previous,
                    "workplace",
                    "paths",
                    path,
                    D.PATH_SPACES[path].index(s),
                    "edict_token",
                )
            ):
                c.outline((bx0, by0, bx1, by1), width=4)


def _ships(view: StuporMundiView) -> dict[str, list[int]]:
    """City id -> seats whose ship is there (the players' ``ship`` or the cities' ``ships``)."""
    out: dict[str, list[int]] = {}
    for seat, p in enumerate(view["players"]):
        out.setdefault(p["ship"], []).append(seat)
    for city in view["voyage"]["cities"]:
        if city["id"] not in out:
            out[city["id"]] = list(city["ships"])
    return out


def _city_slice(view: StuporMundiView | None, i: int) -> Any:
    """Everything one city box shows: the city, the ships there, Frederick's ship there."""
    if view is None:
        return None
    cities = view["voyage"]["cities"]
    if i >= len(cities):
        return None
    city = cities[i]
    cid = city["id"]
    fred = "solo" in view and view["solo"]["frederick_ship"] == cid
    return (city, _ships(view).get(cid, []), fred, len(view["players"]))


def _draw_voyage(
    c: _Canvas, box: Box, view: StuporMundiView, previous: StuporMundiView | None, lkey: str
) -> None:
    voy = view["voyage"]
    parts = [word("pic-sm-side", side=voy["side"])] if voy["side"] else []
    if voy["blocked"]:
        parts.append(word("pic-sm-blocked", n=len(voy["blocked"])))
    parts.append(word("pic-sm-card-deck", n=N.figure(voy["deck"])))
    c.text(
        (box[2] - 14, box[1] + 12),
        " · ".join(parts),
        MIN_TEXT,
        bold=True,
        anchor="ra",
    )
    for i, city in enumerate(voy["cities"][:5]):
        now, before = _city_slice(view, i), _city_slice(previous, i)
        cbox = _voyage_city_box(box, i)
        _region(
            c,
            lkey,
            f"city{i}",
            cbox,
            now,
            before,
            partial(_draw_city, c, cbox, i, city, now, before, view, previous),
        )


def _draw_city(
    c: _Canvas,
    cbox: Box,
    i: int,
    city: CityView,
    now: Any,
    before: Any,
    view: StuporMundiView,
    previous: StuporMundiView | None,
) -> None:
    bx0, by0, bx1, by1 = cbox
    w = bx1 - bx0 - 16
    x = bx0 + 8
    y = by0 + 6
    groups = [(s, 1) for s in now[1]] + ([(-1, 1)] if now[2] else [])
    city_name = N.city_name(city["id"])
    name_w = int(font(26, True).getlength(city_name))
    c.text((x, y), city_name, 26, bold=True, max_width=w)
    _marks_row(c, x + name_w + 10, y + 15, groups, bx1 - 4)
    if before is not None and (now[1], now[2]) != (before[1], before[2]):
        c.outline((bx0 + 2, by0 + 2, bx1 - 2, y + 32), width=4)
    y += 40
    sell, buy, side = _market_lines(city["market"])
    mb = (bx0 + 4, y - 2, bx1 - 4, y + 82)
    c.draw.rounded_rectangle(mb, radius=6, fill=HARD if side == "hard" else EASY)
    market = word("pic-sm-market-side", side=N.market_side(side)) if side else word("pic-sm-market")
    c.text((x, y), market, MIN_TEXT, bold=True, max_width=w)
    c.text((x, y + 27), sell, MIN_TEXT, max_width=w)
    c.text((x, y + 53), buy, MIN_TEXT, max_width=w)
    if view_changed(view, previous, "voyage", "cities", i, "market"):
        c.outline(mb, width=4)
    y += 90
    places = _voyage_places(len(view["players"]))
    for k, ap in enumerate(city["allies"][:places]):
        ab = (bx0 + 4, y - 2, bx1 - 4, y + ALLY_ROW_H - 4)
        top = ap["top"]
        ally = N.ally_def(top["id"]) if top is not None else None
        hidden = ap["face_down"]
        cost = word("pic-sm-grain", n=N.figure(ap["cost"]))
        cw = int(font(MIN_TEXT).getlength(cost))
        if ally is not None:  # kind, name, cost; below: the +2 condition and the face-down count
            right = _badge(c, x, y, ally.kind or "?", LOYAL if ally.kind == "L" else INDEP, INK)
            c.text(
                (right + 6, y + 1),
                N.ally_name(ally.id),
                MIN_TEXT,
                bold=True,
                max_width=x + w - cw - 10 - right,
            )
            c.text((x + w, y + 1), cost, MIN_TEXT, anchor="ra")
            room = w
            if hidden:
                hx = x + w - 24
                c.draw.rounded_rectangle((hx, y + 28, hx + 24, y + 54), radius=5, fill=HIDDEN)
                c.text(
                    (hx + 12, y + 41), str(hidden), MIN_TEXT, bold=True, fill="white", anchor="mm"
                )
                room -= 32
            cond = N.ally_condition_short(ally.id)
            c.text((x, y + 28), cond, MIN_TEXT, fill=MUTED, max_width=room)
        else:
            c.text((x, y + 1), word("pic-sm-no-ally"), MIN_TEXT, fill=MUTED, max_width=w)
            if hidden:
                down = word("pic-sm-n-face-down", n=N.figure(hidden))
                c.text((x, y + 28), down, MIN_TEXT, fill=MUTED, max_width=w)
        if view_changed(view, previous, "voyage", "cities", i, "allies", k):
            c.outline(ab, width=4)
        y += ALLY_ROW_H
    for k, cp in enumerate(city["cards"][:places]):
        cb = (bx0 + 4, y - 2, bx1 - 4, y + CARD_ROW_H - 4)
        if cp["card"]:  # a filled place: every key is there
            c.draw.rounded_rectangle(cb, radius=6, fill=LEVEL_FILL.get(cp["level"], "white"))
            cost = N.card_cost(cp["card"])
            cw = int(font(MIN_TEXT).getlength(cost))
            c.text((x, y + 1), N.card_name(cp["card"]), MIN_TEXT, bold=True, max_width=w - cw - 8)
            c.text((x + w, y + 1), cost, MIN_TEXT, anchor="ra")
            _lines(c, x, y + 27, N.card_text(cp["card"]), w, 3, MIN_TEXT, step=25)
        else:
            c.text((x, y + 1), word("pic-sm-no-card"), MIN_TEXT, fill=MUTED)
        if view_changed(view, previous, "voyage", "cities", i, "cards", k):
            c.outline(cb, width=4)
        y += CARD_ROW_H


def _draw_player(
    c: _Canvas,
    box: Box,
    view: StuporMundiView,
    previous: StuporMundiView | None,
    seat: int,
    name: str,
    to_move: bool,
) -> None:
    p = view["players"][seat]
    x0, y0, x1, y1 = box
    w = x1 - x0

    def ch(*path: str | int) -> bool:
        return view_changed(view, previous, "players", seat, *path)

    house = p["house"]
    title = word("pic-sm-name-house", name=name, house=N.house_name(house)) if house else name
    right = x1 - 14
    tags = []
    if view["first_player"] == seat:
        tags.append((word("pic-sm-first-player"), TAG_GREY))
    if p["passed"]:
        tags.append((word("pic-sm-passed"), MUTED))
    if to_move:
        tags.append((word("pic-sm-to-move"), TAG_GREEN))
    f = font(MIN_TEXT, True)
    for label, colour in reversed(tags):
        right -= int(f.getlength(label)) + 14
        _badge(c, right, y0 + 14, label, colour)
        right -= 8
    c.text((x0 + 58, y0 + 12), title, 26, bold=True, max_width=right - x0 - 66)
    if ch("passed"):
        c.outline((right, y0 + 10, x1 - 10, y0 + 46), width=4)
    stats = " · ".join(N.goods(p)) + " " + N.count("storage", p["storage"])
    c.text((x0 + 14, y0 + 50), stats, 24, bold=True, max_width=w - 28)
    if any(ch(k) for k in ("vp", "aug", "grain", "stone", "storage")):
        c.outline((x0 + 8, y0 + 48, x1 - 8, y0 + 78), width=4)
    hand = word("pic-sm-hand-limit", hand=N.figure(p["hand_count"]), limit=p["hand_limit"])
    cards = " · ".join(
        [
            hand,
            N.count("draw-pile", p["draw_count"]),
            N.count("discard", len(p["discard"])),
            N.count("edicts", len(p["edicts"])),
        ]
    )
    c.text((x0 + 14, y0 + 80), cards, MIN_TEXT, fill=MUTED, max_width=w - 28)
    if any(ch(k) for k in ("hand_count", "hand_limit", "draw_count", "discard", "edicts")):
        c.outline((x0 + 8, y0 + 80, x1 - 8, y0 + 106), width=3)
    # card slots
    for k, slot in enumerate(p["slots"][:6]):
        bx0, by0, bx1, by1 = _slot_box(box, k)
        sb = (bx0 + SLOT_NUMBER_W + 2, by0, bx1, by1)
        mid = ((sb[0] + sb[2]) / 2, (by0 + by1) / 2)
        card = slot["card"]
        if slot["locked"]:
            c.draw.rounded_rectangle(sb, radius=6, fill=LOCKED)
            c.text(mid, word("pic-sm-locked"), MIN_TEXT, anchor="mm")
        elif card is None:
            c.draw.rounded_rectangle(sb, radius=6, fill="white", outline=PANEL_EDGE, width=2)
            c.text(mid, word("pic-sm-free"), MIN_TEXT, fill=MUTED, anchor="mm")
        elif card == "hidden" or not slot["face_up"]:
            c.draw.rounded_rectangle(sb, radius=6, fill=HIDDEN)
            label = word("pic-sm-face-down-short") if card == "hidden" else N.card_short(card)
            _slot_name(c, sb, label, "white")
        else:
            cdef = D.CARDS.get(str(card).split("~")[0])
            fill = LEVEL_FILL.get(cdef.level if cdef else "H", "white")
            c.draw.rounded_rectangle(sb, radius=6, fill=fill, outline=INK, width=2)
            _slot_name(c, sb, N.card_short(card), INK)
        if ch("slots", k):
            c.outline((bx0, by0, bx1, by1), width=4)
    # allies: five spaces (white = open, grey = needs a tower, red dot = issues an edict)
    ay = y0 + ALLY_Y
    spaces = p["ally_spaces"]
    for k, sp in enumerate(spaces[:5]):
        sb = ally_space_box(box, k)
        bx = sb[0]
        ally = N.ally_def(sp["ally"])
        if ally is not None:
            c.draw.rectangle(sb, fill=LOYAL if ally.kind == "L" else INDEP, outline=INK, width=2)
            c.text((bx + 14, ay + 14), ally.kind, MIN_TEXT, bold=True, fill=INK, anchor="mm")
        elif sp["open"]:
            c.draw.rectangle(sb, fill="white", outline=INK, width=2)
        else:
            c.draw.rectangle(sb, fill=LOCKED, outline=PANEL_EDGE, width=1)
            c.draw.line((bx + 5, ay + 5, bx + 23, ay + 23), fill=PANEL_EDGE, width=2)
        if sp["edict_icon"] and ally is None:
            c.draw.ellipse((bx + 9, ay + 9, bx + 19, ay + 19), fill=EDICT_RED)
    used = len(p["allies"])
    open_n = sum(1 for s in spaces if s["open"])
    used_text = word("pic-sm-used", used=N.figure(used), open=N.figure(open_n))
    c.text((x0 + 282, ay + 2), used_text, MIN_TEXT, fill=MUTED, max_width=200)
    allies = [a for a in (N.ally_def(t) for t in p["allies"]) if a is not None]
    text = ", ".join(
        word("pic-sm-ally-kind", ally=N.ally_name(a.id), kind=a.kind) for a in allies
    ) or word("pic-sm-none-yet")
    _lines(c, x0 + 14, ay + 32, text, 476, 2, MIN_TEXT, step=26)
    if ch("allies") or ch("ally_spaces"):
        c.outline((x0 + 8, ay - 4, x0 + 496, ay + 86), width=4)
    # unbuilt structures on the player board
    uy = y0 + ALLY_Y + 92
    pieces = p["board_pieces"]
    counts = []
    for kind in ("tower", "wall", "keep"):
        ids = [b for b in pieces if b in D.BOARD_PIECES and D.BOARD_PIECES[b].kind == kind]
        great = sum(1 for b in ids if D.BOARD_PIECES[b].great)
        n = word(f"pic-sm-n-{kind}", n=len(ids))
        counts.append(word("pic-sm-n-great", pieces=n, great=great) if great else n)
    built = p["castle"]
    nt, nw, nk = (sum(1 for b in built if b.startswith(k)) for k in "TWK")
    c.text(
        (x0 + 14, uy),
        word(
            "pic-sm-castle-built",
            towers=word("pic-sm-n-tower", n=nt),
            walls=word("pic-sm-n-wall", n=nw),
            keeps=word("pic-sm-n-keep", n=nk),
        ),
        MIN_TEXT,
        bold=True,
        max_width=476,
    )
    great = p["great_structures"]
    _lines(
        c,
        x0 + 14,
        uy + 26,
        word("pic-sm-unbuilt-line", pieces=", ".join(counts), great=great),
        476,
        2,
        MIN_TEXT,
        step=26,
    )
    if ch("board_pieces"):
        c.outline((x0 + 8, uy - 4, x0 + 496, uy + 80), width=4)
    _draw_castle(c, box, p, seat, view, previous)


def _slot_name(c: _Canvas, sb: Box, name: str, fill: Any) -> None:
    """A card's name in its slot, centred, in one or two lines (every word shown)."""
    width = sb[2] - sb[0] - 6
    lines = _wrap(name, MIN_TEXT, False, width)[:2]
    cx, cy = (sb[0] + sb[2]) / 2, (sb[1] + sb[3]) / 2
    for k, line in enumerate(lines):
        c.text(
            (cx, cy + (k - (len(lines) - 1) / 2) * 23),
            line,
            MIN_TEXT,
            fill=fill,
            anchor="mm",
            max_width=width,
        )


def _draw_castle(
    c: _Canvas,
    box: Box,
    p: PlayerView,
    seat: int,
    view: StuporMundiView,
    previous: StuporMundiView | None,
    g: dict[str, Any] | None = None,
) -> None:
    g = g or _castle_geometry(box)
    built = set(p["castle"])
    old = set(previous["players"][seat]["castle"]) if previous is not None else built
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    t = g["towers"]
    tr = g["tower_r"]
    new: list[tuple[float, float, float, float]] = []
    for w, (a, b) in D.WALL_ENDS.items():
        if w in built:
            c.draw.line((*t[a], *t[b]), fill=INK, width=20)
            c.draw.line((*t[a], *t[b]), fill=colour, width=14)
    for w, (a, b) in D.WALL_ENDS.items():
        mx, my = (t[a][0] + t[b][0]) / 2, (t[a][1] + t[b][1]) / 2
        wb = _wall_box(c, mx, my, w)
        if w in built:
            name, pays = wall_label(w)
            c.draw.rounded_rectangle(wb, radius=6, fill=colour, outline=INK, width=2)
            c.stamp((mx, my - WALL_LINE), name)
            c.stamp((mx, my + WALL_LINE), pays, bold=False)
        if (w in built) != (w in old):
            new.append(wb)
    for tid, (x, y) in t.items():
        if tid in built:
            c.draw.ellipse((x - tr, y - tr, x + tr, y + tr), fill=colour, outline=INK, width=2)
            c.stamp((x, y), tid)
        elif any(
            w in built for w, ends in D.WALL_ENDS.items() if tid in ends
        ):  # a built wall ends here
            c.draw.ellipse(
                (x - tr, y - tr, x + tr, y + tr), fill=EMPTY, outline=PANEL_EDGE, width=2
            )
            c.text((x, y), tid, MIN_TEXT, bold=True, fill=MUTED, anchor="mm")
        if (tid in built) != (tid in old):
            new.append((x - tr - 1, y - tr - 1, x + tr + 1, y + tr + 1))
    for kid, kb in g["keeps"].items():
        if kid in built:
            c.draw.rectangle(kb, fill=colour, outline=INK, width=2)
            c.stamp(
                ((kb[0] + kb[2]) / 2, (kb[1] + kb[3]) / 2),
                kid
                if g["short_keeps"]
                else word("pic-sm-keep-space", keep=kid, label=keep_label(kid)),
            )
        if (kid in built) != (kid in old):
            new.append(kb)
    for nb in new:
        c.outline((int(nb[0]), int(nb[1]), int(nb[2]), int(nb[3])), width=4)


def _draw_solo(
    c: _Canvas, box: Box, view: StuporMundiView, previous: StuporMundiView | None
) -> None:
    solo = view["solo"]
    x0, y0, x1, _ = box
    y = y0 + 52
    _fred_mark(c, x1 - 34, y0 + 26, 16)
    ship = N.city_name(solo["frederick_ship"])
    rows = [
        word("pic-sm-solo-ship", ship=ship, crowns=solo["crowns"]),
        word("pic-sm-solo-deck", n=solo["deck"], turns=solo["frederick_turns"]),
    ]
    for k, row in enumerate(rows):
        c.text((x0 + 14, y + k * 32), row, 24, max_width=x1 - x0 - 28)
    y += len(rows) * 32 + 8
    discard = solo["discard"]
    if discard:
        last = D.SOLO_CARDS.get(discard[-1])
        if last is not None:
            how = word(f"pic-sm-solo-{last.ship}", n=last.moves)
            acts = ", ".join(word(f"pic-sm-solo-{a}") for a in last.actions)
            key = "pic-sm-last-solo-crown" if last.crown else "pic-sm-last-solo"
            text = word(key, card=last.id, how=how, actions=acts)
        else:
            text = word("pic-sm-last-solo-id", card=discard[-1])
        y = _lines(c, x0 + 14, y, text, x1 - x0 - 28, 2, MIN_TEXT)
    # what Frederick took out of the game (public): the count first, then as many names as fit
    gone = [  # an edict's own text holds commas: edicts are parted by semicolons
        (
            "pic-sm-allies-removed",
            [N.ally_name(D.ally_of(a).id) for a in solo["removed_allies"]],
            2,
            ", ",
        ),
        ("pic-sm-cards-removed", [N.card_name(k) for k in view["out"]], 3, ", "),
        (
            "pic-sm-edicts-issued",
            [N.edict_text(e) for e in solo["removed_edicts"] if e in D.EDICTS],
            2,
            "; ",
        ),
    ]
    for label, items, lines, sep in gone:
        head = word(label, n=len(items)) + " "
        for line in listed(c, head, items, x1 - x0 - 28, lines, sep):
            c.text((x0 + 14, y + 6), line, MIN_TEXT)
            y += 26
        y += 6
    if previous is not None and view_changed(view, previous, "solo"):
        c.outline(box, width=4)


def listed(
    c: _Canvas, head: str, items: list[str], width: int, max_lines: int, sep: str = ", "
) -> list[str]:
    """``head`` and the items in at most ``max_lines`` lines of ``width`` px, never cut inside a
    name: what does not fit is counted ("+3 more")."""
    if not items:
        return [word("pic-sm-head-none", head=head.strip())]
    for shown in range(len(items), -1, -1):
        rest = len(items) - shown
        text = (
            head
            + sep.join(items[:shown])
            + ((sep if shown else "") + word("pic-sm-more", n=rest) if rest else "")
        )
        lines = c.lines(text, MIN_TEXT, width)
        if len(lines) <= max_lines and all(
            font(MIN_TEXT).getlength(line) <= width for line in lines
        ):
            return lines
    return [head.strip()]
