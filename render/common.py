"""The common look of every board (design.md, "A common look for all four boards")."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

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


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    path = FONT_DIR / name
    if path.exists():
        return ImageFont.truetype(str(path), size)
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
        draw.polygon([(cx, cy - r), (cx + r, cy), (cx, cy + r), (cx - r, cy)], fill=colour, outline=INK)
    else:
        import math

        pts = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((cx + rr * math.cos(a), cy + rr * math.sin(a)))
        draw.polygon(pts, fill=colour, outline=INK)
    f = font(max(12, int(r * 0.95)), bold=True)
    draw.text((cx, cy + (r * 0.15 if shape == "triangle" else 0)), SEAT_LETTERS[seat % 5],
              fill="white", font=f, anchor="mm", stroke_width=2, stroke_fill=INK)


def wrap(text: str, fnt: ImageFont.FreeTypeFont, width: int) -> list[str]:
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
    return lines
