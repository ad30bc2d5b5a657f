"""De Vulgari Eloquentia pictures: `board` (the full board), `hand` (the private screen),
`focus` (the per-move phone picture and its focus views), `panels` (the phone's player
rows), `final` (the final scoring table), `names` (the words choices and pictures share)."""

from render import register_renderer
from render.de_vulgari.board import SLUG, render_board
from render.de_vulgari.focus import render_phone
from render.de_vulgari.hand import hand_canvas_for, hand_lines, render_hand

register_renderer(SLUG, render_board, hand=render_hand, phone=render_phone, hand_text=hand_lines)

__all__ = ["SLUG", "hand_canvas_for", "hand_lines", "render_board", "render_hand", "render_phone"]
