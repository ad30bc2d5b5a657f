"""Lorenzo's pictures in German and Italian, word for word (issue 32): a card's name and
printed texts in the German rulebook's words, the status line, the points' legend, a leader in
the /hand text, and the English that stays as the view holds it.

The German rulebook (seed 003) names the cards and says what they do: "3 Holz durch den
Nutzwald" (its harvest), the Schreinerei pays "1 oder 2 Holz, um 3 oder 5 Münzen zu erhalten",
the Schatzkammer "1 oder 2 Münzen, um 3 oder 5 Siegpunkte" (SP on a picture)."""

from __future__ import annotations

from games.contract import name_view
from games.lorenzo import GAME
from games.lorenzo.data import CARDS, LEADERS
from games.lorenzo.view import card_view, leader_view
from render import PhoneContext
from render.lorenzo import board, focus, hand
from render.lorenzo import texts as T
from render.words import drawing_in
from tests.games.lorenzo.builders import Build

NAMES = ["Anna", "Ben"]


def _state():
    b = Build(2, leaders=True).tower("territory", 0, "T5").tower("building", 1, "B29")
    return b.leaders(0, "L18", hand=True).turn(0)


def _phone_texts(locale: str) -> list[str]:
    view = name_view(GAME.view(_state(), None), NAMES)
    with drawing_in(locale):
        picture = focus.draw_phone(view, NAMES, "", None, PhoneContext((0,), "", (), ()))
    return [t.text for t in picture.canvas.record.texts]


def _board_texts(locale: str) -> list[str]:
    view = name_view(GAME.view(_state(), None), NAMES)
    with drawing_in(locale):
        return [t.text for t in board.board_canvas(view, NAMES).texts]


def test_german_cards_in_the_rulebooks_words() -> None:
    with drawing_in("de"):
        assert T.card_name("T5") == "Nutzwald"
        assert T.card_lines("T5") == ["Sofort: 1 Holz", "Ernte 5: 3 Holz"]
        assert T.card_name("B29") == "Schreinerei"
        assert T.card_lines("B29")[-1] == ("Produktion 4: 1 Holz → 3 Münzen oder 2 Holz → 5 Münzen")
        assert T.card_name("B34") == "Schatzkammer"
        assert T.card_lines("B34")[-1] == "Produktion 3: 1 Münze → 3 SP oder 2 Münzen → 5 SP"
        assert T.card_lines("V77") == [
            "3 MP nötig, zahle 2 MP",
            "Sofort: 3 Münzen",
            "Spielende: 5 SP",
        ]
        assert T.space_name("tower.green.1") == "grün 1"
        assert T.excommunication("EXC-5") == "Erntewert -3"
    texts = _board_texts("de")
    assert "Nutzwald" in texts and "Ernte 5: 3 Holz" in texts and "Schreinerei" in texts


def test_german_status_line_and_points_legend_on_the_phone_picture() -> None:
    texts = _phone_texts("de")
    line = " ".join(texts[1:3])  # the status wraps
    assert line == "Runde 1/6, Zeitabschnitt 1, Aktionen: Anna soll ein Familienmitglied einsetzen"
    assert "Militärpunkte (MP) 0 · Glaubenspunkte (FP) 0" in texts
    assert "Ben: 0 SP · MP 0 · FP 0 · 0 Münzen · 0 Holz · 0 Stein · 0 Diener" in texts


def test_italian_cards_status_and_points() -> None:
    with drawing_in("it"):
        assert T.card_name("T5") == "Foresta"
        assert T.card_lines("T5") == ["Subito: 1 legno", "Raccolto 5: 3 legno"]
        assert T.space_name("market.2") == "Mercato 2"
    texts = _phone_texts("it")
    assert "Turno 1/6, periodo 1, azioni: Anna deve piazzare un familiare" in texts
    assert "Punti militari (MP) 0 · Punti fede (FP) 0" in texts
    assert "Foresta" in _board_texts("it")


def test_a_leader_in_the_hand_text_in_german_and_italian() -> None:
    own = name_view(GAME.view(_state(), 0), NAMES)
    with drawing_in("de"):
        assert hand.hand_lines(own, NAMES, 0) == [
            "Anführerkarten auf der Hand (1):",
            "• Santa Rita (braucht 8 FP): Ressourcen aus sofortigen Effekten von Karten verdoppelt",
        ]
    with drawing_in("it"):
        assert hand.hand_lines(own, NAMES, 0)[0] == "Carte leader in mano (1):"


def test_the_english_pictures_say_what_the_view_holds() -> None:
    """The renderer translates from ids; in English it writes the view's words exactly."""
    state = _state()
    view = GAME.view(state, None)
    with drawing_in("en"):
        assert T.status(view, ["{p0}", "{p1}"]) == view["status"]
        for cid in CARDS:
            card = card_view(cid)
            assert T.card_name(cid) == card["name"]
            printed = [card["immediate"], card["permanent"], *card["cost"]]
            said = " ".join(T.card_lines(cid)).replace("→", "->")
            assert all(text in said or text.replace("need", "Needs") in said for text in printed)
        for floor in view["towers"]["green"]["floors"]:
            assert T.floor_bonus(floor["space"]) == floor["bonus"]
            assert T.space_name(floor["space"]) == floor["label"]
        for space in view["spaces"]:
            assert T.space_gain(space["id"]) == space["gain"]
            assert T.space_name(space["id"]) == space["label"]
        for tile in view["excommunication_tiles"]:
            assert T.excommunication(tile["id"]) == tile["text"]
        for lid, ld in LEADERS.items():
            leader = leader_view(lid)
            assert T.leader_name(lid) == ld.name == leader["name"]
            assert T.leader_ability(lid) == leader["ability"]
            assert T.leader_requirement(lid) == leader["requirement"]


def test_the_stonemason_takes_one_of_wood_or_stone_off_a_building() -> None:
    """Data Δ9: the Stonemason's discount is 1 wood OR 1 stone, the player's choice (the engine
    asks); the card on the picture says so in every language, never "1 wood + 1 stone"."""
    expected = {"en": "1 wood or 1 stone", "de": "1 Holz oder 1 Stein", "it": "1 legno o 1 pietra"}
    for locale, words in expected.items():
        or_ = {"en": "or", "de": "oder", "it": "o"}[locale]
        with drawing_in(locale):
            lines = T.card_lines("C50")
        assert any(words in line for line in lines), (locale, lines)
        assert not any(words.replace(or_, "+") in line for line in lines), (locale, lines)
