"""Lorenzo at game over: the whole scoring table per player and category (rulebook order),
the winner and the tie-break, for the phone picture."""

from __future__ import annotations

from games.lorenzo.views import FinalView, PublicView, ScoreKey
from render.common import HIGHLIGHT, MUTED
from render.lorenzo import texts as T
from render.lorenzo.board import FINAL_ROWS, SLUG, seat_scores, winner
from render.lorenzo.names import seat_name
from render.lorenzo.phonekit import PAD, TEXT, PhoneCanvas
from render.words import final_row_word, word

STRIPE = (240, 233, 218)


def final_rows(final: FinalView) -> list[tuple[ScoreKey, str]]:
    """Every category of the final scoring, the total last (none left out: a zero is shown).
    Every seat's breakdown has the same categories (`views.SeatScore`)."""
    rows = [(k, final_row_word(SLUG, k, label)) for k, label in FINAL_ROWS if k != "total"]
    return rows + [("total", word("pic-total"))]


def tiebreak_text(final: FinalView, names: list[str]) -> str:
    totals = {s: v["total"] for s, v in seat_scores(final).items()}
    tb = T.tiebreak(final, names, totals)
    if tb:
        return word("pic-tie-break", tie=tb)
    return word("pic-no-tie-for-first")


def final_table(
    c: PhoneCanvas, y: int, view: PublicView, final: FinalView, names: list[str]
) -> int:
    scores = seat_scores(final)
    seats = list(scores)
    w = winner(view)
    if w is not None:
        c.draw.rounded_rectangle((PAD, y, c.width - PAD, y + 64), radius=14, fill=HIGHLIGHT)
        c.seat_mark(w, PAD + 34, y + 32, 20)
        c.text(
            (PAD + 66, y + 16),
            word("pic-wins-with", name=seat_name(names, w), vp=scores[w]["total"]),
            28,
            bold=True,
        )
        y += 76
    y = c.paragraph(PAD, y, tiebreak_text(final, names), c.width - 2 * PAD, fill=MUTED) + 6
    y = c.heading(y, word("pic-final-scoring"))
    label_w = 300
    col_w = (c.width - 2 * PAD - label_w) // max(1, len(seats))
    for j, s in enumerate(seats):
        cx = PAD + label_w + j * col_w + col_w // 2
        c.seat_mark(s, cx, y + 16, 15)
    y += 36
    for j, s in enumerate(seats):  # names under the marks, wrapped to the column
        cx = PAD + label_w + j * col_w
        c.paragraph(cx + 4, y, seat_name(names, s), col_w - 8, spacing=2)
    y += 2 * (TEXT + 2) + 6
    for r, (k, label) in enumerate(final_rows(final)):
        bold = k == "total"
        if r % 2 == 0 or bold:
            c.draw.rectangle(
                (PAD, y - 3, c.width - PAD, y + 29), fill=HIGHLIGHT if bold else STRIPE
            )
        c.text((PAD + 8, y), label, TEXT, bold=bold)
        for j, s in enumerate(seats):
            cx = PAD + label_w + j * col_w + col_w // 2
            c.text((cx, y), str(scores[s][k]), TEXT, bold=bold, anchor="ma")
        y += 32
    ranking = final["ranking"]
    order = ", ".join(f"{i + 1}. {seat_name(names, s)}" for i, s in enumerate(ranking))
    return c.paragraph(PAD, y + 8, word("pic-ranking", order=order), c.width - 2 * PAD)
