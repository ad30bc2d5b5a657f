"""The engine contract and its generic checks, proven on the test game."""

import pytest

from games._testgame import GAME, PeekOptions
from games.contract import IllegalChoice, SavedGameError, name_seats
from games.simulate import random_playout
from tests.engine_checks import check_random_game


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_games_pass_the_contract_checks(players):
    for seed in range(5):
        state, moves = check_random_game(GAME, players, seed)
        assert state.over and moves


def test_same_seed_and_choices_give_identical_state():
    a = random_playout(GAME, 3, 42)
    b = random_playout(GAME, 3, 42)
    assert a.moves == b.moves and GAME.dump(a.state) == GAME.dump(b.state)
    c = random_playout(GAME, 3, 43)
    assert GAME.dump(c.state) != GAME.dump(a.state)


def test_apply_refuses_and_leaves_state_untouched():
    state = GAME.setup(2, 1)
    before = GAME.dump(state)
    with pytest.raises(IllegalChoice, match="not your turn"):
        GAME.apply(state, 1, "play")
    with pytest.raises(IllegalChoice, match="not allowed"):
        GAME.apply(state, 0, "pile:a")
    new, _ = GAME.apply(state, 0, "play")
    assert GAME.dump(state) == before and new.step == "card"


def test_public_view_hides_hands():
    state = GAME.setup(2, 7)
    assert "hand" not in GAME.view(state, None)
    assert GAME.view(state, 1)["hand"] == state.hands[1]


def test_load_rejects_future_and_damaged_states():
    state = GAME.setup(2, 1)
    raw = state.model_dump()
    with pytest.raises(SavedGameError, match="schema version"):
        GAME.load({**raw, "schema_version": 99})
    with pytest.raises(SavedGameError, match="damaged"):
        GAME.load({**raw, "scores": "lots"})
    with pytest.raises(SavedGameError, match="not valid JSON"):
        GAME.load("{nope")
    assert GAME.load(GAME.dump(state)) == state


def test_tie_break_prefers_fewer_draws():
    state = GAME.setup(2, 1)
    state.over = True
    state.scores = [5, 5]
    state.draws_made = [2, 1]
    res = GAME.result(state)
    assert res.winners == (1,) and res.ranking == (1, 0) and res.tiebreak == "fewer draws"


def test_many_piles_option_offers_thirty_piles():
    state = GAME.setup(2, 1, PeekOptions(many_piles=True))
    state, _ = GAME.apply(state, 0, "play")
    state, _ = GAME.apply(state, 0, f"card:{state.hands[0][0]}")
    assert len(GAME.legal_choices(state, 0)) == 30


def test_name_seats_substitutes_display_names():
    assert name_seats("{p0} gives {p1} a coin", ["Anna", "Ben"]) == "Anna gives Ben a coin"


def test_every_table_option_of_every_game_says_what_it_does():
    """The local page and /rules show these descriptions to players."""
    from games import registry

    for slug, game in registry().items():
        for name, field in game.Options.model_fields.items():
            assert field.description and len(field.description) <= 120, (slug, name)
