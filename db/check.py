"""The operator's full check of a database (``python -m db check``): every page and every row.

A start checks only what it can in constant time (`db.integrity`); this reads everything, and
may run beside a running bot (SQLite read-only).
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from db.backends import PostgresBackend, redact
from db.integrity import HEADER_BYTES
from db.store import _TABLE_COLUMNS, _table, open_target


async def full_check(target: str) -> tuple[bool, str]:
    """Every page and every row of the database at ``target`` (a path, sqlite:///... or
    postgresql://...): (sound, one sentence). SQLite: the header, the root pages and
    ``PRAGMA quick_check`` over the whole file, read-only (a running bot may keep it open);
    both backends: every table row the store would mark damaged."""
    kind, where = open_target(target)
    problems: list[str] = []
    if kind == "sqlite":
        problems += _sqlite_pages(Path(where))
        if problems:
            return False, "; ".join(problems)
    rows: list = []
    if kind == "postgresql":
        db = await PostgresBackend.open(where)
        try:
            rows = await db.all(f"SELECT {_TABLE_COLUMNS} FROM game_tables ORDER BY id")
            (moves,) = await db.one("SELECT count(*) FROM moves")  # reads every move page
        finally:
            await db.close()
    else:
        rows, moves = _sqlite_rows(Path(where), _TABLE_COLUMNS)
    damaged = [r[0] for r in rows if _table(r).damaged]
    if damaged:
        shown = ", ".join(map(str, damaged[:10])) + (" ..." if len(damaged) > 10 else "")
        return False, (
            f"{len(damaged)} of {len(rows)} tables have damaged rows (tables {shown}): "
            "each is disabled on its own; abandon or repair them"
        )
    return True, f"{redact(where)} is sound: {len(rows)} tables, {moves} moves, every page read"


def _sqlite_pages(path: Path) -> list[str]:
    if not path.is_file():
        return [f"{path} is not a file"]
    with open(path, "rb") as fh:
        head = fh.read(HEADER_BYTES)
    if not head.startswith(b"SQLite format 3\x00"):
        return [f"{path} is not a SQLite database"]
    try:
        con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
        try:
            # CHECK constraints are judged row by row by the store, as at a start
            con.execute("PRAGMA ignore_check_constraints=ON")
            lines = [str(r[0]) for r in con.execute("PRAGMA quick_check(20)")]
        finally:
            con.close()
    except sqlite3.DatabaseError as exc:
        return [f"reading it failed: {exc}"]
    return [] if lines == ["ok"] else [f"quick_check: {' / '.join(lines)}"]


def _sqlite_rows(path: Path, columns: str) -> tuple[list, int]:
    con = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        rows = con.execute(f"SELECT {columns} FROM game_tables ORDER BY id").fetchall()
        (moves,) = con.execute("SELECT count(*) FROM moves").fetchone()
    finally:
        con.close()
    return rows, moves
