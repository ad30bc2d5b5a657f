"""Golden lines: real German and Italian texts of the Stupor Mundi pictures, word for word (the
German with the rulebook's words: Aktionsphase, Friedrichs Palast, Schatzkammer, Umland, Dorf,
Hauptgebäude, Augustalen), and the English status line built from the view's fields reads as the
view's own ``status``."""

from __future__ import annotations

from games.stupor_mundi import GAME
from render.samples import NAMES, name_view
from render.stupor_mundi import board, focus, hand
from render.stupor_mundi import names as N
from render.words import drawing_in


def _view(players: int = 2, seed: int = 3, moves: int = 0) -> dict:
    state = GAME.setup(players, seed)
    for _ in range(moves):
        d = GAME.decision(state)
        assert d is not None
        state, _ = GAME.apply(state, d.seats[0], GAME.legal_choices(state, d.seats[0])[0].id)
    return name_view(GAME.view(state, None), NAMES[:players])


def _texts(canvas) -> list[str]:
    return [t.text for t in canvas.texts]


def test_the_status_line_in_english_is_the_view_s_status_word_for_word():
    for moves in (0, 7, 40):
        view = _view(moves=moves)
        with drawing_in("en"):
            assert N.status(view, NAMES[:2]) == view["status"]


def test_the_status_line_in_german_and_italian():
    view = _view()
    who = NAMES[view["decider"]]
    with drawing_in("de"):
        texts = _texts(focus.phone_canvas_for(view, NAMES[:2]))
        assert f"Runde 1, Aktionsphase: {who} entscheidet" in texts
    with drawing_in("it"):
        texts = _texts(focus.phone_canvas_for(view, NAMES[:2]))
        assert f"Round 1, fase azioni: decide {who}" in texts


def test_cards_tracks_and_places_in_german():
    with drawing_in("de"):
        assert N.card_name("B14") == "Königlicher Baumeister"
        assert N.card_text("B14") == "Zahle 7 Augustalen: baue 1 Burgteil ohne Stein/Getreide."
        assert N.card_short("SAV-1") == "Kornspeicher"
        assert N.palace_row("treasury") == "Schatzkammer"
        assert N.space("B", 5) == "Stadt B"
        texts = _texts(board.board_canvas(_view(), NAMES[:2]))
    for line in ("Friedrichs Palast", "Umland", "Dorf (Pfade A und C)", "Schatzkammer"):
        assert line in texts, line


def test_cards_tracks_and_places_in_italian():
    with drawing_in("it"):
        assert N.card_name("A7") == "Forziere"
        assert N.card_text("A8") == "Ottieni 3 augustali; promuovi 1."
        assert N.palace_row("court") == "Corte"
        assert N.ally_condition("L-TENT") == "tesoro di Federico ≥ 9"
        texts = _texts(board.board_canvas(_view(), NAMES[:2]))
    assert "Palazzo di Federico" in texts


def test_the_hand_text_names_the_cards_in_german():
    view = name_view(GAME.view(GAME.setup(2, 3), 0), NAMES[:2])
    with drawing_in("de"):
        lines = hand.hand_lines(view, NAMES[:2], 0)
    with drawing_in("de"):
        names = [N.card_name(c) for c in view["players"][0]["hand"]]
    assert lines[0].startswith("Deine Handkarten (5 Karten): ")
    assert all(name in lines[0] for name in names)
    assert not {"Quarry", "Tax", "Harvest", "Council"} & set(lines[0].replace(",", " ").split())
