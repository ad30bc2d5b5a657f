"""Lorenzo phone panels: the acting player's whole board, the others in one row each,
and the dice. Every card a player holds is listed with its permanent effect in full."""

from __future__ import annotations

from games.lorenzo.views import CardRef, CardType, FamilyMember, PublicView
from render.common import INK, MUTED
from render.lorenzo import texts as T
from render.lorenzo.board import (
    FM_FILL,
    FM_NAME,
    FM_TEXT,
    TOWER_TINT,
    TOWERS,
    TYPE_TOWER,
)
from render.lorenzo.diff import changed
from render.lorenzo.names import DIE_LETTER, TYPE_LETTER, bonus_tile_lines, seat_name
from render.lorenzo.phonekit import PAD, TEXT, PhoneCanvas, outline
from render.words import word

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
    label = word("pic-lor-dice")
    c.text((PAD, y + 3), label, TEXT, bold=True)
    x = PAD + max(70, int(c.width_of(label, TEXT, True)) + 12)
    if "white" in dice:
        x = die_chip(c, x, y, "white", dice["white"])
    if "black" in dice:
        x = die_chip(c, x, y, "black", dice["black"])
    if "orange" in dice:
        x = die_chip(c, x, y, "orange", dice["orange"])
    c.text((x + 8, y + 3), word("pic-lor-dice-legend"), TEXT, fill=MUTED)
    return y + 40


def _player_effects(cards: list[CardRef]) -> list[tuple[str, str]]:
    """(name, what it still does) for each card; immediate effects are spent."""
    return [
        (T.card_name(ref["id"]), "; ".join(T.card_lines(ref["id"], ("lasting", "end"))))
        for ref in cards
    ]


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
    title = word("pic-lor-name-vp", name=seat_name(names, seat), vp=str(view["scores"][seat]))
    c.text((x0 + 56, y + 2), title, 26, bold=True)
    y += 44
    r = p["resources"]
    res = word(
        "pic-lor-resources",
        wood=str(r["wood"]),
        stone=str(r["stone"]),
        servants=str(r["servants"]),
        coins=str(r["coins"]),
    )
    # the points in words: the legend of the "MP" and "FP" the cards and other rows write
    points = word("pic-lor-points", mp=str(p["mp"]), fp=str(p["fp"]))
    ry = y
    y = c.paragraph(x0 + 14, y, res, inner)
    y = c.paragraph(x0 + 14, y, points, inner) + 4  # room under the descenders of "(MP)"
    if any(changed(view, previous, "players", seat, k) for k in ("resources", "mp", "fp")):
        outline(c, (x0 + 8, ry - 2, x1 - 8, y - 4))
    # family members
    fy = y + 2
    family = word("pic-lor-family")
    c.text((x0 + 14, fy + 3), family, TEXT, bold=True)
    x = x0 + max(100, 24 + int(c.width_of(family, TEXT, True)))
    for fm in FM_NAME:
        info = p["family"][fm]
        if info["placed"]:
            placed = word("pic-lor-placed", die=DIE_LETTER[fm])
            c.text((x, fy + 3), placed, TEXT, fill=MUTED)
            x += int(c.width_of(placed)) + 16
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
            word("pic-lor-leader-used", leader=T.leader_name(ld["id"]))
            if ld["used"]
            else T.leader_name(ld["id"])
            for ld in leaders
        ]
        if detail:
            parts = [
                f"{part}: {T.leader_ability(ld['id'])}"
                for part, ld in zip(parts, leaders, strict=True)
            ]
        played = "; ".join(parts) if parts else word("pic-lor-none")
        y = c.paragraph(
            x0 + 14,
            y,
            word("pic-lor-leaders-in-play", leaders=played, hand=str(p["hand_size"])),
            inner,
            spacing=4,
        )
    tiles = {t["id"]: t for t in view["excommunication_tiles"]}
    for e in p["excommunications"]:
        tile = tiles[e]  # a player is excommunicated by one of the three tiles
        y = c.paragraph(
            x0 + 14,
            y,
            word(
                "pic-lor-excommunicated",
                period=str(tile["period"]),
                tile=T.excommunication(tile["id"]),
            ),
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
    title = f"{T.type_word(t)} {len(cards)}"
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
                c.paragraph(
                    x, y + 3, ", ".join(T.card_name(ref["id"]) for ref in cards), x1 - x, spacing=4
                )
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
        text = word(
            "pic-lor-other-row",
            name=seat_name(names, i),
            vp=str(view["scores"][i]),
            mp=str(p["mp"]),
            fp=str(p["fp"]),
            coins=r["coins"],
            wood=str(r["wood"]),
            stone=str(r["stone"]),
            servants=r["servants"],
        )
        y = c.paragraph(PAD + 40, y + 3, text, c.width - 2 * PAD - 40, spacing=4)
        y = max(y, top + 34)
        if changed(view, previous, "players", i):
            outline(c, (PAD - 4, top - 2, c.width - PAD + 4, y))
        y += 6
    return y
