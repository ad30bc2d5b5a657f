"""The pictures in German and Italian (issue 32.5): the layout checks the English pictures pass
(nothing cut, overlapping or outside its panel, smallest text at least 1/40 of the width, a
per-move picture at most twice as tall as wide) pass in both languages for every game and
player count, over fewer decisions than the English tests (the English ones sample more);
a language's static layer is never reused for another; the service's picture functions
draw in the language they are given."""

from __future__ import annotations

import importlib
import io
from functools import cache

import pytest
from PIL import Image

from render import phone_image
from render.kit import PHONE_WIDTH, layout_problems, smallest_text
from render.lorenzo import phonekit
from render.samples import NAMES, Position, own_views, positions
from render.words import drawing_in

LOCALES = ("de", "it")
GAMES = {
    "stupor-mundi": "render.stupor_mundi",
    "coimbra": "render.coimbra",
    "lorenzo-il-magnifico": "render.lorenzo",
    "de-vulgari-eloquentia": "render.de_vulgari",
}
PLAYERS = {
    "stupor-mundi": (1, 2, 3, 4),
    "coimbra": (2, 3, 4),
    "lorenzo-il-magnifico": (2, 3, 4),
    "de-vulgari-eloquentia": (2, 3, 4, 5),
}
EVERY = {"stupor-mundi": 61, "coimbra": 17, "lorenzo-il-magnifico": 23, "de-vulgari-eloquentia": 23}
"""Every how many decisions a picture is checked (the English tests check more)."""
BOARDS = {
    "coimbra": "render.coimbra.board",
    "lorenzo-il-magnifico": "render.lorenzo.board",
    "de-vulgari-eloquentia": "render.de_vulgari.board",
}
TABLES = [(slug, n) for slug, counts in PLAYERS.items() for n in counts]


@cache
def sampled(slug: str, players: int, locale: str) -> tuple[Position, ...]:
    every = EVERY[slug] * (3 if players == 1 else 1)  # a solo game has many more decisions
    return tuple(positions(slug, players, 50 + players, every=every, locale=locale))


def phone_drawing(slug: str, pos: Position) -> tuple[Image.Image, list[str], int]:
    """(picture, layout problems, smallest text px) of a per-move picture, from the game's
    recording canvas."""
    package = importlib.import_module(GAMES[slug])
    canvas_for = getattr(package, "phone_canvas_for", None)
    if canvas_for is not None:
        c = canvas_for(pos.view, pos.names, pos.last, pos.previous, pos.context)
        return c.image, layout_problems(c), smallest_text(c)
    focus = importlib.import_module(f"{GAMES[slug]}.focus")
    picture = focus.draw_phone(pos.view, pos.names, pos.last, pos.previous, pos.context)
    img, record = picture.finish_image, picture.canvas.record
    return img, phonekit.problems(img, record), min(t.size for t in record.texts)


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize(("slug", "players"), TABLES)
def test_per_move_pictures_pass_the_layout_checks_in_every_language(slug, players, locale):
    picks = sampled(slug, players, locale)
    assert not picks[-1].context.seats  # the game-over picture is among them
    with drawing_in(locale):
        for k, pos in enumerate(picks):
            img, problems, smallest = phone_drawing(slug, pos)
            where = f"{locale} picture {k} of {len(picks)} ({pos.context.prompt!r})"
            assert 800 <= img.width <= 1000, where
            assert smallest * 40 >= img.width, where
            assert img.height <= 2 * img.width, (where, img.size)
            assert not problems, f"{where}: {problems[:5]}"


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize(("slug", "players"), [(slug, n) for slug, n in TABLES if slug in BOARDS])
def test_full_boards_pass_the_layout_checks_in_every_language(slug, players, locale):
    picks = sampled(slug, players, locale)
    middle, last = picks[len(picks) // 2], picks[-1]
    board_canvas = importlib.import_module(BOARDS[slug]).board_canvas
    with drawing_in(locale):
        for pos in (picks[0], middle, last):
            c = board_canvas(pos.view, pos.names, pos.last, pos.previous)
            problems = layout_problems(c)
            assert not problems, f"{locale}: {problems[:6]}"


@pytest.mark.parametrize("locale", LOCALES)
@pytest.mark.parametrize(("slug", "players"), TABLES)
def test_hand_pictures_pass_the_layout_checks_in_every_language(slug, players, locale):
    canvas_for = importlib.import_module(GAMES[slug]).hand_canvas_for
    names = NAMES[:players]
    every = EVERY[slug] * (5 if players == 1 else 2)
    with drawing_in(locale):
        for views in own_views(slug, players, 60 + players, every, names):
            for seat, own in enumerate(views):
                c = canvas_for(own, names, seat)
                assert c.image.width == PHONE_WIDTH
                assert smallest_text(c) * 40 >= c.image.width
                problems = layout_problems(c)
                assert not problems, f"{locale} seat {seat}: {problems[:5]}"


def _png_pixels(data: bytes) -> bytes:
    return Image.open(io.BytesIO(data)).convert("RGB").tobytes()


def _fresh_caches(monkeypatch) -> None:
    """Forget every drawing kept per process (layers, the map's geometry, manuscript tiles)."""
    from render import kit
    from render.de_vulgari import board

    for module, name in (
        (kit, "_LAYERS"),
        (kit, "_STATIC_CANVASES"),
        (board, "_GEOMETRY"),
        (board, "_TILES"),
    ):
        monkeypatch.setattr(module, name, {})


def test_a_language_s_drawings_are_never_reused_for_another(monkeypatch):
    """An English board drawn after a German one is the English board drawn alone."""
    from render import board_png

    slug = "de-vulgari-eloquentia"
    pos = sampled(slug, 3, "en")[0]
    args = (slug, slug, pos.view, pos.names, pos.last, pos.previous)
    _fresh_caches(monkeypatch)
    english = board_png(*args)
    _fresh_caches(monkeypatch)
    german = board_png(*args, "de")
    after_german = board_png(*args, "en")
    assert _png_pixels(german) != _png_pixels(english)
    assert _png_pixels(after_german) == _png_pixels(english)


def test_a_picture_is_drawn_in_the_language_it_is_given():
    from render.de_vulgari import focus

    slug = "de-vulgari-eloquentia"
    pos = sampled(slug, 3, "de")[1]
    drawn = {}
    for locale in ("en", "de", "it"):
        with drawing_in(locale):
            picture = focus.draw_phone(pos.view, pos.names, pos.last, pos.previous, pos.context)
        drawn[locale] = " ".join(t.text for t in picture.canvas.record.texts)
    assert "Last moves" in drawn["en"]
    assert "Letzte Züge" in drawn["de"] and "Last moves" not in drawn["de"]
    assert "Ultime mosse" in drawn["it"] and "Last moves" not in drawn["it"]
    img = phone_image(slug, slug, pos.view, pos.names, pos.last, pos.previous, pos.context, "de")
    assert img.width == PHONE_WIDTH
