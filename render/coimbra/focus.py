"""The Coimbra per-move picture for a phone (880 px wide, text from 22 px = 1/40).

Top to bottom: who decides and what, the last moves, the part of the board the choices
point at (the focus: the city's dice and cards, the favour tiles, the pilgrim map with
every crossroad and monastery named, the expeditions, the tracks or the start pairs),
every player's numbers, and the decider's own board. Dice carry their profession letter
(K council/grey, M merchant/orange, P clergy/purple, G scholar/green, W white) so colour
is never the only cue; the letters are the ones the citizen card ids use.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from PIL import Image

from games.coimbra.views import CardView, CoimbraView
from games.contract import Choice
from games.messages import rendered
from render import PhoneContext
from render.coimbra import speech
from render.coimbra.final import phone_final
from render.coimbra.layout import NODE_POS
from render.coimbra.style import (
    COLOUR,
    DIE_LETTER,
    LEVEL_FILL,
    PROFESSION_OF,
    TOWNS,
    TRACKS,
    FastCanvas,
    _changed,
    _faded,
    bonus_words,
    income_word,
    pilgrims_by_seat,
    plain_expedition,
    tiles_held,
    title,
    to_palette,
)
from render.common import INK, MUTED, font
from render.kit import MIN_TEXT, PHONE_PAD, phone_canvas, phone_header, phone_recent
from render.words import word

W = 880
X0, X1 = PHONE_PAD, W - PHONE_PAD
MAX_H = 2 * W  # a phone shows at most 2:1 at once (issue 31.3)
FOCUS_OF = (
    (("go:", "corner:", "stop"), "map"),
    (("exp:",), "expeditions"),
    (("favour:", "cap:", "take:"), "favours"),
    (("track:",), "tracks"),
    (("pair:",), "pairs"),
    (("salvage:",), "discard"),
    (("die:", "district:", "buy:"), "city"),
)
CORNERS = ("NW", "NE", "SE", "SW")


def focus_of(choices: Sequence[Choice]) -> str:
    ids = [c.id for c in choices]
    for prefixes, focus in FOCUS_OF:
        if any(i.startswith(prefixes) for i in ids):
            return focus
    return ""


def render_phone(
    view: dict[str, Any],
    names: list[str],
    last_move: str = "",
    previous: dict[str, Any] | None = None,
    context: PhoneContext | None = None,
) -> Image.Image:
    """The registered renderer: the service hands in the engine's view (a `CoimbraView`)."""
    return to_palette(
        phone_canvas_for(
            cast(CoimbraView, view), names, last_move, cast(CoimbraView | None, previous), context
        ).image
    )


def phone_canvas_for(
    view: CoimbraView,
    names: list[str],
    last_move: str = "",
    previous: CoimbraView | None = None,
    context: PhoneContext | None = None,
) -> FastCanvas:
    """The picture with the last 3 moves, or with the last 2 where 3 make it taller than 2:1."""
    c = _draw_phone(view, names, last_move, previous, context, keep=3)
    if c.image.height > MAX_H:
        c = _draw_phone(view, names, last_move, previous, context, keep=2)
    return c


def _draw_phone(
    view: CoimbraView,
    names: list[str],
    last_move: str,
    previous: CoimbraView | None,
    context: PhoneContext | None,
    keep: int,
) -> FastCanvas:
    ctx = context or PhoneContext()
    players = view["players"]
    names = list(names) + [word("pic-player", n=i + 1) for i in range(len(names), len(players))]
    c = phone_canvas(FastCanvas)
    assert isinstance(c, FastCanvas)
    over = bool(view["final"]) or view["phase"] == "end"
    seats = ctx.seats
    to_move = view["to_move"]
    if not seats and not over and to_move is not None:
        seats = (to_move,)
    y = phone_header(c, title(), speech.status(view, names), names, seats, ctx.prompt)
    if over and view["final"]:
        y = phone_final(c, y, view, names)
    y = phone_recent(c, y, ctx.recent or ((last_move,) if last_move else ()), keep=keep)
    prev = previous
    focus = focus_of(ctx.choices)
    if focus == "map":
        y = _map(c, y, view, prev, ctx.choices)
    elif focus == "expeditions":
        y = _expeditions(c, y, view, prev)
    elif focus == "favours":
        y = _favours(c, y, view, prev)
    elif focus == "tracks":
        y = _tracks(c, y, view, prev, names)
    elif focus == "pairs":
        y = _pairs(c, y, view, names)
    elif focus == "city":
        y = _city(c, y, view, prev, names, ctx.choices)
    elif focus == "discard":
        # the view lists the discard pile by card id; the choices say what each card is
        rows = [
            (ch.id.split(":", 1)[1], rendered(ch.label), False)
            for ch in ctx.choices
            if ch.id.startswith("salvage:")
        ]
        y = _rows(c, y, word("pic-coim-discard-buy", n=len(view["discard"])), rows)
    if not over:
        y = _players(c, y, view, prev, names, seats)
        if seats and seats[0] < len(players) and focus != "city":  # the city shows the dice placed
            mover_top = y
            y = _mover(c, y, view, prev, seats[0], names[seats[0]], visits_only=focus == "map")
            if y + 36 > MAX_H:  # the focus is long: the decider's board is one tap away
                c.erase((0, mover_top, W, y))
                c.text((X0, mover_top), word("pic-coim-board-elsewhere"), MIN_TEXT, fill=MUTED)
                y = mover_top + 32
    stem = word("pic-coim-diploma-stem")  # "diploma": a text names them
    if any(stem in t.text.lower() for t in c.texts):  # the letters a-e and J, in words
        legend = word("pic-coim-diploma-legend")
        y = c.paragraph(X0, y, legend, X1 - X0, MIN_TEXT, fill=MUTED, spacing=5) + 4
    c.finish(y + 6)
    return c


# -- pieces ------------------------------------------------------------------------------------


def phone_die(
    c: FastCanvas,
    x: float,
    y: float,
    colour: str,
    value: int,
    owner: int | None = None,
    size: int = 64,
    faded: bool = False,
    capped: bool = False,
) -> None:
    """A die with its value and its profession letter (top left); the owner's mark bottom right."""
    fill: tuple[int, ...] = COLOUR.get(colour, (255, 255, 255))
    if faded:
        fill = _faded(fill)
    c.draw.rounded_rectangle((x, y, x + size, y + size), radius=9, fill=fill, outline=INK, width=3)
    c.record_token((x, y, x + size, y + size), "")
    c.text((x + 5, y + 2), DIE_LETTER.get(colour, "?"), MIN_TEXT, bold=True)
    c.text(
        (x + size / 2 + 4, y + size / 2 + 6),
        str(value + (3 if capped else 0)),
        28,
        bold=True,
        anchor="mm",
    )
    if owner is not None:
        c.seat_mark(owner, x + size - 2, y + size - 4, 14)


def _rows(
    c: FastCanvas, y: int, title: str, rows: list[tuple[str, str, bool]], note: str = ""
) -> int:
    """A panel of rows: bold label (the name the choices use), wrapped words, outlined if
    changed."""
    text_x, laid, h = _lay_rows(c, rows, note)
    top = c.panel((X0, y, X1, y + h + 6), title)
    if note:
        top = c.paragraph(X0 + 14, top, note, X1 - X0 - 28, MIN_TEXT, fill=MUTED, spacing=5) + 4
    for label, lines, hl, rh in laid:
        c.text((X0 + 14, top + 2), label, MIN_TEXT, bold=True)
        for k, line in enumerate(lines):
            if line:
                c.text((text_x, top + 2 + k * 27), line, MIN_TEXT)
        if hl:
            c.outline((X0 + 6, top - 3, X1 - 6, top + rh - 5), width=4)
        top += rh
    return y + h + 16


def _lay_rows(
    c: FastCanvas, rows: list[tuple[str, str, bool]], note: str = ""
) -> tuple[int, list[tuple[str, list[str], bool, int]], int]:
    """Where `_rows` puts its words: (text x, rows with their lines and heights, panel height)."""
    label_w = max([60] + [int(font(MIN_TEXT, True).getlength(r[0])) + 18 for r in rows])
    text_x = X0 + 14 + label_w
    laid = []
    h = 46 + (len(c.lines(note, MIN_TEXT, X1 - X0 - 28)) * 27 + 4 if note else 0)
    for label, words, hl in rows:
        lines = c.lines(words, MIN_TEXT, X1 - 14 - text_x) if words else [""]
        rh = len(lines) * 27 + 10
        laid.append((label, lines, hl, rh))
        h += rh
    return text_x, laid, h


def _card_words(card: CardView, crowned: bool = False) -> str:
    return word(
        "pic-coim-card-words",
        card=_card_price(card, crowned, ", ".join(card["diplomas"])),
        effect=bonus_words(card, short=False),
    )


def _card_price(card: CardView, crowned: bool, diplomas: str = "") -> str:
    """ "merchant +2, pays coins, diplomas a, b, crown tile" (the diplomas where given)."""
    return word(
        "pic-coim-card-price",
        prof=speech.profession(card["profession"]),
        influence=card["influence"],
        cost=card["cost"] or "none",
        diplomas=diplomas or "none",
        crown="yes" if crowned else "no",
    )


# -- focus views -------------------------------------------------------------------------------


def _city(
    c: FastCanvas,
    y: int,
    view: CoimbraView,
    prev: CoimbraView | None,
    names: list[str],
    choices: Sequence[Choice] = (),
) -> int:
    """The focus on the city, split by what the choices are about: buying a card shows that
    town's cards in full; taking or placing a die shows the dice to take and the dice in each
    district, with every town's cards (in full when placing, by name and price when taking)."""
    ids = [ch.id for ch in choices]
    if any(i.startswith("buy:") for i in ids):
        return _town_cards(
            c, y, view, prev, {i.split(":", 1)[1] for i in ids if i.startswith("buy:")}
        )
    placing = any(i.startswith("district:") for i in ids)
    y = _city_dice(c, y, view, prev, with_pool=not placing)
    below = _players_height(c, view, names) + 36  # the players, then the diploma legend
    full = placing and y + _lay_rows(c, _town_rows(view, prev, True))[2] + 22 + below + 6 <= MAX_H
    return _cards_in_towns(
        c, y, view, prev, full=full
    )  # else one line a town, effects on the full board


def _city_dice(
    c: FastCanvas, y: int, view: CoimbraView, prev: CoimbraView | None, with_pool: bool = True
) -> int:
    """Dice to take (unless placing one) and the dice in each district (owner marked,
    place = order)."""
    districts = view["districts"]
    pool = view["pool"] if with_pool and view["phase"] not in ("setup", "end") else []
    per_row = (X1 - X0 - 144) // 74  # every die to take is shown: the choices name each one
    pool_rows = -(-len(pool) // per_row)
    order = ("castle",) + TOWNS
    row_h = [
        114 if districts[order[r]] or districts[order[r + 1]] else 44 for r in (0, 2)
    ]  # empty: one line
    dice_legend = word("pic-coim-dice-legend")
    h = (
        46
        + len(c.lines(dice_legend, MIN_TEXT, X1 - X0 - 28)) * 27
        + 8
        + pool_rows * 80
        + (4 if pool else 0)
        + sum(row_h)
    )
    top = c.panel((X0, y, X1, y + h), word("pic-coim-city-dice"))
    top = c.paragraph(X0 + 14, top, dice_legend, X1 - X0 - 28, MIN_TEXT, fill=MUTED, spacing=5) + 8
    if pool:
        c.text((X0 + 14, top + 20), word("pic-coim-to-take"), MIN_TEXT, bold=True)
        for k, die in enumerate(pool):
            phone_die(
                c,
                X0 + 130 + (k % per_row) * 74,
                top + (k // per_row) * 80,
                die["colour"],
                die["value"],
            )
        if _changed(view, prev, "pool"):
            c.outline(
                (
                    X0 + 124,
                    top - 4,
                    X0 + 130 + min(len(pool), per_row) * 74,
                    top + pool_rows * 80 - 12,
                ),
                width=4,
            )
        top += pool_rows * 80 + 4
    cap_on = view["cap_on"]
    half = (X1 - X0) // 2
    for k, d in enumerate(order):
        dx0 = X0 + 14 + (k % 2) * half
        dy = top + (row_h[0] if k >= 2 else 0)
        name = speech.district(d)
        c.text((dx0, dy), name, 24, bold=True)
        x = dx0
        entries = districts[d]
        if not entries:
            name_w = int(font(24, True).getlength(name))
            c.text((x + name_w + 14, dy + 3), word("pic-coim-no-dice-yet"), MIN_TEXT, fill=MUTED)
        for e in entries[:5]:
            if e["kind"] == "token":
                c.draw.regular_polygon((x + 32, dy + 70, 34), 6, fill=(230, 220, 190), outline=INK)
                c.record_token((x, dy + 38, x + 64, dy + 102), "")
                c.text(
                    (x + 32, dy + 70),
                    "-" if e["face_down"] else str(e["value"]),
                    26,
                    bold=True,
                    anchor="mm",
                )
            else:
                phone_die(
                    c,
                    x,
                    dy + 38,
                    e["colour"],
                    e["value"],
                    e["owner"],
                    faded=not e["active"],
                    capped=e["id"] == cap_on and e["capped"],
                )
            x += 76
        if _changed(view, prev, "districts", d):
            c.outline((dx0 - 8, dy - 4, dx0 + half - 20, dy + row_h[k // 2] - 6), width=4)
    return y + h + 12


def _town_rows(
    view: CoimbraView, prev: CoimbraView | None, full: bool, only: set[str] | None = None
) -> list[tuple[str, str, bool]]:
    crowned = set(view["crown_tiles"].values())
    rows = []
    for town in TOWNS:
        for k, card in enumerate(view["card_rows"][town]):
            if not card or (only is not None and card["id"] not in only):
                continue
            crown = card["id"] in crowned
            words = _card_words(card, crown) if full else _card_price(card, crown)
            rows.append(
                (
                    card["id"],
                    word("pic-coim-in-town", town=speech.district(town), words=words),
                    _changed(view, prev, "card_rows", town, k),
                )
            )
    return rows


def _cards_in_towns(
    c: FastCanvas, y: int, view: CoimbraView, prev: CoimbraView | None, full: bool
) -> int:
    """Every town's cards: in full (placing a die), or one line a town by name and price."""
    if full:
        rows = _town_rows(view, prev, True)
        return _rows(c, y, word("pic-coim-town-cards"), rows) if rows else y
    crowned = set(view["crown_tiles"].values())
    rows = []
    for town in TOWNS:
        cards = [cd for cd in view["card_rows"][town] if cd]
        if cards:
            words = "; ".join(
                word(
                    "pic-coim-card-short",
                    id=cd["id"],
                    prof=speech.profession(cd["profession"]),
                    influence=cd["influence"],
                    cost=speech.resource(cd["cost"]),
                    crown="yes" if cd["id"] in crowned else "no",
                )
                for cd in cards
            )
            rows.append((speech.district(town), words, _changed(view, prev, "card_rows", town)))
    return _rows(c, y, word("pic-coim-town-cards-short"), rows) if rows else y


def _town_cards(
    c: FastCanvas, y: int, view: CoimbraView, prev: CoimbraView | None, ids: set[str]
) -> int:
    rows = _town_rows(view, prev, True, ids)
    return _rows(c, y, word("pic-coim-cards-to-buy"), rows) if rows else y


def _favours(c: FastCanvas, y: int, view: CoimbraView, prev: CoimbraView | None) -> int:
    rows = []
    for k, f in enumerate(view["favour_row"]):
        words = word(
            "pic-coim-favour-words",
            crowns=speech.amount(f["crowns"], "crowns"),
            effect=speech.favour(f),
            cap="yes" if f["cap_tile"] else "no",
        )
        rows.append((f["id"], words, _changed(view, prev, "favour_row", k)))
    return _rows(c, y, word("pic-coim-favour-tiles"), rows)


def _expeditions(c: FastCanvas, y: int, view: CoimbraView, prev: CoimbraView | None) -> int:
    rows = []
    for k, x in enumerate(view["expeditions"]):
        who = " ".join("ABCDE"[s] for s in x["discs"])
        words = word(
            "pic-coim-expedition-words",
            cost=x["cost"],
            kind=x["resource"],
            task=plain_expedition(x),
            who=who or "none",
        )
        rows.append((speech.expedition_name(x), words, _changed(view, prev, "expeditions", k)))
    return _rows(c, y, word("pic-coim-expeditions-scored"), rows)


def _tracks(
    c: FastCanvas, y: int, view: CoimbraView, prev: CoimbraView | None, names: list[str]
) -> int:
    rows = []
    players = view["players"]
    for t in TRACKS:
        at = ", ".join(f"{names[s][:12]} {p['tracks'][t]}" for s, p in enumerate(players))
        incomes = view["tracks"][t]["income"]
        inc = "; ".join(f"{b['lo']}-{b['hi']}: {speech.income(b)}" for b in incomes if b["text"])
        words = word(
            "pic-coim-track-words",
            prof=speech.profession(PROFESSION_OF[t]),
            income=income_word(t),
            at=at,
            boxes=inc or "none",
        )
        hl = any(_changed(view, prev, "players", s, "tracks", t) for s in range(len(players)))
        rows.append((speech.upper_first(speech.track(t)), words, hl))
    return _rows(c, y, word("pic-coim-tracks-focus"), rows)


def _pairs(c: FastCanvas, y: int, view: CoimbraView, names: list[str]) -> int:
    rows = []
    for k, pair in enumerate(view["start_pairs"]):
        taken = pair["taken_by"]
        pair_name = word("pic-coim-pair", n=k + 1)
        if taken is not None:
            who = names[taken] if 0 <= taken < len(names) else word("pic-coim-someone")
            rows.append((pair_name, word("pic-coim-taken-by", who=who), False))
            continue
        words = " + ".join(f"{cd['id']} {_card_words(cd)}" for cd in pair["cards"])
        rows.append((pair_name, words, False))
    return _rows(c, y, word("pic-coim-start-cards"), rows)


def _map(
    c: FastCanvas, y: int, view: CoimbraView, prev: CoimbraView | None, choices: Sequence[Choice]
) -> int:
    """The pilgrim map with every place named as the choices name it (c1-c14, I1-III2, corners)."""
    pm = view["pilgrim_map"]
    h = 610
    top = c.panel((X0, y, X1, y + h), word("pic-coim-map-focus"))
    cx, cy, rx, ry = W / 2, top + 268, 300, 208

    def at(node: str) -> tuple[float, float]:
        px, py = NODE_POS.get(node, (0.0, 0.0))
        return cx + px * rx, cy + py * ry

    for e in pm["edges"]:
        a, b = e.split("-")
        c.draw.line((*at(a), *at(b)), fill=(150, 130, 100), width=4)
    for corner, targets in pm["roads"].items():
        for t in targets:
            c.draw.line((*at(corner), *at(t)), fill=(120, 120, 160), width=3)
    mons = pm["monasteries"]
    prev_p = pilgrims_by_seat(prev["pilgrim_map"]) if prev is not None else {}
    pins: list[tuple[int, float, float, bool]] = []  # seat, pin centre, moved by the last move
    stacks: dict[str, list[int]] = {}
    for s, where in sorted(pilgrims_by_seat(pm).items()):
        if where:
            stacks.setdefault(where, []).append(s)
    for node, seats in stacks.items():
        x, yy = at(node)
        for k, s in enumerate(seats):
            moved = prev is not None and prev_p.get(s) != node
            pins.append((s, x - 15 * (len(seats) - 1) + k * 30, yy - 38, moved))
    for _, px, py, moved in pins:  # highlights under the places, so a near place's name lies on top
        if moved:
            c.outline((int(px - 17), int(py - 17), int(px + 17), int(py + 22)), width=4)
    for node in pm["nodes"]:
        x, yy = at(node)
        if node in mons:
            fill = LEVEL_FILL.get(mons[node]["level"], (200, 200, 200))
            c.draw.rounded_rectangle(
                (x - 32, yy - 17, x + 32, yy + 17), radius=6, fill=fill, outline=INK, width=2
            )
        elif node in CORNERS:
            c.draw.rounded_rectangle(
                (x - 28, yy - 17, x + 28, yy + 17), radius=6, fill="white", outline=INK, width=2
            )
        else:
            c.draw.ellipse(
                (x - 25, yy - 17, x + 25, yy + 17), fill=(250, 246, 236), outline=INK, width=2
            )
        c.text((x, yy), node, MIN_TEXT, bold=True, anchor="mm")
        for k, s in enumerate(mons[node]["discs"] if node in mons else []):
            c.seat_mark(s, x - 20 + k * 20, yy + 28, 10)
    for s, px, py, _ in pins:
        c.draw.polygon([(px - 8, py + 10), (px + 8, py + 10), (px, py + 20)], fill=INK)
        c.seat_mark(s, px, py, 14)
    named = [ch.id.split(":", 1)[1] for ch in choices if ch.id.startswith("go:")]
    legend = [(n, bonus_words(mons[n])) for n in named if n in mons]
    ly = top + 268 + ry + 52
    c.text(
        (X0 + 14, ly),
        word("pic-coim-map-legend"),
        MIN_TEXT,
        fill=MUTED,
        max_width=X1 - X0 - 28,
    )
    y += h + 12
    if legend:
        y = _rows(c, y, word("pic-coim-reachable"), [(n, t, False) for n, t in legend])
    return y


# -- players -----------------------------------------------------------------------------------


def _players(
    c: FastCanvas,
    y: int,
    view: CoimbraView,
    prev: CoimbraView | None,
    names: list[str],
    seats: Sequence[int],
) -> int:
    """Every player's numbers, one line each where they fit."""
    laid = []
    h = 46 + 34
    for s, p in enumerate(view["players"]):
        words = _player_words(p, names[s])
        c.fact(f"vp:{s}", p["vp"])
        c.fact(f"crowns:{s}", p["crowns"])
        hl = any(
            _changed(view, prev, "players", s, k)
            for k in ("vp", "coins", "guards", "crowns", "tracks")
        )
        lines = c.lines(words, MIN_TEXT, X1 - X0 - 28 - 40)
        rh = len(lines) * 27 + 8
        laid.append((s, lines, hl, rh))
        h += rh
    top = c.panel((X0, y, X1, y + h + 6), word("pic-coim-players"))
    legend = word("pic-coim-track-legend")
    c.text((X0 + 14, top), legend, MIN_TEXT, fill=MUTED, max_width=X1 - X0 - 28)
    top += 34  # clear of the first row's highlight
    for s, lines, hl, rh in laid:
        c.seat_mark(s, X0 + 28, top + 12, 13)
        for k, line in enumerate(lines):
            c.text((X0 + 50, top + k * 27), line, MIN_TEXT)
        if hl:
            c.outline((X0 + 6, top - 3, X1 - 6, top + rh - 5), width=4)
        top += rh
    return y + h + 16


def _player_words(p: Any, name: str) -> str:
    t = p["tracks"]
    return word(
        "pic-coim-player-words",
        name=name,
        vp=p["vp"],
        coins=speech.amount(p["coins"], "coins"),
        guards=speech.amount(p["guards"], "guards"),
        crowns=speech.amount(p["crowns"], "crowns"),
        flag=p["flag"],
        tracks=f"K{t['grey']} M{t['orange']} P{t['purple']} G{t['green']}",
    )


def _players_height(c: FastCanvas, view: CoimbraView, names: list[str]) -> int:
    """The height `_players` takes, the space below included."""
    lines = [
        c.lines(_player_words(p, names[s]), MIN_TEXT, X1 - X0 - 28 - 40)
        for s, p in enumerate(view["players"])
    ]
    return 46 + 34 + sum(len(ls) * 27 + 8 for ls in lines) + 6 + 16


def _mover(
    c: FastCanvas,
    y: int,
    view: CoimbraView,
    prev: CoimbraView | None,
    seat: int,
    name: str,
    dice: bool = True,
    visits_only: bool = False,
) -> int:
    """The decider's board: dice (unless the city focus shows them), tiles, cards by profession,
    ongoing effects, diplomas, visits."""
    pl = view["players"][seat]
    own_dice = pl["dice"] if dice else []
    top_h = 84 if own_dice else 0
    cards = pl["cards"]
    allc = [cd for group in cards.values() for cd in group]
    rows = []
    counts = ", ".join(
        f"{speech.profession(prof)} {sum(1 for cd in allc if cd['profession'] == prof)}"
        for prof in PROFESSION_OF.values()
    )
    changed_cards = _changed(view, prev, "players", seat, "cards")
    rows.append((word("pic-coim-cards"), f"{len(allc)}: {counts}", changed_cards))
    for timing in ("C", "E", "EG"):
        group = cards[timing]
        if group:
            words = "; ".join(f"{cd['id']} {bonus_words(cd)}" for cd in group)
            rows.append((speech.timing(timing), words, False))
    tiles = tiles_held(pl)
    if tiles:
        changed_tiles = _changed(view, prev, "players", seat, "favours")
        rows.append((word("pic-coim-tiles-label"), ", ".join(tiles), changed_tiles))
    parts = [
        f"{k} {v}" if k != "joker" else word("pic-coim-joker", n=v)
        for k, v in pl["diplomas"].items()
        if v
    ]
    rows.append((word("pic-coim-diplomas"), ", ".join(parts) or word("pic-coim-none"), False))
    names_x = {x["id"]: speech.expedition_name(x) for x in view["expeditions"]}
    place = {
        m["id"]: node for node, m in view["pilgrim_map"]["monasteries"].items()
    }  # as the map names it
    visited = ", ".join(place.get(m, m) for m in pl["monasteries"])
    exps = ", ".join(names_x.get(e, e) for e in pl["expeditions"])
    none = word("pic-coim-none")
    rows.append(
        (
            word("pic-coim-visits"),
            word(
                "pic-coim-visit-words",
                monasteries=visited or none,
                expeditions=exps or none,
                discs=pl["discs_in_supply"],
            ),
            False,
        )
    )
    if visits_only:  # walking the map: where this pilgrim has been is what counts
        return _rows(c, y, word("pic-coim-visits-of", name=name), rows[-1:])
    if own_dice:
        h = 46 + top_h
        box_top = c.panel((X0, y, X1, y + h), word("pic-coim-dice-of", name=name))
        x = X0 + 14
        for d in own_dice:
            phone_die(
                c,
                x,
                box_top + 4,
                d["colour"],
                d["value"],
                faded=d["cashed"],
                capped=d["id"] == view["cap_on"],
            )
            x += 74
        y += h + 10
    y = _rows(c, y, word("pic-coim-board-of-name", name=name), rows)
    return y
