"""Platform numbers (issue 2): click-to-board latency, commit throughput, memory per table.

    .venv/bin/python -m bench.platform_bench [--game SLUG] [--clicks N] [--tables N]

Measured in-process on the private test game unless --game names a registered game:
- click -> new board bytes: load (from the DB, no cache), apply, commit, render + PNG,
  p50/p95 over N clicks;
- moves committed per second without rendering;
- resident memory with N open tables, every state loaded into the service's cache.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import random
import resource
import statistics
import tempfile
import time
from pathlib import Path

from bot.tables import TableService
from db import Store
from devkit.timing import footer
from games import _testgame as testgame
from games import get


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]


async def start_table(service: TableService, slug: str, players: int, channel: str) -> int:
    upd = await service.new_table(
        guild_id="bench",
        channel_id=channel,
        user_id="u0",
        name="P0",
        game=slug,
        seat_order="joined",
        seed=hash(channel) & 0xFFFF,
    )
    for i in range(1, players):
        await service.join(upd.table_id, f"u{i}", f"P{i}")
    return (await service.start(upd.table_id, "u0")).table_id


async def clicks(path: Path, slug: str, players: int, n: int, render: bool) -> list[float]:
    store = await Store.open(path)
    service = TableService(store, render=render)
    pick = random.Random(1)
    times: list[float] = []
    channel = 0
    table = await start_table(service, slug, players, f"c{channel}")
    upd = await service.board(table)
    while len(times) < n:
        service._states.clear()  # measure the load from the database too
        if upd.status != "playing":
            channel += 1
            table = await start_table(service, slug, players, f"c{channel}")
            upd = await service.board(table)
            continue
        if not upd.choices:
            hand = await service.choices_for(table, upd.to_move[0].user_id)
            choice, user = pick.choice(hand.choices).id, upd.to_move[0].user_id
        else:
            choice, user = pick.choice(upd.choices).id, upd.to_move[0].user_id
        t0 = time.perf_counter()
        upd = await service.act(table, user, upd.version, choice)
        times.append(time.perf_counter() - t0)
    await store.close()
    return times


def rss_mib() -> float:
    """Current resident memory (not the peak, which the click runs already raised)."""
    with open("/proc/self/statm") as fh:
        return int(fh.read().split()[1]) * resource.getpagesize() / 2**20


async def memory(path: Path, slug: str, players: int, tables: int) -> tuple[float, float]:
    gc.collect()
    before = rss_mib()
    store = await Store.open(path)
    service = TableService(store, render=False)
    for i in range(tables):
        await start_table(service, slug, players, f"m{i}")
    gc.collect()
    after = rss_mib()
    assert len(service._states) == tables
    await store.close()
    return before, after


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default=testgame.SLUG)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--clicks", type=int, default=300)
    parser.add_argument("--tables", type=int, default=1000)
    args = parser.parse_args()
    testgame.install()
    get(args.game)
    with tempfile.TemporaryDirectory() as tmp:
        t = await clicks(Path(tmp) / "a.sqlite3", args.game, args.players, args.clicks, render=True)
        print(
            f"click->board ({args.game}, load+apply+commit+render+PNG): "
            f"p50 {pct(t, 50) * 1000:.1f} ms, p95 {pct(t, 95) * 1000:.1f} ms over {len(t)} clicks"
        )
        t = await clicks(
            Path(tmp) / "b.sqlite3", args.game, args.players, args.clicks, render=False
        )
        print(
            f"commit only: p50 {pct(t, 50) * 1000:.2f} ms; {len(t) / sum(t):.0f} moves/s "
            f"(synchronous=FULL, one transaction per move, mean {statistics.mean(t) * 1000:.2f} ms)"
        )
        before, after = await memory(Path(tmp) / "c.sqlite3", args.game, args.players, args.tables)
        print(
            f"memory: {args.tables} open tables with states cached: RSS {before:.0f} MiB -> "
            f"{after:.0f} MiB (+{after - before:.0f} MiB, "
            f"{(after - before) * 1024 / args.tables:.1f} KiB per table)"
        )


if __name__ == "__main__":
    with footer():
        asyncio.run(main())
