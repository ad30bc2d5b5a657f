"""Lorenzo's per-move phone picture and its focus views.

The focus follows the decision: choosing a family member shows every tower floor in one
line each and the action spaces (what the member could go to); choosing an action space
shows the offered tower floors with their cards in full and the offered action spaces;
the Vatican report shows the faith track and the period's excommunication tile; every
other decision (servants, privileges, exchanges, costs) is about the mover's own board,
which every picture shows. Each floor is named as the choices name it ("green 1"), each
action space too ("Market 2", "Council palace", "Harvest small space").
"""

from __future__ import annotations

from PIL import Image

from games.lorenzo.views import (
    CardType,
    FloorView,
    MemberOnSpace,
    PublicView,
    SpaceView,
    TowerColour,
)
from render import PhoneContext
from render.common import MUTED
from render.lorenzo.board import TITLE, TOWER_EDGE, TOWER_TINT, TOWERS, card_lines
from render.lorenzo.diff import changed
from render.lorenzo.final import final_table
from render.lorenzo.names import seat_name, space_name
from render.lorenzo.palette import to_palette
from render.lorenzo.panels import dice_line, die_chip, mover_panel, others, type_tag
from render.lorenzo.phonekit import PAD, TEXT, PhoneCanvas, header, outline

SPACE_ORDER = ("market.1", "market.2", "market.3", "market.4", "council", "harvest.small", "harvest.large",
               "production.small", "production.large")


def offered_spaces(context: PhoneContext) -> list[str]:
    """The view keys of the spaces the choices offer (``ref`` when set, else the id)."""
    out = []
    for ch in context.choices:
        key = ch.id.split(":", 1)[1] if ch.id.startswith("space:") else ch.ref
        if key and (key.startswith("tower.") or key.split(".")[0] in ("market", "council", "harvest", "production")):
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


def render_phone(view: PublicView, names: list[str], last_move: str = "",
                 previous: PublicView | None = None,
                 context: PhoneContext | None = None) -> Image.Image:
    picture = draw_phone(view, names, last_move, previous, context or PhoneContext())
    return to_palette(picture.finish_image)


class PhonePicture:
    """The drawn canvas and its picture (tests read ``canvas.record``)."""

    def __init__(self, canvas: PhoneCanvas, bottom: int):
        self.canvas = canvas
        self.finish_image = canvas.finish(bottom)


def draw_phone(view: PublicView, names: list[str], last_move: str, previous: PublicView | None,
               context: PhoneContext) -> PhonePicture:
    c = PhoneCanvas()
    movers = [(s, seat_name(names, s)) for s in context.seats]
    recent = context.recent or ((last_move,) if last_move else ())
    y = header(c, TITLE, view["status"], movers, recent)
    kind = focus_kind(view, context)
    mover = context.seats[0] if context.seats else view["current"]
    final = view["final"]
    if final:
        y = final_table(c, y, view, final, names)
        return PhonePicture(c, y)
    y = dice_line(c, y, view)
    if kind == "spaces":
        y = offered_view(c, y, view, previous, offered_spaces(context))
    elif kind == "board":
        y = board_view(c, y, view, previous)
    elif kind == "vatican":
        y = vatican_view(c, y, view, names, mover)
    else:
        y = named_cards_view(c, y, view, previous, context)
    if mover is not None and 0 <= mover < len(view["players"]):
        y = mover_panel(c, y + 6, view, previous, names, mover)
    y = others(c, y, view, previous, names, mover)
    return PhonePicture(c, y)


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


def floor_row(c: PhoneCanvas, y: int, view: PublicView, previous: PublicView | None,
              colour: TowerColour, k: int, floor: FloorView, full: bool) -> int:
    """One tower floor: its name ("green 1"), the value it needs, its bonus, who stands
    there and the card (in full, or just its name)."""
    x0, x1 = PAD, c.width - PAD
    top = y
    label_w = 150
    name = space_name(floor["space"])
    card = floor["card"]
    c.draw.rectangle((x0, y, x0 + label_w, y + 4), fill=TOWER_EDGE[colour])
    c.text((x0 + 8, y + 8), name, TEXT, bold=True)
    c.text((x0 + 8, y + 8 + 28), f"value {floor['min_value']}+", TEXT, fill=MUTED)
    ly = y + 8 + 56
    if floor["bonus"]:
        ly = c.paragraph(x0 + 8, ly, "+" + floor["bonus"], label_w - 12, spacing=2)
    ty = y + 8
    tx = x0 + label_w + 10
    width = x1 - tx - 8
    if card is None:
        c.text((tx, ty), "taken" if view["round"] else "empty", TEXT, fill=MUTED)
        ty += 30
    else:
        ty = c.paragraph(tx, ty, card["name"], width, 24, bold=True, spacing=4)
        if full:
            for line in card_lines(card):
                ty = c.paragraph(tx + 8, ty, line, width - 8, spacing=4)
    if floor["family"]:
        _members(c, tx, ty + 2, floor["family"])
        ty += 38
    bottom = max(ly, ty) + 6
    c.draw.rectangle((x0, top, x1, bottom), outline=TOWER_EDGE[colour], width=2)
    if changed(view, previous, "towers", colour, "floors", k):
        outline(c, (x0, top, x1, bottom))
    return bottom + 6


def _tower_title(c: PhoneCanvas, y: int, colour: TowerColour, card_type: CardType, label: str,
                 deck: int) -> int:
    x = type_tag(c, PAD, y, card_type)
    c.draw.rectangle((x, y + 4, x + 22, y + 26), fill=TOWER_TINT[colour], outline=TOWER_EDGE[colour], width=2)
    note = f"{label} — {colour} tower, deck {deck}"
    c.text((x + 30, y + 3), note, TEXT, bold=True)
    return y + 38


def offered_view(c: PhoneCanvas, y: int, view: PublicView, previous: PublicView | None,
                 offered: list[str]) -> int:
    """The offered floors in full (grouped by tower) and the offered action spaces."""
    floors = _floors(view)
    y = c.heading(y, "Where you can place", "the spaces offered now")
    for colour, t, label in TOWERS:
        mine = [sid for sid in offered if sid in floors and floors[sid][0] == colour]
        if not mine:
            continue
        y = _tower_title(c, y, colour, t, label, view["deck_sizes"][t])
        for sid in sorted(mine, key=lambda s: -floors[s][2]["floor"]):
            _colour, k, floor = floors[sid]
            y = floor_row(c, y, view, previous, colour, k, floor, full=True)
    spaces = [sp for sp in view["spaces"] if sp["id"] in offered]
    if spaces:
        y = action_spaces(c, y, view, previous, spaces)
    return y + 4


def named_floors(view: PublicView, context: PhoneContext) -> list[str]:
    """Tower floors whose card a choice names ("Take Marketplace: pay 2 wood")."""
    labels = [ch.label for ch in context.choices]
    return [sid for sid, (_c, _k, floor) in _floors(view).items()
            if (card := floor["card"]) and any(card["name"] in label for label in labels)]


def named_cards_view(c: PhoneCanvas, y: int, view: PublicView, previous: PublicView | None,
                     context: PhoneContext) -> int:
    floors = _floors(view)
    named = named_floors(view, context)
    if not named:
        return y
    y = c.heading(y, "The card in question")
    for sid in named:
        colour, k, floor = floors[sid]
        y = floor_row(c, y, view, previous, colour, k, floor, full=True)
    return y + 4


def board_view(c: PhoneCanvas, y: int, view: PublicView, previous: PublicView | None) -> int:
    """Every tower floor in one line (name, needed value, card) and every action space."""
    y = c.heading(y, "The board", "pick a family member, then a space")
    for colour, t, label in TOWERS:
        tower = view["towers"][colour]
        y = _tower_title(c, y, colour, t, label, view["deck_sizes"][t])
        for k, floor in reversed(list(enumerate(tower["floors"]))):
            top = y
            card = floor["card"]
            what = card["name"] if card else ("taken" if view["round"] else "empty")
            c.text((PAD + 10, y), space_name(floor["space"]), TEXT, bold=True)
            c.text((PAD + 124, y), f"{floor['min_value']}+", TEXT, fill=MUTED)
            x = PAD + 176
            ny = c.paragraph(x, y, what, c.width - x - PAD - (150 if floor["family"] else 0),
                             fill=MUTED if card is None else (33, 33, 33), spacing=4)
            if floor["family"]:
                _members(c, c.width - PAD - 140, y - 4, floor["family"][:1])
            y = max(ny, y + 34)
            if changed(view, previous, "towers", colour, "floors", k):
                outline(c, (PAD, top - 4, c.width - PAD, y - 2))
        y += 4
    return action_spaces(c, y, view, previous, [sp for sp in view["spaces"] if not sp["covered"]])


def action_spaces(c: PhoneCanvas, y: int, view: PublicView, previous: PublicView | None,
                  spaces: list[SpaceView]) -> int:
    y = c.heading(y, "Action spaces")
    order = {sid: i for i, sid in enumerate(SPACE_ORDER)}
    all_spaces = view["spaces"]
    for sp in sorted(spaces, key=lambda s: order.get(s["id"], 99)):
        top = y
        name = space_name(sp["id"])
        detail = sp["gain"] or ""
        if sp["malus"]:
            detail = (detail + ", " if detail else "") + f"value −{sp['malus']}"
        if sp["id"] == "council":
            detail += ", next turn order"
        c.text((PAD + 10, y), name, TEXT, bold=True)
        x = PAD + 20 + int(c.width_of(name, TEXT, True))
        fam = sp["family"]
        right = c.width - PAD - (min(len(fam), 2) * 110)
        ny = c.paragraph(x, y, detail, right - x - 8, fill=MUTED, spacing=4) if detail else y + 28
        _members(c, right, y - 4, fam[:2])
        if len(fam) > 2:
            ny = c.paragraph(PAD + 30, max(ny, y + 34), f"+{len(fam) - 2} more members here", 400, fill=MUTED)
        y = max(ny, y + 34)
        k = next((i for i, s in enumerate(all_spaces) if s["id"] == sp["id"]), None)
        if k is not None and changed(view, previous, "spaces", k, "family"):
            outline(c, (PAD, top - 4, c.width - PAD, y - 2))
    return y + 6


# -- the Vatican report -------------------------------------------------------------------


def vatican_view(c: PhoneCanvas, y: int, view: PublicView, names: list[str],
                 mover: int | None) -> int:
    period = view["period"]
    tile = next((t for t in view["excommunication_tiles"] if t["period"] == period), None)
    y = c.heading(y, "Vatican report", f"period {period}")
    if tile:
        y = c.paragraph(PAD + 10, y, f"Needs {tile['faith_required']} FP. Otherwise excommunicated: "
                        f"{tile['text']}", c.width - 2 * PAD - 10, spacing=4)
    faith_vp = view["board"]["faith_vp"]
    if mover is not None and faith_vp:
        fp = view["players"][mover]["fp"]
        vp = faith_vp[min(fp, len(faith_vp) - 1)]
        y = c.paragraph(PAD + 10, y + 4, f"{seat_name(names, mover)} has {fp} FP: supporting the Church scores "
                        f"{vp} VP and puts faith back to 0.", c.width - 2 * PAD - 10, spacing=4)
    for i, p in enumerate(view["players"]):
        c.seat_mark(i, PAD + 24, y + 16, 13)
        c.text((PAD + 46, y + 3), f"{seat_name(names, i)}: {p['fp']} FP", TEXT)
        y += 34
    return y + 8


__all__ = ["render_phone", "draw_phone", "focus_kind", "offered_spaces", "die_chip"]
