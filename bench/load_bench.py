"""A busy server: N tables of the four games clicked at the same instant, then a steady
rate of clicks on 50 of them, through the Discord adapter (real discord.Interactions,
HTTP replaced by devkit/harness.py with a simulated network delay).

    .venv/bin/python bench/load_bench.py [--tables 300] [--steady 2000] [--rate 25]
                                         [--delay 0.03] [--render] [--seed 1]

Prints: clicks, internal errors, acknowledgement p50/p95/max, board-ready p50/p95, the
longest event-loop stall (a 5 ms heartbeat task), boards per second, RSS after 200 and
after 2,000 steady clicks. Board pictures are rendered only with --render (0.4-1.5 s of
CPU each here: with them the boards/s figure measures the renderer, not the platform).
Targets (issue 11): 0 internal errors, ack p95 <= 100 ms, stall <= 50 ms, RSS growth
between 200 and 2,000 clicks within 5 %.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import random
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import games  # noqa: E402
from bot.tables import TableService  # noqa: E402
from db import Store  # noqa: E402
from devkit.harness import CHANNEL, GUILD, FakeDiscord, Sent, make_harness, uid  # noqa: E402

SLUGS = ["stupor-mundi", "lorenzo-il-magnifico", "coimbra", "de-vulgari-eloquentia"]
INTERNAL = ("Something went wrong",)
FIRST_CHANNEL = CHANNEL + 10_000


def rss_mib() -> float:
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * 4096 / 2**20


class TimedFake(FakeDiscord):
    """The harness's fake Discord, noting when each request completed (after the delay)."""

    def __init__(self) -> None:
        super().__init__()
        self.done_at: dict[int, float] = {}  # id(Sent) -> time

    async def http_request(self, route, **kwargs):
        n = len(self.sent)  # the record is appended before the first await
        try:
            return await super().http_request(route, **kwargs)
        finally:
            self.done_at[id(self.sent[n])] = time.perf_counter()

    async def webhook_request(self, adapter, route, session=None, **kwargs):
        n = len(self.sent)
        try:
            return await super().webhook_request(adapter, route, session, **kwargs)
        finally:
            self.done_at[id(self.sent[n])] = time.perf_counter()


class ErrorCount(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.count = 0
        self.first: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.count += 1
        if len(self.first) < 3:
            self.first.append(record.getMessage())


@dataclass
class Stats:
    clicks: int = 0
    internal: int = 0
    refused: int = 0
    acks: list[float] = field(default_factory=list)
    boards: list[float] = field(default_factory=list)
    stall: float = 0.0


class Load:
    def __init__(self, h, service: TableService, fake: TimedFake, rng: random.Random) -> None:
        self.h, self.service, self.fake, self.rng = h, service, fake, rng
        self.board: dict[int, Sent] = {}  # channel -> the newest board with live components
        self.table_of: dict[int, int] = {}
        self.stats = Stats()

    async def open_tables(self, n: int) -> None:
        for i in range(n):
            slug = SLUGS[i % len(SLUGS)]
            game = games.get(slug)
            players = self.rng.randint(game.min_players, game.max_players)
            ch = FIRST_CHANNEL + i
            upd = await self.service.new_table(guild_id=str(GUILD), channel_id=str(ch), user_id=str(uid(1)),
                                               name="Anna", game=slug, seed=i)
            for p in range(2, players + 1):
                await self.service.join(upd.table_id, str(uid(p)), f"P{p}")
            await self.service.start(upd.table_id, str(uid(1)))
            self.table_of[ch] = upd.table_id
            await self.h.command(1, "board", channel_id=ch)
            self.note_boards(self.fake.sent[-10:])

    def note_boards(self, sent: list[Sent]) -> None:
        for s in sent:
            if s.kind in ("message", "edit") and s.content and s.channel_id:
                live = [c for c in s.components if "custom_id" in c and not c.get("disabled")]
                if live:
                    self.board[s.channel_id] = s

    async def movers(self, ch: int) -> list[int]:
        t = self.table_of[ch]
        row = await self.service.store.get_table(t)
        if row.status != "playing":
            return []
        game = games.get(row.game)
        decision = game.decision(self.service._state(row, game))
        seats = await self.service.store.seats(t)
        return [int(s.user_id) - uid(0) for s in seats if decision and s.seat in decision.seats]

    async def interact(self, payload: dict, ch: int) -> list[Sent]:
        """One interaction, timed from the gateway event to its answer and its board."""
        me = asyncio.current_task()
        before = set(asyncio.all_tasks())
        mark = len(self.fake.sent)
        t0 = time.perf_counter()
        self.h.bot._connection.parse_interaction_create(payload)
        mine = [t for t in asyncio.all_tasks() if t not in before and t is not me]
        await asyncio.gather(*mine, return_exceptions=True)
        sent = self.fake.sent[mark:]
        st = self.stats
        st.clicks += 1
        answers = [s for s in sent if s.via == "webhook" and payload["token"] in s.path.split("/")]
        if answers:
            st.acks.append(self.fake.done_at.get(id(answers[0]), t0) - t0)
        boards = [s for s in sent if s.kind in ("message", "edit") and s.content and s.channel_id == ch]
        if boards:
            st.boards.append(self.fake.done_at.get(id(boards[0]), t0) - t0)
        if any(t in s.content for s in answers for t in INTERNAL):
            st.internal += 1
        elif not boards and any(s.ephemeral and s.content for s in answers):
            st.refused += 1
        self.note_boards(sent)
        return answers

    async def move(self, ch: int) -> None:
        """The player to move clicks one of the offered choices (privately if need be)."""
        board = self.board.get(ch)
        movers = await self.movers(ch)
        if board is None or not movers:
            return
        user = self.rng.choice(movers)
        message = board
        for _ in range(3):
            ids = [c["custom_id"] for c in message.components if "custom_id" in c and not c.get("disabled")]
            choices = [c for c in ids if ":c:" in c]
            selects = [c for c in ids if ":s:" in c]
            if choices:
                await self.interact(self.fake.click_payload(user, message, self.rng.choice(choices)), ch)
                return
            if selects:
                options = message.component(selects[0])["options"]
                value = self.rng.choice(options)["value"]
                await self.interact(self.fake.click_payload(user, message, selects[0], values=[value]), ch)
                return
            opener = [c for c in ids if not c.endswith(":undo") and ":p:" not in c]
            if not opener:
                return
            answers = await self.interact(self.fake.click_payload(user, message, opener[0]), ch)
            private = [s for s in answers if s.custom_ids]
            if not private:
                return
            message = private[-1]


async def heartbeat(stats: Stats, stop: asyncio.Event, every: float = 0.005) -> None:
    last = time.perf_counter()
    while not stop.is_set():
        await asyncio.sleep(every)
        now = time.perf_counter()
        stats.stall = max(stats.stall, now - last - every)
        last = now


def pct(values: list[float], q: float) -> float:
    if not values:
        return float("nan")
    values = sorted(values)
    return values[min(len(values) - 1, int(q * len(values)))] * 1000


def show(title: str, st: Stats, seconds: float, errors: ErrorCount) -> None:
    print(f"{title}: {st.clicks} clicks in {seconds:.1f} s")
    print(f"  internal errors: {st.internal} (error log lines: {errors.count}{' ' + repr(errors.first) if errors.first else ''})")
    print(f"  refused clearly: {st.refused}")
    print(f"  ack ms:          p50 {pct(st.acks, .5):.0f}  p95 {pct(st.acks, .95):.0f}  max {max(st.acks or [0]) * 1000:.0f}")
    print(f"  board-ready ms:  p50 {pct(st.boards, .5):.0f}  p95 {pct(st.boards, .95):.0f}")
    print(f"  boards/s:        {len(st.boards) / seconds:.1f}")
    print(f"  longest loop stall: {st.stall * 1000:.0f} ms")


async def run(args) -> None:
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
        load = Load(h, service, fake, rng)
        t = time.perf_counter()
        await load.open_tables(args.tables)
        print(f"set up {args.tables} tables ({', '.join(SLUGS)}) in {time.perf_counter() - t:.1f} s; "
              f"simulated network delay {args.delay * 1000:.0f} ms; render={'on' if args.render else 'off'}")
        fake.delay = args.delay

        # 1. every table clicked at the same instant
        load.stats = Stats()
        stop = asyncio.Event()
        beat = asyncio.create_task(heartbeat(load.stats, stop))
        t = time.perf_counter()
        await asyncio.gather(*(load.move(ch) for ch in list(load.table_of)))
        burst = time.perf_counter() - t
        stop.set()
        await beat
        show("burst (all tables at once)", load.stats, burst, errors)

        # 2. a steady rate on 50 tables
        load.stats = Stats()
        errors.count = 0
        stop = asyncio.Event()
        beat = asyncio.create_task(heartbeat(load.stats, stop))
        channels = list(load.table_of)[:50]
        busy: dict[int, asyncio.Task] = {}
        rss: dict[int, float] = {}
        t = time.perf_counter()
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
            for mark in (200, 2000):
                if mark not in rss and load.stats.clicks >= mark:
                    gc.collect()
                    rss[mark] = rss_mib()
            if launched > 20 * args.steady:  # the tables stopped offering clicks
                break
        await asyncio.gather(*busy.values())
        steady = time.perf_counter() - t
        stop.set()
        await beat
        show(f"steady ({args.rate}/s on {len(channels)} tables)", load.stats, steady, errors)
        gc.collect()
        rss.setdefault(2000, rss_mib())
        r200, r2000 = rss.get(200, float("nan")), rss[2000]
        print(f"  RSS after 200 clicks: {r200:.1f} MiB, after 2,000: {r2000:.1f} MiB "
              f"({(r2000 - r200) / r200 * 100:+.1f} %)")
        finished = [ch for ch in channels if (await store.get_table(load.table_of[ch])).status != "playing"]
        print(f"  tables finished during the run: {len(finished)}")
        await store.close()


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
    parser.add_argument("--debug-stalls", action="store_true")
    asyncio.run(run(parser.parse_args()))


if __name__ == "__main__":
    main()
