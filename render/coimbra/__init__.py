"""Coimbra pictures: the full board (`board`, placed by `layout`), its panels (`panels`),
the per-move phone picture (`focus`), the final scoring (`final`) and the private board
(`hand`). Drawn from the PUBLIC view only (``games/coimbra/view.py``)."""

from games.coimbra.views import CATEGORY_NAME
from render import register_renderer
from render.coimbra.board import _layout_for, board_canvas, render_board
from render.coimbra.final import _final
from render.coimbra.focus import focus_of, phone_canvas_for, render_phone
from render.coimbra.hand import hand_canvas_for, render_hand
from render.coimbra.layout import Layout, dice_box, track_cell
from render.coimbra.panels import _start_pairs
from render.coimbra.style import (
    COLOUR,
    MAX_HEIGHT,
    _income_labels,
    bonus_words,
    plain_expedition,
    to_palette,
)

__all__ = [
    "COLOUR",
    "MAX_HEIGHT",
    "Layout",
    "_final",
    "_income_labels",
    "_layout_for",
    "_start_pairs",
    "board_canvas",
    "bonus_words",
    "dice_box",
    "focus_of",
    "hand_canvas_for",
    "phone_canvas_for",
    "render_phone",
    "plain_expedition",
    "render_board",
    "render_hand",
    "to_palette",
    "track_cell",
]

register_renderer(
    "coimbra",
    render_board,
    hand=render_hand,
    phone=render_phone,
    final_rows=tuple((key, name.capitalize()) for key, name in CATEGORY_NAME.items()),
)
