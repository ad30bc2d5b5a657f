"""Issue 31.6 over random games of all four: every label names its codes ("council card K03",
"crossroad c4", "castle space T2", "augustales") and every group heading is words ("Face down",
not "face down"). The checks are tests/games/readable_choices.check_words."""

from __future__ import annotations

import random

import pytest

from games.coimbra import GAME as COIMBRA
from games.contract import Game
from games.de_vulgari import GAME as DE_VULGARI
from games.lorenzo import GAME as LORENZO
from games.stupor_mundi import GAME as STUPOR_MUNDI
from tests.games.readable_choices import check_words

TABLES = [
    (COIMBRA, 2, None),
    (COIMBRA, 4, None),
    (LORENZO, 3, {"leaders": True}),
    (LORENZO, 4, {"leaders": True, "bonus_tiles": "advanced"}),
    (STUPOR_MUNDI, 1, None),
    (STUPOR_MUNDI, 3, None),
    (DE_VULGARI, 2, None),
    (DE_VULGARI, 5, None),
]


@pytest.mark.parametrize(
    "game,players,options", TABLES, ids=[f"{g.slug}-{n}" for g, n, _ in TABLES]
)
@pytest.mark.parametrize("seed", [1, 2])
def test_labels_name_their_codes_and_groups_are_words(game: Game, players: int, options, seed: int):
    state = game.setup(players, seed, game.options(options) if options else None)
    pick = random.Random(seed)
    menus = 0
    while (decision := game.decision(state)) is not None and menus < 3000:
        seat = decision.seats[0]
        choices = game.legal_choices(state, seat)
        check_words(choices)
        state, _ = game.apply(state, seat, pick.choice(choices).id)
        menus += 1
    assert menus > 50
