"""A bad SQLite database never hangs and never spreads (issue 10, part 4).

Each damaged file fails to open with one clear StoreError sentence, and ``python -m bot``
on it exits non-zero within seconds with that one line (no traceback, no hang). A
damaged row disables only its own table.
"""

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from db import Commit, SchemaTooNew, Store, StoreError, StoreFull, StoreInUse
from db.migrations import SQLITE
from tests.db.rows import new_lobby

ROOT = Path(__file__).resolve().parents[2]


async def _made(path: Path, tables: int = 30) -> Path:
    """A real database with a few pages of tables in it, then closed."""
    store = await Store.open(path)
    for i in range(tables):
        t = await new_lobby(store, channel_id=f"c{i}", options={"pad": "x" * 300}, seed=i)
        await store.start_table(t.id, ["u0"], '{"s": 0}')
    await store.close()
    con = sqlite3.connect(path)  # fold the WAL into the file, as a copied backup would be
    con.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    con.close()
    return path


def _truncate(p: Path) -> None:
    os.truncate(p, p.stat().st_size // 2)


def _garbage_page(p: Path) -> None:
    size = 4096
    with open(p, "r+b") as fh:
        fh.seek(size * 2)  # a page of the tables, past the schema on page 1
        fh.write(bytes((i * 37 + 11) % 256 for i in range(size)))


def _newer(p: Path) -> None:
    con = sqlite3.connect(p)
    con.execute(f"PRAGMA user_version = {len(SQLITE) + 1}")
    con.close()


def _read_only(p: Path) -> None:
    p.chmod(0o444)


CASES = {
    "truncated": (_truncate, "is damaged"),
    "garbage page": (_garbage_page, "is damaged"),
    "read-only": (_read_only, "is read-only"),
    "newer schema": (_newer, "newer than this build"),
}


@pytest.mark.parametrize("case", CASES)
async def test_a_damaged_file_is_refused_with_one_clear_sentence(tmp_path, case):
    damage, message = CASES[case]
    path = await _made(tmp_path / "bot.sqlite3")
    damage(path)
    with pytest.raises(StoreError, match=message):
        await Store.open(path)
    assert not (tmp_path / "bot.sqlite3.lock").exists() or _lock_is_free(
        tmp_path / "bot.sqlite3.lock"
    )


def _lock_is_free(lock: Path) -> bool:
    import fcntl

    with open(lock) as fh:
        try:
            fcntl.flock(fh, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            return False
        return True


async def test_a_file_that_is_not_a_database_and_an_empty_file_are_refused(tmp_path):
    text = tmp_path / "notes.sqlite3"
    text.write_text("these are my notes, not a database\n" * 200)
    with pytest.raises(StoreError, match="is not a SQLite database"):
        await Store.open(text)
    empty = tmp_path / "empty.sqlite3"
    empty.touch()
    with pytest.raises(StoreError, match=r"empty file \(0 bytes\)"):
        await Store.open(empty)
    assert empty.stat().st_size == 0  # nothing was written into it
    with pytest.raises(StoreError, match="is a folder"):
        await Store.open(tmp_path)


async def test_a_newer_schema_is_its_own_error(tmp_path):
    path = await _made(tmp_path / "bot.sqlite3", tables=1)
    _newer(path)
    with pytest.raises(SchemaTooNew, match=f"schema version {len(SQLITE) + 1}"):
        await Store.open(path)


async def test_a_second_process_on_the_same_file_is_refused(tmp_path):
    path = tmp_path / "bot.sqlite3"
    store = await Store.open(path)
    try:
        code = (
            "import asyncio, sys\nfrom db import Store, StoreInUse\n"
            "try:\n    asyncio.run(Store.open(sys.argv[1]))\n"
            "except StoreInUse as exc:\n    print(exc)\n    sys.exit(3)\n"
        )
        proc = subprocess.run(
            [sys.executable, "-c", code, str(path)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert proc.returncode == 3, proc.stderr
        assert (
            f"pid {os.getpid()}" in proc.stdout
            and "already in use by another bot process" in proc.stdout
        )
        with pytest.raises(StoreInUse):  # a second open in this process is refused the same way
            await Store.open(path)
    finally:
        await store.close()
    again = await Store.open(path)  # closing released the lock
    await again.close()


async def test_disk_full_raises_store_full_and_rolls_back_cleanly(tmp_path):
    store = await Store.open(tmp_path / "bot.sqlite3")
    try:
        t = await new_lobby(store)
        await store.start_table(t.id, ["u0"], '{"s": 0}')
        (pages,) = await store._one("PRAGMA page_count")
        await store._conn.execute(f"PRAGMA max_page_count = {pages + 1}")
        row = await store.get_table(t.id)
        with pytest.raises(StoreFull, match="is full"):
            await store.commit_move(
                t.id,
                row.version,
                Commit(
                    kind="move",
                    seat=0,
                    choice="a",
                    turn=0,
                    barrier=False,
                    events=[{"text": "x" * 20000}],
                    state='{"s": 1}',
                    now=1.0,
                ),
            )
        assert not store._conn.in_transaction
        assert (await store.get_table(t.id)).version == row.version and await store.moves(
            t.id
        ) == []
        # once there is room again, the same move goes through
        await store._conn.execute("PRAGMA max_page_count = 1000000")
        await store.commit_move(
            t.id,
            row.version,
            Commit(
                kind="move",
                seat=0,
                choice="a",
                turn=0,
                barrier=False,
                events=[{"text": "x" * 20000}],
                state='{"s": 1}',
            ),
        )
        assert [m.choice for m in await store.moves(t.id)] == ["a"]
    finally:
        await store.close()


# -- one damaged row ----------------------------------------------------------------
ROW_DAMAGE = {
    "options garbage": ("options", "'{not json'", "options"),
    "options not an object": ("options", "'[1, 2]'", "options is not a JSON dict"),
    "result garbage": ("result", "'{oops'", "result"),
    "version wrong type": ("version", "'seven'", "version is 'seven'"),
    "waiting_since wrong type": ("waiting_since", "'yesterday'", "waiting_since is 'yesterday'"),
    "host_id NULL": ("host_id", "NULL", "host_id is None"),
    # rows breaking the schema's CHECK constraints: the file still opens (issue 29)
    "reminder_seconds below 0": ("reminder_seconds", "-5", "reminder_seconds is -5"),
    "seat_order outside its CHECK": ("seat_order", "'sideways'", "seat_order is 'sideways'"),
    "idle_ai_seconds below 0": ("idle_ai_seconds", "-1", "idle_ai_seconds is -1"),
}


def _break_row(path: Path, table_id: int, column: str, value: str) -> None:
    con = sqlite3.connect(path)
    con.execute("PRAGMA ignore_check_constraints = ON")
    if value == "NULL":  # a NOT NULL column: what a hand edit or an old bug could leave
        con.execute("PRAGMA writable_schema = ON")
        con.execute(
            "UPDATE sqlite_schema SET sql = replace(sql, 'host_id           TEXT NOT NULL',"
            " 'host_id           TEXT') WHERE name = 'game_tables'"
        )
        con.commit()
        con.close()
        con = sqlite3.connect(path)
    con.execute(f"UPDATE game_tables SET {column} = {value} WHERE id = ?", (table_id,))
    con.commit()
    con.close()


@pytest.mark.parametrize("case", ROW_DAMAGE)
async def test_one_damaged_row_is_marked_and_never_breaks_the_listings(tmp_path, case):
    column, value, reason = ROW_DAMAGE[case]
    path = tmp_path / "bot.sqlite3"
    store = await Store.open(path)
    ids = []
    for i in range(3):
        t = await store.create_table(
            guild_id="g",
            channel_id=f"c{i}",
            game="x",
            options={"n": i},
            host_id="u0",
            host_name="Anna",
            seat_order="joined",
            seed=i,
            reminder_seconds=60,
            now=100.0,
        )
        await store.start_table(t.id, ["u0"], '{"s": 0}', now=100.0)
        ids.append(t.id)
    await store.close()
    _break_row(path, ids[1], column, value)

    store = await Store.open(path)
    try:
        for listing in (
            await store.tables_in_guild("g"),
            await store.open_tables(),
            await store.tables_in_guild("g", open_only=False),
        ):
            assert [r.id for r in listing] == ids
            assert [bool(r.damaged) for r in listing] == [False, True, False]
            assert reason in listing[1].damaged
        assert (await store.get_table(ids[0])).options == {"n": 0}
        due = await store.due_reminders(now=1000.0)
        assert ids[0] in [r.id for r in due] and ids[2] in [r.id for r in due]
    finally:
        await store.close()


async def test_a_garbage_state_or_move_row_harms_only_its_own_table(tmp_path):
    path = tmp_path / "bot.sqlite3"
    store = await Store.open(path)
    ids = []
    for i in range(2):
        t = await new_lobby(store, channel_id=f"c{i}", seed=i)
        await store.start_table(t.id, ["u0"], '{"s": 0}')
        await store.commit_move(
            t.id,
            1,
            Commit(
                kind="move",
                seat=0,
                choice="a",
                turn=0,
                barrier=False,
                events=[{"text": "ok"}],
                state='{"s": 1}',
            ),
        )
        ids.append(t.id)
    await store.close()
    con = sqlite3.connect(path)
    con.execute("UPDATE moves SET events = '[{broken' WHERE table_id = ?", (ids[0],))
    con.execute("UPDATE game_tables SET state = '{broken' WHERE id = ?", (ids[0],))
    con.commit()
    con.close()
    store = await Store.open(path)
    try:
        (bad,) = await store.moves(ids[0])
        assert bad.choice == "a" and bad.events == [] and "events" in bad.damaged
        (good,) = await store.moves(ids[1])
        assert good.events == [{"text": "ok"}] and good.damaged is None
        assert [r.id for r in await store.tables_in_guild("g")] == ids
        assert (await store.get_table(ids[0])).state == "{broken"  # the service refuses to load it
    finally:
        await store.close()


async def test_out_of_range_ids_find_no_table(store):
    for bad in (2**63, 2**70, 0, -1):
        assert await store.get_table(bad) is None


# -- python -m bot on a damaged file: one line, non-zero exit, no hang ----------------
BOT_CASES = {
    "truncated": (_truncate, "is damaged"),
    "garbage page": (_garbage_page, "is damaged"),
    "read-only": (_read_only, "is read-only"),
    "newer schema": (_newer, "newer than this build"),
    "not a database": (lambda p: p.write_bytes(b"hello" * 1000), "is not a SQLite database"),
    "0 bytes": (lambda p: p.write_bytes(b""), "empty file"),
}


@pytest.mark.parametrize("case", BOT_CASES)
async def test_python_m_bot_exits_at_once_with_one_line(tmp_path, case):
    damage, message = BOT_CASES[case]
    path = await _made(tmp_path / "bot.sqlite3", tables=30)
    damage(path)
    env = {k: v for k, v in os.environ.items() if k not in ("DISCORD_TOKEN", "DATABASE_URL")}
    # no token: the local page starts on its own database, so both settings name the file
    env.update(
        DATABASE_PATH=str(path),
        LOCAL_DATABASE_PATH=str(path),
        LOCAL_PORT="0",
        LOCAL_HOST="127.0.0.1",
    )
    proc = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env | {"PYTHONPATH": str(ROOT)},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 1, proc.stderr
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("Database error: ") and message in lines[0], (
        proc.stderr
    )


async def test_python_m_bot_on_an_unreachable_postgresql_exits_with_one_line(tmp_path):
    env = dict(os.environ)
    # a made-up token: the bot's database opens before any login is tried
    env.update(
        DATABASE_URL=f"postgresql://bot:secret@/tablebot?host={tmp_path}",
        LOCAL_PORT="0",
        PYTHONPATH=str(ROOT),
        DISCORD_TOKEN="not-a-token",
    )
    proc = subprocess.run(
        [sys.executable, "-m", "bot"],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert proc.returncode == 1, proc.stderr
    (line,) = proc.stderr.strip().splitlines()
    assert line.startswith("Database error: Cannot connect to the database postgresql://bot:***@")
    assert "secret" not in proc.stderr
