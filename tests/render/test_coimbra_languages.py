"""Coimbra's pictures in German and Italian, word for word: the status line, the districts,
the influence tracks, a citizen card, an expedition and a favour tile as the pictures draw them.

The German words are the rulebook's (seed 002): the phase B heading "Würfel wählen und
platzieren", Schloss / Oberstadt / Zentrum / Unterstadt, Ratsleiste … Gelehrtenleiste,
Einkommen, Siegpunkte (SP), the expedition Sansibar. No Italian rulebook is in the seeds: the
Italian words are the reconstructed ones games/coimbra/README.md lists."""

from __future__ import annotations

import pytest

from games.coimbra.view import card_view
from render.coimbra import board, focus, speech
from render.coimbra.style import CARD_H, CARD_W, FastCanvas, draw_citizen
from render.samples import Position, positions
from render.words import drawing_in

STATUS = {
    "de": "Runde 1/4, Phase B (Würfel wählen und platzieren): Anna entscheidet.",
    "it": "Round 1/4, fase B (scegli e piazza i dadi): decide Anna.",
}
DISTRICTS = {
    "de": ["Schloss", "Oberstadt", "Zentrum", "Unterstadt"],
    "it": ["Castello", "Città Alta", "Centro", "Città Bassa"],
}
TRACK_LINES = {  # the seed's scoring tiles: grey 6/3, orange 8/4, purple 10/5, green 4/2
    "de": [
        "Ratsleiste: Einkommen Wachen. Ende: 1.: 6, 2.: 3 SP",
        "Händlerleiste: Einkommen Münzen. Ende: 1.: 8, 2.: 4 SP",
        "Kirchenleiste: Einkommen Pilgerschritte. Ende: 1.: 10, 2.: 5 SP",
        "Gelehrtenleiste: Einkommen SP. Ende: 1.: 4, 2.: 2 SP",
    ],
    "it": [
        "Tracciato Consiglio: rendita guardie. Fine: 1° 6, 2° 3 PV",
        "Tracciato Mercanti: rendita monete. Fine: 1° 8, 2° 4 PV",
        "Tracciato Clero: rendita passi. Fine: 1° 10, 2° 5 PV",
        "Tracciato Studiosi: rendita PV. Fine: 1° 4, 2° 2 PV",
    ],
}
CARD_S5 = {  # the start card S5 (clergy, phase C: coin cards cost 1 coin less), as drawn
    "de": ["Kirche S5", "Einfluss 1", "Phase C:", "Münzkarten kosten 1", "Münze weniger"],
    "it": ["Clero S5", "influenza 1", "fase C:", "carte a monete: 1", "moneta in meno"],
}
SANSIBAR = {
    "de": ("Sansibar", "Die Hälfte (abgerundet) deiner Felder auf Kirchenleiste + Gelehrtenleiste"),
    "it": (
        "Zanzibar",
        "Metà (per difetto) delle tue caselle sul tracciato Clero + tracciato Studiosi",
    ),
}
FAVOUR_F4 = {"de": "7 Wachen oder 7 Münzen.", "it": "7 guardie o 7 monete."}


def phase_b(locale: str) -> Position:
    return next(p for p in positions("coimbra", 2, 7, locale=locale) if p.view["phase"] == "B")


@pytest.mark.parametrize("locale", ["de", "it"])
def test_the_full_board_speaks_the_rulebook_s_words(locale):
    pos = phase_b(locale)
    with drawing_in(locale):
        texts = [t.text for t in board.board_canvas(pos.view, pos.names, pos.last).texts]
    assert STATUS[locale] in texts
    assert all(name in texts for name in DISTRICTS[locale])
    assert [t for t in texts if t in TRACK_LINES[locale]] == TRACK_LINES[locale]


@pytest.mark.parametrize("locale", ["de", "it"])
def test_the_move_picture_s_status_line_is_the_table_s_language(locale):
    pos = phase_b(locale)
    with drawing_in(locale):
        phone = focus.phone_canvas_for(pos.view, pos.names, pos.last, pos.previous, pos.context)
    drawn = " ".join(t.text for t in phone.texts)
    assert STATUS[locale] in drawn


@pytest.mark.parametrize("locale", ["de", "it"])
def test_a_citizen_card_an_expedition_and_a_favour_tile_word_for_word(locale):
    c = FastCanvas(CARD_H + 2, width=CARD_W + 2)
    with drawing_in(locale):
        draw_citizen(c, (0, 0, CARD_W, CARD_H), card_view("S5"))
        x = {"id": "X04", "name": "Sansibar", "text": "Half (rounded down) of …"}
        expedition = (speech.expedition_name(x), speech.expedition_task(x))
        favour = speech.favour(
            {"id": "F4", "crowns": 0, "text": "7 guards or 7 coins.", "cap_tile": False}
        )
    assert [t.text for t in c.texts] == CARD_S5[locale]
    assert expedition == SANSIBAR[locale]
    assert favour == FAVOUR_F4[locale]


def test_english_keeps_the_view_s_words():
    pos = next(p for p in positions("coimbra", 2, 7) if p.view["phase"] == "B")
    with drawing_in("en"):
        texts = [t.text for t in board.board_canvas(pos.view, pos.names, pos.last).texts]
    assert pos.view["status"] in texts
    assert "Grey: council, income guards. End: 1st 6, 2nd 3 VP" in texts


def test_one_disc_left_is_one_disc():
    """The player boards counted "1 discs left"."""
    pos = next(p for p in positions("coimbra", 2, 7) if p.view["phase"] == "B")
    view = {**pos.view, "players": [dict(p) for p in pos.view["players"]]}
    view["players"][0]["discs_in_supply"] = 1
    with drawing_in("en"):
        texts = [t.text for t in board.board_canvas(view, pos.names, pos.last).texts]
    mine = [t for t in texts if t.startswith("Anna: flag ")]
    assert mine and mine[0].endswith(", 1 disc left")
