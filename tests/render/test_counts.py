"""Counts on every picture read as players write them: "1 coin", "2 coins", never "1 coins".

Every text the renderers draw (through Pillow's ``ImageDraw.text``) on the phone pictures
and the hand pictures of a seeded random game of each game is read back and scanned.
"""

import random
import re

import pytest
from PIL import ImageDraw

import render
from games import get
from games.contract import name_seats, name_view
from render.common import counted
from tests.render.phone_scan import context

NAMES = ["Anna", "Ben", "Cleo", "Dora", "Emil"]  # no digits: "Player 1 plays" is not a count
NOUNS = ("coins|servants|guards|cards|crowns|ducats|cities|pilgrim steps|pilgrims|steps|cubes|points|"
         "tiles|allies|edicts|towers|walls|keeps|structures|manuscripts|politicians|nobles|abbesses|"
         "secretaries|members|privileges|discs|specialists|favours|expeditions|monasteries|votes")
ONE_PLURAL = re.compile(rf"(?<![\d.,/+\-])\b1 ({NOUNS})\b")
GAMES = [("stupor-mundi", 4, 3), ("lorenzo-il-magnifico", 4, 3), ("coimbra", 4, 3),
         ("de-vulgari-eloquentia", 5, 3)]


def test_counted_says_one_or_many():
    assert counted(1, "coin") == "1 coin" and counted(0, "coin") == "0 coins"
    assert counted(2, "city", "cities") == "2 cities" and counted(1, "city", "cities") == "1 city"


@pytest.mark.parametrize(("slug", "players", "seed"), GAMES)
def test_no_picture_says_one_with_a_plural(slug, players, seed, monkeypatch):
    drawn: list[str] = []
    real = ImageDraw.ImageDraw.text

    def recording(self, xy, text, *args, **kwargs):
        drawn.append(str(text))
        return real(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", recording)
    game = get(slug)
    state, pick, names, recent = game.setup(players, seed), random.Random(seed), NAMES[:players], []
    pictures = 0
    for step in range(400):
        decision = game.decision(state)
        if decision is None:
            break
        if step % 4 == 0:
            render.phone_image(slug, slug, name_view(game.view(state, None), names),
                               names, recent[-1] if recent else "", None, context(game, state, recent))
            for seat in range(players):
                render.hand_png(slug, slug, name_view(game.view(state, seat), names), {}, names, seat)
            pictures += 1 + players
        seat = pick.choice([s for s in decision.seats if game.legal_choices(state, s)])
        state, events = game.apply(state, seat, pick.choice(game.legal_choices(state, seat)).id)
        recent += [name_seats(e.text, names) for e in events if e.public]
    assert pictures > 150 and len(drawn) > 1000
    wrong = sorted({t for t in drawn if ONE_PLURAL.search(t)})
    assert wrong == [], wrong[:5]
