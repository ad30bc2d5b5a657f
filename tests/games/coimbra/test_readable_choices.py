"""Issues 10.1 / 12 / 13.2 for Coimbra: see tests/games/readable_choices.py."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

import pytest

from games.coimbra import GAME
from games.coimbra.state import CoimbraState
from games.contract import Choice, Decision, Event, Game
from tests.games.coimbra.builders import ask, blank, en, take_card
from tests.games.readable_choices import scan_random_game


class InEnglish:
    """The engine with its messages read in English (seat tokens for names): the shared
    checks of tests/games/readable_choices.py read the texts a player reads."""

    def __getattr__(self, name: str) -> Any:
        return getattr(GAME, name)

    def decision(self, state: CoimbraState) -> Decision | None:
        d = GAME.decision(state)
        return None if d is None else replace(d, prompt=en(d.prompt))

    def legal_choices(self, state: CoimbraState, seat: int) -> list[Choice]:
        return [
            replace(
                c,
                label=en(c.label),
                group=None if c.group is None else en(c.group),
                detail=None if c.detail is None else en(c.detail),
                long_detail=None if c.long_detail is None else en(c.long_detail),
            )
            for c in GAME.legal_choices(state, seat)
        ]

    def apply(self, state: CoimbraState, seat: int, cid: str) -> tuple[CoimbraState, list[Event]]:
        state, events = GAME.apply(state, seat, cid)
        return state, [replace(e, text=en(e.text)) for e in events]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_choice_reads_as_a_sentence_and_points_at_the_board(players: int) -> None:
    assert scan_random_game(cast(Game[Any], InEnglish()), players, seed=players) > 50


def test_a_gain_over_the_limit_is_warned_about_before_the_click() -> None:
    st = blank(3)
    st.p[0].coins = 19
    ask(st, "f4", 0)
    detail = {c.id: en(c.detail) for c in GAME.legal_choices(st, 0)}
    assert "6 coins would be lost" in detail["take:coins"]
    assert "lost" not in detail["take:guards"]


def test_walk_choices_point_at_the_map_node() -> None:
    st = blank(3)
    take_card(st, 0, "P02", track=False)
    ask(st, "move", 0, n=2)
    choices = GAME.legal_choices(st, 0)
    nodes = GAME.view(st, None)["pilgrim_map"]["nodes"]
    assert all(c.ref in nodes for c in choices if c.id.startswith("go:"))
    assert next(c for c in choices if c.id == "stop").role == "end"
