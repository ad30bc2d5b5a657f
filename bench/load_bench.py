"""A busy server: N tables of the four games clicked at the same instant, then a steady
rate of clicks on 50 of them, through the Discord adapter (real discord.Interactions,
HTTP replaced by devkit/harness.py with a simulated network delay).

    .venv/bin/python -m bench.load_bench [--tables 300] [--steady 2000] [--rate 25]
                                         [--delay 0.03] [--render] [--seed 1]
                                         [--worker-processes 2 | --modes 2,0]

Prints: clicks, internal errors, acknowledgement p50/p95/max (and when the bot sent it),
board-ready p50/p95, the longest event-loop stall (a 5 ms heartbeat task), boards per
second, RSS after 200 and after 2,000 steady clicks; and, immune to the other processes
on a loaded machine, the loop thread's CPU per callback (p99, longest, total) and this
process's CPU seconds. --trace-stalls samples what the loop thread runs while it is late
(devkit/stall_tracer.py). Board pictures are rendered only with --render (0.4-1.5 s of
CPU each here: with them the boards/s figure measures the renderer, not the platform).
Targets (issue 11): 0 internal errors, ack p95 <= 100 ms, stall <= 50 ms, RSS growth
between 200 and 2,000 clicks within 5 %.

CPU per click is printed for the loop's process and for its worker processes apart (read
from /proc). ``--modes 2,0`` runs the whole bench once per mode, each in a new process
(``2``: two engine worker processes, ``0``: threads), one after the other, and ends with
their main numbers side by side.
"""

from __future__ import annotations

import argparse
import asyncio
import contextvars
import gc
import json
import logging
import os
import random
import subprocess
import sys
import tempfile
import time
from array import array
from dataclasses import dataclass, field
from pathlib import Path

import pytest

import games
from bot import cpu
from bot.tables import TableService
from db import Store
from devkit.harness import CHANNEL, GUILD, FakeDiscord, Sent, make_harness, uid
from devkit.realplay import SLUGS
from devkit.stall_tracer import StallTracer
from devkit.timing import footer

INTERNAL = ("Something went wrong",)
RSS_MARKS = (200, 1000, 2000, 4000, 8000)  # steady clicks after which the RSS is noted
CLICK: contextvars.ContextVar[list[asyncio.Task] | None] = contextvars.ContextVar(
    "click", default=None
)
FIRST_CHANNEL = CHANNEL + 10_000


def process_cpu(pids: list[int]) -> float:
    """CPU seconds (user + system) the processes ``pids`` have used so far (0 for one gone)."""
    total = 0.0
    for pid in pids:
        try:
            with open(f"/proc/{pid}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return total


def rss_mib() -> float:
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * 4096 / 2**20


class Journal:
    """The fake's record of requests, kept per interaction token and per channel until
    the bench has read them (then dropped: the bench's own memory stays flat, so the
    RSS figures are the bot's)."""

    def __init__(self) -> None:
        self.count = 0
        self.in_flight: dict[int, Sent] = {}
        self.sent_at: dict[int, float] = {}  # id(Sent) -> when the bot sent it
        self.by_token: dict[str, list[Sent]] = {}
        self.by_channel: dict[int, list[Sent]] = {}

    def __len__(self) -> int:
        return self.count

    def append(self, rec: Sent) -> None:
        self.sent_at[id(rec)] = time.perf_counter()
        self.in_flight[self.count] = rec
        self.count += 1
        parts = rec.path.split("/")
        if (
            rec.via == "webhook" and len(parts) > 3
        ):  # /webhooks/<app>/<token>/... or /interactions/<id>/<token>/...
            self.by_token.setdefault(parts[3], []).append(rec)
        elif len(parts) > 2 and parts[1] == "channels":
            self.by_channel.setdefault(int(parts[2]), []).append(rec)

    def take(self, *, token: str | None = None, channel: int | None = None) -> list[Sent]:
        if token is not None:
            return self.by_token.pop(token, [])
        return self.by_channel.pop(channel, [])


class TimedFake(FakeDiscord):
    """The harness's fake Discord, noting when each request completed (after the delay)."""

    def __init__(self) -> None:
        super().__init__()
        self.sent = Journal()  # type: ignore[assignment]
        self.done_at: dict[int, float] = {}  # id(Sent) -> time, until the bench reads it

    async def http_request(self, route, **kwargs):
        n = len(self.sent)  # the record is appended before the first await
        try:
            return await super().http_request(route, **kwargs)
        finally:
            self.done_at[id(self.sent.in_flight.pop(n))] = time.perf_counter()

    async def webhook_request(self, adapter, route, session=None, **kwargs):
        n = len(self.sent)
        try:
            return await super().webhook_request(adapter, route, session, **kwargs)
        finally:
            self.done_at[id(self.sent.in_flight.pop(n))] = time.perf_counter()

    def finished(self, rec: Sent, default: float) -> float:
        return self.done_at.get(id(rec), default)

    def forget(self, records: list[Sent]) -> None:
        for rec in records:
            self.done_at.pop(id(rec), None)
            self.sent.sent_at.pop(id(rec), None)


class ErrorCount(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.count = 0
        self.first: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1
        if len(self.first) < 3:
            self.first.append(record.getMessage())


class StepHistogram:
    """Loop-thread CPU per callback in 10 µs bins: constant memory however many callbacks
    (a list of every one grew by 3 KB a click and showed up in the RSS figures)."""

    BIN = 1e-5
    # up to 200 ms; longer ones land in the last bin, and ``longest`` keeps the exact value
    BINS = 20_000

    def __init__(self) -> None:
        self.counts = array("q", [0]) * (self.BINS + 1)
        self.count, self.total, self.longest = 0, 0.0, 0.0

    def append(self, took: float) -> None:
        self.counts[min(int(took / self.BIN), self.BINS)] += 1
        self.count += 1
        self.total += took
        self.longest = max(self.longest, took)

    def __len__(self) -> int:
        return self.count

    def quantile(self, q: float) -> float:
        want, seen = q * self.count, 0
        for i, n in enumerate(self.counts):
            seen += n
            if seen >= want:
                return (i + 1) * self.BIN
        return self.longest


@dataclass
class Stats:
    clicks: int = 0
    internal: int = 0
    refused: int = 0
    # seconds, in arrays of doubles: the bench's own memory per click stays small beside the bot's
    acks: array = field(default_factory=lambda: array("d"))
    ack_sent: array = field(
        default_factory=lambda: array("d")
    )  # from the event to the bot sending its answer
    ack_at_discord: array = field(
        default_factory=lambda: array("d")
    )  # sent, plus the whole simulated delay
    boards: array = field(default_factory=lambda: array("d"))
    stall: float = 0.0
    skip_beat: bool = False  # the bench itself held the loop (a gc.collect for RSS): not a stall
    steps: StepHistogram = field(
        default_factory=lambda: StepHistogram()
    )  # loop-thread CPU per callback
    longest_step: tuple[float, str] = (0.0, "")


class Load:
    def __init__(self, h, service: TableService, fake: TimedFake, rng: random.Random) -> None:
        self.h, self.service, self.fake, self.rng = h, service, fake, rng
        self.board: dict[int, Sent] = {}  # channel -> the newest board with live components
        self.table_of: dict[int, int] = {}
        self.stats = Stats()
        asyncio.get_running_loop().set_task_factory(self.task_factory)
        self.parsed: dict[str, asyncio.Event] = {}  # token -> set once discord.py parsed the event
        fast = h.bot.fast_ack
        parse = fast.parse

        def noting_parse(data: dict) -> None:
            try:
                parse(data)
            finally:
                if (done := self.parsed.pop(data["token"], None)) is not None:
                    done.set()

        fast.parse = noting_parse

    async def open_tables(self, n: int) -> None:
        for i in range(n):
            slug = SLUGS[i % len(SLUGS)]
            game = games.get(slug)
            players = self.rng.randint(game.min_players, game.max_players)
            ch = FIRST_CHANNEL + i
            upd = await self.service.new_table(
                guild_id=str(GUILD),
                channel_id=str(ch),
                user_id=str(uid(1)),
                name="Anna",
                game=slug,
                seed=i,
            )
            for p in range(2, players + 1):
                await self.service.join(upd.table_id, str(uid(p)), f"P{p}")
            await self.service.start(upd.table_id, str(uid(1)))
            self.table_of[ch] = upd.table_id
            payload = self.fake.command_payload(1, "board", channel_id=ch)
            await self.h.dispatch(payload)
            self.fake.sent.take(token=payload["token"])
            posted = self.fake.sent.take(channel=ch)
            self.note_boards(posted)
            self.fake.forget(posted)

    def note_boards(self, sent: list[Sent], ch: int | None = None) -> None:
        """Keep each channel's newest board with live buttons. A board edited in place
        through the clicked interaction ("@original") keeps its message id and channel."""
        for s in sent:
            if s.failed:
                continue
            if s.kind == "edit_original" and ch is not None and "components" in s.payload:
                old = self.board.get(ch)
                if old is None or s.message_id != old.message_id:
                    continue  # the clicker's private page, not the public board
                s = Sent(
                    old.via,
                    old.method,
                    old.path,
                    {**old.payload, **s.payload},
                    [],
                    old.message_id,
                    old.channel_id,
                )
            elif not (s.kind in ("message", "edit") and s.content and s.channel_id):
                continue
            live = [c for c in s.components if "custom_id" in c and not c.get("disabled")]
            if live:
                self.board[s.channel_id] = s
            elif (
                self.board.get(s.channel_id) is not None
                and self.board[s.channel_id].message_id == s.message_id
            ):
                del self.board[s.channel_id]  # the board lost its buttons (game over)

    async def movers(self, ch: int) -> list[int]:
        t = self.table_of[ch]
        row = await self.service.store.get_table(t)
        if row.status != "playing":
            return []
        game = games.get(row.game)
        decision = game.decision(self.service._state(row, game))
        seats = await self.service.store.seats(t)
        return [int(s.user_id) - uid(0) for s in seats if decision and s.seat in decision.seats]

    async def interact(self, payload: dict, ch: int, t0: float | None = None) -> list[Sent]:
        """One interaction, timed from the gateway event (or ``t0``, the instant of a burst)
        to its acknowledgement and its board.

        The event goes in where the gateway hands it to discord.py. Only the tasks it
        spawned (and theirs: noted through a context variable, which timers and tasks
        inherit) are awaited, and only this click's requests are read (by its token and its
        table's channel; one click per table at a time), so the bench's own work per click
        does not grow with the number of tables."""
        spawned: list[asyncio.Task] = []
        mark = CLICK.set(spawned)
        parsed = self.parsed[payload["token"]] = asyncio.Event()
        t0 = time.perf_counter() if t0 is None else t0
        try:
            self.h.bot._connection.parsers["INTERACTION_CREATE"](payload)
        finally:
            CLICK.reset(mark)
        await parsed.wait()  # the event may wait in the bot's parse queue (bot/discord/fast_ack.py)
        while pending := [
            t
            for t in spawned
            if not t.done() and "timeout_task_impl" not in t.get_coro().__qualname__
        ]:
            await asyncio.wait(pending)
        answers = self.fake.sent.take(token=payload["token"])
        posted = self.fake.sent.take(channel=ch)
        st = self.stats
        st.clicks += 1
        if answers:
            sent = self.fake.sent.sent_at.get(id(answers[0]), t0)
            st.acks.append(self.fake.finished(answers[0], t0) - t0)
            st.ack_sent.append(sent - t0)
            st.ack_at_discord.append(sent + self.fake.delay - t0)
        board_id = self.board[ch].message_id if ch in self.board else None
        boards = [
            s for s in posted if not s.failed and s.kind in ("message", "edit") and s.content
        ] + [
            s
            for s in answers
            if not s.failed and s.kind == "edit_original" and s.message_id == board_id and s.content
        ]
        if boards:
            st.boards.append(min(self.fake.finished(s, t0) for s in boards) - t0)
        if any(t in s.content for s in answers for t in INTERNAL):
            st.internal += 1
        elif not boards and any(s.ephemeral and s.content and not s.custom_ids for s in answers):
            st.refused += 1
        self.note_boards(posted + answers, ch)
        self.fake.forget(posted + answers)
        return answers

    def task_factory(self, loop, coro, **kwargs) -> asyncio.Task:
        """Tasks as usual; those created on behalf of a click are noted for it."""
        task = asyncio.Task(coro, loop=loop, **kwargs)
        spawned = CLICK.get()
        if spawned is not None:
            spawned.append(task)
        return task

    async def move(self, ch: int, gun: Gun | None = None) -> None:
        """The player to move clicks one of the offered choices (privately if need be).

        With ``gun``, the first click is chosen first and sent when the gun fires: every
        table's first click reaches the bot in the same loop round, as events of one read
        from the gateway's socket, and is timed from that instant."""
        board = self.board.get(ch)
        movers = await self.movers(ch)
        if gun is not None:
            gun.ready()
        if board is None or not movers:
            return
        user = self.rng.choice(movers)
        message = board
        t0 = None
        for _ in range(3):
            ids = [
                c["custom_id"]
                for c in message.components
                if "custom_id" in c and not c.get("disabled")
            ]
            choices = [c for c in ids if ":c:" in c]
            selects = [c for c in ids if ":s:" in c]
            opener = [c for c in ids if not c.endswith(":undo") and ":p:" not in c]
            if choices:
                payload = self.fake.click_payload(
                    user, message, self.rng.choice(choices), channel_id=ch
                )
            elif selects:
                value = self.rng.choice(message.component(selects[0])["options"])["value"]
                payload = self.fake.click_payload(
                    user, message, selects[0], values=[value], channel_id=ch
                )
            elif opener:
                payload = self.fake.click_payload(user, message, opener[0], channel_id=ch)
            else:
                return
            if gun is not None:
                t0 = await gun.fired()
                gun = None
            answers = await self.interact(payload, ch, t0)
            t0 = None
            if choices or selects:
                return
            private = [s for s in answers if s.custom_ids]
            if not private:
                return
            message = private[-1]


class Gun:
    """The starting gun of a burst: fires once every table has chosen its first click."""

    def __init__(self, shooters: int) -> None:
        self.waiting = shooters
        self.event = asyncio.Event()
        self.at = 0.0
        self.all_ready = asyncio.Event()

    def ready(self) -> None:
        self.waiting -= 1
        if self.waiting == 0:
            self.all_ready.set()

    async def fire(self) -> None:
        await self.all_ready.wait()
        self.at = time.perf_counter()
        self.event.set()

    async def fired(self) -> float:
        await self.event.wait()
        return self.at


async def heartbeat(stats: Stats, stop: asyncio.Event, every: float = 0.005, tracer=None) -> None:
    last = time.perf_counter()
    while not stop.is_set():
        await asyncio.sleep(every)
        now = time.perf_counter()
        if stats.skip_beat:
            stats.skip_beat = False
        else:
            stats.stall = max(stats.stall, now - last - every)
        last = now
        if tracer is not None:
            tracer.tick()


class StepClock:
    """Notes the loop thread's CPU time of every callback the loop runs (``Handle._run``):
    how long one step holds the loop, without the time other processes take the CPU."""

    def __init__(self) -> None:
        self.steps: StepHistogram | None = None
        self.stats = Stats()  # where the longest callback is noted
        self.bench_gc = False  # the running callback is the bench collecting garbage for the RSS
        self._original = asyncio.events.Handle._run
        clock = self

        def timed_run(handle) -> None:
            if clock.steps is None:
                return clock._original(handle)
            steps, t = clock.steps, time.thread_time()
            try:
                return clock._original(handle)
            finally:
                if clock.bench_gc:  # the bench's own gc.collect for the RSS: not the bot's
                    clock.bench_gc = False
                elif clock.steps is steps:
                    took = time.thread_time() - t
                    steps.append(took)
                    if took > clock.stats.longest_step[0]:
                        clock.stats.longest_step = (took, repr(handle)[:300])

        asyncio.events.Handle._run = timed_run  # type: ignore[method-assign]

    def close(self) -> None:
        asyncio.events.Handle._run = self._original  # type: ignore[method-assign]


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] * 1000


def show(
    title: str, st: Stats, seconds: float, errors: ErrorCount, cpu: float, workers: float
) -> dict[str, float]:
    """Print a phase's numbers; returns the main ones (for ``--modes``)."""
    clicks = max(st.clicks, 1)
    print(
        f"{title}: {st.clicks} clicks in {seconds:.1f} s "
        f"({cpu:.1f} s of this process's CPU, {workers:.1f} s of its worker processes'; "
        f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)"
    )
    print(
        f"  CPU a click:     {cpu / clicks * 1000:.1f} ms in the loop's process, "
        f"{workers / clicks * 1000:.1f} ms in its worker processes"
    )
    print(
        f"  internal errors: {st.internal} "
        f"(error log lines: {errors.count}{' ' + repr(errors.first) if errors.first else ''})"
    )
    print(f"  refused clearly: {st.refused}")
    print(
        f"  ack ms:          p50 {pct(st.ack_at_discord, 0.5):.0f}  "
        f"p95 {pct(st.ack_at_discord, 0.95):.0f}  "
        f"max {max(st.ack_at_discord or [0]) * 1000:.0f}  "
        "(the click to Discord holding the acknowledgement: "
        f"sent, plus the whole simulated delay)"
    )
    print(
        f"  ack sent ms:     p50 {pct(st.ack_sent, 0.5):.0f}  p95 {pct(st.ack_sent, 0.95):.0f}  "
        "(the click to the bot sending it)"
    )
    print(
        f"  ack reply ms:    p50 {pct(st.acks, 0.5):.0f}  p95 {pct(st.acks, 0.95):.0f}  "
        f"max {max(st.acks or [0]) * 1000:.0f}  "
        f"(until the bot has read Discord's reply: the network both ways and the loop's wake-up)"
    )
    print(f"  board-ready ms:  p50 {pct(st.boards, 0.5):.0f}  p95 {pct(st.boards, 0.95):.0f}")
    print(f"  boards/s:        {len(st.boards) / seconds:.1f}")
    print(f"  longest loop stall: {st.stall * 1000:.0f} ms")
    if st.steps:
        print(
            f"  loop steps (loop-thread CPU per callback, immune to other processes): "
            f"{len(st.steps)}, p99 {st.steps.quantile(0.99) * 1000:.1f} ms, "
            f"longest {st.steps.longest * 1000:.1f} ms, total {st.steps.total:.1f} s"
        )
    if st.longest_step[1]:
        print(f"  the longest callback: {st.longest_step[1][:160]}")
    return {
        "clicks": st.clicks,
        "seconds": seconds,
        "ack p50": pct(st.ack_at_discord, 0.5),
        "ack p95": pct(st.ack_at_discord, 0.95),
        "ack max": max(st.ack_at_discord or [0]) * 1000,
        "board p50": pct(st.boards, 0.5),
        "board p95": pct(st.boards, 0.95),
        "stall": st.stall * 1000,
        "loop CPU a click": cpu / clicks * 1000,
        "worker CPU a click": workers / clicks * 1000,
        "load average": os.getloadavg()[0],
    }


async def run(args) -> dict[str, dict[str, float]]:
    if args.debug_stalls:  # name every callback that holds the loop longer than 50 ms
        asyncio.get_running_loop().set_debug(True)
        asyncio.get_running_loop().slow_callback_duration = 0.05
        logging.getLogger("asyncio").addHandler(logging.StreamHandler())
        logging.getLogger("asyncio").setLevel(logging.WARNING)
    errors = ErrorCount()
    logging.getLogger().addHandler(errors)
    logging.getLogger().setLevel(logging.ERROR)
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as tmp, pytest.MonkeyPatch.context() as mp:
        store = await Store.open(Path(tmp) / "load.sqlite3")
        service = TableService(store, render=args.render)
        fake = TimedFake()
        h = await make_harness(service, Path(tmp), mp, fake=fake)
        workers: list[int] = []
        if args.worker_processes:  # as python -m bot starts (WORKER_PROCESSES)
            cpu.use_processes(work=args.worker_processes, slow=1)
            workers = await cpu.warm_up()
        cpu.freeze_startup_heap()
        load = Load(h, service, fake, rng)
        clock = StepClock()
        t = time.perf_counter()
        await load.open_tables(args.tables)
        print(
            f"set up {args.tables} tables ({', '.join(SLUGS)}) in {time.perf_counter() - t:.1f} s; "
            f"simulated network delay {args.delay * 1000:.0f} ms; "
            f"render={'on' if args.render else 'off'}"
        )
        fake.delay = args.delay

        # 1. every table clicked at the same instant: the clicks are chosen first (the
        # bench's own reads), and the measuring starts when the gun fires
        load.stats = Stats()
        stop = asyncio.Event()
        gun = Gun(len(load.table_of))
        moving = asyncio.gather(*(load.move(ch, gun) for ch in list(load.table_of)))
        await gun.all_ready.wait()
        tracer = StallTracer().start() if args.trace_stalls else None
        beat = asyncio.create_task(heartbeat(load.stats, stop, tracer=tracer))
        await asyncio.sleep(0.05)  # the heartbeat's first beats, before the gun
        t, cpu_s, kids = time.perf_counter(), time.process_time(), process_cpu(workers)
        clock.steps, clock.stats = load.stats.steps, load.stats
        await gun.fire()
        await moving
        burst, cpu_s = time.perf_counter() - t, time.process_time() - cpu_s
        kids = process_cpu(workers) - kids
        clock.steps = None
        stop.set()
        await beat
        numbers = {
            "burst": show("burst (all tables at once)", load.stats, burst, errors, cpu_s, kids)
        }
        if tracer is not None:
            tracer.stop()
            print(tracer.report())

        # 2. a steady rate on 50 tables
        load.stats = Stats()
        errors.count = 0
        stop = asyncio.Event()
        tracer = StallTracer().start() if args.trace_stalls else None
        beat = asyncio.create_task(heartbeat(load.stats, stop, tracer=tracer))
        channels = list(load.table_of)[:50]
        busy: dict[int, asyncio.Task] = {}
        rss: dict[int, float] = {}
        t, cpu_s, kids = time.perf_counter(), time.process_time(), process_cpu(workers)
        clock.steps, clock.stats = load.stats.steps, load.stats
        launched = 0
        while load.stats.clicks < args.steady:
            ch = channels[launched % len(channels)]
            if ch in busy and not busy[ch].done():
                await asyncio.sleep(0.001)
                launched += 1
                continue
            busy[ch] = asyncio.create_task(load.move(ch))
            launched += 1
            await asyncio.sleep(1 / args.rate)
            for mark in RSS_MARKS:
                if mark not in rss and load.stats.clicks >= mark:
                    load.stats.skip_beat, clock.bench_gc = True, True
                    gc.collect()
                    rss[mark] = rss_mib()
            if launched > 20 * args.steady:  # the tables stopped offering clicks
                break
        await asyncio.gather(*busy.values())
        steady, cpu_s = time.perf_counter() - t, time.process_time() - cpu_s
        kids = process_cpu(workers) - kids
        clock.steps = None
        stop.set()
        await beat
        numbers["steady"] = show(
            f"steady ({args.rate}/s on {len(channels)} tables)",
            load.stats,
            steady,
            errors,
            cpu_s,
            kids,
        )
        if tracer is not None:
            tracer.stop()
            print(tracer.report())
        gc.collect()
        rss.setdefault(2000, rss_mib())
        r200, r2000 = rss.get(200, float("nan")), rss[2000]
        print(
            f"  RSS after 200 clicks: {r200:.1f} MiB, after 2,000: {r2000:.1f} MiB "
            f"({(r2000 - r200) / r200 * 100:+.1f} %)"
        )
        if len(rss) > 2:  # a longer run (--steady): does it level off?
            print(
                "  RSS by clicks: "
                + ", ".join(f"{m:,}: {v:.1f} MiB" for m, v in sorted(rss.items()))
            )
        finished = [
            ch for ch in channels if (await store.get_table(load.table_of[ch])).status != "playing"
        ]
        print(f"  tables finished during the run: {len(finished)}")
        clock.close()
        await store.close()
        cpu.shutdown()
        return numbers


SIDE_BY_SIDE = (  # (phase, number, its line in the table)
    ("burst", "seconds", "burst: time to finish, s"),
    ("burst", "ack p50", "burst: ack p50, ms"),
    ("burst", "ack p95", "burst: ack p95, ms"),
    ("burst", "ack max", "burst: ack max, ms"),
    ("burst", "board p95", "burst: board-ready p95, ms"),
    ("burst", "loop CPU a click", "burst: loop process CPU a click, ms"),
    ("burst", "worker CPU a click", "burst: worker CPU a click, ms"),
    ("steady", "board p50", "steady: click to board p50, ms"),
    ("steady", "board p95", "steady: click to board p95, ms"),
    ("steady", "ack p95", "steady: ack p95, ms"),
    ("steady", "loop CPU a click", "steady: loop process CPU a click, ms"),
    ("steady", "worker CPU a click", "steady: worker CPU a click, ms"),
    ("steady", "load average", "load average at the end"),
)


def compare(argv: list[str], modes: list[int]) -> None:
    """The bench once per mode, each in its own process, then their numbers side by side."""
    found: dict[int, dict[str, dict[str, float]]] = {}
    for mode in modes:
        with tempfile.NamedTemporaryFile(suffix=".json") as out:
            command = [sys.executable, "-m", "bench.load_bench", *argv]
            command += ["--worker-processes", str(mode), "--numbers", out.name]
            print(f"== --worker-processes {mode} ({'threads' if not mode else 'processes'})")
            sys.stdout.flush()
            subprocess.run(command, check=True)
            found[mode] = json.loads(Path(out.name).read_text())
    heads = [f"{m} worker process{'es' if m > 1 else ''}" if m else "threads" for m in modes]
    print(f"\n{'side by side':<40}" + "".join(f"{h:>22}" for h in heads))
    for phase, key, label in SIDE_BY_SIDE:
        print(f"{label:<40}" + "".join(f"{found[m][phase][key]:>22.1f}" for m in modes))


def main() -> None:
    from bot.__main__ import SWITCH_INTERVAL

    sys.setswitchinterval(SWITCH_INTERVAL)  # as python -m bot runs
    parser = argparse.ArgumentParser()
    parser.add_argument("--tables", type=int, default=300)
    parser.add_argument("--steady", type=int, default=2000)
    parser.add_argument("--rate", type=float, default=25.0)
    parser.add_argument("--delay", type=float, default=0.03)
    parser.add_argument("--render", action="store_true")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--worker-processes",
        type=int,
        default=2,
        help="engine worker processes, as WORKER_PROCESSES (0: threads of this process)",
    )
    parser.add_argument(
        "--modes",
        help="comma-separated --worker-processes values (2,0): the bench once for each, "
        "then their numbers side by side",
    )
    parser.add_argument("--numbers", help=argparse.SUPPRESS)  # where --modes reads a run's
    parser.add_argument("--debug-stalls", action="store_true")
    parser.add_argument(
        "--trace-stalls",
        action="store_true",
        help="sample the loop thread's stack whenever the heartbeat is late",
    )
    args = parser.parse_args()
    if args.modes:
        argv, words = [], iter(sys.argv[1:])
        for word in words:  # the run's own arguments: all but --modes and its value
            if word == "--modes":
                next(words, None)
            elif not word.startswith("--modes="):
                argv.append(word)
        compare(argv, [int(m) for m in args.modes.split(",")])
        return
    numbers = asyncio.run(run(args))
    if args.numbers:
        Path(args.numbers).write_text(json.dumps(numbers))


if __name__ == "__main__":
    with footer():
        main()
