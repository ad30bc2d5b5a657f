"""Lorenzo phone panels: the acting player's whole board, the others in one row each,
and the dice. Every card a player holds is listed with its permanent effect in full."""

from __future__ import annotations

from games.lorenzo.view import card_view
from games.lorenzo.views import CardRef, CardType, FamilyMember, PublicView
from render.common import INK, MUTED, counted
from render.lorenzo.board import (
    FM_FILL,
    FM_NAME,
    FM_TEXT,
    TOWER_TINT,
    TOWERS,
    TYPE_TOWER,
    card_lines,
)
from render.lorenzo.diff import changed
from render.lorenzo.names import DIE_LETTER, TYPE_LABEL, TYPE_LETTER, bonus_tile_lines, seat_name
from render.lorenzo.phonekit import PAD, TEXT, PhoneCanvas, outline

LINE = TEXT + 6
COL_GAP = 24
EXCOM_INK = (150, 30, 30)


def die_chip(c: PhoneCanvas, x: int, y: int, fm: FamilyMember, value: int | None) -> int:
    """A family member's die: colour, letter and value ("W5"); returns the x after it."""
    label = DIE_LETTER[fm] + ("" if value is None else str(value))
    w = int(c.width_of(label, TEXT, True)) + 16
    c.chip((x, y, x + w, y + 30), label, FM_FILL[fm], FM_TEXT[fm])
    return x + w + 8


def type_tag(c: PhoneCanvas, x: int, y: int, card_type: CardType) -> int:
    """A card type: the tower's tint with the type's letter; returns the x after it."""
    c.chip((x, y, x + 30, y + 30), TYPE_LETTER[card_type], TOWER_TINT[TYPE_TOWER[card_type]])
    return x + 38


def dice_line(c: PhoneCanvas, y: int, view: PublicView) -> int:
    dice = view["dice"]
    if not dice:  # before the first roll
        return y
    c.text((PAD, y + 3), "Dice", TEXT, bold=True)
    x = PAD + 70
    if "white" in dice:
        x = die_chip(c, x, y, "white", dice["white"])
    if "black" in dice:
        x = die_chip(c, x, y, "black", dice["black"])
    if "orange" in dice:
        x = die_chip(c, x, y, "orange", dice["orange"])
    c.text((x + 8, y + 3), "W white · B black · O orange · N neutral", TEXT, fill=MUTED)
    return y + 40


def _player_effects(cards: list[CardRef]) -> list[tuple[str, str]]:
    """(name, what it still does) for each card; immediate effects are spent."""
    out = []
    for ref in cards:
        card = card_view(ref["id"])
        lines = [ln for ln in card_lines(card) if not ln.startswith(("Cost", "Now:", "Needs"))]
        out.append((card["name"], "; ".join(lines)))
    return out


def mover_panel(
    c: PhoneCanvas,
    y: int,
    view: PublicView,
    previous: PublicView | None,
    names: list[str],
    seat: int,
    detail: int = 2,
) -> int:
    """The acting player's resources, family, cards, leaders, excommunications and tile.
    ``detail`` 2: every card with its lasting effect, a type a row; 1: the same, two types a
    row; 0: the cards by name, the leaders by name."""
    p = view["players"][seat]
    top = y
    x0, x1 = PAD, c.width - PAD
    inner = x1 - x0 - 28
    # frame first (its height is known only after the content): draw on a measured pass
    y += 12
    c.seat_mark(seat, x0 + 30, y + 16, 16)
    c.text((x0 + 56, y + 2), f"{seat_name(names, seat)} — {view['scores'][seat]} VP", 26, bold=True)
    y += 44
    r = p["resources"]
    res = f"Wood {r['wood']} · Stone {r['stone']} · Servants {r['servants']} · Coins {r['coins']}"
    # the points in words: the legend of the "MP" and "FP" the cards and other rows write
    points = f"Military points (MP) {p['mp']} · Faith points (FP) {p['fp']}"
    ry = y
    y = c.paragraph(x0 + 14, y, res, inner)
    y = c.paragraph(x0 + 14, y, points, inner) + 4  # room under the descenders of "(MP)"
    if any(changed(view, previous, "players", seat, k) for k in ("resources", "mp", "fp")):
        outline(c, (x0 + 8, ry - 2, x1 - 8, y - 4))
    # family members
    fy = y + 2
    c.text((x0 + 14, fy + 3), "Family", TEXT, bold=True)
    x = x0 + 100
    for fm in FM_NAME:
        info = p["family"][fm]
        if info["placed"]:
            c.text((x, fy + 3), f"{DIE_LETTER[fm]} placed", TEXT, fill=MUTED)
            x += int(c.width_of(f"{DIE_LETTER[fm]} placed")) + 16
        else:
            x = die_chip(c, x, fy, fm, info["value"])
    y = fy + 40
    if changed(view, previous, "players", seat, "family"):
        outline(c, (x0 + 8, fy - 4, x1 - 8, y - 4))
    # cards by type: with their lasting effects a type a row (detail 2) or two types a row
    # (detail 1), or by name only (detail 0: the effects are left to the mover's next picture)
    if detail == 1:
        y = _cards_two_by_two(c, y, view, previous, seat, x0 + 14, x1 - 14)
    else:
        for _colour, t, _label in TOWERS:
            y = _cards_of_type(c, y, view, previous, seat, t, x0 + 14, x1 - 14, effects=detail == 2)
    # leaders, excommunications, personal bonus tile
    leaders = p["leaders"]
    if view["options"]["leaders"] or leaders:
        parts = [
            ld["name"]
            + (" (used this round)" if ld["used"] else "")
            + (": " + ld["ability"] if detail else "")
            for ld in leaders
        ]
        y = c.paragraph(
            x0 + 14,
            y,
            "Leaders in play: "
            + ("; ".join(parts) if parts else "none")
            + f" · {p['hand_size']} in hand",
            inner,
            spacing=4,
        )
    tiles = {t["id"]: t for t in view["excommunication_tiles"]}
    for e in p["excommunications"]:
        tile = tiles[e]  # a player is excommunicated by one of the three tiles
        y = c.paragraph(
            x0 + 14,
            y,
            f"Excommunicated (period {tile['period']}): {tile['text']}",
            inner,
            fill=EXCOM_INK,
            spacing=4,
        )
    if p["bonus_tile"]:
        for line in bonus_tile_lines(p, view):
            y = c.paragraph(x0 + 14, y, line, inner, spacing=4)
    y += 8
    c.draw.rounded_rectangle((x0, top, x1, y), radius=12, outline=INK, width=3)
    c.record.panels.append((x0, top, x1, y))
    return y + 12


def _cards_of_type(
    c: PhoneCanvas,
    y: int,
    view: PublicView,
    previous: PublicView | None,
    seat: int,
    t: CardType,
    x0: int,
    x1: int,
    effects: bool,
) -> int:
    """A card type's tag, count and cards: with effects a card a line, else their names in
    one paragraph beside the count; returns the y below."""
    cards = view["players"][seat]["cards"][t]
    top = y
    type_tag(c, x0, y, t)
    title = f"{TYPE_LABEL[t]} {len(cards)}"
    c.text((x0 + 38, y + 3), title, TEXT, bold=True)
    if effects:
        y += 36
        for name, effect in _player_effects(cards):
            y = c.paragraph(
                x0 + 16, y, f"{name}: {effect}" if effect else name, x1 - x0 - 16, spacing=4
            )
    else:
        x = x0 + 52 + int(c.width_of(title, TEXT, True))
        if cards:
            y = (
                c.paragraph(x, y + 3, ", ".join(ref["name"] for ref in cards), x1 - x, spacing=4)
                - 3
            )
        y = max(y, top + 34)
    if changed(view, previous, "players", seat, "cards", t):
        outline(c, (x0 - 6, top - 2, x1 + 6, y))
    return y + 4


def _cards_two_by_two(
    c: PhoneCanvas,
    y: int,
    view: PublicView,
    previous: PublicView | None,
    seat: int,
    x0: int,
    x1: int,
) -> int:
    """The four card types with their effects, territories beside buildings and characters
    beside ventures."""
    half = (x1 - x0 - COL_GAP) // 2
    for row in (TOWERS[:2], TOWERS[2:]):
        y = max(
            _cards_of_type(c, y, view, previous, seat, t, x, x + half, effects=True)
            for x, (_colour, t, _label) in zip((x0, x1 - half), row, strict=True)
        )
    return y


def others(
    c: PhoneCanvas,
    y: int,
    view: PublicView,
    previous: PublicView | None,
    names: list[str],
    skip: int | None,
) -> int:
    """One row per other player: VP, MP, FP and resources."""
    for i, p in enumerate(view["players"]):
        if i == skip:
            continue
        r = p["resources"]
        top = y
        c.seat_mark(i, PAD + 16, y + 16, 14)
        text = (
            f"{seat_name(names, i)}: {view['scores'][i]} VP · MP {p['mp']} · FP {p['fp']} · "
            f"{counted(r['coins'], 'coin')} · {r['wood']} wood · {r['stone']} stone · "
            f"{counted(r['servants'], 'servant')}"
        )
        y = c.paragraph(PAD + 40, y + 3, text, c.width - 2 * PAD - 40, spacing=4)
        y = max(y, top + 34)
        if changed(view, previous, "players", i):
            outline(c, (PAD - 4, top - 2, c.width - PAD + 4, y))
        y += 6
    return y
