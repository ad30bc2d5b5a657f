"""The typed views (games/stupor_mundi/views.py): every view a game produces matches its
TypedDict exactly, and a renderer given a view without a required key fails instead of
drawing an empty panel."""

from __future__ import annotations

import copy
import random
from collections.abc import Iterator
from typing import Any

import pydantic
import pytest

import render.stupor_mundi as R
from games.contract import name_view
from games.stupor_mundi import GAME
from games.stupor_mundi.state import SMState
from games.stupor_mundi.views import StuporMundiView
from render.samples import NAMES, PREFER

VIEW = pydantic.TypeAdapter(StuporMundiView)

# every player count, and every value of every table option at least once
TABLES = [
    (1, {}),
    (
        1,
        {
            "solo_easy": False,
            "solo_treasury": True,
            "solo_remove_face_down_ally": True,
            "solo_majority_vs_frederick": True,
            "market": "hard",
            "houses": "choose",
        },
    ),
    (2, {}),
    (2, {"market": "medium", "houses": "choose"}),
    (3, {"market": "hard"}),
    (4, {}),
    (4, {"market": "medium", "houses": "choose"}),
]


def states(players: int, options: dict[str, Any], seed: int = 1) -> Iterator[SMState]:
    """Every state of a seeded game whose random players prefer buying and building (so the
    game ends in a few hundred decisions), up to and including the game's end."""
    state = GAME.setup(players, seed, GAME.options(options))
    rnd, pick = random.Random(seed), PREFER["stupor-mundi"]
    for _ in range(5000):
        yield state
        decision = GAME.decision(state)
        if decision is None:
            return
        seat = decision.seats[0]
        state, _ = GAME.apply(state, seat, pick(GAME.legal_choices(state, seat), rnd).id)
    raise AssertionError("the game did not end")


def check(view: dict[str, Any]) -> None:
    VIEW.validate_python(view, strict=True)


@pytest.mark.parametrize("players,options", TABLES)
def test_every_view_matches_its_typeddict(players: int, options: dict[str, Any]) -> None:
    last = None
    for k, state in enumerate(states(players, options)):
        last = state
        if k % 2:
            continue
        check(GAME.view(state, None))
        for seat in range(players):
            own = GAME.view(state, seat)
            check(own)
            check(name_view(own, NAMES[:players]))  # what the renderers get
            assert "hand" in own["players"][seat]
            assert all("hand" not in p for s, p in enumerate(own["players"]) if s != seat)
    assert last is not None and last.phase == "over"
    final = GAME.view(last, 0)
    check(final)
    assert "result" in final and ("solo" in final) == (players == 1)


def test_the_check_rejects_an_extra_a_missing_or_a_mistyped_key() -> None:
    view = GAME.view(next(states(2, {})), None)
    check(view)
    extra = copy.deepcopy(view)
    extra["players"][0]["colour"] = "red"
    missing = copy.deepcopy(view)
    del missing["voyage"]["cities"][2]["market"]["sell"]
    mistyped = copy.deepcopy(view)
    mistyped["palace"]["grain"] = "1"
    for bad in (extra, missing, mistyped):
        with pytest.raises(pydantic.ValidationError):
            check(bad)


# -- a missing field fails the picture ------------------------------------------------------


def _over_and_mid(players: int) -> tuple[SMState, SMState]:
    seen = list(states(players, {}))
    return seen[len(seen) // 2], seen[-1]


@pytest.fixture(scope="module")
def two_player() -> tuple[SMState, SMState]:
    return _over_and_mid(2)


def _drop(view: dict[str, Any], path: tuple[Any, ...]) -> dict[str, Any]:
    out = copy.deepcopy(view)
    part: Any = out
    for key in path[:-1]:
        part = part[key]
    del part[path[-1]]
    return out


BOARD_KEYS = [  # required keys the board reads, from every panel
    ("round",),
    ("phase",),
    ("prompt",),
    ("end_flags",),
    ("decider",),
    ("scores",),
    ("first_player",),
    ("palace", "treasury"),
    ("palace", "specialist"),
    ("edicts", "pile"),
    ("edicts", "active"),
    ("workplace", "city_tiles"),
    ("workplace", "paths"),
    ("voyage", "side"),
    ("voyage", "blocked"),
    ("voyage", "deck"),
    ("voyage", "cities", 1, "market", "buy"),
    ("voyage", "cities", 0, "allies", 0, "face_down"),
    ("voyage", "cities", 3, "ships"),
    ("players", 0, "vp"),
    ("players", 1, "storage"),
    ("players", 0, "house"),
    ("players", 1, "great_structures"),
    ("players", 0, "slots", 2, "locked"),
    ("players", 1, "ally_spaces", 0, "open"),
    ("players", 0, "specialists", 1, "space"),
    ("players", 1, "castle"),
    ("players", 0, "board_pieces"),
    ("players", 1, "edicts"),
]


@pytest.mark.parametrize("path", BOARD_KEYS, ids=lambda p: ".".join(map(str, p)))
def test_the_board_fails_on_a_missing_key(
    two_player: tuple[SMState, SMState], path: tuple[Any, ...]
) -> None:
    mid, _ = two_player
    view = name_view(GAME.view(mid, None), NAMES[:2])
    R.render_board(view, NAMES[:2])  # the whole view draws
    with pytest.raises(KeyError):
        R.render_board(_drop(view, path), NAMES[:2])


@pytest.mark.parametrize(
    "path",
    [
        ("result", "totals"),
        ("result", "breakdown"),
        ("result", "winners"),
        ("result", "tiebreak"),
        ("result", "extra"),
    ],
    ids=lambda p: ".".join(map(str, p)),
)
def test_the_final_scoring_fails_on_a_missing_key(
    two_player: tuple[SMState, SMState], path: tuple[Any, ...]
) -> None:
    _, over = two_player
    view = name_view(GAME.view(over, None), NAMES[:2])
    R.render_board(view, NAMES[:2])
    R.render_phone(view, NAMES[:2])
    for draw in (R.render_board, R.render_phone):
        with pytest.raises(KeyError):
            draw(_drop(view, path), NAMES[:2])


@pytest.mark.parametrize(
    "path",
    [
        ("round",),
        ("phase",),
        ("end_flags",),
        ("players", 1, "hand_count"),
        ("players", 0, "passed"),
        ("players", "decider", "slots"),
        ("players", "decider", "ally_spaces"),
    ],
    ids=lambda p: ".".join(map(str, p)),
)
def test_the_phone_picture_fails_on_a_missing_key(
    two_player: tuple[SMState, SMState], path: tuple[Any, ...]
) -> None:
    mid, _ = two_player
    view = name_view(GAME.view(mid, None), NAMES[:2])
    R.render_phone(view, NAMES[:2])  # no choices: the decider's own board closes the picture
    path = tuple(view["decider"] if key == "decider" else key for key in path)
    with pytest.raises(KeyError):
        R.render_phone(_drop(view, path), NAMES[:2])


def test_the_solo_panel_fails_on_a_missing_key() -> None:
    state = next(s for k, s in enumerate(states(1, {})) if k == 40)
    view = name_view(GAME.view(state, None), NAMES[:1])
    R.render_board(view, NAMES[:1])
    for path in (("solo", "crowns"), ("solo", "removed_allies"), ("out",)):
        with pytest.raises(KeyError):
            R.render_board(_drop(view, path), NAMES[:1])


@pytest.mark.parametrize(
    "path",
    [("players", 0, "hand"), ("players", 0, "discard"), ("players", 0, "hand_limit")],
    ids=lambda p: ".".join(map(str, p)),
)
def test_the_hand_fails_on_a_missing_key(
    two_player: tuple[SMState, SMState], path: tuple[Any, ...]
) -> None:
    """A public view (no hand) given as a seat's own view fails, never shows an empty hand."""
    mid, _ = two_player
    own = name_view(GAME.view(mid, 0), NAMES[:2])
    R.render_hand(own, NAMES[:2], 0)
    R.hand_lines(own, NAMES[:2], 0)
    with pytest.raises(KeyError):
        R.render_hand(_drop(own, path), NAMES[:2], 0)
    if path[-1] != "hand_limit":  # the words hold the cards, not the numbers
        with pytest.raises(KeyError):
            R.hand_lines(_drop(own, path), NAMES[:2], 0)
