"""Stupor Mundi: the public board and the private hand image.

Layout (1600 px wide, top to bottom): header band, score strip, Frederick's palace and the
edicts, the workplace area (paths A/B/C with every specialist), the voyage board (five cities
with market, allies and cards on offer, ships), then one panel per player (card slots,
resources, allies, unbuilt structures and the castle board). At game over the voyage area
shows the final score table instead.

Only the public view is read; names of cards, allies and effects come from the engine's data
tables (read only). The frames and fixed labels are the static layer (`static_layer`, one per
player count); the state is drawn on a copy. Whatever changed since ``previous`` is outlined.

Speed (bench/render_stupor_mundi.py): text is drawn from cached glyph masks; a region whose
part of the view did not change (and so has no outline) is pasted from its last drawing; the
result is a 256-colour image on a fixed palette, which PNG-encodes several times faster and in
half the bytes of the RGB drawing (`draw_board` returns the RGB drawing).
"""

from __future__ import annotations

import math
from typing import Any

from PIL import Image, ImageColor, ImageDraw

from games.stupor_mundi import data as D
from render import register_renderer
from render.common import (
    BACKGROUND,
    BAND,
    HIGHLIGHT,
    INK,
    MUTED,
    SEAT_COLOURS,
    WIDTH,
    draw_seat_mark,
    font,
    wrap,
)
from render.kit import MIN_TEXT, PANEL_EDGE, PANEL_FILL, Canvas, changed, fit_text, static_layer

SLUG = "stupor-mundi"
TITLE = "Stupor Mundi"
MARGIN = 20
GAP = 12
FRED = "#F0E442"  # Okabe–Ito yellow: Frederick (his pieces are yellow in the box), marked "F"
FRED_DARK = (150, 130, 20)
EMPTY = (232, 226, 212)
LOCKED = (200, 194, 182)
HIDDEN = (120, 112, 100)
LOYAL = "#E69F00"  # loyalists are orange in the box
INDEP = "#56B4E9"  # independents turquoise
EDICT_RED = (170, 40, 40)
EASY = (214, 230, 245)
HARD = (245, 214, 210)
LEVEL_FILL = {"H": (236, 230, 214), "A": (222, 235, 222), "B": (228, 222, 240)}

HEADER_H = 150
PALACE_H = 300
WP_TOP = 76  # first path row below the workplace panel's top
WP_ROW = 110
WP_H = WP_TOP + 3 * WP_ROW + 2 * 8 + 10
PLAYER_H = 374
LEGEND_H = 34
MAX_HEIGHT = 2400  # 4 players; fewer players give a shorter board

PALACE_ROWS = (  # label, key, maximum pips, per pip
    ("Grain", "grain", D.PALACE_MAX["grain"], 1),
    ("Stone", "stone", D.PALACE_MAX["stone"], 1),
    ("Treasury", "treasury", D.PALACE_MAX["treasury"] // D.TREASURY_STEP, D.TREASURY_STEP),
    ("Towers", "towers", D.PALACE_MAX["towers"], 1),
    ("Walls", "walls", D.PALACE_MAX["walls"], 1),
    ("Keeps", "keeps", D.PALACE_MAX["keeps"], 1),
    ("Court", "court", D.PALACE_MAX["court"], 1),
)
SHORT_EFFECT = {  # the engine's text where it fits two lines of a workplace space
    "VL-C-II": "Each build: +2 VP and 1 grain or stone",
    "CS-C-I": "Travel: 2nd city is free too",
}
CITY_BONUS_SHORT = {
    "CB-A": "6 aug + 3 resources",
    "CB-B": "Edict + 3 VP",
    "CB-C": "Free ally",
    "CB-D": "Free tower",
    "CB-E": "Free wall",
    "CB-F": "Free keep",
}
SIDE_LABEL = {  # what a completed side (tower, wall, tower) pays: printed on its wall space
    "INC-STONE": "stone", "INC-GRAIN": "grain", "INC-AUG": "aug", "INC-VP": "VP", "INC-MARKET": "market",
}
KEEP_LABEL = {"K1": "Hand+2", "K2": "Both", "K3": "Slot 6"}
BREAKDOWN = (
    ("allies", "Allies"), ("edicts", "Edicts"), ("castle_income", "Castle"),
    ("workplace", "Work-place"), ("cards", "Cards"), ("city", "City"),
    ("structures", "Struct-ures"), ("majority", "Major-ity"), ("coins", "Coins"),
)


# ---------------------------------------------------------------------------------------------
# text drawn from cached glyph masks: most strings repeat from move to move, and rendering
# text with FreeType is most of a board's cost (bench/render_stupor_mundi.py)

_MASKS: dict[tuple, tuple[Image.Image, int, int]] = {}
_STAMPS: dict[tuple, tuple[Image.Image, int, int]] = {}
_WRAPS: dict[tuple, list[str]] = {}
_CACHE_CAP = 20000


def _capped(cache: dict) -> dict:
    if len(cache) > _CACHE_CAP:
        cache.clear()
    return cache


def _mask(s: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    key = (s, size, bold, anchor)
    hit = _MASKS.get(key)
    if hit is None:
        f = font(size, bold)
        left, top, right, bottom = f.getbbox(s, anchor=anchor)
        img = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
        ImageDraw.Draw(img).text((-left, -top), s, font=f, fill=255, anchor=anchor)
        hit = _capped(_MASKS)[key] = (img, left, top)
    return hit


def _wrap(s: str, size: int, bold: bool, width: int) -> list[str]:
    key = (s, size, bold, width)
    hit = _WRAPS.get(key)
    if hit is None:
        hit = _capped(_WRAPS)[key] = wrap(s, font(size, bold), width)
    return hit


class _Canvas(Canvas):
    """The kit's canvas with cached text (same fonts, sizes and fitting rule)."""

    def text(self, xy: tuple[float, float], s: str, size: int = 24, bold: bool = False,
             fill: Any = INK, anchor: str = "la", max_width: int | None = None) -> None:
        size = max(size, MIN_TEXT)
        if max_width is not None:
            s, size = fit_text(s, size, bold, max_width)
        if not s:
            return
        img, left, top = _mask(s, size, bold, anchor)
        self.draw.bitmap((round(xy[0]) + left, round(xy[1]) + top), img, fill=fill)

    def stamp(self, xy: tuple[float, float], s: str, size: int = MIN_TEXT, fill: Any = "white",
              stroke: Any = INK, stroke_width: int = 2, bold: bool = True) -> None:
        """Centred text with an outline (labels on coloured pieces), cached as RGBA."""
        key = (s, size, str(fill), str(stroke), stroke_width, bold)
        hit = _STAMPS.get(key)
        if hit is None:
            f = font(size, bold)
            left, top, right, bottom = f.getbbox(s, anchor="mm", stroke_width=stroke_width)
            img = Image.new("RGBA", (max(1, right - left), max(1, bottom - top)), (0, 0, 0, 0))
            ImageDraw.Draw(img).text((-left, -top), s, font=f, fill=fill, anchor="mm",
                                     stroke_width=stroke_width, stroke_fill=stroke)
            hit = _capped(_STAMPS)[key] = (img, left, top)
        img, left, top = hit
        self.image.paste(img, (round(xy[0]) + left, round(xy[1]) + top), img)

    def seat_mark(self, seat: int, cx: float, cy: float, r: int = 16) -> None:
        key = ("seat", seat, r)
        hit = _STAMPS.get(key)
        if hit is None:
            pad = r + 4
            img = Image.new("RGBA", (2 * pad, 2 * pad), (0, 0, 0, 0))
            draw_seat_mark(ImageDraw.Draw(img), seat, pad, pad, r)
            hit = _capped(_STAMPS)[key] = (img, -pad, -pad)
        img, left, top = hit
        self.image.paste(img, (round(cx) + left, round(cy) + top), img)


# ---------------------------------------------------------------------------------------------
# geometry


def _strip_h(n: int) -> int:
    per_row = n if n <= 3 else (n + 1) // 2
    return 10 + math.ceil(n / per_row) * 96 + 6


def _voyage_places(n: int) -> int:
    """Ally/card places per city: side 1/2, or side 3/4 with the red places blocked below 4."""
    return max(1, len(D.voyage_places(max(1, min(n, 4)))) // len(D.CITIES))


def _voyage_h(n: int) -> int:
    return 50 + 40 + 90 + _voyage_places(n) * (58 + 82) + 16


def _layout(n: int, solo: bool) -> dict[str, Any]:
    y = HEADER_H + _strip_h(n) + 4
    lay: dict[str, Any] = {"strip": HEADER_H}
    lay["palace"] = (MARGIN, y, 520, y + PALACE_H)
    lay["edicts"] = (532, y, WIDTH - MARGIN, y + PALACE_H)
    y += PALACE_H + GAP
    lay["workplace"] = (MARGIN, y, WIDTH - MARGIN, y + WP_H)
    y += WP_H + GAP
    lay["voyage"] = (MARGIN, y, WIDTH - MARGIN, y + _voyage_h(n))
    y += _voyage_h(n) + 4
    lay["legend"] = y
    y += LEGEND_H
    half = (WIDTH - 2 * MARGIN - GAP) // 2
    boxes = []
    for seat in range(n):
        col, row = seat % 2, seat // 2
        x0 = MARGIN + col * (half + GAP)
        y0 = y + row * (PLAYER_H + GAP)
        boxes.append((x0, y0, x0 + half, y0 + PLAYER_H))
    lay["players"] = boxes
    if solo:
        lay["solo"] = (MARGIN + half + GAP, y, WIDTH - MARGIN, y + PLAYER_H)
    rows = math.ceil(n / 2)
    lay["height"] = y + rows * (PLAYER_H + GAP) - GAP + 8
    return lay


def _wp_columns(box) -> dict[str, Any]:
    x0, y0, x1, _ = box
    label_x = x0 + 14
    start = (x0 + 60, y0 + WP_TOP, x0 + 186, y0 + WP_TOP + 3 * WP_ROW + 16)
    cx = x0 + 200
    col_w = (x1 - 14 - cx - 4 * 10) // 5
    cols = {i: (cx + k * (col_w + 10), cx + k * (col_w + 10) + col_w) for k, i in enumerate((1, 2, 3, 4, 5))}
    rows = {p: y0 + WP_TOP + k * (WP_ROW + 8) for k, p in enumerate(D.PATHS)}
    return {"label_x": label_x, "start": start, "cols": cols, "rows": rows}


def _space_box(box, path: str, space: int):
    g = _wp_columns(box)
    if space == 0:
        return g["start"]
    x0, x1 = g["cols"][space]
    y0 = g["rows"][path]
    return (x0, y0, x1, y0 + WP_ROW)


def _voyage_city_box(box, i: int):
    x0, y0, x1, y1 = box
    w = (x1 - x0 - 28 - 4 * 10) // 5
    cx = x0 + 14 + i * (w + 10)
    return (cx, y0 + 50, cx + w, y1 - 10)


def _castle_geometry(pbox) -> dict[str, Any]:
    x0, y0, x1, y1 = pbox
    cx = x1 - 135
    cy = y0 + 236
    r = 106
    towers = {}
    for k in range(5):
        a = -math.pi / 2 + k * 2 * math.pi / 5
        towers[f"T{k + 1}"] = (cx + r * math.cos(a), cy + r * math.sin(a))
    return {"centre": (cx, cy), "r": r, "towers": towers,
            "keeps": {f"K{k + 1}": (cx - 40, cy - 52 + k * 36, cx + 46, cy - 52 + k * 36 + 32) for k in range(3)}}


# ---------------------------------------------------------------------------------------------
# small drawing helpers


def _fred_mark(c: _Canvas, cx: float, cy: float, r: int = 14) -> None:
    pts = [(cx + r * math.cos(math.pi / 6 + k * math.pi / 3), cy + r * math.sin(math.pi / 6 + k * math.pi / 3))
           for k in range(6)]
    c.draw.polygon(pts, fill=FRED, outline=INK)
    c.text((cx, cy), "F", max(MIN_TEXT, int(r * 0.95)), bold=True, fill=INK, anchor="mm")


def _lines(c: _Canvas, x: int, y: int, s: str, width: int, max_lines: int = 2, size: int = MIN_TEXT,
           fill: Any = INK, bold: bool = False, step: int = 26) -> int:
    """Wrapped text in at most ``max_lines`` lines (the last one shrunk/cut); returns y below."""
    lines = _wrap(s, size, bold, width)
    if len(lines) > max_lines:
        lines = lines[: max_lines - 1] + [" ".join(lines[max_lines - 1:])]
    for line in lines:
        c.text((x, y), line, size, bold=bold, fill=fill, max_width=width)
        y += step
    return y


def _badge(c: _Canvas, x: int, y: int, s: str, fill: Any, ink: Any = "white") -> int:
    """A small rounded label; returns its right edge."""
    f = font(MIN_TEXT, True)
    w = int(f.getlength(s)) + 14
    c.draw.rounded_rectangle((x, y, x + w, y + 28), radius=7, fill=fill)
    c.text((x + 7, y + 14), s, MIN_TEXT, bold=True, fill=ink, anchor="lm")
    return x + w


def _marks_row(c: _Canvas, x: int, cy: int, groups: list[tuple[int, int]], max_x: int) -> None:
    """Seat marks (seat -1 = Frederick) with a count when a seat has more than one there."""
    for seat, count in groups:
        if x + 28 > max_x:
            break
        if seat < 0:
            _fred_mark(c, x + 14, cy, 14)
        else:
            c.seat_mark(seat, x + 14, cy, 14)
        x += 32
        if count > 1:
            c.text((x - 2, cy - 13), f"×{count}", MIN_TEXT, bold=True)
            x += 36
        x += 4


def _n(k: int, word: str) -> str:
    return f"{k} {word}" + ("" if k == 1 else "s")


def _card_name(cid: str | None) -> str:
    if not cid:
        return ""
    try:
        card = D.card_def(cid)
    except KeyError:
        return str(cid)
    name = card.name
    house = D.HOUSE_NAMES.get(card.house, "")
    if house and name.startswith(house + " "):
        name = name[len(house) + 1:]
    return name


def _card_cost(cid: str) -> str:
    card = D.CARDS.get(cid)
    if card is None or card.level == "H":
        return ""
    return f"{card.cost_aug} aug" if card.cost_aug is not None else "1 card"


class _AllyInfo:
    __slots__ = ("name", "kind", "cond")

    def __init__(self, name: str, kind: str, cond: str):
        self.name, self.kind, self.cond = name, kind, cond


def _ally(tile: Any) -> _AllyInfo | None:
    """An ally from the view: a dict (name, kind, condition) or a tile/ally id."""
    if not tile:
        return None
    if isinstance(tile, dict):
        return _AllyInfo(str(tile.get("name", tile.get("id", ""))), str(tile.get("kind", "")),
                         str(tile.get("condition", "")))
    try:
        a = D.ALLIES.get(tile) or D.ally_of(tile)
    except KeyError:
        return _AllyInfo(str(tile), "", "")
    return _AllyInfo(a.name, a.kind, a.cond)


def _cond(text: str) -> str:
    """An ally's condition, short: "+2 if your grain ≥ F's grain"."""
    text = text.replace("a specialist of yours further than", "specialist past")
    if text.startswith("your "):
        text = text[5:]
    return "+2: " + text.replace("Frederick's", "F's").replace(">=", "≥")


def _market_lines(market: Any) -> tuple[str, str, str]:
    """Sell line, buy line and side (easy/hard) of a market: a view dict or a tile id."""
    if isinstance(market, dict):
        sell, buy = market.get("sell") or {}, market.get("buy") or {}
        side = str(market.get("side", ""))
        sg, ss, sa = sell.get("grain", 0), sell.get("stone", 0), sell.get("aug", 0)
        ba, bg, bs = buy.get("aug", 0), buy.get("grain", 0), buy.get("stone", 0)
    else:
        m = D.MARKETS.get(str(market))
        if m is None:
            return (str(market), "", "")
        side = str(market).split(".")[-1]
        sg, ss, sa, ba, bg, bs = m.sell_grain, m.sell_stone, m.sell_aug, m.buy_aug, m.buy_grain, m.buy_stone

    def res(g: int, s: int) -> str:
        return "+".join(x for x in (f"{g} grain" if g else "", f"{s} stone" if s else "") if x) or "nothing"

    return (f"{res(sg, ss)} → {sa} aug", f"{ba} aug → {res(bg, bs)}", side)


# ---------------------------------------------------------------------------------------------
# the static layer


def _build_static(n: int, solo: bool) -> Image.Image:
    lay = _layout(n, solo)
    c = _Canvas(lay["height"])
    # palace
    box = lay["palace"]
    y = c.panel(box, "Frederick's palace")
    for k, (label, _key, pips, _per) in enumerate(PALACE_ROWS):
        ry = y + k * 32
        c.text((box[0] + 14, ry + 2), label, MIN_TEXT)
        for p in range(pips):
            px = box[0] + 140 + p * 34
            c.draw.rounded_rectangle((px, ry + 3, px + 26, ry + 27), radius=4, fill=EMPTY, outline=PANEL_EDGE)
    # edicts
    box = lay["edicts"]
    c.panel(box, "Edicts: active I, II, III (issue one: its symbols + the reward)")
    c.text((box[0] + 14, box[1] + 174), "Next edicts (move up when an active one is taken)", MIN_TEXT,
           fill=MUTED, max_width=box[2] - box[0] - 28)
    # workplace
    box = lay["workplace"]
    c.panel(box, "Workplace: specialists on their spaces (F = Frederick)")
    g = _wp_columns(box)
    cols = g["cols"]
    hy = box[1] + 44
    for label, a, b in (("Countryside", 1, 2), ("Village (paths A and C)", 3, 4), ("City", 5, 5)):
        mid = (cols[a][0] + cols[b][1]) / 2
        c.text((mid, hy), label, 24, bold=True, fill=MUTED, anchor="ma")
    sx0, sy0, sx1, sy1 = g["start"]
    c.draw.rounded_rectangle(g["start"], radius=8, fill="white", outline=PANEL_EDGE, width=2)
    c.text(((sx0 + sx1) / 2, sy0 + 8), "Start", MIN_TEXT, bold=True, anchor="ma")
    for path in D.PATHS:
        ry = g["rows"][path]
        c.text((g["label_x"] + 18, ry + WP_ROW / 2), path, 30, bold=True, anchor="mm")
        prev_x = sx1
        for s in D.PATH_SPACES[path]:
            bx0, by0, bx1, by1 = _space_box(box, path, s)
            ay = by0 + WP_ROW / 2
            if prev_x < bx0 - 9:
                c.draw.line((prev_x, ay, bx0 - 9, ay), fill=MUTED, width=3)
            c.draw.polygon([(bx0 - 9, ay - 7), (bx0 - 1, ay), (bx0 - 9, ay + 7)], fill=MUTED)
            c.draw.rounded_rectangle((bx0, by0, bx1, by1), radius=8, fill="white", outline=PANEL_EDGE, width=2)
            prev_x = bx1
        if path == "B":
            x0, x1 = cols[3][0], cols[4][1]
            c.text(((x0 + x1) / 2, ry + 20), "(path B has no village)", MIN_TEXT, fill=MUTED, anchor="ma")
    # voyage
    box = lay["voyage"]
    c.panel(box, "Voyage board, clockwise")
    c.text((box[0] + 400, box[1] + 12), "I = independent, L = loyalist, grey n = face down below", MIN_TEXT,
           fill=MUTED)
    for i in range(5):
        c.draw.rounded_rectangle(_voyage_city_box(box, i), radius=8, fill="white", outline=PANEL_EDGE, width=2)
    # players
    c.text((MARGIN + 4, lay["legend"] + 4),
           "Card slots, face down: 1 Promote · 2 Promote or Market · 3 Market or Build · 4 Build or Recruit · "
           "5 Recruit or Buy · 6 Buy", MIN_TEXT, fill=MUTED, max_width=WIDTH - 2 * MARGIN - 8)
    for seat, pbox in enumerate(lay["players"]):
        c.panel(pbox)
        c.seat_mark(seat, pbox[0] + 30, pbox[1] + 28, 18)
        _static_castle(c, pbox)
        for k in range(6):
            sb = _slot_box(pbox, k)
            c.draw.rounded_rectangle((sb[0], sb[1], sb[0] + 30, sb[3]), radius=6, fill=INK)
            c.text((sb[0] + 15, (sb[1] + sb[3]) / 2), str(k + 1), MIN_TEXT, bold=True, fill="white", anchor="mm")
        c.text((pbox[0] + 14, pbox[1] + 200), "Allies", MIN_TEXT, bold=True)
    if solo:
        c.panel(lay["solo"], "Frederick (solo)")
    return c.image


def ally_space_box(pbox, k: int) -> tuple[int, int, int, int]:
    """Ally space k (0 = space 1) on a player's panel."""
    x = pbox[0] + 100 + k * 34
    y = pbox[1] + 200
    return (x, y, x + 28, y + 28)


def _slot_box(pbox, k: int):
    col, row = k % 3, k // 3
    x = pbox[0] + 14 + col * 162
    y = pbox[1] + 114 + row * 42
    return (x, y, x + 156, y + 36)


def _static_castle(c: _Canvas, pbox) -> None:
    g = _castle_geometry(pbox)
    t = g["towers"]
    for w, (a, b) in D.WALL_ENDS.items():
        c.draw.line((*t[a], *t[b]), fill=LOCKED, width=8)
        mx, my = (t[a][0] + t[b][0]) / 2, (t[a][1] + t[b][1]) / 2
        label = SIDE_LABEL.get(D.SIDE_INCOME.get(w, ""), "")
        half = font(MIN_TEXT).getlength(label) / 2 + 3
        c.draw.rounded_rectangle((mx - half, my - 13, mx + half, my + 13), radius=6, fill=EMPTY, outline=PANEL_EDGE)
        c.text((mx, my), label, MIN_TEXT, fill=MUTED, anchor="mm")
    for _tid, (x, y) in t.items():
        c.draw.ellipse((x - 19, y - 19, x + 19, y + 19), fill=EMPTY, outline=PANEL_EDGE, width=2)
    for kid, kb in g["keeps"].items():
        c.draw.rectangle(kb, fill=EMPTY, outline=PANEL_EDGE, width=2)
        c.text(((kb[0] + kb[2]) / 2, (kb[1] + kb[3]) / 2), KEEP_LABEL[kid], MIN_TEXT, fill=MUTED, anchor="mm")


# ---------------------------------------------------------------------------------------------
# the per-move layer


# ---------------------------------------------------------------------------------------------
# a fixed 256-colour palette: the board has few colours, so a palette image loses nothing
# visible, encodes several times faster as PNG and is half the bytes (bench/render_stupor_mundi.py)

_PALETTE: list[Image.Image] = []
TAG_GREY = (90, 90, 90)
TAG_GREEN = (0, 110, 60)
TILE_FILL = (250, 244, 214)
ROW_FILL = (240, 232, 214)


def _base_colours() -> list[tuple[int, int, int]]:
    named = [BACKGROUND, INK, MUTED, BAND, HIGHLIGHT, PANEL_FILL, PANEL_EDGE, "white", "black", EMPTY, LOCKED,
             HIDDEN, FRED, FRED_DARK, LOYAL, INDEP, EDICT_RED, EASY, HARD, TILE_FILL, ROW_FILL, TAG_GREY,
             TAG_GREEN, *LEVEL_FILL.values(), *SEAT_COLOURS]
    out: list[tuple[int, int, int]] = []
    for colour in named:
        rgb = ImageColor.getrgb(colour) if isinstance(colour, str) else tuple(colour)
        if rgb[:3] not in out:
            out.append(rgb[:3])
    return out


def _palette() -> Image.Image:
    """Exact colours of the board first, then the anti-aliasing blends of text and shapes on
    every fill, found once from a swatch of them (deterministic: no board state involved)."""
    if _PALETTE:
        return _PALETTE[0]
    base = _base_colours()
    fills = base
    inks = [INK, MUTED, (255, 255, 255), FRED_DARK, EDICT_RED, *[ImageColor.getrgb(c) for c in SEAT_COLOURS]]
    swatch = _Canvas(len(fills) * 34, width=900)
    for k, fill in enumerate(fills):
        y = k * 34
        swatch.draw.rectangle((0, y, 900, y + 34), fill=fill)
        for j, ink in enumerate(inks[:6]):
            swatch.draw.text((4 + j * 150, y + 4), "Ag 12 W", font=font(MIN_TEXT, j % 2 == 0), fill=ink)
        swatch.draw.ellipse((860, y + 4, 886, y + 30), fill=SEAT_COLOURS[k % len(SEAT_COLOURS)], outline=INK)
    extra = swatch.image.quantize(colors=256 - len(base), method=Image.Quantize.FASTOCTREE)
    found = extra.getpalette()[: 3 * (256 - len(base))]
    rest = [tuple(found[i:i + 3]) for i in range(0, len(found), 3)]
    # blends too close to an exact colour would take its pixels: keep the exact colours exact
    rest = [c for c in rest if all(max(abs(a - b) for a, b in zip(c, e, strict=True)) > 10 for e in base)]
    flat = [v for rgb in base + rest for v in rgb]
    flat += list(base[0]) * ((768 - len(flat)) // 3)
    pal = Image.new("P", (1, 1))
    pal.putpalette(flat)
    _PALETTE.append(pal)
    return pal


def to_palette(img: Image.Image) -> Image.Image:
    """The board as a 256-colour image (nearest colour, no dithering: flat fills stay flat)."""
    return img.quantize(palette=_palette(), dither=Image.Dither.NONE)


def render_board(view: dict[str, Any], names: list[str], last_move: str = "",
                 previous: dict[str, Any] | None = None) -> Image.Image:
    """The public board (a 256-colour image; `draw_board` gives the RGB drawing)."""
    return to_palette(draw_board(view, names, last_move, previous))


def draw_board(view: dict[str, Any], names: list[str], last_move: str = "",
               previous: dict[str, Any] | None = None) -> Image.Image:
    players = view.get("players") or []
    n = max(1, len(players))
    solo = "solo" in view
    lay = _layout(n, solo)
    base = static_layer(f"{SLUG}:{n}:{'solo' if solo else 'multi'}", lambda: _build_static(n, solo))
    c = _Canvas(lay["height"], base=base)
    names = list(names) + [f"Player {i + 1}" for i in range(len(names), n)]
    status = str(view.get("status", ""))
    if view.get("prompt") and view.get("phase") != "over":
        status += f": {view['prompt'][0].lower()}{view['prompt'][1:]}"
    flags = view.get("end_flags") or []
    if flags and view.get("phase") != "over":
        status += " — last round (game end reached)"
    c.header(TITLE, status, last_move)
    extras = []
    for p in players:
        text = (f"{p.get('aug', 0)} aug, {p.get('grain', 0)} grain, {p.get('stone', 0)} stone, "
                f"{p.get('structures', 0)} built")
        extras.append(text + (" · passed" if p.get("passed") else ""))
    decider = view.get("decider")
    to_move = [decider] if isinstance(decider, int) and decider >= 0 else []
    scores = list(view.get("scores") or [p.get("vp", 0) for p in players])
    totals = (view.get("result") or {}).get("totals") or {}
    if view.get("phase") == "over" and totals:  # the final score, not the track
        scores = [totals.get(str(i), totals.get(i, v)) for i, v in enumerate(scores)]
    c.score_strip(lay["strip"], names, scores, extras, to_move)
    lkey = f"{n}:{solo}"
    prev = previous if isinstance(previous, dict) else None

    def part(key: str, v: dict[str, Any] | None) -> Any:
        return None if v is None else v.get(key)

    _region(c, lkey, "palace", lay["palace"], part("palace", view), part("palace", prev),
            lambda: _draw_palace(c, lay["palace"], view, prev))
    _region(c, lkey, "edicts", lay["edicts"], part("edicts", view), part("edicts", prev),
            lambda: _draw_edicts(c, lay["edicts"], view, prev))
    _region(c, lkey, "workplace", lay["workplace"], _workplace_slice(view), _workplace_slice(prev),
            lambda: _draw_workplace(c, lay["workplace"], view, prev, n))
    if view.get("phase") == "over" and view.get("result"):
        _draw_result(c, lay["voyage"], view, names)
    else:
        _draw_voyage(c, lay["voyage"], view, prev, lkey)
    for seat, pbox in enumerate(lay["players"]):
        if seat < len(players):
            flags_now = (names[seat], view.get("first_player") == seat, seat in to_move)
            _region(c, lkey, f"player{seat}", pbox, (players[seat], flags_now),
                    None if prev is None else (_seat_view(prev, seat), flags_now),
                    lambda seat=seat, pbox=pbox: _draw_player(c, pbox, view, prev, seat, names[seat],
                                                              seat in to_move))
    if solo:
        _region(c, lkey, "solo", lay["solo"], (part("solo", view), part("out", view)),
                None if prev is None else (part("solo", prev), part("out", prev)),
                lambda: _draw_solo(c, lay["solo"], view, prev))
    return c.image


def _seat_view(v: dict[str, Any], seat: int) -> Any:
    players = v.get("players") or []
    return players[seat] if seat < len(players) else None


def _workplace_slice(v: dict[str, Any] | None) -> Any:
    if v is None:
        return None
    return (v.get("workplace"), [p.get("specialists") for p in v.get("players") or []],
            (v.get("palace") or {}).get("specialist"))


_REGIONS: dict[tuple[str, str], tuple[str, Image.Image]] = {}


def _region(c: _Canvas, lkey: str, name: str, box, now: Any, before: Any, draw) -> None:
    """Draw one region of the board, or paste its last drawing when what it shows is unchanged
    and nothing in it is highlighted (a region that changed is always drawn, with its outline)."""
    key = repr(now)
    if before is not None and repr(before) != key:
        draw()
        return
    hit = _REGIONS.get((lkey, name))
    if hit is not None and hit[0] == key:
        c.image.paste(hit[1], (int(box[0]), int(box[1])))
        return
    draw()
    _REGIONS[(lkey, name)] = (key, c.image.crop(tuple(int(v) for v in box)))


def palace_row_box(box, k: int) -> tuple[int, int, int, int]:
    """The k-th track row of Frederick's palace (PALACE_ROWS order)."""
    ry = box[1] + 46 + k * 32
    return (box[0] + 8, ry, box[2] - 8, ry + 30)


def edict_box(box, row: str, i: int) -> tuple[int, int, int, int]:
    """Edict space ``i`` (0 = I) of the ``active`` or ``next`` row."""
    w = (box[2] - box[0] - 28 - 2 * 12) // 3
    top, h = (box[1] + 48, 86) if row == "active" else (box[1] + 204, 80)
    x0 = box[0] + 14 + i * (w + 12)
    return (x0, top, x0 + w, top + h)


def result_mark_centre(box, seat: int) -> tuple[int, int]:
    """Where the final score table puts the seat's mark (one row per seat)."""
    return (box[0] + 34, box[1] + 52 + 64 + seat * 44 + 16)


def _draw_palace(c: _Canvas, box, view, previous) -> None:
    pal = view.get("palace") or {}
    y = box[1] + 46
    for k, (_label, key, pips, per) in enumerate(PALACE_ROWS):
        ry = y + k * 32
        value = int(pal.get(key, 0) or 0)
        filled = min(pips, value // per)
        for p in range(filled):
            px = box[0] + 140 + p * 34
            c.draw.rounded_rectangle((px, ry + 3, px + 26, ry + 27), radius=4, fill=FRED, outline=INK, width=2)
        text = f"{value} aug" if key == "treasury" else f"{value} / {D.PALACE_MAX[key]}"
        c.text((box[0] + 140 + pips * 34 + 8, ry + 2), text, MIN_TEXT, bold=True)
        if changed(view, previous, "palace", key):
            c.outline(palace_row_box(box, k), width=4)
    ry = y + len(PALACE_ROWS) * 32 + 2
    spec = int(pal.get("specialist", 0) or 0)
    where = "start space" if spec == 0 else f"path A, space {spec}" + (" (city)" if spec == D.CITY else "")
    c.text((box[0] + 14, ry), f"Specialist: {where}", MIN_TEXT, max_width=box[2] - box[0] - 28)
    if changed(view, previous, "palace", "specialist"):
        c.outline((box[0] + 8, ry - 2, box[2] - 8, ry + 28), width=4)


def _draw_edicts(c: _Canvas, box, view, previous) -> None:
    ed = view.get("edicts") or {}
    rewards = ed.get("rewards") or D.EDICT_REWARD_TEXT
    c.text((box[2] - 14, box[1] + 10), f"Pile: {ed.get('pile', 0)}", MIN_TEXT, bold=True, anchor="ra")
    for row in ("active", "next"):
        tiles = ed.get(row) or []
        for i in range(3):
            tb = edict_box(box, row, i)
            x0, top, _, bottom = tb
            w, h = tb[2] - x0, bottom - top
            tile = tiles[i] if i < len(tiles) else None
            roman = D.ROMAN[i]
            if tile:
                c.draw.rounded_rectangle(tb, radius=10, fill=TILE_FILL, outline=FRED_DARK, width=3)
                text = str(tile.get("text", "")) if isinstance(tile, dict) else str(tile)
                if row == "active":
                    c.draw.ellipse((x0 + 8, top + 8, x0 + 46, top + 46), fill=FRED, outline=INK, width=2)
                    c.text((x0 + 27, top + 27), roman, MIN_TEXT, bold=True, anchor="mm")
                    _lines(c, x0 + 56, top + 8, text, w - 66, 2, 24, bold=True, step=30)
                else:
                    _lines(c, x0 + 10, top + 8, text, w - 20, 2, 24, bold=True, step=30)
            else:
                c.draw.rounded_rectangle(tb, radius=10, fill=EMPTY, outline=PANEL_EDGE, width=2)
                c.text((x0 + w / 2, top + h / 2), "empty", MIN_TEXT, fill=MUTED, anchor="mm")
            if row == "active":
                c.text((x0 + 6, top + h + 8), f"Reward: {rewards.get(roman, '')}", MIN_TEXT,
                       bold=True, fill=MUTED, max_width=w - 6)
            if changed(view, previous, "edicts", row, i):
                c.outline(tb, width=5)


def _occupancy(view) -> dict[tuple[str, int], list[tuple[int, int]]]:
    occ: dict[tuple[str, int], dict[int, int]] = {}
    for seat, p in enumerate(view.get("players") or []):
        for s in p.get("specialists") or []:
            path = s.get("path") or "start"
            key = ("start", 0) if path == "start" or not s.get("space") else (path, int(s["space"]))
            occ.setdefault(key, {})
            occ[key][seat] = occ[key].get(seat, 0) + 1
    spec = int((view.get("palace") or {}).get("specialist", 0) or 0)
    key = ("start", 0) if spec == 0 else ("A", spec)
    occ.setdefault(key, {})[-1] = 1
    return {k: sorted(v.items()) for k, v in occ.items()}


def _draw_workplace(c: _Canvas, box, view, previous, n: int) -> None:
    wp = view.get("workplace") or {}
    paths = wp.get("paths") or {}
    tiles = wp.get("city_tiles") or {}
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
        for sp in paths.get(path) or []:
            s = int(sp.get("space", 0))
            if s not in D.PATH_SPACES.get(path, ()):
                continue
            bx0, by0, bx1, by1 = _space_box(box, path, s)
            width = bx1 - bx0 - 16
            cost = int(sp.get("grain_cost", 0) or 0)
            c.text((bx0 + 8, by0 + 4), f"Enter: {cost} grain" if cost else "Enter: free", MIN_TEXT, fill=MUTED)
            if sp.get("edict_token"):
                f = font(MIN_TEXT, True)
                _badge(c, bx1 - 8 - int(f.getlength("Edict")) - 14, by0 + 4, "Edict", EDICT_RED)
            effect = str(sp.get("effect", ""))
            if effect == "city":
                left = [CITY_BONUS_SHORT.get(t, t) for t in tiles.get(path) or []]
                text = ", ".join(left) if left else "No city bonus left"
                _lines(c, bx0 + 8, by0 + 30, text, width, 2, MIN_TEXT, step=25)
                hl = changed(view, previous, "workplace", "city_tiles", path)
            else:
                text = SHORT_EFFECT.get(effect) or D.WORKPLACE_EFFECTS.get(effect, effect)
                _lines(c, bx0 + 8, by0 + 30, text, width, 2, MIN_TEXT, step=25)
                hl = False
            _marks_row(c, bx0 + 8, by1 - 16, occ.get((path, s), []), bx1 - 4)
            if previous is not None and (hl or occ.get((path, s)) != old.get((path, s))
                                         or changed(view, previous, "workplace", "paths", path,
                                                    D.PATH_SPACES[path].index(s), "edict_token")):
                c.outline((bx0, by0, bx1, by1), width=4)


def _ships(view: dict[str, Any]) -> dict[str, list[int]]:
    """City id -> seats whose ship is there (the players' ``ship`` or the cities' ``ships``)."""
    out: dict[str, list[int]] = {}
    for seat, p in enumerate(view.get("players") or []):
        out.setdefault(str(p.get("ship")), []).append(seat)
    for city in (view.get("voyage") or {}).get("cities") or []:
        if "ships" in city and str(city.get("id")) not in out:
            out[str(city.get("id"))] = [int(s) for s in city["ships"]]
    return out


def _city_slice(view: dict[str, Any] | None, i: int) -> Any:
    """Everything one city box shows: the city, the ships there, Frederick's ship there."""
    if view is None:
        return None
    cities = (view.get("voyage") or {}).get("cities") or []
    if i >= len(cities):
        return None
    city = cities[i]
    cid = str(city.get("id"))
    fred = (view.get("solo") or {}).get("frederick_ship") == cid
    return (city, _ships(view).get(cid, []), fred, len(view.get("players") or []))


def _draw_voyage(c: _Canvas, box, view, previous, lkey: str) -> None:
    voy = view.get("voyage") or {}
    side = f"side {voy['side']} · " if voy.get("side") else ""
    blocked = f"{len(voy['blocked'])} blocked · " if voy.get("blocked") else ""
    c.text((box[2] - 14, box[1] + 12), f"{side}{blocked}card deck {voy.get('deck', 0)}", MIN_TEXT, bold=True,
           anchor="ra")
    for i, city in enumerate((voy.get("cities") or [])[:5]):
        now, before = _city_slice(view, i), _city_slice(previous, i)
        cbox = _voyage_city_box(box, i)
        _region(c, lkey, f"city{i}", cbox, now, before,
                lambda i=i, city=city, cbox=cbox, now=now, before=before:
                _draw_city(c, cbox, i, city, now, before, view, previous))


def _draw_city(c: _Canvas, cbox, i: int, city, now, before, view, previous) -> None:
    bx0, by0, bx1, by1 = cbox
    w = bx1 - bx0 - 16
    x = bx0 + 8
    y = by0 + 6
    cid = str(city.get("id"))
    groups = [(s, 1) for s in now[1]] + ([(-1, 1)] if now[2] else [])
    name_w = int(font(26, True).getlength(str(city.get("name", cid))))
    c.text((x, y), str(city.get("name", cid)), 26, bold=True, max_width=w)
    _marks_row(c, x + name_w + 10, y + 15, groups, bx1 - 4)
    if before is not None and (now[1], now[2]) != (before[1], before[2]):
        c.outline((bx0 + 2, by0 + 2, bx1 - 2, y + 32), width=4)
    y += 40
    sell, buy, side = _market_lines(city.get("market", ""))
    mb = (bx0 + 4, y - 2, bx1 - 4, y + 82)
    c.draw.rounded_rectangle(mb, radius=6, fill=HARD if side == "hard" else EASY)
    c.text((x, y), f"Market ({side} side)" if side else "Market", MIN_TEXT, bold=True, max_width=w)
    c.text((x, y + 27), sell, MIN_TEXT, max_width=w)
    c.text((x, y + 53), buy, MIN_TEXT, max_width=w)
    if changed(view, previous, "voyage", "cities", i, "market"):
        c.outline(mb, width=4)
    y += 90
    places = _voyage_places(len(view.get("players") or []))
    for k, ap in enumerate((city.get("allies") or [])[:places]):
        ab = (bx0 + 4, y - 2, bx1 - 4, y + 54)
        ally = _ally(ap.get("top"))
        hidden = int(ap.get("face_down", 0) or 0)
        cost = f"{ap.get('cost', 0)} grain"
        cw = int(font(MIN_TEXT).getlength(cost))
        if ally is not None:
            right = _badge(c, x, y, ally.kind or "?", LOYAL if ally.kind == "L" else INDEP, INK)
            if hidden:
                hx = x + w - cw - 32
                c.draw.rounded_rectangle((hx, y + 1, hx + 24, y + 27), radius=5, fill=HIDDEN)
                c.text((hx + 12, y + 14), str(hidden), MIN_TEXT, bold=True, fill="white", anchor="mm")
                cw += 32
            c.text((right + 6, y + 1), ally.name, MIN_TEXT, bold=True, max_width=x + w - cw - 10 - right)
            c.text((x + w, y + 1), cost, MIN_TEXT, anchor="ra")
            c.text((x, y + 28), _cond(ally.cond), MIN_TEXT, fill=MUTED, max_width=w)
        else:
            c.text((x, y + 1), "No ally on offer", MIN_TEXT, fill=MUTED, max_width=w)
            if hidden:
                c.text((x, y + 28), f"{hidden} face down", MIN_TEXT, fill=MUTED, max_width=w)
        if changed(view, previous, "voyage", "cities", i, "allies", k):
            c.outline(ab, width=4)
        y += 58
    for k, cp in enumerate((city.get("cards") or [])[:places]):
        cb = (bx0 + 4, y - 2, bx1 - 4, y + 78)
        card = cp.get("card")
        if card:
            cdef = D.CARDS.get(str(card))
            level = str(cp.get("level") or (cdef.level if cdef else "A"))
            c.draw.rounded_rectangle(cb, radius=6, fill=LEVEL_FILL.get(level, "white"))
            cost = str(cp.get("cost") or _card_cost(str(card)))
            cw = int(font(MIN_TEXT).getlength(cost))
            cname = cp.get("name") or _card_name(str(card))
            c.text((x, y + 1), str(cname), MIN_TEXT, bold=True, max_width=w - cw - 8)
            c.text((x + w, y + 1), cost, MIN_TEXT, anchor="ra")
            _lines(c, x, y + 27, str(cp.get("text") or (cdef.text if cdef else "")), w, 2, MIN_TEXT, step=25)
        else:
            c.text((x, y + 1), "No card on offer", MIN_TEXT, fill=MUTED)
        if changed(view, previous, "voyage", "cities", i, "cards", k):
            c.outline(cb, width=4)
        y += 82


def _draw_player(c: _Canvas, box, view, previous, seat: int, name: str, to_move: bool) -> None:
    p = view["players"][seat]
    x0, y0, x1, y1 = box
    w = x1 - x0

    def ch(*path) -> bool:
        return changed(view, previous, "players", seat, *path)

    house = p.get("house") or ""
    title = f"{name} — {house}" if house else name
    right = x1 - 14
    tags = []
    if view.get("first_player") == seat:
        tags.append(("First player", TAG_GREY))
    if p.get("passed"):
        tags.append(("Passed", MUTED))
    if to_move:
        tags.append(("To move", TAG_GREEN))
    f = font(MIN_TEXT, True)
    for label, colour in reversed(tags):
        right -= int(f.getlength(label)) + 14
        _badge(c, right, y0 + 14, label, colour)
        right -= 8
    c.text((x0 + 58, y0 + 12), title, 26, bold=True, max_width=right - x0 - 66)
    if ch("passed"):
        c.outline((right, y0 + 10, x1 - 10, y0 + 46), width=4)
    stats = (f"{p.get('vp', 0)} VP · {p.get('aug', 0)} aug · grain {p.get('grain', 0)} · stone "
             f"{p.get('stone', 0)} (storage {p.get('storage', 0)})")
    c.text((x0 + 14, y0 + 50), stats, 24, bold=True, max_width=w - 28)
    if any(ch(k) for k in ("vp", "aug", "grain", "stone", "storage")):
        c.outline((x0 + 8, y0 + 48, x1 - 8, y0 + 78), width=4)
    cards = (f"Hand {p.get('hand_count', 0)} (limit {p.get('hand_limit', 0)}) · draw pile "
             f"{p.get('draw_count', 0)} · discard {len(p.get('discard') or [])} · edicts issued "
             f"{len(p.get('edicts') or [])}")
    c.text((x0 + 14, y0 + 80), cards, MIN_TEXT, fill=MUTED, max_width=w - 28)
    if any(ch(k) for k in ("hand_count", "hand_limit", "draw_count", "discard", "edicts")):
        c.outline((x0 + 8, y0 + 80, x1 - 8, y0 + 106), width=3)
    # card slots
    for k, slot in enumerate((p.get("slots") or [])[:6]):
        bx0, by0, bx1, by1 = _slot_box(box, k)
        sb = (bx0 + 32, by0, bx1, by1)
        mid = ((sb[0] + sb[2]) / 2, (by0 + by1) / 2)
        card = slot.get("card")
        if slot.get("locked"):
            c.draw.rounded_rectangle(sb, radius=6, fill=LOCKED)
            c.text(mid, "locked", MIN_TEXT, anchor="mm")
        elif card is None:
            c.draw.rounded_rectangle(sb, radius=6, fill="white", outline=PANEL_EDGE, width=2)
            c.text(mid, "free", MIN_TEXT, fill=MUTED, anchor="mm")
        elif card == "hidden" or not slot.get("face_up"):
            c.draw.rounded_rectangle(sb, radius=6, fill=HIDDEN)
            label = "face down" if card == "hidden" else _card_name(str(card))
            c.text(mid, label, MIN_TEXT, fill="white", anchor="mm", max_width=sb[2] - sb[0] - 8)
        else:
            cdef = D.CARDS.get(str(card).split("~")[0])
            fill = LEVEL_FILL.get(cdef.level if cdef else "H", "white")
            c.draw.rounded_rectangle(sb, radius=6, fill=fill, outline=INK, width=2)
            c.text(mid, _card_name(str(card)), MIN_TEXT, bold=True, anchor="mm", max_width=sb[2] - sb[0] - 8)
        if ch("slots", k):
            c.outline((bx0, by0, bx1, by1), width=4)
    # allies: five spaces (white = open, grey = needs a tower, red dot = issues an edict)
    ay = y0 + 200
    spaces = p.get("ally_spaces") or []
    for k, sp in enumerate(spaces[:5]):
        sb = ally_space_box(box, k)
        bx = sb[0]
        ally = _ally(sp.get("ally"))
        if ally is not None:
            c.draw.rectangle(sb, fill=LOYAL if ally.kind == "L" else INDEP, outline=INK, width=2)
            c.text((bx + 14, ay + 14), ally.kind, MIN_TEXT, bold=True, fill=INK, anchor="mm")
        elif sp.get("open"):
            c.draw.rectangle(sb, fill="white", outline=INK, width=2)
        else:
            c.draw.rectangle(sb, fill=LOCKED, outline=PANEL_EDGE, width=1)
            c.draw.line((bx + 5, ay + 5, bx + 23, ay + 23), fill=PANEL_EDGE, width=2)
        if sp.get("edict_icon") and ally is None:
            c.draw.ellipse((bx + 9, ay + 9, bx + 19, ay + 19), fill=EDICT_RED)
    used = len(p.get("allies") or [])
    open_n = sum(1 for s in spaces if s.get("open"))
    c.text((x0 + 282, ay + 2), f"{used} of {open_n} open used", MIN_TEXT, fill=MUTED, max_width=210)
    allies = [a for a in (_ally(t) for t in (p.get("allies") or [])) if a is not None]
    text = ", ".join(f"{a.name} ({a.kind})" for a in allies) or "none yet"
    _lines(c, x0 + 14, ay + 32, text, 476, 2, MIN_TEXT, step=26)
    if ch("allies") or ch("ally_spaces"):
        c.outline((x0 + 8, ay - 4, x0 + 496, ay + 86), width=4)
    # unbuilt structures on the player board
    uy = y0 + 290
    pieces = p.get("board_pieces") or []
    counts = []
    for kind, label in (("tower", "towers"), ("wall", "walls"), ("keep", "keeps")):
        ids = [b for b in pieces if b in D.BOARD_PIECES and D.BOARD_PIECES[b].kind == kind]
        great = sum(1 for b in ids if D.BOARD_PIECES[b].great)
        counts.append(_n(len(ids), label[:-1]) + (f" ({great} great)" if great else ""))
    built = p.get("castle") or []
    nt, nw, nk = (sum(1 for b in built if b.startswith(k)) for k in "TWK")
    c.text((x0 + 14, uy), f"Castle: {_n(nt, 'tower')}, {_n(nw, 'wall')}, {_n(nk, 'keep')}", MIN_TEXT,
           bold=True, max_width=476)
    great = p.get("great_structures", 0)
    _lines(c, x0 + 14, uy + 26, "Unbuilt: " + ", ".join(counts) + f"; {great} great built", 476, 2,
           MIN_TEXT, step=26)
    if ch("board_pieces"):
        c.outline((x0 + 8, uy - 4, x0 + 496, uy + 80), width=4)
    _draw_castle(c, box, p, seat, view, previous)


def _draw_castle(c: _Canvas, box, p, seat: int, view, previous) -> None:
    g = _castle_geometry(box)
    built = set(p.get("castle") or [])
    old = set(((previous or {}).get("players") or [{}] * (seat + 1))[seat].get("castle") or []) \
        if previous is not None else built
    colour = SEAT_COLOURS[seat % len(SEAT_COLOURS)]
    t = g["towers"]
    new: list[tuple[float, float, float, float]] = []
    for w, (a, b) in D.WALL_ENDS.items():
        mx, my = (t[a][0] + t[b][0]) / 2, (t[a][1] + t[b][1]) / 2
        if w in built:
            c.draw.line((*t[a], *t[b]), fill=INK, width=20)
            c.draw.line((*t[a], *t[b]), fill=colour, width=14)
            label = SIDE_LABEL.get(D.SIDE_INCOME.get(w, ""), "W")
            half = font(MIN_TEXT, True).getlength(label) / 2 + 6
            c.draw.rounded_rectangle((mx - half, my - 14, mx + half, my + 14), radius=6, fill=colour, outline=INK,
                                     width=2)
            c.stamp((mx, my), label)
        if (w in built) != (w in old):
            new.append((mx - 18, my - 18, mx + 18, my + 18))
    for tid, (x, y) in t.items():
        if tid in built:
            c.draw.ellipse((x - 19, y - 19, x + 19, y + 19), fill=colour, outline=INK, width=2)
            c.stamp((x, y), "T")
        if (tid in built) != (tid in old):
            new.append((x - 20, y - 20, x + 20, y + 20))
    for kid, kb in g["keeps"].items():
        if kid in built:
            c.draw.rectangle(kb, fill=colour, outline=INK, width=2)
            c.stamp(((kb[0] + kb[2]) / 2, (kb[1] + kb[3]) / 2), KEEP_LABEL[kid], bold=False)
        if (kid in built) != (kid in old):
            new.append(kb)
    for b in new:
        c.outline(tuple(int(v) for v in b), width=4)


def _draw_solo(c: _Canvas, box, view, previous) -> None:
    solo = view.get("solo") or {}
    x0, y0, x1, _ = box
    y = y0 + 52
    _fred_mark(c, x1 - 34, y0 + 26, 16)
    ship = D.CITY_TITLES.get(solo.get("frederick_ship", ""), solo.get("frederick_ship", ""))
    rows = [
        f"Ship: {ship}",
        f"Solo deck: {solo.get('deck', 0)} cards",
        f"Crowns: {solo.get('crowns', 0)}",
        f"Frederick's turns this round: {solo.get('frederick_turns', 0)}",
    ]
    for k, row in enumerate(rows):
        c.text((x0 + 14, y + k * 32), row, 24)
    y += len(rows) * 32 + 8
    discard = solo.get("discard") or []
    if discard:
        last = D.SOLO_CARDS.get(discard[-1])
        if last is not None:
            how = {"MOVE": f"sails {last.moves}", "STAY": "stays", "TO_PLAYER": "sails to you"}.get(last.ship, last.ship)
            acts = ", ".join(a.replace("_", " ").lower() for a in last.actions)
            text = f"Last solo card {last.id}: {how}; {acts}" + (" (crown)" if last.crown else "")
        else:
            text = f"Last solo card: {discard[-1]}"
        y = _lines(c, x0 + 14, y, text, x1 - x0 - 28, 2, MIN_TEXT)
    # what Frederick took out of the game (public): the count first, so a cut line still tells
    gone = [
        ("Allies removed", [D.ally_of(a).name for a in solo.get("removed_allies") or []], 1),
        ("Cards removed", [D.card_def(k).name for k in view.get("out") or []], 2),
        ("Edicts issued", list(solo.get("removed_edicts") or []), 1),
    ]
    for label, items, lines in gone:
        text = f"{label} ({len(items)}): " + (", ".join(items) if items else "none")
        y = _lines(c, x0 + 14, y + 6, text, x1 - x0 - 28, lines, MIN_TEXT)
    if previous is not None and changed(view, previous, "solo"):
        c.outline(box, width=4)


def _draw_result(c: _Canvas, box, view, names: list[str]) -> None:
    res = view.get("result") or {}
    x0, y0, x1, y1 = box
    c.draw.rounded_rectangle(box, radius=12, fill=PANEL_FILL, outline=PANEL_EDGE, width=2)
    c.text((x0 + 14, y0 + 8), "Final scoring", 28, bold=True)
    winners = [names[int(w)] if int(w) < len(names) else str(w) for w in res.get("winners") or []]
    line = "Winner: " + ", ".join(winners) if winners else ""
    extra = res.get("extra") or {}
    if extra.get("title"):
        line += f" — solo title: {extra['title']}"
    if res.get("tiebreak"):
        line += f" (tie-break: {res['tiebreak']})"
    c.text((x0 + 300, y0 + 12), line, 24, bold=True, max_width=x1 - x0 - 320)
    name_w = 260
    col_w = (x1 - x0 - 28 - name_w) // (len(BREAKDOWN) + 1)
    hy = y0 + 52
    for k, (_key, label) in enumerate(BREAKDOWN + (("total", "Total"),)):
        cx = x0 + 14 + name_w + k * col_w + col_w / 2
        parts = label.split("-")
        if len(parts) == 2:
            c.text((cx, hy), parts[0] + "-", MIN_TEXT, bold=True, anchor="ma")
            c.text((cx, hy + 26), parts[1], MIN_TEXT, bold=True, anchor="ma")
        else:
            c.text((cx, hy + 13), label, MIN_TEXT, bold=True, anchor="ma")
    breakdown = res.get("breakdown") or {}
    totals = res.get("totals") or {}
    ry = hy + 64
    for seat, name in enumerate(names):
        row = breakdown.get(str(seat), breakdown.get(seat, {})) or {}
        ry = result_mark_centre(box, seat)[1] - 16
        if seat % 2 == 0:
            c.draw.rectangle((x0 + 8, ry - 4, x1 - 8, ry + 36), fill=ROW_FILL)
        c.seat_mark(seat, *result_mark_centre(box, seat), 15)
        c.text((x0 + 58, ry + 2), name, 24, bold=True, max_width=name_w - 50)
        vals = [row.get(key, 0) for key, _ in BREAKDOWN] + [totals.get(str(seat), totals.get(seat, ""))]
        for k, v in enumerate(vals):
            cx = x0 + 14 + name_w + k * col_w + col_w / 2
            c.text((cx, ry + 2), str(v), 24, bold=k == len(vals) - 1, anchor="ma")
        ry += 44
    c.text((x0 + 14, min(ry + 8, y1 - 34)),
           "Final score = VP on the track (allies, edicts, castle income, workplace, cards, city) + structures, "
           "majority and coins", MIN_TEXT, fill=MUTED, max_width=x1 - x0 - 28)


# ---------------------------------------------------------------------------------------------
# the private hand


HAND_COLS = 3
HAND_CARD_H = 150


def hand_card_box(k: int) -> tuple[int, int, int, int]:
    """Where the hand image draws the k-th card of the hand."""
    card_w = (WIDTH - 2 * MARGIN - (HAND_COLS - 1) * GAP) // HAND_COLS
    col, row = k % HAND_COLS, k // HAND_COLS
    x0 = MARGIN + col * (card_w + GAP)
    y0 = HEADER_H + 16 + 44 + row * (HAND_CARD_H + GAP)
    return (x0, y0, x0 + card_w, y0 + HAND_CARD_H)


def hidden_slot_names(own_view: dict[str, Any], seat: int) -> list[str]:
    """Names of the seat's own face-down cards in its slots (known only in its own view)."""
    players = own_view.get("players") or []
    p = players[seat] if 0 <= seat < len(players) else {}
    return [_card_name(str(s["card"])) for s in p.get("slots") or []
            if s.get("card") not in (None, "hidden") and not s.get("face_up")]


def render_hand(own_view: dict[str, Any], names: list[str], seat: int) -> Image.Image:
    """The seat's hand, its face-down slot cards and its discard pile (only its own items)."""
    players = own_view.get("players") or []
    p = players[seat] if 0 <= seat < len(players) else {}
    hand = list(p.get("hand") or [])
    hidden_slots = [s for s in p.get("slots") or [] if s.get("card") not in (None, "hidden") and not s.get("face_up")]
    discard = list(p.get("discard") or [])
    name = names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"
    cols, card_h = HAND_COLS, HAND_CARD_H
    rows = max(1, math.ceil(len(hand) / cols))
    disc_lines = max(1, math.ceil(len(discard) / 4))
    height = HEADER_H + 20 + 40 + rows * (card_h + GAP) + 60 + 40 * max(1, len(hidden_slots)) + 50 + disc_lines * 30 + 40
    c = _Canvas(height)
    house = p.get("house") or ""
    status = (f"{p.get('vp', 0)} VP · {p.get('aug', 0)} aug · grain {p.get('grain', 0)} · stone {p.get('stone', 0)}"
              f" · hand limit {p.get('hand_limit', 0)} · draw pile {p.get('draw_count', 0)}")
    c.header(f"{TITLE} — {name}'s hand" + (f" ({house})" if house else ""), status)
    c.text((28, 108), "Only you can see this.", 24, fill=MUTED)
    c.seat_mark(seat, WIDTH - 50, 40, 22)
    y = HEADER_H + 16
    c.text((MARGIN, y), f"Hand: {len(hand)} cards", 28, bold=True)
    y += 44
    if not hand:
        c.text((MARGIN, y), "Your hand is empty.", 24, fill=MUTED)
    for k, cid in enumerate(hand):
        x0, y0, x1, _ = hand_card_box(k)
        card_w = x1 - x0
        cdef = D.card_def(cid) if cid.split("~")[0] in D.CARDS else None
        level = cdef.level if cdef else "H"
        kind = {"H": "house card", "A": "level A", "B": "level B"}[level]
        cost = _card_cost(cid.split("~")[0])
        lines = [cdef.text if cdef else "", f"{kind}" + (f" · cost {cost}" if cost else "")]
        c.card((x0, y0, x0 + card_w, y0 + card_h), _card_name(cid), [], fill=LEVEL_FILL[level], title_size=26)
        _lines(c, x0 + 12, y0 + 44, lines[0], card_w - 24, 3, MIN_TEXT, step=27)
        c.text((x0 + 12, y0 + card_h - 32), lines[1], MIN_TEXT, fill=MUTED, max_width=card_w - 24)
    y += rows * (card_h + GAP) + 10
    c.text((MARGIN, y), "Your face-down cards in slots", 28, bold=True)
    y += 44
    if not hidden_slots:
        c.text((MARGIN, y), "none", 24, fill=MUTED)
        y += 40
    for s in hidden_slots:
        acts = " or ".join(D.ACTION_NAMES[a] for a in D.SLOT_ACTIONS.get(int(s.get("slot", 1)), ()))
        c.text((MARGIN, y), f"Slot {s.get('slot')}: {_card_name(s.get('card'))} (played for: {acts})", 24,
               max_width=WIDTH - 2 * MARGIN)
        y += 40
    y += 10
    c.text((MARGIN, y), f"Discard pile ({len(discard)})", 28, bold=True)
    y += 44
    names_d = ", ".join(_card_name(d) for d in discard) or "empty"
    c.paragraph(MARGIN, y, names_d, WIDTH - 2 * MARGIN, 24)
    return to_palette(c.image)


register_renderer(SLUG, render_board, hand=render_hand)
