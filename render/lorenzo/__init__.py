"""Lorenzo il Magnifico pictures: `board` (the full board), `hand` (the private hand, for a
phone), `focus` (the per-move phone picture and its focus views), `panels` (the phone's player
panels), `final` (the final scoring table), `names` (the words choices and pictures share)."""

from render import register_renderer
from render.lorenzo.board import SLUG, render_board
from render.lorenzo.focus import render_phone
from render.lorenzo.hand import hand_canvas_for, hand_lines, render_hand

register_renderer(SLUG, render_board, hand=render_hand, phone=render_phone, hand_text=hand_lines)

__all__ = ["SLUG", "hand_canvas_for", "hand_lines", "render_board", "render_hand", "render_phone"]
