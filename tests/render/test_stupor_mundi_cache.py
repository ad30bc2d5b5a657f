"""Stupor Mundi's drawing caches (issue 33.4): what is drawn once and pasted afterwards gives
the pixels and records of a drawing in place, and the cache is used."""

from __future__ import annotations

import pytest
from PIL import ImageChops

import render.stupor_mundi.panels as P
import render.stupor_mundi.style as S
from render.kit import PHONE_WIDTH, phone_canvas
from render.samples import positions
from render.stupor_mundi import phone_canvas_for
from render.stupor_mundi.style import PLAYER_H, _Canvas


def records(c: _Canvas) -> tuple:
    """The records in drawing order, without the order numbers (a paste renumbers them)."""
    texts = [(t.order, (t.text, t.box, t.size, t.cut, t.panel)) for t in c.texts]
    tokens = [(k.order, (k.box, k.label)) for k in c.tokens]
    return [r for _, r in sorted(texts + tokens)], sorted(set(c.panels))


@pytest.mark.parametrize("x0,y0", [(16, 947), (16, 948), (17, 300), (21, 0)])
def test_a_pasted_player_panel_equals_the_panel_drawn_in_place(x0, y0):
    """Half-pixel positions round to even: the pasted tile must still match at odd places."""
    box = (x0, y0, x0 + PHONE_WIDTH - 32, y0 + PLAYER_H)
    P.PLAYER_TILES.clear()
    for seat in range(4):
        pasted = _Canvas.of(phone_canvas(_Canvas, height=1400))
        P.static_player(pasted, seat, box)
        P.static_player(pasted, seat, box)  # the second one from the cache
        in_place = _Canvas.of(phone_canvas(_Canvas, height=1400))
        for _ in range(2):
            P._draw_static_player(in_place, seat, box)
        assert ImageChops.difference(pasted.image, in_place.image).getbbox() is None, seat
        assert records(pasted) == records(in_place), seat


def test_the_deciders_board_is_drawn_once_and_pasted_on_later_pictures(monkeypatch):
    drawn = []
    real = P._draw_static_player
    monkeypatch.setattr(  # seat, and the odd or even place the tile was drawn at
        P,
        "_draw_static_player",
        lambda c, seat, box: drawn.append((seat, box[:2])) or real(c, seat, box),
    )
    P.PLAYER_TILES.clear()
    shown = 0
    for k, pos in enumerate(positions("stupor-mundi", 3, 4)):
        c = phone_canvas_for(pos.view, pos.names, pos.last, pos.previous, pos.context)
        shown += any(t.text == "Allies" for t in c.texts)  # the panel's fixed label
        if k == 40:
            break
    assert shown > 10
    assert sorted(drawn) == sorted(set(drawn)), "each seat's panel drawn once (per parity)"


def test_a_new_text_of_known_words_is_put_together_without_rendering_it(monkeypatch):
    S._MASKS.clear()
    c = _Canvas.of(phone_canvas(_Canvas, height=200))
    c.text((20, 20), "12 VP · 5 aug · 3 grain", 22)
    rendered = []
    real = S._rendered
    monkeypatch.setattr(S, "_rendered", lambda s, *a: rendered.append(s) or real(s, *a))
    c.text((20, 60), "5 VP · 12 aug · 3 grain", 22)  # this move's numbers, the same words
    c.text((20, 100), "3 grain", 22)
    assert rendered == [] and [t.text for t in c.texts][-2:] == [
        "5 VP · 12 aug · 3 grain",
        "3 grain",
    ]
