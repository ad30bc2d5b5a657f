"""All SQL of the bot, behind one small async interface, on SQLite or PostgreSQL.

Every move is one transaction: the move row is appended and the state row updated
together, guarded by the state version, so a crash at any instant keeps either both
or neither, and two writers (coroutines or processes) can never apply two moves to the
same version. Lobby changes are decided inside the database the same way: a join,
a leave and the start each check the table's status and seats in the transaction that
writes them, holding the table row.
"""

from __future__ import annotations

import json
import math
import secrets
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from db import migrations, prefs, records, social
from db.backends import PostgresBackend, SqliteBackend
from db.errors import (
    AlreadySeated,
    ChannelBusy,
    LobbyChanged,
    NotInLobby,
    StaleVersion,
    StoreError,
    TableFull,
)
from db.sharding import Shard, in_shard

OPEN_STATUSES = ("lobby", "playing")
STATUSES = ("lobby", "playing", "finished", "abandoned")
MOVE_KINDS = ("move", "undo", "resign")
MAX_ID = 2**63 - 1  # both backends' integer keys are signed 64-bit


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
    idle_ai_seconds: int = 0  # the idle clock: 0 off, else the AI plays a turn idle this long
    ai_secret: str = ""  # the AI seats' randomness (hex); never derived from the game's seed
    locale: str = "en"  # the language of the table's public messages ("en", "de", "it")
    damaged: str | None = None  # why this row cannot be used; None when sound


@dataclass(frozen=True, slots=True)
class SeatRow:
    user_id: str
    display_name: str
    joined_at: float
    seat: int | None
    locale: str | None = None  # the language the player was last seen in (None: not yet)


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
    damaged: str | None = None  # why this log row is unreadable (its events are then [])


@dataclass(frozen=True, slots=True)
class Commit:
    """One step to store in one transaction: the move log's new row and the table after it."""

    kind: str  # one of MOVE_KINDS
    seat: int
    choice: str | None
    turn: int
    barrier: bool  # it revealed hidden information or drew at random: undo stops here
    events: list[dict[str, Any]]
    state: str  # the game's state after the step, dumped
    result: dict[str, Any] | None = None  # the game is over: the table becomes 'finished'
    waiting_changed: bool = True  # someone new decides: the idle and reminder clocks restart
    now: float | None = None
    # whether the decision after the step waits for an AI seat (the AI pass looks for these);
    # None: maybe, the pass looks once and clears it
    ai_waits: bool | None = None

    @property
    def status(self) -> str:
        return "finished" if self.result is not None else "playing"

    def row(self, n: int, now: float) -> MoveRow:
        """The log row this step becomes (number ``n``, stored at ``now``)."""
        return MoveRow(
            n, self.kind, self.seat, self.choice, self.turn, self.barrier, self.events, now
        )


_TABLE_COLUMNS = (
    "id, guild_id, channel_id, game, options, status, host_id, seat_order, seed, version, "
    "state, result, board_message_id, reminder_seconds, waiting_since, last_reminded_at, "
    "created_at, updated_at, idle_ai_seconds, ai_secret, locale"
)
_OPEN = "status IN ('lobby', 'playing')"
# A listing's columns: the state is left out (None in its rows), so listing every open table
# never reads their states; get_table reads one.
_LIST_COLUMNS = _TABLE_COLUMNS.replace("state,", "NULL,", 1)

# When the table's reminder and idle turn fall due, from the columns that decide them: the
# background passes find due tables by these indexed columns (migration 4), never by loading
# every table. Set after every write of waiting_since, last_reminded_at, reminder_seconds or
# idle_ai_seconds, in the same transaction.
_DUE_TIMES = (
    "remind_at = CASE WHEN reminder_seconds > 0 AND waiting_since IS NOT NULL THEN"
    " CASE WHEN waiting_since > COALESCE(last_reminded_at, 0) THEN waiting_since"
    " ELSE COALESCE(last_reminded_at, 0) END + reminder_seconds END,"
    " idle_at = CASE WHEN idle_ai_seconds > 0 AND waiting_since IS NOT NULL"
    " THEN waiting_since + idle_ai_seconds END"
)

# column index -> (name, accepted types, allows NULL, placeholder when unusable)
_TABLE_CHECKS: dict[int, tuple[str, tuple[type, ...], bool, Any]] = {
    1: ("guild_id", (str,), False, ""),
    2: ("channel_id", (str,), False, ""),
    3: ("game", (str,), False, ""),
    5: ("status", (str,), False, "abandoned"),
    6: ("host_id", (str,), False, ""),
    7: ("seat_order", (str,), False, "joined"),
    8: ("seed", (int,), False, 0),
    9: ("version", (int,), False, 0),
    10: ("state", (str,), True, None),
    12: ("board_message_id", (str,), True, None),
    13: ("reminder_seconds", (int,), False, 0),
    14: ("waiting_since", (int, float), True, None),
    15: ("last_reminded_at", (int, float), True, None),
    16: ("created_at", (int, float), False, 0.0),
    17: ("updated_at", (int, float), False, 0.0),
    18: ("idle_ai_seconds", (int,), False, 0),
    19: ("ai_secret", (str,), False, ""),
    20: ("locale", (str,), False, "en"),
}


# The schema's CHECK constraints, judged again row by row: the file's quick_check leaves them
# out (db/backends.py), so a row that breaks one (a hand edit) disables its own table only.
_TABLE_VALUES: dict[int, Callable[[Any], bool]] = {
    5: lambda v: v in STATUSES,
    7: lambda v: v in ("random", "joined"),
    13: lambda v: v >= 0,
    18: lambda v: v >= 0,
}


def _json_object(raw: Any, what: str, kind: type, nullable: bool) -> tuple[Any, str | None]:
    if raw is None or raw == "":
        return (None, None) if nullable else (kind(), f"{what} is missing")
    try:
        value = json.loads(raw) if isinstance(raw, str | bytes) else raw
    except ValueError as exc:
        return (None if nullable else kind()), f"{what}: {exc}"
    if not isinstance(value, kind):
        return (None if nullable else kind()), f"{what} is not a JSON {kind.__name__}"
    return value, None


def _table(row: Iterable[Any]) -> TableRow:
    """A table row; a damaged column (bad JSON, a NULL or a wrong type) marks the row
    damaged instead of raising, so one bad row disables its own table and never a
    listing of the others."""
    r = list(row)
    problems: list[str] = []
    r[4], bad = _json_object(r[4], "options", dict, nullable=False)
    problems += [bad] if bad else []
    r[11], bad = _json_object(r[11], "result", dict, nullable=True)
    problems += [bad] if bad else []
    for i, (name, kinds, nullable, fallback) in _TABLE_CHECKS.items():
        value = r[i]
        if value is None and nullable:
            continue
        if (
            value is None
            or isinstance(value, bool)
            or not isinstance(value, kinds)
            or (isinstance(value, float) and not math.isfinite(value))
            or (i in _TABLE_VALUES and not _TABLE_VALUES[i](value))
        ):
            problems.append(f"{name} is {value!r}")
            r[i] = fallback
    return TableRow(*r, damaged="; ".join(problems) or None)  # type: ignore[misc]  # r: the columns before `damaged`


def _move(r: Any) -> MoveRow:
    events, damaged = _json_object(r[6], "events", list, nullable=False)
    if r[1] not in MOVE_KINDS:  # the schema's CHECK, judged here (see _TABLE_VALUES)
        damaged = "; ".join(filter(None, [damaged, f"kind is {r[1]!r}"]))
    return MoveRow(r[0], r[1], r[2], r[3], r[4], bool(r[5]), events, r[7], damaged=damaged)


def open_target(url_or_path: str | Path) -> tuple[str, str]:
    """``("sqlite", path)`` or ``("postgresql", url)`` for a DATABASE_URL or a file path."""
    text = str(url_or_path)
    if text.startswith(("postgresql://", "postgres://")):
        return "postgresql", text
    if text.startswith("sqlite://"):
        path = text[len("sqlite://") :]
        if path.startswith("/") and not path.startswith("//"):
            path = path[1:] or ":memory:"  # sqlite:///relative, sqlite:////absolute
        elif path.startswith("//"):
            path = path[1:]
        return "sqlite", path
    if "://" in text:
        raise StoreError(
            f"Unknown database URL scheme in {text.split('://')[0]!r}: use postgresql:// or sqlite:///."
        )
    return "sqlite", text


class Store:
    """The store's public interface, the same on both backends."""

    def __init__(self, db: SqliteBackend | PostgresBackend, shard: Shard | None = None):
        self._db = db
        self.path = db.path
        self.backend = db.dialect
        self.shard = shard  # the guilds this process reminds and cleans up (None: all)

    @property
    def _conn(self) -> Any:
        """The raw connection (aiosqlite on SQLite); for tests that damage rows on purpose."""
        return self._db.conn

    @classmethod
    async def open(cls, url_or_path: str | Path, *, shard: Shard | None = None) -> Store:
        """Open (and migrate) ``postgresql://...``, ``sqlite:///path`` or a plain file path.

        Raises StoreError with one clear sentence when the database cannot be used."""
        kind, where = open_target(url_or_path)
        if kind == "postgresql":
            db: SqliteBackend | PostgresBackend = await PostgresBackend.open(where)
            scripts = migrations.POSTGRES
        else:
            scripts = migrations.SQLITE
            db = await SqliteBackend.open(where, scripts)
        try:
            await db.migrate(scripts)
        except BaseException:
            await db.close()
            raise
        return cls(db, shard)

    async def close(self) -> None:
        await self._db.close()

    async def schema_version(self) -> int:
        return await self._db.schema_version()

    async def _one(self, sql: str, params: Iterable[Any] = ()) -> Any:
        return await self._db.one(sql, params)

    async def _all(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        return await self._db.all(sql, params)

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
        ai_secret: str | None = None,
        locale: str = "en",
    ) -> TableRow:
        """``ai_secret``: the AI seats' randomness; None draws a fresh random one. ``locale``:
        the language of the table's public messages."""
        now = time.time() if now is None else now
        secret = secrets.token_hex(16) if ai_secret is None else ai_secret
        try:
            async with self._db.transaction() as tx:
                busy = await tx.one(
                    f"SELECT id FROM game_tables WHERE channel_id = ? AND {_OPEN}", (channel_id,)
                )
                if busy:
                    raise ChannelBusy(busy[0])
                (table_id,) = await tx.one(
                    "INSERT INTO game_tables (guild_id, channel_id, game, options, status, host_id,"
                    " seat_order, seed, reminder_seconds, created_at, updated_at, ai_secret,"
                    " locale) VALUES (?, ?, ?, ?, 'lobby', ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id",
                    (
                        guild_id,
                        channel_id,
                        game,
                        json.dumps(options),
                        host_id,
                        seat_order,
                        seed,
                        reminder_seconds,
                        now,
                        now,
                        secret,
                        locale,
                    ),
                )
                await tx.execute(
                    "INSERT INTO seats (table_id, user_id, display_name, joined_at)"
                    " VALUES (?, ?, ?, ?)",
                    (table_id, host_id, host_name, now),
                )
        except self._db.integrity_errors as exc:  # another process opened one in the same instant
            if "one_open_table_per_channel" in str(exc) or "channel_id" in str(exc):
                raise ChannelBusy(None) from exc
            raise
        row = await self.get_table(table_id)
        assert row is not None  # written in the transaction above
        return row

    async def get_table(self, table_id: int) -> TableRow | None:
        if not isinstance(table_id, int) or not 0 < table_id <= MAX_ID:
            return None
        row = await self._one(f"SELECT {_TABLE_COLUMNS} FROM game_tables WHERE id = ?", (table_id,))
        return _table(row) if row else None

    async def open_table_in_channel(self, channel_id: str) -> TableRow | None:
        row = await self._one(
            f"SELECT {_TABLE_COLUMNS} FROM game_tables WHERE channel_id = ? AND {_OPEN}",
            (channel_id,),
        )
        return _table(row) if row else None

    async def latest_table_in_channel(self, channel_id: str) -> TableRow | None:
        row = await self._one(
            f"SELECT {_TABLE_COLUMNS} FROM game_tables WHERE channel_id = ?"
            f" ORDER BY {_OPEN} DESC, id DESC LIMIT 1",
            (channel_id,),
        )
        return _table(row) if row else None

    async def tables_in_guild(self, guild_id: str, open_only: bool = True) -> list[TableRow]:
        where = f"AND {_OPEN}" if open_only else ""
        rows = await self._all(
            f"SELECT {_TABLE_COLUMNS} FROM game_tables WHERE guild_id = ? {where} ORDER BY id",
            (guild_id,),
        )
        return [_table(r) for r in rows]

    async def open_tables(self, shard: Shard | None = None) -> list[TableRow]:
        """Open tables of this process's guilds (``shard``, else the store's own), without
        their states (``state`` is None: get_table reads it)."""
        rows = await self._all(f"SELECT {_LIST_COLUMNS} FROM game_tables WHERE {_OPEN} ORDER BY id")
        return self._mine([_table(r) for r in rows], shard)

    def _mine(self, rows: list[TableRow], shard: Shard | None) -> list[TableRow]:
        shard = shard or self.shard
        return rows if shard is None else [r for r in rows if in_shard(r.guild_id, shard)]

    async def set_status(
        self,
        table_id: int,
        status: str,
        result: dict[str, Any] | None = None,
        now: float | None = None,
    ) -> None:
        now = time.time() if now is None else now
        await self._db.write(
            "UPDATE game_tables SET status = ?, result = COALESCE(?, result),"
            " version = version + 1,"
            " updated_at = ? WHERE id = ?",
            (status, json.dumps(result) if result is not None else None, now, table_id),
        )

    async def set_board_message(self, table_id: int, message_id: str | None) -> str | None:
        """Remember the newest board message; returns the previous one (to retire)."""
        async with self._db.transaction() as tx:
            row = await tx.one(
                f"SELECT board_message_id FROM game_tables WHERE id = ?{self._db.for_update}",
                (table_id,),
            )
            await tx.execute(
                "UPDATE game_tables SET board_message_id = ? WHERE id = ?", (message_id, table_id)
            )
        return row[0] if row else None

    async def _set_timing(self, table_id: int, column: str, value: float | int) -> None:
        """Write one column that decides a due time, and the due times with it."""
        async with self._db.transaction() as tx:
            await tx.execute(f"UPDATE game_tables SET {column} = ? WHERE id = ?", (value, table_id))
            await tx.execute(f"UPDATE game_tables SET {_DUE_TIMES} WHERE id = ?", (table_id,))

    async def set_reminder(self, table_id: int, seconds: int) -> None:
        await self._set_timing(table_id, "reminder_seconds", seconds)

    async def set_locale(self, table_id: int, locale: str) -> None:
        """The language of the table's public messages from now on."""
        await self._db.write("UPDATE game_tables SET locale = ? WHERE id = ?", (locale, table_id))

    async def set_seat_locale(self, table_id: int, user_id: str, locale: str) -> None:
        """The language a seated player was last seen in (for the reminders)."""
        await self._db.write(
            "UPDATE seats SET locale = ? WHERE table_id = ? AND user_id = ?",
            (locale, table_id, user_id),
        )

    async def set_idle_clock(self, table_id: int, seconds: int) -> None:
        await self._set_timing(table_id, "idle_ai_seconds", seconds)

    async def mark_reminded(self, table_id: int, now: float) -> None:
        await self._set_timing(table_id, "last_reminded_at", now)

    async def defer_reminder(
        self, table_id: int, at: float, *, reminded_at: float | None = None
    ) -> None:
        """The table's next reminder waits until ``at`` (the end of someone's quiet hours or
        away period); ``reminded_at``: some players were pinged now. The next write of the
        columns that decide it computes it afresh."""
        await self._db.write(
            "UPDATE game_tables SET remind_at = ?,"
            " last_reminded_at = COALESCE(?, last_reminded_at) WHERE id = ?",
            (at, reminded_at, table_id),
        )

    async def defer_idle_turn(self, table_id: int, at: float) -> None:
        """The idle clock's turn waits until ``at`` (a mover is away)."""
        await self._db.write("UPDATE game_tables SET idle_at = ? WHERE id = ?", (at, table_id))

    async def due_idle_turns(self, now: float, shard: Shard | None = None) -> list[TableRow]:
        """Playing tables of this process's guilds whose movers waited past the idle clock
        (without their states)."""
        return await self._due("idle_at", now, _LIST_COLUMNS, shard)

    async def due_reminders(self, now: float, shard: Shard | None = None) -> list[TableRow]:
        """Playing tables of this process's guilds whose players waited past the interval."""
        return await self._due("remind_at", now, _TABLE_COLUMNS, shard)

    async def _due(
        self, column: str, now: float, columns: str, shard: Shard | None
    ) -> list[TableRow]:
        rows = await self._all(
            f"SELECT {columns} FROM game_tables WHERE status = 'playing'"
            f" AND {column} <= CAST(? AS DOUBLE PRECISION)",
            (now,),
        )
        return self._mine(_by_id(rows), shard)

    async def ai_waiting(self, shard: Shard | None = None) -> list[TableRow]:
        """Playing tables of this process's guilds whose decision may wait for an AI seat
        (the flag of their latest commit; see ``clear_ai_waits``), without their states."""
        rows = await self._all(
            f"SELECT {_LIST_COLUMNS} FROM game_tables WHERE status = 'playing' AND ai_waits = 1"
        )
        return self._mine(_by_id(rows), shard)

    async def clear_ai_waits(self, table_id: int, version: int) -> None:
        """No AI seat is to move at ``version``: the AI pass skips the table until its next
        commit (a later version keeps its own flag)."""
        await self._db.write(
            "UPDATE game_tables SET ai_waits = 0 WHERE id = ? AND version = ?", (table_id, version)
        )

    async def boards_pending(self, shard: Shard | None = None) -> list[TableRow]:
        """Playing tables of this process's guilds with no board message (Discord refused
        it: the repair pass posts it), without their states."""
        rows = await self._all(
            f"SELECT {_LIST_COLUMNS} FROM game_tables WHERE status = 'playing'"
            " AND board_message_id IS NULL"
        )
        return self._mine(_by_id(rows), shard)

    # -- people's reminder preferences ------------------------------------------------
    async def reminder_prefs(self, user_ids: Iterable[str]) -> dict[str, prefs.ReminderPrefs]:
        """The stored preferences of these users (those without any are left out)."""
        ids = sorted(set(user_ids))
        if not ids:
            return {}
        marks = ", ".join("?" for _ in ids)
        rows = await self._all(
            f"SELECT {prefs.COLUMNS} FROM reminder_prefs WHERE user_id IN ({marks})", ids
        )
        return {p.user_id: p for p in map(prefs.from_row, rows)}

    async def set_reminder_prefs(self, p: prefs.ReminderPrefs, now: float) -> None:
        await self._db.write(
            f"INSERT INTO reminder_prefs ({prefs.COLUMNS}, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET"
            " how = excluded.how, quiet_from = excluded.quiet_from,"
            " quiet_to = excluded.quiet_to, time_zone = excluded.time_zone,"
            " away_until = excluded.away_until, updated_at = excluded.updated_at",
            (p.user_id, p.how, p.quiet_from, p.quiet_to, p.time_zone, p.away_until, now),
        )

    async def clear_reminder_prefs(self, user_id: str) -> None:
        await self._db.write("DELETE FROM reminder_prefs WHERE user_id = ?", (user_id,))

    # -- seats --------------------------------------------------------------------
    async def seats(self, table_id: int) -> list[SeatRow]:
        rows = await self._all(
            "SELECT user_id, display_name, joined_at, seat, locale FROM seats WHERE table_id = ?"
            " ORDER BY COALESCE(seat, 1000000), joined_at, rowid",
            (table_id,),
        )
        return [SeatRow(*r) for r in rows]

    async def _lobby(self, tx: Any, table_id: int) -> None:
        """Hold the table row for this transaction; raise NotInLobby unless it waits in its
        lobby."""
        row = await tx.one(
            f"SELECT status FROM game_tables WHERE id = ?{self._db.for_update}", (table_id,)
        )
        if row is None or row[0] != "lobby":
            raise NotInLobby(table_id)

    async def add_seat(
        self,
        table_id: int,
        user_id: str,
        name: str,
        now: float | None = None,
        *,
        max_players: int | None = None,
    ) -> int:
        """Seat a player in the lobby, checked and written in one transaction holding the
        table row: raises NotInLobby (started, closed or gone), AlreadySeated, or TableFull
        (``max_players`` seats taken). Returns the number seated afterwards."""
        now = time.time() if now is None else now
        async with self._db.transaction() as tx:
            await self._lobby(tx, table_id)
            seated = [
                u
                for (u,) in await tx.all(
                    "SELECT user_id FROM seats WHERE table_id = ?", (table_id,)
                )
            ]
            if user_id in seated:
                raise AlreadySeated(table_id)
            if max_players is not None and len(seated) >= max_players:
                raise TableFull(table_id)
            await tx.execute(
                "INSERT INTO seats (table_id, user_id, display_name, joined_at)"
                " VALUES (?, ?, ?, ?)",
                (table_id, user_id, name, now),
            )
        return len(seated) + 1

    async def remove_seat(self, table_id: int, user_id: str) -> None:
        await self._db.write(
            "DELETE FROM seats WHERE table_id = ? AND user_id = ?", (table_id, user_id)
        )

    async def leave_lobby(
        self, table_id: int, user_id: str, now: float | None = None
    ) -> tuple[list[str], str]:
        """Take a player's lobby seat, in one transaction holding the table row. When the
        host leaves, the longest-seated player becomes host; when the last one leaves,
        the table is abandoned. Returns (user ids still seated, the host afterwards).
        Raises NotInLobby, or LookupError when the player has no seat."""
        now = time.time() if now is None else now
        async with self._db.transaction() as tx:
            await self._lobby(tx, table_id)
            deleted = await tx.execute(
                "DELETE FROM seats WHERE table_id = ? AND user_id = ?", (table_id, user_id)
            )
            if deleted != 1:
                raise LookupError(user_id)
            rest = [
                u
                for (u,) in await tx.all(
                    "SELECT user_id FROM seats WHERE table_id = ? ORDER BY joined_at, rowid",
                    (table_id,),
                )
            ]
            (host,) = await tx.one("SELECT host_id FROM game_tables WHERE id = ?", (table_id,))
            if not rest:
                await tx.execute(
                    "UPDATE game_tables SET status = 'abandoned', version = version + 1,"
                    " updated_at = ?"
                    " WHERE id = ?",
                    (now, table_id),
                )
            elif host == user_id:
                host = rest[0]
                await tx.execute(
                    "UPDATE game_tables SET host_id = ? WHERE id = ?", (host, table_id)
                )
        return rest, host

    async def replace_seat(
        self,
        table_id: int,
        old_user: str,
        new_user: str,
        new_name: str,
        new_host: str | None = None,
    ) -> None:
        """Hand ``old_user``'s seat (lobby or running game) to ``new_user``, in one transaction
        holding the table row; the seat number, the game and the version stay as they are.
        ``new_host``: the host afterwards (None: unchanged). Raises NotInLobby when the
        table is closed, AlreadySeated when ``new_user`` has a seat, LookupError when
        ``old_user`` has none."""
        async with self._db.transaction() as tx:
            row = await tx.one(
                f"SELECT status FROM game_tables WHERE id = ?{self._db.for_update}", (table_id,)
            )
            if row is None or row[0] not in ("lobby", "playing"):
                raise NotInLobby(table_id)
            if await tx.one(
                "SELECT 1 FROM seats WHERE table_id = ? AND user_id = ?", (table_id, new_user)
            ):
                raise AlreadySeated(table_id)
            changed = await tx.execute(
                "UPDATE seats SET user_id = ?, display_name = ? WHERE table_id = ? AND user_id = ?",
                (new_user, new_name, table_id, old_user),
            )
            if changed != 1:
                raise LookupError(old_user)
            if row[0] == "playing":  # an AI may now hold the deciding seat: the AI pass looks
                await tx.execute("UPDATE game_tables SET ai_waits = 1 WHERE id = ?", (table_id,))
            if new_host is not None:
                await tx.execute(
                    "UPDATE game_tables SET host_id = ? WHERE id = ?", (new_host, table_id)
                )

    async def set_host(self, table_id: int, user_id: str) -> None:
        await self._db.write("UPDATE game_tables SET host_id = ? WHERE id = ?", (user_id, table_id))

    async def start_table(
        self,
        table_id: int,
        order: list[str],
        state: str,
        now: float | None = None,
        *,
        ai_waits: bool | None = None,
    ) -> None:
        """Fix the seat order and store the first state, in one transaction holding the
        table row. Raises NotInLobby if it started or closed meanwhile, LobbyChanged (a
        StaleVersion) if the seated players are no longer exactly ``order``: nobody can
        join during the start and end up without a seat. ``ai_waits``: whether the first
        decision waits for an AI seat (None: maybe, the AI pass looks once)."""
        now = time.time() if now is None else now
        async with self._db.transaction() as tx:
            await self._lobby(tx, table_id)
            seated = {
                u
                for (u,) in await tx.all(
                    "SELECT user_id FROM seats WHERE table_id = ?", (table_id,)
                )
            }
            if seated != set(order) or len(order) != len(seated):
                raise LobbyChanged(table_id)
            for seat, user_id in enumerate(order):
                await tx.execute(
                    "UPDATE seats SET seat = ? WHERE table_id = ? AND user_id = ?",
                    (seat, table_id, user_id),
                )
            changed = await tx.execute(
                "UPDATE game_tables SET status = 'playing', state = ?, version = version + 1,"
                " waiting_since = ?, updated_at = ?, started_at = ?, ai_waits = ?"
                " WHERE id = ? AND status = 'lobby'",
                (state, now, now, now, _flag(ai_waits), table_id),
            )
            if changed != 1:
                raise StaleVersion(table_id)
            await tx.execute(f"UPDATE game_tables SET {_DUE_TIMES} WHERE id = ?", (table_id,))

    # -- moves --------------------------------------------------------------------
    async def commit_move(self, table_id: int, expected_version: int, step: Commit) -> int:
        """Append one log row and store the new state together. Returns the new version.

        Raises StaleVersion (and writes nothing) if the table is no longer at
        ``expected_version``. ``step.ai_waits`` is stored as the table's ai_waits flag.
        """
        now = time.time() if step.now is None else step.now
        result, waiting_changed = step.result, step.waiting_changed
        async with self._db.transaction() as tx:
            changed = await tx.execute(
                "UPDATE game_tables SET state = ?, version = version + 1, status = ?,"
                " result = COALESCE(?, result), updated_at = ?,"
                " waiting_since = CASE WHEN ? THEN ? ELSE waiting_since END,"
                " last_reminded_at = CASE WHEN ? THEN NULL ELSE last_reminded_at END,"
                " ai_waits = ? WHERE id = ? AND version = ? AND status = 'playing'",
                (
                    step.state,
                    step.status,
                    json.dumps(result) if result is not None else None,
                    now,
                    bool(waiting_changed),
                    now,
                    bool(waiting_changed),
                    _flag(step.ai_waits),
                    table_id,
                    expected_version,
                ),
            )
            if changed != 1:
                raise StaleVersion(table_id)
            if waiting_changed:
                await tx.execute(f"UPDATE game_tables SET {_DUE_TIMES} WHERE id = ?", (table_id,))
            if result is not None:  # the server's record, kept with the finish itself
                await records.write_record(tx, table_id, result, now)
            (n,) = await tx.one(
                "SELECT COALESCE(MAX(n), 0) + 1 FROM moves WHERE table_id = ?", (table_id,)
            )
            await tx.execute(
                "INSERT INTO moves"
                " (table_id, n, kind, seat, choice, turn, barrier, events, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    table_id,
                    n,
                    step.kind,
                    step.seat,
                    step.choice,
                    step.turn,
                    int(step.barrier),
                    json.dumps(step.events),
                    now,
                ),
            )
        return expected_version + 1

    async def moves(self, table_id: int) -> list[MoveRow]:
        rows = await self._all(
            "SELECT n, kind, seat, choice, turn, barrier, events, created_at FROM moves"
            " WHERE table_id = ? ORDER BY n",
            (table_id,),
        )
        return [_move(r) for r in rows]

    async def last_moves(self, table_id: int, count: int) -> list[MoveRow]:
        """The newest ``count`` rows of a table's move log, oldest first (the click path
        needs only the tail: undo and simultaneous-decision checks)."""
        rows = await self._all(
            "SELECT n, kind, seat, choice, turn, barrier, events, created_at FROM moves"
            " WHERE table_id = ? ORDER BY n DESC LIMIT ?",
            (table_id, count),
        )
        return [_move(r) for r in reversed(rows)]

    # -- the server's record (db/records.py) ----------------------------------------------
    async def record_missing(self, guild_id: str) -> int:
        """Record the server's finished tables that have no record yet; the count."""
        return await records.backfill(self._db, guild_id)

    async def results(self, guild_id: str, game: str | None = None) -> list[records.GameResult]:
        """The server's recorded games (of ``game``, or all) in finishing order."""
        return await records.results(self._db, guild_id, game)

    async def result_rows(
        self, guild_id: str, after: tuple[float, int] | None = None
    ) -> records.Rows:
        """The server's recorded games as plain rows (``records.grouped`` reads them), only
        those finished after ``after`` (finished_at, table_id) when given."""
        return await records.result_rows(self._db, guild_id, after)

    async def count_results(self, guild_id: str) -> int:
        return await records.count(self._db, guild_id)

    # -- watchers and rematches (db/social.py) --------------------------------------------
    async def watch(
        self, table_id: int, user_id: str, via: str, locale: str, now: float | None = None
    ) -> bool:
        """Follow the table (or change how); True when they did not watch it before."""
        now = time.time() if now is None else now
        return await social.watch(self._db, table_id, user_id, via, locale, now)

    async def unwatch(self, table_id: int, user_id: str) -> bool:
        return await social.unwatch(self._db, table_id, user_id)

    async def watchers(self, table_id: int) -> list[social.WatcherRow]:
        return await social.watchers(self._db, table_id)

    async def note_rematch(self, table_id: int, previous_id: int) -> None:
        await social.note_rematch(self._db, table_id, previous_id)

    async def rematch_of(self, table_id: int) -> int | None:
        return await social.rematch_of(self._db, table_id)

    async def rematches(self, previous_id: int) -> list[int]:
        return await social.rematches(self._db, previous_id)

    async def count_tables(self) -> int:
        (n,) = await self._one("SELECT COUNT(*) FROM game_tables")
        return n


def _by_id(rows: list[Any]) -> list[TableRow]:
    """Rows of a due query in table order (sorted here: an ORDER BY id would lead SQLite's
    planner to walk the whole table in id order instead of the due index)."""
    return [_table(r) for r in sorted(rows, key=lambda r: r[0])]


def _flag(ai_waits: bool | None) -> int:
    """The stored ai_waits for a commit: unknown counts as "maybe" (1)."""
    return 0 if ai_waits is False else 1


async def open_store(settings: Any) -> Store:
    """The store a bot process runs on: ``settings.database_url`` (PostgreSQL) when set,
    else the SQLite file ``settings.database_path``; reminders and cleanup limited to
    ``settings.shard``."""
    target = getattr(settings, "database_url", None) or settings.database_path
    return await Store.open(target, shard=getattr(settings, "shard", None))


def effective_moves(log: list[MoveRow]) -> list[MoveRow]:
    """The moves that stand after undos: an 'undo' row takes back the latest move."""
    stack: list[MoveRow] = []
    for row in log:
        if row.kind == "move":
            stack.append(row)
        elif row.kind == "undo" and stack:
            stack.pop()
    return stack
