"""A canvas for the per-move phone picture that records every text box, panel and token.

Shared by the Lorenzo and De Vulgari phone renderers until the lead lifts it into
`render/kit.py` (render-a adds text-box recording to `kit.Canvas` at the same time).

Every text goes through `PhoneCanvas.text` / `paragraph`, which wrap instead of cutting,
and records a `TextBox`; `problems()` lists what a player could not read: a cut text,
text outside the image or crossing a panel's edge, two texts on top of each other, a
token over a text, text smaller than 1/40 of the width.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from PIL import Image, ImageChops, ImageColor, ImageDraw

from render.common import (
    BACKGROUND,
    BAND,
    INK,
    MUTED,
    SEAT_LETTERS,
    WORDWISE_ANCHORS,
    draw_seat_mark,
    font,
    worded_mask,
    wrap,
)
from render.kit import Canvas, Ring, crossed_by_highlights
from render.words import word

Box = tuple[int, int, int, int]
PHONE_WIDTH = 800
TEXT = 22  # the smallest text: 800 / 22 = 1/36 of the width (the floor is 1/40)
SMALLEST_SHARE = 40
PAD = 16
BAND_GUESS = 300  # the header band drawn before the header (the most headers need)


@dataclass(frozen=True, slots=True)
class TextBox:
    text: str
    box: Box
    size: int
    cut: bool = False
    token: bool = False  # the label inside a token (a die value, a letter on a chip)
    order: int = 0  # drawing order (to tell what was drawn over it)


@dataclass(slots=True)
class Record:
    texts: list[TextBox] = field(default_factory=list)
    panels: list[Box] = field(default_factory=list)
    tokens: list[Box] = field(default_factory=list)
    highlights: list[Ring] = field(default_factory=list)


class PhoneCanvas(Canvas):
    """Draws top to bottom on a tall page; `finish()` crops it to what was drawn."""

    def __init__(self, width: int = PHONE_WIDTH, height: int = 5000):
        super().__init__(height=height, width=width)
        self.record = Record(highlights=self.highlights)  # one list: the kit's `ring` records there

    # -- text ----------------------------------------------------------------------------
    # returns the box it drew where kit.Canvas.text returns None (the kit ignores the result)
    def text(  # type: ignore[override]
        self,
        xy: tuple[float, float],
        s: str,
        size: int = TEXT,
        bold: bool = False,
        fill: Any = INK,
        anchor: str = "la",
        max_width: int | None = None,
        token: bool = False,
    ) -> Box:
        """One line of text, never cut (``max_width`` is accepted for the kit's helpers and
        only shrinks nothing: callers wrap with `paragraph`). Returns its box."""
        size = max(size, TEXT)
        rgb = ImageColor.getrgb(fill) if isinstance(fill, str) else tuple(fill)[:3]
        mask, left, top = _glyphs(s, size, bold, anchor)
        x, y = int(xy[0]) + left, int(xy[1]) + top
        self.draw.bitmap((x, y), mask, fill=rgb)  # what ImageDraw.text does with the mask
        box = (x, y, x + mask.width, y + mask.height)
        self.record.texts.append(
            TextBox(s, box, size, cut=s.endswith(("…", "...")), token=token, order=self._next())
        )
        return box

    def paragraph(
        self,
        x: int,
        y: int,
        s: str,
        width: int,
        size: int = TEXT,
        fill: Any = INK,
        spacing: int = 6,
        bold: bool = False,
    ) -> int:
        """Wrapped text; returns the y below it."""
        size = max(size, TEXT)
        for line in _wrapped(s, size, bold, width):
            if line:
                self.text((x, y), line, size, bold=bold, fill=fill)
            y += size + spacing
        return y

    def width_of(self, s: str, size: int = TEXT, bold: bool = False) -> float:
        return _length(s, max(size, TEXT), bold)

    # -- frames and tokens ----------------------------------------------------------------
    def panel(self, box: Box, title: str = "", highlight: bool = False) -> int:
        x0, y0, x1, y1 = box
        self.draw.rounded_rectangle(
            box, radius=12, fill=(255, 252, 244), outline=(150, 138, 118), width=2
        )
        if highlight:
            self.outline(box)
        self.record.panels.append(box)
        if title:
            return self.paragraph(x0 + 14, y0 + 8, title, x1 - x0 - 28, 24, bold=True) + 4
        return y0 + 10

    def band(self, y0: int, y1: int) -> None:
        self.draw.rectangle((0, y0, self.width, y1), fill=BAND)

    def seat_mark(self, seat: int, cx: float, cy: float, r: int = 16) -> None:
        """The kit's seat mark, pasted from a stamp drawn once (its letter is stroked text,
        the dearest thing on the picture to draw afresh)."""
        self.record_token((cx - r, cy - r, cx + r, cy + r), SEAT_LETTERS[seat % len(SEAT_LETTERS)])
        stamp, offset = _seat_stamp(seat, r)
        self.image.paste(stamp, (int(cx) - offset, int(cy) - offset), stamp)
        self.record.tokens.append((int(cx - r), int(cy - r), int(cx + r), int(cy + r)))

    def chip(self, box: Box, label: str, fill: Any, ink: Any = INK, size: int = TEXT) -> None:
        """A coloured token that always carries its letter/number (never colour alone)."""
        self.draw.rounded_rectangle(box, radius=6, fill=fill, outline=INK, width=2)
        self.record.tokens.append(box)
        self.text(
            ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
            label,
            size,
            bold=True,
            fill=ink,
            anchor="mm",
            token=True,
        )

    def heading(self, y: int, title: str, note: str = "") -> int:
        """A section title across the page; returns the y below it."""
        self.text((PAD, y), title, 24, bold=True)
        if note:
            w = self.width_of(title, 24, True)
            self.paragraph(
                int(PAD + w + 14), y + 2, note, int(self.width - 2 * PAD - w - 14), fill=MUTED
            )
        return y + 34

    def finish(self, bottom: int) -> Image.Image:
        return self.image.crop((0, 0, self.width, min(self.image.height, bottom + PAD)))


class MeasureCanvas(PhoneCanvas):
    """Lays out without painting text: a section drawn on it returns the y it would end at,
    so a picture can pick how much detail fits before drawing it (1 px tall: shapes drawn
    on it are clipped away)."""

    def __init__(self, width: int = PHONE_WIDTH):
        super().__init__(width=width, height=1)

    def text(  # type: ignore[override]
        self,
        xy: tuple[float, float],
        s: str,
        size: int = TEXT,
        bold: bool = False,
        fill: Any = INK,
        anchor: str = "la",
        max_width: int | None = None,
        token: bool = False,
    ) -> Box:
        x, y = int(xy[0]), int(xy[1])
        return (x, y, x, y)

    def seat_mark(self, seat: int, cx: float, cy: float, r: int = 16) -> None:
        self.record.tokens.append((int(cx - r), int(cy - r), int(cx + r), int(cy + r)))

    def chip(self, box: Box, label: str, fill: Any, ink: Any = INK, size: int = TEXT) -> None:
        self.record.tokens.append(box)


# Caps from bench/cache_caps.py (8 interleaved tables per game, en/de/it; issue 33.3):
GLYPH_CACHE = 4096  # 7,300-7,500 masks a game at 8,192; at 2,048 De Vulgari drew 5 % slower
WRAP_CACHE = 4096  # Lorenzo 97 %, De Vulgari 88 % hits at 8,192; 94 %, 85 % at 2,048
LENGTH_CACHE = 512  # at most 215 texts measured, all but 0.1 % from the cache


@lru_cache(maxsize=64)
def _seat_stamp(seat: int, r: int) -> tuple[Image.Image, int]:
    """A seat mark on a transparent tile and the offset of its centre."""
    pad = r + 4
    img = Image.new("RGBA", (2 * pad, 2 * pad), (0, 0, 0, 0))
    draw_seat_mark(ImageDraw.Draw(img), seat, pad, pad, r)
    return img, pad


@lru_cache(maxsize=GLYPH_CACHE)
def _glyphs(s: str, size: int, bold: bool, anchor: str) -> tuple[Image.Image, int, int]:
    """A text's coverage mask, rendered once in any colour (most strings repeat from move to
    move), and its offset from the anchor point; a text of several words put together from
    its words' masks (`render.common.worded_mask`)."""
    f = font(size, bold)
    if anchor in WORDWISE_ANCHORS:
        worded = worded_mask(s, f, lambda word: _glyphs(word, size, bold, anchor))
        if worded is not None:
            return worded
    mask, (left, top) = f.getmask2(s, "L", anchor=anchor)
    return Image.Image()._new(mask), left, top


@lru_cache(maxsize=WRAP_CACHE)
def _wrapped(s: str, size: int, bold: bool, width: int) -> tuple[str, ...]:
    return tuple(wrap(s, font(size, bold), width))


@lru_cache(maxsize=LENGTH_CACHE)
def _length(s: str, size: int, bold: bool) -> float:
    return font(size, bold).getlength(s)


def header(
    c: PhoneCanvas,
    title: str,
    status: str,
    movers: list[tuple[int, str]],
    recent: tuple[str, ...] | list[str],
    keep: int = 3,
) -> int:
    """Title, status, who decides now and the last moves (oldest first) on a band; returns
    the y below."""
    # the band first, as tall as a header mostly is; what it overshoots is cleared after
    c.draw.rectangle((0, 0, c.width, BAND_GUESS - 1), fill=BAND)
    y = PAD
    c.text((PAD, y), title, 28, bold=True)
    y += 40
    y = c.paragraph(PAD, y, status, c.width - 2 * PAD)
    if movers:
        x = PAD
        deciding = word("pic-deciding")
        c.text((x, y + 2), deciding, TEXT, bold=True)
        x += int(c.width_of(deciding, TEXT, True)) + 12
        for seat, name in movers:
            w = int(c.width_of(name))
            if x + 34 + w > c.width - PAD:
                x = PAD + 120
                y += 36
            c.seat_mark(seat, x + 14, y + 14, 14)
            c.text((x + 34, y + 2), name)
            x += 34 + w + 18
        y += 38
    lines = [r for r in recent if r][-keep:]
    if lines:
        y += 4
        c.text((PAD, y), word("pic-last-moves"), TEXT, bold=True, fill=MUTED)
        y += 30
        for line in lines:
            y = c.paragraph(PAD + 12, y, "• " + line, c.width - 2 * PAD - 12, fill=MUTED, spacing=4)
    if y + 8 <= BAND_GUESS:
        c.draw.rectangle((0, y + 8, c.width, BAND_GUESS - 1), fill=BACKGROUND)
    else:  # a taller header: the band below the guess behind its background pixels only
        strip = c.image.crop((0, BAND_GUESS, c.width, y + 8))
        band = Image.new("RGB", strip.size, BAND)
        band.paste(strip, (0, 0), _difference_mask(strip).point(lambda v: 255 if v else 0))
        c.image.paste(band, (0, BAND_GUESS))
    return y + 18


def _difference_mask(img: Image.Image) -> Image.Image:
    bg = Image.new("RGB", img.size, BACKGROUND)
    return ImageChops.difference(img, bg).convert("L")


def outline(c: PhoneCanvas, box: Box) -> None:
    """The last-move highlight around a box."""
    x0, y0, x1, y1 = box
    c.ring((x0 - 2, y0 - 2, x1 + 2, y1 + 2), 5)


def drawn_since(c: PhoneCanvas) -> tuple[int, int]:
    """A bookmark in the canvas's records, for `outline_drawn`."""
    return len(c.record.texts), len(c.record.tokens)


def outline_drawn(c: PhoneCanvas, since: tuple[int, int]) -> None:
    """The last-move highlight across the page around what was drawn after ``since`` (a row's
    texts and chips), its stroke in the gap above and below them, clear of their ink."""
    boxes = [t.box for t in c.record.texts[since[0] :]] + c.record.tokens[since[1] :]
    if boxes:
        top, bottom = min(b[1] for b in boxes), max(b[3] for b in boxes)
        outline(c, (PAD, top - 5, c.width - PAD, bottom + 5))


# -- what a player could not read ----------------------------------------------------------


def _inside(inner: Box, outer: Box) -> bool:
    return (
        inner[0] >= outer[0]
        and inner[1] >= outer[1]
        and inner[2] <= outer[2]
        and inner[3] <= outer[3]
    )


def _overlap(a: Box, b: Box, slack: int = 1) -> bool:
    return (min(a[2], b[2]) - max(a[0], b[0]) > slack) and (
        min(a[3], b[3]) - max(a[1], b[1]) > slack
    )


def problems(image: Image.Image, record: Record) -> list[str]:
    """Every reason a text on the picture cannot be read; empty when all is well."""
    out: list[str] = []
    frame = (0, 0, image.width, image.height)
    smallest = image.width / SMALLEST_SHARE
    texts = record.texts
    for t in texts:
        if t.cut:
            out.append(f"cut: {t.text!r}")
        if t.size < smallest:
            out.append(f"{t.size} px text under 1/{SMALLEST_SHARE} of the width: {t.text!r}")
        if not _inside(t.box, frame):
            out.append(f"outside the image: {t.text!r} {t.box}")
        for p in record.panels:
            if _overlap(t.box, p, 0) and not _inside(t.box, p):
                out.append(f"crosses a panel edge: {t.text!r} {t.box} / {p}")
        if not t.token:
            for k in record.tokens:
                if _overlap(t.box, k):
                    out.append(f"a token covers {t.text!r} {t.box} / {k}")
    for i, a in enumerate(texts):
        for b in texts[i + 1 :]:
            if _overlap(a.box, b.box):
                out.append(f"overlap: {a.text!r} {a.box} / {b.text!r} {b.box}")
    out += [
        f"a highlight runs through {t.text!r} {t.box}"
        for t in crossed_by_highlights(texts, record.highlights)
    ]
    return out


def all_text(record: Record) -> str:
    return "\n".join(t.text for t in record.texts)
