"""What /stats costs on a server with many finished games (issue 34): the record read, the
ratings computed from it (openskill Plackett-Luce, never stored) and the answer written.

    .venv/bin/python -m bench.stats_bench [--games 10000] [--repeat 5] [--database URL|pg]

Fills one server of a temporary SQLite store (or an empty ``--database``, e.g. a PostgreSQL
URL) with ``--games`` finished tables: the four games in turn, 2-4 seats drawn from 40
members, one game in five with an AI seat, each recorded as the finishing commit records it
(db/records.py). Then times ``TableService.stats`` as /stats calls it: the first in a
process (a fresh service: every game read and rated), then on a service that keeps its
ratings (every game's standings, one game's, without the AI), and the parts of the first:
the record read and the ratings. Prints CPU ms (this process, the pool's threads included)
beside wall ms per call.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import tempfile
import time
from pathlib import Path

from bot import ratings
from bot.tables import TableService
from db import Store, records
from devkit.timing import cpu_seconds, footer

GAMES = ["lorenzo-il-magnifico", "coimbra", "de-vulgari-eloquentia", "stupor-mundi"]
GUILD = "1"
MEMBERS = 40
LEVELS = ("easy", "normal", "strong")


async def fill(store: Store, count: int, seed: int) -> None:
    """``count`` finished tables in one server, recorded as a finish records them."""
    pick = random.Random(seed)
    async with store._db.transaction() as tx:
        for i in range(count):
            players = pick.randint(2, 4)
            users = [f"u{n}" for n in pick.sample(range(MEMBERS), players)]
            if pick.random() < 0.2:
                users[-1] = f"ai:1:{pick.choice(LEVELS)}"
            scores = [pick.randint(40, 140) for _ in users]
            ranking = sorted(range(players), key=lambda s: (-scores[s], s))
            result = {
                "totals": {str(s): scores[s] for s in range(players)},
                "breakdown": {},
                "ranking": ranking,
                "winners": [s for s in ranking if scores[s] == scores[ranking[0]]],
                "tiebreak": "",
            }
            at = 1_800_000_000.0 + i * 3600
            (table_id,) = await tx.one(
                "INSERT INTO game_tables (guild_id, channel_id, game, options, status, host_id,"
                " seat_order, seed, result, created_at, updated_at, started_at)"
                " VALUES (?, ?, ?, '{}', 'finished', ?, 'joined', ?, ?, ?, ?, ?) RETURNING id",
                (GUILD, f"c{i}", GAMES[i % 4], users[0], i, json.dumps(result), at, at, at),
            )
            for seat, user in enumerate(users):
                await tx.execute(
                    "INSERT INTO seats (table_id, user_id, display_name, joined_at, seat)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (table_id, user, f"Player {user}", at, seat),
                )
            await records.write_record(tx, table_id, result, at + 1800)


async def timed(make, repeat: int) -> tuple[float, float]:
    """(CPU ms, wall ms) per call of ``await make()``."""
    cpu0, wall0 = cpu_seconds(), time.perf_counter()
    for _ in range(repeat):
        await make()
    return (cpu_seconds() - cpu0) * 1000 / repeat, (time.perf_counter() - wall0) * 1000 / repeat


async def main(count: int, repeat: int, database: str | None, seed: int = 1) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(database or str(Path(tmp) / "stats.sqlite3"))
        try:
            t0 = time.perf_counter()
            await fill(store, count, seed)
            took = time.perf_counter() - t0
            print(f"filled {count} finished games in {took:.1f} s ({store.backend})")
            service = TableService(store, render=False)
            games = await store.results(GUILD)
            calls = {
                "first /stats (every game rated)": lambda: TableService(store, render=False).stats(
                    GUILD, "u1", "Player u1"
                ),
                "/stats (every game)": lambda: service.stats(GUILD, "u1", "Player u1"),
                "/stats game:coimbra": lambda: service.stats(GUILD, "u1", "P", "coimbra"),
                "/stats include_ai:false": lambda: service.stats(
                    GUILD, "u1", "P", include_ai=False
                ),
                "  the record read": lambda: store.results(GUILD),
                "  the ratings": lambda: asyncio.sleep(0, [ratings.rate(g) for g in _by(games)]),
            }
            await service.stats(GUILD, "u1", "Player u1")  # warm: imports, the pool's threads
            for label, make in calls.items():
                cpu, wall = await timed(make, repeat)
                print(f"{label}: {cpu:.0f} ms CPU ({wall:.0f} wall) per call, {count} games")
        finally:
            await store.close()


def _by(games: list[records.GameResult]) -> list[list[records.GameResult]]:
    split: dict[str, list[records.GameResult]] = {}
    for g in games:
        split.setdefault(g.game, []).append(g)
    return list(split.values())


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument(
        "--database", help="an empty database's URL, or 'pg' (default: a temporary SQLite)"
    )
    args = parser.parse_args()
    with footer():
        if args.database == "pg":  # a throwaway PostgreSQL (its server's CPU is not counted)
            from devkit.pgcluster import Cluster

            cluster = Cluster().start()
            try:
                url = asyncio.run(cluster.create_database("stats"))
                asyncio.run(main(args.games, args.repeat, url))
            finally:
                cluster.stop()
        else:
            asyncio.run(main(args.games, args.repeat, args.database))
