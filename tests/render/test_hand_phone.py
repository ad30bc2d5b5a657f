"""Every game's private picture (/hand, "Make your choice (private)") is made for a phone,
like the per-move picture: `PHONE_WIDTH` wide, no text under 1/40 of that (about 10 px
where a phone shows it 400 px wide), nothing cut, overlapping or outside its panel.

A game takes part by giving its renderer package ``hand_canvas_for(own_view, names, seat)``
returning the drawn `kit.Canvas` (with its text records); its registered hand renderer
returns that canvas's image."""

from __future__ import annotations

import importlib
import io
from collections.abc import Iterator

import pytest
from PIL import Image

from render import hand_png, samples
from render.kit import PHONE_WIDTH, drawn_words, layout_problems, smallest_text
from render.samples import NAMES

GAMES = {
    "stupor-mundi": "render.stupor_mundi",
    "coimbra": "render.coimbra",
    "lorenzo-il-magnifico": "render.lorenzo",
    "de-vulgari-eloquentia": "render.de_vulgari",
}
TITLES = {
    "stupor-mundi": "Stupor Mundi",
    "coimbra": "Coimbra",
    "lorenzo-il-magnifico": "Lorenzo il Magnifico",
    "de-vulgari-eloquentia": "De Vulgari Eloquentia",
}
EVERY = {"stupor-mundi": 37, "coimbra": 9, "lorenzo-il-magnifico": 15, "de-vulgari-eloquentia": 15}
CASES = [(slug, players, seed) for slug in GAMES for players, seed in ((2, 31), (3, 32), (4, 33))]
CASES += [("de-vulgari-eloquentia", 5, 35), ("stupor-mundi", 1, 30)]  # and the solo game
MAX_HEIGHT = 3 * PHONE_WIDTH  # three phone screens: a hand is read without scrolling far
LONG_NAMES = ["Maximilian Hohenstaufen von Schwaben", "Bruno", "Chiara", "Dieter", "Elena"]


def hand_canvas(slug: str, own_view: dict, names: list[str], seat: int):
    return importlib.import_module(GAMES[slug]).hand_canvas_for(own_view, names, seat)


def own_views(
    slug: str, players: int, seed: int, names: list[str] | None = None, every: int | None = None
) -> Iterator[list[dict]]:
    return samples.own_views(slug, players, seed, every or EVERY[slug], names)


@pytest.mark.parametrize("slug,players,seed", CASES)
def test_hand_picture_is_narrow_readable_and_clean(slug, players, seed):
    names = NAMES[:players]
    pictures = 0
    every = (
        EVERY[slug] if players > 1 else 5
    )  # a solo game has a few hundred decisions, not a thousand
    for views in own_views(slug, players, seed, every=every):
        for seat, own in enumerate(views):
            c = hand_canvas(slug, own, names, seat)
            pictures += 1
            assert c.image.width == PHONE_WIDTH
            assert c.image.height <= MAX_HEIGHT, (seat, c.image.height)
            assert smallest_text(c) * 40 >= c.image.width, [
                t.text for t in c.texts if t.size * 40 < c.image.width
            ]
            problems = layout_problems(c)
            assert not problems, f"seat {seat}: {problems[:5]}"
    assert pictures >= 10 * players


@pytest.mark.parametrize("slug", list(GAMES))
def test_a_long_name_is_wrapped_not_cut(slug):
    players = 3
    views = list(own_views(slug, players, 7, names=LONG_NAMES[:players], every=200))
    c = hand_canvas(slug, views[-1][0], LONG_NAMES[:players], 0)
    assert not layout_problems(c)
    words = drawn_words(c)
    assert "Maximilian" in words and "Schwaben" in words


@pytest.mark.parametrize("slug", list(GAMES))
def test_the_hand_sent_to_a_player_is_the_phone_picture(slug):
    views = next(own_views(slug, 3, 5))
    png = hand_png(slug, TITLES[slug], views[1], {}, NAMES[:3], 1)
    with Image.open(io.BytesIO(png)) as img:
        assert img.width == PHONE_WIDTH
