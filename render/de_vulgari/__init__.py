"""De Vulgari Eloquentia pictures: `board` (the full board), `hand` (the private screen),
`focus` (the per-move phone picture and its focus views), `panels` (the phone's player
rows), `final` (the final scoring table), `names` (the words choices and pictures share)."""

from typing import cast

from render import HandRenderer, HandText, PhoneRenderer, Renderer, register_renderer
from render.de_vulgari.board import SLUG, render_board
from render.de_vulgari.focus import render_phone
from render.de_vulgari.hand import hand_canvas_for, hand_lines, render_hand
from render.de_vulgari.scoring import CATEGORIES

# The service hands every game's views over as plain dicts; these renderers read them as
# the `games.de_vulgari.views.DeVulgariView` the engine fills (a TypedDict is a dict at run time).
register_renderer(
    SLUG,
    cast(Renderer, render_board),
    hand=cast(HandRenderer, render_hand),
    phone=cast(PhoneRenderer, render_phone),
    hand_text=cast(HandText, hand_lines),
    final_rows=tuple(CATEGORIES),
)

__all__ = ["SLUG", "hand_canvas_for", "hand_lines", "render_board", "render_hand", "render_phone"]
