"""De Vulgari Eloquentia pictures: `board` (the full board and the private screen)."""

from render import register_renderer
from render.de_vulgari.board import SLUG, render_board, render_hand

register_renderer(SLUG, render_board, hand=render_hand)

__all__ = ["SLUG", "render_board", "render_hand"]
