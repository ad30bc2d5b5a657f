"""Lorenzo's AI with the leaders option: what the sampler re-deals, and leaders played.

What a seat sees of the leaders (view.py, S-11): its own hand, its pack and its own pick,
the played and discarded leaders and, while the draft lasts, the pack it passed last. The
engine keeps a pick inside its pack until the draft round ends (leaders.py), so a sampled
world must keep each other seat's pick inside that seat's pack.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from ai.player import choose
from games.lorenzo import GAME
from games.lorenzo.ai import passed_pack_holder, sample_unseen
from games.lorenzo.data import LEADERS
from games.lorenzo.state import LorenzoState
from tests.games.lorenzo.builders import Build

LEADERS_ON = GAME.options({"leaders": True})


def draft_positions(players: int, seed: int):
    """Every position of the leader draft of one game (random picks), as copies."""
    state = GAME.setup(players, seed, LEADERS_ON)
    rand = random.Random(seed)
    while state.draft:
        yield GAME.copy(state)
        d = GAME.decision(state)
        seat = rand.choice([s for s in d.seats if GAME.legal_ids(state, s)])
        GAME.play(state, seat, rand.choice(GAME.legal_ids(state, seat)))


def every_leader(s: LorenzoState) -> Counter[str]:
    where: Counter[str] = Counter(s.leader_box)
    for pack in s.draft:
        where.update(pack)  # a pick is still inside its pack
    for p in s.p:
        where.update(p.hand)
        where.update(p.leaders)
    where.update(x for x in s.discarded if x in LEADERS)
    return where


def sizes(s: LorenzoState) -> list[int]:
    return [len(s.leader_box)] + [len(x) for x in s.draft] + [len(p.hand) for p in s.p]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_sample_deals_each_leader_once_and_keeps_every_pick_in_its_pack(players):
    for seed in (1, 2):
        for state in draft_positions(players, seed):
            for seat in range(players):
                world = sample_unseen(state, seat, random.Random(seed * 10 + seat))
                assert every_leader(world) == Counter(list(LEADERS)), (seed, seat)
                assert sizes(world) == sizes(state)
                assert world.p[seat].hand == state.p[seat].hand
                assert world.draft[seat] == state.draft[seat]
                assert world.draft_picked[seat] == state.draft_picked[seat]
                for q, pick in enumerate(world.draft_picked):
                    assert (pick is None) == (state.draft_picked[q] is None)
                    assert pick is None or pick in world.draft[q]
                known = passed_pack_holder(state, seat)
                if known is not None:
                    assert world.draft[known] == state.draft[known]
                rest = random.Random(seat)  # the sample plays on through the draft round's end
                while world.draft and (d := GAME.decision(world)) is not None:
                    mover = next(s for s in d.seats if GAME.legal_ids(world, s))
                    GAME.play(world, mover, rest.choice(GAME.legal_ids(world, mover)))
                assert every_leader(world) == Counter(list(LEADERS))


def test_a_sample_hides_what_the_seat_has_not_seen_and_keeps_what_it_has():
    """Two states that differ only where seat 0 cannot see give the same sample."""
    state = next(s for s in draft_positions(3, 4) if s.p[0].hand and s.draft_picked[2])
    twin = GAME.copy(state)
    behind = twin.order[(twin.order.index(0) + 1) % 3]  # the pack seat 0 has not seen
    hidden = twin.draft[behind] + twin.leader_box
    random.Random(9).shuffle(hidden)
    twin.draft[behind], twin.leader_box = (
        hidden[: len(twin.draft[behind])],
        sorted(hidden[len(twin.draft[behind]) :], key=lambda x: int(x[1:])),
    )
    twin.draft_picked[behind] = twin.draft[behind][0] if twin.draft_picked[behind] else None
    known = passed_pack_holder(twin, 0)
    if twin.draft_picked[known]:  # which leader of the passed pack was picked is hidden too
        twin.draft_picked[known] = next(
            x for x in twin.draft[known] if x != state.draft_picked[known]
        )
    assert GAME.view(twin, 0) == GAME.view(state, 0) and twin != state
    a, b = sample_unseen(state, 0, random.Random(3)), sample_unseen(twin, 0, random.Random(3))
    assert GAME.dump(a) == GAME.dump(b)


@pytest.mark.parametrize("level", ["greedy", "normal", "strong"])
def test_every_level_chooses_at_every_draft_position(level):
    for players in (2, 3, 4):
        for i, state in enumerate(draft_positions(players, 7)):
            if level == "strong" and i % 3:
                continue
            d = GAME.decision(state)
            for seat in d.seats:
                if GAME.legal_ids(state, seat):
                    assert choose(GAME, state, seat, level, f"{players}:{i}") in GAME.legal_ids(
                        state, seat
                    )


@pytest.mark.parametrize("level", ["greedy", "normal", "strong"])
def test_an_ai_that_meets_a_leaders_requirement_plays_it(level):
    """Bartolomeo Colleoni (L20: 4 VP each round) needs 2 ventures and 4 territories."""
    b = Build(2, leaders=True).leaders(0, "L20", "L12", hand=True)
    b.own(0, "V73", "V74", "T1", "T2", "T3", "T4").give(0, coins=3, servants=2)
    state = b.turn(0)
    assert "leader:play:L20" in GAME.legal_ids(state, 0)
    turn = GAME.decision(state).turn
    clicks = []
    while (d := GAME.decision(state)) is not None and d.seats == (0,) and d.turn == turn:
        clicks.append(choose(GAME, state, 0, level, f"t:{len(clicks)}"))
        GAME.play(state, 0, clicks[-1])
    assert "leader:play:L20" in clicks and state.p[0].leaders == ["L20"], clicks


def test_an_ai_keeps_a_leader_it_can_reach_and_discards_one_out_of_reach_at_the_end():
    early = Build(2, leaders=True).leaders(0, "L20", hand=True).give(0, coins=5).turn(0)
    played_early = [choose(GAME, early, 0, "greedy", f"e:{i}") for i in range(5)]
    assert "leader:discard:L20" not in played_early
    late = Build(2, leaders=True).leaders(0, "L15", hand=True).give(0, coins=5)
    late.s.round = 6
    state = late.turn(0)
    state.p[0].placed = ["white", "black", "orange"]
    state.p[1].placed = ["white", "black", "orange", "neutral"]
    assert choose(GAME, state, 0, "greedy", "l:1") == "leader:discard:L15"


def test_ai_only_games_with_leaders_play_a_fair_share_of_them():
    """Before issue 29 the evaluation gave a leader no value: every one was discarded for a
    privilege. Greedy at two seats (the cheapest look; every level's numbers are in
    ai/README.md) over six games now plays more than a quarter of them."""
    counts: Counter[str] = Counter()
    for g in range(6):
        state = GAME.setup(2, 200 + g, LEADERS_ON)
        moves = 0
        while (d := GAME.decision(state)) is not None:
            seat = next(s for s in d.seats if GAME.legal_ids(state, s))
            cid = choose(GAME, state, seat, "greedy", f"{g}:{moves}")
            if cid.startswith(("leader:play:", "leader:discard:")):
                counts[cid.split(":")[1]] += 1
            GAME.play(state, seat, cid)
            moves += 1
        counts["kept"] += sum(len(p.hand) for p in state.p)
    assert counts["play"] + counts["discard"] + counts["kept"] == 6 * 2 * 4
    assert counts["play"] > 6 * 2 * 4 / 4, counts
