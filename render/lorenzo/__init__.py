"""Lorenzo il Magnifico pictures: `board` (the full board), `hand` (the private hand, for a
phone), `focus` (the per-move phone picture and its focus views), `panels` (the phone's player
panels), `final` (the final scoring table), `names` (the words choices and pictures share)."""

from typing import cast

from render import HandRenderer, HandText, PhoneRenderer, Renderer, register_renderer
from render.lorenzo.board import FINAL_ROWS, SLUG, render_board
from render.lorenzo.focus import render_phone
from render.lorenzo.hand import hand_canvas_for, hand_lines, render_hand

# the registry passes the engine's views as plain dicts; these renderers read them typed
register_renderer(
    SLUG,
    cast(Renderer, render_board),
    hand=cast(HandRenderer, render_hand),
    phone=cast(PhoneRenderer, render_phone),
    hand_text=cast(HandText, hand_lines),
    final_rows=tuple((str(key), label) for key, label in FINAL_ROWS if key != "total"),
)

__all__ = ["SLUG", "hand_canvas_for", "hand_lines", "render_board", "render_hand", "render_phone"]
