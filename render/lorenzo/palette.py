"""A fixed 256-colour palette for the Lorenzo phone picture (as `render/stupor_mundi/style.py`
does for its board): the picture has few colours, so mapping it to a palette prepared once
loses nothing visible and costs a third of an adaptive 256-colour quantise (issue 33)."""

from __future__ import annotations

from PIL import Image, ImageColor, ImageDraw

from render.common import BACKGROUND, BAND, HIGHLIGHT, INK, MUTED, SEAT_COLOURS, font
from render.kit import PANEL_EDGE, PANEL_FILL
from render.lorenzo.board import FM_FILL, FM_TEXT, TOWER_EDGE, TOWER_TINT
from render.lorenzo.final import STRIPE
from render.lorenzo.panels import EXCOM_INK

RGB = tuple[int, int, int]
_PALETTE: list[Image.Image] = []
CARD_INK = (33, 33, 33)
WHITE = (255, 255, 255)


def exact_colours() -> list[RGB]:
    """Every fill and ink the phone picture draws with, each once."""
    named: list[str | tuple[int, ...]] = [
        BACKGROUND,
        INK,
        MUTED,
        BAND,
        HIGHLIGHT,
        PANEL_FILL,
        PANEL_EDGE,
        WHITE,
        (0, 0, 0),
        STRIPE,
        EXCOM_INK,
        CARD_INK,
        *TOWER_TINT.values(),
        *TOWER_EDGE.values(),
        *FM_FILL.values(),
        *FM_TEXT.values(),
        *SEAT_COLOURS,
    ]
    out: list[RGB] = []
    for colour in named:
        rgb = ImageColor.getrgb(colour) if isinstance(colour, str) else colour
        if (rgb[0], rgb[1], rgb[2]) not in out:
            out.append((rgb[0], rgb[1], rgb[2]))
    return out


def _blends(base: list[RGB], wanted: int) -> list[RGB]:
    """The anti-aliasing blends of every ink on every fill, found once from a swatch."""
    inks = [
        INK,
        MUTED,
        WHITE,
        EXCOM_INK,
        HIGHLIGHT,
        *(ImageColor.getrgb(c)[:3] for c in SEAT_COLOURS),
    ]
    row = 34
    swatch = Image.new("RGB", (60 * len(inks), row * len(base)), BACKGROUND)
    draw = ImageDraw.Draw(swatch)
    for k, fill in enumerate(base):
        y = k * row
        draw.rectangle((0, y, swatch.width, y + row), fill=fill)
        for j, ink in enumerate(inks):
            x = j * 60
            draw.text((x + 2, y + 4), "Ag7", font=font(22, j % 2 == 0), fill=ink)
            draw.ellipse((x + 40, y + 6, x + 58, y + 24), outline=ink, width=2)
    found = swatch.quantize(colors=wanted, method=Image.Quantize.FASTOCTREE).getpalette() or []
    rest = [
        (found[i], found[i + 1], found[i + 2]) for i in range(0, min(len(found), 3 * wanted), 3)
    ]
    # a blend too close to an exact colour would take its pixels: the exact colours stay exact
    return [
        c
        for c in rest
        if all(max(abs(a - b) for a, b in zip(c, e, strict=True)) > 10 for e in base)
    ]


def palette() -> Image.Image:
    """The palette image (exact colours first, then blends), built once per process."""
    if not _PALETTE:
        base = exact_colours()
        colours = base + _blends(base, 256 - len(base))
        flat = [v for rgb in colours for v in rgb]
        flat += list(base[0]) * ((768 - len(flat)) // 3)
        pal = Image.new("P", (1, 1))
        pal.putpalette(flat)
        _PALETTE.append(pal)
    return _PALETTE[0]


def to_palette(img: Image.Image) -> Image.Image:
    """The picture as a 256-colour image: nearest colour, no dithering (flat fills stay flat)."""
    return img.quantize(palette=palette(), dither=Image.Dither.NONE)
