"""Every word a Lorenzo picture draws is in the picture's language (issue 32): drawn in the
pseudo locale (English with every letter accented, 40 % longer), each word of the per-move
phone picture, the full board, the hand picture, the final picture and the /hand text is
pseudo-marked, a player's name, a number or a one/two-letter mark. No word of the view is let
through: the card names, their costs and effects, the status line, the spaces, tiles and
leaders all come from the catalogue.

Random games at 2 and 4 seats, with the default options and with leaders and the advanced
bonus tiles (the options that change what a picture shows)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from l10n import PSEUDO
from render.lorenzo import board, focus
from render.lorenzo.hand import hand_canvas_for, hand_lines
from render.samples import NAMES, own_views, positions
from render.words import drawing_in
from tests.render.test_pseudo_pictures import unmarked

SLUG = "lorenzo-il-magnifico"
OPTIONS = ({}, {"leaders": True, "bonus_tiles": "advanced"})


def drawn(players: int, options: dict[str, Any]) -> Iterator[tuple[str, list[str], set[str]]]:
    """(which picture, its texts, the names it may show) for every picture of a game: the
    public ones at every 7th decision and the end, each seat's hand picture and /hand text."""
    seed = 40 + players
    for pos in positions(SLUG, players, seed, every=7, locale=PSEUDO, options=options):
        allowed = set(pos.names)
        phone = focus.draw_phone(pos.view, pos.names, pos.last, pos.previous, pos.context)
        kind = "final" if pos.view["final"] else "phone"  # game over: the final scoring
        yield kind, [t.text for t in phone.canvas.record.texts], allowed
        full = board.board_canvas(pos.view, pos.names, pos.last, pos.previous)
        yield "board", [t.text for t in full.texts], allowed
    names = NAMES[:players]
    for views in own_views(SLUG, players, seed, every=7, names=names):
        for seat, view in enumerate(views):
            yield "hand", [t.text for t in hand_canvas_for(view, names, seat).texts], set(names)
            yield "hand text", hand_lines(view, names, seat), set(names)


@pytest.mark.parametrize("options", OPTIONS, ids=["default", "leaders-advanced"])
@pytest.mark.parametrize("players", [2, 4])
def test_every_word_of_the_lorenzo_pictures_is_in_the_pictures_language(players, options):
    found: dict[str, tuple[str, str]] = {}
    kinds: set[str] = set()
    with drawing_in(PSEUDO):
        for kind, texts, allowed in drawn(players, options):
            kinds.add(kind)
            for word, text in unmarked(texts, allowed):
                found.setdefault(word, (kind, text))
    assert kinds == {"phone", "final", "board", "hand", "hand text"}
    assert not found, sorted(found.items())[:20]


def test_the_scan_finds_an_english_word_of_the_view() -> None:
    """A card name drawn as the view holds it would be found."""
    assert unmarked(["Ŵôôðš~~", "Woods"], {"Anna"}) == [("Woods", "Woods")]
