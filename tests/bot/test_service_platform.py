"""The service on a busy server: replays off the loop, a click never reads the whole log,
simultaneous answers, ids out of range, damaged rows, closing tables."""

import asyncio
import random
import time

import pytest

from bot.tables import MAX_ID, Recorded, Refused, TableService, Tail
from db import MoveRow, effective_moves
from tests.bot.helpers import GUILD, started, user_of


async def heartbeat(stop: asyncio.Event, gaps: list[float], every: float = 0.005) -> None:
    last = time.perf_counter()
    while not stop.is_set():
        await asyncio.sleep(every)
        now = time.perf_counter()
        gaps.append(now - last - every)
        last = now


async def test_undo_and_history_replay_off_the_event_loop(service, peek, monkeypatch):
    upd = await started(service, 2)
    t = upd.table_id
    upd = await service.act(t, "u0", upd.version, "play")
    real = peek.replay

    def slow_replay(*args, **kwargs):  # a long game's replay: 0.3 s of pure CPU work
        time.sleep(0.3)
        return real(*args, **kwargs)

    monkeypatch.setattr(peek, "replay", slow_replay)
    stop, gaps = asyncio.Event(), []
    beat = asyncio.create_task(heartbeat(stop, gaps))
    await asyncio.sleep(0.02)
    await service.history(t, 1)
    await service.replay_state(t)
    upd = await service.undo(t, "u0")
    stop.set()
    await beat
    assert "takes back" in upd.events[0]
    assert max(gaps) < 0.1, f"the loop stalled {max(gaps) * 1000:.0f} ms"


async def test_a_click_does_not_read_the_whole_move_log(service, monkeypatch):
    upd = await started(service, 2)
    t = upd.table_id
    reads = []
    real = service.store.moves

    async def counting(table_id):
        reads.append(table_id)
        return await real(table_id)

    monkeypatch.setattr(service.store, "moves", counting)
    pick = random.Random(3)
    for _ in range(40):
        if upd.status != "playing":
            break
        upd = await service.act(t, user_of(upd), upd.version, pick.choice(upd.choices).id)
    assert len(reads) <= 1  # read once into the tail; every later click uses the tail


async def test_undo_offers_follow_the_log_through_random_undos(store, peek, clock):
    service = TableService(store, clock=clock, render=False)
    upd = await started(service, 2)
    t = upd.table_id
    pick = random.Random(11)
    for _ in range(120):
        if upd.status != "playing":
            break
        mover = user_of(upd)
        if mover in upd.undo_allowed_for and pick.random() < 0.4:
            upd = await service.undo(t, mover, upd.version)
        else:
            upd = await service.act(t, mover, upd.version, pick.choice(upd.choices).id)
        fresh = await TableService(store, clock=clock, render=False).board(
            t
        )  # read from the database
        assert upd.undo_allowed_for == fresh.undo_allowed_for
        standing = effective_moves(await store.moves(t))
        if upd.undo_allowed_for:
            assert standing and str(standing[-1].seat) in upd.undo_allowed_for[0][-1]


def test_a_tail_that_cannot_tell_says_so():
    def row(kind, seat=0):
        return MoveRow(0, kind, seat, "x", 1, False, [], 0.0)

    tail = Tail(10, [row("move"), row("undo"), row("undo")], whole=False)
    assert tail.last_standing() is False  # the undone move is older than the tail
    assert Tail(10, [row("undo")], whole=True).last_standing() is None
    assert (
        Tail(10, [row("move", 1), row("move", 0), row("undo")], whole=False).last_standing().seat
        == 1
    )
    assert Tail(10, [row("move")] * 3, whole=False).since(8) == [row("move")] * 2
    assert Tail(10, [row("move")] * 3, whole=False).since(6) is None
    assert Tail(10, [], whole=True).since(11) is None


# -- simultaneous decisions, at the service -------------------------------------------------------
async def _draft(store, clock, players):
    service = TableService(store, clock=clock, render=False)
    upd = await service.new_table(
        guild_id=GUILD,
        channel_id="d",
        user_id="u0",
        name="Anna",
        game="lorenzo-il-magnifico",
        options={"leaders": True},
        seat_order="joined",
        seed=4,
    )
    for i in range(1, players):
        await service.join(upd.table_id, f"u{i}", f"P{i}")
    upd = await service.start(upd.table_id, "u0")
    assert upd.simultaneous
    return service, upd


async def test_every_seat_answers_a_draft_round_at_the_same_instant(store, clock):
    service, upd = await _draft(store, clock, 4)
    t = upd.table_id
    offers = {f"u{i}": await service.choices_for(t, f"u{i}") for i in range(4)}
    results = await asyncio.gather(
        *(service.act(t, u, h.version, h.choices[0].id) for u, h in offers.items()),
        return_exceptions=True,
    )
    assert not [r for r in results if isinstance(r, Exception)], results
    assert len(await store.moves(t)) == 4


async def test_a_truly_stale_draft_answer_is_refused(store, clock):
    service, upd = await _draft(store, clock, 3)
    t = upd.table_id
    offers = {f"u{i}": await service.choices_for(t, f"u{i}") for i in range(3)}
    await service.act(t, "u0", offers["u0"].version, offers["u0"].choices[0].id)
    with pytest.raises(Refused, match="out of date"):  # u0 already answered this round
        await service.act(t, "u0", offers["u0"].version, offers["u0"].choices[1].id)
    await service.act(t, "u1", offers["u1"].version, offers["u1"].choices[0].id)
    await service.act(
        t, "u2", offers["u2"].version, offers["u2"].choices[0].id
    )  # two answers later
    with pytest.raises(Refused, match="out of date"):  # the round is over: its offer is stale
        await service.act(t, "u1", offers["u1"].version, offers["u1"].choices[1].id)
    with pytest.raises(Refused, match="out of date"):  # a version from the future
        await service.act(t, "u1", offers["u1"].version + 50, offers["u1"].choices[1].id)
    assert len(await store.moves(t)) == 3


async def test_a_stale_version_in_a_turn_based_decision_is_still_refused(service):
    upd = await started(service, 2)
    await service.act(upd.table_id, "u0", upd.version, "play")
    with pytest.raises(Refused, match="out of date"):
        await service.act(upd.table_id, "u0", upd.version, "draw")


# -- ids, damage, closing ---------------------------------------------------------------------
@pytest.mark.parametrize("table_id", [0, -1, MAX_ID + 1, 2**64, 10**30])
async def test_ids_out_of_range_are_refused(service, table_id):
    await started(service, 2)
    for call in (
        service.act(table_id, "u0", 1, "play"),
        service.join(table_id, "u9", "X"),
        service.board(table_id),
        service.history(table_id),
        service.undo(table_id, "u0"),
        service.check_place(table_id, guild_id=GUILD, channel_id="200", user_id="u0"),
    ):
        with pytest.raises(Refused, match="no such table"):
            await call


async def test_a_failure_after_a_start_says_the_game_started(service, monkeypatch):
    upd = await started(service, 1)
    assert upd.status == "playing"
    from tests.bot.helpers import lobby

    other = await lobby(service, 2, channel="201")

    async def broken(*args, **kwargs):
        raise ValueError("no picture today")

    monkeypatch.setattr(service, "_play_update", broken)
    with pytest.raises(
        Recorded, match="The game has started, but the board could not be shown: no picture"
    ):
        await service.start(other.table_id, "u0")
    assert (await service.store.get_table(other.table_id)).status == "playing"


async def test_one_damaged_row_never_breaks_the_listing_or_reminders(service, clock, caplog):
    a = await started(service, 2)
    b = await started(service, 2, channel="201")
    await service.store._conn.execute(
        "UPDATE game_tables SET state = '{\"broken' WHERE id = ?", (a.table_id,)
    )
    service._states.clear()
    listing = await service.games_in_guild(GUILD)
    assert [(s.table_id, s.damaged) for s in listing] == [(a.table_id, True), (b.table_id, False)]
    clock.now += 25 * 3600
    reminders = await service.due_reminders()
    assert [r.table_id for r in reminders] == [b.table_id]
    with pytest.raises(Refused):
        await service.act(a.table_id, "u0", a.version, "play")


async def test_closing_a_channel_keeps_everything_and_stops_reminders(service, clock):
    upd = await started(service, 2)
    await service.act(upd.table_id, "u0", upd.version, "draw")
    closed = await service.close_tables(channel_id="200", reason="the channel was deleted")
    assert closed == [upd.table_id]
    row = await service.store.get_table(upd.table_id)
    assert row.status == "abandoned" and row.result == {"closed": "the channel was deleted"}
    assert len(await service.store.moves(upd.table_id)) == 1
    clock.now += 48 * 3600
    assert await service.due_reminders() == []
    assert await service.close_tables(channel_id="200", reason="again") == []
