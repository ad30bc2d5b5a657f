"""Rulebook scenarios (DATC style): one test per rule, example or exception of the original German
rules (``shared/seeds/003_674e6df2a996b49f.txt``, the Yucata rules page), named after its section.
Each docstring quotes or paraphrases the rulebook; the states are built with ``builders.Build`` and
driven only through ``legal_choices`` / ``apply``."""

from __future__ import annotations

from games.lorenzo import GAME
from games.lorenzo.data import FAMILY, PRIVILEGES
from games.lorenzo.words import english

from .builders import Build, ids, parse, play, res


def _labels(s, seat: int) -> dict[str, str]:
    return {c.id: english(c.label) for c in GAME.legal_choices(s, seat)}


def _done(b: Build, *seats: int) -> Build:
    """These seats have no family member left this round."""
    for seat in seats:
        b.s.p[seat].placed = list(FAMILY)
    return b


# --- B Aktionen: Familienmitglieder und Diener -------------------------------------------------


def test_aktionen_neutral_member_raised_by_three_servants() -> None:
    """B Aktionen: "Zum Beispiel könnte ein Spieler 3 Diener abgeben, um den Wert seines farblosen
    Familienmitglieds auf 3 zu steigern" (neutral = 0; servants 1:1; never more than needed)."""
    b = Build(2).tower("territory", 1, "T5").give(0, servants=3)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:neutral")
    assert "space:tower.green.2" in ids(s, 0)
    s, _ = play(s, 0, "space:tower.green.2")  # the only legal amount (3) is spent at once
    assert s.p[0].servants == 0 and s.p[0].cards["territory"] == ["T5"]
    b = Build(2).tower("territory", 1, "T5").give(0, servants=2)
    s = b.turn(0)
    assert "fm:neutral" not in ids(s, 0) or "space:tower.green.2" not in ids(
        play(s, 0, "fm:neutral")[0], 0
    )


def test_aktionen_higher_value_may_take_lower_action_and_floor_4_needs_7() -> None:
    """Türme: floors need 1 / 3 / 5 / 7; "Auf der vierten Ebene ... mindestens den Wert 7 ... dass
    der Spieler mindestens 1 Diener abgeben ... muss"; "Es gibt keine Regel für die Reihenfolge des
    Setzens in die Türmen" (floor 4 may be taken first); a 6 may take floor 1."""
    b = Build(2).dice(6, 6, 6).tower("territory", 0, "T1").tower("territory", 3, "T5")
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white")
    assert "space:tower.green.1" in ids(s, 0) and "space:tower.green.4" not in ids(s, 0)
    b = (
        Build(2)
        .dice(6, 6, 6)
        .tower("territory", 0, "T1")
        .tower("territory", 3, "T5")
        .give(0, servants=3)
    )
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white")
    assert "space:tower.green.4" in ids(s, 0)
    s, _ = play(s, 0, "space:tower.green.4")
    assert s.p[0].servants == 2  # exactly 1 servant: "nicht erlaubt, mehr Diener auszugeben"
    assert s.p[0].wood == 2 + 1  # floor bonus 2 wood + Forest's immediate 1 wood


def test_tuerme_no_two_members_of_one_colour_but_neutral_may_join() -> None:
    """Türme: "In keinem Turm dürfen zwei Familienmitglieder derselben Farbe sein ... (Ein Spieler
    kann in derselben Runde nur dann 2 Karten aus demselben Turm nehmen, wenn er sein farbloses
    Familienmitglied setzt ...)" and the second member pays the 3 coins."""
    b = Build(2).dice(6, 6, 6).tower("territory", 1, "T2").tower("territory", 2, "T3")
    b.place(0, "white", "tower.green.1").give(0, coins=3, servants=3)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:black")
    assert not [x for x in ids(s, 0) if x.startswith("space:tower.green")]
    s = b.turn(0)
    s, _ = play(s, 0, "fm:neutral")
    assert "space:tower.green.2" in ids(s, 0)
    c = next(c for c in GAME.legal_choices(s, 0) if c.id == "space:tower.green.2")
    assert english(c.label) == "Woods (green 2): pay 3 coins, 3 servants"
    whole = english(c.long_detail or c.detail or "")
    assert "Includes the 3-coin fee and 3 servants for the value." in whole
    s, _ = play(s, 0, "space:tower.green.2")
    assert s.p[0].coins == 0 and s.p[0].cards["territory"] == ["T2"]


def test_tuerme_floor_bonus_pays_the_card_but_not_the_fee() -> None:
    """Türme: the floor 3/4 bonus "kann dazu verwendet werden, die Kosten der Karte zu zahlen"; the
    coins of a bonus space cannot pay the 3 extra coins ("die Münzen muss der Spieler bereits vor
    dem Zug besitzen")."""
    b = Build(2).dice(6, 6, 6).tower("venture", 3, "V73").give(0, coins=2, servants=1)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.purple.4")  # 2 own + 2 bonus coins pay 4 coins
    assert s.p[0].cards["venture"] == ["V73"] and s.p[0].coins == 0 and s.p[0].mp == 5
    b = Build(2).dice(6, 6, 6).tower("venture", 3, "V73").give(0, coins=1, servants=1)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white")
    assert "space:tower.purple.4" not in ids(s, 0)
    for coins, legal in ((2, False), (3, True)):  # Military Campaign: needs 3 MP, pays 2 MP
        b = Build(2).dice(6, 6, 6).tower("venture", 3, "V77").place(1, "white", "tower.purple.1")
        s = b.give(0, coins=coins, servants=1, mp=3).turn(0)
        s, _ = play(s, 0, "fm:white")
        assert ("space:tower.purple.4" in ids(s, 0)) is legal, coins


# --- Entwicklungskarten: Kosten ----------------------------------------------------------------


def test_gebaeude_all_printed_costs_are_paid() -> None:
    """Gebäude: "muss alle angegebenen Kosten in den allgemeinen Vorrat zahlen (waagerechte Linien
    sind kein ‚oder')" - the Mint costs 1 wood and 3 stone."""
    b = Build(2).tower("building", 0, "B25").give(0, wood=1, stone=2)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white")
    assert "space:tower.yellow.1" not in ids(s, 0)
    b = Build(2).tower("building", 0, "B25").give(0, wood=1, stone=3)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.yellow.1")
    assert res(s, 0) == parse("vp5")


def test_charaktere_cost_only_coins() -> None:
    """Charaktere: "Wer die Münzkosten nicht zahlen kann, kann die Karte nicht nehmen.\""""
    b = Build(2).tower("character", 0, "C53").give(0, coins=2, wood=5)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white")
    assert "space:tower.blue.1" not in ids(s, 0)
    b = Build(2).tower("character", 0, "C53").give(0, coins=3)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.1")
    assert s.p[0].coins == 0 and s.p[0].cards["character"] == ["C53"]


def test_wagnisse_example_military_or_resources() -> None:
    """Wagnisse, the example: "Du musst mindestens 4 Militärpunkte haben und zahlst 2
    Militärpunkte - ODER du zahlst 1 Holz, 1 Stein und 2 Münzen" (Support to the Bishop)."""
    b = Build(2).tower("venture", 0, "V80").give(0, mp=4, wood=1, stone=1, coins=2)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.purple.1")
    labels = _labels(s, 0)
    assert sorted(labels) == ["cost:0", "cost:1"]
    assert any("need 4 military points, pay 2" in x for x in labels.values())
    mp_choice = next(k for k, v in labels.items() if "military points" in v)
    s, _ = play(s, 0, mp_choice)
    assert res(s, 0) == parse("mp2 wood1 stone1 coins2 fp3")
    b = Build(2).tower("venture", 0, "V80").give(0, mp=3, wood=1, stone=1, coins=2)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.purple.1")  # 3 MP: only the resources
    assert res(s, 0) == parse("mp3 fp3")
    b = Build(2).tower("venture", 0, "V80").give(0, mp=3, wood=1, stone=1, coins=1)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white")
    assert "space:tower.purple.1" not in ids(s, 0)


# --- Ernte und Produktion ----------------------------------------------------------------------


def test_ernte_bonus_tile_activates_at_value_1() -> None:
    """Ernte: the personal bonus "wird immer schon mit einem Aktionswert von 1 aktiviert";
    territories only if their value is "gleich oder geringer als der Ernte-Aktionswert"."""
    b = Build(2).dice(1, 1, 1).own(0, "T1", "T2")
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:harvest.small")
    assert res(s, 0) == parse("wood1 stone1 servants1 coins1")  # tile + Commercial Hub, not Woods


def test_ernte_one_coloured_member_per_area_plus_the_neutral() -> None:
    """Ernte und Produktion: "In beiden Aktionsbereichen darf kein Spieler zwei seiner farbigen
    Familienmitglieder einsetzen, aber jeder darf ... auch sein farbloses Familienmitglied
    einsetzen"; "Auf den beiden ersten, linken Aktionsfeldern kann jeweils nur 1 Familienmitglied
    sein. Auf den größeren, rechten ... beliebig viele"."""
    b = Build(3).dice(6, 6, 6).place(0, "white", "harvest.small").place(1, "white", "harvest.large")
    b.give(0, servants=4)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:black")
    assert not [x for x in ids(s, 0) if x.startswith("space:harvest")]
    assert "space:production.small" in ids(s, 0)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:neutral")
    assert "space:harvest.large" in ids(s, 0) and "space:harvest.small" not in ids(s, 0)
    s = b.turn(1)
    s, _ = play(s, 1, "fm:black")
    assert "space:harvest.small" not in ids(s, 1)  # occupied by seat 0
    assert not [x for x in ids(s, 1) if x.startswith("space:harvest")]  # own white is there


def test_produktion_worked_example_treasury_carpenter_fortress() -> None:
    """Aktivierung dauerhafter Effekte, the production example: an FM of value 6 on the second
    production space acts at 3. 0 servants: Treasury + bonus tile (1 MP, 2 coins), pay 1 or 2
    coins for 3 or 5 VP; 1 servant: also the Carpenter's Shop (1 or 2 wood for 3 or 5 coins);
    2 servants: also the Fortress (2 VP + 1 privilege). "Auf keinen Fall kannst du die Münzen,
    die du durch deinen individuellen Bonus erhalten hast (oder durch die Schreinerei) benutzen,
    um die Schatzkammer zu aktivieren."""

    def start(coins: int, wood: int) -> Build:
        return (
            Build(3)
            .dice(6, 6, 6)
            .own(0, "B34", "B29", "B44")
            .give(0, servants=2, coins=coins, wood=wood)
        )

    s = start(2, 2).turn(0)
    s, _ = play(s, 0, "fm:white", "space:production.large")
    labels = _labels(s, 0)
    assert sorted(labels) == ["servants:0", "servants:1", "servants:2"]
    assert [labels[f"servants:{n}"].endswith(f"action value {3 + n}") for n in range(3)] == [
        True
    ] * 3
    s, _ = play(s, 0, "servants:0")
    assert set(ids(s, 0)) == {"exchange:0", "exchange:1", "skip"}  # Treasury only
    s, _ = play(s, 0, "exchange:1")
    assert res(s, 0) == parse("servants2 wood2 coins2 vp5 mp1")  # 2 - 2 + 2 coins

    s = start(0, 2).turn(
        0
    )  # no coins before: the bonus tile's and the Carpenter's coins don't count
    s, _ = play(s, 0, "fm:white", "space:production.large", "servants:1")
    assert _labels(s, 0)["exchange:1"].startswith("Carpenter's Shop: pay 2 wood")
    s, _ = play(s, 0, "exchange:1")
    assert s.pending[-1].kind == "turn" and res(s, 0) == parse("servants1 coins7 mp1")

    s = start(1, 1).turn(0)
    s, _ = play(
        s, 0, "fm:white", "space:production.large", "servants:2", "exchange:0", "exchange:0"
    )
    assert [c.id for c in GAME.legal_choices(s, 0)] == [f"privilege:{k}" for k in PRIVILEGES]
    s, _ = play(s, 0, "privilege:fp")
    assert res(s, 0) == parse("coins5 vp5 mp1 fp1")  # 1-1+2+3 coins; 3 + 2 VP


def test_produktion_one_exchange_per_building() -> None:
    """Produktion: "Bietet ein Gebäude mehrere Tauschoptionen (Pfeile), kann immer nur eine davon
    gewählt werden.\""""
    s = Build(2).dice(6, 6, 6).own(0, "B34").give(0, coins=3).turn(0)
    s, _ = play(s, 0, "fm:white", "space:production.small", "exchange:0")
    assert s.pending[-1].kind == "turn" and s.p[0].vp == 3 and s.p[0].coins == 3 - 1 + 2


# --- Markt und Ratspalast ----------------------------------------------------------------------


def test_markt_several_own_coloured_members_one_per_space() -> None:
    """Der Markt: "Auf jedem Aktionsfeld kann nur 1 Familienmitglied sein. Im
    Marktbereich dürfen beliebig viele Familienmitglieder derselben Farbe sein."; 3 MP +
    2 coins on space 3 (4 players)."""
    b = Build(4).dice(1, 1, 1).place(0, "white", "market.1")
    s = b.turn(0)
    s, _ = play(s, 0, "fm:black")
    markets = [x for x in ids(s, 0) if x.startswith("space:market")]
    assert markets == ["space:market.2", "space:market.3", "space:market.4"]
    s, _ = play(s, 0, "space:market.3")
    assert res(s, 0) == parse("mp3 coins2")


def test_ratspalast_each_member_gives_a_coin_and_a_privilege() -> None:
    """Der Ratspalast: any number of members, also of one colour; "Für jedes eigene hier gesetzte
    Familienmitglied erhält der Spieler sofort 1 Ratsprivileg und 1 Münze"; the privilege menu
    1 wood + 1 stone / 2 servants / 2 coins / 2 MP / 1 FP."""
    b = Build(2).dice(1, 1, 1).place(0, "white", "council").place(1, "white", "council")
    s = b.turn(0)
    s, _ = play(s, 0, "fm:black", "space:council")
    assert [PRIVILEGES[c.split(":")[1]].text() for c in ids(s, 0)] == [
        "1 wood + 1 stone",
        "2 servants",
        "2 coins",
        "2 military points",
        "1 faith point",
    ]
    s, _ = play(s, 0, "privilege:wood-stone")
    assert res(s, 0) == parse("coins1 wood1 stone1")
    assert s.council == [0, 1, 0]


# --- D Ende der Runde ----------------------------------------------------------------------------


def test_ende_der_runde_council_order_others_keep_relative_order() -> None:
    """D Ende der Runde: the first in the council palace becomes start player; "Falls ein Spieler
    kein Familienmitglied in den Ratspalast geschickt hat, bleibt seine relative Reihenfolge
    bestehen"; "Auch farblose Familienmitglieder gelten"; only the first member of a player counts.
    Then the remaining cards are removed and 4 new cards per tower are laid out from the decks
    (the top card on floor 1); no Vatican report after round 1."""
    b = Build(4).dice(1, 1, 1).tower("territory", 0, "T1")
    b.s.order = [0, 1, 2, 3]
    b.place(3, "white", "council").place(2, "white", "council").place(3, "black", "council")
    _done(b, 1, 2, 3).s.p[0].placed = ["white", "black", "orange"]
    b.give(0, servants=1)
    decks = {t: list(d[:4]) for t, d in b.s.decks.items()}
    s = b.turn(0)
    s, _ = play(s, 0, "fm:neutral", "space:council", "privilege:coins")
    assert s.round == 2 and s.order == [3, 2, 0, 1]
    assert s.towers == decks and s.placements == [] and s.council == []
    assert GAME.decision(s).seats == (3,)


def test_ende_der_runde_nobody_in_council_order_unchanged() -> None:
    """D Ende der Runde: "Falls niemand ein Familienmitglied im Ratspalast eingesetzt hat, bleibt
    die bestehende Reihenfolge unverändert.\""""
    b = Build(3).dice(1, 1, 1)
    b.s.order = [2, 0, 1]
    _done(b, 0, 1).s.p[2].placed = ["white", "black", "orange"]
    b.give(2, servants=1)
    s = b.turn(2)
    s, _ = play(s, 2, "fm:neutral", "space:market.1")
    assert s.round == 2 and s.order == [2, 0, 1]


def test_aktionen_player_without_placement_must_pass() -> None:
    """B Aktionen: "Wenn ein Spieler kein Familienmitglied einsetzen kann, muss er passen" - the
    others go on until nobody can place."""
    b = Build(2).dice(1, 1, 1)
    b.s.order = [0, 1]
    b.s.p[0].placed = ["white", "black", "orange"]  # neutral left, no servants: cannot act
    b.s.p[1].placed = ["white", "black"]
    s = b.turn(0)
    assert ids(s, 0) == ["pass"] or GAME.decision(s).seats == (1,)
    s, _ = play(s, 0, "pass") if ids(s, 0) == ["pass"] else (s, [])
    assert GAME.decision(s).seats == (1,)
    s, _ = play(s, 1, "fm:orange", "space:market.1")
    assert s.round == 2  # seat 1's neutral cannot act either: the round ends


# --- C Vatikanbericht ----------------------------------------------------------------------------


def test_vatikanbericht_example_round_2() -> None:
    """C Vatikanbericht, "Beispiel für den 1. Vatikanbericht in Runde 2": Red has 2 FP (< 3) and is
    excommunicated, his disc stays; Green has 3 FP, chooses to support the Church, gains 3 VP and
    goes back to 0. Reports only in rounds 2, 4, 6."""
    b = Build(2).dice(1, 1, 1).give(0, fp=2).give(1, fp=3, servants=1)
    b.s.round = 2
    b.s.order = [0, 1]
    _done(b, 0).s.p[1].placed = ["white", "black", "orange"]
    s = b.turn(1)
    s, _ = play(s, 1, "fm:neutral", "space:market.1")
    red_tile = s.excommunication_tiles[0]
    assert s.p[0].excommunications == [red_tile] and s.p[0].fp == 2
    assert GAME.decision(s).seats == (1,) and sorted(ids(s, 1)) == ["excommunicate", "support"]
    s, _ = play(s, 1, "support")
    assert (s.p[1].vp, s.p[1].fp, s.p[1].excommunications) == (3, 0, [])
    assert s.round == 3


def test_vatikanbericht_voluntary_excommunication_keeps_faith() -> None:
    """C Vatikanbericht: a player with enough FP may choose not to support the Church: he is
    excommunicated and "Seine Scheibe bleibt auf dem Feld"."""
    b = Build(2).dice(1, 1, 1).give(0, fp=4).give(1, fp=5, servants=1)
    b.s.round = 4
    b.s.order = [0, 1]
    _done(b, 0).s.p[1].placed = ["white", "black", "orange"]
    s = b.turn(1)
    s, _ = play(s, 1, "fm:neutral", "space:market.1")
    assert GAME.decision(s).seats == (0,)
    s, _ = play(s, 0, "excommunicate")
    s, _ = play(s, 1, "support")
    assert s.p[0].fp == 4 and s.p[0].excommunications == [s.excommunication_tiles[1]]
    assert s.p[1].vp == 5 and s.p[1].fp == 0


# --- Spielende und Schlusswertung ---------------------------------------------------------------


def test_spielende_after_round_6_full_final_scoring() -> None:
    """Spielende: the game ends in phase D of round 6; the final faith is scored in the 3rd report
    (an excommunicated player also scores his FP); then territories 1/4/10/20 for 3/4/5/6 cards,
    characters 1/3/6/10/15/21, the ventures' VP, military 5 / 2, 1 VP per 5 resources, and the
    period-3 excommunication (here: 1 VP less per MP)."""
    b = Build(2).dice(1, 1, 1)
    b.s.round = 6
    b.s.order = [0, 1]
    b.s.excommunication_tiles[2] = "EXC-19"
    b.own(0, "T1", "T2", "T3", "T4", "C49", "C50", "C51", "V73", "V74")
    b.give(0, fp=7, mp=6, wood=5, stone=4, coins=3).give(1, fp=2, mp=3, servants=1, vp=10)
    _done(b, 0).s.p[1].placed = ["white", "black", "orange"]
    s = b.turn(1)
    s, _ = play(s, 1, "fm:neutral", "space:market.1")
    s, _ = play(s, 0, "support")
    assert s.p[1].excommunications == ["EXC-19"] and s.p[1].vp == 12 and s.p[1].fp == 0
    assert GAME.decision(s) is None
    r = GAME.result(s)
    b0, b1 = r.breakdown[0], r.breakdown[1]
    assert (
        b0["faith"],
        b0["territories"],
        b0["characters"],
        b0["ventures"],
        b0["military"],
        b0["resources"],
    ) == (9, 4, 6, 9, 5, 2)
    assert r.totals[0] == 9 + 4 + 6 + 9 + 5 + 2
    assert (b1["play"], b1["faith"], b1["military"], b1["resources"], b1["excommunication_mp"]) == (
        10,
        2,
        2,
        1,
        -3,
    )
    assert r.totals[1] == 10 + 2 + 2 + 1 - 3 and r.winners == (0,)
    view = GAME.view(s, None)
    assert view["final"]["winner"] == 0 and view["phase"] == "over"


def test_schlusswertung_tie_goes_to_the_earlier_player_in_turn_order() -> None:
    """Schlusswertung: "Im Falle eines Gleichstandes ... ist derjenige der daran
    beteiligten Spieler der Sieger, der in der Spielerreihenfolge weiter vorne ist" - the
    order after round 6's council."""
    b = Build(2).dice(1, 1, 1).give(0, vp=10).give(1, vp=10, servants=1, fp=5).give(0, fp=5)
    b.s.round = 6
    b.s.order = [0, 1]
    _done(b, 0).s.p[1].placed = ["white", "black", "orange"]
    s = b.turn(1)
    s, _ = play(s, 1, "fm:neutral", "space:council", "privilege:servants")
    s, _ = play(s, 0, "support")
    s, _ = play(s, 1, "support")
    r = GAME.result(s)
    assert s.order == [1, 0] and r.totals[0] == r.totals[1]
    assert r.winners == (1,) and r.ranking == (1, 0) and "turn order" in english(r.tiebreak)


# --- Exkommunikationsplättchen (examples) -------------------------------------------------------


def test_exkommunikation_large_harvest_space_minus_6() -> None:
    """Exkommunikation: harvest −3; "Im zweiten Aktionsfeld wird der Aktionswert somit um insgesamt
    6 reduziert" - a 6 harvests at 0 (nothing), servants may make up for it."""
    b = Build(3).dice(6, 6, 6).excommunicate(0, "EXC-5").own(0, "T1")
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:harvest.large")
    assert res(s, 0) == {}
    b = Build(3).dice(6, 6, 6).excommunicate(0, "EXC-5").own(0, "T1").give(0, servants=1)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:harvest.large", "servants:1")
    assert res(s, 0) == parse("wood1 stone1 servants1 coins1")


def test_exkommunikation_two_servants_per_point() -> None:
    """Exkommunikation: "Der Spieler muss 2 Diener setzen, um seinen Aktionswert um 1 zu erhöhen
    (also 4 Diener für eine Erhöhung um 2 usw.)" - a neutral member to floor 2 (3) needs 6."""
    b = Build(2).tower("territory", 1, "T5").excommunicate(0, "EXC-13").give(0, servants=5)
    s = b.turn(0)
    assert "fm:neutral" not in ids(s, 0) or "space:tower.green.2" not in ids(
        play(s, 0, "fm:neutral")[0], 0
    )
    b = Build(2).tower("territory", 1, "T5").excommunicate(0, "EXC-13").give(0, servants=6)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:neutral", "space:tower.green.2")
    assert s.p[0].servants == 0 and s.p[0].cards["territory"] == ["T5"]


def test_exkommunikation_period_3_examples() -> None:
    """Exkommunikation, period 3 examples: 26 VP ⇒ −5; 12 MP ⇒ −12; buildings costing 7 wood and
    6 stone ⇒ −13; 3 wood, 1 stone, 4 coins, 2 servants ⇒ −10 (each scored at the game's end)."""
    from games.lorenzo.data import CARDS

    wood_stone = [c for c in ("B25", "B26", "B34", "B29") if CARDS[c].type == "building"]
    total = sum(CARDS[c].costs[0].res.wood + CARDS[c].costs[0].res.stone for c in wood_stone)
    for tile, kw, key, expect in (
        ("EXC-18", {"vp": 26}, "excommunication_vp", -5),
        ("EXC-19", {"mp": 12}, "excommunication_mp", -12),
        (
            "EXC-21",
            {"wood": 3, "stone": 1, "coins": 4, "servants": 2},
            "excommunication_resources",
            -10,
        ),
        ("EXC-20", {}, "excommunication_buildings", -total),
    ):
        b = Build(2).dice(1, 1, 1)
        b.s.round = 6
        b.s.order = [0, 1]
        b.s.excommunication_tiles[2] = tile
        if tile == "EXC-20":
            b.own(1, *wood_stone)
        b.give(1, **kw).give(0, servants=1)
        _done(b, 1).s.p[0].placed = ["white", "black", "orange"]
        s = b.turn(0)
        s, _ = play(s, 0, "fm:neutral", "space:market.1")
        assert GAME.decision(s) is None  # both below 5 FP: excommunicated, no question
        assert GAME.result(s).breakdown[1][key] == expect, tile


# --- Anführerkarten ------------------------------------------------------------------------------


def test_anfuehrer_actions_before_or_after_placement_not_in_between() -> None:
    """Anführeraktionen: "jederzeit vor oder nach dem Setzen eines Familienmitglieds", "können
    nicht mitten in möglichen Effekten ausgeführt werden" (the council privilege)."""
    b = Build(2, leaders=True).dice(1, 1, 1).leaders(0, "L8")
    s = b.turn(0)
    assert "leader:use:L8" in ids(s, 0)
    s, _ = play(s, 0, "fm:white", "space:council")
    assert all(x.startswith("privilege:") for x in ids(s, 0))
    s, _ = play(s, 0, "privilege:coins")
    assert set(ids(s, 0)) == {"leader:use:L8", "end"}
    s, _ = play(s, 0, "leader:use:L8")  # nothing else to do: the turn ends
    assert s.p[0].coins == 1 + 2 + 3 and GAME.decision(s).seats == (1,)


def test_anfuehrer_discard_and_play_several_in_one_turn() -> None:
    """Eine Anführerkarte weglegen: 1 privilege each, "mehrmals im eigenen Zug"; ausspielen: "Das
    kann er mit mehreren Anführern im eigenen Zug tun"; the requirement is not paid."""
    b = Build(2, leaders=True).dice(1, 1, 1).leaders(0, "L1", "L2", "L5", "L8", hand=True)
    b.give(0, coins=18, stone=10)
    s = b.turn(0)
    s, _ = play(s, 0, "leader:discard:L1", "privilege:fp", "leader:discard:L2", "privilege:fp")
    s, _ = play(s, 0, "leader:play:L5", "leader:play:L8")
    assert s.p[0].hand == [] and s.p[0].leaders == ["L5", "L8"]
    assert res(s, 0) == parse("coins18 stone10 fp2")
    assert "leader:use:L5" in ids(s, 0) and "leader:use:L8" in ids(s, 0)


def test_anfuehrer_sforza_harvest_1_and_leonardo_production_0() -> None:
    """Francesco Sforza: "Eine Ernteaktion mit Aktionswert 1" (only servants raise it); Leonardo da
    Vinci: "Eine Produktionsaktion mit Aktionswert 0" - a servant is needed for the bonus tile."""
    b = Build(2, leaders=True).dice(1, 1, 1).leaders(0, "L1", "L10").own(0, "T1", "C53", "C54")
    b.own(0, "B32").give(0, servants=1)
    s = b.turn(0)
    s, _ = play(s, 0, "leader:use:L1", "servants:0")
    assert res(s, 0) == parse("wood1 stone1 servants2 coins1")  # tile + Commercial Hub (H1)
    s, _ = play(s, 0, "leader:use:L10")
    labels = _labels(s, 0)
    assert "servants:1" in labels and "value 0" in labels["servants:0"]
    s, _ = play(s, 0, "servants:1", "skip")  # the Residence (P1) exchange is declined
    assert s.p[0].mp == 1 and s.p[0].servants == 1 and s.p[0].coins == 1 + 2


def test_anfuehrer_pico_discount_not_on_the_tower_fee() -> None:
    """Pico della Mirandola: 3 coins less on card costs with coins; "Dieser Nachlass gilt nicht für
    die 3 zu zahlenden Münzen, falls bereits andere Familienmitglieder in dem Turm sind"."""
    b = Build(2, leaders=True).dice(6, 6, 6).leaders(0, "L11").tower("character", 1, "C53")
    b.place(1, "white", "tower.blue.1").give(0, coins=3)
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.2")
    assert s.p[0].coins == 0 and s.p[0].cards["character"] == ["C53"]


def test_anfuehrer_federico_before_choosing_the_member() -> None:
    """Federico da Montefeltro: "Ein farbiges Familienmitglied des Spielers hat den Wert 6" - "Sie
    können diesen Effekt aktivieren, bevor Sie das Familienmitglied auswählen"."""
    b = Build(2, leaders=True).dice(1, 1, 1).leaders(0, "L4").tower("territory", 2, "T5")
    s = b.turn(0)
    s, _ = play(s, 0, "leader:use:L4")
    assert ids(s, 0) == ["federico:white", "federico:black", "federico:orange"]
    s, _ = play(s, 0, "federico:orange", "fm:orange")
    assert "space:tower.green.3" in ids(s, 0)
    s, _ = play(s, 0, "space:tower.green.3")
    assert s.p[0].cards["territory"] == ["T5"]


def test_anfuehrer_used_leaders_turn_face_up_at_round_end() -> None:
    """Ende der Runde (Anführer): "Die Spieler drehen alle ihre verdeckten Anführerkarten wieder auf
    die Vorderseite" - Lucrezia Borgia's +2 ends with the round and can be activated again."""
    b = Build(2, leaders=True).dice(1, 1, 1).leaders(0, "L13")
    b.s.order = [0, 1]
    _done(b, 1).s.p[0].placed = ["white", "black", "orange"]
    b.give(0, servants=1)
    s = b.turn(0)
    s, _ = play(s, 0, "leader:use:L13")
    assert GAME.view(s, None)["players"][0]["family"]["white"]["value"] == 3
    s, _ = play(s, 0, "fm:neutral", "space:market.1")
    assert s.round == 2 and s.p[0].used == []
    assert GAME.view(s, None)["players"][0]["family"]["white"]["value"] == s.dice["white"]


def test_anfuehrer_lorenzo_copies_lucrezia_once_per_round_and_malatesta_for_good() -> None:
    """Lorenzo de' Medici copies "die Sonderfähigkeit einer von einem anderen Spieler gespielten
    Anführerkarte" and keeps that choice: a copied once-per-round Lucrezia Borgia acts when Lorenzo
    is activated (+2 this round); a copied permanent Sigismondo Malatesta applies from then on."""
    b = Build(2, leaders=True).dice(2, 2, 2).leaders(0, "L15").leaders(1, "L13", "L14")
    s = b.turn(0)
    s, _ = play(s, 0, "leader:use:L15", "copy:L13")
    fam = GAME.view(s, None)["players"][0]["family"]
    assert (fam["white"]["value"], fam["neutral"]["value"], s.p[0].copied) == (4, 0, "L13")
    assert "leader:use:L15" not in ids(s, 0)
    b = Build(2, leaders=True).dice(2, 2, 2).leaders(0, "L15").leaders(1, "L13", "L14")
    s = b.turn(0)
    s, _ = play(s, 0, "leader:use:L15", "copy:L14")
    fam = GAME.view(s, None)["players"][0]["family"]
    assert (fam["white"]["value"], fam["neutral"]["value"]) == (2, 3)
    assert not [x for x in ids(s, 0) if x.startswith("leader:")]


def test_tuerme_six_cards_per_type_also_for_card_effects() -> None:
    """Türme: "Kein Spieler darf jemals mehr als 6 Karten desselben Typs (Farbe) haben" -
    the Captain's "take a territory card" finds no legal card for a player with 6
    territories and is skipped; the Architect's building (−1 wood, −1 stone) is offered and
    priced with its discount."""
    b = Build(2).dice(6, 6, 6).own(0, "T1", "T2", "T3", "T4", "T5", "T6").give(0, coins=4, mp=20)
    b.tower("character", 0, "C57").tower("territory", 1, "T7")
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.1")
    assert s.p[0].cards["character"] == ["C57"] and s.towers["territory"][1] == "T7"
    assert GAME.decision(s).seats == (1,)
    b = Build(2).dice(6, 6, 6).give(0, coins=5, wood=2).tower("character", 0, "C58")
    b.tower("building", 1, "B29")
    s = b.turn(0)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.1")
    labels = _labels(s, 0)
    assert set(labels) == {"space:tower.yellow.2", "skip"}
    assert "pay 1 wood, 1 coin" in labels["space:tower.yellow.2"]
    s, _ = play(s, 0, "space:tower.yellow.2")
    assert s.p[0].cards["building"] == ["B29"] and res(s, 0) == parse("wood1 vp3")


def test_anfuehrer_requirement_only_when_played_and_several_activations_per_round() -> None:
    """Anführerkarten: "Es spielt keine Rolle, wenn sie später diese Voraussetzungen nicht mehr
    erfüllen"; "Ein Spieler kann mehrere solcher Anführerkarten in derselben Runde aktivieren";
    each once-per-round ability only once per round."""
    b = (
        Build(2, leaders=True)
        .dice(1, 1, 1)
        .leaders(0, "L5", "L7", hand=True)
        .give(0, coins=18, wood=10)
    )
    s = b.turn(0)
    s, _ = play(s, 0, "leader:play:L5", "leader:play:L7")
    s.p[0].coins, s.p[0].wood = 0, 0  # no longer meets the requirements
    s, _ = play(s, 0, "leader:use:L5", "leader:use:L7")
    assert res(s, 0) == parse("fp1 mp2 vp1")
    assert not [x for x in ids(s, 0) if x.startswith("leader:use")]


# --- issue 14.2: the tower fee is paid from coins owned before the turn -------------------------
def _hero_turn(coins: int):  # noqa: ANN202
    """Seat 0 takes the Hero (4 coins; privilege + a venture at 6) with the other player's family
    member already in the venture tower, so the bonus action owes the 3-coin fee."""
    from games.lorenzo.rules import begin_turn

    b = (
        Build(2)
        .tower("character", 0, "C60")
        .tower("venture", 1, "V79")
        .give(0, coins=coins, mp=5)
        .place(1, "white", "tower.purple.1")
    )
    s = b.turn(0)
    s.pending = []
    s.turn -= 1
    begin_turn(s, [])
    return s


def test_tower_fee_cannot_be_paid_with_coins_gained_in_the_same_turn() -> None:
    """T-3: "die Münzen muss der Spieler bereits vor dem Zug besitzen". 5 coins before the turn,
    4 paid for the Hero, +2 from its privilege: 3 coins in hand, but only 1 owned before the turn,
    so the bonus venture in the occupied tower cannot be taken (the old engine allowed it)."""
    s = _hero_turn(5)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.1", "privilege:coins")
    assert s.p[0].coins == 3
    assert "space:tower.purple.2" not in ids(s, 0)


def test_tower_fee_paid_from_coins_owned_before_the_turn() -> None:
    """8 coins before the turn: 4 for the Hero leaves 4 of them, enough for the fee."""
    s = _hero_turn(8)
    s, _ = play(s, 0, "fm:white", "space:tower.blue.1", "privilege:coins")
    assert "space:tower.purple.2" in ids(s, 0)
    s, _ = play(s, 0, "space:tower.purple.2")
    assert s.p[0].cards["venture"] == ["V79"] and s.p[0].coins == 6 - 3
