"""Many tables at the same instant, simultaneous decisions, through real discord.Interactions."""

import itertools
import logging
import random

import games
from bot.discord.guard import UNEXPECTED
from devkit.harness import CHANNEL, Sent, uid
from tests.bot.discord.test_play import cid

INTERNAL = ("Something went wrong", UNEXPECTED[:40])


def internal_errors(sent: list[Sent]) -> list[str]:
    return [s.content for s in sent if any(t in s.content for t in INTERNAL)]


def error_logs(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.levelno >= logging.ERROR]


async def open_tables(h, n: int, first_channel: int = CHANNEL + 1000) -> list[Sent]:
    """``n`` started two-player tables in ``n`` channels, set up one after the other."""
    boards = []
    for i in range(n):
        ch = first_channel + i
        await h.command(1, "newgame", game="peek-and-pile", seat_order="joined", channel_id=ch)
        await h.command(2, "join", channel_id=ch)
        await h.command(1, "start", channel_id=ch)
        boards.append(h.fake.board())
    return boards


async def test_a_hundred_tables_clicked_at_the_same_instant(h, service, caplog):
    boards = await open_tables(h, 100)
    mark = h.fake.mark()
    payloads = [h.fake.click_payload(1, b, cid(b, ":c:play")) for b in boards]
    await h.dispatch_many(payloads)
    sent = h.fake.since(mark)
    # the same player goes on choosing, so each board is updated in place (one message per turn)
    shown = [s for s in sent if s.kind in ("message", "edit", "edit_original") and not s.failed]
    assert {b.message_id for b in boards} <= {s.message_id for s in shown}
    assert internal_errors(sent) == [] and error_logs(caplog) == []
    for p in payloads:  # each click: deferred once, no refusal
        answers = h.answers_to(p)
        assert answers and answers[0].kind == "response", answers
        assert not [a for a in answers if a.ephemeral and a.content], [a.content for a in answers]
    for t in range(1, 101):
        row = await service.store.get_table(t)
        assert row.version == 2 and row.board_message_id is not None
        assert len(await service.store.moves(t)) == 1  # applied exactly once


async def test_the_same_click_twice_at_the_same_instant_on_many_tables_applies_once(
    h, service, caplog
):
    boards = await open_tables(h, 20)
    mark = h.fake.mark()
    payloads = [h.fake.click_payload(1, b, cid(b, ":c:play")) for b in boards for _ in range(2)]
    await h.dispatch_many(payloads)
    sent = h.fake.since(mark)
    shown = [s for s in sent if s.kind in ("message", "edit", "edit_original") and not s.failed]
    assert {b.message_id for b in boards} <= {s.message_id for s in shown}
    stale = [s for s in sent if s.ephemeral and "out of date" in s.content]
    assert len(stale) == 20 and internal_errors(sent) == [] and error_logs(caplog) == []
    for t in range(1, 21):
        assert len(await service.store.moves(t)) == 1


async def test_fifty_lobbies_opened_joined_and_started_at_the_same_instant(h, service, caplog):
    channels = [CHANNEL + 2000 + i for i in range(50)]
    steps = [
        [
            h.fake.command_payload(
                1, "newgame", game="peek-and-pile", seat_order="joined", channel_id=c
            )
            for c in channels
        ],
        [h.fake.command_payload(n, "join", channel_id=c) for c in channels for n in (2, 3)],
        [h.fake.command_payload(1, "start", channel_id=c) for c in channels]
        + [h.fake.command_payload(2, "leave", channel_id=channels[0])],  # too late: refused
    ]
    mark = h.fake.mark()
    for payloads in steps:
        await h.dispatch_many(payloads)
    sent = h.fake.since(mark)
    assert internal_errors(sent) == [] and error_logs(caplog) == []
    assert len([s for s in sent if s.kind == "message"]) == 50 * 4
    rows = [await service.store.get_table(t) for t in range(1, 51)]
    assert {r.channel_id for r in rows} == {str(c) for c in channels}
    assert all(r.status == "playing" for r in rows)
    for r in rows:
        assert len(await service.store.seats(r.id)) == 3


async def test_fifty_newgames_in_one_channel_at_once_open_exactly_one_table(h, service, caplog):
    await h.dispatch_many(
        [h.fake.command_payload(n, "newgame", game="peek-and-pile") for n in range(1, 51)]
    )
    assert await service.store.count_tables() == 1
    refusals = [s for s in h.fake.ephemerals() if "already has an open table" in s.content]
    assert len(refusals) == 49 and error_logs(caplog) == []


# -- simultaneous decisions ------------------------------------------------------------------------
async def _draft_table(h, monkeypatch, players: int):
    monkeypatch.setattr(games, "_discovered", False)  # the real Lorenzo, with its leader draft
    await h.command(
        1, "newgame", game="lorenzo-il-magnifico", options="leaders=true", seat_order="joined"
    )
    for n in range(2, players + 1):
        await h.command(n, "join")
    await h.command(1, "start")
    board = h.fake.board()
    assert board.custom_ids[0].endswith(":pick"), board.custom_ids
    return board


async def _private_buttons(h, board, players: int) -> dict[int, Sent]:
    """Every player opens their own choices from the same public board."""
    mine = {}
    for n in range(1, players + 1):
        out = await h.click(n, board, board.custom_ids[0])
        own = [s for s in out if s.kind == "followup" and s.ephemeral and s.custom_ids]
        assert own, [s.content for s in out]
        mine[n] = own[-1]
    return mine


async def test_a_leader_draft_accepts_every_seats_answer_in_any_order(h, service, monkeypatch):
    board = await _draft_table(h, monkeypatch, 3)
    for order in itertools.permutations((1, 2, 3)):
        row = await service.store.get_table(1)
        before = len(await service.store.moves(1))
        mine = await _private_buttons(h, board, 3)  # all drawn at the same version
        for n in order:
            out = await h.click(n, mine[n], mine[n].custom_ids[0])
            assert not [
                s.content for s in out if s.ephemeral and s.content and "out of date" in s.content
            ]
        assert len(await service.store.moves(1)) == before + 3
        board = h.fake.board()
        # truly stale: the first answerer clicks its old button again in the next round
        again = await h.click(order[0], mine[order[0]], mine[order[0]].custom_ids[1])
        assert any("out of date" in s.content for s in again if s.ephemeral)
        assert len(await service.store.moves(1)) == before + 3
        assert (await service.store.get_table(1)).version == row.version + 3
        if "Leader draft" not in board.payload.get("content", ""):
            break  # the draft is over: enough orders were tried (a private turn also has ":pick")


async def test_a_leader_draft_answered_by_all_seats_at_the_same_instant(
    h, service, monkeypatch, caplog
):
    board = await _draft_table(h, monkeypatch, 4)
    rounds = 0
    while "Leader draft" in board.payload.get("content", ""):
        mine = await _private_buttons(h, board, 4)
        before = len(await service.store.moves(1))
        pick = random.Random(rounds)
        payloads = [
            h.fake.click_payload(n, mine[n], pick.choice(mine[n].custom_ids)) for n in (1, 2, 3, 4)
        ]
        # and one seat double-clicks: exactly one of its two answers counts
        payloads.append(h.fake.click_payload(2, mine[2], mine[2].custom_ids[-1]))
        mark = h.fake.mark()
        await h.dispatch_many(payloads)
        sent = h.fake.since(mark)
        assert len(await service.store.moves(1)) == before + 4, [
            s.content for s in sent if s.ephemeral
        ]
        assert len([s for s in sent if s.ephemeral and "out of date" in s.content]) == 1
        assert internal_errors(sent) == [] and error_logs(caplog) == []
        board = h.fake.board()
        rounds += 1
    assert rounds >= 3
    seats = {s.seat: s.user_id for s in await service.store.seats(1)}
    moved = [m.seat for m in await service.store.moves(1)][: rounds * 4]
    assert sorted(moved) == sorted(list(seats) * rounds)
    assert str(uid(1)) in seats.values()


# -- the event loop stays free ---------------------------------------------------------------------
SLOW_STEP = 0.03  # seconds each engine call takes in the test below (a sleep: no CPU, no GIL)


def slowed(method, calls: list[tuple[bool, int, int]], ticks: list[int]):
    """``method`` taking SLOW_STEP longer, noting (on the loop's thread?,
    ticks at start, at end)."""
    import functools
    import threading
    import time

    loop_thread = threading.get_ident()

    @functools.wraps(method)
    def slow(*args, **kwargs):
        start = ticks[0]
        time.sleep(SLOW_STEP)
        try:
            return method(*args, **kwargs)
        finally:
            calls.append((threading.get_ident() == loop_thread, start, ticks[0]))

    return slow


async def test_a_burst_of_clicks_with_slow_engine_steps_leaves_the_loop_free(
    h, service, peek, monkeypatch
):
    """Every engine call of a click (apply, choices, views) runs off the event loop: a
    heartbeat keeps ticking while they run, and every click is acknowledged before the
    first click's engine work is done."""
    import asyncio

    boards = await open_tables(h, 12)
    calls: list[tuple[bool, int, int]] = []
    ticks = [0]
    for name in ("apply", "legal_choices", "view"):
        monkeypatch.setattr(type(peek), name, slowed(getattr(type(peek), name), calls, ticks))
    stop = asyncio.Event()

    async def heartbeat():
        while not stop.is_set():
            await asyncio.sleep(0.001)
            ticks[0] += 1

    beat = asyncio.create_task(heartbeat())
    mark = h.fake.mark()
    payloads = [h.fake.click_payload(1, b, cid(b, ":c:play")) for b in boards]
    await h.dispatch_many(payloads)
    stop.set()
    await beat
    sent = h.fake.since(mark)
    assert calls and internal_errors(sent) == []
    assert [c for c in calls if c[0]] == [], "engine calls ran on the event loop's thread"
    ticked = [c for c in calls if c[2] > c[1]]
    assert len(ticked) >= len(calls) // 2, (len(ticked), len(calls))  # measured in ticks, not ms
    acks = [i for i, s in enumerate(sent) if s.kind == "response"]
    first_board = min(
        i for i, s in enumerate(sent) if s.kind in ("message", "edit", "edit_original")
    )
    assert len(acks) == len(payloads) and max(acks) < first_board
    for t in range(1, len(boards) + 1):
        assert len(await service.store.moves(t)) == 1  # applied exactly once
