"""Stupor Mundi pictures: the full board (`board`), its panels (`panels`), the per-move
phone picture (`focus`), the final scoring (`final`) and the private hand (`hand`).

Only the public view is read; names of cards, allies and effects come from the engine's
data tables (read only). Speed (bench/render_bench.py): text is drawn from cached glyph
masks, a text of several words from its words' masks; a player's fixed panel parts and a
region whose part of the view did not change are pasted from an earlier drawing; the result
is a 256-colour image on a fixed palette.
"""

from typing import cast

from render import HandRenderer, HandText, PhoneRenderer, Renderer, register_renderer
from render.stupor_mundi.board import _build_static, _layout, board_canvas, draw_board, render_board
from render.stupor_mundi.final import CATEGORY_WORDS, result_mark_centre
from render.stupor_mundi.focus import focus_of, phone_canvas_for, render_phone
from render.stupor_mundi.hand import (
    hand_canvas_for,
    hand_card_box,
    hand_lines,
    hidden_slot_names,
    render_hand,
)
from render.stupor_mundi.panels import (
    _castle_geometry,
    _slot_box,
    _space_box,
    _voyage_city_box,
    ally_space_box,
    edict_box,
    palace_row_box,
)
from render.stupor_mundi.style import (
    _REGIONS,
    BREAKDOWN,
    FRED,
    INDEP,
    LEVEL_FILL,
    MAX_HEIGHT,
    PALACE_ROWS,
    SLUG,
    _Canvas,
    _lines,
    to_palette,
)

__all__ = [
    "FRED",
    "INDEP",
    "LEVEL_FILL",
    "MAX_HEIGHT",
    "PALACE_ROWS",
    "SLUG",
    "_Canvas",
    "_REGIONS",
    "_build_static",
    "_castle_geometry",
    "_layout",
    "board_canvas",
    "_lines",
    "_slot_box",
    "_space_box",
    "_voyage_city_box",
    "ally_space_box",
    "draw_board",
    "edict_box",
    "focus_of",
    "phone_canvas_for",
    "render_phone",
    "hand_card_box",
    "hidden_slot_names",
    "palace_row_box",
    "render_board",
    "render_hand",
    "hand_canvas_for",
    "hand_lines",
    "result_mark_centre",
    "to_palette",
]

# the registry hands on the plain dict the engine's `view` returned: a StuporMundiView
register_renderer(
    SLUG,
    cast(Renderer, render_board),
    hand=cast(HandRenderer, render_hand),
    phone=cast(PhoneRenderer, render_phone),
    hand_text=cast(HandText, hand_lines),
    final_rows=tuple(
        (key, CATEGORY_WORDS.get(key, label.replace("-", ""))) for key, label in BREAKDOWN
    ),
)
