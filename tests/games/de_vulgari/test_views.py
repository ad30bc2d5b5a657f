"""The views have the shape `games/de_vulgari/views.py` declares: every public view and every
seat's view of random games (2-5 players, every table option) validates strictly against
`DeVulgariView` (no key missing, none extra, every type right), and a renderer given a view
without a required key fails instead of drawing an empty panel."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from dataclasses import replace
from functools import lru_cache
from typing import Any

import pytest
from pydantic import TypeAdapter, ValidationError

from games.contract import name_view
from games.de_vulgari import GAME
from games.de_vulgari.state import DeVulgariState
from games.de_vulgari.views import DeVulgariView
from games.simulate import random_playout
from render import PhoneContext
from render.de_vulgari.board import render_board
from render.de_vulgari.focus import render_phone
from render.de_vulgari.hand import hand_lines, render_hand

from .builders import en

VIEW = TypeAdapter(DeVulgariView)
NAMES = ["Ann", "Bob", "Cyd", "Dee", "Eve"]
GERMAN = {
    "canticle_all_active_from": 15,
    "gigi_double_until": 11,
    "shlasinger_window": "any",
    "bologna_collect": "on_entry",
    "open_screens": True,
}
"""Every option at its other value (the German rules and open screens)."""
ONE_EACH = [{key: value} for key, value in GERMAN.items()]
"""Each option alone at its other value."""


def states(players: int, seed: int, options: dict[str, Any]) -> Iterator[DeVulgariState]:
    """Every state of a seeded random game, from setup to its end."""
    opts = GAME.options(options)
    moves = random_playout(GAME, players, seed, opts).moves
    state = GAME.setup(players, seed, opts)
    yield state
    for seat, choice_id in moves:
        state = GAME.copy(state)
        GAME.play(state, seat, choice_id)
        yield state


def views(state: DeVulgariState) -> Iterator[tuple[int | None, dict[str, Any]]]:
    for seat in (None, *range(state.players)):
        yield seat, GAME.view(state, seat)


def check_game(players: int, seed: int, options: dict[str, Any]) -> int:
    checked = 0
    for state in states(players, seed, options):
        for seat, view in views(state):
            try:
                VIEW.validate_python(view, strict=True)
            except ValidationError as e:
                raise AssertionError(
                    f"{players}p seed {seed} {options} round {state.round} "
                    f"{state.phase}, seat {seat}:\n{e}"
                ) from None
            checked += 1
    assert state.phase == "over"
    return checked


@pytest.mark.parametrize("options", [{}, GERMAN], ids=["default", "other-values"])
@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_view_of_a_random_game_has_the_declared_shape(
    players: int, options: dict[str, Any]
) -> None:
    assert check_game(players, 40 + players, options) > 100


@pytest.mark.parametrize("options", ONE_EACH, ids=list(GERMAN))
def test_each_option_alone_keeps_the_shape(options: dict[str, Any]) -> None:
    players = 2 + ONE_EACH.index(options) % 4
    assert check_game(players, 60 + players, options) > 100


def test_the_named_views_keep_the_shape() -> None:
    """The bot hands the renderers views with the players' names filled in."""
    state = next(s for s in states(3, 5, {}) if s.phase == "action")
    for _seat, view in views(state):
        VIEW.validate_python(name_view(view, NAMES[:3]), strict=True)


def test_a_wrong_view_fails_validation() -> None:
    state = GAME.setup(3, 1, GAME.options({}))
    view = GAME.view(state, 0)
    VIEW.validate_python(view, strict=True)
    missing = copy.deepcopy(view)
    del missing["players"][1]["ducats"]
    extra = copy.deepcopy(view)
    extra["map"]["zones"][0]["colour_name"] = "white"
    wrong = copy.deepcopy(view)
    wrong["tracks"]["verona"]["positions"][0] = "4"
    for bad in (missing, extra, wrong):
        with pytest.raises(ValidationError):
            VIEW.validate_python(bad, strict=True)


# -- a missing field fails the renderer, never an empty panel -------------------------------


@lru_cache(maxsize=1)
def mid_game() -> DeVulgariState:
    return next(
        s for s in states(4, 9, {"open_screens": True}) if s.phase == "action" and s.round >= 3
    )


def without(view: dict[str, Any], *path: str | int) -> dict[str, Any]:
    out = copy.deepcopy(view)
    part: Any = out
    for key in path[:-1]:
        part = part[key]
    del part[path[-1]]
    return out


BOARD_KEYS = [
    ("round",),
    ("last_round",),
    ("scores",),
    ("to_decide",),
    ("events_used",),
    ("library_pile",),
    ("stupor",),
    ("provisional",),
    ("cube_spaces",),
    ("out_of_play",),
    ("map", "at_sea"),
    ("players", 1, "cities"),
    ("players", 2, "green_front"),
    ("players", 0, "friar"),
    ("tracks", "orient"),
    ("tracks", "knowledge", "cap"),
    ("manuscripts", "lingua_volgare"),
    ("round_track", 3, "cubes"),
    ("map", "zones", 5, "event"),
    ("friars_free",),
]


@pytest.mark.parametrize("path", BOARD_KEYS, ids=lambda p: ".".join(map(str, p)))
def test_a_board_view_without_a_required_key_fails(path: tuple[str | int, ...]) -> None:
    view = name_view(GAME.view(mid_game(), None), NAMES[:4])
    render_board(view, NAMES[:4])  # the whole view draws
    broken = without(view, *path)
    with pytest.raises(KeyError):
        render_board(broken, NAMES[:4])


PHONE_KEYS = [
    ("round",),
    ("phase",),
    ("actions_left",),
    ("stupor",),
    ("provisional",),
    ("players", 0, "cities"),
    ("tracks", "rest"),
    ("map", "zones", 2, "pawns"),
]


@pytest.mark.parametrize("path", PHONE_KEYS, ids=lambda p: ".".join(map(str, p)))
def test_a_phone_view_without_a_required_key_fails(path: tuple[str | int, ...]) -> None:
    state = mid_game()
    view = name_view(GAME.view(state, None), NAMES[:4])
    d = GAME.decision(state)
    assert d is not None
    # the service hands the picture its choices in words (bot.steps.named_choices)
    choices = tuple(replace(c, label=en(c.label)) for c in GAME.legal_choices(state, d.seats[0]))
    context = PhoneContext(tuple(d.seats), en(d.prompt), choices, ())
    render_phone(view, NAMES[:4], "", None, context)
    with pytest.raises(KeyError):
        render_phone(without(view, *path), NAMES[:4], "", None, context)


HAND_KEYS = [
    ("phase",),
    ("score_breakdown",),
    ("players", 1, "screen"),
    ("players", 1, "private"),
    ("players", 1, "screen", "library_tile"),
    ("players", 1, "screen", "black"),
    ("players", 1, "private", "library_in_hand"),
    ("players", 1, "knowledge_level"),
]


@pytest.mark.parametrize("path", HAND_KEYS, ids=lambda p: ".".join(map(str, p)))
def test_a_hand_view_without_a_required_key_fails(path: tuple[str | int, ...]) -> None:
    view = name_view(GAME.view(mid_game(), 1), NAMES[:4])
    render_hand(view, NAMES[:4], 1)
    broken = without(view, *path)
    with pytest.raises(KeyError):
        render_hand(broken, NAMES[:4], 1)
    if path[-1] not in ("phase", "score_breakdown", "knowledge_level"):  # the words: the screen
        with pytest.raises(KeyError):
            hand_lines(broken, NAMES[:4], 1)
