"""Text measured and painted by its words (issue 33.4): `render.common.wrap` breaks lines from
its words' widths, and a text of several words is painted from its words' masks. Both rest on
the fonts being laid out with no kerning across a space; checked here on every text of every
game's phone pictures."""

from __future__ import annotations

import importlib
from functools import cache, partial

import pytest
from PIL import Image

from render.common import (
    WORDWISE_ANCHORS,
    MeasuredFont,
    _measured_lines,
    by_words,
    font,
    worded_mask,
    wrap,
)
from render.lorenzo import phonekit
from render.samples import positions

GAMES = ("stupor-mundi", "coimbra", "lorenzo-il-magnifico", "de-vulgari-eloquentia")
PACKAGES = {
    "stupor-mundi": "render.stupor_mundi",
    "coimbra": "render.coimbra",
    "lorenzo-il-magnifico": "render.lorenzo",
    "de-vulgari-eloquentia": "render.de_vulgari",
}


@cache
def drawn_texts(slug: str) -> tuple[tuple[str, int], ...]:
    """Every text (words, size) on every fifth phone picture of a 4-player game."""
    module = importlib.import_module(PACKAGES[slug])
    out = set()
    for k, pos in enumerate(positions(slug, 4, 5)):
        if k % 5:
            continue
        args = (pos.view, pos.names, pos.last, pos.previous, pos.context)
        if hasattr(module, "phone_canvas_for"):
            texts = module.phone_canvas_for(*args).texts
        else:
            texts = importlib.import_module(f"{module.__name__}.focus").draw_phone(*args)
            texts = texts.canvas.record.texts
        out |= {(t.text, t.size) for t in texts}
    return tuple(sorted(out))


@pytest.mark.parametrize("slug", GAMES)
def test_wrapping_by_word_widths_breaks_every_text_where_measuring_it_does(slug):
    texts = drawn_texts(slug)
    assert len(texts) > 200
    for s, size in texts:
        for bold in (False, True):
            f = font(size, bold)
            for width in (120, 300, 520, 800):
                assert wrap(s, f, width) == list(_measured_lines(s, f, width)), (s, width)


def test_odd_spacing_is_wrapped_by_measuring():
    f = font(22)
    for odd in ("  two  spaces", " lead", "trail ", "a\nb c", "", "a\n\nb"):
        assert wrap(odd, f, 40) == list(_measured_lines(odd, f, 40)), odd


def _rendered(s: str, size: int, bold: bool, anchor: str):
    mask, (left, top) = font(size, bold).getmask2(s, "L", anchor=anchor)
    return Image.Image()._new(mask), left, top


def _box(mask: tuple) -> tuple[int, int, int, int]:
    img, left, top = mask
    return (left, top, left + img.width, top + img.height)


@pytest.mark.parametrize("slug", GAMES)
def test_a_text_put_together_from_its_words_looks_like_the_text_rendered_whole(slug):
    """Each word starts at a whole pixel (rendered whole, at 1/64 px): the ink box stays within
    a pixel of the whole text's, the ink within a few per cent."""
    put_together = 0
    for s, size in drawn_texts(slug)[::3]:
        for bold in (False, True):
            for anchor in WORDWISE_ANCHORS:
                words = partial(_rendered, size=size, bold=bold, anchor=anchor)
                got = worded_mask(s, font(size, bold), words)
                if got is None:
                    continue
                put_together += 1
                whole = _rendered(s, size, bold, anchor)
                apart = zip(_box(got), _box(whole), strict=True)
                assert max(abs(a - b) for a, b in apart) <= 1, (s, _box(got), _box(whole))
                ink = [sum(i * n for i, n in enumerate(m[0].histogram())) for m in (got, whole)]
                assert abs(ink[0] - ink[1]) <= 0.03 * ink[1], (s, ink)
    assert put_together > 100


def test_a_new_line_of_known_words_renders_no_glyphs(monkeypatch):
    """Lorenzo's and De Vulgari's canvas: this move's numbers, words drawn before."""
    c = phonekit.PhoneCanvas(height=200)
    c.text((20, 20), "12 VP · 5 coins · 3 servants")
    rendered = []
    real = MeasuredFont.getmask2

    def counting(self, text, *args, **kwargs):
        rendered.append(text)
        return real(self, text, *args, **kwargs)

    monkeypatch.setattr(MeasuredFont, "getmask2", counting)
    box = c.text((20, 60), "5 VP · 12 coins · 3 servants")
    assert rendered == [] and c.record.texts[-1].text == "5 VP · 12 coins · 3 servants"
    assert box[2] - box[0] > 200


RIGHT_TO_LEFT_AND_MARKS = (
    "שלום עולם",
    "مرحبا بالعالم",
    "Zoe\u0301 Smith",
    "a\u200db c",
    "x \u202eab",
)


@pytest.mark.parametrize("name", RIGHT_TO_LEFT_AND_MARKS)
def test_a_name_in_a_right_to_left_script_or_with_marks_is_drawn_whole(name):
    """A player's name may run right to left or carry combining marks: its words side by side
    would be in the wrong order or lose their marks, so it is drawn as Pillow lays it out."""
    from PIL import ImageChops, ImageDraw

    from render.stupor_mundi.style import _Canvas

    f = font(22)
    assert not by_words(name)
    assert worded_mask(name, f, lambda w: _rendered(w, 22, False, "la")) is None
    assert wrap(name, f, 60) == list(_measured_lines(name, f, 60))
    for canvas in (_Canvas(60, width=400), phonekit.PhoneCanvas(width=400, height=60)):
        canvas.text((20, 20), name, 22)
        pillow = Image.new("RGB", canvas.image.size, canvas.image.getpixel((0, 0)))
        ImageDraw.Draw(pillow).text((20, 20), name, font=f, fill=(33, 33, 33))
        assert ImageChops.difference(canvas.image, pillow).getbbox() is None, type(canvas)


def test_latin_greek_and_the_games_symbols_are_laid_out_by_words():
    assert all(by_words(s) for s in ("Zoë Müller", "Δ 3 → 4 · — • … ⚓ ✝ ◀ ≥ ›", "Иван Петров"))
