"""Coimbra final scoring: one row per player, one column per category, the winner and the
tie-break."""

from __future__ import annotations

from games.coimbra.views import CATEGORY_NAME, CoimbraView
from render.coimbra import speech
from render.coimbra.layout import Layout
from render.common import MUTED
from render.kit import MIN_TEXT, Canvas
from render.words import final_row_word, word

SLUG = "coimbra"


def category_word(key: str) -> str:
    """A final-scoring category in the picture's language (`render.final_rows`)."""
    return final_row_word(SLUG, key, CATEGORY_NAME.get(key, key).capitalize())


def _final(c: Canvas, lay: Layout, view: CoimbraView, names: list[str]) -> None:
    """The final scoring: one row per player, one column per category, the total, the place and the
    winner; all from the view's ``final`` (result(): breakdown, totals, ranking, winner,
    tie-break)."""
    final = view["final"]
    assert final is not None and lay.start is not None, "the final table needs the game's end"
    rows = final["breakdown"]
    x0, y0, x1, _ = lay.start
    cats = list(rows[0]) if rows else []
    totals, ranking, winner = final["totals"], final["ranking"], final["winner"]
    name_w = 250
    col_w = (x1 - x0 - 28 - name_w - 180) // max(1, len(cats))
    y = y0 + 46
    for k, cat in enumerate(cats):
        c.text(
            (x0 + 14 + name_w + k * col_w, y),
            category_word(cat),
            MIN_TEXT,
            bold=True,
            max_width=col_w - 8,
        )
    c.text((x1 - 180, y), word("pic-total"), MIN_TEXT, bold=True)
    for s, row in enumerate(rows):
        ry = y + 40 + s * 40
        c.seat_mark(s, x0 + 30, ry + 12, 15)
        nm = names[s] if s < len(names) else word("pic-player", n=s + 1)
        place = ranking.index(s) + 1 if s in ranking else 0
        c.text((x0 + 54, ry), f"{place}. {nm}" if place else nm, MIN_TEXT, max_width=name_w - 44)
        for k, cat in enumerate(cats):
            c.text((x0 + 14 + name_w + k * col_w, ry), str(row[cat]), MIN_TEXT)
        total = word("pic-total-wins", vp=totals[s]) if s == winner else str(totals[s])
        c.text((x1 - 180, ry), total, 24, bold=True)
        c.fact(f"vp:{s}", totals[s])
        if s == winner:
            c.outline((x0 + 8, ry - 6, x1 - 8, ry + 32), width=4)
    tie_words = speech.tiebreak(final, names)
    if tie_words:
        tie = word("pic-tie", tie=tie_words)
        c.text(
            (x0 + 14, y + 40 + len(rows) * 40 + 4),
            tie,
            MIN_TEXT,
            fill=MUTED,
            max_width=x1 - x0 - 28,
        )


def phone_final(c: Canvas, y: int, view: CoimbraView, names: list[str]) -> int:
    """The final scoring on the phone picture: the winner, one row per category, one column per
    player, the totals and the tie-break used; returns y below."""
    final = view["final"]
    assert final is not None, "the final table needs the game's end"
    rows = final["breakdown"]
    cats = list(rows[0]) if rows else []
    totals, winner = final["totals"], final["winner"]
    x0, x1 = 16, c.width - 16
    label_w = 230
    col_w = (x1 - x0 - 28 - label_w) // max(1, len(rows))
    tie = speech.tiebreak(final, names)
    note = word("pic-tie-break", tie=tie) if tie else word("pic-no-tie-on-points")
    note_lines = c.lines(note, MIN_TEXT, x1 - x0 - 28)
    h = 46 + 44 + 72 + len(cats) * 32 + 40 + len(note_lines) * 28 + 12
    top = c.panel((x0, y, x1, y + h), word("pic-final-scoring"))
    wname = names[winner] if winner < len(names) else ""
    c.seat_mark(winner, x0 + 34, top + 16, 18)
    c.text(
        (x0 + 62, top + 2),
        word("pic-wins", who=(wname,), count=1) if wname else word("pic-game-over"),
        28,
        bold=True,
        max_width=x1 - x0 - 80,
    )
    ty = top + 44
    for s in range(len(rows)):
        cx = x0 + 14 + label_w + s * col_w + col_w // 2
        if s == winner:
            c.draw.rectangle(
                (cx - col_w // 2 + 2, ty - 4, cx + col_w // 2 - 2, ty + 72 + len(cats) * 32 + 36),
                fill=(240, 232, 214),
            )
        c.seat_mark(s, cx, ty + 16, 16)
        c.text(
            (cx, ty + 38),
            names[s] if s < len(names) else word("pic-player", n=s + 1),
            MIN_TEXT,
            bold=True,
            anchor="ma",
            max_width=col_w - 10,
            cut_ok=True,
        )
    ty += 72
    for r, cat in enumerate(cats):
        ry = ty + r * 32
        c.text((x0 + 14, ry), category_word(cat), MIN_TEXT)
        for s, row in enumerate(rows):
            cx = x0 + 14 + label_w + s * col_w + col_w // 2
            c.text((cx, ry), str(row[cat]), MIN_TEXT, anchor="ma")
    ry = ty + len(cats) * 32 + 4
    c.draw.line((x0 + 14, ry - 4, x1 - 14, ry - 4), fill=MUTED, width=2)
    c.text((x0 + 14, ry), word("pic-total"), 24, bold=True)
    for s in range(len(rows)):
        cx = x0 + 14 + label_w + s * col_w + col_w // 2
        c.text((cx, ry), str(totals[s]), 24, bold=True, anchor="ma")
    ny = ry + 40
    for line in note_lines:
        c.text((x0 + 14, ny), line, MIN_TEXT, fill=MUTED)
        ny += 28
    return y + h + 10
