"""Lorenzo's per-move phone picture and its focus views.

The focus follows the decision: choosing a family member shows every tower floor in one
line each and the action spaces (what the member could go to); choosing an action space
shows the offered tower floors with their cards in full and the offered action spaces;
the Vatican report shows the faith track and the period's excommunication tile; every
other decision (servants, privileges, exchanges, costs) is about the mover's own board,
which every picture shows. Each floor is named as the choices name it ("green 1"), each
action space too ("Market 2", "Council palace", "Harvest small space").

The picture is `WIDTH` wide and at most twice as tall: the towers and the action spaces
stand two by two, and where the offered cards and the mover's cards with their effects do
not fit, `fitting_detail` picks less detail (measured on a `MeasureCanvas` before drawing);
the top square holds the header (who decides, the last moves) and the start of the focus.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from PIL import Image

from games.lorenzo.views import (
    CardType,
    FloorView,
    MemberOnSpace,
    PublicView,
    SpaceView,
    TowerColour,
)
from games.messages import rendered
from render import PhoneContext
from render.common import INK, MUTED, font
from render.lorenzo import texts as T
from render.lorenzo.board import TOWER_EDGE, TOWER_TINT, TOWERS, card_lines
from render.lorenzo.diff import changed
from render.lorenzo.final import final_table
from render.lorenzo.names import seat_name, space_name
from render.lorenzo.palette import to_palette
from render.lorenzo.panels import dice_line, die_chip, mover_panel, others, type_tag
from render.lorenzo.phonekit import PAD, TEXT, MeasureCanvas, PhoneCanvas, header, outline
from render.words import locale, word

WIDTH = 880  # 22 px text is 1/40 of it; the picture is at most twice as tall (issue 31.3)
COL_GAP = 16
# offered floors: cards in full in one column, in two; by name and cost in two; by name only
SUBJECT_DETAIL = (3, 2, 1, 0)
# the mover's cards (second of a pair): with their effects in one column, in two; by name only.
# What to give up first when the picture would be more than twice as tall as wide: the one-
# column layouts, then the mover's card effects, then the offered cards' effects, then costs
DETAIL_PREFERENCE = (
    (3, 2),
    (2, 2),
    (3, 1),
    (2, 1),
    (3, 0),
    (2, 0),
    (1, 2),
    (1, 1),
    (1, 0),
    (0, 2),
    (0, 1),
    (0, 0),
)
TOWER_ORDER = {colour: i for i, (colour, _t, _label) in enumerate(TOWERS)}
SPACE_ORDER = (
    "market.1",
    "market.2",
    "market.3",
    "market.4",
    "council",
    "harvest.small",
    "harvest.large",
    "production.small",
    "production.large",
)


def offered_spaces(context: PhoneContext) -> list[str]:
    """The view keys of the spaces the choices offer (``ref`` when set, else the id)."""
    out = []
    for ch in context.choices:
        key = ch.id.split(":", 1)[1] if ch.id.startswith("space:") else ch.ref
        if key and (
            key.startswith("tower.")
            or key.split(".")[0] in ("market", "council", "harvest", "production")
        ):
            out.append(key)
    return out


def focus_kind(view: PublicView, context: PhoneContext) -> str:
    if view["final"]:
        return "final"
    if view["phase"] == "vatican":
        return "vatican"
    if offered_spaces(context):
        return "spaces"
    if any(ch.id.startswith("fm:") for ch in context.choices):
        return "board"
    return "own"


def render_phone(
    view: PublicView,
    names: list[str],
    last_move: str = "",
    previous: PublicView | None = None,
    context: PhoneContext | None = None,
) -> Image.Image:
    picture = draw_phone(view, names, last_move, previous, context or PhoneContext())
    return to_palette(picture.finish_image)


class PhonePicture:
    """The drawn canvas and its picture (tests read ``canvas.record``)."""

    def __init__(self, canvas: PhoneCanvas, bottom: int):
        self.canvas = canvas
        self.finish_image = canvas.finish(bottom)


def draw_phone(
    view: PublicView,
    names: list[str],
    last_move: str,
    previous: PublicView | None,
    context: PhoneContext,
) -> PhonePicture:
    c = PhoneCanvas(width=WIDTH, height=2 * WIDTH + 400)  # the picture ends by 2 x WIDTH
    movers = [(s, seat_name(names, s)) for s in context.seats]
    recent = context.recent or ((last_move,) if last_move else ())
    y = header(c, T.title(), T.status(view, names), movers, recent)
    kind = focus_kind(view, context)
    mover = context.seats[0] if context.seats else view["current"]
    final = view["final"]
    if final:
        y = final_table(c, y, view, final, names)
        return PhonePicture(c, y)
    y = dice_line(c, y, view)
    if mover is not None and not 0 <= mover < len(view["players"]):
        mover = None

    def subject(canvas: PhoneCanvas, y: int, detail: int) -> int:
        if kind == "spaces":
            return offered_view(canvas, y, view, previous, offered_spaces(context), detail)
        if kind == "board":
            return board_view(canvas, y, view, previous)
        if kind == "vatican":
            return vatican_view(canvas, y, view, names, mover)
        return named_cards_view(canvas, y, view, previous, context)

    def own(canvas: PhoneCanvas, y: int, detail: int) -> int:
        return (
            y if mover is None else mover_panel(canvas, y + 6, view, previous, names, mover, detail)
        )

    rest = others(MeasureCanvas(WIDTH), 0, view, previous, names, mover)
    levels = SUBJECT_DETAIL if kind == "spaces" else SUBJECT_DETAIL[-1:]
    subject_detail, own_detail = fitting_detail(
        2 * WIDTH - PAD - y - rest,
        levels,
        lambda d: subject(MeasureCanvas(WIDTH), 0, d),
        lambda d: own(MeasureCanvas(WIDTH), 0, d),
    )
    y = subject(c, y, subject_detail)
    y = own(c, y, own_detail)
    y = others(c, y, view, previous, names, mover)
    return PhonePicture(c, y)


def fitting_detail(
    room: int,
    subject_levels: tuple[int, ...],
    subject: Callable[[int], int],
    own: Callable[[int], int],
) -> tuple[int, int]:
    """The first (subject, own board) detail pair in `DETAIL_PREFERENCE` whose heights fit
    ``room`` (the least detailed pair when none fits)."""
    heights: dict[tuple[str, int], int] = {}

    def height(part: str, level: int) -> int:
        if (part, level) not in heights:
            heights[part, level] = subject(level) if part == "subject" else own(level)
        return heights[part, level]

    pairs = [(s, o) for s, o in DETAIL_PREFERENCE if s in subject_levels]
    for s_level, o_level in pairs:
        if height("subject", s_level) + height("own", o_level) <= room:
            return s_level, o_level
    return pairs[-1]


# -- the towers and action spaces ----------------------------------------------------------


def _floors(view: PublicView) -> dict[str, tuple[TowerColour, int, FloorView]]:
    out = {}
    for colour, _t, _label in TOWERS:
        for k, floor in enumerate(view["towers"][colour]["floors"]):
            out[floor["space"]] = (colour, k, floor)
    return out


def _members(c: PhoneCanvas, x: int, y: int, family: list[MemberOnSpace]) -> int:
    """The family members on a space: seat mark and die chip each; returns the x after."""
    for m in family:
        c.seat_mark(m["seat"], x + 14, y + 15, 14)
        x = die_chip(c, x + 32, y, m["fm"], m["value"])
    return x


def floor_row(
    c: PhoneCanvas,
    y: int,
    view: PublicView,
    previous: PublicView | None,
    colour: TowerColour,
    k: int,
    floor: FloorView,
    full: bool,
) -> int:
    """One tower floor: its name ("green 1"), the value it needs, its bonus, who stands
    there and the card (in full, or just its name)."""
    x0, x1 = PAD, c.width - PAD
    top = y
    label_w = 150
    name = space_name(floor["space"])
    card = floor["card"]
    c.draw.rectangle((x0, y, x0 + label_w, y + 4), fill=TOWER_EDGE[colour])
    c.text((x0 + 8, y + 8), name, TEXT, bold=True)
    c.text((x0 + 8, y + 8 + 28), T.value_min(floor["min_value"]), TEXT, fill=MUTED)
    ly = y + 8 + 56
    bonus = T.floor_bonus(floor["space"])
    if bonus:
        ly = c.paragraph(x0 + 8, ly, "+" + bonus, label_w - 12, spacing=2)
    ty = y + 8
    tx = x0 + label_w + 10
    width = x1 - tx - 8
    if card is None:
        c.text((tx, ty), T.no_card(view), TEXT, fill=MUTED)
        ty += 30
    else:
        ty = c.paragraph(tx, ty, T.card_name(card["id"]), width, 24, bold=True, spacing=4)
        if full:
            for line in T.card_lines(card["id"]):
                ty = c.paragraph(tx + 8, ty, line, width - 8, spacing=4)
    if floor["family"]:
        _members(c, tx, ty + 2, floor["family"])
        ty += 38
    bottom = max(ly, ty) + 6
    c.draw.rectangle((x0, top, x1, bottom), outline=TOWER_EDGE[colour], width=2)
    if changed(view, previous, "towers", colour, "floors", k):
        outline(c, (x0, top, x1, bottom))
    return bottom + 6


def widest_floor_name(c: PhoneCanvas) -> int:
    """The width of the widest floor name ("purple 4" in English)."""
    return _widest_floor_name(locale())


@lru_cache(maxsize=8)
def _widest_floor_name(_locale: str) -> int:
    names = [space_name(f"tower.{colour}.4") for colour, _t, _label in TOWERS]
    return int(max(font(TEXT, True).getlength(name) for name in names))


def columns(c: PhoneCanvas) -> tuple[tuple[int, int], tuple[int, int]]:
    """The left and right column of a two-column section (x0, x1 each)."""
    w = (c.width - 2 * PAD - COL_GAP) // 2
    return (PAD, PAD + w), (PAD + w + COL_GAP, c.width - PAD)


def _tower_title(
    c: PhoneCanvas,
    x0: int,
    x1: int,
    y: int,
    colour: TowerColour,
    card_type: CardType,
    label: str,
    deck: int,
) -> int:
    x = type_tag(c, x0, y, card_type)
    c.draw.rectangle(
        (x, y + 4, x + 22, y + 26), fill=TOWER_TINT[colour], outline=TOWER_EDGE[colour], width=2
    )
    title = word(
        "pic-lor-tower-title",
        type=T.type_word(card_type),
        colour=T.colour(colour),
        deck=deck,
    )
    ny = c.paragraph(x + 30, y + 3, title, x1 - x - 30, bold=True, spacing=4)
    return max(ny, y + 34) + 4


def _tower_lines(
    c: PhoneCanvas,
    x0: int,
    x1: int,
    y: int,
    view: PublicView,
    previous: PublicView | None,
    colour: TowerColour,
    card_type: CardType,
    label: str,
    only: set[str] | None = None,
) -> int:
    """One tower in a column: its title, then each floor (top first) in a line: its name,
    the value it needs, its card's name and who stands there; returns the y below."""
    y = _tower_title(c, x0, x1, y, colour, card_type, label, view["deck_sizes"][card_type])
    for k, floor in reversed(list(enumerate(view["towers"][colour]["floors"]))):
        if only is not None and floor["space"] not in only:
            continue
        top = y
        card = floor["card"]
        what = T.card_name(card["id"]) if card else T.no_card(view)
        c.text((x0 + 6, y), space_name(floor["space"]), TEXT, bold=True)
        x = x0 + 16 + widest_floor_name(c)
        c.text((x, y), f"{floor['min_value']}+", TEXT, fill=MUTED)
        x += 42
        family = floor["family"][:1]
        ny = c.paragraph(
            x,
            y,
            what,
            x1 - x - (96 if family else 0),
            fill=MUTED if card is None else INK,
            spacing=4,
        )
        if family:
            _members(c, x1 - 90, y - 4, family)
        y = max(ny, y + 34)
        if changed(view, previous, "towers", colour, "floors", k):
            outline(c, (x0, top - 4, x1, y - 2))
    return y


def towers_in_columns(
    c: PhoneCanvas,
    y: int,
    view: PublicView,
    previous: PublicView | None,
    only: set[str] | None = None,
) -> int:
    """The four towers two by two (green beside yellow, blue beside purple); with ``only``,
    just those floors (a tower without any is left out)."""
    cols = columns(c)
    shown = [
        t
        for t in TOWERS
        if only is None or any(f["space"] in only for f in view["towers"][t[0]]["floors"])
    ]
    for row in range(0, len(shown), 2):
        bottoms = [
            _tower_lines(c, x0, x1, y, view, previous, colour, t, label, only)
            for (x0, x1), (colour, t, label) in zip(cols, shown[row : row + 2], strict=False)
        ]
        y = max(bottoms) + 8
    return y


def floor_cell(
    c: PhoneCanvas,
    x0: int,
    x1: int,
    y: int,
    view: PublicView,
    previous: PublicView | None,
    colour: TowerColour,
    k: int,
    floor: FloorView,
    effects: bool = True,
) -> int:
    """A tower floor in a column: its name, value and bonus, then its card in full (without
    ``effects``: its name and cost) and who stands there; returns the y below its frame."""
    card = floor["card"]
    c.draw.rectangle((x0, y, x0 + 150, y + 4), fill=TOWER_EDGE[colour])
    c.text((x0 + 8, y + 8), space_name(floor["space"]), TEXT, bold=True)
    x = x0 + 18 + int(c.width_of(space_name(floor["space"]), TEXT, True))
    bonus = T.floor_bonus(floor["space"])
    facts = T.value_min(floor["min_value"]) + (f", +{bonus}" if bonus else "")
    y = c.paragraph(x, y + 8, facts, x1 - x - 8, fill=MUTED, spacing=4)
    width = x1 - x0 - 20
    if card is None:
        c.text((x0 + 8, y), T.no_card(view), TEXT, fill=MUTED)
        y += 30
    else:
        y = c.paragraph(x0 + 8, y, T.card_name(card["id"]), width, 24, bold=True, spacing=4)
        for line in T.card_lines(card["id"], T.CARD_KINDS if effects else ("cost",)):
            y = c.paragraph(x0 + 14, y, line, width - 6, spacing=4)
    if floor["family"]:
        x = x0 + 8
        for m in floor["family"]:
            if x + 92 > x1:
                x, y = x0 + 8, y + 36
            x = _members(c, x, y + 2, [m])
        y += 38
    return y + 6


def offered_view(
    c: PhoneCanvas,
    y: int,
    view: PublicView,
    previous: PublicView | None,
    offered: list[str],
    detail: int = 3,
) -> int:
    """The offered floors and the offered action spaces. ``detail`` 3: each floor's card in
    full, a floor a row, grouped by tower; 2: the same cards in full two a row; 1: two a row,
    each card by name and cost; 0: a line a floor (its card by name), the towers two by two."""
    floors = _floors(view)
    y = c.heading(y, word("pic-lor-where"), word("pic-lor-where-note"))
    mine = sorted(
        (sid for sid in offered if sid in floors),
        key=lambda s: (TOWER_ORDER[floors[s][0]], -floors[s][2]["floor"]),
    )
    if detail == 0 and mine:
        y = towers_in_columns(c, y, view, previous, set(mine))
    elif detail in (1, 2):
        cols = columns(c)
        for row in range(0, len(mine), 2):
            top, bottoms = y, []
            for (x0, x1), sid in zip(cols, mine[row : row + 2], strict=False):
                colour, k, floor = floors[sid]
                bottom = floor_cell(c, x0, x1, top, view, previous, colour, k, floor, detail == 2)
                bottoms.append((x0, x1, bottom, colour, k))
            y = max(b[2] for b in bottoms)
            for x0, x1, _bottom, colour, k in bottoms:  # a row's frames as tall as its taller card
                c.draw.rectangle((x0, top, x1, y), outline=TOWER_EDGE[colour], width=2)
                if changed(view, previous, "towers", colour, "floors", k):
                    outline(c, (x0, top, x1, y))
            y += 8
    else:
        for colour, t, label in TOWERS:
            here = [sid for sid in mine if floors[sid][0] == colour]
            if here:
                y = _tower_title(c, PAD, c.width - PAD, y, colour, t, label, view["deck_sizes"][t])
            for sid in here:
                _colour, k, floor = floors[sid]
                y = floor_row(c, y, view, previous, colour, k, floor, full=True)
    spaces = [sp for sp in view["spaces"] if sp["id"] in offered]
    if spaces:
        y = action_spaces(c, y, view, previous, spaces)
    return y + 4


def named_floors(view: PublicView, context: PhoneContext) -> list[str]:
    """Tower floors whose card a choice names ("Take Marketplace: pay 2 wood")."""
    labels = [rendered(ch.label) for ch in context.choices]
    return [
        sid
        for sid, (_c, _k, floor) in _floors(view).items()
        if (card := floor["card"]) and any(T.card_name(card["id"]) in label for label in labels)
    ]


def named_cards_view(
    c: PhoneCanvas, y: int, view: PublicView, previous: PublicView | None, context: PhoneContext
) -> int:
    floors = _floors(view)
    named = named_floors(view, context)
    if not named:
        return y
    y = c.heading(y, word("pic-lor-card-in-question"))
    for sid in named:
        colour, k, floor = floors[sid]
        y = floor_row(c, y, view, previous, colour, k, floor, full=True)
    return y + 4


def board_view(c: PhoneCanvas, y: int, view: PublicView, previous: PublicView | None) -> int:
    """Every tower floor in one line (name, needed value, card), the towers two by two, and
    every action space."""
    y = c.heading(y, word("pic-lor-the-board"), word("pic-lor-the-board-note"))
    y = towers_in_columns(c, y, view, previous)
    return action_spaces(c, y, view, previous, [sp for sp in view["spaces"] if not sp["covered"]])


def _space_entry(
    c: PhoneCanvas,
    x0: int,
    x1: int,
    y: int,
    view: PublicView,
    previous: PublicView | None,
    sp: SpaceView,
) -> int:
    """An action space in a column: its name, what it gives, then every member there."""
    top = y
    name = space_name(sp["id"])
    detail = T.space_gain(sp["id"]) or ""
    if sp["malus"]:
        detail = (detail + ", " if detail else "") + word(
            "pic-lor-value-malus", malus=str(sp["malus"])
        )
    if sp["id"] == "council":
        detail = (detail + ", " if detail else "") + word("pic-lor-next-turn-order")
    c.text((x0 + 6, y), name, TEXT, bold=True)
    x = x0 + 16 + int(c.width_of(name, TEXT, True))
    if detail and x + c.width_of(detail) > x1 - 4:  # too long beside the name: below it
        y = c.paragraph(x0 + 16, y + 30, detail, x1 - x0 - 20, fill=MUTED, spacing=4)
        x = x1
    elif detail:
        c.text((x, y), detail, TEXT, fill=MUTED)
        x += int(c.width_of(detail)) + 12
        y += 30
    else:
        y += 30
    family = sp["family"]
    if family:
        # the members beside the name when they fit there, else in rows below it
        if x + 92 * len(family) > x1:
            x = x0 + 16
        else:
            y -= 34
        for m in family:
            if x + 92 > x1:
                x, y = x0 + 16, y + 36
            x = _members(c, x, y, [m])
        y += 36
    y += 4
    k = next((i for i, s in enumerate(view["spaces"]) if s["id"] == sp["id"]), None)
    if k is not None and changed(view, previous, "spaces", k, "family"):
        outline(c, (x0, top - 4, x1, y - 2))
    return y


def action_spaces(
    c: PhoneCanvas, y: int, view: PublicView, previous: PublicView | None, spaces: list[SpaceView]
) -> int:
    """The action spaces in two columns: market and council palace, harvest and production."""
    y = c.heading(y, word("pic-lor-action-spaces"))
    order = {sid: i for i, sid in enumerate(SPACE_ORDER)}
    ordered = sorted(spaces, key=lambda s: order.get(s["id"], 99))
    left = [sp for sp in ordered if sp["id"].split(".")[0] in ("market", "council")]
    right = [sp for sp in ordered if sp not in left]
    if not left or not right:  # one group only: share it out
        half = (len(ordered) + 1) // 2
        left, right = ordered[:half], ordered[half:]
    bottoms = []
    for (x0, x1), group in zip(columns(c), (left, right), strict=True):
        yy = y
        for sp in group:
            yy = _space_entry(c, x0, x1, yy, view, previous, sp)
        bottoms.append(yy)
    return max(bottoms) + 6


# -- the Vatican report -------------------------------------------------------------------


def vatican_view(
    c: PhoneCanvas, y: int, view: PublicView, names: list[str], mover: int | None
) -> int:
    period = view["period"]
    tile = next((t for t in view["excommunication_tiles"] if t["period"] == period), None)
    y = c.heading(y, word("pic-lor-vatican-report"), word("pic-lor-period", period=str(period)))
    if tile:
        y = c.paragraph(
            PAD + 10,
            y,
            word(
                "pic-lor-vatican-needs",
                fp=tile["faith_required"],
                tile=T.excommunication(tile["id"]),
            ),
            c.width - 2 * PAD - 10,
            spacing=4,
        )
    faith_vp = view["board"]["faith_vp"]
    if mover is not None and faith_vp:
        fp = view["players"][mover]["fp"]
        vp = faith_vp[min(fp, len(faith_vp) - 1)]
        y = c.paragraph(
            PAD + 10,
            y + 4,
            word("pic-lor-vatican-mover", name=seat_name(names, mover), fp=fp, vp=str(vp)),
            c.width - 2 * PAD - 10,
            spacing=4,
        )
    for i, p in enumerate(view["players"]):
        c.seat_mark(i, PAD + 24, y + 16, 13)
        c.text(
            (PAD + 46, y + 3),
            word("pic-lor-name-fp", name=seat_name(names, i), fp=str(p["fp"])),
            TEXT,
        )
        y += 34
    return y + 8


__all__ = ["card_lines", "render_phone", "draw_phone", "focus_kind", "offered_spaces", "die_chip"]
