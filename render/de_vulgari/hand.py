"""De Vulgari's private picture (/hand): the seat's own screen, laid out for a phone.

Read only from the seat's own entry of its own view: with open screens every view holds
every screen, and the hand must still show just this seat's.

    band: title, status, "Only you can see this.", seat mark
    ducats, knowledge and career
    cubes behind the screen (2 x 2)
    manuscripts, five per row, and the dialects they cover
    Papal Library tile (and tiles drawn now), secret election bid
    VP counting the screen
"""

from __future__ import annotations

import math

from PIL import Image

from games.de_vulgari.views import (
    DeVulgariView,
    ManuscriptView,
    PlayerView,
    PrivateView,
    ScreenView,
)
from games.de_vulgari.words import ms_name
from games.messages import msg
from render.common import INK, MUTED, font
from render.de_vulgari.board import (
    CUBE_FILL,
    CUBE_ORDER,
    ELECTION_WORD,
    career_of,
    ms_tile,
    to_palette,
)
from render.de_vulgari.names import seat_name
from render.de_vulgari.scoring import category_short
from render.de_vulgari.view_words import status_word
from render.kit import PHONE_PAD, Canvas, hand_header, phone_canvas
from render.words import said, word, word_for

CUBE_WORD = {
    "red": "pic-dv-politicians",
    "black": "pic-dv-nobles",
    "yellow": "pic-dv-abbesses",
    "green": "pic-dv-secretaries",
}
"""The ids of a number of cubes of a colour in words ("2 nobles")."""
TEXT = 26
LINE = TEXT + 8
MS_PER_ROW = 5
MS_GAP = 14
MS_H = 100
CUBE = 40


def own_entry(own_view: DeVulgariView, seat: int) -> PlayerView:
    """``seat``'s entry in its own view (players are listed in seat order)."""
    p = own_view["players"][seat]
    if p["seat"] != seat:
        raise ValueError(f"seat {seat}'s entry is not at its place in the view")
    return p


def hand_lines(own_view: DeVulgariView, names: list[str], seat: int) -> list[str]:
    """The screen in words (the /hand message's text, the local page's hand), read from the
    seat's own entry only, like the picture; manuscripts named as the choices name them."""
    p = own_entry(own_view, seat)
    scr = p["screen"]
    priv = p["private"]
    cubes = tuple(word(CUBE_WORD[colour], count=scr[colour]) for colour in CUBE_ORDER)
    lines = [word("pic-dv-behind-screen", cubes=cubes)]
    ms = scr["manuscripts"]
    named = tuple(
        word("pic-dv-named-vp-paren", name=said(ms_name(m["id"])), vp=m["vp"]) for m in ms
    )
    lines.append(
        word("pic-dv-your-manuscripts", count=len(ms), manuscripts=named)
        if ms
        else word("pic-dv-no-manuscripts")
    )
    library = scr["library_tile"]  # always in the seat's own view
    if library:
        lines.append(word("pic-dv-your-library-tile", vp=library["vp"]))
    if priv["library_in_hand"]:
        drawn = tuple(word("pic-vp", vp=t["vp"]) for t in priv["library_in_hand"])
        lines.append(word("pic-dv-library-drawn-now", tiles=drawn))
    if priv["declared"]:
        bid = word_for(ELECTION_WORD, priv["declared"])
        lines.append(word("pic-dv-your-bid", bid=bid))
    return lines


def render_hand(own_view: DeVulgariView, names: list[str], seat: int) -> Image.Image:
    """The registered /hand picture, in the board's 256 colours."""
    return to_palette(hand_canvas_for(own_view, names, seat).image)


def hand_canvas_for(own_view: DeVulgariView, names: list[str], seat: int) -> Canvas:
    """Only ``seat``'s own screen: cubes, manuscripts, library tile(s), secret bid, and the
    score counting them."""
    p = own_entry(own_view, seat)
    scr = p["screen"]
    c = phone_canvas(height=_height(p))
    heading = word("pic-dv-screen-of", game=word("pic-dv-title"), name=seat_name(names, seat))
    y = hand_header(c, heading, status_word(own_view, names), seat)
    x0, x1 = PHONE_PAD, c.width - PHONE_PAD
    inner = x1 - x0 - 28

    kn = own_view["tracks"]["knowledge"]["positions"]
    career = career_of(p)
    purse = word(
        "pic-dv-purse",
        ducats=p["ducats"],
        knowledge=kn[seat],
        level=p["knowledge_level"],
        career=career,
    )
    y = _draw_lines(c, x0, y, _wrapped(c, purse, x1 - x0, bold=True), bold=True) + 6

    top = c.panel((x0, y, x1, y + 46 + 2 * (CUBE + 14)), word("pic-dv-cubes-behind"))
    half = (x1 - x0) // 2
    for k, colour in enumerate(CUBE_ORDER):
        cx, cy = x0 + 14 + (k % 2) * half, top + (k // 2) * (CUBE + 14)
        c.draw.rectangle(
            (cx, cy, cx + CUBE, cy + CUBE), fill=CUBE_FILL[colour], outline=INK, width=2
        )
        count = word(CUBE_WORD[colour], count=scr[colour])
        c.text((cx + CUBE + 12, cy + 6), count, TEXT, bold=True)
    y = top + 2 * (CUBE + 14) + 12

    y = _manuscripts(c, y, scr["manuscripts"], inner)
    y = _library_and_bid(c, y, scr, p["private"], inner)

    cats = own_view["score_breakdown"][str(seat)]
    parts = ", ".join(f"{category_short(k)} {v}" for k, v in cats.items() if v)
    vp = word("pic-dv-your-vp", vp=own_view["scores"][seat])
    vp = word("pic-dv-with-parts", text=vp, parts=parts) if parts else vp
    y = _draw_lines(c, x0, y, _wrapped(c, vp, x1 - x0))
    c.finish(y + 12)
    return c


def _manuscripts(c: Canvas, y: int, ms: list[ManuscriptView], inner: int) -> int:
    x0, x1 = PHONE_PAD, c.width - PHONE_PAD
    dialects = sorted({col for m in ms for col in m["colours"]})
    head = ""
    if dialects:
        each = ", ".join(f"{d[0].upper()} {said(msg('dv-colour', colour=d))}" for d in dialects)
        head = word("pic-dv-dialects", count=len(dialects), dialects=each)
    head_lines = _wrapped(c, head, inner) if head else []
    tiles_h = math.ceil(len(ms) / MS_PER_ROW) * (MS_H + MS_GAP) if ms else LINE + 4
    bottom = y + 46 + len(head_lines) * LINE + (4 if head else 0) + tiles_h + 2
    top = c.panel((x0, y, x1, bottom), word("pic-dv-manuscripts-count", count=len(ms)))
    top = _draw_lines(c, x0 + 14, top, head_lines) + (4 if head else 0)
    tile_w = (inner - (MS_PER_ROW - 1) * MS_GAP) // MS_PER_ROW
    for i, m in enumerate(ms):
        ms_tile(
            c,
            x0 + 14 + (i % MS_PER_ROW) * (tile_w + MS_GAP),
            top + (i // MS_PER_ROW) * (MS_H + MS_GAP),
            m,
            w=tile_w,
            h=MS_H,
            size=28,
        )
    if not ms:
        c.text((x0 + 14, top), word("pic-dv-none"), TEXT, fill=MUTED)
    return bottom + 12


def _library_and_bid(c: Canvas, y: int, scr: ScreenView, priv: PrivateView, inner: int) -> int:
    """The Papal Library tile (bold), the tiles drawn now and the secret election bid."""
    x0, x1 = PHONE_PAD, c.width - PHONE_PAD
    lt = scr["library_tile"]  # always in the seat's own view
    held = word("pic-dv-library-tile", tile=word("pic-vp", vp=lt["vp"])) if lt else None
    tile = _wrapped(c, held or word("pic-dv-no-library-tile"), inner, bold=True)
    rest = []
    drawn = priv["library_in_hand"]
    if drawn:
        vps = tuple(word("pic-vp", vp=t["vp"]) for t in drawn)
        rest += _wrapped(c, word("pic-dv-drawn-now", tiles=vps), inner)
    if priv["declared"]:
        bid = word_for(ELECTION_WORD, priv["declared"])
        rest += _wrapped(c, word("pic-dv-secret-bid", bid=bid), inner)
    bottom = y + 10 + (len(tile) + len(rest)) * LINE + 4
    top = c.panel((x0, y, x1, bottom))
    _draw_lines(c, x0 + 14, _draw_lines(c, x0 + 14, top, tile, bold=True), rest)
    return bottom + 12


def _wrapped(c: Canvas, s: str, width: int, bold: bool = False) -> list[str]:
    """``s`` wrapped to ``width`` px at `TEXT` (measured once, not word by word, when it fits)."""
    return [s] if font(TEXT, bold).getlength(s) <= width else c.lines(s, TEXT, width, bold)


def _draw_lines(c: Canvas, x: int, y: int, lines: list[str], bold: bool = False) -> int:
    """Lines already wrapped (to size their panel first), one every `LINE` px; returns y below."""
    for line in lines:
        c.text((x, y), line, TEXT, bold=bold)
        y += LINE
    return y


def _height(p: PlayerView) -> int:
    """Enough room for any name and status: `Canvas.finish` cuts it to the used height."""
    ms = len(p["screen"]["manuscripts"])
    return 1200 + math.ceil(ms / MS_PER_ROW) * (MS_H + MS_GAP)
