"""Every word a Lorenzo picture draws is in the picture's language (issue 32): drawn in the
pseudo locale (English with every letter accented, 40 % longer), each word of the per-move
phone picture, the full board, the hand picture, the final picture and the /hand text is
pseudo-marked, a player's name, a number or a one/two-letter mark. No word of the view is let
through: the card names, their costs and effects, the status line, the spaces, tiles and
leaders all come from the catalogue.

Random games at 2 and 4 seats, with the default options and with leaders and the advanced
bonus tiles (the options that change what a picture shows)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from games.contract import name_view
from games.lorenzo import GAME
from l10n import PSEUDO, say
from render import PhoneContext
from render.lorenzo import board, focus
from render.lorenzo.hand import hand_canvas_for, hand_lines
from render.samples import NAMES, Position, public_choices
from render.words import drawing_in
from tests.render.test_pseudo_pictures import unmarked

OPTIONS = ({}, {"leaders": True, "bonus_tiles": "advanced"})


def positions(players: int, seed: int, options: dict[str, Any], every: int) -> Iterator[Position]:
    """Every ``every``-th decision of a seeded random game and its end, with the engine's
    prompts, choices and log lines in the pseudo locale (as the service hands them on)."""
    state = GAME.setup(players, seed, GAME.options(options))
    pick = random.Random(seed)
    names = NAMES[:players]
    previous = None
    recent: list[str] = []
    for step in range(5000):
        decision = GAME.decision(state)
        view = name_view(GAME.view(state, None), names)
        last = recent[-1] if recent else ""
        if decision is None:
            yield Position(
                view, names, previous, PhoneContext((), "", (), tuple(recent[-4:])), last
            )
            return
        if step % every == 0:
            ctx = PhoneContext(
                tuple(decision.seats),
                say(decision.prompt, PSEUDO, names),
                public_choices(GAME, state, decision.seats, names, PSEUDO),
                tuple(recent[-4:]),
            )
            yield Position(view, names, previous, ctx, last)
            yield from own(state, names)
        seat = decision.seats[0]
        state, events = GAME.apply(state, seat, pick.choice(GAME.legal_ids(state, seat)))
        recent += [say(e.text, PSEUDO, names) for e in events if e.public]
        previous = view
    raise AssertionError("the random game did not end")


def own(state: Any, names: list[str]) -> Iterator[Any]:
    """Every seat's own view (for the hand picture and the /hand text)."""
    for seat in range(len(names)):
        yield seat, name_view(GAME.view(state, seat), names)


def drawn(players: int, options: dict[str, Any]) -> Iterator[tuple[str, list[str], set[str]]]:
    """(which picture, its texts, the names it may show) for every picture of a game."""
    for item in positions(players, 40 + players, options, every=7):
        if isinstance(item, tuple):
            seat, view = item
            allowed = set(NAMES[:players])
            hand = hand_canvas_for(view, NAMES[:players], seat)
            yield "hand", [t.text for t in hand.texts], allowed
            yield "hand text", hand_lines(view, NAMES[:players], seat), allowed
            continue
        pos = item
        allowed = set(pos.names)
        phone = focus.draw_phone(pos.view, pos.names, pos.last, pos.previous, pos.context)
        kind = "final" if pos.view["final"] else "phone"  # game over: the final scoring
        yield kind, [t.text for t in phone.canvas.record.texts], allowed
        full = board.board_canvas(pos.view, pos.names, pos.last, pos.previous)
        yield "board", [t.text for t in full.texts], allowed


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
