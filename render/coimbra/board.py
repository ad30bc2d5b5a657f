"""The full Coimbra board: the city (castle, three towns with dice and card rows), favour
tiles, influence tracks, pilgrim map, turn order, expeditions and every player's board.
The static parts are drawn once per player count and the state on a copy; what changed
since ``previous`` is outlined."""

from __future__ import annotations

import math
from typing import Any, cast

from PIL import Image

from games.coimbra.views import CoimbraView
from render.coimbra import speech
from render.coimbra.layout import (
    CELL_H,
    CELL_TOP,
    CELL_W,
    NODE_POS,
    TRACK_ROW,
    Layout,
    _map_geometry,
    _node_xy,
)
from render.coimbra.panels import (
    _city,
    _expeditions,
    _map,
    _player,
    _start_pairs,
    _strip,
    _tracks,
    legend_lines,
    player_height,
)
from render.coimbra.style import (
    CLEARING,
    CORNER,
    DARK,
    DISTRICT_FILL,
    PATH,
    ROAD,
    TOWNS,
    TRACKS,
    FastCanvas,
    _income_labels,
    _track_fill,
    title,
    to_palette,
)
from render.common import INK, MUTED
from render.kit import MIN_TEXT, PANEL_EDGE, static_canvas
from render.words import word

# -- static layer ---------------------------------------------------------------------------


def _build_static(lay: Layout, view: CoimbraView) -> FastCanvas:
    c = FastCanvas(lay.height)
    c.panel(lay.city, word("pic-coim-city"))
    c.panel(lay.tracks, word("pic-coim-tracks"))
    c.panel(lay.map, word("pic-coim-map"))
    c.panel(lay.expeditions, word("pic-coim-expeditions"))
    if lay.start is not None:
        start = word("pic-coim-start-pairs") if lay.extra == "setup" else word("pic-final-scoring")
        c.panel(lay.start, start)
    for name, box in [("castle", lay.castle)] + [(t, lay.towns[t]) for t in TOWNS]:
        c.draw.rounded_rectangle(box, radius=8, fill=DISTRICT_FILL, outline=PANEL_EDGE, width=1)
        c.text((box[0] + 10, box[1] + 6), speech.district(name), 24, bold=True)
    # track cells and income brackets
    for i, t in enumerate(TRACKS):
        tx0, ty0 = lay.tracks[0] + 14, lay.tracks[1] + 46 + i * TRACK_ROW
        cw, top, bottom = CELL_W, ty0 + CELL_TOP, ty0 + CELL_TOP + CELL_H
        c.draw.rectangle((tx0, top, tx0 + 16 * cw, bottom), fill=_track_fill(t))
        for k in range(16):  # the number on top, the discs under it
            x = tx0 + k * cw
            c.draw.rectangle((x, top, x + cw, bottom), outline=PANEL_EDGE)
            c.text((x + cw / 2, top + 3), str(k), MIN_TEXT, fill=DARK[t], anchor="ma")
        for lo, hi, label in _income_labels(view, t):
            x = tx0 + lo * cw
            c.draw.line((x, top - 4, x, bottom + 26), fill=DARK[t], width=3)
            c.text(
                (x + (hi - lo + 1) * cw / 2, bottom + 4),
                label,
                MIN_TEXT,
                fill=MUTED,
                anchor="ma",
                max_width=(hi - lo + 1) * cw - 4,
            )
    # map paths and places
    geo = _map_geometry(lay.map)
    nodes = set(NODE_POS)
    pm = view["pilgrim_map"]
    for a, b in (e.split("-") for e in pm["edges"]):
        c.draw.line((*_node_xy(a, geo), *_node_xy(b, geo)), fill=PATH, width=4)
    for corner, targets in pm["roads"].items():
        for t in targets:
            (xa, ya), (xb, yb) = _node_xy(corner, geo), _node_xy(t, geo)
            c.draw.line((xa, ya, xb, yb), fill=ROAD, width=3)
            # arrow head: one-way road
            ang = math.atan2(yb - ya, xb - xa)
            mx, my = xa + (xb - xa) * 0.6, ya + (yb - ya) * 0.6
            pts = [
                (mx + 12 * math.cos(ang), my + 12 * math.sin(ang)),
                (mx + 9 * math.cos(ang + 2.5), my + 9 * math.sin(ang + 2.5)),
                (mx + 9 * math.cos(ang - 2.5), my + 9 * math.sin(ang - 2.5)),
            ]
            c.draw.polygon(pts, fill=ROAD)
    for n in nodes:
        nx, ny = _node_xy(n, geo)
        if n.startswith("c"):
            c.draw.ellipse((nx - 8, ny - 8, nx + 8, ny + 8), fill=CLEARING, outline=INK, width=2)
        elif n in ("NW", "NE", "SE", "SW"):
            c.draw.rounded_rectangle(
                (nx - 26, ny - 16, nx + 26, ny + 16), radius=6, fill=CORNER, outline=INK, width=2
            )
            c.text((nx, ny), n, MIN_TEXT, bold=True, anchor="mm")
    return c


# -- entry points -----------------------------------------------------------------------------


def _layout_for(view: CoimbraView) -> Layout:
    n = len(view["players"]) or 2
    lines = legend_lines(view)
    if view["final"]:
        return Layout(n, "final", lines)
    free = any(p["taken_by"] is None for p in view["start_pairs"])
    return Layout(n, "setup" if free else "", lines)


def render_board(
    view: dict[str, Any],
    names: list[str],
    last_move: str = "",
    previous: dict[str, Any] | None = None,
) -> Image.Image:
    """The registered renderer: the service hands in the engine's view (a `CoimbraView`)."""
    return to_palette(
        board_canvas(
            cast(CoimbraView, view), names, last_move, cast(CoimbraView | None, previous)
        ).image
    )


def board_canvas(
    view: CoimbraView, names: list[str], last_move: str = "", previous: CoimbraView | None = None
) -> FastCanvas:
    """The full board drawn on its canvas (with the records of every text drawn)."""
    lay = _layout_for(view)
    # static_canvas adds the language
    key = f"coimbra:{lay.players}p:{lay.extra or 'play'}:{lay.grown}"
    c = static_canvas(key, lambda: _build_static(lay, view))
    assert isinstance(c, FastCanvas)  # static_canvas keeps the builder's class
    c.header(title(), speech.status(view, names), last_move)
    _strip(c, lay, view, names, previous)
    _city(c, lay, view, previous)
    _tracks(c, lay, view, names, previous)
    _map(c, lay, view, previous)
    _start_pairs(c, lay, view, names, previous)
    _expeditions(c, lay, view, previous)
    players = view["players"]
    compact = lay.start is not None
    width = lay.player_boxes[0][2] - lay.player_boxes[0][0] if lay.player_boxes else 0
    heights = [
        max(lay.player_h, player_height(pl, view, width, compact)) for pl in players[: lay.players]
    ]
    boxes = lay.boxes_for(heights)
    c.grow(lay.bottom(boxes))
    for s, box in enumerate(boxes):
        nm = names[s] if s < len(names) else word("pic-player", n=s + 1)
        _player(c, box, s, players[s], nm, view, previous, compact=compact)
    return c
