"""Lorenzo phone panels: the acting player's whole board, the others in one row each,
and the dice. Every card a player holds is listed with its permanent effect in full."""

from __future__ import annotations

from typing import Any

from games.lorenzo.view import card_view
from render.common import INK, MUTED, counted
from render.kit import changed
from render.lorenzo.board import FM_FILL, FM_TEXT, TOWER_TINT, TYPE_TOWER, card_lines
from render.lorenzo.names import DIE_LETTER, TYPE_LABEL, TYPE_LETTER, bonus_tile_lines, seat_name
from render.lorenzo.phonekit import PAD, TEXT, PhoneCanvas, outline

LINE = TEXT + 6
EXCOM_INK = (150, 30, 30)


def die_chip(c: PhoneCanvas, x: int, y: int, fm: str, value: int | None) -> int:
    """A family member's die: colour, letter and value ("W5"); returns the x after it."""
    label = DIE_LETTER[fm] + ("" if value is None else str(value))
    w = int(c.width_of(label, TEXT, True)) + 16
    c.chip((x, y, x + w, y + 30), label, FM_FILL[fm], FM_TEXT[fm])
    return x + w + 8


def type_tag(c: PhoneCanvas, x: int, y: int, card_type: str) -> int:
    """A card type: the tower's tint with the type's letter; returns the x after it."""
    c.chip((x, y, x + 30, y + 30), TYPE_LETTER[card_type], TOWER_TINT[TYPE_TOWER[card_type]])
    return x + 38


def dice_line(c: PhoneCanvas, y: int, view: dict[str, Any]) -> int:
    dice = view.get("dice") or {}
    if not dice:
        return y
    c.text((PAD, y + 3), "Dice", TEXT, bold=True)
    x = PAD + 70
    for fm in ("white", "black", "orange"):
        if fm in dice:
            x = die_chip(c, x, y, fm, dice[fm])
    c.text((x + 8, y + 3), "W white · B black · O orange · N neutral", TEXT, fill=MUTED)
    return y + 40


def _player_effects(cards: list[dict[str, Any]]) -> list[tuple[str, str]]:
    """(name, what it still does) for each card; immediate effects are spent."""
    out = []
    for ref in cards:
        card = card_view(ref["id"]) if ref.get("id") else ref
        lines = [ln for ln in card_lines(card) if not ln.startswith(("Cost", "Now:", "Needs"))]
        out.append((card.get("name", ref.get("name", "")), "; ".join(lines)))
    return out


def mover_panel(c: PhoneCanvas, y: int, view: dict[str, Any], previous: dict[str, Any] | None,
                names: list[str], seat: int) -> int:
    """The acting player's resources, family, cards with their effects, leaders, tile."""
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
    res = (f"Wood {r['wood']} · Stone {r['stone']} · Servants {r['servants']} · Coins {r['coins']}"
           f" · MP {p['mp']} · FP {p['fp']}")
    ry = y
    y = c.paragraph(x0 + 14, y, res, inner)
    if any(changed(view, previous, "players", seat, k) for k in ("resources", "mp", "fp")):
        outline(c, (x0 + 8, ry - 2, x1 - 8, y - 4))
    # family members
    fy = y + 2
    c.text((x0 + 14, fy + 3), "Family", TEXT, bold=True)
    x = x0 + 100
    for fm in ("white", "black", "orange", "neutral"):
        info = p.get("family", {}).get(fm, {})
        if info.get("placed"):
            c.text((x, fy + 3), f"{DIE_LETTER[fm]} placed", TEXT, fill=MUTED)
            x += int(c.width_of(f"{DIE_LETTER[fm]} placed")) + 16
        else:
            x = die_chip(c, x, fy, fm, info.get("value"))
    y = fy + 40
    if changed(view, previous, "players", seat, "family"):
        outline(c, (x0 + 8, fy - 4, x1 - 8, y - 4))
    # cards by type with their lasting effects
    for t in ("territory", "building", "character", "venture"):
        cards = p.get("cards", {}).get(t, [])
        cy = y
        type_tag(c, x0 + 14, y, t)
        c.text((x0 + 52, y + 3), f"{TYPE_LABEL[t]} {len(cards)}", TEXT, bold=True)
        y += 36
        for name, effect in _player_effects(cards):
            y = c.paragraph(x0 + 30, y, f"{name}: {effect}" if effect else name, inner - 16, spacing=4)
        if changed(view, previous, "players", seat, "cards", t):
            outline(c, (x0 + 8, cy - 2, x1 - 8, y))
        y += 4
    # leaders, excommunications, personal bonus tile
    leaders = p.get("leaders", [])
    if view.get("options", {}).get("leaders") or leaders:
        parts = [ld["name"] + (" (used this round)" if ld.get("used") else "") + ": " + ld.get("ability", "")
                 for ld in leaders]
        y = c.paragraph(x0 + 14, y, "Leaders in play: " + ("; ".join(parts) if parts else "none")
                        + f" · {p.get('hand_size', 0)} in hand", inner, spacing=4)
    tiles = {t["id"]: t for t in view.get("excommunication_tiles", [])}
    for e in p.get("excommunications", []):
        tile = tiles.get(e, {})
        y = c.paragraph(x0 + 14, y, f"Excommunicated (period {tile.get('period', '?')}): {tile.get('text', e)}",
                        inner, fill=EXCOM_INK, spacing=4)
    if p.get("bonus_tile"):
        for line in bonus_tile_lines(p, view):
            y = c.paragraph(x0 + 14, y, line, inner, spacing=4)
    y += 8
    c.draw.rounded_rectangle((x0, top, x1, y), radius=12, outline=INK, width=3)
    c.record.panels.append((x0, top, x1, y))
    return y + 12


def others(c: PhoneCanvas, y: int, view: dict[str, Any], previous: dict[str, Any] | None,
           names: list[str], skip: int | None) -> int:
    """One row per other player: VP, MP, FP and resources."""
    for i, p in enumerate(view.get("players", [])):
        if i == skip:
            continue
        r = p["resources"]
        top = y
        c.seat_mark(i, PAD + 16, y + 16, 14)
        text = (f"{seat_name(names, i)}: {view['scores'][i]} VP · MP {p['mp']} · FP {p['fp']} · "
                f"{counted(r['coins'], 'coin')} · {r['wood']} wood · {r['stone']} stone · "
                f"{counted(r['servants'], 'servant')}")
        y = c.paragraph(PAD + 40, y + 3, text, c.width - 2 * PAD - 40, spacing=4)
        y = max(y, top + 34)
        if changed(view, previous, "players", i):
            outline(c, (PAD - 4, top - 2, c.width - PAD + 4, y))
        y += 6
    return y
