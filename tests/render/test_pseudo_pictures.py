"""Every word a renderer writes itself comes from the catalogue (issue 32.5): drawn in the
pseudo locale (English with every letter accented), each word of a picture's recorded texts
is pseudo-marked, or is a word of the view (the engine's English, drawn as it is), of the
players' names or of the texts the service hands the picture (prompt, choices, log lines);
numbers and one- or two-letter marks (cube letters, seat letters, "IV") aside.

A renderer's English word that the view happens to use too (a track's name) would pass: the
check finds words the catalogue never saw, not every one. Games whose renderers are not
converted yet (Stupor Mundi, Lorenzo, Coimbra) are left out."""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import pytest

from l10n import PSEUDO
from l10n.catalog import is_pseudo
from render.de_vulgari import board, focus
from render.de_vulgari.hand import hand_canvas_for
from render.samples import NAMES, Position, own_views, positions
from render.words import drawing_in

SLUG = "de-vulgari-eloquentia"
WORD = re.compile(r"[^\W\d_]+")


def words_of(value: Any) -> Iterable[str]:
    """Every word of every string in a view (keys too: a renderer may print one)."""
    if isinstance(value, str):
        yield from WORD.findall(value)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from words_of(k)
            yield from words_of(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from words_of(v)


def handed_on(pos: Position) -> set[str]:
    """The words the picture may show unchanged: the view's, the names', the context's
    (test_pseudo_pictures_de_vulgari.py exempts none of the view's)."""
    ctx = pos.context
    texts: list[Any] = [pos.view, pos.names, pos.last, ctx.prompt, list(ctx.recent)]
    texts += [[c.label, c.group or "", c.detail or "", c.ref or ""] for c in ctx.choices]
    return set(words_of(texts))


def unmarked(texts: Iterable[str], allowed: set[str]) -> list[tuple[str, str]]:
    """(word, its text) for every word neither pseudo-marked nor allowed (a word cut with
    "…" is allowed when an allowed word starts with it)."""
    out = []
    for text in texts:
        cut = text.endswith("…")
        found = WORD.findall(text)
        for k, w in enumerate(found):
            if is_pseudo(w) or w in allowed or (len(w) <= 2 and w.isupper()):
                continue
            if cut and k == len(found) - 1 and any(a.startswith(w) for a in allowed):
                continue
            out.append((w, text))
    return out


def sample(players: int) -> list[Position]:
    return list(positions(SLUG, players, 70 + players, every=9, locale=PSEUDO))


@pytest.mark.parametrize("players", [2, 5])
def test_every_word_the_de_vulgari_pictures_write_comes_from_the_catalogue(players):
    found: dict[str, str] = {}
    with drawing_in(PSEUDO):
        for pos in sample(players):
            allowed = handed_on(pos)
            phone = focus.draw_phone(pos.view, pos.names, pos.last, pos.previous, pos.context)
            full = board.board_canvas(pos.view, pos.names, pos.last, pos.previous)
            texts = [t.text for t in phone.canvas.record.texts] + [t.text for t in full.texts]
            found.update(unmarked(texts, allowed))
    assert not found, sorted(found.items())[:20]


def test_every_word_of_the_de_vulgari_screen_comes_from_the_catalogue():
    names = NAMES[:3]
    found: dict[str, str] = {}
    with drawing_in(PSEUDO):
        for views in own_views(SLUG, 3, 71, 25, names):
            for seat, own in enumerate(views):
                c = hand_canvas_for(own, names, seat)
                allowed = set(words_of([own, names]))
                found.update(unmarked((t.text for t in c.texts), allowed))
    assert not found, sorted(found.items())[:20]


def test_an_english_word_drawn_by_a_renderer_is_found():
    assert unmarked(["Ŕôŵ~~ 3", "Row 3"], set()) == [("Row", "Row 3")]
    assert unmarked(["Anna: 3"], {"Anna"}) == []
    assert unmarked(["Anna: 3 li…"], {"Anna", "library"}) == []
