"""The idle clock: after N hours without a move the AI plays the idle seat's turn."""

import pytest

from bot import aiseats
from bot.tables import Refused, TableService
from tests.bot.helpers import lobby


@pytest.fixture
def service(store, peek, clock):
    return TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())


async def started_with_clock(service, hours=2.0, players=2):
    t = (await lobby(service, players)).table_id
    await service.start(t, "u0")
    await service.set_idle_clock(t, "u0", hours)
    return t


async def test_the_clock_is_off_by_default_and_only_the_host_or_a_manager_sets_it(service, clock):
    t = (await lobby(service, 2)).table_id
    await service.start(t, "u0")
    assert (await service.store.get_table(t)).idle_ai_seconds == 0
    clock.now += 30 * 24 * 3600
    assert await service.idle_turns() == []  # a month idle: nothing happens without the clock
    with pytest.raises(Refused, match="Only the host or a server manager"):
        await service.set_idle_clock(t, "u1", 3)
    with pytest.raises(Refused, match="between 0"):
        await service.set_idle_clock(t, "u0", -1)
    assert (await service.store.get_table(t)).idle_ai_seconds == 0  # refusals changed nothing
    text = await service.set_idle_clock(t, "u1", 12, is_admin=True)
    assert "12 h" in text and "stays theirs" in text
    assert (await service.store.get_table(t)).idle_ai_seconds == 12 * 3600
    assert "off" in await service.set_idle_clock(t, "u0", 0)


async def test_an_idle_turn_is_played_by_the_ai_once_and_the_seat_stays_human(service, clock):
    t = await started_with_clock(service, hours=2)
    before = await service.store.get_table(t)
    clock.now += 2 * 3600 - 5
    assert await service.idle_turns() == []  # not yet
    clock.now += 10
    posted = await service.idle_turns()
    assert len(posted) == 1
    channel, upd = posted[0]
    assert channel == before.channel_id
    assert upd.headline.startswith("Anna had not moved for 2 h, so the AI played that turn")
    assert upd.away and upd.away[0].startswith("Anna")  # what the AI did, in the summary
    assert [p.user_id for p in upd.to_move] == ["u1"] and upd.mention == ("u1",)
    moves = await service.store.moves(t)
    assert [m.seat for m in moves if m.kind == "move"] and all(m.seat == 0 for m in moves)
    seats = await service.store.seats(t)
    assert [s.user_id for s in seats] == ["u0", "u1"]  # the seat is still Anna's
    assert await service.idle_turns() == []  # once: Ben's clock only started now
    # Ben plays himself; Anna's next turn is hers to play, like any other
    hand = await service.choices_for(t, "u1")
    upd = await service.act(t, "u1", hand.version, "draw")
    assert [p.user_id for p in upd.to_move] == ["u0"]
    hand = await service.choices_for(t, "u0")
    assert hand.choices


async def test_the_ai_plays_the_whole_turn_and_no_further(service, clock, peek):
    t = await started_with_clock(service, hours=1)
    row = await service.store.get_table(t)
    turn = peek.decision(service._state(row, peek)).turn
    clock.now += 3601
    await service.idle_turns()
    row = await service.store.get_table(t)
    decision = peek.decision(service._state(row, peek))
    assert decision.seats == (1,) and decision.turn != turn
    moves = await service.store.moves(t)
    assert {m.turn for m in moves} == {turn}  # every stored move belongs to Anna's one turn


async def test_a_move_just_before_the_pass_wins_and_the_clock_plays_nothing(service, clock):
    t = await started_with_clock(service, hours=1)
    clock.now += 3601
    due = await service.store.due_idle_turns(clock())
    assert [r.id for r in due] == [t]
    hand = await service.choices_for(t, "u0")
    await service.act(t, "u0", hand.version, "draw")  # Anna comes back in the nick of time
    assert await service.play_idle_turn(t) is None  # Ben's clock started at her move
    assert all(m.seat == 0 and m.choice == "draw" for m in await service.store.moves(t))


async def test_ai_seats_after_the_idle_turn_move_too_and_the_replay_matches(service, clock):
    t = (await lobby(service, 1)).table_id
    await service.add_bot(t, "u0", "easy")
    await service.start(t, "u0")
    await service.set_idle_clock(t, "u0", 1)
    for _ in range(3):
        clock.now += 3601
        [(_, upd)] = await service.idle_turns()
        assert [p.user_id for p in upd.to_move] == ["u0"] or upd.status == "finished"
        assert upd.away[0].startswith("Anna") and any(line.startswith("AI 1") for line in upd.away)
        if upd.status == "finished":
            break
    row = await service.store.get_table(t)
    replayed = await service.replay_state(t)
    assert service._game(row).dump(replayed) == row.state


async def test_a_closed_table_refuses_the_clock(service):
    t = (await lobby(service, 2)).table_id
    await service.start(t, "u0")
    await service.abandon(t, "u0")
    with pytest.raises(Refused, match="closed"):
        await service.set_idle_clock(t, "u0", 1)


async def test_the_clock_counts_from_the_players_last_step_not_from_the_turns_start(service, clock):
    t = await started_with_clock(service, hours=2)
    clock.now += 2 * 3600 - 60
    hand = await service.choices_for(t, "u0")
    await service.act(
        t, "u0", hand.version, "play"
    )  # step 1 of 3, a minute before the clock ran out
    clock.now += 120  # the turn began over 2 h ago; her last step was two minutes ago
    assert await service.store.due_idle_turns(clock()) == []
    assert await service.idle_turns() == []
    assert [m.choice for m in await service.store.moves(t)] == ["play"]  # the rest is still hers
    hand = await service.choices_for(t, "u0")
    assert hand.choices and all(c.id.startswith("card:") for c in hand.choices)
    clock.now += 2 * 3600 - 125
    assert await service.idle_turns() == []  # not yet two hours since her step
    clock.now += 10
    [(_, upd)] = await service.idle_turns()
    assert upd.headline.startswith("Anna had not moved for 2 h, so the AI played that turn")
    assert [p.user_id for p in upd.to_move] == ["u1"]
    moves = await service.store.moves(t)
    assert [m.seat for m in moves] == [0, 0, 0] and moves[0].choice == "play"


async def test_a_reminder_counts_from_the_players_last_step(service, clock):
    t = (await lobby(service, 2, reminder_hours=1)).table_id
    await service.start(t, "u0")
    clock.now += 3000
    stepped = clock.now
    hand = await service.choices_for(t, "u0")
    await service.act(t, "u0", hand.version, "play")  # she is here, in the middle of her turn
    clock.now += 700  # an hour since her turn began: no reminder
    assert await service.due_reminders() == []
    clock.now += 3000
    (rem,) = await service.due_reminders()
    assert rem.to_move[0].user_id == "u0" and rem.waiting_since == stepped
