"""Coimbra board image: the city (castle, three towns with dice and card rows), favour
tiles, influence tracks, pilgrim map, turn order, expeditions and every player's board.

Drawn from the PUBLIC view only (``games/coimbra/view.py``); the static parts (frames,
track cells, map paths) are drawn once per player count (`static_layer`) and the state on
a copy. What changed since ``previous`` is outlined (the last-move highlight).
"""

from __future__ import annotations

import math
from typing import Any

from PIL import Image, ImageColor, ImageDraw

from render import register_renderer
from render.common import INK, MUTED, SEAT_LETTERS, WIDTH, draw_seat_mark, font
from render.kit import MIN_TEXT, PANEL_EDGE, PANEL_FILL, Canvas, changed, fit_text, static_layer

TITLE = "Coimbra"
MAX_HEIGHT = 2400
M = 20  # outer margin

TRACKS = ("grey", "orange", "purple", "green")
PROFESSION_OF = {"grey": "council", "orange": "merchant", "purple": "clergy", "green": "scholar"}
TRACK_OF = {v: k for k, v in PROFESSION_OF.items()}
INCOME_WORD = {"grey": "guards", "orange": "coins", "purple": "pilgrim steps", "green": "VP"}
COLOUR = {  # light fills so dark text stays readable; the words are always written too
    "grey": (190, 190, 190), "orange": (246, 178, 92), "purple": (196, 160, 222),
    "green": (140, 205, 150), "white": (255, 255, 255),
}
DARK = {"grey": (110, 110, 110), "orange": (200, 110, 20), "purple": (120, 70, 160),
        "green": (40, 130, 70), "white": (150, 150, 150)}
LEVEL_FILL = {"I": (120, 170, 230), "II": (190, 150, 110), "III": (190, 110, 130)}
DISTRICT_NAME = {"castle": "Castle", "upper": "Upper town", "centre": "Centre", "lower": "Lower town"}
TOWNS = ("upper", "centre", "lower")
TIMING_NAME = {"C": "Phase C", "E": "Phase E", "EG": "Game end"}

# -- plain words for the effect codes ---------------------------------------------------------


def _n(n: Any, word: str) -> str:
    return f"{n} {word}" + ("" if n == 1 else "s")


def _split(text: str, kind: str) -> str:
    return text[len(kind):].strip() if text.startswith(kind) else text


def plain_bonus(kind: str, text: str) -> str:
    """A citizen or monastery bonus in a few plain words."""
    rest = _split(text, kind)
    simple = {
        "C-COIN": "coin cards cost 1 less", "C-GUARD": "guard cards cost 1 less",
        "C-COUNCIL": "council buy: +1 guard, VP, step", "C-MERCHANT": "merchant buy: +1 coin +2 VP",
        "I-TRIBUTE": "tribute from each rival", "I-INQUISITION": "+5 VP; rivals lose 3 VP or clergy",
        "I-SALVAGE": "buy a discard for 3", "I-PERCOUNCIL": "+1 guard +1 step per council",
        "I-FAVOUR": "take a favour tile", "I-PERMERCHANT": "+1 coin +1 VP per merchant",
        "I-EXPCOIN": "+4 coins, coin expedition", "I-EXPGUARD": "+4 guards, guard expedition",
        "I-PERMONASTERY": "+1 VP per monastery", "I-WALK5": "pay 5 guards: 5 steps",
        "I-BUYVP": "pay 5 coins: 7 VP", "E-NOPURPLE": "2 steps if no purple die",
        "EG-LOWCARDS": "1 VP per card of influence 1-2", "EG-FOURSET": "5 VP per set of 4 professions",
        "EG-COPY": "copy another end-game card",
        "M-ALLTRACKS": "all 4 tracks +1", "M-CROWNS": "1 VP per crown", "M-HIGHCARDS": "1 VP per card infl. 3-4",
        "M-FOURSET": "5 VP per 4-profession set", "M-PERMONASTERY": "2 VP per monastery",
        "M-DIPLOMAS": "score diplomas now", "M-SCORE2EXP": "score 2 expeditions now",
        "M-SCOREEG": "score end card + a track", "M-CASTLE4": "4 VP per castle die",
        "M-DISCVP": "1 VP per later monastery", "M-JOKER1": "1 joker diploma", "M-JOKER2": "2 joker diplomas",
    }
    if kind in simple:
        return simple[kind]
    if kind in ("S-IMM", "I-REWARD", "M-REWARD"):
        return "+" + rest.replace(" + ", " +")
    if kind == "I-COUNCILTAX":
        return f"3 {rest} or 3 VP from lower grey"
    if kind == "I-REPEAT":
        return f"repeat a {rest} bonus"
    if kind == "I-INCOME":
        return f"{rest} track income now"
    if kind == "E-TRACK":
        return f"a track +1 and 1 {rest[:-1] if rest.endswith('s') else rest}"
    if kind == "E-DIE":
        words = rest.split()
        track = words[-1] if words else ""
        return f"+{' '.join(words[:-1])} per {track} die"
    if kind == "E-EXCHANGE":
        return f"2 {rest} -> 1 VP, repeatable"
    if kind == "EG-TRACK":
        return f"{rest} track: 5/7/10 VP"
    if kind == "M-TRACK3":
        return f"{rest} track +3"
    if kind == "M-PERPROF":
        return f"2 VP per {rest} card"
    return text


TIMING_PREFIXES = ("Immediately: ", "Phase C: ", "Phase E: ", "Game end: ")


def bonus_words(item: dict[str, Any], short: bool = True) -> str:
    """The engine's plain-words ``text`` of a card or monastery (view); ``short`` drops the timing
    prefix where the picture says it already. Falls back to the code words for an older view."""
    text = item.get("text")
    if not text:
        b = item.get("bonus_text", item.get("bonus", ""))
        return plain_bonus(item.get("bonus", "").split(" ")[0], b)
    if short:
        for pre in TIMING_PREFIXES:
            if text.startswith(pre):
                text = text[len(pre):]
                break
        text = text.rstrip(".")
    return text


def plain_expedition(x: dict[str, Any]) -> str:
    if x.get("text"):
        return str(x["text"]).rstrip(".")
    task = x.get("task", "")
    prof = x.get("profession")
    extra = tuple(x.get("tracks") or ())
    return {
        "X-EXPEDITIONS": "2 VP per expedition", "X-DIPLOMAS": "1 VP per diploma",
        "X-TRACKPAIR": f"half of {' + '.join(extra) or 'two tracks'}",
        "X-NOTVISITED": "1 VP per monastery not visited", "X-WEALTH": "half of guards+coins+crowns",
        "X-LOWEST": "2 x your lowest track", "X-VISITED": "1 VP per monastery visited",
        "X-VISITED-I": "2 VP per blue (I) monastery", "X-MANYCARDS": "3 VP per card over 10",
        "X-FLAT": "9 VP", "X-PROF": f"2 VP per {prof or 'profession'} card",
    }.get(task, task)


def _income_labels(view: dict[str, Any], track: str) -> list[tuple[int, int, str]]:
    """The income boxes of a track from the view (``tracks[t].income``)."""
    out = []
    for b in ((view.get("tracks") or {}).get(track) or {}).get("income") or []:
        bits = [str(b.get(k)) for k in ("coins", "guards", "steps") if b.get(k)]
        if b.get("vp"):
            bits.append(f"{b['vp']} VP" if bits else f"{b['vp']}")
        out.append((int(b["lo"]), int(b["hi"]), "+" + " +".join(bits) if bits else str(b.get("text", ""))))
    return out


# -- a canvas that caches text and seat-mark sprites (text rendering is most of the time) -------

_TEXT: dict[tuple[Any, ...], tuple[Image.Image, int, int] | None] = {}
_MARKS: dict[tuple[int, int], Image.Image] = {}
_RGB: dict[Any, tuple[int, ...]] = {}


def _rgb(fill: Any) -> tuple[int, ...]:
    out = _RGB.get(fill)
    if out is None:
        out = _RGB[fill] = ImageColor.getrgb(fill) if isinstance(fill, str) else tuple(fill)[:3]
    return out


def _sprite(s: str, size: int, bold: bool, anchor: str, max_width: int | None) -> tuple[Image.Image, int, int] | None:
    key = (s, size, bold, anchor, max_width)
    if key in _TEXT:
        return _TEXT[key]
    size = max(size, MIN_TEXT)
    if max_width is not None:
        s, size = fit_text(s, size, bold, max_width)
    f = font(size, bold)
    left, top, right, bottom = f.getbbox(s, anchor=anchor)
    if right <= left or bottom <= top:
        sprite = None
    else:
        mask = Image.new("L", (right - left, bottom - top), 0)
        ImageDraw.Draw(mask).text((-left, -top), s, font=f, fill=255, anchor=anchor)
        sprite = (mask, left, top)
    if len(_TEXT) > 6000:
        _TEXT.clear()
    _TEXT[key] = sprite
    return sprite


class FastCanvas(Canvas):
    """`Canvas` with the same text rules (22 px minimum, shrink then ellipsis), pasting cached
    glyph masks instead of rasterising every string on every move."""

    def text(self, xy: tuple[float, float], s: str, size: int = 24, bold: bool = False,
             fill: Any = INK, anchor: str = "la", max_width: int | None = None) -> None:
        sprite = _sprite(s, size, bold, anchor, max_width)
        if sprite is not None:
            mask, left, top = sprite
            self.image.paste(_rgb(fill), (int(round(xy[0])) + left, int(round(xy[1])) + top), mask)

    def seat_mark(self, seat: int, cx: float, cy: float, r: int = 16) -> None:
        sprite = _MARKS.get((seat, r))
        if sprite is None:
            pad = 3
            sprite = Image.new("RGBA", (2 * r + 2 * pad + 1, 2 * r + 2 * pad + 1), (0, 0, 0, 0))
            draw_seat_mark(ImageDraw.Draw(sprite), seat, r + pad, r + pad, r)
            _MARKS[(seat, r)] = sprite
        self.image.paste(sprite, (int(cx) - r - 3, int(cy) - r - 3), sprite)


# -- a fixed 256-colour palette: the encoder then handles a third of the bytes -----------------

DISTRICT_FILL = (238, 232, 218)
FAVOUR_FILL = (255, 248, 225)
EXPEDITION_FILL = (225, 238, 248)
CAP_FILL = (255, 240, 160)
TOKEN_FILL, TOKEN_DOWN = (214, 198, 160), (170, 160, 140)
CROWN_FILL, STAR_FILL = (255, 205, 40), (255, 225, 90)
PATH, ROAD, CLEARING, CORNER = (150, 130, 100), (90, 90, 90), (236, 224, 180), (245, 245, 245)


def _track_fill(t: str) -> tuple[int, ...]:
    return tuple(int(v * 0.55 + 255 * 0.45) for v in COLOUR[t])


def _faded(rgb: tuple[int, ...]) -> tuple[int, ...]:
    """A used (cashed) die: the same light tone as its track."""
    return tuple(int(v * 0.55 + 255 * 0.45) for v in rgb)


def _mix(a: tuple[int, ...], b: tuple[int, ...], f: float) -> tuple[int, ...]:
    return tuple(int(round(x + (y - x) * f)) for x, y in zip(a, b, strict=True))


def _palette() -> Image.Image:
    """Every flat colour the board uses, plus anti-aliasing steps of text and marks over them.
    Deterministic, so the same view always gives the same bytes; flat colours stay exact."""
    from render.common import BACKGROUND, BAND, HIGHLIGHT, SEAT_COLOURS
    seats = [ImageColor.getrgb(c) for c in SEAT_COLOURS]
    white = (255, 255, 255)
    backs = [BACKGROUND, BAND, PANEL_FILL, white, DISTRICT_FILL, FAVOUR_FILL, EXPEDITION_FILL, CAP_FILL,
             TOKEN_FILL, TOKEN_DOWN, CORNER, STAR_FILL, CROWN_FILL]
    backs += [COLOUR[t] for t in COLOUR] + [_track_fill(t) for t in TRACKS] + list(LEVEL_FILL.values())
    backs += [_faded(COLOUR[t]) for t in COLOUR] + [v for k, v in DIPLOMA_FILL.items() if k != "J"]
    flat = [white, INK, MUTED, HIGHLIGHT, PANEL_EDGE, PATH, ROAD, CLEARING, (0, 0, 0)] + seats + list(DARK.values())
    flat += backs
    ramps: list[tuple[int, ...]] = []
    for bg in backs:
        ramps += [_mix(INK, bg, f) for f in (0.25, 0.5, 0.75)]
    for bg in (BACKGROUND, BAND, PANEL_FILL, white, DISTRICT_FILL, EXPEDITION_FILL):
        ramps += [_mix(MUTED, bg, f) for f in (0.25, 0.5, 0.75)]
    for t in TRACKS:
        ramps += [_mix(DARK[t], _track_fill(t), f) for f in (0.33, 0.67)]
    for seat in seats[:4]:
        ramps += [_mix(white, seat, f) for f in (0.33, 0.67)] + [_mix(INK, seat, f) for f in (0.33, 0.67)]
    for bg in (PANEL_FILL, BACKGROUND, DISTRICT_FILL, white):
        ramps += [_mix(HIGHLIGHT, bg, 0.5)]
    colours: list[tuple[int, ...]] = []
    for c in flat + ramps:  # near-duplicates would make the mapping of the flat colours inexact
        c = tuple(c[:3])
        if all(sum((x - y) ** 2 for x, y in zip(c, o, strict=True)) > 75 for o in colours):
            colours.append(c)
    assert len(colours) <= 256, len(colours)
    colours += [colours[0]] * (256 - len(colours))
    pal = Image.new("P", (1, 1))
    pal.putpalette([v for c in colours for v in c])
    return pal


_PALETTE: list[Image.Image] = []


def to_palette(img: Image.Image) -> Image.Image:
    """The finished RGB board as a 256-colour image (nearest colour, no dithering)."""
    if not _PALETTE:
        _PALETTE.append(_palette())
    return img.quantize(palette=_PALETTE[0], dither=Image.Dither.NONE)


# -- layout (fixed per player count) ----------------------------------------------------------

CARD_W, CARD_H = 270, 158
DIE = 52


class Layout:
    def __init__(self, players: int, extra: str = ""):
        """extra: "setup" (the start-card pairs) or "final" (the final scoring table) or ""."""
        self.players = players
        self.extra = extra
        setup = bool(extra)
        self.header = 150
        self.strip = (self.header, self.header + 112)
        y = self.strip[1] + 6
        # city: castle row then the three towns
        self.city = (M, y, WIDTH - M, y + 46 + 150 + 3 * (CARD_H + 12) + 8)
        self.castle = (M + 10, y + 46, WIDTH - M - 10, y + 46 + 144)
        self.towns = {}
        ty = self.castle[3] + 8
        for t in TOWNS:
            self.towns[t] = (M + 10, ty, WIDTH - M - 10, ty + CARD_H + 4)
            ty += CARD_H + 12
        y = self.city[3] + 12
        # tracks (left) + map (right)
        self.tracks = (M, y, 880, y + 46 + 4 * 104 + 96)
        self.map = (896, y, WIDTH - M, self.tracks[3])
        y = self.tracks[3] + 12
        self.start = None
        if extra == "setup":
            self.start = (M, y, WIDTH - M, y + 46 + 30 + CARD_H + 10)
            y = self.start[3] + 12
        elif extra == "final":
            self.start = (M, y, WIDTH - M, y + 46 + 40 + 40 * players + 8)
            y = self.start[3] + 12
        self.expeditions = (M, y, WIDTH - M, y + 46 + 160)
        y = self.expeditions[3] + 12
        self.player_h = 152 if setup else 262
        cols = 2
        rows = math.ceil(players / cols)
        self.player_boxes = []
        pw = (WIDTH - 2 * M - 12) // cols
        for s in range(players):
            px = M + (s % cols) * (pw + 12)
            py = y + (s // cols) * (self.player_h + 10)
            self.player_boxes.append((px, py, px + pw, py + self.player_h))
        self.height = y + rows * (self.player_h + 10) + 10


def track_cell(lay: Layout, track: str, space: int) -> tuple[int, int, int, int]:
    """The box of a track space (for drawing and for tests)."""
    i = TRACKS.index(track)
    tx0, ty0 = lay.tracks[0] + 14, lay.tracks[1] + 46 + i * 104
    x = tx0 + min(max(space, 0), 15) * 52
    return (x, ty0 + 30, x + 52, ty0 + 74)


def dice_box(lay: Layout, district: str) -> tuple[int, int, int, int]:
    """Where a district's dice stand."""
    x0, y0, _, y1 = lay.castle if district == "castle" else lay.towns[district]
    return (x0 + 10, y0 + 38, x0 + 396, y1 - 2)


# pilgrim map node positions, relative (x, y) in [-1, 1] of the graph area
def _node_positions() -> dict[str, tuple[float, float]]:
    pos: dict[str, tuple[float, float]] = {}
    outer = ["c1", "I1", "c2", "I2", "c3", "I3", "c4", "I4", "c5", "I5", "c6", "I6", "c7", "I7", "c8", "I8"]
    for i, n in enumerate(outer):
        a = math.radians(-157.5 + 22.5 * i)
        pos[n] = (0.80 * math.cos(a), 0.78 * math.sin(a))
    inner = ["c9", "II1", "c10", "II2", "c11", "II3", "c12", "II4"]
    for i, n in enumerate(inner):
        a = math.radians(-157.5 + 45 * i)
        pos[n] = (0.50 * math.cos(a), 0.46 * math.sin(a))
    pos.update({"c13": (-0.30, -0.12), "III1": (-0.12, -0.02), "c14": (0.30, 0.12), "III2": (0.12, 0.02)})
    for corner, a in (("NW", -135), ("NE", -45), ("SE", 45), ("SW", 135)):
        r = math.radians(a)
        pos[corner] = (1.22 * math.cos(r), 1.22 * math.sin(r))
    return pos


NODE_POS = _node_positions()


def _map_geometry(box: tuple[int, int, int, int]) -> tuple[float, float, float, float]:
    x0, y0, x1, _ = box
    cx = (x0 + x1) / 2
    cy = y0 + 46 + 150
    return cx, cy, (x1 - x0) / 2 - 60, 140


def _node_xy(node: str, geo: tuple[float, float, float, float]) -> tuple[float, float]:
    cx, cy, rx, ry = geo
    px, py = NODE_POS.get(node, (0.0, 0.0))
    return cx + px * rx, cy + py * ry


# -- static layer ---------------------------------------------------------------------------


def _build_static(lay: Layout, view: dict[str, Any]) -> Image.Image:
    c = FastCanvas(lay.height)
    c.panel(lay.city, "The city")
    c.panel(lay.tracks, "Influence tracks")
    c.panel(lay.map, "Pilgrim map")
    c.panel(lay.expeditions, "Expeditions")
    if lay.extra == "setup":
        c.panel(lay.start, "Start cards to draft (pairs)")
    elif lay.extra == "final":
        c.panel(lay.start, "Final scoring")
    for name, box in [("castle", lay.castle)] + [(t, lay.towns[t]) for t in TOWNS]:
        c.draw.rounded_rectangle(box, radius=8, fill=DISTRICT_FILL, outline=PANEL_EDGE, width=1)
        c.text((box[0] + 10, box[1] + 6), DISTRICT_NAME[name], 24, bold=True)
    # track cells and income brackets
    for i, t in enumerate(TRACKS):
        tx0, ty0 = lay.tracks[0] + 14, lay.tracks[1] + 46 + i * 104
        cw = 52
        c.draw.rectangle((tx0, ty0 + 30, tx0 + 16 * cw, ty0 + 30 + 44), fill=_track_fill(t))
        for k in range(16):
            x = tx0 + k * cw
            c.draw.rectangle((x, ty0 + 30, x + cw, ty0 + 74), outline=PANEL_EDGE)
            c.text((x + cw / 2, ty0 + 52), str(k), MIN_TEXT, fill=DARK[t], anchor="mm")
        for lo, hi, label in _income_labels(view, t):
            x = tx0 + lo * cw
            c.draw.line((x, ty0 + 26, x, ty0 + 100), fill=DARK[t], width=3)
            c.text((x + (hi - lo + 1) * cw / 2, ty0 + 78), label, MIN_TEXT, fill=MUTED, anchor="ma",
                   max_width=(hi - lo + 1) * cw - 4)
    # map paths and places
    geo = _map_geometry(lay.map)
    nodes = set(NODE_POS)
    pm = view.get("pilgrim_map") or {}
    edges = [tuple(e.split("-")) if isinstance(e, str) else tuple(e) for e in pm.get("edges") or []]
    roads = {k: tuple(v) for k, v in (pm.get("roads") or {}).items()}
    for a, b in edges:
        c.draw.line((*_node_xy(a, geo), *_node_xy(b, geo)), fill=PATH, width=4)
    for corner, targets in roads.items():
        for t in targets:
            (xa, ya), (xb, yb) = _node_xy(corner, geo), _node_xy(t, geo)
            c.draw.line((xa, ya, xb, yb), fill=ROAD, width=3)
            # arrow head: one-way road
            ang = math.atan2(yb - ya, xb - xa)
            mx, my = xa + (xb - xa) * 0.6, ya + (yb - ya) * 0.6
            pts = [(mx + 12 * math.cos(ang), my + 12 * math.sin(ang)),
                   (mx + 9 * math.cos(ang + 2.5), my + 9 * math.sin(ang + 2.5)),
                   (mx + 9 * math.cos(ang - 2.5), my + 9 * math.sin(ang - 2.5))]
            c.draw.polygon(pts, fill=ROAD)
    for n in nodes:
        x, y = _node_xy(n, geo)
        if n.startswith("c"):
            c.draw.ellipse((x - 8, y - 8, x + 8, y + 8), fill=CLEARING, outline=INK, width=2)
        elif n in ("NW", "NE", "SE", "SW"):
            c.draw.rounded_rectangle((x - 26, y - 16, x + 26, y + 16), radius=6, fill=CORNER,
                                     outline=INK, width=2)
            c.text((x, y), n, MIN_TEXT, bold=True, anchor="mm")
    return c.image


# -- drawing helpers --------------------------------------------------------------------------


def _seat(value: Any) -> int | None:
    try:
        return int(value)
    except (TypeError, ValueError):
        return None


def draw_die(c: Canvas, x: float, y: float, colour: str, value: int, owner: int | None = None,
             size: int = DIE, faded: bool = False, capped: bool = False) -> None:
    fill = COLOUR.get(colour, (255, 255, 255))
    if faded:
        fill = _faded(fill)
    c.draw.rounded_rectangle((x, y, x + size, y + size), radius=8, fill=fill, outline=INK, width=3)
    c.text((x + size / 2, y + size / 2), str(value), max(MIN_TEXT, size // 2 + 4), bold=True, anchor="mm")
    if capped:
        c.draw.rounded_rectangle((x - 6, y - 10, x + 30, y + 14), radius=5, fill=CAP_FILL, outline=INK)
        c.text((x + 12, y + 2), "+3", MIN_TEXT, bold=True, anchor="mm")
    if owner is not None:
        c.seat_mark(owner, x + size - 2, y + size - 2, 15)


def draw_token(c: Canvas, x: float, y: float, value: int, face_down: bool, size: int = DIE) -> None:
    c.draw.regular_polygon((x + size / 2, y + size / 2, size / 2 + 2), 6, fill=TOKEN_FILL if not face_down
                           else TOKEN_DOWN, outline=INK)
    c.text((x + size / 2, y + size / 2), "-" if face_down else str(value), 26, bold=True, anchor="mm")


def draw_crown(c: Canvas, x: float, y: float, w: int = 34, h: int = 24) -> None:
    pts = [(x, y + h), (x, y + 6), (x + w * 0.25, y + h * 0.55), (x + w / 2, y), (x + w * 0.75, y + h * 0.55),
           (x + w, y + 6), (x + w, y + h)]
    c.draw.polygon(pts, fill=CROWN_FILL, outline=INK)


def draw_citizen(c: Canvas, box: tuple[int, int, int, int], card: dict[str, Any] | None,
                 crown: bool = False, highlight: bool = False) -> None:
    x0, y0, x1, y1 = box
    if card is None:
        c.draw.rounded_rectangle(box, radius=10, outline=PANEL_EDGE, width=2)
        c.text(((x0 + x1) / 2, (y0 + y1) / 2), "empty", MIN_TEXT, fill=MUTED, anchor="mm")
        if highlight:
            c.outline(box)
        return
    track = TRACK_OF.get(card.get("profession", ""), "white")
    c.draw.rounded_rectangle(box, radius=10, fill=COLOUR[track], outline=INK, width=2)
    c.draw.rectangle((x0 + 5, y0 + 36, x1 - 5, y1 - 5), fill="white")
    c.text((x0 + 10, y0 + 5), f"{card.get('profession', '?').capitalize()} {card.get('id', '')}", 23, bold=True,
           max_width=x1 - x0 - (60 if crown else 20))
    if crown:
        draw_crown(c, x1 - 44, y0 + 6)
    cost = card.get("cost")
    pay = f"pay {cost}" if cost else ""
    infl = f"influence {card.get('influence', 0)}"
    c.text((x0 + 10, y0 + 40), infl, MIN_TEXT, bold=True)
    c.text((x1 - 10, y1 - 30), pay, MIN_TEXT, fill=MUTED, anchor="ra")
    timing = card.get("timing", "I")
    when = {"I": "now", "C": "phase C", "E": "phase E", "EG": "end"}.get(timing, timing)
    bonus = bonus_words(card)
    room = 3 if (cost or card.get("diplomas")) else 4
    # the bonus words run on after the influence on its line (more room for the engine's plain text)
    lead = font(MIN_TEXT, True).getlength(infl + " ")
    words = f"{when}: {bonus}".split()
    first: list[str] = []
    while words and font(MIN_TEXT).getlength(" ".join(first + words[:1])) <= x1 - x0 - 26 - lead:
        first.append(words.pop(0))
    if first:
        c.text((x0 + 10 + lead, y0 + 40), " ".join(first), MIN_TEXT, max_width=int(x1 - x0 - 20 - lead))
    lines = _wrap_lines(" ".join(words), x1 - x0 - 20, room - 1) if words else []
    for k, line in enumerate(lines):
        c.text((x0 + 10, y0 + 67 + k * 27), line, MIN_TEXT, max_width=x1 - x0 - 20)
    dx = x0 + 10
    for d in card.get("diplomas") or []:
        dx = draw_diploma(c, dx, y1 - 18, d) + 6
    if highlight:
        c.outline(box)


DIPLOMA_FILL = {"a": (230, 159, 0), "b": (86, 180, 233), "c": (0, 158, 115), "d": (240, 228, 66),
                "e": (204, 121, 167), "J": (255, 255, 255)}


def draw_diploma(c: Canvas, x: float, cy: float, d: str) -> float:
    """A diploma rosette with its letter (J = joker, drawn as a star); returns its right edge."""
    r = 14
    cx = x + r
    if d == "J":
        pts = []
        for i in range(10):
            rr = r + 3 if i % 2 == 0 else r * 0.55
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        c.draw.polygon(pts, fill=STAR_FILL, outline=INK)
        c.text((cx + r + 6, cy), "joker", MIN_TEXT, bold=True, anchor="lm")
        return cx + r + 6 + font(MIN_TEXT, True).getlength("joker")
    c.draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=DIPLOMA_FILL.get(d, "white"), outline=INK, width=2)
    c.text((cx, cy - 1), d, MIN_TEXT, bold=True, anchor="mm")
    return cx + r


def _wrap_lines(text: str, width: int, max_lines: int) -> list[str]:
    from render.common import wrap

    lines = wrap(text, font(MIN_TEXT), width)
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = lines[-1] + "…"
    return lines


def _changed(view: dict[str, Any], previous: dict[str, Any] | None, *path: Any) -> bool:
    return previous is not None and changed(view, previous, *path)


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
        c.text((x + 62, y0 + 16), f"{name}  {vp} VP", 26, bold=True, max_width=cell - 74)
        extra = f"{_n(pl.get('coins', 0), 'coin')}  {_n(pl.get('guards', 0), 'guard')}  {_n(pl.get('crowns', 0), 'crown')}"
        c.text((x + 16, y0 + 52), extra, MIN_TEXT, fill=INK, max_width=cell - 28)
        flag = pl.get("flag")
        turn = "to decide" if s == to_move else ""
        c.text((x + 16, y0 + 78), f"flag {flag}  {turn}".strip(), MIN_TEXT, fill=MUTED, max_width=cell - 28)
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
            draw_die(c, px, y0 + 4, d.get("colour", "white"), d.get("value", 0), size=38)
            px += 44
        if _changed(view, previous, "pool"):
            c.outline((x0 + 244, y0 + 2, px + 4, y0 + 44), width=4)
    districts = view.get("districts") or {}
    cap_on = view.get("cap_on")
    # castle: dice (lowest first) and the favour tiles
    bx0, by0, bx1, by1 = lay.castle
    for d in ("castle",) + TOWNS:
        box = dice_box(lay, d)
        _dice_row(c, box, districts.get(d, []), cap_on)
        if _changed(view, previous, "districts", d):
            c.outline((box[0] - 6, box[1] - 4, box[2] + 4, box[3]), width=4)
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
            for k, line in enumerate(_wrap_lines(text, fw - 30, 3)):
                c.text((fx + 10, by0 + 40 + k * 28), line, MIN_TEXT, max_width=fw - 30)
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
    size = DIE if len(entries) <= per_row * 2 else 40
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
        tx0, ty0 = lay.tracks[0] + 14, lay.tracks[1] + 46 + i * 104
        cw = 52
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
            for k, (_, seat) in enumerate(seats):
                mx = x + 14 + (k % 2) * 24
                my = ty0 + 30 + 11 + (k // 2) * 22
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
    fy = lay.tracks[1] + 46 + 4 * 104 + 4
    c.text((lay.tracks[0] + 14, fy), "Turn order (flags):", MIN_TEXT, bold=True)
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
        c.text((box[0] + 76, box[1] + 28), _n(f.get('crowns', 0), 'crown'), MIN_TEXT, fill=MUTED, max_width=118)
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
        for i, line in enumerate(_wrap_lines(plain_expedition(x), w - 30, 2)):
            c.text((bx + 10, y0 + 104 + i * 26), line, MIN_TEXT, fill=MUTED, max_width=w - 30)
        for i, s in enumerate(x.get("discs") or []):
            c.seat_mark(int(s), bx + 24 + i * 34, y1 - 30, 14)
        if _changed(view, previous, "expeditions", k, "discs"):
            c.outline(box, width=4)


CATEGORY_NAME = {"play": "during play", "expeditions": "expeditions", "tracks": "tracks", "diplomas": "diplomas",
                 "citizens": "end cards", "resources": "resources"}


def _final(c: Canvas, lay: Layout, view: dict[str, Any], names: list[str]) -> None:
    """The final scoring: one row per player, one column per category, the total, the place and the
    winner; all from the view's ``final`` (result(): breakdown, totals, ranking, winner, tie-break)."""
    final = view.get("final") or {}
    if isinstance(final, list):  # an older view: a bare list of breakdowns
        final = {"breakdown": final}
    rows = final.get("breakdown") or []
    if isinstance(rows, dict):
        rows = [rows[k] for k in sorted(rows, key=int)]
    x0, y0, x1, _ = lay.start
    cats = list(rows[0]) if rows else []
    totals = final.get("totals") or [sum(int(v) for v in row.values()) for row in rows]
    ranking = [int(s) for s in final.get("ranking") or sorted(range(len(rows)), key=lambda s: -totals[s])]
    winner = final.get("winner", ranking[0] if ranking else None)
    name_w = 250
    col_w = (x1 - x0 - 28 - name_w - 180) // max(1, len(cats))
    y = y0 + 46
    for k, cat in enumerate(cats):
        c.text((x0 + 14 + name_w + k * col_w, y), CATEGORY_NAME.get(cat, cat), MIN_TEXT, bold=True,
               max_width=col_w - 8)
    c.text((x1 - 180, y), "total", MIN_TEXT, bold=True)
    for s, row in enumerate(rows):
        ry = y + 40 + s * 40
        c.seat_mark(s, x0 + 30, ry + 12, 15)
        nm = names[s] if s < len(names) else f"Player {s + 1}"
        place = ranking.index(s) + 1 if s in ranking else 0
        c.text((x0 + 54, ry), f"{place}. {nm}" if place else nm, MIN_TEXT, max_width=name_w - 44)
        for k, cat in enumerate(cats):
            c.text((x0 + 14 + name_w + k * col_w, ry), str(row.get(cat, 0)), MIN_TEXT)
        c.text((x1 - 180, ry), f"{totals[s]}" + ("  wins" if s == winner else ""), 24, bold=True)
        if s == winner:
            c.outline((x0 + 8, ry - 6, x1 - 8, ry + 32), width=4)
    if final.get("tiebreak"):
        c.text((x0 + 14, y + 40 + len(rows) * 40 + 4), "Tie: " + _name_seats(str(final["tiebreak"]), names),
               MIN_TEXT, fill=MUTED, max_width=x1 - x0 - 28)


def _name_seats(text: str, names: list[str]) -> str:
    import re

    return re.sub(r"\{p([0-9])\}", lambda m: names[int(m.group(1))] if int(m.group(1)) < len(names)
                  else f"Player {int(m.group(1)) + 1}", text)


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
        cw = min(CARD_W, (w - 16) // 2)
        if previous is not None and _changed(view, previous, "start_pairs", k):
            c.outline((bx - 4, y0 + 40, bx + w - 12, y1 - 6), width=4)
        if taken is not None:
            continue  # the cards now lie on that player's board
        for i, card in enumerate(pair.get("cards") or []):
            draw_citizen(c, (bx + i * (cw + 6), y0 + 72, bx + i * (cw + 6) + cw, y0 + 72 + CARD_H), card)


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


def _player_rest(c: Canvas, box: tuple[int, int, int, int], seat: int, pl: dict[str, Any], y: int,
                 view: dict[str, Any], previous: dict[str, Any] | None) -> None:
    x0, y0, x1, y1 = box
    w = x1 - x0
    cards = pl.get("cards") or {}
    # ongoing effects: phase C, phase E, end game
    for timing in ("C", "E", "EG"):
        group = cards.get(timing) or []
        if not group:
            continue
        text = "; ".join(bonus_words(cd) for cd in group)
        room = max(1, (y1 - 60 - y) // 27)
        lines = _wrap_lines(f"{TIMING_NAME[timing]}: {text}", w - 32, room)
        for line in lines:
            if y + 26 > y1 - 58:
                break
            c.text((x0 + 14, y), line, MIN_TEXT, max_width=w - 28)
            y += 27
    # diplomas, monasteries, expeditions
    dip = pl.get("diplomas") or {}
    parts = [f"{k} {v}" for k, v in dip.items() if k != "joker" and v]
    if dip.get("joker"):
        parts.append(f"joker {dip['joker']}")
    dy = y1 - 58
    c.text((x0 + 14, dy), "Diplomas: " + (", ".join(parts) or "none"), MIN_TEXT, max_width=w - 28)
    mons = pl.get("monasteries") or []
    exps = pl.get("expeditions") or []
    names_x = {x.get("id"): x.get("name", x.get("id")) for x in view.get("expeditions") or []}
    line = f"Monasteries {len(mons)}; expeditions: " + (", ".join(names_x.get(e, e) for e in exps) or "none")
    c.text((x0 + 14, dy + 28), line, MIN_TEXT, max_width=w - 28)
    if previous is not None:
        keys = ("cards", "dice", "favours", "crown_tiles", "diplomas", "monasteries", "expeditions",
                "discs_in_supply")
        if any(_changed(view, previous, "players", seat, k) for k in keys):
            c.outline(box, width=4)


# -- entry points -----------------------------------------------------------------------------


def _layout_for(view: dict[str, Any]) -> Layout:
    n = len(view.get("players") or []) or 2
    if view.get("final"):
        return Layout(n, "final")
    pairs = view.get("start_pairs") or []
    free = any((p.get("taken_by") is None) if isinstance(p, dict) else bool(p) for p in pairs)
    return Layout(n, "setup" if free else "")


def render_board(view: dict[str, Any], names: list[str], last_move: str = "",
                 previous: dict[str, Any] | None = None) -> Image.Image:
    lay = _layout_for(view)
    key = f"coimbra:{lay.players}p:{lay.extra or 'play'}"
    c = FastCanvas(lay.height, base=static_layer(key, lambda: _build_static(lay, view)))
    status = view.get("status", "")
    c.header(TITLE, status, last_move)
    _strip(c, lay, view, names, previous)
    _city(c, lay, view, previous)
    _tracks(c, lay, view, names, previous)
    _map(c, lay, view, previous)
    _start_pairs(c, lay, view, names, previous)
    _expeditions(c, lay, view, previous)
    players = view.get("players") or []
    for s, box in enumerate(lay.player_boxes):
        if s < len(players):
            nm = names[s] if s < len(names) else f"Player {s + 1}"
            _player(c, box, s, players[s], nm, view, previous, compact=lay.start is not None)
    return to_palette(c.image)


def render_hand(own_view: dict[str, Any], names: list[str], seat: int) -> Image.Image:
    """The seat's own board: every citizen card in full, dice, tiles, monasteries, expeditions."""
    players = own_view.get("players") or []
    pl = players[seat] if seat < len(players) else {}
    cards = [cd for t in ("I", "C", "E", "EG") for cd in (pl.get("cards") or {}).get(t, [])]
    per_row = 5
    card_w = (WIDTH - 2 * M - 28 - (per_row - 1) * 10) // per_row
    rows = max(1, math.ceil(len(cards) / per_row))
    card_top = 150 + 300
    height = card_top + 46 + rows * (CARD_H + 12) + 260
    c = FastCanvas(height)
    name = names[seat] if seat < len(names) else f"Player {seat + 1}"
    scores = own_view.get("scores") or []
    vp = scores[seat] if seat < len(scores) else pl.get("vp", 0)
    c.header(f"{TITLE}: {name}'s board", f"{vp} VP, {_n(pl.get('coins', 0), 'coin')}, "
             f"{_n(pl.get('guards', 0), 'guard')}, {_n(pl.get('crowns', 0), 'crown')} (only you see this picture)")
    _player(c, (M, 166, WIDTH - M, 166 + 270), seat, pl, name, own_view, None)
    y = c.panel((M, card_top, WIDTH - M, card_top + 46 + rows * (CARD_H + 12)), f"Your citizen cards ({len(cards)})")
    for k, cd in enumerate(cards):
        x = M + 14 + (k % per_row) * (card_w + 10)
        yy = y + (k // per_row) * (CARD_H + 12)
        draw_citizen(c, (x, yy, x + card_w, yy + CARD_H), cd)
    if not cards:
        c.text((M + 14, y + 10), "no cards yet", MIN_TEXT, fill=MUTED)
    y = card_top + 46 + rows * (CARD_H + 12) + 12
    y = c.panel((M, y, WIDTH - M, height - 12), "Your monasteries and expeditions")
    mons = (own_view.get("pilgrim_map") or {}).get("monasteries") or {}
    mine = [f"{node}: {bonus_words(m)}"
            for node, m in mons.items() if seat in [int(s) for s in m.get("discs") or []]]
    exps = [f"{x.get('name')}: {plain_expedition(x)}" for x in own_view.get("expeditions") or []
            if seat in [int(s) for s in x.get("discs") or []]]
    y = c.paragraph(M + 14, y, "Monasteries: " + ("; ".join(mine) or "none"), WIDTH - 2 * M - 28, MIN_TEXT)
    c.paragraph(M + 14, y + 8, "Expeditions: " + ("; ".join(exps) or "none"), WIDTH - 2 * M - 28, MIN_TEXT)
    return to_palette(c.image)


register_renderer("coimbra", render_board, hand=render_hand)
