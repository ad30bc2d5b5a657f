"""The Stupor Mundi per-move picture for a phone (880 px wide, text from 22 px = 1/40).

Top to bottom: who decides and what, the last moves, the part of the board the choices
point at (the focus: castle, workplace, edicts, voyage or palace), every player's key
numbers, and the decider's own board. Each focus names its spaces exactly as the choices
do (T2, W12, K1; A1-C5; edicts I-III and the next ones; city names), and outlines what the
last move changed.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from typing import Any

from PIL.ImageFont import FreeTypeFont

from games.stupor_mundi import data as D
from games.stupor_mundi.views import MarketView, PlayerView, StuporMundiView
from render import PhoneContext
from render.common import MUTED, font
from render.kit import (
    MIN_TEXT,
    PHONE_PAD,
    phone_canvas,
    phone_header,
    phone_recent,
    phone_recent_height,
)
from render.stupor_mundi import names as N
from render.stupor_mundi.final import phone_final
from render.stupor_mundi.names import KEEP_IDS, great_bonus, keep_label, short_effect
from render.stupor_mundi.panels import (
    _draw_castle,
    _draw_player,
    _occupancy,
    _ships,
    _static_castle,
    castle_geometry,
    static_player,
)
from render.stupor_mundi.style import (
    PLAYER_H,
    _Canvas,
    _fred_mark,
    _market_lines,
    palace_values,
    to_palette,
    view_changed,
)
from render.words import locale, word

# choice id prefix -> the part of the board it points at (each choice's ref is drawn there)
FOCUS_OF = (
    (("space:", "piece:"), "castle"),
    (("move:", "tile:"), "workplace"),
    (("edict:", "reward:", "next:"), "edicts"),
    (("up:", "down:"), "slots"),
    (("aspace:",), "allies"),
    (("remove:",), "discard"),
    (
        ("travel:", "sail:", "ally:", "buy", "sell", "act:market", "act:recruit", "act:buy"),
        "voyage",
    ),
    (("add", "remove"), "palace"),
)
W = 880
LABEL_W = 60
MAX_H = 2 * W  # a phone shows at most 2:1 at once (issue 31.3); the rest is on the full board


def focus_of(choices: Sequence[Any], view: StuporMundiView) -> str:
    """The board part the choices point at (the first match in `FOCUS_OF` order), else the
    voyage while a round is played, else nothing."""
    ids = [c.id for c in choices]
    for prefixes, focus in FOCUS_OF:
        if any(i.startswith(prefixes) for i in ids):
            return focus
    return ""


def render_phone(
    view: StuporMundiView,
    names: list[str],
    last_move: str = "",
    previous: StuporMundiView | None = None,
    context: PhoneContext | None = None,
) -> Any:
    return to_palette(phone_canvas_for(view, names, last_move, previous, context).image)


def phone_canvas_for(
    view: StuporMundiView,
    names: list[str],
    last_move: str = "",
    previous: StuporMundiView | None = None,
    context: PhoneContext | None = None,
) -> _Canvas:
    """The picture with the last 4 moves, or with the last 2 (or 1) where 4 make it taller than
    2:1."""
    c = _draw_phone(view, names, last_move, previous, context, keep=4)
    if c.image.height <= MAX_H:
        return c
    # German and Italian are longer: moves may have to go. The picture's other parts keep
    # their height, so the recent block's tells whether 2 fit before drawing it again.
    recent = (context.recent if context else ()) or ((last_move,) if last_move else ())
    rest = c.image.height - phone_recent_height(c, recent, 4)
    for keep in (2, 1):
        if keep == 2 and rest + phone_recent_height(c, recent, 2) > MAX_H:
            continue
        c = _draw_phone(view, names, last_move, previous, context, keep=keep)
        if c.image.height <= MAX_H:
            break
    return c


def _draw_phone(
    view: StuporMundiView,
    names: list[str],
    last_move: str,
    previous: StuporMundiView | None,
    context: PhoneContext | None,
    keep: int,
) -> _Canvas:
    ctx = context or PhoneContext()
    players = view["players"]
    names = list(names) + [word("pic-player", n=i + 1) for i in range(len(names), len(players))]
    c = _Canvas.of(phone_canvas(_Canvas))
    over = view["phase"] == "over"
    seats = ctx.seats
    decider = view["decider"]
    if not seats and not over and decider is not None and decider >= 0:
        seats = (decider,)
    prompt = ctx.prompt or N.stored(view.get("prompt_text"), view["prompt"], names)
    status = N.status(view, names)
    if view["end_flags"] and not over:
        status = word("pic-sm-last-round", status=status)
    y = phone_header(c, word("pic-sm-title"), status, names, seats, prompt)
    if over:
        y = phone_final(c, y, view, names)
    y = phone_recent(c, y, ctx.recent or ((last_move,) if last_move else ()), keep=keep)
    focus = focus_of(ctx.choices, view)
    mover = seats[0] if seats else None
    prev = previous
    legend = word("pic-sm-aug-legend")
    if focus == "castle" and mover is not None and mover < len(players):
        y = _castle(c, y, view, prev, mover)
    elif focus == "workplace":
        y = _workplace(c, y, view, prev)
    elif focus == "edicts":
        y = _edicts(c, y, view, prev)
    elif focus == "voyage":
        y = _voyage(c, y, view, prev)
    elif focus == "palace":
        y = _palace(c, y, view, prev)
    elif focus in ("slots", "allies", "discard") and mover is not None and mover < len(players):
        y = {"slots": _slots, "allies": _ally_spaces, "discard": _discard}[focus](
            c, y, view, prev, mover
        )
    if not over:  # at game over the scoring table holds the one final number per player
        y = _players(c, y, view, prev, names, seats)
    if mover is not None and mover < len(players) and not over:
        face_up = _face_up_rows(players[mover])
        below = _rows_height(c, face_up) + 16 if face_up else 0
        if focus != "castle" and y + PLAYER_H + 10 + below + 36 <= MAX_H:
            box = (PHONE_PAD, y, W - PHONE_PAD, y + PLAYER_H)
            static_player(c, mover, box)
            _draw_player(c, box, view, prev, mover, names[mover], True)
            legend = word("pic-sm-castle-legend", rest=legend)  # the board's codes, in words
            y = box[3] + 10
        elif focus != "castle":  # the focus is long: the decider's board is one tap away
            c.text((PHONE_PAD, y), word("pic-sm-board-elsewhere"), MIN_TEXT, fill=MUTED)
            y += 32
        y = _rows(c, y, word("pic-sm-face-up-cards"), face_up) if face_up else y
    if not over:
        c.text((PHONE_PAD, y), legend, MIN_TEXT, fill=MUTED, max_width=W - 2 * PHONE_PAD)
        y += 30
    c.finish(y + 6)
    return c


# -- the pieces ------------------------------------------------------------------------------


def _rows(
    c: _Canvas, y: int, title: str, rows: list[tuple[str, str, list[int], bool]], note: str = ""
) -> int:
    """A panel of rows: a bold label (a name the choices use), wrapped words, seat marks
    (-1 = Frederick) at the right, outlined when ``changed``; returns y below."""
    x0, x1 = PHONE_PAD, W - PHONE_PAD
    text_x, laid, h = _lay_rows(c, rows, note)
    top = c.panel((x0, y, x1, y + h + 6), title)
    if note:
        c.text((x0 + 14, top), note, MIN_TEXT, fill=MUTED, max_width=x1 - x0 - 28)
        top += 30
    for label, lines, marks, hl, rh in laid:
        c.text((x0 + 14, top + 2), label, MIN_TEXT, bold=True)
        for k, line in enumerate(lines):
            c.text((text_x, top + 2 + k * 27), line, MIN_TEXT)
        mx = x1 - 14 - 16
        for seat in reversed(marks):
            if seat < 0:
                _fred_mark(c, mx, top + 15, 15)
                c.record_token((mx - 15, top, mx + 15, top + 30), "F")
            else:
                c.seat_mark(seat, mx, top + 15, 15)
            mx -= 34
        if hl:
            c.outline((x0 + 6, top - 3, x1 - 6, top + rh - 5), width=4)
        top += rh
    return y + h + 16


Row = tuple[str, str, list[int], bool]


def _lay_rows(c: _Canvas, rows: list[Row], note: str = "") -> tuple[int, list, int]:
    """Where `_rows` puts its words: (text x, rows with their lines and heights, panel height)."""
    x0, x1 = PHONE_PAD, W - PHONE_PAD
    label_w = max([LABEL_W] + [int(font(MIN_TEXT, True).getlength(r[0])) + 18 for r in rows])
    text_x = x0 + 14 + label_w
    laid = []
    h = 46 + (30 if note else 0)
    for label, words, marks, hl in rows:
        room = x1 - 14 - text_x - (len(marks) * 34 + 8 if marks else 0)
        lines = c.lines(words, MIN_TEXT, room) if words else []
        rh = max(1, len(lines)) * 27 + 10
        laid.append((label, lines, marks, hl, rh))
        h += rh
    return text_x, laid, h


def _rows_height(c: _Canvas, rows: list[Row], note: str = "") -> int:
    """The height `_rows` takes, the space below included."""
    return _lay_rows(c, rows, note)[2] + 16


def _castle(
    c: _Canvas, y: int, view: StuporMundiView, prev: StuporMundiView | None, seat: int
) -> int:
    p = view["players"][seat]
    h = 470
    box = (PHONE_PAD, y, W - PHONE_PAD, y + h)
    top = c.panel(box, word("pic-sm-your-castle"))
    g = castle_geometry(W / 2 - 150, top + 205, 180, keep_w=150, keep_h=36, tower_r=26)
    _static_castle(c, box, g)
    _draw_castle(c, box, p, seat, view, prev, g)
    lx = W / 2 + 80
    ly = top + 10
    for line in (
        *word("pic-sm-castle-help").split("\n"),
        "",
        word("pic-sm-keeps-help"),
        *[word("pic-sm-keep-line", keep=k, label=keep_label(k)) for k in KEEP_IDS],
    ):
        if line:
            c.text((lx, ly), line, MIN_TEXT, fill=MUTED)
        ly += 28
    return _pieces(c, y + h + 10, view, prev, seat)


def _pieces(
    c: _Canvas, y: int, view: StuporMundiView, prev: StuporMundiView | None, seat: int
) -> int:
    """The decider's unbuilt pieces, named as the build choices name them."""
    pieces = [b for b in view["players"][seat]["board_pieces"] if b in D.BOARD_PIECES]
    counts: dict[str, int] = {}
    first: dict[str, str] = {}
    for b in pieces:
        name = N.piece(b)
        counts[name] = counts.get(name, 0) + 1
        first.setdefault(name, b)
    rows: list[tuple[str, str, list[int], bool]] = []
    for name, b in first.items():
        bp = D.BOARD_PIECES[b]
        if bp.great:
            bonus = N.said(great_bonus(bp.great))
            words = word(f"pic-sm-great-{bp.kind}", extra=N.figure(bp.extra_aug), bonus=bonus)
        elif bp.kind == "tower":
            edict = bp.ally_space == D.EDICT_ALLY_SPACE
            words = word("pic-sm-tower-opens-edict" if edict else "pic-sm-tower-opens")
        elif bp.kind == "wall":
            words = word("pic-sm-walls-left", n=counts[name])
        else:
            words = word("pic-sm-keeps-left", n=counts[name])
        rows.append((name, words, [], False))
    hl = view_changed(view, prev, "players", seat, "board_pieces")
    title = word("pic-sm-unbuilt-changed" if hl else "pic-sm-unbuilt")
    return _rows(c, y, title, rows) if rows else y


def _workplace(c: _Canvas, y: int, view: StuporMundiView, prev: StuporMundiView | None) -> int:
    wp = view["workplace"]
    paths = wp["paths"]
    tiles = wp["city_tiles"]
    occ = _occupancy(view)
    old = _occupancy(prev) if prev else occ

    def marks(key: tuple[str, int]) -> list[int]:
        return [s for s, n in occ.get(key, []) for _ in range(n)]

    rows = [
        (
            word("pic-sm-start"),
            word("pic-sm-not-promoted"),
            marks(("start", 0)),
            prev is not None and occ.get(("start", 0)) != old.get(("start", 0)),
        )
    ]
    for path in D.PATHS:
        for sp in paths[path]:
            s = sp["space"]
            effect = sp["effect"]
            if effect == "city":
                left = [N.city_tile(t) for t in tiles[path]]
                words = (
                    word("pic-sm-city-tiles", tiles=", ".join(left))
                    if left
                    else word("pic-sm-city-no-bonus")
                )
            else:
                words = short_effect(effect)
            cost = sp["grain_cost"]
            enter = word("pic-sm-enter", grain=cost)
            form = "pic-sm-space-token" if sp["edict_token"] else "pic-sm-space"
            words = word(form, enter=enter, effect=words)
            key = (path, s)
            rows.append(
                (
                    N.space(path, s),
                    words,
                    marks(key),
                    prev is not None and occ.get(key) != old.get(key),
                )
            )
    return _rows(c, y, word("pic-sm-workplace"), rows, word("pic-sm-fred-specialist"))


def _edicts(c: _Canvas, y: int, view: StuporMundiView, prev: StuporMundiView | None) -> int:
    ed = view["edicts"]
    rewards = ed["rewards"]
    rows: list[tuple[str, str, list[int], bool]] = []
    for i, tile in enumerate(ed["active"][:3]):
        roman = D.ROMAN[i]
        pays = N.reward(roman) if roman in rewards else ""
        words = (
            word("pic-sm-edict-reward", edict=N.edict_text(tile["id"]), reward=pays)
            if tile
            else word("pic-sm-edict-empty", reward=pays)
        )
        rows.append((N.edict(roman), words, [], view_changed(view, prev, "edicts", "active", i)))
    for i, next_tile in enumerate(ed["next"][:3]):
        words = N.edict_text(next_tile["id"]) if next_tile else word("pic-sm-empty")
        rows.append((N.next_edict(i + 1), words, [], view_changed(view, prev, "edicts", "next", i)))
    title = word("pic-sm-edicts", pile=N.figure(ed["pile"]))
    return _rows(c, y, title, rows, word("pic-sm-edicts-note"))


def _voyage(c: _Canvas, y: int, view: StuporMundiView, prev: StuporMundiView | None) -> int:
    voy = view["voyage"]
    ships = _ships(view)
    fred_ship = view["solo"]["frederick_ship"] if "solo" in view else None
    rows: list[tuple[str, list[str], list[int], bool]] = []
    for i, city in enumerate(voy["cities"][:5]):
        cid = city["id"]
        bits = [_market_line(city["market"])]
        for ap in city["allies"]:
            top = ap["top"]
            if top is not None:
                bits.append(_ally_line(locale(), top["id"], top["kind"], ap["cost"]))
        for cp in city["cards"]:
            if cp["card"]:  # a filled place: every key is there
                bits.append(_card_line(locale(), N.base(cp["card"])))
        marks = list(ships.get(cid, [])) + ([-1] if fred_ship == cid else [])
        name = N.city_name(cid)
        rows.append((name, bits, marks, view_changed(view, prev, "voyage", "cities", i)))
    laid = [(name, words, marks, hl) for name, words, marks, hl in rows]
    return _city_rows(c, y, word("pic-sm-voyage", deck=N.figure(voy["deck"])), laid)


_MARKET_LINES: dict[tuple[str, str], str] = {}
"""A city's market in words, by language and market side (a handful: remembered)."""


def _market_line(market: MarketView) -> str:
    key = (locale(), market["id"])
    found = _MARKET_LINES.get(key)
    if found is None:
        sell, buy, side = _market_lines(market)
        found = word("pic-sm-market-line", side=N.market_side(side), sell=sell, buy=buy)
        _MARKET_LINES[key] = found
    return found


@lru_cache(maxsize=512)
def _ally_line(_locale: str, ally: str, kind: str, grain: int) -> str:
    """An ally on offer in words: name, kind, grain cost, +2 VP condition."""
    return word(
        "pic-sm-ally-line",
        ally=N.ally_name(ally),
        kind=N.ally_kind(kind),
        grain=N.figure(grain),
        condition=N.ally_condition(ally),
    )


@lru_cache(maxsize=512)
def _card_line(_locale: str, card: str) -> str:
    """A card on offer in words: name, cost, text."""
    cost, text = N.card_cost(card), N.card_text(card)
    return word("pic-sm-card-line", card=N.card_name(card), cost=cost, text=text)


def _city_rows(
    c: _Canvas, y: int, title: str, rows: list[tuple[str, list[str], list[int], bool]]
) -> int:
    """Cities: the name on its own line (with the ships), then each offer from a new line, so the
    ally or card name a choice uses starts its line whole."""
    x0, x1 = PHONE_PAD, W - PHONE_PAD
    laid = []
    h = 46
    for name, bits, marks, hl in rows:
        name_end = x0 + 14 + int(c.draw.textlength(name, font=_bold24())) + 26 + 32 * len(marks)
        beside = (
            bits[0] if bits and len(c.lines(bits[0], MIN_TEXT, x1 - 14 - name_end)) == 1 else ""
        )
        rest = bits[1:] if beside else bits  # the first offer beside the name when it fits there
        lines = [line for bit in rest for line in c.lines(bit, MIN_TEXT, x1 - x0 - 28)]
        rh = 32 + len(lines) * 27 + 8
        laid.append((name, beside, name_end, lines, marks, hl, rh))
        h += rh
    top = c.panel((x0, y, x1, y + h + 6), title)
    for name, beside, name_end, lines, marks, hl, rh in laid:
        c.text((x0 + 14, top), name, 24, bold=True)
        if beside:
            c.text((name_end - 10, top + 2), beside, MIN_TEXT)
        mx = x0 + 14 + int(c.draw.textlength(name, font=_bold24())) + 26
        for seat in marks:
            if seat < 0:
                _fred_mark(c, mx, top + 14, 14)
                c.record_token((mx - 14, top, mx + 14, top + 28), "F")
            else:
                c.seat_mark(seat, mx, top + 14, 14)
            mx += 32
        for k, line in enumerate(lines):
            c.text((x0 + 14, top + 32 + k * 27), line, MIN_TEXT)
        if hl:
            c.outline((x0 + 6, top - 3, x1 - 6, top + rh - 5), width=4)
        top += rh
    return y + h + 16


def _bold24() -> FreeTypeFont:
    from render.common import font

    return font(24, True)


def _palace(c: _Canvas, y: int, view: StuporMundiView, prev: StuporMundiView | None) -> int:
    values = palace_values(view["palace"])
    rows: list[tuple[str, str, list[int], bool]] = []
    for key in ("grain", "stone", "treasury", "towers", "walls", "keeps", "court", "specialist"):
        top = D.PALACE_MAX.get(key)
        words = (
            word("pic-sm-of", value=N.figure(values[key]), top=N.figure(top))
            if top
            else f"{values[key]}"
        )
        rows.append((N.palace_row(key), words, [], view_changed(view, prev, "palace", key)))
    return _rows(c, y, word("pic-sm-palace"), rows)


def _players(
    c: _Canvas,
    y: int,
    view: StuporMundiView,
    prev: StuporMundiView | None,
    names: list[str],
    seats: Sequence[int],
) -> int:
    rows: list[tuple[str, str, list[int], bool]] = []
    for s, p in enumerate(view["players"]):
        parts = N.goods(p) + [N.count("built", p["structures"]), N.count("hand", p["hand_count"])]
        if p["passed"]:
            parts.append(word("pic-sm-state-passed"))
        if s in seats:
            parts.append(word("pic-sm-state-deciding"))
        words = " · ".join(parts)
        hl = any(
            view_changed(view, prev, "players", s, k)
            for k in ("vp", "aug", "grain", "stone", "structures")
        )
        rows.append((names[s] if s < len(names) else word("pic-player", n=s + 1), words, [s], hl))
    x0, x1 = PHONE_PAD, W - PHONE_PAD
    laid = []
    h = 46
    for name, words, marks, hl in rows:  # name and numbers on one line when they fit
        name_w = int(font(24, True).getlength(name)) + 14
        lines = c.lines(words, MIN_TEXT, x1 - x0 - 70 - name_w)
        rh = 30 + (len(lines) - 1) * 27 + 6
        laid.append((name, name_w, lines, marks, hl, rh))
        h += rh
    top = c.panel((x0, y, x1, y + h + 6), word("pic-sm-players"))
    for name, name_w, lines, marks, hl, rh in laid:
        c.seat_mark(marks[0], x0 + 30, top + 14, 15)
        c.text((x0 + 54, top), name, 24, bold=True)
        for k, line in enumerate(lines):
            c.text((x0 + 54 + name_w, top + 2 + k * 27), line, MIN_TEXT)
        if hl:
            c.outline((x0 + 6, top - 3, x1 - 6, top + rh - 5), width=4)
        top += rh
    return y + h + 16


def _face_up_rows(p: PlayerView) -> list[Row]:
    """The decider's face-up slot cards in full (their slot boxes only have room for a short
    name)."""
    rows: list[Row] = []
    for slot in p["slots"]:
        card = slot["card"]
        if card and card != "hidden" and slot["face_up"]:
            name = N.card_short(str(card))
            text = N.card_text(str(card))
            words = word("pic-sm-name-text", name=name, text=text) if text else name
            rows.append((N.slot(slot["slot"]), words, [], False))
    return rows


def _slots(
    c: _Canvas, y: int, view: StuporMundiView, prev: StuporMundiView | None, seat: int
) -> int:
    """The decider's six card slots: what each holds and the action a face-down card there gives."""
    rows: list[tuple[str, str, list[int], bool]] = []
    for slot in view["players"][seat]["slots"]:
        i = slot["slot"]
        card = slot["card"]
        acts = N.slot_actions(i)
        if slot["locked"]:
            held = word("pic-sm-slot-locked")
        elif card is None:
            held = word("pic-sm-slot-free")
        elif card == "hidden" or not slot["face_up"]:
            held = word("pic-sm-slot-face-down")
        else:
            held = word("pic-sm-slot-face-up", card=N.card_short(str(card)))
        rows.append(
            (
                N.slot(i),
                word("pic-sm-slot-line", held=held, actions=acts),
                [],
                view_changed(view, prev, "players", seat, "slots", i - 1),
            )
        )
    return _rows(c, y, word("pic-sm-your-slots"), rows) if rows else y


def _ally_spaces(
    c: _Canvas, y: int, view: StuporMundiView, prev: StuporMundiView | None, seat: int
) -> int:
    """The decider's five ally spaces: open, covered by an unbuilt tower, or holding an ally."""
    rows: list[tuple[str, str, list[int], bool]] = []
    for k, sp in enumerate(view["players"][seat]["ally_spaces"]):
        ally = N.ally_def(sp["ally"])
        if ally is not None:
            words = word("pic-sm-ally-kind", ally=N.ally_name(ally.id), kind=N.ally_kind(ally.kind))
        elif sp["open"]:
            words = word("pic-sm-space-open")
        else:
            words = word("pic-sm-space-covered")
        if sp["edict_icon"]:
            words = word("pic-sm-space-edict", line=words)
        rows.append(
            (
                N.ally_space(sp["space"]),
                words,
                [],
                view_changed(view, prev, "players", seat, "ally_spaces", k),
            )
        )
    return _rows(c, y, word("pic-sm-your-ally-spaces"), rows) if rows else y


def _discard(
    c: _Canvas, y: int, view: StuporMundiView, prev: StuporMundiView | None, seat: int
) -> int:
    """The decider's discard pile (public), one card a row, for a "remove 1 card" payment."""
    rows: list[tuple[str, str, list[int], bool]] = []
    for cid in dict.fromkeys(view["players"][seat]["discard"]):
        if N.base(cid) in D.CARDS:
            rows.append((N.card_name(cid), N.card_text(cid), [], False))
    return _rows(c, y, word("pic-sm-your-discard-pile"), rows) if rows else y
