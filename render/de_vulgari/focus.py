"""De Vulgari's per-move phone picture and its focus views.

The sections follow the choices offered: a move, a start city, a collection, an event or
an abbey shows the part of the map around the mover (cut from the full board at full
size, so its 22 px names stay readable) and every place a choice names in words; track
choices show the action tracks; manuscript choices the manuscripts on offer, named as
the choices name them ("I yellow"); cube choices this round's cubes by letter and word;
careers the free friars and cardinals; the Stupor Mundi auction its bids. The mover's
holdings and one row per other player close every picture.

The picture is at most twice as tall as wide (a phone shows it on one screen): everything
under the map is drawn first, on its own page, and the map's window gets the height left
(at least `MAP_MIN`). Many destinations are named by cost in one paragraph; the map and the
full board (a tap away) show their values. The result is a 256-colour image on the board's
fixed palette (`board.to_palette`): the PNG encodes several times faster than from RGB.
"""

from __future__ import annotations

import re
from dataclasses import replace

from PIL import Image

from games.de_vulgari.views import CubesView, DeVulgariView, ManuscriptRowView
from games.messages import rendered
from render import PhoneContext, kit
from render.common import INK, MUTED, SEAT_LETTERS
from render.de_vulgari import board
from render.de_vulgari.final import final_table
from render.de_vulgari.names import CUBE_LETTER, manuscript_name, seat_name
from render.de_vulgari.panels import mover_panel, others
from render.de_vulgari.view_words import (
    career_text_word,
    career_word,
    event_word,
    status_word,
    track_word,
    zone_word,
)
from render.kit import Ring, view_changed
from render.lorenzo.phonekit import (
    PAD,
    TEXT,
    PhoneCanvas,
    TextBox,
    drawn_since,
    header,
    outline,
    outline_drawn,
)
from render.words import word, word_for

MAP_KINDS = {"start", "move", "collect", "event", "abbey", "accept", "refuse"}
TRACK_KINDS = {"track", "n", "library", "keep"}
PHONE_WIDTH = kit.PHONE_WIDTH  # 880: the 22 px text is 1/40 of it
MAX_HEIGHT = 2 * PHONE_WIDTH
CROP_H = 460  # the map's window when there is room: the mover's region
MAP_MIN, MAP_MAX = 120, 700  # less room than MAP_MIN: the map is left to the full board
MAP_FRAME = 34 + 8  # the map's heading above its window, the gap below
DETAIL_PLACES = 6  # more destinations than this: named by cost (the values are on the map)


class PhonePicture:
    def __init__(self, canvas: PhoneCanvas, bottom: int):
        self.canvas = canvas
        self.finish_image = canvas.finish(bottom)


def render_phone(
    view: DeVulgariView,
    names: list[str],
    last_move: str = "",
    previous: DeVulgariView | None = None,
    context: PhoneContext | None = None,
) -> Image.Image:
    picture = draw_phone(view, names, last_move, previous, context or PhoneContext())
    return board.to_palette(picture.finish_image)


def kinds(view: DeVulgariView, context: PhoneContext) -> list[str]:
    """The focus sections for this decision, in drawing order."""
    if view["phase"] == "over":
        return ["final"]
    ids = {ch.id.split(":", 1)[0] for ch in context.choices}
    out = []
    if ids & MAP_KINDS or not context.choices:
        out.append("map")
    if ids & TRACK_KINDS:
        out.append("tracks")
    if "ms" in ids:
        out.append("manuscripts")
    if ids & {"cube", "sell"}:
        out.append("cubes")
    if ids & {"friar", "elect"} or view["phase"] == "election":
        out.append("careers")
    if view["stupor"]:
        out.append("stupor")
    return out


def draw_phone(
    view: DeVulgariView,
    names: list[str],
    last_move: str,
    previous: DeVulgariView | None,
    context: PhoneContext,
) -> PhonePicture:
    c = PhoneCanvas(PHONE_WIDTH, MAX_HEIGHT + 400)
    movers = [(s, seat_name(names, s)) for s in context.seats]
    recent = context.recent or ((last_move,) if last_move else ())
    status = status_word(view, names)
    left = view["actions_left"]
    if left and view["phase"] == "action":
        status += word("pic-dv-actions-left", actions=left)
    y = header(c, word("pic-dv-title"), status, movers, recent)
    mover = context.seats[0] if context.seats else view["current"]
    sections = kinds(view, context)
    if sections == ["final"]:
        return PhonePicture(c, final_table(c, y, view, names))
    below = PhoneCanvas(PHONE_WIDTH, 3000)
    by = 0
    if "map" in sections:
        by = map_places(below, by, view, names, context, mover)
    for kind in sections:
        if kind != "map":
            by = SECTIONS[kind](below, by, view, previous, names, context, mover)
    if mover is not None and 0 <= mover < len(view["players"]):
        by = mover_panel(
            below, by + 4, view, previous, names, mover, tracks="tracks" not in sections
        )
    by = others(below, by, view, previous, names, mover)
    if "map" in sections:
        key = PhoneCanvas(PHONE_WIDTH, 400)
        key_h = map_key(key, 0, view, names)
        room = MAX_HEIGHT - PAD - y - by - MAP_FRAME - key_h
        if room >= MAP_MIN:
            y = map_window(c, y, view, previous, names, context, mover, min(MAP_MAX, room))
            y = paste_below(c, key, y, key_h)
        else:
            y = c.heading(y, word("pic-dv-map"), word("pic-dv-map-on-board"))
    c.grow(y + by + PAD)
    return PhonePicture(c, paste_below(c, below, y, by))


def paste_below(c: PhoneCanvas, page: PhoneCanvas, y: int, height: int) -> int:
    """Paste the top ``height`` px of ``page`` at ``y`` with its records (texts, chips,
    panels, highlights, in their drawing order); returns the y below it."""
    c.image.paste(page.image.crop((0, 0, page.width, height)), (0, y))

    def moved(box: tuple[int, int, int, int]) -> tuple[int, int, int, int]:
        return (box[0], box[1] + y, box[2], box[3] + y)

    drawn: list[tuple[int, TextBox | Ring]] = [(t.order, t) for t in page.record.texts]
    drawn += [(r.order, r) for r in page.record.highlights]
    for _, item in sorted(drawn, key=lambda d: d[0]):
        if isinstance(item, Ring):
            c.record.highlights.append(Ring(moved(item.box), item.width, c._next()))
        else:
            c.record.texts.append(replace(item, box=moved(item.box), order=c._next()))
    c.record.tokens += [moved(b) for b in page.record.tokens]
    c.record.panels += [moved(b) for b in page.record.panels]
    return y + height


# -- the map ------------------------------------------------------------------------------


def named_places(view: DeVulgariView, context: PhoneContext, mover: int | None) -> list[str]:
    """Zone ids (and ``sea:<id>``) the choices point at: ``ref`` when set, else the id."""
    zones = {z["id"]: z for z in view["map"]["zones"]}
    events = {str(ev["number"]): z["id"] for z in view["map"]["zones"] if (ev := z["event"])}
    here = view["players"][mover]["location"] if mover is not None else None
    by_name = {z["name"]: z["id"] for z in view["map"]["zones"]}
    out: list[str] = []
    for ch in context.choices:
        kind, _, arg = ch.id.partition(":")
        key = by_name.get(ch.ref, ch.ref) if ch.ref else None  # engines name the zone in ``ref``
        if key not in zones:
            if kind in ("start", "move", "collect") and arg in zones:
                key = arg
            elif kind == "move" and arg.startswith("sea:"):
                key = "sea:" + arg[4:].split(".")[0]
            elif kind == "event":
                key = events.get(arg)
            elif kind in ("abbey", "refuse"):
                key = here
            elif kind == "accept":
                key = "brindisi"
        if key and key not in out and (key in zones or key.startswith("sea:")):
            out.append(key)
    return out


def _crop_box(
    view: DeVulgariView, focus: list[str], width: int, most: int = MAP_MAX
) -> tuple[int, int, int, int]:
    """A full-size window of the board's map around the focus places, at most ``most`` px
    tall; when they do not all fit, the first place (the mover's) stays in the middle."""
    lay = board._layout(len(view["players"]), board._screens(view))
    top, bottom = lay["top"], lay["map_y1"]
    boxes = []
    for key in focus:
        if key.startswith("sea:"):
            x, y = board.sea_centre(view, key[4:])
            boxes.append((x - 120, y - 20, x + 120, y + 70))
        else:
            boxes.append(board.zone_card(view, key))
    h = min(CROP_H, most)
    if not boxes:
        return (board.MAP_X0, top, board.MAP_X0 + width, top + h)
    x0 = min(b[0] for b in boxes) - 12
    x1 = max(b[2] for b in boxes) + 12
    y0 = min(b[1] for b in boxes) - 40
    y1 = max(b[3] for b in boxes) + 12
    if x1 - x0 > width:  # too wide: keep the first place (the mover's) in the middle
        cx = (boxes[0][0] + boxes[0][2]) // 2
        x0 = cx - width // 2
    else:
        x0 -= (width - (x1 - x0)) // 2
    h = max(h, min(y1 - y0, most))
    if y1 - y0 > h:  # too tall: the same
        y0 = (boxes[0][1] + boxes[0][3]) // 2 - h // 2
    else:
        y0 -= (h - (y1 - y0)) // 2
    x0 = min(max(x0, board.MAP_X0), board.MAP_X1 - width)
    y0 = min(max(y0, top), bottom - h)
    return (int(x0), int(y0), int(x0 + width), int(y0 + h))


SITE_WORDS = {
    "city": "pic-dv-site-city",
    "cathedral": "pic-dv-site-cathedral",
    "bologna": "pic-dv-site-bologna",
    "franciscan": "pic-dv-site-franciscan",
    "start": "pic-dv-site-start",
}
"""What a place is, in the rulebook's words (ids; else the site's own word)."""
NAMED_SITES = {"abbey", "convent"}  # "Abbey (Pomposa)" says what it is already


def _place_line(view: DeVulgariView, key: str, names: list[str]) -> str:
    if key.startswith("sea:"):
        return word("pic-dv-at-sea", sea=word_for(board.SEA_NAME, key[4:]))
    z = next(z for z in view["map"]["zones"] if z["id"] == key)
    site = z["site"]
    bits = [] if site in NAMED_SITES else [word(SITE_WORDS[site]) if site in SITE_WORDS else site]
    if z["ducats"]:
        bits.append(word("pic-dv-ducats", ducats=z["ducats"]))
    if z["knowledge"]:
        bits.append(word("pic-dv-knowledge", knowledge=z["knowledge"]))
    port = z["port"]
    if port:
        bits.append(word("pic-dv-port-on", sea=port))
    ev = z["event"]
    if ev:
        bits.append(word("pic-dv-event", number=ev["number"], name=event_word(ev["number"])))
    if z["pawns"]:
        here = tuple(seat_name(names, s) for s in z["pawns"])
        bits.append(word("pic-dv-here", who=here))
    if z["claimed_by"]:
        claimed = tuple(seat_name(names, s) for s in z["claimed_by"])
        bits.append(word("pic-dv-claimed-by", who=claimed))
    name = zone_word(z["id"])
    return f"{name}: " + " · ".join(bits) if bits else name


def map_window(
    c: PhoneCanvas,
    y: int,
    view: DeVulgariView,
    previous: DeVulgariView | None,
    names: list[str],
    context: PhoneContext,
    mover: int | None,
    most: int,
) -> int:
    """The map's heading and its window around the mover and the places the choices name."""
    places = named_places(view, context, mover)
    here = view["players"][mover]["location"] if mover is not None else None
    centre = [here] if here else []
    full = board.map_layer(view, previous)
    box = _crop_box(view, centre + [p for p in places if p not in centre], c.width - 2 * PAD, most)
    around = (
        word("pic-dv-around", name=seat_name(names, mover))
        if mover is not None
        else word("pic-dv-whole-board")
    )
    y = c.heading(y, word("pic-dv-map"), around)
    crop = full.crop(box)
    c.image.paste(crop, (PAD, y))
    c.draw.rectangle((PAD - 1, y - 1, PAD + crop.width, y + crop.height), outline=INK, width=2)
    return y + crop.height + 8


def map_key(c: PhoneCanvas, y: int, view: DeVulgariView, names: list[str]) -> int:
    """Under the map's window: who is who on it and what its marks and words mean."""
    x = PAD
    for s, name in enumerate(names[: len(view["players"])]):
        label = f"{SEAT_LETTERS[s]} = {name}"
        w = int(c.width_of(label)) + 32
        if x + w > c.width - PAD:
            x, y = PAD, y + 34
        c.seat_mark(s, x + 13, y + 14, 13)
        c.text((x + 32, y + 2), label)
        x += w + 8
    y += 36
    key = word("pic-dv-map-key")
    return c.paragraph(PAD, y, key, c.width - 2 * PAD, fill=MUTED, spacing=4) + 4


def map_places(
    c: PhoneCanvas,
    y: int,
    view: DeVulgariView,
    names: list[str],
    context: PhoneContext,
    mover: int | None,
) -> int:
    """The places the choices name: each with what it holds, or (many moves) by their cost."""
    places = named_places(view, context, mover)
    if not places:
        return y + 6
    moves = destinations(view, context)
    by_cost = word("pic-dv-moves-by-cost") if len(moves) > 1 else ""
    y = c.heading(y, word("pic-dv-places"), by_cost)
    if sum(len(where) for where in moves.values()) > DETAIL_PLACES:
        for cost, where in moves.items():
            y = c.paragraph(
                PAD + 10,
                y,
                f"{cost.replace(' and ', ' + ')}: " + ", ".join(where),
                c.width - 2 * PAD - 10,
                spacing=3,
            )
        not_moves = tuple(ch for ch in context.choices if not ch.id.startswith("move:"))
        places = named_places(view, replace(context, choices=not_moves), mover)
    for key in places:
        y = (
            c.paragraph(
                PAD + 10, y, _place_line(view, key, names), c.width - 2 * PAD - 10, spacing=4
            )
            + 2
        )
    return y + 6


MOVE_COST = re.compile(r"^(?:Move to (.+?)|Sail from (.+?) and stop in the (.+?)) for (.+)$")


def destinations(view: DeVulgariView, context: PhoneContext) -> dict[str, list[str]]:
    """The move choices' places by what the move costs, in the choices' words:
    ``{"1 action": ["Celano", "Tyrrhenian Sea from Roma"], ...}``; in another language
    (the English label's pattern does not match) by the choice's group ("Bewegung,
    2 Aktionen"), the places named from the choice's id."""
    out: dict[str, list[str]] = {}
    for ch in context.choices:
        if not ch.id.startswith("move:"):
            continue
        m = MOVE_COST.match(rendered(ch.label))
        if m:
            to, port, sea, cost = m.groups()
            out.setdefault(cost, []).append(to or word("pic-dv-sea-from", sea=sea, port=port))
        else:
            group = rendered(ch.group) if ch.group is not None else ""
            out.setdefault(group, []).append(_destination(view, ch.id[5:]))
    return out


def _destination(view: DeVulgariView, dest: str) -> str:
    """A move's destination by its id: a zone, or a sea by the port it is reached from."""
    zones = {z["id"] for z in view["map"]["zones"]}
    if dest.startswith("sea:"):
        sea, _, port = dest[4:].partition(".")
        where = zone_word(port) if port in zones else port
        return word("pic-dv-sea-from", sea=word_for(board.SEA_NAME, sea), port=where)
    return zone_word(dest) if dest in zones else dest


# -- tracks, manuscripts, cubes, careers, the auction -------------------------------------


def tracks_view(
    c: PhoneCanvas,
    y: int,
    view: DeVulgariView,
    previous: DeVulgariView | None,
    names: list[str],
    context: PhoneContext,
    mover: int | None,
) -> int:
    y = c.heading(y, word("pic-dv-action-tracks"), word("pic-dv-letters-are-players"))
    for key in board.TRACK_ROWS:
        t = view["tracks"][key]
        top, since = y, drawn_since(c)
        where = " · ".join(
            f"{SEAT_LETTERS[s]} {t['positions'][s]}" for s in range(len(view["players"]))
        )
        hint = word(board.TRACK_HINT[key]) if key in board.TRACK_HINT else ""
        name = track_word(key)
        c.text((PAD + 10, y), name, TEXT, bold=True)
        x = PAD + 24 + int(c.width_of(name, TEXT, True))
        y = c.paragraph(
            x,
            top,
            f"(0-{t['cap']}{', ' + hint if hint else ''}): {where}",
            c.width - PAD - x,
            spacing=4,
        )
        if view_changed(view, previous, "tracks", key):
            outline_drawn(c, since)
        y += 6
    return y + 4


ROW_LABEL = 166  # "Row 4, 4 VP" and a gap; wider when a language's words need it


def _row_head(row: ManuscriptRowView) -> tuple[str, bool]:
    """A manuscript row's label and whether it says the row's VP (one value for the row)."""
    vps = {tile["vp"] for tile in row["tiles"]}
    if len(vps) == 1:
        return word("pic-dv-row-vp", row=row["row"], vp=vps.pop()), True
    return word("pic-dv-row", row=row["row"]), False


def manuscripts_view(
    c: PhoneCanvas,
    y: int,
    view: DeVulgariView,
    previous: DeVulgariView | None,
    names: list[str],
    context: PhoneContext,
    mover: int | None,
) -> int:
    ms = view["manuscripts"]
    y = c.heading(y, word("pic-dv-manuscripts"), word("pic-dv-row-is-actions"))
    heads = [_row_head(row) for row in ms["rows"]]
    label_w = max([ROW_LABEL] + [int(c.width_of(h, TEXT, True)) + 26 for h, _ in heads])
    for r, row in enumerate(ms["rows"]):
        since = drawn_since(c)
        head, each = heads[r]
        c.text((PAD + 10, y + 4), head, TEXT, bold=True)
        x = PAD + label_w
        for tile in row["tiles"]:
            label = manuscript_name(tile)
            if not each:
                label = word("pic-dv-named-vp", name=label, vp=tile["vp"])
            w = int(c.width_of(label)) + 46
            if x + w > c.width - PAD:
                x, y = PAD + label_w, y + 40
            fill = board.DIALECT_FILL.get(tile["colours"][0], (255, 255, 255))
            c.chip((x, y, x + 40, y + 32), tile["letters"], fill)
            c.text((x + 46, y + 4), label)
            x += w + 10
        if not row["tiles"]:
            c.text((PAD + label_w, y + 4), word("pic-dv-none-left"), TEXT, fill=MUTED)
        y += 40
        if view_changed(view, previous, "manuscripts", "rows", r):
            outline_drawn(c, since)
    lv = ms["lingua_volgare"]
    state = "taken" if lv["taken"] else ("in-play" if lv["in_play"] else "not-yet")
    decks = ", ".join(str(row["deck"]) for row in ms["rows"])
    return (
        c.paragraph(
            PAD + 10,
            y,
            word("pic-dv-decks", decks=decks, lingua=state),
            c.width - 2 * PAD - 10,
            fill=MUTED,
            spacing=4,
        )
        + 6
    )


def cubes_view(
    c: PhoneCanvas,
    y: int,
    view: DeVulgariView,
    previous: DeVulgariView | None,
    names: list[str],
    context: PhoneContext,
    mover: int | None,
) -> int:
    """This round's cubes and those out of play, side by side on one line, and their key."""
    rows: tuple[tuple[str, str, CubesView], ...] = (
        (word("pic-dv-this-round"), "cube_spaces", view["cube_spaces"]),
        (word("pic-dv-out-of-play"), "out_of_play", view["out_of_play"]),
    )
    x = PAD + 10
    for title, key, cubes in rows:
        wide = (
            int(c.width_of(title, TEXT, True))
            + 10
            + sum(52 + int(c.width_of(str(cubes[colour]))) for colour in board.CUBE_ORDER)
        )
        if x > PAD + 10 and x + wide > c.width - PAD:  # a language's longer words: a line each
            x, y = PAD + 10, y + 44
        x0 = x
        c.text((x, y + 4), title, TEXT, bold=True)
        x += int(c.width_of(title, TEXT, True)) + 10
        for colour in board.CUBE_ORDER:
            ink = (255, 255, 255) if colour in ("red", "black", "green") else INK
            c.chip((x, y, x + 32, y + 32), CUBE_LETTER[colour], board.CUBE_FILL[colour], ink)
            c.text((x + 38, y + 4), str(cubes[colour]))
            x += 38 + int(c.width_of(str(cubes[colour]))) + 14
        if view_changed(view, previous, key):
            outline(c, (x0 - 6, y - 4, x - 6, y + 36))
        x += 20
    y = c.paragraph(
        PAD + 10,
        y + 44,
        word("pic-dv-cube-key"),
        c.width - 2 * PAD - 10,
        fill=MUTED,
        spacing=4,
    )
    return y + 8


def careers_view(
    c: PhoneCanvas,
    y: int,
    view: DeVulgariView,
    previous: DeVulgariView | None,
    names: list[str],
    context: PhoneContext,
    mover: int | None,
) -> int:
    y = c.heading(y, word("pic-dv-careers-free"))
    for who in view["friars_free"] + view["cardinals_free"]:
        tile = f"{career_word(who['id'])}: {career_text_word(who['id'])}"
        y = c.paragraph(PAD + 10, y, tile, c.width - 2 * PAD - 10, spacing=4) + 2
    if not view["friars_free"] and not view["cardinals_free"]:
        y = c.paragraph(PAD + 10, y, word("pic-dv-none"), 300, fill=MUTED)
    return y + 6


def stupor_view(
    c: PhoneCanvas,
    y: int,
    view: DeVulgariView,
    previous: DeVulgariView | None,
    names: list[str],
    context: PhoneContext,
    mover: int | None,
) -> int:
    su = view["stupor"]
    if su is None:
        raise ValueError("the auction's section is drawn only while the auction runs")

    def who(seats: list[int]) -> str:
        return ", ".join(seat_name(names, s) for s in seats) or word("pic-dv-nobody")

    y = c.heading(y, word("pic-dv-auction"), word("pic-dv-auction-prize"))
    lines = [word("pic-dv-called-by", name=seat_name(names, su["caller"]))]
    if su["high"] > 0:
        high = seat_name(names, su["high_seat"])
        lines.append(word("pic-dv-high-bid", bid=su["high"], name=high))
    lines += [
        word("pic-dv-bidding", who=who(su["bidders"])),
        word("pic-dv-passed", who=who(su["passed"])),
    ]
    if su["to_answer"]:
        lines.append(word("pic-dv-to-answer", who=who(su["to_answer"])))
    for line in lines:
        y = c.paragraph(PAD + 10, y, line, c.width - 2 * PAD - 10, spacing=4)
    return y + 6


SECTIONS = {
    "tracks": tracks_view,
    "manuscripts": manuscripts_view,
    "cubes": cubes_view,
    "careers": careers_view,
    "stupor": stupor_view,
}
