"""De Vulgari Eloquentia's AI knowledge (games/de_vulgari/ai.py): the evaluation's numbers
on built positions, the sampler's consistency, and AI games that end."""

from __future__ import annotations

import pickle
import random

import pytest

from ai import choose
from games.de_vulgari import GAME
from games.de_vulgari import ai as dvai
from games.de_vulgari.ai_weights import WEIGHTS
from games.de_vulgari.data import CARDINAL_ALMS, FRIAR_ALMS, LAST_ALMS_ROUND, STUPOR
from games.de_vulgari.effects import payments
from games.de_vulgari.state import Step, Stupor

from .builders import started, turn_of

W = WEIGHTS


def quiet(players: int = 2, round: int = 5):
    """Round ``round``, seat 0 on turn, every pawn in a start city (nothing to take there),
    nobody holding ducats, cubes or knowledge: only what a test adds counts."""
    st = turn_of(started(players), 0, round=round)
    for p in st.player:
        p.ducats = 0
    return st


def test_alms_still_to_come_are_worth_their_ducats():
    """A friar gets 5 ducats a round and a cardinal 10 up to round 11 (§6.2): in round 5
    that is 30 and 60 ducats more than a merchant's, valued as ducats still to spend."""
    st = quiet(3, round=5)
    st.player[1].status, st.player[1].friar = "friar", "mario"
    st.player[2].status, st.player[2].cardinal = "cardinal", "muret"
    merchant, friar, cardinal = GAME.evaluate(st)
    rounds = LAST_ALMS_ROUND - 5
    per_ducat = dvai.future(st) * W.ducat
    assert friar - merchant == pytest.approx(per_ducat * FRIAR_ALMS * rounds)
    assert cardinal - merchant == pytest.approx(per_ducat * CARDINAL_ALMS * rounds)
    st.round = 11  # the last alms are paid: nothing more to come
    merchant, friar, cardinal = GAME.evaluate(st)
    assert friar == pytest.approx(merchant) and cardinal == pytest.approx(merchant)


def test_votes_reach_the_election_reward_in_the_last_round():
    """Last round: 7 votes make a merchant a Banker (6 VP, §13.4); 6 votes are worth
    nothing any more (no round left to buy the seventh)."""
    st = quiet(2, round=16)
    st.last_round = True
    st.player[0].red, st.player[0].yellow = 2, 1  # 7 votes
    st.player[1].red = 2  # 6 votes, the most cubes left after the election: +3 (§14 I)
    banker, short = GAME.evaluate(st)
    assert banker == 6.0
    assert short == 3.0


def test_votes_below_the_threshold_are_a_share_of_the_reward_early():
    st = quiet(2, round=3)
    st.player[0].red = 2  # 6 of the Banker's 7 votes
    value = dvai.breakdown(st)[0]
    share = W.vote * min(1.0, W.vote_horizon * dvai.future(st)) * 6 / 7
    assert value[1] == pytest.approx(6 * share)


def test_a_pope_loses_his_cardinal_tiles_points():
    """Lanzuisi: +6 VP unless Pope (§13.2). 18 votes: Pope, 22 VP and no tile (22 beats the
    Camerlengo's 14 + 6); 12 votes: Camerlengo, 14 VP and the tile's 6."""
    st = quiet(2, round=16)
    st.last_round = True
    p = st.player[0]
    p.status, p.cardinal, p.red = "cardinal", "lanzuisi", 6
    assert dvai.breakdown(st)[0][:2] == [0.0, 22.0 - 6.0]
    p.red = 4
    assert dvai.breakdown(st)[0][:2] == [6.0, 14.0]


def test_held_points_count_manuscripts_with_the_five_colour_bonus():
    st = quiet(2, round=16)
    st.last_round = True
    st.player[0].manuscripts = ["m1-B1", "m1-Y1", "m1-V1", "m4-GO"]  # G or O: four colours
    st.player[0].green_behind = 2
    assert dvai.breakdown(st)[0][0] == 1 + 1 + 1 + 4 + 2
    st.player[0].manuscripts.append("m2-G1")  # the IV counts as orange: all five (+5)
    assert dvai.breakdown(st)[0][0] == 1 + 1 + 1 + 4 + 2 + 5 + 2


def test_knowledge_and_ducats_are_worth_less_as_the_game_goes_on():
    early, late = quiet(2, round=2), quiet(2, round=12)
    for st in (early, late):
        st.player[0].ducats = 30
        st.track["knowledge"][0] = 20
    gain = [GAME.evaluate(st)[0] - GAME.evaluate(st)[1] for st in (early, late)]
    expected = [
        dvai.future(st) * (W.ducat * 30 + W.knowledge * 20) + 7  # and the richest's 7
        for st in (early, late)
    ]
    assert gain == pytest.approx(expected)
    assert gain[0] > gain[1] > 7


def test_a_city_where_the_pawn_stands_is_worth_a_share_of_its_values():
    """Roma: 8 ducats and 15 knowledge for a merchant (§8.1), and a yellow level-I
    manuscript in row 1: a share (``here``) of their value until they are taken."""
    base, st = quiet(2, round=4), quiet(2, round=4)
    for s in (base, st):
        s.event_boxes.pop("roma", None)
        s.rows["1"] = ["m1-Y1"]
    st.player[0].location = "roma"
    fut = dvai.future(st)
    city = fut * (W.ducat * 8 + W.knowledge * 15)
    assert sum(dvai.breakdown(st)[0]) - sum(dvai.breakdown(base)[0]) == pytest.approx(
        W.here * (city + 1)
    )
    st.player[0].cities.append("roma")  # collected: only the manuscript is left
    assert sum(dvai.breakdown(st)[0]) - sum(dvai.breakdown(base)[0]) == pytest.approx(W.here * 1)


def test_a_track_step_is_worth_its_best_amount():
    """Verona from a blue zone: the step waiting for an amount is valued as its best
    amount, so choosing the track and going back is never a way to stall."""
    st = quiet(2, round=14)
    st = turn_of(st, 0, location="verona", round=14)
    st.player[0].cities.append("verona")
    st.pending.append(
        Step(kind="amount", seat=0, track="verona", options=["1", "2", "3", "4", "5"])
    )
    values = {}
    for n in range(1, 6):
        after = st.model_copy(deep=True)
        GAME.play(after, 0, f"n:{n}")
        values[n] = GAME.evaluate(after)
    best = max(values.values(), key=lambda v: v[0] - v[1])
    assert GAME.evaluate(st) == pytest.approx(best)


def test_a_useless_track_step_looks_far_worse_than_going_back():
    """Last round: entering Bologna's space costs an abbess and 10 ducats, and the
    knowledge it unlocks is worth nothing any more; the abbess was the Banker's seventh
    vote. No amount beats "back", so the open step is worth far less than the menu."""
    st = quiet(2, round=16)
    st.last_round = True
    st.player[0].red, st.player[0].yellow, st.player[0].ducats = 2, 1, 10
    st.player[1].ducats = 20
    st.track["ambassador"][0] = 5
    st.pending.append(Step(kind="amount", seat=0, track="ambassador", options=["1"]))
    menu = st.model_copy(deep=True)
    menu.pending.pop()
    with_step, without = GAME.evaluate(st), GAME.evaluate(menu)
    assert without[0] == 6.0
    assert with_step[0] == pytest.approx(without[0] - dvai.STALL)
    assert with_step[1] == pytest.approx(without[1])


def test_greedy_players_finish_a_game():
    """Before the track-step valuation, greedy seats chose a track and went back forever
    in the last rounds (2,000 clicks without an end for this seed)."""
    st = GAME.setup(2, 1)
    moves = 0
    while (d := GAME.decision(st)) is not None:
        seat = next(s for s in d.seats if GAME.legal_ids(st, s))
        cid = choose(GAME, st, seat, "greedy", f"1:{moves}")
        GAME.play(st, seat, cid)
        moves += 1
        assert moves < 600, "greedy seats do not end the game"
    assert GAME.result(st) is not None


def test_evaluation_is_deterministic_and_pure():
    st = quiet(3, round=6)
    st.player[1].red, st.player[2].ducats = 2, 40
    before = GAME.dump(st)
    assert GAME.evaluate(st) == GAME.evaluate(st)
    assert GAME.dump(st) == before


def stupor_bid(seed: int = 1):
    """Seat 2 called Stupor Mundi and passed, seat 1 bid 8 (so holds cubes worth 8 or
    more: three reds), seat 0 is to answer the bid. Seat 2 holds nothing."""
    st = quiet(3, round=11)
    st.phase = "stupor"
    st.event_boxes["brindisi"] = STUPOR
    st.player[1].red = 3
    st.stupor = Stupor(caller=2, bidders=[2, 1, 0], passed=[2], high=8, high_seat=1, next_index=2)
    st.pending = [Step(kind="bid", seat=0)]
    return st


def test_a_sampled_world_keeps_a_standing_bid_payable():
    st = stupor_bid()
    for seed in range(40):
        world = GAME.sample_unseen(st, 0, random.Random(seed))
        assert payments(world.player[1], 8), f"seed {seed}: seat 1 cannot pay its bid of 8"
        assert world.player[1].red + world.player[2].red == 3
        assert GAME.view(world, 0) == GAME.view(st, 0)


def test_the_auction_plays_on_in_every_sampled_world():
    st = stupor_bid()
    st.player[0].red = 3  # enough to raise
    for seed in range(10):
        world = GAME.sample_unseen(st, 0, random.Random(seed))
        GAME.play(world, 0, "pass")  # seat 1 wins and pays its 8
        assert world.stupor is None and world.player[1].red + world.player[2].red < 3


def test_same_view_same_seed_same_sample():
    """A sample depends only on what the seat sees: sampling from a world that looks the
    same to the seat gives the very same world for the same seed."""
    st = stupor_bid()
    st.player[2].black, st.player[1].yellow = 2, 4
    other = GAME.sample_unseen(st, 0, random.Random(99))
    assert GAME.view(other, 0) == GAME.view(st, 0)
    a = GAME.sample_unseen(st, 0, random.Random(5))
    b = GAME.sample_unseen(other, 0, random.Random(5))
    assert GAME.dump(a) == GAME.dump(b)


def test_sampling_copies_with_the_engines_clone(monkeypatch):
    """No pickle round trip (copy_state) per sample: the engine's field copy is used."""
    st = stupor_bid()

    def no_pickle(*args, **kwargs):
        raise AssertionError("sample_unseen pickled the state")

    monkeypatch.setattr(pickle, "dumps", no_pickle)
    world = GAME.sample_unseen(st, 0, random.Random(1))
    assert world is not st and world.player[0] is not st.player[0]
