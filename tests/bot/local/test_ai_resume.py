"""The local page lets AI seats move that a restart (or a failed AI move) left waiting: at
start and then on a timer, without a click, as the Discord bot's minute pass does."""

import asyncio

import pytest
from aiohttp.test_utils import TestClient, TestServer

from bot import aiseats
from bot.local import create_app
from bot.tables import TableService
from tests.bot.helpers import lobby
from tests.bot.local.conftest import PageClient, choices_of


async def stopped(*args) -> str:
    raise asyncio.CancelledError  # the page was stopped while the AI thought


async def ai_to_move(store, clock) -> int:
    """A table where Anna has played and the AI's move was never made (the page stopped)."""
    before = TableService(store, clock=clock, render=False, chooser=stopped)
    t = (await lobby(before, 1)).table_id
    await before.add_bot(t, "u0", "easy")
    await before.start(t, "u0")
    hand = await before.choices_for(t, "u0")
    with pytest.raises(asyncio.CancelledError):  # draw ends her turn; the AI never chose
        await before.act(t, "u0", hand.version, "draw")
    assert [m.seat for m in await store.moves(t)] == [0]
    return t


async def ai_moved(store, t: int, seconds: float = 20) -> bool:
    for _ in range(int(seconds / 0.05)):
        if 1 in {m.seat for m in await store.moves(t)}:
            return True
        await asyncio.sleep(0.05)
    return False


async def test_a_restarted_page_lets_the_waiting_ai_seat_move_without_a_click(store, peek, clock):
    t = await ai_to_move(store, clock)
    after = TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())
    async with TestClient(TestServer(create_app(after))) as raw:
        assert await ai_moved(store, t)  # nobody clicked
        for _ in range(400):  # the AI's turn may hold more than one step: until it is over
            html = await (await PageClient(raw).get(f"/t/{t}")).text()
            if choices_of(html):
                break
            await asyncio.sleep(0.05)
    assert "Anna" in html and choices_of(html)  # her turn again, with her choices


async def test_an_ai_move_that_went_wrong_while_the_page_runs_is_made_on_the_timer(
    store, peek, clock
):
    t = await ai_to_move(store, clock)
    calls = []
    chooser = aiseats.inline_chooser()

    async def fails_once_more(*args) -> str:
        calls.append(args)
        if len(calls) == 1:  # the pass at start goes wrong too: the AI's answer is not legal
            return "no-such-choice"
        return await chooser(*args)

    after = TableService(store, clock=clock, render=False, chooser=fails_once_more)
    async with TestClient(TestServer(create_app(after, ai_resume_seconds=0.2))):
        assert await ai_moved(store, t)
    assert len(calls) >= 2


async def test_without_the_timer_nothing_moves_by_itself(store, peek, clock):
    t = await ai_to_move(store, clock)
    after = TableService(store, clock=clock, render=False, chooser=aiseats.inline_chooser())
    async with TestClient(TestServer(create_app(after, ai_resume_seconds=None))):
        assert not await ai_moved(store, t, seconds=0.5)
