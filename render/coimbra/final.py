"""Coimbra final scoring: one row per player, one column per category, the winner and the tie-break."""

from __future__ import annotations

from typing import Any

from render.coimbra.layout import Layout
from render.coimbra.style import _name_seats
from render.common import MUTED
from render.kit import MIN_TEXT, Canvas

CATEGORY_NAME = {"play": "during play", "expeditions": "expeditions", "tracks": "tracks", "diplomas": "diplomas",
                 "citizens": "end cards", "resources": "resources"}


def _final(c: Canvas, lay: Layout, view: dict[str, Any], names: list[str]) -> None:
    """The final scoring: one row per player, one column per category, the total, the place and the
    winner; all from the view's ``final`` (result(): breakdown, totals, ranking, winner, tie-break)."""
    final = view.get("final") or {}
    if isinstance(final, list):  # an older view: a bare list of breakdowns
        final = {"breakdown": final}
    rows = final.get("breakdown") or []
    if isinstance(rows, dict):
        rows = [rows[k] for k in sorted(rows, key=int)]
    x0, y0, x1, _ = lay.start
    cats = list(rows[0]) if rows else []
    totals = final.get("totals") or [sum(int(v) for v in row.values()) for row in rows]
    ranking = [int(s) for s in final.get("ranking") or sorted(range(len(rows)), key=lambda s: -totals[s])]
    winner = final.get("winner", ranking[0] if ranking else None)
    name_w = 250
    col_w = (x1 - x0 - 28 - name_w - 180) // max(1, len(cats))
    y = y0 + 46
    for k, cat in enumerate(cats):
        c.text((x0 + 14 + name_w + k * col_w, y), CATEGORY_NAME.get(cat, cat), MIN_TEXT, bold=True,
               max_width=col_w - 8)
    c.text((x1 - 180, y), "total", MIN_TEXT, bold=True)
    for s, row in enumerate(rows):
        ry = y + 40 + s * 40
        c.seat_mark(s, x0 + 30, ry + 12, 15)
        nm = names[s] if s < len(names) else f"Player {s + 1}"
        place = ranking.index(s) + 1 if s in ranking else 0
        c.text((x0 + 54, ry), f"{place}. {nm}" if place else nm, MIN_TEXT, max_width=name_w - 44)
        for k, cat in enumerate(cats):
            c.text((x0 + 14 + name_w + k * col_w, ry), str(row.get(cat, 0)), MIN_TEXT)
        c.text((x1 - 180, ry), f"{totals[s]}" + ("  wins" if s == winner else ""), 24, bold=True)
        if s == winner:
            c.outline((x0 + 8, ry - 6, x1 - 8, ry + 32), width=4)
    if final.get("tiebreak"):
        c.text((x0 + 14, y + 40 + len(rows) * 40 + 4), "Tie: " + _name_seats(str(final["tiebreak"]), names),
               MIN_TEXT, fill=MUTED, max_width=x1 - x0 - 28)
