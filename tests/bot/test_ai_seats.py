"""Seats held by the AI: /addbot, AI moves through the commit path, /replace, restart."""

import asyncio
import random

import pytest

from bot import aiseats
from bot.tables import Refused, TableService
from tests.bot.helpers import CHANNEL, GUILD, lobby


def counting_chooser(calls: list):
    inner = aiseats.inline_chooser()

    async def choose(slug, state_json, seat, level, seed):
        calls.append((seat, level, seed))
        return await inner(slug, state_json, seat, level, seed)

    return choose


@pytest.fixture
def calls():
    return []


@pytest.fixture
def ai_service(store, peek, clock, calls):
    return TableService(store, clock=clock, render=False, chooser=counting_chooser(calls))


async def human_plays(service, table_id, user="u0", rand=None):
    """The human's whole turn (random legal clicks); the update after its last click."""
    rand = rand or random.Random(3)
    while True:
        hand = await service.choices_for(table_id, user)
        if not hand.choices:
            return None
        upd = await service.act(table_id, user, hand.version, rand.choice(hand.choices).id)
        if upd.status != "playing" or upd.away or user not in {p.user_id for p in upd.to_move}:
            return upd


# -- /addbot -------------------------------------------------------------------------------
async def test_addbot_seats_named_ais_at_each_level_and_refuses_bad_requests(ai_service):
    t = (await lobby(ai_service, 1)).table_id
    upd = await ai_service.add_bot(t, "u0")
    upd = await ai_service.add_bot(t, "u0", "strong")
    assert [p.name for p in upd.players] == ["Anna", "AI 1 (normal)", "AI 2 (strong)"]
    assert (
        aiseats.is_ai(upd.players[1].user_id)
        and aiseats.level_of(upd.players[2].user_id) == "strong"
    )
    with pytest.raises(Refused, match="no AI level 'genius'"):
        await ai_service.add_bot(t, "u0", "genius")
    with pytest.raises(Refused, match="Only the host, a seated player"):
        await ai_service.add_bot(t, "stranger", "easy")
    await ai_service.add_bot(t, "u0", "easy")
    with pytest.raises(Refused, match="full"):
        await ai_service.add_bot(t, "u0", "easy")
    assert len((await ai_service.board(t)).players) == 4


async def test_a_seated_player_who_is_not_the_host_may_add_ai_players_in_the_lobby(ai_service):
    t = (await lobby(ai_service, 2)).table_id  # Anna hosts, Ben sits
    upd = await ai_service.add_bot(t, "u1", "easy")
    assert [p.name for p in upd.players] == ["Anna", "Ben", "AI 1 (easy)"]
    with pytest.raises(Refused, match="Only the host, a seated player .* /join the table first"):
        await ai_service.add_bot(t, "u9", "easy")  # not seated
    assert len((await ai_service.board(t)).players) == 3  # the refusal changed nothing


async def test_a_table_of_ais_only_cannot_start_and_addbot_is_lobby_only(ai_service):
    t = (await lobby(ai_service, 1)).table_id
    await ai_service.add_bot(t, "u0", "easy")
    await ai_service.leave(t, "u0")  # the host leaves: only the AI is seated
    with pytest.raises(Refused, match="at least one human"):
        await ai_service.start(t, "u0", is_admin=True)
    t2 = (await lobby(ai_service, 1, channel="201")).table_id
    await ai_service.add_bot(t2, "u0", "easy")
    await ai_service.start(t2, "u0")
    with pytest.raises(Refused, match="in the lobby"):
        await ai_service.add_bot(t2, "u0", "easy")


# -- AI seats move by themselves -----------------------------------------------------------
async def test_ai_seats_move_after_the_human_and_the_summary_pings_the_human(ai_service, calls):
    t = (await lobby(ai_service, 1)).table_id
    await ai_service.add_bot(t, "u0", "easy")
    await ai_service.add_bot(t, "u0", "easy")
    start = await ai_service.start(t, "u0")
    assert start.to_move[0].user_id == "u0" and not calls
    version_before = start.version
    upd = await ai_service.act(t, "u0", start.version, "draw")  # a draw ends the turn
    assert upd.to_move[0].user_id == "u0"  # both AIs moved: the human decides again
    assert [c[0] for c in calls][:1] == [1] and {c[0] for c in calls} == {1, 2}
    assert all(c[1] == "easy" for c in calls)
    row = await ai_service.store.get_table(t)
    assert [c[2] for c in calls][0].startswith(f"{row.ai_secret}:")
    assert upd.mention == ("u0",) and upd.new_message
    assert [line[:11] for line in upd.away] == ["AI 1 (easy)", "AI 2 (easy)"]
    assert not any(line in upd.turn_events for line in upd.away)
    assert not any(aiseats.is_ai(u) for u in upd.private)  # nobody is told an AI's private lines
    moves = await ai_service.store.moves(t)
    assert {m.seat for m in moves} == {0, 1, 2} and len(moves) == upd.version - version_before
    state = await ai_service.replay_state(t)
    assert ai_service._game(row).dump(state) == row.state  # the log replays to the stored state


@pytest.mark.parametrize("game", ["lorenzo-il-magnifico", "coimbra", "de-vulgari-eloquentia"])
async def test_one_human_and_three_ais_play_to_the_end(store, clock, game):
    service = TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())
    t = (
        await service.new_table(
            guild_id=GUILD, channel_id=CHANNEL, user_id="u0", name="Anna", game=game, seed=11
        )
    ).table_id
    for _ in range(3):
        await service.add_bot(t, "u0", "easy")
    upd = await service.start(t, "u0")
    rand = random.Random(5)
    for _ in range(400):
        if upd.status != "playing":
            break
        assert {p.user_id for p in upd.to_move} == {"u0"}  # only the human is ever waited for
        upd = await human_plays(service, t, rand=rand)
    assert upd.status == "finished" and upd.scoreboard
    row = await store.get_table(t)
    assert service._game(row).dump(await service.replay_state(t)) == row.state
    assert {m.seat for m in await store.moves(t)} == {0, 1, 2, 3}


async def test_the_real_runner_moves_an_ai_seat_in_its_own_process(store, clock):
    service = TableService(store, clock=clock, render=False)  # the default: an AIRunner process
    try:
        t = (
            await service.new_table(
                guild_id=GUILD,
                channel_id=CHANNEL,
                user_id="u0",
                name="Anna",
                game="coimbra",
                seat_order="joined",
                seed=3,
            )
        ).table_id
        await service.add_bot(t, "u0", "easy")
        upd = await service.start(t, "u0")
        if upd.to_move[0].user_id == "u0":
            upd = await human_plays(service, t)
        assert upd.away and upd.to_move[0].user_id == "u0"
        assert 1 in {m.seat for m in await store.moves(t)}
    finally:
        service.close()


# -- restart in the middle of an AI turn ---------------------------------------------------
async def test_a_restart_mid_ai_turn_makes_that_ai_move_exactly_once(store, peek, clock, calls):
    started = asyncio.Event()

    async def hangs(*args):  # the process dies while the AI thinks
        started.set()
        await asyncio.sleep(3600)

    first = TableService(store, clock=clock, render=False, chooser=hangs)
    t = (await lobby(first, 1)).table_id
    await first.add_bot(t, "u0", "easy")
    await first.start(t, "u0")
    hand = await first.choices_for(t, "u0")
    click = asyncio.create_task(first.act(t, "u0", hand.version, "draw"))  # draw ends the turn
    await asyncio.wait_for(started.wait(), 5)
    click.cancel()
    with pytest.raises(asyncio.CancelledError):
        await click
    row = await store.get_table(t)
    assert [m.seat for m in await store.moves(t)] == [0]  # the human's move is stored, no AI move

    second = TableService(store, clock=clock, render=False, chooser=counting_chooser(calls))
    resumed = await second.resume_ai()
    assert [(ch, u.to_move[0].user_id) for ch, u in resumed] == [(CHANNEL, "u0")]
    assert resumed[0][1].away and resumed[0][1].mention == ("u0",)
    assert calls[0][2] == aiseats.ai_seed(row.ai_secret, row.version)
    ai_moves = [m for m in await store.moves(t) if m.seat == 1]
    assert len(ai_moves) == len(calls) >= 1
    assert await second.resume_ai() == []  # nothing left to do: the AI moved once
    assert len([m for m in await store.moves(t) if m.seat == 1]) == len(ai_moves)


# -- /replace ------------------------------------------------------------------------------
async def test_replace_a_human_with_a_member_moves_the_private_view(ai_service):
    t = (await lobby(ai_service, 2)).table_id
    await ai_service.start(t, "u0")
    with pytest.raises(Refused, match="Only the host"):
        await ai_service.replace(t, "u1", "u0", new_user="u9", new_name="Zoe")
    with pytest.raises(Refused, match="already has a seat"):
        await ai_service.replace(t, "u0", "u1", new_user="u0", new_name="Anna")
    with pytest.raises(Refused, match="no seat"):
        await ai_service.replace(t, "u0", "u7", new_user="u9", new_name="Zoe")
    upd = await ai_service.replace(t, "u0", "u1", new_user="u9", new_name="Zoe")
    assert "Ben's seat is now played by Zoe" in upd.headline
    assert [p.name for p in upd.players] == ["Anna", "Zoe"]
    hand = await ai_service.hand(t, "u9", image_wanted=False)
    assert "Zoe" in hand.text or hand.text
    with pytest.raises(Refused, match="not playing"):
        await ai_service.hand(t, "u1", image_wanted=False)
    # the server manager may replace too, and the host's own seat hands the host role over
    await ai_service.replace(t, "u9", "u0", new_user="u8", new_name="Yan", is_admin=True)
    assert (await ai_service.store.get_table(t)).host_id == "u8"


async def test_replace_a_human_with_an_ai_that_then_moves(ai_service, calls):
    t = (await lobby(ai_service, 2)).table_id
    await ai_service.start(t, "u0")  # Anna (seat 0) is to move
    with pytest.raises(Refused, match="not both"):
        await ai_service.replace(t, "u0", "u0", new_user="u9", level="easy")
    upd = await ai_service.replace(t, "u0", "u0", level="easy")  # the host hands over her own seat
    assert "Anna's seat is now played by AI 1 (easy)" in upd.headline
    assert calls and calls[0][0] == 0 and upd.away  # the AI took Anna's turn at once
    assert upd.to_move[0].user_id == "u1" and upd.mention == ("u1",)
    assert (await ai_service.store.get_table(t)).host_id == "u1"
    with pytest.raises(Refused, match="at least one human"):
        await ai_service.replace(t, "u1", "u1", level="normal")
    with pytest.raises(Refused, match="not playing"):
        await ai_service.hand(t, "u0", image_wanted=False)


async def test_leaving_mid_game_offers_a_replacement(ai_service):
    t = (await lobby(ai_service, 2)).table_id
    await ai_service.start(t, "u0")
    with pytest.raises(Refused, match="/replace"):
        await ai_service.leave(t, "u1")


async def test_reminders_never_name_an_ai_seat(store, peek, clock):
    async def hangs(*args):
        await asyncio.sleep(3600)

    service = TableService(store, clock=clock, render=False, chooser=hangs)
    t = (await lobby(service, 1, reminder_hours=1)).table_id
    await service.add_bot(t, "u0", "easy")
    await service.start(t, "u0")
    click = asyncio.create_task(
        service.act(t, "u0", (await service.choices_for(t, "u0")).version, "draw")
    )
    await asyncio.sleep(0.05)
    click.cancel()  # the AI never answers: it is the AI's turn
    clock.now += 7200
    assert await service.due_reminders() == []
