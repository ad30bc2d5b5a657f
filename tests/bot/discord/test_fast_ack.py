"""Clicks acknowledged from the raw gateway event (bot/discord/fast_ack.py), through real
discord.Interactions with the HTTP layer replaced."""

import asyncio
import time
import unittest.mock

import discord
import pytest

from bot.discord import fast_ack
from bot.discord.guard import NO_SUCH_BUTTON
from tests.bot.discord.test_busy_server import internal_errors, open_tables
from tests.bot.discord.test_faults import fault
from tests.bot.discord.test_guard import forged
from tests.bot.discord.test_play import cid


@pytest.fixture
def builds(monkeypatch):
    """How many discord.Interactions discord.py has built so far."""
    count = {"n": 0}
    original = discord.Interaction._from_data

    def counting(self, data):
        count["n"] += 1
        return original(self, data)

    monkeypatch.setattr(discord.Interaction, "_from_data", counting)
    return count


def note_acknowledgements(h, builds) -> list[int]:
    """For every interaction callback sent from now on: how many Interactions were built then."""
    seen: list[int] = []
    send = h.fake.webhook_request

    async def noting(adapter, route, session=None, **kw):
        if route.url.endswith("/callback"):
            seen.append(builds["n"])
        return await send(adapter, route, session, **kw)

    h.fake.webhook_request = noting
    return seen


async def test_a_burst_of_clicks_is_acknowledged_before_discord_py_builds_any_of_it(h, service, builds):
    boards = await open_tables(h, 20)
    payloads = [h.fake.click_payload(1, b, cid(b, ":c:play")) for b in boards]
    acks = note_acknowledgements(h, builds)
    before = builds["n"]
    mark = h.fake.mark()
    await h.dispatch_many(payloads)  # all twenty in one loop round, as from one read of the socket
    assert acks == [before] * 20  # every acknowledgement left before the first Interaction was built
    assert builds["n"] == before + 20
    sent = h.fake.since(mark)
    assert internal_errors(sent) == []
    for p in payloads:  # one acknowledgement each (a deferred update), never a second one
        callbacks = [a for a in h.answers_to(p) if a.kind == "response"]
        assert [c.payload.get("type") for c in callbacks] == [6]
    for t in range(1, 21):
        assert len(await service.store.moves(t)) == 1
    assert h.bot.fast_ack.acks == {} and not h.bot.fast_ack.queue  # nothing kept per click


async def test_a_foreign_custom_id_is_answered_by_discord_py_not_acknowledged_early(h, builds):
    await open_tables(h, 1)
    acks = note_acknowledgements(h, builds)
    payload = h.fake.click_payload(1, forged("not-ours:42"), "not-ours:42")
    await h.dispatch(payload)
    answers = h.answers_to(payload)
    assert [a.content for a in answers if a.ephemeral] == [NO_SUCH_BUTTON]
    assert acks and acks[0] > 0  # answered after discord.py built it, as before
    assert h.bot.fast_ack.acks == {}


async def test_a_failed_early_acknowledgement_is_tried_again_by_the_handler_and_the_move_stands(h, service):
    boards = await open_tables(h, 1)
    payload = h.fake.click_payload(1, boards[0], cid(boards[0], ":c:play"))
    h.fake.faults = [("response", fault("403"))]  # Discord refuses the early acknowledgement once
    await h.dispatch(payload)
    callbacks = [a for a in h.answers_to(payload) if a.kind == "response"]
    assert len(callbacks) == 2 and callbacks[0].failed and not callbacks[1].failed
    assert len(await service.store.moves(1)) == 1


async def test_events_wait_in_the_queue_a_few_milliseconds_per_loop_round(h, monkeypatch):
    boards = await open_tables(h, 12)
    payloads = [h.fake.click_payload(1, b, cid(b, ":c:play")) for b in boards]
    rounds: list[int] = []
    parse = h.bot.fast_ack.parse
    tick = {"n": 0}

    async def ticking():
        while True:
            tick["n"] += 1
            await asyncio.sleep(0)

    def slow_parse(data):
        rounds.append(tick["n"])
        end = time.perf_counter() + 0.002  # a parse of 2 ms: two fit in the 4 ms budget
        while time.perf_counter() < end:
            pass
        parse(data)

    monkeypatch.setattr(h.bot.fast_ack, "parse", slow_parse)
    ticker = asyncio.create_task(ticking())
    try:
        await h.dispatch_many(payloads)
    finally:
        ticker.cancel()
    assert len(rounds) == 12
    assert len(set(rounds)) >= 4  # spread over loop rounds, the loop free in between
    assert max(rounds.count(r) for r in set(rounds)) <= 3


async def test_the_early_acknowledgement_marks_discord_py_response_as_done(h, builds):
    boards = await open_tables(h, 1)
    payload = h.fake.click_payload(1, boards[0], cid(boards[0], ":c:play"))
    seen = {}
    original = fast_ack.FastAck.taken

    async def spying(self, interaction):
        out = await original(self, interaction)
        seen["done"] = interaction.response.is_done()
        seen["type"] = interaction.response.type
        return out

    with unittest.mock.patch.object(fast_ack.FastAck, "taken", spying):
        await h.dispatch(payload)
    assert seen == {"done": True, "type": discord.InteractionResponseType.deferred_message_update}
