"""Clicks acknowledged from the raw gateway event (bot/discord/fast_ack.py), through real
discord.Interactions with the HTTP layer replaced."""

import asyncio
import time
import unittest.mock

import discord
import pytest

from bot.discord import callback, fast_ack
from bot.discord.guard import NO_SUCH_BUTTON
from devkit.harness import CHANNEL, Reply, rate_limited, server_error
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


async def test_a_burst_of_clicks_is_acknowledged_before_discord_py_builds_any_of_it(
    h, service, builds
):
    boards = await open_tables(h, 20)
    payloads = [h.fake.click_payload(1, b, cid(b, ":c:play")) for b in boards]
    acks = note_acknowledgements(h, builds)
    before = builds["n"]
    mark = h.fake.mark()
    await h.dispatch_many(payloads)  # all twenty in one loop round, as from one read of the socket
    assert (
        acks == [before] * 20
    )  # every acknowledgement left before the first Interaction was built
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


async def test_a_failed_early_acknowledgement_is_tried_again_by_the_handler_and_the_move_stands(
    h, service
):
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


# -- issue 29: the acknowledgement is in within Discord's three seconds, whatever fails first ----
ACK_FAULTS = {  # what Discord does to the first attempts of the acknowledgement
    "two 500s": ([server_error()] * 2, [], []),
    "three 500s": ([server_error()] * 3, [], []),
    "502, 503, 504": ([server_error(502), server_error(503), server_error(504)], [], []),
    "429 with Via": ([rate_limited(0.5)], [], []),
    "429 without Via": ([rate_limited(0.3, via=False)], [], []),
    "a 500 and a timeout": ([server_error()], [TimeoutError()], []),
    "a hung attempt": ([], [], [5.0]),
    "a hung attempt and a 500": ([server_error()], [], [5.0]),
}


def _fail_acknowledgements(h, case):
    replies, exceptions, stalls = ACK_FAULTS[case]
    h.fake.replies = [("response", r) for r in replies]
    h.fake.faults = [("response", e) for e in exceptions]
    h.fake.stalls = [("response", s) for s in stalls]


async def _acknowledged_after(h, payload) -> float:
    """Seconds from the interaction's arrival to Discord taking its acknowledgement."""
    arrived = time.monotonic()
    await h.dispatch(payload)
    taken = [a for a in h.answers_to(payload) if a.kind == "response" and not a.failed]
    assert len(taken) == 1, [(a.kind, a.failed, a.status) for a in h.answers_to(payload)]
    return taken[0].at - arrived


async def test_every_click_and_command_is_acknowledged_within_three_seconds_whatever_fails_first(
    h, service
):
    """Each fault case on a click (its own table) and on /newgame (its own channel); the
    slowest of them all (p100) must be under three seconds."""
    boards = await open_tables(h, len(ACK_FAULTS))
    h.timeout = 30  # a late acknowledgement is measured, not cut off
    delays: dict[str, float] = {}
    for table, (case, board) in enumerate(zip(ACK_FAULTS, boards, strict=True), start=1):
        _fail_acknowledgements(h, case)
        mark = h.fake.mark()
        delays[f"click, {case}"] = await _acknowledged_after(
            h, h.fake.click_payload(1, board, cid(board, ":c:play"))
        )
        assert len(await service.store.moves(table)) == 1
        shown = [s for s in h.fake.since(mark) if s.kind == "edit_original" and not s.failed]
        assert shown
    for n, case in enumerate(ACK_FAULTS):
        _fail_acknowledgements(h, case)
        payload = h.fake.command_payload(
            1, "newgame", game="peek-and-pile", channel_id=CHANNEL + 5000 + n
        )
        delays[f"/newgame, {case}"] = await _acknowledged_after(h, payload)
        taken = next(a for a in h.answers_to(payload) if a.kind == "response" and not a.failed)
        assert taken.payload == {"type": 5, "data": {"flags": 64}}  # a private "thinking" answer
        assert h.fake.last_board().channel_id == CHANNEL + 5000 + n  # the lobby was posted
    for case, delay in delays.items():
        print(f"{case}: {delay:.2f} s")
    print(f"p100: {max(delays.values()):.2f} s")
    assert max(delays.values()) < 3.0, delays


async def test_an_acknowledgement_never_taken_is_given_up_at_the_deadline_and_the_move_stands(
    h, service
):
    boards = await open_tables(h, 1)
    h.fake.replies = [("response", server_error())] * 100
    mark = h.fake.mark()
    started = time.monotonic()
    await h.dispatch(h.fake.click_payload(1, boards[0], cid(boards[0], ":c:play")))
    tries = [s for s in h.fake.since(mark) if s.kind == "response"]
    assert tries and all(s.failed for s in tries)
    assert max(s.at for s in tries) - started < callback.DEADLINE  # none started past the deadline
    assert len(await service.store.moves(1)) == 1
    edits = [s for s in h.fake.since(mark) if s.kind == "edit" and not s.failed]
    assert edits  # the board shown with the bot token and "Which card?" in edits[-1].content


async def test_already_acknowledged_is_success_after_an_attempt_cut_off_by_its_timeout(h, service):
    """The first attempt hangs past its timeout but reached Discord: the next one is answered
    40060 "already acknowledged", and the click goes on as acknowledged."""
    boards = await open_tables(h, 1)
    h.fake.stalls = [("response", 5.0)]
    taken = Reply(400, {"message": "Interaction has already been acknowledged.", "code": 40060})
    h.fake.replies = [("response", taken)]
    mark = h.fake.mark()
    await h.dispatch(h.fake.click_payload(1, boards[0], cid(boards[0], ":c:play")))
    sent = h.fake.since(mark)
    assert [s.status for s in sent if s.kind == "response"] == [0, 400]
    assert len(await service.store.moves(1)) == 1
    assert [s for s in sent if s.kind == "edit_original" and not s.failed]  # via the interaction
