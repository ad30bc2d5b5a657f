"""Lorenzo il Magnifico: the public board (design.md, "Rendering"); the private hand is `hand`.

Layout, top to bottom, 1600 px wide (height depends on the player count, at most ~2550 px):

* header band and score strip (VP, MP, FP, coins per player; whose turn outlined);
* the four towers (territories, buildings, characters, ventures), top floor first: each floor
  shows its action value, the floor bonus, the family members on it and the card with its
  name, cost, immediate effect and permanent effect / harvest or production value / end VP;
* the action spaces: market, council palace (placement order = next turn order), harvest and
  production (small space and the -3 large space);
* the faith, military and VP tracks (one lane per player), the dice and the three
  excommunication tiles with the excommunicated players;
* one board per player: resources, family members (value, placed or not), cards by type,
  leaders in play, excommunications and the personal bonus tile.

Family members are the seat's mark (colour + shape + letter) with a chip in the die's colour
that shows the member's value. What changed with the last move is outlined (`kit.changed`).
The static frame (panels, tower tints, track grids, labels) is drawn once per player count.
"""

from __future__ import annotations

from typing import Any

from PIL import Image, ImageColor, ImageDraw

from games.lorenzo.data import FAITH_REQUIRED as _DATA_FAITH_REQUIRED
from games.lorenzo.data import FAITH_VP as _DATA_FAITH_VP
from games.lorenzo.data import FLOOR_MIN
from games.lorenzo.data import SLOT_MP as _DATA_SLOT_MP
from games.lorenzo.views import (
    CardType,
    CardView,
    DieColour,
    FamilyMember,
    FinalView,
    MemberOnSpace,
    PlayerView,
    PublicView,
    ScoreKey,
    SeatScore,
    TowerColour,
)
from render.common import (
    HIGHLIGHT,
    INK,
    MUTED,
    SEAT_LETTERS,
    WIDTH,
    draw_seat_mark,
    font,
    wrap,
)
from render.kit import MIN_TEXT, PANEL_EDGE, PANEL_FILL, Canvas, fit_text, static_canvas
from render.lorenzo import texts as T
from render.lorenzo.diff import changed
from render.lorenzo.names import bonus_tile_lines
from render.sprites import SPRITE_BYTES, SpriteCache
from render.words import final_row_word, layer_key, word

SLUG = "lorenzo-il-magnifico"
TITLE = "Lorenzo il Magnifico"
MAX_HEIGHT = 2560  # 4 players: 2542 px

# static board values printed on the board: the engine's data (the view's "board" carries the same)
FAITH_VP = tuple(_DATA_FAITH_VP)
FAITH_REQUIRED = dict(_DATA_FAITH_REQUIRED)
SLOT_MP = tuple(m for m in _DATA_SLOT_MP if m)  # MP needed for the 3rd..6th territory
MILITARY_CELLS = 26  # 0..25 (more is drawn on the last cell with its number)
VP_SCALE = 100

TOWERS: tuple[tuple[TowerColour, CardType, str], ...] = (
    ("green", "territory", "Territories"),
    ("yellow", "building", "Buildings"),
    ("blue", "character", "Characters"),
    ("purple", "venture", "Ventures"),
)
TOWER_TINT = {
    "green": (205, 230, 200),
    "yellow": (245, 230, 170),
    "blue": (200, 220, 240),
    "purple": (225, 208, 235),
}
TOWER_EDGE = {
    "green": (60, 130, 60),
    "yellow": (170, 140, 30),
    "blue": (50, 100, 170),
    "purple": (120, 70, 150),
}
TYPE_TOWER: dict[CardType, TowerColour] = {t: c for c, t, _ in TOWERS}
FM_FILL = {
    "white": (255, 255, 255),
    "black": (30, 30, 30),
    "orange": (240, 140, 40),
    "neutral": (190, 170, 140),
}
FM_TEXT = {"white": INK, "black": (255, 255, 255), "orange": INK, "neutral": INK}
FM_NAME: dict[FamilyMember, str] = {
    "white": "White",
    "black": "Black",
    "orange": "Orange",
    "neutral": "Neutral",
}
DIE_ORDER: tuple[DieColour, ...] = ("white", "black", "orange")
GREY = (205, 200, 190)

M = 16  # outer margin
GAP = 10
TOWER_W = (WIDTH - 2 * M - 3 * GAP) // 4
FLOOR_H = 190  # a two-line card name and five lines of effects
STRIP_W = 80  # the action space column of a tower floor
TRACK_W = 1000
LANE = 22
CARDS_H = 150  # a player's cards of one type: title and up to five lines


# --------------------------------------------------------------------------------------
# a canvas with cached text and shapes (most strings repeat from move to move)

_SPRITES: SpriteCache[tuple[Any, ...], Any] = SpriteCache(SPRITE_BYTES)  # images, wrapped lines
TEXT_LOG: list[str] | None = None
"""Tests set this to a list to collect every string drawn (the hand must not leak)."""


LONG_TEXT = 64  # longer strings (status, last move) are mostly unique: drawn, not cached


def _cached(key: tuple[Any, ...], build: Any) -> Any:
    value = _SPRITES.get(key)
    if value is None:
        value = _SPRITES.put(key, build())
    return value


def _text_sprite(
    s: str, size: int, bold: bool, fill: Any, anchor: str, stroke: int
) -> tuple[Image.Image, int, int]:
    f = font(size, bold)
    left, top, right, bottom = (int(v) for v in f.getbbox(s, anchor=anchor, stroke_width=stroke))
    rgb = ImageColor.getrgb(fill) if isinstance(fill, str) else tuple(fill)[:3]
    img = Image.new("RGBA", (max(1, right - left), max(1, bottom - top)), (*rgb, 0))
    ImageDraw.Draw(img).text(
        (-left, -top),
        s,
        font=f,
        fill=(*rgb, 255),
        anchor=anchor,
        stroke_width=stroke,
        stroke_fill=(255, 255, 255, 255) if stroke else None,
    )
    return img, left, top


def _mark_sprite(seat: int, r: int) -> Image.Image:
    img = Image.new("RGBA", (2 * r + 6, 2 * r + 6), (0, 0, 0, 0))
    draw_seat_mark(ImageDraw.Draw(img), seat, r + 3, r + 3, r)
    return img


def _rrect_sprite(w: int, h: int, radius: int, fill: Any, outline: Any, width: int) -> Image.Image:
    img = Image.new("RGBA", (w + 1, h + 1), (0, 0, 0, 0))
    ImageDraw.Draw(img).rounded_rectangle(
        (0, 0, w, h), radius=radius, fill=fill, outline=outline, width=width
    )
    return img


class FastCanvas(Canvas):
    """`kit.Canvas` whose text, seat marks and rounded boxes are drawn once and pasted after."""

    def text(
        self,
        xy: tuple[float, float],
        s: str,
        size: int = 24,
        bold: bool = False,
        fill: Any = INK,
        anchor: str = "la",
        max_width: int | None = None,
        stroke: int = 0,
    ) -> None:
        size = max(size, self.min_text)
        cut = False
        if max_width is not None:
            fitted, size = fit_text(s, size, bold, max_width, self.min_text)
            cut, s = fitted != s and fitted.endswith("…"), fitted
        if TEXT_LOG is not None:
            TEXT_LOG.append(s)  # as drawn (a cut text ends with "…")
        if not s:
            return
        self.record_text(xy, s, size, bold, anchor, cut)
        if len(s) > LONG_TEXT:
            self.draw.text(
                xy,
                s,
                font=font(size, bold),
                fill=fill,
                anchor=anchor,
                stroke_width=stroke,
                stroke_fill=(255, 255, 255) if stroke else None,
            )
            return
        fill_key = fill if isinstance(fill, str) else tuple(fill)
        img, left, top = _cached(
            ("t", s, size, bold, fill_key, anchor, stroke),
            lambda: _text_sprite(s, size, bold, fill, anchor, stroke),
        )
        self.image.paste(img, (int(xy[0]) + left, int(xy[1]) + top), img)

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
        size = max(size, self.min_text)
        for line in self.lines(s, size, width, bold):
            self.text((x, y), line, size, bold=bold, fill=fill)
            y += size + spacing
        return y

    def lines(self, s: str, size: int, width: int, bold: bool = False) -> list[str]:
        size = max(size, self.min_text)
        key = ("wrap", s, size, width, True) if bold else ("wrap", s, size, width)
        lines: list[str] = _cached(key, lambda: wrap(s, font(size, bold), width))
        return lines

    def seat_mark(self, seat: int, cx: float, cy: float, r: int = 16) -> None:
        img = _cached(("mark", seat, r), lambda: _mark_sprite(seat, r))
        self.record_token((cx - r, cy - r, cx + r, cy + r), SEAT_LETTERS[seat % len(SEAT_LETTERS)])
        self.image.paste(img, (int(cx) - r - 3, int(cy) - r - 3), img)

    def rrect(
        self,
        box: tuple[float, float, float, float],
        radius: int = 8,
        fill: Any = None,
        outline: Any = None,
        width: int = 1,
    ) -> None:
        x0, y0, x1, y1 = (int(v) for v in box)
        key = ("rr", x1 - x0, y1 - y0, radius, str(fill), str(outline), width)
        img = _cached(key, lambda: _rrect_sprite(x1 - x0, y1 - y0, radius, fill, outline, width))
        self.image.paste(img, (x0, y0), img)


# --------------------------------------------------------------------------------------
# layout


def _strip_height(n: int) -> int:
    rows = 1 if n <= 3 else 2
    return 10 + rows * 96 + 6


def layout(n: int) -> dict[str, Any]:
    """Every box of the board for ``n`` players (the same numbers for the static layer)."""
    lay: dict[str, Any] = {"n": n}
    y = 150 + _strip_height(n) + 4
    # towers
    towers_top = y
    lay["towers_panel"] = (M, y, WIDTH - M, y + 44 + 4 * FLOOR_H + 10)
    lay["towers"] = {}
    for i, (colour, _t, _label) in enumerate(TOWERS):
        x0 = M + i * (TOWER_W + GAP)
        floors = {}
        for f in range(4):  # floor 4 at the top
            fy = towers_top + 44 + (3 - f) * FLOOR_H
            floors[f + 1] = (x0 + 4, fy, x0 + TOWER_W - 4, fy + FLOOR_H - 6)
        lay["towers"][colour] = {
            "box": (x0, towers_top, x0 + TOWER_W, lay["towers_panel"][3]),
            "floors": floors,
        }
    y = lay["towers_panel"][3] + GAP
    # action spaces
    sp_h = 180
    market = (M, y, M + 610, y + sp_h)
    council = (market[2] + GAP, y, market[2] + GAP + 330, y + sp_h)
    harvest = (council[2] + GAP, y, council[2] + GAP + 295, y + sp_h)
    production = (harvest[2] + GAP, y, WIDTH - M, y + sp_h)
    lay["market"], lay["council"], lay["harvest"], lay["production"] = (
        market,
        council,
        harvest,
        production,
    )
    cells = {}
    cw = (market[2] - market[0] - 20) // 4
    for k in range(4):
        cells[f"market.{k + 1}"] = (
            market[0] + 10 + k * cw,
            y + 46,
            market[0] + 6 + (k + 1) * cw,
            y + sp_h - 10,
        )
    cells["council"] = (council[0] + 10, y + 46, council[2] - 10, y + sp_h - 10)
    for area, box in (("harvest", harvest), ("production", production)):
        w = (box[2] - box[0] - 24) // 2
        cells[f"{area}.small"] = (box[0] + 10, y + 46, box[0] + 10 + w - 30, y + sp_h - 10)
        cells[f"{area}.large"] = (box[0] + w - 10, y + 46, box[2] - 10, y + sp_h - 10)
    lay["cells"] = cells
    y = production[3] + GAP
    # tracks, dice, excommunications
    faith_h = 28 + 28 + n * LANE + 8
    other_h = 28 + n * LANE + 8
    tr_h = 10 + faith_h + 2 * (other_h + 6) + 8
    tr_h = max(tr_h, 380)
    lay["tracks_panel"] = (M, y, M + TRACK_W, y + tr_h)
    ty = y + 10
    lay["faith"] = (M + 150, ty, M + TRACK_W - 14, ty + faith_h)
    ty += faith_h + 6
    lay["military"] = (M + 150, ty, M + TRACK_W - 14, ty + other_h)
    ty += other_h + 6
    lay["vp"] = (M + 150, ty, M + TRACK_W - 14, ty + other_h)
    right = (M + TRACK_W + GAP, y, WIDTH - M, y + tr_h)
    lay["right_panel"] = right
    lay["dice"] = (right[0] + 12, y + 8, right[2] - 10, y + 76)
    tw = (right[2] - right[0] - 20 - 2 * 8) // 3
    lay["order"] = (right[0] + 12, y + 84, right[2] - 10, y + 120)
    lay["excom"] = [
        (right[0] + 10 + k * (tw + 8), y + 128, right[0] + 10 + k * (tw + 8) + tw, right[3] - 10)
        for k in range(3)
    ]
    y = right[3] + GAP
    # player boards, two per row
    ph = 350  # room for the bonus tile's harvest and production on two lines
    pw = (WIDTH - 2 * M - GAP) // 2
    lay["players"] = []
    for i in range(n):
        x0 = M + (i % 2) * (pw + GAP)
        y0 = y + (i // 2) * (ph + GAP)
        lay["players"].append((x0, y0, x0 + pw, y0 + ph))
    lay["height"] = min(MAX_HEIGHT, y + ((n + 1) // 2) * (ph + GAP) + 6)
    return lay


# --------------------------------------------------------------------------------------
# the static layer


def _static(n: int, covered: tuple[str, ...] = ()) -> FastCanvas:
    lay = layout(n)
    c = FastCanvas(height=lay["height"])
    c.panel(lay["towers_panel"])
    for colour, t, _label in TOWERS:
        tb = lay["towers"][colour]["box"]
        c.draw.rounded_rectangle(
            (tb[0] + 2, tb[1] + 4, tb[2] - 2, tb[3] - 4),
            radius=10,
            fill=TOWER_TINT[colour],
            outline=TOWER_EDGE[colour],
            width=3,
        )
        c.text((tb[0] + 14, tb[1] + 10), T.type_word(t), 26, bold=True, max_width=TOWER_W - 150)
        for f, box in lay["towers"][colour]["floors"].items():
            x0, y0, x1, y1 = box
            c.draw.rounded_rectangle(
                (x0, y0, x0 + STRIP_W, y1),
                radius=8,
                fill=PANEL_FILL,
                outline=TOWER_EDGE[colour],
                width=2,
            )
            c.text((x0 + STRIP_W // 2, y0 + 6), f"{FLOOR_MIN[f - 1]}", 30, bold=True, anchor="ma")
            c.draw.rounded_rectangle(
                (x0 + STRIP_W + 6, y0, x1, y1),
                radius=8,
                fill="white",
                outline=TOWER_EDGE[colour],
                width=3,
            )
    for key in ("market", "council", "harvest", "production"):
        c.panel(lay[key], word(T.PANEL_WORDS[key]))
    for key, box in lay["cells"].items():
        if key in covered:
            _covered(c, box)
            continue
        c.draw.rounded_rectangle(box, radius=8, fill="white", outline=PANEL_EDGE, width=2)
        if key.endswith(".large"):
            c.text(
                (box[0] + 8, box[1] + 4),
                word("pic-lor-value-malus", malus="3"),
                MIN_TEXT,
                fill=MUTED,
            )
        elif key.endswith(".small"):
            c.text((box[0] + 8, box[1] + 4), word("pic-lor-one-only"), MIN_TEXT, fill=MUTED)
    c.panel(lay["tracks_panel"])
    # the legend of the "FP" and "MP" the players' lines and the excommunication tiles write
    faith, military = word("pic-lor-track-faith"), word("pic-lor-track-military")
    _track_grid(c, lay["faith"], 16, faith, n, every=1, sub=FAITH_VP, short="FP")
    _track_grid(c, lay["military"], MILITARY_CELLS, military, n, every=5, marks=SLOT_MP, short="MP")
    _track_grid(c, lay["vp"], VP_SCALE // 5 + 1, word("pic-lor-track-victory"), n, every=2, step=5)
    c.panel(lay["right_panel"])
    for box in lay["excom"]:
        c.draw.rounded_rectangle(
            box, radius=10, fill=(238, 230, 226), outline=(150, 40, 40), width=2
        )
    for box in lay["players"]:
        _player_frame(c, box)
    return c


def _player_frame(c: FastCanvas, box: tuple[int, int, int, int]) -> None:
    """A player board's background and its four card columns (static)."""
    c.draw.rounded_rectangle(box, radius=12, fill=PANEL_FILL, outline=PANEL_EDGE, width=2)
    c.record_panel(box)
    x0, y0, x1, _y1 = box
    cw = (x1 - x0 - 20) // 4
    for k, (colour, _t, _label) in enumerate(TOWERS):
        cx = x0 + 10 + k * cw
        c.draw.rounded_rectangle(
            (cx, y0 + 82, cx + cw - 6, y0 + 232),
            radius=8,
            fill=TOWER_TINT[colour],
            outline=TOWER_EDGE[colour],
            width=2,
        )


def _covered(c: FastCanvas, box: tuple[int, int, int, int]) -> None:
    """A space covered at this player count: grey, hatched, "closed"."""
    x0, y0, x1, y1 = box
    c.draw.rounded_rectangle(box, radius=8, fill=GREY, outline=PANEL_EDGE, width=2)
    for k in range(x0 - (y1 - y0), x1, 24):
        c.draw.line(
            (
                max(k, x0),
                y1 - max(0, x0 - k),
                min(k + (y1 - y0), x1),
                y0 + max(0, k + (y1 - y0) - x1),
            ),
            fill=(180, 175, 165),
            width=2,
        )
    c.text(
        ((x0 + x1) / 2, y0 + 8), word("pic-lor-closed"), MIN_TEXT, bold=True, fill=INK, anchor="ma"
    )


def _track_grid(
    c: FastCanvas,
    box: tuple[int, int, int, int],
    cells: int,
    title: str,
    n: int,
    every: int = 1,
    sub: tuple[int, ...] = (),
    marks: tuple[int, ...] = (),
    step: int = 1,
    short: str = "",
) -> None:
    """``short``: the points' short form, after the title when it fits there, else below it."""
    x0, y0, x1, y1 = box
    legend = word("pic-lor-track-points", short=short) if short else ""
    titled = word("pic-lor-track-titled", title=title, short=short)
    if short and font(24, bold=True).getlength(titled) <= x0 - M - 4:
        title, legend = titled, ""
    c.text((M + 14, y0 + 2), title, 24, bold=True)
    if legend:
        c.text((M + 14, y0 + 30), legend, MIN_TEXT, fill=MUTED)
    if sub:
        c.text((M + 14, y0 + 30), word("pic-lor-vp-at-end"), MIN_TEXT, fill=MUTED)
    w = (x1 - x0) / cells
    lanes_top = y0 + 28 + (28 if sub else 0)
    for i in range(cells):
        cx0 = x0 + i * w
        fill = (255, 236, 200) if (i * step) in marks else PANEL_FILL
        c.draw.rectangle((cx0, lanes_top, cx0 + w, y1), fill=fill, outline=(215, 205, 190))
        if i % every == 0 or i == cells - 1:
            c.text((cx0 + w / 2, y0 + 2), str(i * step), MIN_TEXT, fill=INK, anchor="ma")
        if sub:
            c.text((cx0 + w / 2, y0 + 30), str(sub[i]), MIN_TEXT, fill=MUTED, anchor="ma")
    c.draw.rectangle((x0, lanes_top, x1, y1), outline=PANEL_EDGE, width=2)


# --------------------------------------------------------------------------------------
# pieces


def fm_token(
    c: FastCanvas, seat: int, fm: str, value: int | None, x: int, y: int
) -> tuple[int, int, int, int]:
    """A family member: the seat mark plus a chip in the die's colour with its value."""
    c.seat_mark(seat, x + 14, y + 14, 14)
    chip = (x + 31, y + 1, x + 59, y + 27)
    fm_chip(c, fm, chip)
    label = "" if value is None else str(value)
    if fm == "neutral" and not label:
        label = "N"
    c.record_token(chip, label)
    c.text(
        ((chip[0] + chip[2]) / 2, (chip[1] + chip[3]) / 2 + 1),
        label,
        MIN_TEXT,
        bold=True,
        fill=FM_TEXT[fm],
        anchor="mm",
    )
    return (x, y, x + 60, y + 28)


# Not by colour alone: each die's family member has its own chip outline too (the legend
# beside the dice names the colours): white square, black rounded, orange round, neutral
# with cut corners.
FM_SHAPE = {"white": "square", "black": "rounded", "orange": "round", "neutral": "octagon"}


def fm_chip(c: FastCanvas, fm: str, box: tuple[int, int, int, int]) -> None:
    x0, y0, x1, y1 = box
    shape = FM_SHAPE[fm]
    if shape == "octagon":
        cut = 7
        c.draw.polygon(
            [
                (x0 + cut, y0),
                (x1 - cut, y0),
                (x1, y0 + cut),
                (x1, y1 - cut),
                (x1 - cut, y1),
                (x0 + cut, y1),
                (x0, y1 - cut),
                (x0, y0 + cut),
            ],
            fill=FM_FILL[fm],
            outline=INK,
            width=2,
        )
        return
    radius = {"square": 0, "rounded": 5, "round": (y1 - y0) // 2}[shape]
    c.rrect(box, radius=radius, fill=FM_FILL[fm], outline=INK, width=2)


def _member_value(view: PublicView, member: MemberOnSpace) -> int | None:
    """The action value the placement had (servants included); a placement without one
    (tests' builders): the member's value now."""
    if member["value"] is not None:
        return member["value"]
    return view["players"][member["seat"]]["family"][member["fm"]]["value"]


def _tokens(
    c: FastCanvas,
    view: PublicView,
    family: list[MemberOnSpace],
    box: tuple[int, int, int, int],
    top: int,
) -> None:
    x0, _y0, x1, y1 = box
    x, y = x0 + 6, top
    for member in family:
        if x + 60 > x1 - 4:
            x, y = x0 + 6, y + 32
        if y + 28 > y1 - 2:
            break
        fm_token(c, member["seat"], member["fm"], _member_value(view, member), x, y)
        x += 66


def _short(text: str) -> str:
    return (text or "").replace(" -> ", " → ").replace("->", "→")


def card_lines(card: CardView) -> list[str]:
    """The card's cost and effects in short words, in the picture's language."""
    return T.card_lines(card["id"])


def _wrapped(lines: list[str], width: int, max_lines: int) -> list[str]:
    f = font(MIN_TEXT)
    out: list[str] = []
    for line in lines:
        out.extend(_cached(("wrap", line, MIN_TEXT, width), lambda line=line: wrap(line, f, width)))
    if len(out) > max_lines:
        out = out[:max_lines]
        last = out[-1]
        while last and f.getlength(last + "…") > width:
            last = last[:-1]
        out[-1] = last + "…"
    return out


# --------------------------------------------------------------------------------------
# the board


def render_board(
    view: PublicView, names: list[str], last_move: str = "", previous: PublicView | None = None
) -> Image.Image:
    return board_canvas(view, names, last_move, previous).image


def board_canvas(
    view: PublicView, names: list[str], last_move: str = "", previous: PublicView | None = None
) -> FastCanvas:
    """The full board drawn on its canvas (with the records of every text, panel and piece)."""
    n = len(view["players"])
    lay = layout(n)
    covered = tuple(sp["id"] for sp in view["spaces"] if sp["covered"])
    c = static_canvas(layer_key(f"lorenzo:{n}p:{','.join(covered)}"), lambda: _static(n, covered))
    assert isinstance(c, FastCanvas)  # the builder's class
    c.header(T.title(), T.status(view, names), last_move)
    _score_strip(c, view, names)
    final = view["final"]
    if final:
        _draw_final(c, view, final, names, lay)
    else:
        _draw_towers(c, view, previous, lay)
    _draw_spaces(c, view, previous, lay)
    _draw_tracks(c, view, previous, lay)
    _draw_dice_and_excom(c, view, previous, lay)
    for i in range(n):
        _draw_player(c, view, previous, names, i, lay["players"][i])
    return c


def _score_strip(c: FastCanvas, view: PublicView, names: list[str]) -> None:
    extras = []
    for p in view["players"]:
        r = p["resources"]
        extras.append(
            word(
                "pic-lor-strip-extra",
                mp=str(p["mp"]),
                fp=str(p["fp"]),
                coins=r["coins"],
                servants=r["servants"],
            )
        )
        state_facts(c, len(extras) - 1, p)
    current = view["current"]
    c.score_strip(150, names, view["scores"], extras, [current] if current is not None else [])


def state_facts(c: Canvas, seat: int, p: PlayerView) -> None:
    """The numbers both the score strip and the player's board state (one fact, one number)."""
    c.fact(f"mp:{seat}", p["mp"])
    c.fact(f"fp:{seat}", p["fp"])
    c.fact(f"coins:{seat}", p["resources"]["coins"])
    c.fact(f"servants:{seat}", p["resources"]["servants"])


def _draw_towers(
    c: FastCanvas, view: PublicView, previous: PublicView | None, lay: dict[str, Any]
) -> None:
    for colour, t, _label in TOWERS:
        tower = view["towers"][colour]
        tb = lay["towers"][colour]["box"]
        c.text(
            (tb[2] - 14, tb[1] + 12),
            word("pic-lor-deck", deck=str(view["deck_sizes"][t])),
            MIN_TEXT,
            fill=MUTED,
            anchor="ra",
        )
        for k, floor in enumerate(tower["floors"]):
            box = lay["towers"][colour]["floors"][floor["floor"]]
            x0, y0, x1, y1 = box
            # the action space: bonus and family members
            strip = T.strip_bonus(floor["space"])
            if strip:
                amount, *lines = strip
                c.text((x0 + STRIP_W // 2, y0 + 44), amount, MIN_TEXT, bold=True, anchor="ma")
                for j, line in enumerate(lines[:2]):  # a long word hyphenated on two lines
                    c.text(
                        (x0 + STRIP_W // 2, y0 + 70 + 22 * j),
                        line,
                        MIN_TEXT,
                        anchor="ma",
                        max_width=STRIP_W - 6,
                    )
            for j, member in enumerate(floor["family"][:2]):
                fm_token(
                    c,
                    member["seat"],
                    member["fm"],
                    _member_value(view, member),
                    x0 + 10,
                    y1 - 34 - j * 32 if j else y1 - 34,
                )
            # the card
            cb = (x0 + STRIP_W + 6, y0, x1, y1)
            card = floor["card"]
            if card is None:
                c.rrect(cb, radius=8, fill=GREY, outline=PANEL_EDGE, width=2)
                c.text(
                    ((cb[0] + cb[2]) / 2, (cb[1] + cb[3]) / 2),
                    T.no_card(view),
                    MIN_TEXT,
                    fill=MUTED,
                    anchor="mm",
                )
            else:
                yy = _card_name(c, T.card_name(card["id"]), cb)
                for line in _wrapped(
                    card_lines(card), cb[2] - cb[0] - 16, (cb[3] - yy - 22) // 24 + 1
                ):
                    c.text((cb[0] + 8, yy), line, MIN_TEXT)
                    yy += 24
            if changed(view, previous, "towers", colour, "floors", k, "card") or changed(
                view, previous, "towers", colour, "floors", k, "family"
            ):
                c.outline(box, width=5)


def _card_name(c: FastCanvas, name: str, cb: tuple[int, int, int, int]) -> int:
    """A tower card's name, on two lines where one is too short; returns the y below it."""
    width = cb[2] - cb[0] - 16
    fitted, size = fit_text(name, 24, True, width)
    if fitted == name:
        c.text((cb[0] + 8, cb[1] + 4), name, size, bold=True)
        return cb[1] + 31
    y = cb[1] + 2
    for line in _cached(
        ("wrap", name, MIN_TEXT, width, True), lambda: wrap(name, font(MIN_TEXT, True), width)
    ):
        c.text((cb[0] + 8, y), line, MIN_TEXT, bold=True)
        y += 25
    return y + 2


FINAL_ROWS: tuple[tuple[ScoreKey, str], ...] = (
    ("play", "VP during play"),
    ("faith", "Faith"),
    ("territories", "Territories"),
    ("characters", "Characters"),
    ("ventures", "Ventures"),
    ("military", "Military"),
    ("resources", "Resources"),
    ("excommunication_vp", "Excomm.: VP"),
    ("excommunication_mp", "Excomm.: MP"),
    ("excommunication_buildings", "Excomm.: buildings"),
    ("excommunication_resources", "Excomm.: resources"),
    ("total", "Total"),
)


def seat_scores(final: FinalView) -> dict[int, SeatScore]:
    """The final breakdown by seat, in seat order (the view keeps it under "0", "1", …)."""
    out = {0: final["0"], 1: final["1"]}
    if "2" in final:
        out[2] = final["2"]
    if "3" in final:
        out[3] = final["3"]
    return out


def winner(view: PublicView) -> int | None:
    """The engine's winner (most VP, a tie to the earlier seat in turn order, SC-9), or None
    before the game is over."""
    final = view["final"]
    return None if final is None else final["winner"]


def _draw_final(
    c: FastCanvas, view: PublicView, final: FinalView, names: list[str], lay: dict[str, Any]
) -> None:
    """At game over the towers are empty: the final scoring table takes their place."""
    scores = seat_scores(final)
    box = lay["towers_panel"]
    c.erase(box)
    c.panel(box, word("pic-final-scoring"), highlight=True)
    x0, y0, x1, y1 = box
    seats = list(scores)
    label_w = 300
    col_w = (x1 - x0 - 40 - label_w) // max(1, len(seats))
    y = y0 + 52
    for j, s in enumerate(seats):
        cx = x0 + 20 + label_w + j * col_w
        c.seat_mark(s, cx + 20, y + 16, 15)
        c.text(
            (cx + 42, y + 2),
            names[s] if s < len(names) else word("pic-player", n=s + 1),
            24,
            bold=True,
            max_width=col_w - 50,
        )
    y += 42
    rows = [
        (k, label) for k, label in FINAL_ROWS if k == "total" or any(scores[s][k] for s in seats)
    ]
    row_h = min(40, (y1 - y - 70) // max(1, len(rows)))
    for r, (k, label) in enumerate(rows):
        if r % 2 == 0:
            c.draw.rectangle((x0 + 14, y - 2, x1 - 14, y + row_h - 4), fill=(240, 233, 218))
        bold = k == "total"
        label = word("pic-total") if bold else final_row_word(SLUG, k, label)
        c.text((x0 + 24, y), label, 24 if bold else MIN_TEXT, bold=bold)
        for j, s in enumerate(seats):
            cx = x0 + 20 + label_w + j * col_w
            c.text((cx + 42, y), str(scores[s][k]), 24 if bold else MIN_TEXT, bold=bold)
            if k == "total":
                c.fact(f"vp:{s}", scores[s][k])
        y += row_h
    w = winner(view)
    if w is not None:
        c.seat_mark(w, x0 + 40, y1 - 38, 18)
        c.text(
            (x0 + 68, y1 - 54),
            word(
                "pic-winner-with",
                name=names[w] if w < len(names) else str(w),
                vp=scores[w]["total"],
            ),
            30,
            bold=True,
        )
        totals = {s: scores[s]["total"] for s in seats}
        text = T.tiebreak(final, names, totals)
        if text:
            c.text((x0 + 24, y1 - 86), text, MIN_TEXT, fill=MUTED, max_width=x1 - x0 - 48)


def _draw_spaces(
    c: FastCanvas, view: PublicView, previous: PublicView | None, lay: dict[str, Any]
) -> None:
    prev_spaces = {sp["id"]: sp for sp in previous["spaces"]} if previous is not None else {}
    for sp in view["spaces"]:
        box = lay["cells"].get(sp["id"])
        if box is None:
            continue
        x0, y0, x1, y1 = box
        gain = T.space_gain(sp["id"]) or ""
        if sp["covered"]:
            c.paragraph(x0 + 8, y0 + 40, gain, x1 - x0 - 16, MIN_TEXT, fill=MUTED, spacing=2)
            continue
        top = y0 + 36
        if sp["area"] == "market":
            top = c.paragraph(x0 + 8, y0 + 6, _short(gain), x1 - x0 - 16, MIN_TEXT, spacing=2) + 4
            top = max(top, y0 + 66)
        elif sp["area"] == "council":
            c.text(
                (x0 + 8, y0 + 4), word("pic-lor-gain", what=gain), MIN_TEXT, max_width=x1 - x0 - 16
            )
            c.text(
                (x0 + 8, y0 + 32),
                word("pic-lor-in-order"),
                MIN_TEXT,
                fill=MUTED,
                max_width=x1 - x0 - 16,
            )
            top = y0 + 62
        _tokens(c, view, sp["family"], box, top)
        before = prev_spaces.get(sp["id"])  # absent without a previous view
        if before is not None and before["family"] != sp["family"]:
            c.outline(box, width=5)


def _lane_marks(
    c: FastCanvas,
    box: tuple[int, int, int, int],
    lanes_top: int,
    values: list[int],
    cells: int,
    step: int,
    highlight: list[bool],
) -> None:
    x0, _y0, x1, _y1 = box
    w = (x1 - x0) / cells
    for seat, value in enumerate(values):
        pos = min(max(value, 0), (cells - 1) * step)
        cx = x0 + (pos / step) * w + w / 2
        cy = lanes_top + seat * LANE + LANE / 2
        r = LANE // 2 - 1
        if highlight[seat]:
            c.draw.ellipse(
                (cx - r - 6, cy - r - 6, cx + r + 6, cy + r + 6), outline=HIGHLIGHT, width=5
            )
        c.seat_mark(seat, cx, cy, r)
        if cx + r + 4 + font(MIN_TEXT, True).getlength(str(value)) + 4 <= x1:
            c.text((cx + r + 4, cy), str(value), MIN_TEXT, bold=True, anchor="lm", stroke=2)
        else:  # the last cell: the number left of the mark, inside the track
            c.text((cx - r - 4, cy), str(value), MIN_TEXT, bold=True, anchor="rm", stroke=2)


def _track_value(p: PlayerView, key: str) -> int:
    """A player's faith ("fp") or military ("mp") points."""
    return p["fp"] if key == "fp" else p["mp"]


def _draw_tracks(
    c: FastCanvas, view: PublicView, previous: PublicView | None, lay: dict[str, Any]
) -> None:
    players = view["players"]
    n = len(players)
    for key, box, cells, step, lanes_extra in (
        ("fp", lay["faith"], 16, 1, 56),
        ("mp", lay["military"], MILITARY_CELLS, 1, 28),
        ("vp", lay["vp"], VP_SCALE // 5 + 1, 5, 28),
    ):
        values = [
            view["scores"][i] if key == "vp" else _track_value(p, key)
            for i, p in enumerate(players)
        ]
        for i, value in enumerate(values):
            c.fact(f"{key}:{i}", value)
        if key == "vp":
            hl = [changed(view, previous, "scores", i) for i in range(n)]
        else:
            hl = [changed(view, previous, "players", i, key) for i in range(n)]
        _lane_marks(c, box, box[1] + lanes_extra, values, cells, step, hl)
    # the faith needed at the next Vatican report
    period = view["period"] or 1  # 0 during setup: the first report
    required = view["board"]["faith_required"]
    need = required[period - 1] if 0 < period <= len(required) else FAITH_REQUIRED.get(period)
    if need is not None and view["phase"] != "over":
        box = lay["faith"]
        w = (box[2] - box[0]) / 16
        x = box[0] + need * w
        c.draw.line((x, box[1] + 54, x, box[3]), fill=(200, 30, 30), width=4)
        c.text(
            (M + 14, box[1] + 58),
            word("pic-lor-report", fp=str(need)),
            MIN_TEXT,
            fill=(170, 20, 20),
        )


def _draw_dice_and_excom(
    c: FastCanvas, view: PublicView, previous: PublicView | None, lay: dict[str, Any]
) -> None:
    dx0, dy0, dx1, dy1 = lay["dice"]
    dice = view["dice"]
    size = dy1 - dy0 - 8
    x = dx0
    for die in DIE_ORDER:
        box = (x, dy0 + 4, x + size, dy0 + 4 + size)
        c.rrect(box, radius=10, fill=FM_FILL[die], outline=INK, width=3)
        value = dice.get(die)  # no dice before the first roll
        c.text(
            ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2),
            "–" if value is None else str(value),
            34,
            bold=True,
            fill=FM_TEXT[die],
            anchor="mm",
        )
        c.text((box[2] + 6, (box[1] + box[3]) / 2), T.fm_word(die), MIN_TEXT, anchor="lm")
        x += size + 120
    ox0, oy0, _ox1, oy1 = lay["order"]
    order = view["turn_order"]
    c.text((ox0, oy0 + 4), word("pic-lor-turn-order"), MIN_TEXT, bold=True)
    for k, seat in enumerate(order):
        cx = ox0 + 150 + k * 52
        if k:
            c.text((cx - 26, oy0 + 4), "›", MIN_TEXT, fill=MUTED, anchor="ma")
        c.seat_mark(seat, cx, (oy0 + oy1) // 2, 15)
    if changed(view, previous, "turn_order"):
        c.outline((ox0 - 4, oy0, ox0 + 150 + len(order) * 52, oy1), width=4)
    if changed(view, previous, "dice"):
        c.outline((dx0 - 4, dy0, x - 30, dy1), width=5)
    for k, tile in enumerate(view["excommunication_tiles"][:3]):
        box = lay["excom"][k]
        x0, y0, x1, y1 = box
        active = tile["period"] == view["period"]
        if active:
            c.rrect(box, radius=10, fill=(250, 225, 220), outline=(150, 40, 40), width=3)
        period = word("pic-lor-period-title", period=str(tile["period"]))
        c.text((x0 + 8, y0 + 6), period, 24, bold=True, max_width=x1 - x0 - 16)
        needs = word("pic-lor-needs-fp", fp=str(tile["faith_required"]))
        c.text((x0 + 8, y0 + 36), needs, MIN_TEXT, fill=MUTED)
        yy = y0 + 66
        text = T.excommunication(tile["id"])
        lines = _wrapped([text], x1 - x0 - 16, max(1, (y1 - y0 - 66 - 40) // 26))
        for line in lines:
            c.text((x0 + 8, yy), line, MIN_TEXT)
            yy += 26
        for j, seat in enumerate(tile["excommunicated"]):
            c.seat_mark(seat, x0 + 22 + j * 36, y1 - 22, 15)
        if changed(view, previous, "excommunication_tiles", k, "excommunicated"):
            c.outline(box, width=5)
    if not view["excommunication_tiles"]:
        c.text(
            (lay["excom"][0][0], lay["excom"][0][1]),
            word("pic-lor-no-excommunication-tiles"),
            MIN_TEXT,
            fill=MUTED,
        )


def _draw_player(
    c: FastCanvas,
    view: PublicView,
    previous: PublicView | None,
    names: list[str],
    i: int,
    box: tuple[int, int, int, int],
) -> None:
    p = view["players"][i]
    x0, y0, x1, y1 = box
    mine = view["current"] == i
    if mine:
        c.draw.rounded_rectangle(box, radius=12, outline=INK, width=4)
    c.seat_mark(i, x0 + 26, y0 + 24, 16)
    name = names[i] if i < len(names) else word("pic-player", n=i + 1)
    c.text((x0 + 50, y0 + 8), name, 26, bold=True, max_width=250)
    # family members, right of the name
    fx = x0 + 300
    for fm in FM_NAME:
        info = p["family"][fm]
        if info["placed"]:
            c.rrect(
                (fx, y0 + 8, fx + 92, y0 + 36),
                radius=6,
                fill=(232, 226, 214),
                outline=MUTED,
                width=1,
            )
            c.text(
                (fx + 46, y0 + 10), word("pic-lor-placed-short"), MIN_TEXT, fill=MUTED, anchor="ma"
            )
        else:
            fm_token(c, i, fm, info["value"], fx, y0 + 8)
        fx += 104
    if changed(view, previous, "players", i, "family"):
        c.outline((x0 + 296, y0 + 4, x1 - 8, y0 + 40), width=4)
    # resources
    r = p["resources"]
    line = word(
        "pic-lor-board-row",
        wood=str(r["wood"]),
        stone=str(r["stone"]),
        servants=r["servants"],
        coins=r["coins"],
        mp=str(p["mp"]),
        fp=str(p["fp"]),
    )
    c.text((x0 + 14, y0 + 48), line, MIN_TEXT, max_width=x1 - x0 - 28)
    state_facts(c, i, p)
    if (
        changed(view, previous, "players", i, "resources")
        or changed(view, previous, "players", i, "mp")
        or changed(view, previous, "players", i, "fp")
    ):
        c.outline((x0 + 8, y0 + 46, x1 - 8, y0 + 76), width=4)
    # cards by type
    cw = (x1 - x0 - 20) // 4
    cy = y0 + 82
    for k, (_colour, t, _label) in enumerate(TOWERS):
        cx = x0 + 10 + k * cw
        cards = p["cards"][t]
        col = (cx, cy, cx + cw - 6, cy + CARDS_H)
        title = f"{T.type_word(t)} {len(cards)}"
        c.text((cx + 6, cy + 2), title, MIN_TEXT, bold=True, max_width=cw - 18)
        card_names = [T.card_name(card["id"]) for card in cards]
        lines = [
            line
            for name in card_names
            for line in _cached(
                ("wrap", name, MIN_TEXT, cw - 18),
                lambda name=name: wrap(name, font(MIN_TEXT), cw - 18),
            )
        ]
        room = (CARDS_H - 28) // 24
        more = None
        if len(lines) > room:  # whole names only: the rest is counted, never cut mid-word
            shown_names, lines = 0, []
            for name in card_names:
                wrapped = wrap(name, font(MIN_TEXT), cw - 18)
                if len(lines) + len(wrapped) > room - 1:
                    break
                lines += wrapped
                shown_names += 1
            more = word("pic-lor-more", n=str(len(cards) - shown_names))
            lines.append(more)
        for j, line in enumerate(lines):
            bold = more is not None and j == len(lines) - 1
            c.text((cx + 6, cy + 28 + j * 24), line, MIN_TEXT, bold=bold)
        if changed(view, previous, "players", i, "cards", t):
            c.outline(col, width=4)
    # leaders, excommunications and bonus tile
    yy = cy + CARDS_H + 6
    parts = [
        word("pic-lor-used-short", leader=T.leader_name(ld["id"]))
        if ld["used"]
        else T.leader_name(ld["id"])
        for ld in p["leaders"]
    ]
    if p["lorenzo_copy"]:
        parts.append(word("pic-lor-copies-short", leader=T.leader_name(p["lorenzo_copy"])))
    if p["federico"]:
        parts.append(word("pic-lor-federico-short", fm=p["federico"]))
    played = ", ".join(parts) if parts else word("pic-lor-none")
    if view["options"]["leaders"]:
        lead = word("pic-lor-leaders-hand", leaders=played, hand=str(p["hand_size"]))
    else:
        lead = word("pic-lor-leaders", leaders=played)
    c.text((x0 + 14, yy), lead, MIN_TEXT, max_width=x1 - x0 - 28)
    if changed(view, previous, "players", i, "leaders"):
        c.outline((x0 + 8, yy - 2, x1 - 8, yy + 26), width=4)
    exc = p["excommunications"]
    tiles = {t["id"]: t["period"] for t in view["excommunication_tiles"]}
    ex_text = (
        word("pic-lor-excommunicated-periods", periods=", ".join(str(tiles[e]) for e in exc))
        if exc
        else word("pic-lor-not-excommunicated")
    )
    c.text(
        (x0 + 14, yy + 28),
        ex_text,
        MIN_TEXT,
        fill=(150, 30, 30) if exc else MUTED,
        max_width=x1 - x0 - 28,
    )
    if changed(view, previous, "players", i, "excommunications"):
        c.outline((x0 + 8, yy + 26, x1 - 8, yy + 54), width=4)
    for k, line in enumerate(bonus_tile_lines(p, view)):
        c.text((x0 + 14, yy + 56 + k * 26), line, MIN_TEXT, fill=MUTED, max_width=x1 - x0 - 28)
