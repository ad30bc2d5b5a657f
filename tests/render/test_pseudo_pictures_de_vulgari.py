"""De Vulgari's pictures speak only the catalogue's words (issue 32): drawn in the pseudo
locale (English with every letter accented), every word of every text drawn on the per-move
picture, the full board, the hand picture and the final picture, and every line of
`hand_lines`, is pseudo-marked, a player's name, a number or a one/two-letter mark. Unlike
tests/render/test_pseudo_pictures.py nothing of the view is exempt: the view's English
names (zones, tracks, friars and cardinals, events, dialects, the status line) must be drawn
from the engine's messages.

Also: the status line built from the view's fields is the view's English status word for
word, and a few German and Italian texts of the pictures as the rulebooks print them."""

from __future__ import annotations

import random
from collections.abc import Iterator
from types import SimpleNamespace
from typing import Any

import pytest

from games import get
from games.contract import name_view
from games.de_vulgari.view import _status
from l10n import PSEUDO, say
from render import PhoneContext
from render.de_vulgari import board, focus
from render.de_vulgari.hand import hand_canvas_for, hand_lines
from render.de_vulgari.panels import where
from render.de_vulgari.view_words import status_word
from render.samples import NAMES, Position, public_choices
from render.words import drawing_in
from tests.l10n.sweep import catalogue_ids
from tests.render.test_pseudo_pictures import unmarked, words_of

SLUG = "de-vulgari-eloquentia"
ROMAN = {"III"}
"""Numbers too: the manuscripts' levels as printed on the tiles (I, II, IV are one/two-letter
marks already)."""


def walk(
    players: int, seed: int, every: int, options: dict[str, Any], locale: str = PSEUDO
) -> Iterator[tuple[Position, list[dict[str, Any]]]]:
    """Every ``every``-th decision of a seeded random game with ``options`` (and every one
    of the Stupor Mundi auction and the election, which few decisions reach), then its end:
    the public position (the engine's texts in ``locale``, as the service hands them on)
    and every seat's own view."""
    game = get(SLUG)
    state = game.setup(players, seed, game.options(options))
    rnd = random.Random(seed)
    names = NAMES[:players]
    previous, recent, last = None, [], ""
    for step in range(5000):
        decision = game.decision(state)
        view = name_view(game.view(state, None), names)
        own = [name_view(game.view(state, s), names) for s in range(players)]
        if decision is None:
            ctx = PhoneContext((), "", (), tuple(recent[-4:]))
            yield Position(view, names, previous, ctx, last), own
            return
        if step % every == 0 or view["stupor"] or view["phase"] == "election":
            ctx = PhoneContext(
                tuple(decision.seats),
                say(decision.prompt, locale, names),
                public_choices(game, state, decision.seats, names, locale),
                tuple(recent[-4:]),
            )
            yield Position(view, names, previous, ctx, last), own
        seat = decision.seats[0]
        choice = rnd.choice(game.legal_choices(state, seat))
        state, events = game.apply(state, seat, choice.id)
        recent += [say(e.text, locale, names) for e in events if e.public]
        last = recent[-1] if recent else last
        previous = view
    raise AssertionError("the random game did not end")


CASES = [
    (2, 81, {}),
    (3, 82, {"open_screens": True}),
    (5, 83, {"open_screens": True, "bologna_collect": "on_entry"}),
]


@pytest.mark.parametrize(("players", "seed", "options"), CASES)
def test_every_word_the_de_vulgari_pictures_draw_is_the_catalogues(players, seed, options):
    found: dict[str, str] = {}
    pictures = finals = 0
    with drawing_in(PSEUDO):
        for pos, own in walk(players, seed, 11, options):
            names = set(pos.names) | ROMAN
            phone = focus.draw_phone(pos.view, pos.names, pos.last, pos.previous, pos.context)
            full = board.board_canvas(pos.view, pos.names, pos.last, pos.previous)
            texts = [t.text for t in phone.canvas.record.texts] + [t.text for t in full.texts]
            for seat, view in enumerate(own):
                texts += [t.text for t in hand_canvas_for(view, pos.names, seat).texts]
                texts += hand_lines(view, pos.names, seat)
            found.update(unmarked(texts, names))
            pictures += 2 + 2 * players
            finals += pos.view["phase"] == "over"
    assert finals == 1 and pictures > 40
    assert not found, sorted(found.items())[:20]


def test_the_pseudo_check_finds_a_view_word():
    view_words = set(words_of({"name": "Abbey (Montecassino)"}))
    assert unmarked(["Abbey (Montecassino)"], set()) == [
        ("Abbey", "Abbey (Montecassino)"),
        ("Montecassino", "Abbey (Montecassino)"),
    ]
    assert unmarked(["Abbey (Montecassino)"], view_words) == []


def test_the_status_line_in_english_is_the_views_word_for_word():
    seen = set()
    with drawing_in("en"):
        for players, seed, options in CASES:
            for pos, own in walk(players, seed, 1, options, locale="en"):
                assert status_word(pos.view, pos.names) == pos.view["status"]
                assert status_word(own[0], pos.names) == own[0]["status"]
                seen.add(pos.view["phase"])
    assert seen >= {"start", "action", "stupor", "election", "over"}


@pytest.mark.parametrize("phase", ["start", "alms", "action", "stupor", "election", "over"])
@pytest.mark.parametrize("last", [False, True])
@pytest.mark.parametrize("seats", [(), (1,), (0, 2, 3)])
def test_every_status_line_in_english_is_the_views(phase, last, seats):
    """Every phase, in the last round or not, for no, one or several deciding seats
    (random games rarely stop in the alms phase)."""
    for round_no in (0, 7):
        state = SimpleNamespace(phase=phase, round=round_no, last_round=last)
        decision = SimpleNamespace(seats=list(seats)) if seats else None
        english = _status(state, decision)  # type: ignore[arg-type]
        view = {"phase": phase, "round": round_no, "last_round": last, "to_decide": list(seats)}
        with drawing_in("en"):
            assert status_word(view, [f"{{p{s}}}" for s in range(4)]) == english  # type: ignore[arg-type]


def drawn(locale: str, players: int = 3) -> tuple[list[str], list[str]]:
    """(texts of the full board, of the per-move pictures) of a game in ``locale``."""
    board_texts: list[str] = []
    phone_texts: list[str] = []
    with drawing_in(locale):
        for pos, _ in walk(players, 84, 25, {}, locale=locale):
            full = board.board_canvas(pos.view, pos.names, pos.last, pos.previous)
            board_texts += [t.text for t in full.texts]
            phone = focus.draw_phone(pos.view, pos.names, pos.last, pos.previous, pos.context)
            phone_texts += [t.text for t in phone.canvas.record.texts]
    return board_texts, phone_texts


@pytest.fixture(scope="module")
def german() -> tuple[list[str], list[str]]:
    return drawn("de")


@pytest.fixture(scope="module")
def italian() -> tuple[list[str], list[str]]:
    return drawn("it")


def test_the_german_pictures_use_the_rulebooks_names(german):
    board_texts, phone_texts = german
    # the tracks (DE: Ausruhen-Leiste, Botschafter-Leiste, Sonnengesang-Leiste, …)
    # (DE "die Leisten für das Rätsel von Verona, den Sonnengesang, den Botschafter, …")
    tracks = ("Ausruhen", "Rätsel von Verona", "Botschafter", "Sonnengesang", "Orient")
    for track in tracks:
        assert track in board_texts
    # the dialects (DE Spielplan: "blau für die D'Oil-Sprache, gelb für Latein, violett für
    # das Fiorentino, grün für die Scuola Siciliana, und orange für die D'Oc-Sprache")
    for line in ("blau: D'Oil-Sprache", "gelb: Latein", "violett: Fiorentino"):
        assert line in board_texts
    assert "grün: Scuola Siciliana" in board_texts
    assert "orange: D'Oc-Sprache" in board_texts
    assert "weiß: neutral" in board_texts
    # the abbeys and convents on the map by their place (the card says the kind)
    assert {"Montecassino", "Lunigiana", "Norcia"} <= set(board_texts)
    # a free friar tile, short (DE: Bruder Ralph rückt 7 Felder vor, zahlt keine 10 Ducati
    # für Reisen, 4 VP am Ende)
    assert any("Ralph (+7W, reist gratis, +4 VP)" in t for t in board_texts)
    assert "Runde 4, Aktionen: Chiara entscheidet · noch 3 Aktionen" in phone_texts
    assert "Runde 16 (letzte), Aktionen: Anna entscheidet" in board_texts
    assert any(t.startswith("Spielende nach Runde ") for t in phone_texts)
    assert "Spielaufbau: Wahl der Start-Städte" in phone_texts


def test_the_italian_pictures_use_the_rulebooks_names(italian):
    board_texts, phone_texts = italian
    for track in ("Riposo", "Messaggero", "Cantico delle Creature", "Biblioteca Pontificia"):
        assert track in board_texts
    # IT: "blu Lingua d'Oil, giallo Latino Volgare, viola Fiorentino, verde lingua della
    # Scuola Siciliana e rosa Lingua d'Oc. Le zone bianche non hanno un dialetto"
    for line in ("blu: Lingua d'Oil", "giallo: Latino Volgare", "verde: Scuola Siciliana"):
        assert line in board_texts
    assert "bianco: neutro" in board_texts
    assert any("Balestreri (+4C, virt. rosso)" in t for t in board_texts)
    assert "Turno 4, Azioni: decide Chiara · restano 3 azioni" in phone_texts
    assert "Turno 16 (ultimo), Azioni: decide Anna" in phone_texts
    assert "Preparazione: scelta delle città di partenza" in phone_texts
    assert any(t.startswith("Partita finita dopo il turno ") for t in phone_texts)


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        ("en", "Papal Library tile: none"),
        ("de", "Kärtchen der Päpstlichen Bibliothek: keins"),
        ("it", "Tessera della Biblioteca Pontificia: nessuna"),
    ],
)
def test_the_hand_says_no_library_tile_in_each_languages_grammar(locale, expected):
    pos, own = next(walk(2, 86, 1, {}, locale=locale))
    with drawing_in(locale):
        texts = [t.text for t in hand_canvas_for(own[0], pos.names, 0).texts]
    assert expected in texts


@pytest.mark.parametrize("locale", ["en", "de", "it"])
def test_all_free_tiles_fit_their_line_on_the_full_board(locale):
    """At the start all ten tiles are free: each line of them fits uncut."""
    with drawing_in(locale):
        pos, _ = next(walk(4, 85, 1, {}, locale=locale))
        full = board.board_canvas(pos.view, pos.names)
    lines = [t.text for t in full.texts if "(+12" in t.text or "Muret" in t.text]
    assert len(lines) == 2
    assert not any(line.endswith("…") for line in lines), lines


@pytest.mark.parametrize(
    ("locale", "expected"),
    [
        ("en", ["in Ancona", "in Abbey (Sila)", "in Convent (Lunigiana)"]),
        ("de", ["in Ancona", "in der Abtei (Sila)", "im Konvent (Lunigiana)"]),
        ("it", ["ad Ancona", "nell'Abbazia (Sila)", "nel Convento (Lunigiana)"]),
    ],
)
def test_a_place_takes_its_preposition(locale, expected):
    view = {"map": {"zones": [{"id": z} for z in ("ancona", "abbey_sila", "convent_lunigiana")]}}
    with drawing_in(locale):
        got = [where(view, z) for z in ("ancona", "abbey_sila", "convent_lunigiana")]  # type: ignore[arg-type]
    assert got == expected


def test_every_picture_id_of_de_vulgari_is_used_by_its_renderers():
    """No dead ``pic-dv-`` id: each is named in render/de_vulgari, whole or by a prefix the
    code completes (a table of ids)."""
    from pathlib import Path

    code = "".join(p.read_text() for p in Path("render/de_vulgari").glob("*.py"))
    ids = catalogue_ids("pictures-de-vulgari.ftl", "pic-dv")
    unused = sorted(i for i in ids if f'"{i}"' not in code)
    assert unused == []
