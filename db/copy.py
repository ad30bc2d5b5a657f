"""Copy every table, seat and move from one database to another (SQLite to PostgreSQL,
or back), then prove the copy: every started table must replay from its seed, options
and effective moves to exactly its stored state.

The target must hold no tables; the copy is one transaction, and if any table does not
replay the copied rows are deleted again, so the target is left as it was found.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from db.store import _TABLE_COLUMNS, MOVE_KINDS, Store, effective_moves

# the table's columns, what the background passes look for (db/migrations.py, 4) and when it
# started (6). The record (results, result_seats) is not copied: it is derived from the tables,
# and the first /stats in each server writes it again (db/records.py, backfill).
_COPIED_TABLE_COLUMNS = _TABLE_COLUMNS + ", remind_at, idle_at, ai_waits, started_at"
_SEAT_COLUMNS = "table_id, user_id, display_name, joined_at, seat, locale"
_MOVE_COLUMNS = "table_id, n, kind, seat, choice, turn, barrier, events, created_at"
# each person's reminder preferences (8): kept per user, not per table, copied beside them
_PREFS_COLUMNS = "user_id, how, quiet_from, quiet_to, time_zone, away_until, updated_at"


class CopyRefused(Exception):
    """The copy was not made (or was taken back); the message says why."""


@dataclass(frozen=True)
class CopyReport:
    tables: int
    seats: int
    moves: int
    replayed: int

    def __str__(self) -> str:
        return (
            f"copied {self.tables} tables, {self.seats} seats and {self.moves} moves; "
            f"{self.replayed} started tables replay to their stored state"
        )


async def replay_problem(store: Store, table_id: int) -> str | None:
    """Why a table does not replay to its stored state (None when it does or has no state)."""
    from games import get
    from games.contract import GameError

    row = await store.get_table(table_id)
    if row is None:
        return f"table {table_id} does not exist"
    if row.damaged:
        return f"table {table_id} is damaged ({row.damaged})"
    if row.state is None:
        return None
    try:
        game = get(row.game)
        seated = [s for s in await store.seats(table_id) if s.seat is not None]
        moves = effective_moves(await store.moves(table_id))
        state = game.replay(
            len(seated),
            row.seed,
            game.options(row.options),
            [(m.seat, m.choice) for m in moves if m.choice is not None],
        )
    except (GameError, ValueError) as exc:
        return f"table {table_id} ({row.game}) cannot be replayed: {exc}"
    if json.loads(game.dump(state)) != json.loads(row.state):
        return f"table {table_id} ({row.game}) replays to a different state than the stored one"
    return None


async def _source_rows(src: Store) -> tuple[list, list, list]:
    tables = await src._all(f"SELECT {_COPIED_TABLE_COLUMNS} FROM game_tables ORDER BY id")
    seats = await src._all(f"SELECT {_SEAT_COLUMNS} FROM seats ORDER BY table_id, rowid")
    moves = await src._all(f"SELECT {_MOVE_COLUMNS} FROM moves ORDER BY table_id, n")
    damaged = [r[0] for r in tables if getattr(await src.get_table(r[0]), "damaged", None)]
    damaged += sorted({m[0] for m in moves if not _json_list(m[7]) or m[2] not in MOVE_KINDS})
    if damaged:
        raise CopyRefused(
            f"the source has damaged rows (tables {sorted(set(damaged))}): "
            "repair or delete them first; nothing was copied"
        )
    return tables, seats, moves


def _json_list(raw: object) -> bool:
    try:
        return isinstance(json.loads(raw) if isinstance(raw, str) else raw, list)
    except ValueError:
        return False


async def copy_database(source: str, target: str) -> CopyReport:
    src = await Store.open(source)
    try:
        dst = await Store.open(target)
        try:
            return await _copy(src, dst)
        finally:
            await dst.close()
    finally:
        await src.close()


async def _copy(src: Store, dst: Store) -> CopyReport:
    held = await dst.count_tables()
    if held:
        raise CopyRefused(
            f"the target {dst.path} already holds {held} tables: "
            "refusing to overwrite them; copy into an empty database"
        )
    tables, seats, moves = await _source_rows(src)
    marks = lambda n: ", ".join("?" * n)  # noqa: E731
    async with dst._db.transaction() as tx:
        for row in tables:
            await tx.execute(
                f"INSERT INTO game_tables ({_COPIED_TABLE_COLUMNS}) VALUES ({marks(len(row))})", row
            )
        for row in seats:
            await tx.execute(f"INSERT INTO seats ({_SEAT_COLUMNS}) VALUES ({marks(6)})", row)
        for row in moves:
            await tx.execute(f"INSERT INTO moves ({_MOVE_COLUMNS}) VALUES ({marks(9)})", row)
        copied_prefs = []  # the users whose preferences this copy wrote
        for row in await src._all(f"SELECT {_PREFS_COLUMNS} FROM reminder_prefs"):
            if await tx.execute(
                f"INSERT INTO reminder_prefs ({_PREFS_COLUMNS}) VALUES ({marks(7)})"
                " ON CONFLICT (user_id) DO NOTHING",
                row,
            ):
                copied_prefs.append(row[0])
        if dst.backend == "postgresql" and tables:
            await tx.one(
                "SELECT setval(pg_get_serial_sequence('game_tables', 'id'), ?)",
                (max(r[0] for r in tables),),
            )
    problems = [p for r in tables if (p := await replay_problem(dst, r[0]))]
    if problems:
        async with dst._db.transaction() as tx:  # seats and moves go with the tables
            await tx.execute("DELETE FROM game_tables")
            for user_id in copied_prefs:
                await tx.execute("DELETE FROM reminder_prefs WHERE user_id = ?", (user_id,))
        raise CopyRefused(
            "the copy was taken back: "
            + "; ".join(problems[:5])
            + (f" (and {len(problems) - 5} more)" if len(problems) > 5 else "")
        )
    replayed = sum(1 for r in tables if r[10] is not None)
    return CopyReport(len(tables), len(seats), len(moves), replayed)
