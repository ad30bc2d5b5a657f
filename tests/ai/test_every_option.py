"""AI-only games of every game with every table option end without an error.

Each option at each of its values other than the default, and all of them together, at
every player count (Stupor Mundi's solo mode included), played by greedy: the cheapest
level that samples the unseen and evaluates every choice. Then a game at normal (its look
through the others' answers) with each of Lorenzo's options and with all options of each
game together, at the cheapest player count (Stupor Mundi: solo).
"""

from __future__ import annotations

from typing import Any, Literal, get_args, get_origin

import pytest
from pydantic import BaseModel

from ai.player import choose
from games import get, registry

GAMES = ("coimbra", "de-vulgari-eloquentia", "lorenzo-il-magnifico", "stupor-mundi")


def other_values(model: type[BaseModel], name: str) -> list[Any]:
    field = model.model_fields[name]
    if field.annotation is bool:
        return [not field.default]
    if get_origin(field.annotation) is Literal:
        return [v for v in get_args(field.annotation) if v != field.default]
    raise AssertionError(f"{model.__name__}.{name}: a kind of option this test does not know")


def option_sets(slug: str) -> list[tuple[str, dict[str, Any]]]:
    """(name, options): each option at each other value, then all options together."""
    model = type(get(slug).options())
    sets, together = [], {}
    for name in model.model_fields:
        for value in other_values(model, name):
            sets.append((f"{name}={value}", {name: value}))
            together[name] = value
    return [*sets, ("all", together)]


def play_out(slug: str, players: int, options: dict[str, Any], level: str, seed: int) -> None:
    game = get(slug)
    state = game.setup(players, seed, game.options(options))
    for moves in range(5000):
        decision = game.decision(state)
        if decision is None:
            break
        seat = next(s for s in decision.seats if game.legal_ids(state, s))
        game.play(state, seat, choose(game, state, seat, level, f"{seed}:{moves}"))
    assert game.decision(state) is None and game.result(state) is not None


def test_the_list_covers_every_game_and_option():
    assert set(GAMES) == {slug for slug in registry() if not slug.startswith("peek")}
    assert [name for name, _ in option_sets("lorenzo-il-magnifico")] == [
        "bonus_tiles=advanced",
        "leaders=True",
        "no_overspend=False",
        "wood_stone_both=True",
        "all",
    ]


CASES = [
    (slug, players, name, options)
    for slug in GAMES
    for name, options in option_sets(slug)
    for players in range(get(slug).min_players, get(slug).max_players + 1)
]


@pytest.mark.parametrize(
    "slug,players,name,options", CASES, ids=[f"{s}-{p}p-{n}" for s, p, n, _ in CASES]
)
def test_greedy_ai_games_end_with_every_option(slug, players, name, options):
    play_out(slug, players, options, "greedy", seed=players)


def cheapest_count(slug: str) -> int:
    """Stupor Mundi's solo mode (which reads most of its options), else two players."""
    return get(slug).min_players if get(slug).min_players == 1 else max(2, get(slug).min_players)


# Lorenzo's every option (the leaders change its AI's sampler and evaluation), the others'
# options all together: a normal game at two players costs 1-12 s, greedy covers the rest.
NORMAL = [
    (slug, name, options)
    for slug in GAMES
    for name, options in option_sets(slug)
    if slug == "lorenzo-il-magnifico" or name == "all"
]


@pytest.mark.parametrize("slug,name,options", NORMAL, ids=[f"{s}-{n}" for s, n, _ in NORMAL])
def test_a_normal_ai_game_ends_with_each_option(slug, name, options):
    play_out(slug, cheapest_count(slug), options, "normal", seed=3)
