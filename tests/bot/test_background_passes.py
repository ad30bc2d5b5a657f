"""The minute's passes cost what is due, not what exists (issue 33.1): the AI pass loads only
the tables whose last commit said an AI seat decides next, the repair pass only the tables
whose board is pending; every commit keeps the flag exact."""

import asyncio

import pytest

from bot import aiseats
from bot.tables import TableService
from tests.bot.helpers import lobby, started


@pytest.fixture
def ai_service(store, peek, clock):
    return TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())


def counting_loads(store) -> list[int]:
    """The ids of every table row the service reads from now on."""
    loads: list[int] = []
    real = store.get_table

    async def get_table(table_id):
        loads.append(table_id)
        return await real(table_id)

    store.get_table = get_table
    return loads


async def test_a_pass_with_nothing_due_loads_no_table(ai_service, store):
    humans = [(await started(ai_service, 2, channel=f"h{i}")).table_id for i in range(4)]
    with_ai = (await lobby(ai_service, 1, channel="a1")).table_id
    await ai_service.add_bot(with_ai, "u0", "easy")
    await ai_service.start(with_ai, "u0")
    for t in humans:
        await store.set_board_message(t, f"m{t}")
    await store.set_board_message(with_ai, "m")
    loads = counting_loads(store)
    assert await ai_service.resume_ai() == []
    assert await ai_service.boards_pending() == []
    assert await ai_service.idle_turns() == [] and await ai_service.due_reminders() == []
    assert loads == []  # not one table read: the passes asked indexed questions only


async def test_the_ai_flag_is_exact_after_each_click(ai_service, store):
    t = (await lobby(ai_service, 1)).table_id
    await ai_service.add_bot(t, "u0", "easy")
    upd = await ai_service.start(t, "u0")
    for _ in range(6):  # the human clicks; the AI answers within the click
        if upd.status != "playing":
            break
        hand = await ai_service.choices_for(t, "u0")
        upd = await ai_service.act(t, "u0", hand.version, hand.choices[0].id)
        assert await store.ai_waiting() == []  # a human decides next: nothing for the pass


async def test_an_ai_turn_cut_off_is_found_and_a_false_alarm_is_cleared(store, peek, clock):
    started_thinking = asyncio.Event()

    async def hangs(*args):  # the process dies while the AI thinks
        started_thinking.set()
        await asyncio.sleep(3600)

    first = TableService(store, clock=clock, render=False, chooser=hangs)
    t = (await lobby(first, 1)).table_id
    await first.add_bot(t, "u0", "easy")
    await first.start(t, "u0")
    hand = await first.choices_for(t, "u0")
    click = asyncio.create_task(first.act(t, "u0", hand.version, "draw"))
    await asyncio.wait_for(started_thinking.wait(), 5)
    click.cancel()
    with pytest.raises(asyncio.CancelledError):
        await click
    assert [r.id for r in await store.ai_waiting()] == [t]  # the human's commit said so

    second = TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())
    assert len(await second.resume_ai()) == 1
    assert await store.ai_waiting() == []

    other = (await started(second, 2, channel="c2")).table_id  # humans only
    row = await store.get_table(other)
    await store.replace_seat(other, "u1", "u9", "Nine")  # a seat changed hands: "maybe"
    assert [r.id for r in await store.ai_waiting()] == [other]
    assert await second.resume_ai() == []  # looked once: no AI decides
    assert await store.ai_waiting() == [] and (await store.get_table(other)).version == row.version


async def test_the_repair_pass_lists_only_pending_boards(ai_service, store):
    shown = (await started(ai_service, 2, channel="c1")).table_id
    pending = (await started(ai_service, 2, channel="c2")).table_id
    await store.set_board_message(shown, "m1")
    assert [r.id for r in await ai_service.boards_pending()] == [pending]
    await store.set_board_message(pending, "m2")
    assert await ai_service.boards_pending() == []
