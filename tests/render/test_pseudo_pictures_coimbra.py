"""Every word on Coimbra's pictures comes through a catalogue (issue 32): drawn in the pseudo
locale (English with every letter accented), each word of every text the per-move picture,
the full board, the hand picture and the final scoring draw is pseudo-marked, a player's name,
a number, or a mark: a one- or two-letter capital (a die's or a card's letter, a seat letter,
"NW"), a diploma's or a crossroad's letter (a-e, the "c" of c1-c14) or a monastery's level
("III" of III1). Unlike tests/render/test_pseudo_pictures.py, the view's own English is NOT
allowed: the pictures draw the engine's messages from the view's ids.

No table option of Coimbra changes what a picture draws (they are rule variants), so the
sample runs with the defaults, at 2 and 4 players."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from l10n import PSEUDO
from render.coimbra import board, focus
from render.coimbra.hand import hand_canvas_for
from render.samples import NAMES, Position, own_views, positions
from render.words import drawing_in
from tests.render.test_pseudo_pictures import unmarked

SLUG = "coimbra"
MARKS = {"a", "b", "c", "d", "e", "III"}
"""Diploma letters, the crossroads' "c" and the third monastery level: printed marks."""


def sample(players: int) -> list[Position]:
    return list(positions(SLUG, players, 80 + players, every=5, locale=PSEUDO))


def english_words(texts: Iterable[str], names: list[str]) -> dict[str, str]:
    return dict(unmarked(texts, set(names) | MARKS))


@pytest.mark.parametrize("players", [2, 4])
def test_every_word_of_the_coimbra_move_pictures_and_boards_is_translated(players):
    found: dict[str, str] = {}
    ended = False
    with drawing_in(PSEUDO):
        for pos in sample(players):
            phone = focus.phone_canvas_for(pos.view, pos.names, pos.last, pos.previous, pos.context)
            full = board.board_canvas(pos.view, pos.names, pos.last, pos.previous)
            found.update(english_words((t.text for t in phone.texts), pos.names))
            found.update(english_words((t.text for t in full.texts), pos.names))
            ended = ended or bool(pos.view["final"])
    assert ended  # the final scoring (phone and full board) is among the pictures
    assert not found, sorted(found.items())[:20]


@pytest.mark.parametrize("players", [2, 4])
def test_every_word_of_the_coimbra_hand_pictures_is_translated(players):
    names = NAMES[:players]
    found: dict[str, str] = {}
    with drawing_in(PSEUDO):
        for views in own_views(SLUG, players, 90 + players, 20, names):
            for seat, own in enumerate(views):
                c = hand_canvas_for(own, names, seat)
                found.update(english_words((t.text for t in c.texts), names))
    assert not found, sorted(found.items())[:20]


def test_an_english_word_from_the_view_is_found():
    """The view's English (a card's effect as the view holds it) is not let through."""
    assert english_words(["Immediately: gain 4 coins."], ["Anna"]) != {}
    assert english_words(["Anna: c3, III1, K2 a"], ["Anna"]) == {}
