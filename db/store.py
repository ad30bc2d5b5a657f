"""All SQL of the bot, behind one small async interface (aiosqlite, WAL, foreign keys).

Every move is one transaction: the move row is appended and the state row updated
together, guarded by the state version, so a crash at any instant keeps either both
or neither, and two writers can never apply two moves to the same version.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from db.migrations import MIGRATIONS

OPEN_STATUSES = ("lobby", "playing")


class StaleVersion(Exception):
    """The table moved on since the caller read it (another click won)."""


class ChannelBusy(Exception):
    """The channel already has an open table."""


@dataclass(frozen=True, slots=True)
class TableRow:
    id: int
    guild_id: str
    channel_id: str
    game: str
    options: dict[str, Any]
    status: str
    host_id: str
    seat_order: str
    seed: int
    version: int
    state: str | None
    result: dict[str, Any] | None
    board_message_id: str | None
    reminder_seconds: int
    waiting_since: float | None
    last_reminded_at: float | None
    created_at: float
    updated_at: float
    damaged: str | None = None  # why this row cannot be used (bad JSON); None when sound


@dataclass(frozen=True, slots=True)
class SeatRow:
    user_id: str
    display_name: str
    joined_at: float
    seat: int | None


@dataclass(frozen=True, slots=True)
class MoveRow:
    n: int
    kind: str
    seat: int
    choice: str | None
    turn: int
    barrier: bool
    events: list[dict[str, Any]]
    created_at: float


_TABLE_COLUMNS = (
    "id, guild_id, channel_id, game, options, status, host_id, seat_order, seed, version, "
    "state, result, board_message_id, reminder_seconds, waiting_since, last_reminded_at, "
    "created_at, updated_at"
)


def _table(row: Iterable[Any]) -> TableRow:
    """A table row; a damaged JSON column marks the row damaged instead of raising, so one
    bad row disables its own table and never a listing of the others."""
    r = list(row)
    damaged = None
    try:
        r[4] = json.loads(r[4])
        if not isinstance(r[4], dict):
            raise ValueError("options is not an object")
    except (TypeError, ValueError) as exc:
        r[4], damaged = {}, f"options: {exc}"
    try:
        r[11] = json.loads(r[11]) if r[11] else None
        if r[11] is not None and not isinstance(r[11], dict):
            raise ValueError("result is not an object")
    except (TypeError, ValueError) as exc:
        r[11], damaged = None, damaged or f"result: {exc}"
    return TableRow(*r, damaged=damaged)


class Store:
    """One connection per process; aiosqlite serialises its calls on its own thread.

    Every transaction and every single write holds ``_writer``: on one shared connection
    two coroutines' BEGINs would otherwise nest ("cannot start a transaction within a
    transaction"), and a write issued while another coroutine's transaction is open
    would be committed or rolled back with it. Reads need no lock.
    """

    def __init__(self, conn: aiosqlite.Connection, path: str):
        self._conn = conn
        self.path = path
        self._writer = asyncio.Lock()

    @contextlib.asynccontextmanager
    async def _transaction(self):
        async with self._writer:
            await self._conn.execute("BEGIN IMMEDIATE")
            try:
                yield
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise
            await self._conn.execute("COMMIT")

    async def _write(self, sql: str, params: Iterable[Any] = ()) -> None:
        async with self._writer:
            await self._conn.execute(sql, tuple(params))

    @classmethod
    async def open(cls, path: str | Path) -> Store:
        path = str(path)
        if path != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        conn = await aiosqlite.connect(path, isolation_level=None)
        await conn.execute("PRAGMA journal_mode=WAL")
        # FULL: a commit is on disk before we acknowledge the move, even on power loss.
        await conn.execute("PRAGMA synchronous=FULL")
        await conn.execute("PRAGMA foreign_keys=ON")
        await conn.execute("PRAGMA busy_timeout=5000")
        store = cls(conn, path)
        try:
            await store._migrate()
        except BaseException:
            await conn.close()
            raise
        return store

    async def close(self) -> None:
        await self._conn.close()

    async def _migrate(self) -> None:
        (version,) = await self._one("PRAGMA user_version")
        if version > len(MIGRATIONS):
            raise RuntimeError(
                f"database {self.path} has schema {version}, newer than this build ({len(MIGRATIONS)})"
            )
        for target in range(version + 1, len(MIGRATIONS) + 1):
            async with self._transaction():
                await self._exec_script(MIGRATIONS[target - 1])
                await self._conn.execute(f"PRAGMA user_version = {target}")

    async def _exec_script(self, script: str) -> None:
        # executescript() would COMMIT our open transaction; run statement by statement.
        for statement in script.split(";"):
            if statement.strip():
                await self._conn.execute(statement)

    async def schema_version(self) -> int:
        (version,) = await self._one("PRAGMA user_version")
        return version

    async def _one(self, sql: str, params: Iterable[Any] = ()) -> Any:
        async with self._conn.execute(sql, tuple(params)) as cur:
            return await cur.fetchone()

    async def _all(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        async with self._conn.execute(sql, tuple(params)) as cur:
            return list(await cur.fetchall())

    # -- tables -------------------------------------------------------------------
    async def create_table(
        self,
        *,
        guild_id: str,
        channel_id: str,
        game: str,
        options: dict[str, Any],
        host_id: str,
        host_name: str,
        seat_order: str,
        seed: int,
        reminder_seconds: int,
        now: float | None = None,
    ) -> TableRow:
        now = time.time() if now is None else now
        async with self._transaction():
            busy = await self._one(
                "SELECT id FROM game_tables WHERE channel_id = ? AND status IN ('lobby', 'playing')",
                (channel_id,),
            )
            if busy:
                raise ChannelBusy(busy[0])
            cur = await self._conn.execute(
                "INSERT INTO game_tables (guild_id, channel_id, game, options, status, host_id,"
                " seat_order, seed, reminder_seconds, created_at, updated_at)"
                " VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?)",
                (guild_id, channel_id, game, json.dumps(options), host_id, seat_order, seed,
                 reminder_seconds, now, now),
            )
            table_id = cur.lastrowid
            await self._conn.execute(
                "INSERT INTO seats (table_id, user_id, display_name, joined_at) VALUES (?, ?, ?, ?)",
                (table_id, host_id, host_name, now),
            )
        return await self.get_table(table_id)

    async def get_table(self, table_id: int) -> TableRow | None:
        row = await self._one(f"SELECT {_TABLE_COLUMNS} FROM game_tables WHERE id = ?", (table_id,))
        return _table(row) if row else None

    async def open_table_in_channel(self, channel_id: str) -> TableRow | None:
        row = await self._one(
            f"SELECT {_TABLE_COLUMNS} FROM game_tables WHERE channel_id = ? AND status IN ('lobby', 'playing')",
            (channel_id,),
        )
        return _table(row) if row else None

    async def latest_table_in_channel(self, channel_id: str) -> TableRow | None:
        row = await self._one(
            f"SELECT {_TABLE_COLUMNS} FROM game_tables WHERE channel_id = ?"
            " ORDER BY status IN ('lobby', 'playing') DESC, id DESC LIMIT 1",
            (channel_id,),
        )
        return _table(row) if row else None

    async def tables_in_guild(self, guild_id: str, open_only: bool = True) -> list[TableRow]:
        where = "AND status IN ('lobby', 'playing')" if open_only else ""
        rows = await self._all(
            f"SELECT {_TABLE_COLUMNS} FROM game_tables WHERE guild_id = ? {where} ORDER BY id",
            (guild_id,),
        )
        return [_table(r) for r in rows]

    async def open_tables(self) -> list[TableRow]:
        rows = await self._all(
            f"SELECT {_TABLE_COLUMNS} FROM game_tables WHERE status IN ('lobby', 'playing') ORDER BY id"
        )
        return [_table(r) for r in rows]

    async def set_status(self, table_id: int, status: str, result: dict[str, Any] | None = None,
                         now: float | None = None) -> None:
        now = time.time() if now is None else now
        await self._write(
            "UPDATE game_tables SET status = ?, result = COALESCE(?, result), version = version + 1,"
            " updated_at = ? WHERE id = ?",
            (status, json.dumps(result) if result is not None else None, now, table_id),
        )

    async def set_board_message(self, table_id: int, message_id: str | None) -> str | None:
        """Remember the newest board message; returns the previous one (to retire)."""
        async with self._transaction():
            row = await self._one("SELECT board_message_id FROM game_tables WHERE id = ?", (table_id,))
            await self._conn.execute(
                "UPDATE game_tables SET board_message_id = ? WHERE id = ?", (message_id, table_id)
            )
        return row[0] if row else None

    async def set_reminder(self, table_id: int, seconds: int) -> None:
        await self._write(
            "UPDATE game_tables SET reminder_seconds = ? WHERE id = ?", (seconds, table_id)
        )

    async def mark_reminded(self, table_id: int, now: float) -> None:
        await self._write(
            "UPDATE game_tables SET last_reminded_at = ? WHERE id = ?", (now, table_id)
        )

    async def due_reminders(self, now: float) -> list[TableRow]:
        rows = await self._all(
            f"SELECT {_TABLE_COLUMNS} FROM game_tables WHERE status = 'playing'"
            " AND reminder_seconds > 0 AND waiting_since IS NOT NULL"
            " AND ? - MAX(waiting_since, COALESCE(last_reminded_at, 0)) >= reminder_seconds"
            " ORDER BY id",
            (now,),
        )
        return [_table(r) for r in rows]

    # -- seats --------------------------------------------------------------------
    async def seats(self, table_id: int) -> list[SeatRow]:
        rows = await self._all(
            "SELECT user_id, display_name, joined_at, seat FROM seats WHERE table_id = ?"
            " ORDER BY COALESCE(seat, 1000000), joined_at, rowid",
            (table_id,),
        )
        return [SeatRow(*r) for r in rows]

    async def add_seat(self, table_id: int, user_id: str, name: str, now: float | None = None) -> None:
        await self._write(
            "INSERT INTO seats (table_id, user_id, display_name, joined_at) VALUES (?, ?, ?, ?)",
            (table_id, user_id, name, time.time() if now is None else now),
        )

    async def remove_seat(self, table_id: int, user_id: str) -> None:
        await self._write(
            "DELETE FROM seats WHERE table_id = ? AND user_id = ?", (table_id, user_id)
        )

    async def set_host(self, table_id: int, user_id: str) -> None:
        await self._write("UPDATE game_tables SET host_id = ? WHERE id = ?", (user_id, table_id))

    async def start_table(
        self, table_id: int, order: list[str], state: str, now: float | None = None
    ) -> None:
        """Fix the seat order and store the first state, in one transaction."""
        now = time.time() if now is None else now
        async with self._transaction():
            for seat, user_id in enumerate(order):
                await self._conn.execute(
                    "UPDATE seats SET seat = ? WHERE table_id = ? AND user_id = ?",
                    (seat, table_id, user_id),
                )
            cur = await self._conn.execute(
                "UPDATE game_tables SET status = 'playing', state = ?, version = version + 1,"
                " waiting_since = ?, updated_at = ? WHERE id = ? AND status = 'lobby'",
                (state, now, now, table_id),
            )
            if cur.rowcount != 1:
                raise StaleVersion(table_id)

    # -- moves --------------------------------------------------------------------
    async def commit_move(
        self,
        table_id: int,
        expected_version: int,
        *,
        kind: str,
        seat: int,
        choice: str | None,
        turn: int,
        barrier: bool,
        events: list[dict[str, Any]],
        state: str,
        status: str = "playing",
        result: dict[str, Any] | None = None,
        waiting_changed: bool = True,
        now: float | None = None,
    ) -> int:
        """Append one log row and store the new state together. Returns the new version.

        Raises StaleVersion (and writes nothing) if the table is no longer at
        ``expected_version``.
        """
        now = time.time() if now is None else now
        async with self._transaction():
            cur = await self._conn.execute(
                "UPDATE game_tables SET state = ?, version = version + 1, status = ?,"
                " result = COALESCE(?, result), updated_at = ?,"
                " waiting_since = CASE WHEN ? THEN ? ELSE waiting_since END,"
                " last_reminded_at = CASE WHEN ? THEN NULL ELSE last_reminded_at END"
                " WHERE id = ? AND version = ? AND status = 'playing'",
                (state, status, json.dumps(result) if result is not None else None, now,
                 waiting_changed, now, waiting_changed, table_id, expected_version),
            )
            if cur.rowcount != 1:
                raise StaleVersion(table_id)
            (n,) = await self._one(
                "SELECT COALESCE(MAX(n), 0) + 1 FROM moves WHERE table_id = ?", (table_id,)
            )
            await self._conn.execute(
                "INSERT INTO moves (table_id, n, kind, seat, choice, turn, barrier, events, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (table_id, n, kind, seat, choice, turn, int(barrier), json.dumps(events), now),
            )
        return expected_version + 1

    async def moves(self, table_id: int) -> list[MoveRow]:
        rows = await self._all(
            "SELECT n, kind, seat, choice, turn, barrier, events, created_at FROM moves"
            " WHERE table_id = ? ORDER BY n",
            (table_id,),
        )
        return [MoveRow(r[0], r[1], r[2], r[3], r[4], bool(r[5]), json.loads(r[6]), r[7]) for r in rows]

    async def count_tables(self) -> int:
        (n,) = await self._one("SELECT COUNT(*) FROM game_tables")
        return n


def effective_moves(log: list[MoveRow]) -> list[MoveRow]:
    """The moves that stand after undos: an 'undo' row takes back the latest move."""
    stack: list[MoveRow] = []
    for row in log:
        if row.kind == "move":
            stack.append(row)
        elif row.kind == "undo" and stack:
            stack.pop()
    return stack
