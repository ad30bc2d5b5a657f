"""Coimbra picture style: colours, plain words for the effect codes, the cached-text canvas,
the 256-colour palette and the pieces (dice, tokens, crowns, citizen cards, diplomas)."""

from __future__ import annotations

import math
from typing import Any, cast

from PIL import Image, ImageColor, ImageDraw

from games.coimbra.views import (
    CardView,
    CoimbraView,
    ExpeditionView,
    MonasteryView,
    PilgrimMap,
    PlayerView,
)
from render.coimbra import speech
from render.common import INK, MUTED, SEAT_LETTERS, draw_seat_mark, font
from render.kit import MIN_TEXT, PANEL_EDGE, PANEL_FILL, Canvas, changed, fit_text
from render.sprites import MISSING, SPRITE_BYTES, SpriteCache
from render.words import word

TITLE = "Coimbra"  # the drawn title is `title()`, through the catalogue


def title() -> str:
    return word("pic-coim-title")


CARD_W, CARD_H = 270, 209  # the tallest citizen card's whole effect (tests check every card)
DIE = 52
MAX_HEIGHT = 3200  # 4 players: ~2870 px; a player's board grows with its lasting effects
M = 20  # outer margin

TRACKS = ("grey", "orange", "purple", "green")
PROFESSION_OF = {"grey": "council", "orange": "merchant", "purple": "clergy", "green": "scholar"}
TRACK_OF = {v: k for k, v in PROFESSION_OF.items()}
COLOUR = {  # light fills so dark text stays readable; the words are always written too
    "grey": (190, 190, 190),
    "orange": (246, 178, 92),
    "purple": (196, 160, 222),
    "green": (60, 160, 100),
    "white": (255, 255, 255),
}
DARK = {
    "grey": (110, 110, 110),
    "orange": (200, 110, 20),
    "purple": (120, 70, 160),
    "green": (40, 130, 70),
    "white": (150, 150, 150),
}
LEVEL_FILL = {"I": (120, 170, 230), "II": (190, 150, 110), "III": (190, 110, 130)}
TOWNS = ("upper", "centre", "lower")
DIE_LETTER = {"grey": "K", "orange": "M", "purple": "P", "green": "G", "white": "W"}
"""Dice carry the letter the citizen card ids use for their profession (K council = grey...)."""

# -- plain words ------------------------------------------------------------------------------


def bonus_words(item: CardView | MonasteryView, short: bool = True) -> str:
    """The effect of a card or monastery in the picture's language; ``short`` drops the timing
    where the picture says it already (`speech.effect`)."""
    return speech.effect(cast(dict[str, Any], item), short)


def income_word(track: str) -> str:
    """What a track's income pays: guards, coins, pilgrim steps, VP."""
    return word(f"pic-coim-income-{track}")


def tiles_held(pl: PlayerView) -> list[str]:
    """A player's favour tiles and crown tiles in words: ``favour 1``, ``merchant crown tile``."""
    return [
        word("pic-coim-favour-held", n=f[1:] if f.startswith("F") else f) for f in pl["favours"]
    ] + [word("pic-coim-crown-tile", prof=speech.profession(t)) for t in pl["crown_tiles"]]


def pilgrims_by_seat(pm: PilgrimMap) -> dict[int, str | None]:
    """Seat -> the node its pilgrim stands on; a view stored as JSON has the seats as strings."""
    return {int(seat): node for seat, node in pm["pilgrims"].items()}


def plain_expedition(x: ExpeditionView) -> str:
    """The task of an expedition without the full stop (`speech.expedition_task`)."""
    return speech.expedition_task(cast(dict[str, Any], x))


def _income_labels(view: CoimbraView, track: str) -> list[tuple[int, int, str]]:
    """The income boxes of a track from the view (``tracks[t].income``)."""
    out = []
    for b in view["tracks"][track]["income"]:
        bits = [str(n) for n in (b["coins"], b["guards"], b["steps"]) if n]
        if b["vp"]:
            bits.append(word("pic-vp", vp=b["vp"]) if bits else f"{b['vp']}")
        out.append((b["lo"], b["hi"], "+" + " +".join(bits) if bits else speech.income(b)))
    return out


# -- a canvas that caches text and seat-mark sprites (text rendering is most of the time) -------

# text sprites by (text, size, bold, anchor, max width): log lines are new with every move,
# so the cache is bounded by its bytes (render/sprites.py), not by a count of entries
_TEXT: SpriteCache[tuple[Any, ...], tuple[Image.Image, int, int] | None] = SpriteCache(SPRITE_BYTES)
_MARKS: dict[tuple[int, int], Image.Image] = {}
_RGB: dict[Any, tuple[int, ...]] = {}


def _rgb(fill: Any) -> tuple[int, ...]:
    out = _RGB.get(fill)
    if out is None:
        out = _RGB[fill] = ImageColor.getrgb(fill) if isinstance(fill, str) else tuple(fill)[:3]
    return out


def _sprite(
    s: str, size: int, bold: bool, anchor: str, max_width: int | None
) -> tuple[Image.Image, int, int] | None:
    key = (s, size, bold, anchor, max_width)
    hit = _TEXT.get(key, MISSING)
    if hit is not MISSING:
        return cast(tuple[Image.Image, int, int] | None, hit)
    size = max(size, MIN_TEXT)
    if max_width is not None:
        s, size = fit_text(s, size, bold, max_width)
    f = font(size, bold)
    left, top, right, bottom = (int(v) for v in f.getbbox(s, anchor=anchor))  # whole pixels already
    if right <= left or bottom <= top:
        sprite = None
    else:
        mask = Image.new("L", (right - left, bottom - top), 0)
        ImageDraw.Draw(mask).text((-left, -top), s, font=f, fill=255, anchor=anchor)
        sprite = (mask, left, top)
    return _TEXT.put(key, sprite)


class FastCanvas(Canvas):
    """`Canvas` with the same text rules (22 px minimum, shrink then ellipsis), pasting cached
    glyph masks instead of rasterising every string on every move."""

    def paint_text(
        self, xy: tuple[float, float], s: str, size: int, bold: bool, fill: Any, anchor: str
    ) -> None:
        sprite = _sprite(s, size, bold, anchor, None)
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
        self.record_token((cx - r, cy - r, cx + r, cy + r), SEAT_LETTERS[seat % len(SEAT_LETTERS)])
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
    backs: list[tuple[int, ...]] = [
        BACKGROUND,
        BAND,
        PANEL_FILL,
        white,
        DISTRICT_FILL,
        FAVOUR_FILL,
        EXPEDITION_FILL,
        CAP_FILL,
        TOKEN_FILL,
        TOKEN_DOWN,
        CORNER,
        STAR_FILL,
        CROWN_FILL,
    ]
    backs += (
        [COLOUR[t] for t in COLOUR] + [_track_fill(t) for t in TRACKS] + list(LEVEL_FILL.values())
    )
    backs += [_faded(COLOUR[t]) for t in COLOUR] + [v for k, v in DIPLOMA_FILL.items() if k != "J"]
    flat: list[tuple[int, ...]] = [
        white,
        INK,
        MUTED,
        HIGHLIGHT,
        PANEL_EDGE,
        PATH,
        ROAD,
        CLEARING,
        (0, 0, 0),
    ]
    flat += seats
    flat += DARK.values()
    flat += backs
    ramps: list[tuple[int, ...]] = []
    for bg in backs:
        ramps += [_mix(INK, bg, f) for f in (0.25, 0.5, 0.75)]
    for bg in (BACKGROUND, BAND, PANEL_FILL, white, DISTRICT_FILL, EXPEDITION_FILL):
        ramps += [_mix(MUTED, bg, f) for f in (0.25, 0.5, 0.75)]
    for t in TRACKS:
        ramps += [_mix(DARK[t], _track_fill(t), f) for f in (0.33, 0.67)]
    for seat in seats[:4]:
        ramps += [_mix(white, seat, f) for f in (0.33, 0.67)] + [
            _mix(INK, seat, f) for f in (0.33, 0.67)
        ]
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


# -- drawing helpers --------------------------------------------------------------------------


def draw_die(
    c: Canvas,
    x: float,
    y: float,
    colour: str,
    value: int,
    owner: int | None = None,
    size: int = DIE,
    faded: bool = False,
    capped: bool = False,
) -> None:
    fill: tuple[int, ...] = COLOUR.get(colour, (255, 255, 255))
    if faded:
        fill = _faded(fill)
    c.draw.rounded_rectangle((x, y, x + size, y + size), radius=8, fill=fill, outline=INK, width=3)
    letter = DIE_LETTER.get(colour, "?")  # the profession letter: colour is never the only cue
    c.record_token((x, y, x + size, y + size), letter)
    if size >= 48:
        c.text((x + 4, y + 1), letter, MIN_TEXT, bold=True)
        c.text((x + size / 2 + 2, y + size / 2 + 6), str(value), 26, bold=True, anchor="mm")
    else:
        c.text(
            (x + size / 2, y + size / 2 + 1), f"{letter}{value}", MIN_TEXT, bold=True, anchor="mm"
        )
    if capped:  # top right, clear of the letter and the number
        c.draw.rounded_rectangle(
            (x + size - 30, y - 12, x + size + 6, y + 10), radius=5, fill=CAP_FILL, outline=INK
        )
        c.text((x + size - 12, y - 1), "+3", MIN_TEXT, bold=True, anchor="mm")
    if owner is not None:  # bottom right, clear of the number
        corner = size if size >= 48 else size + 2
        c.seat_mark(owner, x + corner, y + corner, 13)


def draw_token(c: Canvas, x: float, y: float, value: int, face_down: bool, size: int = DIE) -> None:
    c.draw.regular_polygon(
        (x + size / 2, y + size / 2, size / 2 + 2),
        6,
        fill=TOKEN_FILL if not face_down else TOKEN_DOWN,
        outline=INK,
    )
    c.text(
        (x + size / 2, y + size / 2), "-" if face_down else str(value), 26, bold=True, anchor="mm"
    )


def draw_crown(c: Canvas, x: float, y: float, w: int = 34, h: int = 24) -> None:
    pts = [
        (x, y + h),
        (x, y + 6),
        (x + w * 0.25, y + h * 0.55),
        (x + w / 2, y),
        (x + w * 0.75, y + h * 0.55),
        (x + w, y + 6),
        (x + w, y + h),
    ]
    c.draw.polygon(pts, fill=CROWN_FILL, outline=INK)


def _citizen_text(card: CardView, width: int) -> tuple[str, str, list[str]]:
    """The influence, the words beside it and the lines under it: the whole effect, never cut."""
    infl = word("pic-coim-influence", n=card["influence"])
    when = word("pic-coim-when", timing=card["timing"])
    lead = font(MIN_TEXT, True).getlength(infl + " ")
    words = [
        f"{when}:",
        *bonus_words(card).split(),
    ]  # "phase C:" is one unit: never split over two lines
    first: list[str] = []
    while words and font(MIN_TEXT).getlength(" ".join(first + words[:1])) <= width - 26 - lead:
        first.append(words.pop(0))
    from render.common import wrap

    return (
        infl,
        " ".join(first),
        (wrap(" ".join(words), font(MIN_TEXT), width - 20) if words else []),
    )


def _citizen_foot(card: CardView, width: int) -> int:
    """Rows under the effect: diplomas (left) and the price (right), on one row where they fit."""
    if not card["diplomas"] and not card["cost"]:
        return 0
    dips = sum(
        2 * 14
        + 6
        + (font(MIN_TEXT, True).getlength(word("pic-coim-joker-mark")) + 6 if d == "J" else 0)
        for d in card["diplomas"]
    )
    pay = font(MIN_TEXT).getlength(_pay(card)) if card["cost"] else 0
    return 1 if not dips or not pay or dips + pay + 30 <= width else 2


def _profession_title(card: CardView) -> str:
    return word(f"pic-coim-card-prof-{card['profession']}")


def _pay(card: CardView) -> str:
    return word("pic-coim-pay", kind=card["cost"] or "coins")


def citizen_height(card: CardView, width: int) -> int:
    """The height a citizen card needs at ``width`` to show its whole effect."""
    _infl, _first, lines = _citizen_text(card, width)
    return 67 + len(lines) * 27 + _citizen_foot(card, width) * 32 + 2


def draw_citizen(
    c: Canvas,
    box: tuple[int, int, int, int],
    card: CardView | None,
    crown: bool = False,
    highlight: bool = False,
) -> None:
    x0, y0, x1, y1 = box
    if card is None:
        c.draw.rounded_rectangle(box, radius=10, outline=PANEL_EDGE, width=2)
        c.text(
            ((x0 + x1) / 2, (y0 + y1) / 2),
            word("pic-coim-empty"),
            MIN_TEXT,
            fill=MUTED,
            anchor="mm",
        )
        if highlight:
            c.outline(box)
        return
    track = TRACK_OF.get(card["profession"], "white")
    c.draw.rounded_rectangle(box, radius=10, fill=COLOUR[track], outline=INK, width=2)
    c.draw.rectangle((x0 + 5, y0 + 36, x1 - 5, y1 - 5), fill="white")
    c.text(
        (x0 + 10, y0 + 5),
        word("pic-coim-card-title", prof=_profession_title(card), id=card["id"]),
        23,
        bold=True,
        max_width=x1 - x0 - (60 if crown else 20),
    )
    if crown:
        draw_crown(c, x1 - 44, y0 + 6)
    infl, first, lines = _citizen_text(card, x1 - x0)
    c.text((x0 + 10, y0 + 40), infl, MIN_TEXT, bold=True)
    if first:
        lead = font(MIN_TEXT, True).getlength(infl + " ")
        c.text((x0 + 10 + lead, y0 + 40), first, MIN_TEXT)
    for k, line in enumerate(lines):
        c.text((x0 + 10, y0 + 67 + k * 27), line, MIN_TEXT)
    foot = _citizen_foot(card, x1 - x0)
    if card["cost"]:
        c.text((x1 - 10, y1 - 30), _pay(card), MIN_TEXT, fill=MUTED, anchor="ra")
    dx: float = x0 + 10
    for d in card["diplomas"]:
        dx = draw_diploma(c, dx, y1 - 18 - (32 if foot == 2 else 0), d) + 6
    if highlight:
        c.outline(box)


DIPLOMA_FILL = {
    "a": (230, 159, 0),
    "b": (86, 180, 233),
    "c": (0, 158, 115),
    "d": (240, 228, 66),
    "e": (204, 121, 167),
    "J": (255, 255, 255),
}


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
        joker = word("pic-coim-joker-mark")
        c.text((cx + r + 6, cy), joker, MIN_TEXT, bold=True, anchor="lm")
        return cx + r + 6 + font(MIN_TEXT, True).getlength(joker)
    c.draw.ellipse(
        (cx - r, cy - r, cx + r, cy + r), fill=DIPLOMA_FILL.get(d, "white"), outline=INK, width=2
    )
    c.text((cx, cy - 1), d, MIN_TEXT, bold=True, anchor="mm")
    return cx + r


def _wrap_lines(text: str, width: int, max_lines: int) -> list[str]:
    from render.common import wrap

    lines = wrap(text, font(MIN_TEXT), width)
    if len(lines) > max_lines:
        lines = lines[:max_lines]
        lines[-1] = lines[-1] + "…"
    return lines


def _changed(view: CoimbraView, previous: CoimbraView | None, *path: str | int) -> bool:
    """The value at ``path`` differs from the previous view (False without one)."""
    # kit.changed walks any plain dict; a TypedDict is one at run time
    if previous is None:
        return False
    return changed(cast(dict[str, Any], view), cast(dict[str, Any], previous), *path)
