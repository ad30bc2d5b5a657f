"""Checks every game's per-move phone picture passes (issue 13), over random games.

A game takes part by giving its renderer package a ``phone_canvas_for(view, names, last,
previous, context)`` returning the drawn `kit.Canvas` (with its text records)."""

from __future__ import annotations

import importlib
import re

import pytest

from render import PHONE_MAX_WIDTH, PhoneContext, phone_image
from render.kit import drawn_words, layout_problems, smallest_text
from render.samples import label_names, positions

GAMES = {
    "stupor-mundi": "render.stupor_mundi",
    "coimbra": "render.coimbra",
    "lorenzo-il-magnifico": "render.lorenzo",
    "de-vulgari-eloquentia": "render.de_vulgari",
}


def _phone_games() -> list[str]:
    out = []
    for slug, module in GAMES.items():
        try:
            mod = importlib.import_module(module)
        except ImportError:
            continue
        if hasattr(mod, "phone_canvas_for"):
            out.append(slug)
    return out


PHONE_GAMES = _phone_games()
CASES = [
    (slug, players, seed) for slug in PHONE_GAMES for players, seed in ((2, 11), (3, 12), (4, 13))
]


def test_the_kit_owners_games_draw_phone_pictures():
    assert {"stupor-mundi", "coimbra"} <= set(PHONE_GAMES)


def canvas(slug, pos):
    mod = importlib.import_module(GAMES[slug])
    return mod.phone_canvas_for(pos.view, pos.names, pos.last, pos.previous, pos.context)


def _sample(slug, players, seed):
    """About 25 decisions spread over a game, and its end."""
    every = {"stupor-mundi": 37, "coimbra": 9}.get(slug, 15)
    return list(positions(slug, players, seed, every=every))


@pytest.mark.parametrize("slug,players,seed", CASES)
def test_phone_picture_is_narrow_readable_and_clean(slug, players, seed):
    samples = _sample(slug, players, seed)
    assert samples and not samples[-1].context.seats  # the game-over picture is among them
    for pos in samples:
        c = canvas(slug, pos)
        assert 800 <= c.image.width <= PHONE_MAX_WIDTH
        assert smallest_text(c) * 40 >= c.image.width, [
            t.text for t in c.texts if t.size * 40 < c.image.width
        ]
        problems = layout_problems(c)
        assert not problems, f"{pos.context.prompt}: {problems[:5]}"


@pytest.mark.parametrize("slug,players,seed", CASES)
def test_every_name_a_choice_uses_is_drawn_on_its_picture(slug, players, seed):
    checked = 0
    for pos in _sample(slug, players, seed):
        words = drawn_words(canvas(slug, pos))
        for choice in pos.context.choices:
            for name in label_names(slug, choice):
                checked += 1
                # "Castle" on the board is the ref "castle": the same words, capitalised
                assert re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", words, re.IGNORECASE), (
                    choice.label,
                    name,
                )
    assert checked > 0


@pytest.mark.parametrize("slug", PHONE_GAMES)
def test_game_over_picture_shows_the_scoring_table_and_the_winner(slug):
    end = _sample(slug, 3, 21)[-1]
    words = drawn_words(canvas(slug, end))
    assert "Final scoring" in words and "Total" in words and "Tie-break" in words
    assert re.search(r"\b(Anna|Bruno|Chiara)( and \w+)* wins?!", words)


@pytest.mark.parametrize("slug", PHONE_GAMES)
def test_phone_image_entry_point_uses_the_game_renderer(slug):
    pos = _sample(slug, 2, 5)[1]
    img = phone_image(slug, slug, pos.view, pos.names, pos.last, pos.previous, pos.context)
    assert img.width == canvas(slug, pos).image.width <= PHONE_MAX_WIDTH
    # without a context (older callers) it still draws
    assert (
        phone_image(slug, slug, pos.view, pos.names, pos.last, None, PhoneContext()).width
        <= PHONE_MAX_WIDTH
    )
