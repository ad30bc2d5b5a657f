"""Issues 10.1 / 12 / 13.2 for Coimbra: see tests/games/readable_choices.py."""

from __future__ import annotations

import pytest

from games.coimbra import GAME
from tests.games.coimbra.builders import ask, blank, take_card
from tests.games.readable_choices import scan_random_game


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_choice_reads_as_a_sentence_and_points_at_the_board(players: int) -> None:
    assert scan_random_game(GAME, players, seed=players) > 50


def test_a_gain_over_the_limit_is_warned_about_before_the_click() -> None:
    st = blank(3)
    st.p[0].coins = 19
    ask(st, "f4", 0)
    detail = {c.id: c.detail for c in GAME.legal_choices(st, 0)}
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
