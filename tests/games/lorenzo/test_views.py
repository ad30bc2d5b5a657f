"""The typed views (games/lorenzo/views.py): every real view has exactly the declared shape,
and a renderer reading a view without a required field fails instead of drawing a blank."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
from pydantic import TypeAdapter

from games.contract import name_view
from games.lorenzo import GAME
from games.lorenzo.options import LorenzoOptions
from games.lorenzo.views import PublicView, SeatView
from games.simulate import random_playout
from render import PhoneContext
from render.lorenzo.board import render_board
from render.lorenzo.focus import render_phone
from render.lorenzo.hand import hand_lines, render_hand

PUBLIC = TypeAdapter(PublicView)
SEAT = TypeAdapter(SeatView)

# every value of every table option appears in some set (checked below)
OPTION_SETS: list[dict[str, Any]] = [
    {},
    {"leaders": True, "bonus_tiles": "advanced"},
    {"no_overspend": False, "wood_stone_both": True},
    {"leaders": True, "bonus_tiles": "advanced", "no_overspend": False, "wood_stone_both": True},
]


def test_the_option_sets_cover_every_table_option() -> None:
    seen: dict[str, set[Any]] = {}
    for opts in OPTION_SETS:
        for name, value in GAME.options(opts).model_dump().items():
            seen.setdefault(name, set()).add(value)
    assert set(seen) == set(LorenzoOptions.model_fields)
    assert seen["bonus_tiles"] == {"basic", "advanced"}
    assert all(seen[name] == {False, True} for name in seen if name != "bonus_tiles")


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("opts", range(len(OPTION_SETS)))
def test_every_view_of_a_random_game_has_its_typed_shape(players: int, opts: int) -> None:
    options = GAME.options(OPTION_SETS[opts])
    seed = 300 + 10 * players + opts
    moves = random_playout(GAME, players, seed, options).moves
    state = GAME.setup(players, seed, options)
    for seat, choice_id in [*moves, (-1, "")]:
        PUBLIC.validate_python(GAME.view(state, None), strict=True)
        for own in range(players):
            SEAT.validate_python(GAME.view(state, own), strict=True)
        if choice_id:
            GAME.play(state, seat, choice_id)
    assert GAME.view(state, None)["final"] is not None


def test_the_strict_check_rejects_a_missing_an_extra_and_a_mistyped_key() -> None:
    view = GAME.view(GAME.setup(2, 1, GAME.options({})), None)
    PUBLIC.validate_python(view, strict=True)
    for spoil in (
        lambda v: v["players"][0].pop("hand_size"),
        lambda v: v.update(private={"seat": 0, "hand": [], "draft": []}),
        lambda v: v["deck_sizes"].update(building="7"),
    ):
        spoiled = copy.deepcopy(view)
        spoil(spoiled)
        with pytest.raises(ValueError):
            PUBLIC.validate_python(spoiled, strict=True)


# -- a missing field fails the renderer -----------------------------------------------------

NAMES = ["Anna", "Bruno"]


def _leader_game_views() -> tuple[dict[str, Any], dict[str, Any]]:
    """A 2-player leader game in its first round (dice rolled): the public view and seat 0's."""
    state = GAME.setup(2, 4, GAME.options({"leaders": True, "bonus_tiles": "advanced"}))
    while state.phase != "actions":
        decision = GAME.decision(state)
        assert decision is not None
        seat = decision.seats[0]
        GAME.play(state, seat, GAME.legal_ids(state, seat)[0])
    return (name_view(GAME.view(state, None), NAMES), name_view(GAME.view(state, 0), NAMES))


def _board(view: dict[str, Any]) -> object:
    return render_board(view, NAMES, "", None)


def _phone(view: dict[str, Any]) -> object:
    return render_phone(view, NAMES, "", None, PhoneContext((0,), "Your move"))


def _hand(view: dict[str, Any]) -> object:
    return render_hand(view, NAMES, 0)


def _hand_text(view: dict[str, Any]) -> object:
    return hand_lines(view, NAMES, 0)


def _drop(*path: str | int) -> Callable[[dict[str, Any]], None]:
    def drop(view: dict[str, Any]) -> None:
        part: Any = view
        for key in path[:-1]:
            part = part[key]
        del part[path[-1]]

    return drop


# each was read with a silent default before the views were typed (an empty or zero panel)
MISSING = [
    ("board, leaders in hand", _board, False, _drop("players", 0, "hand_size")),
    ("board, deck sizes", _board, False, _drop("deck_sizes")),
    # the bonus is drawn from the floor's space, in the picture's language
    ("board, a floor's space", _board, False, _drop("towers", "green", "floors", 3, "space")),
    ("board, the dice", _board, False, _drop("dice")),
    ("board, a player's family", _board, False, _drop("players", 1, "family")),
    ("board, excommunication tiles", _board, False, _drop("excommunication_tiles")),
    ("phone, the dice", _phone, False, _drop("dice")),
    ("phone, a player's cards", _phone, False, _drop("players", 0, "cards")),
    ("phone, a player's leaders", _phone, False, _drop("players", 0, "leaders")),
    ("hand, the draft", _hand, True, _drop("private", "draft")),
    ("hand, the options", _hand, True, _drop("options")),
    ("hand text, the hand", _hand_text, True, _drop("private", "hand")),
]


@pytest.mark.parametrize(("what", "draw", "own", "spoil"), MISSING, ids=[m[0] for m in MISSING])
def test_a_missing_field_fails_the_renderer(
    what: str,
    draw: Callable[[dict[str, Any]], object],
    own: bool,
    spoil: Callable[[dict[str, Any]], None],
) -> None:
    public, mine = _leader_game_views()
    view = copy.deepcopy(mine if own else public)
    draw(view)  # the whole view draws
    spoil(view)
    with pytest.raises(KeyError):
        draw(view)
