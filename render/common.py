"""The common look of every board (design.md, "A common look for all four boards")."""

from __future__ import annotations

import unicodedata
from collections.abc import Callable
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageFont

WIDTH = 1600
BACKGROUND = (246, 241, 229)
INK = (33, 33, 33)
MUTED = (110, 104, 96)
BAND = (226, 216, 194)
HIGHLIGHT = (255, 200, 0)

# Okabe–Ito, in seat order; each seat also has a letter and a shape (never colour alone)
SEAT_COLOURS = ["#D55E00", "#0072B2", "#009E73", "#E69F00", "#CC79A7"]
SEAT_SHAPES = ["circle", "square", "triangle", "diamond", "star"]
SEAT_LETTERS = ["A", "B", "C", "D", "E"]

FONT_DIR = Path(__file__).parent / "fonts"


def counted(n: object, word: str, words: str | None = None) -> str:
    """``1 coin`` / ``2 coins``: a number and its noun, as players write it."""
    return f"{n} {word if n == 1 else (words or word + 's')}"


# Text measurements remembered per process (least recently used dropped first): boards measure
# the same labels at the same sizes every move (issue 33: 35-47 % of drawing CPU). Most entries
# are one-off (a log line, each prefix tried while wrapping it), so a cap above the working
# set only grows the bot (issue 33.3). Caps from bench/cache_caps.py (8 interleaved tables per
# game, en/de/it, 2,000 pictures; bench/results/cache-caps.txt):
# (with lengths at 1,024 and boxes, wrapping and ink boxes at 512, Stupor Mundi drew 5 % slower)
LENGTH_CACHE = 2048  # 1,800-3,100 texts a game at 4,096; 99 % hits at both
BBOX_CACHE = 2048  # Stupor Mundi's 2,200 boxes: 96 % hits at 4,096 and at 2,048, 6 % at 512
WRAP_CACHE = 1024  # Stupor Mundi 90 %, Coimbra 81 % hits (93 %, 87 % at 4,096)


class MeasuredFont(ImageFont.FreeTypeFont):
    """A FreeType font that remembers its measurements (`getlength`, `getbbox`) per text:
    Pillow, `ImageDraw.textlength`/`textbbox` and every renderer calling ``font(...).getlength``
    get the same numbers, measured once. A measurement depends only on the font and its
    arguments, so pictures do not change."""

    def getlength(
        self,
        text: str | bytes,
        mode: str = "",
        direction: str | None = None,
        features: list[str] | None = None,
        language: str | None = None,
    ) -> float:
        if features is None:
            return _length(self, text, mode, direction, language)
        return super().getlength(text, mode, direction, features, language)

    def getbbox(
        self,
        text: str | bytes | bytearray,
        mode: str = "",
        direction: str | None = None,
        features: list[str] | None = None,
        language: str | None = None,
        stroke_width: float = 0,
        anchor: str | None = None,
    ) -> tuple[float, float, float, float]:
        if features is None and not isinstance(text, bytearray):  # a bytearray is no cache key
            return _bbox(self, text, mode, direction, language, stroke_width, anchor)
        return super().getbbox(text, mode, direction, features, language, stroke_width, anchor)


@lru_cache(maxsize=LENGTH_CACHE)
def _length(
    f: MeasuredFont, text: str | bytes, mode: str, direction: str | None, language: str | None
) -> float:
    return ImageFont.FreeTypeFont.getlength(f, text, mode, direction, None, language)


@lru_cache(maxsize=BBOX_CACHE)
def _bbox(
    f: MeasuredFont,
    text: str | bytes,
    mode: str,
    direction: str | None,
    language: str | None,
    stroke_width: float,
    anchor: str | None,
) -> tuple[float, float, float, float]:
    return ImageFont.FreeTypeFont.getbbox(
        f, text, mode, direction, None, language, stroke_width, anchor
    )


def metrics_cache_info() -> dict[str, tuple[int, int]]:
    """(hits, misses) of each text-measurement cache, for the bench and the report."""
    return {
        name: (info.hits, info.misses)
        for name, info in (
            ("length", _length.cache_info()),
            ("bbox", _bbox.cache_info()),
            ("wrap", _wrapped.cache_info()),
        )
    }


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    path = FONT_DIR / name
    if path.exists():
        return MeasuredFont(str(path), size)
    fallback = ImageFont.load_default(size)
    assert isinstance(fallback, ImageFont.FreeTypeFont)  # Pillow's wheels carry FreeType
    return fallback


def draw_seat_mark(draw, seat: int, cx: int, cy: int, r: int) -> None:
    """A seat's coloured shape with its letter inside."""
    colour = SEAT_COLOURS[seat % 5]
    shape = SEAT_SHAPES[seat % 5]
    box = (cx - r, cy - r, cx + r, cy + r)
    if shape == "circle":
        draw.ellipse(box, fill=colour, outline=INK, width=2)
    elif shape == "square":
        draw.rectangle(box, fill=colour, outline=INK, width=2)
    elif shape == "triangle":
        draw.polygon([(cx, cy - r), (cx + r, cy + r), (cx - r, cy + r)], fill=colour, outline=INK)
    elif shape == "diamond":
        draw.polygon(
            [(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=colour, outline=INK
        )
    else:
        import math

        pts = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        draw.polygon(pts, fill=colour, outline=INK)
    f = font(max(12, int(r * 0.95)), bold=True)
    draw.text(
        (cx, cy + (r * 0.15 if shape == "triangle" else 0)),
        SEAT_LETTERS[seat % 5],
        fill="white",
        font=f,
        anchor="mm",
        stroke_width=2,
        stroke_fill=INK,
    )


def wrap(text: str, fnt: ImageFont.FreeTypeFont, width: float) -> list[str]:
    """``text`` broken into lines at most ``width`` px wide (a word longer than that stands
    alone); a fresh list each call, the breaking remembered per (font, width, text)."""
    return list(_wrapped(text, fnt, width))


@lru_cache(maxsize=WRAP_CACHE)
def _wrapped(text: str, fnt: ImageFont.FreeTypeFont, width: float) -> tuple[str, ...]:
    """Each line takes words while they fit. A line's width is its words' and spaces' widths
    (the fonts are laid out with no kerning across a space; tests/render/test_text.py checks
    it on every game's pictures), so a text new on this picture needs only its words measured,
    and those mostly were before (issue 33.4). Runs of spaces, and texts not `by_words`, go to
    `_measured_lines`."""
    if not by_words(text) or "  " in text or any(p != p.strip(" ") for p in text.split("\n")):
        return _measured_lines(text, fnt, width)
    space = fnt.getlength(" ")
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line, line_w = words[0], fnt.getlength(words[0])
        for word in words[1:]:
            word_w = fnt.getlength(word)
            if line_w + space + word_w <= width:
                line, line_w = f"{line} {word}", line_w + space + word_w
            else:
                lines.append(line)
                line, line_w = word, word_w
        lines.append(line)
    return tuple(lines)


def _measured_lines(text: str, fnt: ImageFont.FreeTypeFont, width: float) -> tuple[str, ...]:
    """`_wrapped` measuring every trial line whole."""
    lines: list[str] = []
    for para in text.split("\n"):
        words = para.split(" ")
        line = ""
        for word in words:
            trial = f"{line} {word}".strip()
            if fnt.getlength(trial) <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


NOT_BY_WORDS = frozenset(
    ("R", "AL", "AN", "NSM", "BN", "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI")
)
"""Bidirectional classes of characters a text is not laid out by its words with: right-to-left
letters and digits (the words of a line run the other way), combining marks, joiners, direction
controls (a name a player chose may hold any of them)."""


def by_words(text: str) -> bool:
    """Whether the text's words laid side by side, left to right, are the text laid out whole."""
    return text.isascii() or not any(unicodedata.bidirectional(ch) in NOT_BY_WORDS for ch in text)


Mask = tuple[Image.Image, int, int]
"""A text's coverage mask (mode L) and where its top left lies from the anchor point."""
WORDWISE_ANCHORS = ("la", "ls", "lm", "ld")
"""Anchors at a text's start and at a height of the font's own (not of the text's ink): a
text anchored so starts where its first word starts, on the same line as each word."""


def worded_mask(
    text: str, fnt: ImageFont.FreeTypeFont, word_mask: Callable[[str], Mask]
) -> Mask | None:
    """The mask of a text of several words put together from its words' masks (``word_mask``:
    the caller's cache, at one of `WORDWISE_ANCHORS`), each word at its start: the width of
    the words and spaces before it, rounded to a whole pixel (rendered whole, FreeType places
    each glyph to 1/64 px; the difference is a fraction of a pixel). A line with this move's
    numbers in it is new on every picture, its words are not (issue 33.4). None for one word,
    a text not `by_words`, or where two words' masks would overlap."""
    words = text.split(" ")
    if len(words) < 2 or not by_words(text):
        return None
    space = fnt.getlength(" ")
    x = 0.0
    parts = []
    for word in words:
        if word:
            img, left, top = word_mask(word)
            parts.append((img, round(x) + left, top))
        x += fnt.getlength(word) + space
    if len(parts) < 2 or any(
        a[1] + a[0].width > b[1] for a, b in zip(parts, parts[1:], strict=False)
    ):
        return None
    x0, y0 = parts[0][1], min(top for _, _, top in parts)
    x1 = parts[-1][1] + parts[-1][0].width
    y1 = max(top + img.height for img, _, top in parts)
    out = Image.new("L", (x1 - x0, y1 - y0), 0)
    for img, left, top in parts:
        out.paste(img, (left - x0, top - y0))
    return out, x0, y0
