"""Issue 13 point 6: a choice that would lose part of what it gives says so, with the number
(games/coimbra/losses.py lists every such place in the rules). Each case has a twin where
nothing is lost and no warning may appear."""

from __future__ import annotations

import pytest

from games.coimbra import GAME, losses
from games.coimbra import data as D
from games.coimbra.state import CoimbraState
from games.contract import DETAIL_MAX
from tests.games.coimbra.builders import ask, blank, en, set_row, take_card


def detail(st: CoimbraState, choice_id: str, seat: int = 0) -> str:
    choices = {c.id: c for c in GAME.legal_choices(st, seat)}
    assert choice_id in choices, f"{choice_id} not offered: {list(choices)}"
    return en(choices[choice_id].detail)


def activation(st: CoimbraState, town: str, cards: list[str], value: int) -> CoimbraState:
    """Seat 0's die of ``value`` is activated in ``town`` whose row holds ``cards``."""
    set_row(st, town, cards)
    die = next(d for d in st.dice if d.colour == D.GREY)
    die.owner, die.district, die.value = 0, town, value
    st.rows[town].append(die.id)
    return ask(st, "activate", 0, ref=die.id, ref2=town)


# -- coins and guards over 20 ------------------------------------------------------------------


def test_emergency_over_the_limit() -> None:
    st = activation(blank(3), D.UPPER, ["K03"], 2)
    st.p[0].coins = 19
    assert "Limit 20: 1 coin would be lost." in detail(st, "emergency")
    st.p[0].coins = 18
    assert "lost" not in detail(st, "emergency")


def test_a_bought_reward_over_the_limit() -> None:
    st = activation(blank(3), D.UPPER, ["K03"], 2)  # K03: 5 guards, paid in coins
    st.p[0].guards = 18
    assert "3 guards would be lost" in detail(st, "buy:K03")
    st.p[0].guards = 15
    assert "lost" not in detail(st, "buy:K03")


def test_a_start_card_trigger_over_the_limit() -> None:
    st = activation(blank(3), D.UPPER, ["K04"], 2)  # council card paid in coins; S4 adds 1 guard
    take_card(st, 0, "S4", track=False)
    st.p[0].guards = 20
    assert "1 guard would be lost" in detail(st, "buy:K04")
    st.p[0].guards = 19
    assert "lost" not in detail(st, "buy:K04")


def test_a_salvaged_and_a_repeated_reward_over_the_limit() -> None:
    st = blank(3)
    st.discard.append("M03")  # 4 coins, costs guards
    take_card(st, 0, "M12", track=False)  # 3 coins + 2 VP, to repeat
    st.p[0].coins = 18
    ask(st, "salvage", 0)
    assert "2 coins would be lost" in detail(st, "salvage:M03")
    st.pending.pop()
    ask(st, "repeat", 0, ref=D.MERCHANT)
    assert "1 coin would be lost" in detail(st, "repeat:M12")
    st.p[0].coins = 17
    assert "lost" not in detail(st, "repeat:M12")


def test_favour_4_and_its_two_answers() -> None:
    st = blank(3)
    st.p[0].coins, st.p[0].guards = 15, 16
    die = st.dice[0]
    die.owner, die.district = 0, D.CASTLE
    ask(st, "activate", 0, ref=die.id, ref2=D.CASTLE)
    assert "even the better of 7 coins / 7 guards loses 2" in detail(st, "favour:F4")
    st.p[0].guards = 13
    assert "loses" not in detail(st, "favour:F4")
    ask(st, "f4", 0)
    assert "2 coins would be lost" in detail(st, "take:coins")
    assert "lost" not in detail(st, "take:guards")


def test_an_income_die_counts_its_e_die_card() -> None:
    st = blank(3)
    st.p[0].tracks[D.ORANGE] = 1  # 3 coins
    st.p[0].coins = 16
    die = next(d for d in st.dice if d.colour == D.ORANGE)
    die.owner = 0
    ask(st, "income", 0)
    assert "lost" not in detail(st, "die:orange")
    take_card(st, 0, "M04", track=False)  # +2 coins per orange die
    assert "1 coin would be lost" in detail(st, "die:orange")


def test_the_white_die_track_over_the_limit() -> None:
    st = blank(3)
    st.p[0].tracks[D.GREY] = 13  # 10 guards + 2 VP
    st.p[0].guards = 12
    ask(st, "white", 0)
    assert "2 guards would be lost" in detail(st, "track:grey")
    assert "lost" not in detail(st, "track:orange")


def test_a_monastery_reward_over_the_limit() -> None:
    st = blank(3)
    st.map["I1"] = "MI-01"  # 4 coins
    st.p[0].pilgrim = "c1"
    st.p[0].coins = 18
    ask(st, "move", 0, n=2)
    assert "2 coins would be lost" in detail(st, "go:I1")
    st.map_discs["I1"] = [0]  # already mine: nothing is paid, nothing lost
    assert "lost" not in detail(st, "go:I1")


# -- influence over 15 ------------------------------------------------------------------------


def test_a_bought_card_over_space_15() -> None:
    st = activation(blank(3), D.UPPER, ["M10"], 2)  # merchant, influence 4
    st.p[0].tracks[D.ORANGE] = 13
    assert "Orange track at 13: 2 influence lost above 15." in detail(st, "buy:M10")
    st.p[0].tracks[D.ORANGE] = 11
    assert "influence lost" not in detail(st, "buy:M10")


def test_e_track_at_15_and_monasteries_that_move_tracks() -> None:
    st = blank(3)
    st.p[0].tracks[D.GREEN] = 15
    ask(st, "etrack", 0, ref="coins", ref2="M05")
    assert "Green track at 15: 1 influence lost above 15." in detail(st, "track:green")
    assert "influence" not in detail(st, "track:grey")
    st.pending.pop()
    st.map["I1"], st.map["c9"] = "MI-08", "MI-11"  # green +3; all tracks +1
    st.p[0].tracks[D.GREEN] = 14
    st.p[0].pilgrim = "c1"
    ask(st, "move", 0, n=2)
    assert "Green track at 14: 2 influence lost above 15." in detail(st, "go:I1")
    assert "Tracks at 15" not in detail(st, "go:c9")
    st.p[0].tracks[D.GREEN] = st.p[0].tracks[D.GREY] = 15
    assert "Tracks at 15: 2 influence lost." in detail(st, "go:c9")


# -- bonuses with nothing to act on -------------------------------------------------------------


@pytest.mark.parametrize(
    ("card", "spoil", "fix", "words"),
    [
        ("M11", lambda st: st.favour_row.clear(), lambda st: None, "No favour tile is left"),
        (
            "K11",
            lambda st: None,
            lambda st: take_card(st, 0, "K03", track=False),
            "no other council member",
        ),
        (
            "P01",
            lambda st: None,
            lambda st: st.p[0].monasteries.append("MI-01"),
            "no monastery yet: 0 VP",
        ),
        (
            "M02",
            lambda st: setattr(st.p[0], "supply", 0),
            lambda st: None,
            "could equip no expedition paid in coins",
        ),
    ],
)
def test_an_immediate_bonus_that_would_do_nothing(card, spoil, fix, words) -> None:
    st = activation(blank(3), D.CENTRE, [card], 2)
    st.p[0].coins = st.p[0].guards = 9
    fix(st)
    assert words not in detail(st, f"buy:{card}")
    spoil(st)
    st2 = activation(blank(3), D.CENTRE, [card], 2)
    st2.p[0].coins = st2.p[0].guards = 9
    spoil(st2)
    assert words in detail(st2, f"buy:{card}")


def test_walk5_and_buyvp_need_the_5_left_after_paying() -> None:
    st = activation(blank(3), D.LOWER, ["K08", "M07"], 5)  # both paid in guards
    st.p[0].guards, st.p[0].coins = 9, 4
    assert "After paying you have 4 guards: too few for the walk (5)." in detail(st, "buy:K08")
    assert "After paying you have 4 coins: too few to buy VP (5)." in detail(st, "buy:M07")
    st.p[0].guards, st.p[0].coins = 10, 5
    assert "too few" not in detail(st, "buy:K08") + detail(st, "buy:M07")


def test_salvage_with_nothing_affordable_after_paying() -> None:
    st = activation(blank(3), D.UPPER, ["P06"], 3)  # paid in guards
    st.discard[:] = ["K03"]  # salvage price 3 coins
    st.p[0].coins, st.p[0].guards = 2, 7
    assert "afford no card of the discard pile" in detail(st, "buy:P06")
    st.p[0].coins = 3
    assert "afford" not in detail(st, "buy:P06")


def test_council_tax_with_nobody_behind() -> None:
    st = activation(blank(3), D.UPPER, ["K01"], 2)  # council +2, tax in coins
    st.p[1].tracks[D.GREY] = st.p[2].tracks[D.GREY] = 5
    assert "Nobody is behind you on the grey track: no tax." in detail(st, "buy:K01")
    st.p[2].tracks[D.GREY] = 2  # my disc lands on 2 on top of theirs: seat 2 stays ahead
    assert "Nobody is behind" in detail(st, "buy:K01")
    st.p[2].tracks[D.GREY] = 1
    assert "Nobody is behind" not in detail(st, "buy:K01")


def test_favour_1_and_favour_2_when_their_second_part_cannot_happen() -> None:
    st = blank(3)
    die = st.dice[0]
    die.owner, die.district = 0, D.CASTLE
    ask(st, "activate", 0, ref=die.id, ref2=D.CASTLE)
    st.p[0].coins = st.p[0].guards = 1
    assert "You could equip no expedition now, even 2 cheaper." in detail(st, "favour:F1")
    assert "No die of yours is left in a town row: the cap is lost." in detail(st, "favour:F2")
    st.p[0].coins = st.p[0].guards = 9
    town = next(d for d in st.dice if d.owner is None)
    town.owner, town.district = 0, D.UPPER
    assert "could equip no expedition" not in detail(st, "favour:F1")
    assert "cap is lost" not in detail(st, "favour:F2")


def test_monastery_score2exp_without_an_expedition() -> None:
    st = blank(3)
    st.map["I1"] = "MIII-02"
    st.p[0].pilgrim = "c1"
    ask(st, "move", 0, n=1)
    assert "You have no expedition: nothing to score." in detail(st, "go:I1")
    st.p[0].expeditions.append(st.expeditions[0])
    assert "nothing to score" not in detail(st, "go:I1")


# -- places and steps -------------------------------------------------------------------------


def test_a_fifth_castle_die_and_a_town_die_that_can_buy_nothing() -> None:
    st = blank(4)
    st.phase = "B"
    for d in st.dice[1:5]:
        d.owner, d.district, d.value = 1, D.CASTLE, 2
        st.rows[D.CASTLE].append(d.id)
    mine = st.dice[5]
    mine.owner, mine.value = 0, 4
    set_row(st, D.UPPER, ["K03", "M03"])  # coins, guards
    st.p[0].coins, st.p[0].guards = 3, 3
    ask(st, "place_die", 0, ref=mine.id)
    assert "Place 5 of the castle: only 4 favour tiles" in detail(st, "district:castle")
    assert "With 3 coins and 3 guards you can pay 4 for no card here now." in detail(
        st, "district:upper"
    )
    mine.value = 1
    assert "only 4 favour tiles" not in detail(st, "district:castle")
    assert "no card here" not in detail(st, "district:upper")


def test_stopping_a_walk_says_how_many_steps_are_lost() -> None:
    st = blank(3)
    st.p[0].pilgrim = "c1"
    ask(st, "move", 0, n=3)
    assert detail(st, "stop") == "The pilgrim stays at c1; 3 steps lost."


# -- where the warnings live ------------------------------------------------------------------


def test_the_search_path_never_builds_a_warning(monkeypatch) -> None:
    st = activation(blank(3), D.UPPER, ["K03"], 2)
    st.p[0].guards = 19

    def boom(*_: object) -> str:
        raise AssertionError("legal_ids or play built a warning")

    monkeypatch.setattr(losses, "warning", boom)
    assert "buy:K03" in GAME.legal_ids(st, 0)
    GAME.play(st, 0, "buy:K03")


def test_a_long_detail_keeps_the_whole_warning() -> None:
    st = activation(blank(3), D.UPPER, ["M11"], 2)
    st.favour_row.clear()
    text = detail(st, "buy:M11")
    assert len(text) <= DETAIL_MAX and text.startswith("No favour tile is left: its bonus is lost.")
