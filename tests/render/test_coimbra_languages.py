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
    "de": ("Sansibar", "Hälfte (abgerundet) deiner Felder auf Kirchenleiste + Gelehrtenleiste"),
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


@pytest.mark.parametrize("locale", ["en", "de", "it"])
def test_every_favour_tile_s_words_stay_on_the_tile(locale):
    """A favour tile on the full board holds its whole effect (German ran a line below it)."""
    from render.coimbra.board import _layout_for

    pos = next(
        p for p in positions("coimbra", 3, 5, locale=locale) if len(p.view["favour_row"]) == 4
    )
    with drawing_in(locale):
        texts = board.board_canvas(pos.view, pos.names, pos.last).texts
        bx0, by0, bx1, by1 = _layout_for(pos.view).castle
    fw = (bx1 - bx0 - 430) // 4
    tiles = [(bx0 + 426 + i * fw, by0 + 6, bx0 + 426 + i * fw + fw - 10, by1 - 6) for i in range(4)]
    on_tiles = 0
    for t in texts:
        x0, y0, x1, y1 = t.box
        for tx0, ty0, tx1, ty1 in tiles:
            if tx0 <= x0 < tx1 and ty0 <= y0 < ty1:
                on_tiles += 1
                assert x1 <= tx1 and y1 <= ty1, (t.text, t.box, (tx0, ty0, tx1, ty1))
    assert on_tiles >= 8  # a title and the effect's lines on each tile


@pytest.mark.parametrize("locale", ["en", "de", "it"])
def test_every_expedition_s_task_stays_above_its_discs(locale):
    """Every expedition's task fits its box on the full board (German ran a line too long)."""
    from games.coimbra import data as D
    from render.coimbra.board import _layout_for

    pos = phase_b(locale)
    ids = sorted(D.EXPEDITIONS)
    for k in range(0, len(ids), 6):
        shown = [
            {**pos.view["expeditions"][0], "id": xid, "tracks": list(D.EXPEDITIONS[xid].tracks)}
            for xid in ids[k : k + 6]
        ]
        view = {**pos.view, "expeditions": shown}
        with drawing_in(locale):  # the layout grows with a language's longer words
            texts = board.board_canvas(view, pos.names, pos.last).texts
            x0, y0, x1, y1 = _layout_for(view).expeditions
        inside = [t for t in texts if x0 <= t.box[0] < x1 and y0 + 40 <= t.box[1] < y1]
        assert len(inside) >= 3 * len(shown)  # name, cost and the task's lines
        assert all(t.box[3] <= y1 - 40 for t in inside), [
            (t.text, t.box) for t in inside if t.box[3] > y1 - 40
        ]


@pytest.mark.parametrize("locale", ["en", "de", "it"])
def test_the_monastery_legend_stays_in_the_map_with_the_longest_effects(locale):
    """The map's legend with the monasteries whose effects take most lines: the tracks and the
    map grow for it (German and Italian), and every line stays inside the map."""
    from games.coimbra import data as D
    from render.coimbra.board import _layout_for
    from render.coimbra.layout import LEGEND_TOP
    from render.coimbra.panels import _legend
    from render.coimbra.speech import effect

    pos = phase_b(locale)
    mons = pos.view["pilgrim_map"]["monasteries"]
    with drawing_in(locale):
        longest = {
            level: sorted(
                (m for m, x in D.MONASTERIES.items() if x.back == level),
                key=lambda m: -len(effect({"id": m, "text": ""})),
            )
            for level in ("I", "II", "III")
        }
        taken = {level: iter(ids) for level, ids in longest.items()}
        view = {
            **pos.view,
            "pilgrim_map": {
                **pos.view["pilgrim_map"],
                "monasteries": {
                    node: {**m, "id": next(taken[m["level"]])} for node, m in mons.items()
                },
            },
        }
        texts = board.board_canvas(view, pos.names, pos.last).texts
        x0, y0, x1, y1 = _layout_for(view).map
        lines = sum(len(entry) for column in _legend(view) for entry in column)
    legend = [t for t in texts if x0 <= t.box[0] < x1 and y0 + LEGEND_TOP - 8 <= t.box[1] < y1]
    assert len(legend) == lines >= 14  # every line drawn inside the map
    assert all(t.box[3] <= y1 for t in legend), [(t.text, t.box) for t in legend]


@pytest.mark.parametrize("locale", ["de", "it"])
def test_every_citizen_card_fits_its_place_in_every_language(locale):
    """The board's card rows and the start pairs are as tall as the longest English card; every
    card's whole effect fits a row, and every start card a pair, in German and Italian too (the
    price word is short for it)."""
    from games.coimbra import data as D
    from render.coimbra import layout as L
    from render.coimbra.style import citizen_height

    cards = [card_view(cid) for cid in D.CITIZENS]
    with drawing_in(locale):
        assert max(citizen_height(card, CARD_W) for card in cards) <= CARD_H
        starts = [card for card in cards if card["cost"] is None]  # what the pairs show
        for players, height in L.PAIR_CARD_H.items():
            width = L.pair_card_width(players)
            assert max(citizen_height(card, width) for card in starts) <= height
