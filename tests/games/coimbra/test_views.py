"""The Coimbra view is typed (games/coimbra/views.py): every real view of random games, public
and every seat's, with every table option, validates strictly; a renderer reads each field it
needs and fails on a missing one instead of drawing an empty panel."""

from __future__ import annotations

import random
from typing import Any

import pytest
from pydantic import TypeAdapter, ValidationError

from games.coimbra import GAME
from games.coimbra import data as D
from games.coimbra.options import CoimbraOptions
from games.coimbra.views import CoimbraView
from render.coimbra import board_canvas, hand_canvas_for, phone_canvas_for

VIEW = TypeAdapter(CoimbraView)
OPTION_NAMES = sorted(CoimbraOptions.model_fields)
NAMES = ["Ann", "Bob", "Cyd", "Dee"]


def flipped(name: str | None) -> dict[str, bool]:
    """The table options with one (or none, or "all") flipped from its default."""
    names = OPTION_NAMES if name == "all" else [name] if name else []
    return {n: not CoimbraOptions.model_fields[n].default for n in names}


def keyed_by_data(view: Any) -> None:
    """The dicts the types leave keyed by the game's data hold every key of that data."""
    assert set(view["districts"]) == set(view["district_names"]) == set(D.DISTRICTS)
    assert set(view["card_rows"]) == set(D.TOWNS) and set(view["tracks"]) == set(D.TRACKS)
    assert all(len(row) == 4 for row in view["card_rows"].values())
    assert set(view["pilgrim_map"]["pilgrims"]) == set(range(len(view["players"])))
    for pl in view["players"]:
        assert set(pl["cards"]) == {"I", "C", "E", "EG"} and set(pl["tracks"]) == set(D.TRACKS)
        assert set(pl["diplomas"]) == {*D.DIPLOMA_COLOURS, "joker"}
    if view["final"]:
        assert {len(view["final"]["breakdown"]), len(view["final"]["totals"])} == {
            len(view["players"])
        }


def every_view(players: int, seed: int, options: dict[str, bool], every: int = 7):
    """Public and every seat's view at every ``every``-th decision and at the end."""
    state = GAME.setup(players, seed, GAME.options(options))
    rnd = random.Random(seed)
    step = 0
    while True:
        decision = GAME.decision(state)
        if step % every == 0 or decision is None:
            yield None, GAME.view(state, None)
            for seat in range(players):
                yield seat, GAME.view(state, seat)
        if decision is None:
            return
        seat = decision.seats[0]
        state, _ = GAME.apply(state, seat, rnd.choice(GAME.legal_choices(state, seat)).id)
        step += 1
        assert step < 5000, "the random game did not end"


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("option", [None, *OPTION_NAMES, "all"])
def test_every_view_of_random_games_matches_its_type(players: int, option: str | None) -> None:
    seen_you = seen_public = seen_final = 0
    for seat, view in every_view(players, players * 7 + len(option or ""), flipped(option)):
        VIEW.validate_python(view, strict=True)
        keyed_by_data(view)
        assert ("you" in view) == (seat is not None) and view.get("you", seat) == seat
        seen_you += seat is not None
        seen_public += seat is None
        seen_final += view["final"] is not None
    assert seen_public > 5 and seen_you == players * seen_public and seen_final == players + 1


def test_the_strict_check_rejects_a_missing_an_extra_and_a_mistyped_key() -> None:
    view: Any = GAME.view(GAME.setup(3, 1, GAME.options({})), None)
    VIEW.validate_python(view, strict=True)
    for broken in (
        {k: v for k, v in view.items() if k != "cap_on"},
        {**view, "colour": "red"},
        {**view, "players": [{**view["players"][0], "coins": "7"}, *view["players"][1:]]},
        {
            **view,
            "players": [
                {k: v for k, v in view["players"][0].items() if k != "dice"},
                *view["players"][1:],
            ],
        },
    ):
        with pytest.raises(ValidationError):
            VIEW.validate_python(broken, strict=True)


def _mid_game_view(seat: int | None = None) -> Any:
    """A view of a 3-player game in its second round (dice in the districts, cards bought)."""
    state = GAME.setup(3, 5, GAME.options({}))
    rnd = random.Random(5)
    while state.round < 2:
        d = GAME.decision(state)
        seat = d.seats[0]
        state, _ = GAME.apply(state, seat, rnd.choice(GAME.legal_choices(state, seat)).id)
    return GAME.view(state, seat)


@pytest.mark.parametrize(
    ("path", "draw"),
    [
        (("expeditions",), "board"),
        (("tracks",), "board"),
        (("favour_row",), "board"),
        (("players", 0, "diplomas"), "board"),
        (("players", 1, "cards"), "board"),
        (("pilgrim_map", "monasteries"), "board"),
        (("players", 0, "tracks"), "phone"),
        (("expeditions",), "hand"),
        (("players", 2, "dice"), "hand"),
        (("scores",), "hand"),
    ],
)
def test_a_renderer_fails_on_a_missing_field_instead_of_drawing_an_empty_panel(path, draw) -> None:
    view = _mid_game_view(2)
    board_canvas(view, NAMES[:3])  # the whole view draws
    part = view
    for key in path[:-1]:
        part = part[key]
    del part[path[-1]]
    with pytest.raises(KeyError):
        if draw == "board":
            board_canvas(view, NAMES[:3])
        elif draw == "phone":
            from render import PhoneContext

            phone_canvas_for(view, NAMES[:3], "", None, PhoneContext())
        else:
            hand_canvas_for(view, NAMES[:3], 2)
