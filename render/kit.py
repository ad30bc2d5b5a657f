"""Drawing pieces every game renderer shares, so the four boards look alike.

A game renderer is ``render(view, names, last_move, previous) -> Image``: ``view`` is the
public view with names already filled in, ``previous`` the public view before the last
move (or None), so the renderer can outline what changed (`changed`).

    canvas = Canvas(height=1800)
    y = canvas.header("Stupor Mundi", view["status"], last_move)
    y = canvas.score_strip(y, names, view["scores"], extras)
    canvas.panel((20, y, 780, y + 400), "Frederick's palace")
    ...
    return canvas.image
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any

from PIL import Image, ImageDraw

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
    wrap,
)

Box = tuple[int, int, int, int]
MIN_TEXT = 22  # px at 1600 px width: a phone shows a quarter of that before zooming
PANEL_FILL = (255, 252, 244)
PANEL_EDGE = (150, 138, 118)


def changed(view: dict[str, Any], previous: dict[str, Any] | None, *path: str | int) -> bool:
    """True if the value at ``path`` differs between the two views (False without a previous)."""
    if previous is None:
        return False
    a: Any = view
    b: Any = previous
    for key in path:
        a = _get(a, key)
        b = _get(b, key)
    return a != b


def _get(value: Any, key: str | int) -> Any:
    try:
        return value[key]
    except (KeyError, IndexError, TypeError):
        return None


_LAYERS: dict[str, Image.Image] = {}


def static_layer(key: str, builder: Callable[[], Image.Image]) -> Image.Image:
    """The static part of a board, drawn once per process (per key); returns a fresh copy
    to draw the state on. Keys name what the layer depends on, e.g. ``"coimbra:4p"``."""
    layer = _LAYERS.get(key)
    if layer is None:
        layer = _LAYERS[key] = builder()
    return layer.copy()


@lru_cache(maxsize=8192)
def fit_text(s: str, size: int, bold: bool, max_width: int) -> tuple[str, int]:
    """Shrink the text down to the 22 px minimum to fit ``max_width``, then cut it with
    an ellipsis; returns (text, size). Cached: boards redraw the same labels every move."""
    size = max(size, MIN_TEXT)
    f = font(size, bold)
    while f.getlength(s) > max_width and size > MIN_TEXT:
        size -= 1
        f = font(size, bold)
    if f.getlength(s) > max_width:
        while s and f.getlength(s + "…") > max_width:
            s = s[:-1]
        s += "…"
    return s, size


class Canvas:
    def __init__(self, height: int, width: int = WIDTH, base: Image.Image | None = None):
        self.image = base if base is not None else Image.new("RGB", (width, height), BACKGROUND)
        self.draw = ImageDraw.Draw(self.image)
        self.width = self.image.width

    # -- text -----------------------------------------------------------------------
    def text(self, xy: tuple[float, float], s: str, size: int = 24, bold: bool = False,
             fill: Any = INK, anchor: str = "la", max_width: int | None = None) -> None:
        size = max(size, MIN_TEXT)
        if max_width is not None:
            s, size = fit_text(s, size, bold, max_width)
        self.draw.text(xy, s, font=font(size, bold), fill=fill, anchor=anchor)

    def paragraph(self, x: int, y: int, s: str, width: int, size: int = 24, fill: Any = INK,
                  spacing: int = 6) -> int:
        """Wrapped text; returns the y below it."""
        f = font(max(size, MIN_TEXT))
        for line in wrap(s, f, width):
            self.draw.text((x, y), line, font=f, fill=fill)
            y += f.size + spacing
        return y

    # -- the common bands -----------------------------------------------------------------
    def header(self, title: str, status: str, last_move: str = "") -> int:
        """Game, round/phase/whose turn, and the last move; returns the y below."""
        h = 150
        self.draw.rectangle((0, 0, self.width, h), fill=BAND)
        self.text((28, 16), title, 36, bold=True)
        self.text((28, 66), status, 28, max_width=self.width - 56)
        if last_move:
            self.text((28, 108), f"Last: {last_move}", 24, fill=MUTED, max_width=self.width - 56)
        return h

    def score_strip(self, y: int, names: Sequence[str], scores: Sequence[int],
                    extras: Sequence[str] = (), to_move: Sequence[int] = ()) -> int:
        """One cell per player: mark, name, VP and a line of key resources."""
        n = max(1, len(names))
        per_row = n if n <= 3 else (n + 1) // 2
        cell_w = (self.width - 40) // per_row
        row_h = 96 if extras else 64
        for i, name in enumerate(names):
            cx = 20 + (i % per_row) * cell_w
            cy = y + 10 + (i // per_row) * row_h
            if i in to_move:
                self.draw.rounded_rectangle((cx - 4, cy - 4, cx + cell_w - 8, cy + row_h - 8),
                                            radius=10, outline=HIGHLIGHT, width=5)
            draw_seat_mark(self.draw, i, cx + 28, cy + 28, 22)
            vp = f"{scores[i]} VP" if i < len(scores) else ""
            self.text((cx + 60, cy + 12), f"{name}  {vp}", 26, bold=True, max_width=cell_w - 72)
            if i < len(extras) and extras[i]:
                self.text((cx + 60, cy + 50), extras[i], 22, fill=MUTED, max_width=cell_w - 72)
        rows = math.ceil(n / per_row)
        return y + 10 + rows * row_h + 6

    # -- shapes ---------------------------------------------------------------------------
    def panel(self, box: Box, title: str = "", highlight: bool = False) -> int:
        """A framed area with a title; returns the y where its content starts."""
        self.draw.rounded_rectangle(box, radius=12, fill=PANEL_FILL, outline=PANEL_EDGE, width=2)
        if highlight:
            self.outline(box)
        if title:
            self.text((box[0] + 14, box[1] + 8), title, 26, bold=True, max_width=box[2] - box[0] - 28)
            return box[1] + 46
        return box[1] + 10

    def outline(self, box: Box, width: int = 6) -> None:
        """The last-move highlight."""
        x0, y0, x1, y1 = box
        self.draw.rounded_rectangle((x0 - 3, y0 - 3, x1 + 3, y1 + 3), radius=14, outline=HIGHLIGHT, width=width)

    def seat_mark(self, seat: int, cx: float, cy: float, r: int = 16) -> None:
        draw_seat_mark(self.draw, seat, int(cx), int(cy), r)

    def card(self, box: Box, title: str, lines: Sequence[str] = (), fill: Any = "white",
             highlight: bool = False, title_size: int = 24) -> None:
        """A card: coloured frame, bold title, short lines of effect text."""
        x0, y0, x1, y1 = box
        self.draw.rounded_rectangle(box, radius=10, fill=fill, outline=INK, width=2)
        inner = (x0 + 6, y0 + 36, x1 - 6, y1 - 6)
        self.draw.rectangle(inner, fill="white")
        self.text((x0 + 10, y0 + 6), title, title_size, bold=True, max_width=x1 - x0 - 20)
        y = y0 + 42
        for line in lines:
            if y + MIN_TEXT > y1 - 4:
                break
            self.text((x0 + 12, y), line, MIN_TEXT, max_width=x1 - x0 - 24)
            y += MIN_TEXT + 6
        if highlight:
            self.outline(box)

    def track(self, box: Box, length: int, positions: dict[int, int], label_every: int = 5,
              start: int = 0, title: str = "") -> None:
        """A numbered track with the seats' marks on their spaces (stacked when shared)."""
        x0, y0, x1, y1 = box
        if title:
            self.text((x0, y0), title, 24, bold=True)
            y0 += 32
        cells = length
        w = (x1 - x0) / cells
        h = y1 - y0
        for i in range(cells):
            value = start + i
            cx0 = x0 + i * w
            self.draw.rectangle((cx0, y0, cx0 + w, y0 + h), fill=PANEL_FILL, outline=PANEL_EDGE)
            if value % label_every == 0:
                self.text((cx0 + w / 2, y0 + h - 4), str(value), MIN_TEXT, fill=MUTED, anchor="md")
        stacks: dict[int, list[int]] = {}
        for seat, value in sorted(positions.items()):
            stacks.setdefault(min(max(value, start), start + cells - 1), []).append(seat)
        r = max(8, min(int(w / 2) - 2, 14))
        for value, seats in stacks.items():
            cx = x0 + (value - start) * w + w / 2
            for k, seat in enumerate(seats):
                self.seat_mark(seat, cx, y0 + r + 2 + k * (r * 1.4), r)

    def legend_players(self, x: int, y: int, names: Sequence[str]) -> None:
        for i, name in enumerate(names):
            self.seat_mark(i, x + 14, y + 14 + i * 34, 13)
            self.text((x + 36, y + 2 + i * 34), f"{SEAT_LETTERS[i]} = {name}", 22)


def seat_colour(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]
