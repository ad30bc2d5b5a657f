"""De Vulgari's per-move phone picture and its focus views.

The sections follow the choices offered: a move, a start city, a collection, an event or
an abbey shows the part of the map around the mover (cut from the full board at full
size, so its 22 px names stay readable) and every place a choice names in words; track
choices show the action tracks; manuscript choices the manuscripts on offer, named as
the choices name them ("I yellow"); cube choices this round's cubes by letter and word;
careers the free friars and cardinals; the Stupor Mundi auction its bids. The mover's
holdings and one row per other player close every picture.
"""

from __future__ import annotations

from PIL import Image

from games.de_vulgari.views import CubesView, DeVulgariView
from render import PhoneContext
from render.common import INK, MUTED, SEAT_LETTERS, counted
from render.de_vulgari import board
from render.de_vulgari.final import final_table
from render.de_vulgari.names import CUBE_LETTER, manuscript_name, seat_name
from render.de_vulgari.panels import mover_panel, others
from render.kit import view_changed
from render.lorenzo.phonekit import PAD, TEXT, PhoneCanvas, drawn_since, header, outline_drawn

MAP_KINDS = {"start", "move", "collect", "event", "abbey", "accept", "refuse"}
TRACK_KINDS = {"track", "n", "library", "keep"}
CROP_H = 460


class PhonePicture:
    def __init__(self, canvas: PhoneCanvas, bottom: int):
        self.canvas = canvas
        self.finish_image = canvas.finish(bottom)


def render_phone(view: DeVulgariView, names: list[str], last_move: str = "",
                 previous: DeVulgariView | None = None, context: PhoneContext | None = None) -> Image.Image:
    return draw_phone(view, names, last_move, previous, context or PhoneContext()).finish_image


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


def draw_phone(view: DeVulgariView, names: list[str], last_move: str, previous: DeVulgariView | None,
               context: PhoneContext) -> PhonePicture:
    c = PhoneCanvas()
    movers = [(s, seat_name(names, s)) for s in context.seats]
    recent = context.recent or ((last_move,) if last_move else ())
    status = view["status"]
    left = view["actions_left"]
    if left and view["phase"] == "action":
        status += f" · {left} action{'' if left == 1 else 's'} left"
    y = header(c, board.TITLE, status, movers, recent)
    mover = context.seats[0] if context.seats else view["current"]
    for kind in kinds(view, context):
        if kind == "final":
            y = final_table(c, y, view, names)
            return PhonePicture(c, y)
        y = SECTIONS[kind](c, y, view, previous, names, context, mover)
    if mover is not None and 0 <= mover < len(view["players"]):
        y = mover_panel(c, y + 4, view, previous, names, mover)
    y = others(c, y, view, previous, names, mover)
    return PhonePicture(c, y)


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


def _crop_box(view: DeVulgariView, focus: list[str], width: int) -> tuple[int, int, int, int]:
    """A full-size window of the board's map around the focus places."""
    lay = board._layout(len(view["players"]), board._screens(view))
    top, bottom = lay["top"], lay["map_y1"]
    boxes = []
    for key in focus:
        if key.startswith("sea:"):
            x, y = board.sea_centre(view, key[4:])
            boxes.append((x - 120, y - 20, x + 120, y + 70))
        else:
            boxes.append(board.zone_card(view, key))
    if not boxes:
        return (board.MAP_X0, top, board.MAP_X0 + width, top + CROP_H)
    x0 = min(b[0] for b in boxes) - 12
    x1 = max(b[2] for b in boxes) + 12
    y0 = min(b[1] for b in boxes) - 40
    y1 = max(b[3] for b in boxes) + 12
    if x1 - x0 > width:  # too wide: keep the first place (the mover's) in the middle
        cx = (boxes[0][0] + boxes[0][2]) // 2
        x0 = cx - width // 2
    else:
        x0 -= (width - (x1 - x0)) // 2
    h = max(CROP_H, min(y1 - y0, 700))
    if y1 - y0 < h:
        y0 -= (h - (y1 - y0)) // 2
    x0 = min(max(x0, board.MAP_X0), board.MAP_X1 - width)
    y0 = min(max(y0, top), bottom - h)
    return (int(x0), int(y0), int(x0 + width), int(y0 + h))


SITE_WORDS = {"cathedral": "cathedral city", "bologna": "university city (knowledge by the Ambassador)",
              "franciscan": "Franciscan city", "start": "start city"}
"""What a place is, in the rulebook's words (else the site's own word, "city")."""
NAMED_SITES = {"abbey", "convent"}  # "Abbey (Pomposa)" says what it is already


def _place_line(view: DeVulgariView, key: str, names: list[str]) -> str:
    if key.startswith("sea:"):
        return f"{board.SEA_NAME.get(key[4:], key[4:])}: at sea"
    z = next(z for z in view["map"]["zones"] if z["id"] == key)
    bits = [] if z["site"] in NAMED_SITES else [SITE_WORDS.get(z["site"], z["site"])]
    if z["ducats"]:
        bits.append(counted(z['ducats'], 'ducat'))
    if z["knowledge"]:
        bits.append(f"{z['knowledge']} knowledge")
    port = z["port"]
    if port:
        bits.append(f"port on the {board.SEA_NAME.get(port, port)}")
    ev = z["event"]
    if ev:
        bits.append(f"event {ev['number']} {ev['name']}")
    if z["pawns"]:
        bits.append("here: " + ", ".join(seat_name(names, s) for s in z["pawns"]))
    if z["claimed_by"]:
        bits.append("claimed by " + ", ".join(seat_name(names, s) for s in z["claimed_by"]))
    return f"{z['name']}: " + " · ".join(bits) if bits else z["name"]


def map_view(c: PhoneCanvas, y: int, view: DeVulgariView, previous: DeVulgariView | None, names: list[str],
             context: PhoneContext, mover: int | None) -> int:
    places = named_places(view, context, mover)
    here = view["players"][mover]["location"] if mover is not None else None
    centre = [here] if here and not here.startswith("sea:") else []
    if here and here.startswith("sea:"):
        centre = [here]
    full = board.map_layer(view, previous)
    box = _crop_box(view, centre + [p for p in places if p not in centre], c.width - 2 * PAD)
    y = c.heading(y, "The map", "around " + (seat_name(names, mover) if mover is not None else "the board"))
    crop = full.crop(box)
    c.image.paste(crop, (PAD, y))
    c.draw.rectangle((PAD - 1, y - 1, PAD + crop.width, y + crop.height), outline=INK, width=2)
    y += crop.height + 8
    # who is who on the map: the marks' legend (colour, shape and letter)
    x = PAD
    for s, name in enumerate(names[:len(view["players"])]):
        label = f"{SEAT_LETTERS[s]} = {name}"
        w = int(c.width_of(label)) + 40
        if x + w > c.width - PAD:
            x, y = PAD, y + 34
        c.seat_mark(s, x + 13, y + 14, 13)
        c.text((x + 32, y + 2), label)
        x += w + 14
    y += 36
    y = c.paragraph(PAD, y, "Big mark: a pawn · small mark under a city: claimed by that player · "
                    "E: event on the map · d ducats, k knowledge, ⚓ port", c.width - 2 * PAD, fill=MUTED,
                    spacing=4) + 4
    if places:
        y = c.heading(y, "Places the choices name")
        for key in places:
            y = c.paragraph(PAD + 10, y, _place_line(view, key, names), c.width - 2 * PAD - 10, spacing=4) + 2
    return y + 6


# -- tracks, manuscripts, cubes, careers, the auction -------------------------------------


def tracks_view(c: PhoneCanvas, y: int, view: DeVulgariView, previous: DeVulgariView | None, names: list[str],
                context: PhoneContext, mover: int | None) -> int:
    y = c.heading(y, "Action tracks", "A, B, C… are the players")
    for key in board.TRACK_ROWS:
        t = view["tracks"][key]
        top, since = y, drawn_since(c)
        where = " · ".join(f"{SEAT_LETTERS[s]} {t['positions'][s]}" for s in range(len(view["players"])))
        hint = board.TRACK_HINT.get(key, "")
        c.text((PAD + 10, y), t["name"], TEXT, bold=True)
        x = PAD + 24 + int(c.width_of(t["name"], TEXT, True))
        y = c.paragraph(x, top, f"(0-{t['cap']}{', ' + hint if hint else ''}): {where}", c.width - PAD - x,
                        spacing=4)
        if view_changed(view, previous, "tracks", key):
            outline_drawn(c, since)
        y += 8
    return y + 6


def manuscripts_view(c: PhoneCanvas, y: int, view: DeVulgariView, previous: DeVulgariView | None,
                     names: list[str], context: PhoneContext, mover: int | None) -> int:
    ms = view["manuscripts"]
    y = c.heading(y, "Manuscripts on offer")
    for r, row in enumerate(ms["rows"]):
        since = drawn_since(c)
        c.text((PAD + 10, y + 4), f"Row {row['row']}", TEXT, bold=True)
        x = PAD + 100
        for tile in row["tiles"]:
            label = f"{manuscript_name(tile)} {tile['vp']} VP"
            w = int(c.width_of(label)) + 58
            if x + w > c.width - PAD:
                x, y = PAD + 100, y + 40
            fill = board.DIALECT_FILL.get(tile["colours"][0], (255, 255, 255))
            c.chip((x, y, x + 44, y + 32), tile["letters"], fill)
            c.text((x + 52, y + 4), label)
            x += w + 10
        y += 40
        c.text((PAD + 100, y), f"deck {row['deck']}", TEXT, fill=MUTED)
        y += 32
        if view_changed(view, previous, "manuscripts", "rows", r):
            outline_drawn(c, since)
    lv = ms["lingua_volgare"]
    state = "taken" if lv["taken"] else ("in play" if lv["in_play"] else "not yet in play")
    return c.paragraph(PAD + 10, y, f"Lingua Volgare: {state}", c.width - 2 * PAD, fill=MUTED) + 6


def cubes_view(c: PhoneCanvas, y: int, view: DeVulgariView, previous: DeVulgariView | None, names: list[str],
               context: PhoneContext, mover: int | None) -> int:
    y = c.heading(y, "Cubes")
    rows: tuple[tuple[str, str, CubesView], ...] = (
        ("This round", "cube_spaces", view["cube_spaces"]),
        ("Out of play", "out_of_play", view["out_of_play"]))
    for title, key, cubes in rows:
        since = drawn_since(c)
        c.text((PAD + 10, y + 4), title, TEXT, bold=True)
        x = PAD + 160
        for colour in board.CUBE_ORDER:
            ink = (255, 255, 255) if colour in ("red", "black", "green") else INK
            c.chip((x, y, x + 34, y + 32), CUBE_LETTER[colour], board.CUBE_FILL[colour], ink)
            c.text((x + 42, y + 4), str(cubes[colour]))
            x += 150
        if view_changed(view, previous, key):
            outline_drawn(c, since)
        y += 46
    y = c.paragraph(PAD + 10, y, "R red: politicians · K black: nobles · Y yellow: abbesses · "
                    "G green: secretaries", c.width - 2 * PAD - 10, fill=MUTED, spacing=4)
    return y + 8


def careers_view(c: PhoneCanvas, y: int, view: DeVulgariView, previous: DeVulgariView | None,
                 names: list[str], context: PhoneContext, mover: int | None) -> int:
    y = c.heading(y, "Careers still free")
    for who in view["friars_free"] + view["cardinals_free"]:
        y = c.paragraph(PAD + 10, y, f"{who['name']}: {who['text']}", c.width - 2 * PAD - 10, spacing=4) + 2
    if not view["friars_free"] and not view["cardinals_free"]:
        y = c.paragraph(PAD + 10, y, "none", 300, fill=MUTED)
    return y + 6


def stupor_view(c: PhoneCanvas, y: int, view: DeVulgariView, previous: DeVulgariView | None,
                names: list[str], context: PhoneContext, mover: int | None) -> int:
    su = view["stupor"]
    if su is None:
        raise ValueError("the auction's section is drawn only while the auction runs")

    def who(seats: list[int]) -> str:
        return ", ".join(seat_name(names, s) for s in seats) or "nobody"

    y = c.heading(y, "Stupor Mundi auction", "in Brindisi, for +10 knowledge")
    lines = [f"Called by {seat_name(names, su['caller'])}"]
    if su["high"] > 0:
        lines.append(f"High bid {su['high']} by {seat_name(names, su['high_seat'])}")
    lines += [f"Bidding: {who(su['bidders'])}", f"Passed: {who(su['passed'])}"]
    if su["to_answer"]:
        lines.append(f"Still to answer: {who(su['to_answer'])}")
    for line in lines:
        y = c.paragraph(PAD + 10, y, line, c.width - 2 * PAD - 10, spacing=4)
    return y + 6


SECTIONS = {"map": map_view, "tracks": tracks_view, "manuscripts": manuscripts_view, "cubes": cubes_view,
            "careers": careers_view, "stupor": stupor_view}
