"""Stupor Mundi private picture: the seat's hand, its face-down slot cards and its discard pile,
drawn for a phone (`kit.PHONE_WIDTH` wide, like the per-move picture)."""

from __future__ import annotations

import math

from PIL import Image

from games.stupor_mundi import data as D
from games.stupor_mundi.views import PlayerView, SlotView, StuporMundiView
from render.common import INK, MUTED
from render.kit import PHONE_PAD, hand_header, phone_canvas
from render.stupor_mundi import names as N
from render.stupor_mundi.names import card_short
from render.stupor_mundi.style import (
    GAP,
    LEVEL_FILL,
    _Canvas,
    _lines,
    to_palette,
)
from render.words import word

HAND_COLS = 2
HAND_CARD_H = 150  # title, two lines of effect (the longest card text wraps to two) and its kind
HEADING = 28


def hand_card_box(k: int, top: int, width: int) -> tuple[int, int, int, int]:
    """Where the hand picture draws the k-th card of the hand, the cards starting at ``top``."""
    card_w = (width - 2 * PHONE_PAD - (HAND_COLS - 1) * GAP) // HAND_COLS
    col, row = k % HAND_COLS, k // HAND_COLS
    x0 = PHONE_PAD + col * (card_w + GAP)
    y0 = top + row * (HAND_CARD_H + GAP)
    return (x0, y0, x0 + card_w, y0 + HAND_CARD_H)


def hidden_slot_names(own_view: StuporMundiView, seat: int) -> list[str]:
    """Names of the seat's own face-down cards in its slots (known only in its own view)."""
    return [card_short(s["card"]) for s in _face_down(_own(own_view, seat))]


def hand_lines(own_view: StuporMundiView, names: list[str], seat: int) -> list[str]:
    """The hand picture in words (the /hand message's text, the local page's hand): every card
    by the name the picture and the choices use."""
    p = _own(own_view, seat)
    hand = [_full_name(cid) for cid in p["hand"]]
    lines = [
        word("pic-sm-your-hand", count=len(hand), cards=", ".join(hand))
        if hand
        else word("pic-sm-hand-empty")
    ]
    for s in _face_down(p):
        lines.append(
            word(
                "pic-sm-face-down-line",
                slot=s["slot"],
                card=card_short(s["card"]),
                actions=_slot_actions(s),
            )
        )
    discard = [_full_name(cid) for cid in p["discard"]]
    if discard:
        lines.append(word("pic-sm-your-discard", count=len(discard), cards=", ".join(discard)))
    return lines


def _own(own_view: StuporMundiView, seat: int) -> PlayerView:
    """The seat's own player entry: the one holding its ``hand`` (KeyError on a public view)."""
    return own_view["players"][seat]


def _face_down(p: PlayerView) -> list[SlotView]:
    """The seat's own face-down slot cards (their names are in its own view only)."""
    return [s for s in p["slots"] if s["card"] not in (None, "hidden") and not s["face_up"]]


def _slot_actions(slot: SlotView) -> str:
    actions = [N.action(a) for a in D.SLOT_ACTIONS.get(slot["slot"], ())]
    return (
        word("pic-sm-either", first=actions[0], second=actions[1])
        if len(actions) == 2
        else (", ".join(actions))
    )


def render_hand(own_view: StuporMundiView, names: list[str], seat: int) -> Image.Image:
    """The seat's hand, its face-down slot cards and its discard pile (only its own items)."""
    return to_palette(hand_canvas_for(own_view, names, seat).image)


def hand_canvas_for(own_view: StuporMundiView, names: list[str], seat: int) -> _Canvas:
    """The hand picture on its canvas (with the records of every text): each card under its full
    name, the name the play / discard / remove choices use as their ref."""
    p = _own(own_view, seat)
    hand = list(p["hand"])
    hidden_slots = _face_down(p)
    discard = list(p["discard"])
    name = names[seat] if 0 <= seat < len(names) else word("pic-player", n=seat + 1)
    house = p["house"]
    height = (
        400
        + math.ceil(len(hand) / HAND_COLS) * (HAND_CARD_H + GAP)
        + 70 * (len(hidden_slots) + 2)
        + 40 * (len(discard) + 2)
    )
    c = _Canvas.of(phone_canvas(_Canvas, height))
    facts = word(
        "pic-sm-hand-facts",
        vp=p["vp"],
        aug=p["aug"],
        grain=p["grain"],
        stone=p["stone"],
        limit=p["hand_limit"],
        pile=p["draw_count"],
    )
    title = word("pic-sm-hand-of", game=word("pic-sm-title"), name=name)
    if house:
        title = word("pic-sm-with-house", title=title, house=N.house_name(house))
    y = hand_header(c, title, facts, seat)
    width = c.width - 2 * PHONE_PAD
    c.text((PHONE_PAD, y), word("pic-sm-hand-count", count=len(hand)), HEADING, bold=True)
    y += 42
    if not hand:
        c.text((PHONE_PAD, y), word("pic-sm-hand-empty"), c.min_text, fill=MUTED)
        y += 34
    for k, cid in enumerate(hand):
        _hand_card(c, hand_card_box(k, y, c.width), cid)
    y += math.ceil(len(hand) / HAND_COLS) * (HAND_CARD_H + GAP) + 8
    c.text((PHONE_PAD, y), word("pic-sm-face-down"), HEADING, bold=True)
    y += 42
    if not hidden_slots:
        c.text((PHONE_PAD, y), word("pic-sm-none"), c.min_text, fill=MUTED)
        y += 34
    for s in hidden_slots:
        text = word(
            "pic-sm-slot-card", slot=s["slot"], card=card_short(s["card"]), actions=_slot_actions(s)
        )
        y = c.paragraph(PHONE_PAD, y, text, width, c.min_text) + 6
    y += 8
    c.text((PHONE_PAD, y), word("pic-sm-discard", count=len(discard)), HEADING, bold=True)
    y += 42
    y = c.paragraph(
        PHONE_PAD,
        y,
        ", ".join(_full_name(d) for d in discard) or word("pic-sm-empty"),
        width,
        c.min_text,
        fill=INK if discard else MUTED,
    )
    c.finish(y + PHONE_PAD)
    return c


def _hand_card(c: _Canvas, box: tuple[int, int, int, int], cid: str) -> None:
    x0, y0, x1, y1 = box
    cdef = D.card_def(cid) if cid.split("~")[0] in D.CARDS else None
    level = cdef.level if cdef else "H"
    cost = N.card_cost(cid)
    kind = word("pic-sm-card-level", level=level)
    if cost:
        kind = word("pic-sm-with-cost", kind=kind, cost=cost)
    c.card(box, N.card_name(cid), [], fill=LEVEL_FILL[level], title_size=26)
    _lines(c, x0 + 12, y0 + 44, N.card_text(cid), x1 - x0 - 24, 2, c.min_text, step=27)
    c.text((x0 + 12, y1 - 34), kind, c.min_text, fill=MUTED, max_width=x1 - x0 - 24)


def _full_name(cid: str) -> str:
    return N.card_name(cid)


_card_name = card_short
"""A card's name as its slot shows it (the /hand text's test reads it by this name)."""
