"""Rulebook scenarios (DATC style): one test per rule, example or exception of the
original rulebook (DE = seeds/000, Lookout 2010; IT = seeds/001, Giochix 2010) that had
no test yet. Each docstring names the section and paraphrases the printed situation.
Driven only through ``legal_choices``/``apply`` from a built state."""

from __future__ import annotations

import pytest

from games.de_vulgari import GAME
from games.de_vulgari.effects import ranking, set_position
from games.de_vulgari.rules import settle
from games.de_vulgari.state import Turn
from games.de_vulgari.succession import end_round

from .builders import en, ids, knowledge, play, rest_stay, started, turn_of


def _labels(st, seat):
    return {c.id: en(c.label) for c in GAME.legal_choices(st, seat)}


def _next_round(st):
    """End the current round at once and run the next Event/Alms/Turn order phases."""
    st.phase = "action"
    st.pending = []
    st.turn = Turn(seat=st.order[-1])
    end_round(st, [])
    settle(st, [])
    return st


# ---------------------------------------------------------------- setup


@pytest.mark.parametrize("players,limit", [(2, 4), (3, 5), (4, 6), (5, 7)])
def test_setup_cubes_per_space_and_manuscripts_players_minus_one(players, limit) -> None:
    """DE Spielaufbau: "bei 4 Spielern werden in jedes der ersten 7 Felder 6 Holzklötzchen
    gelegt"; "Decke von jedem Stapel ... Anzahl der Spieler minus 1" auf; 10 Ducati each."""
    st = GAME.setup(players, 7)
    assert [sum(sp.values()) for sp in st.spaces[:7]] == [limit] * 7
    assert all(sum(sp.values()) == 0 for sp in st.spaces[7:])
    assert all(len(st.rows[lv]) == players - 1 for lv in "1234")
    assert all(p.ducats == 10 and p.status == "merchant" for p in st.player)
    assert not st.lingua_in_play
    assert len(st.friars_free) == 5 and len(st.cardinals_free) == 5


def test_setup_no_victory_points_before_the_first_move() -> None:
    """DE Volgare-Punkte: the richest player's 7 VP (and every other category) are counted
    "Nach der abschließenden Wahl"; at setup everyone holds 10 ducats and nobody has 7 VP."""
    st = started(5, 3)
    v = GAME.view(st, None)
    assert v["scores"] == [0] * 5
    assert all(v["score_breakdown"][str(s)]["richest"] == 0 for s in range(5))


# ---------------------------------------------------------------- round structure


def test_event_phase_refills_manuscripts_taken_last_round() -> None:
    """DE 1. Ereignis: "Die Manuskript-Kärtchen, die in der letzten Runde genommen wurden,
    werden ersetzt" (example: a level-1 manuscript taken in round 2 is replaced in round 3)."""
    st = started(4, 2)
    st = turn_of(st, 0, "genova")
    blue = next((m for m in st.rows["1"] if "blue" in m or m.startswith("m1-B")), None)
    if blue is None:
        st.rows["1"][0] = "m1-B1"
        blue = "m1-B1"
    st, _ = play(st, 0, f"ms:{blue}")
    assert len(st.rows["1"]) == 2
    st = _next_round(st)
    assert len(st.rows["1"]) == 3 and blue not in st.rows["1"]


def test_turn_order_rulebook_example_rest_leader_first() -> None:
    """DE Zugreihenfolge im Spiel: knowledge order reversed gives Green, Red, Yellow, Black,
    White; White leads the rest track, so the order is White, Green, Red, Yellow, Black;
    White's rest disc goes back to the start space, the others stay."""
    st = started(5, 1)
    white, black, yellow, red, green = 0, 1, 2, 3, 4
    for s, pos in ((white, 40), (black, 30), (yellow, 20), (red, 10), (green, 0)):
        set_position(st, "knowledge", s, pos)
    set_position(st, "rest", white, 3)
    set_position(st, "rest", red, 2)
    st = _next_round(st)
    assert st.order == [white, green, red, yellow, black]
    assert st.track["rest"][white] == 0 and st.track["rest"][red] == 2


def test_alms_bank_pays_when_every_player_is_religious() -> None:
    """DE 2. Almosen: the bank pays "Alle Spieler sind Ordensbrüder oder Kardinäle"."""
    st = started(2, 1)
    st.player[0].status, st.player[0].friar = "friar", "mario"
    st.player[1].status, st.player[1].cardinal = "cardinal", "lanzuisi"
    st.player[0].ducats, st.player[1].ducats = 3, 50
    st.round = 4
    st = _next_round(st)
    assert [p.ducats for p in st.player] == [8, 60]


def test_alms_still_paid_in_round_eleven() -> None:
    """DE "2. ALMOSEN (BIS ZUR 11. RUNDE)": round 11 has alms, round 12 none."""
    st = started(2, 1)
    st.player[1].status, st.player[1].friar = "friar", "mario"
    st.player[0].ducats, st.player[1].ducats = 40, 0
    st.round = 10
    st = _next_round(st)
    assert st.round == 11 and st.player[1].ducats == 5 and st.player[0].ducats == 35


def test_alms_merchant_must_be_richer_than_the_recipient() -> None:
    """DE 2. Almosen: a merchant pays only "unter der Bedingung dass der Kaufmann zu diesem
    Zeitpunkt mehr Geld hat"; equal money is not more, so the bank pays the cardinal."""
    st = started(2, 1)
    st.player[1].status, st.player[1].cardinal = "cardinal", "zazza"
    st.player[0].ducats, st.player[1].ducats = 20, 20
    st.round = 3
    st = _next_round(st)
    assert [p.ducats for p in st.player] == [20, 30]


# ---------------------------------------------------------------- actions: limits


def test_actions_five_per_turn_in_any_order() -> None:
    """DE 4. Aktionen: "Jeder Spieler kann fünf Aktionen während jeder Runde ausführen"."""
    st = turn_of(started(3, 1), 0, "torino")
    st.player[0].ducats = 100
    st.supply = {"red": 1, "black": 1, "yellow": 1, "green": 1}
    st, _ = play(st, 0, "business", "psalter", "cube:green.1", "cube:black.1", "sell:0")
    assert st.turn.actions == 1 and st.turn.seat == 0
    st, _ = play(st, 0, "track:rest", "n:1")
    assert st.turn.seat != 0  # the sixth action does not exist: the turn is over


def test_psalter_and_small_business_once_per_round() -> None:
    """DE D./E.: "Jeder Spieler kann einmal pro Runde eine Aktion ausgeben" for the Psalter
    and for Small business."""
    st = turn_of(started(3, 1), 0, "torino")
    st, _ = play(st, 0, "psalter", "business")
    assert "psalter" not in ids(st, 0) and "business" not in ids(st, 0)


def test_cube_space_two_cubes_cost_four_actions_and_once_per_turn() -> None:
    """DE C.: "Für eine Aktion ... ein schwarzes Klötzchen ..., für 4 Aktionen kann er sich
    zwei nehmen"; with 3 actions left the pair is not offered."""
    st = turn_of(started(5, 1), 0, "torino", actions=3)
    st.supply = {"red": 2, "black": 2, "yellow": 2, "green": 2}
    ch = ids(st, 0)
    assert "cube:black.1" in ch and "cube:black.2" not in ch
    st, _ = play(st, 0, "cube:black.1", "sell:0")
    assert not any(c.startswith("cube:black") for c in ids(st, 0))


def test_secretaries_go_in_front_of_the_screen_and_are_public() -> None:
    """DE Sekretäre: "ein grünes Klötzchen nehmen und sichtbar vor seinen Sichtschirm legen"."""
    st = turn_of(started(3, 1), 0, "torino")
    st.supply["green"] = 2
    st, _ = play(st, 0, "cube:green.2")
    pub = GAME.view(st, None)["players"][0]
    assert pub["green_front"] == 2 and "screen" not in pub


def test_two_nobles_sold_together_for_forty() -> None:
    """DE Adlige: "zwei gemeinsam erworbene Adlige gleichzeitig abzulegen und dafür 40 Ducati
    zu erhalten"; the cubes go back to the round track."""
    st = turn_of(started(3, 1), 0, "torino")
    st.supply["black"] = 2
    st.spaces[7]["black"] = 0
    before = sum(sp["black"] for sp in st.spaces)
    st, _ = play(st, 0, "cube:black.2")
    assert ids(st, 0) == ["sell:0", "sell:1", "sell:2"]
    st, _ = play(st, 0, "sell:2")
    assert st.player[0].ducats == 50 and st.player[0].black == 0
    assert sum(sp["black"] for sp in st.spaces) == before + 2


def test_stefano_virtual_black_is_never_sold() -> None:
    """DE Bruder Stefano: "kann das schwarze Klötzchen nicht dazu einsetzen, um 20 Ducati aus
    der Bank zu erhalten": after taking one noble only that one may be sold."""
    st = turn_of(started(3, 1), 0, "torino")
    p = st.player[0]
    p.status, p.friar = "friar", "stefano"
    st.supply["black"] = 1
    st, _ = play(st, 0, "cube:black.1")
    assert ids(st, 0) == ["sell:0", "sell:1"]


def test_secretaries_all_or_nothing_once_per_turn() -> None:
    """DE Sekretäre: "man muss alle grünen Klötzchen ... entweder in VP oder in Wissen umwandeln;
    es ist nicht möglich, einen Teil in Wissen und den anderen in VP zu transformieren"."""
    st = turn_of(started(3, 1), 0, "abbey_pomposa")
    st.player[0].green_front = 2
    st.supply["green"] = 1
    assert {"abbey:vp", "abbey:know"} <= set(ids(st, 0))
    st, _ = play(st, 0, "abbey:know")
    assert st.track["knowledge"][0] == 6 and st.player[0].green_front == 0
    st, _ = play(st, 0, "cube:green.1")
    assert not any(c.startswith("abbey:") for c in ids(st, 0))


def test_manuscript_knowledge_value_three_takes_levels_one_to_three() -> None:
    """DE B.: "Der rote Spieler hat einen Wissens-Wert von 3. Daher kann er nur Manuskripte mit
    einer Schwierigkeit von 1, 2, oder 3 nehmen"; at most one per turn."""
    st = turn_of(started(3, 1), 0, "genova")
    knowledge(st, 0, 29)  # level 3, not yet 4
    for lv in "1234":
        st.rows[lv] = []
    st.rows["1"], st.rows["2"], st.rows["3"], st.rows["4"] = (
        ["m1-B1"],
        ["m2-B1"],
        ["m3-B1"],
        ["m4-BY"],
    )
    assert sorted(c for c in ids(st, 0) if c.startswith("ms:")) == [
        "ms:m1-B1",
        "ms:m2-B1",
        "ms:m3-B1",
    ]
    st, _ = play(st, 0, "ms:m1-B1")
    assert not any(c.startswith("ms:") for c in ids(st, 0))


# ---------------------------------------------------------------- careers


def test_friar_gains_no_ducats_from_events_or_cities() -> None:
    """DE Konvente: "Ein Ordensbruder kann weder durch Ereignisse noch durch Handelsstädte Ducati
    gewinnen"; the coin event Mercis and Venezia's ducats are not offered to him."""
    st = turn_of(started(3, 1), 0, "venezia")
    st.event_boxes["venezia"] = 5
    p = st.player[0]
    p.status, p.friar = "friar", "mario"
    ch = ids(st, 0)
    assert "event:5" not in ch and "collect:venezia" not in ch


def test_cardinal_gains_no_ducats_from_cities_but_knowledge() -> None:
    """DE Kardinal: "kann weder durch Ereignisse noch durch Handelsstädte Ducati gewinnen";
    knowledge "kann von allen Spielern erlangt werden" (Roma: 15 knowledge, no ducats)."""
    st = turn_of(started(3, 1), 0, "roma")
    p = st.player[0]
    p.status, p.cardinal = "cardinal", "lanzuisi"
    st.player[0].ducats = 0
    st, _ = play(st, 0, "collect:roma")
    assert p.ducats == 0 or st.player[0].ducats == 0
    assert st.track["knowledge"][0] == 15


def test_friar_and_cardinal_may_not_take_the_orient_action() -> None:
    """DE H.: "Ordensbrüder und Kardinäle können die Orient-Aktion nicht durchführen"."""
    st = turn_of(started(3, 1), 0, "torino")
    assert "track:orient" in ids(st, 0)
    st.player[0].status, st.player[0].friar = "friar", "mario"
    assert "track:orient" not in ids(st, 0)


def test_merchant_cannot_become_cardinal_and_cardinal_not_again() -> None:
    """DE Kathedralen: only "ein Spieler, dessen Ordensbruder-Figur" in a cathedral becomes a
    cardinal; "Ein Kardinal kann nicht wieder zu einem Ordensbruder oder Kaufmann werden"."""
    st = turn_of(started(3, 1), 0, "milano")
    st.player[0].ducats, st.player[0].red = 100, 1
    assert not any(c.startswith("cardinal:") for c in ids(st, 0))
    st.player[0].status, st.player[0].cardinal = "cardinal", "lanzuisi"
    st.cardinals_free.remove("lanzuisi")
    st = turn_of(st, 0, "convent_lunigiana")
    assert not any(c.startswith(("cardinal:", "friar:")) for c in ids(st, 0))


def test_cardinal_drops_the_friar_tile_ralph_pays_again() -> None:
    """DE Kathedralen: "Er legt sein Ordensbruder-Kärtchen ab und entfernt es aus dem Spiel":
    Brother Ralph's free movement ends, the tile is not free again, no +4 VP at the end."""
    st = turn_of(started(3, 1), 0, "milano")
    p = st.player[0]
    p.status, p.friar, p.ducats, p.black = "friar", "ralph", 60, 1
    st.friars_free.remove("ralph")
    st, _ = play(st, 0, "cardinal:lanzuisi")
    p = st.player[0]
    assert p.status == "cardinal" and p.friar is None and "ralph" not in st.friars_free
    assert p.ducats == 20
    label = _labels(st, 0)
    two = [c for c in label if c.startswith("move:") and "2 action" in label[c]]
    assert two and all("10 ducats" in label[c] for c in two)


def test_shlasinger_victim_keeps_the_manuscripts() -> None:
    """DE Kardinal Shlasinger: moves a rival back 6 on knowledge once; "Der Spieler ... verliert
    kein Manuskript als Resultat des Verlusts an Wissen"."""
    st = turn_of(started(3, 1), 0, "milano")
    p = st.player[0]
    p.status, p.friar, p.ducats, p.red = "friar", "mario", 40, 1
    knowledge(st, 1, 22)
    st.player[1].manuscripts = ["m3-B1"]
    st, _ = play(st, 0, "cardinal:shlasinger")
    st, _ = play(st, 0, "inquisition:1")
    assert st.track["knowledge"][1] == 16 and st.player[1].manuscripts == ["m3-B1"]
    assert not any(c.startswith("inquisition:") for c in ids(st, 0))


def test_bologna_michael_virtual_yellow_counts_for_the_last_space() -> None:
    """DE Bruder Michael: the virtual yellow counts "zum Erreichen des letzten Felds der
    Universität zu Bologna": in round 3 he enters with 20 ducats and 1 real yellow."""
    st = turn_of(started(3, 1), 0, "torino", round=3)
    p = st.player[0]
    p.status, p.friar, p.ducats, p.yellow = "friar", "michael", 20, 1
    set_position(st, "ambassador", 0, 5)
    st, _ = play(st, 0, "track:ambassador")
    assert "n:1" in ids(st, 0)
    st, _ = play(st, 0, "n:1")
    p = st.player[0]
    assert p.ducats == 0 and p.yellow == 0 and p.bologna_unlocked == 15


def test_bologna_late_price_round_eight() -> None:
    """DE G.: "10 Ducati ... und ein gelbes Äbtissinnen-Klötzchen ..., falls die Aktion ab der
    8. Runde geschieht"; then 10 knowledge in Bologna."""
    st = turn_of(started(3, 1), 0, "bologna", round=8)
    p = st.player[0]
    p.ducats, p.yellow = 10, 1
    set_position(st, "ambassador", 0, 5)
    st, _ = play(st, 0, "track:ambassador", "n:1", "bologna")
    p = st.player[0]
    assert p.ducats == 0 and p.yellow == 0 and st.track["knowledge"][0] == 10
    assert "bologna" not in ids(st, 0)


def test_canticle_inactive_city_not_offered() -> None:
    """DE I.: "Vor der 15. Runde ist jede einzelne Franziskaner-Stadt nur in spezifischen
    Runden aktiv": a Franciscan city outside its round offers no Canticle action."""
    st = started(3, 1)
    city = next(z for z, t in st.canticle.items() if t == "C1")  # active in round 2
    st = turn_of(st, 0, city, round=3)
    st.player[0].yellow = 2
    assert "track:canticle" not in ids(st, 0)
    st = turn_of(st, 0, city, round=2)
    assert "track:canticle" in ids(st, 0)


def test_canticle_needs_yellow_cubes() -> None:
    """DE I.: "1 bis 5 Aktionen und die selbe Anzahl an Äbtissinnen-Klötzchen": with one yellow,
    only one space."""
    st = started(3, 1)
    city = next(z for z, t in st.canticle.items() if t == "C1")
    st = turn_of(st, 0, city, round=2)
    st.player[0].yellow = 1
    st, _ = play(st, 0, "track:canticle")
    assert ids(st, 0) == ["n:1", "back"]
    st.player[0].yellow = 0
    st, _ = play(st, 0, "back")
    assert "track:canticle" not in ids(st, 0)


def test_papal_library_only_one_tile_per_game() -> None:
    """DE J.: "Jeder Spieler darf im Verlauf des Spiels nur ein päpstliche Bibliotheks-Kärtchen
    haben"."""
    st = turn_of(started(3, 1), 0, "torino", round=12)
    st, _ = play(st, 0, "track:library", "n:2", "library")
    keep = ids(st, 0)[0]
    st, _ = play(st, 0, keep)
    st = turn_of(st, 0, "torino", round=13)
    st, _ = play(st, 0, "track:library", "n:2")
    assert "library" not in ids(st, 0)


def test_papal_library_closed_before_round_twelve() -> None:
    """DE J.: "Die päpstliche Bibliothek steht ab der 12. Runde zur Verfügung"."""
    st = turn_of(started(3, 1), 0, "torino", round=11)
    assert "track:library" not in ids(st, 0)


# ---------------------------------------------------------------- Stupor Mundi


def test_stupor_refuser_stays_and_loser_keeps_cubes() -> None:
    """DE Stupor Mundi: "jeder Spieler, der den Ruf verweigert, bleibt in der Stadt stehen";
    "Die Spieler, welche die Auktion verloren haben, müssen keine Klötzchen abgeben"; the winner
    gains 10 knowledge and pays his bid in cubes, which return to the round track."""
    st = turn_of(started(3, 1), 0, "brindisi", round=10)
    st.order = [0, 1, 2]
    st.event_boxes["brindisi"] = 10
    st.player[1].location, st.player[2].location = "torino", "roma"
    st.player[0].yellow = 1
    st.player[1].red = 1
    st, _ = play(st, 0, "end:stupor")
    st, _ = play(st, 1, "accept")
    st, _ = play(st, 2, "refuse")
    assert st.player[2].location == "roma" and st.player[1].location == "brindisi"
    st, _ = play(st, 0, "bid:3")
    assert ids(st, 1) == ["pass"]  # a red (3) cannot beat 3
    st, _ = play(st, 1, "pass")
    assert st.player[1].red == 1
    assert st.player[0].yellow == 0 and st.track["knowledge"][0] == 10
    assert "brindisi" not in st.event_boxes


# ---------------------------------------------------------------- end of the game


def test_second_red_last_round_everyone_in_roma_then_election() -> None:
    """DE Das Ende des Spiels: "Wenn ein zweites rotes Kärtchen aufgedeckt wird, ... diese
    Runde ist die letzte Runde"; everyone moves to Roma free; no alms from round 12."""
    st = started(3, 1)
    st.papal = ["P1", "P2", "P3", "P4", "P5"]
    st.player[1].status, st.player[1].friar = "friar", "mario"
    st.round = 11
    st = _next_round(st)
    assert st.round == 12 and not st.last_round
    st = _next_round(st)
    assert st.round == 13 and st.last_round
    assert all(p.location == "roma" for p in st.player) and st.player[1].ducats == 10
    while st.phase == "action":
        st, _ = GAME.apply(st, st.turn.seat, "end")
    assert st.phase in ("election", "over") and st.round == 13


@pytest.mark.parametrize(
    "status,tile,cubes,new,vp",
    [
        ("merchant", None, (1, 2, 0), "banker", 6),
        ("friar", "mario", (2, 2, 0), "monk", 11),
        ("cardinal", "muret", (3, 1, 0), "camerlengo", 14),
        ("cardinal", "muret", (5, 1, 0), "pope", 22),
    ],
)
def test_final_election_thresholds_and_vp(status, tile, cubes, new, vp) -> None:
    """DE Die abschließende Wahl: Kaufmann 7 → Bankier 6 VP, Ordensbruder 10 → Mönch 11 VP,
    Kardinal 11 → Kardinalkämmerer 14 VP, Kardinal 17 → Papst 22 VP; cubes leave the game."""
    st = started(2, 1)
    p = st.player[0]
    p.status = status
    if status == "friar":
        p.friar = tile
    if status == "cardinal":
        p.cardinal = tile
    p.red, p.black, p.yellow = cubes
    st.phase, st.pending, st.turn = "election", [], Turn(seat=-1)
    assert f"elect:{new}" in ids(st, 0)
    st, _ = play(st, 0, f"elect:{new}")
    st = rest_stay(st)
    assert st.phase == "over" and st.player[0].election == new
    assert st.scores["0"]["status"] == vp


def test_merchant_without_seven_votes_cannot_become_banker() -> None:
    """DE Die abschließende Wahl: a merchant with 6 votes cannot be Banker."""
    st = started(2, 1)
    st.player[0].red, st.player[0].yellow = 2, 0
    st.player[1].red = 3
    st.phase, st.pending, st.turn = "election", [], Turn(seat=-1)
    assert "elect:banker" not in ids(st, 0)


def test_final_scoring_every_category_worked() -> None:
    """DE Volgare-Punkte: remaining cubes 3 VP to the highest total, greens behind 1 each,
    library tile, richest merchant 7, Verona leader on space 5 gets 5, Canticle 9 and 4,
    manuscripts by level, Lingua Volgare 8, +5 for five colours, Ralph +4."""
    st = started(3, 1)
    a, b, c = st.player
    a.red, a.green_behind, a.library_tile, a.ducats = 1, 2, "L7", 50
    a.manuscripts = ["m1-B1", "m1-Y1", "m1-V1", "m1-G1", "m4-BO", "lingua_volgare"]
    b.status, b.friar, b.ducats, b.black = "friar", "ralph", 40, 1
    c.ducats, c.yellow = 5, 2
    set_position(st, "verona", 1, 5)
    set_position(st, "verona", 2, 5)
    set_position(st, "canticle", 2, 3)
    set_position(st, "canticle", 0, 3)
    st.phase, st.pending, st.turn = "election", [], Turn(seat=-1)
    settle(st, [])
    st = rest_stay(st)
    assert st.phase == "over"
    sc = st.scores
    assert sc["0"] == {
        "status": 0,
        "cubes": 3,
        "secretaries": 2,
        "library": 4,
        "richest": 7,
        "verona": 0,
        "canticle": 4,
        "manuscripts": 1 + 1 + 1 + 1 + 4 + 8 + 5,
        "tiles": 0,
    }
    assert sc["1"]["verona"] == 5 and sc["1"]["tiles"] == 4 and sc["1"]["canticle"] == 0
    assert sc["2"]["canticle"] == 9 and sc["2"]["verona"] == 0


def test_winner_tie_broken_by_knowledge() -> None:
    """DE Der Sieger: "Im Falle eines VP-Gleichstands gewinnt der Spieler mit dem besseren Stand
    auf der Wissens-Leiste"."""
    st = started(2, 1)
    st.player[0].manuscripts = ["m3-B1"]
    st.player[1].manuscripts = ["m3-Y1"]
    st.player[0].ducats = st.player[1].ducats = 0
    knowledge(st, 1, 5)
    st.phase, st.pending, st.turn = "election", [], Turn(seat=-1)
    settle(st, [])
    res = GAME.result(rest_stay(st))
    assert res.totals[0] == res.totals[1] and res.winners == (1,)
    assert ranking(st, "knowledge")[0] == 1


# ---------------------------------------------------------------- more map rules


def test_event_tile_serves_only_one_player() -> None:
    """DE Städte und Ereigniskärtchen: "Nur ein Spieler kann diesen Nutzen erringen; das Kärtchen
    wird danach umgedreht" (Red in Venezia takes Mercis' 30 ducats; nobody can use it again)."""
    st = turn_of(started(3, 1), 0, "venezia")
    st.event_boxes["venezia"] = 5
    st, _ = play(st, 0, "event:5")
    assert st.player[0].ducats == 40 and "venezia" not in st.event_boxes
    st = turn_of(st, 1, "venezia")
    assert "event:5" not in ids(st, 1)


def test_city_once_per_player_but_open_to_the_others() -> None:
    """DE Handelsstädte: "Ein Spieler kann die Ducati und/oder das Wissen einer spezifischen Stadt
    nur einmal im ganzen Spiel erhalten" (his disc marks it); another player still can."""
    st = turn_of(started(3, 1), 0, "roma")
    st, _ = play(st, 0, "collect:roma")
    assert st.player[0].ducats == 18 and st.track["knowledge"][0] == 15
    assert "collect:roma" not in ids(st, 0)
    st = turn_of(st, 0, "roma", round=5)
    assert "collect:roma" not in ids(st, 0)
    st = turn_of(st, 1, "roma")
    assert "collect:roma" in ids(st, 1)


def test_stupor_mundi_not_before_round_ten() -> None:
    """DE Stupor Mundi: laid beside Brindisi "In der Ereignis-Phase der 10. Runde"; in round 9 a
    player in Brindisi cannot call it."""
    st = started(3, 1)
    st.round = 8
    st = _next_round(st)
    assert st.round == 9 and "brindisi" not in st.event_boxes
    st = turn_of(st, 0, "brindisi")
    assert "end:stupor" not in ids(st, 0)
    st = _next_round(st)
    assert st.event_boxes.get("brindisi") == 10
    st = turn_of(st, 0, "brindisi")
    assert "end:stupor" in ids(st, 0)


def test_rest_tie_lower_disc_leads() -> None:
    """DE K. Ausruhen: "Falls zwei oder mehr Spieler auf dem selben Feld der Leiste stehen, gilt
    der Spieler als weiter fortgeschritten, dessen Scheibe unten liegt"."""
    st = started(3, 1)
    set_position(st, "rest", 2, 2)  # first there: lower disc
    set_position(st, "rest", 1, 2)
    st = _next_round(st)
    assert st.order[0] == 2 and st.track["rest"][1] == 2 and st.track["rest"][2] == 0


def test_monk_keeps_ralph_vp_gigi_still_loses_four() -> None:
    """DE/IT Punkte: status VP of a Benedictine monk are added to the friar tile's VP (IT: "come
    ... nel caso di Frate Ralph"): Ralph monk 11 + 4; Gigi monk 11 - 4."""
    st = started(2, 1)
    a, b = st.player
    a.status, a.friar, a.red, a.black = "friar", "ralph", 2, 2
    b.status, b.friar, b.red, b.black = "friar", "gigi", 2, 2
    a.ducats = b.ducats = 0
    st.phase, st.pending, st.turn = "election", [], Turn(seat=-1)
    st, _ = play(st, 0, "elect:monk")
    st, _ = play(st, 1, "elect:monk")
    sc = st.scores
    assert (sc["0"]["status"], sc["0"]["tiles"]) == (11, 4)
    assert (sc["1"]["status"], sc["1"]["tiles"]) == (11, -4)


def test_richest_religious_player_scores_three() -> None:
    """DE Volgare-Punkte: the richest player gets 7 VP as a merchant, "Ist er ein Ordensbruder
    oder Kardinal, erhält er 3 VP"; a tie goes to the one further on knowledge."""
    st = started(2, 1)
    st.player[0].status, st.player[0].cardinal = "cardinal", "lanzuisi"
    st.player[0].ducats = st.player[1].ducats = 30
    knowledge(st, 0, 12)
    st.phase, st.pending, st.turn = "election", [], Turn(seat=-1)
    settle(st, [])
    st = rest_stay(st)
    assert st.scores["0"]["richest"] == 3 and st.scores["1"]["richest"] == 0


# ---------------------------------------------------------------- view: who decides


def test_view_to_decide_for_start_alms_auction_and_election() -> None:
    """The public view names every seat a decision waits for (renderer outlines them)."""
    st = GAME.setup(3, 1)
    assert GAME.view(st, None)["to_decide"] == [st.order[-1]]  # start cities, reverse order
    st = started(4, 1)
    st.player[2].status, st.player[2].friar = "friar", "mario"
    st.player[0].ducats = st.player[1].ducats = 30
    st.player[3].ducats = 5
    st.order = [2, 0, 1, 3]
    st = _next_round(st)
    assert st.phase == "alms" and GAME.view(st, None)["to_decide"] == [2]  # tied payers: he chooses
    st = turn_of(started(3, 1), 0, "brindisi", round=10)
    st.order = [0, 1, 2]
    st.event_boxes["brindisi"] = 10
    st, _ = play(st, 0, "end:stupor")
    assert GAME.view(st, None)["to_decide"] == [1]
    st = started(3, 1)
    for p in st.player:
        p.red = 3
    st.phase, st.pending, st.turn = "election", [], Turn(seat=-1)
    assert GAME.view(st, None)["to_decide"] == [0, 1, 2]
    st, _ = play(st, 1, "elect:none")
    assert GAME.view(st, None)["to_decide"] == [0, 2]
