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
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
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
from render.words import layer_key, word

Box = tuple[int, int, int, int]
MIN_TEXT = 22  # px at 1600 px width: a phone shows a quarter of that before zooming
# Caps from bench/cache_caps.py (8 interleaved tables per game, en/de/it; issue 33.3):
INK_BOX_CACHE = 1024  # Coimbra 90 % hits (94 % at 4,096, 87 % at 512); the others keep all
FIT_CACHE = 1024  # at most 964 texts fitted (Stupor Mundi), 97 % hits as at 8,192
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


def view_changed(
    view: Mapping[str, Any], previous: Mapping[str, Any] | None, *path: str | int
) -> bool:
    """`changed` for a typed view (a TypedDict is a Mapping to the type checker, not a dict)."""
    if previous is None:
        return False
    a: Any = view
    b: Any = previous
    for key in path:
        a = _get(a, key)
        b = _get(b, key)
    return bool(a != b)


def _get(value: Any, key: str | int) -> Any:
    try:
        return value[key]
    except (KeyError, IndexError, TypeError):
        return None


_LAYERS: dict[str, Image.Image] = {}


def static_layer(
    key: str, builder: Callable[[], Image.Image], box: Box | None = None
) -> Image.Image:
    """The static part of a board, drawn once per process (per key); returns a fresh copy
    (of ``box`` only, when given) to draw the state on. Keys name what the layer depends on,
    e.g. ``"coimbra:4p"``; the picture's language is added to it (`render.words.layer_key`)."""
    key = layer_key(key)
    layer = _LAYERS.get(key)
    if layer is None:
        layer = _LAYERS[key] = builder()
    return layer.crop(box) if box is not None else layer.copy()


_STATIC_CANVASES: dict[str, Canvas] = {}


def static_canvas(
    key: str, builder: Callable[[], Canvas], cls: type[Canvas] | None = None
) -> Canvas:
    """Like `static_layer`, for a builder that returns its canvas: a fresh canvas (of ``cls``,
    default the builder's class) on a copy of the layer, holding the layer's text records."""
    key = layer_key(key)
    layer = _STATIC_CANVASES.get(key)
    if layer is None or key not in _LAYERS:
        layer = _STATIC_CANVASES[key] = builder()
        _LAYERS[key] = layer.image
    c = (cls or type(layer))(
        layer.image.height, width=layer.width, base=layer.image.copy(), min_text=layer.min_text
    )
    c.adopt(layer.texts, layer.tokens, layer.panels)
    return c


@lru_cache(maxsize=FIT_CACHE)
def fit_text(
    s: str, size: int, bold: bool, max_width: int, min_size: int = MIN_TEXT
) -> tuple[str, int]:
    """Shrink the text down to the minimum (22 px) to fit ``max_width``, then cut it with
    an ellipsis; returns (text, size). Cached: boards redraw the same labels every move."""
    size = max(size, min_size)
    f = font(size, bold)
    while f.getlength(s) > max_width and size > min_size:
        size -= 1
        f = font(size, bold)
    if f.getlength(s) > max_width:
        while s and f.getlength(s + "…") > max_width:
            s = s[:-1]
        s += "…"
    return s, size


ELLIPSES = ("…", "...")


@dataclass(frozen=True, slots=True)
class TextBox:
    """One text drawn on a canvas: its words, the ink box it covers, its size in px, whether
    it was cut short (an ellipsis), the panel it was drawn in (None = the image itself) and
    its drawing order (to tell what was drawn over it)."""

    text: str
    box: Box
    size: int
    cut: bool
    panel: Box | None
    order: int
    cut_ok: bool = False  # a name shortened to fit where the full words are shown elsewhere


@dataclass(frozen=True, slots=True)
class Token:
    """A piece drawn on the board (a seat mark, a pawn, a die): ``label`` is the text that
    belongs to it (drawn on it), so that text does not count as covered."""

    box: Box
    label: str
    order: int


@dataclass(frozen=True, slots=True)
class Ring:
    """A last-move highlight frame: its outer box, stroke width (drawn inward) and drawing order."""

    box: Box
    width: int
    order: int


@lru_cache(maxsize=INK_BOX_CACHE)  # one entry per distinct text: most are one-off log lines
def _ink_box(s: str, size: int, bold: bool, anchor: str) -> Box:
    return tuple(int(v) for v in font(size, bold).getbbox(s, anchor=anchor))  # type: ignore[return-value]


def _inside(inner: Box, outer: Box, slack: int = 1) -> bool:
    return (
        inner[0] >= outer[0] - slack
        and inner[1] >= outer[1] - slack
        and inner[2] <= outer[2] + slack
        and inner[3] <= outer[3] + slack
    )


def _overlap(a: Box, b: Box, slack: int = 1) -> bool:
    return (min(a[2], b[2]) - max(a[0], b[0]) > slack) and (
        min(a[3], b[3]) - max(a[1], b[1]) > slack
    )


def _area(b: Box) -> int:
    return (b[2] - b[0]) * (b[3] - b[1])


class Canvas:
    """An image with the common drawing pieces. Every text drawn through its methods is
    recorded (`texts`), with every panel (`panels`) and piece (`tokens`), so tests can check
    that nothing is cut, leaves its panel, overlaps or is covered (`layout_problems`).

    ``min_text`` is the smallest text size: 22 px on a 1600 px board, width / 40 on a phone
    picture (`phone_canvas`)."""

    def __init__(
        self,
        height: int,
        width: int = WIDTH,
        base: Image.Image | None = None,
        min_text: int = MIN_TEXT,
    ):
        self.image = base if base is not None else Image.new("RGB", (width, height), BACKGROUND)
        self.draw = ImageDraw.Draw(self.image)
        self.width = self.image.width
        self.min_text = min_text
        self.texts: list[TextBox] = []
        self.panels: list[Box] = []
        self.tokens: list[Token] = []
        self.highlights: list[Ring] = []
        self.facts: dict[str, set[Any]] = {}
        self._order = 0

    # -- records ----------------------------------------------------------------------
    def _next(self) -> int:
        self._order += 1
        return self._order

    def record_text(
        self,
        xy: tuple[float, float],
        s: str,
        size: int,
        bold: bool,
        anchor: str,
        cut: bool = False,
        cut_ok: bool = False,
    ) -> TextBox | None:
        """Note a text drawn at ``xy`` (subclasses that paint text their own way call this)."""
        if not s.strip():
            return None
        left, top, right, bottom = self.ink_box(s, size, bold, anchor)
        x, y = round(xy[0]), round(xy[1])
        box = (x + left, y + top, x + right, y + bottom)
        cut = cut or s.rstrip().endswith(ELLIPSES)
        rec = TextBox(
            s, box, size, cut, self.panel_at(box[0] + 1, box[1] + 1), self._next(), cut_ok
        )
        self.texts.append(rec)
        return rec

    def ink_box(self, s: str, size: int, bold: bool, anchor: str) -> Box:
        """The box the text's ink covers, from the anchor point (as `paint_text` draws it)."""
        return _ink_box(s, size, bold, anchor)

    def record_token(self, box: tuple[float, float, float, float], label: str = "") -> None:
        self.tokens.append(Token(tuple(int(v) for v in box), label, self._next()))  # type: ignore[arg-type]

    def record_panel(self, box: tuple[float, float, float, float]) -> None:
        self.panels.append(tuple(int(v) for v in box))  # type: ignore[arg-type]

    def fact(self, name: str, value: Any) -> None:
        """Note a fact the picture states where it draws it (``"crowns:Anna"``, 2): one fact
        drawn in two places with two numbers is a contradiction (`layout_problems`)."""
        self.facts.setdefault(name, set()).add(value)

    def panel_at(self, x: float, y: float) -> Box | None:
        """The smallest recorded panel containing the point."""
        best = None
        for p in self.panels:
            if p[0] <= x <= p[2] and p[1] <= y <= p[3] and (best is None or _area(p) < _area(best)):
                best = p
        return best

    def adopt(
        self, texts: Sequence[TextBox], tokens: Sequence[Token] = (), panels: Sequence[Box] = ()
    ) -> None:
        """Take over the records of a cached drawing pasted back at the same place."""
        self.panels += [p for p in panels if p not in self.panels]
        for t in texts:
            self.texts.append(
                TextBox(t.text, t.box, t.size, t.cut, t.panel, self._next(), t.cut_ok)
            )
        for k in tokens:
            self.tokens.append(Token(k.box, k.label, self._next()))

    def grow(self, height: int) -> None:
        """Make the picture ``height`` tall (the background below), e.g. for a player's long
        text."""
        if height > self.image.height:
            taller = Image.new(self.image.mode, (self.width, height), BACKGROUND)
            taller.paste(self.image, (0, 0))
            self.image = taller
            self.draw = ImageDraw.Draw(self.image)

    def erase(self, box: Box, fill: Any = BACKGROUND) -> None:
        """Paint over ``box`` (a part of a cached layer this picture replaces) and forget the
        texts, pieces and panels recorded inside it."""
        self.draw.rectangle(box, fill=fill)
        self.texts = [t for t in self.texts if not _inside(t.box, box, 0)]
        self.tokens = [k for k in self.tokens if not _inside(k.box, box, 0)]
        self.panels = [p for p in self.panels if not _inside(p, box, 0)]
        self.highlights[:] = [
            r for r in self.highlights if not _inside(r.box, box, 0)
        ]  # in place: shared

    def paste_canvas(self, other: Canvas, xy: tuple[int, int]) -> None:
        """Paste a small drawing (a cached tile) at ``xy`` with its texts and pieces."""
        dx, dy = xy
        self.image.paste(other.image, (dx, dy))
        for t in other.texts:
            box = (t.box[0] + dx, t.box[1] + dy, t.box[2] + dx, t.box[3] + dy)
            self.texts.append(
                TextBox(
                    t.text,
                    box,
                    t.size,
                    t.cut,
                    self.panel_at(box[0] + 1, box[1] + 1),
                    self._next(),
                    t.cut_ok,
                )
            )
        for k in other.tokens:
            self.tokens.append(
                Token(
                    (k.box[0] + dx, k.box[1] + dy, k.box[2] + dx, k.box[3] + dy),
                    k.label,
                    self._next(),
                )
            )
        for r in other.highlights:
            x0, y0, x1, y1 = r.box
            self.highlights.append(
                Ring((x0 + dx, y0 + dy, x1 + dx, y1 + dy), r.width, self._next())
            )

    # -- text -----------------------------------------------------------------------
    def text(
        self,
        xy: tuple[float, float],
        s: str,
        size: int = 24,
        bold: bool = False,
        fill: Any = INK,
        anchor: str = "la",
        max_width: int | None = None,
        cut_ok: bool = False,
    ) -> None:
        """Text at ``xy``, shrunk then cut to ``max_width``; ``cut_ok`` marks a name whose full
        words are shown elsewhere (a cut there is no defect)."""
        size = max(size, self.min_text)
        cut = False
        if max_width is not None:
            fitted, size = fit_text(s, size, bold, max_width, self.min_text)
            cut = fitted != s and fitted.endswith("…")
            s = fitted
        if not s:
            return
        self.record_text(xy, s, size, bold, anchor, cut, cut_ok)
        self.paint_text(xy, s, size, bold, fill, anchor)

    def paint_text(
        self, xy: tuple[float, float], s: str, size: int, bold: bool, fill: Any, anchor: str
    ) -> None:
        """Put the (already fitted) text on the image; subclasses paste cached glyphs."""
        self.draw.text(xy, s, font=font(size, bold), fill=fill, anchor=anchor)

    def lines(self, s: str, size: int, width: int, bold: bool = False) -> list[str]:
        """``s`` wrapped to ``width`` px at ``size``."""
        return wrap(s, font(max(size, self.min_text), bold), width)

    def paragraph(
        self,
        x: int,
        y: int,
        s: str,
        width: int,
        size: int = 24,
        fill: Any = INK,
        spacing: int = 6,
        bold: bool = False,
    ) -> int:
        """Wrapped text, every word shown; returns the y below it."""
        size = max(size, self.min_text)
        for line in self.lines(s, size, width, bold):
            self.text((x, y), line, size, bold=bold, fill=fill)
            y += size + spacing
        return y

    def finish(self, height: int) -> Image.Image:
        """The image cut to ``height`` (a phone picture drawn on a tall canvas)."""
        if height < self.image.height:
            self.image = self.image.crop((0, 0, self.width, height))
            self.draw = ImageDraw.Draw(self.image)
        return self.image

    # -- the common bands -----------------------------------------------------------------
    def header(self, title: str, status: str, last_move: str = "") -> int:
        """Game, round/phase/whose turn, and the last move; returns the y below."""
        h = 150
        self.draw.rectangle((0, 0, self.width, h), fill=BAND)
        self.text((28, 16), title, 36, bold=True)
        self.text((28, 66), status, 28, max_width=self.width - 56)
        if last_move:
            self.text(
                (28, 108),
                word("pic-last", move=last_move),
                24,
                fill=MUTED,
                max_width=self.width - 56,
            )
        return h

    def score_strip(
        self,
        y: int,
        names: Sequence[str],
        scores: Sequence[int],
        extras: Sequence[str] = (),
        to_move: Sequence[int] = (),
    ) -> int:
        """One cell per player: mark, name, VP and a line of key resources."""
        n = max(1, len(names))
        per_row = n if n <= 3 else (n + 1) // 2
        cell_w = (self.width - 40) // per_row
        row_h = 96 if extras else 64
        for i, name in enumerate(names):
            cx = 20 + (i % per_row) * cell_w
            cy = y + 10 + (i // per_row) * row_h
            if i in to_move:
                self.ring((cx - 4, cy - 4, cx + cell_w - 8, cy + row_h - 8), 5, radius=10)
            draw_seat_mark(self.draw, i, cx + 28, cy + 28, 22)
            vp = word("pic-vp", vp=scores[i]) if i < len(scores) else ""
            if i < len(scores):
                self.fact(f"vp:{i}", scores[i])
            self.text((cx + 60, cy + 12), f"{name}  {vp}", 26, bold=True, max_width=cell_w - 72)
            if i < len(extras) and extras[i]:
                self.text((cx + 60, cy + 50), extras[i], 22, fill=MUTED, max_width=cell_w - 72)
        rows = math.ceil(n / per_row)
        return y + 10 + rows * row_h + 6

    # -- shapes ---------------------------------------------------------------------------
    def panel(self, box: Box, title: str = "", highlight: bool = False) -> int:
        """A framed area with a title; returns the y where its content starts."""
        self.draw.rounded_rectangle(box, radius=12, fill=PANEL_FILL, outline=PANEL_EDGE, width=2)
        self.record_panel(box)
        if highlight:
            self.outline(box)
        if title:
            self.text(
                (box[0] + 14, box[1] + 8), title, 26, bold=True, max_width=box[2] - box[0] - 28
            )
            return box[1] + 46
        return box[1] + 10

    def outline(self, box: Box, width: int = 6) -> None:
        """The last-move highlight."""
        x0, y0, x1, y1 = box
        self.ring((x0 - 3, y0 - 3, x1 + 3, y1 + 3), width, radius=14)

    def ring(self, box: Box, width: int, radius: int = 12) -> None:
        """A highlight frame drawn inward from ``box``, recorded so that a frame run through a
        text is caught (`layout_problems`)."""
        self.draw.rounded_rectangle(box, radius=radius, outline=HIGHLIGHT, width=width)
        self.highlights.append(Ring(tuple(int(v) for v in box), width, self._next()))  # type: ignore[arg-type]

    def seat_mark(self, seat: int, cx: float, cy: float, r: int = 16) -> None:
        self.record_token((cx - r, cy - r, cx + r, cy + r), SEAT_LETTERS[seat % len(SEAT_LETTERS)])
        draw_seat_mark(self.draw, seat, int(cx), int(cy), r)

    def card(
        self,
        box: Box,
        title: str,
        lines: Sequence[str] = (),
        fill: Any = "white",
        highlight: bool = False,
        title_size: int = 24,
    ) -> None:
        """A card: coloured frame, bold title, short lines of effect text."""
        x0, y0, x1, y1 = box
        self.draw.rounded_rectangle(box, radius=10, fill=fill, outline=INK, width=2)
        inner = (x0 + 6, y0 + 36, x1 - 6, y1 - 6)
        self.draw.rectangle(inner, fill="white")
        self.text((x0 + 10, y0 + 6), title, title_size, bold=True, max_width=x1 - x0 - 20)
        y = y0 + 42
        for line in lines:
            if y + self.min_text > y1 - 4:
                break
            self.text((x0 + 12, y), line, self.min_text, max_width=x1 - x0 - 24)
            y += self.min_text + 6
        if highlight:
            self.outline(box)

    def track(
        self,
        box: Box,
        length: int,
        positions: dict[int, int],
        label_every: int = 5,
        start: int = 0,
        title: str = "",
    ) -> None:
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


# -- checks the tests run on every picture ------------------------------------------------------


def layout_problems(c: Canvas, allow_cut: Callable[[TextBox], bool] = lambda t: False) -> list[str]:
    """Everything wrong with the recorded text of a picture, one sentence each: text cut
    with an ellipsis (unless ``allow_cut`` says those words do not matter), text outside the
    image or its panel, two texts overlapping, a piece drawn over a text, one fact (`Canvas.fact`)
    stated with two numbers."""
    out: list[str] = []
    for name, values in getattr(c, "facts", {}).items():
        if len(values) > 1:
            out.append(f"one fact, two numbers: {name} = {sorted(values, key=str)}")
    w, h = c.image.size
    for t in c.texts:
        if t.cut and not t.cut_ok and not allow_cut(t):
            out.append(f"cut: {t.text!r}")
        if not _inside(t.box, (0, 0, w, h)):
            out.append(f"outside the image: {t.text!r} {t.box}")
        elif t.panel is not None and not _inside(t.box, t.panel):
            out.append(f"outside its panel: {t.text!r} {t.box} in {t.panel}")
    texts = sorted(c.texts, key=lambda t: t.box[1])
    for i, a in enumerate(texts):
        for b in texts[i + 1 :]:
            if b.box[1] >= a.box[3]:
                break
            if _overlap(a.box, b.box) and not (
                a.text == b.text and a.box == b.box
            ):  # redrawn in place
                out.append(f"overlap: {a.text!r} {a.box} and {b.text!r} {b.box}")
    out += [
        f"a highlight runs through {t.text!r} {t.box}"
        for t in crossed_by_highlights(c.texts, c.highlights)
    ]
    for k in c.tokens:
        if not _inside(k.box, (0, 0, w, h), 2):
            out.append(f"a piece outside the image: {k.label!r} {k.box}")
        for t in c.texts:
            if t.order < k.order and _overlap(k.box, t.box) and t.text != k.label:
                out.append(f"covered by a piece: {t.text!r} {t.box} under {k.box}")
    return out


def crossed_by_highlights(texts: Sequence[Any], rings: Sequence[Ring], touch: int = 3) -> list[Any]:
    """The texts a highlight frame's stroke was drawn through (a frame hugging a text may graze
    its ink by up to ``touch`` px; more reads as a strike-through). A text drawn after the
    frame lies on top of it and is not counted."""
    out = []
    for ring in rings:
        x0, y0, x1, y1 = ring.box
        w = ring.width
        bands = (
            (x0, y0, x1, y0 + w),
            (x0, y1 - w, x1, y1),
            (x0, y0, x0 + w, y1),
            (x1 - w, y0, x1, y1),
        )
        for t in texts:
            if t.order > ring.order or not _overlap(t.box, ring.box):
                continue
            if any(_overlap(t.box, band, touch) for band in bands):
                out.append(t)
    return out


def smallest_text(c: Canvas) -> int:
    """The smallest recorded text size in px (0 if none)."""
    return min((t.size for t in c.texts), default=0)


def drawn_words(c: Canvas) -> str:
    """Every recorded text, one per line (to look names up in)."""
    return "\n".join(t.text for t in c.texts)


# Machado, Oliveira & Fernandes (2009), deuteranopia at severity 1.0, on linear RGB
DEUTERANOPIA = (
    (0.367322, 0.860646, -0.227968),
    (0.280085, 0.672501, 0.047413),
    (-0.011820, 0.042940, 0.968881),
)


def _to_linear(v: float) -> float:
    v /= 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _to_srgb(v: float) -> int:
    v = min(1.0, max(0.0, v))
    v = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(v * 255)


def deuteranopia_rgb(colour: Any) -> tuple[int, int, int]:
    """How a colour looks to a deuteranope (a red-green colour-blind reader)."""
    from PIL import ImageColor

    rgb = ImageColor.getrgb(colour) if isinstance(colour, str) else tuple(colour)
    lin = [_to_linear(v) for v in rgb[:3]]
    return tuple(
        _to_srgb(sum(m * v for m, v in zip(row, lin, strict=True))) for row in DEUTERANOPIA
    )  # type: ignore[return-value]


def simulate_deuteranopia(img: Image.Image) -> Image.Image:
    """The whole picture as a deuteranope sees it (8-bit linear light, close enough to judge
    whether two marks still differ)."""
    lin = img.convert("RGB").point([round(_to_linear(v) * 255) for v in range(256)] * 3)
    m = DEUTERANOPIA
    mixed = lin.convert("RGB", (*m[0], 0, *m[1], 0, *m[2], 0))
    return mixed.point([_to_srgb(v / 255) for v in range(256)] * 3)


def colour_distance(a: Any, b: Any) -> int:
    """The largest channel difference between two colours (0-255)."""
    from PIL import ImageColor

    ra = ImageColor.getrgb(a) if isinstance(a, str) else tuple(a)
    rb = ImageColor.getrgb(b) if isinstance(b, str) else tuple(b)
    return max(abs(x - y) for x, y in zip(ra[:3], rb[:3], strict=True))


# -- the per-move picture for a phone -------------------------------------------------------------

PHONE_WIDTH = 880
"""Width of every game's per-move picture: its 22 px text is 1/40 of the width, so about
10 px where a phone shows the image 400 px wide."""
PHONE_TEXT = PHONE_WIDTH // 40
PHONE_PAD = 16


def phone_canvas(cls: type[Canvas] = Canvas, height: int = 4000) -> Canvas:
    """A tall phone canvas to draw top-down on; `Canvas.finish` cuts it to the used height."""
    return cls(height, width=PHONE_WIDTH, min_text=PHONE_TEXT)


def phone_header(
    c: Canvas, title: str, status: str, names: Sequence[str], seats: Sequence[int], prompt: str = ""
) -> int:
    """Game and status, then who decides now (mark + name) and their question; returns y."""
    pad = PHONE_PAD
    w = c.width - 2 * pad
    lines = c.lines(status, 26, w - 10)
    deciding = [s for s in seats if 0 <= s < len(names)]
    ask = c.lines(prompt, 24, w - 60) if prompt and deciding else []
    h = 58 + len(lines) * 32 + (44 if deciding else 0) + len(ask) * 30 + 10
    c.draw.rectangle((0, 0, c.width, h), fill=BAND)
    c.text((pad, 12), title, 32, bold=True)
    y = 56
    for line in lines:
        c.text((pad, y), line, 26)
        y += 32
    if deciding:
        x = pad
        for s in deciding:
            c.seat_mark(s, x + 20, y + 20, 20)
            x += 46
        who = tuple(names[s] for s in deciding)
        c.text(
            (x, y + 6),
            word("pic-to-decide", who=who, count=len(who)),
            26,
            bold=True,
            max_width=c.width - pad - x,
        )
        y += 44
        for line in ask:
            c.text((pad + 46, y), line, 24)
            y += 30
    return h + 8


def phone_recent(c: Canvas, y: int, recent: Sequence[str], keep: int = 4, title: str = "") -> int:
    """The last ``keep`` public log lines, oldest first, every word shown, under ``title``
    ("Last moves" in the picture's language unless given); returns y below."""
    title = title or word("pic-last-moves")
    wrapped = _recent_lines(c, recent, keep)
    if not wrapped:
        return y
    pad = PHONE_PAD
    h = 46 + sum(len(ws) for ws in wrapped) * (c.min_text + 6) + 8
    top = c.panel((pad, y, c.width - pad, y + h), title)
    for ws in wrapped:
        for k, line in enumerate(ws):
            c.text((pad + 14 + (18 if k else 0), top), line, c.min_text)
            top += c.min_text + 6
    return y + h + 10


def phone_recent_height(c: Canvas, recent: Sequence[str], keep: int = 4) -> int:
    """How far down `phone_recent` moves y for these lines, without drawing them: a picture
    too tall with 4 moves finds how many fit before it is drawn again."""
    wrapped = _recent_lines(c, recent, keep)
    return 46 + sum(len(ws) for ws in wrapped) * (c.min_text + 6) + 18 if wrapped else 0


def _recent_lines(c: Canvas, recent: Sequence[str], keep: int) -> list[list[str]]:
    lines = [s for s in recent if s.strip()][-keep:]
    w = c.width - 2 * PHONE_PAD - 48
    return [c.lines(f"• {s}", c.min_text, w) for s in lines]


def hand_header(c: Canvas, title: str, facts: str, seat: int) -> int:
    """A private picture's band (on a phone canvas): the title wrapped so a long name is never
    cut, the seat's own numbers, "Only you can see this." and the seat's mark; returns y."""
    pad, r = PHONE_PAD, 24
    beside_mark = c.width - 3 * pad - 2 * r  # every line stays clear of the mark's column
    titles = c.lines(title, 32, beside_mark, bold=True)
    facts_lines = c.lines(facts, 24, beside_mark) if facts else []
    h = 12 + 40 * len(titles) + 30 * len(facts_lines) + 30 + 12
    c.draw.rectangle((0, 0, c.width, h), fill=BAND)
    y = 12
    for line in titles:
        c.text((pad, y), line, 32, bold=True)
        y += 40
    for line in facts_lines:
        c.text((pad, y), line, 24)
        y += 30
    c.text((pad, y), word("pic-only-you"), c.min_text, fill=MUTED)
    c.seat_mark(
        seat, c.width - pad - r, 12 + r, r
    )  # drawn last: `layout_problems` sees a text under it
    return h + 12
