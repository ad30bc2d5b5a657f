"""Lorenzo at game over: the whole scoring table per player and category (rulebook order),
the winner and the tie-break, for the phone picture."""

from __future__ import annotations

from typing import Any

from render.common import HIGHLIGHT, MUTED
from render.lorenzo.board import FINAL_ROWS, _final_seats, winner
from render.lorenzo.names import seat_name, with_names
from render.lorenzo.phonekit import PAD, TEXT, PhoneCanvas

STRIPE = (240, 233, 218)


def final_rows(final: dict[str, Any]) -> list[tuple[str, str]]:
    """Every category of the final scoring, the total last (none left out: a zero is shown)."""
    seats = _final_seats(final)
    known = dict(FINAL_ROWS)
    extra = [k for k in final[str(seats[0])] if k not in known] if seats else []
    rows = [(k, label) for k, label in FINAL_ROWS if k != "total"]
    rows += [(k, k.replace("_", " ").capitalize()) for k in extra]
    return rows + [("total", "Total")]


def tiebreak_text(view: dict[str, Any], names: list[str]) -> str:
    final = view.get("final") or {}
    tb = (final.get("tiebreak") or "").strip()
    if tb:
        return "Tie-break: " + with_names(tb, names)
    return "Tie-break: not needed (no tie for first place)"


def final_table(c: PhoneCanvas, y: int, view: dict[str, Any], names: list[str]) -> int:
    final = view["final"]
    seats = _final_seats(final)
    w = winner(view)
    if w is not None:
        c.draw.rounded_rectangle((PAD, y, c.width - PAD, y + 64), radius=14, fill=HIGHLIGHT)
        c.seat_mark(w, PAD + 34, y + 32, 20)
        c.text((PAD + 66, y + 16), f"{seat_name(names, w)} wins with {final[str(w)].get('total', 0)} VP!",
               28, bold=True)
        y += 76
    y = c.paragraph(PAD, y, tiebreak_text(view, names), c.width - 2 * PAD, fill=MUTED) + 6
    y = c.heading(y, "Final scoring")
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
            c.draw.rectangle((PAD, y - 3, c.width - PAD, y + 29), fill=HIGHLIGHT if bold else STRIPE)
        c.text((PAD + 8, y), label, TEXT, bold=bold)
        for j, s in enumerate(seats):
            cx = PAD + label_w + j * col_w + col_w // 2
            c.text((cx, y), str(final[str(s)].get(k, 0)), TEXT, bold=bold, anchor="ma")
        y += 32
    ranking = final.get("ranking") or sorted(seats, key=lambda s: -final[str(s)].get("total", 0))
    order = ", ".join(f"{i + 1}. {seat_name(names, s)}" for i, s in enumerate(ranking))
    return c.paragraph(PAD, y + 8, "Ranking: " + order, c.width - 2 * PAD)
