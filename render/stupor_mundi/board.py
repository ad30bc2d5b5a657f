"""The full Stupor Mundi board (1600 px wide): header, score strip, palace and edicts,
workplace, voyage board and one panel per player; the static frames are drawn once per
player count and the state on a copy; what changed since ``previous`` is outlined."""

from __future__ import annotations

import math
from functools import partial
from typing import Any

from PIL import Image

from games.stupor_mundi import data as D
from games.stupor_mundi.views import PlayerView, StuporMundiView
from render.common import (
    MUTED,
    WIDTH,
)
from render.kit import MIN_TEXT, PANEL_EDGE, Box, static_canvas
from render.stupor_mundi import names as N
from render.stupor_mundi.final import _draw_result
from render.stupor_mundi.names import KEEP_IDS, keep_label
from render.stupor_mundi.panels import (
    _draw_edicts,
    _draw_palace,
    _draw_player,
    _draw_solo,
    _draw_voyage,
    _draw_workplace,
    _space_box,
    _voyage_city_box,
    _voyage_h,
    _wp_columns,
    static_player,
)
from render.stupor_mundi.style import (
    EMPTY,
    GAP,
    HEADER_H,
    LEGEND_H,
    MARGIN,
    PALACE_H,
    PALACE_ROWS,
    PLAYER_H,
    SLUG,
    WP_H,
    WP_ROW,
    _Canvas,
    _region,
    to_palette,
)
from render.words import word

# ---------------------------------------------------------------------------------------------
# geometry


def _strip_h(n: int) -> int:
    per_row = n if n <= 3 else (n + 1) // 2
    return 10 + math.ceil(n / per_row) * 96 + 6


def _layout(n: int, solo: bool) -> dict[str, Any]:
    y = HEADER_H + _strip_h(n) + 4
    lay: dict[str, Any] = {"strip": HEADER_H}
    lay["palace"] = (MARGIN, y, 520, y + PALACE_H)
    lay["edicts"] = (532, y, WIDTH - MARGIN, y + PALACE_H)
    y += PALACE_H + GAP
    lay["workplace"] = (MARGIN, y, WIDTH - MARGIN, y + WP_H)
    y += WP_H + GAP
    lay["voyage"] = (MARGIN, y, WIDTH - MARGIN, y + _voyage_h(n))
    y += _voyage_h(n) + 4
    lay["legend"] = y
    y += LEGEND_H
    half = (WIDTH - 2 * MARGIN - GAP) // 2
    boxes = []
    for seat in range(n):
        col, row = seat % 2, seat // 2
        x0 = MARGIN + col * (half + GAP)
        y0 = y + row * (PLAYER_H + GAP)
        boxes.append((x0, y0, x0 + half, y0 + PLAYER_H))
    lay["players"] = boxes
    if solo:
        lay["solo"] = (MARGIN + half + GAP, y, WIDTH - MARGIN, y + PLAYER_H)
    rows = math.ceil(n / 2)
    lay["height"] = y + rows * (PLAYER_H + GAP) - GAP + 8
    return lay


# ---------------------------------------------------------------------------------------------
# the static layer


def _build_static(n: int, solo: bool) -> _Canvas:
    lay = _layout(n, solo)
    c = _Canvas(lay["height"])
    # palace
    box = lay["palace"]
    y = c.panel(box, word("pic-sm-palace"))
    for k, (_label, key, pips, _per) in enumerate(PALACE_ROWS):
        ry = y + k * 32
        c.text((box[0] + 14, ry + 2), N.palace_row(key), MIN_TEXT)
        for p in range(pips):
            px = box[0] + 140 + p * 34
            c.draw.rounded_rectangle(
                (px, ry + 3, px + 26, ry + 27), radius=4, fill=EMPTY, outline=PANEL_EDGE
            )
    # edicts
    box = lay["edicts"]
    c.panel(box, word("pic-sm-edicts-board"))
    # workplace
    box = lay["workplace"]
    c.panel(box, word("pic-sm-workplace-board"))
    g = _wp_columns(box)
    cols = g["cols"]
    hy = box[1] + 44
    for label, a, b in (("countryside", 1, 2), ("village", 3, 4), ("city", 5, 5)):
        mid = (cols[a][0] + cols[b][1]) / 2
        c.text((mid, hy), word(f"pic-sm-area-{label}"), 24, bold=True, fill=MUTED, anchor="ma")
    sx0, sy0, sx1, sy1 = g["start"]
    c.draw.rounded_rectangle(g["start"], radius=8, fill="white", outline=PANEL_EDGE, width=2)
    c.text(((sx0 + sx1) / 2, sy0 + 8), word("pic-sm-start"), MIN_TEXT, bold=True, anchor="ma")
    for path in D.PATHS:
        ry = g["rows"][path]
        c.text((g["label_x"] + 18, ry + WP_ROW / 2), path, 30, bold=True, anchor="mm")
        prev_x = sx1
        for s in D.PATH_SPACES[path]:
            bx0, by0, bx1, by1 = _space_box(box, path, s)
            ay = by0 + WP_ROW / 2
            if prev_x < bx0 - 9:
                c.draw.line((prev_x, ay, bx0 - 9, ay), fill=MUTED, width=3)
            c.draw.polygon([(bx0 - 9, ay - 7), (bx0 - 1, ay), (bx0 - 9, ay + 7)], fill=MUTED)
            c.draw.rounded_rectangle(
                (bx0, by0, bx1, by1), radius=8, fill="white", outline=PANEL_EDGE, width=2
            )
            prev_x = bx1
        if path == "B":
            x0, x1 = cols[3][0], cols[4][1]
            c.text(
                ((x0 + x1) / 2, ry + 20),
                word("pic-sm-no-village"),
                MIN_TEXT,
                fill=MUTED,
                anchor="ma",
            )
    # voyage
    box = lay["voyage"]
    c.panel(box, word("pic-sm-voyage-board"))
    c.text(
        (box[0] + 400, box[1] + 12),
        word("pic-sm-voyage-legend"),
        MIN_TEXT,
        fill=MUTED,
    )
    for i in range(5):
        c.draw.rounded_rectangle(
            _voyage_city_box(box, i), radius=8, fill="white", outline=PANEL_EDGE, width=2
        )
    # players
    slots = " · ".join(
        word("pic-sm-slot-acts", slot=N.slot(k), actions=N.slot_actions(k, "pic-sm-slash"))
        for k in sorted(D.SLOT_ACTIONS)
    )  # "Slot 2": the name the slot choices use
    c.text(
        (MARGIN + 4, lay["legend"] + 4),
        word("pic-sm-face-down-legend", slots=slots),
        MIN_TEXT,
        fill=MUTED,
        max_width=WIDTH - 2 * MARGIN - 8,
    )
    c.text(
        (MARGIN + 4, lay["legend"] + 34),
        word(
            "pic-sm-castle-board-legend",
            keeps=" · ".join(
                word("pic-sm-keep-space", keep=k, label=keep_label(k)) for k in KEEP_IDS
            ),
        ),
        MIN_TEXT,
        fill=MUTED,
        max_width=WIDTH - 2 * MARGIN - 8,
    )
    for seat, pbox in enumerate(lay["players"]):
        static_player(c, seat, pbox)
    if solo:
        c.panel(lay["solo"], word("pic-sm-solo-panel"))
    return c


def render_board(
    view: StuporMundiView,
    names: list[str],
    last_move: str = "",
    previous: StuporMundiView | None = None,
) -> Image.Image:
    """The public board (a 256-colour image; `draw_board` gives the RGB drawing)."""
    return to_palette(draw_board(view, names, last_move, previous))


def draw_board(
    view: StuporMundiView,
    names: list[str],
    last_move: str = "",
    previous: StuporMundiView | None = None,
) -> Image.Image:
    return board_canvas(view, names, last_move, previous).image


def board_canvas(
    view: StuporMundiView,
    names: list[str],
    last_move: str = "",
    previous: StuporMundiView | None = None,
) -> _Canvas:
    """The full board drawn on its canvas (with the records of every text drawn)."""
    players = view["players"]
    n = max(1, len(players))
    solo = "solo" in view
    lay = _layout(n, solo)
    key = f"{SLUG}:{n}:{'solo' if solo else 'multi'}"  # static_canvas adds the language
    c = _Canvas.of(static_canvas(key, lambda: _build_static(n, solo)))
    names = list(names) + [word("pic-player", n=i + 1) for i in range(len(names), n)]
    over = view["phase"] == "over"
    status = N.status(view, names)
    if view["prompt"] and not over:
        prompt = N.stored(view.get("prompt_text"), view["prompt"], names)
        status = word("pic-sm-status-prompt", status=status, prompt=prompt[:1].lower() + prompt[1:])
    if view["end_flags"] and not over:
        status = word("pic-sm-last-round-board", status=status)
    c.header(word("pic-sm-title"), status, last_move)
    extras = []
    for p in players:
        text = ", ".join(N.goods(p)[1:] + [N.count("built", p["structures"])])
        extras.append(text + " · " + word("pic-sm-state-passed") if p["passed"] else text)
    decider = view["decider"]
    to_move = [decider] if decider is not None and decider >= 0 else []
    scores = list(view["scores"])
    if over and "result" in view:  # the final score, not the track
        totals = view["result"]["totals"]
        scores = [totals.get(i, v) for i, v in enumerate(scores)]
    c.score_strip(lay["strip"], names, scores, extras, to_move)
    lkey = f"{n}:{solo}"
    prev = previous
    _region(
        c,
        lkey,
        "palace",
        lay["palace"],
        view["palace"],
        None if prev is None else prev["palace"],
        lambda: _draw_palace(c, lay["palace"], view, prev),
    )
    _region(
        c,
        lkey,
        "edicts",
        lay["edicts"],
        view["edicts"],
        None if prev is None else prev["edicts"],
        lambda: _draw_edicts(c, lay["edicts"], view, prev),
    )
    _region(
        c,
        lkey,
        "workplace",
        lay["workplace"],
        _workplace_slice(view),
        _workplace_slice(prev),
        lambda: _draw_workplace(c, lay["workplace"], view, prev, n),
    )
    if over and "result" in view:
        _forget(c, lay["voyage"])
        _draw_result(c, lay["voyage"], view, names)
    else:
        _draw_voyage(c, lay["voyage"], view, prev, lkey)
    for seat, pbox in enumerate(lay["players"]):
        if seat < len(players):
            flags_now = (names[seat], view["first_player"] == seat, seat in to_move)
            _region(
                c,
                lkey,
                f"player{seat}",
                pbox,
                (players[seat], flags_now),
                None if prev is None else (_seat_view(prev, seat), flags_now),
                partial(_draw_player, c, pbox, view, prev, seat, names[seat], seat in to_move),
            )
    if solo:
        _region(
            c,
            lkey,
            "solo",
            lay["solo"],
            (view.get("solo"), view["out"]),
            None if prev is None else (prev.get("solo"), prev["out"]),
            lambda: _draw_solo(c, lay["solo"], view, prev),
        )
    return c


def _forget(c: _Canvas, box: Box) -> None:
    """Drop the records of the static texts the final scoring table paints over."""
    c.texts = [t for t in c.texts if not _within(t.box, box)]
    c.tokens = [k for k in c.tokens if not _within(k.box, box)]


def _within(inner: Box, outer: Box) -> bool:
    return (
        inner[0] >= outer[0]
        and inner[1] >= outer[1]
        and inner[2] <= outer[2]
        and inner[3] <= outer[3]
    )


def _seat_view(v: StuporMundiView, seat: int) -> PlayerView | None:
    players = v["players"]
    return players[seat] if seat < len(players) else None


def _workplace_slice(v: StuporMundiView | None) -> Any:
    if v is None:
        return None
    return (v["workplace"], [p["specialists"] for p in v["players"]], v["palace"]["specialist"])
