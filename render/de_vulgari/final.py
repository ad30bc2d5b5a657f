"""De Vulgari at game over: the scoring table per player and category (rulebook §14),
the winner, and the tie-break (§15: ties go by the knowledge track)."""

from __future__ import annotations

from games.de_vulgari.views import DeVulgariView
from render.common import HIGHLIGHT, MUTED
from render.de_vulgari.names import seat_name
from render.de_vulgari.scoring import CATEGORIES, category_word
from render.lorenzo.phonekit import PAD, TEXT, PhoneCanvas
from render.words import word

STRIPE = (240, 233, 218)


def standings(view: DeVulgariView) -> tuple[list[int], dict[int, int]]:
    """(ranking, totals) from the public view: most VP, ties in order of the knowledge
    track (the track's ``order`` is best first)."""
    table = view["score_breakdown"]
    seats = sorted(int(k) for k in table)
    totals = {s: sum(table[str(s)].values()) for s in seats}
    know = view["tracks"]["knowledge"]["order"]
    ranking = sorted(seats, key=lambda s: (-totals[s], know.index(s) if s in know else 99))
    return ranking, totals


def tiebreak_text(view: DeVulgariView, names: list[str]) -> str:
    ranking, totals = standings(view)
    parts = []
    for total in sorted(set(totals.values()), reverse=True):
        tied = [s for s in ranking if totals[s] == total]
        if len(tied) > 1:
            who = ", ".join(seat_name(names, s) for s in tied)
            parts.append(word("pic-dv-tied", vp=total, who=who))
    if not parts:
        return word("pic-dv-no-tie")
    return word("pic-dv-tie-break", ties="; ".join(parts))


def final_table(c: PhoneCanvas, y: int, view: DeVulgariView, names: list[str]) -> int:
    table = view["score_breakdown"]
    ranking, totals = standings(view)
    if not ranking:
        return y
    w = ranking[0]
    c.draw.rounded_rectangle((PAD, y, c.width - PAD, y + 64), radius=14, fill=HIGHLIGHT)
    c.seat_mark(w, PAD + 34, y + 32, 20)
    wins = word("pic-dv-wins", name=seat_name(names, w), vp=totals[w])
    c.text((PAD + 66, y + 16), wins, 28, bold=True)
    y += 76
    y = c.paragraph(PAD, y, tiebreak_text(view, names), c.width - 2 * PAD, fill=MUTED) + 6
    y = c.heading(y, word("pic-final-scoring"))
    seats = sorted(totals)
    labels = [category_word(k) for k in table[str(seats[0])]] + [word("pic-total")]
    widest = max(int(c.width_of(label, TEXT, True)) for label in labels) + 20
    label_w = max(300, min(widest, c.width - 2 * PAD - 110 * len(seats)))  # a language's words
    col_w = (c.width - 2 * PAD - label_w) // max(1, len(seats))
    for j, s in enumerate(seats):
        c.seat_mark(s, PAD + label_w + j * col_w + col_w // 2, y + 16, 15)
    y += 36
    for j, s in enumerate(seats):
        c.paragraph(PAD + label_w + j * col_w + 4, y, seat_name(names, s), col_w - 8, spacing=2)
    y += 2 * (TEXT + 2) + 6
    rows = [(k, category_word(k)) for k, _ in CATEGORIES] + [
        (k, category_word(k)) for k in table[str(seats[0])] if k not in dict(CATEGORIES)
    ]
    for r, (k, label) in enumerate(rows + [("total", word("pic-total"))]):
        bold = k == "total"
        if r % 2 == 0 or bold:
            c.draw.rectangle(
                (PAD, y - 3, c.width - PAD, y + 29), fill=HIGHLIGHT if bold else STRIPE
            )
        c.text((PAD + 8, y), label, TEXT, bold=bold)
        for j, s in enumerate(seats):
            value = totals[s] if bold else table[str(s)][k]
            c.text(
                (PAD + label_w + j * col_w + col_w // 2, y),
                str(value),
                TEXT,
                bold=bold,
                anchor="ma",
            )
        y += 32
    order = ", ".join(f"{i + 1}. {seat_name(names, s)}" for i, s in enumerate(ranking))
    y = c.paragraph(PAD, y + 8, word("pic-dv-ranking", order=order), c.width - 2 * PAD)
    kn = view["tracks"]["knowledge"]["positions"]
    return c.paragraph(
        PAD,
        y,
        word(
            "pic-dv-knowledge-of", each=", ".join(f"{seat_name(names, s)} {kn[s]}" for s in seats)
        ),
        c.width - 2 * PAD,
        fill=MUTED,
    )
