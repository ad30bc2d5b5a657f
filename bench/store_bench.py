"""Store throughput through the table service: moves committed per second and
click-to-board latency (service.act: load, apply, commit, build the update) p50/p95,
on SQLite or PostgreSQL, in one or several processes.

    python -m bench.store_bench                                  # SQLite file in a temp dir
    python -m bench.store_bench --database-url pg                # a throwaway local cluster
    python -m bench.store_bench --database-url postgresql://...  # your server
    python -m bench.store_bench --database-url pg --processes 2 --tables 8 --seconds 10

Each process imports every game and plays a few warm-up moves before its window, then
plays ``--tables`` tables of its own at once (one asyncio task per table,
as concurrent players would), random legal moves, no rendering unless --render.
Several processes on one SQLite file are refused by design (one process per file).
The throwaway cluster keeps fsync on, like SQLite's synchronous=FULL here.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from bot.tables import TableService
from db import Store, StoreInUse
from devkit.timing import footer
from games import _testgame as testgame
from games import registry

ROOT = Path(__file__).resolve().parents[1]  # the workers run `-m bench.store_bench` from here


def pct(xs: list[float], p: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))] if xs else float("nan")


async def play(
    service: TableService,
    slug: str,
    players: int,
    guild: str,
    channel: str,
    until: float,
    times: list[float],
    seed: int,
) -> None:
    pick = random.Random(seed)
    n = 0
    while time.perf_counter() < until:
        upd = await service.new_table(
            guild_id=guild,
            channel_id=f"{channel}-{n}",
            user_id="u0",
            name="P0",
            game=slug,
            seat_order="joined",
            seed=seed + n,
        )
        n += 1
        for i in range(1, players):
            await service.join(upd.table_id, f"u{i}", f"P{i}")
        upd = await service.start(upd.table_id, "u0")
        while upd.status == "playing" and time.perf_counter() < until:
            user = upd.to_move[0].user_id
            choices = upd.choices or (await service.choices_for(upd.table_id, user)).choices
            t0 = time.perf_counter()
            upd = await service.act(upd.table_id, user, upd.version, pick.choice(choices).id)
            times.append(time.perf_counter() - t0)


async def worker(
    url: str,
    tag: str,
    tables: int,
    seconds: float,
    slug: str,
    players: int,
    render: bool,
    start_at: float,
) -> dict:
    testgame.install()
    try:
        store = await Store.open(url)
    except StoreInUse as exc:
        return {"refused": str(exc)}
    service = TableService(store, render=render)
    await warm_up(service, slug, players, tag)
    await asyncio.sleep(max(0.0, start_at - time.time()))
    times: list[float] = []
    t0, cpu0 = time.perf_counter(), time.process_time()
    until = t0 + seconds
    await asyncio.gather(
        *(
            play(service, slug, players, f"guild-{tag}", f"{tag}-{i}", until, times, 1000 * i)
            for i in range(tables)
        )
    )
    elapsed, cpu = time.perf_counter() - t0, time.process_time() - cpu0
    await store.close()
    return {"moves": len(times), "elapsed": elapsed, "cpu": cpu, "times": times}


async def warm_up(service: TableService, slug: str, players: int, tag: str) -> None:
    """Before the window: import every game (the registry loads them on first use) and play
    a few moves of the benched game, so the window times moves, not first imports."""
    for game in registry().values():
        game.setup(game.min_players, 1, game.options({}))
    await play(
        service,
        slug,
        players,
        f"guild-{tag}",
        f"{tag}-warm-up",
        time.perf_counter() + 0.5,
        [],
        999_999,
    )


def run_processes(url: str, args: argparse.Namespace) -> list[dict]:
    start_at = time.time() + 2.0
    procs = [
        subprocess.Popen(
            [
                sys.executable,
                "-m",
                "bench.store_bench",
                "--worker",
                str(i),
                "--database-url",
                url,
                "--tables",
                str(args.tables),
                "--seconds",
                str(args.seconds),
                "--game",
                args.game,
                "--players",
                str(args.players),
                "--start-at",
                str(start_at),
            ]
            + (["--render"] if args.render else []),
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        for i in range(args.processes)
    ]
    return [json.loads(p.communicate()[0]) for p in procs]


def report(label: str, results: list[dict]) -> None:
    refused = [r["refused"] for r in results if "refused" in r]
    ok = [r for r in results if "moves" in r]
    times = [t for r in ok for t in r["times"]]
    moves = sum(r["moves"] for r in ok)
    rate = sum(r["moves"] / r["elapsed"] for r in ok)
    cpu = sum(r["cpu"] for r in ok)
    print(
        f"{label}: {moves} moves, {rate:.0f} moves/s committed, {cpu / max(moves, 1) * 1000:.2f} ms"
        f" CPU per move ({cpu:.2f} s CPU in "
        f"{max((r['elapsed'] for r in ok), default=0):.2f} s wall),"
        f" click-to-board p50 {pct(times, 50) * 1000:.1f} ms p95 {pct(times, 95) * 1000:.1f} ms"
        + (f"; {len(refused)} process(es) refused: {refused[0]}" if refused else "")
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument(
        "--database-url", default="", help="postgresql://..., sqlite:///path, or 'pg'"
    )
    parser.add_argument("--processes", type=int, default=1)
    parser.add_argument("--tables", type=int, default=4, help="tables played at once per process")
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--game", default=testgame.SLUG)
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--render", action="store_true")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--start-at", type=float, default=0.0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker is not None:
        out = asyncio.run(
            worker(
                args.database_url,
                args.worker,
                args.tables,
                args.seconds,
                args.game,
                args.players,
                args.render,
                args.start_at,
            )
        )
        print(json.dumps(out))
        return
    cluster = None
    url = args.database_url
    with tempfile.TemporaryDirectory() as tmp:
        if url == "pg":
            from devkit.pgcluster import Cluster

            cluster = Cluster(fsync=True).start()
            url = asyncio.run(cluster.create_database("bench"))
        elif not url:
            url = f"sqlite:///{tmp}/bench.sqlite3"
        try:
            backend = "postgresql" if url.startswith("postgres") else "sqlite"
            report(
                f"{backend}, {args.processes} process(es) x {args.tables} tables, "
                f"{args.seconds:g} s",
                run_processes(url, args),
            )
        finally:
            if cluster:
                cluster.stop()


if __name__ == "__main__":
    with footer(enabled="--worker" not in sys.argv):
        main()
