"""Issue 31.6 over random games of all four: every label names its codes ("council card K03",
"crossroad c4", "castle space T2", "countryside A1", "augustales") and is not cut, no Lorenzo text
says MP, FP or FM, and every group heading is words ("Face down", not "face down"). The checks are
tests/games/readable_choices.check_words."""

from __future__ import annotations

import random

import pytest

from games.coimbra import GAME as COIMBRA
from games.contract import Choice, Game
from games.de_vulgari import GAME as DE_VULGARI
from games.lorenzo import GAME as LORENZO
from games.stupor_mundi import GAME as STUPOR_MUNDI
from tests.games.readable_choices import check_words, spelled_out

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
        check_words(choices, game)
        spelled_out(game, decision.prompt, "prompt")
        state, events = game.apply(state, seat, pick.choice(choices).id)
        for e in events:
            spelled_out(game, e.text, "event")
        menus += 1
    assert menus > 50


def test_the_checks_catch_a_cut_label_a_bare_workplace_code_and_a_short_form():
    cut = "Keep Lorenzo de' Medici: Copy the ability of another player's played leader (fi…"
    with pytest.raises(AssertionError, match="a cut label"):
        check_words([Choice("draft:L15", cut)])
    with pytest.raises(AssertionError, match="bare code 'A1'"):
        check_words([Choice("move:A.1", "Promote A1 to A2: pay 1 grain")])
    with pytest.raises(AssertionError, match="a short form"):
        check_words([Choice("privilege:mp", "Privilege", detail="Gain 2 MP")], LORENZO)
    words = "Promote a specialist from countryside A1 to countryside A2: pay 1 grain"
    check_words([Choice("move:A.1", words)])
    check_words([Choice("privilege:mp", "Privilege: 2 military points")], LORENZO)
