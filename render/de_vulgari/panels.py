"""De Vulgari phone panels: the acting player's public holdings and one row per other player."""

from __future__ import annotations

from games.de_vulgari.views import DeVulgariView, PlayerView
from games.de_vulgari.words import zone_name
from render.common import INK, MUTED
from render.de_vulgari.board import ELECTION_WORD, SEA_NAME, TRACK_ROWS, career_of
from render.de_vulgari.names import seat_name
from render.de_vulgari.scoring import progress
from render.de_vulgari.view_words import track_word, zone_word
from render.kit import view_changed
from render.lorenzo.phonekit import PAD, PhoneCanvas, outline
from render.words import word, word_for


def where(view: DeVulgariView, loc: str | None) -> str:
    if not loc:
        return word("pic-dv-not-placed-yet")
    if loc.startswith("sea:"):
        return word("pic-dv-in-sea", sea=word_for(SEA_NAME, loc[4:]))
    for z in view["map"]["zones"]:
        if z["id"] == loc:
            return word("pic-dv-in", place=zone_name(loc))
    return word("pic-dv-in", place=loc)


def _career(p: PlayerView) -> str:
    career = career_of(p)
    if p["election"]:
        elected = word_for(ELECTION_WORD, p["election"])
        career = word("pic-dv-career-elected", career=career, elected=elected)
    return career


def mover_panel(
    c: PhoneCanvas,
    y: int,
    view: DeVulgariView,
    previous: DeVulgariView | None,
    names: list[str],
    seat: int,
    tracks: bool = True,
) -> int:
    """The mover's public holdings in a frame (``tracks``: with their track spaces, when the
    picture has no track section)."""
    p = view["players"][seat]
    x0, x1 = PAD, c.width - PAD
    inner = x1 - x0 - 60
    top = y
    y += 8
    c.seat_mark(seat, x0 + 28, y + 15, 15)
    kn = view["tracks"]["knowledge"]["positions"][seat]
    y = c.paragraph(
        x0 + 52,
        y + 2,
        word(
            "pic-dv-mover",
            name=seat_name(names, seat),
            vp=view["scores"][seat],
            ducats=p["ducats"],
            knowledge=kn,
            level=p["knowledge_level"],
            career=_career(p),
            where=where(view, p["location"]),
        ),
        inner,
        spacing=4,
        bold=True,
    )
    if view_changed(view, previous, "players", seat):
        outline(c, (x0 + 6, top + 4, x1 - 6, y + 1))  # clear of the frame and the seat mark
    cities = ", ".join(zone_word(z) for z in p["cities"]) or word("pic-dv-none-yet")
    owned = word("pic-dv-cities", count=len(p["cities"]), cities=cities)
    y = c.paragraph(x0 + 52, y, owned, inner, spacing=4)
    y = c.paragraph(x0 + 52, y, " · ".join(progress(view, p)), inner, spacing=4)
    if tracks:
        on = view["tracks"]
        line = " · ".join(f"{track_word(k)} {on[k]['positions'][seat]}" for k in TRACK_ROWS)
        y = c.paragraph(
            x0 + 52, y, word("pic-dv-tracks-line", tracks=line), inner, fill=MUTED, spacing=4
        )
    y += 8
    c.draw.rounded_rectangle((x0, top, x1, y), radius=12, outline=INK, width=3)
    c.record.panels.append((x0, top, x1, y))
    return y + 12


def others(
    c: PhoneCanvas,
    y: int,
    view: DeVulgariView,
    previous: DeVulgariView | None,
    names: list[str],
    skip: int | None,
) -> int:
    kn = view["tracks"]["knowledge"]["positions"]
    for p in view["players"]:
        s = p["seat"]
        if s == skip:
            continue
        top = y
        c.seat_mark(s, PAD + 16, y + 16, 14)
        text = word(
            "pic-dv-other",
            name=seat_name(names, s),
            vp=view["scores"][s],
            ducats=p["ducats"],
            knowledge=kn[s],
            career=_career(p),
            where=where(view, p["location"]),
            cities=len(p["cities"]),
        )
        y = max(c.paragraph(PAD + 40, y + 3, text, c.width - 2 * PAD - 40, spacing=4), top + 34)
        if view_changed(view, previous, "players", s):
            outline(c, (PAD - 4, top - 2, c.width - PAD + 4, y))
        y += 6
    return y
