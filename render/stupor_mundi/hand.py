"""Stupor Mundi private picture: the seat's hand, its face-down slot cards and its discard pile."""

from __future__ import annotations

import math
from typing import Any

from PIL import Image

from games.stupor_mundi import data as D
from render.common import (
    MUTED,
    WIDTH,
    counted,
)
from render.kit import MIN_TEXT
from render.stupor_mundi.style import (
    GAP,
    HEADER_H,
    LEVEL_FILL,
    MARGIN,
    TITLE,
    _Canvas,
    _card_cost,
    _card_name,
    _lines,
    to_palette,
)

# ---------------------------------------------------------------------------------------------
# the private hand


HAND_COLS = 3
HAND_CARD_H = 150


def hand_card_box(k: int) -> tuple[int, int, int, int]:
    """Where the hand image draws the k-th card of the hand."""
    card_w = (WIDTH - 2 * MARGIN - (HAND_COLS - 1) * GAP) // HAND_COLS
    col, row = k % HAND_COLS, k // HAND_COLS
    x0 = MARGIN + col * (card_w + GAP)
    y0 = HEADER_H + 16 + 44 + row * (HAND_CARD_H + GAP)
    return (x0, y0, x0 + card_w, y0 + HAND_CARD_H)


def hidden_slot_names(own_view: dict[str, Any], seat: int) -> list[str]:
    """Names of the seat's own face-down cards in its slots (known only in its own view)."""
    players = own_view.get("players") or []
    p = players[seat] if 0 <= seat < len(players) else {}
    return [_card_name(str(s["card"])) for s in p.get("slots") or []
            if s.get("card") not in (None, "hidden") and not s.get("face_up")]


def render_hand(own_view: dict[str, Any], names: list[str], seat: int) -> Image.Image:
    """The seat's hand, its face-down slot cards and its discard pile (only its own items)."""
    return to_palette(hand_canvas(own_view, names, seat).image)


def hand_canvas(own_view: dict[str, Any], names: list[str], seat: int) -> _Canvas:
    """The hand picture on its canvas (with the records of every text): each card under its full
    name, the name the play / discard / remove choices use as their ref."""
    players = own_view.get("players") or []
    p = players[seat] if 0 <= seat < len(players) else {}
    hand = list(p.get("hand") or [])
    hidden_slots = [s for s in p.get("slots") or [] if s.get("card") not in (None, "hidden") and not s.get("face_up")]
    discard = list(p.get("discard") or [])
    name = names[seat] if 0 <= seat < len(names) else f"Player {seat + 1}"
    cols, card_h = HAND_COLS, HAND_CARD_H
    rows = max(1, math.ceil(len(hand) / cols))
    disc_lines = max(1, math.ceil(len(discard) / 4))
    height = HEADER_H + 20 + 40 + rows * (card_h + GAP) + 60 + 40 * max(1, len(hidden_slots)) + 50 + disc_lines * 30 + 40
    c = _Canvas(height)
    house = p.get("house") or ""
    status = (f"{p.get('vp', 0)} VP · {p.get('aug', 0)} aug · grain {p.get('grain', 0)} · stone {p.get('stone', 0)}"
              f" · hand limit {p.get('hand_limit', 0)} · draw pile {p.get('draw_count', 0)}")
    c.header(f"{TITLE} — {name}'s hand" + (f" ({house})" if house else ""), status)
    c.text((28, 108), "Only you can see this.", 24, fill=MUTED)
    c.seat_mark(seat, WIDTH - 50, 40, 22)
    y = HEADER_H + 16
    c.text((MARGIN, y), f"Hand: {counted(len(hand), 'card')}", 28, bold=True)
    y += 44
    if not hand:
        c.text((MARGIN, y), "Your hand is empty.", 24, fill=MUTED)
    for k, cid in enumerate(hand):
        x0, y0, x1, _ = hand_card_box(k)
        card_w = x1 - x0
        cdef = D.card_def(cid) if cid.split("~")[0] in D.CARDS else None
        level = cdef.level if cdef else "H"
        kind = {"H": "house card", "A": "level A", "B": "level B"}[level]
        cost = _card_cost(cid.split("~")[0])
        lines = [cdef.text if cdef else "", f"{kind}" + (f" · cost {cost}" if cost else "")]
        c.card((x0, y0, x0 + card_w, y0 + card_h), cdef.name if cdef else cid, [], fill=LEVEL_FILL[level],
               title_size=26)
        _lines(c, x0 + 12, y0 + 44, lines[0], card_w - 24, 3, MIN_TEXT, step=27)
        c.text((x0 + 12, y0 + card_h - 32), lines[1], MIN_TEXT, fill=MUTED, max_width=card_w - 24)
    y += rows * (card_h + GAP) + 10
    c.text((MARGIN, y), "Your face-down cards in slots", 28, bold=True)
    y += 44
    if not hidden_slots:
        c.text((MARGIN, y), "none", 24, fill=MUTED)
        y += 40
    for s in hidden_slots:
        acts = " or ".join(D.ACTION_NAMES[a] for a in D.SLOT_ACTIONS.get(int(s.get("slot", 1)), ()))
        c.text((MARGIN, y), f"Slot {s.get('slot')}: {_card_name(s.get('card'))} (played for: {acts})", 24,
               max_width=WIDTH - 2 * MARGIN)
        y += 40
    y += 10
    c.text((MARGIN, y), f"Discard pile ({len(discard)})", 28, bold=True)
    y += 44
    names_d = ", ".join(_full_name(d) for d in discard) or "empty"
    c.paragraph(MARGIN, y, names_d, WIDTH - 2 * MARGIN, 24)
    return c


def _full_name(cid: str) -> str:
    base = str(cid).split("~")[0]
    return D.CARDS[base].name if base in D.CARDS else str(cid)
