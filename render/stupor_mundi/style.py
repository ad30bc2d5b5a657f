"""Stupor Mundi picture style: colours, fixed texts, the cached-text canvas, small drawing
helpers, the 256-colour palette and the region cache shared by the board and the phone views."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import Any, TypeVar, cast

from PIL import Image, ImageColor, ImageDraw

from games.stupor_mundi import data as D
from games.stupor_mundi.views import MarketView, PalaceView, StuporMundiView
from render.common import (
    BACKGROUND,
    BAND,
    HIGHLIGHT,
    INK,
    MUTED,
    SEAT_COLOURS,
    SEAT_LETTERS,
    WORDWISE_ANCHORS,
    draw_seat_mark,
    font,
    worded_mask,
    wrap,
)
from render.kit import (
    MIN_TEXT,
    PANEL_EDGE,
    PANEL_FILL,
    Box,
    Canvas,
    TextBox,
    Token,
    changed,
)
from render.sprites import SPRITE_BYTES, SpriteCache
from render.words import locale, word

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
PLAYER_H = 404
LEGEND_H = 64
MAX_HEIGHT = 2544  # 4 players: 2542 px (two card places a city, card texts in three lines)

PALACE_ROWS = (  # label, key, maximum pips, per pip
    ("Grain", "grain", D.PALACE_MAX["grain"], 1),
    ("Stone", "stone", D.PALACE_MAX["stone"], 1),
    ("Treasury", "treasury", D.PALACE_MAX["treasury"] // D.TREASURY_STEP, D.TREASURY_STEP),
    ("Towers", "towers", D.PALACE_MAX["towers"], 1),
    ("Walls", "walls", D.PALACE_MAX["walls"], 1),
    ("Keeps", "keeps", D.PALACE_MAX["keeps"], 1),
    ("Court", "court", D.PALACE_MAX["court"], 1),
)
SIDE_INCOMES = ("INC-STONE", "INC-GRAIN", "INC-AUG", "INC-VP", "INC-MARKET")
"""What a completed side (tower, wall, tower) can pay: printed on its wall space."""
BREAKDOWN = (
    ("allies", "Allies"),
    ("edicts", "Edicts"),
    ("castle_income", "Castle"),
    ("workplace", "Work-place"),
    ("cards", "Cards"),
    ("city", "City"),
    ("structures", "Struct-ures"),
    ("majority", "Major-ity"),
    ("coins", "Coins"),
)


# ---------------------------------------------------------------------------------------------
# text drawn from cached glyph masks: most strings repeat from move to move, and rendering
# text with FreeType is most of a board's cost (bench/render_bench.py); a text of several words
# from its words' masks (`render.common.worded_mask`)

# bounded by their bytes (render/sprites.py): a log line's mask is new with every move
_MASKS: SpriteCache[tuple[Any, ...], tuple[Image.Image, int, int]] = SpriteCache(SPRITE_BYTES)
_STAMPS: SpriteCache[tuple[Any, ...], tuple[Image.Image, int, int]] = SpriteCache(SPRITE_BYTES)
_WRAPS: dict[tuple[Any, ...], list[str]] = {}
_CACHE_CAP = 20000


_Key = TypeVar("_Key")
_Value = TypeVar("_Value")


def _capped(cache: dict[_Key, _Value]) -> dict[_Key, _Value]:
    if len(cache) > _CACHE_CAP:
        cache.clear()
    return cache


def _mask(s: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """The text's coverage mask and where its top left lies from the anchor point."""
    key = (s, size, bold, anchor)
    hit = _MASKS.get(key)
    if hit is None:
        hit = _worded(s, size, bold, anchor) if anchor in WORDWISE_ANCHORS else None
        hit = _MASKS.put(key, hit or _rendered(s, size, bold, anchor))
    return hit


def _rendered(s: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    f = font(size, bold)
    left, top, right, bottom = (int(v) for v in f.getbbox(s, anchor=anchor))  # ints already
    img = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(img).text((-left, -top), s, font=f, fill=255, anchor=anchor)
    return img, left, top


def _worded(s: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int] | None:
    return worded_mask(s, font(size, bold), lambda word: _mask(word, size, bold, anchor))


def _wrap(s: str, size: int, bold: bool, width: int) -> list[str]:
    key = (s, size, bold, width)
    hit = _WRAPS.get(key)
    if hit is None:
        hit = _capped(_WRAPS)[key] = wrap(s, font(size, bold), width)
    return hit


class _Canvas(Canvas):
    """The kit's canvas with cached text (same fonts, sizes and fitting rule)."""

    @staticmethod
    def of(c: Canvas) -> _Canvas:
        """A canvas the kit built of this class (`static_canvas`, `phone_canvas`), typed so."""
        assert isinstance(c, _Canvas)
        return c

    def paste_drawing(
        self, other: Canvas, xy: tuple[int, int], origin: tuple[int, int] = (0, 0)
    ) -> None:
        """Paste a cached drawing with its image's top left at ``xy`` and its texts and pieces
        (drawn where that corner was ``origin``) moved along, recorded in the order they were
        drawn (a piece drawn before a text still reads as below it)."""
        self.image.paste(other.image, xy)
        dx, dy = xy[0] - origin[0], xy[1] - origin[1]
        drawn: list[TextBox | Token] = [*other.texts, *other.tokens]
        for rec in sorted(drawn, key=lambda r: r.order):
            x0, y0, x1, y1 = rec.box
            moved = (x0 + dx, y0 + dy, x1 + dx, y1 + dy)
            if isinstance(rec, Token):
                self.tokens.append(Token(moved, rec.label, self._next()))
                continue
            panel = self.panel_at(moved[0] + 1, moved[1] + 1)
            self.texts.append(
                TextBox(rec.text, moved, rec.size, rec.cut, panel, self._next(), rec.cut_ok)
            )

    def ink_box(self, s: str, size: int, bold: bool, anchor: str) -> Box:
        """Where `paint_text` puts ink: the box of the text's mask (of its words' masks)."""
        if anchor not in WORDWISE_ANCHORS:
            return super().ink_box(s, size, bold, anchor)
        img, left, top = _mask(s, size, bold, anchor)
        return (left, top, left + img.width, top + img.height)

    def paint_text(
        self, xy: tuple[float, float], s: str, size: int, bold: bool, fill: Any, anchor: str
    ) -> None:
        img, left, top = _mask(s, size, bold, anchor)
        self.draw.bitmap((round(xy[0]) + left, round(xy[1]) + top), img, fill=fill)

    def stamp(
        self,
        xy: tuple[float, float],
        s: str,
        size: int = MIN_TEXT,
        fill: Any = "white",
        stroke: Any = INK,
        stroke_width: int = 2,
        bold: bool = True,
    ) -> None:
        """Centred text with an outline (labels on coloured pieces), cached as RGBA."""
        key = (s, size, str(fill), str(stroke), stroke_width, bold)
        hit = _STAMPS.get(key)
        if hit is None:
            f = font(size, bold)
            bbox = f.getbbox(s, anchor="mm", stroke_width=stroke_width)
            left, top, right, bottom = (int(v) for v in bbox)  # ints already
            img = Image.new("RGBA", (max(1, right - left), max(1, bottom - top)), (0, 0, 0, 0))
            ImageDraw.Draw(img).text(
                (-left, -top),
                s,
                font=f,
                fill=fill,
                anchor="mm",
                stroke_width=stroke_width,
                stroke_fill=stroke,
            )
            hit = _STAMPS.put(key, (img, left, top))
        img, left, top = hit
        self.record_text(xy, s, size, bold, "mm")
        self.image.paste(img, (round(xy[0]) + left, round(xy[1]) + top), img)

    def seat_mark(self, seat: int, cx: float, cy: float, r: int = 16) -> None:
        key = ("seat", seat, r)
        hit = _STAMPS.get(key)
        if hit is None:
            pad = r + 4
            img = Image.new("RGBA", (2 * pad, 2 * pad), (0, 0, 0, 0))
            draw_seat_mark(ImageDraw.Draw(img), seat, pad, pad, r)
            hit = _STAMPS.put(key, (img, -pad, -pad))
        self.record_token((cx - r, cy - r, cx + r, cy + r), SEAT_LETTERS[seat % len(SEAT_LETTERS)])
        img, left, top = hit
        self.image.paste(img, (round(cx) + left, round(cy) + top), img)


# ---------------------------------------------------------------------------------------------
# small drawing helpers


def _fred_mark(c: _Canvas, cx: float, cy: float, r: int = 14) -> None:
    pts = [
        (
            cx + r * math.cos(math.pi / 6 + k * math.pi / 3),
            cy + r * math.sin(math.pi / 6 + k * math.pi / 3),
        )
        for k in range(6)
    ]
    c.draw.polygon(pts, fill=FRED, outline=INK)
    c.text((cx, cy), "F", max(MIN_TEXT, int(r * 0.95)), bold=True, fill=INK, anchor="mm")


def _lines(
    c: _Canvas,
    x: int,
    y: int,
    s: str,
    width: int,
    max_lines: int = 2,
    size: int = MIN_TEXT,
    fill: Any = INK,
    bold: bool = False,
    step: int = 26,
) -> int:
    """Wrapped text in at most ``max_lines`` lines (the last one shrunk/cut); returns y below."""
    lines = _wrap(s, size, bold, width)
    if len(lines) > max_lines:
        lines = lines[: max_lines - 1] + [" ".join(lines[max_lines - 1 :])]
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


def _market_lines(market: MarketView) -> tuple[str, str, str]:
    """Sell line, buy line and side (easy/hard) of a city's market."""
    sell, buy, side = market["sell"], market["buy"], market["side"]
    sg, ss, sa = sell["grain"], sell["stone"], sell["aug"]
    ba, bg, bs = buy["aug"], buy["grain"], buy["stone"]

    def res(g: int, s: int) -> str:
        goods = [
            word("pic-sm-grain", n=g) if g else "",
            word("pic-sm-stone", n=s) if s else "",
        ]
        return "+".join(x for x in goods if x) or word("pic-sm-nothing")

    return (
        word("pic-sm-sells", goods=res(sg, ss), aug=str(sa)),
        word("pic-sm-buys", aug=str(ba), goods=res(bg, bs)),
        side,
    )


# ---------------------------------------------------------------------------------------------
# the per-move layer


# ---------------------------------------------------------------------------------------------
# a fixed 256-colour palette: the board has few colours, so a palette image loses nothing
# visible, encodes several times faster as PNG and is half the bytes (bench/render_bench.py)

_PALETTE: list[Image.Image] = []
TAG_GREY = (90, 90, 90)
TAG_GREEN = (0, 110, 60)
TILE_FILL = (250, 244, 214)
ROW_FILL = (240, 232, 214)


def _base_colours() -> list[tuple[int, int, int]]:
    named: list[str | tuple[int, int, int]] = [
        BACKGROUND,
        INK,
        MUTED,
        BAND,
        HIGHLIGHT,
        PANEL_FILL,
        PANEL_EDGE,
        "white",
        "black",
        EMPTY,
        LOCKED,
        HIDDEN,
        FRED,
        FRED_DARK,
        LOYAL,
        INDEP,
        EDICT_RED,
        EASY,
        HARD,
        TILE_FILL,
        ROW_FILL,
        TAG_GREY,
        TAG_GREEN,
        *LEVEL_FILL.values(),
        *SEAT_COLOURS,
    ]
    out: list[tuple[int, int, int]] = []
    for colour in named:
        rgb = ImageColor.getrgb(colour) if isinstance(colour, str) else colour
        if rgb[:3] not in out:
            out.append((rgb[0], rgb[1], rgb[2]))
    return out


def _palette() -> Image.Image:
    """Exact colours of the board first, then the anti-aliasing blends of text and shapes on
    every fill, found once from a swatch of them (deterministic: no board state involved)."""
    if _PALETTE:
        return _PALETTE[0]
    base = _base_colours()
    fills = base
    inks = [
        INK,
        MUTED,
        (255, 255, 255),
        FRED_DARK,
        EDICT_RED,
        *[ImageColor.getrgb(c) for c in SEAT_COLOURS],
    ]
    swatch = _Canvas(len(fills) * 34, width=900)
    for k, fill in enumerate(fills):
        y = k * 34
        swatch.draw.rectangle((0, y, 900, y + 34), fill=fill)
        for j, ink in enumerate(inks[:6]):
            swatch.draw.text(
                (4 + j * 150, y + 4), "Ag 12 W", font=font(MIN_TEXT, j % 2 == 0), fill=ink
            )
        swatch.draw.ellipse(
            (860, y + 4, 886, y + 30), fill=SEAT_COLOURS[k % len(SEAT_COLOURS)], outline=INK
        )
    extra = swatch.image.quantize(colors=256 - len(base), method=Image.Quantize.FASTOCTREE)
    found = (extra.getpalette() or [])[: 3 * (256 - len(base))]  # a quantized image has one
    rest = [(found[i], found[i + 1], found[i + 2]) for i in range(0, len(found), 3)]
    # blends too close to an exact colour would take its pixels: keep the exact colours exact
    rest = [
        c
        for c in rest
        if all(max(abs(a - b) for a, b in zip(c, e, strict=True)) > 10 for e in base)
    ]
    flat = [v for rgb in base + rest for v in rgb]
    flat += list(base[0]) * ((768 - len(flat)) // 3)
    pal = Image.new("P", (1, 1))
    pal.putpalette(flat)
    _PALETTE.append(pal)
    return pal


def to_palette(img: Image.Image) -> Image.Image:
    """The board as a 256-colour image (nearest colour, no dithering: flat fills stay flat)."""
    return img.quantize(palette=_palette(), dither=Image.Dither.NONE)


_REGIONS: dict[tuple[str, str, str], tuple[str, Image.Image, list[TextBox], list[Token]]] = {}
"""The last drawing of each region by layer, region and the picture's language."""


def _region(
    c: _Canvas,
    lkey: str,
    name: str,
    box: Sequence[float],
    now: Any,
    before: Any,
    draw: Callable[[], None],
) -> None:
    """Draw one region of the board, or paste its last drawing when what it shows is unchanged
    and nothing in it is highlighted (a region that changed is always drawn, with its outline)."""
    key = repr(now)
    if before is not None and repr(before) != key:
        draw()
        return
    hit = _REGIONS.get((lkey, name, locale()))
    if hit is not None and hit[0] == key:
        c.image.paste(hit[1], (int(box[0]), int(box[1])))
        c.adopt(hit[2], hit[3])
        return
    texts, tokens = len(c.texts), len(c.tokens)
    draw()
    crop = (int(box[0]), int(box[1]), int(box[2]), int(box[3]))
    _REGIONS[(lkey, name, locale())] = (key, c.image.crop(crop), c.texts[texts:], c.tokens[tokens:])


def view_changed(view: StuporMundiView, previous: StuporMundiView | None, *path: str | int) -> bool:
    """`render.kit.changed` on typed views (kit walks plain dicts; a view is one at run time)."""
    return changed(cast(dict[str, Any], view), cast("dict[str, Any] | None", previous), *path)


def palace_values(pal: PalaceView) -> dict[str, int]:
    """Frederick's palace rows by their `PALACE_ROWS` key."""
    return {
        "grain": pal["grain"],
        "stone": pal["stone"],
        "treasury": pal["treasury"],
        "towers": pal["towers"],
        "walls": pal["walls"],
        "keeps": pal["keeps"],
        "court": pal["court"],
        "specialist": pal["specialist"],
        "structures": pal["structures"],
    }
