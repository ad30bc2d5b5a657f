"""Coimbra's evaluation values what will still pay (income, placed dice, pilgrim steps, ongoing
bonuses) with the numbers of the rules, and its sampler keeps the deck's II-over-III order."""

from __future__ import annotations

import random

import pytest

from ai import choose
from games.coimbra import GAME, ai
from games.coimbra import ai_weights as W
from games.coimbra import data as D
from games.coimbra.state import Step
from tests.engine_checks import check_random_game
from tests.games.coimbra import builders as b
from tests.games.coimbra.test_random_games import invariant


def last_round_income(grey: int, cashed: bool = False):
    """Round 4, phase E: seat 0 holds the grey1 die, its grey disc on ``grey``."""
    st = b.blank(3)
    st.deck = []
    st.round, st.phase = 4, "E"
    st.p[0].tracks[D.GREY] = grey
    st.p[0].seq[D.GREY] = 1
    die = next(d for d in st.dice if d.id == "grey1")
    die.owner, die.income_done = 0, cashed
    return st


def test_income_still_to_cash_is_the_income_box_of_the_track():
    # grey 13-15: 10 guards + 2 VP (the seed's Phase-E example); 4-6: 5 guards (data §4)
    assert ai.income_to_come(last_round_income(13), 0) == 10 * W.GUARD + 2
    assert ai.income_to_come(last_round_income(5), 0) == 5 * W.GUARD
    assert ai.income_to_come(last_round_income(13, cashed=True), 0) == 0


def test_a_seat_with_more_income_to_come_is_valued_higher_than_its_score_now():
    high, low = last_round_income(13), last_round_income(5)
    score_gap = ai.score_now(high, 0) - ai.score_now(low, 0)
    assert GAME.evaluate(high)[0] - GAME.evaluate(low)[0] == pytest.approx(
        score_gap + 10 * W.GUARD + 2 - 5 * W.GUARD
    )


def test_later_rounds_pay_the_best_tracks_three_dice_a_round():
    st = b.blank(3)  # round 1, phase B, no die drafted: this round and 3 more to come
    st.p[0].tracks[D.GREEN] = 10  # green 10-12: 5 VP
    st.p[0].tracks[D.ORANGE] = 7  # orange 7-9: 7 coins
    best = [5.0, 7 * W.COIN, W.STEP]  # green, orange, purple 0 (1 step)
    per_round = sum(w * v for w, v in zip(W.DIE_SLOTS, best, strict=True))
    assert ai.later_rounds(st) == 3
    assert ai.income_to_come(st, 0) == pytest.approx(4 * per_round)


def test_an_e_die_card_pays_on_every_matching_die_still_to_cash():
    st = last_round_income(5)
    b.take_card(st, 0, "K04", track=False)  # E-DIE: 2 guards per grey die
    assert ai.income_to_come(st, 0) == 5 * W.GUARD + 2 * W.GUARD


def test_a_placed_die_promises_the_card_it_will_buy_and_less_behind_other_dice():
    st = b.blank(3)
    b.set_row(st, D.LOWER, ["G12", "K03"])  # G12: 5 VP, influence 4, two diplomas, guard cost
    mine = next(d for d in st.dice if d.id == "grey1")
    mine.owner, mine.value = 0, 3
    b.ask(st, "place_die", ref="grey1")
    before = GAME.evaluate(st)[0]
    after, _ = GAME.apply(st, 0, "district:lower")  # lands behind the 3 token, which removes G12
    behind = ai.dice_promise(after, 0)
    assert behind == pytest.approx(
        W.EMERGENCY_VP
        + W.PROMISE * max(0.0, ai.card_vp(after, 0, "K03") - 3 * W.COIN - W.EMERGENCY_VP)
    )
    st.rows[D.LOWER] = []  # no token: the die buys G12
    first = ai.dice_promise(st, 0)
    g12 = ai.card_vp(st, 0, "G12")
    assert g12 == pytest.approx(4 * W.INFLUENCE_VP + 2 * W.DIPLOMA_VP + 5)
    assert first >= W.EMERGENCY_VP + W.PROMISE * (g12 - 3 * W.GUARD - W.EMERGENCY_VP) - 1e-9
    assert before > ai.score_now(st, 0) + ai.income_to_come(st, 0)


def test_the_castle_promises_the_favour_tile_left_for_the_die():
    st = b.blank(3)
    for die_id, owner, value in (("grey1", 1, 1), ("grey2", 0, 4)):
        d = next(d for d in st.dice if d.id == die_id)
        d.owner, d.value, d.district = owner, value, D.CASTLE
        st.rows[D.CASTLE].append(die_id)
    second = sorted(W.FAVOUR_VP.values(), reverse=True)[1]
    assert ai.dice_promise(st, 0) == pytest.approx(
        W.EMERGENCY_VP + W.PROMISE * (second - W.EMERGENCY_VP)
    )


def test_pending_steps_are_worth_the_monastery_they_reach():
    st = b.blank(3)
    st.p[0].pilgrim = "c1"  # I1 and I8 are one step away, II1 two (data §10)
    near = min((n for n in st.map if ai.DIST["c1"][n] == 1), key=lambda n: n)
    st.pending.append(Step(kind="move", seat=0, n=1))
    one = ai.walk_value(st, 0, 1)
    assert one == pytest.approx(ai.monastery_vp(st.map[near]))
    assert ai.walk_value(st, 0, 0) == 0


def test_a_step_towards_a_monastery_is_worth_more_than_stopping_on_the_way():
    """From the start corner the monasteries are two steps away: the first step only reaches a
    clearing, and must still look better than stopping (the score now sees no difference)."""
    st = b.blank(3)
    assert st.p[0].pilgrim == "NW" and min(ai.DIST["NW"][n] for n in st.map) == 2
    b.ask(st, "move", n=2)
    values = {cid: GAME.evaluate(GAME.apply(st, 0, cid)[0])[0] for cid in b.ids(st, 0)}
    assert set(values) == {"go:c1", "go:c2", "stop"}
    assert min(values["go:c1"], values["go:c2"]) > values["stop"]


def test_ongoing_bonuses_count_per_round_left():
    st = b.blank(3)  # phase B of round 1: this round's C and E and 3 more rounds
    b.take_card(st, 0, "M05", track=False)  # E-TRACK
    b.take_card(st, 0, "S5", track=False)  # C-COIN
    assert ai.ongoing(st, 0) == pytest.approx(4 * W.E_TRACK_VP + 4 * W.C_DISCOUNT_VP)
    st.deck, st.phase = [], "F"
    assert ai.ongoing(st, 0) == 0


def test_coins_and_guards_are_worth_more_while_cards_are_still_to_buy():
    """2 guards for 1 VP (E-EXCHANGE) is a loss while Phase C is still to come, even at the end."""
    st = b.blank(3)
    rich = GAME.copy(st)
    rich.p[0].guards += 2
    rich.p[0].vp -= 1
    assert GAME.evaluate(rich)[0] > GAME.evaluate(st)[0]
    for x in (st, rich):
        x.deck, x.phase, x.pending = [], "end", []
    assert GAME.evaluate(rich)[0] == GAME.evaluate(st)[0]


def test_the_game_over_is_valued_at_the_final_score():
    st = b.blank(3)
    st.phase, st.pending = "end", []
    st.p[
        0
    ].coins = 8  # 7 guards + 8 coins + 0 crowns (flag 1): 7.5, the final scoring floors it to 7
    totals = GAME.result(st).totals
    values = GAME.evaluate(st)
    assert values[0] == totals[0] + 0.5
    assert all(0 <= values[s] - totals[s] < 1 for s in range(3))  # only the conversion's fraction


def test_the_sample_keeps_the_second_backs_above_the_third_and_depends_only_on_the_view():
    st = b.fresh(4, 5)
    a = GAME.sample_unseen(st, 0, random.Random(3))
    backs = [D.CITIZENS[c].back for c in a.deck]
    assert backs == sorted(backs, key=["II", "III"].index)
    other = GAME.copy(st)
    random.Random(9).shuffle(other.deck)  # the seat cannot see the deck order
    assert GAME.sample_unseen(other, 0, random.Random(3)).deck == a.deck
    assert a.deck != st.deck and a is not st


def test_the_evaluation_is_a_pure_function_of_the_state():
    st = b.started(4, 2)
    kept = GAME.dump(st)
    assert GAME.evaluate(st) == GAME.evaluate(GAME.copy(st))
    assert GAME.dump(st) == kept


@pytest.mark.parametrize("players", [2, 3, 4])
def test_greedy_only_games_end_with_the_invariants_holding(players):
    count = [0]

    def chooser(state, seat, choices):
        count[0] += 1
        cid = choose(GAME, state, seat, "greedy", count[0])
        return next(c for c in choices if c.id == cid)

    state, moves = check_random_game(
        GAME, players, seed=31, invariant=invariant, full_checks_every=25, chooser=chooser
    )
    assert GAME.result(state) is not None and moves


def test_an_open_reward_question_counts_before_it_is_answered():
    """Favour 4 asks '7 coins or 7 guards?' after the click: one click on it must already look
    better than the emergency action's 2 + 2 (one-click greedy took the emergency before)."""
    st = b.blank(3)
    die = next(d for d in st.dice if d.id == "grey1")
    die.owner, die.value, die.district = 0, 2, D.CASTLE
    st.rows[D.CASTLE] = ["grey1"]
    st.phase = "C"
    b.ask(st, "activate", ref="grey1", ref2=D.CASTLE)
    after = {cid: GAME.evaluate(GAME.apply(st, 0, cid)[0])[0] for cid in ("favour:F4", "emergency")}
    assert after["favour:F4"] > after["emergency"]
    asked, _ = GAME.apply(st, 0, "favour:F4")
    assert ai.open_options(asked, 0) - ai.open_options(st, 0) == 7 * W.COIN  # the f4 question


def test_the_milestone_is_the_stage_of_the_round_with_the_dice_phases_as_one():
    st = b.blank(3)
    stages = {}
    for phase in ("setup", "B", "C", "E", "F"):
        st.phase = phase
        stages[phase] = GAME.milestone(st)
    assert stages["B"] == stages["C"] == (1, "BC")  # a die is judged by what it buys in phase C
    assert len(set(stages.values())) == 4
    st.round = 2
    assert GAME.milestone(st) != stages["F"]
