"""The De Vulgari Eloquentia board: map of Italy, round track, manuscripts, tracks, players.

Drawn only from the engine's PUBLIC view (``GAME.view(state, None)``). The static part
(the map with its zone cards, links, sea routes and values, the frames, track spaces and
column headers) is drawn once per process and layout (`static_canvas`); each move draws
the state on a copy and reduces it to the board's 256 colours (PNG about five times
faster, no visible change). Each zone is a card (dialect disc with its letter, name,
ducats/knowledge, ⚓ for ports) placed from the view's latitude/longitude on a schematic
projection, then spread apart once so that nothing overlaps (not a rule: the board art is
unknown). Pawns stand under their zone's card (big marks), claimed cities carry small
marks, an event on the map is a badge above its zone.

Layout at 1600 px wide (height by player count, at most 2870 px: 5 players, open screens):

    header band / score strip
    map of Italy (left)            | round track 1-16 with cubes, events, papal tiles
                                   | this round's cubes, out of play
                                   | manuscripts on offer (rows I-IV)
    tracks: knowledge 0-99 and the six action tracks
    players: location, ducats, career, secretaries, cities, screen (when public)
    tiles still free, library pile, Lingua Volgare, events used, Stupor Mundi
"""

from __future__ import annotations

import math
from typing import Any

from PIL import Image, ImageColor, ImageDraw

from games.de_vulgari.views import (
    ActionTrackId,
    CanticleView,
    CubeColour,
    CubesView,
    DeVulgariView,
    ManuscriptView,
    PlayerView,
    ZoneView,
)
from games.de_vulgari.words import zone_name
from games.messages import msg
from render.common import (
    BACKGROUND,
    BAND,
    HIGHLIGHT,
    INK,
    MUTED,
    SEAT_COLOURS,
    SEAT_LETTERS,
    WIDTH,
    draw_seat_mark,
    font,
)
from render.de_vulgari import scoring
from render.de_vulgari.scoring import category_short, progress
from render.de_vulgari.view_words import (
    career_word,
    dialect_word,
    status_word,
    tile_short,
    tile_short_name,
    track_word,
    zone_short,
    zone_word,
)
from render.kit import PANEL_EDGE, PANEL_FILL, Canvas, static_canvas, static_layer, view_changed
from render.sprites import SPRITE_BYTES, SpriteCache
from render.words import locale, said, word, word_for

SLUG = scoring.SLUG
MAX_HEIGHT = 2900  # 5 players with open screens

# dialect colours (always with their letter: B Y V G O, W = neutral)
DIALECT_FILL = {
    "blue": (96, 160, 230),
    "yellow": (245, 215, 80),
    "violet": (185, 140, 215),
    "green": (120, 195, 120),
    "orange": (245, 160, 90),
    "white": (255, 255, 255),
}
CUBE_FILL = {
    "red": (200, 50, 40),
    "black": (40, 40, 40),
    "yellow": (240, 200, 30),
    "green": (40, 160, 80),
}
CUBE_ORDER: tuple[CubeColour, ...] = ("red", "black", "yellow", "green")
SEA = (200, 222, 238)
LAND = (236, 226, 200)
LINK = (150, 135, 110)
ROUTE = (70, 120, 170)
EVENT_FILL = (255, 236, 170)
STATUS_WORD = {
    "merchant": "pic-dv-merchant",
    "friar": "pic-dv-friar",
    "cardinal": "pic-dv-cardinal",
}
"""The ids of a player's status words (`render.words.word_for`), as the other tables here."""
PAPAL_WORD = {
    "face-down": "pic-dv-papal-hidden",
    "red": "pic-dv-papal-red",
    "white": "pic-dv-papal-white",
}
ELECTION_WORD = {
    "none": "pic-dv-none",
    "banker": "pic-dv-banker",
    "monk": "pic-dv-monk",
    "camerlengo": "pic-dv-camerlengo",
    "pope": "pic-dv-pope",
}
TRACK_ROWS: tuple[ActionTrackId, ...] = (
    "rest",
    "verona",
    "canticle",
    "ambassador",
    "orient",
    "library",
)
SITE_SHORT = {
    "start": "pic-dv-short-start",
    "abbey": "pic-dv-short-abbey",
    "convent": "pic-dv-short-convent",
    "bologna": "pic-dv-short-university",
    "franciscan": "pic-dv-short-franciscan",
}
"""The ids of a place card's words for a site without a value line (the card's room)."""
TRACK_HINT = {
    "verona": "pic-dv-hint-verona",
    "library": "pic-dv-hint-library",
    "ambassador": "pic-dv-hint-ambassador",
    "orient": "pic-dv-hint-orient",
    "rest": "pic-dv-hint-rest",
}
LIBRARY_LABEL = {2: "1", 4: "2", 6: "3", 8: "4"}
VERONA_LABEL = {4: "4VP", 5: "5VP", 6: "6VP"}

# -- geometry --------------------------------------------------------------------------
MAP_X0, MAP_X1 = 20, 1000
MAP_H = 1140
COL_X0, COL_X1 = 1016, WIDTH - 20
RT_ROW = 31  # round track row height
RT_H = 44 + 32 + 16 * RT_ROW + 66  # round track panel
CUBES_H = 96
MS_ROW = 66
TRACK_ROW = 68  # the space's number on top, two rows of marks under it
KNOW_H = 180  # five rows of marks under the knowledge bar, clear of the action tracks


def _strip_height(n: int) -> int:
    rows = 1 if n <= 3 else 2
    return 10 + rows * 96 + 6


def _layout(n: int, screens: bool = False) -> dict[str, int]:
    """The y coordinates of every band for n players (taller rows when screens are public)."""
    top = 150 + _strip_height(n) + 8
    map_y1 = top + MAP_H + LEGEND_H
    tracks_y0 = map_y1 + 12
    tracks_h = 46 + KNOW_H + 6 * TRACK_ROW + 8
    players_y0 = tracks_y0 + tracks_h + 12
    row = 92 if screens else 64  # two lines of holdings (and the screen's line)
    players_h = 46 + n * row + 2 * 30 + 10
    return {
        "top": top,
        "map_y1": map_y1,
        "tracks_y0": tracks_y0,
        "tracks_y1": tracks_y0 + tracks_h,
        "players_y0": players_y0,
        "players_y1": players_y0 + players_h,
        "player_row": row,
        "misc_y0": players_y0 + 46 + n * row + 4,
        "height": players_y0 + players_h + 10,
    }


# zone positions: computed once per process (per map top) from the view's latitude/longitude
Geometry = tuple[
    dict[str, tuple[float, float]],
    dict[str, tuple[int, int, int, int]],
    dict[str, tuple[float, float]],
]
_GEOMETRY: dict[tuple[int, str], Geometry] = {}
"""The map's geometry by its top and the picture's language (card and sea-name widths)."""
SEA_NAME = {"tyrrhenian": "pic-dv-tyrrhenian", "adriatic": "pic-dv-adriatic"}
LEGEND_H = 112  # a band under the zones: the pawns of the southern cities never cover it


LEGEND_COLUMN = 280  # the dialects in two columns: "giallo: Latino Volgare" is 230 px
LEGEND_NOTES = 588  # the legend's notes (values, sites, marks) right of the dialects


def _legend_box(top: int) -> tuple[int, int, int, int]:
    return (MAP_X0 + 10, top + MAP_H + 10, MAP_X1 - 10, top + MAP_H + LEGEND_H - 4)


LAT_STOPS = ((45.75, 0.0), (43.4, 0.37), (41.8, 0.64), (40.5, 0.75), (36.95, 1.0))
# the schematic map's own placements (not rules): Sardinia and the sea names where there is room
# Where a zone's card is anchored when its true place crowds its neighbours' cards:
# Cagliari on the Sardinian coast, Urbino a little north (else it overlaps Firenze and Ancona).
PLACE_LATLON = {"cagliari": (40.55, 9.3), "urbino": (43.88, 12.64)}
SEA_AT = {"tyrrhenian": (0.30, 0.60), "adriatic": (0.84, 0.47)}  # fractions of the map frame


# latitude -> (longitude on the map's centre line, px per degree of longitude)
LON_STOPS = (
    (45.5, 9.9, 150.0),
    (43.7, 10.55, 140.0),
    (42.5, 12.3, 140.0),
    (41.0, 14.3, 106.0),
    (37.5, 13.4, 106.0),
)


def _piecewise(lat: float, stops: tuple[tuple[float, ...], ...]) -> tuple[float, ...]:
    if lat >= stops[0][0]:
        return stops[0][1:]
    for a, b in zip(stops, stops[1:], strict=False):
        if lat >= b[0]:
            f = (a[0] - lat) / (a[0] - b[0])
            return tuple(u + (v - u) * f for u, v in zip(a[1:], b[1:], strict=True))
    return stops[-1][1:]


def _project(lat: float, lon: float, top: int) -> tuple[float, float]:
    """A schematic projection that straightens the boot: the crowded north and centre
    are stretched, the centre line follows the peninsula to the south-east."""
    centre_lon, scale = _piecewise(lat, LON_STOPS)
    x = (MAP_X0 + MAP_X1) / 2 - 10 + (lon - centre_lon) * scale
    (f,) = _piecewise(lat, LAT_STOPS)
    y = top + 44 + f * (MAP_H - 100)
    return x, y


def _short_name(z: ZoneView) -> str:
    return zone_short(z["id"])


def _value_line(z: ZoneView) -> str:
    site = z["site"]
    parts: list[str] = []
    if site in ("city", "cathedral"):
        if z["ducats"]:
            parts.append(word("pic-dv-d", n=z["ducats"]))
        if z["knowledge"]:
            parts.append(word("pic-dv-k", n=z["knowledge"]))
        if site == "cathedral":
            parts.append("✝")
    else:
        parts.append(word_for(SITE_SHORT, site))  # the card's room: see canticle_word
    if z["port"]:
        parts.append("⚓")
    return " ".join(parts)


def _geometry(view: DeVulgariView, top: int) -> Geometry:
    """(zone centres, label boxes, sea label centres) for a map whose frame starts at ``top``."""
    key = (top, locale())
    geo = _GEOMETRY.get(key)
    if geo is None:
        geo = _GEOMETRY[key] = _compute_positions(view, top)
    return geo


CARD_H = 52
LAYOUT_ROUNDS = 300  # passes of the card-spreading solver (once per process)
CARD_TOP = 26  # room above a card for an event badge
EVENT_H = 28  # an event badge's height
CARD_BOTTOM = 22  # room below a card for pawns and claim marks
PAWN_R = 18  # a pawn on the map: big enough to find on a phone


def _card_width(z: ZoneView) -> int:
    value = font(22, z["site"] == "franciscan").getlength(_value_line(z))  # "Cant. 10 on" is bold
    return int(44 + max(font(22, True).getlength(_short_name(z)), value) + 10)


def _compute_positions(view: DeVulgariView, top: int) -> Geometry:
    """Zone cards placed at the projected latitude/longitude, then pushed apart (with a weak
    spring back home) until no two cards, with their badge and marks room, overlap; the
    legend and the sea names are fixed obstacles."""
    zones = view["map"]["zones"]
    width = {z["id"]: _card_width(z) for z in zones}
    home = {z["id"]: _project(*PLACE_LATLON.get(z["id"], (z["lat"], z["lon"])), top) for z in zones}
    pos = {k: list(v) for k, v in home.items()}
    seas: dict[str, tuple[float, float]] = {}
    fixed: list[tuple[float, ...]] = []
    for sid in view["map"]["seas"]:
        fx, fy = SEA_AT.get(sid, (0.5, 0.5))
        sx, sy = MAP_X0 + fx * (MAP_X1 - MAP_X0), top + fy * MAP_H
        seas[sid] = (sx, sy)
        w = font(24, True).getlength(word_for(SEA_NAME, sid)) / 2 + 16
        fixed.append((sx - w, sy - 26, sx + w, sy + 70))
    ids = list(pos)

    def box(k: str) -> tuple[float, float, float, float]:
        x, y = pos[k]
        w = width[k] / 2 + 3
        return (x - w, y - CARD_H / 2 - CARD_TOP, x + w, y + CARD_H / 2 + CARD_BOTTOM)

    x_lo, x_hi, y_lo, y_hi = MAP_X0 + 8, MAP_X1 - 8, top + 8, top + MAP_H - 8
    for _ in range(LAYOUT_ROUNDS):
        boxes = {k: box(k) for k in ids}
        moved = False
        for i, a in enumerate(ids):
            ba = boxes[a]
            for b in ids[i + 1 :]:
                bb = boxes[b]
                ox = min(ba[2], bb[2]) - max(ba[0], bb[0])
                if ox <= 0:
                    continue
                oy = min(ba[3], bb[3]) - max(ba[1], bb[1])
                if oy <= 0:
                    continue
                moved = True
                pa, pb = pos[a], pos[b]
                dx, dy = pb[0] - pa[0], pb[1] - pa[1]
                if abs(dx) < 1e-6 and abs(dy) < 1e-6:
                    dx = 1.0
                # push along the line between the centres (keeps the geography), by enough
                # to clear the smaller overlap along that line's dominant axis
                dist = math.hypot(dx, dy)
                ux, uy = dx / dist, dy / dist
                need = min(ox / max(abs(ux), 0.2), oy / max(abs(uy), 0.2))
                step = need / 2 * 0.5 + 0.5
                pa[0] -= ux * step
                pa[1] -= uy * step
                pb[0] += ux * step
                pb[1] += uy * step
        for k in ids:
            p = pos[k]
            for fb in fixed:
                bk = box(k)
                ox = min(bk[2], fb[2]) - max(bk[0], fb[0])
                oy = min(bk[3], fb[3]) - max(bk[1], fb[1])
                if ox > 0 and oy > 0:
                    moved = True
                    if ox < oy:
                        p[0] += -ox if (bk[0] + bk[2]) < (fb[0] + fb[2]) else ox
                    else:
                        p[1] += -oy if (bk[1] + bk[3]) < (fb[1] + fb[3]) else oy
            p[0] += (home[k][0] - p[0]) * 0.002
            p[1] += (home[k][1] - p[1]) * 0.002
            bk = box(k)
            p[0] += max(0.0, x_lo - bk[0]) - max(0.0, bk[2] - x_hi)
            p[1] += max(0.0, y_lo - bk[1]) - max(0.0, bk[3] - y_hi)
        if not moved:
            break
    centres: dict[str, tuple[float, float]] = {
        k: (round(v[0]), round(v[1])) for k, v in pos.items()
    }
    cards = {
        k: (int(x - width[k] / 2), int(y - CARD_H / 2), int(x + width[k] / 2), int(y + CARD_H / 2))
        for k, (x, y) in centres.items()
    }
    return centres, cards, seas


def _overlap(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


# -- the static layer ------------------------------------------------------------------
CARD_FILL = (255, 253, 246)


def _zone_card(c: Canvas, z: ZoneView, box: tuple[int, int, int, int]) -> None:
    """A zone: its dialect disc with the letter, its name and what it gives (a port: ⚓)."""
    d = c.draw
    x0, y0, x1, y1 = box
    site = z["site"]
    port = bool(z["port"])
    d.rounded_rectangle(
        box, radius=10, fill=CARD_FILL, outline=ROUTE if port else INK, width=3 if port else 2
    )
    cx, cy, r = x0 + 22, (y0 + y1) // 2, 17
    fill = DIALECT_FILL.get(z["colour"], (255, 255, 255))
    if site in ("start", "abbey", "convent", "bologna"):
        d.rectangle((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=INK, width=2)
    else:
        d.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=INK, width=2)
    if site == "cathedral":
        d.ellipse((cx - r + 4, cy - r + 4, cx + r - 4, cy + r - 4), outline=INK, width=1)
    c.text((cx, cy + 1), z["letter"], 22, bold=True, anchor="mm")
    c.text((x0 + 44, y0 + 1), _short_name(z), 22, bold=True)
    if site != "franciscan":
        c.text((x0 + 44, y0 + 26), _value_line(z), 22, fill=MUTED)


def _col_y(top: int) -> dict[str, int]:
    """The right column: round track, cubes, manuscripts."""
    cubes = top + RT_H + 12
    ms = cubes + CUBES_H + 12
    return {"rt": top, "cubes": cubes, "ms": ms}


def _screens(view: DeVulgariView) -> bool:
    return any("screen" in p for p in view["players"])


def _build_static(view: DeVulgariView, n: int, screens: bool) -> Canvas:
    lay = _layout(n, screens)
    top = lay["top"]
    pos, cards, seas = _geometry(view, top)
    c = Canvas(height=lay["height"])
    d = c.draw
    d.rounded_rectangle(
        (MAP_X0, top, MAP_X1, top + MAP_H + LEGEND_H),
        radius=12,
        fill=SEA,
        outline=PANEL_EDGE,
        width=2,
    )
    links = [tuple(link) for link in view["map"]["links"]]
    # land: thick strokes along the land links and a margin around the cards
    for a, b in links:
        d.line((pos[a], pos[b]), fill=LAND, width=70)
    for x0, y0, x1, y1 in cards.values():
        d.rounded_rectangle((x0 - 22, y0 - 22, x1 + 22, y1 + 22), radius=30, fill=LAND)
    # sea routes: dashed from every port to the sea's name
    for sid, sea in view["map"]["seas"].items():
        for port in sea["ports"]:
            _dashed(d, pos[port], seas[sid], ROUTE, 4)
    for a, b in links:
        d.line((pos[a], pos[b]), fill=LINK, width=5)
    for sid in view["map"]["seas"]:
        sx, sy = seas[sid]
        name = word_for(SEA_NAME, sid)
        w = font(24, True).getlength(name)
        d.rounded_rectangle(
            (sx - w / 2 - 12, sy - 22, sx + w / 2 + 12, sy + 22),
            radius=10,
            fill=(225, 238, 248),
            outline=ROUTE,
            width=3,
        )
        c.text((sx, sy), name, 24, bold=True, fill=ROUTE, anchor="mm")
    for z in view["map"]["zones"]:
        x0, y0, x1, y1 = cards[z["id"]]
        _zone_card(c, z, (x0, y0, x1, y1))
    # legend, in a band under the map
    x0, y0, x1, y1 = _legend_box(top)
    d.rounded_rectangle(
        (x0, y0, x1, y1), radius=10, fill=(250, 246, 234), outline=PANEL_EDGE, width=2
    )
    c.record_panel((x0, y0, x1, y1))
    for i, colour in enumerate(("blue", "yellow", "violet", "green", "orange", "white")):
        xx, yy = x0 + 8 + (i // 3) * LEGEND_COLUMN, y0 + 8 + (i % 3) * 32
        d.ellipse((xx, yy, xx + 26, yy + 26), fill=DIALECT_FILL[colour], outline=INK, width=2)
        c.text((xx + 13, yy + 14), colour[0].upper(), 22, bold=True, anchor="mm")
        dialect = said(msg("dv-colour", colour=colour))
        room = LEGEND_COLUMN - 42 if i < 3 else LEGEND_NOTES - LEGEND_COLUMN - 50
        c.text((xx + 36, yy + 1), f"{dialect}: {dialect_word(colour)}", 22, max_width=room)
    for i, note in enumerate(
        (word("pic-dv-legend-values"), word("pic-dv-legend-sites"), word("pic-dv-legend-marks"))
    ):
        c.text((x0 + LEGEND_NOTES, y0 + 9 + i * 32), note, 22, fill=MUTED)

    col = _col_y(top)
    c.panel((COL_X0, col["rt"], COL_X1, col["rt"] + RT_H), word("pic-dv-round-track"))
    cols = _round_cols()
    hy = col["rt"] + 44
    c.text((cols["round"], hy), word("pic-dv-round-short"), 22, bold=True, fill=MUTED)
    c.text((cols["event"], hy), word("pic-dv-event-head"), 22, bold=True, fill=MUTED)
    for colour in CUBE_ORDER:
        cx = cols[colour]
        d.rectangle((cx, hy + 2, cx + 22, hy + 24), fill=CUBE_FILL[colour], outline=INK)
        c.text((cx + 28, hy), CUBE_LETTER[colour], 22, bold=True, fill=MUTED)
    ly = col["rt"] + RT_H - 64
    c.text((COL_X0 + 14, ly), word("pic-dv-cube-key-red-black"), 22, fill=MUTED)
    c.text((COL_X0 + 14, ly + 28), word("pic-dv-cube-key-yellow-green"), 22, fill=MUTED)
    c.panel((COL_X0, col["cubes"], COL_X1, col["cubes"] + CUBES_H), "")
    c.panel((COL_X0, col["ms"], COL_X1, top + MAP_H + LEGEND_H), word("pic-dv-manuscripts"))
    c.panel((20, lay["tracks_y0"], WIDTH - 20, lay["tracks_y1"]), word("pic-dv-tracks"))
    _tracks_static(c, view, lay)
    players = word("pic-dv-players-public")
    c.panel((20, lay["players_y0"], WIDTH - 20, lay["players_y1"]), players)
    return c


CUBE_LETTER = {"red": "R", "black": "K", "yellow": "Y", "green": "G"}


def _round_cols() -> dict[str, int]:
    x0 = COL_X0
    return {
        "round": x0 + 14,
        "event": x0 + 62,
        "red": x0 + 300,
        "black": x0 + 364,
        "yellow": x0 + 428,
        "green": x0 + 492,
    }


_MARKS: dict[tuple[int, int], Image.Image] = {}
_TILES: dict[tuple[str, int, int, int, str], Canvas] = {}


def _mark(c: Canvas, seat: int, cx: float, cy: float, r: int) -> None:
    """A seat mark (common shape, colour and letter), drawn once per size and pasted."""
    sprite = _MARKS.get((seat, r))
    if sprite is None:
        sprite = Image.new("RGBA", (2 * r + 6, 2 * r + 6), (0, 0, 0, 0))
        draw_seat_mark(ImageDraw.Draw(sprite), seat, r + 3, r + 3, r)
        _MARKS[(seat, r)] = sprite
    c.record_token((cx - r, cy - r, cx + r, cy + r), SEAT_LETTERS[seat % len(SEAT_LETTERS)])
    c.image.paste(sprite, (int(cx) - r - 3, int(cy) - r - 3), sprite)


_WORDS: SpriteCache[tuple[str, int, bool, Any], tuple[Image.Image, int, int]] = SpriteCache(
    SPRITE_BYTES
)


def _fit(s: str, width: int, bold: bool = False, size: int = 22) -> str:
    """``s`` cut with an ellipsis to fit ``width`` pixels."""
    f = font(size, bold)
    if f.getlength(s) <= width:
        return s
    while s and f.getlength(s + "…") > width:
        s = s[:-1]
    return s.rstrip() + "…"


def _word(
    c: Canvas,
    xy: tuple[float, float],
    s: str,
    size: int = 22,
    bold: bool = False,
    fill: Any = INK,
    anchor: str = "la",
) -> None:
    """Short text that recurs from move to move (numbers, labels): rendered once, pasted."""
    key = (s, size, bold, fill)
    hit = _WORDS.get(key)
    if hit is None:
        f = font(max(size, 22), bold)
        x0, y0, x1, y1 = f.getbbox(s)
        sprite = Image.new("RGBA", (max(1, int(x1) + 2), max(1, int(y1) + 2)), (0, 0, 0, 0))
        ImageDraw.Draw(sprite).text((0, 0), s, font=f, fill=fill)
        hit = _WORDS.put(key, (sprite, int(f.getlength(s)), int(f.size)))
    sprite, w, h = hit
    x, y = xy
    if anchor == "mm":
        x, y = x - w / 2, y - h * 0.55
    elif anchor == "ra":
        x -= w
    c.record_text((int(x), int(y)), s, max(size, 22), bold, "la")
    c.image.paste(sprite, (int(x), int(y)), sprite)


def _dashed(d: Any, a: tuple[float, float], b: tuple[float, float], fill: Any, width: int) -> None:
    dist = math.hypot(b[0] - a[0], b[1] - a[1])
    steps = max(1, int(dist // 14))
    for i in range(0, steps, 2):
        t0, t1 = i / steps, min(1.0, (i + 1) / steps)
        d.line(
            (
                a[0] + (b[0] - a[0]) * t0,
                a[1] + (b[1] - a[1]) * t0,
                a[0] + (b[0] - a[0]) * t1,
                a[1] + (b[1] - a[1]) * t1,
            ),
            fill=fill,
            width=width,
        )


# -- the palette: a 256-colour PNG encodes about five times faster than RGB ----------------
_PALETTE: list[Image.Image] = []


def _rgb(c: Any) -> tuple[int, int, int]:
    if isinstance(c, str):
        c = ImageColor.getrgb(c)
    return (int(c[0]), int(c[1]), int(c[2]))


def _blend(a: Any, b: Any, t: float) -> tuple[int, int, int]:
    a, b = _rgb(a), _rgb(b)
    return (
        round(a[0] + (b[0] - a[0]) * t),
        round(a[1] + (b[1] - a[1]) * t),
        round(a[2] + (b[2] - a[2]) * t),
    )


def _palette() -> Image.Image:
    """Every flat colour of the board exactly, plus the anti-aliasing ramps of text and
    edges over the usual backgrounds (so the highlight and seat colours stay exact)."""
    if _PALETTE:
        return _PALETTE[0]
    white = (255, 255, 255)
    grounds = [
        BACKGROUND,
        PANEL_FILL,
        CARD_FILL,
        BAND,
        white,
        EVENT_FILL,
        LAND,
        SEA,
        (255, 236, 190),
        (225, 238, 248),
        (250, 246, 234),
    ]
    flat = [
        *grounds,
        INK,
        MUTED,
        HIGHLIGHT,
        PANEL_EDGE,
        LINK,
        ROUTE,
        *SEAT_COLOURS,
        *DIALECT_FILL.values(),
        *CUBE_FILL.values(),
    ]
    colours: list[tuple[int, int, int]] = []

    def add(c: Any) -> None:
        c = _rgb(c)
        if c not in colours:
            colours.append(c)

    for c in flat:
        add(c)
    for g in grounds + list(DIALECT_FILL.values()):
        for t in (0.15, 0.35, 0.55, 0.75, 0.9):
            add(_blend(g, INK, t))
    for g in (BACKGROUND, PANEL_FILL, CARD_FILL, BAND, white, (250, 246, 234)):
        for t in (0.25, 0.5, 0.75):
            add(_blend(g, MUTED, t))
    for g in (SEA, (225, 238, 248), CARD_FILL, LAND):
        for t in (0.3, 0.6):
            add(_blend(g, ROUTE, t))
    for seat in SEAT_COLOURS:
        for t in (0.3, 0.6):
            add(_blend(seat, white, t))
            add(_blend(seat, INK, t))
        for g in (PANEL_FILL, CARD_FILL, LAND, BACKGROUND):
            add(_blend(g, seat, 0.5))
    for g in (BACKGROUND, PANEL_FILL, CARD_FILL, LAND, SEA, (255, 236, 190)):
        add(_blend(g, HIGHLIGHT, 0.5))
    for g in (LAND, SEA, CARD_FILL):
        add(_blend(g, LINK, 0.5))
    for g in (white, PANEL_FILL):
        for c in CUBE_FILL.values():
            add(_blend(g, c, 0.5))
    colours = colours[:256]
    pal = Image.new("P", (1, 1))
    flat_list = [v for c in colours for v in c]
    pal.putpalette(flat_list + flat_list[:3] * (256 - len(colours)))
    _PALETTE.append(pal)
    return pal


def to_palette(img: Image.Image) -> Image.Image:
    """The board as a 256-colour image (no dithering): same look, much faster PNG."""
    return img.quantize(palette=_palette(), dither=Image.Dither.NONE)


# -- the per-move layer -----------------------------------------------------------------
def render_board(
    view: DeVulgariView,
    names: list[str],
    last_move: str = "",
    previous: DeVulgariView | None = None,
) -> Image.Image:
    """The public board (256 colours: the PNG encodes about five times faster)."""
    return to_palette(compose(view, names, last_move, previous))


def compose(
    view: DeVulgariView,
    names: list[str],
    last_move: str = "",
    previous: DeVulgariView | None = None,
) -> Image.Image:
    """The public board in RGB: a copy of the static layer with the state drawn on it."""
    return board_canvas(view, names, last_move, previous).image


def _static_canvas(view: DeVulgariView) -> tuple[Canvas, dict[str, int]]:
    n = len(view["players"])
    screens = _screens(view)
    c = static_canvas(f"de_vulgari:{n}:{int(screens)}", lambda: _build_static(view, n, screens))
    return c, _layout(n, screens)


def board_canvas(
    view: DeVulgariView,
    names: list[str],
    last_move: str = "",
    previous: DeVulgariView | None = None,
) -> Canvas:
    """The public board drawn on its canvas (with the records of every text, panel and piece)."""
    c, lay = _static_canvas(view)
    status = status_word(view, names)
    n = view["actions_left"]
    if n:
        status += word("pic-dv-actions-left", actions=n)
    c.header(word("pic-dv-title"), status, last_move)
    extras = []
    kn = view["tracks"]["knowledge"]["positions"]
    for p in view["players"]:  # the career is in the players panel
        s = p["seat"]
        extras.append(
            word(
                "pic-dv-purse-short",
                ducats=p["ducats"],
                knowledge=kn[s],
                level=p["knowledge_level"],
            )
        )
    to_move = list(view["to_decide"])  # every seat a decision waits for (auction, alms, election)
    c.score_strip(150, names, view["scores"], extras, to_move)
    _draw_map(c, view, previous, lay)
    _draw_round_track(c, view, previous, lay)
    _draw_manuscripts(c, view, previous, lay)
    _draw_tracks(c, view, previous, lay)
    _draw_players(c, view, names, previous, lay)
    _draw_misc(c, view, names, previous, lay)
    return c


def map_layer(view: DeVulgariView, previous: DeVulgariView | None = None) -> Image.Image:
    """The board with only the map's state drawn (the phone picture cuts its window from it)."""
    n = len(view["players"])
    screens = _screens(view)
    lay = _layout(n, screens)
    # only the map's part of the static layer (a third of the board: the copy is most of the cost)
    base = static_layer(
        f"de_vulgari:{n}:{int(screens)}",
        lambda: _build_static(view, n, screens).image,
        (0, 0, MAP_X1 + 10, lay["map_y1"] + 10),
    )
    c = Canvas(height=base.height, width=base.width, base=base)
    _draw_map(c, view, previous, lay)
    return c.image


def _event_gain(ev: Any) -> str:
    """What an event gives, in a word: "+5d", "+10k", "auction"."""
    if ev["kind"] in ("coin", "book"):
        return "+" + word("pic-dv-d" if ev["kind"] == "coin" else "pic-dv-k", n=ev["value"])
    return word("pic-dv-auction-short")


def canticle_word(ct: CanticleView) -> str:
    """A Franciscan city's Canticle box in words: "Canticle now" while its Canticle action is
    open, else the round its tile opens it ("Canticle 6"); no wider than the card's room."""
    if ct["active"]:
        return word("pic-dv-canticle-now")
    return word("pic-dv-canticle-rounds", rounds=", ".join(str(r) for r in ct["rounds"]))


def _zone_changed(view: DeVulgariView, previous: DeVulgariView | None, i: int) -> bool:
    if previous is None:
        return False
    return any(
        view_changed(view, previous, "map", "zones", i, k)
        for k in ("pawns", "claimed_by", "event", "canticle")
    )


def zone_centre(view: DeVulgariView, zone: str) -> tuple[int, int]:
    """Where a zone is drawn (for tests and tools)."""
    x, y = _geometry(view, _layout(len(view["players"]))["top"])[0][zone]
    return int(x), int(y)


def zone_card(view: DeVulgariView, zone: str) -> tuple[int, int, int, int]:
    """A zone's card with the marks room below it (for tests and tools)."""
    x0, y0, x1, y1 = _geometry(view, _layout(len(view["players"]))["top"])[1][zone]
    return x0, y0, x1, y1 + CARD_BOTTOM


def sea_centre(view: DeVulgariView, sea: str) -> tuple[int, int]:
    """Where a sea's name is drawn; pawns at sea stand just below it (for tests and tools)."""
    x, y = _geometry(view, _layout(len(view["players"]))["top"])[2][sea]
    return int(x), int(y)


def track_cell(view: DeVulgariView, track: ActionTrackId, value: int) -> tuple[int, int, int, int]:
    """The box of one space of an action track (for tests and tools)."""
    lay = _layout(len(view["players"]), _screens(view))
    cx0, cell_w, y = _track_geometry(lay)
    ty = y + TRACK_ROWS.index(track) * TRACK_ROW
    return int(cx0 + value * cell_w), ty, int(cx0 + (value + 1) * cell_w - 4), ty + TRACK_ROW - 4


def manuscript_row(view: DeVulgariView, index: int) -> tuple[int, int, int, int]:
    """The box of the manuscripts of level ``index + 1`` (for tests and tools)."""
    y = _col_y(_layout(len(view["players"]), _screens(view))["top"])["ms"] + 46 + index * MS_ROW
    return COL_X0 + 8, y - 4, COL_X1 - 8, y + MS_ROW - 4


def round_row(view: DeVulgariView, space: int) -> tuple[int, int, int, int]:
    """The box of one round-track row, spaces numbered 1..16 (for tests and tools)."""
    y = (
        _col_y(_layout(len(view["players"]), _screens(view))["top"])["rt"]
        + 76
        + (space - 1) * RT_ROW
    )
    return COL_X0 + 6, y - 2, COL_X1 - 6, y + RT_ROW - 2


def _zone_marks(
    z: ZoneView, x0: float, y1: float
) -> tuple[list[tuple[int, float, float, int]], float]:
    """Where a zone's marks stand under its card (seat, centre, radius): pawns big, then claims
    small; and the x where they end."""
    marks, x = [], x0 + 4
    for s in z["pawns"]:  # pawns: big marks, just under the card's words
        marks.append((s, x + PAWN_R, y1 + PAWN_R, PAWN_R))
        x += 2 * PAWN_R + 4
    for s in z["claimed_by"]:  # claimed: small marks
        marks.append((s, x + 11, y1 + 10, 11))
        x += 26
    return marks, x


def _draw_map(
    c: Canvas, view: DeVulgariView, previous: DeVulgariView | None, lay: dict[str, int]
) -> None:
    d = c.draw
    pos, cards, seas = _geometry(view, lay["top"])
    for i, z in enumerate(
        view["map"]["zones"]
    ):  # highlights first: a neighbour's badge lies on top
        if _zone_changed(view, previous, i):
            x0, y0, x1, y1 = cards[z["id"]]
            top = y0 - EVENT_H if z["event"] else y0
            marks_end = _zone_marks(z, x0, y1)[1]
            c.outline((x0 - 4, top - 4, int(max(x1, marks_end + 8) + 4), y1 + 2 * PAWN_R + 2), 5)
    for z in view["map"]["zones"]:
        x0, y0, x1, y1 = cards[z["id"]]
        ct = z.get("canticle")  # only on a Franciscan city
        if ct:
            _word(c, (x0 + 44, y0 + 26), canticle_word(ct), 22, fill=INK if ct["active"] else MUTED)
        ev = z["event"]
        if ev:
            badge = f"E{ev['number']} {_event_gain(ev)}"
            w = font(22, True).getlength(badge)
            bx, by = max(x0, x1 - w - 12), y0 - EVENT_H
            d.rounded_rectangle(
                (bx, by, bx + w + 12, by + EVENT_H), radius=6, fill=EVENT_FILL, outline=INK, width=2
            )
            _word(c, (bx + 6, by + 2), badge, 22, bold=True)
        for s, cx, cy, r in _zone_marks(z, x0, y1)[0]:
            _mark(c, s, cx, cy, r)
    by_sea: dict[str, list[int]] = {}
    for seat_key, sea in sorted(view["map"]["at_sea"].items(), key=lambda kv: int(kv[0])):
        by_sea.setdefault(sea, []).append(int(seat_key))
    for sea, seats in by_sea.items():
        if sea not in seas:
            continue
        sx, sy = seas[sea]
        for k, s in enumerate(seats):
            _mark(c, s, sx - (len(seats) - 1) * 20 + k * 40, sy + 46, 17)
        if view_changed(view, previous, "map", "at_sea"):
            c.outline(
                (
                    int(sx - len(seats) * 20 - 10),
                    int(sy + 24),
                    int(sx + len(seats) * 20 + 10),
                    int(sy + 68),
                ),
                5,
            )


def _draw_round_track(
    c: Canvas, view: DeVulgariView, previous: DeVulgariView | None, lay: dict[str, int]
) -> None:
    col = _col_y(lay["top"])
    cols = _round_cols()
    rnd = view["round"]
    y0 = col["rt"] + 76
    for i, sp in enumerate(view["round_track"]):
        y = y0 + i * RT_ROW
        num = sp["space"]
        if num == rnd:
            c.draw.rectangle((COL_X0 + 6, y - 2, COL_X1 - 6, y + RT_ROW - 2), fill=(255, 236, 190))
        fill = MUTED if num < rnd else INK
        _word(c, (cols["round"], y), str(num), 22, bold=num == rnd, fill=fill)
        label = ""
        ev = sp.get("event")  # only on spaces 1-10
        if ev:
            gain = _event_gain(ev)
            where = zone_word(ev["zone"])
            label = _fit(
                f"E{ev['number']} {gain} {where}", cols["red"] - cols["event"] - 8, num == rnd
            )
        papal = sp.get("papal")  # only on spaces 12-16
        if papal is not None:
            label = (label + " " if label else "") + word(PAPAL_WORD[papal])
        if num == rnd:
            now = word("pic-dv-now")
            label = f"{label} ◀ {now}" if label else f"◀ {now}"
        if label:
            _word(c, (cols["event"], y), label, 22, bold=num == rnd, fill=fill)
        for colour in CUBE_ORDER:
            k = sp["cubes"][colour]
            if k:
                cx = cols[colour]
                c.draw.rectangle((cx, y + 1, cx + 22, y + 23), fill=CUBE_FILL[colour], outline=INK)
                _word(c, (cx + 28, y), str(k), 22, bold=True)
        if view_changed(view, previous, "round_track", i):
            c.outline((COL_X0 + 8, y - 2, COL_X1 - 8, y + RT_ROW - 2), 4)
    y = col["cubes"]
    rows: tuple[tuple[str, CubesView, str], ...] = (
        ("cube_spaces", view["cube_spaces"], word("pic-dv-this-round")),
        ("out_of_play", view["out_of_play"], word("pic-dv-out-of-play")),
    )
    for r, (key, cubes, title) in enumerate(rows):
        yy = y + 10 + r * 40
        _word(c, (COL_X0 + 14, yy + 2), title, 22, bold=True)
        for colour in CUBE_ORDER:
            cx = cols[colour]
            c.draw.rectangle((cx, yy + 4, cx + 22, yy + 26), fill=CUBE_FILL[colour], outline=INK)
            _word(c, (cx + 28, yy + 2), str(cubes[colour]), 22, bold=True)
        if view_changed(view, previous, key):
            c.outline((COL_X0 + 8, yy, COL_X1 - 8, yy + 34), 4)


def _draw_manuscripts(
    c: Canvas, view: DeVulgariView, previous: DeVulgariView | None, lay: dict[str, int]
) -> None:
    y0 = _col_y(lay["top"])["ms"] + 46
    rows = sorted(view["manuscripts"]["rows"], key=lambda r: r["level"])
    for k, row in enumerate(rows):
        y = y0 + k * MS_ROW
        _word(c, (COL_X0 + 14, y + 2), word("pic-dv-row", row=row["row"]), 22, bold=True)
        _word(c, (COL_X0 + 14, y + 30), word("pic-dv-deck", n=row["deck"]), 22, fill=MUTED)
        x = COL_X0 + 116
        for t in row["tiles"][:4]:
            ms_tile(c, x, y, t)
            x += 106
        if not row["tiles"]:
            c.text((x, y + 16), word("pic-dv-none-left"), 22, fill=MUTED)
        if view_changed(view, previous, "manuscripts", "rows", k):
            c.outline((COL_X0 + 8, y - 4, COL_X1 - 8, y + MS_ROW - 4), 4)
    lv = view["manuscripts"]["lingua_volgare"]
    y = y0 + 4 * MS_ROW + 2
    if lv["taken"]:
        s = word("pic-dv-lingua", state="taken")
    elif lv["in_play"]:
        s = word("pic-dv-lingua", state="on-offer")
    else:
        s = word("pic-dv-lingua", state="not-yet")
    c.text((COL_X0 + 14, y), s, 22, bold=lv["in_play"] and not lv["taken"])
    if view_changed(view, previous, "manuscripts", "lingua_volgare"):
        c.outline((COL_X0 + 8, y - 4, COL_X1 - 8, y + 30), 4)


def ms_tile(
    c: Canvas, x: int, y: int, t: ManuscriptView, w: int = 98, h: int = 60, size: int = 22
) -> None:
    """A manuscript: dialect letters on their colours, level numeral, VP (drawn once, pasted)."""
    key = (t["id"], w, h, size, locale())
    tile = _TILES.get(key)
    if tile is None:
        tile = Canvas(height=h + 1, width=w + 1)
        tile.draw.rectangle((0, 0, w + 1, h + 1), fill=PANEL_FILL)
        _draw_ms_tile(tile, 0, 0, t, w, h, size)
        _TILES[key] = tile
    c.paste_canvas(tile, (x, y))


def _draw_ms_tile(
    c: Canvas, x: int, y: int, t: ManuscriptView, w: int, h: int, size: int = 22
) -> None:
    d = c.draw
    colours = t["colours"] or ["white"]  # Lingua Volgare has no dialect
    d.rounded_rectangle((x, y, x + w, y + h), radius=8, fill="white", outline=INK, width=2)
    part = (w - 4) / len(colours)
    for i, colour in enumerate(colours):
        d.rectangle(
            (x + 2 + i * part, y + 2, x + 2 + (i + 1) * part, y + h // 2),
            fill=DIALECT_FILL.get(colour, "white"),
        )
    c.text((x + w / 2, y + h // 4 + 2), t["letters"] or "LV", size, bold=True, anchor="mm")
    c.text((x + 6, y + h // 2 + 3), t["roman"], size, bold=True)
    c.text((x + w - 6, y + h // 2 + 3), word("pic-dv-vp-short", vp=t["vp"]), size, anchor="ra")


def _track_geometry(lay: dict[str, int]) -> tuple[int, float, int]:
    """(x of cell 0, cell width, y of the first action track)."""
    label_w = 300
    return 40 + label_w, (WIDTH - 40 - label_w - 20) / 13, lay["tracks_y0"] + 46 + KNOW_H


def _knowledge_geometry(lay: dict[str, int], cap: int) -> tuple[int, float, int]:
    x0, x1 = 40, WIDTH - 40
    return x0, (x1 - x0) / (cap + 1), lay["tracks_y0"] + 70


def _tracks_static(c: Canvas, view: DeVulgariView, lay: dict[str, int]) -> None:
    d = c.draw
    tracks = view["tracks"]
    cap = tracks["knowledge"]["cap"]
    c.text(
        (200, lay["tracks_y0"] + 8),
        word("pic-dv-knowledge-key"),
        22,
        fill=MUTED,
        max_width=WIDTH - 240,
    )
    x0, unit, ky = _knowledge_geometry(lay, cap)
    d.rectangle((x0, ky, WIDTH - 40, ky + 12), fill=PANEL_FILL, outline=PANEL_EDGE, width=2)
    for v in range(0, cap + 1, 10):
        xx = x0 + v * unit
        d.line((xx, ky - 4, xx, ky + 16), fill=PANEL_EDGE, width=2)
        c.text((xx + 3, ky - 28), f"{v}" + (f" L{v // 10 + 1}" if v <= 70 else ""), 22, fill=MUTED)
    cx0, cell_w, y = _track_geometry(lay)
    for r, tid in enumerate(TRACK_ROWS):
        t = tracks[tid]
        ty = y + r * TRACK_ROW
        th = TRACK_ROW - 4
        c.text((40, ty + 1), track_word(tid), 22, bold=True, max_width=cx0 - 50)
        if TRACK_HINT.get(tid):
            c.text((40, ty + 25), word(TRACK_HINT[tid]), 22, fill=MUTED, max_width=cx0 - 50)
        for v in range(t["cap"] + 1):
            cx = cx0 + v * cell_w
            d.rectangle((cx, ty, cx + cell_w - 4, ty + th), fill=PANEL_FILL, outline=PANEL_EDGE)
            lab = str(v)
            if tid == "library" and v in LIBRARY_LABEL:
                lab = f"{v} ({LIBRARY_LABEL[v]})"
            if tid == "verona" and v in VERONA_LABEL:
                lab = f"{v}: {VERONA_LABEL[v]}"
            c.text((cx + (cell_w - 4) / 2, ty + 3), lab, 22, fill=MUTED, anchor="ma")


def _draw_tracks(
    c: Canvas, view: DeVulgariView, previous: DeVulgariView | None, lay: dict[str, int]
) -> None:
    d = c.draw
    tracks = view["tracks"]
    kt = tracks["knowledge"]
    x0, unit, ky = _knowledge_geometry(lay, kt["cap"])
    levels: list[list[float]] = [
        [] for _ in kt["positions"]
    ]  # one row per player: never pushed sideways
    for s in kt["order"]:  # the leader first: on top
        xx = x0 + (kt["positions"][s] + 0.5) * unit
        free = [i for i, xs in enumerate(levels) if all(abs(px - xx) >= 30 for px in xs)]
        level = free[0]
        mx = xx
        levels[level].append(mx)
        my = ky + 26 + level * 27
        d.line((xx, ky - 2, xx, ky + 14), fill=INK, width=3)  # the exact space on the bar
        _mark(c, s, mx, my, 14)
        if view_changed(view, previous, "tracks", "knowledge", "positions", s):
            c.outline((int(mx - 18), int(my - 18), int(mx + 18), int(my + 18)), 4)
    cx0, cell_w, y = _track_geometry(lay)
    for r, tid in enumerate(TRACK_ROWS):
        t = tracks[tid]
        ty = y + r * TRACK_ROW
        th = TRACK_ROW - 4
        cells: dict[int, list[int]] = {}
        # the order leaves out the discs gone to the map (Bologna collected); when every
        # disc is gone, all of them are still drawn on the track (as before the views were typed)
        for s in t["order"] or range(len(t["positions"])):
            cells.setdefault(t["positions"][s], []).append(s)
        for v, seats in cells.items():
            cx = cx0 + v * cell_w
            for k, s in enumerate(seats):  # under the space's number, two lines of three
                _mark(c, s, cx + 14 + (k % 3) * 28, ty + 37 + (k // 3) * 18, 9)
        for s in range(len(t["positions"])):
            if view_changed(view, previous, "tracks", tid, "positions", s):
                v = t["positions"][s]
                cx = cx0 + v * cell_w
                c.outline((int(cx), ty, int(cx + cell_w - 4), ty + th), 4)


def _draw_players(
    c: Canvas,
    view: DeVulgariView,
    names: list[str],
    previous: DeVulgariView | None,
    lay: dict[str, int],
) -> None:
    y0 = lay["players_y0"] + 46
    row = lay["player_row"]
    zones = {z["id"] for z in view["map"]["zones"]}
    over = view["phase"] == "over"
    for p in view["players"]:
        s = p["seat"]
        y = y0 + s * row
        _mark(c, s, 52, y + 18, 16)
        name = names[s] if s < len(names) else word("pic-player", n=s + 1)
        loc = p["location"]
        if loc.startswith("sea:"):
            where = word("pic-dv-in-sea", sea=word_for(SEA_NAME, loc[4:]))
        elif loc:
            where = (
                word("pic-dv-in-short", place=zone_name(loc), short=zone_short(loc))
                if loc in zones
                else word("pic-dv-in", place=loc)
            )
        else:
            where = word("pic-dv-not-placed-yet")
        career = career_of(p)
        bits = [
            f"{name} {where}",
            word("pic-dv-purse-d", n=p["ducats"]),
            career,
            word("pic-dv-cities-count", count=len(p["cities"])),
        ]
        # the standing is scored only at the end
        bits[3:3] = progress(view, p, standing=not over)
        if p["election"]:
            elected = word_for(ELECTION_WORD, p["election"])
            bits.append(word("pic-dv-elected", elected=elected))
        elif p["declared"] is not None:
            bits.append(word("pic-dv-declared" if p["declared"] else "pic-dv-to-declare"))
        lines = c.lines(" · ".join(bits), 24, WIDTH - 120)
        if len(lines) > 2:
            lines = c.lines(" · ".join(bits), 22, WIDTH - 120)
        if len(lines) > 2:  # never more than two lines: the rest is cut (and the tests say so)
            lines[1:] = [" ".join(lines[1:])]
        for k, line in enumerate(lines):
            c.text((80, y + 4 + k * 28), line, 24 if len(lines) == 1 else 22, max_width=WIDTH - 120)
        scr = p.get("screen")  # public with open screens and at the end
        if scr is not None and row > 66:
            cubes = " ".join(f"{scr[k]}{CUBE_LETTER[k]}" for k in CUBE_ORDER)
            ms = " ".join(f"{m['roman']}-{m['letters']}" for m in scr["manuscripts"])
            line = word("pic-dv-screen-line", cubes=cubes, manuscripts=ms or word("pic-dv-none"))
            library = scr.get("library_tile")  # at the end only
            if library:
                line += " · " + word("pic-dv-library-vp", vp=library["vp"])
            if over:
                cats = view["score_breakdown"][str(s)]
                each = ", ".join(f"{category_short(k)} {v}" for k, v in cats.items() if v)
                line += " · " + word("pic-dv-scored", categories=each)
            c.text((80, y + 60), line, 22, fill=MUTED, max_width=WIDTH - 120)
        if view_changed(view, previous, "players", s):
            c.outline((30, y - 3, WIDTH - 30, y + row - 5), 4)


def career_of(p: PlayerView) -> str:
    """A player's friar or cardinal tile by name, else their status (merchant…)."""
    tile = p["friar"] or p["cardinal"]
    return career_word(tile) if tile else word_for(STATUS_WORD, p["status"])


def _draw_misc(
    c: Canvas,
    view: DeVulgariView,
    names: list[str],
    previous: DeVulgariView | None,
    lay: dict[str, int],
) -> None:
    y = lay["misc_y0"] + 6
    used = ", ".join(str(e) for e in view["events_used"]) or word("pic-dv-none")
    pile = word("pic-dv-pile", tiles=view["library_pile"], events=used)
    ty = lay["players_y0"] + 10  # right of the panel title
    c.text((WIDTH - 40, ty), pile, 22, anchor="ra", max_width=WIDTH // 2)
    su = view["stupor"]
    if su:  # the auction replaces the tile texts while it runs

        def who(s: int) -> str:
            return names[s] if 0 <= s < len(names) else "-"

        free = [tile_short_name(t["id"]) for t in view["friars_free"] + view["cardinals_free"]]
        parts = [word("pic-dv-stupor-called", name=who(su["caller"]))]
        if su["high"] > 0:
            parts.append(word("pic-dv-high-bid", bid=su["high"], name=who(su["high_seat"])))
        if su["bidders"]:
            bidding = ", ".join(who(s) for s in su["bidders"])
            parts.append(word("pic-dv-at-auction", who=bidding))
        if su["passed"]:
            parts.append(word("pic-dv-passed", who=", ".join(who(s) for s in su["passed"])))
        line = ", ".join(parts)
        free_line = word("pic-dv-tiles-free", tiles=", ".join(free) or word("pic-dv-none"))
        c.text((40, y), free_line, 22, max_width=WIDTH - 80)
        c.text((40, y + 30), line, 22, max_width=WIDTH - 80, bold=True)
    else:
        friars = ", ".join(tile_short(t["id"]) for t in view["friars_free"]) or word("pic-dv-none")
        cards = ", ".join(tile_short(t["id"]) for t in view["cardinals_free"]) or word(
            "pic-dv-none"
        )
        c.text((30, y), word("pic-dv-friars", tiles=friars), 22, max_width=WIDTH - 56)
        c.text((30, y + 30), word("pic-dv-cardinals", tiles=cards), 22, max_width=WIDTH - 56)
    if any(view_changed(view, previous, k) for k in ("stupor", "friars_free", "cardinals_free")):
        c.outline((30, y - 4, WIDTH - 30, y + 62), 4)
    if any(view_changed(view, previous, k) for k in ("library_pile", "events_used")):
        c.outline((WIDTH // 2 - 30, ty - 4, WIDTH - 30, ty + 30), 4)
