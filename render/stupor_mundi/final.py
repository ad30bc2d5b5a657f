"""Stupor Mundi final scoring: the table per player and category, the winner and the tie-break."""

from __future__ import annotations

from games.stupor_mundi.views import StuporMundiView
from render.common import (
    MUTED,
)
from render.kit import MIN_TEXT, PANEL_EDGE, PANEL_FILL, Box
from render.stupor_mundi import names as N
from render.stupor_mundi.style import BREAKDOWN, ROW_FILL, SLUG, _Canvas
from render.words import final_row_word, word


def result_mark_centre(box: Box, seat: int) -> tuple[int, int]:
    """Where the final score table puts the seat's mark (one row per seat)."""
    return (box[0] + 34, box[1] + 52 + 64 + seat * 44 + 16)


def _draw_result(c: _Canvas, box: Box, view: StuporMundiView, names: list[str]) -> None:
    res = view["result"]
    x0, y0, x1, y1 = box
    c.draw.rounded_rectangle(box, radius=12, fill=PANEL_FILL, outline=PANEL_EDGE, width=2)
    c.text((x0 + 14, y0 + 8), word("pic-final-scoring"), 28, bold=True)
    winners = tuple(names[w] if w < len(names) else str(w) for w in res["winners"])
    line = word("pic-winner", who=winners, count=len(winners)) if winners else ""
    extra = res["extra"]
    if extra.get("title"):
        line += " — " + word("pic-sm-solo-title", title=N.solo_title(extra["title"]))
    c.text((x0 + 300, y0 + 12), line, 24, bold=True, max_width=x1 - x0 - 320)
    name_w = 260
    col_w = (x1 - x0 - 28 - name_w) // (len(BREAKDOWN) + 1)
    hy = y0 + 52
    for k, (key, _label) in enumerate(BREAKDOWN + (("total", "Total"),)):
        cx = x0 + 14 + name_w + k * col_w + col_w / 2
        label = word(f"pic-sm-column-{key}")
        parts = label.split("-")
        if len(parts) == 2:
            c.text((cx, hy), parts[0] + "-", MIN_TEXT, bold=True, anchor="ma")
            c.text((cx, hy + 26), parts[1], MIN_TEXT, bold=True, anchor="ma")
        else:
            c.text((cx, hy + 13), label, MIN_TEXT, bold=True, anchor="ma")
    breakdown = res["breakdown"]
    totals = res["totals"]
    ry = hy + 64
    for seat, name in enumerate(names):
        row = breakdown[seat]
        ry = result_mark_centre(box, seat)[1] - 16
        if seat % 2 == 0:
            c.draw.rectangle((x0 + 8, ry - 4, x1 - 8, ry + 36), fill=ROW_FILL)
        c.seat_mark(seat, *result_mark_centre(box, seat), 15)
        c.text((x0 + 58, ry + 2), name, 24, bold=True, max_width=name_w - 50)
        vals = [row[key] for key, _ in BREAKDOWN] + [totals[seat]]
        for k, v in enumerate(vals):
            cx = x0 + 14 + name_w + k * col_w + col_w / 2
            c.text((cx, ry + 2), str(v), 24, bold=k == len(vals) - 1, anchor="ma")
        ry += 44
    c.text(
        (x0 + 14, min(ry + 8, y1 - 64)),
        word("pic-sm-final-score-note"),
        MIN_TEXT,
        fill=MUTED,
        max_width=x1 - x0 - 28,
    )
    tie = N.stored(res.get("tiebreak_text"), res["tiebreak"], names)
    c.paragraph(
        x0 + 14,
        min(ry + 40, y1 - 34),
        word("pic-tie-break", tie=tie) if tie else word("pic-no-tie-on-points"),
        x1 - x0 - 28,
        MIN_TEXT,
        bold=True,
    )


CATEGORY_WORDS = {
    "castle_income": "Castle income",
    "workplace": "Workplace",
    "structures": "Structures",
    "majority": "Majority",
}


def phone_final(c: _Canvas, y: int, view: StuporMundiView, names: list[str]) -> int:
    """The final scoring on the phone picture: winner, one row per category (the rulebook's),
    one column per player, the totals, the tie-break; returns y below."""
    res = view["result"]
    breakdown = res["breakdown"]
    totals = res["totals"]
    seats = sorted(totals)
    winners = res["winners"]
    x0, x1 = 16, c.width - 16
    label_w = 250
    col_w = (x1 - x0 - 28 - label_w) // max(1, len(seats))
    rows = [
        (final_row_word(SLUG, key, CATEGORY_WORDS.get(key, label.replace("-", ""))), key)
        for key, label in BREAKDOWN
    ]
    extra = res["extra"]
    tie = N.stored(res.get("tiebreak_text"), res["tiebreak"], names)
    notes = [word("pic-tie-break", tie=tie) if tie else word("pic-no-tie-on-points")]
    if extra.get("title"):
        notes.append(word("pic-sm-solo-title-line", title=N.solo_title(extra["title"])))
    h = 46 + 44 + 72 + len(rows) * 32 + 40 + len(notes) * 30 + 12
    top = c.panel((x0, y, x1, y + h), word("pic-final-scoring"))
    won = tuple(names[w] if w < len(names) else word("pic-player", n=w + 1) for w in winners)
    if winners:
        c.seat_mark(winners[0], x0 + 34, top + 16, 18)
    c.text(
        (x0 + 62, top + 2),
        word("pic-wins", who=won, count=len(won)) if won else word("pic-no-winner"),
        28,
        bold=True,
        max_width=x1 - x0 - 80,
    )
    ty = top + 44
    for k, s in enumerate(seats):
        cx = x0 + 14 + label_w + k * col_w + col_w // 2
        if s in winners:
            c.draw.rectangle(
                (cx - col_w // 2 + 2, ty - 4, cx + col_w // 2 - 2, ty + 72 + len(rows) * 32 + 36),
                fill=ROW_FILL,
            )
        c.seat_mark(s, cx, ty + 16, 16)
        c.text(
            (cx, ty + 38),
            names[s] if s < len(names) else word("pic-player", n=s + 1),
            MIN_TEXT,
            bold=True,
            anchor="ma",
            max_width=col_w - 10,
        )
    ty += 72
    for r, (label, key) in enumerate(rows):
        ry = ty + r * 32
        c.text((x0 + 14, ry), label, MIN_TEXT)
        for k, s in enumerate(seats):
            cx = x0 + 14 + label_w + k * col_w + col_w // 2
            c.text((cx, ry), str(breakdown[s][key]), MIN_TEXT, anchor="ma")
    ry = ty + len(rows) * 32 + 4
    c.draw.line((x0 + 14, ry - 4, x1 - 14, ry - 4), fill=MUTED, width=2)
    c.text((x0 + 14, ry), word("pic-total"), 24, bold=True)
    for k, s in enumerate(seats):
        cx = x0 + 14 + label_w + k * col_w + col_w // 2
        c.text((cx, ry), str(totals[s]), 24, bold=True, anchor="ma")
    ny = ry + 40
    for note in notes:
        c.text((x0 + 14, ny), note, MIN_TEXT, fill=MUTED, max_width=x1 - x0 - 28)
        ny += 30
    return y + h + 10
