"""Every word the Stupor Mundi pictures draw is in the picture's language (issue 32): drawn in the
pseudo locale (English with every letter accented), each word of the per-move picture, the full
board, the hand picture, the final scoring and the /hand text is pseudo-marked, a player's name,
a number or a one- or two-letter mark (T2, W12, IV, the L/I ally badges). Unlike
tests/render/test_pseudo_pictures.py there is no exemption for the view's words: a card's name
and text, an ally, a city, an edict, the status line all come through the catalogue.

The texts the service hands a picture (the prompt, the choices' words, the log lines) are
rendered in the pseudo locale by the engine's messages, so they are checked the same way.
Random games of 1 to 4 players with every table option that changes a picture (the markets'
hard sides, chosen houses)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from games.contract import Choice
from games.stupor_mundi import GAME
from games.stupor_mundi.options import StuporMundiOptions
from l10n import PSEUDO, say
from render import PhoneContext
from render.samples import NAMES, name_view
from render.stupor_mundi import board, focus, hand
from render.words import drawing_in
from tests.render.test_pseudo_pictures import unmarked, words_of

OPTIONS: list[dict[str, Any]] = [
    {},
    {"market": "hard", "houses": "choose"},
    {"market": "medium", "solo_easy": False},
]
TABLES = [(1, 0), (1, 2), (2, 1), (3, 0), (4, 1)]
"""(players, options): every player count, each option set at least once."""


def walk(players: int, options: dict[str, Any], seed: int, every: int) -> Iterator[Any]:
    """(public view, own views, previous view, context) at every ``every``-th decision of a
    seeded random game, the last one at its end; texts rendered in the pseudo locale."""
    names = NAMES[:players]
    state = GAME.setup(players, seed, StuporMundiOptions(**options))
    rnd = random.Random(seed)
    previous = None
    recent: list[str] = []
    for step in range(5000):
        decision = GAME.decision(state)
        view = name_view(GAME.view(state, None), names)
        if decision is None or step % every == 0:
            own = [name_view(GAME.view(state, s), names) for s in range(players)]
            if decision is None:
                ctx = PhoneContext((), "", (), tuple(recent[-4:]))
            else:
                choices = tuple(
                    _said(c, names) for c in GAME.legal_choices(state, decision.seats[0])
                )
                prompt = say(decision.prompt, PSEUDO, names)
                ctx = PhoneContext(tuple(decision.seats), prompt, choices, tuple(recent[-4:]))
            yield view, own, previous, ctx
            if decision is None:
                return
        seat = decision.seats[0]
        choice = rnd.choice(GAME.legal_choices(state, seat))
        state, events = GAME.apply(state, seat, choice.id)
        recent += [say(e.text, PSEUDO, names) for e in events if e.public]
        previous = view
    raise AssertionError("the random game did not end")


def _said(c: Choice, names: list[str]) -> Choice:
    """A choice as the service hands it to a picture: its words in the reader's language (its
    ``ref`` stays the engine's English name: the pictures must not draw it)."""

    def text(t: Any) -> str | None:
        return None if t is None else say(t, PSEUDO, names)

    return Choice(c.id, text(c.label) or "", text(c.group), text(c.detail), c.private, c.role)


ROMAN = {"III"}
"""Edict III: a number (one- and two-letter marks pass anyway)."""


def allowed(names: list[str], ctx: PhoneContext) -> set[str]:
    """The names, and the service's texts (pseudo already): nothing of the view."""
    texts: list[Any] = [names, ctx.prompt, list(ctx.recent)]
    texts += [[c.label, c.group or "", c.detail or ""] for c in ctx.choices]
    return set(words_of(texts)) | ROMAN


@pytest.mark.parametrize(("players", "option"), TABLES)
def test_every_word_of_the_stupor_mundi_pictures_is_in_the_picture_s_language(players, option):
    names = NAMES[:players]
    found: dict[str, str] = {}
    drawn, over = 0, False
    with drawing_in(PSEUDO):
        for view, own, previous, ctx in walk(players, OPTIONS[option], 80 + players, 23):
            ok = allowed(names, ctx)
            phone = focus.phone_canvas_for(view, names, "", previous, ctx)
            full = board.board_canvas(view, names, "", previous)
            texts = [t.text for t in phone.texts] + [t.text for t in full.texts]
            for seat in range(players):
                texts += [t.text for t in hand.hand_canvas_for(own[seat], names, seat).texts]
                texts += hand.hand_lines(own[seat], names, seat)
            found.update(unmarked(texts, ok))
            drawn += 1
            over = over or view["phase"] == "over"
    assert drawn > 5 and over  # the game-over picture (final scoring) is among them
    assert not found, sorted(found.items())[:20]
