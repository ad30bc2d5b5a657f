"""Issues 10.1 / 12 / 13.2 for Lorenzo: see tests/games/readable_choices.py."""

from __future__ import annotations

import re

import pytest

from games.lorenzo import GAME
from games.lorenzo.words import english
from tests.games.readable_choices import scan_random_game

from .builders import Build


@pytest.mark.parametrize(
    "players,options",
    [
        (2, {"leaders": True}),
        (3, {"leaders": True, "bonus_tiles": "advanced"}),
        (4, {"leaders": True}),
    ],
)
def test_every_choice_reads_as_a_sentence_and_hides_the_hand(players: int, options: dict) -> None:
    assert scan_random_game(GAME, players, seed=players, options=GAME.options(options)) > 50


def test_leader_draft_and_hand_choices_are_private_played_leaders_are_not() -> None:
    s = GAME.setup(3, 1, GAME.options({"leaders": True}))
    draft = GAME.legal_choices(s, 0)
    assert draft and all(c.private for c in draft)
    s = Build(2, leaders=True).leaders(0, "L6", hand=True).leaders(0, "L13").turn(0)
    by_id = {c.id: c for c in GAME.legal_choices(s, 0)}
    assert by_id["leader:discard:L6"].private
    assert not by_id["leader:use:L13"].private
    assert not by_id["fm:white"].private


def test_space_choices_point_at_the_names_the_board_shows() -> None:
    s = Build(2).tower("territory", 0, "T4").turn(0)
    s, _ = GAME.apply(s, 0, "fm:white")
    public = GAME.view(s, None)
    labels = {f["label"] for t in public["towers"].values() for f in t["floors"]}
    labels |= {sp["label"] for sp in public["spaces"]}
    choices = GAME.legal_choices(s, 0)
    assert {c.ref for c in choices} <= labels
    assert next(c for c in choices if c.id == "space:tower.green.1").ref == "green 1"


def test_prompts_leave_the_name_to_the_service() -> None:
    s = Build(2).turn(0)
    assert english(GAME.decision(s).prompt) == "Your turn: place a family member"


def test_privilege_warns_when_the_faith_point_would_be_lost() -> None:
    s = Build(2).give(0, fp=15).turn(0)
    s, _ = GAME.apply(s, 0, "fm:white")
    s, _ = GAME.apply(s, 0, "space:council")
    detail = {c.id: english(c.detail or "") for c in GAME.legal_choices(s, 0)}
    assert "lost" in detail["privilege:fp"] and "lost" not in detail["privilege:coins"]


def test_the_public_status_names_who_moves_and_what_they_do_never_you():
    """The status line is on the board everyone reads: "Chiara to place a family member", not
    "Chiara to decide (your turn: place a family member)"."""
    import random

    from games.contract import name_seats
    from games.lorenzo.rules import STEPS

    assert all(ask.doing for ask in STEPS.asks.values())
    names = ["Anna", "Bruno", "Chiara"]
    s = GAME.setup(3, 17, GAME.options({"leaders": True}))
    rnd, kinds = random.Random(17), set()
    while (d := GAME.decision(s)) is not None:
        status = name_seats(GAME.view(s, None)["status"], names)
        assert not re.search(r"\byou(r)?\b", status, re.IGNORECASE), status
        kind = s.pending[-1].kind
        kinds.add(kind)
        if s.pending[-1].seat >= 0:
            assert f"{names[s.pending[-1].seat]} to {STEPS.asks[kind].doing}" in status
        seat = d.seats[0]
        s, _ = GAME.apply(s, seat, rnd.choice(GAME.legal_choices(s, seat)).id)
    assert {"turn", "draft", "vatican", "privilege"} <= kinds
