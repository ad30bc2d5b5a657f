"""Many open tables (issue 33.3): a database filled with real mid-game tables of the four
games, then what a bot process pays for it: startup, the minute's background pass with 0,
100 and 1,000 tables due, /games, the RSS, and the database's size per table.

    python -m bench.scale_bench                          # 2,000 tables, SQLite in a temp dir
    python -m bench.scale_bench --tables 50000 --database-url pg   # a throwaway PostgreSQL
    python -m bench.scale_bench --database-url postgresql://...    # your (empty) server

The fill plays a few tables of each game 40 random legal moves through the table service,
then inserts copies of them (new ids, channels, guilds; 10 tables per guild) in one
transaction. The measures run in a fresh process, so its startup and RSS are a bot's.
"Due" tables are made due for a reminder (they waited two days); the pass is what the
Discord bot runs every minute: AI seats to resume, boards to repair, idle turns, reminders.
Every figure is CPU seconds of the measuring process beside wall seconds; the load average
says how busy the machine was.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import sqlite3
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from bot.tables import Refused, TableService
from db import Store
from db.copy import _COPIED_TABLE_COLUMNS
from db.store import _DUE_TIMES, open_target
from devkit.timing import Stopwatch, footer, load_average, rss_mib

ROOT = Path(__file__).resolve().parents[1]
SLUGS = ["stupor-mundi", "lorenzo-il-magnifico", "coimbra", "de-vulgari-eloquentia"]
TEMPLATES_PER_GAME = 3
MOVES = 40
PER_GUILD = 10
NOW = 1_900_000_000.0
DAY = 86_400
TABLE_COLUMNS = [c.strip() for c in _COPIED_TABLE_COLUMNS.split(",")]
SEAT_COLUMNS = ["table_id", "user_id", "display_name", "joined_at", "seat"]
MOVE_COLUMNS = [
    "table_id",
    "n",
    "kind",
    "seat",
    "choice",
    "turn",
    "barrier",
    "events",
    "created_at",
]
DUE_COUNTS = (0, 100, 1000)


# -- the fill ---------------------------------------------------------------------------
async def _play(service: TableService, slug: str, n: int, pick: random.Random) -> None:
    upd = await service.new_table(
        guild_id="1",
        channel_id=f"t-{slug}-{n}",
        user_id="u0",
        name="Player 0",
        game=slug,
        seat_order="joined",
        seed=1000 + n,
    )
    for i in range(1, 3):
        upd = await service.join(upd.table_id, f"u{i}", f"Player {i}")
    upd = await service.start(upd.table_id, "u0")
    moves = 0
    while upd.status == "playing" and moves < MOVES:
        user = upd.to_move[0].user_id
        choices = upd.choices or (await service.choices_for(upd.table_id, user)).choices
        try:
            upd = await service.act(upd.table_id, user, upd.version, pick.choice(choices).id)
            moves += 1
        except Refused:
            upd = await service.board(upd.table_id)


async def templates(folder: Path) -> tuple[list[tuple], list[list[tuple]], list[list[tuple]]]:
    """A few real mid-game tables per game: (table rows, their seats, their moves)."""
    store = await Store.open(folder / "templates.sqlite3")
    service = TableService(store, render=False, chooser=_no_ai)
    pick = random.Random(33)
    try:
        for slug in SLUGS:
            for n in range(TEMPLATES_PER_GAME):
                await _play(service, slug, n, pick)
        tables = await store._all(
            f"SELECT {_COPIED_TABLE_COLUMNS} FROM game_tables WHERE status = 'playing' ORDER BY id"
        )
        seats = [
            await store._all(
                f"SELECT {', '.join(SEAT_COLUMNS)} FROM seats WHERE table_id = ? ORDER BY rowid",
                (t[0],),
            )
            for t in tables
        ]
        moves = [
            await store._all(
                f"SELECT {', '.join(MOVE_COLUMNS)} FROM moves WHERE table_id = ? ORDER BY n",
                (t[0],),
            )
            for t in tables
        ]
    finally:
        await store.close()
    return tables, seats, moves


async def _no_ai(*_: Any) -> str:
    raise AssertionError("the templates have no AI seats")


def guild_of(i: int) -> str:
    """Snowflake-like guild ids, PER_GUILD tables each, spread over every shard."""
    return str((i // PER_GUILD + 1) << 22)


def copies(
    tables: list[tuple], seats: list[list[tuple]], moves: list[list[tuple]], count: int
) -> tuple[Iterator[tuple], Iterator[tuple], Iterator[tuple]]:
    """Rows for ``count`` tables cycling through the templates, waiting an hour, not due."""
    col = {name: i for i, name in enumerate(TABLE_COLUMNS)}

    def table_rows() -> Iterator[tuple]:
        for i in range(count):
            row = list(tables[i % len(tables)])
            row[col["id"]] = i + 1
            row[col["guild_id"]] = guild_of(i)
            row[col["channel_id"]] = str(10**9 + i)
            row[col["board_message_id"]] = str(2 * 10**9 + i)
            row[col["reminder_seconds"]] = DAY
            row[col["waiting_since"]] = NOW - 3600
            row[col["last_reminded_at"]] = None
            row[col["idle_ai_seconds"]] = 0
            row[col["remind_at"]] = NOW - 3600 + DAY
            row[col["idle_at"]] = None
            row[col["ai_waits"]] = 0
            yield tuple(row)

    def child_rows(template: list[list[tuple]]) -> Iterator[tuple]:
        for i in range(count):
            for r in template[i % len(template)]:
                yield (i + 1, *r[1:])

    return table_rows(), child_rows(seats), child_rows(moves)


async def fill(url: str, count: int, folder: Path) -> None:
    tables, seats, moves = await templates(folder)
    store = await Store.open(url)  # the schema, migrated
    await store.close()
    rows = copies(tables, seats, moves, count)
    kind, where = open_target(url)
    if kind == "sqlite":
        con = sqlite3.connect(where, isolation_level=None)
        con.execute("PRAGMA synchronous=OFF")  # the fill only: the bot's own writes keep FULL
        con.execute("BEGIN")
        for name, columns, data in zip(
            ("game_tables", "seats", "moves"),
            (TABLE_COLUMNS, SEAT_COLUMNS, MOVE_COLUMNS),
            rows,
            strict=True,
        ):
            marks = ", ".join("?" * len(columns))
            con.executemany(f"INSERT INTO {name} ({', '.join(columns)}) VALUES ({marks})", data)
        con.execute("COMMIT")
        con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        con.close()
        return
    import asyncpg

    con = await asyncpg.connect(where)
    try:
        async with con.transaction():
            for name, columns, data in zip(
                ("game_tables", "seats", "moves"),
                (TABLE_COLUMNS, SEAT_COLUMNS, MOVE_COLUMNS),
                rows,
                strict=True,
            ):
                await con.copy_records_to_table(name, records=data, columns=columns)
            await con.execute(
                "SELECT setval(pg_get_serial_sequence('game_tables', 'id'), $1)", count
            )
        await con.execute("VACUUM ANALYZE")
    finally:
        await con.close()


# -- the measures (a fresh process) ------------------------------------------------------
async def one_pass(service: TableService) -> int:
    """The Discord bot's minute (bot/discord/bot.py send_reminders, without Discord): AI seats
    a restart left waiting, boards to repair, idle turns, reminders. Returns what it found."""
    found = len(await service.resume_ai())
    found += len(await service.store.boards_pending())
    found += len(await service.idle_turns())
    found += len(await service.due_reminders())
    return found


async def make_due(store: Store, ids: list[int]) -> None:
    """These tables' players have waited two days: their reminders are due."""
    for i in range(0, len(ids), 500):
        chunk = ids[i : i + 500]
        marks = ", ".join("?" * len(chunk))
        async with store._db.transaction() as tx:
            await tx.execute(
                f"UPDATE game_tables SET waiting_since = ?, last_reminded_at = NULL"
                f" WHERE id IN ({marks})",
                (NOW - 2 * DAY, *chunk),
            )
            await tx.execute(f"UPDATE game_tables SET {_DUE_TIMES} WHERE id IN ({marks})", chunk)


def _timed(watch: Stopwatch) -> dict[str, float]:
    return {"wall": watch.wall, "cpu": watch.cpu}


async def measure(url: str, count: int) -> dict[str, Any]:
    out: dict[str, Any] = {"tables": count}
    watch = Stopwatch()
    store = await Store.open(url)
    out["startup"] = _timed(watch)
    try:
        pick = random.Random(7)
        untouched = list(range(1, count + 1))
        pick.shuffle(untouched)
        for due in DUE_COUNTS:
            ids, untouched = untouched[:due], untouched[due:]
            await make_due(store, ids)
            service = TableService(store, render=False, clock=lambda: NOW, chooser=_no_ai)
            watch.restart()
            found = await one_pass(service)
            out[f"pass_{due}"] = {**_timed(watch), "found": found}
        service = TableService(store, render=False, clock=lambda: NOW, chooser=_no_ai)
        watch.restart()
        listed = await service.games_in_guild(guild_of(0))
        out["games"] = {**_timed(watch), "listed": len(listed)}
        watch.restart()
        listed = len(await store.open_tables())
        out["open_tables"] = {**_timed(watch), "listed": listed}
        out["rss_mib"] = rss_mib()
        out["bytes"] = await _size(store, url)
    finally:
        await store.close()
    out["load"] = load_average()
    return out


async def _size(store: Store, url: str) -> int:
    kind, where = open_target(url)
    if kind == "sqlite":
        return sum(p.stat().st_size for p in (Path(where), Path(where + "-wal")) if p.exists())
    (size,) = await store._one(
        "SELECT pg_total_relation_size('game_tables')"
        " + pg_total_relation_size('seats') + pg_total_relation_size('moves')"
    )
    return size


def _show(backend: str, m: dict[str, Any], fill_line: str) -> None:
    def t(x: dict[str, float]) -> str:
        return f"{x['wall'] * 1000:8.1f} ms wall {x['cpu'] * 1000:8.1f} ms CPU"

    print(f"{backend}, {m['tables']} open tables (real mid-game states, {MOVES} moves each)")
    print(f"  {fill_line}")
    print(f"  startup (Store.open)              {t(m['startup'])}")
    for due in DUE_COUNTS:
        p = m[f"pass_{due}"]
        print(f"  the minute's pass, {due:>4} due      {t(p)}  ({p['found']} found)")
    print(f"  /games (one guild, {m['games']['listed']} tables)     {t(m['games'])}")
    print(f"  listing every open table          {t(m['open_tables'])}  (no states read)")
    print(f"  RSS after the above               {m['rss_mib']:8.1f} MiB")
    print(
        f"  database size                     {m['bytes'] / 2**20:8.1f} MiB, "
        f"{m['bytes'] / m['tables'] / 1024:.1f} KiB per table"
    )
    print(f"  load average at the end           {m['load']}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=2000)
    parser.add_argument(
        "--database-url", default="", help="'' (SQLite in a temp dir), 'pg', or a URL"
    )
    parser.add_argument("--measure", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.measure:
        print(json.dumps(asyncio.run(measure(args.measure, args.tables))))
        return
    if args.tables < max(DUE_COUNTS):
        parser.error(f"--tables must be at least {max(DUE_COUNTS)}")
    cluster = None
    with tempfile.TemporaryDirectory() as tmp:
        url = args.database_url
        if url == "pg":
            from devkit.pgcluster import Cluster

            cluster = Cluster(fsync=True).start()
            url = asyncio.run(cluster.create_database("scale"))
        elif not url:
            url = str(Path(tmp) / "scale.sqlite3")
        try:
            watch = Stopwatch()
            asyncio.run(fill(url, args.tables, Path(tmp)))
            fill_line = watch.line(f"fill of {args.tables} tables")
            proc = subprocess.run(
                [
                    sys.executable,
                    "-m",
                    "bench.scale_bench",
                    "--measure",
                    url,
                    "--tables",
                    str(args.tables),
                ],
                cwd=ROOT,
                capture_output=True,
                text=True,
                env={**os.environ, "PYTHONUNBUFFERED": "1"},
            )
            if proc.returncode:
                sys.exit(f"the measuring process failed:\n{proc.stderr[-3000:]}")
            backend = "postgresql" if url.startswith("postgres") else "sqlite"
            _show(backend, json.loads(proc.stdout.strip().splitlines()[-1]), fill_line)
        finally:
            if cluster:
                cluster.stop()


if __name__ == "__main__":
    with footer(enabled="--measure" not in sys.argv):
        main()
