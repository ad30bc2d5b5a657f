"""The two database backends behind the store: an embedded SQLite file (aiosqlite) and a
PostgreSQL server (asyncpg). Both speak the store's SQL, written once with ``?``
placeholders; they differ only in how they connect, lock, migrate and report failures.

Each backend offers ``one``/``all`` (reads), ``write`` (one statement, committed alone)
and ``transaction()``, which yields a handle with ``one``/``all``/``execute`` that all
run inside that one transaction.
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import functools
import os
import re
import sqlite3
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import aiosqlite

from db import integrity
from db.errors import SchemaTooNew, StoreError, StoreFull, StoreInUse

SQLITE_HEADER = b"SQLite format 3\x00"
# pg_advisory_lock key shared by every process that migrates this bot's schema
MIGRATION_LOCK_KEY = 0x7AB1E_B07


def too_new(where: str, version: int, known: int) -> SchemaTooNew:
    return SchemaTooNew(
        f"{where} has schema version {version}, newer than this build ({known}): "
        "run the newer bot, or restore a backup made before the upgrade."
    )


# -- SQLite ------------------------------------------------------------------------
def _sqlite_failure(exc: BaseException, path: str) -> StoreError | None:
    """The clear StoreError for a SQLite failure that makes the database unusable."""
    if not isinstance(exc, sqlite3.DatabaseError) or isinstance(exc, sqlite3.IntegrityError):
        return None
    code = getattr(exc, "sqlite_errorcode", None)
    base = code & 0xFF if isinstance(code, int) else None
    if base == sqlite3.SQLITE_FULL:
        return StoreFull(
            f"The database {path} is full ({exc}); nothing was written. "
            "Free disk space and try again."
        )
    if base == sqlite3.SQLITE_READONLY:
        return StoreError(
            f"The database {path} is read-only ({exc}): make the file and its folder writable."
        )
    if base in (sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB):
        return StoreError(f"The database {path} is damaged ({exc}): restore it from a backup.")
    if base in (sqlite3.SQLITE_CANTOPEN, sqlite3.SQLITE_IOERR, sqlite3.SQLITE_PERM):
        return StoreError(f"The database {path} cannot be read or written ({exc}).")
    return None


@contextlib.contextmanager
def _sqlite_errors(path: str):
    try:
        yield
    except sqlite3.DatabaseError as exc:
        clear = _sqlite_failure(exc, path)
        if clear is None:
            raise
        raise clear from exc


def _check_file(p: Path) -> None:
    """Refuse, before SQLite touches it, a path that cannot be this bot's database."""
    if p.is_dir():
        raise StoreError(f"The database path {p} is a folder, not a file.")
    if not p.exists():
        return
    st = p.stat()
    if st.st_size == 0:
        raise StoreError(
            f"The database {p} is an empty file (0 bytes), not a database (a copy cut short?): "
            "restore it from a backup, or delete it to start a new database."
        )
    if not st.st_mode & 0o222 or not os.access(p, os.W_OK):
        raise StoreError(
            f"The database {p} is read-only: the bot writes every move, make it writable."
        )
    try:
        with open(p, "rb") as fh:
            head = fh.read(len(SQLITE_HEADER))
    except OSError as exc:
        raise StoreError(f"The database {p} cannot be read: {exc.strerror}.") from exc
    if head != SQLITE_HEADER:
        raise StoreError(
            f"{p} is not a SQLite database (it lacks the SQLite header): check DATABASE_PATH."
        )


def _sqlite_files(p: Path) -> list[Path]:
    """The database file and the journal files SQLite may keep beside it."""
    return [p] + [p.with_name(p.name + tail) for tail in ("-journal", "-wal", "-shm")]


def _fsync_folder(folder: Path) -> None:
    """Make a rename inside ``folder`` durable."""
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def _hold_lock(p: Path) -> int:
    """Take the lock file beside the database: one process per SQLite file."""
    lock = p.with_name(p.name + ".lock")
    try:
        fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    except OSError as exc:
        raise StoreError(f"Cannot create the lock file {lock}: {exc.strerror}.") from exc
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        holder = os.pread(fd, 32, 0).decode(errors="replace").strip() or "unknown"
        os.close(fd)
        raise StoreInUse(
            f"The database {p} is already in use by another bot process (pid {holder}): "
            "one SQLite file serves one process. Stop the other one, or run several "
            "processes on PostgreSQL (DATABASE_URL)."
        ) from None
    os.ftruncate(fd, 0)
    os.pwrite(fd, f"{os.getpid()}\n".encode(), 0)
    return fd


class SqliteBackend:
    """One connection per process; aiosqlite serialises its calls on its own thread.

    Every transaction and every single write holds ``_writer``: on one shared connection
    two coroutines' BEGINs would otherwise nest ("cannot start a transaction within a
    transaction"), and a write issued while another coroutine's transaction is open
    would be committed or rolled back with it. Reads need no lock.
    """

    dialect = "sqlite"
    for_update = ""  # BEGIN IMMEDIATE already holds the whole file's write lock
    integrity_errors: tuple[type[BaseException], ...] = (sqlite3.IntegrityError,)

    def __init__(self, conn: aiosqlite.Connection, path: str, lock_fd: int | None):
        self.conn = conn
        self.path = path
        self._lock_fd = lock_fd
        self._writer = asyncio.Lock()

    @classmethod
    async def open(cls, path: str, scripts: list[str] | None = None) -> SqliteBackend:
        """Open the file at ``path``; when it does not exist yet and ``scripts`` are given,
        first create it with that schema (see ``_create``), so no start ever meets a
        file that a killed first start left half made."""
        lock_fd = None
        if path != ":memory:":
            p = Path(path)
            if not p.is_dir() and not p.parent.exists():
                try:
                    p.parent.mkdir(parents=True, exist_ok=True)
                except OSError as exc:
                    raise StoreError(
                        f"Cannot create the folder for the database {p}: {exc.strerror}."
                    ) from exc
            # lock first: a process that is creating the file right now is "in use", not "empty"
            lock_fd = _hold_lock(p)
            try:
                _check_file(p)
                if scripts is not None and not p.exists():
                    await cls._create(p, scripts)
            except BaseException:
                os.close(lock_fd)
                raise
        try:
            with _sqlite_errors(path):
                conn = await aiosqlite.connect(path, isolation_level=None)
        except BaseException:
            if lock_fd is not None:
                os.close(lock_fd)
            raise
        backend = cls(conn, path, lock_fd)
        try:
            with _sqlite_errors(path):
                await conn.execute("PRAGMA journal_mode=WAL")
                # FULL: a commit is on disk before we acknowledge the move, even on power loss.
                await conn.execute("PRAGMA synchronous=FULL")
                await conn.execute("PRAGMA foreign_keys=ON")
                await conn.execute("PRAGMA busy_timeout=5000")
                problem = await backend._bounded_check() if path != ":memory:" else None
            if problem:
                problem = " ".join(problem.split())  # one line
                raise StoreError(
                    f"The database {path} is damaged ({problem}): restore it from a backup."
                    " `python -m db check` examines every page."
                )
        except BaseException:
            await backend.close()
            raise
        return backend

    async def _bounded_check(self) -> str | None:
        """What a start can find wrong in constant time (db/integrity.py): the header and
        the root page of every table and index, read from the file once the WAL is folded
        into it. None when both look sound, or when the WAL could not be folded in (another
        reader held it: the file alone is then not the database)."""
        (busy, wal_pages, moved) = await self.one("PRAGMA wal_checkpoint(TRUNCATE)")
        if busy or wal_pages != moved:
            return None
        roots = [("sqlite_master", "table", 1)] + [
            (name, kind, root)
            for name, kind, root in await self.all(
                "SELECT name, type, rootpage FROM sqlite_master"
                " WHERE type IN ('table', 'index') AND rootpage > 0"
            )
        ]
        p = Path(self.path)
        with open(p, "rb") as fh:
            head = fh.read(integrity.HEADER_BYTES)
        return integrity.header_problem(head, p.stat().st_size) or integrity.roots_problem(p, roots)

    @classmethod
    async def _create(cls, p: Path, scripts: list[str]) -> None:
        """Build a new database under a temporary name and rename it into place once its
        schema is committed and on disk. A kill at any instant leaves either no file at
        ``p`` (the next start creates it again) or a complete one, never an empty file.
        The caller holds the lock, so leftovers of a killed attempt are ours to remove."""
        temp = p.with_name(p.name + ".new")
        for leftover in _sqlite_files(temp):
            leftover.unlink(missing_ok=True)
        with _sqlite_errors(str(p)):
            conn = await aiosqlite.connect(temp, isolation_level=None)
        fresh = cls(conn, str(p), None)
        try:
            with _sqlite_errors(str(p)):
                await conn.execute("PRAGMA synchronous=FULL")
            await fresh.migrate(scripts)
        finally:
            await fresh.close()
        try:
            fd = os.open(temp, os.O_RDONLY)
            try:
                os.fsync(fd)
            finally:
                os.close(fd)
            os.rename(temp, p)
            _fsync_folder(p.parent)
        except OSError as exc:
            raise StoreError(f"Cannot create the database {p}: {exc.strerror}.") from exc

    async def close(self) -> None:
        try:
            await self.conn.close()
        finally:
            if self._lock_fd is not None:
                os.close(self._lock_fd)
                self._lock_fd = None

    async def schema_version(self) -> int:
        (version,) = await self.one("PRAGMA user_version")
        return version

    async def migrate(self, scripts: list[str]) -> None:
        """Bring the schema up to date in one exclusive transaction."""
        async with self.transaction(exclusive=True):
            version = await self.schema_version()
            if version > len(scripts):
                raise too_new(f"The database {self.path}", version, len(scripts))
            for target in range(version + 1, len(scripts) + 1):
                # executescript() would COMMIT our open transaction; run statement by statement.
                for statement in scripts[target - 1].split(";"):
                    if statement.strip():
                        await self.conn.execute(statement)
                await self.conn.execute(f"PRAGMA user_version = {target}")

    @contextlib.asynccontextmanager
    async def transaction(self, exclusive: bool = False):
        async with self._writer:
            with _sqlite_errors(self.path):
                await self.conn.execute("BEGIN EXCLUSIVE" if exclusive else "BEGIN IMMEDIATE")
                try:
                    yield self
                    await self.conn.execute("COMMIT")
                except BaseException:
                    # SQLite may already have rolled back by itself (disk full, I/O error)
                    if self.conn.in_transaction:
                        await self.conn.execute("ROLLBACK")
                    raise

    async def write(self, sql: str, params: Iterable[Any] = ()) -> int:
        async with self._writer:
            return await self.execute(sql, params)

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> int:
        with _sqlite_errors(self.path):
            async with self.conn.execute(sql, tuple(params)) as cur:
                return cur.rowcount

    async def one(self, sql: str, params: Iterable[Any] = ()) -> Any:
        with _sqlite_errors(self.path):
            async with self.conn.execute(sql, tuple(params)) as cur:
                return await cur.fetchone()

    async def all(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        with _sqlite_errors(self.path):
            async with self.conn.execute(sql, tuple(params)) as cur:
                return list(await cur.fetchall())


# -- PostgreSQL ----------------------------------------------------------------------
@functools.lru_cache(maxsize=256)
def pg_sql(sql: str) -> str:
    """The store's ``?`` placeholders as PostgreSQL's ``$1, $2, ...``."""
    count = iter(range(1, 1000))
    return re.sub(r"\?", lambda _m: f"${next(count)}", sql)


def _rowcount(status: str) -> int:
    tail = status.rsplit(" ", 1)[-1]
    return int(tail) if tail.isdigit() else 0


def _pg_failure(exc: BaseException, where: str) -> StoreError | None:
    import asyncpg

    if isinstance(exc, asyncpg.DiskFullError):
        return StoreFull(
            f"The database {where} is full ({exc}); nothing was written. "
            "Free disk space and try again."
        )
    if isinstance(exc, asyncpg.InsufficientResourcesError):
        return StoreError(f"The database {where} is out of resources ({exc}).")
    if isinstance(exc, asyncpg.ReadOnlySQLTransactionError):
        return StoreError(f"The database {where} is read-only ({exc}).")
    if isinstance(exc, (OSError, asyncpg.PostgresConnectionError, asyncpg.InterfaceError)):
        return StoreError(f"The database {where} cannot be reached ({exc}).")
    return None


@contextlib.contextmanager
def _pg_errors(where: str):
    try:
        yield
    except Exception as exc:
        clear = _pg_failure(exc, where)
        if clear is None:
            raise
        raise clear from exc


class _PgHandle:
    """Statements on one connection (inside one transaction, or a pooled one)."""

    def __init__(self, con: Any, where: str):
        self.con = con
        self.where = where

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> int:
        with _pg_errors(self.where):
            return _rowcount(await self.con.execute(pg_sql(sql), *params))

    async def one(self, sql: str, params: Iterable[Any] = ()) -> Any:
        with _pg_errors(self.where):
            row = await self.con.fetchrow(pg_sql(sql), *params)
        return tuple(row) if row is not None else None

    async def all(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        with _pg_errors(self.where):
            return [tuple(r) for r in await self.con.fetch(pg_sql(sql), *params)]


def redact(url: str) -> str:
    """The URL without its password, for messages and logs."""
    return re.sub(r"(://[^:/@]*):[^@/]*@", r"\1:***@", url)


class PostgresBackend:
    """A connection pool; each transaction runs on its own pooled connection, so
    PostgreSQL's row locks (not a process lock) decide between concurrent writers."""

    dialect = "postgresql"
    for_update = " FOR UPDATE"

    def __init__(self, pool: Any, url: str):
        import asyncpg

        self.pool = pool
        self.path = redact(url)
        self.integrity_errors = (asyncpg.IntegrityConstraintViolationError,)
        self.conn = _PgHandle(pool, self.path)  # single statements, autocommitted

    @classmethod
    async def open(cls, url: str, *, pool_size: int = 10) -> PostgresBackend:
        try:
            import asyncpg
        except ImportError as exc:
            raise StoreError(
                "DATABASE_URL names PostgreSQL, but the asyncpg package is not installed."
            ) from exc
        where = redact(url)
        try:
            pool = await asyncpg.create_pool(
                url, min_size=1, max_size=pool_size, timeout=10, command_timeout=60
            )
        except (
            TimeoutError,
            OSError,
            asyncpg.PostgresError,
            asyncpg.InterfaceError,
            ValueError,
        ) as exc:
            raise StoreError(f"Cannot connect to the database {where}: {exc}") from exc
        return cls(pool, url)

    async def close(self) -> None:
        await self.pool.close()

    async def schema_version(self) -> int:
        row = await self.one("SELECT to_regclass('tablebot_schema') IS NOT NULL")
        if not row[0]:
            return 0
        row = await self.one("SELECT version FROM tablebot_schema")
        return row[0] if row else 0

    async def migrate(self, scripts: list[str]) -> None:
        """Bring the schema up to date once: every process starting at the same moment
        waits on the advisory lock, and finds the work done when it gets it."""
        async with self.pool.acquire() as con, con.transaction():
            await con.execute("SELECT pg_advisory_xact_lock($1)", MIGRATION_LOCK_KEY)
            await con.execute(
                "CREATE TABLE IF NOT EXISTS tablebot_schema (version INTEGER NOT NULL)"
            )
            version = await con.fetchval("SELECT version FROM tablebot_schema")
            if version is None:
                await con.execute("INSERT INTO tablebot_schema (version) VALUES (0)")
                version = 0
            if version > len(scripts):
                raise too_new(f"The database {self.path}", version, len(scripts))
            for target in range(version + 1, len(scripts) + 1):
                await con.execute(scripts[target - 1])
                await con.execute("UPDATE tablebot_schema SET version = $1", target)

    @contextlib.asynccontextmanager
    async def transaction(self, exclusive: bool = False):
        with _pg_errors(self.path):
            async with self.pool.acquire() as con, con.transaction():
                yield _PgHandle(con, self.path)

    async def write(self, sql: str, params: Iterable[Any] = ()) -> int:
        return await self.conn.execute(sql, params)

    async def execute(self, sql: str, params: Iterable[Any] = ()) -> int:
        return await self.conn.execute(sql, params)

    async def one(self, sql: str, params: Iterable[Any] = ()) -> Any:
        return await self.conn.one(sql, params)

    async def all(self, sql: str, params: Iterable[Any] = ()) -> list[Any]:
        return await self.conn.all(sql, params)
