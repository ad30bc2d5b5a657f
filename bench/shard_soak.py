"""Two shard processes of the real bot on one PostgreSQL database holding many tables, behind
the loopback Discord, clicked steadily (issue 33.3).

    python -m bench.shard_soak [--tables 10000] [--warm-up 1000] [--clicks 10000] [--live 8]
                               [--pass-every 5] [--memwatch DIR]

A throwaway PostgreSQL cluster is filled with ``--tables`` real mid-game tables (as
bench/scale_bench.py does, spread over both shards' guilds); two ``python -m bot``
processes (SHARD_COUNT=2, SHARD_IDS 0 and 1) serve it through devkit/loopback, running
their background pass every ``--pass-every`` seconds instead of every minute. The bench
opens ``--live`` tables (half in each shard's guild) by slash commands and clicks as their
players would, one click at a time, a new table when one ends.

Prints: clicks, errors (internal-error answers, tracebacks in the bots' logs, requests that
broke Discord's limits), acknowledgement p50/p95/max, each bot's RSS after the warm-up
(``--warm-up`` clicks, not counted in ``--clicks``) and after ``--clicks`` more, and its growth
(target: within 5 %). The warm-up is the start of a shard's life in which its bounded caches
(text measurements and sprites, bench/results/cache-caps.txt) fill to their caps: growth
until they are full is those caps, not a leak; growth after it would be one.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import random
import signal
import statistics
import tempfile
import time
from pathlib import Path

from bench.scale_bench import fill
from devkit.harness import CHANNEL, GUILD
from devkit.loopback import GUILD2, Loopback
from devkit.loopback.play import choose, mover, open_table
from devkit.loopback.process import BotProcess
from devkit.timing import footer

GAME = "coimbra"
INTERNAL = "Something went wrong"


def rss_mib(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def process_tree(pid: int) -> list[int]:
    """``pid`` and every process below it (a shard's worker processes)."""
    found, todo = [], [pid]
    while todo:
        here = todo.pop()
        found.append(here)
        for task in Path(f"/proc/{here}/task").glob("*"):
            with contextlib.suppress(OSError):
                todo += [int(c) for c in (task / "children").read_text().split()]
    return found


def pss_mib(pid: int) -> float:
    """A process's proportional set size: its pages, those shared with others counted by
    their share (a shard and its spawned workers share the interpreter's pages)."""
    with contextlib.suppress(OSError), open(f"/proc/{pid}/smaps_rollup") as f:
        for line in f:
            if line.startswith("Pss:"):
                return int(line.split()[1]) / 1024
    return 0.0


def memory_mib(bot: BotProcess, workers: int) -> float:
    """A shard's memory: its process's RSS when it runs on threads (``workers`` 0), else
    the PSS of its whole process tree (the bot and its worker processes)."""
    pid = bot.proc.pid  # type: ignore[union-attr]
    if not workers:
        return rss_mib(pid)
    return sum(pss_mib(p) for p in process_tree(pid))


def live_channels(lb: Loopback, count: int) -> list[int]:
    """``count`` channels, alternating between a guild of each shard."""
    channels = []
    for i in range(count):
        channel = CHANNEL + 100 + i
        lb.add_channel(channel, GUILD if i % 2 == 0 else GUILD2)
        channels.append(channel)
    return channels


async def soak(args: argparse.Namespace, folder: Path) -> None:
    from devkit.pgcluster import Cluster

    cluster = Cluster(fsync=True).start()
    bots: list[BotProcess] = []
    lb = await Loopback(shard_count=2).start()
    try:
        url = await cluster.create_database("soak")
        began = time.perf_counter()
        await fill(url, args.tables, folder)
        print(f"filled {args.tables} tables in {time.perf_counter() - began:.1f} s", flush=True)
        channels = live_channels(lb, args.live)
        for shard in (0, 1):
            bot = BotProcess(
                lb.url,
                lb.token,
                folder,
                f"shard{shard}",
                DATABASE_URL=url,
                SHARD_COUNT="2",
                SHARD_IDS=str(shard),
                LOOPBACK_REMINDER_SECONDS=str(args.pass_every),
                LOG_LEVEL="WARNING",
                WORKER_PROCESSES=str(args.worker_processes),
                **memwatch(args, shard),
            )
            bots.append(await bot.start())
        for shard, bot in enumerate(bots):
            await lb.wait_for(
                lambda s=shard, b=bot: lb.gateway.ready(s) and b.running,
                120,
                lambda b=bot: f"{b.name} ready\n{b.log()[-2000:]}",
            )
        await lb.wait_for(lambda: lb.state.commands, 60, "the command sync")
        for channel in channels:
            await open_table(lb, GAME, 2, channel=channel)
        await click_steadily(lb, bots, channels, args)
    finally:
        for bot in bots:
            if bot.running:
                await bot.stop(60)
        await lb.stop()
        cluster.stop()


def growth(warm: list[float], now: list[float]) -> str:
    """Each shard's RSS growth since the warm-up, when measured."""
    if not warm:
        return ""
    pairs = zip(warm, now, strict=True)
    return " (" + ", ".join(f"{100 * (n - w) / w:+.1f} %" for w, n in pairs) + " since the warm-up)"


def memwatch(args: argparse.Namespace, shard: int) -> dict[str, str]:
    """With --memwatch DIR, the environment that makes a shard trace its memory
    (devkit/memwatch.py) into DIR/shardN.mem."""
    if not args.memwatch:
        return {}
    return {
        "LOOPBACK_MEMWATCH": str(Path(args.memwatch).resolve() / f"shard{shard}.mem"),
        "LOOPBACK_MEMWATCH_TRACE": "1" if args.memwatch_trace else "0",
        "LOOPBACK_MEMWATCH_COLLECT": "1" if args.memwatch_collect else "0",
    }


def memwatch_report(args: argparse.Namespace, bots: list[BotProcess]) -> None:
    """With --memwatch, each shard appends a report to its file now."""
    if args.memwatch:
        for bot in bots:
            bot.proc.send_signal(signal.SIGUSR1)  # type: ignore[union-attr]


async def click_steadily(
    lb: Loopback, bots: list[BotProcess], channels: list[int], args: argparse.Namespace
) -> None:
    pick = random.Random(args.seed)
    inters = []
    rss_warm: list[float] = []
    began = time.perf_counter()
    turn = 0
    mark = 1000
    memwatch_mark = args.memwatch_every
    while len(inters) < args.warm_up + args.clicks:
        channel = channels[turn % len(channels)]
        turn += 1
        board = lb.board(channel)
        if "Final standing" in board.content or not board.custom_ids:
            await open_table(lb, GAME, 2, channel=channel)
            continue
        try:
            inters += await choose(lb, pick, mover(lb, channel), lb.board(channel), quiet=0.05)
        except AssertionError as exc:  # a table over, or nothing to click: open the next one
            if "Final" not in "".join(m.content for m in lb.public(channel)[-2:]):
                print(f"channel {channel}: {str(exc)[:200]}", flush=True)
            await open_table(lb, GAME, 2, channel=channel)
            continue
        if not rss_warm and len(inters) >= args.warm_up:
            rss_warm = [memory_mib(b, args.worker_processes) for b in bots]
            memwatch_report(args, bots)
        if len(inters) >= memwatch_mark:
            memwatch_mark += args.memwatch_every
            memwatch_report(args, bots)
        if len(inters) >= mark:
            mark += 1000
            rss = [memory_mib(b, args.worker_processes) for b in bots]
            print(
                f"  {len(inters)} clicks, {time.perf_counter() - began:.0f} s, "
                + ("PSS " if args.worker_processes else "RSS ")
                + ", ".join(f"{r:.1f}" for r in rss)
                + " MiB"
                + growth(rss_warm, rss),
                flush=True,
            )
    seconds = time.perf_counter() - began
    rss_end = [memory_mib(b, args.worker_processes) for b in bots]
    acks = sorted(d for i in inters if (d := i.ack_delay) is not None)
    internal = sum(1 for i in inters for m in lb.answers(i) if INTERNAL in m.content)
    tracebacks = sum(b.log().count("Traceback") for b in bots)
    print(
        f"{len(inters)} clicks in {seconds:.0f} s on {len(channels)} live tables, "
        f"{args.tables} tables in the database, 2 shard processes"
    )
    print(
        f"errors: {internal} internal-error answers, {tracebacks} tracebacks in the logs, "
        f"{len(lb.violations)} requests breaking Discord's limits, "
        f"{len(inters) - len(acks)} clicks never acknowledged"
    )
    if acks:
        print(
            f"acknowledgement p50 {statistics.median(acks) * 1000:.0f} ms, "
            f"p95 {acks[int(0.95 * (len(acks) - 1))] * 1000:.0f} ms, max {acks[-1] * 1000:.0f} ms"
        )
    if args.worker_processes:
        print(
            f"memory: each shard's python -m bot process and its worker processes "
            f"(WORKER_PROCESSES={args.worker_processes}, one more for pictures), their PSS "
            "summed (shared pages counted by their share)"
        )
    else:
        print(
            "RSS: each shard's python -m bot process, run with WORKER_PROCESSES=0 (engine steps "
            "and pictures on its own threads), so it is all of the shard's memory"
        )
    for bot, warm, end in zip(bots, rss_warm or rss_end, rss_end, strict=True):
        print(
            f"{bot.name}: {'PSS' if args.worker_processes else 'RSS'} {warm:.1f} MiB after the "
            f"{args.warm_up}-click warm-up, {end:.1f} "
            f"MiB after {len(inters) - args.warm_up} more: {100 * (end - warm) / warm:+.1f} %"
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=10_000)
    parser.add_argument("--clicks", type=int, default=10_000)
    parser.add_argument("--warm-up", type=int, default=1000)
    parser.add_argument("--live", type=int, default=8)
    parser.add_argument("--pass-every", type=float, default=5.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--worker-processes",
        type=int,
        default=0,
        help="the shards' WORKER_PROCESSES (the bot's default is 2; 0: threads, as by default "
        "here); with processes the memory is the PSS of each shard's process tree",
    )
    parser.add_argument(
        "--memwatch", metavar="DIR", help="report each shard's memory into DIR/shardN.mem"
    )
    parser.add_argument("--memwatch-every", type=int, default=1000, metavar="CLICKS")
    parser.add_argument(
        "--memwatch-trace", action="store_true", help="with tracemalloc's top allocations"
    )
    parser.add_argument(
        "--memwatch-collect",
        action="store_true",
        help="each report ends with a full garbage collection and what it freed (this changes "
        "the RSS measured after it)",
    )
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        asyncio.run(soak(args, Path(tmp)))


if __name__ == "__main__":
    with footer():
        main()
